/**
 * A seed-style bench binary gated end to end with only a config file (issue 4's "done when"):
 * examples/jobbie-like is built with `go build`, run 5 times for base and 5 times for head (head
 * slower through JOBBIE_LIKE_SLOWDOWN), the outputs concatenated into one file per side, and
 * `compare --config examples/jobbie-like/bench-gate.yml base.txt head.txt` must find the regression
 * (exit 1), while two unchanged sides pass (exit 0).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from './cli-harness.js';

const hasGo = spawnSync('go', ['version'], { stdio: 'ignore' }).status === 0;
const dir = mkdtempSync(join(tmpdir(), 'bench-gate-jobbie-like-'));
const binary = join(dir, 'jobbie-like');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the binary `n` times and writes the concatenated output to `name`. */
function runs(name: string, n: number, env: Record<string, string> = {}): string {
  const text = Array.from({ length: n }, () => execFileSync(binary, [], { env: { ...process.env, ...env }, encoding: 'utf8' })).join('');
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe.skipIf(!hasGo)('examples/jobbie-like, gated with only bench-gate.yml', () => {
  let base = '';
  beforeAll(() => {
    execFileSync('go', ['build', '-o', binary, '.'], { cwd: join(ROOT, 'examples', 'jobbie-like'), stdio: 'pipe' });
    base = runs('base.txt', 5);
  }, 180_000);

  it('finds the regression of a 30% slower head (exit 1)', async () => {
    const head = runs('head.txt', 5, { JOBBIE_LIKE_SLOWDOWN: '1.3' });
    const r = await runCliAt(ROOT, ['compare', '--config', 'examples/jobbie-like/bench-gate.yml', '--output', 'json', base, head]);
    expect(r.stderr).toMatch(/base .*base\.txt: metrics, 16 benchmarks, 80 samples/);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { verdict: string; comparisons: { name: string; unit: string; better: string; status: string }[] };
    expect(report.verdict).toBe('fail');
    expect(report.comparisons).toHaveLength(16);
    expect(report.comparisons.every((c) => c.status === 'regression')).toBe(true);
    expect(report.comparisons.find((c) => c.name === 'jobbie/batch=1/concurrency=10/enqueue/ops')).toMatchObject({ unit: 'ops/s', better: 'higher' });
    expect(report.comparisons.find((c) => c.name === 'jobbie/batch=1/concurrency=200/lifecycle/p99')).toMatchObject({ unit: 'sec', better: 'lower' });
  });

  it('passes an unchanged pair (exit 0)', async () => {
    const again = runs('again.txt', 5);
    const r = await runCliAt(ROOT, ['compare', '--config', 'examples/jobbie-like/bench-gate.yml', base, again]);
    expect(r.stderr).not.toMatch(/regressed/);
    expect(r.code).toBe(0);
  });
});
