/**
 * Shared reading of JSON benchmark files (hyperfine, Google Benchmark, pytest-benchmark, custom
 * JSON, BMF): JSON.parse with errors as data, line numbers for JSON paths, zod issues as
 * diagnostics, and the small pieces every JSON parser builds its benchmarks from.
 *
 * Invalid JSON becomes one `error` diagnostic with the line and what was expected there ("expected
 * ',' or '}' after a property value, found ']'"). V8's JSON.parse messages do not always carry a
 * position (`Unexpected token 'x', "..." is not valid JSON`), so the position comes from a small
 * scanner of the JSON grammar; the same scanner maps JSON paths (`benchmarks[3]`) to lines, so schema
 * mismatches and benchmarks point at the line where their object starts.
 *
 * Google Benchmark writes bare `NaN`, `Infinity` and `-Infinity` (invalid JSON). With `nonFinite`
 * they are replaced, outside strings only, by sentinel strings that a reviver turns back into numbers.
 */
import type { z } from 'zod';
import type { Diagnostic, Direction, Metric, NameParts, Summary } from '../schema/result.js';
import { defaultAssumption, defaultDirection } from '../units.js';
import { excerpt } from './types.js';

export type JsonPath = readonly (string | number)[];

export type JsonRead =
  | { ok: true; value: unknown; lineOf: (path: readonly PropertyKey[]) => number; lineCount: number }
  | { ok: false; diagnostic: Diagnostic; lineCount: number };

export interface JsonReadOptions {
  /** Accept bare NaN, Infinity and -Infinity as numbers (Google Benchmark). */
  nonFinite?: boolean;
  /** Paths up to this length are mapped to lines (default 4); deeper values get their parent's line. */
  maxDepth?: number;
  /** The question asked when the text ends early (default: whether the benchmark was killed while writing it). */
  endsEarly?: string;
}

const SENTINEL = '\u0000bench-gate:';
const NON_FINITE: ReadonlyMap<string, number> = new Map([['NaN', Number.NaN], ['Infinity', Number.POSITIVE_INFINITY], ['-Infinity', Number.NEGATIVE_INFINITY]]);

/** Parses JSON text; `what` names the expected format in the error ("hyperfine --export-json output"). */
export function readJson(text: string, source: string, what: string, options: JsonReadOptions = {}): JsonRead {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lineCount = countLines(body);
  const nonFinite = options.nonFinite === true;
  let value: unknown;
  try {
    value = nonFinite && /NaN|Infinity/.test(body) ? parseNonFinite(body) : JSON.parse(body);
  } catch (error) {
    return { ok: false, diagnostic: syntaxDiagnostic(body, source, what, options, error), lineCount };
  }
  // The path -> line map costs a second pass over the text: built on the first question only, since
  // readers of large files (criterion's sample.json) often never ask.
  let lines: Map<string, number> | undefined;
  const lineMap = (): Map<string, number> => {
    if (lines !== undefined) return lines;
    const built = new Map<string, number>();
    scanJson(body, nonFinite, options.maxDepth ?? 4, (path, line) => {
      const key = JSON.stringify(path);
      if (!built.has(key)) built.set(key, line);
    });
    lines = built;
    return built;
  };
  const lineOf = (path: readonly PropertyKey[]): number => {
    const lines = lineMap();
    for (let n = path.length; n >= 0; n -= 1) {
      const line = lines.get(JSON.stringify(path.slice(0, n).map((p) => (typeof p === 'symbol' ? String(p) : p))));
      if (line !== undefined) return line;
    }
    return 1;
  };
  return { ok: true, value, lineOf, lineCount };
}

function parseNonFinite(text: string): unknown {
  const replaced = text.replace(/"(?:[^"\\\n]|\\.)*"|-?Infinity|NaN/g, (m) => (m.startsWith('"') ? m : `"\\u0000bench-gate:${m}"`));
  return JSON.parse(replaced, (_key, value: unknown): unknown =>
    (typeof value === 'string' && value.startsWith(SENTINEL) ? NON_FINITE.get(value.slice(SENTINEL.length)) ?? value : value));
}

function syntaxDiagnostic(text: string, source: string, what: string, options: JsonReadOptions, error: unknown): Diagnostic {
  const found = findJsonSyntaxError(text, options.nonFinite === true);
  if (found === undefined) {
    // The scanner accepted what JSON.parse refused (should not happen): report V8's own message.
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const line = position === null ? 0 : lineAtOffset(text, Number(position[1]));
    return { severity: 'error', source, line, message: `invalid JSON (${message}). Expected ${what}.` };
  }
  // At the end of the input, point at the last line that has text, not at the empty line after it.
  const atEnd = found.offset >= text.trimEnd().length;
  const line = lineAtOffset(text, atEnd ? Math.max(0, text.trimEnd().length - 1) : found.offset);
  const hint = atEnd ? ` The file ends early: ${options.endsEarly ?? 'was the benchmark killed while writing it?'}` : '';
  const diagnostic: Diagnostic = { severity: 'error', source, line,
    message: `invalid JSON: expected ${found.expected}, found ${describeAt(text, found.offset)}.${hint} The input should be ${what}.` };
  const lineText = text.split(/\r\n|\n|\r/, line)[line - 1];
  if (lineText !== undefined && lineText.trim() !== '') diagnostic.text = excerpt(lineText);
  return diagnostic;
}

function describeAt(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the input';
  const token = /^[A-Za-z0-9_.+-]+/.exec(text.slice(offset, offset + 20))?.[0] ?? text.charAt(offset);
  return JSON.stringify(token);
}

/** 1-based line of a character offset; `\r\n`, `\n` and a lone `\r` end a line (as splitLines does). */
export function lineAtOffset(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) line += 1;
  }
  return line;
}

/** Number of lines, as splitLines counts them (a final line break does not add a line). */
export function countLines(text: string): number {
  if (text === '') return 0;
  // Without `\r` the line breaks are the `\n`s, which indexOf finds far faster than a loop over
  // every character (this runs on every JSON input, a multi-megabyte baseline included).
  let breaks = 0;
  if (text.includes('\r')) breaks = lineAtOffset(text, text.length) - 1;
  else for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks += 1;
  return /(?:\r\n|\n|\r)$/.test(text) ? breaks : breaks + 1;
}

/** The first syntax error of a JSON text (offset and what was expected there), or undefined when it is valid. */
export function findJsonSyntaxError(text: string, nonFinite = false): ScanError | undefined {
  return scanJson(text, nonFinite, 0, () => undefined);
}

type Frame = { kind: 'object'; key: string | undefined } | { kind: 'array'; index: number };
type State = 'value' | 'first-value' | 'key' | 'first-key' | 'after' | 'done';
export interface ScanError { offset: number; expected: string }

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = '"\\/bfnrt';

/**
 * Walks the JSON grammar with an explicit stack (deep nesting cannot overflow), calling `onValue`
 * with the path and line of every value whose path is at most `maxDepth` long. Returns the first
 * syntax error, or undefined for valid JSON.
 */
function scanJson(text: string, nonFinite: boolean, maxDepth: number, onValue: (path: JsonPath, line: number) => void): ScanError | undefined {
  const frames: Frame[] = [];
  let pos = 0;
  let line = 1;
  const fail = (expected: string): ScanError => ({ offset: pos, expected });
  const skipWs = (): void => {
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 10 || (c === 13 && text.charCodeAt(pos + 1) !== 10)) line += 1;
      else if (c !== 32 && c !== 9 && c !== 13) return;
      pos += 1;
    }
  };
  const string = (): ScanError | undefined => {
    for (pos += 1; ; pos += 1) {
      const c = text.charCodeAt(pos);
      if (Number.isNaN(c)) return fail('a closing \'"\' (the string is not terminated)');
      if (c === 34) { pos += 1; return undefined; }
      if (c < 0x20) return fail('no raw control character inside a string (write it escaped, e.g. \\n)');
      if (c === 92) {
        const next = text.charAt(pos + 1);
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6))) pos += 5;
        else if (next !== '' && ESCAPES.includes(next)) pos += 1;
        else { pos += 1; return fail('a valid escape sequence after \\'); }
      }
    }
  };
  const value = (): State | ScanError => {
    if (frames.length <= maxDepth) onValue(frames.map((f) => (f.kind === 'array' ? f.index : f.key ?? '')), line);
    const c = text.charAt(pos);
    if (c === '{') { frames.push({ kind: 'object', key: undefined }); pos += 1; return 'first-key'; }
    if (c === '[') { frames.push({ kind: 'array', index: 0 }); pos += 1; return 'first-value'; }
    if (c === '"') return string() ?? 'after';
    const literals = nonFinite ? ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity'] : ['true', 'false', 'null'];
    const literal = literals.find((l) => text.startsWith(l, pos));
    if (literal !== undefined) { pos += literal.length; return 'after'; }
    NUMBER.lastIndex = pos;
    const number = NUMBER.exec(text);
    if (number !== null) { pos += number[0].length; return 'after'; }
    if (c === '-') { pos += 1; return fail('a digit after \'-\''); }
    return fail(c === ']' || c === '}' ? 'a value (a comma before a closing bracket is not allowed in JSON)' : 'a JSON value (object, array, string, number, true, false or null)');
  };
  const key = (): State | ScanError => {
    if (text.charAt(pos) !== '"') return fail('a double-quoted property name');
    const start = pos;
    const error = string();
    if (error !== undefined) return error;
    const frame = frames[frames.length - 1];
    if (frame?.kind === 'object') frame.key = JSON.parse(text.slice(start, pos)) as string;
    skipWs();
    if (text.charAt(pos) !== ':') return fail('\':\' after the property name');
    pos += 1;
    return 'value';
  };
  const after = (): State | ScanError => {
    const frame = frames[frames.length - 1];
    if (frame === undefined) return pos >= text.length ? 'done' : fail('the end of the input after the JSON value');
    const c = text.charAt(pos);
    if (c === ',') {
      pos += 1;
      if (frame.kind === 'array') { frame.index += 1; return 'value'; }
      return 'key';
    }
    if (c === (frame.kind === 'array' ? ']' : '}')) { pos += 1; frames.pop(); return 'after'; }
    return fail(frame.kind === 'array' ? '\',\' or \']\' after an array element' : '\',\' or \'}\' after a property value');
  };
  let state: State | ScanError = 'value';
  while (typeof state === 'string' && state !== 'done') {
    skipWs();
    const c = text.charAt(pos);
    if (state === 'first-value' && c === ']') { pos += 1; frames.pop(); state = 'after'; }
    else if (state === 'first-key' && c === '}') { pos += 1; frames.pop(); state = 'after'; }
    else if (state === 'value' || state === 'first-value') state = value();
    else if (state === 'key' || state === 'first-key') state = key();
    else state = after();
  }
  return typeof state === 'string' ? undefined : state;
}

/** `benchmarks[3].stats["odd key"]`: a JSON path as a reader would write it. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(top level)';
  return path.map((p, i) => {
    if (typeof p === 'number') return `[${p}]`;
    const name = String(p);
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return i === 0 ? name : `.${name}`;
    return `[${JSON.stringify(name)}]`;
  }).join('');
}

/** One diagnostic per zod issue (at most `max`), naming the JSON path and pointing at its line. */
export function issueDiagnostics(error: z.ZodError, at: readonly PropertyKey[], source: string,
  lineOf: (path: readonly PropertyKey[]) => number, prefix: string, max = 3): Diagnostic[] {
  const shown = error.issues.slice(0, max);
  const more = error.issues.length - shown.length;
  return shown.map((issue, i) => {
    const path = [...at, ...issue.path];
    const tail = i === shown.length - 1 && more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'} there)` : '';
    return { severity: 'error', source, line: lineOf(path), message: `${prefix}: ${formatPath(path)}: ${issue.message}${tail}` };
  });
}

/** The first `n` characters of a text after a BOM and leading white space, for cheap detection. */
export function jsonHead(text: string, n = 16 * 1024): string {
  const start = text.startsWith('\uFEFF') ? 1 : 0;
  return text.slice(start, start + n + 256).trimStart().slice(0, n);
}

/** Name parts for a JSON tool: the name, and its parameters as `key=value` sub-parts and a map. */
export function jsonNameParts(base: string, params: Readonly<Record<string, string>>, pkg?: string): NameParts {
  const parts: NameParts = { base, sub: Object.entries(params).map(([k, v]) => `${k}=${v}`), params: { ...params } };
  if (pkg !== undefined) parts.package = pkg;
  return parts;
}

/** A metric that has only the tool's summary (no samples), with the unit's default direction unless given. */
export function summaryMetric(unit: string, originalUnit: string, summary: Summary, better?: Direction): Metric {
  return { unit, originalUnit, better: better ?? defaultDirection(unit), assumption: defaultAssumption(unit), samples: [], summary };
}

/** Primitive values of an object as strings (nested objects and arrays left out), for config maps. */
export function primitiveStrings(object: Readonly<Record<string, unknown>>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(object)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[`${prefix}${k}`] = String(v);
  }
  return out;
}
