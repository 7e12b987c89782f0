/**
 * End to end: the built dist/index.js runs as the runner would run it (env of a JS action step,
 * event payload file, output and summary files) against the loopback fake of the cache service
 * and the REST API. Scenarios follow issue "The GitHub Action" item 6.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeGitHub } from './fake-github.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BUNDLE = join(ROOT, 'dist', 'index.js');
const GO = join(ROOT, 'fixtures', 'go');
const MAIN_SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
const HEAD_SHA = 'feedfacecafebeef0123456789abcdef01234567';

const fake = new FakeGitHub();
const work = mkdtempSync(join(tmpdir(), 'bench-gate-action-'));
beforeAll(() => fake.start());
afterAll(async () => {
  await fake.stop();
  rmSync(work, { recursive: true, force: true });
});

interface Run { code: number | null; stdout: string; outputs: Record<string, string>; summary: string; workspace: string }

/** Runs the engine once in a fresh workspace with the given event and inputs. */
async function runEngine(name: string, event: { name: string; ref: string; sha: string; payload: unknown }, inputs: Record<string, string>, bench?: string, extraEnv: Record<string, string> = {}): Promise<Run> {
  const workspace = join(work, name);
  mkdirSync(workspace, { recursive: true });
  if (bench !== undefined) cpSync(join(GO, bench), join(workspace, 'bench.txt'));
  const files = { event: join(workspace, 'event.json'), output: join(workspace, 'github-output'), summary: join(workspace, 'summary.md') };
  writeFileSync(files.event, JSON.stringify(event.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? workspace,
    GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: event.name, GITHUB_EVENT_PATH: files.event, GITHUB_REF: event.ref, GITHUB_SHA: event.sha,
    GITHUB_REPOSITORY: 'acme/widgets', GITHUB_RUN_ID: `${name.length}${Date.now()}`, GITHUB_RUN_ATTEMPT: '1',
    GITHUB_API_URL: fake.url, GITHUB_SERVER_URL: 'https://github.com', GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary, RUNNER_OS: 'Linux', RUNNER_ARCH: 'X64', RUNNER_TEMP: join(workspace, 'tmp'),
    ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token', ACTIONS_RESULTS_URL: `${fake.url}/`, ACTIONS_CACHE_SERVICE_V2: 'True',
    'INPUT_MACHINE-ID': 'e2e-box', 'INPUT_GITHUB-TOKEN': 'fake-token', INPUT_COMMAND: 'all', INPUT_RUN: bench === undefined ? '' : 'cat bench.txt',
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, extraEnv);
  mkdirSync(env.RUNNER_TEMP ?? '', { recursive: true });
  // Asynchronous: the fake server lives in this process and must keep answering while the engine runs.
  const child = spawn(process.execPath, [BUNDLE], { cwd: workspace, env });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout, outputs: readOutputs(files.output), summary: readFileSync(files.summary, 'utf8'), workspace };
}

function readOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) out[m[1] ?? ''] = m[3] ?? '';
  return out;
}

const push = { name: 'push', ref: 'refs/heads/main', sha: MAIN_SHA, payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' } } };
const pr = (fork = false) => ({
  name: 'pull_request', ref: 'refs/pull/7/merge', sha: '0000000000000000000000000000000000000777',
  payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' }, pull_request: { number: 7, base: { sha: MAIN_SHA, ref: 'main' }, head: { sha: HEAD_SHA, repo: { fork, full_name: fork ? 'someone/widgets' : 'acme/widgets' } } } },
});
const cacheCalls = (method: string) => fake.requests.filter((r) => r.path.endsWith(`/CacheService/${method}`)).length;

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
    expect(run.summary).toMatch(/RollingHash-2/);
    expect(cacheCalls('CreateCacheEntry')).toBe(before);
    expect(JSON.parse(readFileSync(join(run.workspace, '.bench-gate/report/pr.json'), 'utf8'))).toMatchObject({ number: 7, headSha: HEAD_SHA, suite: 'default' });
  }, 60_000);

  it('a second PR run updates the same comment instead of adding one', async () => {
    const run = await runEngine('pr-2', pr(), {}, 'compare-base-run2.txt');
    expect(run.code).toBe(0);
    const comments = fake.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/no regression/);
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(true);
  }, 60_000);

  it('a fork PR gets no comment, and its report is left for a workflow_run job', async () => {
    const requestsBefore = fake.requests.filter((r) => r.path.includes('/issues/')).length;
    const run = await runEngine('pr-fork', pr(true), {}, 'compare-head.txt');
    expect(run.code).toBe(1);
    expect(fake.requests.filter((r) => r.path.includes('/issues/')).length).toBe(requestsBefore);
    expect(run.summary).toMatch(/Fork pull request: no comment from this run/);
    expect(existsSync(join(run.workspace, '.bench-gate/report/report.json'))).toBe(true);
  }, 60_000);

  it('comment-from-artifact posts a fork report after checking the head commit', async () => {
    fake.pullHeads.set(7, HEAD_SHA);
    const workspace = join(work, 'artifact');
    mkdirSync(workspace, { recursive: true });
    cpSync(join(work, 'pr-fork', '.bench-gate', 'report'), join(workspace, 'report'), { recursive: true });
    const event = { name: 'workflow_run', ref: 'refs/heads/main', sha: MAIN_SHA, payload: { workflow_run: { head_sha: HEAD_SHA, event: 'pull_request' } } };
    const run = await runEngine('artifact', event, { command: 'comment-from-artifact', 'artifact-path': 'report' });
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);
    expect((fake.comments.get(7) ?? [])[0]?.body).toMatch(/regression found/);

    const wrong = await runEngine('artifact', { ...event, payload: { workflow_run: { head_sha: 'deadbeefdeadbeefdeadbeefdeadbeefdeadbeef' } } }, { command: 'comment-from-artifact', 'artifact-path': 'report' });
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(/but the triggering run measured deadbeef/);
  }, 60_000);

  it('degrades on cache faults: an outage or a corrupted baseline is a note, never a failed job', async () => {
    fake.failLookups = 10;
    const outage = await runEngine('outage', pr(), { comment: 'never' }, 'compare-base-run2.txt');
    expect(outage.code).toBe(0);
    expect(outage.summary).toMatch(/No baseline yet|No baseline: /);

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

    const sameRun = { GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '1' };
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
});
