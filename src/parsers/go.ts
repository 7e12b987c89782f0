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
 * line, or before it with -v), panics, fatal errors and signals (`0 ... NaN ns/op`, the panic text
 * glued to the name, or, with no name printed, the benchmark's frame in the panic's stack:
 * go-crash.ts, go-panic-stack.ts), a skip in the timed run (the same `0 ... NaN ns/op`, with no
 * panic after it), a non-finite custom metric beside a valid timing (that metric is dropped with a
 * warning, the others kept: go-invalid-results.ts), and package trailers. A benchmark read before any `pkg:` line of its package's section (it failed in
 * its first run, before go test printed the header) takes the package the section's trailer names
 * (`FAIL\tpkg\t0.01s`), as if a `pkg:` line had named it, where that is unambiguous; the benchmarks
 * of a section go test prints no `pkg:` line for (`command-line-arguments`, `_/dir`) have no package,
 * not the one of the `pkg:` line before the section (go-package-config.ts, go-sections.ts). Only lines of go test's own
 * shape are trailers: a benchmark's printed `FAIL got 3 want 4` is output like any other.
 * A line it cannot read becomes a diagnostic with its number.
 */
import { ResultCollector, scaleToBase, type UnitMetadata } from './collector.js';
import { GoCrashes, gluedCrash, type CrashHost } from './go-crash.js';
import { GoDiagnostics } from './go-diagnostics.js';
import { InvalidResults, type ResultHost } from './go-invalid-results.js';
import { scanResultLine, UnitNames, type ScannedLine } from './go-line-scan.js';
import {
  CONFIG_LINE, detach, GO_TEST_LINE, holdMessage, isInSection, isLax, MESSAGE_CHARS, NUMBERS_ONLY, PACKAGE_END,
  SIGNAL_LINE, STATUS_BLOCK, type StatusKind,
} from './go-line-shapes.js';
import { goBenchmarkKey, splitGoName } from './go-name.js';
import { GoPackageConfig } from './go-package-config.js';
import { resolveProcs } from './go-procs.js';
import { PseudoPackageMerges, pseudoMergeMessage, trailerPackage } from './go-sections.js';
import { parseGoFields, splitFields, type GoFieldsParse } from './go-values.js';
import { gluedNameStart, isGoOwn, printedTextNote, readAfterPrintedText } from './go-printed-text.js';
import { readUnitLine } from './go-unit-line.js';
import { forEachLine } from './text-lines.js';
import { excerpt, type ParseOutput } from './types.js';

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

interface Pending { name: string; line: number; junk: boolean; reason?: string }
/** The benchmark of the previous result line: -count=N prints N lines of one name in a row. */
interface LastBenchmark { name: string; config: Record<string, string>; key: string }

/**
 * go test -v's framing of one benchmark: its bare start line (`BenchmarkX`, printed before it runs;
 * without -v go test prints the name padded and followed by a TAB instead), then its log lines,
 * printed as they are logged, then its result or `--- FAIL:`/`--- SKIP:` line, which -v prints
 * with nothing after it. The log lines are held here until one of those lines says whose they are.
 */
interface VerboseSection { started: string; logs: string[] }

interface Block { kind: StatusKind; key: string }

/** Parses `go test -bench` output. `source` names the input in diagnostics. */
export function parseGo(text: string, source: string, options: GoParseOptions = {}): ParseOutput {
  return new GoTextReader(text, source, options.lineMap, options.package).read();
}

/**
 * Note: crashes and invalid results (go-crash.ts, go-invalid-results.ts) reach back into the
 * reader through the small CrashHost and ResultHost interfaces, so the methods these name are
 * public; the reader itself is private to this module. A valid result line never calls out to
 * them: its path (readScannedLine, record) reads the helpers' state through plain getters only.
 */
class GoTextReader implements CrashHost, ResultHost {
  private readonly collector = new ResultCollector();
  private readonly diagnostics: GoDiagnostics;
  private readonly unitMetadata = new Map<string, UnitMetadata>();
  private readonly packages: GoPackageConfig;
  private readonly crashes: GoCrashes;
  private firstConfig: Record<string, string> | undefined;
  private pending: Pending | undefined;
  private block: Block | undefined;
  private lastFailedKey: string | undefined;
  private last: LastBenchmark | undefined;
  private verbose: VerboseSection | undefined;
  private readonly scanned: ScannedLine = { nameEnd: 0, iterations: 0, count: 0, values: [], units: [] };
  private readonly unitNames = new UnitNames();
  /** record()'s per-line scratch: the line's values in base units and their base unit names. */
  private readonly scaledValues: number[] = [];
  private readonly baseUnits: string[] = [];
  private readonly invalid: InvalidResults;
  private readonly pseudoMerges = new PseudoPackageMerges();

  constructor(private readonly text: string, private readonly source: string, private readonly lineMap: readonly number[] | undefined,
    fixedPackage: string | undefined) {
    this.diagnostics = new GoDiagnostics(source);
    this.packages = new GoPackageConfig(text, fixedPackage, this.diagnostics);
    this.crashes = new GoCrashes(this, this.packages, this.diagnostics);
    this.invalid = new InvalidResults(this.collector, this, this.diagnostics);
  }

  read(): ParseOutput {
    const crashes = this.crashes;
    const lineCount = forEachLine(this.text, (source, start, end, index) => {
      const lineNo = this.lineMap?.[index] ?? index + 1;
      if (crashes.holdsSignal) crashes.settleSignal(source.slice(start, end));
      // Result lines first, read in place: they are nearly every line, and none of readLine's
      // other checks can claim one (it is not blank, does not start with a space, cannot match STATUS_BLOCK).
      if (source.startsWith('Benchmark', start)) {
        this.block = undefined;
        if (this.readScannedLine(source, start, end, lineNo)) return;
      }
      this.readLine(source.slice(start, end), lineNo);
    });
    crashes.finish();
    this.dropPending();
    this.invalid.settleZero('skipped');
    const benchmarks = this.collector.finish(this.unitMetadata);
    const diagnostics = this.diagnostics.list;
    diagnostics.push(...resolveProcs(benchmarks, this.source));
    diagnostics.sort((a, b) => a.line - b.line);
    return {
      benchmarks,
      config: this.firstConfig ?? { ...this.packages.config },
      diagnostics,
      unrecognized: this.diagnostics.unrecognized,
      lineCount,
    };
  }

  private readLine(line: string, lineNo: number): void {
    this.crashes.readStackLine(line, lineNo);
    if (line.startsWith('Benchmark')) {
      this.block = undefined;
      return this.readResultLine(line, lineNo);
    }
    if (line.trim() === '') return;
    if (this.block !== undefined && /^\s/.test(line) && !STATUS_BLOCK.test(line)) {
      // A `--- BENCH:` block holds b.Log output, not messages, except for a `0 NaN ns/op` run: a skip's reason.
      if (this.block.kind !== 'BENCH') this.addMessage(this.block.key, line.trim());
      else if (this.invalid.zeroKey === this.block.key) this.invalid.holdZeroMessage(line.trim());
      return;
    }
    this.block = undefined;
    const status = STATUS_BLOCK.exec(line);
    if (status !== null) return this.readStatusBlock(status[1] as StatusKind, status[2] ?? '', lineNo);
    if (this.pending !== undefined && NUMBERS_ONLY.test(line)) {
      const parsed = parseGoFields(splitFields(line));
      // Numbers that are not results and do not claim to be (`1000 2 3`, printed by the benchmark)
      // are output like any other line: the name still waits for its results.
      if (parsed.ok || /\/op\b/.test(line)) return this.completePending(parsed, line, lineNo);
    }
    if (this.verbose !== undefined && /^\s/.test(line)) return holdMessage(this.verbose.logs, line.trim());
    if (line.startsWith('Unit ')) {
      for (const warning of readUnitLine(line, this.unitMetadata)) this.diagnostics.warn(lineNo, warning, line);
      return;
    }
    if (line.startsWith('panic: ')) return this.crashes.readPanic(line, lineNo, 'panic');
    if (line.startsWith('fatal error: ') && this.crashes.isInPackageOutput()) return this.crashes.readPanic(line, lineNo, 'fatal error');
    const trailer = trailerPackage(line);
    if (trailer !== undefined) return this.readPackageTrailer(line, trailer, lineNo);
    if (PACKAGE_END.test(line)) return this.endPackageOutput();
    if (GO_TEST_LINE.test(line)) return;
    if (SIGNAL_LINE.test(line)) return this.crashes.holdSignal(line, lineNo);
    const config = CONFIG_LINE.exec(line);
    if (config !== null) return this.packages.set(config[1] ?? '', config[2], lineNo);
    if (NUMBERS_ONLY.test(line) && /\/op\b/.test(line)) {
      this.diagnostics.report('error', lineNo, 'result numbers without a benchmark name (the name was lost to interleaved output); this sample cannot be used', line);
      return;
    }
    // Text the benchmark printed in its probe run, before Go wrote the name (go-printed-text.ts).
    const glued = gluedNameStart(line);
    if (glued > 0) return this.readResultLine(line.slice(glued), lineNo, line.slice(0, glued));
    this.diagnostics.keepUnrecognized(lineNo, line);
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
    if (glued !== null) return this.readStatusBlock(glued[1] as StatusKind, glued[2] ?? '', lineNo);
    const crash = gluedCrash(fields);
    if (crash !== undefined) return this.crashes.readGluedCrash(name, crash, fields, line, lineNo);
    // The test binary died in the timed run, after go printed the name: the name waits meanwhile.
    if (fields[1] === 'signal:') this.crashes.holdGluedSignal(line, name, lineNo);
    const parsed = parseGoFields(fields, 1);
    if (parsed.ok && (printedBefore === undefined || isGoOwn(line, parsed))) {
      if (printedBefore !== undefined) this.diagnostics.report('info', lineNo, printedTextNote(name, printedBefore));
      return this.recordParsed(name, parsed, lineNo);
    }
    const around = lax ? undefined : readAfterPrintedText(line, fields);
    if (around !== undefined) {
      this.diagnostics.report('info', lineNo, printedTextNote(name, printedBefore === undefined ? around.printed : `${printedBefore} ${around.printed}`));
      return this.recordParsed(name, around.results, lineNo);
    }
    if (lax) return this.diagnostics.keepUnrecognized(lineNo, line);
    // The numbers may still come on a later line (output printed by the benchmark split the line).
    this.pending = { name, line: lineNo, junk: true, reason: parsed.ok ? `text printed before the name (${excerpt(printedBefore ?? '', 40)})` : parsed.reason };
  }

  private completePending(parsed: GoFieldsParse, line: string, lineNo: number): void {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    if (!parsed.ok) {
      this.diagnostics.report('error', lineNo, `cannot read the results of ${pending.name} (started on line ${pending.line}): ${parsed.reason}`, line);
      return;
    }
    if (pending.junk) {
      this.diagnostics.report('info', pending.line, `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}`);
    }
    this.recordParsed(pending.name, parsed, pending.line);
  }

  private dropPending(): void {
    const pending = this.pending;
    this.pending = undefined;
    if (pending?.junk !== true) return;
    this.diagnostics.report('error', pending.line, `cannot read the result line of ${pending.name}: ${pending.reason ?? 'no numbers'}. Expected "${pending.name} <iterations> <value> <unit> ...", e.g. "${pending.name} 1000 123.4 ns/op"`);
  }

  private recordParsed(name: string, parsed: Extract<GoFieldsParse, { ok: true }>, lineNo: number): void {
    const { iterations, measurements } = parsed;
    this.record(name, iterations, measurements.map((m) => m.value), measurements.map((m) => m.unit), measurements.length, lineNo);
  }

  /**
   * Records one result line: the first `count` values and units (arrays may be longer, see
   * ScannedLine). Each value is scaled to its base unit once, here, and then stored as it is. A
   * line with 0 iterations or a value that is not finite goes to go-invalid-results.ts.
   */
  private record(name: string, iterations: number, values: readonly number[], units: readonly string[], count: number, lineNo: number): void {
    const invalid = this.invalid;
    if (invalid.holdsZero) invalid.settleZero('skipped');
    const key = this.benchmarkAt(name, lineNo);
    this.firstConfig ??= { ...this.packages.config };
    // -v's log lines of this run: b.Log output of a run with results is not a message (as `--- BENCH:`).
    const logs = this.takeVerboseLogs(name);
    const scaled = this.scaledValues;
    const baseUnits = this.baseUnits;
    let finite = 0;
    // Finite in the base unit too: 1e308 MB/s overflows as B/s.
    for (let i = 0; i < count; i++) {
      const tidy = this.collector.tidy(units[i] ?? '');
      baseUnits[i] = tidy.unit;
      scaled[i] = scaleToBase(values[i] ?? NaN, tidy.exponent);
      if (Number.isFinite(scaled[i])) finite++;
    }
    if (iterations > 0 && finite === count) {
      for (let i = 0; i < count; i++) this.collector.addBaseSample(key, baseUnits[i] ?? '', units[i] ?? '', scaled[i] ?? NaN, iterations);
      return;
    }
    invalid.read({ key, name, line: lineNo, iterations, values, units, scaled, baseUnits, count, logs });
  }

  /**
   * The key of benchmark `name` under the current config, creating the benchmark on first sight.
   * The N lines of -count=N come in a row, so the previous line's key is reused when the name and
   * the config object are the same (GoPackageConfig replaces the object, so identity is enough). In a
   * section without a package, a key another such section had is reported (PseudoPackageMerges).
   */
  private benchmarkAt(name: string, lineNo: number): string {
    const packages = this.packages;
    if (!packages.sectionKnown) packages.adoptSectionPackage();
    const key = this.keyOf(name, lineNo);
    const pseudo = packages.pseudoPackage;
    const first = pseudo === undefined ? undefined : this.pseudoMerges.note(key, pseudo);
    if (first !== undefined) this.diagnostics.warn(lineNo, pseudoMergeMessage(this.collector.nameOf(key), pseudo ?? '', first));
    return key;
  }

  /** benchmarkAt's key, the benchmark created on first sight. */
  private keyOf(name: string, lineNo: number): string {
    const last = this.last;
    const config = this.packages.config;
    if (last !== undefined && last.config === config && last.name === name) return last.key;
    const pkg = this.packages.pkg;
    // The key from the detached copy: a key built from `name`, a slice of the input, would hold the
    // whole input text in memory for as long as the results live (keys are kept, names are copies).
    const own = detach(name);
    const key = goBenchmarkKey(own, pkg);
    if (!this.collector.has(key)) this.collector.benchmark(key, own, splitGoName(own, pkg), config, { file: this.source, line: lineNo });
    this.last = { name: this.collector.nameOf(key), config, key };
    return key;
  }

  /** Marks benchmark `name` failed with `message`, after the log lines it printed before failing (-v). */
  fail(name: string, lineNo: number, message: string, logs: readonly string[] = []): void {
    const key = this.benchmarkAt(name, lineNo);
    for (const log of logs) this.addMessage(key, log);
    this.markFailed(key, message);
  }

  markFailed(key: string, message: string): void {
    this.collector.mark(key, 'failed', message);
    this.lastFailedKey = key;
  }

  private readStatusBlock(kind: StatusKind, name: string, lineNo: number): void {
    if (this.pending?.name === name) this.pending = undefined;
    else this.dropPending();
    this.packages.adoptSectionPackage();
    const key = goBenchmarkKey(name, this.packages.pkg);
    // A `--- BENCH:` block of the `0 NaN ns/op` run ends that run's output; any other status line comes after it.
    if (kind !== 'BENCH' || this.invalid.zeroKey !== key) this.invalid.settleZero('skipped');
    // With -v the log lines came before this line, and none follow it.
    const logs = this.takeVerboseLogs(name);
    this.block = logs === undefined ? { kind, key } : undefined;
    if (kind === 'BENCH') return;
    if (!this.collector.has(key)) this.benchmarkAt(name, lineNo);
    this.collector.mark(key, kind === 'FAIL' ? 'failed' : 'skipped');
    for (const log of logs ?? []) this.addMessage(key, log);
    if (kind === 'FAIL') {
      this.lastFailedKey = key;
      this.diagnostics.warn(lineNo, `${name} failed; it is reported as failed, not compared`);
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

  /** `PASS`, `FAIL`, `exit status 1`: the package's benchmarks are over (its trailer line comes next). */
  private endPackageOutput(): void {
    this.invalid.settleZero('skipped');
    this.verbose = undefined;
    this.crashes.endPackage();
  }

  /** The go command's line that ends a package section and names its package `pkg` (`ok  \tpkg\t0.01s`, `FAIL\tpkg\t0.01s`). */
  private readPackageTrailer(line: string, pkg: string, lineNo: number): void {
    this.endPackageOutput();
    this.dropPending();
    this.lastFailedKey = undefined;
    this.packages.endSection();
    if (line.startsWith('FAIL')) this.diagnostics.warn(lineNo, `package ${pkg} failed (go test reported FAIL)`, line);
  }

  // CrashHost: what a crash changes (go-crash.ts).

  failZeroResult(): boolean {
    const held = this.invalid.holdsZero;
    this.invalid.settleZero('failed');
    return held;
  }

  failPending(message: string): Pending | undefined {
    const pending = this.pending;
    this.pending = undefined;
    if (pending !== undefined) this.fail(pending.name, pending.line, message, this.takeVerboseLogs(pending.name));
    return pending;
  }

  hasPending(): boolean {
    return this.pending !== undefined;
  }

  addToLastFailed(message: string): void {
    if (this.lastFailedKey !== undefined) this.addMessage(this.lastFailedKey, message);
  }

  addMessage(key: string, message: string): void {
    if (this.collector.has(key) && message !== '') this.collector.addMessage(key, excerpt(message, MESSAGE_CHARS));
  }
}
