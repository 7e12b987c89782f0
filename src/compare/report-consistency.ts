/**
 * Whether a saved report agrees with itself: its verdict and its per-status counts are derived from
 * its comparisons, so a report whose `verdict` or `summary` says otherwise was edited (or written
 * by something else). Re-rendering it would show a headline that its own table contradicts, and a
 * report posted from an untrusted artifact could pass off regressions under a "pass" headline.
 */
import { countStatuses, gateVerdict } from '../gate.js';
import type { ComparisonReport } from './types.js';

/** What disagrees, or undefined when the verdict and summary follow from the comparisons. */
export function reportInconsistency(report: ComparisonReport): string | undefined {
  const verdict = gateVerdict(report.comparisons);
  if (report.verdict !== verdict) return `its verdict is '${report.verdict}', but its comparisons give '${verdict}'`;
  const counts = countStatuses(report.comparisons);
  const wrong = Object.entries(counts).filter(([status, n]) => report.summary[status as keyof typeof counts] !== n);
  if (wrong.length === 0) return undefined;
  return `its summary counts ${wrong.map(([status]) => `${report.summary[status as keyof typeof counts]} ${status}`).join(', ')}, but its comparisons have ${wrong.map(([status, n]) => `${n} ${status}`).join(', ')}`;
}
