/**
 * Number formatting shared by every report: percentages, p-values, and values with units scaled
 * for humans (`1.23 µs`, `45.6 MB/s`, `1.50 KiB`). One scale is chosen per row (benchstat's
 * RowScaler idea) so base and head read in the same prefix. Sizes (`B/op`) scale by 1024 as
 * benchunit does; rates and everything else by 1000.
 */

/** `0.1135` -> `+11.35%` (sign always shown); `digits` decimals. */
export function formatPercent(fraction: number, digits = 2): string {
  if (Number.isNaN(fraction)) return 'n/a';
  if (!Number.isFinite(fraction)) return fraction > 0 ? '+∞%' : '-∞%';
  const text = (fraction * 100).toFixed(digits);
  const isNegative = text.startsWith('-') && Number(text) !== 0;
  return isNegative ? `${text}%` : `+${text.replace(/^-/, '')}%`;
}

/**
 * A threshold as the user wrote it: `0.05` -> `5%`, `0.055` -> `5.5%` (no sign, six significant
 * digits, no trailing zeros), so that a 5.5% threshold is never shown as 6%.
 */
export function formatThreshold(fraction: number): string {
  return Number.isFinite(fraction) ? `${Number((fraction * 100).toPrecision(6))}%` : 'n/a';
}

/** `0.123` -> `12%` (no sign), for spreads and coefficients of variation. */
export function formatShare(fraction: number, digits = 0): string {
  return Number.isFinite(fraction) ? `${(fraction * 100).toFixed(digits)}%` : 'n/a';
}

/** p-values with two significant figures, so tiny p-values stay informative (STATISTICS.md §4.5). */
export function formatP(p: number): string {
  if (p >= 0.001) return String(Number(p.toPrecision(2)));
  return p.toExponential(1);
}

export interface Scale {
  factor: number;
  /** Text placed after the number, e.g. `µs`, `KiB`, `MB/s`, `k allocs`. */
  suffix: string;
}

const SI_DOWN: readonly [number, string][] = [[1, ''], [1e-3, 'm'], [1e-6, 'µ'], [1e-9, 'n'], [1e-12, 'p']];
const SI_UP: readonly [number, string][] = [[1e12, 'T'], [1e9, 'G'], [1e6, 'M'], [1e3, 'k'], [1, '']];
const BINARY_UP: readonly [number, string][] = [[2 ** 40, 'Ti'], [2 ** 30, 'Gi'], [2 ** 20, 'Mi'], [2 ** 10, 'Ki'], [1, '']];

function pick(value: number, table: readonly [number, string][]): [number, string] {
  const magnitude = Math.abs(value);
  const last = table[table.length - 1] ?? [1, ''];
  if (!Number.isFinite(magnitude) || magnitude === 0) return table.find(([f]) => f === 1) ?? last;
  return table.find(([f]) => magnitude >= f * 0.9995) ?? last;
}

/**
 * Chooses a display scale for a base unit from a representative value (the row's base median).
 * A numerator of seconds or bytes, alone or qualified as tools write them (`user-sec`,
 * `build-real-sec/op`, hyperfine's `peak-rss-B`), scales as a time or a size; the row's heading
 * names the unit, so a cell reads `320 ms` rather than `0.32 build-real-sec/op` or `3.20 Mpeak-rss-B`.
 */
export function chooseScale(unit: string, value: number): Scale {
  const slash = unit.indexOf('/');
  const numerator = slash === -1 ? unit : unit.slice(0, slash);
  const denominator = slash === -1 ? '' : unit.slice(slash);
  // Per-op values read as plain quantities (`4.60 ms`); other denominators stay (`1.2 s/iter`).
  const per = denominator === '/op' ? '' : denominator;
  if (numerator === 'sec' || numerator.endsWith('-sec')) {
    const [factor, prefix] = pick(value, SI_DOWN);
    return { factor, suffix: `${prefix}s${per}` };
  }
  // Sizes scale by 1024; byte rates (B/s) are rates and scale by 1000 below.
  if ((numerator === 'B' || numerator.endsWith('-B')) && per === '') {
    const [factor, prefix] = pick(value, BINARY_UP);
    return { factor, suffix: `${prefix}B` };
  }
  const [factor, prefix] = pick(value, SI_UP);
  if (unit === 'allocs/op') return { factor, suffix: `${prefix}${prefix === '' ? '' : ' '}allocs` };
  return { factor, suffix: `${prefix}${numerator}${denominator}` };
}

/**
 * The qualifier a time or size unit carries (`build-real` of `build-real-sec/op`, `peak-rss` of
 * `peak-rss-B`), which its scaled display drops; for labels that stand without the unit's heading.
 */
export function unitQualifier(unit: string): string | undefined {
  return /^(.+)-(?:sec|B)(?:\/op)?$/.exec(unit)?.[1];
}

/** Formats a value with 3 significant figures (no exponent) in a scale: `1.23 µs`. */
export function formatScaled(value: number, scale: Scale): string {
  if (Number.isNaN(value)) return 'n/a';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  const scaled = value / scale.factor;
  const magnitude = Math.abs(scaled);
  const digits = magnitude >= 100 || Number.isInteger(scaled) ? 0 : magnitude >= 10 ? 1 : 2;
  return `${scaled.toFixed(digits)} ${scale.suffix}`;
}
