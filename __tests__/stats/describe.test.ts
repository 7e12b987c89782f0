// describeSample by hand, and the bimodality detector on fixed data, seeded simulations and large
// deterministic samples (normal quantiles), with its measures pinned to an independent numpy reference.
import { describe, expect, it } from 'vitest';
import { bimodalityMeasures, describeSample, isBimodal } from '../../src/stats/describe.js';
import { normalQuantile } from '../../src/stats/normal.js';
import { sortedCopy, median } from '../../src/stats/sorted.js';

/** Seeded uniform generator (mulberry32) and Box–Muller normals: fixed data, no Math.random. */
function generator(seed: number): { uniform: () => number; normal: () => number } {
  let state = seed;
  const uniform = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = (): number => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

/**
 * The (i + ½)/n quantiles of N(0, 1), ascending: a deterministic "sample" of any size. The lower
 * half is computed and mirrored (half the work); numpy's reference builds them the same way
 * (scipy.stats.norm.ppf), so the pinned values below are for the same data to ~1e-14.
 */
function standardNormalQuantiles(n: number): number[] {
  const z = new Array<number>(n).fill(0);
  const half = Math.floor(n / 2);
  for (let i = 0; i < half; i++) {
    const q = normalQuantile((i + 0.5) / n);
    z[i] = q;
    z[n - 1 - i] = -q;
  }
  return z;
}

/** `count` copies of `value`. */
const repeat = (value: number, count: number): number[] => new Array<number>(count).fill(value);

/** The measures of a sample, sorted here (the median is ss's, as isBimodal uses). */
function measuresOf(values: readonly number[]): ReturnType<typeof bimodalityMeasures> {
  const sorted = sortedCopy(values);
  return bimodalityMeasures(sorted, median(sorted));
}

describe('describeSample', () => {
  it('computes the summary by hand', () => {
    // [1, 2, 3, 4, 100]: median 3, mean 22, |x − 3| = [2, 1, 0, 1, 97] → MAD 1.
    const d = describeSample([4, 1, 100, 3, 2]);
    expect(d).toMatchObject({ n: 5, median: 3, min: 1, max: 100, mean: 22 });
    expect(d.robustCv).toBeCloseTo(1.4826 / 3, 15);
    // Sample variance: (441 + 400 + 361 + 324 + 6084)/4 = 1902.5.
    expect(d.cv).toBeCloseTo(Math.sqrt(1902.5) / 22, 14);
  });

  it('gives the same CV at any scale: no squares underflow at 1e-300 or overflow at 1e300', () => {
    // [4, 1, 100, 3, 2] has CV √1902.5 / 22 (above); its squares vanish below ~1e-154 and overflow above ~1e154.
    for (const scale of [1e-300, 1e-200, 1e200, 1e300, 2 ** -1070]) {
      expect(describeSample([4, 1, 100, 3, 2].map((v) => v * scale)).cv).toBeCloseTo(Math.sqrt(1902.5) / 22, scale === 2 ** -1070 ? 1 : 12);
    }
    // A quiet sample is not called noisy because of its magnitude.
    expect(describeSample([1, 1.001, 0.999, 1, 1.002].map((v) => v * 1e300)).cv).toBeLessThan(0.01);
  });

  it('finds two modes at any scale (its SDs are squares too)', () => {
    const bimodal = [100, 101, 99, 100.5, 99.5, 100.2, 115, 116, 114, 115.5];
    const unimodal = [100, 101, 99, 100.5, 99.5, 100.2, 102, 98, 101.5, 98.5, 100.7, 99.2];
    for (const scale of [1e-300, 1e-9, 1e160, 1e300]) {
      const values = bimodal.map((v) => v * scale);
      expect(isBimodal(values)).toBe(true);
      expect(isBimodal(values, [...values].sort((a, b) => a - b))).toBe(true);
      expect(isBimodal(unimodal.map((v) => v * scale))).toBe(false);
    }
  });

  it('reports NaN CVs where they are undefined', () => {
    expect(Number.isNaN(describeSample([7]).cv)).toBe(true);
    expect(Number.isNaN(describeSample([-1, 0, 1]).cv)).toBe(true); // mean 0
    expect(Number.isNaN(describeSample([-1, 0, 1]).robustCv)).toBe(true); // median 0
    expect(() => describeSample([])).toThrow(RangeError);
    expect(() => describeSample([1, Number.NaN])).toThrow(RangeError);
  });
});

describe('isBimodal', () => {
  it('flags a clear two-mode sample and not a unimodal one (fixed data)', () => {
    const fast = [1.0, 1.01, 0.99, 1.02, 0.98, 1.0, 1.01];
    const slow = [1.15, 1.16, 1.14];
    expect(isBimodal([...fast, ...slow])).toBe(true);
    expect(isBimodal([1.0, 1.01, 0.99, 1.02, 0.98, 1.0, 1.01, 0.985, 1.015, 1.005])).toBe(false);
    expect(isBimodal([5, 5, 5, 5, 5, 5])).toBe(false); // one distinct value
    expect(isBimodal([1, 1, 2, 2, 2])).toBe(false); // fewer than 6 values
    expect(isBimodal([1, 1.01, 1.02, 0.99, 1, 1.01, 0.98, 1, 1.01, 2])).toBe(false); // one outlier is not a mode
  });

  it('almost never flags a normal 2%-CV sample of 10–20 values (seeded, 2000 samples)', () => {
    const { normal } = generator(1);
    let flagged = 0;
    for (let i = 0; i < 2000; i++) {
      const n = 10 + (i % 11);
      if (isBimodal(Array.from({ length: n }, () => 1 + 0.02 * normal()))) flagged++;
    }
    expect(flagged).toBeLessThanOrEqual(2);
  });

  it('usually flags a 70/30 mixture of 2%-CV modes 15% apart (seeded, 1000 samples)', () => {
    const { normal, uniform } = generator(2);
    let random = 0;
    let exact = 0;
    for (let i = 0; i < 1000; i++) {
      const n = 10 + (i % 11);
      const mixture = Array.from({ length: n }, () => (uniform() < 0.3 ? 1.15 : 1) * (1 + 0.02 * normal()));
      if (isBimodal(mixture)) random++;
      const split = Array.from({ length: n }, (_, j) => (j < Math.round(0.3 * n) ? 1.15 : 1) * (1 + 0.02 * normal()));
      if (isBimodal(split)) exact++;
    }
    expect(random).toBeGreaterThanOrEqual(750); // 797 of 1000 at this seed
    expect(exact).toBeGreaterThanOrEqual(900); // 972 of 1000 at this seed
  });

  // go test's FNV-2 baseline (fixtures/go/compare-base-run1.txt): 2 of 10 runs 30% slower.
  const fnv = [14578, 14523, 11096, 11088, 11225, 11351, 11076, 11078, 11080, 11045];

  it('still flags two modes with a clear gap, quantized or not', () => {
    expect(isBimodal(fnv)).toBe(true); // integer ns: resolution 2 ns against a 3172 ns gap
    // Two modes on a 1 ns clock, 100 ± 2 and 115 ± 2 ns: ticks 98..102 and 113..117.
    const ticks = [98, 99, 99, 100, 100, 100, 101, 101, 102];
    expect(isBimodal([...ticks, ...ticks, ...ticks.map((t) => t + 15)])).toBe(true);
    // A fast mode that is a single tick (2 ns) and a slow one on 5..6 ns: 2 empty ticks between.
    expect(isBimodal([...repeat(2, 60), ...repeat(5, 25), ...repeat(6, 15)])).toBe(true);
    // n = 10^5, 70/30 modes 30% apart with 1% CV: an empty gap even among so many values.
    const z7 = standardNormalQuantiles(70_000);
    const z3 = standardNormalQuantiles(30_000);
    expect(isBimodal([...z7.map((z) => 1 + 0.01 * z), ...z3.map((z) => 1.3 * (1 + 0.01 * z))])).toBe(true);
  });

  it('does not take a coarse clock for two speeds (two or three adjacent values)', () => {
    // 1000 rounds on a 1 ns clock of a ~20.4 ns operation: 20 or 21 ns. The groups {20}, {21} have
    // SD 0 and a 1-tick gap that is 5% of the median, but one tick is rounding, not a second speed.
    const twoTicks = [...repeat(20, 600), ...repeat(21, 400)];
    expect(isBimodal(twoTicks)).toBe(false);
    expect(isBimodal(twoTicks.map((v) => v * 1e-9))).toBe(false); // the same in seconds (float noise in the steps)
    expect(isBimodal([...repeat(100, 500), ...repeat(101, 500)])).toBe(false); // 1% apart: below 5% anyway
    // A ms-resolution timer (hyperfine-style, in seconds): 12, 13 or 14 ms.
    expect(isBimodal([...repeat(0.012, 30), ...repeat(0.013, 67), ...repeat(0.014, 3)])).toBe(false);
    expect(isBimodal([...repeat(12, 20), ...repeat(13, 78), ...repeat(14, 2)])).toBe(false);
  });

  it('flags two speeds that take one value each when they are too far apart to be one clock tick', () => {
    // No step is visible inside either group, so half the gap stands for the clock: two values
    // are bimodal from 10% of the median apart. A benchmark alternating 100 and 200 ns is.
    expect(isBimodal([...repeat(100, 3), ...repeat(200, 3)])).toBe(true);
    expect(isBimodal([100, 200, 100, 200, 100, 200, 100, 200, 100, 200])).toBe(true);
    expect(isBimodal([...repeat(12, 5), ...repeat(14, 5)])).toBe(true); // 15% of the median apart
    expect(isBimodal([...repeat(20, 5), ...repeat(22, 5)])).toBe(false); // 9.5%: could be a 2 ns clock
    expect(bimodalityMeasures([...repeat(100, 3), ...repeat(200, 3)], 150)).toMatchObject({ lowCount: 3, gap: 100, resolution: 50 });
  });

  // 50/50 modes at 1.0 and 1.15 with 2% CV, 500,000 values each (the normal quantiles, no draws):
  // 7.5 and 6.5 SDs from each mode to the other, so ~30,000 values lie between 1.04 and 1.11
  // and there is no empty gap; plus 500 values at 10 (GC-pause-like) and 100 at 0.5.
  // Built on first use (250,000 quantile evaluations), shared by the two tests below.
  let large: { overlapping: number[]; withOutliers: number[] } | undefined;
  const largeSamples = (): { overlapping: number[]; withOutliers: number[] } => {
    if (large === undefined) {
      const z = standardNormalQuantiles(500_000);
      const overlapping = [...z.map((v) => 1 + 0.02 * v), ...z.map((v) => 1.15 * (1 + 0.02 * v))];
      large = { overlapping, withOutliers: [...overlapping, ...repeat(10, 500), ...repeat(0.5, 100)] };
    }
    return large;
  };

  it('flags two overlapping modes among 10^5 and 10^6 values, outliers or not', () => {
    const z7 = standardNormalQuantiles(70_000);
    const z3 = standardNormalQuantiles(30_000);
    expect(isBimodal([...z7.map((v) => 1 + 0.02 * v), ...z3.map((v) => 1.15 * (1 + 0.02 * v))])).toBe(true);
    const { overlapping, withOutliers } = largeSamples();
    expect(isBimodal(overlapping)).toBe(true);
    expect(isBimodal(withOutliers)).toBe(true);
    expect(isBimodal(withOutliers, sortedCopy(withOutliers))).toBe(true);
  });

  it('does not flag unimodal skewed or heavy-tailed samples of 10^5 values, nor a few outliers', () => {
    const n = 100_000;
    const u = Array.from({ length: n }, (_, i) => (i + 0.5) / n);
    const zn = standardNormalQuantiles(n);
    for (const sigma of [0.1, 0.3, 0.5, 1, 2]) expect(isBimodal(zn.map((v) => Math.exp(sigma * v)))).toBe(false); // log-normal
    for (const scale of [0.05, 0.1, 0.5, 1]) expect(isBimodal(u.map((p) => 1 - scale * Math.log(1 - p)))).toBe(false); // exponential tail
    expect(isBimodal(u.map((p) => (1 - p) ** (-1 / 1.5)))).toBe(false); // Pareto, α = 1.5
    // A normal 2%-CV body with 0.5% or 5% of values 3× to 10× slower.
    const body = standardNormalQuantiles(n).map((v) => 1 + 0.02 * v);
    for (const share of [0.005, 0.05]) {
      const k = Math.round(share * n);
      const outliers = Array.from({ length: k }, (_, i) => 3 + (7 * i) / k);
      expect(isBimodal([...body.slice(k), ...outliers])).toBe(false);
    }
    // Small samples: a few extreme outliers are not a mode.
    expect(isBimodal([1, 1.01, 1.02, 0.99, 1, 1.01, 0.98, 1, 100, 1000])).toBe(false);
  });

  it('measures the split as an independent numpy implementation does', () => {
    // Reference: numpy 2.4 / scipy 1.17, the split by brute force over every cut (n ≤ 100) or by
    // cumulative sums checked against its neighbours' within-group sums of squares (n ≥ 10^5), the
    // resolution as the smallest np.diff of the sorted values above 1e-9·|median|.
    const close = (actual: number, expected: number): void => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.abs(expected));
    const check = (values: readonly number[], expected: { lowCount: number; gap: number; resolution: number; separation: number; pooledSd: number }): void => {
      const m = measuresOf(values);
      expect(m?.lowCount).toBe(expected.lowCount);
      close(m?.gap ?? NaN, expected.gap);
      close(m?.resolution ?? NaN, expected.resolution);
      close(m?.separation ?? NaN, expected.separation);
      close(m?.pooledSd ?? NaN, expected.pooledSd);
    };
    check(fnv, { lowCount: 8, gap: 3172, resolution: 2, separation: 3420.625, pooledSd: 98.51609957260793 }); // D = 34.72
    check([...repeat(0.012, 30), ...repeat(0.013, 67), ...repeat(0.014, 3)],
      { lowCount: 30, gap: 0.0009999999999999992, resolution: 0.0009999999999999992, separation: 0.001028985507246373, pooledSd: 0.00014223033642311986 }); // D = 7.23, net gap 0
    const z7 = standardNormalQuantiles(70_000);
    const z3 = standardNormalQuantiles(30_000);
    check([...z7.map((v) => 1 + 0.02 * v), ...z3.map((v) => 1.15 * (1 + 0.02 * v))],
      { lowCount: 70008, gap: 0.07879138780025619, resolution: 7.161795071430888e-7, separation: 0.147514910899319, pooledSd: 0.019792372470178 }); // D = 7.45
    check(largeSamples().withOutliers, { lowCount: 500333, gap: 0.07887664884715884, resolution: 2.1530068838870875e-9, separation: 0.14794029205895054, pooledSd: 0.020414992625996137 }); // D = 7.25
    expect(measuresOf([5, 5, 5, 5, 5, 5])).toBeUndefined();
  });
});
