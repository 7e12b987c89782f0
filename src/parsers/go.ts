/**
 * Parser for `go test -bench` text output.
 *
 * Format reference: the Go benchmark data format (golang/proposal design/14313), as read by
 * golang.org/x/perf/benchfmt, and what Go 1.26's testing package really prints (FORMATS.md §1).
 * Example result line:
 *   BenchmarkSort/size=10-2   26465821   45.96 ns/op   1740.81 MB/s   0 B/op   0 allocs/op
 *
 * Every result line is one sample of each metric on it. Config lines (`key: value`) apply to the
 * results after them. On top of the spec, this parser survives what real runs produce: a result
 * line split by output the benchmark printed (rejoined), text the benchmark printed on a result
 * line, between the name and the numbers or glued before the name (read around it when the rest is
 * Go's own layout: go-printed-text.ts), `--- FAIL`/`--- SKIP` blocks (reported as
 * failed/skipped benchmarks, never as samples, with their log lines as messages: after the status
 * line, or before it with -v), panics (`0 ... NaN ns/op`, the panic text glued to the name, or, with
 * no name printed, the benchmark's frame in the panic's stack: go-panic-stack.ts), a
 * skip in the timed run (the same `0 ... NaN ns/op`, with no panic after it), a non-finite custom
 * metric beside a valid timing (that metric is dropped with a warning, the others kept), and
 * package trailers. A benchmark read before any `pkg:` line of its package's section (it failed in
 * its first run, before go test printed the header) takes the package the section's trailer names
 * (`FAIL\tpkg\t0.01s`), as if a `pkg:` line had named it, where that is unambiguous; the benchmarks
 * of a section go test prints no `pkg:` line for (`command-line-arguments`, `_/dir`) have no package,
 * not the one of the `pkg:` line before the section (go-sections.ts). Only lines of go test's own
 * shape are trailers: a benchmark's printed `FAIL got 3 want 4` is output like any other.
 * A line it cannot read becomes a diagnostic with its number.
 */
import type { Diagnostic, Direction, Assumption } from '../schema/result.js';
import { MAX_MESSAGES, ResultCollector, scaleToBase, type UnitMetadata } from './collector.js';
import { scanResultLine, UnitNames, type ScannedLine } from './go-line-scan.js';
import { goBenchmarkKey, splitGoName } from './go-name.js';
import { resolveProcs } from './go-procs.js';
import { isFailTrailer, PseudoPackageMerges, pseudoMergeMessage, sectionPackages, trailerPackage, type SectionPackage } from './go-sections.js';
import { formatGoFloat, parseGoFields, splitFields, type GoFieldsParse } from './go-values.js';
import { gluedNameStart, isGoOwn, printedTextNote, readAfterPrintedText } from './go-printed-text.js';
import { framePackages, PanicStackScan, type PanicFrame } from './go-panic-stack.js';
import { forEachLine } from './text-lines.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';
import { tidyUnit } from '../units.js';

export interface GoParseOptions {
  /** For input rebuilt from another format (test2json): index i -> the original line number of line i+1. */
  lineMap?: readonly number[];
  /**
   * The package of every benchmark in the text, when the input names it outside the text (each
   * test2json event's `Package`). `pkg:` lines then do not change it: one naming another package
   * was printed by a benchmark, and is reported and ignored.
   */
  package?: string;
}

// Config key: starts lower-case, no spaces, no upper-case; then a colon and spaces (or nothing).
const CONFIG_LINE = /^(\p{Ll}[^\s\p{Lu}:]*):(?:[ \t]+(.*))?$/u;
const NUMBERS_ONLY = /^\s*\d+(?:\s+\S+\s+\S+)+\s*$/;
// Only benchmarks: `--- FAIL: TestX` from tests run alongside (-v without -run) is not ours.
const STATUS_BLOCK = /^\s*--- (FAIL|SKIP|BENCH): (Benchmark\S*)/;
// go test's own lines around a package's results, but for the trailer that names the package
// (trailerPackage): exactly as go test prints them, so that a line a benchmark printed (`FAIL got
// 3 want 4`) is output like any other, not the end of its package (nor a package named `got` that failed).
// `exit status 0xc0000005`: os.ProcessState's hexadecimal form, for a Windows status above 0xff.
const PACKAGE_END = /^(?:PASS|FAIL|exit status (?:\d+|0x[0-9a-f]+))$/;
const GO_TEST_LINE = /^(?:=== (?:RUN|PAUSE|CONT|NAME)\b|testing: )/;
/**
 * go test's line for a test binary that died of a signal (`signal: killed` after an out-of-memory
 * kill, `signal: segmentation fault (core dumped)`): the signal's name as Go spells it. Shaped like
 * a config line, it was read as one and carried `signal=killed` into the next package's benchmarks.
 */
const SIGNAL_LINE = /^signal: [A-Za-z][\w /-]*(?: \(core dumped\))?$/;
/** How a benchmark's test binary crashed: a `panic:`, or a runtime `fatal error:`, which no recover stops. */
type Crash = 'panic' | 'fatal error';
const CRASHED: Record<Crash, string> = { panic: 'panicked', 'fatal error': 'crashed' };
/** Characters kept of one message (a log line, a panic's text). */
const MESSAGE_CHARS = 500;

interface Pending { name: string; line: number; junk: boolean; reason?: string }
/** The benchmark of the previous result line: -count=N prints N lines of one name in a row. */
interface LastBenchmark { name: string; config: Record<string, string>; key: string }

/**
 * A result line with 0 iterations (`BenchmarkX-2  0  NaN ns/op`), whose meaning the lines after it
 * decide (settleZeroResult): go test prints it for a run the benchmark skipped (b.Skip once b.N > 1)
 * and, just before the panic text, for a run that panicked.
 */
interface ZeroResult {
  key: string;
  name: string;
  line: number;
  /** Its non-finite values as Go printed them (`NaN ns/op`), or `0 iterations`. */
  what: string;
  /** The run's log lines: its `--- BENCH:` block (without -v) or the lines -v printed before it. */
  messages: string[];
}

/**
 * go test -v's framing of one benchmark: its bare start line (`BenchmarkX`, printed before it runs;
 * without -v go test prints the name padded and followed by a TAB instead), then its log lines,
 * printed as they are logged, then its result or `--- FAIL:`/`--- SKIP:` line, which -v prints
 * with nothing after it. The log lines are held here until one of those lines says whose they are.
 */
interface VerboseSection { started: string; logs: string[] }

/**
 * True when a status line for `name` closes log lines printed in the -v section of `started`: its
 * own (`--- FAIL: BenchmarkX`, or `BenchmarkX-2` for a failure in the timed run, which carries
 * the GOMAXPROCS suffix), or an ancestor's (a parent logs after its sub-benchmarks ran, then fails).
 */
function isInSection(name: string, started: string): boolean {
  if (name === started) return true;
  if (name.startsWith(started)) return /^-\d+$/.test(name.slice(started.length));
  return started.startsWith(`${name}/`);
}

interface Block { kind: 'FAIL' | 'SKIP' | 'BENCH'; key: string }

/**
 * A copy of `text` that does not keep the input alive. V8 represents a long substring as a view of
 * its parent, so a name or config value sliced from a 10 MB log would pin the whole log in memory
 * for as long as the results live; concatenating and then slicing makes a fresh flat string. Used
 * once per benchmark and per config line, not per result line.
 */
function detach(text: string): string {
  return text.length < 13 ? text : `${text} `.slice(0, -1);
}

/** The warning for a metric's non-finite value first seen as `first` ("X reported +Inf ratio on line 12"), on `lines` lines. */
function nonFiniteMessage(first: string, lines: number): string {
  return lines === 1
    ? `${first}: not a finite number, so that metric has no sample from this line; the line's other metrics are kept`
    : `${first} (and on ${lines - 1} later line${lines === 2 ? '' : 's'}): not a finite number, so that metric has no sample from those lines; their other metrics are kept`;
}

/** Adds a log line to messages held for later, as the collector would keep it (MAX_MESSAGES, excerpted). */
function holdMessage(held: string[], message: string): void {
  if (held.length < MAX_MESSAGES && message !== '') held.push(excerpt(message, MESSAGE_CHARS));
}

/** `/^Benchmark\p{Ll}/u`, without running a Unicode regular expression for plain ASCII names. */
function isLax(name: string): boolean {
  const c = name.charCodeAt(9);
  if (c < 128) return c >= 97 && c <= 122;
  return /^Benchmark\p{Ll}/u.test(name);
}

/** Parses `go test -bench` output. `source` names the input in diagnostics. */
export function parseGo(text: string, source: string, options: GoParseOptions = {}): ParseOutput {
  return new GoTextReader(source, options.lineMap, options.package).read(text);
}

class GoTextReader {
  private readonly collector = new ResultCollector();
  private readonly diagnostics: Diagnostic[] = [];
  private readonly unrecognized: { line: number; text: string }[] = [];
  private readonly unitMetadata = new Map<string, UnitMetadata>();
  private config: Record<string, string> = {};
  private firstConfig: Record<string, string> | undefined;
  private pending: Pending | undefined;
  private block: Block | undefined;
  private lastFailedKey: string | undefined;
  private last: LastBenchmark | undefined;
  private zero: ZeroResult | undefined;
  private verbose: VerboseSection | undefined;
  /** A panic no printed name was blamed for, whose goroutine stack is read for the benchmark (go-panic-stack.ts). */
  /** After an unblamed panic or fatal error (`crash`: what happened, as the warning says it), the stack that may name its benchmark. */
  private panicStack: { scan: PanicStackScan; message: string; line: number; crash: Crash } | undefined;
  /**
   * A `signal: killed` line (alone, or glued after the name go printed), held until the next line:
   * go test's own is always followed by the package's `FAIL` trailer; one a benchmark printed is
   * followed by its output, and is output too (settleSignal).
   */
  private heldSignal: { signal: string; line: number; text: string; glued: boolean } | undefined;
  private readonly scanned: ScannedLine = { nameEnd: 0, iterations: 0, count: 0, values: [], units: [] };
  private readonly unitNames = new UnitNames();
  /** record()'s per-line scratch: the line's values in base units and their base unit names. */
  private readonly scaledValues: number[] = [];
  private readonly baseUnits: string[] = [];
  /** The values of the `pkg:` lines ignored so far (see GoParseOptions.package): each is reported once. */
  private readonly ignoredPkgValues = new Set<string>();
  /** The warning for each benchmark's metric with non-finite values, and on how many lines (warnNonFinite). */
  private readonly nonFinite = new Map<string, { diagnostic: Diagnostic; text: string; lines: number }>();
  /** The input, for sectionPackages: read only when a benchmark comes before its section's `pkg:` line. */
  private text = '';
  /** The package section being read (0-based: trailer lines that name a package end one; go-sections.ts). */
  private section = 0;
  /** Whether a `pkg:` line of this section was read, or its trailer's package was taken (adoptSectionPackage). */
  private sectionPackageKnown = false;
  private sectionPackages: SectionPackage[] | undefined;
  /** The pseudo import path (`command-line-arguments`) of the section being read when it has no package (go-sections.ts). */
  private pseudoPackage: string | undefined;
  private readonly pseudoMerges = new PseudoPackageMerges();

  constructor(private readonly source: string, private readonly lineMap: readonly number[] | undefined,
    private readonly fixedPackage: string | undefined) {}

  /** The package of the benchmarks read now: the fixed one, else the last `pkg:` line's. */
  private get pkg(): string | undefined {
    return this.fixedPackage ?? this.config.pkg;
  }

  read(text: string): ParseOutput {
    this.text = text;
    const lineCount = forEachLine(text, (source, start, end, index) => {
      const lineNo = this.lineMap?.[index] ?? index + 1;
      if (this.heldSignal !== undefined) this.settleSignal(source.slice(start, end));
      // Result lines first, read in place: they are nearly every line, and none of readLine's
      // other checks can claim one (it is not blank, does not start with a space, cannot match STATUS_BLOCK).
      if (source.startsWith('Benchmark', start)) {
        this.block = undefined;
        if (this.readScannedLine(source, start, end, lineNo)) return;
      }
      this.readLine(source.slice(start, end), lineNo);
    });
    // The input ended inside a panic's stack (a truncated log): what it read names the benchmark.
    if (this.panicStack !== undefined) this.closePanicStack(this.panicStack.scan.end());
    // The input ended after the signal line (a truncated log): nothing says it was printed output.
    const signal = this.heldSignal;
    this.heldSignal = undefined;
    if (signal !== undefined) this.readSignal(signal.signal, signal.line, signal.text);
    this.dropPending();
    this.settleZeroResult('skipped');
    const benchmarks = this.collector.finish(this.unitMetadata);
    this.diagnostics.push(...resolveProcs(benchmarks, this.source));
    this.diagnostics.sort((a, b) => a.line - b.line);
    return {
      benchmarks,
      config: this.firstConfig ?? { ...this.config },
      diagnostics: this.diagnostics,
      unrecognized: this.unrecognized,
      lineCount,
    };
  }

  private readLine(line: string, lineNo: number): void {
    if (this.panicStack !== undefined) this.readPanicStack(line, lineNo);
    if (line.startsWith('Benchmark')) {
      this.block = undefined;
      return this.readResultLine(line, lineNo);
    }
    if (line.trim() === '') return;
    if (this.block !== undefined && /^\s/.test(line) && !STATUS_BLOCK.test(line)) {
      // A `--- BENCH:` block holds b.Log output, not messages, except for a `0 NaN ns/op` run: a skip's reason.
      if (this.block.kind !== 'BENCH') this.addMessage(this.block.key, line.trim());
      else if (this.zero?.key === this.block.key) holdMessage(this.zero.messages, line.trim());
      return;
    }
    this.block = undefined;
    const status = STATUS_BLOCK.exec(line);
    if (status !== null) return this.readStatusBlock(status[1] as Block['kind'], status[2] ?? '', lineNo);
    if (this.pending !== undefined && NUMBERS_ONLY.test(line)) {
      const parsed = parseGoFields(splitFields(line));
      // Numbers that are not results and do not claim to be (`1000 2 3`, printed by the benchmark)
      // are output like any other line: the name still waits for its results.
      if (parsed.ok || /\/op\b/.test(line)) return this.completePending(parsed, line, lineNo);
    }
    if (this.verbose !== undefined && /^\s/.test(line)) return holdMessage(this.verbose.logs, line.trim());
    if (line.startsWith('Unit ')) return this.readUnitLine(line, lineNo);
    if (line.startsWith('panic: ')) return this.readPanic(line, lineNo, 'panic');
    if (line.startsWith('fatal error: ') && this.inPackageOutput()) return this.readPanic(line, lineNo, 'fatal error');
    const trailer = trailerPackage(line);
    if (trailer !== undefined) return this.readPackageTrailer(line, trailer, lineNo);
    if (PACKAGE_END.test(line)) return this.endPackageOutput();
    if (GO_TEST_LINE.test(line)) return;
    if (SIGNAL_LINE.test(line)) {
      if (this.inPackageOutput()) this.heldSignal = { signal: line, line: lineNo, text: line, glued: false };
      else if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
      return;
    }
    const config = CONFIG_LINE.exec(line);
    if (config !== null) return this.setConfig(config[1] ?? '', config[2], lineNo);
    if (NUMBERS_ONLY.test(line) && /\/op\b/.test(line)) {
      this.report('error', lineNo, 'result numbers without a benchmark name (the name was lost to interleaved output); this sample cannot be used', line);
      return;
    }
    // Text the benchmark printed in its probe run, before Go wrote the name (go-printed-text.ts).
    const glued = gluedNameStart(line);
    if (glued > 0) return this.readResultLine(line.slice(glued), lineNo, line.slice(0, glued));
    if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
  }

  /**
   * A well-formed result line, read in place without splitting (go-line-scan.ts); false leaves the
   * line to readResultLine. The name string of the previous line is reused while -count repeats it.
   */
  private readScannedLine(source: string, start: number, end: number, lineNo: number): boolean {
    const scanned = this.scanned;
    if (!scanResultLine(source, start, end, scanned, this.unitNames)) return false;
    const last = this.last?.name;
    const name = last !== undefined && last.length === scanned.nameEnd - start && source.startsWith(last, start) ? last : source.slice(start, scanned.nameEnd);
    this.dropPending();
    this.record(name, scanned.iterations, scanned.values, scanned.units, scanned.count, lineNo);
    return true;
  }

  /** A result line; `printedBefore` is text the benchmark printed glued before the name, cut off by the caller. */
  private readResultLine(line: string, lineNo: number, printedBefore?: string): void {
    const fields = splitFields(line);
    const name = fields[0] ?? '';
    const lax = isLax(name); // benchfmt accepts `Benchmarkk8s_...`; only take it if it parses.
    this.dropPending();
    if (fields.length === 1) {
      if (lax) return;
      this.pending = { name, line: lineNo, junk: false };
      // -v's start line is the name alone; a name Go padded and ended with a TAB waits for its numbers.
      if (line === name) this.verbose = { started: name, logs: [] };
      return;
    }
    // Go printed the name, then the benchmark failed in its timed run: `BenchmarkX-2 \t--- FAIL: BenchmarkX-2`.
    // (It can only match when the next field is `---`; the test saves slicing every line.)
    const glued = fields[1] === '---' ? STATUS_BLOCK.exec(line.slice(line.indexOf(name) + name.length)) : null;
    if (glued !== null) return this.readStatusBlock(glued[1] as Block['kind'], glued[2] ?? '', lineNo);
    // A runtime fatal error (a concurrent map write, a misused mutex) ends the binary as a panic does, unrecoverably.
    const crash: Crash | undefined = fields[1] === 'panic:' ? 'panic' : fields[1] === 'fatal' && fields[2] === 'error:' ? 'fatal error' : undefined;
    if (crash !== undefined) {
      const message = fields.slice(1).join(' ');
      this.settleZeroResult('failed');
      this.fail(name, lineNo, message);
      this.warn(lineNo, `${name} ${CRASHED[crash]}: ${excerpt(message, 200)}; the package's remaining benchmarks did not run`, line);
      return;
    }
    // The test binary died in the timed run, after go printed the name (an out-of-memory kill):
    // held as a line alone is; meanwhile the name waits, as after text the benchmark printed.
    if (fields[1] === 'signal:') {
      const signal = line.slice(line.indexOf('signal: ', name.length));
      if (SIGNAL_LINE.test(signal)) this.heldSignal = { signal, line: lineNo, text: line, glued: true };
    }
    const parsed = parseGoFields(fields, 1);
    if (parsed.ok && (printedBefore === undefined || isGoOwn(line, parsed))) {
      if (printedBefore !== undefined) this.report('info', lineNo, printedTextNote(name, printedBefore));
      return this.recordParsed(name, parsed, lineNo);
    }
    const around = lax ? undefined : readAfterPrintedText(line, fields);
    if (around !== undefined) {
      this.report('info', lineNo, printedTextNote(name, printedBefore === undefined ? around.printed : `${printedBefore} ${around.printed}`));
      return this.recordParsed(name, around.results, lineNo);
    }
    if (lax) {
      if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
      return;
    }
    // The numbers may still come on a later line (output printed by the benchmark split the line).
    this.pending = { name, line: lineNo, junk: true, reason: parsed.ok ? `text printed before the name (${excerpt(printedBefore ?? '', 40)})` : parsed.reason };
  }

  private completePending(parsed: GoFieldsParse, line: string, lineNo: number): void {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    if (!parsed.ok) {
      this.report('error', lineNo, `cannot read the results of ${pending.name} (started on line ${pending.line}): ${parsed.reason}`, line);
      return;
    }
    if (pending.junk) {
      this.diagnostics.push({ severity: 'info', source: this.source, line: pending.line,
        message: `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}` });
    }
    this.recordParsed(pending.name, parsed, pending.line);
  }

  private dropPending(): void {
    const pending = this.pending;
    this.pending = undefined;
    if (pending?.junk !== true) return;
    this.report('error', pending.line, `cannot read the result line of ${pending.name}: ${pending.reason ?? 'no numbers'}. Expected "${pending.name} <iterations> <value> <unit> ...", e.g. "${pending.name} 1000 123.4 ns/op"`);
  }

  private recordParsed(name: string, parsed: Extract<GoFieldsParse, { ok: true }>, lineNo: number): void {
    const { iterations, measurements } = parsed;
    this.record(name, iterations, measurements.map((m) => m.value), measurements.map((m) => m.unit), measurements.length, lineNo);
  }

  /**
   * Records one result line: the first `count` values and units (arrays may be longer, see
   * ScannedLine). Each value is scaled to its base unit once, here, and then stored as it is.
   *
   * A line is data only when it has iterations and its own timing (`ns/op`, tidied to `sec/op`) is
   * finite. A non-finite custom metric beside it (`+Inf ratio` from b.ReportMetric) is dropped with
   * a warning and the line's other metrics are kept; a line with no timing (`ReportMetric(0,
   * "ns/op")` suppresses it) keeps its finite metrics the same way. A non-finite timing, or no
   * finite value at all, is a failed benchmark; 0 iterations is a skip or a panic (ZeroResult).
   */
  private record(name: string, iterations: number, values: readonly number[], units: readonly string[], count: number, lineNo: number): void {
    this.settleZeroResult('skipped');
    const key = this.benchmarkAt(name, lineNo);
    this.firstConfig ??= { ...this.config };
    // -v's log lines of this run: b.Log output of a run with results is not a message (as `--- BENCH:`).
    const logs = this.takeVerboseLogs(name);
    const scaled = this.scaledValues;
    const baseUnits = this.baseUnits;
    let finite = 0;
    let timing = -1;
    // Finite in the base unit too: 1e308 MB/s overflows as B/s.
    for (let i = 0; i < count; i++) {
      const tidy = this.collector.tidy(units[i] ?? '');
      baseUnits[i] = tidy.unit;
      scaled[i] = scaleToBase(values[i] ?? NaN, tidy.exponent);
      if (Number.isFinite(scaled[i])) finite++;
      if (timing === -1 && tidy.unit === 'sec/op') timing = i;
    }
    if (iterations > 0 && finite === count) {
      for (let i = 0; i < count; i++) this.collector.addBaseSample(key, baseUnits[i] ?? '', units[i] ?? '', scaled[i] ?? NaN, iterations);
      return;
    }
    const broken: string[] = [];
    for (let i = 0; i < count; i++) if (!Number.isFinite(scaled[i])) broken.push(this.describeValue(values[i] ?? NaN, units[i] ?? ''));
    if (iterations === 0) {
      this.zero = { key, name, line: lineNo, what: broken.join(', ') || '0 iterations', messages: logs ?? [] };
      return;
    }
    if (finite === 0 || (timing !== -1 && !Number.isFinite(scaled[timing]))) {
      const what = broken.join(', ');
      this.collector.mark(key, 'failed', `no valid result on line ${lineNo} (${what})`);
      this.lastFailedKey = key;
      for (const log of logs ?? []) this.addMessage(key, log);
      this.warn(lineNo, `${name} has no valid result (${what}); it is reported as failed, not as a sample`);
      return;
    }
    for (let i = 0; i < count; i++) {
      const value = scaled[i] ?? NaN;
      if (Number.isFinite(value)) this.collector.addBaseSample(key, baseUnits[i] ?? '', units[i] ?? '', value, iterations);
      else this.warnNonFinite(key, name, this.describeValue(values[i] ?? NaN, units[i] ?? ''), baseUnits[i] ?? '', lineNo);
    }
  }

  /**
   * Warns that a metric's value on a result line is not a finite number, once per benchmark and
   * metric: with -count=10 the same `+Inf ratio` comes on every line, and ten warnings say no more
   * than one that counts the lines.
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
    const diagnostic: Diagnostic = { severity: 'warning', source: this.source, line: lineNo, message: nonFiniteMessage(text, 1) };
    this.diagnostics.push(diagnostic);
    this.nonFinite.set(id, { diagnostic, text, lines: 1 });
  }

  /** A value and unit of a result line as Go printed them (`+Inf ratio`), for messages. */
  private describeValue(value: number, unit: string): string {
    const text = `${formatGoFloat(value)} ${unit}`;
    return Number.isFinite(value) ? `${text}, out of range in ${this.collector.tidy(unit).unit}` : text;
  }

  /**
   * Decides what the pending `0 ... NaN ns/op` line meant, once a line after it tells: a panic
   * (the panic text follows it) makes it a failed benchmark; anything else (the next result or
   * status line, the package's trailer, the end of the input) a skip in the timed run, with its
   * log lines as the reason. A `--- FAIL:` after it still makes the benchmark failed (mark keeps
   * failed over skipped).
   * Note: a panic is blamed on the `0 NaN` benchmark even when the panic text is glued to the next
   * benchmark's name or follows its -v start line (that benchmark is blamed too): Go prints the
   * `0 NaN` line for the panicking run while the runtime prints the panic, so the next name can
   * come first. Reporting a skip as failed is the safe mistake.
   */
  private settleZeroResult(status: 'skipped' | 'failed'): void {
    const zero = this.zero;
    if (zero === undefined) return;
    this.zero = undefined;
    if (status === 'failed') {
      this.collector.mark(zero.key, 'failed', `no valid result on line ${zero.line} (${zero.what})`);
      this.lastFailedKey = zero.key;
      this.warn(zero.line, `${zero.name} has no valid result (${zero.what}); it is reported as failed, not as a sample`);
    } else {
      this.collector.mark(zero.key, 'skipped');
      const detail = zero.what === '0 iterations' ? zero.what : `0 iterations, ${zero.what}`;
      this.report('info', zero.line, `${zero.name} has no result (${detail}) and no panic follows: go test prints this for a benchmark that skips in its timed run (b.Skip once b.N > 1); it is reported as skipped, not as a sample`);
    }
    for (const message of zero.messages) this.addMessage(zero.key, message);
  }

  /**
   * The key of benchmark `name` under the current config, creating the benchmark on first sight.
   * The N lines of -count=N come in a row, so the previous line's key is reused when the name and
   * the config object are the same (setConfig replaces the object, so identity is enough). In a
   * section without a package, a key another such section had is reported (PseudoPackageMerges).
   */
  private benchmarkAt(name: string, lineNo: number): string {
    if (!this.sectionPackageKnown) this.adoptSectionPackage();
    const key = this.keyOf(name, lineNo);
    const pseudo = this.pseudoPackage;
    const first = pseudo === undefined ? undefined : this.pseudoMerges.note(key, pseudo);
    if (first !== undefined) this.warn(lineNo, pseudoMergeMessage(this.collector.nameOf(key), pseudo ?? '', first));
    return key;
  }

  /** benchmarkAt's key, the benchmark created on first sight. */
  private keyOf(name: string, lineNo: number): string {
    const last = this.last;
    if (last !== undefined && last.config === this.config && last.name === name) return last.key;
    const pkg = this.pkg;
    // The key from the detached copy: a key built from `name`, a slice of the input, would hold the
    // whole input text in memory for as long as the results live (keys are kept, names are copies).
    const own = detach(name);
    const key = goBenchmarkKey(own, pkg);
    if (!this.collector.has(key)) this.collector.benchmark(key, own, splitGoName(own, pkg), this.config, { file: this.source, line: lineNo });
    this.last = { name: this.collector.nameOf(key), config: this.config, key };
    return key;
  }

  /** Marks benchmark `name` failed with `message`, after the log lines it printed before failing (-v). */
  private fail(name: string, lineNo: number, message: string, logs: readonly string[] = []): void {
    const key = this.benchmarkAt(name, lineNo);
    for (const log of logs) this.addMessage(key, log);
    this.collector.mark(key, 'failed', message);
    this.lastFailedKey = key;
  }

  private readStatusBlock(kind: Block['kind'], name: string, lineNo: number): void {
    if (this.pending?.name === name) this.pending = undefined;
    else this.dropPending();
    this.adoptSectionPackage();
    const key = goBenchmarkKey(name, this.pkg);
    // A `--- BENCH:` block of the `0 NaN ns/op` run ends that run's output; any other status line comes after it.
    if (kind !== 'BENCH' || this.zero?.key !== key) this.settleZeroResult('skipped');
    // With -v the log lines came before this line, and none follow it.
    const logs = this.takeVerboseLogs(name);
    this.block = logs === undefined ? { kind, key } : undefined;
    if (kind === 'BENCH') return;
    if (!this.collector.has(key)) this.benchmarkAt(name, lineNo);
    this.collector.mark(key, kind === 'FAIL' ? 'failed' : 'skipped');
    for (const log of logs ?? []) this.addMessage(key, log);
    if (kind === 'FAIL') {
      this.lastFailedKey = key;
      this.warn(lineNo, `${name} failed; it is reported as failed, not compared`);
    }
  }

  /**
   * The log lines held in the open -v section when a status line of `name` closes them (see
   * isInSection), taken from the section; undefined, and the held lines dropped, when no -v
   * section of `name` is open (without -v, a status line's log lines follow it).
   */
  private takeVerboseLogs(name: string): string[] | undefined {
    const section = this.verbose;
    if (section === undefined) return undefined;
    const logs = section.logs.splice(0);
    return isInSection(name, section.started) ? logs : undefined;
  }

  private readPanic(line: string, lineNo: number, crash: Crash): void {
    const zero = this.zero;
    this.settleZeroResult('failed');
    this.adoptSectionPackage();
    const pending = this.pending;
    this.pending = undefined;
    if (pending !== undefined) this.fail(pending.name, pending.line, line, this.takeVerboseLogs(pending.name));
    else if (this.lastFailedKey !== undefined) this.addMessage(this.lastFailedKey, line);
    // No printed name to blame (a first run without -v): the panicking goroutine's stack may name it.
    const pkg = this.pkg ?? this.pseudoPackage;
    if (zero === undefined && pending === undefined && pkg !== undefined) {
      this.panicStack = { scan: new PanicStackScan(framePackages(pkg)), message: line, line: lineNo, crash };
    }
    this.warn(lineNo, `${crash} in package ${this.pkg ?? this.pseudoPackage ?? '(unknown)'}: the package's remaining benchmarks did not run`, line);
  }

  /**
   * The line after a held `signal:` line decides it: the package's `FAIL` trailer makes it go
   * test's (the test binary died); any other line, but a blank one, makes it output the benchmark
   * printed, kept as an unrecognized line when it stood alone.
   */
  private settleSignal(line: string): void {
    const held = this.heldSignal;
    if (held === undefined || line.trim() === '') return;
    this.heldSignal = undefined;
    if (isFailTrailer(line)) this.readSignal(held.signal, held.line, held.text);
    else if (!held.glued && this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: held.line, text: excerpt(held.text) });
  }

  /**
   * `signal: killed`: the test binary died. The benchmark whose name go printed (its -v start
   * line, or the name the signal is glued after) fails; without -v no name was printed for a
   * first run, and it is missing like those after it. `text`: the whole line.
   */
  private readSignal(line: string, lineNo: number, text: string): void {
    this.settleZeroResult('failed');
    this.adoptSectionPackage();
    const pending = this.pending;
    this.pending = undefined;
    if (pending !== undefined) this.fail(pending.name, pending.line, line, this.takeVerboseLogs(pending.name));
    const running = pending === undefined ? 'the benchmark it was running has no result' : `${pending.name}, which it was running, failed`;
    this.warn(lineNo, `the test binary of package ${this.pkg ?? this.pseudoPackage ?? '(unknown)'} died of a signal (${line}): ${running}, and the package's remaining benchmarks did not run. An out-of-memory kill, a CI job's timeout or a kill from outside does this`, text);
  }

  /**
   * Whether a `fatal error:` or `signal:` line can be about a test binary: a benchmark's name is
   * waiting for its results, or a package is known here. Other programs print them too (a tool
   * that a benchmark harness runs between `go test` runs, as in the Go team's bent logs, or `go
   * run`), outside any package.
   */
  private inPackageOutput(): boolean {
    this.adoptSectionPackage();
    return this.pending !== undefined || (this.pkg ?? this.pseudoPackage) !== undefined;
  }

  /** A line of the stack after an unblamed panic: the frame of a benchmark of the package fails that benchmark. */
  private readPanicStack(line: string, lineNo: number): void {
    const found = this.panicStack?.scan.read(line, lineNo);
    if (found !== undefined) this.closePanicStack(found);
  }

  private closePanicStack(found: PanicFrame | 'done'): void {
    const stack = this.panicStack;
    this.panicStack = undefined;
    if (stack !== undefined && found !== 'done') this.failFromStack(found, stack);
  }

  private failFromStack(frame: PanicFrame, stack: { message: string; line: number; crash: Crash }): void {
    const where = frame.inside ? `in code ${frame.name} defines (a sub-benchmark or a goroutine it started; the stack does not name which)` : 'in its first run';
    this.fail(frame.name, frame.line, stack.message);
    this.warn(frame.line, `${frame.name} ${CRASHED[stack.crash]} ${where}: go test printed no name for it (without -v it prints none before the first run ends), so it is named from the ${stack.crash}'s goroutine stack (${stack.crash} on line ${stack.line}) and reported as failed`);
  }

  /** `PASS`, `FAIL`, `exit status 1`: the package's benchmarks are over (its trailer line comes next). */
  private endPackageOutput(): void {
    this.settleZeroResult('skipped');
    this.verbose = undefined;
    this.panicStack = undefined;
  }

  /** The go command's line that ends a package section and names its package `pkg` (`ok  \tpkg\t0.01s`, `FAIL\tpkg\t0.01s`). */
  private readPackageTrailer(line: string, pkg: string, lineNo: number): void {
    this.endPackageOutput();
    this.dropPending();
    this.lastFailedKey = undefined;
    this.section++;
    this.sectionPackageKnown = false;
    this.pseudoPackage = undefined;
    if (line.startsWith('FAIL')) this.warn(lineNo, `package ${pkg} failed (go test reported FAIL)`, line);
  }

  private readUnitLine(line: string, lineNo: number): void {
    const [, unit, ...pairs] = line.trim().split(/\s+/);
    if (unit === undefined) return this.warn(lineNo, 'Unit line without a unit. Expected "Unit <unit> better=higher|lower assume=exact|nothing".', line);
    const tidied = tidyUnit(unit).unit;
    const meta: UnitMetadata = { ...this.unitMetadata.get(tidied) };
    for (const pair of pairs) {
      const [k, v] = pair.split('=', 2);
      if (k === 'better' && (v === 'higher' || v === 'lower')) meta.better = v satisfies Direction;
      else if (k === 'assume' && (v === 'exact' || v === 'nothing')) meta.assumption = v satisfies Assumption;
      else if (k === undefined || k === '' || v === undefined) this.warn(lineNo, `expected key=value in Unit line, found "${pair}"`, line);
    }
    this.unitMetadata.set(tidied, meta);
  }

  /** `key:` with no value deletes the key (spec); configs are copied so benchmarks keep their snapshot. */
  private setConfig(key: string, value: string | undefined, lineNo: number): void {
    if (key === 'pkg') this.sectionPackageKnown = true;
    if (key === 'pkg' && this.fixedPackage !== undefined && value?.trim() !== this.fixedPackage) return this.ignorePkgLine(value?.trim() ?? '', lineNo);
    const next = { ...this.config };
    if (value === undefined || value.trim() === '') delete next[key];
    else next[detach(key)] = detach(value.trim());
    this.config = next;
  }

  /**
   * A `pkg:` line that names another package than the fixed one: go test's own `pkg:` line names
   * the package, so this one was printed by its code. Reported (once per value), never applied.
   */
  private ignorePkgLine(value: string, lineNo: number): void {
    if (this.ignoredPkgValues.has(value)) return;
    this.ignoredPkgValues.add(value);
    this.report('info', lineNo, `"pkg: ${excerpt(value, 80)}" was printed by the package's code (e.g. a benchmark), not go test: ignored here and wherever repeated, as the input names the package ${this.fixedPackage ?? ''} (test2json's Package field), which keys its benchmarks`, `pkg: ${value}`);
  }

  /**
   * Before the first benchmark of a section no `pkg:` line has named yet: the package the
   * section's trailer names (go-sections.ts), set as a `pkg:` line would set it, or none (the
   * `pkg` key deleted, as `pkg:` alone would) for a pseudo import path go test prints no `pkg:`
   * line for; else, where the trailer does not say, the config stays as it is. Once per section.
   */
  private adoptSectionPackage(): void {
    if (this.sectionPackageKnown || this.fixedPackage !== undefined) return;
    this.sectionPackageKnown = true;
    this.sectionPackages ??= sectionPackages(this.text);
    const section = this.sectionPackages[this.section];
    if (section?.kind === 'package' && this.config.pkg !== section.pkg) this.config = { ...this.config, pkg: detach(section.pkg) };
    if (section?.kind !== 'none') return;
    this.pseudoPackage = section.pseudo;
    if (this.config.pkg === undefined) return;
    const next = { ...this.config };
    delete next.pkg;
    this.config = next;
  }

  private addMessage(key: string, message: string): void {
    if (this.collector.has(key) && message !== '') this.collector.addMessage(key, excerpt(message, MESSAGE_CHARS));
  }

  private warn(line: number, message: string, text?: string): void {
    this.report('warning', line, message, text);
  }

  /** error: data was lost (a result line that cannot be read); warning: reported in the results (failures); info: nothing lost or changed. */
  private report(severity: Diagnostic['severity'], line: number, message: string, text?: string): void {
    const diagnostic: Diagnostic = { severity, source: this.source, line, message };
    if (text !== undefined) diagnostic.text = excerpt(text);
    this.diagnostics.push(diagnostic);
  }
}
