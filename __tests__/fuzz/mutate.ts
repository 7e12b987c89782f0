/**
 * Mutations of real fixtures for the fuzz tests and scripts/fuzz.ts: byte (code unit) flips, line
 * deletions, duplications and swaps, truncation, inserted CR/NUL/BOM/huge numbers, number
 * replacement, and JSON key deletion and value replacement. A mutation is plain data generated
 * by fast-check (so failures shrink and print readably) and applied by `applyMutations`.
 */
import fc from 'fast-check';

export type Mutation =
  | { kind: 'flip'; at: number; bit: number }
  | { kind: 'delete-line'; at: number }
  | { kind: 'duplicate-line'; at: number; times: number }
  | { kind: 'swap-lines'; at: number; with: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'delete-range'; at: number; length: number }
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'number'; at: number; value: string }
  | { kind: 'json-delete'; at: number }
  | { kind: 'json-replace'; at: number; value: unknown }
  | { kind: 'crlf' }
  | { kind: 'cr' };

/** Text that breaks parsers: line ends, NUL, BOM, escapes, JSON punctuation, extreme numbers, odd Unicode. */
export const SPECIAL_TEXT = [
  '\r', '\0', '\r\n', '\n', '\n\n', '\t', '\uFEFF', '\u001b[31m', '\u001b[0m', '{', '}', '[', ']', '"', ',', ':', '\\', '\\u', '//',
  '1e308', '1e309', '-1e309', '9'.repeat(400), `0.${'0'.repeat(400)}1`, 'NaN', 'Infinity', '-Infinity', '-0', '\u2212', 'µ', 'μ',
  '\uD800', '\uDC00', '\u202E', '\u00A0', 'Benchmark', '...', '│', '├─', '╰─', ' ns/op', ' time: [', 'test ', ' bench: ', '%',
  'x'.repeat(10_000),
];

/** Replacements for numbers: zero, negative, huge, tiny, not numbers at all. */
export const SPECIAL_NUMBERS = [
  '0', '-1', '-0', '1e308', '1e309', '-1e309', '1e-320', '9'.repeat(30), '9'.repeat(400), 'NaN', 'Infinity', '-Infinity', '0x10',
  '1_000', '1,000,000', '.5', '5.', '1e', '', 'null', 'true', '"12"', '[]', '{}', '1.7976931348623157e+308', '4.9e-324',
];

const at = fc.nat({ max: 1_000_000 });

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at, bit: fc.integer({ min: 0, max: 15 }) }),
  fc.record({ kind: fc.constant('delete-line' as const), at }),
  fc.record({ kind: fc.constant('duplicate-line' as const), at, times: fc.integer({ min: 1, max: 20 }) }),
  fc.record({ kind: fc.constant('swap-lines' as const), at, with: at }),
  fc.record({ kind: fc.constant('truncate' as const), at }),
  fc.record({ kind: fc.constant('delete-range' as const), at, length: fc.integer({ min: 1, max: 300 }) }),
  fc.record({ kind: fc.constant('insert' as const), at, text: fc.oneof(fc.constantFrom(...SPECIAL_TEXT), fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 8 })) }),
  fc.record({ kind: fc.constant('number' as const), at, value: fc.constantFrom(...SPECIAL_NUMBERS) }),
  fc.record({ kind: fc.constant('json-delete' as const), at }),
  fc.record({ kind: fc.constant('json-replace' as const), at, value: fc.oneof(fc.constantFrom<unknown>(null, -1, 0, 1e308, '', 'x', [], {}, true), fc.jsonValue({ maxDepth: 2 })) }),
  fc.record({ kind: fc.constant('crlf' as const) }),
  fc.record({ kind: fc.constant('cr' as const) }),
);

/** Mutated inputs are cut to this length, so one input stays well under the hang limit on a busy machine. */
export const MAX_MUTATED_CHARS = 256 * 1024;

/** A fixture with 1 to 6 mutations applied. */
export function mutatedArb(seeds: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...seeds), fc.array(mutationArb, { minLength: 1, maxLength: 6 }))
    .map(([seed, mutations]) => applyMutations(seed, mutations).slice(0, MAX_MUTATED_CHARS));
}

/** Real lines of the seeds in a random order, with random line ends: exercises line parsers' state. */
export function lineSoupArb(seeds: readonly string[]): fc.Arbitrary<string> {
  const lines = [...new Set(seeds.flatMap((s) => s.split(/\r\n|\n|\r/)))].slice(0, 5000);
  return fc.tuple(fc.array(fc.constantFrom(...lines), { maxLength: 40 }), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([picked, end]) => picked.join(end));
}

/** Arbitrary text: any code units, any JSON, any printable text; the parsers must survive all of it. */
export const arbitraryTextArb: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 300 }),
  fc.string({ unit: fc.constantFrom(...'Benchmark-8 1000 ns/op \t\n\r{}[]":,0123456789.eE+-µ│├─'.split('')), maxLength: 300 }),
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v, null, 2)),
);

/** Applies the mutations in order; positions are taken modulo the current text's length. */
export function applyMutations(text: string, mutations: readonly Mutation[]): string {
  return mutations.reduce(applyMutation, text);
}

function applyMutation(text: string, m: Mutation): string {
  const pos = (n: number): number => (text.length === 0 ? 0 : n % (text.length + 1));
  switch (m.kind) {
    case 'flip': {
      if (text.length === 0) return text;
      const i = m.at % text.length;
      return text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ (1 << m.bit)) + text.slice(i + 1);
    }
    case 'delete-line': return editLines(text, (lines) => lines.splice(m.at % lines.length, 1));
    case 'duplicate-line': return editLines(text, (lines) => {
      const i = m.at % lines.length;
      lines.splice(i, 0, ...Array.from({ length: m.times }, () => lines[i] ?? ''));
    });
    case 'swap-lines': return editLines(text, (lines) => {
      const i = m.at % lines.length;
      const j = m.with % lines.length;
      [lines[i], lines[j]] = [lines[j] ?? '', lines[i] ?? ''];
    });
    case 'truncate': return text.slice(0, pos(m.at));
    case 'delete-range': return text.slice(0, pos(m.at)) + text.slice(pos(m.at) + m.length);
    case 'insert': return text.slice(0, pos(m.at)) + m.text + text.slice(pos(m.at));
    case 'number': return replaceNumber(text, m.at, m.value);
    case 'json-delete': return editJson(text, m.at, undefined);
    case 'json-replace': return editJson(text, m.at, { value: m.value });
    case 'crlf': return text.replaceAll('\r\n', '\n').replaceAll('\n', '\r\n');
    case 'cr': return text.replaceAll('\r\n', '\n').replaceAll('\n', '\r');
    default: return m satisfies never;
  }
}

function editLines(text: string, edit: (lines: string[]) => void): string {
  const lines = text.split('\n');
  edit(lines);
  return lines.join('\n');
}

function replaceNumber(text: string, n: number, value: string): string {
  const numbers = [...text.matchAll(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g)];
  if (numbers.length === 0) return text;
  const hit = numbers[n % numbers.length];
  if (hit?.index === undefined) return text;
  return text.slice(0, hit.index) + value + text.slice(hit.index + hit[0].length);
}

/**
 * Deletes (or replaces) the n-th key or array element of the JSON document, or of one JSON line
 * of an NDJSON stream; text that is not JSON is returned unchanged. Re-serialised with indentation
 * for a document, compactly for a line.
 */
function editJson(text: string, n: number, replace: { value: unknown } | undefined): string {
  const whole = tryParse(text);
  if (whole !== undefined) return JSON.stringify(editValue(whole, n, replace), null, 2);
  const lines = text.split('\n');
  const jsonLines = lines.flatMap((line, i) => (tryParse(line) === undefined ? [] : [i]));
  if (jsonLines.length === 0) return text;
  const index = jsonLines[n % jsonLines.length] ?? 0;
  lines[index] = JSON.stringify(editValue(tryParse(lines[index] ?? '') ?? null, Math.floor(n / jsonLines.length), replace));
  return lines.join('\n');
}

function tryParse(text: string): object | undefined {
  const t = text.trim();
  if (!t.startsWith('{') && !t.startsWith('[')) return undefined;
  try {
    return JSON.parse(t) as object;
  } catch {
    return undefined;
  }
}

function editValue(root: unknown, n: number, replace: { value: unknown } | undefined): unknown {
  const slots: [Record<string, unknown> | unknown[], string | number][] = [];
  const walk = (v: unknown): void => {
    if (slots.length > 10_000 || typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) {
      v.forEach((item, i) => { slots.push([v, i]); walk(item); });
    } else {
      for (const [k, item] of Object.entries(v)) { slots.push([v as Record<string, unknown>, k]); walk(item); }
    }
  };
  walk(root);
  const slot = slots[n % Math.max(1, slots.length)];
  if (slot === undefined) return root;
  const [container, key] = slot;
  if (replace !== undefined) (container as Record<string | number, unknown>)[key] = replace.value;
  else if (Array.isArray(container)) container.splice(Number(key), 1);
  else delete container[key as string];
  return root;
}
