/**
 * Content sniff for `go test -bench` text (input.ts tries it after every other format: Go's
 * grammar is the most lenient). A result line (`BenchmarkX-8  1000  123 ns/op`) is enough.
 *
 * A run can print none: its only benchmark panicked, failed or skipped in its first run (b.N = 1),
 * before any result line (fixtures/go/panic-first-v.txt, only-*.txt). Such output is still Go's,
 * and the parser reads it (a failed or skipped benchmark), when go test framed a benchmark that
 * did not finish (a `--- FAIL:`/`--- SKIP:` line of a benchmark, or -v's bare start line
 * `BenchmarkX` with a `panic:` after it, or, without -v, a `panic:` whose goroutine stack has a
 * `pkg.BenchmarkX(...)` frame: go-panic-stack.ts; a runtime `fatal error:` as a `panic:`; the crash
 * glued after the name go printed for the timed run, `BenchmarkX-2 \tpanic: ...`, `fatal error:` or
 * go test's `signal: killed`) and the text has go test's own lines around it: the
 * `goos:` and `goarch:` header it prints before a package's first benchmark (with -v; without it
 * the header waits for a result), or a package's trailer (`ok  \t<pkg>\t0.01s`, `FAIL\t<pkg>\t0.01s`).
 *
 * Note: a frame line alone was rejected: a bench binary's own text (read through `metrics:`
 * patterns) can print a bare `BenchmarkResults` line; go test's header or trailer is what no
 * other tool prints. A start line with no panic after it was rejected too: the Go parser reads no
 * benchmark from it, and such a line under `go test -v -run TestX` (a harness's own table) took
 * the input from the metrics patterns, to fail as Go output with no results.
 */

const RESULT_LINE = /^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m;
/** -v's start line: a name alone (`Benchmark` then no lower-case letter, as go test requires). */
const START_LINE = /^Benchmark(?:[^\p{Ll}\s]\S*)?\r?$/mu;
/** A benchmark's status line (indented for a sub-benchmark). */
const STATUS_LINE = /^[ \t]*--- (?:FAIL|SKIP): Benchmark/m;
/** A crash's first line: a panic, or a runtime fatal error (which the Go parser reads as a panic). */
const PANIC_LINE = /^(?:panic|fatal error): /m;
/** A crash glued after the name go printed before the timed run (go.ts reads each as that benchmark's failure). */
const GLUED_CRASH_LINE = /^Benchmark(?:[^\p{Ll}\s]\S*)?[ \t]+(?:panic|fatal error|signal): /mu;
/** A goroutine stack's frame of a benchmark function or its closure: `example.com/p.BenchmarkX(0xc000...)`. */
const BENCHMARK_FRAME = /^\S+\.Benchmark[^\s(]*\(.*\)\r?$/m;
const GOOS_LINE = /^goos: \S+\r?$/m;
const GOARCH_LINE = /^goarch: \S+\r?$/m;
const TRAILER_LINE = /^(?:ok {2}|FAIL)\t\S/m;

/** True when `text` (colours removed) looks like `go test -bench` output (see the module comment). */
export function detectGo(text: string): boolean {
  if (!text.includes('Benchmark')) return false;
  if (RESULT_LINE.test(text)) return true;
  const goTest = (GOOS_LINE.test(text) && GOARCH_LINE.test(text)) || TRAILER_LINE.test(text);
  return goTest && hasUnfinishedBenchmark(text);
}

/** True when a benchmark failed or skipped (its status line), or started and then panicked (see the module comment). */
function hasUnfinishedBenchmark(text: string): boolean {
  if (STATUS_LINE.test(text) || GLUED_CRASH_LINE.test(text)) return true;
  const start = START_LINE.exec(text);
  if (start !== null && PANIC_LINE.test(text.slice(start.index))) return true;
  const panic = PANIC_LINE.exec(text);
  return panic !== null && BENCHMARK_FRAME.test(text.slice(panic.index));
}
