package trailerlike

import (
	"fmt"
	"testing"
)

var sink uint64

// BenchmarkPrintsTrailerLike prints two lines once per run that start the way
// go test's trailers do ("ok ", "FAIL "), but are the benchmark's own output
// (a check it reports, rows it fetched). The 1-iteration probe run prints them
// before go test writes the name; the timed run between the name and the
// numbers, which then follow on a line of their own.
func BenchmarkPrintsTrailerLike(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
		if i == 0 {
			fmt.Println("ok fetched 10 rows")
			fmt.Println("FAIL got 3 want 4")
		}
	}
}

// BenchmarkLogsThenFails logs, prints a "FAIL got ..." line, then fails in its
// first run: with -v its log lines come before its "--- FAIL:" line, around
// the printed one.
func BenchmarkLogsThenFails(b *testing.B) {
	b.Log("checking the rows")
	fmt.Println("FAIL got 3 want 4")
	b.Fatal("the check failed: got 3, want 4")
}

// BenchmarkAfter runs after the failure, quietly.
func BenchmarkAfter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
}
