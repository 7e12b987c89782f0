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
 *
 * Speed: one loop per field, with the character classes tested inline (`charClass`) and m and q
 * gathered while the value's end is sought, rather than a second pass; a unit is first compared
 * with the unit of the same field on the previous line (-count=N prints the same units N times in
 * a row). Each of these only skips work: what is accepted, and what it yields, is as above.
 */
import { isNumberUnit, parseGoFloat } from './go-values.js';

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

/** The class of a character for the scanner: SPACE (the ASCII members of \s), OTHER, or NON_ASCII. */
const OTHER = 0;
const SPACE = 1;
const NON_ASCII = 2;
function charClass(c: number): number {
  if (c > 32) return c > 127 ? NON_ASCII : OTHER;
  return c === 32 || (c >= 9 && c <= 13) ? SPACE : OTHER;
}

/** Reads one result line into `out`; false means "use the general path" (see the module header). */
export function scanResultLine(line: string, start: number, n: number, out: ScannedLine, units: UnitNames): boolean {
  let i = start;
  let k = OTHER;
  for (; i < n; i++) if ((k = charClass(line.charCodeAt(i))) !== OTHER) break;
  if (k === NON_ASCII) return false;
  out.nameEnd = i;
  for (; i < n; i++) if ((k = charClass(line.charCodeAt(i))) !== SPACE) break;
  if (k === NON_ASCII || i === n) return false;
  // The iteration count: digits up to the next space; 15 digits keep the sum exact.
  const digitsStart = i;
  let iterations = 0;
  let c = 0;
  for (; i < n; i++) {
    c = line.charCodeAt(i);
    if (c < 48 || c > 57) break;
    iterations = iterations * 10 + (c - 48);
  }
  if (i === digitsStart || i - digitsStart > 15 || (i < n && charClass(c) !== SPACE)) return false;
  out.iterations = iterations;
  const values = out.values;
  const unitList = out.units;
  let count = 0;
  for (;;) {
    for (; i < n; i++) if ((k = charClass(line.charCodeAt(i))) !== SPACE) break;
    if (k === NON_ASCII) return false;
    if (i === n) break;
    // The value: `[+-]?digits[.digits]` (or `.digits`) is read as m / 10^q on the way to its end;
    // anything else (`plain` false, or too many digits) is left to parseGoFloat.
    const valueStart = i;
    c = line.charCodeAt(i);
    const negative = c === 45;
    if (c === 43 || c === 45) i++;
    let m = 0;
    let digits = 0;
    let significant = 0;
    let decimals = -1; // −1 until the point is seen
    let plain = true;
    for (; i < n; i++) {
      c = line.charCodeAt(i);
      if (c >= 48 && c <= 57) {
        digits++;
        if (decimals >= 0) decimals++;
        if (m !== 0 || c !== 48) significant++;
        m = m * 10 + (c - 48);
      } else if (c === 46 && decimals < 0) {
        decimals = 0;
      } else {
        k = charClass(c);
        if (k === SPACE) break;
        if (k === NON_ASCII) return false;
        plain = false;
      }
    }
    let value: number | undefined;
    if (plain && digits > 0 && significant <= 15 && decimals <= 22) {
      value = decimals > 0 ? m / (POWERS_OF_TEN[decimals] ?? 1) : m;
      if (negative) value = -value;
    } else {
      value = parseGoFloat(line.slice(valueStart, i));
      if (value === undefined) return false;
    }
    for (; i < n; i++) if ((k = charClass(line.charCodeAt(i))) !== SPACE) break;
    if (k === NON_ASCII || i === n) return false; // a value without its unit: the general path explains it
    const unitStart = i;
    for (; i < n; i++) if ((k = charClass(line.charCodeAt(i))) !== OTHER) break;
    if (k === NON_ASCII) return false;
    // The previous line's unit in this field, when it is the same text: it was interned (so it is
    // not a number), and it is the string intern would return.
    const previous = unitList[count];
    const unit = previous !== undefined && previous.length === i - unitStart && line.startsWith(previous, unitStart) ? previous : units.intern(line, unitStart, i);
    if (unit === undefined) return false;
    values[count] = value;
    unitList[count] = unit;
    count++;
  }
  out.count = count;
  return count > 0;
}
