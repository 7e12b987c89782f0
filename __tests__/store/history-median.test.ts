/**
 * A history run's value of a metric is the median compare computes for it (stats/sorted.ts), also
 * where ss.median overflows: an even sample whose middle values are of opposite signs near
 * ±1.8e308 (a custom binary or a BMF file can print any double) has a finite median, and the run
 * keeps it rather than dropping the metric from the history the cached mode tests against.
 */
import { describe, expect, it } from 'vitest';
import { median } from '../../src/compare/metric-stats.js';
import { historyRunOf } from '../../src/store/baseline-file.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

describe('historyRunOf medians', () => {
  it('records the median compare computes, for ordinary samples and for halves that overflow a difference', () => {
    const samples = { ordinary: [3, 1, 4, 1.5], extreme: [-1.5e308, 1.5e308, -1.7e308, 1.7e308] };
    const set = resultSet(Object.entries(samples).map(([name, values]) => benchmark(name, [metric('score', values)], { key: name })));
    const values = historyRunOf(set).values;
    expect(values.ordinary).toEqual({ score: 2.25 });
    expect(values.extreme).toEqual({ score: median(samples.extreme) });
    expect(Number.isFinite(values.extreme?.score)).toBe(true);
  });
});
