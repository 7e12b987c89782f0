package killed

import (
	"fmt"
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

// BenchmarkKilledTimed sends its own process SIGKILL in its timed run (b.N > 1), after go test
// printed its name without -v: `BenchmarkKilledTimed-2 \tsignal: killed`, the usual shape of an
// out-of-memory kill. (After BenchmarkKilled in the file: `-bench .` never reaches it.)
func BenchmarkKilledTimed(b *testing.B) {
	if b.N > 1 {
		_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
	}
	for i := 0; i < b.N; i++ {
		sink = Work(64)
	}
}

// BenchmarkPrintsSignal prints a line shaped like go test's `signal: killed` and runs on normally:
// only go test's own line, which its `FAIL` trailer follows, says the test binary died.
func BenchmarkPrintsSignal(b *testing.B) {
	fmt.Println("signal: killed")
	for i := 0; i < b.N; i++ {
		sink = Work(64)
	}
}
