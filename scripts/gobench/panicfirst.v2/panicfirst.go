// Package panicfirst (directory panicfirst.v2) is a package whose import path
// has a dot in its last element, as gopkg.in/yaml.v3's has: go's linker writes
// that dot as %2e in symbol names, so its panic stack's frames read
// example.com/gobench/panicfirst%2ev2_test.BenchmarkFirst (see the test file).
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
