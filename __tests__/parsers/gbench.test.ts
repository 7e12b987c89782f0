import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectGbench, parseGbench } from '../../src/parsers/gbench.js';
import { checkEditedJson } from '../helpers/json-edits.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'gbench');
const context = { date: '2026-11-21T19:54:28+00:00', host_name: 'vm', executable: './bench', num_cpus: 2, mhz_per_cpu: 2596,
  cpu_scaling_enabled: false, caches: [{ type: 'Data', level: 1, size: 32768, num_sharing: 1 }], load_avg: [1.6, 2.0, 1.2], library_build_type: 'release' };
const file = (benchmarks: unknown[]): string => `${JSON.stringify({ context, benchmarks }, null, 2)}\n`;
const it_ = (name: string, rep: number, extra: Record<string, unknown> = {}) => ({ name, run_name: name, run_type: 'iteration', repetitions: 2,
  repetition_index: rep, threads: 1, iterations: 1000, real_time: 10 + rep, cpu_time: 9 + rep, time_unit: 'ns', ...extra });
const agg = (name: string, aggregate: string, extra: Record<string, unknown> = {}) => ({ name: `${name}_${aggregate}`, run_name: name,
  run_type: 'aggregate', repetitions: 2, threads: 1, aggregate_name: aggregate, aggregate_unit: aggregate === 'cv' ? 'percentage' : 'time',
  iterations: 2, real_time: 10.5, cpu_time: 9.5, time_unit: 'ns', ...extra });
const units = (out: ReturnType<typeof parseGbench>, key: string) =>
  out.benchmarks.find((b) => b.key === key)?.metrics.map((m) => [m.unit, m.originalUnit, m.better, m.assumption, m.samples]);

describe('parseGbench: iterations are samples', () => {
  it('turns each repetition into one sample of real and cpu time per op, in seconds', () => {
    const out = parseGbench(file([it_('BM_A/8', 0), it_('BM_A/8', 1), agg('BM_A/8', 'mean'), agg('BM_A/8', 'median'), agg('BM_A/8', 'stddev', { real_time: 0.5 }), agg('BM_A/8', 'cv')]), 'g.json');
    expect(out.diagnostics).toEqual([]);
    expect(out.config).toEqual({ date: '2026-11-21T19:54:28+00:00', host_name: 'vm', executable: './bench', num_cpus: '2', mhz_per_cpu: '2596',
      cpu_scaling_enabled: 'false', library_build_type: 'release' });
    expect(out.benchmarks).toHaveLength(1);
    expect(out.benchmarks[0]).toMatchObject({ key: 'BM_A/8', name: 'BM_A/8', status: 'ok', parts: { base: 'BM_A', sub: ['8'], params: {} } });
    expect(out.benchmarks[0]?.metrics).toEqual([
      { unit: 'sec/op', originalUnit: 'ns/op', better: 'lower', assumption: 'nothing', samples: [10e-9, 11e-9], iterations: [1000, 1000] },
      { unit: 'cpu-sec/op', originalUnit: 'cpu-ns/op', better: 'lower', assumption: 'nothing', samples: [9e-9, 10e-9], iterations: [1000, 1000] },
    ]);
  });

  it('converts each entry by its own time_unit (ns, us, ms, s)', () => {
    const out = parseGbench(file([
      it_('BM_T', 0, { real_time: 1.5, time_unit: 'ns' }), it_('BM_T', 1, { real_time: 1.5, time_unit: 'us' }),
      it_('BM_U', 0, { real_time: 1.5, time_unit: 'ms' }), it_('BM_U', 1, { real_time: 1.5, time_unit: 's' }),
    ]), 'x');
    expect(out.benchmarks.map((b) => b.metrics[0]?.samples)).toEqual([[1.5e-9, 1.5e-6], [1.5e-3, 1.5]]);
  });

  it('keeps user counters: *_per_second are rates (higher is better), the rest keep their name', () => {
    const out = parseGbench(file([it_('BM_C', 0, { bytes_per_second: 2e9, items_per_second: 3e9, frames_per_second: 60, allocs_per_iter: 2,
      elems: 64, complexity_n: 64, label: 'a label' })]), 'x');
    expect(units(out, 'BM_C')?.slice(2)).toEqual([
      ['B/s', 'bytes_per_second', 'higher', 'nothing', [2e9]],
      ['items/s', 'items_per_second', 'higher', 'nothing', [3e9]],
      ['frames/s', 'frames_per_second', 'higher', 'nothing', [60]],
      ['allocs/op', 'allocs_per_iter', 'lower', 'exact', [2]],
      ['elems', 'elems', 'lower', 'nothing', [64]],
    ]);
    expect(out.benchmarks[0]?.config).toEqual({ label: 'a label' });
  });

  it('splits names into base, sub-parts and key:value params', () => {
    const out = parseGbench(file([it_('BM_Named/size:256/threads:2', 0), it_('BM_Tmpl<int, 3>/8/real_time', 0)]), 'x');
    expect(out.benchmarks.map((b) => b.parts)).toEqual([
      { base: 'BM_Named', sub: ['size:256', 'threads:2'], params: { size: '256', threads: '2' } },
      { base: 'BM_Tmpl<int, 3>', sub: ['8', 'real_time'], params: {} },
    ]);
  });

  it('reads old files without run_type: the aggregate suffix tells them apart', () => {
    const old = (name: string, t: number) => ({ name, iterations: 10, real_time: t, cpu_time: t, time_unit: 'ns' });
    const out = parseGbench(file([old('BM_Old', 1), old('BM_Old', 2), old('BM_Old_mean', 1.5), old('BM_Old_stddev', 0.5)]), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples])).toEqual([['BM_Old', [1e-9, 2e-9]]]);
  });
});

describe('parseGbench: aggregates', () => {
  it('uses the median and stddev aggregates as summary when there are no iterations (report_aggregates_only)', () => {
    const out = parseGbench(file([agg('BM_A', 'mean', { bytes_per_second: 5 }), agg('BM_A', 'median', { real_time: 10.2, bytes_per_second: 6 }),
      agg('BM_A', 'stddev', { real_time: 0.4, cpu_time: 0.3, bytes_per_second: 1 }), agg('BM_A', 'cv', { real_time: 0.04 })]), 'x');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks[0]?.metrics).toEqual([
      { unit: 'sec/op', originalUnit: 'ns/op', better: 'lower', assumption: 'nothing', samples: [], summary: { n: 2, center: 10.2e-9, centerKind: 'median', stddev: 0.4e-9 } },
      { unit: 'cpu-sec/op', originalUnit: 'cpu-ns/op', better: 'lower', assumption: 'nothing', samples: [], summary: { n: 2, center: 9.5e-9, centerKind: 'median', stddev: 0.3e-9 } },
      { unit: 'B/s', originalUnit: 'bytes_per_second', better: 'higher', assumption: 'nothing', samples: [], summary: { n: 2, center: 6, centerKind: 'median', stddev: 1 } },
    ]);
    expect(out.benchmarks[0]?.source?.line).toBe(25);
  });

  it('falls back to the mean aggregate, and makes no benchmark from _BigO/_RMS alone', () => {
    const out = parseGbench(file([agg('BM_M', 'mean'),
      { name: 'BM_Sort_BigO', run_name: 'BM_Sort', run_type: 'aggregate', aggregate_name: 'BigO', cpu_coefficient: 0.7, real_coefficient: 1.3, big_o: 'NlgN', time_unit: 'ns' },
      { name: 'BM_Sort_RMS', run_name: 'BM_Sort', run_type: 'aggregate', aggregate_name: 'RMS', rms: 0.05 }]), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.summary?.centerKind])).toEqual([['BM_M', 'mean']]);
  });
});

describe('parseGbench: failures and non-finite values', () => {
  it('marks SkipWithError benchmarks failed (once, with the message) and SkipWithMessage ones skipped', () => {
    const failing = (rep: number) => it_('BM_Fails', rep, { error_occurred: true, error_message: 'deliberate error', real_time: 0, cpu_time: 0 });
    const out = parseGbench(file([failing(0), failing(1), it_('BM_Skip', 0, { skipped: true, skip_message: 'not today' })]), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.status, b.messages, b.metrics])).toEqual([
      ['BM_Fails', 'failed', ['deliberate error'], []], ['BM_Skip', 'skipped', ['not today'], []],
    ]);
    expect(out.diagnostics).toEqual([{ severity: 'warning', source: 'x', line: 25, message: 'BM_Fails failed: deliberate error; it is reported as failed, not compared' }]);
  });

  it('reads bare NaN / Infinity / -Infinity (outside strings only) and leaves those samples out with one warning', () => {
    const text = file([it_('BM_NaN/Infinity', 0, { rate: 'X1' }), it_('BM_NaN/Infinity', 1, { rate: 'X2' }), it_('BM_NaN/Infinity', 2, { real_time: 'X3', rate: 7 })])
      .replace('"X1"', 'NaN').replace('"X2"', '-Infinity').replace('"X3"', 'Infinity');
    const out = parseGbench(text, 'x');
    expect(out.benchmarks[0]?.key).toBe('BM_NaN/Infinity');
    expect(units(out, 'BM_NaN/Infinity')).toEqual([
      ['sec/op', 'ns/op', 'lower', 'nothing', [10e-9, 11e-9]],
      ['cpu-sec/op', 'cpu-ns/op', 'lower', 'nothing', [9e-9, 10e-9, 11e-9]],
      ['rate', 'rate', 'lower', 'nothing', [7]],
    ]);
    expect(out.diagnostics.map((d) => d.message).filter((m) => !m.startsWith('the direction of user counter'))).toEqual([
      'BM_NaN/Infinity: rate is not a finite number (NaN, -Infinity) in 2 runs; left out of the samples',
      'BM_NaN/Infinity: real_time is not a finite number (Infinity) in 1 run; left out of the samples',
    ]);
  });

  it('warns about a time unit it does not know', () => {
    const out = parseGbench(file([it_('BM_X', 0, { time_unit: 'fortnights', items_per_second: 1 })]), 'x');
    expect(units(out, 'BM_X')?.map((u) => u[0])).toEqual(['items/s']);
    expect(out.diagnostics[0]?.message).toContain('unknown time_unit "fortnights"');
  });

  it('reports invalid JSON with its line; a bad entry by its path, keeping the rest', () => {
    expect(parseGbench('{"context": {},\n "benchmarks": [\n  {"name": NaNa}\n]}', 'x').diagnostics).toEqual([expect.objectContaining({ line: 3,
      message: expect.stringMatching(/^invalid JSON: expected ',' or '}' after a property value, found "a"/) as string })]);
    const out = parseGbench(file([it_('BM_A', 0), { name: 42 }]), 'x');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['BM_A']);
    expect(out.diagnostics).toEqual([{ severity: 'error', source: 'x', line: 38, message: 'benchmark entry left out: benchmarks[1].name: Invalid input: expected string, received number' }]);
  });
});

describe('parseGbench: names that are Object.prototype keys', () => {
  it('does not take constructor for a time unit, and keeps a toString counter', () => {
    const out = parseGbench(file([it_('BM_P', 0, { time_unit: 'constructor', toString: 3 })]), 'x');
    expect(units(out, 'BM_P')).toEqual([['toString', 'toString', 'lower', 'nothing', [3]]]);
    expect(out.diagnostics.map((d) => d.message).join('\n')).toContain('unknown time_unit "constructor"');
  });
});

describe('detectGbench', () => {
  it('recognizes Google Benchmark JSON and nothing else', () => {
    expect(detectGbench(readFileSync(join(FIXTURES, 'samples', 'gab-googlecpp_output.json'), 'utf8'))).toBe(true);
    expect(detectGbench(readFileSync(join(FIXTURES, 'gbench-1.7.1-single.json'), 'utf8'))).toBe(true);
    expect(detectGbench('{"results": [{"command": "x"}]}')).toBe(false);
    expect(detectGbench('{"machine_info": {}, "benchmarks": []}')).toBe(false);
  });
});

describe('parseGbench never throws', () => {
  const base: unknown = JSON.parse(readFileSync(join(FIXTURES, 'samples', 'gbench-1.7.1-repetitions3.json'), 'utf8'));
  const check = (text: string): void => {
    const out = parseGbench(text, 'x');
    expectSchemaValid(out);
  };
  it('on random text, random JSON values, and NaN tokens anywhere', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => check(text)));
    fc.assert(fc.property(fc.json(), (text) => check(text)));
    fc.assert(fc.property(fc.json(), fc.nat(), fc.constantFrom('NaN', 'Infinity', '-Infinity', '"NaN"'), (text, at, token) => {
      const i = at % (text.length + 1);
      check(text.slice(0, i) + token + text.slice(i));
    }));
  });
  it('on entries with random extra keys (user counters) and values', () => {
    fc.assert(fc.property(fc.array(fc.dictionary(fc.string(), fc.oneof(fc.double(), fc.string(), fc.boolean(), fc.constant(null)))), (extras) => {
      check(file(extras.map((extra, i) => ({ ...it_('BM_R', i), ...extra }))));
      check(file(extras.map((extra) => ({ ...agg('BM_R', 'median'), ...extra }))));
    }));
  });
  it('on a real file with random parts replaced and random truncation', () => {
    checkEditedJson(base, check, 150);
  });
});
