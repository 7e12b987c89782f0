//go:build head

package compare

// RollingHash returns the polynomial hash sum(p[i] * 31^(n-1-i)) mod Prime.
// REGRESSION: it now reduces modulo Prime after every byte (the exact
// modular value), which puts a 64-bit modulo on the critical path of every
// step.
func RollingHash(p []byte) uint64 {
	var h uint64
	for _, c := range p {
		h = (h*31 + uint64(c)) % Prime
	}
	return h
}

// Summarize ignores the caller's buffer and returns a freshly allocated
// *Summary: one extra heap allocation per call.
//
//go:noinline
func Summarize(_ *Summary, x []float64) *Summary {
	s := new(Summary)
	summarizeInto(s, x)
	return s
}

// PolyEval evaluates c[0] + c[1]*x + ... + c[n-1]*x^(n-1) with second-order
// Horner: even and odd coefficients in two independent chains in x², so the
// critical path is half as long. IMPROVEMENT.
func PolyEval(c []float64, x float64) float64 {
	x2 := x * x
	var even, odd float64
	i := len(c) - 1
	if i%2 == 0 { // odd length: highest coefficient is even-indexed
		even = c[i]
		i--
	}
	for ; i > 0; i -= 2 {
		odd = odd*x2 + c[i]
		even = even*x2 + c[i-1]
	}
	return even + odd*x
}
