/**
 * `bench-gate merge` (and `parse` of result files) joins the inputs' baseline histories run by run,
 * where it kept only the first file's. The baselines are built as the action builds them
 * (historyRunOf, the medians of a run) from real Go output parsed by the real CLI: matrix shards'
 * baselines hold the same workflow runs, each with its own benchmarks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mergeHistories } from '../../src/merge-history.js';
import type { HistoryRun, ResultSet } from '../../src/schema/result.js';
import { historyRunOf } from '../../src/store/baseline-file.js';
import { runBenchGate, tempDir } from './harness.js';

const SHA = '1a2b3c4d5e6f7081920a1b2c3d4e5f6071829304';
let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir(); });
afterEach(() => dir.remove());

/** A result file of the Go output `fixture`, parsed by the CLI. */
async function parsed(fixture: string): Promise<ResultSet> {
  const result = await runBenchGate(['parse', '--commit', SHA, `fixtures/go/${fixture}`]);
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as ResultSet;
}

/** One history run as the action saves it: the medians of `set`, its run id and the time it was gated. */
const run = (set: ResultSet, runId: string | undefined, time: string | undefined): HistoryRun => {
  const { time: _, ...context } = set.context;
  return historyRunOf({ ...set, context: time === undefined ? context : { ...context, time } }, runId);
};

/** Writes `set` with `history` as a baseline file; its path. */
function baseline(name: string, set: ResultSet, history: HistoryRun[]): string {
  const path = join(dir.path, name);
  writeFileSync(path, JSON.stringify({ ...set, history }));
  return path;
}

const keysOf = (r: HistoryRun): number => Object.keys(r.values).length;

describe('merge joins the histories of its inputs', () => {
  it('the same run of two shards (one run id) is one run with both shards\' medians; the others are added, oldest first', async () => {
    const [run1, run2, multi] = await Promise.all([parsed('compare-base-run1.txt'), parsed('compare-base-run2.txt'), parsed('multi-package.txt')]);
    // Shard 1 gated runs 100 and 101; shard 2, of another package, runs 100 (minutes later) and 102.
    const shard1 = baseline('shard-1.json', run2, [run(run1, '100', '2026-11-01T10:00:00Z'), run(run2, '101', '2026-11-02T10:00:00Z')]);
    const shard2 = baseline('shard-2.json', multi, [run(multi, '100', '2026-11-01T10:05:00Z'), run(multi, '102', '2026-11-03T10:00:00Z')]);
    const out = join(dir.path, 'all.json');
    const merged = await runBenchGate(['merge', shard2, shard1, '-o', out]);
    expect(merged.code).toBe(0);
    const history = (JSON.parse(readFileSync(out, 'utf8')) as ResultSet).history ?? [];
    expect(history.map((r) => [r.runId, r.time, keysOf(r)])).toEqual([
      ['100', '2026-11-01T10:00:00Z', 35], ['101', '2026-11-02T10:00:00Z', 7], ['102', '2026-11-03T10:00:00Z', 28],
    ]);
    expect(history[0]?.values).toEqual({ ...run(multi, '100', undefined).values, ...run(run1, '100', undefined).values });
    // The history test reads the joined runs: three runs of history for the cached comparison.
    const compared = await runBenchGate(['compare', '--mode', 'cached', '--output', 'json', out, 'fixtures/go/compare-head.txt']);
    expect((JSON.parse(compared.stdout) as { base: { historyRuns: number } }).base.historyRuns).toBe(3);
    // parse of the result files joins them the same way.
    const reparsed = await runBenchGate(['parse', shard1, shard2]);
    expect(reparsed.code).toBe(0);
    expect((JSON.parse(reparsed.stdout) as ResultSet).history?.map((r) => [r.runId, keysOf(r)])).toEqual([['100', 35], ['101', 7], ['102', 28]]);
  });

  it('counts a run that two files hold once, by run id, or by time when they have no run id', async () => {
    const [run1, run2] = await Promise.all([parsed('compare-base-run1.txt'), parsed('compare-base-run2.txt')]);
    const newer = run(run2, undefined, '2026-11-02T10:00:00Z');
    const a = baseline('a.json', run2, [run(run1, undefined, '2026-11-01T10:00:00Z'), newer]);
    // b's own samples are run 1's: two files holding the same samples are refused (merge-repeated-samples.test.ts).
    const b = baseline('b.json', run1, [newer]);
    const merged = await runBenchGate(['merge', b, a]);
    expect(merged.code).toBe(0);
    expect((JSON.parse(merged.stdout) as ResultSet).history?.map((r) => r.time)).toEqual(['2026-11-01T10:00:00Z', '2026-11-02T10:00:00Z']);
  });

  it('refuses one run with two different medians of a metric, naming the files, the run and the metric', async () => {
    const [run1, run2] = await Promise.all([parsed('compare-base-run1.txt'), parsed('compare-base-run2.txt')]);
    const a = baseline('a.json', run1, [run(run1, '100', '2026-11-01T10:00:00Z')]);
    const b = baseline('b.json', run2, [run(run2, '100', '2026-11-01T10:07:00Z')]);
    const refused = await runBenchGate(['merge', a, b]);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(`bench-gate merge: ${a} and ${b} both hold one run (run id 100, commit 1a2b3c4d5e6f, 2026-11-01T10:07:00Z) in their history, with different medians of `
      + 'example.com/gobench/compare.BenchmarkFNV-2 (sec/op): 0.000011092 and 0.000011102500000000001. One run\'s median cannot be rebuilt from two medians.');
  });

  it('refuses a run it cannot place among another file\'s runs, as it records no time', async () => {
    const [run1, multi] = await Promise.all([parsed('compare-base-run1.txt'), parsed('multi-package.txt')]);
    const a = baseline('a.json', run1, [run(run1, '100', '2026-11-01T10:00:00Z')]);
    const b = baseline('b.json', multi, [run(multi, '7', undefined)]);
    const refused = await runBenchGate(['merge', a, b]);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(`bench-gate merge: run 1 of ${b}'s history (run id 7, commit 1a2b3c4d5e6f) records no time, so where it goes among the other files' runs, oldest first, is unknown.`);
  });
});

describe('mergeHistories', () => {
  const r = (runId: string | undefined, time: string | undefined, values: HistoryRun['values'], commit?: string): HistoryRun => ({
    ...(commit === undefined ? {} : { commit }), ...(time === undefined ? {} : { time }), ...(runId === undefined ? {} : { runId }), values,
  });

  it('keeps the one history there is as it is, and none when there is none', () => {
    const only = [r('2', '2026-01-02T00:00:00Z', { a: { 'sec/op': 2 } }), r('1', undefined, { a: { 'sec/op': 1 } })];
    expect(mergeHistories([undefined, only], ['x', 'y'])).toEqual({ ok: true, history: only });
    expect(mergeHistories([[], only], ['x', 'y'])).toEqual({ ok: true, history: only });
    expect(mergeHistories([undefined, undefined], ['x', 'y'])).toEqual({ ok: true, history: undefined });
  });

  it('tells runs of one commit apart by run id; the same run id of another commit is another run', () => {
    const merged = mergeHistories([
      [r('1', '2026-01-01T00:00:00Z', { a: { 'sec/op': 1 } }, 'aaaa')],
      [r('1', '2026-01-01T00:01:00Z', { a: { 'sec/op': 2 } }, 'bbbb'), r('2', '2026-01-01T00:02:00Z', { a: { 'sec/op': 3 } }, 'aaaa')],
    ], ['x', 'y']);
    expect(merged.ok && merged.history?.map((h) => [h.runId, h.commit])).toEqual([['1', 'aaaa'], ['1', 'bbbb'], ['2', 'aaaa']]);
  });

  it('keeps a benchmark named __proto__ as an entry of the run, not as its prototype', () => {
    const values = JSON.parse('{"__proto__": {"sec/op": 1}}') as HistoryRun['values'];
    const merged = mergeHistories([[r('1', '2026-01-01T00:00:00Z', values)], [r('1', '2026-01-01T00:00:00Z', { b: { 'sec/op': 2 } })]], ['x', 'y']);
    const joined = merged.ok ? merged.history?.[0]?.values : undefined;
    expect(joined !== undefined && Object.hasOwn(joined, '__proto__') && Object.keys(joined)).toEqual(['__proto__', 'b']);
  });
});
