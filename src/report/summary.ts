/**
 * The one-line summaries shared by text and markdown: counts per status and the settings used.
 */
import type { ComparisonReport, ComparisonStatus } from '../compare/types.js';
import { formatPercent, formatThreshold } from '../format.js';

const ORDER: readonly ComparisonStatus[] = ['regression', 'improvement', 'below-threshold', 'no-change', 'inconclusive', 'failed', 'skipped', 'new', 'removed'];
const LABELS: Record<ComparisonStatus, [string, string]> = {
  regression: ['regression', 'regressions'],
  improvement: ['improvement', 'improvements'],
  'below-threshold': ['below threshold', 'below threshold'],
  'no-change': ['unchanged', 'unchanged'],
  inconclusive: ['inconclusive', 'inconclusive'],
  failed: ['failed', 'failed'],
  skipped: ['skipped', 'skipped'],
  new: ['new', 'new'],
  removed: ['removed', 'removed'],
};

/**
 * "2 regressions, 1 improvement, 40 unchanged" (zero counts left out). Regressions that a config
 * rule made informational are said to be: "PASS: 2 regressions" (or "✅ no regression" above "2
 * regressions") would read as a contradiction, or as a gate that let regressions through.
 */
export function summaryLine(report: ComparisonReport): string {
  const informational = report.comparisons.filter((c) => c.status === 'regression' && c.informational === true).length;
  const parts = ORDER.filter((s) => report.summary[s] > 0).map((s) => {
    const n = report.summary[s];
    const note = s === 'regression' && informational > 0 ? ` (${informational === n ? (n === 1 ? 'informational' : 'all informational') : `${informational} informational`})` : '';
    return `${n} ${LABELS[s][n === 1 ? 0 : 1]}${note}`;
  });
  return parts.length === 0 ? 'nothing to compare' : parts.join(', ');
}

/**
 * "δ=5%, bh q=0.05, mode files" plus the machine offset when one was corrected, and the
 * single-sample fallback when the config opted into it (it judges without statistics).
 */
export function settingsLine(report: ComparisonReport): string {
  const s = report.settings;
  const method = s.multipleComparisons === 'none' ? `no multiple-comparison control, alpha=${s.q}` : `${s.multipleComparisons.toUpperCase()} q=${s.q}`;
  const offset = report.machineOffset === undefined ? '' : `, machine offset ${formatPercent(report.machineOffset - 1)} corrected`;
  const fallback = s.singleSampleFallback === undefined ? '' : `, single-sample-fallback threshold:${formatThreshold(s.singleSampleFallback)} (no statistics)`;
  return `threshold δ=${formatThreshold(s.threshold)}, ${method}, baseline mode: ${s.mode}${offset}${fallback}`;
}
