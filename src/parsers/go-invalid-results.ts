/**
 * Go result lines that are not all valid samples, as go.ts's record() hands them on once it has
 * scaled their values to base units (a line whose values are all finite never comes here):
 *   - 0 iterations (`BenchmarkX-2  0  NaN ns/op`): go test prints it for a run the benchmark skipped
 *     (b.Skip once b.N > 1) and, just before the panic text, for a run that panicked; it is held
 *     until a later line decides which (settleZero);
 *   - a non-finite timing, or no finite value at all: the benchmark failed;
 *   - a non-finite custom metric beside a valid timing (`+Inf ratio` from b.ReportMetric, or a
 *     value that overflows in its base unit): that metric has no sample from the line, and the
 *     line's other metrics are kept, with one warning per benchmark and metric that counts the
 *     lines (with -count=10 the same `+Inf ratio` comes on every line).
 */
import type { Diagnostic } from '../schema/result.js';
import type { ResultCollector } from './collector.js';
import type { GoDiagnostics } from './go-diagnostics.js';
import { holdMessage } from './go-line-shapes.js';
import { formatGoFloat } from './go-values.js';

/** A result line as record() scaled it. */
export interface ScaledLine {
  key: string;
  name: string;
  line: number;
  iterations: number;
  /** The first `count` values and units as Go printed them (the arrays may be longer). */
  values: readonly number[];
  units: readonly string[];
  /** The same values in their base units, and those base units. */
  scaled: readonly number[];
  baseUnits: readonly string[];
  count: number;
  /** The log lines -v printed for this run, if any. */
  logs: string[] | undefined;
}

/** What an invalid result changes in the reader's benchmarks. */
export interface ResultHost {
  /** Marks benchmark `key` failed with `message`, as the one that failed last. */
  markFailed(key: string, message: string): void;
  addMessage(key: string, message: string): void;
}

/** A held 0-iteration result (see the module header). */
interface ZeroResult {
  key: string;
  name: string;
  line: number;
  /** Its non-finite values as Go printed them (`NaN ns/op`), or `0 iterations`. */
  what: string;
  /** The run's log lines: its `--- BENCH:` block (without -v) or the lines -v printed before it. */
  messages: string[];
}

/** The warning for a metric's non-finite value first seen as `first` ("X reported +Inf ratio on line 12"), on `lines` lines. */
function nonFiniteMessage(first: string, lines: number): string {
  return lines === 1
    ? `${first}: not a finite number, so that metric has no sample from this line; the line's other metrics are kept`
    : `${first} (and on ${lines - 1} later line${lines === 2 ? '' : 's'}): not a finite number, so that metric has no sample from those lines; their other metrics are kept`;
}

/** A value and unit of a result line as Go printed them (`+Inf ratio`), for messages; a finite value is out of range in `baseUnit`. */
function describeValue(value: number, unit: string, baseUnit: string): string {
  const text = `${formatGoFloat(value)} ${unit}`;
  return Number.isFinite(value) ? `${text}, out of range in ${baseUnit}` : text;
}

export class InvalidResults {
  private zero: ZeroResult | undefined;
  /** The warning for each benchmark's metric with non-finite values, and on how many lines (warnNonFinite). */
  private readonly nonFinite = new Map<string, { diagnostic: Diagnostic; text: string; lines: number }>();

  constructor(private readonly collector: ResultCollector, private readonly host: ResultHost,
    private readonly diagnostics: GoDiagnostics) {}

  /** Whether a 0-iteration result waits for a later line to decide it (settleZero). */
  get holdsZero(): boolean {
    return this.zero !== undefined;
  }

  /** The key of the benchmark of the held 0-iteration result, if any. */
  get zeroKey(): string | undefined {
    return this.zero?.key;
  }

  /** Adds a log line of the held 0-iteration run (its `--- BENCH:` block): the reason of a skip. */
  holdZeroMessage(message: string): void {
    if (this.zero !== undefined) holdMessage(this.zero.messages, message);
  }

  /**
   * A result line with 0 iterations or a non-finite value. A line is data only when it has
   * iterations and its own timing (`ns/op`, tidied to `sec/op`) is finite; a line with no timing
   * (`ReportMetric(0, "ns/op")` suppresses it) keeps its finite metrics the way a line with a
   * non-finite custom metric does.
   */
  read(line: ScaledLine): void {
    const { key, name, iterations, values, units, scaled, baseUnits, count, logs } = line;
    const broken: string[] = [];
    let finite = 0;
    let timing = -1;
    for (let i = 0; i < count; i++) {
      if (Number.isFinite(scaled[i])) finite++;
      else broken.push(describeValue(values[i] ?? NaN, units[i] ?? '', baseUnits[i] ?? ''));
      if (timing === -1 && baseUnits[i] === 'sec/op') timing = i;
    }
    if (iterations === 0) {
      this.zero = { key, name, line: line.line, what: broken.join(', ') || '0 iterations', messages: logs ?? [] };
      return;
    }
    if (finite === 0 || (timing !== -1 && !Number.isFinite(scaled[timing]))) {
      const what = broken.join(', ');
      this.host.markFailed(key, `no valid result on line ${line.line} (${what})`);
      for (const log of logs ?? []) this.host.addMessage(key, log);
      this.diagnostics.warn(line.line, `${name} has no valid result (${what}); it is reported as failed, not as a sample`);
      return;
    }
    for (let i = 0; i < count; i++) {
      const value = scaled[i] ?? NaN;
      if (Number.isFinite(value)) this.collector.addBaseSample(key, baseUnits[i] ?? '', units[i] ?? '', value, iterations);
      else this.warnNonFinite(key, name, describeValue(values[i] ?? NaN, units[i] ?? '', baseUnits[i] ?? ''), baseUnits[i] ?? '', line.line);
    }
  }

  /**
   * Decides what the held `0 ... NaN ns/op` line meant, once a line after it tells: a panic
   * (the panic text follows it) makes it a failed benchmark; anything else (the next result or
   * status line, the package's trailer, the end of the input) a skip in the timed run, with its
   * log lines as the reason. A `--- FAIL:` after it still makes the benchmark failed (mark keeps
   * failed over skipped).
   * Note: a panic is blamed on the `0 NaN` benchmark even when the panic text is glued to the next
   * benchmark's name or follows its -v start line (that benchmark is blamed too): Go prints the
   * `0 NaN` line for the panicking run while the runtime prints the panic, so the next name can
   * come first. Reporting a skip as failed is the safe mistake.
   */
  settleZero(status: 'skipped' | 'failed'): void {
    const zero = this.zero;
    if (zero === undefined) return;
    this.zero = undefined;
    if (status === 'failed') {
      this.host.markFailed(zero.key, `no valid result on line ${zero.line} (${zero.what})`);
      this.diagnostics.warn(zero.line, `${zero.name} has no valid result (${zero.what}); it is reported as failed, not as a sample`);
    } else {
      this.collector.mark(zero.key, 'skipped');
      const detail = zero.what === '0 iterations' ? zero.what : `0 iterations, ${zero.what}`;
      this.diagnostics.report('info', zero.line, `${zero.name} has no result (${detail}) and no panic follows: go test prints this for a benchmark that skips in its timed run (b.Skip once b.N > 1); it is reported as skipped, not as a sample`);
    }
    for (const message of zero.messages) this.host.addMessage(zero.key, message);
  }

  /**
   * Warns that a metric's value on a result line is not a finite number, once per benchmark and
   * metric (of base unit `unit`), the warning counting the lines.
   */
  private warnNonFinite(key: string, name: string, value: string, unit: string, lineNo: number): void {
    const id = `${key}\u0000${unit}`;
    const earlier = this.nonFinite.get(id);
    if (earlier !== undefined) {
      earlier.lines++;
      earlier.diagnostic.message = nonFiniteMessage(earlier.text, earlier.lines);
      return;
    }
    const text = `${name} reported ${value} on line ${lineNo}`;
    const diagnostic: Diagnostic = { severity: 'warning', source: this.diagnostics.source, line: lineNo, message: nonFiniteMessage(text, 1) };
    this.diagnostics.list.push(diagnostic);
    this.nonFinite.set(id, { diagnostic, text, lines: 1 });
  }
}
