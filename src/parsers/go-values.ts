/**
 * Reading the numbers of a Go benchmark result line: the iteration count (a decimal int64) and
 * the values, which are anything Go's strconv.ParseFloat accepts (FORMATS.md §1.1): decimals with
 * exponents, `NaN`, `Inf`/`+Inf`/`-Inf`/`Infinity` in any case, hex floats (`0x1p-2`) and `_`
 * digit separators after a base prefix. JavaScript's parseFloat is not used because it reads
 * `Inf` as NaN and `12abc` as 12.
 */

const HEX_FLOAT = /^([+-]?)0[xX]((?:[0-9a-fA-F]_?)*[0-9a-fA-F]?)(?:\.([0-9a-fA-F_]*))?[pP]([+-]?\d+)$/;
const INFINITY = /^([+-]?)inf(?:inity)?$/i;

/**
 * True when `text` is a plain decimal, /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/, checked by
 * hand: every value of every result line comes through here, and the scan is several times faster
 * than that regular expression.
 */
function isDecimal(text: string): boolean {
  const n = text.length;
  let i = 0;
  let c = text.charCodeAt(0);
  if (c === 43 || c === 45) c = text.charCodeAt(++i); // + -
  let digits = 0;
  while (c >= 48 && c <= 57) {
    digits++;
    c = text.charCodeAt(++i);
  }
  if (c === 46) { // .
    c = text.charCodeAt(++i);
    while (c >= 48 && c <= 57) {
      digits++;
      c = text.charCodeAt(++i);
    }
  }
  if (digits === 0) return false;
  if (c === 101 || c === 69) { // e E
    c = text.charCodeAt(++i);
    if (c === 43 || c === 45) c = text.charCodeAt(++i);
    const start = i;
    while (c >= 48 && c <= 57) c = text.charCodeAt(++i);
    if (i === start) return false;
  }
  return i === n;
}

/** Parses a Go float; undefined when Go would reject it. */
export function parseGoFloat(text: string): number | undefined {
  if (isDecimal(text)) return Number(text);
  if (/^[+-]?nan$/i.test(text)) return Number.NaN;
  const inf = INFINITY.exec(text);
  if (inf !== null) return inf[1] === '-' ? -Infinity : Infinity;
  const hex = HEX_FLOAT.exec(text.replaceAll('_', ''));
  if (hex === null || (hex[2] === '' && (hex[3] ?? '') === '')) return undefined;
  const digits = (hex[2] ?? '') + (hex[3] ?? '');
  const mantissa = Number.parseInt(digits, 16) / 16 ** (hex[3] ?? '').length;
  const value = mantissa * 2 ** Number(hex[4]);
  return hex[1] === '-' ? -value : value;
}

/**
 * A value as Go's `%f` prints it where that can differ from JavaScript: `NaN`, `+Inf`, `-Inf`
 * (JavaScript says `Infinity`); finite values as JavaScript prints them. For messages only.
 */
export function formatGoFloat(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

/** Parses an iteration count: a non-negative decimal integer. */
export function parseIterations(text: string): number | undefined {
  if (text.length === 0) return undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) return undefined;
  }
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

export interface GoMeasurement {
  value: number;
  unit: string;
}

export type GoFieldsParse =
  | { ok: true; iterations: number; measurements: GoMeasurement[] }
  | { ok: false; reason: string };

/**
 * Parses `<iterations> <value> <unit> [<value> <unit>]...`: the fields from index `start` on (the
 * name before them is skipped by index rather than by copying the array).
 */
export function parseGoFields(fields: readonly string[], start = 0): GoFieldsParse {
  const first = fields[start];
  if (first === undefined) return { ok: false, reason: 'missing iteration count' };
  const iterations = parseIterations(first);
  if (iterations === undefined) return { ok: false, reason: `iteration count "${first}" is not a whole number` };
  const rest = fields.length - start - 1;
  if (rest <= 0) return { ok: false, reason: 'missing measurements after the iteration count' };
  if (rest % 2 !== 0) return { ok: false, reason: `missing unit after value "${fields[fields.length - 1] ?? ''}"` };
  const measurements: GoMeasurement[] = [];
  for (let i = start + 1; i < fields.length; i += 2) {
    const raw = fields[i] ?? '';
    const value = parseGoFloat(raw);
    if (value === undefined) return { ok: false, reason: `"${raw}" is not a number` };
    const unit = fields[i + 1] ?? '';
    if (isNumberUnit(unit)) return { ok: false, reason: `"${unit}" stands where a unit belongs but is a number` };
    measurements.push({ value, unit });
  }
  return { ok: true, iterations, measurements };
}

/**
 * A "unit" that is itself a number. Go never prints one; a benchmark that prints numbers
 * (`fmt.Println(b.N, 2, 3)`) does, and its `1000 2 3` after the name would otherwise read as
 * 1000 iterations of the value 2 in the unit "3".
 */
export function isNumberUnit(unit: string): boolean {
  return parseGoFloat(unit) !== undefined;
}

/**
 * `line.trim().split(/\s+/)`, scanned by hand for ASCII lines (every result line goes through it,
 * and the regular expression split was the parser's largest cost); a line with any non-ASCII
 * character takes the regular expression, so Unicode spaces split exactly as before.
 */
export function splitFields(line: string): string[] {
  const fields: string[] = [];
  let start = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c > 127) return line.trim().split(/\s+/);
    const space = c === 32 || (c >= 9 && c <= 13); // the ASCII members of \s
    if (space && start !== -1) {
      fields.push(line.slice(start, i));
      start = -1;
    } else if (!space && start === -1) {
      start = i;
    }
  }
  if (start !== -1) fields.push(line.slice(start));
  return fields.length === 0 ? [''] : fields;
}

/** The ASCII members of JavaScript's \s, for scanners that have ruled out every other character. */
export const isAsciiSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);
