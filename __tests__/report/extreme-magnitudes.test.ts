/**
 * Extreme magnitudes in the reports (a custom bench binary or a BMF file can print any double): a
 * delta of 1e300 times, a time below 1 ps, a spread whose bound is 1e300 times the median. The text
 * report, the markdown and the PR comment read them in three significant digits with an exponent,
 * never as `+9.999999999999763e+301%`, `± Infinity%` or `0.00 ps`; the JSON keeps the numbers.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import type { ComparisonReport } from '../../src/compare/types.js';
import { chooseScale, formatPercent, formatScaled, formatShare } from '../../src/format.js';
import { COMMENT_LIMIT_CHARS, renderWithinBudget } from '../../src/report/budget.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

const around = (centre: number): number[] => [1, 1.01, 0.99, 1.02, 0.98, 1, 1.01, 0.99, 1.03, 0.97].map((f) => centre * f);

/** Huge: 13 ns -> 1.3e301 ns; Tiny: 0.1 fs on both sides; Wide: 3 of 10 base samples at 1e300 s. */
function extremeReport(): ComparisonReport {
  const base = resultSet([
    benchmark('Huge', [metric('sec/op', around(1.3e-8))]),
    benchmark('Tiny', [metric('sec/op', around(1e-16))]),
    benchmark('Wide', [metric('sec/op', [...around(2e-8).slice(0, 7), 1e300, 1e300, 1e300])]),
  ]);
  const head = resultSet([
    benchmark('Huge', [metric('sec/op', around(1.3e292))]),
    benchmark('Tiny', [metric('sec/op', around(1.0001e-16))]),
    benchmark('Wide', [metric('sec/op', around(2e-8))]),
  ]);
  return compareResultSets(base, head);
}

/** The rows of a text or markdown report that name one of the benchmarks. */
const rowOf = (text: string, name: string): string => text.split('\n').find((line) => new RegExp(`(^|\`)${name}\\b`).test(line)) ?? '';

describe('extreme magnitudes, in every report a reader sees', () => {
  const report = extremeReport();
  const outputs = {
    text: renderText(report),
    markdown: renderMarkdown(report),
    comment: renderWithinBudget(report, {}, COMMENT_LIMIT_CHARS).text,
  };

  for (const [format, output] of Object.entries(outputs)) {
    it(`${format}: a delta of 1e300 times reads +1.00e+302%, with its interval`, () => {
      expect(rowOf(output, 'Huge')).toMatch(/\+1\.00e\+302% \\?\[\+\d\.\d\de\+30[12]%, \+\d\.\d\de\+30[12]%\\?\]/);
      expect(rowOf(output, 'Huge')).toContain('1.30e+301 ns');
    });

    it(`${format}: a time of 0.1 fs reads 1.00e-4 ps, not 0.00 ps`, () => {
      expect(rowOf(output, 'Tiny')).toContain('1.00e-4 ps');
      expect(output).not.toContain('0.00 ps');
    });

    it(`${format}: a spread 1e300 times the median reads with an exponent, not ± Infinity% or every digit`, () => {
      expect(rowOf(output, 'Wide')).toMatch(/ns ± \d\.\d\de\+30\d%/);
      expect(output).not.toMatch(/Infinity|NaN|\d{8}|\d\.\d{4,}e/);
    });
  }

  it('json: keeps the ratios and medians as numbers, unrounded', () => {
    const json = JSON.parse(renderJson(report)) as ComparisonReport;
    for (const c of report.comparisons) {
      const saved = json.comparisons.find((s) => s.key === c.key);
      expect([saved?.ratio, saved?.base?.median, saved?.head?.median]).toEqual([c.ratio, c.base?.median, c.head?.median]);
    }
    expect(json.comparisons.find((c) => c.name === 'Huge')?.ratio).toBeGreaterThan(9.9e299);
  });
});

describe('the number formats at their bounds', () => {
  it('keeps percentages below 1,000,000% as they were, and gives larger ones three digits and an exponent', () => {
    expect([0.1135, 9999.9999, 10_000, 1.97113161e6, -1, 1e300, Number.MAX_VALUE].map((f) => formatPercent(f)))
      .toEqual(['+11.35%', '+999999.99%', '+1.00e+6%', '+1.97e+8%', '-100.00%', '+1.00e+302%', '+1.80e+310%']);
    expect(formatPercent(1e300, 1)).toBe('+1.00e+302%');
    expect([0.12, 1e4, Number.MAX_VALUE].map((f) => formatShare(f))).toEqual(['12%', '1.00e+6%', '1.80e+310%']);
  });

  // 5e-324 reads as its shortest decimal, as the JSON and the input print it (its exact value is 4.94e-324).
  it('scales values from 1,000,000 up, and below 0.001, with an exponent, even where the quotient overflows or underflows', () => {
    const ps = chooseScale('sec/op', 1e-12);
    const tib = chooseScale('B', 2 ** 40);
    expect([1e-12, 9.999e-9, 1e-6, 1e-16, 1e300, 5e-324, 0].map((v) => formatScaled(v, ps)))
      .toEqual(['1 ps', '9999 ps', '1.00e+6 ps', '1.00e-4 ps', '1.00e+312 ps', '5.00e-312 ps', '0 ps']);
    expect([5e-324, Number.MAX_VALUE, -Number.MAX_VALUE].map((v) => formatScaled(v, tib))).toEqual(['4.55e-336 TiB', '1.63e+296 TiB', '-1.63e+296 TiB']);
    expect([0.5, 0.01, 0.0005, 123_456, 1_234_567].map((v) => formatScaled(v, chooseScale('x', 1)))).toEqual(['0.50 x', '0.01 x', '5.00e-4 x', '123456 x', '1.23e+6 x']);
  });

  // Ordinary values of units with no smaller prefix (a ratio, a percentage, allocs averaged over
  // runs) and a fast head in a row scaled by a slow base: toFixed(2) printed 0.01 and 0.00.
  it('gives ordinary small values, down to 0.001 in the scale, three significant digits without an exponent', () => {
    expect([[0.009, 'x'], [0.005, 'allocs/op'], [0.003, '%'], [0.00123, 'energy'], [-0.0042, 'energy']].map(([v, unit]) => formatScaled(Number(v), chooseScale(String(unit), Number(v)))))
      .toEqual(['0.00900 x', '0.00500 allocs', '0.00300 %', '0.00123 energy', '-0.00420 energy']);
    expect(formatScaled(5e-3, chooseScale('sec/op', 1))).toBe('0.00500 s');
    expect(formatScaled(1e-15, chooseScale('sec/op', 1e-12))).toBe('0.00100 ps');
  });

  it('decides between the forms on the digits printed: no 1000000 and no 1.00e-2 at the bounds', () => {
    const one = chooseScale('energy', 1);
    expect([999_999.7, 0.009_999_7, 0.000_999_6, 0.000_998_4].map((v) => formatScaled(v, one)))
      .toEqual(['1.00e+6 energy', '0.01 energy', '0.00100 energy', '9.98e-4 energy']);
    expect([9999.999_999_99, 9999.994].map((f) => formatPercent(f))).toEqual(['+1.00e+6%', '+999999.40%']);
  });
});
