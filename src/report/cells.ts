/**
 * The cell texts every report shares: a side's value (`1.72 µs ± 1%`), the delta with its CI,
 * and the p/q/n column. Values are scaled per row so base and head read in the same prefix.
 */
import type { Comparison, SideSummary } from '../compare/types.js';
import { chooseScale, formatP, formatPercent, formatScaled, formatShare, type Scale } from '../format.js';

/** The display scale of a row, from its base median (or head when there is no base, or a base of zero). */
export function rowScale(c: Comparison): Scale {
  const base = c.base?.median;
  return chooseScale(c.unit, base !== undefined && base !== 0 && Number.isFinite(base) ? base : c.head?.median ?? base ?? 0);
}

/**
 * benchstat's "± x%": max(hi/median − 1, 1 − lo/median), `∞` when a bound is infinite, `?` when not
 * computable; beyond 1,000,000% with an exponent (formatShare), as every percentage is.
 */
export function spreadPercent(s: SideSummary): string {
  if (s.n < 2) return '';
  if (!Number.isFinite(s.lo) || !Number.isFinite(s.hi)) return '± ∞';
  if (s.lo === s.hi && s.lo === s.median) return '± 0%';
  if (s.median === 0) return '± ?';
  const spread = Math.max(s.hi / s.median - 1, 1 - s.lo / s.median);
  return Number.isFinite(spread) && spread >= 0 ? `± ${formatShare(spread)}` : '± ?';
}

/** `1.72 µs ± 1%`, or empty when the side is absent. */
export function sideCell(s: SideSummary | undefined, scale: Scale): string {
  const [value, spread] = sideParts(s, scale);
  return spread === '' ? value : `${value} ${spread}`;
}

/** [`1.72 µs`, `± 1%`] for column alignment; a value that is not a number reads `n/a`. */
export function sideParts(s: SideSummary | undefined, scale: Scale): [string, string] {
  if (s === undefined) return ['', ''];
  return [formatScaled(s.median, scale), Number.isNaN(s.median) ? '' : spreadPercent(s)];
}

/** [`+11.35%`, `[+10.26%, +12.30%]`]: the delta cell split where its interval starts. */
export function deltaParts(c: Comparison): [string, string] {
  const cell = deltaCell(c);
  const at = cell.indexOf(' [');
  return at === -1 ? [cell, ''] : [cell.slice(0, at), cell.slice(at + 1)];
}

/** `+11.35% [+10.26%, +12.30%]`, `~` when unchanged, `?` when inconclusive. */
export function deltaCell(c: Comparison): string {
  switch (c.status) {
    case 'no-change':
      return '~';
    case 'inconclusive':
      // From a base of zero the ratio is +∞, which a saved JSON report holds as null (JSON has no
      // Infinity): both read as the absolute change, so a re-rendered report says what the live one did.
      // Downwards (0 -> -5) effectRatio gives 0, which is no -100% either: the absolute change too.
      if (c.base?.median === 0 && c.head !== undefined && c.head.median !== 0) return `? (${absoluteChange(c)})`;
      if (c.ratio !== null && !Number.isFinite(c.ratio)) return `? (${absoluteChange(c)})`;
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
      if (c.ratio === null || !Number.isFinite(c.ratio)) return absoluteChange(c);
      return c.ci === null ? formatPercent(c.ratio - 1) : `${formatPercent(c.ratio - 1)} [${formatPercent(c.ci[0] - 1)}, ${formatPercent(c.ci[1] - 1)}]`;
  }
}

/**
 * When no ratio can be shown (a base of zero, values that are not numbers): the absolute change
 * with the reason, never `NaN%` or `Infinity%`.
 */
function absoluteChange(c: Comparison): string {
  const base = c.base?.median;
  const head = c.head?.median;
  if (base === undefined || head === undefined || !Number.isFinite(base) || !Number.isFinite(head)) return 'n/a (not a number)';
  const delta = head - base;
  return base === 0 ? `${signedScaled(delta, rowScale(c))} from 0` : signedScaled(delta, rowScale(c));
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
