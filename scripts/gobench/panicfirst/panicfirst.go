// Package panicfirst holds a package whose first benchmark panics in its very
// first run (b.N = 1) when built with -tags head (see panicfirst_test.go).
package panicfirst

// Work does a small, fixed amount of computation.
func Work(n int) uint64 {
	h := uint64(14695981039346656037)
	for i := range n {
		h ^= uint64(i)
		h *= 1099511628211
	}
	return h
}
