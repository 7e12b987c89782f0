/**
 * Values at the ends of the doubles (a custom bench binary or a BMF file can print any of them):
 * near Number.MAX_VALUE, subnormal (down to 5e-324), of opposite signs near ±1.8e308. The verdict
 * must be the one the same data gets at an ordinary scale: never NaN, never a crash, and never a
 * pass for a regression because a logarithm went through exp and back.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { effectRatio } from '../../src/compare/verdict.js';
import type { HistoryRun } from '../../src/schema/result.js';
import { median } from '../../src/stats/sorted.js';
import { renderText } from '../../src/report/text.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

const RUNS = [100, 102, 98, 101, 99, 100];

/**
 * One sample per run: base 100, head 200 (twice the base), a history of six runs around 100, all in
 * units of `scale`; `unit` decides the direction (`ops/s` is higher-is-better: head is then half).
 */
function oneSamplePerRun(scale: number, unit: 'energy' | 'ops/s') {
  const worse = unit === 'ops/s' ? 50 : 200;
  const history: HistoryRun[] = RUNS.map((v) => ({ values: { 'p.T': { [unit]: v * scale } } }));
  const base = resultSet([benchmark('T', [metric(unit, [100 * scale])])], { history });
  const head = resultSet([benchmark('T', [metric(unit, [worse * scale])])]);
  return compareResultSets(base, head, { mode: 'cached', commonMode: 'off' }).comparisons[0];
}

describe('the history test at any scale', () => {
  for (const unit of ['energy', 'ops/s'] as const) {
    const reference = oneSamplePerRun(1, unit);

    it(`${unit}: the ordinary case is a regression by the history test`, () => {
      expect([reference?.status, reference?.method]).toEqual(['regression', 'history']);
    });

    // 5e-324 × 100 and the other multiples are exact subnormals: the same ratios as at scale 1.
    // 8e305: the head of 200 units is 1.6e308, near Number.MAX_VALUE.
    for (const scale of [1e-300, 1e-310, 3e-322, 5e-324, 1e300, 8e305]) {
      it(`${unit}: at a scale of ${scale}, a head twice as costly is the same regression, with the same p`, () => {
        const c = oneSamplePerRun(scale, unit);
        expect([c?.status, c?.method]).toEqual(['regression', 'history']);
        // Logs of 1e±300 round to 1e-13 relative; the p-values agree far better than the 5% that matters.
        expect(Math.abs((c?.pWorse ?? NaN) / (reference?.pWorse ?? NaN) - 1)).toBeLessThan(1e-6);
        expect(Math.abs((c?.ratio ?? NaN) / (reference?.ratio ?? NaN) - 1)).toBeLessThan(1e-9);
      });
    }
  }
});

describe('values of opposite signs near ±1.8e308', () => {
  it('keeps the relative change finite: -1.5e308 -> 1.5e308 is +200%, not +∞', () => {
    expect(effectRatio(-1.5e308, 1.5e308)).toBe(3);
    expect(effectRatio(-1.5e308, -1.5e308 / 2)).toBe(1.5);
    expect(effectRatio(1.5e308, -1.5e308)).toBe(0);
  });

  it('takes the median between them without overflow', () => {
    expect(median([-1.5e308, 1.5e308])).toBe(0);
    expect(median([1.6e308, -1.7e308, 1.6e308, -1.7e308]) / -5e306).toBeCloseTo(1, 12);
  });

  it('compares base samples near -1.5e308 with head samples near +1.5e308 as +200%, and sides of both signs by a finite median', () => {
    const spread = [1, 1.01, 0.99, 1.02, 0.98, 1, 1.01, 0.99, 1.03, 0.97];
    const base = resultSet([
      benchmark('Flip', [metric('energy', spread.map((f) => -1.5e308 * f))]),
      benchmark('Mixed', [metric('energy', spread.map((f, i) => (i % 2 === 0 ? 1.5e308 : -1.6e308) * f))]),
    ]);
    const head = resultSet([
      benchmark('Flip', [metric('energy', spread.map((f) => 1.5e308 * f))]),
      benchmark('Mixed', [metric('energy', spread.map((f, i) => (i % 2 === 0 ? 1.5e308 : -1.6e308) * f))]),
    ]);
    const report = compareResultSets(base, head);
    const flip = report.comparisons.find((c) => c.name === 'Flip');
    expect(flip?.status).toBe('regression');
    expect(flip?.ratio).toBeCloseTo(3, 2);
    const mixed = report.comparisons.find((c) => c.name === 'Mixed');
    expect(Number.isFinite(mixed?.base?.median)).toBe(true);
    expect(Number.isFinite(mixed?.head?.median)).toBe(true);
    const text = renderText(report);
    expect(text).toMatch(/Flip .* \+\d{3}\.\d\d% +p=/);
    expect(text).not.toMatch(/∞|NaN|Infinity/);
  });
});
