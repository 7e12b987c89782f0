// Golden values from scipy/statsmodels (fixtures/stats/reference.json, written by
// scripts/stats-reference.py). Every assertion compares against an independent reference,
// never against this implementation's own output.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adjustPValues,
  describeSample,
  historyPredictionTestOnLogs,
  hodgesLehmann,
  mannWhitneyU,
  medianConfidenceOrders,
  minAchievablePValue,
  normalCdf,
  normalQuantile,
  normalSurvival,
  regularizedIncompleteBeta,
  samplesNeededPerSide,
  studentTCdf,
  studentTSurvival,
} from '../../src/stats/index.js';

const Num = z
  .union([z.number(), z.enum(['Infinity', '-Infinity'])])
  .transform((v) => (v === 'Infinity' ? Infinity : v === '-Infinity' ? -Infinity : v));
const Alt = z.enum(['two-sided', 'greater', 'less']);
const ReferenceSchema = z.object({
  normal: z.object({
    survival: z.array(z.object({ z: z.number(), sf: Num, cdf: Num })),
    quantile: z.array(z.object({ p: z.number(), z: Num })),
  }),
  t: z.object({
    sf: z.array(z.object({ t: z.number(), df: z.number(), sf: Num, cdf: Num })),
    incompleteBeta: z.array(z.object({ x: z.number(), a: z.number(), b: z.number(), value: Num })),
  }),
  mannWhitney: z.array(
    z.object({
      name: z.string(), x: z.array(z.number()), y: z.array(z.number()), alternative: Alt,
      u: z.number(), p: Num, method: z.enum(['exact', 'exact-ties', 'normal']), hasTies: z.boolean(),
    }),
  ),
  sampleSize: z.object({
    minAchievable: z.array(z.object({ n1: z.number(), n2: z.number(), p: z.number() })),
    samplesNeeded: z.array(z.object({ alpha: z.number(), n: z.number() })),
  }),
  hodgesLehmann: z.array(
    z.object({
      name: z.string(), x: z.array(z.number()), y: z.array(z.number()), confidence: z.number(),
      estimate: Num, lo: Num, hi: Num, actualConfidence: Num,
    }),
  ),
  medianCi: z.array(
    z.object({ n: z.number(), confidence: z.number(), loOrder: z.number(), hiOrder: z.number(), actualConfidence: Num }),
  ),
  multiple: z.array(
    z.object({ p: z.array(z.number()), bh: z.array(z.number()), by: z.array(z.number()), holm: z.array(z.number()) }),
  ),
  history: z.array(z.object({ history: z.array(z.number()), candidate: z.number(), t: Num, df: z.number(), p: Num })),
  describe: z.array(
    z.object({
      values: z.array(z.number()), n: z.number(), median: z.number(), min: z.number(), max: z.number(),
      mean: z.number(), cv: z.number(), robustCv: z.number(),
    }),
  ),
});

const reference = ReferenceSchema.parse(
  JSON.parse(readFileSync(new URL('../../fixtures/stats/reference.json', import.meta.url), 'utf8')),
);

/** |actual/expected − 1|, with exact matches (including infinities and zeros) giving 0. */
function relativeError(actual: number, expected: number): number {
  if (actual === expected) return 0;
  if (expected === 0) return Math.abs(actual);
  return Math.abs(actual / expected - 1);
}

function expectClose(actual: number, expected: number, tolerance: number, label: string): void {
  expect(relativeError(actual, expected), `${label}: got ${actual}, want ${expected}`).toBeLessThanOrEqual(tolerance);
}

describe('normal distribution vs scipy.stats.norm', () => {
  it('survival and CDF match to 1e-9 relative (z from −38 to 37)', () => {
    for (const c of reference.normal.survival) {
      expectClose(normalSurvival(c.z), c.sf, 1e-9, `sf(${c.z})`);
      expectClose(normalCdf(c.z), c.cdf, 1e-9, `cdf(${c.z})`);
    }
  });
  it('quantile matches norm.ppf to 1e-12 relative', () => {
    for (const c of reference.normal.quantile) expectClose(normalQuantile(c.p), c.z, 1e-12, `ppf(${c.p})`);
  });
});

describe("Student's t vs scipy.stats.t", () => {
  it('survival and CDF match to 1e-8 relative (df 0.5…1000, t −40…1e5)', () => {
    for (const c of reference.t.sf) {
      expectClose(studentTSurvival(c.t, c.df), c.sf, 1e-8, `sf(${c.t}, ${c.df})`);
      expectClose(studentTCdf(c.t, c.df), c.cdf, 1e-8, `cdf(${c.t}, ${c.df})`);
    }
  });
  it('regularized incomplete beta matches scipy.special.betainc', () => {
    for (const c of reference.t.incompleteBeta) {
      expectClose(regularizedIncompleteBeta(c.x, c.a, c.b), c.value, 1e-10, `I(${c.x}; ${c.a}, ${c.b})`);
    }
  });
});

describe('Mann–Whitney U vs scipy.stats.mannwhitneyu', () => {
  it.each(reference.mannWhitney.map((c) => [`${c.name} ${c.alternative}`, c] as const))('%s', (_, c) => {
    const result = mannWhitneyU(c.x, c.y, c.alternative);
    expect(result.u).toBe(c.u);
    expect(result.method).toBe(c.method);
    expect(result.hasTies).toBe(c.hasTies);
    // Exact p-values: 1e-9; the normal approximation: 1e-7.
    expectClose(result.p, c.p, c.method === 'normal' ? 1e-7 : 1e-9, 'p');
  });
  it('minimum achievable p and samples needed per side match exact binomial coefficients', () => {
    for (const c of reference.sampleSize.minAchievable) expectClose(minAchievablePValue(c.n1, c.n2), c.p, 1e-12, `${c.n1}+${c.n2}`);
    for (const c of reference.sampleSize.samplesNeeded) expect(samplesNeededPerSide(c.alpha), `alpha ${c.alpha}`).toBe(c.n);
  });
});

describe('Hodges–Lehmann with the exact Moses CI vs numpy + exact U distribution', () => {
  it.each(reference.hodgesLehmann.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const result = hodgesLehmann(c.x, c.y, c.confidence);
    expectClose(result.estimate, c.estimate, 1e-12, 'estimate');
    expect(result.lo).toBe(c.lo);
    expect(result.hi).toBe(c.hi);
    expectClose(result.confidence, c.actualConfidence, 1e-9, 'confidence');
  });
});

describe('median CI (benchstat QuantileCI) vs exact binomial / normal reference', () => {
  it('orders and actual confidence match for n = 1…1000', () => {
    for (const c of reference.medianCi) {
      const orders = medianConfidenceOrders(c.n, c.confidence);
      const label = `n=${c.n} conf=${c.confidence}`;
      expect([orders.loOrder, orders.hiOrder], label).toEqual([c.loOrder, c.hiOrder]);
      expectClose(orders.confidence, c.actualConfidence, c.n <= 30 ? 1e-12 : 1e-7, label);
    }
  });
});

describe('p-value adjustment vs scipy false_discovery_control and statsmodels multipletests', () => {
  it('bh, by and holm match to 1e-12 in input order', () => {
    for (const c of reference.multiple) {
      for (const method of ['bh', 'by', 'holm'] as const) {
        const adjusted = adjustPValues(c.p, method);
        expect(adjusted).toHaveLength(c.p.length);
        adjusted.forEach((value, i) => expectClose(value, c[method][i] ?? Number.NaN, 1e-12, `${method}[${i}] of ${c.p.length}`));
      }
      expect(adjustPValues(c.p, 'none')).toEqual(c.p);
    }
  });
});

describe('history prediction test vs numpy + scipy.stats.t', () => {
  it('t, df and one-sided p match', () => {
    for (const c of reference.history) {
      const result = historyPredictionTestOnLogs(c.history.map(Math.log), Math.log(c.candidate));
      expect(result).toBeDefined();
      if (result === undefined) continue;
      expect(result.df).toBe(c.df);
      expectClose(result.t, c.t, 1e-9, `t (H=${c.history.length})`);
      expectClose(result.p, c.p, 1e-8, `p (H=${c.history.length})`);
    }
  });
});

describe('describeSample vs numpy / scipy.stats.median_abs_deviation', () => {
  it('matches every summary', () => {
    for (const c of reference.describe) {
      const d = describeSample(c.values);
      expect(d.n).toBe(c.n);
      for (const key of ['median', 'min', 'max', 'mean', 'cv', 'robustCv'] as const) {
        expectClose(d[key], c[key], 1e-12, `${key} (n=${c.n})`);
      }
    }
  });
});
