/**
 * command: comment-from-artifact posts only what a fork run could not: it decides "fork" from the
 * workflow_run payload (trusted), never from the artifact, and follows its own `comment` input
 * exactly as the run's own comment does (commentPermission).
 */
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { compareResultSets } from '../../src/compare.js';
import { commentMarker } from '../../src/report/markdown.js';
import { renderJson } from '../../src/report/json.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';
import { memoryPorts, RecordingComments } from './memory-ports.js';

const HEAD = 'f'.repeat(40);
const MARKER = 'default@0123456789ab';
const RUN_COMMENT = `${commentMarker(MARKER)}\nthe run's own comment, with its notes`;

function reportJson(factor: number): string {
  const random = rng(3);
  const set = (f: number) => resultSet([benchmark('BenchmarkA', [metric('sec/op', noisy(random, 100 * f, 0.005, 10))])]);
  return renderJson(compareResultSets(set(1), set(factor)));
}

const artifact = (factor: number) => ({
  'report/pr.json': JSON.stringify({ number: 7, headSha: HEAD, suite: 'default', marker: MARKER }),
  'report/report.json': reportJson(factor),
});

type Trigger = 'fork' | 'same-repo' | 'same-repo-no-head-repository';
const payloads: Record<Trigger, unknown> = {
  fork: { workflow_run: { head_sha: HEAD, event: 'pull_request', head_repository: { full_name: 'someone/w' }, pull_requests: [] } },
  'same-repo': { workflow_run: { head_sha: HEAD, event: 'pull_request', head_repository: { full_name: 'acme/w' }, pull_requests: [{ number: 7 }] } },
  'same-repo-no-head-repository': { workflow_run: { head_sha: HEAD, event: 'pull_request', pull_requests: [{ number: 7 }] } },
};

async function commenter(trigger: Trigger, inputs: Record<string, string>, factor: number, existing?: string, files = artifact(factor), comments = new RecordingComments()) {
  comments.headSha = HEAD;
  if (existing !== undefined) comments.comments.push({ id: 1, body: existing, author: 'github-actions[bot]' });
  const { ports, out } = memoryPorts({
    files, payload: payloads[trigger], comments,
    inputs: { command: 'comment-from-artifact', 'artifact-path': 'report', ...inputs },
    env: { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_REF: 'refs/heads/main' },
  });
  await runAction(ports);
  return { out, comments };
}

describe('comment-from-artifact', () => {
  it.each(['same-repo', 'same-repo-no-head-repository'] as const)('does nothing for a %s run: that run commented itself', async (trigger) => {
    const { out, comments } = await commenter(trigger, {}, 1.5, RUN_COMMENT);
    expect(out.failed).toEqual([]);
    expect(comments.calls).toEqual([]);
    expect(comments.comments[0]?.body).toBe(RUN_COMMENT);
    expect(out.infos.join('\n')).toMatch(/not from a fork, so it commented on its pull request itself; nothing to post/);
  });

  it('refuses a report whose verdict contradicts its comparisons (a regression relabelled "pass")', async () => {
    const files = artifact(1.5);
    const edited = JSON.parse(files['report/report.json']) as { verdict: string };
    expect(edited.verdict).toBe('fail');
    edited.verdict = 'pass';
    const { out, comments } = await commenter('fork', {}, 1.5, undefined, { ...files, 'report/report.json': JSON.stringify(edited) });
    expect(out.failed.join('\n')).toMatch(/report\/report.json contradicts itself: its verdict is 'pass', but its comparisons give 'fail'/);
    expect(comments.calls).toEqual([]);
  });

  it('posts a fork run\'s report', async () => {
    const { out, comments } = await commenter('fork', {}, 1.5);
    expect(out.failed).toEqual([]);
    expect(comments.calls).toContain('create');
    expect(comments.comments[0]?.body).toMatch(/regression found/);
  });

  it('comment: never neither creates nor updates, like the run itself', async () => {
    const { out, comments } = await commenter('fork', { comment: 'never' }, 1.5, RUN_COMMENT);
    expect(out.failed).toEqual([]);
    expect(comments.calls.filter((c) => c !== 'pullHeadSha')).toEqual([]);
    expect(comments.comments[0]?.body).toBe(RUN_COMMENT);
  });

  it('comment: on-regression creates only for a regression, and keeps an existing comment up to date', async () => {
    expect((await commenter('fork', { comment: 'on-regression' }, 1)).comments.calls).not.toContain('create');
    expect((await commenter('fork', { comment: 'on-regression' }, 1.5)).comments.calls).toContain('create');
    const fixed = await commenter('fork', { comment: 'on-regression' }, 1, RUN_COMMENT);
    expect(fixed.comments.calls).toContain('update 1');
    expect(fixed.comments.comments[0]?.body).toMatch(/no regression/);
  });

  it('comment: on-change creates only when something changed', async () => {
    expect((await commenter('fork', { comment: 'on-change' }, 1)).comments.calls).not.toContain('create');
    expect((await commenter('fork', { comment: 'on-change' }, 0.5)).comments.calls).toContain('create');
  });

  it('retries a failing pulls.get like every other call, and explains one that keeps failing instead of an internal error', async () => {
    const httpError = (status: number, message: string) => Object.assign(new Error(message), { status, response: { headers: {} } });
    const flaky = new RecordingComments();
    let calls = 0;
    flaky.pullHeadSha = () => (++calls === 1 ? Promise.reject(httpError(502, 'Bad Gateway')) : Promise.resolve(HEAD));
    const once = await commenter('fork', {}, 1.5, undefined, artifact(1.5), flaky);
    expect(once.out.failed).toEqual([]);
    expect(flaky.calls).toContain('create');

    const gone = new RecordingComments();
    gone.pullHeadSha = () => Promise.reject(httpError(404, 'Not Found'));
    const missing = await commenter('fork', {}, 1.5, undefined, artifact(1.5), gone);
    expect(missing.out.failed).toHaveLength(1);
    expect(missing.out.failed[0]).toMatch(/^Could not read PR #7 \(named by the artifact's pr.json\) to check its head commit: GitHub answered 404/);
    expect(missing.out.failed[0]).not.toMatch(/internal error/);
    expect(gone.calls).not.toContain('create');
  });
});
