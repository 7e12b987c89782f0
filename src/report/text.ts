/**
 * The terminal report, benchstat-like: one aligned table per unit (base median ± CI, head median
 * ± CI, delta with CI, p/q/n, status), a geomean row, warnings as numbered footnotes, and a
 * closing verdict line. As in benchstat, names are left-aligned and numbers right-aligned, with
 * the `± x%` and the delta's interval in columns of their own, so digits line up; widths count
 * terminal cells (CJK and emoji take two). Each row has its own unit scale. Colour only when asked
 * (the CLI asks on a TTY without NO_COLOR). Names are untrusted: control characters (an escape
 * sequence would drive the terminal) and bidi overrides are shown as `\u001B`, long names cut.
 */
import type { Comparison, ComparisonReport, ComparisonStatus } from '../compare/types.js';
import { formatPercent } from '../format.js';
import { deltaParts, rowScale, sideParts, statsCell } from './cells.js';
import { Footnotes, superscript } from './footnotes.js';
import { truncateText, visibleText } from './markdown-escape.js';
import { displayNamer } from './names.js';
import { summaryLine, settingsLine } from './summary.js';
import { displayWidth } from './width.js';

/** Longest name shown, in code points (the markdown report cuts at the same length). */
const NAME_LENGTH = 200;
/** Column alignment: name, base value, ± spread, head value, ± spread, delta, its CI, p/q/n, status. */
const RIGHT = [false, true, false, true, false, true, false, false, false];
/** Separator before each column: the ± spread and the CI hug their number. */
const GAPS = ['', '  ', ' ', '  ', ' ', '  ', ' ', '  ', '  '];
/** The `± x%` columns, each following its value column. */
const SPREADS = new Set([2, 4]);

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
    const table: string[][] = [[unit === '' ? '(no results)' : safe(unit), 'base', '', 'head', '', 'delta', '', 'p/q/n', 'status']];
    for (const c of rows) {
      const scale = rowScale(c);
      const refs = notes.refs(c.warnings).map(superscript).join(' ');
      table.push([safe(nameOf(c)), ...sideParts(c.base, scale).map(safe), ...sideParts(c.head, scale).map(safe), ...deltaParts(c).map(safe), statsCell(c), `${c.status}${refs === '' ? '' : ` ${refs}`}`]);
    }
    if (rows.length > 1) {
      const geomean = geomeanRow(report, unit, notes);
      if (geomean !== undefined) table.push(geomean);
    }
    out.push(alignTable(table, rows, options.color === true), '');
  }
  for (const { n, text } of notes.entries()) out.push(`${superscript(n)} ${safe(text)}`);
  if (notes.entries().length > 0) out.push('');
  for (const warning of report.warnings) out.push(`warning: ${safe(warning)}`);
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

/** Untrusted text for a terminal: invisible and control characters shown, long text cut. */
const safe = (text: string): string => truncateText(visibleText(text), NAME_LENGTH);

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

function alignTable(table: string[][], rows: readonly Comparison[], color: boolean): string {
  const [header = [], ...body] = table;
  const columns = header.length;
  // Every cell's width is measured once (a 10,000-benchmark report has 90,000 cells per unit).
  const cellWidths = body.map((cells) => cells.map(displayWidth));
  // The header's `base` and `head` sit over their value and `± x%` together; other columns are sized by their cells.
  const widths = header.map((cell, col) => (SPREADS.has(col + 1) ? 0 : displayWidth(cell)));
  for (const row of cellWidths) for (let col = 0; col < columns; col++) widths[col] = Math.max(widths[col] ?? 0, row[col] ?? 0);
  for (const col of SPREADS) {
    const group = (widths[col - 1] ?? 0) + ((widths[col] ?? 0) > 0 ? (GAPS[col] ?? '').length + (widths[col] ?? 0) : 0);
    const title = displayWidth(header[col - 1] ?? '');
    if (title > group) widths[col - 1] = (widths[col - 1] ?? 0) + title - group;
  }
  const headerLine = header.map((cell, col) => {
    if (SPREADS.has(col)) return '';
    const spread = SPREADS.has(col + 1) && (widths[col + 1] ?? 0) > 0 ? (GAPS[col + 1] ?? '').length + (widths[col + 1] ?? 0) : 0;
    return pad(cell, displayWidth(cell), (widths[col] ?? 0) + spread, col);
  }).join('').trimEnd();
  const lines = body.map((cells, i) => {
    const measured = cellWidths[i] ?? [];
    const line = cells.map((cell, col) => pad(cell, measured[col] ?? 0, widths[col] ?? 0, col)).join('').trimEnd();
    const code = STATUS_COLORS[rows[i]?.status ?? 'no-change'];
    return color && code !== undefined ? `${code}${line}${RESET}` : line;
  });
  return [headerLine, ...lines].join('\n');
}

/** A cell (`cellWidth` terminal cells wide) padded to `width` with its column's gap in front; nothing for an empty column. */
function pad(cell: string, cellWidth: number, width: number, col: number): string {
  if (width === 0) return '';
  const fill = ' '.repeat(Math.max(0, width - cellWidth));
  return `${GAPS[col] ?? '  '}${RIGHT[col] === true ? fill + cell : cell + fill}`;
}
