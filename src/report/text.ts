/**
 * The terminal report, benchstat-like: one aligned table per unit (base median ± CI, head median
 * ± CI, delta with CI, p/q/n, status), a geomean row, warnings as numbered footnotes, and a
 * closing verdict line. Colour only when asked (the CLI asks on a TTY without NO_COLOR).
 */
import type { Comparison, ComparisonReport, ComparisonStatus } from '../compare/types.js';
import { formatPercent } from '../format.js';
import { deltaCell, rowScale, sideCell, statsCell } from './cells.js';
import { Footnotes, superscript } from './footnotes.js';
import { displayNamer } from './names.js';
import { summaryLine, settingsLine } from './summary.js';

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
    const table: string[][] = [[unit === '' ? '(no results)' : unit, 'base', 'head', 'delta', 'p/q/n', 'status']];
    for (const c of rows) {
      const scale = rowScale(c);
      const refs = notes.refs(c.warnings).map(superscript).join(' ');
      table.push([nameOf(c), sideCell(c.base, scale), sideCell(c.head, scale), deltaCell(c), statsCell(c), `${c.status}${refs === '' ? '' : ` ${refs}`}`]);
    }
    const geomean = report.geomeans.find((g) => g.unit === unit);
    if (geomean !== undefined && rows.length > 1) {
      const uncorrected = geomean.uncorrectedRatio === undefined ? '' : ` (uncorrected ${formatPercent(geomean.uncorrectedRatio - 1)})`;
      table.push(['geomean', '', '', `${formatPercent(geomean.ratio - 1)}${uncorrected}`, '', '']);
    }
    out.push(alignTable(table, rows, options.color === true), '');
  }
  for (const { n, text } of notes.entries()) out.push(`${superscript(n)} ${text}`);
  if (notes.entries().length > 0) out.push('');
  for (const warning of report.warnings) out.push(`warning: ${warning}`);
  out.push(`${report.verdict === 'fail' ? 'FAIL' : 'PASS'}: ${summaryLine(report)}`, settingsLine(report));
  return `${out.join('\n')}\n`;
}

function header(report: ComparisonReport): string {
  const side = (s: { sources: string[]; commit?: string }): string => `${s.sources.join(', ')}${s.commit === undefined ? '' : ` @ ${s.commit.slice(0, 12)}`}`;
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

/** Display width in code points; only a string with a surrogate pair needs them counted. */
const width = (s: string): number => (/[\uD800-\uDFFF]/.test(s) ? [...s].length : s.length);

function alignTable(table: string[][], rows: readonly Comparison[], color: boolean): string {
  const widths = (table[0] ?? []).map((_, col) => Math.max(...table.map((r) => width(r[col] ?? ''))));
  return table.map((cells, i) => {
    const line = cells.map((cell, col) => cell + ' '.repeat((widths[col] ?? 0) - width(cell))).join('  ').trimEnd();
    const status = i > 0 ? rows[i - 1]?.status : undefined;
    const code = status === undefined ? undefined : STATUS_COLORS[status];
    return color && code !== undefined ? `${code}${line}${RESET}` : line;
  }).join('\n');
}

