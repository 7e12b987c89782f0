/**
 * Report warnings for what merging a series' runs said (A/B rounds, confirming reruns): the verdict
 * rests on those samples, so the PR comment, the summary and `-o` say it, not only stderr. Warnings
 * only (an info changes no conclusion), one line each, duplicates once; the first few, each cut in
 * the middle, then a count: the merge warns per metric, so a rerun of a 10,000-benchmark suite could
 * otherwise fill the comment and pass the report schema's limit on warnings (100), which
 * comment-from-artifact and `bench-gate report` would then refuse.
 */
import type { ComparisonReport } from '../compare/types.js';
import { elideMiddle } from '../report/markdown-escape.js';
import type { Diagnostic } from '../schema/result.js';

/** How many warnings of one merge the report quotes; the rest are counted. */
export const QUOTED_WARNINGS = 5;
/**
 * How long one quoted warning may be, in code points: a gap note names up to five benchmarks, and a
 * name can be 100,000 characters. Cut in the middle, so its start and its advice remain.
 */
export const QUOTED_LENGTH = 1_000;

/** `${prefix}: message` for the first few distinct warnings, then `more(n)` for the n left out. */
export function mergeWarningLines(prefix: string, notes: readonly Diagnostic[], more: (rest: number) => string): string[] {
  const distinct = [...new Set(notes.filter((d) => d.severity === 'warning').map((d) => oneLine(d.message)))];
  const quoted = distinct.slice(0, QUOTED_WARNINGS).map((message) => `${prefix}: ${elideMiddle(message, QUOTED_LENGTH)}`);
  const rest = distinct.length - quoted.length;
  return rest === 0 ? quoted : [...quoted, `${prefix}: ${more(rest)}`];
}

/**
 * mergeWarningLines' count of the warnings it left out, which came `from` a series' merge or output
 * ("merging its rounds") and were all printed `log` ("on stderr"): "and 3 more warnings from ...".
 */
export function moreWarnings(from: string, log: string): (rest: number) => string {
  return (rest) => `and ${rest} more warning${rest === 1 ? '' : 's'} from ${from}, all of them ${log}`;
}

/** `report` with `lines` after its own warnings; `report` itself when there are none. */
export function withWarnings(report: ComparisonReport, lines: readonly string[]): ComparisonReport {
  return lines.length === 0 ? report : { ...report, warnings: [...report.warnings, ...lines] };
}

/** A report's warning is one line: in markdown a line break would end its block, in text its line. */
const oneLine = (text: string): string => text.replaceAll(/\s*[\r\n]+\s*/g, ' ').trim();
