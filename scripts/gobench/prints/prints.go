// Package prints holds benchmarks that write to stdout while they run, which
// puts their output in the middle of go test's result lines.
package prints

// Work is a small loop the benchmarks time.
func Work(n int) uint64 {
	var s uint64
	for i := 0; i < n; i++ {
		s += uint64(i) * 7
	}
	return s
}
