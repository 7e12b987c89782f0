/**
 * Mermaid charts for the markdown report (GitHub renders ```mermaid blocks in comments and job
 * summaries), in the documented `xychart-beta` subset only:
 *   - the deltas of the flagged benchmarks as bars (regressions red, improvements green; bar height
 *     is the size of the change, the label carries its sign), when at least two are flagged;
 *   - the baseline history of the worst flagged benchmark as a line ending at head, when the
 *     baseline carries a history.
 * Labels are untrusted names: they are reduced to a safe charset (no quote, `%`, `#`, `;`, braces,
 * backticks or angle brackets, which mermaid's lexer or entity decoding would act on), shortened and
 * made unique. Numbers are plain decimals (the grammar has no exponents), and a chart whose values
 * are not finite is left out rather than drawn wrong.
 */
import type { Comparison } from '../compare/types.js';
import { formatPercent, unitQualifier } from '../format.js';
import { rowScale } from './cells.js';

/** At most this many bars: more would be unreadable. */
export const MAX_BARS = 20;
const LABEL_LENGTH = 32;
const RED = '#cf222e';
const GREEN = '#1a7f37';

/**
 * A label reduced to letters and digits of any script and ` _.,:/=+()-`, other runs of characters
 * as `_`, at most `max` code points.
 */
export function chartLabel(text: string, max = LABEL_LENGTH): string {
  const safe = text.replaceAll(/[^\p{L}\p{N} _.,:/=+()-]+/gu, '_').replaceAll(/ +/g, ' ').trim();
  const points = [...safe];
  const short = points.length > max ? `${points.slice(0, max - 3).join('')}...` : safe;
  return short === '' ? '_' : short;
}

/** A plain decimal with about 4 significant digits, or undefined for what a chart cannot show. */
export function chartNumber(value: number): string | undefined {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return undefined;
  if (Math.abs(value) < 1e-9) return '0';
  const digits = Math.min(10, Math.max(0, 3 - Math.floor(Math.log10(Math.abs(value)))));
  return String(Number(value.toFixed(digits)));
}

function unique(labels: string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label) ?? 0) + 1;
    seen.set(label, n);
    return n === 1 ? label : `${label} (${n})`;
  });
}

function block(palette: string[], body: string[]): string[] {
  const config = ['---', 'config:', '  themeVariables:', '    xyChart:', `      plotColorPalette: "${palette.join(', ')}"`, '---'];
  return ['```mermaid', ...config, 'xychart-beta', ...body.map((line) => `  ${line}`), '```'];
}

/** The nice upper bound of an axis from 0 to `max`. */
function axisTop(max: number): number {
  if (!(max > 0)) return 1;
  const step = 10 ** Math.floor(Math.log10(max));
  return Math.ceil((max * 1.1) / step) * step;
}

/**
 * The bar chart of flagged changes, in table order (regressions, then improvements, largest first),
 * or no lines when fewer than two can be drawn.
 */
export function deltaChart(flagged: readonly Comparison[], nameOf: (c: Comparison) => string): string[] {
  // A ratio of 0 (a throughput that fell to 0) is a change of -100%, a bar like any other; a change
  // from 0 has no percentage, so no height: up, its ratio is +∞ (null in JSON), and down (0 -> -5),
  // effectRatio gives 0 too, which the table shows as '-5', not as -100%.
  const drawable = flagged.filter((c) => c.ratio !== null && chartNumber((c.ratio - 1) * 100) !== undefined && c.ratio >= 0 && c.base?.median !== 0);
  if (drawable.length < 2) return [];
  const shown = drawable.slice(0, MAX_BARS);
  const units = new Set(shown.map((c) => c.unit));
  const labels = unique(shown.map((c) => {
    const delta = formatPercent((c.ratio ?? 1) - 1, 1);
    return `${chartLabel(units.size > 1 ? `${nameOf(c)} ${c.unit}` : nameOf(c))} ${delta}`;
  }));
  const size = (c: Comparison): number => Math.abs(((c.ratio ?? 1) - 1) * 100);
  const series = (status: Comparison['status']): string[] => shown.map((c) => (c.status === status ? chartNumber(size(c)) ?? '0' : '0'));
  const hasRegressions = shown.some((c) => c.status === 'regression');
  const hasImprovements = shown.some((c) => c.status === 'improvement');
  const top = chartNumber(axisTop(Math.max(...shown.map(size)))) ?? '100';
  const more = drawable.length > shown.length ? `, largest ${shown.length} of ${drawable.length}` : '';
  const body = [
    `title "Change of flagged results, percent${more}"`,
    `x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    `y-axis "size of change (%)" 0 --> ${top}`,
  ];
  const palette: string[] = [];
  if (hasRegressions) {
    body.push(`bar [${series('regression').join(', ')}]`);
    palette.push(RED);
  }
  if (hasImprovements) {
    body.push(`bar [${series('improvement').join(', ')}]`);
    palette.push(GREEN);
  }
  return block(palette, body);
}

/**
 * The trend of one flagged result: its baseline history (one median per run, oldest first; the last
 * run is the baseline itself) and then head, in the row's display scale. No lines when it has no
 * history of at least two runs or a value cannot be drawn.
 */
export function trendChart(c: Comparison, name: string): string[] {
  const history = (c.history ?? []).flatMap((v, i) => (v === null ? [] : [{ v, i }]));
  if (history.length < 2 || c.head === undefined) return [];
  const scale = rowScale(c);
  const values = [...history.map((h) => h.v), c.head.median].map((v) => chartNumber(v / scale.factor));
  if (values.some((v) => v === undefined)) return [];
  const numbers = values.map(Number);
  const runs = c.history?.length ?? 0;
  const labels = [...history.map((h) => (h.i === runs - 1 ? 'base' : `${h.i - runs + 1}`)), 'head'];
  const lo = Math.min(...numbers);
  const hi = Math.max(...numbers);
  const pad = hi > lo ? (hi - lo) * 0.1 : Math.abs(hi) * 0.1 || 1;
  const bottom = chartNumber(lo >= 0 ? Math.max(0, lo - pad) : lo - pad) ?? '0';
  const top = chartNumber(hi + pad) ?? '1';
  const qualifier = unitQualifier(c.unit);
  const unit = chartLabel(scale.suffix.trim() === '' ? c.unit : qualifier === undefined ? scale.suffix : `${scale.suffix} ${qualifier}`, 24);
  return block([c.status === 'regression' ? RED : GREEN], [
    `title "${chartLabel(name, 48)}: baseline history, then head"`,
    `x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
    `y-axis "${unit}" ${bottom} --> ${top}`,
    `line [${values.join(', ')}]`,
  ]);
}
