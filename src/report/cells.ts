/**
 * The cell texts every report shares: a side's value (`1.72 µs ± 1%`), the delta with its CI,
 * and the p/q/n column. Values are scaled per row so base and head read in the same prefix.
 */
import type { Comparison, SideSummary } from '../compare/types.js';
import { chooseScale, formatP, formatPercent, formatScaled, type Scale } from '../format.js';

/** The display scale of a row, from its base median (or head when there is no base). */
export function rowScale(c: Comparison): Scale {
  return chooseScale(c.unit, c.base?.median ?? c.head?.median ?? 0);
}

/** benchstat's "± x%": max(hi/median − 1, 1 − lo/median), `∞` when a bound is infinite, `?` when not computable. */
export function spreadPercent(s: SideSummary): string {
  if (s.n < 2) return '';
  if (!Number.isFinite(s.lo) || !Number.isFinite(s.hi)) return '± ∞';
  if (s.lo === s.hi && s.lo === s.median) return '± 0%';
  if (s.median === 0) return '± ?';
  const spread = Math.max(s.hi / s.median - 1, 1 - s.lo / s.median);
  return Number.isFinite(spread) && spread >= 0 ? `± ${Math.round(spread * 100)}%` : '± ?';
}

/** `1.72 µs ± 1%`, or empty when the side is absent. */
export function sideCell(s: SideSummary | undefined, scale: Scale): string {
  if (s === undefined) return '';
  const spread = spreadPercent(s);
  return spread === '' ? formatScaled(s.median, scale) : `${formatScaled(s.median, scale)} ${spread}`;
}

/** `+11.35% [+10.26%, +12.30%]`, `~` when unchanged, `?` when inconclusive. */
export function deltaCell(c: Comparison): string {
  switch (c.status) {
    case 'no-change':
      return '~';
    case 'inconclusive':
      return c.ratio === null ? '?' : `? (${formatPercent(c.ratio - 1)})`;
    case 'new':
    case 'removed':
    case 'failed':
    case 'skipped':
      return '';
    case 'regression':
    case 'improvement':
    case 'below-threshold':
      if (c.method === 'exact' && c.base?.median === 0 && c.head !== undefined) return signedScaled(c.head.median, rowScale(c));
      if (c.ratio === null) return '';
      return c.ci === null ? formatPercent(c.ratio - 1) : `${formatPercent(c.ratio - 1)} [${formatPercent(c.ci[0] - 1)}, ${formatPercent(c.ci[1] - 1)}]`;
  }
}

/** An absolute change, for a metric whose base is zero (`+1 allocs`, `+48 B`): a percentage would be infinite. */
function signedScaled(delta: number, scale: Scale): string {
  const text = formatScaled(Math.abs(delta), scale);
  return delta < 0 ? `-${text}` : `+${text}`;
}

/** `p=5.4e-6 q=1.6e-5 n=10+10`, `n=1+1` for exact metrics. */
export function statsCell(c: Comparison): string {
  const n = `n=${c.n[0]}+${c.n[1]}`;
  if (c.p === null || c.q === null) return c.status === 'new' || c.status === 'removed' || c.status === 'failed' || c.status === 'skipped' ? '' : n;
  return `p=${formatP(c.p)} q=${formatP(c.q)} ${n}`;
}
