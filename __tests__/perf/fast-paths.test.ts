/**
 * Every shortcut taken for speed (issue 9) against the straightforward code it replaced: same
 * numbers bit for bit, same fields, same output text. The straightforward versions live here as the
 * reference, so a later "optimisation" that changes a result fails by name.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as ss from 'simple-statistics';
import { scaleToBase } from '../../src/parsers/collector.js';
import { scanResultLine, UnitNames, type ScannedLine } from '../../src/parsers/go-line-scan.js';
import { procsSuffixStart, splitGoName } from '../../src/parsers/go-name.js';
import { parseGoFields, splitFields } from '../../src/parsers/go-values.js';
import { forEachLine, splitLines } from '../../src/parsers/text-lines.js';
import { renderJson, renderJsonParts } from '../../src/report/json.js';
import { baselineShape, bimodalityMeasures, describeSample, isBimodal } from '../../src/stats/describe.js';
import { hodgesLehmann, mosesCriticalValue } from '../../src/stats/hodges-lehmann.js';
import { mannWhitneyPValues, mannWhitneyU } from '../../src/stats/mann-whitney.js';
import { median, sortedCopy } from '../../src/stats/sorted.js';
import { binomialCoefficient, rankSumTails, type TieGroup } from '../../src/stats/u-distribution-ties.js';
import { scaleByPowerOfTen } from '../../src/units.js';
import type { ComparisonReport } from '../../src/compare/types.js';

const same = (a: number, b: number): boolean => Object.is(a, b);

/** Decimal texts as Go prints them, plus the awkward ones. */
const decimalText = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 7 })).map(([m, q]) => (m / 10 ** q).toFixed(q)),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.constantFrom('0', '-0', '0.0', '+5', '5.', '.5', '007.50', '1e5', '1.5E-3', '0.30000000000000004', '123456789012345678', 'NaN', 'Inf', '-Infinity', '0x1p-2'),
);

describe('scaleToBase = scaleByPowerOfTen', () => {
  it('gives the same double for values parsed from Go-like decimals', () => {
    fc.assert(fc.property(decimalText, fc.constantFrom(-9, -6, -3, 0, 3, 6, 9), (text, exponent) => {
      const value = Number(text);
      return same(scaleToBase(value, exponent), scaleByPowerOfTen(value, exponent));
    }), { numRuns: 20_000 });
  });

  it('gives the same double for arbitrary doubles', () => {
    fc.assert(fc.property(fc.double(), fc.integer({ min: -30, max: 30 }), (value, exponent) =>
      same(scaleToBase(value, exponent), scaleByPowerOfTen(value, exponent))), { numRuns: 20_000 });
  });
});

describe('Go result lines: the scanner = split + parseGoFields', () => {
  const field = fc.oneof(decimalText, fc.constantFrom('ns/op', 'B/op', 'allocs/op', 'MB/s', '---', 'panic:', 'x', ''));
  const space = fc.constantFrom(' ', '\t', '  \t ', '\u00a0', '\v');
  const line = fc.tuple(fc.constantFrom('BenchmarkA-8', 'BenchmarkSort/size=10-2', 'Benchmarkµ-2', 'Benchmark'), fc.array(fc.tuple(space, field), { maxLength: 9 }), fc.constantFrom('', ' ', '\t'))
    .map(([name, rest, tail]) => `${name}${rest.map(([s, f]) => `${s}${f}`).join('')}${tail}`);
  // Random fields rarely make a line the scanner accepts (about 1 in 1,500, never with two values), so
  // these are well-formed lines: a count, then value-unit pairs with values at the edges of the
  // m / 10^q route (signs, leading zeros, 15-17 significant digits, 22-23 decimals) and units that
  // are prefixes of each other or of the same length.
  const digitRun = fc.string({ unit: fc.constantFrom('0', '1', '5', '9'), maxLength: 25 });
  const longDecimal = fc.tuple(fc.constantFrom('', '-', '+'), digitRun, fc.constantFrom('', '.'), digitRun)
    .map(([sign, whole, point, fraction]) => `${sign}${whole}${point}${fraction}`);
  const tinyDecimal = fc.tuple(fc.nat({ max: 25 }), fc.integer({ min: 1, max: 999 })).map(([zeros, digits]) => `0.${'0'.repeat(zeros)}${digits}`);
  const resultUnit = fc.constantFrom('ns/op', 'ns/opx', 'ns/o', 'B/op', 'B/o', 'MB/s', 'allocs/op', 'x');
  const resultSpace = fc.constantFrom(' ', '\t', '  \t ', '\v', '\r', '\u00a0');
  const resultLine = fc.tuple(fc.constantFrom('BenchmarkA-8', 'BenchmarkSort/size=10-2'), fc.nat({ max: 1e9 }),
    fc.array(fc.tuple(resultSpace, fc.oneof(decimalText, longDecimal, tinyDecimal), resultSpace, resultUnit), { minLength: 1, maxLength: 6 }))
    .map(([name, iterations, pairs]) => `${name} ${iterations}${pairs.map(([s, v, t, u]) => `${s}${v}${t}${u}`).join('')}`);

  it('accepts a line only when the general path parses it, with the same values and units', () => {
    fc.assert(fc.property(fc.oneof(line, resultLine), fc.constantFrom('', 'junk\n'), (text, before) => {
      const out: ScannedLine = { nameEnd: 0, iterations: 0, count: 0, values: [], units: [] };
      const source = `${before}${text}\nnext`;
      const start = before.length;
      const scanned = scanResultLine(source, start, start + text.length, out, new UnitNames());
      const fields = splitFields(text);
      expect(fields).toEqual(text.trim().split(/\s+/));
      const general = parseGoFields(fields, 1);
      if (!scanned) return !general.ok || expectDeclinedFor(text);
      expect(general.ok).toBe(true);
      if (!general.ok) return false;
      expect(source.slice(start, out.nameEnd)).toBe(fields[0]);
      expect(out.iterations).toBe(general.iterations);
      expect(out.count).toBe(general.measurements.length);
      general.measurements.forEach((m, i) => {
        expect(same(out.values[i] ?? NaN, m.value)).toBe(true);
        expect(out.units[i]).toBe(m.unit);
      });
      return true;
    }), { numRuns: 20_000 });
  });

  it('reads each line alike when `out` and the unit names carry over from the lines before it', () => {
    // The scanner first tries the previous line's unit in each field: a line after lines with
    // other units, more fields or a unit that is a prefix of this one must still read as alone.
    const out: ScannedLine = { nameEnd: 0, iterations: 0, count: 0, values: [], units: [] };
    const names = new UnitNames();
    fc.assert(fc.property(fc.oneof(line, resultLine, resultLine), (text) => {
      const alone: ScannedLine = { nameEnd: 0, iterations: 0, count: 0, values: [], units: [] };
      const expected = scanResultLine(text, 0, text.length, alone, new UnitNames());
      expect(scanResultLine(text, 0, text.length, out, names)).toBe(expected);
      if (!expected) return true;
      expect(out.units.slice(0, out.count)).toEqual(alone.units.slice(0, alone.count));
      expect(out.values.slice(0, out.count)).toEqual(alone.values.slice(0, alone.count));
      return out.iterations === alone.iterations && out.nameEnd === alone.nameEnd;
    }), { numRuns: 20_000 });
    const units = (text: string): string[] => (scanResultLine(text, 0, text.length, out, names) ? out.units.slice(0, out.count) : []);
    expect(units('BenchmarkA-2 10 1 ns/op 2 B/op')).toEqual(['ns/op', 'B/op']);
    expect(units('BenchmarkA-2 10 1 ns/opx 2 B/o')).toEqual(['ns/opx', 'B/o']);
    expect(units('BenchmarkA-2 10 1 ns/op 2 B/op')).toEqual(['ns/op', 'B/op']);
  });

  /** The scanner may decline lines the general path reads (non-ASCII, long numbers): never the reverse. */
  function expectDeclinedFor(text: string): boolean {
    return [...text].some((ch) => ch.charCodeAt(0) > 127) || /\d{16}/.test(text);
  }
});

describe('Go names: the hand scan = the regular expression it replaced', () => {
  const PROCS_SUFFIX = /-(\d{1,9})$/;
  const name = fc.array(fc.constantFrom('Benchmark', 'A', '/', '-', '=', '0', '1', '9', '123456789', 'x=1', ''), { maxLength: 12 }).map((p) => p.join(''));

  it('finds the same -N suffix', () => {
    fc.assert(fc.property(name, (text) => procsSuffixStart(text) === (PROCS_SUFFIX.exec(text)?.index ?? -1)), { numRuns: 20_000 });
    expect(procsSuffixStart('BenchmarkA-2')).toBe(10);
    expect(procsSuffixStart('BenchmarkA-1234567890')).toBe(-1);
    expect(procsSuffixStart('BenchmarkA-')).toBe(-1);
    expect(procsSuffixStart('-5')).toBe(0);
  });

  it('splits names as the destructuring and the regular expression did', () => {
    const reference = (fullName: string): unknown => {
      const match = PROCS_SUFFIX.exec(fullName);
      const procs = match?.[1] !== undefined ? Number(match[1]) : 1;
      const withoutProcs = match === null ? fullName : fullName.slice(0, match.index);
      const [base = withoutProcs, ...sub] = withoutProcs.split('/');
      const params: Record<string, string> = {};
      for (const part of sub) if (part.indexOf('=') > 0) params[part.slice(0, part.indexOf('='))] = part.slice(part.indexOf('=') + 1);
      return { base, sub, params, procs: procs >= 1 ? procs : 1, package: 'p' };
    };
    fc.assert(fc.property(name, (text) => {
      expect(splitGoName(text, 'p')).toEqual(reference(text));
      return true;
    }), { numRuns: 20_000 });
  });
});

describe('forEachLine = splitLines', () => {
  it('visits the same lines with the same indexes', () => {
    const text = fc.array(fc.constantFrom('a', 'Benchmark', ' ', '\n', '\r\n', '\r', '\u001b[31m', ''), { maxLength: 30 }).map((p) => p.join(''));
    fc.assert(fc.property(text, (t) => {
      const seen: string[] = [];
      const count = forEachLine(t, (source, start, end, index) => {
        expect(index).toBe(seen.length);
        seen.push(source.slice(start, end));
      });
      expect(seen).toEqual(splitLines(t));
      return count === seen.length;
    }), { numRuns: 5_000 });
  });
});

describe('statistics fast paths', () => {
  const sample = fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.constant(-0)), { minLength: 1, maxLength: 60 });

  it('median = ss.median, sorted or not, zeros included', () => {
    fc.assert(fc.property(sample, (values) => {
      expect(Object.is(median(values), ss.median([...values]))).toBe(true);
      const sorted = [...values].sort((a, b) => a - b);
      expect(Object.is(median(sorted), ss.median([...sorted]))).toBe(true);
    }), { numRuns: 10_000 });
  });

  it('sortedCopy sorts numerically and leaves the input alone', () => {
    fc.assert(fc.property(sample, (values) => {
      const before = [...values];
      expect(Array.from(sortedCopy(values))).toEqual([...values].sort((a, b) => a - b));
      expect(values).toEqual(before);
    }));
  });

  it('mannWhitneyPValues = mannWhitneyU in both directions (ties, exact, normal)', () => {
    const side = fc.array(fc.oneof(fc.integer({ min: 0, max: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom(-0, Infinity)), { minLength: 1, maxLength: 70 });
    fc.assert(fc.property(side, side, (x, y) => {
      const both = mannWhitneyPValues(x, y);
      return same(both.greater, mannWhitneyU(x, y, 'greater').p) && same(both.less, mannWhitneyU(x, y, 'less').p);
    }), { numRuns: 3_000 });
  });

  it('baselineShape = describeSample\'s cv and robustCv and isBimodal, sorted copy given or not', () => {
    // Two modes or one, at ordinary and at extreme magnitudes (the scaled path), 3 to 40 values.
    const mode = fc.tuple(fc.double({ min: 1, max: 1e4, noNaN: true }), fc.double({ min: 0, max: 0.3, noNaN: true }));
    const sample = fc.tuple(mode, mode, fc.array(fc.tuple(fc.boolean(), fc.double({ min: -1, max: 1, noNaN: true })), { minLength: 3, maxLength: 40 }),
      fc.constantFrom(1, 1e-200, 1e200)).map(([[c1, w1], [c2, w2], draws, scale]) => draws.map(([first, u]) => (first ? c1 * (1 + w1 * u) : c2 * (1 + w2 * u)) * scale));
    fc.assert(fc.property(sample, fc.boolean(), (values, withSorted) => {
      const sorted = withSorted ? sortedCopy(values) : undefined;
      const got = baselineShape(values, sorted);
      const d = describeSample(values, sorted);
      return same(got.cv, d.cv) && same(got.robustCv, d.robustCv) && got.bimodal === isBimodal(values, sorted);
    }), { numRuns: 5_000 });
  });

  /**
   * The tie-aware tails of before, without pruning and without a cache: the whole DP table for
   * every sum, each group's counts added for c = 1..size into rows j from k down, then row k read
   * up to the observed sum (or up to the reflected one, on the reflected ranks, for the upper tail).
   */
  function referenceRankSumTails(groups: readonly TieGroup[], k: number, observed: number): { atMost: number; atLeast: number } {
    const n = groups.reduce((sum, g) => sum + g.size, 0);
    const lowerTail = (gs: readonly TieGroup[], cap: number): { atMost: number; exactly: number } => {
      const width = 2 * k * (n + 1) + 1;
      const table = new Float64Array((k + 1) * width);
      table[0] = 1;
      let processed = 0;
      for (const { size, doubledRank } of gs) {
        processed += size;
        for (let j = Math.min(k, processed); j >= 1; j--) {
          for (let c = 1; c <= Math.min(size, j); c++) {
            const weight = binomialCoefficient(size, c);
            for (let s = c * doubledRank; s < width; s++) {
              const from = table[(j - c) * width + s - c * doubledRank] ?? 0;
              if (from !== 0) table[j * width + s] = (table[j * width + s] ?? 0) + weight * from;
            }
          }
        }
      }
      let total = 0;
      for (let s = 0; s <= cap; s++) total += table[k * width + s] ?? 0;
      const ways = binomialCoefficient(n, k);
      return { atMost: total / ways, exactly: (table[k * width + cap] ?? 0) / ways };
    };
    if (observed <= k * (n + 1)) {
      const { atMost, exactly } = lowerTail(groups, Math.floor(observed));
      return { atMost, atLeast: Math.min(1, 1 - atMost + exactly) };
    }
    const reflected = [...groups].reverse().map((g) => ({ size: g.size, doubledRank: 2 * (n + 1) - g.doubledRank }));
    const { atMost, exactly } = lowerTail(reflected, Math.ceil(2 * k * (n + 1) - observed));
    return { atMost: Math.min(1, 1 - atMost + exactly), atLeast: atMost };
  }

  it('rankSumTails, read from the counts cached per tie pattern or capped at the observed sum, = the unpruned DP bit for bit', () => {
    // Sides of up to 50 values from a few levels: many ties, patterns that repeat (cache hits), and
    // counts past 2^53 (rounding) in the larger ones.
    const side = (max: number) => fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: max });
    fc.assert(fc.property(fc.oneof(fc.tuple(side(12), side(12)), fc.tuple(side(50), side(50))), ([x, y]) => {
      const pooled = [...x.map((v) => ({ v, fromX: 1 })), ...y.map((v) => ({ v, fromX: 0 }))].sort((a, b) => a.v - b.v);
      const groups: TieGroup[] = [];
      let doubledRankSumX = 0;
      for (let i = 0; i < pooled.length;) {
        let j = i;
        let fromX = 0;
        while (j < pooled.length && pooled[j]?.v === pooled[i]?.v) fromX += pooled[j++]?.fromX ?? 0;
        const doubledRank = i + j + 1;
        groups.push({ size: j - i, doubledRank });
        doubledRankSumX += fromX * doubledRank;
        i = j;
      }
      const n = pooled.length;
      for (const [k, observed] of [[x.length, doubledRankSumX], [y.length, n * (n + 1) - doubledRankSumX]] as const) {
        const got = rankSumTails(groups, k, observed);
        const want = referenceRankSumTails(groups, k, observed);
        if (!same(got.atMost, want.atMost) || !same(got.atLeast, want.atLeast)) return false;
      }
      return true;
    }), { numRuns: 1_500 });
  });

  /** The Hodges–Lehmann of before: list all differences, sort them, read off the order statistics. */
  function referenceHodgesLehmann(x: readonly number[], y: readonly number[], confidence: number): { estimate: number; lo: number; hi: number } {
    const diffs = new Float64Array(x.length * y.length);
    let k = 0;
    for (const yj of y) for (const xi of x) diffs[k++] = yj - xi;
    diffs.sort();
    const total = diffs.length;
    const mid = total >> 1;
    const estimate = total % 2 === 1 ? (diffs[mid] ?? 0) : ((diffs[mid - 1] ?? 0) + (diffs[mid] ?? 0)) / 2;
    const { c } = mosesCriticalValue(x.length, y.length, confidence);
    if (c < 0) return { estimate, lo: -Infinity, hi: Infinity };
    return { estimate, lo: diffs[c] ?? 0, hi: diffs[total - 1 - c] ?? 0 };
  }

  it('hodgesLehmann: differences selected in place or in the implicit matrix = a full sort (small and large, ties, zeros, any confidence)', () => {
    const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -10, max: 10, noNaN: true }), fc.constant(-0));
    const side = (max: number) => fc.array(value, { minLength: 1, maxLength: max });
    const confidence = fc.constantFrom(0.5, 0.8, 0.9, 0.95, 0.99);
    fc.assert(fc.property(fc.oneof(fc.tuple(side(25), side(25)), fc.tuple(side(120), side(120))), confidence, ([x, y], level) => {
      const got = hodgesLehmann(x, y, level);
      const want = referenceHodgesLehmann(x, y, level);
      return same(got.estimate, want.estimate) && same(got.lo, want.lo) && same(got.hi, want.hi);
    }), { numRuns: 2_000 });
  });
});

describe('bimodality split: one scan of the sorted values = ss.ckmeans(values, 2)', () => {
  /** Within-group sum of squares, the quantity 2-means minimises. */
  const withinSumOfSquares = (group: readonly number[]): number => {
    const mean = ss.mean(group);
    return group.reduce((sum, v) => sum + (v - mean) ** 2, 0);
  };

  it('reaches the same optimum (ties, near-ties, any order; under 100 values, so none set aside)', () => {
    const value = fc.oneof(fc.integer({ min: 1, max: 8 }), fc.double({ min: 0.5, max: 2, noNaN: true }), fc.double({ min: 1, max: 1.0001, noNaN: true }));
    fc.assert(fc.property(fc.array(value, { minLength: 6, maxLength: 99 }), (values) => {
      const sorted = Array.from(sortedCopy(values));
      const groups = ss.ckmeans(values, 2);
      const measures = bimodalityMeasures(sorted, median(sorted));
      if (groups.length < 2) return measures === undefined; // one distinct value
      if (measures === undefined) return false;
      const scan = withinSumOfSquares(sorted.slice(0, measures.lowCount)) + withinSumOfSquares(sorted.slice(measures.lowCount));
      const optimum = groups.reduce((sum, g) => sum + withinSumOfSquares(g), 0);
      const total = withinSumOfSquares(sorted);
      return Math.abs(scan - optimum) <= 1e-9 * total;
    }), { numRuns: 3_000 });
  });
});

describe('renderJsonParts joined = renderJson', () => {
  it('is byte-identical for empty, small and multi-chunk reports', () => {
    const comparison = (i: number) => ({
      key: `k${i}`, name: `BenchmarkX${i}`, unit: 'sec/op', better: 'lower', status: 'no-change', ratio: i === 1 ? Infinity : 1 + i / 1e4,
      ci: [NaN, 2], p: null, q: null, n: [10, 10], threshold: 0.05, method: 'none', pWorse: null, qWorse: null, pBetter: null, qBetter: null,
      warnings: i % 3 === 0 ? ['need ≥ 11 samples per side "quoted"\n'] : [],
    });
    for (const n of [0, 1, 2, 999, 1000, 1001, 2500]) {
      const report = { verdict: 'pass', summary: {}, comparisons: Array.from({ length: n }, (_, i) => comparison(i)), geomeans: [], warnings: ['w'], settings: {}, base: {}, head: {} } as unknown as ComparisonReport;
      expect([...renderJsonParts(report)].join('')).toBe(renderJson(report));
    }
  });
});
