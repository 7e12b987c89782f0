// Package pkgline holds a benchmark that prints a line shaped like go test's
// own "pkg:" config line (see pkgline_test.go).
package pkgline

// Work does a small, fixed amount of computation.
func Work(n int) uint64 {
	h := uint64(14695981039346656037)
	for i := range n {
		h ^= uint64(i)
		h *= 1099511628211
	}
	return h
}
