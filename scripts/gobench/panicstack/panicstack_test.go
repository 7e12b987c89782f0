package panicstack

import (
	"testing"
	"time"
)

var sink int

// BenchmarkRuns runs normally: it prints a result line before the others panic.
func BenchmarkRuns(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += i
	}
}

// BenchmarkHelperPanics panics in its first run inside a function it calls:
// the stack's top frame is Lookup, the benchmark's own frame is below it.
func BenchmarkHelperPanics(b *testing.B) {
	var m map[string]int
	for i := 0; i < b.N; i++ {
		sink += Lookup(m, "k")
	}
}

// BenchmarkSubPanics panics in its sub-benchmark's first run: the stack names
// the closure BenchmarkSubPanics.func1, not the sub-benchmark's name.
func BenchmarkSubPanics(b *testing.B) {
	b.Run("inner", func(b *testing.B) {
		var m map[string]int
		for i := 0; i < b.N; i++ {
			m["k"]++
		}
	})
}

// BenchmarkGoroutinePanics panics in a goroutine it starts.
func BenchmarkGoroutinePanics(b *testing.B) {
	done := make(chan struct{})
	go func() {
		var m map[string]int
		m["k"]++
		close(done)
	}()
	<-done
}

// BenchmarkNilPanics dereferences a nil pointer: the runtime error's panic
// line is followed by a `[signal SIGSEGV: ...]` line before the stack.
func BenchmarkNilPanics(b *testing.B) {
	var p *struct{ n int }
	for i := 0; i < b.N; i++ {
		sink += p.n
	}
}

// BenchmarkHelperNamed panics in a helper whose name starts with Benchmark
// (BenchmarkCodec, panicstack.go): its frame is above this benchmark's.
func BenchmarkHelperNamed(b *testing.B) {
	BenchmarkCodec(b, nil)
}

// BenchmarkSleeps outlives `go test -timeout 2s`.
func BenchmarkSleeps(b *testing.B) {
	for i := 0; i < b.N; i++ {
		time.Sleep(10 * time.Second)
	}
}
