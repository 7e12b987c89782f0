/**
 * A failed run as the runner sees it: the source (src/action.ts through tsx, not the bundle) with
 * the step's output file, against the loopback fake of GitHub's REST API. A PR's comment from an
 * earlier run is updated to say that the newest run failed; an invalid input, refused before the
 * engine runs, still sets the error verdict.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_FILE } from '../../src/action/artifact-owner.js';
import { EngineHarness, HEAD_SHA, MAIN_SHA, pr, SOURCE, type Event } from './engine-harness.js';

const harness = new EngineHarness();
beforeAll(() => harness.start());
afterAll(() => harness.stop());

describe('a run that fails before it can gate, end to end', () => {
  it('an output that does not parse: exit 1, verdict error, and the comment the earlier run posted says the newest run failed', async () => {
    const first = await harness.run('report', pr(), {}, 'compare-base-run1.txt', {}, { entry: SOURCE });
    expect(first.code).toBe(0);
    expect(first.outputs.verdict).toBe('pass');
    const posted = harness.fake.comments.get(7) ?? [];
    expect(posted).toHaveLength(1);
    const report = posted[0]?.body ?? '';
    expect(report).toMatch(/### ✅ bench-gate: no regression/);

    const failed = await harness.run('broken', pr(), { run: 'echo no benchmarks here', format: 'go' }, undefined, {}, { entry: SOURCE });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/::error::.*found no benchmark results/);
    expect(failed.outputs).toEqual({ verdict: 'error', 'capture-file': '.bench-gate/bench-output.txt', 'stdout-capture-file': '.bench-gate/bench-stdout.txt', baseline: 'cache' });
    const after = harness.fake.comments.get(7) ?? [];
    expect(after).toHaveLength(1);
    const body = after[0]?.body ?? '';
    expect(body.startsWith(report.slice(0, report.indexOf('\n')))).toBe(true);
    expect(body).toMatch(new RegExp(`^### ⚠️ bench-gate: the newest run failed$[\\s\\S]*\\[The newest run\\]\\(https://github\\.com/acme/widgets/actions/runs/\\d+/attempts/1\\), for commit \`${HEAD_SHA.slice(0, 12)}\``, 'm'));
    expect(body).toMatch(/^> .*found no benchmark results/m);
    expect(body).toContain(report.slice(report.indexOf('\n') + 1).trim());
  }, 120_000);

  it('an invalid input, refused before the engine runs: exit 1 and verdict error', async () => {
    const run = await harness.run('bad-input', pr(), { threshold: 'lots' }, 'compare-base-run1.txt', {}, { entry: SOURCE });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::.*'threshold'/);
    expect(run.outputs).toEqual({ verdict: 'error' });
  }, 60_000);
});

describe('a fork PR\'s run that fails before it can gate, end to end', () => {
  // PR #8, so that the same-repository test's comment on #7 is not in the way.
  const forkPr: Event = { ...pr(true), payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' }, pull_request: { number: 8, base: { sha: MAIN_SHA, ref: 'main' }, head: { sha: HEAD_SHA, repo: { fork: true, full_name: 'someone/widgets' } } } } };
  const RUN_URL = 'https://github.com/acme/widgets/actions/runs/4242';
  const workflowRun: Event = { name: 'workflow_run', ref: 'refs/heads/main', sha: MAIN_SHA,
    payload: { workflow_run: { head_sha: HEAD_SHA, html_url: RUN_URL, event: 'pull_request', head_repository: { full_name: 'someone/widgets' }, pull_requests: [] } } };
  /** The fork run's artifact-path, uploaded and downloaded to report/ in the commenter's workspace (without the hidden owner file). */
  const commentFromArtifact = async () => {
    const target = join(harness.work, 'commenter', 'report');
    rmSync(target, { recursive: true, force: true });
    cpSync(join(harness.work, 'fork', '.bench-gate', 'report'), target, { recursive: true, filter: (path) => basename(path) !== OWNER_FILE });
    return harness.run('commenter', workflowRun, { command: 'comment-from-artifact', 'artifact-path': 'report' }, undefined, {}, { entry: SOURCE });
  };

  it('the failure replaces the earlier report in artifact-path, and the workflow_run job notes it on the comment', async () => {
    harness.fake.pullHeads.set(8, HEAD_SHA);
    const first = await harness.run('fork', forkPr, {}, 'compare-base-run1.txt', {}, { entry: SOURCE });
    expect(first.code).toBe(0);
    expect((await commentFromArtifact()).code).toBe(0);
    const report = harness.fake.comments.get(8)?.[0]?.body ?? '';
    expect(report).toMatch(/### ✅ bench-gate: no regression/);

    // A later run in the same (persistent) workspace fails before it can gate.
    const failed = await harness.run('fork', forkPr, { run: 'echo no benchmarks here', format: 'go' }, undefined, {}, { entry: SOURCE });
    expect(failed.code).toBe(1);
    expect(failed.outputs.verdict).toBe('error');
    const dir = join(failed.workspace, '.bench-gate', 'report');
    expect(existsSync(join(dir, 'report.json'))).toBe(false);
    expect(existsSync(join(dir, 'comment.md'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'failure.json'), 'utf8'))).toEqual({ message: expect.stringMatching(/found no benchmark results/) as unknown });
    expect(JSON.parse(readFileSync(join(dir, 'pr.json'), 'utf8'))).toMatchObject({ number: 8, headSha: HEAD_SHA, suite: 'default' });
    expect(harness.fake.comments.get(8)?.[0]?.body).toBe(report);

    const noted = await commentFromArtifact();
    expect(noted.stdout).not.toMatch(/::error::/);
    expect(noted.code).toBe(0);
    const after = harness.fake.comments.get(8) ?? [];
    expect(after).toHaveLength(1);
    const body = after[0]?.body ?? '';
    expect(body.startsWith(report.slice(0, report.indexOf('\n')))).toBe(true);
    expect(body).toContain(`[The newest run](${RUN_URL}), for commit \`${HEAD_SHA.slice(0, 12)}\``);
    expect(body).toMatch(/^> .*found no benchmark results/m);
    expect(body).toContain(report.slice(report.indexOf('\n') + 1).trim());
  }, 240_000); // four runs from the source: 22 s here, 34 s on a loaded 2-core machine
});

describe('a fork PR\'s run that the composite\'s prepare step refuses, end to end', () => {
  // PR #10, in a workspace of its own that persists between runs (a self-hosted runner's).
  const NEXT_HEAD = '1234567890abcdef1234567890abcdef12345678';
  const forkPr = (head: string): Event => ({ ...pr(true), payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' }, pull_request: { number: 10, base: { sha: MAIN_SHA, ref: 'main' }, head: { sha: head, repo: { fork: true, full_name: 'someone/widgets' } } } } });
  const RUN_URL = 'https://github.com/acme/widgets/actions/runs/4343';
  /** The workflow_run job for the fork run of `head`: the artifact downloaded to report/ (without the hidden owner file). */
  const commentFromArtifact = async (head: string) => {
    const target = join(harness.work, 'commenter-10', 'report');
    rmSync(target, { recursive: true, force: true });
    cpSync(join(harness.work, 'fork-10', '.bench-gate', 'report'), target, { recursive: true, filter: (path) => basename(path) !== OWNER_FILE });
    const workflowRun: Event = { name: 'workflow_run', ref: 'refs/heads/main', sha: MAIN_SHA,
      payload: { workflow_run: { head_sha: head, html_url: RUN_URL, run_attempt: 1, event: 'pull_request', head_repository: { full_name: 'someone/widgets' }, pull_requests: [] } } };
    return harness.run('commenter-10', workflowRun, { command: 'comment-from-artifact', 'artifact-path': 'report' }, undefined, {}, { entry: SOURCE });
  };

  it('an invalid input, then an invalid bench-gate.yml: each replaces the earlier files with pr.json and failure.json, and the commenter notes it', async () => {
    harness.fake.pullHeads.set(10, HEAD_SHA);
    const first = await harness.run('fork-10', forkPr(HEAD_SHA), {}, 'compare-base-run1.txt', {}, { entry: SOURCE });
    expect(first.code).toBe(0);
    expect((await commentFromArtifact(HEAD_SHA)).code).toBe(0);
    const report = harness.fake.comments.get(10)?.[0]?.body ?? '';
    expect(report).toMatch(/### ✅ bench-gate: no regression/);

    // A new commit whose workflow gives an invalid input: refused before the engine runs.
    harness.fake.pullHeads.set(10, NEXT_HEAD);
    const refused = await harness.run('fork-10', forkPr(NEXT_HEAD), { command: 'prepare', threshold: 'lots' }, undefined, {}, { entry: SOURCE });
    expect(refused.code).toBe(1);
    expect(refused.outputs).toEqual({ verdict: 'error' });
    const dir = join(refused.workspace, '.bench-gate', 'report');
    expect(existsSync(join(dir, 'report.json'))).toBe(false);
    expect(existsSync(join(dir, 'comment.md'))).toBe(false);
    expect(JSON.parse(readFileSync(join(dir, 'failure.json'), 'utf8'))).toEqual({ message: expect.stringMatching(/^Invalid value 'lots' for input 'threshold'/) as unknown });
    expect(JSON.parse(readFileSync(join(dir, 'pr.json'), 'utf8'))).toMatchObject({ number: 10, headSha: NEXT_HEAD, suite: 'default' });
    const noted = await commentFromArtifact(NEXT_HEAD);
    expect(noted.stdout).not.toMatch(/::error::/);
    expect(noted.code).toBe(0);
    const body = harness.fake.comments.get(10)?.[0]?.body ?? '';
    expect(body.startsWith(report.slice(0, report.indexOf('\n')))).toBe(true);
    expect(body).toContain(`[The newest run](${RUN_URL}/attempts/1), for commit \`${NEXT_HEAD.slice(0, 12)}\``);
    expect(body).toMatch(/^> Invalid value 'lots' for input 'threshold'/m);
    expect(body).toContain(report.slice(report.indexOf('\n') + 1).trim());

    // The next commit breaks bench-gate.yml: refused by the engine's prepare, after the inputs read.
    const third = 'abcdefabcdefabcdefabcdefabcdefabcdefabcd';
    harness.fake.pullHeads.set(10, third);
    writeFileSync(join(harness.work, 'fork-10', 'bench-gate.yml'), 'rules: [');
    const broken = await harness.run('fork-10', forkPr(third), { command: 'prepare' }, undefined, {}, { entry: SOURCE });
    expect(broken.code).toBe(1);
    expect(broken.outputs.verdict).toBe('error');
    expect(JSON.parse(readFileSync(join(dir, 'pr.json'), 'utf8'))).toMatchObject({ number: 10, headSha: third });
    expect(JSON.parse(readFileSync(join(dir, 'failure.json'), 'utf8'))).toEqual({ message: expect.stringMatching(/bench-gate\.yml/) as unknown });
    expect((await commentFromArtifact(third)).code).toBe(0);
    const again = harness.fake.comments.get(10)?.[0]?.body ?? '';
    expect(again).toContain(`for commit \`${third.slice(0, 12)}\``);
    expect(again).toMatch(/^> .*bench-gate\.yml/m);
    // Still the last report folded, not the first note.
    expect(again.split('### ⚠️').length).toBe(2);
    expect(again).toContain(report.slice(report.indexOf('\n') + 1).trim());
  }, 240_000); // six runs from the source: 12-31 s here, 46 s on a loaded 2-core machine
});
