/**
 * The JSON report: the ComparisonReport itself, with a version so consumers can check it. Non-finite
 * numbers (an unbounded CI from few samples) become null, since JSON has no Infinity: JSON.stringify
 * does that itself (ECMA-262 SerializeJSONProperty), so no replacer, which would be called for every
 * value of a 30,000-row report.
 *
 * `renderJsonParts` yields the same text in pieces, for a writer that can take them one at a time
 * (the CLI on stdout): at 10,000 benchmarks the report is 28 M characters (two bytes each once any
 * non-Latin-1 character is in it, which is why the per-comparison messages are ASCII), and written
 * whole it is held as the string, as a flattened copy (the final newline makes a rope) and as UTF-8
 * at once. The comparisons are stringified a chunk at a time, wrapped in
 * two arrays, which puts them at the depth and indentation they have in the report (the wrapper is
 * sliced off); one stringify of everything (`renderJson`) stays the cheaper way to get one string.
 */
import type { ComparisonReport } from '../compare/types.js';

export const REPORT_FORMAT_VERSION = 1;

/** Comparisons per JSON.stringify call: large enough to amortise the call, small enough to stay cheap. */
const CHUNK = 1_000;
/** `JSON.stringify([[...]], null, 2)` wraps the elements in `[\n  [\n    ` ... `\n  ]\n]`. */
const WRAP_START = '[\n  [\n    '.length;
const WRAP_END = '\n  ]\n]'.length;
/** Where the comparisons go in the report stringified with an empty list (a top-level key: unique). */
const EMPTY_LIST = '\n  "comparisons": []';

/** The JSON report as one string. */
export function renderJson(report: ComparisonReport): string {
  return `${JSON.stringify({ reportVersion: REPORT_FORMAT_VERSION, ...report }, null, 2)}\n`;
}

/** The JSON report in pieces whose concatenation is `renderJson(report)`, each stringified on demand. */
export function* renderJsonParts(report: ComparisonReport): Generator<string, void, undefined> {
  const document = { reportVersion: REPORT_FORMAT_VERSION, ...report };
  if (report.comparisons.length === 0) {
    yield `${JSON.stringify(document, null, 2)}\n`;
    return;
  }
  // The same keys in the same order (spreading keeps `comparisons` where it was), its list left empty.
  const outline = JSON.stringify({ ...document, comparisons: [] }, null, 2);
  const at = outline.indexOf(EMPTY_LIST);
  yield `${outline.slice(0, at)}\n  "comparisons": [\n    `;
  for (let start = 0; start < report.comparisons.length; start += CHUNK) {
    const wrapped = JSON.stringify([report.comparisons.slice(start, start + CHUNK)], null, 2);
    if (start > 0) yield ',\n    ';
    yield wrapped.slice(WRAP_START, wrapped.length - WRAP_END);
  }
  yield `\n  ]${outline.slice(at + EMPTY_LIST.length)}\n`;
}
