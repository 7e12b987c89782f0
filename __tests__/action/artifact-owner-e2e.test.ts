/**
 * artifact-path ownership across the jobs of one run on a persistent self-hosted workspace, end to
 * end: the source (src/action.ts through tsx, not the bundle) with the runner's environment, each
 * job with its own (emptied) RUNNER_TEMP as the runner gives it. A later job of the run, or a later
 * leg of a matrix over suites (same GITHUB_JOB), takes the path over; two suites in one job are
 * still refused.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, nextRunId, push, SOURCE, spawnEngine } from './engine-harness.js';

const harness = new EngineHarness();
beforeAll(() => harness.start());
afterAll(() => harness.stop());

describe('artifact-path shared by the jobs of one run, end to end', () => {
  it('a later leg of a matrix over suites takes it over; a second suite in the same leg is refused', async () => {
    const workspace = join(harness.work, 'persistent');
    mkdirSync(workspace, { recursive: true });
    const runId = nextRunId();
    /** The prepare step of `suite` in the job whose runner files (RUNNER_TEMP, outputs) are under `job`. */
    const prepare = (job: string, suite: string) => {
      const meta = join(harness.work, job);
      mkdirSync(meta, { recursive: true });
      return spawnEngine({ fake: harness.fake, meta, workspace, event: push, inputs: { command: 'prepare', suite, baseline: 'none' }, env: { GITHUB_RUN_ID: runId, GITHUB_JOB: 'bench' }, entry: SOURCE });
    };
    const api = await prepare('leg-1', 'api');
    expect(api.stdout).not.toMatch(/::error::/);
    expect(api.code).toBe(0);
    const web = await prepare('leg-2', 'web');
    expect(web.stdout).not.toMatch(/::error::/);
    expect(web.code).toBe(0);
    const db = await prepare('leg-2', 'db');
    expect(db.code).toBe(1);
    expect(db.stdout).toMatch(/::error::artifact-path '\.bench-gate\/report' already holds the report of suite 'web' from this job, and suite 'db' would replace it/);
  }, 180_000); // three runs from the source: 11 s here, 36-38 s with four to eight busy loops on 2 cores
});
