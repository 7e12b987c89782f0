/** A metric with the same samples in base and head is one measurement read twice (a stale input), and the report says so once. */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { benchmark, metric as syntheticMetric, resultSet as set } from '../helpers/synthetic.js';

const metric = (unit: string, samples: number[], assumption: 'exact' | 'nothing' = 'nothing') => syntheticMetric(unit, samples, { assumption });

const timing = [1.01e-6, 1.03e-6, 0.99e-6, 1.02e-6, 1.0e-6];

describe('the same samples in base and head', () => {
  it('warns once, counting the metrics, when timings repeat bit for bit', () => {
    const base = set([benchmark('BenchmarkA', [metric('sec/op', timing)]), benchmark('BenchmarkB', [metric('sec/op', timing.map((v) => v * 2))])]);
    const head = set([benchmark('BenchmarkA', [metric('sec/op', [...timing])]), benchmark('BenchmarkB', [metric('sec/op', timing.map((v) => v * 2))])]);
    const warnings = compareResultSets(base, head).warnings.filter((w) => w.includes('very same samples'));
    expect(warnings).toEqual([expect.stringMatching(/^2 compared metrics have the very same samples in base and head \(e\.g\. BenchmarkA sec\/op\): that is one measurement read twice/)]);
  });

  it('says nothing for separate runs, for counts that are exact by nature, or for values that never vary', () => {
    const base = set([benchmark('BenchmarkA', [metric('sec/op', timing), metric('allocs/op', [3, 4, 3, 4, 3], 'exact'), metric('B/op', [8, 8, 8, 8, 8])])]);
    const head = set([benchmark('BenchmarkA', [metric('sec/op', timing.map((v) => v * 1.0001)), metric('allocs/op', [3, 4, 3, 4, 3], 'exact'), metric('B/op', [8, 8, 8, 8, 8])])]);
    expect(compareResultSets(base, head).warnings.filter((w) => w.includes('very same samples'))).toEqual([]);
  });
});
