/** The pure parts of confirm on rerun: the filtered command per tool, and how outcomes change the report. */
import { describe, expect, it } from 'vitest';
import { applyConfirmation, confirmWanted, describeChange } from '../../src/compare/confirm.js';
import type { Comparison, ComparisonReport } from '../../src/compare/types.js';
import { bashCommand, commandFromWords } from '../../src/run/command-line.js';
import { goBenchRegex, planConfirm } from '../../src/run/confirm-plan.js';
import { parseReport } from '../../src/cli/report-command.js';
import { renderJson } from '../../src/report/json.js';

const bench = (name: string, base: string, sub: string[] = []) => ({ name, parts: { base, sub, params: {} } });
const foo = bench('BenchmarkFoo/size=10-8', 'BenchmarkFoo', ['size=10']);
const bar = bench('BenchmarkBar-8', 'BenchmarkBar');

describe('planConfirm', () => {
  it('Go: anchors each name level, strips the procs suffix, escapes regex characters', () => {
    expect(goBenchRegex([foo])).toBe('^(BenchmarkFoo)$/^(size=10)$');
    expect(goBenchRegex([foo, bar])).toBe('^(BenchmarkFoo|BenchmarkBar)$/^(size=10)$');
    expect(goBenchRegex([bench('BenchmarkX/a.b+c-4', 'BenchmarkX', ['a.b+c'])])).toBe('^(BenchmarkX)$/^(a\\.b\\+c)$');
  });

  it('Go: rewrites -bench in words and in shell scripts, keeps -benchmem and -benchtime', () => {
    const words = planConfirm('go', commandFromWords(['go', 'test', '-run=^$', '-bench=.', '-benchmem', '-count=10', './...'], false), [bar]);
    expect(words.command.argv).toEqual(['go', 'test', '-run=^$', '-bench=^(BenchmarkBar)$', '-benchmem', '-count=10', './...']);
    expect(words.filtered).toBe(true);
    const spaced = planConfirm('go', commandFromWords(['./pkg.test', '-test.bench', '.', '-test.benchtime=100x'], false), [bar]);
    expect(spaced.command.argv).toEqual(['./pkg.test', '-test.bench', '^(BenchmarkBar)$', '-test.benchtime=100x']);
    const script = planConfirm('go', bashCommand("go test -bench='.' -benchtime=2s ./... | tee out.txt"), [foo]);
    expect(script.command.argv).toEqual(['bash', '-eo', 'pipefail', '-c', "go test -bench='^(BenchmarkFoo)$/^(size=10)$' -benchtime=2s ./... | tee out.txt"]);
    expect(script.env).toMatchObject({ BENCH_GATE_CONFIRM: '1', BENCH_GATE_FILTER: '^(BenchmarkFoo)$/^(size=10)$', BENCH_GATE_BENCHMARKS: 'BenchmarkFoo/size=10-8' });
  });

  it('Go without a -bench flag (a script): the whole command, with the filter in the environment', () => {
    const plan = planConfirm('go', bashCommand('make bench'), [bar]);
    expect(plan.filtered).toBe(false);
    expect(plan.command.display).toBe('make bench');
    expect(plan.how).toBe('the whole command (no -bench flag in the command)');
    expect(plan.env.BENCH_GATE_FILTER).toBe('^(BenchmarkBar)$');
  });

  it('cargo bench: exact names for libtest, one anchored regex for criterion, function names for divan', () => {
    const lib = planConfirm('libtest', commandFromWords(['cargo', 'bench'], false), [bench('tests::bench_fib', 'tests::bench_fib'), bench('sort_100', 'sort_100')]);
    expect(lib.command.argv).toEqual(['cargo', 'bench', '--', 'tests::bench_fib', 'sort_100', '--exact']);
    const crit = planConfirm('criterion', bashCommand('cargo bench --bench fib -- --noplot'), [bench('fib_group/recursive/10', 'fib_group', ['recursive', '10'])]);
    expect(crit.command.display).toBe("cargo bench --bench fib -- --noplot '^(fib_group/recursive/10)$'");
    const divan = planConfirm('divan', bashCommand('cargo +nightly bench'), [bench('fibonacci/5', 'fibonacci', ['5'])]);
    expect(divan.command.display).toBe('cargo +nightly bench -- fibonacci');
    // A pipeline cannot take appended arguments safely: the whole command reruns.
    expect(planConfirm('libtest', bashCommand('cargo bench | tee out.txt'), [bar]).filtered).toBe(false);
  });

  it('hyperfine and others: the whole command', () => {
    const plan = planConfirm('hyperfine', bashCommand('hyperfine --export-json h.json ./a ./b'), [bench('./a', './a')]);
    expect(plan).toMatchObject({ filtered: false, how: 'the whole command (hyperfine output has no filter bench-gate knows)' });
  });
});

const row = (key: string, status: Comparison['status'], ratio: number, n: [number, number] = [10, 10]): Comparison => ({
  key, name: key, unit: 'sec/op', better: 'lower', status, ratio, ci: [ratio - 0.02, ratio + 0.02], p: 0.001, q: 0.002, n, threshold: 0.05,
  method: 'mann-whitney', pWorse: 0.001, qWorse: 0.002, pBetter: 1, qBetter: 1, warnings: [],
});

function report(rows: Comparison[]): ComparisonReport {
  const summary = Object.fromEntries(['regression', 'improvement', 'below-threshold', 'no-change', 'inconclusive', 'failed', 'skipped', 'new', 'removed'].map((s) => [s, rows.filter((r) => r.status === s).length])) as ComparisonReport['summary'];
  return {
    verdict: rows.some((r) => r.status === 'regression') ? 'fail' : 'pass', summary, comparisons: rows, geomeans: [], warnings: [],
    settings: { threshold: 0.05, q: 0.05, multipleComparisons: 'bh', mode: 'cached', commonMode: 'auto' },
    base: { tool: 'go', sources: [], historyRuns: 0 }, head: { tool: 'go', sources: [] },
  };
}

describe('applyConfirmation', () => {
  it('confirms, clears, or leaves standing each flagged regression, then recounts and re-decides', () => {
    const first = report([row('a', 'regression', 1.12), row('b', 'regression', 1.2), row('c', 'regression', 1.3), row('d', 'no-change', 1.0)]);
    const rerun = report([row('a', 'no-change', 1.004), row('b', 'regression', 1.18), row('c', 'regression', 1.3), row('d', 'no-change', 1.01)]);
    const flagged = first.comparisons.slice(0, 3);
    const out = applyConfirmation({ first, rerun, rerunKeys: new Set(['a', 'b']), flagged, command: 'go test -bench=x', runs: 1 });
    expect(out.comparisons.map((c) => c.status)).toEqual(['no-change', 'regression', 'regression', 'no-change']);
    expect(out.comparisons[0]?.ratio).toBe(1.004);
    expect(out.comparisons[0]?.warnings).toEqual(['flagged as a regression (+12.0% [+10.0%, +14.0%]) but not reproduced on rerun (+0.4% [-1.6%, +2.4%])']);
    expect(out.comparisons[1]?.warnings).toEqual(['confirmed on rerun: +18.0% [+16.0%, +20.0%]']);
    expect(out.comparisons[2]?.warnings[0]).toMatch(/the rerun did not report this benchmark, so the first result stands/);
    expect(out.summary.regression).toBe(2);
    expect(out.verdict).toBe('fail');
    expect(out.confirmation?.regressions.map((r) => r.outcome)).toEqual(['cleared', 'confirmed', 'unavailable']);
    expect(out.warnings).toEqual(['confirm on rerun: 3 flagged regressions re-measured (1 run of `go test -bench=x`): 1 confirmed, 1 not reproduced, 1 not measured by the rerun']);

    const cleared = applyConfirmation({ first: report([row('a', 'regression', 1.12)]), rerun: report([row('a', 'below-threshold', 1.03)]), rerunKeys: new Set(['a']), flagged: [row('a', 'regression', 1.12)], command: 'x', runs: 2 });
    expect(cleared.verdict).toBe('pass');
    expect(cleared.summary).toMatchObject({ regression: 0, 'below-threshold': 1 });
  });

  // Go's b.Skip in the rerun (exit 0), a rerun that fails only that benchmark, or one that prints no
  // value of the unit: nothing was measured, so nothing was "not reproduced".
  it('leaves a regression standing when the rerun failed, skipped or gave no value for it', () => {
    for (const [status, said] of [['failed', 'failed'], ['skipped', 'was skipped'], ['removed', 'gave no value of this unit']] as const) {
      const flagged = row('a', 'regression', 1.2);
      const out = applyConfirmation({ first: report([flagged]), rerun: report([{ ...row('a', status, 1), ratio: null, ci: null }]), rerunKeys: new Set(['a']), flagged: [flagged], command: 'x', runs: 1 });
      expect(out.verdict, status).toBe('fail');
      expect(out.comparisons[0]?.status, status).toBe('regression');
      expect(out.comparisons[0]?.warnings, status).toEqual([`flagged as a regression (+20.0% [+18.0%, +22.0%]); on the rerun this benchmark ${said}, so the first result stands`]);
      expect(out.confirmation?.regressions.map((r) => r.outcome), status).toEqual(['unavailable']);
    }
  });

  // A rerun that lost samples (skips, runs that printed nothing) cannot test: that is not "not reproduced".
  it('leaves a regression standing when the rerun lost too many samples to test, and clears one the rerun tested', () => {
    const flagged = row('a', 'regression', 1.2);
    const starved = applyConfirmation({ first: report([flagged]), rerun: report([{ ...row('a', 'inconclusive', 1.3, [10, 2]), ci: null }]), rerunKeys: new Set(['a']), flagged: [flagged], command: 'x', runs: 1 });
    expect(starved.verdict).toBe('fail');
    expect(starved.comparisons[0]?.warnings).toEqual(['flagged as a regression (+20.0% [+18.0%, +22.0%]); the rerun gave only 2 of its 10 samples, too few to test, so the first result stands']);
    const floored = applyConfirmation({ first: report([flagged]), rerun: report([row('a', 'inconclusive', 1.3, [10, 4])]), rerunKeys: new Set(['a']), flagged: [flagged], command: 'x', runs: 1, policy: { minSamples: 5 } });
    expect(floored.verdict).toBe('fail');
    const tested = applyConfirmation({ first: report([flagged]), rerun: report([row('a', 'inconclusive', 1.03, [10, 10])]), rerunKeys: new Set(['a']), flagged: [flagged], command: 'x', runs: 1 });
    expect(tested.verdict).toBe('pass');
    expect(tested.confirmation?.regressions.map((r) => r.outcome)).toEqual(['cleared']);
  });

  it('writes a report that `bench-gate report` reads back, however many names the rerun command and the keys hold', () => {
    // 100 flagged libtest benchmarks: the rerun's command line names each of them (-- NAME... --exact).
    const names = Array.from({ length: 100 }, (_, i) => `parser::tests::bench_parse_large_input_${i}`);
    const long = `tests::${'sub_benchmark_'.repeat(200)}case`;
    const rows = [...names, long].map((n) => row(n, 'regression', 1.2));
    const plan = planConfirm('libtest', commandFromWords(['cargo', 'bench'], false), [...names, long].map((n) => bench(n, n)));
    expect(plan.command.display.length).toBeGreaterThan(2000);
    const out = applyConfirmation({ first: report(rows), rerun: report(rows), rerunKeys: new Set([...names, long]), flagged: rows, command: plan.command.display, runs: 3 });
    const again = parseReport(renderJson(out), 'report.json');
    expect(again.confirmation?.command).toBe(plan.command.display);
    expect(again.confirmation?.regressions.at(-1)?.key).toBe(long);
  });

  it('is wanted by default in cached mode and for one sample a side, never with nothing flagged', () => {
    const flagged = [row('a', 'regression', 1.2)];
    expect(confirmWanted('auto', 'cached', flagged)).toBe(true);
    expect(confirmWanted('auto', 'files', flagged)).toBe(false);
    expect(confirmWanted('auto', 'ab', [row('a', 'regression', 1.2, [1, 1])])).toBe(true);
    expect(confirmWanted('on', 'ab', flagged)).toBe(true);
    expect(confirmWanted('off', 'cached', flagged)).toBe(false);
    expect(confirmWanted('on', 'cached', [])).toBe(false);
    expect(describeChange({ ratio: 0.9, ci: null })).toBe('-10.0%');
  });

  it('describes a change from zero by its values, not as an infinite percentage', () => {
    const side = (median: number) => ({ n: 10, median, lo: median, hi: median, min: median, max: median });
    expect(describeChange({ ratio: Number.POSITIVE_INFINITY, ci: null, base: side(0), head: side(176) })).toBe('0 -> 176');
    expect(describeChange({ ratio: 1.5, ci: [1.4, 1.6], base: side(2), head: side(3) })).toBe('+50.0% [+40.0%, +60.0%]');
  });
});
