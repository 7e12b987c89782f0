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
 * panicked (GOTRACEBACK=all prints the others after it), and its bottommost such frame (the one
 * go's testing package called) is the benchmark that was running: a frame above it can be a helper
 * the benchmark calls that happens to be named `BenchmarkX` (`pkg.BenchmarkCodec(...)`, inlined).
 * A goroutine's `created by pkg.BenchmarkX` line names its creator only when no frame of it did.
 * A runtime error's `[signal SIGSEGV: ...]` line can sit between the panic and the stack.
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
// `goroutine 9 [running]:`; GOTRACEBACK=system/crash add the goroutine's addresses: `goroutine 9 gp=0x… m=4 mp=0x… [running]:`.
const GOROUTINE = /^goroutine \d+ [^[]*\[[^\]]*\]:\r?$/;

/** The lines of a goroutine's stack: frames (`f(...)`, `created by f in goroutine 7`), their indented file lines, go's elision note. */
const STACK_LINE = /^(?:\s|created by |\.\.\.additional frames elided\.\.\.)|\)\r?$/;

/**
 * Reads the lines after a `panic:` line that named no benchmark, until the first goroutine's stack
 * ends: then returns the bottommost frame of a benchmark of one of `packages`, or 'done' when it had none.
 */
export class PanicStackScan {
  private inGoroutine = false;
  private found: PanicFrame | undefined;

  constructor(private readonly packages: readonly string[]) {}

  /** The benchmark the stack names, or 'done' (it names none), once `line` ended the stack; else undefined (read on). */
  read(line: string, lineNo: number): PanicFrame | 'done' | undefined {
    if (!this.inGoroutine) {
      if (GOROUTINE.test(line)) this.inGoroutine = true;
      // Before the stack: blank lines, a runtime error's `[signal ...]` line, the indented lines of a
      // multi-line panic value or a re-panic's `panic:`; anything else ends the search.
      else if (line.trim() !== '' && !/^\s/.test(line) && !line.startsWith('[signal ')) return 'done';
      return undefined;
    }
    if (line.trim() === '' || !STACK_LINE.test(line)) return this.end();
    const frame = FRAME.exec(line);
    if (frame === null || !this.packages.includes(frame[2] ?? '')) return undefined;
    const createdBy = frame[1] !== undefined;
    // `created by` is the goroutine's creator, not a call: the closure's own frame (where it panicked) names the same benchmark.
    if (!createdBy || this.found === undefined) this.found = { name: frame[3] ?? '', line: lineNo, inside: createdBy || (frame[4] ?? '') !== '' };
    return undefined;
  }

  /** What the stack read so far names: at its end, or the input's. */
  end(): PanicFrame | 'done' {
    return this.found ?? 'done';
  }
}

/**
 * The import paths a benchmark frame of package `pkg` can carry: its own, and its external test
 * package's, as go's linker spells them in symbol names (cmd/internal/objabi.PathToPrefix): a dot
 * in the last path element, `%`, `"`, and bytes up to a space or from DEL on as `%xx`. Package
 * `gopkg.in/yaml.v3`'s frames read `gopkg.in/yaml%2ev3.BenchmarkX(...)` (fixtures/go/panic-first-dotted.txt).
 */
export function framePackages(pkg: string): string[] {
  return [pkg, `${pkg}_test`].map(symbolPrefix);
}

function symbolPrefix(path: string): string {
  const lastSlash = path.lastIndexOf('/');
  let prefix = '';
  let at = 0;
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    const escaped = code <= 0x20 || code >= 0x7f || char === '%' || char === '"' || (char === '.' && at > lastSlash);
    prefix += escaped ? [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('') : char;
    at += char.length;
  }
  return prefix;
}
