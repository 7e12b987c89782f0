// Package oddresults holds benchmarks whose results go test prints in odd
// ways: non-finite custom metrics beside valid timings, a skip during the
// timed run (a "0 NaN ns/op" line that is not a panic), and failures whose
// log lines -v prints before their "--- FAIL:" line.
package oddresults

// Work is a small loop the benchmarks time.
func Work(n int) uint64 {
	var s uint64
	for i := 0; i < n; i++ {
		s += uint64(i) * 7
	}
	return s
}
