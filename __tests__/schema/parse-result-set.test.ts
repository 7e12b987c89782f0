/**
 * parseResultSet must give exactly what ResultSetSchema.safeParse gives on the whole document:
 * the same success, the same data (key order included) and, for invalid documents, the same issues.
 * Checked on a real result file (from `bench-gate parse`) with a baseline history added, edited at
 * random places (samples, iteration counts and history values included) with arbitrary JSON.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseResultSet } from '../../src/schema/parse-result-set.js';
import { ResultSetSchema } from '../../src/schema/result.js';
import { replaceJsonValues } from '../helpers/json-edits.js';

const real = JSON.parse(readFileSync('fixtures/cli/inputs/base-run1.result.json', 'utf8')) as { benchmarks: { key: string; metrics: { unit: string; samples: number[] }[] }[] };
/** Two earlier runs' medians per benchmark and unit, as a cached baseline carries them. */
const withHistory = {
  ...real,
  history: [0.98, 1.03].map((factor, i) => ({
    commit: `c${i}`,
    values: Object.fromEntries(real.benchmarks.map((b) => [b.key, Object.fromEntries(b.metrics.map((m) => [m.unit, (m.samples[0] ?? 1) * factor]))])),
  })),
};

function expectSameOutcome(doc: unknown): void {
  const fast = parseResultSet(doc);
  const zod = ResultSetSchema.safeParse(doc);
  expect(fast.success).toBe(zod.success);
  if (zod.success) expect(JSON.stringify(fast.data)).toBe(JSON.stringify(zod.data));
  else expect(JSON.stringify(fast.error?.issues)).toBe(JSON.stringify(zod.error.issues));
}

describe('parseResultSet = ResultSetSchema.safeParse', () => {
  it('on the real file, with and without a history', () => {
    expectSameOutcome(real);
    expectSameOutcome(withHistory);
    expect(parseResultSet(withHistory).success).toBe(true);
  });

  it('on the file with up to 4 values replaced by arbitrary JSON', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.jsonValue()), { minLength: 1, maxLength: 4 }), (edits) => {
      expectSameOutcome(replaceJsonValues(withHistory, edits));
    }), { numRuns: 400, seed: 20261122 });
  });

  it('on the number arrays and records it checks itself, edited at the edges of their rules', () => {
    // Values that zod's number, int and min(0) rules split: the loops must split them the same way.
    const edge = fc.constantFrom(-0, 0, -1, 0.5, 2 ** 53, 2 ** 53 - 1, 1e308, -1e308, '1', null, true, [], {}, [1], { a: 1 });
    const metricPaths = (real.benchmarks[0]?.metrics ?? []).length;
    fc.assert(fc.property(fc.nat(metricPaths - 1), fc.nat(9), fc.constantFrom('samples', 'iterations'), edge, (m, i, field, value) => {
      const doc = structuredClone(withHistory) as unknown as { benchmarks: { metrics: Record<string, unknown[]>[] }[] };
      const list = doc.benchmarks[0]?.metrics[m]?.[field];
      if (list !== undefined) list[i % Math.max(1, list.length)] = value;
      expectSameOutcome(doc);
    }), { numRuns: 400, seed: 20261122 });
    for (const values of [{ k: { u: '1' } }, { k: 1 }, [], { k: [] }, JSON.parse('{"__proto__": {"u": "1"}}') as unknown]) {
      const doc = structuredClone(withHistory) as { history: { values: unknown }[] };
      const run = doc.history[0];
      if (run !== undefined) run.values = values;
      expectSameOutcome(doc);
    }
    expectSameOutcome({ ...withHistory, benchmarks: [{ ...real.benchmarks[0], metrics: [{ unit: 'x', originalUnit: 'x', better: 'lower', assumption: 'nothing', samples: [] }] }] });
  });

  it('keeps a history run\'s `__proto__` benchmark, which zod\'s record output drops', () => {
    const doc = structuredClone(withHistory) as { history: { values: unknown }[] };
    const run = doc.history[0];
    if (run !== undefined) run.values = JSON.parse('{"__proto__": {"u": 1}, "k": {"u": 2}}') as unknown;
    const parsed = parseResultSet(doc);
    if (!parsed.success) throw new Error(parsed.error.message);
    const values = parsed.data.history?.[0]?.values ?? {};
    expect(Object.keys(values)).toEqual(['__proto__', 'k']);
    expect(Object.hasOwn(values, '__proto__') && values['__proto__']).toEqual({ u: 1 });
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('leaves the document it is given as it was', () => {
    const doc = structuredClone(withHistory);
    parseResultSet(doc);
    expect(doc).toEqual(withHistory);
  });
});
