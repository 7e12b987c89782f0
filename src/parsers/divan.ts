/**
 * Parser for divan's terminal table (divan 0.1.x; it has no machine-readable output).
 *
 * Format reference: nvzqz/divan 0.1.21 `src/tree_painter.rs`, `src/util/fmt.rs`; FORMATS.md §4.
 * Example (header, a group, a benchmark and its throughput row):
 *   div                  fastest       │ slowest       │ median        │ mean          │ samples │ iters
 *   ├─ fibonacci                       │               │               │               │         │
 *   │  ├─ 5              12.16 ns      │ 116.4 ns      │ 12.2 ns       │ 13.24 ns      │ 100     │ 25600
 *   │                    1.228 GB/s    │ 1.213 GB/s    │ 1.224 GB/s    │ 1.224 GB/s    │         │
 *
 * A benchmark's name is the path of tree labels below the root joined with `/` (`fibonacci/5`,
 * `nested/atomic_add/t=1`, `push_1k/Vec<u64>`); its key also starts with the root (the bench
 * binary), so two bench targets never merge. Each appearance is one sample of its median time
 * (`sec/op`); the summary keeps fastest (min), slowest (max) and the sample count (n); the iters
 * column gives the iterations per sample (iters / samples). Counter rows become their own metrics,
 * one sample of the median column each: throughputs (`B/s`, `item/s`, `char/s`, `cycle/s`; higher is
 * better) and the allocation profiler's count and size rows (see ALLOC_UNITS; assumed exact).
 * Dropped: the mean column (the schema's summary has no mean besides its centre), and the fastest/
 * slowest cells of allocation rows (they are the values at the fastest/slowest sample, not extremes).
 * A benchmark that panics ends divan's output at its row: it is reported as failed.
 */
import type { Diagnostic } from '../schema/result.js';
import { ResultCollector, type UnitMetadata } from './collector.js';
import { ALLOC_UNITS, allocLabel, counterCell, headerRoot, labelAndCell, readAllocRow, readLeafStats, readThroughput,
  splitCells, treeRow, type AllocLabel } from './rust-divan-rows.js';
import { splitSlashName } from './rust-name.js';
import { PANIC_LINE, panicMessage } from './rust-panic.js';
import { splitLines } from './text-lines.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';

const EXACT = new Map<string, UnitMetadata>(Object.values(ALLOC_UNITS).flat().map((unit) => [unit, { assumption: 'exact' }]));
const PANIC_TAIL_END = /^(?:stack backtrace:|note: |\s+\d+: )/;

/** A cheap content sniff: does the text contain divan's table header? */
export function detectDivan(text: string): boolean {
  return /fastest\s+│ slowest\s+│ median\s+│ mean\s+│ samples │ iters/.test(text);
}

/** Parses divan's table output. `source` names the input in diagnostics. */
export function parseDivan(text: string, source: string): ParseOutput {
  return new DivanReader(source).read(text);
}

interface Node { key: string; name: string; line: number }
interface Leaf extends Node { samples: number }

class DivanReader {
  private readonly collector = new ResultCollector();
  private readonly diagnostics: Diagnostic[] = [];
  private readonly unrecognized: { line: number; text: string }[] = [];
  private root: string | undefined;
  private path: string[] = [];
  private leaf: Leaf | undefined;
  private alloc: { label: AllocLabel; row: 'count' | 'size' } | undefined;
  private unfinished: Node | undefined;
  private panic: { key: string; lines: string[] } | undefined;
  /** The line being read, for diagnostics. */
  private text = '';

  constructor(private readonly source: string) {}

  read(text: string): ParseOutput {
    const lines = splitLines(text);
    lines.forEach((line, index) => this.readLine(line, index + 1));
    this.closePanic();
    if (this.unfinished !== undefined) {
      const why = 'divan\'s output ends at its row (it panicked, or the run was killed)';
      this.fail(this.unfinished, why, why);
    }
    const benchmarks = this.collector.finish(EXACT);
    this.diagnostics.sort((a, b) => a.line - b.line);
    return { benchmarks, config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
  }

  private readLine(line: string, lineNo: number): void {
    this.text = line;
    const cells = splitCells(line);
    if (this.panic !== undefined) {
      if (line.trim() !== '' && cells === undefined && !PANIC_TAIL_END.test(line) && this.panic.lines.length < 20) {
        this.panic.lines.push(line);
        return;
      }
      this.closePanic();
    }
    if (line.trim() === '') return this.endTable(); // divan ends each top-level table with a blank line
    const root = cells === undefined ? undefined : headerRoot(cells);
    if (root !== undefined) {
      this.endTable();
      this.root = root;
      return;
    }
    const tree = treeRow(cells?.[0] ?? line);
    if (tree !== undefined) return this.readTreeRow(tree.depth, tree.rest, cells, lineNo);
    if (cells !== undefined && this.root !== undefined) return this.readCounterRow(cells, lineNo);
    if (PANIC_LINE.test(line) && this.unfinished !== undefined) return this.startPanic(this.unfinished, line);
    if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
  }

  private endTable(): void {
    this.root = undefined;
    this.path = [];
    this.leaf = undefined;
    this.alloc = undefined;
    this.unfinished = undefined;
  }

  private readTreeRow(depth: number, rest: string, cells: string[] | undefined, lineNo: number): void {
    this.leaf = undefined;
    this.alloc = undefined;
    this.unfinished = undefined;
    if (this.root === undefined) {
      this.report('warning', lineNo, 'divan rows without the table\'s header line ("<bench> fastest │ slowest │ ..."); names are read without the bench binary', this.text);
      this.root = '';
    }
    if (depth > this.path.length + 1) {
      return this.report('error', lineNo, `a divan row at depth ${depth} without a parent row above it (lines missing?); its name is unknown`, this.text);
    }
    this.path.length = depth - 1;
    if (cells === undefined) return this.readBareRow(rest, lineNo);
    const stats = cells.slice(1);
    const split = labelAndCell(rest);
    if (stats.every((cell) => cell === '') && split?.cell !== '(ignored)') {
      this.path.push(rest.trim()); // a group: module, function with args, generic function
      return;
    }
    this.path.push(split?.label.trim() ?? rest.trim());
    const node = this.node(lineNo);
    if (split === undefined) return this.report('error', lineNo, `cannot read the divan row of ${node.name}: no fastest time`, this.text);
    if (split.cell === '(ignored)') return this.collector.mark(this.benchmarkAt(node), 'skipped', 'ignored');
    this.readLeaf(node, cells, split.cell);
  }

  private readLeaf(node: Node, cells: readonly string[], first: string): void {
    const stats = readLeafStats(cells, first);
    if (!stats.ok) return this.report('error', node.line, `cannot read the divan row of ${node.name}: ${stats.reason}`, this.text);
    const key = this.benchmarkAt(node);
    const { fastest, slowest, median } = stats.time;
    const perSample = stats.iters / stats.samples;
    this.collector.addBaseSample(key, median.unit, median.originalUnit, median.value, Number.isInteger(perSample) ? perSample : undefined);
    this.collector.setSummary(key, median.unit, { n: stats.samples, center: median.value, centerKind: 'median', min: fastest.value, max: slowest.value });
    this.leaf = { ...node, samples: stats.samples };
  }

  /** A tree row with no columns: a group in a table without stats, or a benchmark that never finished. */
  private readBareRow(rest: string, lineNo: number): void {
    const split = labelAndCell(rest);
    const glued = split !== undefined && PANIC_LINE.test(split.cell);
    this.path.push((glued ? split.label : rest).trim());
    const node = this.node(lineNo);
    if (glued) this.startPanic(node, split.cell);
    else this.unfinished = node;
  }

  private readCounterRow(cells: readonly string[], lineNo: number): void {
    const leaf = this.leaf;
    const first = counterCell(cells[0] ?? '');
    if (leaf === undefined) return this.report('error', lineNo, 'a divan counter row without a benchmark row above it', this.text);
    const label = allocLabel(first);
    if (label !== undefined) {
      this.alloc = { label, row: 'count' };
      return;
    }
    const alloc = this.alloc;
    const stats = alloc === undefined ? readThroughput(cells, first) : readAllocRow(cells, first, alloc.row);
    if (typeof stats === 'string') return this.report('error', lineNo, `cannot read a counter row of ${leaf.name}: ${stats}`, this.text);
    const { fastest, slowest, median } = stats;
    let unit = median.unit;
    let originalUnit = median.originalUnit;
    if (alloc !== undefined) {
      unit = ALLOC_UNITS[alloc.label][alloc.row === 'count' ? 0 : 1];
      originalUnit = `${alloc.label}: ${median.originalUnit}`;
      this.alloc = alloc.row === 'count' ? { label: alloc.label, row: 'size' } : undefined;
    }
    if (!Number.isFinite(median.value)) return this.report('warning', lineNo, `${leaf.name}: the median ${unit} is infinite (divan prints "inf" for a rate over a zero time); no sample`, this.text);
    this.collector.addBaseSample(leaf.key, unit, originalUnit, median.value);
    const bounds = alloc === undefined ? [fastest.value, slowest.value].filter(Number.isFinite) : [];
    this.collector.setSummary(leaf.key, unit, { n: leaf.samples, center: median.value, centerKind: 'median',
      ...(bounds.length === 2 ? { min: Math.min(...bounds), max: Math.max(...bounds) } : {}) });
  }

  private node(line: number): Node {
    const name = this.path.join('/');
    return { key: this.root === '' || this.root === undefined ? name : `${this.root}/${name}`, name, line };
  }

  private benchmarkAt(node: Node): string {
    const root = this.root === '' ? undefined : this.root;
    this.collector.benchmark(node.key, node.name, splitSlashName(node.name, root), {}, { file: this.source, line: node.line });
    return node.key;
  }

  /** Marks a benchmark failed; `message` undefined when the panic text that follows will be its message. */
  private fail(node: Node, why: string, message: string | undefined): void {
    this.collector.mark(this.benchmarkAt(node), 'failed', message);
    this.report('warning', node.line, `${node.name} has no results: ${why}; it is reported as failed, and divan ran no benchmark after it`);
  }

  private startPanic(node: Node, line: string): void {
    this.unfinished = undefined;
    this.fail(node, 'it panicked', undefined);
    this.panic = { key: node.key, lines: [line] };
  }

  private closePanic(): void {
    if (this.panic === undefined) return;
    const message = panicMessage(this.panic.lines);
    this.collector.addMessage(this.panic.key, message === '' ? 'it panicked' : message);
    this.panic = undefined;
  }

  private report(severity: Diagnostic['severity'], line: number, message: string, text?: string): void {
    const diagnostic: Diagnostic = { severity, source: this.source, line, message };
    if (text !== undefined) diagnostic.text = excerpt(text);
    this.diagnostics.push(diagnostic);
  }
}
