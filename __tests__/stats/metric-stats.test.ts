// testMetric at the sizes real tools produce: pytest-benchmark keeps every round (10^5 to 10^6 a
// side), and a config rule can mark any metric `exact`.
import { describe, expect, it } from 'vitest';
import { testMetric } from '../../src/compare/metric-stats.js';

describe('testMetric, exact metrics', () => {
  it('compares 200,000 varying samples a side without a stack overflow', () => {
    // Math.min(...values) threw "Maximum call stack size exceeded" from about 125,000 values.
    const i = Array.from({ length: 200_000 }, (_, k) => k);
    const base = i.map((k) => 1000 + ((k * 7919) % 13));
    const head = i.map((k) => 1100 + ((k * 104729) % 11));
    const stats = testMetric({ better: 'lower', assumption: 'exact', base, head });
    // numpy (i = np.arange(200000); b = 1000 + (i*7919) % 13; h = 1100 + (i*104729) % 11):
    // np.median(b) = 1006, b.min() = 1000, b.max() = 1012; np.median(h) = 1105, h.min() = 1100,
    // h.max() = 1110; np.median(h)/np.median(b) = 1.0984095427435387.
    expect(stats.kind).toBe('exact');
    expect(stats.ratio).toBe(1.0984095427435387);
    expect(stats.warnings).toEqual(['exact distribution expected, but base ranges from 1000 to 1012 and head ranges from 1100 to 1110; compared by medians']);
  });
});
