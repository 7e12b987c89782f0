/**
 * `merge` and `parse FILE...` refuse an input whose samples another input already holds: a copy,
 * or the file an earlier merge wrote, picked up again by a glob (`merge shard-*.json -o
 * shard-all.json`, run twice). Joined, those samples would count twice. Result files of
 * fixtures/run (written by `bench-gate run`) and real `go test` output from fixtures/go; but real
 * runs that printed the same few rounded timings are joined.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepeatedSamples } from '../../src/repeated-samples.js';
import type { ResultSet } from '../../src/schema/result.js';
import { runBenchGate, tempDir } from './harness.js';

const F = 'fixtures/run';
let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir(); });
afterEach(() => dir.remove());

/** A result file of a real `go test -count 10` run of one module (run 1 or 2), parsed by the CLI. */
async function parsedRun(run: 1 | 2): Promise<string> {
  const path = join(dir.path, `shard-${run}.json`);
  expect((await runBenchGate(['parse', `fixtures/go/compare-base-run${run}.txt`, '-o', path])).code).toBe(0);
  return path;
}

describe('an input whose samples another input already holds', () => {
  it('merge refuses the file an earlier merge wrote, given again beside its shards', async () => {
    const [one, two] = [await parsedRun(1), await parsedRun(2)];
    const all = join(dir.path, 'shard-all.json');
    expect((await runBenchGate(['merge', one, two, '-o', all])).code).toBe(0);
    const again = await runBenchGate(['merge', one, two, all, '-o', join(dir.path, 'twice.json')]);
    expect(again.code).toBe(2);
    const quoted = (path: string): string => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(again.stderr).toMatch(new RegExp(`bench-gate merge: ${quoted(all)} already holds the samples of ${quoted(one)} \\(e\\.g\\. the 10 samples of BenchmarkFNV-2 sec/op, the very same values in the same order\\): merging both would count them twice\\. Leave one of them out`));
  });

  it('merge refuses a copy of an input', async () => {
    const one = await parsedRun(1);
    const copy = join(dir.path, 'copy.json');
    copyFileSync(one, copy);
    const result = await runBenchGate(['merge', one, copy]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${copy} already holds the samples of ${one}`);
  });

  it('merge and parse join real runs that printed the same rounded timings: they are two measurements', async () => {
    // The Go team's bent runner, 25 runs of many packages; go-ethereum/core/vm has one benchmark,
    // BenchmarkOpDiv128, which printed 257, 256, 256 ns/op in runs 7-9 and again in runs 16-18.
    const lines = readFileSync('fixtures/go/external/benchfmt-bent-multi-pkg-base.stdout.txt', 'utf8').split('\n');
    const runs = lines.flatMap((line, i) => (line === 'pkg: github.com/ethereum/go-ethereum/core/vm' ? [lines.slice(i - 2, i + 2).join('\n')] : []));
    expect(runs).toHaveLength(25);
    const texts = [runs.slice(6, 9), runs.slice(15, 18)].map((three, i) => {
      const path = join(dir.path, `runs-${i + 1}.txt`);
      writeFileSync(path, `${three.join('\n')}\n`);
      return path;
    });
    for (const text of texts) expect(readFileSync(text, 'utf8').match(/\d+ ns\/op/g)).toEqual(['257 ns/op', '256 ns/op', '256 ns/op']);
    const parsed = await runBenchGate(['parse', ...texts]);
    expect(parsed.stderr).not.toContain('already holds');
    expect(parsed.code).toBe(0);
    const results = await Promise.all(texts.map(async (text) => {
      const path = text.replace(/\.txt$/, '.json');
      expect((await runBenchGate(['parse', text, '-o', path])).code).toBe(0);
      return path;
    }));
    const merged = await runBenchGate(['merge', ...results]);
    expect(merged.code).toBe(0);
    expect((JSON.parse(merged.stdout) as ResultSet).benchmarks[0]?.metrics[0]?.samples).toHaveLength(6);
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
