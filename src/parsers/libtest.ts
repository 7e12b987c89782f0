/**
 * Parser for Rust libtest `#[bench]` text output (`cargo +nightly bench`), and for criterion's
 * `--output-format bencher` and other harnesses that copy libtest's result line.
 *
 * Format reference: rust-lang/rust `library/test` pretty formatter (fractional numbers since
 * rust-lang/rust#124774, May 2024; whole numbers before), criterion 0.8 `--output-format bencher`;
 * FORMATS.md §2.1 and §3.2. Example result line:
 *   test bench_checksum_64k_bytes  ... bench:      53,924.68 ns/iter (+/- 1,774.66) = 1215 MB/s
 *
 * Each appearance of a benchmark is one sample of its median (several runs concatenated give
 * several samples); the `(+/- x)` goes into the summary: max - min for libtest, the standard
 * deviation for criterion's bencher lines. The input is read as libtest's when it has a
 * `running N tests` line or a padded name (`test a  ... bench:`), which criterion never prints; one
 * file mixing both is read as libtest's. `FAILED` benchmarks are reported as failed, with the panic text from their
 * `---- name stdout ----` block, never as samples. `ignored` lines are not benchmarks: under
 * `cargo bench` libtest lists every `#[test]` as ignored, indistinguishable from an ignored bench.
 * `ok` lines (benches run once as tests by `cargo test`) carry no timings. libtest's terse format
 * (`cargo bench -q`) is read too: its glued short results and `name --- FAILED` lines (libtest-terse.ts).
 * Two bench targets that
 * define the same name stay apart (see LibtestKeys): by target when cargo's `Running` lines are in
 * the input, else as `name #2` with a warning. Without libtest's `running N tests` lines either
 * (filtered through grep), runs and targets are told apart by repeated names, libtest's name order
 * and its padding (libtest-blocks.ts), and a warning names the lines where they cannot be.
 */
import type { Diagnostic } from '../schema/result.js';
import { ResultCollector } from './collector.js';
import { cargoRunningTarget, splitSlashName } from './rust-name.js';
import { panicMessage } from './rust-panic.js';
import { addLibtestSamples, LibtestKeys, libtestSamples, type DeviationKind, type LibtestSuite } from './rust-libtest-record.js';
import { hasRepeatedName, readBlocks, type NamedTest } from './libtest-blocks.js';
import { isTerseProgress, terseFailure, terseOutcome, terseTestLines } from './libtest-terse.js';
import { parseGroupedDecimal } from './rust-units.js';
import { splitLines } from './text-lines.js';
import { utf8Bytes } from '../utf8-bytes.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';

const PADDED_NAME = /^test \S+ {2,}\.\.\. /;
// Anchored at the end: output the benchmark printed (`--nocapture`) can come before `bench:`.
const BENCH_RESULT = /bench:\s+(\S+) (\S+) \(\+\/- (\S+)\)(?: = (\S+) MB\/s)?\s*$/;
const RUNNING = /^running \d+ tests?$/;
const IGNORED = /^ignored(?:, .*)?$/;
const FAILURE_HEADER = /^---- (.+) stdout ----$/;
const FAILURE_END = /^(?:---- .+ stdout ----|failures:|test result:.*|running \d+ tests?)$/;
const EXPECTED = '"test <name> ... bench: <median> ns/iter (+/- <deviation>)", e.g. "test fib ... bench: 1,234.56 ns/iter (+/- 7.89)"';

/** A cheap content sniff: does the text contain a libtest-style bench result line? */
export function detectLibtest(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  return text.includes('bench') && /^(?:[.iF]|\u001b\[[0-9;]*m)*test .+? \.\.\. (?:\u001b\[[0-9;]*m)?bench(?:\u001b[^:\n]*)?:\s+[\d,]+(?:\.\d+)? \S+ \(\+\/- /m.test(text);
}

/** Parses libtest bench output (or criterion `--output-format bencher`). `source` names the input in diagnostics. */
export function parseLibtest(text: string, source: string): ParseOutput {
  return new LibtestReader(source).read(text);
}

interface Pending { name: string; line: number }

/**
 * Splits `test <name><padding> ... <outcome>` at the first ` ...` followed by a space or the end
 * (names may contain spaces: criterion ids). Done by hand: a regex with a lazy name before `\s+`
 * backtracks quadratically on long runs of spaces.
 */
function splitTestLine(line: string): { name: string; field: string; outcome: string } | undefined {
  if (!line.startsWith('test ')) return undefined;
  for (let dots = line.indexOf(' ...', 5); dots !== -1; dots = line.indexOf(' ...', dots + 1)) {
    const next = line.charAt(dots + 4);
    if (next !== '' && next !== ' ') continue;
    const field = line.slice(5, dots);
    const name = field.trimEnd();
    if (name !== '') return { name, field, outcome: line.slice(dots + 5) };
  }
  return undefined;
}

class LibtestReader {
  private readonly collector = new ResultCollector();
  private readonly diagnostics: Diagnostic[] = [];
  private readonly unrecognized: { line: number; text: string }[] = [];
  /** The suite (`running N tests` block, or bench binary read from its lines) of each line, and the keys of the names in them. */
  private suiteAt: number[] = [];
  private keys = new LibtestKeys([]);
  private deviationKind: DeviationKind = 'stddev';
  private pending: Pending | undefined;
  private failure: { name: string; suite: number; lines: string[] } | undefined;
  private firstOk: number | undefined;
  /** Whether suites were read from the lines of a stretch without header lines (see findSuites). */
  private inferredSuites = false;

  constructor(private readonly source: string) {}

  read(text: string): ParseOutput {
    const lines = splitLines(text);
    if (lines.some((line) => RUNNING.test(line) || PADDED_NAME.test(line))) this.deviationKind = 'range';
    this.findSuites(lines);
    lines.forEach((line, index) => this.readLine(line, index + 1));
    this.dropPending();
    this.closeFailure();
    const benchmarks = this.collector.finish();
    if (benchmarks.length === 0 && this.firstOk !== undefined) {
      this.report('warning', this.firstOk, 'benchmarks ran as tests (`... ok`, from `cargo test`): libtest prints no timings then. Run `cargo +nightly bench`.');
    }
    this.diagnostics.sort((a, b) => a.line - b.line);
    return { benchmarks, config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
  }

  /**
   * A suite starts at cargo's `Running` line (which names its target) or at a `running N tests`
   * line not right after one; a suite without a `Running` line keeps the last target named. Where
   * a name repeats between two such header lines, they were filtered out (`grep bench:`) and the
   * stretch holds several runs: libtest-blocks.ts reads which lines are runs of which bench
   * binary, and each binary is a suite. Without this, two targets' `bench_fib_10` were merged.
   */
  private findSuites(lines: readonly string[]): void {
    const regions = headerRegions(lines, this.deviationKind === 'range');
    const suites: LibtestSuite[] = [];
    for (const region of regions) {
      const first = suites.length;
      if (!hasRepeatedName(region.tests)) {
        suites.push({ target: region.target, names: new Set(region.tests.map((t) => t.name)), width: commonWidth(region.tests) });
        for (let line = region.start; line < region.end; line++) this.suiteAt.push(first);
        continue;
      }
      const reading = readBlocks(region.tests);
      for (const binary of reading.binaries) suites.push({ target: region.target, ...binary });
      if (reading.binaries.length > 1) this.inferredSuites = true;
      for (const warning of reading.warnings) this.report('warning', warning.line, warning.message);
      // Each line belongs to the binary of the last test named at or before it (the first test's before any).
      let next = 0;
      let binary = first + (reading.binaryOf[0] ?? 0);
      for (let line = region.start; line < region.end; line++) {
        for (; next < region.tests.length && (region.tests[next]?.line ?? Infinity) <= line + 1; next++) binary = first + (reading.binaryOf[next] ?? 0);
        this.suiteAt.push(binary);
      }
    }
    this.keys = new LibtestKeys(suites);
  }

  private readLine(line: string, lineNo: number): void {
    if (this.failure !== undefined) {
      if (!FAILURE_END.test(line)) {
        this.failure.lines.push(line);
        return;
      }
      this.closeFailure();
    }
    if (line.trim() === '' || line === 'failures:') return;
    const target = cargoRunningTarget(line);
    if (target !== undefined || RUNNING.test(line) || line.startsWith('test result:')) return this.dropPending();
    const header = FAILURE_HEADER.exec(line);
    if (header !== null) {
      this.dropPending();
      this.failure = { name: header[1] ?? '', suite: this.suiteOf(lineNo), lines: [] };
      return;
    }
    const parts = terseTestLines(line);
    if (parts.length > 1) return parts.forEach((part) => this.readLine(part, lineNo));
    const test = splitTestLine(parts[0] ?? line);
    if (test !== undefined) return this.readTestLine({ name: test.name, line: lineNo }, test.outcome);
    const failed = terseFailure(line);
    if (failed !== undefined) return this.readTerseFailure(failed, lineNo);
    if (isTerseProgress(line)) return;
    if (this.pending !== undefined) return this.continuePending(this.pending, line, lineNo);
    if (BENCH_RESULT.test(line)) return this.report('error', lineNo, `a bench result without a benchmark name (the "test <name> ..." part was lost); expected ${EXPECTED}`, line);
    if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
  }

  private readTestLine(test: Pending, outcome: string): void {
    this.dropPending();
    const result = BENCH_RESULT.exec(outcome);
    if (result !== null) {
      if (result.index > 0) this.report('info', test.line, `${test.name}: output printed by the benchmark precedes its result on this line`);
      return this.record(test, result);
    }
    if (outcome.startsWith('bench:')) return this.report('error', test.line, `cannot read the result of ${test.name}; expected ${EXPECTED}`, outcome);
    if (this.readOutcome(test, outcome)) return;
    // Anything else: output the benchmark printed (`--nocapture`) split the line; the result may follow.
    this.pending = test;
  }

  /** `ok`, `ignored[, reason]` and `FAILED` (or their terse marks); false for anything else. */
  private readOutcome(test: Pending, printed: string): boolean {
    const outcome = terseOutcome(printed) ?? printed;
    if (outcome === 'ok') this.firstOk ??= test.line;
    else if (/^FAILED\b/.test(outcome)) this.fail(test);
    else if (!IGNORED.test(outcome)) return false;
    return true;
  }

  private continuePending(pending: Pending, line: string, lineNo: number): void {
    const result = BENCH_RESULT.exec(line);
    if (result === null && !this.readOutcome(pending, line.trim())) return; // more printed output
    this.pending = undefined;
    if (result === null) return;
    this.report('info', pending.line, `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}`);
    this.record(pending, result);
  }

  /**
   * A terse `name --- FAILED` line: the failure of the test whose line waits for its outcome (one
   * test thread: `test name ...  2/8` came first), or of a test not named before (several threads).
   */
  private readTerseFailure(name: string, lineNo: number): void {
    const pending = this.pending;
    if (pending?.name === name) {
      this.pending = undefined;
      return this.fail(pending);
    }
    this.dropPending();
    this.fail({ name, line: lineNo });
  }

  private dropPending(): void {
    const pending = this.pending;
    this.pending = undefined;
    if (pending !== undefined) this.report('error', pending.line, `cannot read the outcome of ${pending.name}: no result followed; expected ${EXPECTED}, "ok", "ignored" or "FAILED"`);
  }

  private record(test: Pending, result: RegExpExecArray): void {
    const [, medianText = '', unit = '', deviationText = '', rateText] = result;
    const median = parseGroupedDecimal(medianText);
    const deviation = parseGroupedDecimal(deviationText);
    const rate = rateText === undefined ? undefined : parseGroupedDecimal(rateText);
    if (median === undefined || deviation === undefined || (rateText !== undefined && rate === undefined)) {
      return this.report('error', test.line, `cannot read the numbers of ${test.name}; expected ${EXPECTED}`, result[0]);
    }
    const samples = libtestSamples({ median, deviation, unit, megabytesPerSecond: rate }, this.deviationKind);
    if (samples === undefined) return this.report('error', test.line, `the numbers of ${test.name} are out of range`, result[0]);
    addLibtestSamples(this.collector, this.benchmarkAt(test), samples);
    if (median === 0) this.warnZero(test, medianText, unit);
  }

  /**
   * A median printed as 0 is below the format's resolution: criterion's bencher lines (and libtest
   * before 2024) print whole numbers, truncated, so `0 ns/iter` is anything under 1 ns (criterion's
   * own report said 590 ps). The 0 samples are kept, not dropped: 0 against 0 then compares as
   * inconclusive (all samples equal), visibly, and a real slowdown to 1 ns or more still shows as a
   * regression, where dropping them would hide it as a `new` metric. The cost is that a change from
   * just under to just over 1 ns also shows as one; this warning says why.
   */
  private warnZero(test: Pending, medianText: string, unit: string): void {
    const decimals = medianText.split('.')[1]?.length ?? 0;
    const resolution = decimals === 0 ? `1 ${unit.replace(/\/iter$/, '')}` : `0.${'0'.repeat(decimals - 1)}1 ${unit.replace(/\/iter$/, '')}`;
    const instead = this.deviationKind === 'stddev'
      ? 'for sub-nanosecond benchmarks use criterion\'s default text report or its target/criterion directory instead of --output-format bencher'
      : 'make the benchmark do more work per iteration';
    this.report('warning', test.line, `${test.name}: ${medianText} ${unit} is below this format's ${resolution} resolution (truncated), so it cannot be compared while it stays under that (it reads 0 every run); ${instead}`);
  }

  private fail(test: Pending): void {
    this.collector.mark(this.benchmarkAt(test), 'failed');
    this.report('warning', test.line, `${test.name} failed; it is reported as failed, not compared`);
  }

  private suiteOf(lineNo: number): number {
    return this.suiteAt[lineNo - 1] ?? 0;
  }

  private benchmarkAt(test: Pending): string {
    const { key, name, pkg, split } = this.keys.keyOf(test.name, this.suiteOf(test.line));
    if (split && this.keys.firstNotice(test.name)) {
      const notice = this.keys.splitNotice(test.name, !this.inferredSuites
        ? '`running N tests` blocks'
        : this.deviationKind === 'range'
          ? 'blocks (told apart without `running N tests` lines: where a name repeats, where names stop ascending, or where their padding changes)'
          : 'blocks (told apart without `running N tests` lines, where a name repeats)', this.inferredSuites);
      this.report(notice.severity, test.line, notice.message);
    }
    this.collector.benchmark(key, name, splitSlashName(test.name, pkg), {}, { file: this.source, line: test.line });
    return key;
  }

  private closeFailure(): void {
    const failure = this.failure;
    this.failure = undefined;
    if (failure === undefined) return;
    const { key } = this.keys.keyOf(failure.name, failure.suite);
    if (!this.collector.has(key)) return;
    const message = panicMessage(failure.lines);
    if (message !== '') this.collector.addMessage(key, message);
  }

  private report(severity: Diagnostic['severity'], line: number, message: string, text?: string): void {
    const diagnostic: Diagnostic = { severity, source: this.source, line, message };
    if (text !== undefined) diagnostic.text = excerpt(text);
    this.diagnostics.push(diagnostic);
  }
}

/** The stretch of lines between two header lines (`Running`, `running N tests`): lines `start` to `end - 1`, 0-based. */
interface HeaderRegion { target: string | undefined; start: number; end: number; tests: NamedTest[] }

/**
 * Cuts the input at header lines as libtest and cargo print them (a `Running` line and the
 * `running N tests` line after it start one region) and lists the tests each region names.
 */
function headerRegions(lines: readonly string[], padded: boolean): HeaderRegion[] {
  const regions: HeaderRegion[] = [{ target: undefined, start: 0, end: 0, tests: [] }];
  let target: string | undefined;
  let named = false; // the current region was started by a Running line and has no running header yet
  lines.forEach((line, index) => {
    const running = cargoRunningTarget(line);
    const header = running !== undefined || RUNNING.test(line);
    if (running !== undefined) target = running;
    if (header && (running !== undefined || !named)) regions.push({ target, start: index, end: index, tests: [] });
    if (header) named = running !== undefined;
    const region = regions[regions.length - 1];
    if (region === undefined) return;
    region.end = index + 1;
    if (header) return;
    region.tests.push(...namedTests(line, index + 1, padded));
    // A terse failure names its test too (with several threads, on this line only): without it a
    // run the bench failed in lists other names than the runs it passed in.
    const failed = terseFailure(line);
    if (failed !== undefined) region.tests.push({ line: index + 1, name: failed, width: undefined, startsRun: false, bench: true });
  });
  return regions;
}

/** The tests named on one line (a terse line can hold two: `test a ... itest b ... bench:`); widths of libtest's own result lines. */
function namedTests(line: string, lineNo: number, padded: boolean): NamedTest[] {
  return terseTestLines(line).flatMap((part) => {
    const test = splitTestLine(part);
    if (test === undefined) return [];
    const width = padded && BENCH_RESULT.test(test.outcome) ? utf8Bytes(test.field) : undefined;
    const outcome = terseOutcome(test.outcome) ?? test.outcome;
    return [{ line: lineNo, name: test.name, width, startsRun: true, bench: outcome !== 'ok' && !IGNORED.test(outcome) }];
  });
}

/** The width every result line of a region shares, if they share one. */
function commonWidth(tests: readonly NamedTest[]): number | undefined {
  const widths = new Set(tests.flatMap((t) => (t.width === undefined ? [] : [t.width])));
  const [width] = widths;
  return widths.size === 1 ? width : undefined;
}
