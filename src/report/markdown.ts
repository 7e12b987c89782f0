/**
 * The markdown report for PR comments and job summaries: a headline a reviewer reads in five
 * seconds (headline.ts), regressions then improvements (worst first), mermaid charts of the flagged
 * changes and of the worst one's history (chart.ts), everything else folded in <details>, units
 * scaled for humans, names in escaped code spans, warnings as numbered footnotes. It starts with a
 * hidden marker so the action can find and update its own comment.
 */
import type { Comparison, ComparisonReport } from '../compare/types.js';
import { worstFirst } from '../gate.js';
import { deltaCell, rowScale, sideCell, statsCell } from './cells.js';
import { deltaChart, trendChart } from './chart.js';
import { Footnotes, superscript } from './footnotes.js';
import { codeSpan, inertText } from './markdown-escape.js';
import { displayNamer } from './names.js';
import { markdownHeadline } from './headline.js';
import { settingsLine } from './summary.js';
import { appendAll } from '../append-all.js';

export interface MarkdownOptions {
  /** Suite name for the title (and the hidden marker unless `marker` is given). */
  suite?: string;
  /** Identity in the hidden marker, e.g. `suite@machine`, so each suite and machine has its own comment. */
  marker?: string;
  /** Leave out the folded table of other results (size budget), pointing to `fullReportAt`. */
  omitRest?: boolean;
  /** Where a reader finds what the size budget left out (default: the job summary, which the action writes). */
  fullReportAt?: string;
  /** Show at most this many regression/improvement rows (size budget). */
  maxFlaggedRows?: number;
  /** Extra lines after the headline (baseline commit and age, machine, notes from the action). */
  notes?: string[];
  /** Leave out the mermaid charts (size budget), saying so. */
  omitCharts?: boolean;
}

const ICONS: Record<Comparison['status'], string> = {
  regression: '🔴', improvement: '🟢', 'below-threshold': '⚪', 'no-change': '', inconclusive: '❔', failed: '💥', skipped: '⏭️', new: '🆕', removed: '➖',
};

/**
 * The hidden marker that identifies bench-gate's comment for a suite (and machine). It is percent-encoded
 * outside [A-Za-z0-9._/@] (dashes included), so no suite name can close the HTML comment.
 */
export function commentMarker(suite = 'default'): string {
  const safe = [...suite].map((ch) => (/[A-Za-z0-9._/@]/.test(ch) ? ch : encodeURIComponent(ch).replaceAll('-', '%2D'))).join('');
  return `<!-- bench-gate:${safe} -->`;
}

/** Renders a comparison report as GitHub-flavoured markdown. */
export function renderMarkdown(report: ComparisonReport, options: MarkdownOptions = {}): string {
  const notes = new Footnotes();
  const nameOf = displayNamer(report.comparisons);
  const flagged = worstFirst(report.comparisons.filter((c) => c.status === 'regression'))
    .concat(worstFirst(report.comparisons.filter((c) => c.status === 'improvement')));
  const rest = report.comparisons.filter((c) => c.status !== 'regression' && c.status !== 'improvement');
  const out = [commentMarker(options.marker ?? options.suite), markdownHeadline(report, options.suite), ''];
  for (const note of options.notes ?? []) out.push(`${inertText(note)}  `);
  if ((options.notes ?? []).length > 0) out.push('');
  const shown = options.maxFlaggedRows === undefined ? flagged : flagged.slice(0, options.maxFlaggedRows);
  if (shown.length > 0) appendAll(out, [...table(shown, nameOf, notes), '']);
  const fullReportAt = options.fullReportAt ?? 'the job summary';
  if (shown.length < flagged.length) out.push(`… and ${flagged.length - shown.length} more flagged rows: see ${fullReportAt} for the full report.`, '');
  out.push(...charts(flagged, nameOf, options.omitCharts === true));
  if (rest.length > 0 && options.omitRest === true) {
    out.push(`${rest.length} other result${rest.length === 1 ? '' : 's'} (${restSummary(rest)}) are in ${fullReportAt}.`, '');
  } else if (rest.length > 0) {
    out.push(`<details><summary>${rest.length} other result${rest.length === 1 ? '' : 's'}: ${restSummary(rest)}</summary>`, '');
    appendAll(out, [...table(rest, nameOf, notes), '', '</details>', '']);
  }
  for (const { n, text } of notes.entries()) out.push(`${superscript(n)} ${inertText(text)}  `);
  if (report.warnings.length > 0) out.push('', ...report.warnings.map((w) => `> [!WARNING]\n> ${inertText(w)}\n`));
  out.push('', `<sub>${inertText(settingsLine(report))}</sub>`);
  return `${out.join('\n').replaceAll(/\n{3,}/g, '\n\n')}\n`;
}

/** The charts block (with blank lines around), or the note that they were left out. */
function charts(flagged: readonly Comparison[], nameOf: (c: Comparison) => string, omit: boolean): string[] {
  const first = flagged.find((c) => c.history !== undefined);
  const blocks = [deltaChart(flagged, nameOf), first === undefined ? [] : trendChart(first, nameOf(first))].filter((b) => b.length > 0);
  if (blocks.length === 0) return [];
  if (omit) return ['Charts left out to keep the report within GitHub\'s size limit.', ''];
  return blocks.flatMap((b) => [...b, '']);
}

function restSummary(rows: readonly Comparison[]): string {
  const counts = new Map<string, number>();
  for (const c of rows) counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
  return [...counts].map(([s, n]) => `${n} ${s}`).join(', ');
}

function table(rows: readonly Comparison[], nameOf: (c: Comparison) => string, notes: Footnotes): string[] {
  const lines = ['| Benchmark | Unit | Base | Head | Δ | p / q / n | Status |', '|---|---|--:|--:|--:|---|---|'];
  for (const c of rows) {
    const scale = rowScale(c);
    const refs = notes.refs(c.warnings).map(superscript).join(' ');
    const status = `${ICONS[c.status]} ${c.status}${refs === '' ? '' : ` ${refs}`}`.trim();
    // Every cell that can carry a unit (a custom b.ReportMetric unit is arbitrary text) is made inert.
    const delta = inertText(deltaCell(c));
    const shownDelta = (c.status === 'regression' || c.status === 'improvement') && delta !== '' ? `**${delta}**` : delta;
    const cells = [codeSpan(nameOf(c)), inertText(c.unit), inertText(sideCell(c.base, scale)), inertText(sideCell(c.head, scale)), shownDelta, statsCell(c), status];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines;
}
