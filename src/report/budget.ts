/**
 * Size budgets: GitHub rejects comment bodies over 65,536 characters and job summaries over
 * 1 MiB. The markdown report degrades in steps until it fits, and says what it left out:
 *   1. everything (unchanged rows folded in <details>), else without the charts (`chartsDropped`);
 *   2. without the charts and the folded table, pointing to the job summary;
 *   3. only the first N flagged rows (the most that fit), with a count of the rest; when not even
 *      none fits (a warning naming a benchmark of 100,000 characters), the text cut to fit.
 * Each step says in the report what it left out.
 */
import type { ComparisonReport } from '../compare/types.js';
import { renderMarkdown, type MarkdownOptions } from './markdown.js';

export const COMMENT_LIMIT_CHARS = 65_536;
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;
/** Headroom for what the action appends (links, notes). */
const MARGIN = 1_024;

/** Renders markdown that fits `limit`, measured by `size`; returns the text and the step used. */
export function renderWithinBudget(report: ComparisonReport, options: MarkdownOptions, limit: number,
  size: (text: string) => number = (t) => t.length): { text: string; step: 1 | 2 | 3; chartsDropped: boolean } {
  const full = renderMarkdown(report, options);
  if (size(full) <= limit - MARGIN) return { text: full, step: 1, chartsDropped: false };
  const plain = { ...options, omitCharts: true };
  const noCharts = renderMarkdown(report, plain);
  if (size(noCharts) <= limit - MARGIN) return { text: noCharts, step: 1, chartsDropped: noCharts !== full };
  const folded = renderMarkdown(report, { ...plain, omitRest: true });
  if (size(folded) <= limit - MARGIN) return { text: folded, step: 2, chartsDropped: true };
  // The most flagged rows that fit, by bisection (the text grows with the rows): halving from the
  // number of comparisons kept as few as half of the rows that fit.
  const flagged = report.comparisons.filter((c) => c.status === 'regression' || c.status === 'improvement').length;
  const render = (rows: number): string => renderMarkdown(report, { ...plain, omitRest: true, maxFlaggedRows: rows });
  // All of them did not fit (step 2).
  const text = render(largestFitting(flagged, (rows) => size(render(rows)) <= limit - MARGIN));
  if (size(text) <= limit - MARGIN) return { text, step: 3, chartsDropped: true };
  // With no flagged row the text still does not fit: a warning or a note holds a huge name (up to
  // 100,000 characters). Cut it: GitHub refuses the whole comment otherwise. The marker comes first.
  return { text: cutToFit(text, `\n\n… cut to keep the report within GitHub's size limit: see ${options.fullReportAt ?? 'the job summary'} for the full report.\n`, limit - MARGIN, size), step: 3, chartsDropped: true };
}

/** The longest prefix of `text` (whole code points) that, with `tail`, has at most `budget` size. */
function cutToFit(text: string, tail: string, budget: number, size: (text: string) => number): string {
  const points = [...text];
  const keep = largestFitting(points.length, (n) => size(points.slice(0, n).join('') + tail) <= budget);
  return points.slice(0, keep).join('') + tail;
}

/**
 * The largest n below `tooMany` for which `fits(n)` holds, by bisection: `fits` must hold for
 * every n up to some point and fail after it, and is taken to hold for 0 (0 is the answer when
 * nothing larger fits) and to fail for `tooMany`.
 */
function largestFitting(tooMany: number, fits: (n: number) => boolean): number {
  let low = 0;
  let high = tooMany;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/** UTF-8 byte length, for the summary limit. */
export { utf8Bytes } from '../utf8-bytes.js';
