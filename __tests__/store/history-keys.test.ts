/**
 * Benchmark names are the keys of a baseline's history: a benchmark named like a member every
 * object has (`constructor`, `toString`, `__proto__`) keeps its own history, and saving one never
 * writes into Object.prototype.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import type { ResultSet } from '../../src/schema/result.js';
import { checkBaseline, historyRunOf, nextBaseline } from '../../src/store/baseline-file.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

const NAMES = ['constructor', 'toString', '__proto__', 'plain'];
const FINGERPRINT = '0123456789ab';

/** One number per run for each name, from a run `r` (2% apart between runs). */
function run(r: number, slower: ReadonlyMap<string, number> = new Map()): ResultSet {
  const set = resultSet(NAMES.map((name, i) => benchmark(name, [metric('sec/op', [(i + 1) * (1 + 0.02 * (r % 3)) * (slower.get(name) ?? 1)])], { key: name })));
  set.context.machine = { fingerprint: FINGERPRINT };
  return set;
}

describe('history keyed by benchmark names', () => {
  it('keeps every name\'s median as its own entry and writes nothing into Object.prototype', () => {
    const values = historyRunOf(run(0)).values;
    expect(Object.keys(values).sort()).toEqual([...NAMES].sort());
    expect(Object.hasOwn(values, 'constructor') && values.constructor).toEqual({ 'sec/op': 1 });
    expect(JSON.parse(JSON.stringify(values)).toString).toEqual({ 'sec/op': 2 });
    expect(Object.hasOwn(Object.prototype, 'sec/op')).toBe(false);
    expect(({} as Record<string, unknown>)['sec/op']).toBeUndefined();
  });

  it('gates `constructor`, `toString` and `__proto__` against their history after the file is saved and restored', () => {
    let saved: ResultSet | undefined;
    for (let r = 0; r < 6; r++) {
      const check = checkBaseline(`${JSON.stringify(nextBaseline(run(r), saved, 10))}\n`, 'baseline', FINGERPRINT);
      if (check.kind !== 'found') throw new Error(JSON.stringify(check));
      saved = check.set;
    }
    const report = compareResultSets(saved ?? resultSet([]), run(1, new Map([['constructor', 1.5], ['toString', 1.5], ['__proto__', 1.5]])), { mode: 'cached' });
    const byName = Object.fromEntries(report.comparisons.map((c) => [c.name, [c.method, c.status]]));
    expect(byName).toMatchObject({ constructor: ['history', 'regression'], toString: ['history', 'regression'], plain: ['history', 'no-change'] });
    // An object literal would read `__proto__` as its prototype: compare the entry itself.
    expect(Object.hasOwn(byName, '__proto__') && byName['__proto__']).toEqual(['history', 'regression']);
  });
});
