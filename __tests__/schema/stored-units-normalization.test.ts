/**
 * Result files of an older bench-gate (schema version 1; fixtures/upgrade, written by the code of
 * commit ae4d2f6, see scripts/gen-fixtures-upgrade.sh) against today's parse: the metrics format's
 * msec and usec, and the custom format's Kops/s, which that code kept as printed, are seconds and
 * ops/s once loaded, so the first compare after an upgrade gates them instead of calling them
 * different units.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { loadConfig } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { readInput } from '../../src/input.js';
import { baseUnit } from '../../src/parsers/custom-json.js';
import { normalizeMetricUnit } from '../../src/parsers/metrics-units.js';
import { loadResultSet } from '../../src/schema/load.js';
import { normalizeStoredUnits } from '../../src/schema/stored-units-normalization.js';
import { SCHEMA_VERSION, type ResultSet } from '../../src/schema/result.js';
import { checkBaseline, historyRunOf, nextBaseline } from '../../src/store/baseline-file.js';
import { SECONDS_PER_TIME_UNIT } from '../../src/time-units.js';

const text = (path: string): string => readFileSync(path, 'utf8');

function patterns(config: string) {
  const loaded = loadConfig(text(`fixtures/config/${config}.yml`), `${config}.yml`);
  if (!loaded.ok) throw new Error(loaded.error);
  return resolveConfig(loaded.value, `${config}.yml`).metrics;
}

function read(path: string, config?: string): ResultSet {
  const input = readInput(text(path), path, 'auto', config === undefined ? {} : { metrics: patterns(config) });
  if (!input.ok) throw new Error(input.error);
  return input.value.set;
}

const metricsOf = (set: ResultSet) => set.benchmarks.flatMap((b) => b.metrics.map((m) => ({ key: b.key, unit: m.unit, originalUnit: m.originalUnit, samples: m.samples })));

describe('a result file of the metrics format saved before nsec/usec/msec were times', () => {
  it('compared with today\'s parse of a run twice as slow: a regression, not "different units are not compared"', () => {
    const base = read('fixtures/upgrade/perf-stat-5-runs.v1.result.json');
    const head = read('fixtures/metrics/perf-stat-5-runs-slow.txt', 'perf-stat');
    const report = compareResultSets(base, head);
    const taskClock = report.comparisons.filter((c) => c.key === 'task-clock');
    expect(taskClock.map((c) => [c.unit, c.status])).toEqual([['sec', 'regression']]);
    expect(report.verdict).toBe('fail');
  });

  it('loads as today\'s parse of the same text gives it: msec in seconds, the printed unit kept', () => {
    const old = read('fixtures/upgrade/perf-stat-5-runs.v1.result.json');
    const today = read('fixtures/metrics/perf-stat-5-runs.txt', 'perf-stat');
    expect(old.schemaVersion).toBe(SCHEMA_VERSION);
    expect(metricsOf(old)).toEqual(metricsOf(today));
    expect(metricsOf(old).find((m) => m.key === 'task-clock')).toMatchObject({ unit: 'sec', originalUnit: 'msec' });
  });

  it('the action\'s cached baseline: one job\'s usec and msec metrics joined, history medians in seconds, a split run\'s median that of the joined samples', () => {
    const check = checkBaseline(text('fixtures/upgrade/fio-avg.v1.baseline.json'), 'baseline', '0123456789ab');
    if (check.kind !== 'found') throw new Error(`baseline not found: ${check.reason}`);
    const today = read('fixtures/metrics/fio-msec-5-runs.txt', 'fio-avg');
    const sorted = (set: ResultSet) => metricsOf(set).map((m) => ({ ...m, samples: [...m.samples].sort((a, b) => a - b), originalUnit: undefined }));
    // Today's parse has run 2 (msec) in its place; the old file kept it after the usec runs.
    expect(sorted(check.set)).toEqual(sorted(today));
    expect(check.set.benchmarks.map((b) => b.metrics.map((m) => m.unit))).toEqual([['sec'], ['sec']]);
    const [first, second] = check.set.history ?? [];
    // Run 1 printed usec only: its median, in seconds.
    expect(first?.values['fio/write/clat/avg']).toEqual({ sec: 0.00236003 });
    expect(first?.values['fio/write/lat/avg']).toEqual({ sec: 0.00248465 });
    // Run 2, the file's own, held the median of its usec runs and that of its msec run, neither the
    // run's: it has the median of the joined samples the file holds, as today's action records it.
    expect(second?.values).toEqual(historyRunOf(today).values);
    expect(second?.values['fio/write/clat/avg']).toEqual({ sec: 0.07104199 });
  });

  it('an earlier history run split between usec and msec has no median for that metric: two halves\' medians do not give the run\'s', () => {
    const doc = JSON.parse(text('fixtures/upgrade/fio-avg.v1.baseline.json')) as { history: unknown[] };
    // The same two runs, then a third as the file's own: run 2 is no longer the file's.
    doc.history.push({ values: {}, commit: 'another', time: '2026-11-24T00:00:00.000Z' });
    const check = checkBaseline(JSON.stringify(doc), 'baseline', '0123456789ab');
    if (check.kind !== 'found') throw new Error(`baseline not found: ${check.reason}`);
    expect(check.set.history?.[1]?.values).toEqual({ 'fio/write/clat/avg': {}, 'fio/write/lat/avg': {} });
  });
});

describe('a result file of the custom JSON format saved before a count\'s metric prefix was dropped', () => {
  const readCustom = (path: string): ResultSet => {
    const input = readInput(text(path), path, 'custom-bigger');
    if (!input.ok) throw new Error(input.error);
    return input.value.set;
  };

  it('Kops/s is read in ops/s, as today\'s parse of the same input: a halved throughput is a regression, not "different units are not compared"', () => {
    const old = readCustom('fixtures/upgrade/custom-kops.v1.result.json');
    expect(metricsOf(old)).toEqual(metricsOf(readCustom('fixtures/upgrade/custom-kops-base.json')));
    expect(metricsOf(old).find((m) => m.key === 'enqueue')).toMatchObject({ unit: 'ops/s', originalUnit: 'Kops/s', samples: [1200, 1250, 1220, 1190, 1230] });
    const report = compareResultSets(old, readCustom('fixtures/upgrade/custom-ops-head.json'));
    expect(report.comparisons.map((c) => [c.key, c.unit, c.status]).sort()).toEqual([['dequeue', 'ops/s', 'no-change'], ['enqueue', 'ops/s', 'regression']]);
    expect(report.verdict).toBe('fail');
  });

  it('any unit as today\'s custom JSON parser stores it is left as it is', () => {
    const printed = fc.oneof(fc.constantFrom('Kops/s', 'ops/s', 'ms', 'ns/op', 'µs/iter', 'MB', 'KiB/s', 'Percent', 'Megabytes', 'req/sec', 'Mreq/sec', 'x'),
      fc.string({ minLength: 1, maxLength: 8 }).filter((u) => u.trim() !== ''));
    fc.assert(fc.property(printed, fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (unit, value) => {
      const stored = baseUnit(unit).unit;
      const doc = {
        schema: 'bench-gate/result', schemaVersion: 1, context: { tool: 'custom', config: {}, sources: ['x.json'] }, diagnostics: [],
        benchmarks: [{ key: 'b', name: 'b', parts: { base: 'b', sub: [], params: {} }, status: 'ok', config: {},
          metrics: [{ unit: stored, originalUnit: unit, better: 'higher', assumption: 'nothing', samples: [value, value * 2] }] }],
        history: [{ values: { b: { [stored]: value } } }],
      };
      expect(normalizeStoredUnits(structuredClone(doc))).toEqual(doc);
    }));
  });

  it('every fixtures/custom file parsed today loads back unchanged', () => {
    const files = readdirSync('fixtures/custom').filter((f) => f.endsWith('.json') && !f.endsWith('.expected.json'));
    let parsed = 0;
    for (const file of files) {
      const input = readInput(text(`fixtures/custom/${file}`), file, file.includes('bigger') ? 'custom-bigger' : 'custom-smaller');
      if (!input.ok) continue;
      parsed += 1;
      const saved = JSON.parse(JSON.stringify(input.value.set)) as Record<string, unknown>;
      expect(normalizeStoredUnits(structuredClone(saved))).toEqual(saved);
    }
    expect(parsed).toBeGreaterThan(2);
  });
});

describe('what the migration leaves as it is', () => {
  it('another format\'s units: Go\'s msec and ops/usec (and usecs, µsec...), reported with b.ReportMetric, stay as Go printed them', () => {
    const today = read('fixtures/upgrade/go-reported-units.txt');
    const asVersion1 = { ...JSON.parse(JSON.stringify(today)) as ResultSet, schemaVersion: 1 };
    const loaded = readInput(JSON.stringify(asVersion1), 'go.json', 'auto');
    if (!loaded.ok) throw new Error(loaded.error);
    expect(metricsOf(loaded.value.set).map((m) => m.unit)).toEqual(['sec/op', 'msec', 'ops/msecs', 'ops/nsecs', 'ops/usec', 'ops/usecs', 'ops/µsec']);
    expect(loaded.value.set.benchmarks).toEqual(today.benchmarks);
  });

  // Files today's parser writes are version 1, as the older parser's are, and go through the
  // migration at every load: it must leave them exactly as they are.
  const configs = readdirSync('fixtures/config').filter((n) => n.endsWith('.yml')).map((n) => n.slice(0, -4));
  const fixtures = readdirSync('fixtures/metrics').filter((n) => n.endsWith('.txt')).sort();
  const configOf = (name: string) => configs.filter((c) => name.startsWith(c)).sort((a, b) => b.length - a.length)[0];

  it.each(fixtures)('%s parsed today and saved as the action\'s cached baseline (two runs of history) loads back unchanged, as version 1', (name) => {
    const set = read(`fixtures/metrics/${name}`, configOf(name));
    const baseline = nextBaseline(set, nextBaseline(set, undefined, 10, '101'), 10, '102');
    // Version 1, which every earlier bench-gate reads: a workflow on an older action tag still gates against it.
    expect(baseline.schemaVersion).toBe(1);
    const loaded = loadResultSet(JSON.parse(JSON.stringify(baseline)), name);
    expect(loaded).toEqual({ ok: true, value: JSON.parse(JSON.stringify(baseline)) as unknown });
  });

  it('any unit as today\'s parser stores it (a time, a size, a rate, %, x, a word of the tool\'s) is left as it is, with its values and history', () => {
    const printed = fc.oneof(fc.constantFrom(...SECONDS_PER_TIME_UNIT.keys(), 'B', 'kB', 'MiB', '%', 'x', 'value', 'workflows', 'req/ms', 'MB/s', 'ops/µsec', 'KiB/min', 'ms/op'),
      fc.string({ minLength: 1, maxLength: 8 }).filter((u) => u.trim() !== ''));
    fc.assert(fc.property(printed, fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (unit, value) => {
      const stored = normalizeMetricUnit(unit).unit;
      const doc = {
        schema: 'bench-gate/result', schemaVersion: 1, context: { tool: 'metrics', config: {}, sources: ['x.txt'] }, diagnostics: [],
        benchmarks: [{ key: 'b', name: 'b', parts: { base: 'b', sub: [], params: {} }, status: 'ok', config: {},
          metrics: [{ unit: stored, originalUnit: unit, better: 'lower', assumption: 'nothing', samples: [value, value * 2] }] }],
        history: [{ values: { b: { [stored]: value } } }],
      };
      expect(normalizeStoredUnits(structuredClone(doc))).toEqual(doc);
    }));
  });

  it('two metrics of one benchmark in the same unit, which no migration made so: left for the loader to refuse', () => {
    const doc = JSON.parse(text('fixtures/upgrade/perf-stat-5-runs.v1.result.json')) as { benchmarks: { metrics: unknown[] }[] };
    const elapsed = doc.benchmarks[1];
    if (elapsed === undefined) throw new Error('the fixture has an elapsed benchmark');
    elapsed.metrics.push(elapsed.metrics[0]);
    const loaded = readInput(JSON.stringify(doc), 'twice.json', 'auto');
    expect(loaded).toEqual({ ok: false, error: expect.stringContaining('elapsed has two sec metrics') as string });
  });
});
