// Package panicstack holds benchmarks that panic in their first run (b.N = 1)
// in the ways whose goroutine stack alone names them (see panicstack_test.go),
// and one that outlives go test's -timeout.
package panicstack

import "testing"

// Lookup reads key from m, panicking on a nil map write the way a bug would.
func Lookup(m map[string]int, key string) int {
	m[key]++ // panic: assignment to entry in nil map
	return m[key]
}

// BenchmarkCodec is a helper benchmarks call, not a benchmark (it takes more than *testing.B): a
// stack frame of it (inlined: `BenchmarkCodec(...)`) sits above the calling benchmark's.
func BenchmarkCodec(b *testing.B, m map[string]int) {
	for i := 0; i < b.N; i++ {
		m["k"]++
	}
}
