package killed

import (
	"os"
	"syscall"
	"testing"
)

var sink uint64

func BenchmarkBefore(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Work(64)
	}
}

// BenchmarkKilled sends its own process SIGKILL in its first run: no result line, no name without
// -v, only go test's `signal: killed` and the FAIL trailer.
func BenchmarkKilled(b *testing.B) {
	_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	for i := 0; i < b.N; i++ {
		sink = Work(64)
	}
}
