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
 * line split by output the benchmark printed (rejoined), `--- FAIL`/`--- SKIP` blocks (reported as
 * failed/skipped benchmarks, never as samples), panics (`0 ... NaN ns/op`, or the panic text glued
 * to the name), and package trailers. A line it cannot read becomes a diagnostic with its number.
 */
import type { Diagnostic, Direction, Assumption } from '../schema/result.js';
import { ResultCollector, type UnitMetadata } from './collector.js';
import { goBenchmarkKey, splitGoName } from './go-name.js';
import { resolveProcs } from './go-procs.js';
import { parseGoFields, type GoFieldsParse } from './go-values.js';
import { splitLines } from './text-lines.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';
import { tidyUnit } from '../units.js';

export interface GoParseOptions {
  /** For input rebuilt from another format (test2json): index i -> the original line number of line i+1. */
  lineMap?: readonly number[];
}

// Config key: starts lower-case, no spaces, no upper-case; then a colon and spaces (or nothing).
const CONFIG_LINE = /^(\p{Ll}[^\s\p{Lu}:]*):(?:[ \t]+(.*))?$/u;
const NUMBERS_ONLY = /^\s*\d+(?:\s+\S+\s+\S+)+\s*$/;
// Only benchmarks: `--- FAIL: TestX` from tests run alongside (-v without -run) is not ours.
const STATUS_BLOCK = /^\s*--- (FAIL|SKIP|BENCH): (Benchmark\S*)/;
const TRAILER = /^(?:PASS|FAIL|ok\s|FAIL\s|\?\s|exit status \d+|=== (?:RUN|PAUSE|CONT|NAME)\b|testing: )/;

interface Pending { name: string; line: number; junk: boolean; reason?: string }
interface Block { kind: 'FAIL' | 'SKIP' | 'BENCH'; key: string }

/** Parses `go test -bench` output. `source` names the input in diagnostics. */
export function parseGo(text: string, source: string, options: GoParseOptions = {}): ParseOutput {
  return new GoTextReader(source, options.lineMap).read(text);
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

  constructor(private readonly source: string, private readonly lineMap: readonly number[] | undefined) {}

  read(text: string): ParseOutput {
    const lines = splitLines(text);
    lines.forEach((line, index) => this.readLine(line, this.lineMap?.[index] ?? index + 1));
    this.dropPending();
    const benchmarks = this.collector.finish(this.unitMetadata);
    this.diagnostics.push(...resolveProcs(benchmarks, this.source));
    this.diagnostics.sort((a, b) => a.line - b.line);
    return {
      benchmarks,
      config: this.firstConfig ?? { ...this.config },
      diagnostics: this.diagnostics,
      unrecognized: this.unrecognized,
      lineCount: lines.length,
    };
  }

  private readLine(line: string, lineNo: number): void {
    if (line.trim() === '') return;
    if (this.block !== undefined && /^\s/.test(line) && !STATUS_BLOCK.test(line)) {
      if (this.block.kind !== 'BENCH') this.addMessage(this.block.key, line.trim());
      return;
    }
    this.block = undefined;
    const status = STATUS_BLOCK.exec(line);
    if (status !== null) return this.readStatusBlock(status[1] as Block['kind'], status[2] ?? '', lineNo);
    if (line.startsWith('Benchmark')) return this.readResultLine(line, lineNo);
    if (this.pending !== undefined && NUMBERS_ONLY.test(line)) return this.completePending(line, lineNo);
    if (line.startsWith('Unit ')) return this.readUnitLine(line, lineNo);
    if (line.startsWith('panic: ')) return this.readPanic(line, lineNo);
    if (TRAILER.test(line)) return this.readTrailer(line, lineNo);
    const config = CONFIG_LINE.exec(line);
    if (config !== null) return this.setConfig(config[1] ?? '', config[2]);
    if (NUMBERS_ONLY.test(line) && /\/op\b/.test(line)) {
      this.report('error', lineNo, 'result numbers without a benchmark name (the name was lost to interleaved output); this sample cannot be used', line);
      return;
    }
    if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
  }

  private readResultLine(line: string, lineNo: number): void {
    const fields = line.trim().split(/\s+/);
    const name = fields[0] ?? '';
    const lax = /^Benchmark\p{Ll}/u.test(name); // benchfmt accepts `Benchmarkk8s_...`; only take it if it parses.
    this.dropPending();
    if (fields.length === 1) {
      if (!lax) this.pending = { name, line: lineNo, junk: false };
      return;
    }
    // Go printed the name, then the benchmark failed in its timed run: `BenchmarkX-2 \t--- FAIL: BenchmarkX-2`.
    const glued = STATUS_BLOCK.exec(line.slice(line.indexOf(name) + name.length));
    if (glued !== null) return this.readStatusBlock(glued[1] as Block['kind'], glued[2] ?? '', lineNo);
    if (fields[1] === 'panic:') {
      const message = fields.slice(1).join(' ');
      this.fail(name, lineNo, message);
      this.warn(lineNo, `${name} panicked: ${excerpt(message, 200)}; the package's remaining benchmarks did not run`, line);
      return;
    }
    const parsed = parseGoFields(fields.slice(1));
    if (parsed.ok) return this.record(name, parsed, lineNo);
    if (lax) {
      if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
      return;
    }
    // The numbers may still come on a later line (output printed by the benchmark split the line).
    this.pending = { name, line: lineNo, junk: true, reason: parsed.reason };
  }

  private completePending(line: string, lineNo: number): void {
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    const parsed = parseGoFields(line.trim().split(/\s+/));
    if (!parsed.ok) {
      this.report('error', lineNo, `cannot read the results of ${pending.name} (started on line ${pending.line}): ${parsed.reason}`, line);
      return;
    }
    if (pending.junk) {
      this.diagnostics.push({ severity: 'info', source: this.source, line: pending.line,
        message: `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}` });
    }
    this.record(pending.name, parsed, pending.line);
  }

  private dropPending(): void {
    const pending = this.pending;
    this.pending = undefined;
    if (pending?.junk !== true) return;
    this.report('error', pending.line, `cannot read the result line of ${pending.name}: ${pending.reason ?? 'no numbers'}. Expected "${pending.name} <iterations> <value> <unit> ...", e.g. "${pending.name} 1000 123.4 ns/op"`);
  }

  private record(name: string, parsed: Extract<GoFieldsParse, { ok: true }>, lineNo: number): void {
    const key = this.benchmarkAt(name, lineNo);
    this.firstConfig ??= { ...this.config };
    const broken = parsed.measurements.filter((m) => !Number.isFinite(m.value));
    if (parsed.iterations === 0 || broken.length > 0) {
      const what = broken.map((m) => `${m.value} ${m.unit}`).join(', ') || '0 iterations';
      this.collector.mark(key, 'failed', `no valid result on line ${lineNo} (${what})`);
      this.lastFailedKey = key;
      this.warn(lineNo, `${name} has no valid result (${what}); it is reported as failed, not as a sample`);
      return;
    }
    for (const m of parsed.measurements) this.collector.addSample(key, m.unit, m.value, parsed.iterations);
  }

  private benchmarkAt(name: string, lineNo: number): string {
    const pkg = this.config.pkg;
    const key = goBenchmarkKey(name, pkg);
    this.collector.benchmark(key, name, splitGoName(name, pkg), this.config, { file: this.source, line: lineNo });
    return key;
  }

  private fail(name: string, lineNo: number, message: string): void {
    const key = this.benchmarkAt(name, lineNo);
    this.collector.mark(key, 'failed', message);
    this.lastFailedKey = key;
  }

  private readStatusBlock(kind: Block['kind'], name: string, lineNo: number): void {
    if (this.pending?.name === name) this.pending = undefined;
    else this.dropPending();
    const key = goBenchmarkKey(name, this.config.pkg);
    this.block = { kind, key };
    if (kind === 'BENCH') return;
    if (!this.collector.has(key)) this.benchmarkAt(name, lineNo);
    this.collector.mark(key, kind === 'FAIL' ? 'failed' : 'skipped');
    if (kind === 'FAIL') {
      this.lastFailedKey = key;
      this.warn(lineNo, `${name} failed; it is reported as failed, not compared`);
    }
  }

  private readPanic(line: string, lineNo: number): void {
    const pending = this.pending;
    this.pending = undefined;
    if (pending !== undefined) this.fail(pending.name, pending.line, line);
    else if (this.lastFailedKey !== undefined) this.addMessage(this.lastFailedKey, line);
    this.warn(lineNo, `panic in package ${this.config.pkg ?? '(unknown)'}: the package's remaining benchmarks did not run`, line);
  }

  private readTrailer(line: string, lineNo: number): void {
    if (!/^(?:FAIL|ok|\?)\s/.test(line)) return;
    this.dropPending();
    this.lastFailedKey = undefined;
    if (line.startsWith('FAIL')) this.warn(lineNo, `package ${line.split(/\s+/)[1] ?? ''} failed (go test reported FAIL)`, line);
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
  private setConfig(key: string, value: string | undefined): void {
    const next = { ...this.config };
    if (value === undefined || value.trim() === '') delete next[key];
    else next[key] = value.trim();
    this.config = next;
  }

  private addMessage(key: string, message: string): void {
    if (this.collector.has(key) && message !== '') this.collector.addMessage(key, excerpt(message, 500));
  }

  private warn(line: number, message: string, text?: string): void {
    this.report('warning', line, message, text);
  }

  /** error: data was lost (a result line that cannot be read); warning: reported in the results (failures). */
  private report(severity: Diagnostic['severity'], line: number, message: string, text?: string): void {
    const diagnostic: Diagnostic = { severity, source: this.source, line, message };
    if (text !== undefined) diagnostic.text = excerpt(text);
    this.diagnostics.push(diagnostic);
  }
}
