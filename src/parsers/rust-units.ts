/**
 * Numbers and units as the Rust benchmark harnesses print them, converted to bench-gate's base
 * units (STYLE.md §3.1): libtest's `53,924.68 ns/iter` and divan's `1.386 µs`, `1.228 GB/s`,
 * `7.812 KiB`. Powers of ten are applied on the decimal representation (`scaleByPowerOfTen`), so
 * `144.8 ns` becomes exactly the double nearest 1.448e-7.
 */
import { scaleByPowerOfTen, tidyUnit } from '../units.js';

/** A value in a base unit, with the unit the tool printed. */
export interface BaseValue {
  value: number;
  unit: string;
  originalUnit: string;
}

const GROUPED_DECIMAL = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * Reads libtest's numbers: whole numbers with `,` thousands separators (`18,149`, before 2024) or
 * two decimals (`53,924.68`, rust-lang/rust#124774). Badly grouped text (`1,23`) is not a number.
 */
export function parseGroupedDecimal(text: string): number | undefined {
  return GROUPED_DECIMAL.test(text) ? Number(text.replaceAll(',', '')) : undefined;
}

/**
 * The base unit of a libtest-style unit: `X/iter` is per call of the timed closure, which is Go's
 * `/op`, so `ns/iter` -> `sec/op` (x1e-9) and `cycles/iter` -> `cycles/op`. Other units (`MS/s` from
 * third-party harnesses) are tidied as they are.
 */
export function libtestUnit(unit: string): { unit: string; exponent: number } {
  return tidyUnit(unit.endsWith('/iter') ? `${unit.slice(0, -'/iter'.length)}/op` : unit);
}

// divan prints f64 `to_string` trimmed to 4 significant digits: never an exponent; `inf` for x/0.
const DIVAN_NUMBER = /^(?:\d+(?:\.\d+)?|inf)$/;
const TIME_EXPONENTS: Readonly<Record<string, number>> = { ps: -12, ns: -9, µs: -6, μs: -6, us: -6, ms: -3, s: 0 };
const TIME_FACTORS: Readonly<Record<string, number>> = { m: 60, h: 3600, d: 86400 };
const PREFIXES = ['', 'K', 'M', 'G', 'T', 'P'];

function divanNumber(text: string): number | undefined {
  if (!DIVAN_NUMBER.test(text)) return undefined;
  return text === 'inf' ? Infinity : Number(text);
}

/** Splits a divan cell `<number> <unit>`. */
function splitCell(cell: string): [number, string] | undefined {
  const space = cell.indexOf(' ');
  if (space === -1) return undefined;
  const value = divanNumber(cell.slice(0, space));
  return value === undefined ? undefined : [value, cell.slice(space + 1)];
}

/** A divan time cell (`12.2 ns`, `1.386 µs`, `2 m`) in seconds; undefined if it is not one (or not finite). */
export function parseDivanTime(cell: string): BaseValue | undefined {
  const split = splitCell(cell);
  if (split === undefined) return undefined;
  const [value, unit] = split;
  const exponent = TIME_EXPONENTS[unit];
  const factor = TIME_FACTORS[unit];
  const seconds = exponent !== undefined ? scaleByPowerOfTen(value, exponent) : factor === undefined ? NaN : value * factor;
  return Number.isFinite(seconds) ? { value: seconds, unit: 'sec/op', originalUnit: unit } : undefined;
}

/** Scales by a decimal (K = 1e3) or binary (Ki = 1024) prefix; 1024^k is exact in binary floating point. */
function scalePrefix(value: number, prefix: string, binary: boolean): number | undefined {
  const power = PREFIXES.indexOf(prefix);
  if (power === -1) return undefined;
  return binary ? value * 1024 ** power : scaleByPowerOfTen(value, 3 * power);
}

const THROUGHPUT = /^([KMGTP]?)(?:(i?)B\/s|(item|char)\/s|Hz)$/;

/**
 * A divan throughput cell in its base unit: bytes -> `B/s` (`KB/s` x1e3, `KiB/s` x1024), items ->
 * `item/s`, chars -> `char/s`, cycles (`Hz`, `KHz`...) -> `cycle/s`. `inf B/s` gives Infinity.
 */
export function parseDivanThroughput(cell: string): BaseValue | undefined {
  const split = splitCell(cell);
  const match = split === undefined ? null : THROUGHPUT.exec(split[1]);
  if (split === undefined || match === null) return undefined;
  const [, prefix = '', binary = '', kind] = match;
  if (binary === 'i' && prefix === '') return undefined;
  const value = scalePrefix(split[0], prefix, binary === 'i');
  if (value === undefined) return undefined;
  const unit = kind !== undefined ? `${kind}/s` : split[1].endsWith('Hz') ? 'cycle/s' : 'B/s';
  return { value, unit, originalUnit: split[1] };
}

const SIZE = /^([KMGTP]?)(i?)B$/;

/** A divan byte-size cell (`500 B`, `8 KB`, `7.812 KiB`) in bytes. */
export function parseDivanSize(cell: string): BaseValue | undefined {
  const split = splitCell(cell);
  const match = split === undefined ? null : SIZE.exec(split[1]);
  if (split === undefined || match === null || (match[2] === 'i' && match[1] === '')) return undefined;
  const value = scalePrefix(split[0], match[1] ?? '', match[2] === 'i');
  return value === undefined ? undefined : { value, unit: 'B', originalUnit: split[1] };
}

/** A divan count cell (`1`, `0.062`): a plain number. */
export function parseDivanCount(cell: string): number | undefined {
  return divanNumber(cell);
}
