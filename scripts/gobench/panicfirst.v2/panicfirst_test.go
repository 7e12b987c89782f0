package panicfirst_test

import (
	"testing"

	panicfirst "example.com/gobench/panicfirst.v2"
)

var sink uint64

// BenchmarkFirst panics in its first run (b.N = 1): without -v go test prints
// no name, and only the stack's frame of this external test package names it.
func BenchmarkFirst(b *testing.B) {
	var m map[string]int
	for i := 0; i < b.N; i++ {
		sink += panicfirst.Work(16)
		m["boom"]++ // panic: assignment to entry in nil map
	}
}

// BenchmarkSecond never runs: the binary died in BenchmarkFirst.
func BenchmarkSecond(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += panicfirst.Work(32)
	}
}
