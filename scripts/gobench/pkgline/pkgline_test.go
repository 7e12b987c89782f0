package pkgline

import (
	"fmt"
	"testing"
)

var sink uint64

// BenchmarkBefore is an ordinary benchmark that runs before the printing one.
func BenchmarkBefore(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
}

// BenchmarkPrintsPkgLine prints "pkg: example.com/elsewhere" once per run.
// In text output that line is a config line like go test's own "pkg:" line,
// so it re-keys the benchmarks after it; in -json every event still names
// this package.
func BenchmarkPrintsPkgLine(b *testing.B) {
	fmt.Println("pkg: example.com/elsewhere")
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
}

// BenchmarkAfter is an ordinary benchmark that runs after the printing one.
func BenchmarkAfter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
}
