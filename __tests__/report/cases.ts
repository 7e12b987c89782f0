/**
 * The report golden cases, built deterministically from seeded synthetic result sets (no clock,
 * no fixtures to drift): each is a ComparisonReport that the golden test renders as markdown and
 * text into fixtures/report/<case>.{md,txt}.
 */
import { compareResultSets } from '../../src/compare.js';
import type { ComparisonReport } from '../../src/compare/types.js';
import type { Benchmark, HistoryRun, ResultSet } from '../../src/schema/result.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';

const BASE_COMMIT = '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b';
const HEAD_COMMIT = 'f0e1d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d';
const MACHINE = { fingerprint: '0123456789ab', os: 'linux', arch: 'amd64', cpu: 'AMD EPYC 7763 64-Core Processor', cores: 4 };

function context(side: 'base' | 'head', time: string): ResultSet['context'] {
  return { tool: 'go', config: {}, sources: [`${side}.txt`], commit: side === 'base' ? BASE_COMMIT : HEAD_COMMIT, time, machine: MACHINE };
}

/** A base and head pair: `factors[i]` multiplies head's center of benchmark i (1 = unchanged). */
function suite(seed: number, names: readonly string[], factors: (i: number) => number, n = 10): { base: Benchmark[]; head: Benchmark[] } {
  const random = rng(seed);
  const base = names.map((name, i) => benchmark(name, [metric('sec/op', noisy(random, 1e-6 * (1 + (i % 7)), 0.01, n))]));
  const head = names.map((name, i) => benchmark(name, [metric('sec/op', noisy(random, 1e-6 * (1 + (i % 7)) * factors(i), 0.01, n))]));
  return { base, head };
}

const names = (count: number, prefix = 'BenchmarkOp'): string[] => Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(3, '0')}`);

/** No baseline: the base side has no benchmarks, every result is new. */
function noBaseline(): ComparisonReport {
  const { head } = suite(1, names(5, 'BenchmarkParse'), () => 1);
  return compareResultSets(resultSet([], { context: { tool: 'go', config: {}, sources: ['(no baseline)'] } }), resultSet(head, { context: context('head', '2026-11-21T12:00:00Z') }));
}

function allUnchanged(): ComparisonReport {
  const { base, head } = suite(2, names(12), () => 1);
  return compareResultSets(resultSet(base, { context: context('base', '2026-11-21T09:00:00Z') }), resultSet(head, { context: context('head', '2026-11-21T12:00:00Z') }));
}

/** 500 benchmarks, one 25% slower, measured against a cached baseline with 6 runs of history. */
function oneRegressionOf500(): ComparisonReport {
  const list = names(500);
  const { base, head } = suite(3, list, (i) => (i === 123 ? 1.25 : 1));
  const random = rng(33);
  const history: HistoryRun[] = Array.from({ length: 6 }, (_, run) => ({
    commit: `${run}`.repeat(12),
    values: Object.fromEntries(list.map((name, i) => [`p.${name}`, { 'sec/op': 1e-6 * (1 + (i % 7)) * (1 + 0.01 * (random() - 0.5)) }])),
  }));
  return compareResultSets(
    resultSet(base, { context: context('base', '2026-11-19T10:30:00Z'), history }),
    resultSet(head, { context: context('head', '2026-11-21T12:00:00Z') }),
    { mode: 'cached', commonMode: 'off' },
  );
}

/** Two samples per side: nothing can be decided. */
function onlyInconclusive(): ComparisonReport {
  const { base, head } = suite(4, names(4), (i) => 1 + i * 0.1, 2);
  return compareResultSets(resultSet(base, { context: context('base', '2026-11-21T11:15:00Z') }), resultSet(head, { context: context('head', '2026-11-21T12:00:00Z') }));
}

function newAndRemoved(): ComparisonReport {
  const { base, head } = suite(5, names(6), (i) => (i === 0 ? 0.8 : i === 1 ? 1.3 : 1));
  return compareResultSets(
    resultSet(base.filter((_, i) => i !== 4), { context: context('base', '2026-11-21T11:59:30Z') }),
    resultSet(head.filter((_, i) => i !== 5), { context: context('head', '2026-11-21T12:00:00Z') }),
  );
}

/** 60 benchmarks, 25 flagged either way: rendered under a small limit in the golden test. */
function overBudget(): ComparisonReport {
  const { base, head } = suite(6, names(60, 'BenchmarkEncode/with/a/rather/long/name/'), (i) => (i % 5 === 0 ? 1.3 : i % 5 === 1 ? 0.75 : i % 7 === 3 ? 1.2 : 1));
  return compareResultSets(resultSet(base, { context: context('base', '2026-10-01T12:00:00Z') }), resultSet(head, { context: context('head', '2026-11-21T12:00:00Z') }));
}

/** Names written to abuse every renderer. */
export const HOSTILE_NAMES = [
  'Benchmark@user', 'Benchmark@org/team', 'Benchmark#123', 'Benchmark<img src=x onerror=alert(1)>', 'Benchmark<script>alert(1)</script>',
  'Benchmark<details><summary>x', 'BenchmarkPipe|a|b', 'Benchmark`tick``s`', 'BenchmarkNew\nline\r\nbreak', `Benchmark${'x'.repeat(10_000)}`,
  'Benchmark\u202Eevil\u202C', 'Benchmark\u001b[2J\u001b[31mred', 'Benchmark%%{init}%%;#35;"quote"', 'Benchmark日本語🚀', '-->',
];

/** Hostile names, several flagged (so they reach the chart), and hostile but finite values: negative, zero, 1e300. */
function hostileNames(): ComparisonReport {
  const { base, head } = suite(7, HOSTILE_NAMES, (i) => (i % 3 === 0 ? 1.4 : i % 3 === 1 ? 0.7 : 1));
  const random = rng(77);
  const values = (center: number) => noisy(random, center, 0.01, 10);
  base.push(benchmark('BenchmarkNegative', [metric('sec/op', values(-5))]), benchmark('BenchmarkZero', [metric('sec/op', Array<number>(10).fill(0))]),
    benchmark('BenchmarkHuge', [metric('sec/op', values(1e300))]));
  head.push(benchmark('BenchmarkNegative', [metric('sec/op', values(-6))]), benchmark('BenchmarkZero', [metric('sec/op', values(1e-9))]),
    benchmark('BenchmarkHuge', [metric('sec/op', values(1.5e300))]));
  const hostileContext = (side: 'base' | 'head', time: string): ResultSet['context'] => ({
    ...context(side, time), sources: [`${side}|<b>@x</b>.txt`], machine: { ...MACHINE, cpu: '<img src=x> @cpu #1 | `x`' },
  });
  return compareResultSets(resultSet(base, { context: hostileContext('base', 'not a time') }), resultSet(head, { context: hostileContext('head', '2026-11-21T12:00:00Z') }));
}

export const REPORT_CASES: Record<string, () => ComparisonReport> = {
  'no-baseline': noBaseline,
  'all-unchanged': allUnchanged,
  'one-regression-of-500': oneRegressionOf500,
  'only-inconclusive': onlyInconclusive,
  'new-removed': newAndRemoved,
  'over-budget': overBudget,
  'hostile-names': hostileNames,
};
