/** The config's rules applied to a comparison: globs, first-match-per-field, ignore, overrides, thresholds, informational, notes, floor. */
import { describe, expect, it } from 'vitest';
import { nameGlob, unitGlob } from '../../src/config/glob.js';
import { loadConfig } from '../../src/config/load.js';
import { readFileSync } from 'node:fs';
import { ConfigPolicy, compareWithConfig, decideRules } from '../../src/config/policy.js';
import { readInput } from '../../src/input.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { applyGatePolicy, gatingRegressions } from '../../src/gate.js';
import { markdownHeadline } from '../../src/report/headline.js';
import { summaryLine } from '../../src/report/summary.js';
import { renderText } from '../../src/report/text.js';
import type { Comparison } from '../../src/compare/types.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';

function policyOf(yaml: string, suite?: string): ConfigPolicy {
  const loaded = loadConfig(yaml, 'bench-gate.yml');
  if (!loaded.ok) throw new Error(loaded.error);
  return new ConfigPolicy(resolveConfig(loaded.value, 'bench-gate.yml', suite));
}

describe('globs', () => {
  it.each<[string, string, boolean]>([
    ['BenchmarkHash*', 'BenchmarkHash-8', true], ['BenchmarkHash*', 'BenchmarkHashLarge', true], ['BenchmarkHash*', 'BenchmarkHash/size=10-8', false],
    ['BenchmarkHash**', 'BenchmarkHash/size=10-8', true], ['BenchmarkHash/**', 'BenchmarkHash/size=10/x', true], ['**/p99', 'p99', true],
    ['**/p99', 'jobbie/c=10/enqueue/p99', true], ['**/p99', 'jobbie/p999', false], ['Bench?', 'BenchA', true], ['Bench?', 'Bench/', false],
    ['a\\*b', 'a*b', true], ['a\\*b', 'axb', false], ['bd ready *', 'bd ready --limit 10', true], ['x.y', 'xzy', false],
  ])('match %j on %j: %s', (glob, name, expected) => {
    expect(nameGlob(glob).test(name)).toBe(expected);
  });

  it('metric globs match whole units, * across "/"', () => {
    expect(unitGlob('sec*').test('sec/op')).toBe(true);
    expect(unitGlob('*/op').test('allocs/op')).toBe(true);
    expect(unitGlob('B/op').test('B/opx')).toBe(false);
  });
});

describe('decideRules', () => {
  const config = policyOf('rules:\n  - {match: "A*", threshold: 2%}\n  - {match: "**", threshold: 9%, informational: true}\n  - {match: "**", metric: "allocs/op", exact: false}\n').config;
  it('for each field, the first matching rule that sets it decides', () => {
    const d = decideRules(config.rules, 'Alpha', 'p.Alpha', { unit: 'sec/op', originalUnit: 'ns/op' });
    expect(d.threshold?.label).toBe('rule #1 (match: "A*")');
    expect(d.informational?.label).toBe('rule #2 (match: "**")');
    expect(d.exact).toBeUndefined();
    expect(decideRules(config.rules, 'Beta', 'p.Beta', { unit: 'allocs/op', originalUnit: 'allocs/op' }).exact?.exact).toBe(false);
  });

  it('matches the key as well as the name, and the unit as printed as well as stored', () => {
    const rules = policyOf('rules:\n  - {match: "pkg/x.Bench*", metric: "ns/op", threshold: 1%}\n').config.rules;
    expect(decideRules(rules, 'BenchA', 'pkg/x.BenchA', { unit: 'sec/op', originalUnit: 'ns/op' }).threshold).toBeDefined();
    expect(decideRules(rules, 'BenchA', 'pkg/x.BenchA')).toEqual({});
  });
});

const random = rng(11);
const side = (factor: Record<string, number>, n = 10) => resultSet([
  benchmark('BenchmarkHash-8', [metric('sec/op', noisy(random, 100e-9 * (factor.hash ?? 1), 0.005, n)), metric('allocs/op', [3])]),
  benchmark('BenchmarkLegacy-8', [metric('sec/op', noisy(random, 2e-6 * (factor.legacy ?? 1), 0.005, n))]),
  benchmark('BenchmarkFlaky-8', [metric('sec/op', noisy(random, 5e-6 * (factor.flaky ?? 1), 0.005, n))]),
  benchmark('BenchmarkParse-8', [metric('sec/op', noisy(random, 1e-6 * (factor.parse ?? 1), 0.005, n)), metric('B/op', [64])]),
]);

const POLICY = `threshold: 5%
rules:
  - match: "BenchmarkFlaky*"
    ignore: true
  - match: "BenchmarkHash*"
    threshold: 3%
  - match: "BenchmarkLegacy*"
    informational: true
  - match: "**"
    metric: "B/op"
    ignore: true
`;

describe('compareWithConfig', () => {
  const base = side({});
  const head = side({ hash: 1.04, legacy: 1.3, flaky: 2, parse: 1.04 });
  const policy = policyOf(POLICY);
  const report = compareWithConfig(base, head, { threshold: 0.05 }, policy);
  const row = (name: string, unit = 'sec/op'): Comparison | undefined => report.comparisons.find((c) => c.name === name && c.unit === unit);

  it('gates a benchmark at its rule\'s threshold and says which rule applied', () => {
    expect(row('BenchmarkHash-8')).toMatchObject({ status: 'regression', threshold: 0.03 });
    expect(row('BenchmarkHash-8')?.warnings).toContain('rule #2 (match: "BenchmarkHash*") threshold 3%');
    expect(row('BenchmarkParse-8')).toMatchObject({ status: 'below-threshold', threshold: 0.05 });
  });

  it('reports an informational regression, which never fails the gate', () => {
    expect(row('BenchmarkLegacy-8')?.status).toBe('regression');
    expect(row('BenchmarkLegacy-8')?.warnings).toContain('rule #3 (match: "BenchmarkLegacy*") informational: reported, never fails the gate');
    expect(gatingRegressions(report.comparisons, policy.gatePolicy()).map((c) => c.name)).toEqual(['BenchmarkHash-8']);
    expect(report.verdict).toBe('fail');
  });

  it('drops ignored benchmarks and metrics before comparing, and counts them in a warning', () => {
    expect(report.comparisons.map((c) => c.name)).not.toContain('BenchmarkFlaky-8');
    expect(row('BenchmarkParse-8', 'B/op')).toBeUndefined();
    expect(row('BenchmarkHash-8', 'allocs/op')).toBeDefined();
    expect(report.warnings).toContain('bench-gate.yml: 2 benchmark metrics ignored (1 by rule #1 (match: "BenchmarkFlaky*"), 1 by rule #4 (match: "**", metric: "B/op"))');
  });

  it('passes when only informational benchmarks regress', () => {
    const quiet = compareWithConfig(side({}), side({ legacy: 1.5, flaky: 3 }), {}, policyOf(POLICY));
    expect(quiet.verdict).toBe('pass');
    expect(quiet.summary.regression).toBe(1);
  });

  // "PASS: 1 regression" under "✅ no regression" reads as a contradiction, or as a gate that let one through.
  it('says in the counts which regressions are informational', () => {
    const quiet = compareWithConfig(side({}), side({ legacy: 1.5 }), {}, policyOf(POLICY));
    expect(summaryLine(quiet)).toMatch(/^1 regression \(informational\), /);
    expect(renderText(quiet)).toContain('PASS: 1 regression (informational)');
    expect(markdownHeadline(quiet, undefined)).toContain('**1 regression (informational), ');
    expect(summaryLine(report)).toMatch(/^2 regressions \(1 informational\), /);
  });

  it('leaves the input sets untouched', () => {
    expect(base.benchmarks).toHaveLength(4);
    expect(base.benchmarks[3]?.metrics).toHaveLength(2);
  });
});

describe('overrides on the parsed metrics', () => {
  const set = resultSet([benchmark('A', [metric('sec/op', [1, 2, 3]), metric('ops', [5, 6])]), benchmark('B', [metric('x', [1]), metric('y', [2])])], {
    history: [{ values: { 'p.A': { ops: 5.5, 'sec/op': 2 }, 'p.B': { x: 1 } } }],
  });
  const policy = policyOf('rules:\n  - {match: "A", metric: "ops", better: higher, unit: "ops/s", exact: true}\n  - {match: "A", metric: "sec/op", exact: true}\n  - {match: "B", metric: "x", unit: "y"}\n  - {match: "Nothing*", ignore: true}\n');
  const prepared = policy.prepare(set);

  it('sets direction, unit and the exact assumption, and renames history values with the unit', () => {
    expect(prepared.benchmarks[0]?.metrics.map((m) => [m.unit, m.originalUnit, m.better, m.assumption])).toEqual([
      ['sec/op', 'sec/op', 'lower', 'exact'], ['ops/s', 'ops', 'higher', 'exact'],
    ]);
    expect(prepared.history?.[0]?.values['p.A']).toEqual({ 'sec/op': 2, 'ops/s': 5.5 });
  });

  it('refuses a rename onto a unit the benchmark already has, with a warning', () => {
    expect(prepared.benchmarks[1]?.metrics.map((m) => m.unit)).toEqual(['x', 'y']);
    expect(policy.reportWarnings()).toEqual(['rule #3 (match: "B", metric: "x"): cannot rename x of B to y, which it already has; kept x']);
  });

  it('lists rules that matched nothing', () => {
    expect(policy.unusedRuleWarnings()).toEqual(['rule #4 (match: "Nothing*") matched no benchmark']);
  });
});

describe('a rule on a unit as printed, where the two sides printed one metric in different spellings', () => {
  // Real fio output: the same five runs, one file's first run in usec, the other's (run 2 moved first) in msec;
  // the metrics format stores both in sec and records the spelling of the first run.
  const fio = `rules:
  - {match: "fio/**", metric: usec, threshold: 25%}
  - {match: "fio/**/max", metric: usec, ignore: true}
${readFileSync('fixtures/config/fio.yml', 'utf8').split('\n').filter((l) => !l.startsWith('version') && !l.startsWith('#')).join('\n')}`;
  const read = (name: string, config: ConfigPolicy) => {
    const input = readInput(readFileSync(`fixtures/metrics/${name}`, 'utf8'), name, 'auto', { metrics: config.config.metrics });
    if (!input.ok) throw new Error(input.error);
    return input.value.set;
  };

  it.each([['fio-msec-5-runs.txt', 'fio-msec-first-5-runs.txt'], ['fio-msec-first-5-runs.txt', 'fio-msec-5-runs.txt']])('%s against %s: applies to both sides', (base, head) => {
    const policy = policyOf(fio);
    const [b, h] = [read(base, policy), read(head, policy)];
    expect([b, h].map((set) => set.benchmarks[0]?.metrics[0]?.originalUnit).sort()).toEqual(['msec', 'usec']);
    const report = compareWithConfig(b, h, {}, policy);
    expect(report.comparisons.map((c) => [c.key, c.status, c.threshold])).toEqual([['fio/write/clat/avg', 'no-change', 0.25], ['fio/write/lat/avg', 'no-change', 0.25]]);
    expect(policy.unusedRuleWarnings()).toEqual([]);
  });

  it('where neither side printed it first, the rule matches nothing, and the warning says how to match the stored unit', () => {
    const policy = policyOf(fio.replace('metric: usec, threshold', 'metric: msec, threshold'));
    compareWithConfig(read('fio-msec-5-runs.txt', policy), read('fio-msec-5-runs.txt', policy), {}, policy);
    expect(policy.unusedRuleWarnings()).toEqual([
      'rule #1 (match: "fio/**", metric: "msec") matched no benchmark; if its metrics come from the metrics format, which stores msec in sec and matches msec only where a run printed it first, write metric: "sec" (narrowed with match:)',
    ]);
    const go = policyOf('rules:\n  - {match: "BenchmarkX*", metric: "MB/s", threshold: 9%}\n  - {match: "BenchmarkX*", metric: "ns/op", threshold: 9%}\n');
    go.prepare(resultSet([benchmark('BenchmarkY', [metric('sec/op', [1])])]));
    expect(go.unusedRuleWarnings()).toEqual(['rule #1 (match: "BenchmarkX*", metric: "MB/s") matched no benchmark', 'rule #2 (match: "BenchmarkX*", metric: "ns/op") matched no benchmark']);
  });
});

describe('rules that miss only Go\'s -N suffix', () => {
  it('say which name they would match and how to write the glob', () => {
    const policy = policyOf('rules:\n  - {match: "BenchmarkFNV", informational: true}\n  - {match: "BenchmarkSum/*", threshold: 10%}\n  - {match: "BenchmarkNope", ignore: true}\n');
    policy.prepare(resultSet([benchmark('BenchmarkFNV-8', [metric('sec/op', [1, 2, 3])]), benchmark('BenchmarkSum/size=10-8', [metric('sec/op', [1, 2, 3])])]));
    expect(policy.unusedRuleWarnings()).toEqual([
      'rule #1 (match: "BenchmarkFNV") matched no benchmark; it would match BenchmarkFNV-8 without the -8 that Go adds (GOMAXPROCS): end the glob with * (e.g. "BenchmarkFNV*")',
      'rule #3 (match: "BenchmarkNope") matched no benchmark',
    ]);
  });
});

describe('the sample-size floor', () => {
  const c = (n: [number, number], status: Comparison['status'], method: Comparison['method'] = 'mann-whitney'): Comparison => ({
    key: 'k', name: 'k', unit: 'sec/op', better: 'lower', status, ratio: 1.2, ci: null, p: 0.01, q: 0.01, n, threshold: 0.05, method,
    pWorse: 0.01, qWorse: 0.01, pBetter: 1, qBetter: 1, warnings: [],
  });

  it('makes a metric with fewer samples than min-samples inconclusive; exact metrics are exempt', () => {
    expect(applyGatePolicy(c([4, 10], 'regression'), { minSamples: 5 })).toMatchObject({ status: 'inconclusive', warnings: ['n=4+10 is below the sample-size floor (min-samples 5): not judged'] });
    expect(applyGatePolicy(c([5, 5], 'regression'), { minSamples: 5 }).status).toBe('regression');
    expect(applyGatePolicy(c([1, 1], 'regression', 'exact'), { minSamples: 5 }).status).toBe('regression');
    expect(applyGatePolicy(c([1, 1], 'new'), { minSamples: 5 }).status).toBe('new');
  });

  it('comes from the config and changes the counts and the verdict', () => {
    const report = compareWithConfig(side({}, 6), side({ hash: 1.5 }, 6), {}, policyOf('min-samples: 8\nrules:\n  - {match: "BenchmarkFlaky*", ignore: true}\n'));
    expect(report.summary.regression).toBe(0);
    expect(report.verdict).toBe('pass');
    expect(report.comparisons.find((x) => x.name === 'BenchmarkHash-8' && x.unit === 'sec/op')?.status).toBe('inconclusive');
  });
});
