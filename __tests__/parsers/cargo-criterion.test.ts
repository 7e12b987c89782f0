import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectCargoCriterion, parseCargoCriterion } from '../../src/parsers/cargo-criterion.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { isDataLoss } from '../../src/input.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';

const interval = (estimate: number | null, unit = 'ns') => ({ estimate, lower_bound: estimate === null ? null : estimate - 1, upper_bound: estimate === null ? null : estimate + 1, unit });
const complete = (id: string, extra: Record<string, unknown> = {}): string => JSON.stringify({
  reason: 'benchmark-complete', id, report_directory: `/home/user/x/target/criterion/reports/${id}`,
  iteration_count: [10, 20], measured_values: [1000.0, 2200.0], unit: 'ns', throughput: [],
  typical: interval(105), mean: interval(104), median: interval(103), median_abs_dev: interval(2), slope: interval(105), change: null, ...extra,
});
const group = (name: string, benchmarks: string[]): string => JSON.stringify({ reason: 'group-complete', group_name: name, benchmarks, report_directory: '/x' });
const parse = (...l: string[]): ParseOutput => parseCargoCriterion(`${l.join('\n')}\n`, 'cc.jsonl');

describe('parseCargoCriterion', () => {
  it('turns measured_values / iteration_count into samples and typical into the summary', () => {
    const out = parse(complete('fib_group/recursive/10'), group('fib_group', ['fib_group/recursive/10']));
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks).toEqual([{
      key: 'fib_group/recursive/10', name: 'fib_group/recursive/10', status: 'ok', config: {},
      parts: { base: 'fib_group', sub: ['recursive', '10'], params: {} }, source: { file: 'cc.jsonl', line: 1 },
      metrics: [{ unit: 'sec/op', originalUnit: 'ns', better: 'lower', assumption: 'nothing', samples: [100e-9, 110e-9], iterations: [10, 20],
        summary: { n: 2, center: 105e-9, centerKind: 'point-estimate', min: 104e-9, max: 106e-9 } }],
    }]);
    expect(out.lineCount).toBe(2);
  });

  it('uses the mean (typical) when slope is null, and ignores change and group-complete', () => {
    const change = { mean: interval(0.5, '%'), median: interval(0.4, '%'), change: 'Regressed' };
    const out = parse(complete('flat', { slope: null, typical: interval(104), change }), group('empty', []));
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks[0]?.metrics[0]?.summary).toMatchObject({ center: 104e-9, centerKind: 'mean' });
  });

  it('adds a rate per sample for bytes and elements throughput', () => {
    const out = parse(complete('c/64', { throughput: [{ per_iteration: 64, unit: 'bytes' }, { per_iteration: 2, unit: 'elements' }, { per_iteration: 1, unit: 'furlongs' }] }));
    expect(out.benchmarks[0]?.metrics.map((m) => [m.unit, m.better, m.samples, m.summary?.center])).toEqual([
      ['sec/op', 'lower', [100e-9, 110e-9], 105e-9],
      ['B/s', 'higher', [64 / 100e-9, 64 / 110e-9], 64 / 105e-9],
      ['elem/s', 'higher', [2 / 100e-9, 2 / 110e-9], 2 / 105e-9],
    ]);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([['warning', 1, 'c/64: unknown throughput unit "furlongs"; ignored']]);
  });

  it('keeps a custom measurement in its own unit per iteration', () => {
    const out = parse(complete('cycles', { unit: 'cycles', typical: interval(105, 'cycles'), throughput: [{ per_iteration: 8, unit: 'bytes' }] }));
    expect(out.benchmarks[0]?.metrics.map((m) => [m.unit, m.originalUnit, m.better, m.samples, m.summary?.center])).toEqual([['cycles/op', 'cycles', 'lower', [100, 110], 105]]);
  });

  it('pools the samples of a benchmark that appears in several runs', () => {
    const out = parse(complete('x'), complete('x'));
    expect(out.benchmarks[0]?.metrics[0]?.samples).toHaveLength(4);
  });

  it('warns about lines that are not JSON messages and reports unreadable messages as errors', () => {
    const out = parse('   Compiling rsbench v0.1.0', complete('ok'), '{"reason":"benchmark-complete","id":"broken","iteration_count":"x"}',
      '{"reason":"benchmark-complete","id":"trunc', '{"no":"reason"}', '', complete('bad', { iteration_count: [0, null], measured_values: [1, 2, 3] }));
    expect(out.benchmarks.map((b) => [b.key, b.status])).toEqual([['ok', 'ok'], ['bad', 'failed']]);
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([
      ['warning', 1], ['error', 3], ['error', 4], ['warning', 5], ['warning', 7], ['warning', 7],
    ]);
    expect(out.diagnostics[1]?.message).toContain('iteration_count');
    expect(out.unrecognized.map((u) => u.line)).toEqual([1, 4, 5]);
  });

  it.each([
    ['a cut benchmark-complete', 'error', complete('x').slice(0, 60)],
    ['a line cut inside its reason value', 'error', '{"reason":"benchmark-co'],
    ['a line cut before its reason value', 'error', '{ "rea'],
    ['a benchmark-complete with reordered keys', 'error', '{"id":"x","reason":"benchmark-complete","unit":"n'],
    ['a cut group-complete', 'warning', group('g', ['g/a', 'g/b']).slice(0, 50)],
    ['a line cut inside another reason', 'warning', '{"reason":"group-co'],
    ['malformed JSON that is no cargo-criterion message', 'warning', '{"debug": [1, 2'],
  ])('%s: %s', (_what, severity, line) => {
    const out = parse(complete('ok'), line);
    expect(out.benchmarks.map((b) => b.key)).toEqual(['ok']);
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([[severity, 2]]);
    if (severity === 'error') expect(out.diagnostics[0]?.message).toMatch(/benchmark-complete message.*was the output cut off\? Its result is lost/);
  });

  it('reads real output cut in the middle of a benchmark-complete line as a loss on that line', () => {
    const name = 'cargo-criterion-cut.jsonl';
    const out = parseCargoCriterion(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'broken', name), 'utf8'), name);
    expect(out.benchmarks).toHaveLength(10);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([['error', 16,
      'a benchmark-complete message that is not valid JSON: was the output cut off? Its result is lost. Rerun cargo criterion --message-format=json and keep its whole stdout']]);
    expect(out.diagnostics.filter(isDataLoss)).toHaveLength(1);
  });

  it('detects cargo-criterion output and nothing else', () => {
    expect(detectCargoCriterion(`noise\n${group('g', [])}\n`)).toBe(true);
    expect(detectCargoCriterion('{"Action":"output","Output":"BenchmarkX 1 2 ns/op"}\n')).toBe(false);
    expect(detectCargoCriterion('{"reason":"compiler-artifact"}\n')).toBe(false);
    expect(detectCargoCriterion('fib 15   time:   [1.4 µs 1.5 µs 1.6 µs]\n')).toBe(false);
  });
});

describe('parseCargoCriterion never throws', () => {
  const check = (text: string): void => {
    const out = parseCargoCriterion(text, 'x');
    expectSchemaValid(out);
  };
  it('on random text, random JSON lines and real messages with random parts', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), check));
    fc.assert(fc.property(fc.array(fc.json(), { maxLength: 5 }), (l) => check(l.join('\n'))));
    const base = JSON.parse(complete('x', { throughput: [{ per_iteration: 8, unit: 'bytes' }] })) as Record<string, unknown>;
    const keys = Object.keys(base);
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.oneof(fc.jsonValue(), fc.array(fc.double()), fc.array(fc.oneof(fc.integer(), fc.constant(null))))), { maxLength: 4 }), (edits) => {
      const copy: Record<string, unknown> = { ...base };
      for (const [pick, value] of edits) copy[keys[pick % keys.length] ?? 'id'] = value;
      check(JSON.stringify(copy));
    }));
  });
});
