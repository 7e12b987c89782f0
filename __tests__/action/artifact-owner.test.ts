/** Two suites in one job must not share artifact-path: the second would replace the first's report. */
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { OWNER_FILE } from '../../src/action/artifact-owner.js';
import { memoryPorts } from './memory-ports.js';

/**
 * Runs `prepare` for `suite` over `files` (shared between calls, like one job's workspace, or a
 * persistent self-hosted one's between jobs); `job` is GITHUB_JOB and this job's own token.
 */
async function prepare(files: Record<string, string>, suite: string, runId = '1', inputs: Record<string, string> = {}, job: { id?: string; instance?: string } = {}) {
  const { ports, out } = memoryPorts({
    files, payload: {}, inputs: { command: 'prepare', suite, ...inputs },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_RUN_ID: runId, ...(job.id === undefined ? {} : { GITHUB_JOB: job.id }) },
  });
  if (job.instance !== undefined) ports.context.jobInstance = job.instance;
  await runAction(ports);
  return { out, files: Object.fromEntries(out.files) };
}

describe('artifact-path ownership', () => {
  it('refuses a second suite in the same job before its benchmark runs, and says how to fix it', async () => {
    const first = await prepare({}, 'api');
    expect(first.out.failed).toEqual([]);
    expect(JSON.parse(first.files[`.bench-gate/report/${OWNER_FILE}`] ?? '{}')).toEqual({ run: '1.1', job: '', suite: 'api' });
    const second = await prepare(first.files, 'web ui');
    expect(second.out.failed).toEqual(["artifact-path '.bench-gate/report' already holds the report of suite 'api' from this job, and suite 'web ui' would replace it. Give each suite its own artifact-path, e.g. artifact-path: .bench-gate/report-web-ui."]);
    expect(second.out.fingerprinted).toBe(0);
  });

  it('lets a suite run again in its job, other suites use their own path, and a later run take over', async () => {
    const first = await prepare({}, 'api');
    expect((await prepare(first.files, 'api')).out.failed).toEqual([]);
    expect((await prepare(first.files, 'web', '1', { 'artifact-path': '.bench-gate/report-web' })).out.failed).toEqual([]);
    // A self-hosted workspace keeps the record of an earlier run: not a conflict.
    const later = await prepare(first.files, 'web', '2');
    expect(later.out.failed).toEqual([]);
    expect(JSON.parse(later.files[`.bench-gate/report/${OWNER_FILE}`] ?? '{}')).toEqual({ run: '2.1', job: '', suite: 'web' });
  });

  // One runner runs one job at a time, so a record an earlier job of this run left in a persistent
  // workspace is of a job that has ended (its report uploaded, or never to be): not a conflict.
  it('lets a later job of the same run take the path over on a persistent runner', async () => {
    const api = await prepare({}, 'api', '1', {}, { id: 'bench-api', instance: 'job-1' });
    expect(api.out.failed).toEqual([]);
    const web = await prepare(api.files, 'web', '1', {}, { id: 'bench-web', instance: 'job-2' });
    expect(web.out.failed).toEqual([]);
    expect(JSON.parse(web.files[`.bench-gate/report/${OWNER_FILE}`] ?? '{}')).toEqual({ run: '1.1', job: 'bench-web', instance: 'job-2', suite: 'web' });
    // Without the runner's temp directory (no job token), GITHUB_JOB alone tells the jobs apart.
    const plain = await prepare({}, 'api', '1', {}, { id: 'bench-api' });
    expect((await prepare(plain.files, 'web', '1', {}, { id: 'bench-web' })).out.failed).toEqual([]);
  });

  it('lets a later leg of a matrix over suites take it over (legs share GITHUB_JOB, not the job token), and still refuses a second suite in one leg', async () => {
    const first = await prepare({}, 'api', '1', {}, { id: 'bench', instance: 'leg-1' });
    const second = await prepare(first.files, 'web', '1', {}, { id: 'bench', instance: 'leg-2' });
    expect(second.out.failed).toEqual([]);
    const again = await prepare(second.files, 'db', '1', {}, { id: 'bench', instance: 'leg-2' });
    expect(again.out.failed).toEqual(["artifact-path '.bench-gate/report' already holds the report of suite 'web' from this job, and suite 'db' would replace it. Give each suite its own artifact-path, e.g. artifact-path: .bench-gate/report-db."]);
  });
});
