/**
 * Reading the numbers of a Go benchmark result line: the iteration count (a decimal int64) and
 * the values, which are anything Go's strconv.ParseFloat accepts (FORMATS.md §1.1): decimals with
 * exponents, `NaN`, `Inf`/`+Inf`/`-Inf`/`Infinity` in any case, hex floats (`0x1p-2`) and `_`
 * digit separators after a base prefix. JavaScript's parseFloat is not used because it reads
 * `Inf` as NaN and `12abc` as 12.
 */

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const HEX_FLOAT = /^([+-]?)0[xX]((?:[0-9a-fA-F]_?)*[0-9a-fA-F]?)(?:\.([0-9a-fA-F_]*))?[pP]([+-]?\d+)$/;
const INFINITY = /^([+-]?)inf(?:inity)?$/i;

/** Parses a Go float; undefined when Go would reject it. */
export function parseGoFloat(text: string): number | undefined {
  if (DECIMAL.test(text)) return Number(text);
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

/** Parses an iteration count: a non-negative decimal integer. */
export function parseIterations(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
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

/** Parses `<iterations> <value> <unit> [<value> <unit>]...` (the fields after the name). */
export function parseGoFields(fields: readonly string[]): GoFieldsParse {
  const [first, ...rest] = fields;
  if (first === undefined) return { ok: false, reason: 'missing iteration count' };
  const iterations = parseIterations(first);
  if (iterations === undefined) return { ok: false, reason: `iteration count "${first}" is not a whole number` };
  if (rest.length === 0) return { ok: false, reason: 'missing measurements after the iteration count' };
  if (rest.length % 2 !== 0) return { ok: false, reason: `missing unit after value "${rest[rest.length - 1] ?? ''}"` };
  const measurements: GoMeasurement[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    const raw = rest[i] ?? '';
    const value = parseGoFloat(raw);
    if (value === undefined) return { ok: false, reason: `"${raw}" is not a number` };
    measurements.push({ value, unit: rest[i + 1] ?? '' });
  }
  return { ok: true, iterations, measurements };
}
