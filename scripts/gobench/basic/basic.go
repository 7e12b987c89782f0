// Package basic holds plain CPU benchmarks (see basic_test.go).
package basic

import (
	"crypto/sha256"
	"slices"
	"strconv"
)

// Concat builds a string by repeated concatenation (allocates on every step).
func Concat(n int) string {
	s := ""
	for i := range n {
		s += strconv.Itoa(i)
	}
	return s
}

// SortCopy returns a sorted copy of in (one allocation per call).
func SortCopy(in []int) []int {
	out := slices.Clone(in)
	slices.Sort(out)
	return out
}

// Hash returns the SHA-256 of p.
func Hash(p []byte) [32]byte {
	return sha256.Sum256(p)
}
