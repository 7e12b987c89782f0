package prints

import (
	"fmt"
	"testing"
)

var sink uint64

// BenchmarkQuiet prints nothing: the control.
func BenchmarkQuiet(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
}

// BenchmarkNoNewline prints a word without a newline once per run. The
// 1-iteration probe run prints it before go test writes the name (so it is
// glued in front of the name); the timed run prints it between the name and
// the numbers, on the same line.
func BenchmarkNoNewline(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
		if i == 0 {
			fmt.Print("progress")
		}
	}
}

// BenchmarkPrintsCounts prints a line of bare numbers once per run:
// "<b.N> 2 3" after the name looks like an iteration count and a value in
// the unit "3".
func BenchmarkPrintsCounts(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
		if i == 0 {
			fmt.Println(b.N, 2, 3)
		}
	}
}

// BenchmarkPrintsResultLike prints a line that reads like results,
// "7 41 9 ns/op", once per run; the real numbers follow on the next line.
func BenchmarkPrintsResultLike(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
		if i == 0 {
			fmt.Println("7 41 9 ns/op")
		}
	}
}
