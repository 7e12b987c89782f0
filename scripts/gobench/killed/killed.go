// Package killed holds a benchmark whose test binary dies of SIGKILL mid-run, as an out-of-memory
// kill or a CI runner's timeout leaves it: go test then prints `signal: killed` (see killed_test.go).
package killed

// Work does a small, fixed amount of computation.
func Work(n int) uint64 {
	h := uint64(14695981039346656037)
	for i := range n {
		h ^= uint64(i)
		h *= 1099511628211
	}
	return h
}
