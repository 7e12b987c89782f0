/** The action's pure pieces: keys, trust decisions, event reading, history roll, comment upsert, budgets. */
import { describe, expect, it } from 'vitest';
import { commitOfKey, keyPrefix, restoreKeys, saveKey } from '../../src/store/keys.js';
import { readRunContext, saveDecision } from '../../src/github/context.js';
import { checkBaseline, nextBaseline } from '../../src/store/baseline-file.js';
import { upsertComment, type CommentApi, type IssueComment } from '../../src/github/comment.js';
import { renderWithinBudget } from '../../src/report/budget.js';
import { compareResultSets } from '../../src/compare.js';
import { readInputs, InputError } from '../../src/action/inputs.js';
import { timeoutFromEnv } from '../../src/action/env-timeout.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';
import { RUNNER_PLACES } from './memory-ports.js';

const scope = { os: 'Linux', arch: 'X64', fingerprint: '0123456789ab', suite: 'api, "v2"' };

describe('baseline keys', () => {
  it('are unique per save, sanitised, and restorable by prefix', () => {
    expect(keyPrefix(scope)).toBe('bench-gate/v1/Linux-X64/0123456789ab/api_v2/');
    const key = saveKey(scope, 'abc123', '42', '2');
    expect(key).toBe('bench-gate/v1/Linux-X64/0123456789ab/api_v2/abc123-42-2');
    expect(key).not.toContain(',');
    expect(restoreKeys(scope, ['abc123'])).toEqual({ primary: 'bench-gate/v1/Linux-X64/0123456789ab/api_v2/abc123-', fallbacks: ['bench-gate/v1/Linux-X64/0123456789ab/api_v2/'] });
    // The merge commit's parent first, then the event's base commit, then any; a repeat once.
    expect(restoreKeys(scope, ['def456', 'abc123'])).toEqual({ primary: 'bench-gate/v1/Linux-X64/0123456789ab/api_v2/def456-', fallbacks: ['bench-gate/v1/Linux-X64/0123456789ab/api_v2/abc123-', 'bench-gate/v1/Linux-X64/0123456789ab/api_v2/'] });
    expect(restoreKeys(scope, ['abc123', 'abc123'])).toEqual(restoreKeys(scope, ['abc123']));
    expect(restoreKeys(scope, [])).toEqual({ primary: 'bench-gate/v1/Linux-X64/0123456789ab/api_v2/', fallbacks: [] });
    expect(commitOfKey(key)).toBe('abc123');
  });
});

describe('trust', () => {
  const env = { GITHUB_REPOSITORY: 'acme/w', GITHUB_SHA: 's', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_NAME: 'push' };
  const repo = { repository: { default_branch: 'main' } };
  it('saves only from allowed events on the default branch, never from PRs or read-only cache modes', () => {
    const allowed = ['push', 'schedule'];
    expect(saveDecision(readRunContext(env, repo), allowed)).toEqual({ save: true });
    expect(saveDecision(readRunContext({ ...env, GITHUB_REF: 'refs/heads/feature' }, repo), allowed)).toMatchObject({ save: false });
    expect(saveDecision(readRunContext({ ...env, GITHUB_REF: 'refs/heads/release' }, repo), ['push@release'])).toEqual({ save: true });
    expect(saveDecision(readRunContext({ ...env, GITHUB_EVENT_NAME: 'pull_request' }, repo), ['pull_request'])).toMatchObject({ save: false, reason: 'pull_request runs never save baselines' });
    expect(saveDecision(readRunContext({ ...env, ACTIONS_CACHE_MODE: 'read' }, repo), allowed)).toMatchObject({ save: false, reason: "the job's cache-mode is read" });
  });

  it('says a listed event did not save because its run is not on a branch (a tag), not that the list lacks it', () => {
    const tag = { ...env, GITHUB_REF: 'refs/tags/v1.2.0' };
    for (const event of ['push', 'release']) {
      const decision = saveDecision(readRunContext({ ...tag, GITHUB_EVENT_NAME: event }, repo), ['push', 'release']);
      expect(decision).toEqual({ save: false, reason: `this ${event} run is not on a branch (a tag), and save-baseline-on saves on a branch only: the default branch, or the one after '@'` });
    }
    expect(saveDecision(readRunContext({ ...tag, GITHUB_EVENT_NAME: 'schedule' }, repo), ['push'])).toEqual({ save: false, reason: 'save-baseline-on (push) does not include schedule' });
  });

  it('tells a fork\'s workflow_run from this repository\'s by the payload\'s head repository, else its pull_requests', () => {
    const run = (extra: Record<string, unknown>) => readRunContext({ ...env, GITHUB_EVENT_NAME: 'workflow_run' }, { workflow_run: { head_sha: 'h', ...extra } }).workflowRun;
    expect(run({ head_repository: { full_name: 'someone/w' }, pull_requests: [] })).toEqual({ headSha: 'h', fromFork: true });
    expect(run({ head_repository: { full_name: 'acme/w' }, pull_requests: [{ number: 3 }] })).toEqual({ headSha: 'h', fromFork: false });
    expect(run({ head_repository: { full_name: 'Acme/W' } })?.fromFork).toBe(false);
    expect(run({ pull_requests: [{ number: 3 }] })?.fromFork).toBe(false);
    expect(run({ pull_requests: [] })?.fromFork).toBe(true);
    expect(readRunContext(env, repo).workflowRun).toBeUndefined();
    // The run's page, linked from a failure note; one that would end a markdown link early is left out.
    expect(run({ html_url: 'https://github.com/acme/w/actions/runs/42' })?.url).toBe('https://github.com/acme/w/actions/runs/42');
    expect(run({ html_url: 'https://x.test/a)b' })).toEqual({ headSha: 'h', fromFork: true });
    // The attempt that ran (a re-run's page is not the first attempt's), as the run's own note links it.
    expect(run({ html_url: 'https://github.com/acme/w/actions/runs/42', run_attempt: 2 })?.url).toBe('https://github.com/acme/w/actions/runs/42/attempts/2');
    expect(run({ html_url: 'https://github.com/acme/w/actions/runs/42', run_attempt: 1 })?.url).toBe('https://github.com/acme/w/actions/runs/42/attempts/1');
    // An attempt that is not a positive whole number is not linked, and spoils nothing else in the payload.
    expect(run({ html_url: 'https://github.com/acme/w/actions/runs/42', run_attempt: '2/../../x' })).toEqual({ headSha: 'h', fromFork: true, url: 'https://github.com/acme/w/actions/runs/42' });
  });

  it('reads the PR and detects forks from the payload', () => {
    const ctx = readRunContext({ ...env, GITHUB_EVENT_NAME: 'pull_request' }, { pull_request: { number: 3, base: { sha: 'b' }, head: { sha: 'h', repo: { full_name: 'other/w' } } } });
    expect(ctx.pr).toEqual({ number: 3, baseSha: 'b', headSha: 'h', fork: true });
    expect(readRunContext(env, 'garbage').pr).toBeUndefined();
  });

  it('does not take a branch of this repository for a fork when the repository is itself a fork', () => {
    const head = (repo: object) => ({ pull_request: { number: 3, base: { sha: 'b' }, head: { sha: 'h', repo } } });
    const own = readRunContext({ ...env, GITHUB_EVENT_NAME: 'pull_request' }, head({ full_name: env.GITHUB_REPOSITORY, fork: true }));
    expect(own.pr?.fork).toBe(false);
    // Without a name to compare, GitHub's fork flag is all there is.
    expect(readRunContext({ ...env, GITHUB_EVENT_NAME: 'pull_request' }, head({ fork: true })).pr?.fork).toBe(true);
    // A deleted fork leaves head.repo null: still a fork, as the workflow_run side reads it.
    const deleted = { pull_request: { number: 3, base: { sha: 'b' }, head: { sha: 'h', repo: null } } };
    expect(readRunContext({ ...env, GITHUB_EVENT_NAME: 'pull_request' }, deleted).pr?.fork).toBe(true);
  });
});

describe('baseline file', () => {
  const set = (v: number, commit: string) => resultSet([benchmark('A', [metric('sec/op', [v, v + 1, v + 2])])], { context: { tool: 'go', config: {}, sources: [], commit, machine: { fingerprint: 'fp' } } });
  it('rolls the history, keeping the last H runs', () => {
    let file = nextBaseline(set(10, 'c1'), undefined, 2);
    file = nextBaseline(set(20, 'c2'), file, 2);
    file = nextBaseline(set(30, 'c3'), file, 2);
    expect(file.history?.map((h) => [h.commit, h.values['p.A']?.['sec/op']])).toEqual([['c2', 21], ['c3', 31]]);
  });

  it('refuses a corrupted file or another machine\'s baseline', () => {
    expect(checkBaseline('{', 'k', 'fp').kind).toBe('invalid');
    expect(checkBaseline(JSON.stringify(set(1, 'c')), 'k', 'other')).toMatchObject({ kind: 'other-machine' });
    expect(checkBaseline(JSON.stringify(set(1, 'c')), 'k', 'fp').kind).toBe('found');
  });
});

class FakeComments implements CommentApi {
  comments: IssueComment[] = [];
  calls: string[] = [];
  list() { this.calls.push('list'); return Promise.resolve([...this.comments]); }
  create(_issue: number, body: string) { this.calls.push('create'); this.comments.push({ id: 9, body, author: 'github-actions[bot]' }); return Promise.resolve(9); }
  update(id: number, body: string) { this.calls.push(`update ${id}`); const c = this.comments.find((x) => x.id === id); if (c) c.body = body; return Promise.resolve(); }
  pullHeadSha() { return Promise.resolve('h'); }
}

describe('upsertComment', () => {
  const ANY = { mayCreate: true, mayUpdate: true };
  const UPDATE_ONLY = { mayCreate: false, mayUpdate: true };
  it('ignores a planted marker from another author, updates ours, skips unchanged bodies', async () => {
    const api = new FakeComments();
    api.comments.push({ id: 1, body: '<!-- m --> planted', author: 'mallory' });
    expect(await upsertComment(api, 7, '<!-- m --> one', '<!-- m -->', 'github-actions[bot]', ANY)).toEqual({ kind: 'created', id: 9 });
    expect(await upsertComment(api, 7, '<!-- m --> two', '<!-- m -->', 'github-actions[bot]', ANY)).toEqual({ kind: 'updated', id: 9 });
    expect(await upsertComment(api, 7, '<!-- m --> two', '<!-- m -->', 'github-actions[bot]', ANY)).toEqual({ kind: 'unchanged', id: 9 });
    expect(api.comments[0]?.body).toBe('<!-- m --> planted');
  });

  it('does not create when the policy says no, and reports a 403 as data', async () => {
    const api = new FakeComments();
    expect(await upsertComment(api, 7, 'x', '<!-- m -->', 'bot', UPDATE_ONLY)).toMatchObject({ kind: 'skipped' });
    api.list = () => Promise.reject(Object.assign(new Error('Resource not accessible by integration'), { status: 403 }));
    expect(await upsertComment(api, 7, 'x', '<!-- m -->', 'bot', ANY)).toMatchObject({ kind: 'failed', reason: expect.stringContaining('pull-requests: write') as string });
  });
});

describe('comment budget', () => {
  it('degrades a 2,000-benchmark report under 65,536 characters, saying what it left out', () => {
    const random = rng(5);
    const mk = (f: number) => resultSet(Array.from({ length: 2000 }, (_, i) => benchmark(`Bench${i}/with/a/long/name`, [metric('sec/op', noisy(random, (1 + i) * (i % 2 === 0 ? f : 1), 0.01, 10))])));
    const report = compareResultSets(mk(1), mk(1.5));
    const { text, step } = renderWithinBudget(report, {}, 65_536);
    expect(text.length).toBeLessThanOrEqual(65_536);
    expect(step).toBe(3);
    expect(text).toMatch(/more flagged rows: see the job summary/);
  });
});

describe('inputs', () => {
  it('reads defaults and rejects bad values naming the input', () => {
    const inputs = readInputs(() => '', RUNNER_PLACES);
    expect(inputs).toMatchObject({ command: 'all', suite: 'default', threshold: 0.05, history: 10, comment: 'always', failOnRegression: true, saveBaselineOn: ['push', 'schedule', 'workflow_dispatch'] });
    expect(() => readInputs((n) => (n === 'comment' ? 'sometimes' : ''), RUNNER_PLACES)).toThrow(InputError);
    expect(() => readInputs((n) => (n === 'threshold' ? 'big' : ''), RUNNER_PLACES)).toThrow("Invalid value 'big' for input 'threshold'");
  });

  it('reads threshold as --threshold and the config file do', () => {
    const at = (value: string): number => readInputs((n) => (n === 'threshold' ? value : ''), RUNNER_PLACES).threshold;
    expect([at('3%'), at('0.03'), at('3'), at('75%')]).toEqual([0.03, 0.03, 0.03, 0.75]);
    expect(() => at('0.75')).toThrow("Invalid value '0.75' for input 'threshold'. A bare number from 0.5 up to 1");
  });

  it.each([
    { value: 'pushh', error: "Invalid entry 'pushh' in input 'save-baseline-on': 'pushh' is not a GitHub Actions event." },
    { value: 'Push', error: "'Push' is not a GitHub Actions event." },
    { value: 'push@', error: "Invalid entry 'push@' in input 'save-baseline-on': the branch after '@' is empty." },
    { value: '@main', error: "Invalid entry '@main' in input 'save-baseline-on': it has no event before '@'." },
    { value: 'push@refs/heads/release', error: "Invalid entry 'push@refs/heads/release' in input 'save-baseline-on': 'refs/heads/release' is a full ref, and the part after '@' is a branch name: write 'push@release'" },
    { value: 'push@refs/tags/v1', error: "'refs/tags/v1' is a full ref, and the part after '@' is a branch name (tags never save)" },
    { value: 'push@refs/pull/1/merge', error: "'refs/pull/1/merge' is a full ref, and the part after '@' is a branch name, or it would never save one." },
    { value: 'push@refs/heads/', error: "'refs/heads/' is a full ref, and the part after '@' is a branch name, or it would never save one." },
    { value: 'push, pull_request', error: "Invalid entry 'pull_request' in input 'save-baseline-on': pull-request events (pull_request, pull_request_target" },
    { value: 'workflow_run@main', error: "never save baselines, so 'workflow_run' would never save one." },
    { value: 'workflow_call', error: "in a reusable workflow the event is the caller's (push, schedule, ...), never workflow_call" },
  ])("refuses save-baseline-on '$value', naming the entry and the valid form", ({ value, error }) => {
    const read = () => readInputs((n) => (n === 'save-baseline-on' ? value : ''), RUNNER_PLACES);
    expect(read).toThrow(InputError);
    expect(read).toThrow(error);
    expect(read).toThrow('Use `event` (saves on the default branch) or `event@branch`, where event is one of: branch_protection_rule, check_run,');
    // A release run is on a tag, so release never saves: not offered (an entry naming it is accepted).
    expect(read).toThrow(/, registry_package, repository_dispatch, /);
  });

  it('accepts save-baseline-on events and event@branch entries, a branch name with an @ included', () => {
    const value = 'push schedule,workflow_dispatch release repository_dispatch check_run push@release/1.x push@feat@x';
    expect(readInputs((n) => (n === 'save-baseline-on' ? value : ''), RUNNER_PLACES).saveBaselineOn).toEqual(value.split(/[ ,]/));
    const ctx = readRunContext({ GITHUB_REPOSITORY: 'acme/w', GITHUB_REF: 'refs/heads/feat@x', GITHUB_EVENT_NAME: 'push' }, { repository: { default_branch: 'main' } });
    expect(saveDecision(ctx, ['push@feat@x'])).toEqual({ save: true });
  });

  it("refuses an output-file the engine's removal before each run would turn into wiping the workspace", () => {
    for (const path of ['.', './', '..', 'sub/../..', '/', RUNNER_PLACES.workspace, `${RUNNER_PLACES.workspace}/`, '/home/runner', '/home']) {
      expect(() => readInputs((n) => (n === 'output-file' ? path : ''), RUNNER_PLACES), path).toThrow(`Invalid value '${path}' for input 'output-file': `);
    }
    // The workspace given as an absolute path (\${{ github.workspace }}) is named as what it is.
    expect(() => readInputs((n) => (n === 'output-file' ? RUNNER_PLACES.workspace : ''), RUNNER_PLACES)).toThrow(
      `Invalid value '${RUNNER_PLACES.workspace}' for input 'output-file': it is the workspace itself (${RUNNER_PLACES.workspace}), which the engine removes before each run it makes.`);
    for (const path of ['out.json', 'target/criterion', './sub/out.json', '/tmp/hf.json']) expect(readInputs((n) => (n === 'output-file' ? path : ''), RUNNER_PLACES).outputFile).toBe(path);
  });
});

describe('timeouts from the environment (BENCH_GATE_API_TIMEOUT, BENCH_GATE_CACHE_TIMEOUT)', () => {
  it('takes seconds, and keeps the default for anything that is not a positive number', () => {
    expect(timeoutFromEnv('90', 30_000)).toBe(90_000);
    expect(timeoutFromEnv('2.5', 30_000)).toBe(2_500);
    expect(timeoutFromEnv('0.0004', 30_000)).toBe(1); // whole milliseconds: AbortSignal.timeout throws for 0.4
    for (const value of [undefined, '', '0', '-5', 'soon', 'Infinity', 'NaN']) expect(timeoutFromEnv(value, 30_000), String(value)).toBe(30_000);
  });

  it('gives a value Node\'s timers take as it is: a huge one meant as "no limit" neither fires at once nor throws', async () => {
    for (const value of ['3000000', '100000000']) {
      const ms = timeoutFromEnv(value, 30_000);
      const signal = AbortSignal.timeout(ms); // throws above 2^32 - 1 ms; fires after 1 ms above 2^31 - 1
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(signal.aborted, `${value} s gave ${ms} ms`).toBe(false);
    }
  });
});
