/**
 * The aligned table of the terminal report. Cells are kept in one flat list with their measured
 * widths, and each line is built by concatenation with cached runs of spaces: a 10,000-benchmark
 * compare has 30,000 rows and 270,000 cells, and an array per row, per cell width and per padded
 * cell was most of the report's time and garbage.
 *
 * Layout, as in benchstat: names left-aligned, numbers right-aligned, each `± x%` column and the
 * delta's interval hugging the number before it; the header's `base` and `head` sit over their
 * value and spread together. Widths count terminal cells (width.ts); a column with no text anywhere
 * takes no space, and each line's trailing spaces are cut.
 */
import { displayWidth } from './width.js';

/** Column alignment: name, base value, ± spread, head value, ± spread, delta, its CI, p/q/n, status. */
const RIGHT = [false, true, false, true, false, true, false, false, false];
/** Separator before each column: the ± spread and the CI hug their number. */
const GAPS = ['', '  ', ' ', '  ', ' ', '  ', ' ', '  ', '  '];
/** The `± x%` columns, each following its value column. */
const SPREADS = new Set([2, 4]);
export const TABLE_COLUMNS = RIGHT.length;

/** Runs of spaces by length, built on first use. */
const SPACES: string[] = [''];
function spaces(n: number): string {
  if (n <= 0) return '';
  let run = SPACES[n];
  if (run === undefined) {
    run = ' '.repeat(n);
    if (n < 512) SPACES[n] = run;
  }
  return run;
}

export class TextTable {
  private readonly header: readonly string[];
  private readonly cells: string[] = [];
  private readonly cellWidths: number[] = [];
  private readonly prefixes: string[] = [];
  private readonly widths: number[];

  /** `header`: one title per column (TABLE_COLUMNS). */
  constructor(header: readonly string[]) {
    this.header = header;
    // The `base` and `head` titles span their value and spread: sized after the rows are in.
    this.widths = header.map((cell, col) => (SPREADS.has(col + 1) ? 0 : displayWidth(cell)));
  }

  /** Adds a row of TABLE_COLUMNS cells; `prefix` goes before the line and a reset after it (a colour), or '' for none. */
  addRow(row: readonly string[], prefix = ''): void {
    const widths = this.widths;
    for (let col = 0; col < TABLE_COLUMNS; col++) {
      const cell = row[col] ?? '';
      const width = displayWidth(cell);
      this.cells.push(cell);
      this.cellWidths.push(width);
      if (width > (widths[col] ?? 0)) widths[col] = width;
    }
    this.prefixes.push(prefix);
  }

  /** The table's lines joined by newlines; `reset` ends each line that has a prefix. */
  render(reset: string): string {
    const widths = [...this.widths];
    const header = this.header;
    for (const col of SPREADS) {
      const group = (widths[col - 1] ?? 0) + ((widths[col] ?? 0) > 0 ? (GAPS[col] ?? '').length + (widths[col] ?? 0) : 0);
      const title = displayWidth(header[col - 1] ?? '');
      if (title > group) widths[col - 1] = (widths[col - 1] ?? 0) + title - group;
    }
    let headerLine = '';
    for (let col = 0; col < TABLE_COLUMNS; col++) {
      if (SPREADS.has(col)) continue;
      const cell = header[col] ?? '';
      const spread = SPREADS.has(col + 1) && (widths[col + 1] ?? 0) > 0 ? (GAPS[col + 1] ?? '').length + (widths[col + 1] ?? 0) : 0;
      headerLine += pad(cell, displayWidth(cell), (widths[col] ?? 0) + spread, col);
    }
    const lines = [headerLine.trimEnd()];
    const { cells, cellWidths, prefixes } = this;
    for (let row = 0, at = 0; row < prefixes.length; row++) {
      let line = '';
      for (let col = 0; col < TABLE_COLUMNS; col++, at++) line += pad(cells[at] ?? '', cellWidths[at] ?? 0, widths[col] ?? 0, col);
      const prefix = prefixes[row] ?? '';
      lines.push(prefix === '' ? line.trimEnd() : `${prefix}${line.trimEnd()}${reset}`);
    }
    return lines.join('\n');
  }
}

/** A cell (`cellWidth` terminal cells wide) padded to `width` with its column's gap in front; nothing for an empty column. */
function pad(cell: string, cellWidth: number, width: number, col: number): string {
  if (width === 0) return '';
  const fill = spaces(width - cellWidth);
  return RIGHT[col] === true ? (GAPS[col] ?? '  ') + fill + cell : (GAPS[col] ?? '  ') + cell + fill;
}
