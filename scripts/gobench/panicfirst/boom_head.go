//go:build head

package panicfirst

// boom: the head variant panics in BenchmarkFirst's 1-iteration probe run.
const boom = true
