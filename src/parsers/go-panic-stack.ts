/**
 * Naming the benchmark that panicked from the panic's goroutine stack, when go test printed no name.
 *
 * Without -v, go test prints a benchmark's name only once its 1-iteration probe run (b.N = 1)
 * returned, and not at all for a package's first benchmark or a sub-benchmark (b.Run): a panic in
 * that run leaves only the panic text and the panicking goroutine's stack before `exit status 2`:
 *   panic: assignment to entry in nil map
 *
 *   goroutine 9 [running]:
 *   example.com/gobench/panicfirst.BenchmarkFirst(0x221e34d2308)
 *   	/src/panicfirst/panicfirst_test.go:17 +0x45
 *   testing.(*B).runN(0x221e34d2308, 0x1)
 *   ...
 * The frame of a `Benchmark...` function of the package being read (`pkg` or its external test
 * package `pkg_test`) names it. Only the first goroutine after the panic is read: it is the one that
 * panicked (GOTRACEBACK=all prints the others after it), and its topmost such frame is the
 * benchmark that was running.
 *
 * A closure of the benchmark (`BenchmarkX.func1`: a b.Run sub-benchmark's body, or a goroutine
 * `created by` BenchmarkX) names BenchmarkX too, marked `inside`: the stack does not hold the
 * sub-benchmark's name, and blaming the benchmark that defines the code is all it can honestly say.
 */

/** A benchmark named by a panic's stack: `name` (`BenchmarkX`), the frame's line, and whether the panic was in code it defines rather than in it. */
export interface PanicFrame {
  name: string;
  line: number;
  inside: boolean;
}

// `<import path>.<BenchmarkX>[.func1[.2]](<args>)`, or `created by <import path>.BenchmarkX[...] in goroutine 7`.
// The import path is greedy up to the last `.Benchmark`, so a path with dots (example.com/x) is kept whole.
const FRAME = /^(created by )?(\S+)\.(Benchmark[^\s.(]*)((?:\.[^\s.(]+)*)(?:\(.*\)|\s+in goroutine \d+)?\r?$/;
const GOROUTINE = /^goroutine \d+ \[[^\]]*\]:\r?$/;

/**
 * Reads the lines after a `panic:` line that named no benchmark, until it finds the frame of a
 * benchmark of one of `packages` (returned once), or the first goroutine's stack ends ('done').
 */
export class PanicStackScan {
  private inGoroutine = false;

  constructor(private readonly packages: readonly string[]) {}

  /** The benchmark `line` names, 'done' when the stack is over (nothing more to look for), else undefined (read on). */
  read(line: string, lineNo: number): PanicFrame | 'done' | undefined {
    if (!this.inGoroutine) {
      if (GOROUTINE.test(line)) this.inGoroutine = true;
      // Before the stack: blank lines and a re-panic's indented `panic:` lines; anything else ends the search.
      else if (line.trim() !== '' && !/^\s/.test(line)) return 'done';
      return undefined;
    }
    if (line.trim() === '') return 'done';
    const frame = FRAME.exec(line);
    if (frame === null || !this.packages.includes(frame[2] ?? '')) return undefined;
    return { name: frame[3] ?? '', line: lineNo, inside: frame[1] !== undefined || (frame[4] ?? '') !== '' };
  }
}

/** The import paths a benchmark frame of package `pkg` can carry: its own, and its external test package's. */
export function framePackages(pkg: string): string[] {
  return [pkg, `${pkg}_test`];
}
