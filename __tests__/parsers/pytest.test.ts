import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectPytest, parsePytest } from '../../src/parsers/pytest.js';
import { checkEditedJson } from '../helpers/json-edits.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'pytest');
const machine_info = { node: 'vm', processor: '', machine: 'x86_64', python_implementation: 'CPython', python_version: '3.11.7',
  release: '6.1', system: 'Linux', cpu: { brand_raw: 'AMD EPYC', count: 2 } };
const commit_info = { id: 'abc123', time: null, dirty: false, project: 'p', branch: 'main' };
const file = (benchmarks: unknown[]): string =>
  `${JSON.stringify({ machine_info, commit_info, benchmarks, datetime: '2026-11-21T19:54:50+00:00', version: '5.3.1' }, null, 2)}\n`;
const stats = (extra: Record<string, unknown> = {}) => ({ min: 1e-6, max: 3e-6, mean: 2e-6, stddev: 5e-7, rounds: 3, median: 2e-6,
  iqr: 1e-7, q1: 1.5e-6, q3: 2.5e-6, iqr_outliers: 0, stddev_outliers: 1, outliers: '1;0', ld15iqr: 1e-6, hd15iqr: 3e-6, ops: 5e5,
  total: 6e-6, data: [1e-6, 2e-6, 3e-6], iterations: 10, ...extra });
const bench = (fullname: string, extra: Record<string, unknown> = {}) => ({ group: null, name: fullname.split('::').pop(), fullname,
  params: null, param: null, extra_info: {}, options: { disable_gc: false, timer: 'perf_counter', min_rounds: 5 }, stats: stats(), ...extra });

describe('parsePytest', () => {
  it('takes every round in stats.data as a sec/op sample, keyed by the node id', () => {
    const out = parsePytest(file([bench('tests/test_a.py::test_fib')]), 'p.json');
    expect(out.diagnostics).toEqual([]);
    expect(out.config).toEqual({ node: 'vm', machine: 'x86_64', system: 'Linux', release: '6.1', python_implementation: 'CPython',
      python_version: '3.11.7', cpu: 'AMD EPYC', commit: 'abc123', commit_branch: 'main', commit_dirty: 'false', commit_project: 'p',
      'pytest-benchmark': '5.3.1', datetime: '2026-11-21T19:54:50+00:00' });
    expect(out.benchmarks).toEqual([{ key: 'tests/test_a.py::test_fib', name: 'test_fib', status: 'ok', config: {},
      parts: { package: 'tests/test_a.py', base: 'test_fib', sub: [], params: {} }, source: { file: 'p.json', line: 23 },
      metrics: [{ unit: 'sec/op', originalUnit: 's', better: 'lower', assumption: 'nothing', samples: [1e-6, 2e-6, 3e-6], iterations: [10, 10, 10] }] }]);
  });

  it('names parametrized tests and test classes from the node id, with params and group/extra_info', () => {
    const out = parsePytest(file([
      bench('t.py::test_p[5-a b|c]', { params: { n: 5, s: 'a b|c', o: { k: [1] } }, param: '5-a b|c' }),
      bench('t.py::TestC::test_m', { group: 'sorting', extra_info: { size: 1000, nested: { x: 1 } } }),
    ]), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.name, b.parts, b.config])).toEqual([
      ['t.py::test_p[5-a b|c]', 'test_p[5-a b|c]', { package: 't.py', base: 'test_p', sub: ['5-a b|c'], params: { n: '5', s: 'a b|c', o: '{"k":[1]}' } }, {}],
      ['t.py::TestC::test_m', 'TestC::test_m', { package: 't.py', base: 'TestC::test_m', sub: [], params: {} }, { group: 'sorting', 'extra_info.size': '1000' }],
    ]);
  });

  it('falls back to the summary (median, rounds) when stats.data is absent', () => {
    const out = parsePytest(file([bench('t.py::test_old', { stats: { ...stats(), data: undefined, rounds: 9710 } })]), 'x');
    expect(out.benchmarks[0]?.metrics).toEqual([{ unit: 'sec/op', originalUnit: 's', better: 'lower', assumption: 'nothing', samples: [],
      summary: { n: 9710, center: 2e-6, centerKind: 'median', min: 1e-6, max: 3e-6, stddev: 5e-7 } }]);
  });

  it('keeps the numbers of a trimmed data array and says what it left out', () => {
    const out = parsePytest(file([bench('t.py::test_t', { stats: stats({ rounds: 38523, data: [1e-6, 2e-6, '... omitted to keep this file small'] }) })]), 'x');
    expect(out.benchmarks[0]?.metrics[0]?.samples).toEqual([1e-6, 2e-6]);
    expect(out.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ['info', 't.py::test_t: stats.data holds 2 rounds but stats.rounds says 38523; using the 2 in data (was the file trimmed?)'],
      ['warning', 't.py::test_t: stats.data[2] is "... omitted to keep this file small", not a number; 1 such value(s) left out of the samples'],
    ]);
  });

  it('falls back to name when there is no fullname', () => {
    const out = parsePytest(file([{ name: 'test_x', stats: { median: 1, rounds: 2 } }]), 'x');
    expect(out.benchmarks[0]).toMatchObject({ key: 'test_x', name: 'test_x', parts: { base: 'test_x', sub: [], params: {} } });
  });

  it('reports a benchmark without stats by its JSON path, and one with no centre at all', () => {
    const out = parsePytest(file([{ name: 'test_a' }, bench('t.py::test_b', { stats: { rounds: 3 } }), bench('t.py::test_c')]), 'x');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['t.py::test_b', 't.py::test_c']);
    expect(out.benchmarks[0]?.metrics).toEqual([]);
    expect(out.diagnostics.map((d) => [d.severity, d.message])).toEqual([
      ['error', 'benchmark left out: benchmarks[0].stats: Invalid input: expected object, received undefined'],
      ['error', 't.py::test_b: stats has neither data nor median nor mean; the benchmark has no result'],
    ]);
  });

  it('reports invalid JSON and a wrong shape', () => {
    expect(parsePytest('{"machine_info": {}, "benchmarks": [', 'x').diagnostics).toEqual([expect.objectContaining({ severity: 'error', line: 1,
      message: expect.stringContaining('The file ends early') as string })]);
    expect(parsePytest('{"machine_info": {}}', 'x').diagnostics[0]?.message).toMatch(/benchmarks: Invalid input: expected array, received undefined$/);
  });
});

describe('detectPytest', () => {
  it('recognizes 5.x and 2.x files and nothing else', () => {
    expect(detectPytest(readFileSync(join(FIXTURES, 'samples', 'pytest-benchmark-5.3.1.json'), 'utf8'))).toBe(true);
    expect(detectPytest(readFileSync(join(FIXTURES, 'samples', 'pytest-benchmark-v2.5.0-storage-0030.json'), 'utf8'))).toBe(true);
    expect(detectPytest('{"context": {"num_cpus": 2}, "benchmarks": []}')).toBe(false);
    expect(detectPytest('{"results": [{"command": "x"}]}')).toBe(false);
  });
});

describe('parsePytest never throws', () => {
  const base: unknown = JSON.parse(readFileSync(join(FIXTURES, 'samples', 'gab-pytest_output.json'), 'utf8'));
  const check = (text: string): void => {
    const out = parsePytest(text, 'x');
    expectSchemaValid(out);
  };
  it('on random text and random JSON values', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => check(text)));
    fc.assert(fc.property(fc.json(), (text) => check(text)));
  });
  it('on a real file with random parts replaced and random truncation', () => {
    checkEditedJson(base, check);
  });
});
