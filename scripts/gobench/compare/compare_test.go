package compare

import (
	"math"
	"testing"
)

var (
	sinkU64 uint64
	sinkI32 int32
	sinkF64 float64
	sinkSum *Summary
)

// BenchmarkFNV: unchanged in head.
func BenchmarkFNV(b *testing.B) {
	for b.Loop() {
		sinkU64 = FNV1a(Bytes)
	}
}

// BenchmarkPointerChase: unchanged in head.
func BenchmarkPointerChase(b *testing.B) {
	for b.Loop() {
		sinkI32 = Chase(Perm, 4096)
	}
}

// BenchmarkXorshift: unchanged in head.
func BenchmarkXorshift(b *testing.B) {
	for b.Loop() {
		sinkU64 = Xorshift(88172645463325252, 4096)
	}
}

// BenchmarkModSquare: unchanged in head.
func BenchmarkModSquare(b *testing.B) {
	for b.Loop() {
		sinkU64 = ModSquare(12345, 2048)
	}
}

// BenchmarkRollingHash: head is slower (modulo on every byte).
func BenchmarkRollingHash(b *testing.B) {
	b.SetBytes(int64(len(Bytes)))
	for b.Loop() {
		sinkU64 = RollingHash(Bytes)
	}
}

// BenchmarkStats: head allocates one *Summary per op.
func BenchmarkStats(b *testing.B) {
	var s Summary
	for b.Loop() {
		sinkSum = Summarize(&s, Floats)
	}
}

// BenchmarkPolyEval: head is faster (second-order Horner).
func BenchmarkPolyEval(b *testing.B) {
	for b.Loop() {
		sinkF64 = PolyEval(Coeffs, 0.999)
	}
}

// TestVariants checks the functions that differ between the variants.
func TestVariants(t *testing.T) {
	if got, want := RollingHash([]byte("abc")), uint64(96354); got != want {
		t.Errorf("RollingHash(abc) = %d, want %d", got, want)
	}
	var s Summary
	if r := Summarize(&s, []float64{1, 2, 3}); r.Mean != 2 || r.Var != 1 || r.Min != 1 || r.Max != 3 || r.N != 3 {
		t.Errorf("Summarize = %+v", *r)
	}
	for _, n := range []int{1, 2, 5, 6, len(Coeffs)} {
		c := Coeffs[:n]
		var want float64
		for i := range c {
			want += c[i] * math.Pow(0.999, float64(i))
		}
		if got := PolyEval(c, 0.999); math.Abs(got-want) > 1e-9*max(1, math.Abs(want)) {
			t.Errorf("PolyEval(n=%d) = %v, want %v", n, got, want)
		}
	}
	if got := Chase(Perm, len(Perm)); got != 0 {
		t.Errorf("Perm is not a single cycle: Chase = %d", got)
	}
}
