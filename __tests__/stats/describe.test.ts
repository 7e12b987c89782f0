// describeSample by hand, and the bimodality detector on fixed data and seeded simulations.
import { describe, expect, it } from 'vitest';
import { describeSample, isBimodal } from '../../src/stats/describe.js';

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

describe('describeSample', () => {
  it('computes the summary by hand', () => {
    // [1, 2, 3, 4, 100]: median 3, mean 22, |x − 3| = [2, 1, 0, 1, 97] → MAD 1.
    const d = describeSample([4, 1, 100, 3, 2]);
    expect(d).toMatchObject({ n: 5, median: 3, min: 1, max: 100, mean: 22 });
    expect(d.robustCv).toBeCloseTo(1.4826 / 3, 15);
    // Sample variance: (441 + 400 + 361 + 324 + 6084)/4 = 1902.5.
    expect(d.cv).toBeCloseTo(Math.sqrt(1902.5) / 22, 14);
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
});
