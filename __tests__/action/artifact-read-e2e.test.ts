/**
 * comment-from-artifact reading a hostile fork's artifact, end to end: the source (src/action.ts
 * through tsx, not the bundle) with the real file system, against the loopback fake of GitHub's
 * REST API. The fork's own code wrote those files, so a file far over its size cap is refused from
 * its size, without being read (a read of it would cost the trusted job its memory), and a
 * symbolic link is not followed out of the artifact into the commenter's runner.
 */
import { mkdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentMarker } from '../../src/report/markdown.js';
import { EngineHarness, HEAD_SHA, MAIN_SHA, SOURCE, type Event } from './engine-harness.js';

const harness = new EngineHarness();
beforeAll(() => harness.start());
afterAll(() => harness.stop());

const PR = 9;
const MARKER = 'default@e2e';
const EARLIER = `${commentMarker(MARKER)}\n### ✅ bench-gate: no regression`;
const workflowRun: Event = { name: 'workflow_run', ref: 'refs/heads/main', sha: MAIN_SHA,
  payload: { workflow_run: { head_sha: HEAD_SHA, html_url: 'https://github.com/acme/widgets/actions/runs/4242', run_attempt: 1, event: 'pull_request', head_repository: { full_name: 'someone/widgets' }, pull_requests: [] } } };

/** A commenter workspace `name` whose report/ holds a valid pr.json plus what `plant` puts there; the PR has an earlier report. */
async function commenter(name: string, plant: (report: string, workspace: string) => void) {
  const workspace = join(harness.work, name);
  const report = join(workspace, 'report');
  mkdirSync(report, { recursive: true });
  writeFileSync(join(report, 'pr.json'), JSON.stringify({ number: PR, headSha: HEAD_SHA, suite: 'default', marker: MARKER }));
  plant(report, workspace);
  harness.fake.pullHeads.set(PR, HEAD_SHA);
  harness.fake.comments.set(PR, [{ id: 900, body: EARLIER, user: { login: 'github-actions[bot]' } }]);
  return harness.run(name, workflowRun, { command: 'comment-from-artifact', 'artifact-path': 'report' }, undefined, {}, { entry: SOURCE });
}

describe('comment-from-artifact with a hostile artifact, end to end', () => {
  it('refuses a report.json far over its cap from its size, unread: a clear failure, not a crash or "missing"', async () => {
    // Sparse: 1 GiB on the file system's word, no disk used. Read whole, it would take 1 GiB of memory.
    const run = await commenter('huge-report', (report) => {
      writeFileSync(join(report, 'report.json'), '');
      truncateSync(join(report, 'report.json'), 2 ** 30);
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::report\/report\.json is 1 GiB, more than bench-gate ever writes there \(50 MiB\); refusing it unread\./);
    expect(run.stdout).not.toMatch(/internal error|missing|\n\s+at /);
    expect(harness.fake.comments.get(PR)?.[0]?.body).toBe(EARLIER);
  }, 60_000);

  it('refuses a pr.json over its cap the same way', async () => {
    const run = await commenter('huge-pr', (report) => {
      writeFileSync(join(report, 'failure.json'), JSON.stringify({ message: 'boom' }));
      truncateSync(join(report, 'pr.json'), 2 ** 30);
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::report\/pr\.json is 1 GiB, more than bench-gate ever writes there \(64 KiB\); refusing it unread\./);
    expect(harness.fake.comments.get(PR)?.[0]?.body).toBe(EARLIER);
  }, 60_000);

  it('does not follow a symbolic link out of the artifact: a file of the commenter\'s runner is never posted', async () => {
    const run = await commenter('linked-failure', (report, workspace) => {
      writeFileSync(join(workspace, 'outside.json'), JSON.stringify({ message: 'a file of the commenter\'s runner' }));
      symlinkSync(join(workspace, 'outside.json'), join(report, 'failure.json'));
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::report\/failure\.json is a symbolic link; bench-gate reads only regular files from the artifact: refusing it\./);
    expect(harness.fake.comments.get(PR)?.[0]?.body).toBe(EARLIER);
    expect(JSON.stringify([...harness.fake.comments.values()])).not.toContain('the commenter\'s runner');
  }, 60_000);
});
