/**
 * A job log that cannot be written: the action's stdout and stderr on /dev/full (ENOSPC), where
 * every @actions/core line and the benchmark's live output fail. The log is lost, nothing else:
 * no crash (an unhandled 'error' event would end the step with exit status 1, read as a
 * regression), the same outputs, summary and baseline, the exit status still the verdict. The
 * source (src/action.ts through tsx) runs, not the bundle, against the loopback fake of GitHub.
 */
import { closeSync, existsSync, openSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, pr, push, SOURCE, type Run } from './engine-harness.js';

const harness = new EngineHarness();
beforeAll(() => harness.start());
afterAll(() => harness.stop());

/** One action step (command `all`) with stdout and stderr on /dev/full. */
async function runOnFullLog(name: string, event: Parameters<EngineHarness['run']>[1], bench: string): Promise<Run> {
  const full = openSync('/dev/full', 'w');
  try {
    return await harness.run(name, event, {}, bench, {}, { entry: SOURCE, logFd: full });
  } finally {
    closeSync(full);
  }
}

describe.runIf(existsSync('/dev/full'))('the action with its log on /dev/full', () => {
  it('a push on main: passes, writes its outputs and summary, saves the baseline', async () => {
    const run = await runOnFullLog('push-full', push, 'compare-base-run1.txt');
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.summary).toMatch(/Saved this run as the baseline/);
    expect(harness.fake.entries.filter((e) => e.finalized)).toHaveLength(1);
  }, 60_000);

  it('a PR with a regression against that baseline: fails with the verdict, as with a working log', async () => {
    const run = await runOnFullLog('pr-full', pr(), 'compare-head.txt');
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'fail', regressions: '4' });
    expect(run.summary).toMatch(/RollingHash-2/);
  }, 60_000);

  it('a PR without a regression: passes', async () => {
    const run = await runOnFullLog('pr-full-pass', pr(), 'compare-base-run2.txt');
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ verdict: 'pass', regressions: '0' });
  }, 60_000);
});
