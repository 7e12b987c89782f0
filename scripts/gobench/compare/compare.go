// Package compare holds stable, deterministic CPU benchmarks used for
// bench-gate's end-to-end "did the gate get the verdict right" test.
//
// To keep the noise low on shared (virtualised, hyper-threaded) CI machines,
// every hot loop is a serial dependency chain over fixed data (latency bound,
// not throughput bound), allocates nothing and runs for a few µs per op.
//
// The package has two variants selected by a build tag:
//
//	base.go  //go:build !head   (the baseline)
//	head.go  //go:build head    (go test -tags head)
//
// Only three functions differ between the variants:
//
//	RollingHash  head is slower: it reduces modulo a prime after every byte
//	             instead of once at the end (BenchmarkRollingHash).
//	Summarize    head returns a freshly allocated *Summary instead of filling
//	             the caller's one: +1 allocs/op (BenchmarkStats).
//	PolyEval     head is faster: second-order Horner (two independent
//	             chains) instead of plain Horner (BenchmarkPolyEval).
//
// Everything in this file is shared by both variants.
package compare

// Fixed, deterministic input shared by all benchmarks.
var (
	Bytes  = makeBytes(8 << 10) // 8 KiB
	Floats = makeFloats(512)
	Coeffs = makeCoeffs(4096)
	Perm   = makePerm(4096) // a single cycle through all indices
)

// Prime is the modulus used by RollingHash and ModSquare.
const Prime = 1_000_000_007

func lcg(s *uint32) uint32 {
	*s = *s*1664525 + 1013904223
	return *s
}

func makeBytes(n int) []byte {
	s := uint32(1)
	p := make([]byte, n)
	for i := range p {
		p[i] = byte(lcg(&s) >> 24)
	}
	return p
}

func makeFloats(n int) []float64 {
	s := uint32(2)
	f := make([]float64, n)
	for i := range f {
		f[i] = float64(lcg(&s)>>8) / (1 << 24)
	}
	return f
}

func makeCoeffs(n int) []float64 {
	s := uint32(3)
	c := make([]float64, n)
	for i := range c {
		c[i] = float64(lcg(&s)>>8)/(1<<24) - 0.5
	}
	return c
}

// makePerm returns next[] such that following next from 0 visits every
// index exactly once before returning to 0 (Sattolo's algorithm).
func makePerm(n int) []int32 {
	s := uint32(4)
	order := make([]int32, n)
	for i := range order {
		order[i] = int32(i)
	}
	for i := n - 1; i > 0; i-- {
		j := int(lcg(&s)>>8) % i
		order[i], order[j] = order[j], order[i]
	}
	next := make([]int32, n)
	for i := range order {
		next[order[i]] = order[(i+1)%n]
	}
	return next
}

// FNV1a returns the 64-bit FNV-1a hash of p.
func FNV1a(p []byte) uint64 {
	h := uint64(14695981039346656037)
	for _, c := range p {
		h ^= uint64(c)
		h *= 1099511628211
	}
	return h
}

// Chase follows next[] for steps steps starting at 0 and returns the final
// index (pointer chasing: one dependent load per step).
func Chase(next []int32, steps int) int32 {
	i := int32(0)
	for range steps {
		i = next[i]
	}
	return i
}

// Xorshift runs the xorshift64* generator for steps steps.
func Xorshift(seed uint64, steps int) uint64 {
	x := seed
	for range steps {
		x ^= x >> 12
		x ^= x << 25
		x ^= x >> 27
		x *= 2685821657736338717
	}
	return x
}

// ModSquare squares x modulo Prime steps times.
func ModSquare(x uint64, steps int) uint64 {
	for range steps {
		x = x * x % Prime
	}
	return x
}

// Summary holds summary statistics of a sample.
type Summary struct {
	Min, Max, Mean, Var float64
	N                   int
}

// summarizeInto uses Welford's online algorithm (one pass, with a division
// on the critical path of every step).
func summarizeInto(s *Summary, x []float64) {
	mn, mx := x[0], x[0]
	var mean, m2 float64
	for i, v := range x {
		mn = min(mn, v)
		mx = max(mx, v)
		d := v - mean
		mean += d / float64(i+1)
		m2 += d * (v - mean)
	}
	*s = Summary{Min: mn, Max: mx, Mean: mean, Var: m2 / float64(len(x)-1), N: len(x)}
}
