/**
 * A metrics-format baseline whose values have no unit, as an older bench-gate stored fio's
 * latencies read under values: with the line's unit group (fixtures/upgrade/fio-values.v1.result.json,
 * written by that code): no migration can tell usec runs from msec runs, so the rows are not
 * compared, and the report says why instead of listing an unrelated removal and addition.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { loadConfig } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { readInput } from '../../src/input.js';
import type { ResultSet } from '../../src/schema/result.js';

function read(path: string, config?: string): ResultSet {
  let metrics;
  if (config !== undefined) {
    const loaded = loadConfig(readFileSync(`fixtures/config/${config}.yml`, 'utf8'), `${config}.yml`);
    if (!loaded.ok) throw new Error(loaded.error);
    metrics = resolveConfig(loaded.value, `${config}.yml`).metrics;
  }
  const input = readInput(readFileSync(path, 'utf8'), path, 'auto', metrics === undefined ? {} : { metrics });
  if (!input.ok) throw new Error(input.error);
  return input.value.set;
}

describe('a baseline of unitless fio latencies against today\'s parse in seconds', () => {
  it('says on both rows why they are not compared', () => {
    const report = compareResultSets(read('fixtures/upgrade/fio-values.v1.result.json'), read('fixtures/metrics/fio-msec-5-runs.txt', 'fio'));
    const rows = report.comparisons.filter((c) => c.key === 'fio/write/clat/avg');
    expect(rows.map((c) => [c.unit, c.status])).toEqual([['value', 'removed'], ['sec', 'new']]);
    expect(rows[0]?.warnings).toEqual([expect.stringMatching(/^base has this benchmark's values without a unit, head has sec: not compared .*the row goes once the baseline is measured or parsed again$/) as string]);
    expect(rows[1]?.warnings).toEqual(['base has this benchmark\'s values without a unit (value): not compared']);
  });

  it('a unitless metric on both sides is compared as ever', () => {
    const set = read('fixtures/upgrade/fio-values.v1.result.json');
    const report = compareResultSets(set, set);
    expect(report.comparisons.every((c) => c.unit === 'value' && c.status === 'no-change' && c.warnings.every((w) => !w.includes('without a unit')))).toBe(true);
  });
});
