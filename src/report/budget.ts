/**
 * Size budgets: GitHub rejects comment bodies over 65,536 characters and job summaries over
 * 1 MiB. The markdown report degrades in steps until it fits, and says what it left out:
 *   1. everything (unchanged rows folded in <details>), else without the charts (`chartsDropped`);
 *   2. without the charts and the folded table, pointing to the job summary;
 *   3. only the first N flagged rows, with a count of the rest.
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
  let rows = Math.max(1, report.comparisons.length);
  for (;;) {
    rows = Math.floor(rows / 2);
    const text = renderMarkdown(report, { ...plain, omitRest: true, maxFlaggedRows: rows });
    if (size(text) <= limit - MARGIN || rows === 0) return { text, step: 3, chartsDropped: true };
  }
}

/** UTF-8 byte length, for the summary limit. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}
