/**
 * The `metrics` patterns of bench-gate.yml, checked and compiled for the metrics parser. One list
 * of entries, tried in order against every line; each entry is one of three kinds:
 *
 *   - `pattern`: a JavaScript regex with named groups. Either one value, in a group `value` (with an
 *     optional `unit` group, or the unit glued to the value like `1.583ms`), named by `metric`; or
 *     several values, one named group each, listed under `values: {group: {metric, unit, better}}`.
 *     The benchmark name is the `name` group, or the `name:` template (`concurrency={concurrency}`,
 *     placeholders are named groups of this pattern or of a context entry), after `prefix`.
 *   - `context`: a regex whose named groups become variables for the name templates of the lines
 *     after it (like Go's `key: value` config lines), e.g. the batch size in a section header.
 *   - `lines: key-value`: lines `key: value unit`; each key is a metric (`keys:` picks and names
 *     them, with their direction).
 *
 * A benchmark's full name is `<prefix><name>/<metric>`: each metric is its own row in the report.
 */
import type { Direction } from '../schema/result.js';
import type { Result } from '../result.js';

export interface MetricValueSpec {
  /** Metric name, appended to the benchmark name (default: the group or key, slugged). */
  metric?: string;
  /** Unit when the printed value has none (`ops/sec` for a bare `22,096.0`). */
  unit?: string;
  better?: Direction;
}

export interface MetricsPattern {
  pattern?: string;
  context?: string;
  lines?: 'key-value';
  flags?: string;
  /** For key-value lines: what separates key and value (default `:`). */
  separator?: string;
  name?: string;
  prefix?: string;
  metric?: string;
  unit?: string;
  better?: Direction;
  values?: Record<string, MetricValueSpec>;
  keys?: Record<string, MetricValueSpec>;
  /**
   * Not a key of the file (its schema refuses one): where the entry is in it, for messages
   * (`suites.api.metrics[0]`), set by resolveConfig. A suite's entries come first in the list the
   * parser gets, so the entry's position there is not its place in the file. Default `metrics[N]`.
   */
  place?: string;
}

export interface PatternProblem {
  /** Path inside the entry, e.g. ['values', 'p99', 'better']. */
  path: (string | number)[];
  message: string;
}

/**
 * A value of a pattern: `unit` is the one configured for it (under values:, its own `unit:`),
 * `entryUnit` the entry's `unit:` under values:, which a `unit` group of the line overrides.
 */
export interface CompiledValue { group: string; metric: string | undefined; unit: string | undefined; entryUnit: string | undefined; better: Direction }
/** A `keys:` entry: `text` is the glob as written, for messages. */
export interface CompiledKey { text: string; glob: RegExp; spec: MetricValueSpec }

/** `index` is the entry's position in the list (the order lines are tried in), `place` where it is in the file. */
export type CompiledEntry =
  | { kind: 'context'; index: number; place: string; regex: RegExp }
  | { kind: 'pattern'; index: number; place: string; regex: RegExp; text: string; name: string | undefined; prefix: string; values: CompiledValue[] }
  | { kind: 'key-value'; index: number; place: string; regex: RegExp; name: string | undefined; prefix: string; unit: string | undefined; better: Direction | undefined; keys: CompiledKey[] | undefined };

const ALLOWED_FLAGS = /^[imsuv]*$/;
const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)\}/g;

/** The named groups of a regex source (`(?<name>`, not lookbehinds), escapes skipped. */
export function namedGroups(source: string): string[] {
  const names: string[] = [];
  for (let i = 0; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source.startsWith('(?<', i) && source[i + 3] !== '=' && source[i + 3] !== '!') {
      const end = source.indexOf('>', i);
      if (end > i + 3) names.push(source.slice(i + 3, end));
    }
  }
  return names;
}

/** The placeholders of a name template. */
export function templateVariables(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

/** Fills a name template; the first missing variable when one is unset. */
export function fillTemplate(template: string, vars: Readonly<Record<string, string>>): Result<string, string> {
  let missing: string | undefined;
  const text = template.replace(PLACEHOLDER, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) missing ??= name;
    return value ?? '';
  });
  return missing === undefined ? { ok: true, value: text } : { ok: false, error: missing };
}

function compileRegex(source: string, flags: string | undefined, path: (string | number)[], problems: PatternProblem[]): RegExp | undefined {
  if (source.includes('(?P<')) {
    problems.push({ path, message: 'uses Python\'s (?P<name>...) groups; write JavaScript named groups (?<name>...)' });
    return undefined;
  }
  try {
    return new RegExp(source, flags ?? '');
  } catch (error) {
    problems.push({ path, message: `is not a valid JavaScript regular expression (${error instanceof Error ? error.message : String(error)}). In YAML, write patterns in single quotes so backslashes stay as they are` });
    return undefined;
  }
}

/** Every problem of one entry; `contextVars` are the variables all context entries can set. */
export function checkMetricsPattern(entry: MetricsPattern, contextVars: ReadonlySet<string>): PatternProblem[] {
  const problems: PatternProblem[] = [];
  const kinds = (['pattern', 'context', 'lines'] as const).filter((k) => entry[k] !== undefined);
  if (kinds.length !== 1) {
    problems.push({ path: [], message: kinds.length === 0 ? 'needs one of pattern: (a regex with named groups), context: (a regex that sets variables) or lines: key-value' : `has both ${kinds.join(' and ')}; make them separate entries` });
    return problems;
  }
  if (entry.flags !== undefined && !ALLOWED_FLAGS.test(entry.flags)) problems.push({ path: ['flags'], message: `"${entry.flags}" is not a set of regex flags; use some of i, m, s, u, v (g and y are not needed: each line is matched once)` });
  if (entry.context !== undefined) return [...problems, ...checkContext(entry)];
  if (entry.lines !== undefined) return [...problems, ...checkKeyValue(entry, contextVars)];
  return [...problems, ...checkPattern(entry, contextVars)];
}

function checkContext(entry: MetricsPattern): PatternProblem[] {
  const problems: PatternProblem[] = [];
  const extra = (['name', 'prefix', 'metric', 'unit', 'better', 'values', 'keys', 'separator'] as const).filter((k) => entry[k] !== undefined);
  for (const k of extra) problems.push({ path: [k], message: `does not apply to a context entry (it only sets variables); move it to a pattern entry` });
  const regex = compileRegex(entry.context ?? '', entry.flags, ['context'], problems);
  if (regex !== undefined && namedGroups(entry.context ?? '').length === 0) problems.push({ path: ['context'], message: 'has no named group, so it sets no variable; add one like (?<batch>\\d+)' });
  return problems;
}

function checkNaming(entry: MetricsPattern, groups: ReadonlySet<string>, contextVars: ReadonlySet<string>, problems: PatternProblem[]): void {
  for (const v of templateVariables(entry.name ?? '')) {
    if (!groups.has(v) && !contextVars.has(v)) problems.push({ path: ['name'], message: `uses {${v}}, which is neither a named group of this pattern nor set by a context entry` });
  }
}

function checkPattern(entry: MetricsPattern, contextVars: ReadonlySet<string>): PatternProblem[] {
  const problems: PatternProblem[] = [];
  if (entry.keys !== undefined) problems.push({ path: ['keys'], message: 'only applies to lines: key-value entries; for a pattern, use values:' });
  if (entry.separator !== undefined) problems.push({ path: ['separator'], message: 'only applies to lines: key-value entries' });
  const regex = compileRegex(entry.pattern ?? '', entry.flags, ['pattern'], problems);
  if (regex === undefined) return problems;
  const groups = new Set(namedGroups(entry.pattern ?? ''));
  checkNaming(entry, groups, contextVars, problems);
  if (entry.values !== undefined) {
    if (entry.metric !== undefined) problems.push({ path: ['metric'], message: 'cannot be used with values: (each value names its own metric); remove it' });
    for (const [group, spec] of Object.entries(entry.values)) {
      if (!groups.has(group)) problems.push({ path: ['values', group], message: `is not a named group of the pattern; add (?<${group}>...) to it or remove this entry` });
      if ((spec.better ?? entry.better) === undefined) problems.push({ path: ['values', group, 'better'], message: 'is missing: say whether lower (times, latencies) or higher (throughput) is better' });
    }
    return problems;
  }
  if (!groups.has('value')) problems.push({ path: ['pattern'], message: 'has no (?<value>...) group; add one, or list several value groups under values:' });
  if (entry.better === undefined) problems.push({ path: ['better'], message: 'is missing: say whether lower (times, latencies) or higher (throughput) is better' });
  if (!groups.has('name') && entry.name === undefined && (entry.prefix ?? '') === '' && entry.metric === undefined) {
    problems.push({ path: ['pattern'], message: 'gives no benchmark name; add a (?<name>...) group, a name: template, a prefix: or a metric:' });
  }
  return problems;
}

function checkKeyValue(entry: MetricsPattern, contextVars: ReadonlySet<string>): PatternProblem[] {
  const problems: PatternProblem[] = [];
  for (const k of ['values', 'metric'] as const) if (entry[k] !== undefined) problems.push({ path: [k], message: 'does not apply to lines: key-value (each key is a metric); use keys:' });
  if (entry.separator === '') problems.push({ path: ['separator'], message: 'is empty; use a character like ":" or "="' });
  checkNaming(entry, new Set(), contextVars, problems);
  return problems;
}

function globToKeyRegex(glob: string): RegExp {
  const body = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${body}$`, 'i');
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where an entry is in the file: its `place`, else its position in the top-level list. */
export function placeOf(entry: MetricsPattern, index: number): string {
  return entry.place ?? `metrics[${index}]`;
}

/** Checks and compiles the entries; all problems of all entries when any is wrong. */
export function compileMetricsPatterns(entries: readonly MetricsPattern[]): Result<CompiledEntry[], { place: string; problem: PatternProblem }[]> {
  const contextVars = new Set(entries.flatMap((e) => (e.context === undefined ? [] : namedGroups(e.context))));
  const problems = entries.flatMap((e, index) => checkMetricsPattern(e, contextVars).map((problem) => ({ place: placeOf(e, index), problem })));
  if (problems.length > 0) return { ok: false, error: problems };
  return { ok: true, value: entries.map((e, index) => compileEntry(e, index)) };
}

function compileEntry(e: MetricsPattern, index: number): CompiledEntry {
  const place = placeOf(e, index);
  if (e.context !== undefined) return { kind: 'context', index, place, regex: new RegExp(e.context, e.flags ?? '') };
  const prefix = e.prefix ?? '';
  if (e.lines !== undefined) {
    const sep = escapeRegex(e.separator ?? ':');
    const regex = new RegExp(`^\\s*(?<key>\\S.*?)\\s*${sep}\\s*(?<value>\\S.*)$`, e.flags ?? '');
    const keys = e.keys === undefined ? undefined : Object.entries(e.keys).map(([glob, spec]) => ({ text: glob, glob: globToKeyRegex(glob), spec }));
    return { kind: 'key-value', index, place, regex, name: e.name, prefix, unit: e.unit, better: e.better, keys };
  }
  const values: CompiledValue[] = e.values === undefined
    ? [{ group: 'value', metric: e.metric, unit: e.unit, entryUnit: undefined, better: e.better ?? 'lower' }]
    : Object.entries(e.values).map(([group, spec]) => ({ group, metric: spec.metric ?? group, unit: spec.unit, entryUnit: e.unit, better: spec.better ?? e.better ?? 'lower' }));
  return { kind: 'pattern', index, place, regex: new RegExp(e.pattern ?? '', e.flags ?? ''), text: e.pattern ?? '', name: e.name, prefix, values };
}
