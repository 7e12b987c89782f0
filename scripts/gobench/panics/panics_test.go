package panics

import "testing"

var sink uint64

// BenchmarkBefore runs (all -count repetitions) before the panic.
func BenchmarkBefore(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
}

// calls counts invocations of BenchmarkPanics' function with b.N > 1.
var calls int

// BenchmarkPanics survives the 1-iteration probe run and its first timed run,
// then writes to a nil map during its second timed run (the second -count
// repetition): the whole test binary dies, so the remaining repetitions and
// BenchmarkAfter never run.
func BenchmarkPanics(b *testing.B) {
	if b.N > 1 {
		calls++
	}
	var m map[string]int
	for i := 0; i < b.N; i++ {
		sink += Work(16)
		if calls >= 2 && i == b.N/2 {
			m["boom"]++ // panic: assignment to entry in nil map
		}
	}
}

// BenchmarkAfter never runs: the panic kills the package's test binary.
func BenchmarkAfter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
}
