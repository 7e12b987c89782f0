// Package gobench is a tiny module whose only purpose is to produce real
// `go test -bench` output for bench-gate's Go parser fixtures.
//
// Every benchmark lives in a _test.go file of one of the sub-packages:
//
//	basic/    plain CPU benchmarks with allocations (for -benchmem) and MB/s
//	metrics/  b.ReportMetric custom units, sub-benchmarks with key=value names
//	names/    sub-benchmark names that exercise testing's name rewriting
//	edge/     failing, skipping, logging and stdout/stderr-printing benchmarks
//	panics/   a benchmark that panics mid-run
//	panicfirst/ a package whose first benchmark panics at b.N = 1 with -tags head
//	panicfirst.v2/ the same panic in a package with a dot in its import path
//	oddresults/ non-finite custom metrics, a skip in the timed run, -v failure logs
//	pkgline/  a benchmark that prints a "pkg:" line (for -json)
//	buildfail/ a test that does not compile with -tags gobench_buildfail
//	trailerlike/ benchmarks that print lines like go test's trailers ("FAIL got 3 want 4")
//	compare/  stable benchmarks with a base (!head) and head (-tags head) variant
//
// Regenerate the fixtures with `bash scripts/gen-fixtures-go.sh` from the
// repository root.
package gobench
