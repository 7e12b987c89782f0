/**
 * Units: tidying to base units and the direction (better = lower | higher) of each unit.
 *
 * Tidying follows golang.org/x/perf/benchunit: in the numerator of a unit (the part before the
 * first `/`, split into tokens on `-`, `*` and spaces) `ns` becomes `sec` (x1e-9) and `MB` becomes
 * `B` (x1e6). Nothing else is rescaled: `µs/op` and `ns/op` stay different units, as the Go
 * benchmark format says. Tidying is decided by the unit string, never by the value, so `+Inf ns/op`
 * and `1 ns/op` land in the same unit (benchfmt keeps the original unit for 0/NaN/Inf; we do not).
 *
 * Direction is set per unit, never per tool (github-action-benchmark's per-tool flag gets Go's MB/s
 * wrong): rates (units per unit of time, like `ops/sec`, `B/s` or `jobs/min`) are higher-is-better, everything else lower-is-better.
 * A `Unit <unit> better=higher` line or the config file overrides it.
 */
import type { Assumption, Direction } from './schema/result.js';
import { SECONDS_PER_TIME_UNIT } from './time-units.js';

export interface TidyUnit {
  /** The base unit, e.g. `sec/op`. */
  unit: string;
  /** Power of ten that turns a value in the original unit into the base unit (-9 for ns). */
  exponent: number;
}

// A Map, not an object literal: a unit token like `constructor` must not find Object.prototype.
const NUMERATOR_SCALES: ReadonlyMap<string, { to: string; exponent: number }> = new Map([
  ['ns', { to: 'sec', exponent: -9 }],
  ['MB', { to: 'B', exponent: 6 }],
]);

/**
 * Multiplies by 10^exponent on the decimal representation, so `12.5 ns` becomes exactly the double
 * nearest 1.25e-8 (12.5 * 1e-9 would give 1.2500000000000001e-8).
 */
export function scaleByPowerOfTen(value: number, exponent: number): number {
  if (exponent === 0 || !Number.isFinite(value) || value === 0) return value;
  const fast = scaleShortDecimal(value, exponent);
  if (fast !== undefined) return fast;
  // String(value) is the same shortest decimal as toExponential() and cheaper, when it has no exponent.
  const shortest = String(value);
  if (!shortest.includes('e')) return Number(`${shortest}e${exponent}`);
  const [mantissa = '0', power = '0'] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(power) + exponent}`);
}

// 10^0 .. 10^22: every one is exact as a double.
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);
const MAX_DIGITS_AFTER_POINT = 9;

/**
 * The same result as the decimal route without strings, for values with at most 9 digits after the
 * point (every timing a tool prints): value = m / 10^k with the smallest such k and an integer m
 * below 2^52 is the decimal that prints as `value`, and m * 10^(exponent - k) in one IEEE operation
 * on exact operands is that decimal scaled, rounded once. Undefined when the shortcut does not apply.
 */
function scaleShortDecimal(value: number, exponent: number): number | undefined {
  for (let k = 0; k <= MAX_DIGITS_AFTER_POINT; k += 1) {
    const power = EXACT_POWERS[k] ?? 1;
    const m = Math.round(value * power);
    if (Math.abs(m) >= 2 ** 52) return undefined;
    if (m / power !== value) continue;
    const shift = exponent - k;
    if (shift < -22 || shift > 22) return undefined;
    return shift < 0 ? m / (EXACT_POWERS[-shift] ?? 1) : m * (EXACT_POWERS[shift] ?? 1);
  }
  return undefined;
}

/** Tidies a unit to its base unit; idempotent (`tidyUnit(tidyUnit(u).unit)` changes nothing). */
export function tidyUnit(unit: string): TidyUnit {
  const slash = unit.indexOf('/');
  const numerator = slash === -1 ? unit : unit.slice(0, slash);
  const rest = slash === -1 ? '' : unit.slice(slash);
  let exponent = 0;
  const tidied = numerator.split(/([-* ])/).map((token) => {
    const scale = NUMERATOR_SCALES.get(token);
    if (scale === undefined) return token;
    exponent += scale.exponent;
    return scale.to;
  }).join('');
  return { unit: tidied + rest, exponent };
}

/**
 * The default direction of a (tidied) unit: rates are higher-is-better, the rest lower. A rate is
 * per unit of time, whichever and however spelt (b.ReportMetric(n, "ops/ms"), a job server's
 * `jobs/min`, `ops/µsec`): a rate per millisecond is as much a throughput as one per second; read
 * as lower-is-better, its rise would fail the gate as a regression.
 */
export function defaultDirection(unit: string): Direction {
  const slash = unit.lastIndexOf('/');
  if (slash === -1) return 'lower';
  return SECONDS_PER_TIME_UNIT.has(unit.slice(slash + 1)) ? 'higher' : 'lower';
}

/**
 * Units whose values should not vary between runs of the same code: allocation counts and sizes.
 * `B/op` is here too; when the samples of an `exact` metric do vary, the comparison says so and
 * compares their medians against the threshold (no test; metric-stats.ts `compareExactly`).
 */
const EXACT_UNITS = new Set(['allocs/op', 'B/op', 'text-bytes', 'data-bytes', 'rodata-bytes', 'pclntab-bytes',
  'zdebug-bytes', 'total-bytes', 'bytes', 'instructions', 'instructions/op', 'instructions/iter']);

/** The default statistical assumption for a (tidied) unit. */
export function defaultAssumption(unit: string): Assumption {
  return EXACT_UNITS.has(unit) || unit.endsWith('-bytes') ? 'exact' : 'nothing';
}
