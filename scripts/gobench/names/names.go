// Package names holds benchmarks whose sub-benchmark names exercise the name
// rewriting done by package testing (see names_test.go).
package names

// Work does a small, fixed amount of computation.
func Work(n int) uint32 {
	h := uint32(2166136261)
	for i := range n {
		h ^= uint32(i)
		h *= 16777619
	}
	return h
}
