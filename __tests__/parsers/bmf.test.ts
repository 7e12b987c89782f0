import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectBmf, parseBmf } from '../../src/parsers/bmf.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';

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
