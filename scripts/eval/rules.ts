/**
 * The decision rules the harness compares: bench-gate itself (through compareResultSets, the entry
 * the CLI's `compare` uses), a benchstat-like rule (exact two-sided Mann-Whitney at alpha 0.05,
 * flagged when the head median is larger), and github-action-benchmark's ratio threshold (110%,
 * ratio of means).
 */
import * as ss from 'simple-statistics';
import { compareResultSets, type CompareOptions } from '../../src/compare.js';
import { SCHEMA_VERSION, type ResultSet } from '../../src/schema/result.js';
import { mannWhitneyU } from '../../src/stats/mann-whitney.js';

export interface Suite {
  base: number[][];
  head: number[][];
  /** Medians of earlier baseline runs per benchmark (cached mode), oldest first. */
  history?: number[][];
}

/** Which benchmarks a rule flags as regressions. */
export type Rule = (suite: Suite) => boolean[];

function toResultSet(samples: number[][], history?: number[][]): ResultSet {
  const set: ResultSet = {
    schema: 'bench-gate/result', schemaVersion: SCHEMA_VERSION,
    context: { tool: 'go', config: {}, sources: ['eval'] },
    benchmarks: samples.map((values, i) => ({
      key: `B${i}`, name: `B${i}`, parts: { base: `B${i}`, sub: [], params: {}, procs: 1 }, status: 'ok', config: {},
      metrics: [{ unit: 'sec/op', originalUnit: 'sec/op', better: 'lower', assumption: 'nothing', samples: values }],
    })),
    diagnostics: [],
  };
  if (history !== undefined) {
    const runs = history[0]?.length ?? 0;
    set.history = Array.from({ length: runs }, (_, j) => ({ values: Object.fromEntries(history.map((h, i) => [`B${i}`, { 'sec/op': h[j] ?? 1 }])) }));
  }
  return set;
}

export function benchGate(options: CompareOptions): Rule {
  return (suite) => {
    const report = compareResultSets(toResultSet(suite.base, suite.history), toResultSet(suite.head), options);
    const flagged = new Map(report.comparisons.map((c) => [c.key, c.status === 'regression']));
    return suite.base.map((_, i) => flagged.get(`B${i}`) ?? false);
  };
}


export const benchstatLike: Rule = (suite) => suite.base.map((a, i) => {
  const b = suite.head[i] ?? [];
  return ss.median(b) > ss.median(a) && mannWhitneyU(a, b, 'two-sided').p <= 0.05;
});

export const ratio110: Rule = (suite) => suite.base.map((a, i) => ss.mean(suite.head[i] ?? [1]) / ss.mean(a) > 1.10);
