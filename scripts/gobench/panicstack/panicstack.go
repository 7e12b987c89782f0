// Package panicstack holds benchmarks that panic in their first run (b.N = 1)
// in the ways whose goroutine stack alone names them (see panicstack_test.go),
// and one that outlives go test's -timeout.
package panicstack

// Lookup reads key from m, panicking on a nil map write the way a bug would.
func Lookup(m map[string]int, key string) int {
	m[key]++ // panic: assignment to entry in nil map
	return m[key]
}
