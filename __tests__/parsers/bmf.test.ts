import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { mergeBenchmarks } from '../../src/merge.js';
import { detectBmf, parseBmf } from '../../src/parsers/bmf.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';
import { resultSet } from '../helpers/synthetic.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'custom', 'bmf');
const file = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

describe('parseBmf', () => {
  it('maps latency (ns) to sec/op and throughput to ops/s (higher is better), bounds to the summary', () => {
    const out = parseBmf(file({ 'fib/10': { latency: { value: 88.2, lower_value: 87.4, upper_value: 89.1 }, throughput: { value: 11337 } } }), 'b.json');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks).toEqual([{ key: 'fib/10', name: 'fib/10', status: 'ok', config: {}, parts: { base: 'fib/10', sub: [], params: {} },
      source: { file: 'b.json', line: 2 }, metrics: [
        { unit: 'sec/op', originalUnit: 'ns/op', better: 'lower', assumption: 'nothing', samples: [8.82e-8],
          summary: { n: 1, center: 8.82e-8, centerKind: 'point-estimate', min: 8.74e-8, max: 8.91e-8 } },
        { unit: 'ops/s', originalUnit: 'ops/s', better: 'higher', assumption: 'nothing', samples: [11337] },
      ] }]);
  });

  it('keeps unknown measures by name: lower is better unless the name says throughput (or is a rate)', () => {
    const out = parseBmf(file({ b: { 'Max Bytes': { value: 9 }, 'request-throughput': { value: 5 }, 'ops/s': { value: 3 }, instructions: { value: 100 } } }), 'x');
    expect(out.benchmarks[0]?.metrics.map((m) => [m.unit, m.better, m.assumption, m.samples])).toEqual([
      ['Max Bytes', 'lower', 'nothing', [9]], ['request-throughput', 'higher', 'nothing', [5]], ['ops/s', 'higher', 'nothing', [3]],
      ['instructions', 'lower', 'exact', [100]],
    ]);
  });

  it('reads the built-in measures by name as by slug (Latency is latency, in ns), and one measure given twice once', () => {
    const out = parseBmf(file({ a: { Latency: { value: 88 }, Throughput: { value: 5 } }, b: { latency: { value: 10 }, Latency: { value: 11 } } }), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.metrics.map((m) => [m.unit, m.originalUnit, m.better, m.samples])])).toEqual([
      ['a', [['sec/op', 'ns/op', 'lower', [8.8e-8]], ['ops/s', 'ops/s', 'higher', [5]]]],
      ['b', [['sec/op', 'ns/op', 'lower', [1e-8]]]],
    ]);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['error', 14, 'measure left out: b has Latency and latency, which are the same measure; keep one'],
    ]);
  });

  it('leaves out bad measures and benchmarks with their JSON path and line', () => {
    const out = parseBmf(file({ a: { latency: { value: 'fast' } }, b: {}, c: { latency: { value: 12, lower_value: null } }, d: [1] }), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples, b.metrics[0]?.summary])).toEqual([['c', [1.2e-8], undefined]]);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['error', 4, 'measure left out: a.latency.value: Invalid input: expected number, received string'],
      ['warning', 7, 'b has no measures; it is left out'],
      ['error', 14, 'benchmark left out (expected an object of measures): d: Invalid input: expected record, received array'],
    ]);
  });

  it('names odd benchmark keys in paths with quotes', () => {
    const out = parseBmf(file({ 'tests::a b': { latency: { value: true } } }), 'x');
    expect(out.diagnostics[0]?.message).toBe('measure left out: ["tests::a b"].latency.value: Invalid input: expected number, received boolean');
  });

  it('reports invalid JSON and a top-level array', () => {
    expect(parseBmf('{"a": {"latency": {"value": 1}}', 'x').diagnostics[0]?.message).toMatch(/^invalid JSON: expected ',' or '}' after a property value, found the end of the input/);
    expect(parseBmf('[]', 'x').diagnostics[0]?.message).toMatch(/\(top level\): Invalid input: expected record, received array$/);
  });
});

describe('parseBmf: Bencher ignore suffixes', () => {
  const IGNORED = "Bencher's mark for a benchmark not to check";

  it('reports a benchmark whose name ends in _bencher_ignore, BencherIgnore or -bencher-ignore as skipped, keyed without the suffix', () => {
    const out = parseBmf(file({
      fib: { latency: { value: 10 } },
      flaky_bencher_ignore: { latency: { value: 88, lower_value: 80, upper_value: 99 } },
      slowBencherIgnore: { latency: { value: 5 }, throughput: { value: 2 } },
      'io-bench-bencher-ignore': {},
    }), 'b.json');
    expect(out.benchmarks.map((b) => [b.key, b.name, b.status, b.metrics.length, b.messages, b.parts.base, b.source?.line])).toEqual([
      ['fib', 'fib', 'ok', 1, undefined, 'fib', 2],
      ['flaky', 'flaky_bencher_ignore', 'skipped', 0, [`ignored: the name ends with _bencher_ignore, ${IGNORED}`], 'flaky', 7],
      ['slow', 'slowBencherIgnore', 'skipped', 0, [`ignored: the name ends with BencherIgnore, ${IGNORED}`], 'slow', 14],
      ['io-bench', 'io-bench-bencher-ignore', 'skipped', 0, [`ignored: the name ends with -bencher-ignore, ${IGNORED}`], 'io-bench', 22],
    ]);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['info', 7, `3 benchmarks ignored: a name ending in _bencher_ignore, BencherIgnore or -bencher-ignore is ${IGNORED}: `
        + 'flaky_bencher_ignore, slowBencherIgnore, io-bench-bencher-ignore; they are reported as skipped, not compared or gated'],
    ]);
    expectSchemaValid(out);
  });

  it('matches the suffixes exactly, at the end of the name, as Bencher does', () => {
    const names = ['a_Bencher_Ignore', 'b_bencher_ignore ', 'c_bencher_ignore_x', 'dbencherignore', 'e_BENCHER_IGNORE', 'f-Bencher-Ignore'];
    const out = parseBmf(file(Object.fromEntries(names.map((n) => [n, { latency: { value: 1 } }]))), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.status])).toEqual(names.map((n) => [n, 'ok']));
    expect(out.diagnostics).toEqual([]);
  });

  it('lets the plain name win in a file that has both: Bencher checks x and ignores x_bencher_ignore', () => {
    const out = parseBmf(file({ x_bencher_ignore: { latency: { value: 99 } }, x: { latency: { value: 10 } }, y_bencher_ignore: { latency: { value: 1 } } }), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.name, b.status, b.metrics[0]?.samples])).toEqual([
      ['x', 'x', 'ok', [1e-8]], ['y', 'y_bencher_ignore', 'skipped', undefined],
    ]);
    expect(out.diagnostics.map((d) => d.message)).toEqual([
      `2 benchmarks ignored: a name ending in _bencher_ignore, BencherIgnore or -bencher-ignore is ${IGNORED}: `
        + 'x_bencher_ignore (left out: x, the same benchmark to Bencher, is in this file and is compared), y_bencher_ignore; '
        + 'the others are reported as skipped, not compared or gated',
    ]);
  });

  it('names at most five ignored benchmarks in its one note per input', () => {
    const out = parseBmf(file(Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`b${i}_bencher_ignore`, { latency: { value: 1 } }]))), 'x');
    expect(out.benchmarks).toHaveLength(7);
    expect(out.diagnostics).toHaveLength(1);
    expect(out.diagnostics[0]?.message).toMatch(/^7 benchmarks ignored: .*: b0_bencher_ignore, b1_bencher_ignore, b2_bencher_ignore, b3_bencher_ignore, b4_bencher_ignore, and 2 more; they are/);
  });

  it('keeps a name that is only the suffix by that name', () => {
    const out = parseBmf(file({ _bencher_ignore: { latency: { value: 1 } } }), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.status])).toEqual([['_bencher_ignore', 'skipped']]);
  });

  // Eight BMF files per side, merged as `bench-gate run` and `merge` do: enough samples to gate.
  const side = (values: (i: number) => Record<string, number>) => resultSet(mergeBenchmarks(Array.from({ length: 8 }, (_, i) =>
    parseBmf(file(Object.fromEntries(Object.entries(values(i)).map(([name, v]) => [name, { latency: { value: v } }]))), `run${i}.json`).benchmarks)));
  const steady = (i: number) => 100 + (i % 4);

  it('does not gate an ignored benchmark that doubled in head, and shows it as skipped', () => {
    const base = side((i) => ({ stable: steady(i), flaky: steady(i) }));
    const head = side((i) => ({ stable: steady(i), flaky_bencher_ignore: 2 * steady(i) }));
    const report = compareResultSets(base, head);
    expect(report.comparisons.map((c) => [c.key, c.name, c.status])).toEqual([['flaky', 'flaky_bencher_ignore', 'skipped'], ['stable', 'stable', 'no-change']]);
    expect(report.comparisons[0]?.warnings).toEqual([`skipped in head: ignored: the name ends with _bencher_ignore, ${IGNORED}`]);
    expect(report.verdict).toBe('pass');
  });

  it('does not gate a benchmark ignored on both sides', () => {
    const base = side((i) => ({ flakyBencherIgnore: steady(i) }));
    const head = side((i) => ({ flakyBencherIgnore: 2 * steady(i) }));
    const report = compareResultSets(base, head);
    expect(report.comparisons.map((c) => [c.key, c.status])).toEqual([['flaky', 'skipped']]);
    expect(report.verdict).toBe('pass');
  });

  it('still gates the same regression without the suffix', () => {
    const report = compareResultSets(side((i) => ({ flaky: steady(i) })), side((i) => ({ flaky: 2 * steady(i) })));
    expect(report.comparisons.map((c) => [c.key, c.status])).toEqual([['flaky', 'regression']]);
    expect(report.verdict).toBe('fail');
  });
});

describe('parseBmf: names that are Object.prototype keys', () => {
  it('keeps a constructor measure by its name', () => {
    const out = parseBmf('{"__proto__": {"constructor": {"value": 1}}}', 'x');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.unit, b.metrics[0]?.samples])).toEqual([['__proto__', 'constructor', [1]]]);
  });
});

describe('detectBmf', () => {
  it('recognizes BMF and nothing else', () => {
    expect(detectBmf(readFileSync(join(FIXTURES, 'latency-throughput.json'), 'utf8'))).toBe(true);
    expect(detectBmf('{"a\\"b": {"Final Bytes": {"lower_value": 1, "value": 2}}}')).toBe(true);
    expect(detectBmf('{"setup": {}, "warmup": { }, "fib": {"latency": {"value": 1}}}')).toBe(true);
    expect(detectBmf('{"setup": {}}')).toBe(false);
    expect(detectBmf('{"results": [{"command": "x"}]}')).toBe(false);
    expect(detectBmf('{"context": {"date": "x"}, "benchmarks": []}')).toBe(false);
    expect(detectBmf('[{"name": "a", "unit": "ns", "value": 1}]')).toBe(false);
  });
});

describe('parseBmf never throws', () => {
  const base: unknown = JSON.parse(readFileSync(join(FIXTURES, 'custom-measures.json'), 'utf8'));
  const check = (text: string): void => {
    const out = parseBmf(text, 'x');
    expectSchemaValid(out);
  };
  it('on random text and random JSON values', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => check(text)));
    fc.assert(fc.property(fc.json(), (text) => check(text)));
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.dictionary(fc.string(), fc.record({ value: fc.double(), lower_value: fc.double() }, { requiredKeys: [] }))),
      (value) => check(JSON.stringify(value))));
  });
  it('on a real file with random parts replaced', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.jsonValue()), { maxLength: 4 }), (edits) => {
      const copy = structuredClone(base) as Record<string, Record<string, unknown>>;
      const slots = Object.entries(copy).flatMap(([name, measures]) => Object.keys(measures).map((slug) => [name, slug] as const));
      for (const [pick, replacement] of edits) {
        const slot = slots[pick % slots.length];
        const measures = slot === undefined ? undefined : copy[slot[0]];
        if (slot !== undefined && measures !== undefined) measures[slot[1]] = replacement;
      }
      check(JSON.stringify(copy));
    }));
  });
});
