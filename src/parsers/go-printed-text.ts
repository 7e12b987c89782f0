/**
 * Result lines that carry text the benchmark printed (FORMATS.md §1.4). Go writes a benchmark's
 * name, runs it, then writes its numbers, so text printed without a newline lands between the name
 * and the numbers (`BenchmarkX-2 \tprogress    1000\t 48.45 ns/op`); text printed in the
 * one-iteration probe run, before Go writes the name, is glued in front of it
 * (`progressBenchmarkX-2 \t    1000\t 48.45 ns/op`). Such a line is read around the printed text
 * only when its end is Go's own result layout with ns/op first: printed text can look like results
 * (`size 1000\t2.5 MB` and a newline, Go's numbers on the next line), and reading it as results
 * would invent a sample and lose the real one. A line that fails the test is left to the caller,
 * which waits for the numbers on a later line.
 */
import { isAsciiSpace, isNumberUnit, parseGoFields, parseGoFloat, parseIterations, type GoFieldsParse } from './go-values.js';
import { excerpt } from './types.js';

/** A result line read around printed text: the benchmark, its results, and what it printed. */
export interface ReadAround { name: string; results: Extract<GoFieldsParse, { ok: true }>; printed: string }

/**
 * Where the results start when output printed by the benchmark sits between the name and them
 * (`BenchmarkX-2 \tpartialpartial    1000\t 48.45 ns/op`: Go prints the name, the benchmark prints
 * without a newline, then Go prints the numbers): the index of the iteration count, read from the
 * end of the line, or -1. From the end the reading is unambiguous: value/unit pairs run back to the
 * iteration count, which cannot pass for a unit because it is a number. At least one field of
 * printed text must lie between the name (index 0) and the count.
 */
export function resultsAfterPrintedText(fields: readonly string[]): number {
  let k = fields.length;
  while (k - 2 >= 2 && parseGoFloat(fields[k - 2] ?? '') !== undefined && !isNumberUnit(fields[k - 1] ?? '')) k -= 2;
  if (k === fields.length || k - 1 < 2) return -1;
  return parseIterations(fields[k - 1] ?? '') === undefined ? -1 : k - 1;
}

/**
 * True when `line` ends exactly as Go's testing package prints `pairs` results: the iteration
 * count, then per metric a tab, padding spaces, the value, one space and the unit
 * (BenchmarkResult.String). Text a benchmark printed can look like results (`12 34 56 ns/op`);
 * it does not have this layout, so a line is only read around printed text when it has it.
 */
export function endsLikeGoResults(line: string, pairs: number): boolean {
  let i = line.length;
  while (i > 0 && isAsciiSpace(line.charCodeAt(i - 1))) i--;
  for (let p = 0; p < pairs; p++) {
    let j = i;
    while (j > 0 && !isAsciiSpace(line.charCodeAt(j - 1))) j--; // the unit
    if (j === i || j < 2 || line.charCodeAt(j - 1) !== 32 || isAsciiSpace(line.charCodeAt(j - 2))) return false;
    i = j - 1;
    j = i;
    while (j > 0 && !isAsciiSpace(line.charCodeAt(j - 1))) j--; // the value
    if (j === i) return false;
    while (j > 0 && line.charCodeAt(j - 1) === 32) j--; // its padding
    if (j === 0 || line.charCodeAt(j - 1) !== 9) return false;
    i = j - 1;
  }
  let j = i;
  while (j > 0 && line.charCodeAt(j - 1) >= 48 && line.charCodeAt(j - 1) <= 57) j--; // the count
  return j < i && (j === 0 || isAsciiSpace(line.charCodeAt(j - 1)));
}

/** Go's own results: its layout at the end of the line, and ns/op first, as Go prints it whenever it prints it. */
export function isGoOwn(line: string, results: ReadAround['results']): boolean {
  return results.measurements[0]?.unit === 'ns/op' && endsLikeGoResults(line, results.measurements.length);
}

/** A result line (its fields, the name first) with printed text between the name and the numbers. */
export function readAfterPrintedText(line: string, fields: readonly string[]): ReadAround | undefined {
  const at = resultsAfterPrintedText(fields);
  if (at < 0) return undefined;
  const results = parseGoFields(fields, at);
  if (!results.ok || !isGoOwn(line, results)) return undefined;
  return { name: fields[0] ?? '', results, printed: fields.slice(1, at).join(' ') };
}

/**
 * Where a strict Go benchmark name (no lower-case letter right after `Benchmark`) starts when
 * printed text is glued in front of it, or -1. The name must end the line's first field and be
 * followed the way Go writes it, padded with spaces and then a TAB: a stack trace's
 * `example.com/p.BenchmarkX(0xc000...)` is not a result line.
 */
export function gluedNameStart(line: string): number {
  if (line.length === 0 || isAsciiSpace(line.charCodeAt(0))) return -1;
  const fieldEnd = line.search(/\s/);
  if (fieldEnd === -1 || !/^ *\t/.test(line.slice(fieldEnd))) return -1;
  const at = line.slice(0, fieldEnd).indexOf('Benchmark', 1);
  return at <= 0 || /^\p{Ll}/u.test(line.slice(at + 9, fieldEnd)) ? -1 : at;
}

/** The info note for a result line read around text the benchmark printed on it. */
export function printedTextNote(name: string, printed: string): string {
  return `${name}: text the benchmark printed (${JSON.stringify(excerpt(printed, 80))}) is on its result line; its results were read from the rest of the line`;
}
