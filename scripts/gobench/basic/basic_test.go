package basic

import "testing"

var (
	ints = func() []int {
		x := make([]int, 1000)
		s := uint32(1)
		for i := range x {
			s = s*1664525 + 1013904223
			x[i] = int(s >> 8)
		}
		return x
	}()
	payload = func() []byte {
		p := make([]byte, 4096)
		for i := range p {
			p[i] = byte(i * 7)
		}
		return p
	}()

	sinkS string
	sinkI []int
	sinkH [32]byte
)

// BenchmarkConcat allocates on every concatenation step.
func BenchmarkConcat(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkS = Concat(10)
	}
}

// BenchmarkSortInts sorts a copy of 1000 pseudo-random ints (1 alloc/op).
func BenchmarkSortInts(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sinkI = SortCopy(ints)
	}
}

// BenchmarkSHA256 hashes 4 KiB; b.SetBytes makes `go test` print MB/s.
func BenchmarkSHA256(b *testing.B) {
	b.SetBytes(int64(len(payload)))
	for i := 0; i < b.N; i++ {
		sinkH = Hash(payload)
	}
}

// BenchmarkLoopMapFill uses the Go 1.24 b.Loop style and allocates a map.
func BenchmarkLoopMapFill(b *testing.B) {
	for b.Loop() {
		m := make(map[int]int, 64)
		for k := range 64 {
			m[k] = k
		}
		if len(m) != 64 {
			b.Fatal("bad map")
		}
	}
}
