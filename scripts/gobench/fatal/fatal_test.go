package fatal

import (
	"sync"
	"testing"
)

var sink uint64

func BenchmarkBefore(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Work(64)
	}
}

// BenchmarkUnlockTimed unlocks an unlocked mutex in its timed run (b.N > 1), after go test printed
// its name: `BenchmarkUnlockTimed-2 \tfatal error: sync: unlock of unlocked mutex`. (A concurrent
// map write, the usual cause, is the same fatal error but only now and then.)
func BenchmarkUnlockTimed(b *testing.B) {
	var mu sync.Mutex
	for i := 0; i < b.N; i++ {
		sink = Work(64)
	}
	if b.N > 1 {
		mu.Unlock()
	}
}

// BenchmarkUnlockFirst does the same in its first run (b.N = 1): without -v go test has printed no
// name for it; only the crashing goroutine's stack names it.
func BenchmarkUnlockFirst(b *testing.B) {
	var mu sync.Mutex
	mu.Unlock()
}
