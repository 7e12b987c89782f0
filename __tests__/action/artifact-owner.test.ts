/** Two suites in one job must not share artifact-path: the second would replace the first's report. */
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { OWNER_FILE } from '../../src/action/artifact-owner.js';
import { memoryPorts } from './memory-ports.js';

/** Runs `prepare` for `suite` over `files` (shared between calls, like one job's workspace). */
async function prepare(files: Record<string, string>, suite: string, runId = '1', inputs: Record<string, string> = {}) {
  const { ports, out } = memoryPorts({
    files, payload: {}, inputs: { command: 'prepare', suite, ...inputs },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_RUN_ID: runId },
  });
  await runAction(ports);
  return { out, files: Object.fromEntries(out.files) };
}

describe('artifact-path ownership', () => {
  it('refuses a second suite in the same job before its benchmark runs, and says how to fix it', async () => {
    const first = await prepare({}, 'api');
    expect(first.out.failed).toEqual([]);
    expect(JSON.parse(first.files[`.bench-gate/report/${OWNER_FILE}`] ?? '{}')).toEqual({ run: '1.1', suite: 'api' });
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
    expect(JSON.parse(later.files[`.bench-gate/report/${OWNER_FILE}`] ?? '{}')).toEqual({ run: '2.1', suite: 'web' });
  });
});
