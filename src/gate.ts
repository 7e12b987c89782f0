/**
 * The gate: the overall verdict from the per-metric statuses. A regression fails the gate unless
 * policy marks its benchmark informational (the config file's rules; STATISTICS.md §4.3 item 7).
 * Everything else passes, including `inconclusive`, which the report explains instead.
 */
import type { Comparison, ComparisonStatus } from './compare/types.js';
import { COMPARISON_STATUSES } from './compare/types.js';
import { costRatio } from './compare/verdict.js';
import { formatPercent, formatThreshold } from './format.js';
import { visibleText } from './report/markdown-escape.js';

export interface GatePolicy {
  /** True for comparisons that are reported but never fail the gate. */
  isInformational?: (comparison: Comparison) => boolean;
  /**
   * Sample-size floor (config `min-samples`): a metric with fewer samples on either side is
   * reported inconclusive instead of judged. Exact metrics (compared by their medians) are exempt;
   * the single-sample fallback's are not: exempt, they were judged on a short history and left
   * unjudged once the history test took over, on more evidence (resolve.ts warns of the clash).
   */
  minSamples?: number;
  /** Notes on the policy that decided a comparison (the config rules), added to its warnings. */
  notesFor?: (comparison: Comparison) => readonly string[];
}

const JUDGED: ReadonlySet<ComparisonStatus> = new Set(['regression', 'improvement', 'below-threshold', 'no-change']);

/** Applies the sample-size floor and adds the policy's notes to one comparison (in place). */
export function applyGatePolicy(comparison: Comparison, policy: GatePolicy = {}): Comparison {
  const floor = policy.minSamples;
  const [n1, n2] = comparison.n;
  if (floor !== undefined && JUDGED.has(comparison.status) && comparison.method !== 'exact' && Math.min(n1, n2) < floor) {
    comparison.warnings.push(`n=${n1}+${n2} is below the sample-size floor (min-samples ${floor}): not judged`);
    comparison.status = 'inconclusive';
  }
  comparison.warnings.push(...(policy.notesFor?.(comparison) ?? []));
  // Recorded on the comparison, so the JSON report (and a re-render of it) knows without the config.
  if (policy.isInformational?.(comparison) === true) comparison.informational = true;
  return comparison;
}

/** The comparisons that fail the gate. */
export function gatingRegressions(comparisons: readonly Comparison[], policy: GatePolicy = {}): Comparison[] {
  return comparisons.filter((c) => c.status === 'regression' && c.informational !== true && policy.isInformational?.(c) !== true);
}

/** `pass` or `fail`. */
export function gateVerdict(comparisons: readonly Comparison[], policy: GatePolicy = {}): 'pass' | 'fail' {
  return gatingRegressions(comparisons, policy).length > 0 ? 'fail' : 'pass';
}

/** Counts per status, every status present (zero when absent). */
export function countStatuses(comparisons: readonly Comparison[]): Record<ComparisonStatus, number> {
  const counts = Object.fromEntries(COMPARISON_STATUSES.map((s) => [s, 0])) as Record<ComparisonStatus, number>;
  for (const c of comparisons) counts[c.status] += 1;
  return counts;
}

/** A percentage, or "0 -> 48" when the base was zero and a percentage would be infinite. */
export function changeOf(c: Pick<Comparison, 'ratio' | 'base' | 'head'>): string {
  if (c.ratio === null) return '';
  if (!Number.isFinite(c.ratio) && c.base !== undefined && c.head !== undefined) return `${c.base.median} -> ${c.head.median}`;
  return formatPercent(c.ratio - 1);
}

/** Largest change first (the size of the log cost ratio), then by key: the order the markdown table has. */
export function worstFirst(rows: readonly Comparison[]): Comparison[] {
  // A flagged change without a ratio (from zero; JSON keeps no Infinity) is the largest there is.
  const size = (c: Comparison): number => (c.ratio === null ? Number.POSITIVE_INFINITY : Math.abs(Math.log(costRatio(c.ratio, c.better))));
  return [...rows].sort((a, b) => size(b) - size(a) || a.key.localeCompare(b.key));
}

/** One line for a failed job: "2 benchmarks regressed beyond 5%: Encode/json sec/op +11.35%, ...", the largest first. */
export function describeFailure(regressions: readonly Comparison[]): string {
  // Names and units are untrusted (a custom JSON name can hold an escape sequence or a bidi override):
  // shown as the text report shows them, since this line goes to a terminal and to the job's error.
  // The five named are the largest, as the report's table has them: in key order, a +70% regression
  // of hundreds could be among the "more" while five small ones were named.
  const shown = worstFirst(regressions).slice(0, 5).map((c) => visibleText(`${c.name} ${c.unit} ${changeOf(c)}`.trim()));
  const more = regressions.length > shown.length ? `, and ${regressions.length - shown.length} more` : '';
  const thresholds = [...new Set(regressions.map((c) => formatThreshold(c.threshold)))].join('/');
  return `${regressions.length} benchmark metric${regressions.length === 1 ? '' : 's'} regressed beyond ${thresholds}: ${shown.join(', ')}${more}${fallbackClause(regressions)}`;
}

/**
 * `; 2 of them judged by single-sample-fallback, a threshold check without statistics`: a failure that
 * rests on no test says so where the job's failure is read, not only in the report's footnotes.
 */
function fallbackClause(regressions: readonly Comparison[]): string {
  const count = regressions.filter((c) => c.method === 'threshold-fallback').length;
  if (count === 0) return '';
  const which = regressions.length === 1 ? 'judged' : count === regressions.length ? 'all of them judged' : `${count} of them judged`;
  return `; ${which} by single-sample-fallback, a threshold check without statistics`;
}
