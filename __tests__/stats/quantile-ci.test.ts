// benchstat's median CI (go-moremath QuantileCI): published orders, go-moremath's own test
// cases, and the `± x%` benchstat printed for real inputs.
import { describe, expect, it } from 'vitest';
import { medianConfidenceInterval, medianConfidenceOrders } from '../../src/stats/quantile-ci.js';

const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

describe('medianConfidenceOrders', () => {
  it('has the orders and confidences of STATISTICS.md §1.2 at 95%', () => {
    expect(medianConfidenceOrders(6)).toEqual({ loOrder: 1, hiOrder: 6, confidence: 62 / 64 });
    expect(medianConfidenceOrders(10)).toEqual({ loOrder: 2, hiOrder: 9, confidence: 1002 / 1024 });
    const n20 = medianConfidenceOrders(20);
    expect([n20.loOrder, n20.hiOrder]).toEqual([6, 15]);
    expect(n20.confidence).toBeCloseTo(0.959, 3);
  });

  it('leaves n = 5 unbounded on one side (go-moremath: [0, 5), i.e. (−∞, x(5)])', () => {
    // STATISTICS.md says [x(1), +∞); quantileci.go breaks the last tie (pmf(0) = pmf(5)) to the
    // left, as its own test QuantileCI(5, 0.5, 0.99 − 0.03125) → [0, 5) shows. Either way
    // benchstat prints "± ∞" and warns "need >= 6 samples".
    expect(medianConfidenceOrders(5)).toEqual({ loOrder: 0, hiOrder: 5, confidence: 31 / 32 });
  });

  it("reproduces go-moremath's TestQuantileCI (binomial branch)", () => {
    expect(medianConfidenceOrders(4, 0.001)).toEqual({ loOrder: 2, hiOrder: 3, confidence: 0.375 });
    expect(medianConfidenceOrders(4, 0.3750001)).toEqual({ loOrder: 1, hiOrder: 3, confidence: 0.625 });
    expect(medianConfidenceOrders(4, 0.99)).toEqual({ loOrder: 0, hiOrder: 5, confidence: 1 });
    expect(medianConfidenceOrders(4, 0.99 - 0.0625)).toEqual({ loOrder: 0, hiOrder: 4, confidence: 0.9375 });
    expect(medianConfidenceOrders(5, 0.3125001)).toEqual({ loOrder: 2, hiOrder: 4, confidence: 0.625 });
    expect(medianConfidenceOrders(5, 1)).toEqual({ loOrder: 0, hiOrder: 6, confidence: 1 });
  });

  it('rejects bad arguments', () => {
    expect(() => medianConfidenceOrders(0)).toThrow(RangeError);
    expect(() => medianConfidenceOrders(5, 0)).toThrow(RangeError);
    expect(() => medianConfidenceInterval([3, 1, 2])).toThrow(RangeError);
  });
});

describe("medianConfidenceInterval reproduces benchstat's printed ± x%", () => {
  // Inputs: /work/shared/samples/go/benchstat-testdata-crc-{old,new}.txt (golang/perf
  // cmd/benchstat/testdata); expected: benchstat-output-crcOldNew.txt. benchstat prints
  // max(hi/median − 1, 1 − lo/median) as a whole percent.
  const rows = [
    { name: 'crc-old IEEE/size=15/align=0 sec/op', values: [44.6, 47.3, 44.6, 46.3, 50.7, 45.8, 46.8, 44.3, 47.7, 50.6], median: 46.55, printed: 9 },
    { name: 'crc-old IEEE/size=512/align=0 sec/op', values: [249, 248, 232, 238, 234, 237, 241, 231, 231, 239], median: 237.5, printed: 4 },
    { name: 'crc-new IEEE/size=512/align=0 sec/op', values: [56.1, 56.2, 56.1, 56.5, 58.1, 59.0, 55.9, 57.0, 58.7, 57.6], median: 56.75, printed: 3 },
    { name: 'crc-old IEEE/size=15/align=0 B/s (from MB/s)', values: [336.59, 317.29, 336.14, 323.8, 295.9, 327.41, 320.56, 338.48, 314.52, 296.42], median: 322.18, printed: 8 },
  ];
  it.each(rows)('$name: ± $printed%', ({ values, median, printed }) => {
    const sorted = ascending(values);
    const ci = medianConfidenceInterval(sorted);
    expect([ci.loOrder, ci.hiOrder]).toEqual([2, 9]);
    expect(ci.lo).toBe(sorted[1]);
    expect(ci.hi).toBe(sorted[8]);
    const pct = Math.max(ci.hi / median - 1, 1 - ci.lo / median);
    expect(Math.round(100 * pct)).toBe(printed);
  });

  it('gives infinite bounds below 6 samples', () => {
    expect(medianConfidenceInterval([1, 2, 3, 4, 5])).toMatchObject({ lo: -Infinity, hi: 5 });
    expect(medianConfidenceInterval([7])).toMatchObject({ lo: -Infinity, hi: Infinity });
  });
});
