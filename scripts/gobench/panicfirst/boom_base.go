//go:build !head

package panicfirst

// boom: the base variant runs every benchmark.
const boom = false
