/**
 * command: comment-from-artifact posts only what a fork run could not: it decides "fork" from the
 * workflow_run payload (trusted), never from the artifact, and follows its own `comment` input
 * exactly as the run's own comment does (commentPermission).
 */
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { compareResultSets } from '../../src/compare.js';
import { commentMarker } from '../../src/report/markdown.js';
import { inertText } from '../../src/report/markdown-escape.js';
import { MAX_FAILURE_MESSAGE_UNITS } from '../../src/action/fork-artifact.js';
import { renderJson } from '../../src/report/json.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';
import { memoryPorts, RecordingComments } from './memory-ports.js';

const HEAD = 'f'.repeat(40);
const MARKER = 'default@0123456789ab';
const RUN_COMMENT = `${commentMarker(MARKER)}\nthe run's own comment, with its notes`;
const RUN_URL = 'https://github.com/acme/w/actions/runs/42';

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
  fork: { workflow_run: { head_sha: HEAD, html_url: RUN_URL, event: 'pull_request', head_repository: { full_name: 'someone/w' }, pull_requests: [] } },
  'same-repo': { workflow_run: { head_sha: HEAD, event: 'pull_request', head_repository: { full_name: 'acme/w' }, pull_requests: [{ number: 7 }] } },
  'same-repo-no-head-repository': { workflow_run: { head_sha: HEAD, event: 'pull_request', pull_requests: [{ number: 7 }] } },
};

async function commenter(trigger: Trigger, inputs: Record<string, string>, factor: number, existing?: string, files: Record<string, string> = artifact(factor), comments = new RecordingComments()) {
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

describe('comment-from-artifact after a fork run that failed before it could gate', () => {
  const MESSAGE = 'bench.txt: found no benchmark results. hello @octocat <img src=x>';
  const failed = (message: unknown = MESSAGE, pr: Record<string, unknown> = {}) => ({
    'report/pr.json': JSON.stringify({ number: 7, headSha: HEAD, suite: 'default', marker: MARKER, ...pr }),
    'report/failure.json': JSON.stringify({ message }),
  });

  it('amends the comment an earlier run left with the failure note: its commit, the run\'s link, the message inert, the report folded', async () => {
    const { out, comments } = await commenter('fork', {}, 1, RUN_COMMENT, failed());
    expect(out.failed).toEqual([]);
    expect(comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
    const body = comments.comments[0]?.body ?? '';
    expect(body.startsWith(`${commentMarker(MARKER)}\n### ⚠️ bench-gate: the newest run failed`)).toBe(true);
    expect(body).toContain(`[The newest run](${RUN_URL}), for commit \`${HEAD.slice(0, 12)}\`, failed`);
    expect(body).toContain('hello @\u200boctocat &lt;img src=x&gt;');
    expect(body).not.toContain('<img');
    expect(body).toMatch(/<details><summary>The last report, from an earlier run \(out of date\)<\/summary>[\s\S]*the run's own comment/);
    expect(out.infos).toContain('bench-gate: comment on PR #7 updated with the failure');
  });

  it('links the attempt of the run that failed, from the event: a re-run\'s note does not link the first attempt', async () => {
    const rerun = { workflow_run: { ...(payloads.fork as { workflow_run: object }).workflow_run, run_attempt: 2 } };
    const comments = new RecordingComments();
    comments.headSha = HEAD;
    comments.comments.push({ id: 1, body: RUN_COMMENT, author: 'github-actions[bot]' });
    // GITHUB_RUN_ATTEMPT is this commenter run's own attempt, not the failed run's.
    const { ports, out } = memoryPorts({
      files: failed(), payload: rerun, comments,
      inputs: { command: 'comment-from-artifact', 'artifact-path': 'report' },
      env: { GITHUB_EVENT_NAME: 'workflow_run', GITHUB_REF: 'refs/heads/main', GITHUB_RUN_ATTEMPT: '3' },
    });
    await runAction(ports);
    expect(out.failed).toEqual([]);
    expect(comments.comments[0]?.body).toContain(`[The newest run](${RUN_URL}/attempts/2), for commit`);
  });

  it('posts no link from the artifact: a bare URL or GH-123 in the fork\'s message is broken, the run\'s own link (from the event) kept', async () => {
    const { comments } = await commenter('fork', {}, 1, RUN_COMMENT, failed('Log in again at https://evil.example/login or www.evil.example (GH-12)'));
    expect(comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
    const body = comments.comments[0]?.body ?? '';
    expect(body).toContain('> Log in again at https\u200b://evil.example/login or www\u200b.evil.example (GH-\u200b12)  ');
    expect(body.match(/[a-z]:\/\//gi)).toEqual(['s://']);
    expect(body).toContain(`[The newest run](${RUN_URL})`);
  });

  it('creates no comment when the PR has none, nor amends one it did not write', async () => {
    const none = await commenter('fork', {}, 1, undefined, failed());
    expect(none.out.failed).toEqual([]);
    expect(none.comments.calls).toEqual(['pullHeadSha', 'list']);
    expect(none.comments.comments).toEqual([]);
    expect(none.out.infos).toContain('bench-gate: comment on PR #7 left as it is: no comment to update');
    const planted = new RecordingComments();
    planted.comments.push({ id: 1, body: RUN_COMMENT, author: 'someone' });
    const theirs = await commenter('fork', {}, 1, undefined, failed(), planted);
    expect(planted.calls).toEqual(['pullHeadSha', 'list']);
    expect(planted.comments[0]?.body).toBe(RUN_COMMENT);
    expect(theirs.out.failed).toEqual([]);
  });

  it('refuses a failure whose pr.json names another head than the triggering run measured', async () => {
    const { out, comments } = await commenter('fork', {}, 1, RUN_COMMENT, failed(MESSAGE, { headSha: 'e'.repeat(40) }));
    expect(out.failed).toEqual([`The artifact names head ${'e'.repeat(40)}, but the triggering run measured ${HEAD}; not posting.`]);
    expect(comments.calls).toEqual([]);
    expect(comments.comments[0]?.body).toBe(RUN_COMMENT);
  });

  it('leaves the comment when the PR has moved on since the failed run', async () => {
    const comments = new RecordingComments();
    comments.pullHeadSha = () => { comments.calls.push('pullHeadSha'); return Promise.resolve('d'.repeat(40)); };
    const { out } = await commenter('fork', {}, 1, RUN_COMMENT, failed(), comments);
    expect(out.failed).toEqual([]);
    expect(comments.calls).toEqual(['pullHeadSha']);
    expect(out.warnings).toEqual([`bench-gate: PR #7 has moved to ${'d'.repeat(40)}; the failure of the run for ${HEAD} is outdated and not posted.`]);
  });

  it('follows its own comment input: never leaves the comment alone, on-regression still updates it', async () => {
    const never = await commenter('fork', { comment: 'never' }, 1, RUN_COMMENT, failed());
    expect(never.out.failed).toEqual([]);
    expect(never.comments.calls).toEqual(['pullHeadSha']);
    expect(never.comments.comments[0]?.body).toBe(RUN_COMMENT);
    const onRegression = await commenter('fork', { comment: 'on-regression' }, 1, RUN_COMMENT, failed());
    expect(onRegression.comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
  });

  it('refuses a failure.json that is not what bench-gate writes (a message over the cap, not a string), and one beside a report.json', async () => {
    const long = await commenter('fork', {}, 1, RUN_COMMENT, failed('x'.repeat(MAX_FAILURE_MESSAGE_UNITS + 1)));
    expect(long.out.failed).toHaveLength(1);
    expect(long.out.failed[0]).toMatch(/^Invalid report\/failure\.json:/);
    expect(long.comments.calls).toEqual([]);
    const notText = await commenter('fork', {}, 1, RUN_COMMENT, failed({ html: '<img>' }));
    expect(notText.out.failed[0]).toMatch(/^Invalid report\/failure\.json:/);
    const both = await commenter('fork', {}, 1.5, RUN_COMMENT, { ...artifact(1.5), 'report/failure.json': JSON.stringify({ message: MESSAGE }) });
    expect(both.out.failed).toHaveLength(1);
    expect(both.out.failed[0]).toMatch(/^The artifact holds both report\/report\.json and report\/failure\.json, but a run writes one or the other/);
    expect(both.comments.calls).toEqual([]);
    expect(both.comments.comments[0]?.body).toBe(RUN_COMMENT);
  });

  it.each(['same-repo', 'same-repo-no-head-repository'] as const)('posts nothing for a %s run\'s failure: that run noted it itself', async (trigger) => {
    const { out, comments } = await commenter(trigger, {}, 1, RUN_COMMENT, failed());
    expect(out.failed).toEqual([]);
    expect(comments.calls).toEqual([]);
    expect(comments.comments[0]?.body).toBe(RUN_COMMENT);
  });

  it('notes what the engine left after a fork run\'s failure (the two sides agree on the files)', async () => {
    const { ports, out } = memoryPorts({
      payload: { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: HEAD, repo: { full_name: 'someone/w' } } } },
      inputs: { command: 'gate', 'output-file': 'missing.txt' },
      env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge' },
    });
    await runAction(ports);
    expect(out.failed).toHaveLength(1);
    // What upload-artifact takes from .bench-gate/report (not its hidden owner file), downloaded to report/.
    const uploaded = Object.fromEntries([...out.files].filter(([path]) => /^\.bench-gate\/report\/[^.]/.test(path)).map(([path, text]) => [path.replace('.bench-gate/report/', 'report/'), text]));
    expect(Object.keys(uploaded).sort()).toEqual(['report/failure.json', 'report/pr.json']);
    const { out: posted, comments } = await commenter('fork', {}, 1, RUN_COMMENT, uploaded);
    expect(posted.failed).toEqual([]);
    expect(comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
    expect(comments.comments[0]?.body).toContain(`> ${inertText(out.failed[0] ?? '')}`);
  });
});
