// Package fatal holds benchmarks that end their test binary with a Go runtime fatal error (not a
// panic: no recover, no `panic:` line), as a data race on a map or a misused mutex does: go test
// prints `fatal error: ...` and the crashing goroutine's stack (see fatal_test.go).
package fatal

// Work does a small, fixed amount of computation.
func Work(n int) uint64 {
	h := uint64(14695981039346656037)
	for i := range n {
		h ^= uint64(i)
		h *= 1099511628211
	}
	return h
}
