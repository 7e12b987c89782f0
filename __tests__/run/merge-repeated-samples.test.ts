/**
 * `merge` and `parse FILE...` refuse an input whose samples another input already holds: a copy,
 * or the file an earlier merge wrote, picked up again by a glob (`merge shard-*.json -o
 * shard-all.json`, run twice). Joined, those samples would count twice. Result files of
 * fixtures/run (written by `bench-gate run`) and real `go test` output from fixtures/go.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepeatedSamples } from '../../src/repeated-samples.js';
import type { ResultSet } from '../../src/schema/result.js';
import { runBenchGate, tempDir } from './harness.js';

const F = 'fixtures/run';
let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir(); });
afterEach(() => dir.remove());

describe('an input whose samples another input already holds', () => {
  it('merge refuses the file an earlier merge wrote, given again beside its shards', async () => {
    const all = join(dir.path, 'shard-all.json');
    expect((await runBenchGate(['merge', `${F}/shard-1.json`, `${F}/shard-2.json`, '-o', all])).code).toBe(0);
    const again = await runBenchGate(['merge', `${F}/shard-1.json`, `${F}/shard-2.json`, all, '-o', join(dir.path, 'twice.json')]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(new RegExp(`bench-gate merge: ${all.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} already holds the samples of ${F}/shard-1\\.json \\(e\\.g\\. the 3 samples of BenchmarkEncode-8 sec/op, the very same values in the same order\\): merging both would count them twice\\. Leave one of them out`));
  });

  it('merge refuses a copy of an input', async () => {
    const copy = join(dir.path, 'copy.json');
    copyFileSync(`${F}/shard-1.json`, copy);
    const result = await runBenchGate(['merge', `${F}/shard-1.json`, copy]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${copy} already holds the samples of ${F}/shard-1.json`);
  });

  it('parse refuses a go test output given twice under two names', async () => {
    const copy = join(dir.path, 'copy.txt');
    copyFileSync('fixtures/go/compare-base-run1.txt', copy);
    const result = await runBenchGate(['parse', 'fixtures/go/compare-base-run1.txt', copy]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${copy} already holds the samples of fixtures/go/compare-base-run1.txt`);
    expect(result.stderr).toContain('parsing both would count them twice');
  });

  it('runs that measured again are joined: more samples of the same benchmark, and exact metrics that repeat (0 allocs/op)', () => {
    const read = (path: string): ResultSet => JSON.parse(readFileSync(path, 'utf8')) as ResultSet;
    expect(findRepeatedSamples([read(`${F}/shard-1.json`), read(`${F}/shard-1-more.json`)].map((s) => s.benchmarks))).toBeUndefined();
    // Two real runs of one module (10 samples each): the allocation counts repeat exactly, the timings never do.
    const run1 = read('fixtures/go/compare-base-run1.expected.json');
    const run2 = read('fixtures/go/compare-base-run2.expected.json');
    expect(run1.benchmarks.some((b) => b.metrics.some((m) => m.assumption === 'exact'))).toBe(true);
    expect(findRepeatedSamples([run1.benchmarks, run2.benchmarks])).toBeUndefined();
  });
});
