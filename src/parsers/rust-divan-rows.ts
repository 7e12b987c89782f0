/**
 * Reading the rows of divan's table (FORMATS.md §4): cells split on ` │ `, the header, tree rows
 * (`├─ name`, `╰─ name`, 3 columns of indentation per level) and the counter and allocation rows
 * under a benchmark. Pure cell readers; the tree state lives in divan.ts.
 */
import { parseDivanCount, parseDivanSize, parseDivanThroughput, parseDivanTime, type BaseValue } from './rust-units.js';

const SEPARATOR = ' │ ';
const HEADER_COLUMNS = 'slowest|median|mean|samples|iters';
const TREE_ROW = /^((?:│ {2}| {3})*)[├╰]─ (.*)$/;
const GAP = /\s{2,}/;

/** The allocation profiler's row labels, and the metric units bench-gate gives their count and size rows. */
export const ALLOC_UNITS = {
  'alloc': ['allocs/op', 'B/op'],
  'dealloc': ['deallocs/op', 'dealloc-B/op'],
  'grow': ['grows/op', 'grow-B/op'],
  'shrink': ['shrinks/op', 'shrink-B/op'],
  'max alloc': ['max-allocs/op', 'max-alloc-B/op'],
} as const satisfies Record<string, readonly [string, string]>;
export type AllocLabel = keyof typeof ALLOC_UNITS;

/**
 * Splits a row into 6 cells: the head (tree prefix, label and the `fastest` cell, untrimmed) and
 * slowest, median, mean, samples, iters (trimmed). Splits from the right, because a deep tree prefix
 * (`│  │  ├─`) contains ` │ ` too. Undefined for a line that is not a table row.
 */
export function splitCells(line: string): string[] | undefined {
  // divan drops the last separator's trailing space when the iters cell is empty.
  const parts = (line.endsWith(' │') ? `${line} ` : line).split(SEPARATOR);
  if (parts.length < 6) return undefined;
  return [parts.slice(0, -5).join(SEPARATOR), ...parts.slice(-5).map((cell) => cell.trim())];
}

/** The root label (bench binary or crate) when the cells are a header row, else undefined. */
export function headerRoot(cells: readonly string[]): string | undefined {
  const head = (cells[0] ?? '').trimEnd();
  if (cells.slice(1).join('|') !== HEADER_COLUMNS || !head.endsWith('fastest')) return undefined;
  return head.slice(0, -'fastest'.length).trim();
}

/** A tree row's depth (1 = directly under the root) and the text after its branch glyph. */
export function treeRow(head: string): { depth: number; rest: string } | undefined {
  const match = TREE_ROW.exec(head);
  if (match === null) return undefined;
  return { depth: (match[1] ?? '').length / 3 + 1, rest: match[2] ?? '' };
}

/**
 * Splits `label<2+ spaces>cell` at the first gap of 2+ spaces (divan pads labels by at least 2) into
 * a leaf's label and its first cell; undefined when there is no cell.
 */
export function labelAndCell(rest: string): { label: string; cell: string } | undefined {
  const trimmed = rest.trimEnd();
  const gap = GAP.exec(trimmed);
  return gap === null ? undefined : { label: trimmed.slice(0, gap.index), cell: trimmed.slice(gap.index + gap[0].length) };
}

/** The first cell of a counter row: the head without the tree's `│` and indentation. */
export function counterCell(head: string): string {
  return head.replace(/^[│ ]+/, '').trim();
}

/** The allocation label of a `max alloc:` / `alloc:` ... row. */
export function allocLabel(cell: string): AllocLabel | undefined {
  const label = cell.endsWith(':') ? cell.slice(0, -1) : '';
  return label in ALLOC_UNITS ? (label as AllocLabel) : undefined;
}

/** The four statistics columns of a row, in order fastest, slowest, median, mean. */
export interface FourStats<T> { fastest: T; slowest: T; median: T; mean: T }

/** A leaf row's statistics, or the name of the first cell that cannot be read. */
export type LeafStats = { ok: true; time: FourStats<BaseValue>; samples: number; iters: number } | { ok: false; reason: string };

function readFour<T>(cells: readonly string[], first: string, read: (cell: string) => T | undefined): FourStats<T> | string {
  const names = ['fastest', 'slowest', 'median', 'mean'] as const;
  const texts = [first, cells[1] ?? '', cells[2] ?? '', cells[3] ?? ''];
  const values = texts.map(read);
  const bad = values.findIndex((v) => v === undefined);
  if (bad !== -1) return `${names[bad] ?? ''} "${texts[bad] ?? ''}"`;
  const [fastest, slowest, median, mean] = values as T[];
  return { fastest, slowest, median, mean } as FourStats<T>;
}

/** Reads a benchmark row: four times, then the sample and iteration counts. */
export function readLeafStats(cells: readonly string[], first: string): LeafStats {
  const time = readFour(cells, first, parseDivanTime);
  if (typeof time === 'string') return { ok: false, reason: `cannot read the ${time} time` };
  const samples = Number(cells[4]);
  const iters = Number(cells[5]);
  if (!/^\d+$/.test(cells[4] ?? '') || samples < 1 || !Number.isSafeInteger(samples)) return { ok: false, reason: `cannot read the sample count "${cells[4] ?? ''}"` };
  if (!/^\d+$/.test(cells[5] ?? '') || !Number.isSafeInteger(iters)) return { ok: false, reason: `cannot read the iteration count "${cells[5] ?? ''}"` };
  return { ok: true, time, samples, iters };
}

/** Reads a throughput row (`1.228 GB/s`...); all four cells must share a base unit. */
export function readThroughput(cells: readonly string[], first: string): FourStats<BaseValue> | string {
  const stats = readFour(cells, first, parseDivanThroughput);
  if (typeof stats === 'string') return `cannot read the ${stats} throughput`;
  const units = new Set([stats.fastest.unit, stats.slowest.unit, stats.median.unit, stats.mean.unit]);
  return units.size === 1 ? stats : `mixed throughput units (${[...units].join(', ')})`;
}

/** Reads an allocation count row (`  1`, `  0.062`) or size row (`  500 B`, `  7.812 KiB`). */
export function readAllocRow(cells: readonly string[], first: string, row: 'count' | 'size'): FourStats<BaseValue> | string {
  const read = row === 'count'
    ? (cell: string): BaseValue | undefined => {
      const value = parseDivanCount(cell);
      return value === undefined ? undefined : { value, unit: 'count', originalUnit: 'count' };
    }
    : parseDivanSize;
  const stats = readFour(cells, first, read);
  return typeof stats === 'string' ? `cannot read the ${stats} allocation ${row}` : stats;
}
