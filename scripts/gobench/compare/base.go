//go:build !head

package compare

// RollingHash returns the polynomial hash sum(p[i] * 31^(n-1-i)) mod Prime.
// It lets the uint64 wrap around and reduces once at the end (fast, but the
// result is only "a hash", not the true modular value).
func RollingHash(p []byte) uint64 {
	var h uint64
	for _, c := range p {
		h = h*31 + uint64(c)
	}
	return h % Prime
}

// Summarize fills the caller's *Summary (no allocation).
//
//go:noinline
func Summarize(s *Summary, x []float64) *Summary {
	summarizeInto(s, x)
	return s
}

// PolyEval evaluates c[0] + c[1]*x + ... + c[n-1]*x^(n-1) with Horner's
// scheme: a single chain of n multiply-adds.
func PolyEval(c []float64, x float64) float64 {
	var r float64
	for i := len(c) - 1; i >= 0; i-- {
		r = r*x + c[i]
	}
	return r
}
