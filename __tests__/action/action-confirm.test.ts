/**
 * End to end, confirm on rerun in the action's cached-baseline gate: dist/index.js with the runner's
 * environment against the loopback fake. A push on main saves a baseline; on the PR the benchmark
 * script (Go-format lines; honours -bench like go test) is 20% slower on BenchmarkEncode on its first
 * call only (flaky: the gate's rerun clears it) or on every call (real: the rerun confirms it).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnEngine, type Run } from './engine-harness.js';
import { FakeGitHub } from './fake-github.js';

const MAIN_SHA = 'c0ffee0000000000000000000000000000000001';

const FLAKY_SH = `#!/usr/bin/env bash
set -euo pipefail
re=.
for a in "$@"; do case $a in -bench=*) re=\${a#-bench=} ;; esac; done
calls=$(( $(cat "$STATE_DIR/calls" 2>/dev/null || echo 0) + 1 ))
echo "$calls" > "$STATE_DIR/calls"
echo "pkg: example.com/codec"
for name in BenchmarkEncode BenchmarkDecode; do
  [[ $name =~ \${re%%/*} ]] || continue
  echo "flaky.sh: call $calls runs $name" >&2
  ns=1000000
  if [[ $name == BenchmarkEncode && ( -n \${SLOW_ALWAYS:-} || ( $calls == 1 && -n \${FLAKY:-} ) ) ]]; then ns=1200000; fi
  for i in 1 2 3 4 5 6 7 8 9 10; do printf '%s-8 \\t 1000\\t %d ns/op\\n' "$name" $(( ns + (RANDOM % 11 - 5) * ns / 1000 )); done
done
`;

const fake = new FakeGitHub();
const work = mkdtempSync(join(tmpdir(), 'bench-gate-action-confirm-'));
beforeAll(() => fake.start());
afterAll(async () => {
  await fake.stop();
  rmSync(work, { recursive: true, force: true });
});

interface ConfirmRun extends Run { calls: number }

async function runEngine(name: string, pr: boolean, extraEnv: Record<string, string>, inputs: Record<string, string> = {}): Promise<ConfirmRun> {
  const workspace = join(work, name);
  mkdirSync(workspace, { recursive: true });
  writeFileSync(join(workspace, 'flaky.sh'), FLAKY_SH);
  const repository = { default_branch: 'main', full_name: 'acme/codec' };
  const event = pr
    ? { name: 'pull_request', ref: 'refs/pull/9/merge', sha: 'feed'.repeat(10), payload: { repository, pull_request: { number: 9, base: { sha: MAIN_SHA }, head: { sha: 'feed'.repeat(10), repo: { fork: false, full_name: 'acme/codec' } } } } }
    : { name: 'push', ref: 'refs/heads/main', sha: MAIN_SHA, payload: { repository } };
  const run = await spawnEngine({
    fake, meta: workspace, workspace, event,
    inputs: { 'machine-id': 'confirm-box', run: 'bash flaky.sh -bench=.', comment: 'never', ...inputs },
    env: { STATE_DIR: workspace, GITHUB_REPOSITORY: 'acme/codec', ...extraEnv },
  });
  return { ...run, calls: Number(readFileSync(join(workspace, 'calls'), 'utf8')) };
}

describe('confirm on rerun in the action (cached baseline)', () => {
  it('a flaky one-off slowdown is re-measured (only that benchmark) and does not fail the PR', async () => {
    const push = await runEngine('push', false, {});
    expect(push.code).toBe(0);
    expect(push.summary).toMatch(/Saved this run as the baseline/);

    const run = await runEngine('pr-flaky', true, { FLAKY: '1' });
    expect(run.stdout).not.toMatch(/::error/);
    expect(run.code).toBe(0);
    expect(run.calls).toBe(2);
    expect(run.stdout).toContain('flaky.sh: call 2 runs BenchmarkEncode');
    expect(run.stdout).not.toContain('flaky.sh: call 2 runs BenchmarkDecode');
    expect(run.outputs).toMatchObject({ verdict: 'pass', regressions: '0' });
    expect(run.summary).toMatch(/flagged as a regression \(\+\d+\.\d% \\?\[[^\]]+\]\) but not reproduced on rerun \([+-]\d+\.\d%/);
    const report = JSON.parse(readFileSync(join(work, 'pr-flaky', '.bench-gate/report/report.json'), 'utf8')) as { confirmation?: { regressions: { outcome: string }[] } };
    expect(report.confirmation?.regressions.map((r) => r.outcome)).toEqual(['cleared']);
  }, 120_000);

  it('a real slowdown is confirmed on rerun and fails the PR; confirm: false skips the rerun', async () => {
    const run = await runEngine('pr-slow', true, { SLOW_ALWAYS: '1' });
    expect(run.code).toBe(1);
    expect(run.calls).toBe(2);
    expect(run.outputs).toMatchObject({ verdict: 'fail', regressions: '1' });
    expect(run.summary).toMatch(/confirmed on rerun: \+(19|20|21)\.\d% \\?\[/);

    const off = await runEngine('pr-flaky-off', true, { FLAKY: '1' }, { confirm: 'false' });
    expect(off.code).toBe(1);
    expect(off.calls).toBe(1);
    expect(off.outputs).toMatchObject({ verdict: 'fail' });
  }, 120_000);
});
