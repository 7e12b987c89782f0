package edge

import (
	"fmt"
	"os"
	"testing"
)

var sink uint64

// BenchmarkBefore is an ordinary benchmark that runs before the odd ones.
func BenchmarkBefore(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
}

// BenchmarkFails calls b.Fatal: "--- FAIL:" and no result line.
func BenchmarkFails(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
	b.Fatalf("measured value out of range: %d iterations", b.N)
}

// BenchmarkFailsLater passes the first, 1-iteration probe run and fails in
// the timed run: without -v go test has already printed the name and a TAB,
// so "--- FAIL:" is glued to the name on the same line.
func BenchmarkFailsLater(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
	if b.N > 1 {
		b.Fatalf("fails only when b.N > 1 (b.N=%d)", b.N)
	}
}

// BenchmarkSkipped calls b.Skip: silent without -v, "--- SKIP:" with -v.
func BenchmarkSkipped(b *testing.B) {
	b.Skip("skipping: requires a GPU")
}

// BenchmarkLogs calls b.Log: a "--- BENCH:" block after its result line.
func BenchmarkLogs(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
	b.Logf("ran with b.N=%d", b.N)
}

// BenchmarkPrintsToStdout writes to stdout and stderr from inside the
// benchmark function. Without -v, go test has already printed the name and a
// TAB, so the text lands inside the result line and splits it.
func BenchmarkPrintsToStdout(b *testing.B) {
	fmt.Println("stdout noise from fmt.Println")
	fmt.Fprintln(os.Stderr, "stderr noise from fmt.Fprintln(os.Stderr)")
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
}

// BenchmarkSubFails has one passing and one failing sub-benchmark.
func BenchmarkSubFails(b *testing.B) {
	b.Run("ok", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			sink += Work(16)
		}
	})
	b.Run("broken", func(b *testing.B) {
		b.Error("sub-benchmark reported an error")
	})
}

// BenchmarkAfter is an ordinary benchmark that runs after the odd ones.
func BenchmarkAfter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(16)
	}
}
