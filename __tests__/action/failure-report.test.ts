/**
 * A run that fails before it can gate (a FatalError: a missing or unparsable benchmark output, an
 * invalid bench-gate.yml): the verdict output says `error`, and the PR comment an earlier run left
 * is updated to say that this commit's run failed (never created for it), so its old table is not
 * read as this commit's verdict; none of that changes the message the step fails with.
 */
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { OWNER_FILE } from '../../src/action/artifact-owner.js';
import { commentMarker } from '../../src/report/markdown.js';
import { MAX_MESSAGE_CHARS } from '../../src/report/failure-note.js';
import { FatalError } from '../../src/action/fatal-error.js';
import { reportInputFailure } from '../../src/action/failure-report.js';
import { memoryPorts, RecordingComments, RUNNER_PLACES } from './memory-ports.js';

const MARKER = commentMarker('default@0123456789ab');
const HEAD = 'c0ffee'.repeat(6) + 'abcd';
const OLD_REPORT = `${MARKER}\n### ✅ bench-gate: no regression\n\n| Benchmark | Base | Head |\n|---|---|---|\n| \`Sort\` | 1 ns | 1 ns |`;
const MISSING = "The benchmark output missing.txt is missing. Check that the 'run' command ran the benchmarks and wrote 'output-file'.";
const PR_EVENT = { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_SERVER_URL: 'https://github.com' };

function prPayload(fork = false) {
  return { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: HEAD, repo: { full_name: fork ? 'someone/w' : 'acme/w' } } } };
}

/** The gate step on a pull request, reading `output-file` (missing.txt by default: not there). */
async function failingGate(o: { existing?: string[]; inputs?: Record<string, string>; files?: Record<string, string>; fork?: boolean; comments?: RecordingComments; edit?: (ports: ActionPorts) => void } = {}) {
  const comments = o.comments ?? new RecordingComments();
  for (const body of o.existing ?? []) comments.comments.push({ id: comments.comments.length + 1, body, author: 'github-actions[bot]' });
  const { ports, out } = memoryPorts({
    files: o.files ?? {}, payload: prPayload(o.fork), comments, removes: true,
    inputs: { command: 'gate', 'output-file': 'missing.txt', ...o.inputs },
    env: PR_EVENT,
  });
  o.edit?.(ports);
  await runAction(ports);
  return { out, comments };
}

describe('the outputs of a run that fails before it can gate', () => {
  it('sets verdict error (and no counts or report paths) and fails with the message alone', async () => {
    const { out } = await failingGate();
    expect(out.failed).toEqual([MISSING]);
    expect(out.outputs.verdict).toBe('error');
    for (const name of ['regressions', 'improvements', 'report-json', 'report-markdown', 'baseline-commit']) expect(out.outputs).not.toHaveProperty(name);
  });

  it('sets verdict error when prepare refuses (the composite falls back on it when the gate step does not run), not for comment-from-artifact', async () => {
    const prepare = memoryPorts({ payload: { repository: { default_branch: 'main' } }, inputs: { command: 'prepare', baseline: 'ab' }, env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' } });
    await runAction(prepare.ports);
    expect(prepare.out.failed).toHaveLength(1);
    expect(prepare.out.outputs.verdict).toBe('error');
    const artifact = memoryPorts({ payload: {}, inputs: { command: 'comment-from-artifact' }, env: { GITHUB_EVENT_NAME: 'workflow_run' } });
    await runAction(artifact.ports);
    expect(artifact.out.failed).toHaveLength(1);
    expect(artifact.out.outputs).not.toHaveProperty('verdict');
  });
});

describe('the PR comment after a run that fails before it can gate', () => {
  it('updates the existing comment: the newest run, its commit and link, the message made inert, the earlier report folded as out of date', async () => {
    const output = 'hello @octocat <img src=x> | `tick`\nno benchmark here\n';
    const { out, comments } = await failingGate({ existing: [OLD_REPORT], inputs: { 'output-file': 'bench.txt', format: 'go' }, files: { 'bench.txt': output } });
    expect(out.failed).toHaveLength(1);
    const message = out.failed[0] ?? '';
    expect(message).toMatch(/^bench\.txt: found no benchmark results/);
    expect(comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
    const body = comments.comments[0]?.body ?? '';
    expect(body.startsWith(`${MARKER}\n### ⚠️ bench-gate: the newest run failed`)).toBe(true);
    expect(body).toContain(`[The newest run](https://github.com/acme/w/actions/runs/1/attempts/1), for commit \`${HEAD.slice(0, 12)}\`, failed`);
    // The user's text is inert: no mention, no HTML, no table cell break.
    expect(body).toContain('hello @\u200boctocat &lt;img src=x&gt; \\| \\`tick\\`');
    expect(body).not.toContain('<img');
    expect(body).toMatch(/<details><summary>The last report, from an earlier run \(out of date\)<\/summary>[\s\S]*### ✅ bench-gate: no regression[\s\S]*<\/details>/);
    expect(out.outputs.verdict).toBe('error');
    expect(out.infos).toContain('bench-gate: comment updated with the failure');
  });

  it('a second failure folds the earlier report again, not the first note', async () => {
    const comments = new RecordingComments();
    await failingGate({ existing: [OLD_REPORT], comments });
    const first = comments.comments[0]?.body ?? '';
    await failingGate({ comments, inputs: { 'output-file': 'other.txt' } });
    const second = comments.comments[0]?.body ?? '';
    expect(second).not.toBe(first);
    expect(second).toContain('The benchmark output other.txt is missing');
    expect(second).not.toContain('missing.txt');
    expect(second.split('### ⚠️').length).toBe(2);
    expect(second.split('### ✅ bench-gate: no regression').length).toBe(2);
  });

  it('creates no comment when the PR has none (the failed check already says so)', async () => {
    const { out, comments } = await failingGate();
    expect(comments.calls).toEqual(['pullHeadSha', 'list']);
    expect(comments.comments).toEqual([]);
    expect(out.infos).toContain('bench-gate: comment left as it is: no comment to update');
    expect(out.failed).toEqual([MISSING]);
  });

  it('a comment that cannot be updated is a warning: the step fails with the run\'s own message', async () => {
    const comments = new RecordingComments();
    comments.update = (id: number) => {
      comments.calls.push(`update ${id}`);
      return Promise.reject(Object.assign(new Error('Resource not accessible by integration'), { status: 403 }));
    };
    const { out } = await failingGate({ existing: [OLD_REPORT], comments });
    expect(comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
    expect(comments.comments[0]?.body).toBe(OLD_REPORT);
    expect(out.failed).toEqual([MISSING]);
    expect(out.warnings).toEqual([expect.stringMatching(/^bench-gate: could not note the failure on the PR comment: GitHub refused \(403: Resource not accessible by integration\)/)]);
    expect(out.outputs.verdict).toBe('error');
  });

  it('a comment API that throws outright (not an HTTP failure) is a warning too', async () => {
    const comments = new RecordingComments();
    comments.list = () => { throw new Error('socket hang up'); };
    const { out } = await failingGate({ existing: [OLD_REPORT], comments });
    expect(out.failed).toEqual([MISSING]);
    expect(out.warnings).toEqual(['bench-gate: could not note the failure on the PR comment: socket hang up']);
  });

  it('leaves the comment alone for comment: never, a fork PR, and a bench-gate.yml that does not read (its comment setting unknown)', async () => {
    const never = await failingGate({ existing: [OLD_REPORT], inputs: { comment: 'never' } });
    expect(never.comments.calls).toEqual([]);
    const fork = await failingGate({ existing: [OLD_REPORT], fork: true });
    expect(fork.comments.calls).toEqual([]);
    const broken = await failingGate({ existing: [OLD_REPORT], files: { 'bench-gate.yml': 'rules: [' } });
    expect(broken.out.failed).toHaveLength(1);
    expect(broken.comments.calls).toEqual([]);
    expect(broken.out.outputs.verdict).toBe('error');
    // comment given as an input: the file's setting does not matter, so the note is written.
    const given = await failingGate({ existing: [OLD_REPORT], files: { 'bench-gate.yml': 'rules: [' }, inputs: { comment: 'on-change' } });
    expect(given.comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
  });

  it('an on-regression policy still updates the existing comment with the failure', async () => {
    const { comments } = await failingGate({ existing: [OLD_REPORT], inputs: { comment: 'on-regression' } });
    expect(comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
  });
});

describe('a fork PR\'s run that fails before it can gate', () => {
  const DIR = '.bench-gate/report';
  const STALE = { [`${DIR}/report.json`]: '{"an earlier run\'s report": true}', [`${DIR}/comment.md`]: OLD_REPORT };

  it('leaves pr.json and failure.json (no report.json) in artifact-path for comment-from-artifact, and no comment call', async () => {
    const { out, comments } = await failingGate({ existing: [OLD_REPORT], fork: true, files: STALE });
    expect(out.failed).toEqual([MISSING]);
    expect(out.outputs.verdict).toBe('error');
    expect(comments.calls).toEqual([]);
    expect(JSON.parse(out.files.get(`${DIR}/pr.json`) ?? '{}')).toEqual({ number: 7, headSha: HEAD, suite: 'default', marker: 'default@0123456789ab' });
    expect(JSON.parse(out.files.get(`${DIR}/failure.json`) ?? '{}')).toEqual({ message: MISSING });
    // An earlier report beside the failure would be posted as this commit's (or refuse the artifact).
    expect(out.files.has(`${DIR}/report.json`)).toBe(false);
    expect(out.files.has(`${DIR}/comment.md`)).toBe(false);
    expect(out.warnings).toEqual([]);
  });

  it('keeps of a long message what the note shows, cut in the middle', async () => {
    const long = `${'x'.repeat(5000)} the advice at the end`;
    const { out } = await failingGate({ fork: true, edit: (ports) => { ports.readJsonTree = () => Promise.reject(new FatalError(long)); } });
    expect(out.failed).toEqual([long]);
    const message = (JSON.parse(out.files.get(`${DIR}/failure.json`) ?? '{}') as { message: string }).message;
    expect([...message]).toHaveLength(MAX_MESSAGE_CHARS);
    expect(message.endsWith('the advice at the end')).toBe(true);
  });

  it('writes nothing into an artifact-path that another suite of this job holds (the failure is that refusal)', async () => {
    const theirs = { [`${DIR}/${OWNER_FILE}`]: JSON.stringify({ run: '1.1', job: '', suite: 'api' }), [`${DIR}/report.json`]: '{"api": true}', [`${DIR}/pr.json`]: '{"api": true}' };
    const { out } = await failingGate({ fork: true, files: theirs });
    expect(out.failed).toHaveLength(1);
    expect(out.failed[0]).toMatch(/already holds the report of suite 'api' from this job/);
    expect(out.files.get(`${DIR}/report.json`)).toBe('{"api": true}');
    expect(out.files.get(`${DIR}/pr.json`)).toBe('{"api": true}');
    expect(out.files.has(`${DIR}/failure.json`)).toBe(false);
    expect(out.warnings).toEqual([`bench-gate: the failure is not written into artifact-path '${DIR}' for the fork PR's comment: it holds the report of suite 'api' from this job.`]);
  });

  it('a failure to write the artifact is a warning: the step fails with the run\'s own message, and no old report is left to post', async () => {
    const { out } = await failingGate({
      fork: true, files: STALE,
      edit: (ports) => {
        const write = ports.writeText.bind(ports);
        ports.writeText = (path, text) => (path.endsWith('/failure.json') ? Promise.reject(new Error('ENOSPC: no space left on device')) : write(path, text));
      },
    });
    expect(out.failed).toEqual([MISSING]);
    expect(out.outputs.verdict).toBe('error');
    expect(out.warnings).toEqual(["bench-gate: could not write the failure into artifact-path for the fork PR's comment: ENOSPC: no space left on device"]);
    expect(out.files.has(`${DIR}/report.json`)).toBe(false);
  });

  it('a same-repository PR\'s failure writes neither pr.json nor failure.json: its note is on the comment already', async () => {
    const { out, comments } = await failingGate({ existing: [OLD_REPORT] });
    expect(comments.calls).toEqual(['pullHeadSha', 'list', 'update 1']);
    expect(out.files.has(`${DIR}/pr.json`)).toBe(false);
    expect(out.files.has(`${DIR}/failure.json`)).toBe(false);
  });
});

describe('a fork PR\'s run that the prepare step refuses (the composite\'s gate step then never runs)', () => {
  const DIR = '.bench-gate/report';
  const OLD_HEAD = 'e'.repeat(40);
  /** What an earlier run of this suite left in a persistent self-hosted workspace: its report and pr.json, for an older head. */
  const EARLIER = {
    [`${DIR}/report.json`]: '{"an earlier run\'s report": true}', [`${DIR}/comment.md`]: OLD_REPORT,
    [`${DIR}/pr.json`]: JSON.stringify({ number: 7, headSha: OLD_HEAD, suite: 'default', marker: 'default@0123456789ab' }),
    [`${DIR}/${OWNER_FILE}`]: JSON.stringify({ run: '0.1', job: '', suite: 'default' }),
  };

  async function failingPrepare(files: Record<string, string>, inputs: Record<string, string> = {}, fork = true) {
    const comments = new RecordingComments();
    const { ports, out } = memoryPorts({ files, payload: prPayload(fork), comments, removes: true, inputs: { command: 'prepare', ...inputs }, env: PR_EVENT });
    await runAction(ports);
    return { out, comments };
  }

  it('an invalid bench-gate.yml: pr.json and failure.json replace the earlier run\'s files, so the commenter notes this head\'s failure', async () => {
    const { out, comments } = await failingPrepare({ ...EARLIER, 'bench-gate.yml': 'rules: [' });
    expect(out.failed).toHaveLength(1);
    expect(out.outputs.verdict).toBe('error');
    expect(comments.calls).toEqual([]);
    expect(JSON.parse(out.files.get(`${DIR}/failure.json`) ?? '{}')).toEqual({ message: out.failed[0] });
    expect(JSON.parse(out.files.get(`${DIR}/pr.json`) ?? '{}')).toEqual({ number: 7, headSha: HEAD, suite: 'default', marker: 'default@0123456789ab' });
    expect(out.files.has(`${DIR}/report.json`)).toBe(false);
    expect(out.files.has(`${DIR}/comment.md`)).toBe(false);
    expect(JSON.parse(out.files.get(`${DIR}/${OWNER_FILE}`) ?? '{}')).toMatchObject({ run: '1.1', suite: 'default' });
    expect(out.warnings).toEqual([]);
  });

  it('leaves a same-repository PR\'s comment and files alone (prepare has no token to note it with)', async () => {
    const { out, comments } = await failingPrepare({ ...EARLIER, 'bench-gate.yml': 'rules: [' }, {}, false);
    expect(out.failed).toHaveLength(1);
    expect(comments.calls).toEqual([]);
    expect(out.files.has(`${DIR}/failure.json`)).toBe(false);
    expect(out.files.get(`${DIR}/pr.json`)).toBe(EARLIER[`${DIR}/pr.json`]);
  });

  it('writes nothing over another suite\'s report when the refusal is that suite holding artifact-path', async () => {
    const theirs = { [`${DIR}/${OWNER_FILE}`]: JSON.stringify({ run: '1.1', job: '', suite: 'api' }), [`${DIR}/report.json`]: '{"api": true}', [`${DIR}/pr.json`]: '{"api": true}' };
    const { out } = await failingPrepare(theirs);
    expect(out.failed[0]).toMatch(/already holds the report of suite 'api' from this job/);
    expect(out.files.get(`${DIR}/report.json`)).toBe('{"api": true}');
    expect(out.files.get(`${DIR}/pr.json`)).toBe('{"api": true}');
    expect(out.files.has(`${DIR}/failure.json`)).toBe(false);
  });
});

describe('a fork PR\'s run whose inputs do not read (refused at the edge, before the engine runs)', () => {
  const INVALID = "Invalid value 'lots' for input 'threshold'. Use a percentage.";

  /** reportInputFailure over memory ports for a fork PR (or not), with the step's raw inputs. */
  async function inputFailure(raw: Record<string, string>, fork = true, files: Record<string, string> = {}) {
    const { ports, out } = memoryPorts({ files, payload: prPayload(fork), removes: true, inputs: {}, env: PR_EVENT });
    await reportInputFailure(ports, (name) => raw[name] ?? '', RUNNER_PLACES, INVALID);
    return out;
  }

  it('leaves pr.json and failure.json in the artifact-path it names (prepare, gate or the engine alone), under the suite and machine it names', async () => {
    for (const command of ['prepare', 'gate', '']) {
      const out = await inputFailure({ command, threshold: 'lots', suite: 'api', 'artifact-path': 'out/api' }, true, { 'out/api/report.json': '{}' });
      expect(JSON.parse(out.files.get('out/api/failure.json') ?? '{}')).toEqual({ message: INVALID });
      expect(JSON.parse(out.files.get('out/api/pr.json') ?? '{}')).toEqual({ number: 7, headSha: HEAD, suite: 'api', marker: 'api@0123456789ab' });
      expect(out.files.has('out/api/report.json')).toBe(false);
    }
  });

  it('writes nothing when artifact-path is itself invalid, the command is unknown or comment-from-artifact, or the PR is not a fork\'s', async () => {
    const badPath = await inputFailure({ command: 'prepare', 'artifact-path': '/' });
    expect([...badPath.files.keys()]).toEqual([]);
    expect(badPath.warnings).toEqual([expect.stringMatching(/^bench-gate: the failure is not written into artifact-path for the fork PR's comment: Invalid value '\/' for input 'artifact-path'/)]);
    for (const command of ['bogus', 'comment-from-artifact']) expect([...(await inputFailure({ command })).files.keys()]).toEqual([]);
    expect([...(await inputFailure({ command: 'prepare' }, false)).files.keys()]).toEqual([]);
  });
});
