/**
 * The fast path for the lines that make up nearly all of a `go test -bench` log: a well-formed
 * result line `BenchmarkName-8  <iterations>  <value> <unit> ...`, read in one pass over its
 * characters without splitting it into field strings (at 100,000 lines per file, splitting and
 * the per-field regular expressions were most of the parse).
 *
 * Contract: `scanResultLine(text, start, end, ...)` reads the line text.slice(start, end) in place.
 * It either returns false (the caller then reads the line the general way, which also produces every
 * diagnostic) or fills `out` with exactly what the general way gets from
 * `parseGoFields(splitFields(line), 1)` when that succeeds: the same name end, iteration count,
 * values (the same doubles) and unit strings. It declines anything unusual: a non-ASCII character,
 * a single field, a non-numeric or oversized iteration count, an odd number of fields, a value
 * parseGoFloat rejects, or a unit that is a number.
 *
 * Values: a plain decimal of at most 15 significant digits and at most 22 decimals is m / 10^q with
 * m and 10^q exact doubles, so the correctly rounded division is the very double Number(text) gives
 * (both round the same real number to nearest). Anything else goes through parseGoFloat.
 */
import { isAsciiSpace, isNumberUnit, parseGoFloat } from './go-values.js';

/** The parts of a scanned result line; arrays are reused from line to line, `count` says how much is valid. */
export interface ScannedLine {
  /** Index (in the text) just past the benchmark name, the first field. */
  nameEnd: number;
  iterations: number;
  count: number;
  values: number[];
  units: string[];
}

/** Exact powers of ten (every one up to 1e22 is a double without rounding). */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];


/**
 * Unit strings seen so far, so that `ns/op` on line 90,000 is the same string object as on line 1
 * (no allocation per field, and Map lookups by it hit a cached hash).
 */
export class UnitNames {
  private readonly names: string[] = [];

  /** The unit string; undefined for a "unit" that is a number (see isNumberUnit), which is never kept. */
  intern(line: string, start: number, end: number): string | undefined {
    for (const name of this.names) if (name.length === end - start && line.startsWith(name, start)) return name;
    const name = line.slice(start, end);
    if (isNumberUnit(name)) return undefined;
    if (this.names.length < 64) this.names.push(name);
    return name;
  }
}

/** Reads one result line into `out`; false means "use the general path" (see the module header). */
export function scanResultLine(line: string, start: number, n: number, out: ScannedLine, units: UnitNames): boolean {
  let i = start;
  let c = 0;
  for (; i < n; i++) {
    c = line.charCodeAt(i);
    if (c > 127) return false;
    if (isAsciiSpace(c)) break;
  }
  out.nameEnd = i;
  i = skipSpaces(line, i, n);
  if (i < 0 || i === n) return false;
  // The iteration count: digits up to the next space; 15 digits keep the sum exact.
  const digitsStart = i;
  let iterations = 0;
  for (c = line.charCodeAt(i); c >= 48 && c <= 57 && i < n; c = line.charCodeAt(++i)) iterations = iterations * 10 + (c - 48);
  if (i === digitsStart || i - digitsStart > 15 || (i < n && !isAsciiSpace(c))) return false;
  out.iterations = iterations;
  let count = 0;
  for (;;) {
    i = skipSpaces(line, i, n);
    if (i < 0) return false;
    if (i === n) break;
    const valueStart = i;
    i = fieldEnd(line, i, n);
    if (i < 0) return false;
    const value = readDecimal(line, valueStart, i) ?? parseGoFloat(line.slice(valueStart, i));
    if (value === undefined) return false;
    i = skipSpaces(line, i, n);
    if (i < 0 || i === n) return false; // a value without its unit: the general path explains it
    const unitStart = i;
    i = fieldEnd(line, i, n);
    if (i < 0) return false;
    const unit = units.intern(line, unitStart, i);
    if (unit === undefined) return false;
    out.values[count] = value;
    out.units[count] = unit;
    count++;
  }
  out.count = count;
  return count > 0;
}

/** Index of the first non-space in [i, end), or end; −1 on a non-ASCII character. */
function skipSpaces(line: string, i: number, end: number): number {
  for (; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c > 127) return -1;
    if (!isAsciiSpace(c)) return i;
  }
  return i;
}

/** Index just past the field starting at i (at most end); −1 on a non-ASCII character. */
function fieldEnd(line: string, i: number, end: number): number {
  for (; i < end; i++) {
    const c = line.charCodeAt(i);
    if (c > 127) return -1;
    if (isAsciiSpace(c)) return i;
  }
  return i;
}

/**
 * The value of `[+-]?digits[.digits]` (or `.digits`) in line[start, end) when it is exact by the
 * m / 10^q route (see the module header); undefined for anything else, which parseGoFloat reads.
 */
function readDecimal(line: string, start: number, end: number): number | undefined {
  let i = start;
  let c = line.charCodeAt(i);
  const negative = c === 45;
  if (c === 43 || c === 45) c = line.charCodeAt(++i);
  let m = 0;
  let digits = 0;
  let significant = 0;
  let decimals = -1; // −1 until the point is seen
  for (; i < end; c = line.charCodeAt(++i)) {
    if (c >= 48 && c <= 57) {
      digits++;
      if (decimals >= 0) decimals++;
      if (m !== 0 || c !== 48) significant++;
      m = m * 10 + (c - 48);
    } else if (c === 46 && decimals < 0) {
      decimals = 0;
    } else {
      return undefined;
    }
  }
  if (digits === 0 || significant > 15 || decimals > 22) return undefined;
  const value = decimals > 0 ? m / (POWERS_OF_TEN[decimals] ?? 1) : m;
  return negative ? -value : value;
}
