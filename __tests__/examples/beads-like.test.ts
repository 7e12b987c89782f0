/**
 * examples/beads-like (Beads, a Go issue-tracker CLI): `bd` over a file store, timed by bench.py
 * (each command run as a fresh process, P50/P95/P99/mean/stddev in ms) into github-action-benchmark
 * custom JSON, read with examples/beads-like/bench-gate.yml (format custom-smaller, rules). Rounds
 * interleave base, unchanged and BENCH_SLOWDOWN=1 (`bd ready` without its blocked-issues index);
 * each side's files are merged by `bench-gate parse`.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchGate, compare, confirmedOnRerun, EXAMPLES, gatingRegressions, has, measureSides, run, RERUN_TIMEOUT, table, tempDir } from './harness.js';

const { dir, remove } = tempDir('beads-like');
afterAll(remove);
const example = join(EXAMPLES, 'beads-like');
const config = join(example, 'bench-gate.yml');
const bd = join(dir, 'bd');
const db = join(dir, 'issues.json');
// 7 rounds twice left the 3.4x slowdown at q = 0.18-0.32 when load bursts on the shared 2-core
// CI machine slowed a few base rounds as much; 10 leave room for such outliers.
const ROUNDS = 10;
let counter = 0;

/** One round of bench.py (10 iterations of each command): the path of its JSON. */
const script = (env: Record<string, string> = {}) => () => {
  const out = join(dir, `latency-${++counter}.json`);
  run('python3', [join(example, 'bench.py'), '--bd', bd, '--db', db, '--iterations', '10', '-o', out], { env: { BENCH_SLOWDOWN: '', ...env } });
  return out;
};

// The merged files are bench-gate result JSON; the config's `format: custom-smaller` names the
// script's output, and result files are still read as results under it.
async function merge(files: string[], out: string): Promise<string> {
  const r = await benchGate(['parse', '--config', config, '-o', out, ...files]);
  expect(r.code, r.stderr).toBe(0);
  return out;
}

const scripts = { base: script(), same: script(), slow: script({ BENCH_SLOWDOWN: '1' }) };
/** Fresh interleaved rounds of the sides named by `keys`, each side's files merged: the merged files by side. */
const measure = <K extends keyof typeof scripts>(...keys: K[]) =>
  measureSides(ROUNDS, scripts, keys, (side, files, attempt) => merge(files, join(dir, `${side}-${attempt}.json`)));

describe.skipIf(!has('go', ['version']) || !has('python3'))('examples/beads-like: a timing script writing P50/P95/P99 JSON', () => {
  const sides = { base: '', same: '', slow: '' };
  beforeAll(async () => {
    run('go', ['build', '-o', bd, '.'], { cwd: example, timeoutMs: 120_000 });
    run(bd, ['--db', db, 'init', '--issues', '1500']);
    Object.assign(sides, await measure('base', 'same', 'slow'));
  }, 300_000); // real builds and timed rounds: twice as slow on a loaded shared machine

  it('passes the unchanged CLI (exit 0)', async () => {
    await confirmedOnRerun(sides, () => measure('base', 'same'), async ({ base, same }) => {
      const { code, report } = await compare(['--config', config, base, same]);
      expect(report.comparisons).toHaveLength(4 * 5);
      expect(report.comparisons.every((c) => c.better === 'lower' && c.unit === 'sec' && c.n?.join('+') === `${ROUNDS}+${ROUNDS}`), table(report)).toBe(true);
      expect(gatingRegressions(report), table(report)).toEqual([]);
      expect(code).toBe(0);
    });
  }, RERUN_TIMEOUT);

  it('catches `bd ready` without its index, and nothing else (exit 1)', async () => {
    await confirmedOnRerun(sides, () => measure('base', 'slow'), async ({ base, slow }) => {
      const { code, report } = await compare(['--config', config, base, slow]);
      const regressions = gatingRegressions(report);
      expect(regressions, table(report)).toContain('bd ready --limit 10/p50 (sec)');
      expect(regressions.filter((r) => !r.startsWith('bd ready --limit 10/')), table(report)).toEqual([]);
      expect(code).toBe(1);
    });
  }, RERUN_TIMEOUT);
});
