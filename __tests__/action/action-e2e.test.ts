/**
 * End to end: the built dist/index.js runs as the runner would run it against the loopback fake of
 * the cache service and the REST API (engine-harness.ts). Scenarios follow issue "The GitHub
 * Action" item 6.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, HEAD_SHA, MAIN_SHA, nextRunId, pr, push, ROOT } from './engine-harness.js';

const harness = new EngineHarness();
const { fake, work } = harness;
beforeAll(() => harness.start());
afterAll(() => harness.stop());
const runEngine = harness.run.bind(harness);
const cacheCalls = harness.cacheCalls.bind(harness);

describe('the action bundle, end to end', () => {
  it('a push on main with no baseline reports results as new and saves a baseline', async () => {
    const run = await runEngine('push-main', push, {}, 'compare-base-run1.txt');
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);
    expect(run.outputs.verdict).toBe('pass');
    expect(run.summary).toMatch(/No baseline yet for this machine and suite/);
    expect(run.summary).toMatch(/Saved this run as the baseline \(bench-gate\/v1\/Linux-X64\/[0-9a-f]{12}\/default\/a1b2c3d4/);
    expect(fake.entries.filter((e) => e.finalized)).toHaveLength(1);
  }, 60_000);

  it('a PR run restores the base commit\'s baseline, comments, writes summary and outputs, and fails on the regression', async () => {
    const before = cacheCalls('CreateCacheEntry');
    const run = await runEngine('pr-1', pr(), {}, 'compare-head.txt');
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'fail', regressions: '4', improvements: '1', 'baseline-commit': MAIN_SHA });
    expect(run.stdout).toMatch(/::error::4 benchmark metrics regressed beyond 5%/);
    expect(run.stdout).toMatch(/::error title=bench-gate regression::BenchmarkRollingHash-2 sec\/op/);
    const comments = fake.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/^<!-- bench-gate:default@[0-9a-f]{12} -->\n### ❌ bench-gate: regression found/);
    expect(comments[0]?.body).toMatch(/Baseline: a1b2c3d4e5f6 \(the PR's base commit\)/);
    // The headline's context line has the baseline's age, history and machine; the note adds only which commit it is.
    expect(comments[0]?.body).toMatch(/Baseline: a1b2c3d4e5f6 \(the PR's base commit\)\.\s*\n/);
    // The push run before this one recorded the baseline's time: under a second ago, or a few on a loaded machine.
    expect(comments[0]?.body).toMatch(/· baseline (?:measured at the same time|\d+ s older) · mode: cached baseline · history: 1 run · machine: /);
    expect(run.summary).toMatch(/RollingHash-2/);
    expect(cacheCalls('CreateCacheEntry')).toBe(before);
    // A same-repository run commented itself: its artifact names no PR for comment-from-artifact.
    expect(existsSync(join(run.workspace, '.bench-gate/report/report.json'))).toBe(true);
    expect(existsSync(join(run.workspace, '.bench-gate/report/pr.json'))).toBe(false);
  }, 60_000);

  it('a second PR run updates the same comment instead of adding one', async () => {
    const run = await runEngine('pr-2', pr(), {}, 'compare-base-run2.txt');
    expect(run.code).toBe(0);
    const comments = fake.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/no regression/);
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(true);
  }, 60_000);

  it('with a personal access token, the comment is found again by the token\'s own login, not added again', async () => {
    const before = (fake.comments.get(7) ?? []).length;
    fake.tokenLogin = 'my-release-bot';
    try {
      await runEngine('pat-1', pr(), {}, 'compare-head.txt');
      await runEngine('pat-2', pr(), {}, 'compare-base-run2.txt');
    } finally {
      fake.tokenLogin = undefined;
    }
    const comments = fake.comments.get(7) ?? [];
    expect(comments.filter((c) => c.user.login === 'my-release-bot')).toHaveLength(1);
    expect(comments).toHaveLength(before + 1);
    expect(comments.at(-1)?.body).toMatch(/no regression/);
  }, 60_000);

  it('with a personal access token whose login GitHub does not give (a 502 past every retry), no second comment is posted', async () => {
    fake.tokenLogin = 'my-release-bot';
    try {
      await runEngine('pat-lookup-1', pr(), {}, 'compare-head.txt');
      const before = (fake.comments.get(7) ?? []).length;
      fake.restFaults.push({ method: 'GET', path: /^\/user$/, status: 502, message: 'Bad Gateway', times: 4 });
      const { summary } = await runEngine('pat-lookup-2', pr(), {}, 'compare-base-run2.txt');
      expect(fake.comments.get(7) ?? []).toHaveLength(before);
      expect(summary).toContain('Could not comment on the PR: GitHub answered 502 (Bad Gateway), also after retrying, when asked whose token this is');
      // The lookup alone failed: the next run finds the PAT's comment and updates it.
      await runEngine('pat-lookup-3', pr(), {}, 'compare-base-run2.txt');
      expect(fake.comments.get(7) ?? []).toHaveLength(before);
      expect(fake.comments.get(7)?.filter((c) => c.user.login === 'my-release-bot').at(-1)?.body).toMatch(/no regression/);
    } finally {
      fake.tokenLogin = undefined;
    }
  }, 90_000);

  it('a fork PR gets no comment, and its report is left for a workflow_run job', async () => {
    const requestsBefore = fake.requests.filter((r) => r.path.includes('/issues/')).length;
    const run = await runEngine('pr-fork', pr(true), {}, 'compare-head.txt');
    expect(run.code).toBe(1);
    expect(fake.requests.filter((r) => r.path.includes('/issues/')).length).toBe(requestsBefore);
    expect(run.summary).toMatch(/Fork pull request: no comment from this run/);
    expect(existsSync(join(run.workspace, '.bench-gate/report/report.json'))).toBe(true);
    expect(JSON.parse(readFileSync(join(run.workspace, '.bench-gate/report/pr.json'), 'utf8'))).toMatchObject({ number: 7, headSha: HEAD_SHA, suite: 'default' });
  }, 60_000);

  it('comment-from-artifact posts a fork report after checking the head commit', async () => {
    fake.pullHeads.set(7, HEAD_SHA);
    const workspace = join(work, 'artifact');
    mkdirSync(workspace, { recursive: true });
    cpSync(join(work, 'pr-fork', '.bench-gate', 'report'), join(workspace, 'report'), { recursive: true });
    const forkRun = { head_sha: HEAD_SHA, event: 'pull_request', head_repository: { full_name: 'someone/widgets' }, pull_requests: [] };
    const event = { name: 'workflow_run', ref: 'refs/heads/main', sha: MAIN_SHA, payload: { workflow_run: forkRun } };
    const run = await runEngine('artifact', event, { command: 'comment-from-artifact', 'artifact-path': 'report' });
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);
    expect((fake.comments.get(7) ?? [])[0]?.body).toMatch(/regression found/);

    const wrong = await runEngine('artifact', { ...event, payload: { workflow_run: { ...forkRun, head_sha: 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef' } } }, { command: 'comment-from-artifact', 'artifact-path': 'report' });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(/but the triggering run measured deadbeef/);
  }, 60_000);

  it('comment-from-artifact posts nothing for a same-repository run, whatever its artifact says', async () => {
    const issueCalls = () => fake.requests.filter((r) => r.path.includes('/issues/') || r.path.includes('/pulls/')).length;
    const before = issueCalls();
    const sameRepoRun = { head_sha: HEAD_SHA, event: 'pull_request', head_repository: { full_name: 'acme/widgets' }, pull_requests: [{ number: 7 }] };
    // The fork's artifact (with pr.json) under a same-repository event: the event decides, not the artifact.
    const run = await runEngine('artifact', { name: 'workflow_run', ref: 'refs/heads/main', sha: MAIN_SHA, payload: { workflow_run: sameRepoRun } }, { command: 'comment-from-artifact', 'artifact-path': 'report' });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.stdout).toMatch(/not from a fork, so it commented on its pull request itself; nothing to post/);
    expect(issueCalls()).toBe(before);
  }, 60_000);

  it('the prepare command fails on an invalid input or config, before any benchmark runs', async () => {
    const typo = await runEngine('prepare-typo', push, { command: 'prepare', 'save-baseline-on': 'push pushh' });
    expect(typo.code).toBe(1);
    expect(typo.stdout).toMatch(/::error::Invalid entry 'pushh' in input 'save-baseline-on': 'pushh' is not a GitHub Actions event/);
    expect(existsSync(join(typo.workspace, '.bench-gate/state.json'))).toBe(false);
    const threshold = await runEngine('prepare-threshold', push, { command: 'prepare', threshold: 'big' });
    expect(threshold.code).toBe(1);
    expect(threshold.stdout).toMatch(/::error::Invalid value 'big' for input 'threshold'/);
    mkdirSync(join(work, 'prepare-config'), { recursive: true });
    writeFileSync(join(work, 'prepare-config', 'bench-gate.yml'), 'threshold: lots\n');
    const config = await runEngine('prepare-config', push, { command: 'prepare' });
    expect(config.code).toBe(1);
    expect(config.stdout).toMatch(/::error::Invalid config in bench-gate\.yml/);
    expect(existsSync(join(config.workspace, '.bench-gate/state.json'))).toBe(false);
  }, 60_000);

  it('degrades on cache faults: an outage or a corrupted baseline is a note, never a failed job', async () => {
    fake.failLookups = 1;
    const outage = await runEngine('outage', pr(), { comment: 'never' }, 'compare-base-run2.txt');
    expect(fake.failLookups).toBe(0);
    expect(outage.code).toBe(0);
    expect(outage.summary).toMatch(/No baseline: the cache could not be read \(.*\(429\) Too Many Requests/);

    const version = fake.entries[0]?.version ?? '';
    fake.seed(`bench-gate/v1/Linux-X64/${/\/([0-9a-f]{12})\//.exec(fake.entries[0]?.key ?? '')?.[1] ?? ''}/default/${MAIN_SHA}-999-1`, version, Buffer.from('not a tarball'));
    const corrupted = await runEngine('corrupted', pr(), { comment: 'never' }, 'compare-base-run2.txt');
    expect(corrupted.code).toBe(0);
    expect(corrupted.summary).toMatch(/No baseline|Baseline not used/);
  }, 60_000);

  it('a PR run cannot save; a key that exists (409) or a read-only cache is a note, not a failure', async () => {
    const saved = cacheCalls('CreateCacheEntry');
    await runEngine('pr-3', pr(), { comment: 'never' }, 'compare-base-run2.txt');
    expect(cacheCalls('CreateCacheEntry')).toBe(saved);

    // One run's id for both, newer than the pushes before (a constant would be older, and its save refused).
    const sameRun = { GITHUB_RUN_ID: nextRunId(), GITHUB_RUN_ATTEMPT: '1' };
    const first = await runEngine('push-again', push, {}, 'compare-base-run2.txt', sameRun);
    const second = await runEngine('push-again-2', push, {}, 'compare-base-run2.txt', sameRun);
    expect(first.summary).toMatch(/Saved this run as the baseline/);
    expect(second.code).toBe(0);
    expect(second.summary).toMatch(/Baseline not saved: the cache service did not accept it/);

    const creates = cacheCalls('CreateCacheEntry');
    const readOnly = await runEngine('push-read-only', push, {}, 'compare-base-run2.txt', { ACTIONS_CACHE_MODE: 'read' });
    expect(readOnly.code).toBe(0);
    expect(readOnly.summary).toMatch(/Baseline not saved: the job's cache-mode is read/);
    expect(cacheCalls('CreateCacheEntry')).toBe(creates);
  }, 60_000);

  it('reads a criterion target directory named by output-file', async () => {
    const workspace = join(work, 'criterion');
    mkdirSync(workspace, { recursive: true });
    cpSync(join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2'), join(workspace, 'target', 'criterion'), { recursive: true });
    const run = await runEngine('criterion', push, { suite: 'crit', 'output-file': 'target/criterion', run: '' });
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);
    expect(run.summary).toMatch(/fib_group\/iterative\/10/);
    expect(run.summary).toMatch(/Saved this run as the baseline \(bench-gate\/v1\/Linux-X64\/[0-9a-f]{12}\/crit\//);
  }, 60_000);

  it('fails with a clear message when the benchmark output cannot be read', async () => {
    const workspace = join(work, 'bad-input');
    mkdirSync(workspace, { recursive: true });
    writeFileSync(join(workspace, 'garbage.txt'), 'hello\nworld\n');
    const run = await runEngine('bad-input', pr(), { 'output-file': 'garbage.txt', run: '' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::garbage\.txt: none of its 2 lines looks like benchmark output/);
  }, 60_000);

  it('refuses binary output and reads UTF-16 output (PowerShell\'s >) like the CLI does', async () => {
    const workspace = join(work, 'encodings');
    mkdirSync(workspace, { recursive: true });
    writeFileSync(join(workspace, 'binary.out'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 1, 2, 3, 0, 0]));
    const binary = await runEngine('encodings', pr(), { 'output-file': 'binary.out', run: '', comment: 'never' });
    expect(binary.code).toBe(1);
    expect(binary.stdout).toMatch(/::error::binary\.out.*binary/);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(readFileSync(join(ROOT, 'fixtures/go/compare-base-run2.txt'), 'utf8'), 'utf16le')]);
    writeFileSync(join(workspace, 'utf16.out'), utf16);
    const decoded = await runEngine('encodings', pr(), { 'output-file': 'utf16.out', run: '', comment: 'never' });
    expect(decoded.code).toBe(0);
    expect(decoded.outputs.verdict).toBe('pass');
  }, 60_000);
});
