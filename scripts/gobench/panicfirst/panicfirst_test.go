package panicfirst

import "testing"

var sink uint64

// BenchmarkFirst is the package's first benchmark. In the head variant it
// panics in its first run (b.N = 1), before any benchmark of the package has
// printed a result line: with -v only its bare start line `BenchmarkFirst`
// (no -N GOMAXPROCS suffix) precedes the panic, and the binary dies, so
// BenchmarkSecond never runs.
func BenchmarkFirst(b *testing.B) {
	var m map[string]int
	for i := 0; i < b.N; i++ {
		sink += Work(16)
		if boom {
			m["boom"]++ // panic: assignment to entry in nil map
		}
	}
}

// BenchmarkSecond runs only in the base variant.
func BenchmarkSecond(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(32)
	}
}
