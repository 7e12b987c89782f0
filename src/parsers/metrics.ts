/**
 * Parser for any bench binary's text, read through the `metrics` patterns of bench-gate.yml
 * (see metrics-patterns.ts for the three kinds of entry, metrics-units.ts for values and units).
 *
 * Format reference: none; the user's patterns are the grammar. Example, Jobbie's table row
 *   | 10          | 22,096.0        | 1.583ms     | 36,452.5          | 29.544ms      |
 * read by `pattern: '^\|\s*(?<concurrency>\d+)\s*\|\s*(?<enq_ops>[\d,.]+)\s*\|\s*(?<enq_p99>\S+)'`
 * with `name: 'concurrency={concurrency}'` and `values: {enq_ops: {unit: ops/sec, better: higher},
 * enq_p99: {better: lower}}` gives `concurrency=10/enq_ops` (ops/s) and `concurrency=10/enq_p99` (sec).
 *
 * Every line (ANSI stripped) is tried against the entries in order: context entries set variables
 * and let the line go on; the first pattern or key-value entry that matches takes it. Each match is
 * one sample, so several runs concatenated give several samples. Never throws: a value that is not
 * a number, or a name template whose variable is unset, is a diagnostic with its line number.
 */
import type { Diagnostic, Direction } from '../schema/result.js';
import { ResultCollector } from './collector.js';
import { compileMetricsPatterns, fillTemplate, type CompiledEntry, type CompiledKey, type MetricsPattern, type MetricValueSpec } from './metrics-patterns.js';
import { KEYS_LISTED, unmatchedEntryWarnings } from './metrics-unmatched.js';
import { normalizeMetricUnit, parseMetricValue, scaleValue } from './metrics-units.js';
import { splitLines } from './text-lines.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';

/**
 * Longer lines are not matched, only listed as unrecognized: a result line of a bench binary is far
 * shorter, and a user regex that backtracks (`\s*([^|]+?)\s*\|` per table cell is the common one)
 * costs more than linear time in the line's length; at 10,000 characters one such line took 1.3 s
 * in the fuzz run.
 */
const MAX_LINE = 4 * 1024;
/** A unit-like word right after a pattern's match: "ms", "µs", "MB/s", "%", "ops/sec" (not a number or a word of prose). */
const UNIT_AFTER_VALUE = /^ ?([A-Za-zµμ%][A-Za-zµμ%/]{0,9})(?:\s|$|[,;)])/u;

/** Parses a bench binary's output with the config's `metrics` patterns. */
export function parseMetrics(text: string, source: string, patterns: readonly MetricsPattern[]): ParseOutput {
  const compiled = compileMetricsPatterns(patterns);
  if (!compiled.ok) {
    const diagnostics: Diagnostic[] = compiled.error.map(({ place, problem }) => ({ severity: 'error', source, line: 0,
      message: `${place}${problem.path.map((p) => `.${p}`).join('')} ${problem.message}` }));
    return { benchmarks: [], config: {}, diagnostics, unrecognized: [], lineCount: 0 };
  }
  return new MetricsReader(source, compiled.value).read(text);
}

interface Sample { name: string; metric: string | undefined; raw: string; unit: string | undefined; better: Direction | undefined; line: number; text: string }

class MetricsReader {
  private readonly collector = new ResultCollector();
  private readonly diagnostics: Diagnostic[] = [];
  private readonly unrecognized: { line: number; text: string }[] = [];
  private readonly directions = new Map<string, Direction>();
  private readonly hits = new Map<number, number>();
  /** The entries (by index) that matched a line an earlier entry took: see markShadowed. */
  private readonly shadowed = new Set<number>();
  private readonly keysMatched = new Set<CompiledKey>();
  private readonly keysSeen = new Map<number, string[]>();
  /** The patterns already warned about a unit left outside their match (warnUnitLeftOut). */
  private readonly unitWarned = new Set<number>();
  private vars: Record<string, string> = {};
  private firstConfig: Record<string, string> | undefined;

  constructor(private readonly source: string, private readonly entries: readonly CompiledEntry[]) {}

  read(text: string): ParseOutput {
    const lines = splitLines(text);
    lines.forEach((line, index) => this.readLine(line, index + 1));
    const benchmarks = this.collector.finish();
    for (const b of benchmarks) for (const m of b.metrics) m.better = this.directions.get(`${b.key}\u0000${m.unit}`) ?? m.better;
    // Nothing read at all is the caller's one error ("found no benchmark results"), listing the lines.
    const use = { hits: this.hits, shadowed: this.shadowed, keysMatched: this.keysMatched, keysSeen: this.keysSeen };
    if (benchmarks.length > 0) for (const message of unmatchedEntryWarnings(this.entries, use)) this.report('warning', 0, message);
    this.diagnostics.sort((a, b) => a.line - b.line);
    return { benchmarks, config: this.firstConfig ?? { ...this.vars }, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
  }

  private readLine(line: string, lineNo: number): void {
    if (line.trim() === '') return;
    let used = false;
    if (line.length <= MAX_LINE) {
      for (const entry of this.entries) {
        const match = entry.regex.exec(line);
        if (match === null) continue;
        const groups = definedGroups(match);
        if (entry.kind === 'context') {
          this.vars = { ...this.vars, ...groups };
          used = true;
        } else if (entry.kind === 'pattern' ? this.readPattern(entry, groups, lineNo, line, line.slice(match.index + match[0].length)) : this.readKeyValue(entry, groups, lineNo, line)) {
          this.hits.set(entry.index, (this.hits.get(entry.index) ?? 0) + 1);
          this.markShadowed(entry.index, line);
          return;
        }
      }
    }
    if (!used && this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
  }

  /** `rest` is the line after the pattern's match, where a unit the pattern left out would be. */
  private readPattern(entry: Extract<CompiledEntry, { kind: 'pattern' }>, groups: Record<string, string>, lineNo: number, text: string, rest: string): boolean {
    const name = this.benchmarkName(entry, { ...this.vars, ...groups }, lineNo, text);
    if (name === undefined) return true;
    for (const v of entry.values) {
      const raw = groups[v.group];
      if (raw === undefined || raw.trim() === '') continue;
      const unit = groups[v.group === 'value' ? 'unit' : `${v.group}_unit`];
      // Under values:, a `unit` group is the line's one unit for every value that carries none of
      // its own (fio's `clat (usec): min=44, max=1682, avg=87.92`): named groups cannot repeat, so
      // `<group>_unit` cannot say it for each, and ignoring it stored fio's usec and msec runs unscaled.
      // A value configured with its own `unit:` keeps it: the group is another value's unit
      // (fio's `IOPS=353, BW=1416MiB/s`, iops given `unit: ops/s`, is not in MiB/s).
      const fallback = v.unit ?? (v.group === 'value' ? undefined : groups.unit) ?? v.entryUnit;
      if (unit === undefined && fallback === undefined) this.warnUnitLeftOut(entry, v.group, raw, rest, lineNo, text);
      this.record({ name, metric: v.metric, raw, unit, better: v.better, line: lineNo, text }, fallback);
    }
    return true;
  }

  /**
   * A pattern whose value group ends just before what looks like its unit (`(?<value>\S+)` on
   * "parse: 3.117 ms") stores the numbers without it: said once per pattern, with the two fixes.
   */
  private warnUnitLeftOut(entry: CompiledEntry, group: string, raw: string, rest: string, lineNo: number, text: string): void {
    if (this.unitWarned.has(entry.index) || parseMetricValue(raw)?.unit !== '') return;
    const unit = UNIT_AFTER_VALUE.exec(rest)?.[1];
    if (unit === undefined) return;
    this.unitWarned.add(entry.index);
    const capture = group === 'value' ? '(?<unit>\\S+)' : `(?<${group}_unit>\\S+)`;
    this.report('warning', lineNo, `${entry.place}: the pattern's match ends after the value "${excerpt(raw.trim(), 20)}", before "${unit}": if that is its unit, capture it with ${capture} or set unit: ${unit} in the pattern; until then its values have no unit`, text);
  }

  private readKeyValue(entry: Extract<CompiledEntry, { kind: 'key-value' }>, groups: Record<string, string>, lineNo: number, text: string): boolean {
    const read = keyValueOf(groups);
    if (read === undefined) return false;
    const { key, raw } = read;
    let spec: MetricValueSpec = {};
    if (entry.keys !== undefined) {
      this.sawKey(entry.index, key);
      const found = entry.keys.find((k) => k.glob.test(key));
      if (found === undefined) return false;
      this.markKeysMatched(entry.keys, key);
      spec = found.spec;
    }
    const name = this.benchmarkName(entry, this.vars, lineNo, text);
    if (name === undefined) return true;
    this.record({ name, metric: spec.metric ?? slug(key), raw, unit: undefined, better: spec.better ?? entry.better, line: lineNo, text }, spec.unit ?? entry.unit);
    return true;
  }

  /**
   * The entries after `taker` that would have read `line` too, and their `keys:` globs that match
   * its key: an earlier entry took their lines (a suite's pattern, tried before the top level's,
   * for the lines the top level's reads in other suites), so they are not unmatched, and no
   * warning calls them misspelt.
   */
  private markShadowed(taker: number, line: string): void {
    for (const e of this.entries) {
      if (e.index <= taker || e.kind === 'context') continue;
      if (e.kind === 'pattern') {
        if (!this.hits.has(e.index) && !this.shadowed.has(e.index) && e.regex.test(line)) this.shadowed.add(e.index);
        continue;
      }
      const keys = e.keys;
      if (keys !== undefined ? keys.every((k) => this.keysMatched.has(k)) : this.hits.has(e.index) || this.shadowed.has(e.index)) continue;
      const match = e.regex.exec(line);
      const read = match === null ? undefined : keyValueOf(definedGroups(match));
      if (read === undefined || (keys !== undefined && !this.markKeysMatched(keys, read.key))) continue;
      this.shadowed.add(e.index);
    }
  }

  /** Notes the globs of `keys` that match `key` (one an earlier glob takes it from included); whether any does. */
  private markKeysMatched(keys: readonly CompiledKey[], key: string): boolean {
    let any = false;
    for (const k of keys) {
      if (!k.glob.test(key)) continue;
      this.keysMatched.add(k);
      any = true;
    }
    return any;
  }

  /** Keeps the first few distinct keys an entry read, for the message about a key that matched none. */
  private sawKey(index: number, key: string): void {
    const seen = this.keysSeen.get(index) ?? [];
    if (seen.length <= KEYS_LISTED && !seen.includes(key)) seen.push(key);
    this.keysSeen.set(index, seen);
  }

  /** `<prefix><name>`, the name being the template, else the `name` group; undefined when a variable is unset. */
  private benchmarkName(entry: { place: string; name: string | undefined; prefix: string }, vars: Record<string, string>, lineNo: number, text: string): string | undefined {
    if (entry.name === undefined) return entry.prefix + (vars.name ?? '').trim();
    const filled = fillTemplate(entry.name, vars);
    if (filled.ok) return entry.prefix + filled.value;
    this.report('error', lineNo, `${entry.place}: the name template "${entry.name}" needs {${filled.error}}, which no earlier line set (add a context: entry that matches a line before this one); this line's samples are lost`, text);
    return undefined;
  }

  private record(s: Sample, fallbackUnit: string | undefined): void {
    const parsed = parseMetricValue(s.raw);
    if (parsed === undefined || !Number.isFinite(parsed.value)) {
      this.report('warning', s.line, `${joinName(s.name, s.metric)}: "${excerpt(s.raw.trim(), 40)}" is not a number; no sample taken`, s.text);
      return;
    }
    const printed = s.unit?.trim() || parsed.unit || fallbackUnit || '';
    const normal = normalizeMetricUnit(printed);
    const unit = normal.unit === '' ? 'value' : normal.unit;
    const full = joinName(s.name, s.metric);
    const value = scaleValue(parsed.value, normal.factor);
    if (!Number.isFinite(value)) {
      this.report('warning', s.line, `${full}: "${excerpt(s.raw.trim(), 40)}" is out of range in ${unit}; no sample taken`, s.text);
      return;
    }
    const [base = full, ...sub] = full.split('/');
    const params = Object.fromEntries([base, ...sub].flatMap((p) => (p.indexOf('=') > 0 ? [[p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]] : [])));
    this.firstConfig ??= { ...this.vars };
    this.collector.benchmark(full, full, { base, sub, params }, this.vars, { file: this.source, line: s.line });
    this.collector.addBaseSample(full, unit, printed === '' ? unit : printed, value);
    const id = `${full}\u0000${unit}`;
    const previous = this.directions.get(id);
    if (s.better !== undefined && previous === undefined) this.directions.set(id, s.better);
    else if (s.better !== undefined && previous !== s.better) this.report('warning', s.line, `${full} (${unit}) is read by two patterns with different directions; keeping better=${previous ?? ''}`);
  }

  private report(severity: Diagnostic['severity'], line: number, message: string, text?: string): void {
    const d: Diagnostic = { severity, source: this.source, line, message };
    if (text !== undefined) d.text = excerpt(text);
    this.diagnostics.push(d);
  }
}

/** A key-value line's key (after leading emoji and symbols) and value; undefined when the value is not a number. */
function keyValueOf(groups: Record<string, string>): { key: string; raw: string } | undefined {
  const key = (groups.key ?? '').replace(/^[^\p{L}\p{N}]+/u, '').trim();
  const raw = groups.value ?? '';
  return key === '' || parseMetricValue(raw) === undefined ? undefined : { key, raw };
}

/**
 * The groups that took part in the match, trimmed: the whitespace around a table cell is never part
 * of a value or a name, and trimming here lets patterns capture whole cells with `\|(?<x>[^|]*)`,
 * which matches in linear time, instead of `\|\s*(?<x>[^|]+?)\s*`, which backtracks.
 */
function definedGroups(match: RegExpExecArray): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) if (value !== undefined) groups[name] = value.trim();
  return groups;
}

/** `name/metric`, without doubled slashes, or whichever of the two is not empty. */
function joinName(name: string, metric: string | undefined): string {
  if (metric === undefined || metric === '') return name === '' ? 'value' : name;
  if (name === '') return metric;
  return name.endsWith('/') ? `${name}${metric}` : `${name}/${metric}`;
}

/** `p50 (median)` -> `p50-median`; `Creation Rate` -> `creation-rate`. */
export function slug(key: string): string {
  return key.toLowerCase().replace(/[^\p{L}\p{N}%._]+/gu, '-').replace(/^-+|-+$/g, '') || 'value';
}
