/**
 * Number formatting shared by every report: percentages, p-values, and values with units scaled
 * for humans (`1.23 µs`, `45.6 MB/s`, `1.50 KiB`). One scale is chosen per row (benchstat's
 * RowScaler idea) so base and head read in the same prefix. Sizes (`B/op`) scale by 1024 as
 * benchunit does; rates and everything else by 1000.
 *
 * Extreme magnitudes (a custom binary or a BMF file can print any double) read in three significant
 * digits with an exponent rather than as rows of digits or zeros: a percentage from ±1,000,000%
 * (`+1.97e+8%`, not `+197113161.97%` or `6.7e+301%` with every digit), a scaled value from 1,000,000
 * up (`1.30e+301 ns`) or below 0.001 in its row's scale (`1.00e-4 ps`, `2.00e-6 ms`, never `0.00 ps`).
 * Ordinary small values keep a plain decimal, in three significant digits below 0.01 (a ratio of
 * `0.00900 x`, `0.00500 allocs`, where toFixed(2) printed 0.01 and 0.00). Which form a value takes
 * is decided on the digits it would print, so 999,999.7 reads `1.00e+6`, not `1000000`.
 * The exponent is worked out from the value's decimal digits, so no value overflows on the way
 * (1.7e308 as a percentage, 1e300 s in ps). Only the text is rounded: the JSON report keeps numbers.
 */

/** From this many percent (a ratio of 10,001) a percentage reads with an exponent. */
const LARGE_PERCENT = 1e6;
/** From this size up, a scaled value reads with an exponent. */
const LARGE_SCALED = 1e6;
/** Below this size (and above 0), a scaled value reads with an exponent: more zeros after the point would be counted, not read. */
const SMALL_SCALED = 0.001;
/** Below this size, toFixed(2) would print 0.00 or 0.01: three significant digits instead (`0.00500`). */
const TWO_DECIMALS = 0.01;

/**
 * `value / divisor` in three significant digits with an exponent (`1.30e+301`), for any finite
 * value and a divisor between 1e-12 and 2^40 (a percentage's 0.01, a scale's factor): the value's own
 * decimal mantissa is divided, never the value, so nothing overflows (1e300 / 1e-12) or underflows
 * to zero (5e-324 / 2^40) on the way. No sign for positive values.
 */
function withExponent(value: number, divisor: number): string {
  const [digits = '0', power = '0'] = value.toExponential().split('e');
  const [mantissa = '0', shift = '0'] = (Number(digits) / divisor).toExponential(2).split('e');
  const exponent = Number(power) + Number(shift);
  return `${mantissa}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
}

/** `0.123` -> `12.3` with `digits` decimals, or from LARGE_PERCENT as printed with an exponent; no `%`. */
function percentNumber(fraction: number, digits: number): string {
  // Decided on the printed digits: 9999.99999999 printed 1000000.00 beside 10000's 1.00e+6.
  const fixed = (fraction * 100).toFixed(digits);
  return Math.abs(Number(fixed)) >= LARGE_PERCENT ? withExponent(fraction, 0.01) : fixed;
}

/** `0.1135` -> `+11.35%` (sign always shown); `digits` decimals; `+1.97e+8%` from ±1,000,000%. */
export function formatPercent(fraction: number, digits = 2): string {
  if (Number.isNaN(fraction)) return 'n/a';
  if (!Number.isFinite(fraction)) return fraction > 0 ? '+∞%' : '-∞%';
  const text = percentNumber(fraction, digits);
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

/** `0.123` -> `12%` (no sign), for spreads and coefficients of variation; `6.70e+301%` beyond 1,000,000%. */
export function formatShare(fraction: number, digits = 0): string {
  return Number.isFinite(fraction) ? `${percentNumber(fraction, digits)}%` : 'n/a';
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

/**
 * `scaled` as a plain decimal (`1.23`, `45.6`, `0.50`, `0.00500`), or undefined where it takes an
 * exponent: printed below SMALL_SCALED or from LARGE_SCALED up. A quotient that is not a normal
 * double (a subnormal or 0 from a value above 0, or an overflow to ∞) lands there too: it has lost
 * the digits, which withExponent then works out from the value itself.
 */
function plainScaled(scaled: number): string | undefined {
  const magnitude = Math.abs(scaled);
  // Nearly every value of a report: no rounding can take it out of the plain decimals, so the
  // printed digits need not be worked out twice.
  if (magnitude >= TWO_DECIMALS && magnitude < LARGE_SCALED - 1) return fixedDecimals(scaled, magnitude);
  const rounded = Math.abs(Number(scaled.toPrecision(3)));
  if (!(rounded >= SMALL_SCALED)) return undefined;
  if (rounded < TWO_DECIMALS) return scaled.toPrecision(3);
  const text = fixedDecimals(scaled, magnitude);
  return Math.abs(Number(text)) < LARGE_SCALED ? text : undefined;
}

/** `scaled` in three significant digits, or as an integer (`1.23`, `45.6`, `789`, `5`), for a value from 0.01 up. */
function fixedDecimals(scaled: number, magnitude: number): string {
  const digits = magnitude >= 100 || Number.isInteger(scaled) ? 0 : magnitude >= 10 ? 1 : 2;
  return scaled.toFixed(digits);
}

/**
 * Formats a value with 3 significant figures in a scale: `1.23 µs`, `0.00500 allocs`; with an
 * exponent from 1,000,000 up or below 0.001 in the scale (`1.30e+301 ns`, `2.00e-6 ms`), where a
 * row's scale does not suit the value or no prefix is left (a value below 1 fs, or above 1,000,000 T).
 */
export function formatScaled(value: number, scale: Scale): string {
  if (Number.isNaN(value)) return 'n/a';
  if (!Number.isFinite(value)) return value > 0 ? '∞' : '-∞';
  if (value === 0) return `0 ${scale.suffix}`;
  return `${plainScaled(value / scale.factor) ?? withExponent(value, scale.factor)} ${scale.suffix}`;
}
