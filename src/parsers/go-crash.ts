/**
 * A test binary that crashed while go.ts reads its `go test -bench` output: a `panic:`, a runtime
 * `fatal error:` (which no recover stops), or a `signal:` line (the binary was killed). Each ends
 * the package's benchmarks; the one that was running is blamed where the text names it:
 *   - the name go printed before the crash: its -v start line, a name waiting for its numbers, or
 *     the name the crash text is glued after (`BenchmarkX-2  panic: boom`);
 *   - with no printed name (a first run without -v), the panicking goroutine's stack
 *     (go-panic-stack.ts), read on the lines after the `panic:` line.
 * A `signal:` line is held until the next line decides it (settleSignal): go test's own is always
 * followed by the package's `FAIL` trailer; one a benchmark printed is followed by its output, and
 * is output too. `fatal error:` and `signal:` lines count only inside a package's output: other
 * programs print them too.
 *
 * The reader (go.ts) owns the benchmarks; it lends what a crash changes through CrashHost. Only
 * crash lines and the lines just after one come here, never a result line that reads.
 */
import type { GoDiagnostics } from './go-diagnostics.js';
import type { GoPackageConfig } from './go-package-config.js';
import { framePackages, PanicStackScan, type PanicFrame } from './go-panic-stack.js';
import { isFailTrailer } from './go-sections.js';
import { SIGNAL_LINE } from './go-line-shapes.js';
import { excerpt } from './types.js';

/** How a benchmark's test binary crashed: a `panic:`, or a runtime `fatal error:`, which no recover stops. */
export type Crash = 'panic' | 'fatal error';
const CRASHED: Record<Crash, string> = { panic: 'panicked', 'fatal error': 'crashed' };

/** The crash whose text is glued after a printed name (the fields of `BenchmarkX-2  panic: boom`), if any. */
export function gluedCrash(fields: readonly string[]): Crash | undefined {
  // A runtime fatal error (a concurrent map write, a misused mutex) ends the binary as a panic does, unrecoverably.
  return fields[1] === 'panic:' ? 'panic' : fields[1] === 'fatal' && fields[2] === 'error:' ? 'fatal error' : undefined;
}

/** What a crash changes in the reader's benchmarks and diagnostics. */
export interface CrashHost {
  /** Settles a held 0-iteration result as failed (a crash follows it); true when one was held. */
  failZeroResult(): boolean;
  /** Fails the benchmark whose name waits for its results (after its -v log lines) with `message`; returns it, or undefined when none waits. */
  failPending(message: string): { name: string } | undefined;
  /** Whether a printed benchmark name waits for its results. */
  hasPending(): boolean;
  /** Marks benchmark `name` failed with `message`. */
  fail(name: string, lineNo: number, message: string): void;
  /** Adds `message` to the benchmark that failed last in this package, if any. */
  addToLastFailed(message: string): void;
}

interface HeldSignal { signal: string; line: number; text: string; glued: boolean }
interface OpenStack { scan: PanicStackScan; message: string; line: number; crash: Crash }

export class GoCrashes {
  /** After an unblamed panic or fatal error (`crash`: what happened, as the warning says it), the stack that may name its benchmark. */
  private panicStack: OpenStack | undefined;
  /** A `signal: killed` line (alone, or glued after the name go printed), held until the next line (settleSignal). */
  private heldSignal: HeldSignal | undefined;

  constructor(private readonly host: CrashHost, private readonly packages: GoPackageConfig,
    private readonly diagnostics: GoDiagnostics) {}

  /** Whether a `signal:` line waits for the next line to decide it (settleSignal). */
  get holdsSignal(): boolean {
    return this.heldSignal !== undefined;
  }

  /** A `panic:` or `fatal error:` line. */
  readPanic(line: string, lineNo: number, crash: Crash): void {
    const hadZero = this.host.failZeroResult();
    this.packages.adoptSectionPackage();
    const pending = this.host.failPending(line);
    if (pending === undefined) this.host.addToLastFailed(line);
    // No printed name to blame (a first run without -v): the panicking goroutine's stack may name it.
    const pkg = this.packages.packageName;
    if (!hadZero && pending === undefined && pkg !== undefined) {
      this.panicStack = { scan: new PanicStackScan(framePackages(pkg)), message: line, line: lineNo, crash };
    }
    this.diagnostics.warn(lineNo, `${crash} in package ${pkg ?? '(unknown)'}: the package's remaining benchmarks did not run`, line);
  }

  /** A crash glued after the name go printed (`BenchmarkX-2  panic: boom`, `fields` its fields): that benchmark fails. */
  readGluedCrash(name: string, crash: Crash, fields: readonly string[], line: string, lineNo: number): void {
    const message = fields.slice(1).join(' ');
    this.host.failZeroResult();
    this.host.fail(name, lineNo, message);
    this.diagnostics.warn(lineNo, `${name} ${CRASHED[crash]}: ${excerpt(message, 200)}; the package's remaining benchmarks did not run`, line);
  }

  /**
   * Whether a `fatal error:` or `signal:` line can be about a test binary: a benchmark's name is
   * waiting for its results, or a package is known here. Other programs print them too (a tool
   * that a benchmark harness runs between `go test` runs, as in the Go team's bent logs, or `go
   * run`), outside any package.
   */
  isInPackageOutput(): boolean {
    this.packages.adoptSectionPackage();
    return this.host.hasPending() || this.packages.packageName !== undefined;
  }

  /** A `signal:` line alone (SIGNAL_LINE): held when it can be go test's, else kept as unrecognized. */
  holdSignal(line: string, lineNo: number): void {
    if (this.isInPackageOutput()) this.heldSignal = { signal: line, line: lineNo, text: line, glued: false };
    else this.diagnostics.keepUnrecognized(lineNo, line);
  }

  /**
   * The test binary died in the timed run, after go printed the name (an out-of-memory kill):
   * `BenchmarkX-2 \tsignal: killed` is held as a line alone is; meanwhile the name waits, as after
   * text the benchmark printed.
   */
  holdGluedSignal(line: string, name: string, lineNo: number): void {
    const signal = line.slice(line.indexOf('signal: ', name.length));
    if (SIGNAL_LINE.test(signal)) this.heldSignal = { signal, line: lineNo, text: line, glued: true };
  }

  /**
   * The line after a held `signal:` line decides it: the package's `FAIL` trailer makes it go
   * test's (the test binary died); any other line, but a blank one, makes it output the benchmark
   * printed, kept as an unrecognized line when it stood alone.
   */
  settleSignal(line: string): void {
    const held = this.heldSignal;
    if (held === undefined || line.trim() === '') return;
    this.heldSignal = undefined;
    if (isFailTrailer(line)) this.readSignal(held.signal, held.line, held.text);
    else if (!held.glued) this.diagnostics.keepUnrecognized(held.line, held.text);
  }

  /** A line of the stack after an unblamed panic: the frame of a benchmark of the package fails that benchmark. */
  readStackLine(line: string, lineNo: number): void {
    const found = this.panicStack?.scan.read(line, lineNo);
    if (found !== undefined) this.closePanicStack(found);
  }

  /** The package's output ended (`PASS`, `FAIL`, `exit status 1`): a stack still open names nothing more. */
  endPackage(): void {
    this.panicStack = undefined;
  }

  /** The input ended: inside a panic's stack, or just after a signal line (a truncated log). */
  finish(): void {
    // What the stack read so far names the benchmark.
    if (this.panicStack !== undefined) this.closePanicStack(this.panicStack.scan.end());
    // Nothing says the signal line was printed output.
    const signal = this.heldSignal;
    this.heldSignal = undefined;
    if (signal !== undefined) this.readSignal(signal.signal, signal.line, signal.text);
  }

  /**
   * `signal: killed`: the test binary died. The benchmark whose name go printed (its -v start
   * line, or the name the signal is glued after) fails; without -v no name was printed for a
   * first run, and it is missing like those after it. `text`: the whole line.
   */
  private readSignal(line: string, lineNo: number, text: string): void {
    this.host.failZeroResult();
    this.packages.adoptSectionPackage();
    const pending = this.host.failPending(line);
    const running = pending === undefined ? 'the benchmark it was running has no result' : `${pending.name}, which it was running, failed`;
    this.diagnostics.warn(lineNo, `the test binary of package ${this.packages.packageName ?? '(unknown)'} died of a signal (${line}): ${running}, and the package's remaining benchmarks did not run. An out-of-memory kill, a CI job's timeout or a kill from outside does this`, text);
  }

  private closePanicStack(found: PanicFrame | 'done'): void {
    const stack = this.panicStack;
    this.panicStack = undefined;
    if (stack !== undefined && found !== 'done') this.failFromStack(found, stack);
  }

  private failFromStack(frame: PanicFrame, stack: OpenStack): void {
    const where = frame.inside ? `in code ${frame.name} defines (a sub-benchmark or a goroutine it started; the stack does not name which)` : 'in its first run';
    this.host.fail(frame.name, frame.line, stack.message);
    this.diagnostics.warn(frame.line, `${frame.name} ${CRASHED[stack.crash]} ${where}: go test printed no name for it (without -v it prints none before the first run ends), so it is named from the ${stack.crash}'s goroutine stack (${stack.crash} on line ${stack.line}) and reported as failed`);
  }
}
