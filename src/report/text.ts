/**
 * The terminal report, benchstat-like: one aligned table per unit (base median ± CI, head median
 * ± CI, delta with CI, p/q/n, status), a geomean row, warnings as numbered footnotes, and a
 * closing verdict line. As in benchstat, names are left-aligned and numbers right-aligned, with
 * the `± x%` and the delta's interval in columns of their own, so digits line up; widths count
 * terminal cells (CJK and emoji take two). Each row has its own unit scale. Colour only when asked
 * (the CLI asks on a TTY without NO_COLOR). Names are untrusted: control characters (an escape
 * sequence would drive the terminal) and bidi overrides are shown as `\u001B`, long names cut in
 * the middle, so two that differ only near the end still read apart.
 */
import type { Comparison, ComparisonReport, ComparisonStatus } from '../compare/types.js';
import { formatPercent } from '../format.js';
import { deltaParts, rowScale, sideParts, statsCell } from './cells.js';
import { Footnotes, superscript } from './footnotes.js';
import { elideMiddle, visibleText } from './markdown-escape.js';
import { displayNamer } from './names.js';
import { summaryLine, settingsLine } from './summary.js';
import { TextTable } from './text-table.js';

/** Longest name shown, in code points (the markdown report cuts at the same length, the same way). */
// Note: names were once cut at the end (the last code point an ellipsis): two names differing only
// after their first 200 characters then read as the same row. Cut in the middle, the end shows.
const NAME_LENGTH = 200;
export interface TextOptions {
  color?: boolean;
}

const STATUS_COLORS: Partial<Record<ComparisonStatus, string>> = {
  regression: '\u001b[31m', improvement: '\u001b[32m', inconclusive: '\u001b[33m', failed: '\u001b[31m',
};
const RESET = '\u001b[0m';

/** Renders a comparison report for a terminal. */
export function renderText(report: ComparisonReport, options: TextOptions = {}): string {
  const notes = new Footnotes();
  const nameOf = displayNamer(report.comparisons);
  const out: string[] = [header(report)];
  for (const [unit, rows] of groupByUnit(report.comparisons)) {
    const table = new TextTable([unit === '' ? '(no results)' : safe(unit), 'base', '', 'head', '', 'delta', '', 'p/q/n', 'status']);
    // One row array, refilled per comparison (the table copies the cells out).
    const row: string[] = [];
    for (const c of rows) {
      const scale = rowScale(c);
      const [baseValue, baseSpread] = sideParts(c.base, scale);
      const [headValue, headSpread] = sideParts(c.head, scale);
      const [delta, deltaCi] = deltaParts(c);
      row[0] = safe(nameOf(c));
      row[1] = safe(baseValue);
      row[2] = safe(baseSpread);
      row[3] = safe(headValue);
      row[4] = safe(headSpread);
      row[5] = safe(delta);
      row[6] = safe(deltaCi);
      row[7] = statsCell(c);
      row[8] = c.warnings.length === 0 ? c.status : `${c.status} ${notes.refs(c.warnings).map(superscript).join(' ')}`;
      table.addRow(row, options.color === true ? STATUS_COLORS[c.status] ?? '' : '');
    }
    if (rows.length > 1) {
      const geomean = geomeanRow(report, unit, notes);
      if (geomean !== undefined) table.addRow(geomean);
    }
    out.push(table.render(RESET), '');
  }
  // Footnotes and warnings are shown whole, as in markdown: cut at a name's length, they lost their
  // advice (the identical-samples warning is 380 characters). One that quotes a huge name is cut in
  // the middle, keeping its start and its advice, not printed as a line of 100,000 characters.
  for (const { n, text } of notes.entries()) out.push(`${superscript(n)} ${longText(text)}`);
  if (notes.entries().length > 0) out.push('');
  for (const warning of report.warnings) out.push(`warning: ${longText(warning)}`);
  out.push(`${report.verdict === 'fail' ? 'FAIL' : 'PASS'}: ${summaryLine(report)}`, safe(settingsLine(report)));
  return `${out.join('\n')}\n`;
}

/**
 * The unit's geomean row; rows left out of it are a footnote on it (`1 of 7 left out: 0 -> 48 B has
 * no ratio`), and a unit with no row to average reads `n/a` with the footnote saying why.
 */
function geomeanRow(report: ComparisonReport, unit: string, notes: Footnotes): string[] | undefined {
  const g = report.geomeans.find((x) => x.unit === unit);
  const missing = g === undefined ? report.geomeansNotComputed?.find((x) => x.unit === unit) : undefined;
  if (g === undefined && missing === undefined) return undefined;
  const note = g === undefined ? `${unit} geomean cannot be computed: ${missing?.leftOutNote ?? ''}` : g.leftOutNote === undefined ? undefined : `${unit} geomean: ${g.leftOutNote}`;
  const refs = note === undefined ? '' : notes.refs([note]).map(superscript).join(' ');
  if (g === undefined) return ['geomean', '', '', '', '', 'n/a', '', '', refs];
  const ci = g.ci === undefined || g.ci[0] === g.ci[1] ? '' : `[${formatPercent(g.ci[0] - 1)}, ${formatPercent(g.ci[1] - 1)}]`;
  const uncorrected = g.uncorrectedRatio === undefined ? '' : `(uncorrected ${formatPercent(g.uncorrectedRatio - 1)})`;
  return ['geomean', '', '', '', '', formatPercent(g.ratio - 1), [ci, uncorrected].filter((x) => x !== '').join(' '), '', refs];
}

/** Untrusted text for a terminal: invisible and control characters shown, long text cut in the middle. */
const safe = (text: string): string => elideMiddle(visibleText(text), NAME_LENGTH);
/** Longest warning or footnote shown, in code points: a few names' length, and the advice. */
const NOTE_LENGTH = 2_000;
/** A warning or footnote for a terminal: as `safe`, but cut only past NOTE_LENGTH. */
const longText = (text: string): string => elideMiddle(visibleText(text), NOTE_LENGTH);

function header(report: ComparisonReport): string {
  const side = (s: { sources: string[]; commit?: string }): string => safe(`${s.sources.join(', ')}${s.commit === undefined ? '' : ` @ ${s.commit.slice(0, 12)}`}`);
  return `base: ${side(report.base)}\nhead: ${side(report.head)}\n`;
}

function groupByUnit(comparisons: readonly Comparison[]): Map<string, Comparison[]> {
  const groups = new Map<string, Comparison[]>();
  for (const c of comparisons) {
    const group = groups.get(c.unit);
    if (group === undefined) groups.set(c.unit, [c]);
    else group.push(c);
  }
  return groups;
}
