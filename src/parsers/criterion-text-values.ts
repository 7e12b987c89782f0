/**
 * Pieces of criterion's terminal report (FORMATS.md §3.1): the `[lower point upper]` triples of the
 * `time:` and `thrpt:` lines, and ids with progress text glued on.
 *
 * Each value of a triple is scaled on its own (`[844.43 ps 926.41 ps 1.0131 ns]`), so each is
 * converted on its own: times to seconds, throughputs to B/s, elem/s or bit/s.
 */
import { scaleByPowerOfTen } from '../units.js';
import { THROUGHPUT_UNITS, TIME_EXPONENTS, TIME_UNIT, type ThroughputKind } from './criterion-common.js';

interface Scale { unit: string; exponent: number; factor: number }

function throughputScales(kind: ThroughputKind, names: readonly string[], binary: boolean): [string, Scale][] {
  return names.map((name, i) => [name, { unit: THROUGHPUT_UNITS[kind], exponent: binary ? 0 : 3 * i, factor: binary ? 1024 ** i : 1 }]);
}

const SCALES: ReadonlyMap<string, Scale> = new Map([
  ...Object.entries(TIME_EXPONENTS).map(([name, exponent]): [string, Scale] => [name, { unit: TIME_UNIT, exponent, factor: 1 }]),
  ...throughputScales('bytes', ['B/s', 'KiB/s', 'MiB/s', 'GiB/s', 'TiB/s'], true),
  ...throughputScales('bytes', ['B/s', 'KB/s', 'MB/s', 'GB/s', 'TB/s'], false),
  ...throughputScales('elements', ['elem/s', 'Kelem/s', 'Melem/s', 'Gelem/s', 'Telem/s'], false),
  ...throughputScales('bits', ['b/s', 'Kb/s', 'Mb/s', 'Gb/s', 'Tb/s'], false),
]);

/** A triple in base units; `unit` is the base unit, `printedUnit` the point estimate's unit as printed. */
export interface Triple { unit: string; printedUnit: string; lower: number; point: number; upper: number }

/** Reads `1.4035 µs 1.4280 µs 1.4587 µs` (the text between the brackets); a string says what is wrong. */
export function parseTriple(inner: string): Triple | string {
  const tokens = inner.trim().split(/\s+/);
  if (tokens.length !== 6) return `expected three "value unit" pairs, found "${inner.trim()}"`;
  const values: number[] = [];
  let unit: string | undefined;
  for (let i = 0; i < 6; i += 2) {
    const text = tokens[i] ?? '';
    const scale = SCALES.get(tokens[i + 1] ?? '');
    const value = Number(text.replace(/\u2212/g, '-').replace(/,/g, ''));
    if (scale === undefined) return `unknown unit "${tokens[i + 1] ?? ''}"`;
    if (unit !== undefined && scale.unit !== unit) return `mixed kinds of unit in "${inner.trim()}"`;
    if (text === '' || !Number.isFinite(value)) return `not a number: "${text}"`;
    const scaled = scaleByPowerOfTen(value * scale.factor, scale.exponent);
    if (!Number.isFinite(scaled)) return `out of range: "${text} ${tokens[i + 1] ?? ''}"`;
    unit = scale.unit;
    values.push(scaled);
  }
  const [lower = NaN, point = NaN, upper = NaN] = values;
  return { unit: unit ?? TIME_UNIT, printedUnit: tokens[3] ?? '', lower, point, upper };
}

const PROGRESS = 'Benchmarking ';
// What criterion prints after `Benchmarking <id>` (0.3-0.8).
const STATUSES = [': Analyzing', ': Warming up for ', ': Collecting ', ': Profiling for ', ': Complete (Analysis Disabled)', ''];
const STATUS_END = /: (?:Analyzing|Warming up for \S+ \S+|Collecting \d+ samples in estimated \S+ \S+ \([^)]*\)|Profiling for \S+ \S+|Complete \(Analysis Disabled\))/g;

/**
 * How an id was separated from progress text: `plain` (there was none), `exact` (the last fragment
 * names the same id), `truncated` (the terminal cut the last fragment; the id is a guess) or
 * `progress` (the last fragment does not name the id: the id is what follows the last complete
 * status, empty when the text is progress only).
 */
export type IdSource = 'plain' | 'exact' | 'truncated' | 'progress';

/**
 * The id in text that may start with progress messages glued on when `\r` was dropped:
 * `Benchmarking fib 15: Warming up for 3.0000 sBenchmarking fib 15: Analyzingfib 15`. The last
 * fragment is `<id>: <status>` directly followed by the id itself, so the id is the longest `X`
 * with `X: ...X`. When a terminal truncated the fragment (`Benchmarking x: Analyzx`, or
 * `Benchmarking auth_gu` + `auth_guard/1`), the id is the shortest tail that the cut fragment is
 * the start of (followed by a status).
 */
export function stripProgress(text: string): { id: string; how: IdSource } {
  const trimmed = text.trim();
  const at = trimmed.lastIndexOf(PROGRESS);
  if (at === -1) return { id: trimmed, how: 'plain' };
  const rest = trimmed.slice(at + PROGRESS.length);
  for (let i = Math.floor((rest.length - 3) / 2); i >= 1; i -= 1) {
    const id = rest.slice(0, i);
    if (rest.startsWith(': ', i) && rest.endsWith(id)) return { id, how: 'exact' };
  }
  const half = rest.length / 2;
  if (Number.isInteger(half) && half > 0 && rest.slice(0, half) === rest.slice(half)) return { id: rest.slice(half), how: 'exact' };
  for (let k = 1; k < rest.length; k += 1) {
    const cut = rest.slice(0, k);
    const id = rest.slice(k);
    if (id.trim() === id && STATUSES.some((status) => `${id}${status}`.startsWith(cut))) return { id, how: 'truncated' };
  }
  let end = -1;
  for (const match of trimmed.matchAll(STATUS_END)) end = match.index + match[0].length;
  return { id: end === -1 ? '' : trimmed.slice(end).trim(), how: 'progress' };
}

/** True for a line that is only progress text (`Benchmarking x: Analyzing`), not an id. */
export function isProgressOnly(line: string): boolean {
  if (!line.trimStart().startsWith(PROGRESS)) return false;
  const { id, how } = stripProgress(line);
  return how === 'progress' && id === '';
}

// The last status in a progress fragment; the id is what comes before it (ids may hold `: `).
const FRAGMENT_STATUS = /^(.*): (?:Warming up for |Collecting |Analyzing|Profiling for |Complete \(Analysis Disabled\))/;

/**
 * The benchmark a progress-only line (isProgressOnly) is about: the id of its last
 * `Benchmarking <id>[: <status>]` fragment. A fragment the terminal cut inside the id gives a
 * shortened id; nothing better can be read from it.
 */
export function progressId(line: string): string | undefined {
  const trimmed = line.trim();
  const at = trimmed.lastIndexOf(PROGRESS);
  if (at === -1) return undefined;
  const rest = trimmed.slice(at + PROGRESS.length);
  const id = (FRAGMENT_STATUS.exec(rest)?.[1] ?? rest).trim();
  return id === '' ? undefined : id;
}
