// Package metrics holds benchmarks that report custom metrics (see metrics_test.go).
package metrics

// InsertionSort sorts x in place.
func InsertionSort(x []int) {
	for i := 1; i < len(x); i++ {
		v := x[i]
		j := i - 1
		for j >= 0 && x[j] > v {
			x[j+1] = x[j]
			j--
		}
		x[j+1] = v
	}
}

// Workflow is a tiny deterministic "unit of work" that returns a checksum.
func Workflow(steps int) uint64 {
	h := uint64(14695981039346656037)
	for i := range steps {
		h ^= uint64(i)
		h *= 1099511628211
	}
	return h
}
