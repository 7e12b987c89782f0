// Package trailerlike holds benchmarks that print lines starting like go
// test's package trailers (see trailerlike_test.go).
package trailerlike

// Work returns a sum over n steps, so the benchmarks have something to time.
func Work(n int) uint64 {
	var s uint64
	for i := range n {
		s += uint64(i) * 2654435761
	}
	return s
}
