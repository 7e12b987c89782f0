import { describe, expect, it } from 'vitest';
import { chooseScale, formatScaled, formatThreshold, unitQualifier } from '../../src/format.js';
import { describeFailure } from '../../src/gate.js';
import type { Comparison } from '../../src/compare/types.js';

const shown = (unit: string, value: number): string => formatScaled(value, chooseScale(unit, value));

describe('values scaled for display', () => {
  it('reads seconds and bytes as times and sizes, per op or not', () => {
    expect([shown('sec/op', 4.6e-3), shown('sec', 2.5), shown('B/op', 401408), shown('B', 3 * 2 ** 20)]).toEqual(['4.60 ms', '2.50 s', '392 KiB', '3 MiB']);
  });

  it('reads qualified seconds and bytes (user-sec, build-real-sec/op, peak-rss-B) the same way', () => {
    expect([shown('user-sec', 6.7e-4), shown('build-real-sec/op', 0.32), shown('cpu-sec/op', 3.41e-9), shown('peak-rss-B', 3_200_000), shown('heap-B/op', 2048)])
      .toEqual(['670 µs', '320 ms', '3.41 ns', '3.05 MiB', '2 KiB']);
  });

  it('keeps other denominators, scales rates by 1000, and leaves other units named', () => {
    expect([shown('sec/iter', 0.0012), shown('B/s', 6.32e10), shown('allocs/op', 2), shown('allocs/op', 12_000), shown('ops/s', 1940)])
      .toEqual(['1.20 ms/iter', '63.2 GB/s', '2 allocs', '12 k allocs', '1.94 kops/s']);
  });

  it('keeps the qualifier a scaled unit drops, for labels without a heading', () => {
    expect(['build-real-sec/op', 'user-sec', 'peak-rss-B', 'sec/op', 'B/op', 'allocs/op'].map(unitQualifier)).toEqual(['build-real', 'user', 'peak-rss', undefined, undefined, undefined]);
  });
});

describe('thresholds as written', () => {
  it('keeps a fractional threshold instead of rounding it to a whole percent', () => {
    expect([0.05, 0.055, 0.005, 0.1, 0.0125, 0.19996, 0.001].map(formatThreshold)).toEqual(['5%', '5.5%', '0.5%', '10%', '1.25%', '19.996%', '0.1%']);
  });

  it('says "regressed beyond 5.5%" for a 5.5% threshold', () => {
    const regression = { name: 'BenchmarkX', unit: 'sec/op', ratio: 1.08, threshold: 0.055 } as Comparison;
    expect(describeFailure([regression])).toBe('1 benchmark metric regressed beyond 5.5%: BenchmarkX sec/op +8.00%');
  });
});

describe('the failure line', () => {
  it('shows control characters and bidi overrides in names as escapes, as the text report does', () => {
    const named = (name: string): Comparison => ({ key: name, name, unit: 'sec', better: 'lower', ratio: 1.5, threshold: 0.05 }) as Comparison;
    const line = describeFailure([named('esc\u001b[2Jred'), named('bidi\u202eevil')]);
    expect(line).toBe('2 benchmark metrics regressed beyond 5%: bidi\\u202Eevil sec +50.00%, esc\\u001B[2Jred sec +50.00%');
    expect(line.includes('\u001b') || line.includes('\u202e')).toBe(false);
  });

  it('names the five largest regressions, in the order of the report table, not the first five by name', () => {
    const regression = (name: string, ratio: number, better: Comparison['better'] = 'lower'): Comparison =>
      ({ key: name, name, unit: better === 'lower' ? 'sec/op' : 'B/s', better, ratio, threshold: 0.05 }) as Comparison;
    const regressions = [regression('A', 1.06), regression('B', 1.07), regression('C', 1.08), regression('D', 1.09), regression('E', 1.1), regression('F', 1.7), regression('G', 0.4, 'higher')];
    expect(describeFailure(regressions)).toBe('7 benchmark metrics regressed beyond 5%: G B/s -60.00%, F sec/op +70.00%, E sec/op +10.00%, D sec/op +9.00%, C sec/op +8.00%, and 2 more');
  });
});
