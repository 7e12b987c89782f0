import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectCustomJson, parseCustomJson, parseRange } from '../../src/parsers/custom-json.js';
import { checkEditedJson } from '../helpers/json-edits.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'custom');
const file = (entries: unknown[]): string => `${JSON.stringify(entries, null, 2)}\n`;

describe('parseCustomJson', () => {
  it('makes each entry one sample, tidies the unit, and takes the direction from the caller', () => {
    const text = file([{ name: 'a', unit: 'ns/op', value: 12.5 }, { name: 'b', unit: 'req/s', value: 70 }]);
    const lower = parseCustomJson(text, 'c.json', 'lower');
    expect(lower.diagnostics).toEqual([]);
    expect(lower.benchmarks).toEqual([
      { key: 'a', name: 'a', status: 'ok', config: {}, parts: { base: 'a', sub: [], params: {} }, source: { file: 'c.json', line: 2 },
        metrics: [{ unit: 'sec/op', originalUnit: 'ns/op', better: 'lower', assumption: 'nothing', samples: [12.5e-9] }] },
      { key: 'b', name: 'b', status: 'ok', config: {}, parts: { base: 'b', sub: [], params: {} }, source: { file: 'c.json', line: 7 },
        metrics: [{ unit: 'req/s', originalUnit: 'req/s', better: 'lower', assumption: 'nothing', samples: [70] }] },
    ]);
    const higher = parseCustomJson(text, 'c.json', 'higher');
    expect(higher.benchmarks.map((b) => b.metrics[0]?.better)).toEqual(['higher', 'higher']);
  });

  it('keeps range as the summary spread, in the base unit', () => {
    const out = parseCustomJson(file([{ name: 'a', unit: 'ns', value: 200, range: '± 24' }, { name: 'b', unit: 'MB', value: 10, range: '5%' },
      { name: 'c', unit: 'ms', value: 3, range: 0.25 }, { name: 'd', unit: '%', value: 50, range: '+/- 5%' }]), 'x', 'lower');
    expect(out.benchmarks.map((b) => b.metrics[0]?.summary)).toEqual([
      { n: 1, center: 2e-7, centerKind: 'point-estimate', spread: 2.4e-8 },
      { n: 1, center: 1e7, centerKind: 'point-estimate', spread: 5e5 },
      { n: 1, center: 0.003, centerKind: 'point-estimate', spread: 0.00025 },
      { n: 1, center: 50, centerKind: 'point-estimate', spread: 5 },
    ]);
  });

  it('adds a sample for a repeated name and unit, and a metric for a second unit', () => {
    const out = parseCustomJson(file([{ name: 'a', unit: 'ms', value: 1 }, { name: 'a', unit: 'ms', value: '2' }, { name: 'a', unit: 'B', value: 64, extra: 'x\ny' }]), 'x', 'lower');
    expect(out.benchmarks).toHaveLength(1);
    expect(out.benchmarks[0]?.metrics.map((m) => [m.unit, m.samples])).toEqual([['sec', [0.001, 0.002]], ['B', [64]]]);
    expect(out.benchmarks[0]?.config).toEqual({});
  });

  it('converts times and sizes with SI and binary prefixes to seconds and bytes, keeping the denominator and the unit as written', () => {
    const entries = [['ms', 1500], ['us', 7], ['µs', 7], ['μs', 7], ['s', 3], ['sec', 1], ['min', 2], ['KB', 1], ['kB', 2], ['MB', 3], ['GB', 1],
      ['KiB', 1], ['MiB', 1], ['GiB', 1], ['ms/op', 1.5], ['ns/op', 12.5], ['KiB/op', 2], ['MB/s', 4]] as const;
    const out = parseCustomJson(file(entries.map(([unit, value]) => ({ name: unit, unit, value }))), 'x', 'lower');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks.map((b) => [b.name, b.metrics[0]?.unit, b.metrics[0]?.originalUnit, b.metrics[0]?.samples[0]])).toEqual([
      ['ms', 'sec', 'ms', 1.5], ['us', 'sec', 'us', 7e-6], ['µs', 'sec', 'µs', 7e-6], ['μs', 'sec', 'μs', 7e-6], ['s', 'sec', 's', 3],
      ['sec', 'sec', 'sec', 1], ['min', 'sec', 'min', 120], ['KB', 'B', 'KB', 1000], ['kB', 'B', 'kB', 2000], ['MB', 'B', 'MB', 3e6],
      ['GB', 'B', 'GB', 1e9], ['KiB', 'B', 'KiB', 1024], ['MiB', 'B', 'MiB', 2 ** 20], ['GiB', 'B', 'GiB', 2 ** 30],
      ['ms/op', 'sec/op', 'ms/op', 0.0015], ['ns/op', 'sec/op', 'ns/op', 1.25e-8], ['KiB/op', 'B/op', 'KiB/op', 2048], ['MB/s', 'B/s', 'MB/s', 4e6],
    ]);
  });

  it('drops a metric prefix, k or K, from a known count: ops/s, Kops/s and kops/s are one metric; sizes keep theirs', () => {
    const entries = [['ops/s', 950], ['Kops/s', 1.2], ['kops/s', 1.1], ['Mreq/sec', 2], ['KB', 3], ['KiB', 3]] as const;
    const out = parseCustomJson(file(entries.map(([unit, value]) => ({ name: unit.endsWith('s') || unit.endsWith('c') ? 'rate' : 'size', unit, value }))), 'x', 'higher');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks.flatMap((b) => b.metrics.map((m) => [b.name, m.unit, m.originalUnit, m.samples]))).toEqual([
      ['rate', 'ops/s', 'ops/s', [950, 1200, 1100]], ['rate', 'req/sec', 'Mreq/sec', [2e6]], ['size', 'B', 'KB', [3000, 3072]],
    ]);
  });

  it('keeps units it does not know as written (github-action-benchmark README example)', () => {
    const readme = [
      { name: 'My Custom Smaller Is Better Benchmark - CPU Load', unit: 'Percent', value: 50, range: '5%', extra: 'My Optional Information for the tooltip' },
      { name: 'My Custom Smaller Is Better Benchmark - Memory Used', unit: 'Megabytes', value: 100, extra: 'Value for Tooltip: 25\nOptional Num #2: 100\nAnything Else!' },
      { name: 'widgets', unit: 'widgets', value: 3 }, { name: 'rate', unit: 'ops/sec', value: 1000 }, { name: 'req', unit: 'req/s', value: 50 },
      { name: 'mb', unit: 'Mb', value: 1 }, { name: 'm', unit: 'm', value: 2 },
    ];
    const out = parseCustomJson(file(readme), 'x', 'lower');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks.map((b) => [b.metrics[0]?.unit, b.metrics[0]?.originalUnit, b.metrics[0]?.samples[0], b.metrics[0]?.summary?.spread]))
      .toEqual([['Percent', 'Percent', 50, 5], ['Megabytes', 'Megabytes', 100, undefined], ['widgets', 'widgets', 3, undefined],
        ['ops/sec', 'ops/sec', 1000, undefined], ['req/s', 'req/s', 50, undefined], ['Mb', 'Mb', 1, undefined], ['m', 'm', 2, undefined]]);
  });

  it('puts a base in ms and a head in s into one metric, so they compare (github-action-benchmark README shape, "ns" with a range)', () => {
    const base = parseCustomJson(file([{ name: 'load', unit: 'ms', value: 1500, range: '± 10' }, { name: 'No instrumentation', unit: 'ns', value: 90.9439, range: 0.519165 }]), 'base.json', 'lower');
    const head = parseCustomJson(file([{ name: 'load', unit: 's', value: 1.5, range: '± 0.01' }, { name: 'No instrumentation', unit: 'µs', value: 0.0909439 }]), 'head.json', 'lower');
    const metric = (out: typeof base, name: string) => out.benchmarks.find((b) => b.name === name)?.metrics[0];
    expect(metric(base, 'load')).toMatchObject({ unit: 'sec', originalUnit: 'ms', samples: [1.5], summary: { center: 1.5, spread: 0.01 } });
    expect(metric(head, 'load')).toMatchObject({ unit: 'sec', originalUnit: 's', samples: [1.5], summary: { center: 1.5, spread: 0.01 } });
    expect(metric(base, 'No instrumentation')).toMatchObject({ unit: 'sec', samples: [9.09439e-8] });
    expect(metric(head, 'No instrumentation')).toMatchObject({ unit: 'sec', samples: [9.09439e-8] });
  });

  it('keeps extra in the benchmark config', () => {
    const out = parseCustomJson(file([{ name: 'a', unit: 'ms', value: 1, extra: '30 runs\n8 threads' }]), 'x', 'lower');
    expect(out.benchmarks[0]?.config).toEqual({ extra: '30 runs\n8 threads' });
  });

  it('leaves out bad entries with their path and line, and keeps the rest', () => {
    const out = parseCustomJson(file([{ name: 'ok', unit: 'ms', value: 1 }, { name: 'v', unit: 'ms', value: 'fast' }, { name: 'u', value: 1 },
      { name: 'big', unit: 'MB', value: 1e305 }, { name: 'r', unit: 'ms', value: 1, range: 'about 0.1' }]), 'x', 'lower');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['ok', 'r']);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['error', 7, '[1].value: "fast" is not a number; entry "v" left out'],
      ['error', 12, 'entry left out: [2].unit: Invalid input: expected string, received undefined'],
      ['error', 16, '[3].value: 1e+305 MB is out of range in B; entry "big" left out'],
      ['info', 21, 'r: range "about 0.1" is not a number like "± 0.1" or "5%"; it is ignored'],
    ]);
  });

  it('says what it expected for a non-array and for invalid JSON', () => {
    expect(parseCustomJson('{"name": "a", "unit": "ns", "value": 1}', 'x', 'lower').diagnostics[0]?.message)
      .toMatch(/^not custom benchmark JSON: .*\(top level\): Invalid input: expected array, received object$/);
    expect(parseCustomJson('[\n  {"name": "a",\n   "unit": ns}\n]', 'x', 'lower').diagnostics).toEqual([expect.objectContaining({ line: 3,
      message: expect.stringMatching(/^invalid JSON: expected a JSON value .*, found "ns"/) as string })]);
  });
});

describe('parseCustomJson: names that are Object.prototype keys', () => {
  it('keeps units like constructor and toString/op as they are', () => {
    const out = parseCustomJson(file([{ name: 'constructor', unit: 'constructor', value: 1 }, { name: '__proto__', unit: 'toString/op', value: 2 }]), 'x', 'lower');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.unit, b.metrics[0]?.samples])).toEqual([['constructor', 'constructor', [1]], ['__proto__', 'toString/op', [2]]]);
  });
});

describe('parseRange', () => {
  it.each([
    ['± 0.1', 10, 'ns', 0.1], ['+/- 24', 10, 'ns', 24], ['+- 3', 10, 'ns', 3], ['5%', 200, 'ns', 10], ['5 %', 200, 'percent', 5],
    ['3', 10, 'ns', 3], [0.5, 10, 'ns', 0.5], [-0.5, 10, 'ns', 0.5], ['.5e1', 1, 'ns', 5], ['about 3', 1, 'ns', undefined], ['', 1, 'ns', undefined],
  ] as const)('%s of %s %s -> %s', (range, value, unit, expected) => {
    expect(parseRange(range, value, unit)).toBe(expected);
  });
});

describe('detectCustomJson', () => {
  it('recognizes the custom array and nothing else', () => {
    expect(detectCustomJson(readFileSync(join(FIXTURES, 'samples', 'gab-customBiggerIsBetter_output.json'), 'utf8'))).toBe(true);
    expect(detectCustomJson('[]')).toBe(false);
    expect(detectCustomJson('{"a": {"latency": {"value": 1}}}')).toBe(false);
    expect(detectCustomJson('{"results": [{"command": "x", "unit": 1, "value": 2}]}')).toBe(false);
  });
});

describe('parseCustomJson never throws', () => {
  const base: unknown = JSON.parse(readFileSync(join(FIXTURES, 'edge-cases-smaller.json'), 'utf8'));
  const check = (text: string): void => {
    const out = parseCustomJson(text, 'x', 'higher');
    expectSchemaValid(out);
  };
  it('on random text and random JSON values', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), (text) => check(text)));
    fc.assert(fc.property(fc.json(), (text) => check(text)));
    fc.assert(fc.property(fc.array(fc.record({ name: fc.string(), unit: fc.string(), value: fc.oneof(fc.double(), fc.string()),
      range: fc.oneof(fc.string(), fc.double()) }, { requiredKeys: [] })), (entries) => check(JSON.stringify(entries))));
  });
  it('on a real file with random parts replaced and random truncation', () => {
    checkEditedJson(base, check);
  });
  it('round-trips: entries written back as custom JSON parse to the same samples', () => {
    fc.assert(fc.property(fc.array(fc.record({ name: fc.string({ minLength: 1 }), unit: fc.constantFrom('ns', 'ms', 'B', 'req/s', 'x y'),
      value: fc.double({ noNaN: true, min: -1e12, max: 1e12 }).filter((v) => v === 0 || Math.abs(v) > 1e-200) }), { maxLength: 8 }), (entries) => {
      const first = parseCustomJson(JSON.stringify(entries), 'x', 'lower');
      const again = first.benchmarks.flatMap((b) => b.metrics.flatMap((m) => m.samples.map((value) => ({ name: b.name, unit: m.unit, value }))));
      const second = parseCustomJson(JSON.stringify(again), 'x', 'lower');
      expect(second.benchmarks.map((b) => b.metrics.map((m) => [m.unit, m.samples]))).toEqual(first.benchmarks.map((b) => b.metrics.map((m) => [m.unit, m.samples])));
    }));
  });
});
