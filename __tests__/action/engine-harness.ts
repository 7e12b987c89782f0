/**
 * Runs the built engine (dist/index.js) as the runner would (env of a JS action step, event payload
 * file, output and summary files) against a loopback FakeGitHub. Shared by the action's e2e tests.
 */
import { spawn, type StdioOptions } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeGitHub } from './fake-github.js';

export const ROOT = join(import.meta.dirname, '..', '..');
export const BUNDLE = join(ROOT, 'dist', 'index.js');
export const GO = join(ROOT, 'fixtures', 'go');
export const MAIN_SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';
export const HEAD_SHA = 'feedfacecafebeef0123456789abcdef01234567';

export interface Run { code: number | null; stdout: string; outputs: Record<string, string>; summary: string; workspace: string }
export interface Event { name: string; ref: string; sha: string; payload: unknown }

export const push: Event = { name: 'push', ref: 'refs/heads/main', sha: MAIN_SHA, payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' } } };
export const pr = (fork = false): Event => ({
  name: 'pull_request', ref: 'refs/pull/7/merge', sha: '0000000000000000000000000000000000000777',
  payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' }, pull_request: { number: 7, base: { sha: MAIN_SHA, ref: 'main' }, head: { sha: HEAD_SHA, repo: { fork, full_name: fork ? 'someone/widgets' : 'acme/widgets' } } } },
});

/** A fake GitHub plus a scratch directory of workspaces; `start()`/`stop()` in beforeAll/afterAll. */
export class EngineHarness {
  readonly fake = new FakeGitHub();
  readonly work = mkdtempSync(join(tmpdir(), 'bench-gate-action-'));

  start(): Promise<void> {
    return this.fake.start();
  }

  async stop(): Promise<void> {
    await this.fake.stop();
    rmSync(this.work, { recursive: true, force: true });
  }

  /** Calls to one cache service method so far (twirp paths end in `...v1.CacheService/<method>`). */
  cacheCalls(method: string): number {
    return this.fake.requests.filter((r) => r.path.endsWith(`.CacheService/${method}`)).length;
  }

  /** Runs the engine once in a fresh workspace with the given event and inputs (`bench`: a fixtures/go file it cats). */
  async run(name: string, event: Event, inputs: Record<string, string>, bench?: string, extraEnv: Record<string, string> = {},
    how: Pick<EngineOptions, 'entry' | 'logFd' | 'killAfterMs'> = {}): Promise<Run> {
    const workspace = join(this.work, name);
    mkdirSync(workspace, { recursive: true });
    if (bench !== undefined) cpSync(join(GO, bench), join(workspace, 'bench.txt'));
    return spawnEngine({ fake: this.fake, meta: workspace, workspace, event, inputs: { run: bench === undefined ? '' : 'cat bench.txt', ...inputs }, env: extraEnv, ...how });
  }
}

export interface EngineOptions {
  fake: FakeGitHub;
  /** Where the event, output and summary files and RUNNER_TEMP (`tmp/`) go. */
  meta: string;
  /** GITHUB_WORKSPACE and the engine's working directory. */
  workspace: string;
  event: Event;
  /** Action inputs by name (`machine-id`, `run`, ...); github-token, command and machine-id have test defaults. */
  inputs: Record<string, string>;
  env?: Record<string, string>;
  /** node's arguments: the bundle by default; SOURCE to run src/action.ts as it is now. */
  entry?: readonly string[];
  /** A file descriptor for the engine's stdout and stderr (its `stdout` is then empty); pipes by default. */
  logFd?: number;
  /** Kills the engine (SIGKILL) after this long, for a test of what must not hang: `code` is then null. */
  killAfterMs?: number;
}

/**
 * killAfterMs for a test of what must not hang, and HANG_TEST_MS its test's timeout: long enough
 * for a run that does not hang. A run from the source through tsx took 1-5 s here, but 7-17 s with
 * eight busy loops on 2 cores (a baseline: ab run with a build), too close to the 30 s it was
 * killed after; a hang lasts for good, so a longer wait catches it all the same.
 */
export const HANG_KILL_MS = 120_000;
export const HANG_TEST_MS = HANG_KILL_MS + 60_000;

/** node's arguments that run the action's source through tsx, without a bundle. */
export const SOURCE = ['--import', join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs'), join(ROOT, 'src', 'action.ts')];

let runs = 0;
/**
 * Increasing, as GitHub's run ids are: a trusted run does not save over a baseline a later run saved
 * (save-order.ts). A test that gives two steps one run's id takes it from here, not a constant
 * (a constant is older than every run before it, so its save would be refused).
 */
export function nextRunId(): string {
  runs += 1;
  return String(Date.now() * 1000 + (runs % 1000));
}

/** Spawns dist/index.js with the environment the runner gives a JS action step. */
export async function spawnEngine(o: EngineOptions): Promise<Run> {
  const files = { event: join(o.meta, 'event.json'), output: join(o.meta, 'github-output'), summary: join(o.meta, 'summary.md'), temp: join(o.meta, 'tmp') };
  mkdirSync(files.temp, { recursive: true });
  writeFileSync(files.event, JSON.stringify(o.event.payload));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const url = o.fake.url;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? o.meta,
    GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: o.event.name, GITHUB_EVENT_PATH: files.event, GITHUB_REF: o.event.ref, GITHUB_SHA: o.event.sha,
    GITHUB_REPOSITORY: 'acme/widgets', GITHUB_RUN_ID: nextRunId(), GITHUB_RUN_ATTEMPT: '1',
    GITHUB_API_URL: url, GITHUB_SERVER_URL: 'https://github.com', GITHUB_WORKSPACE: o.workspace,
    GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary, RUNNER_OS: 'Linux', RUNNER_ARCH: 'X64', RUNNER_TEMP: files.temp,
    ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token', ACTIONS_RESULTS_URL: `${url}/`, ACTIONS_CACHE_SERVICE_V2: 'True',
  };
  for (const [k, v] of Object.entries({ 'machine-id': 'e2e-box', 'github-token': 'fake-token', command: 'all', ...o.inputs })) env[`INPUT_${k.toUpperCase()}`] = v;
  Object.assign(env, o.env);
  // Asynchronous: the fake server lives in this process and must keep answering while the engine runs.
  const stdio: StdioOptions = o.logFd === undefined ? 'pipe' : ['ignore', o.logFd, o.logFd];
  const child = spawn(process.execPath, o.entry ?? [BUNDLE], { cwd: o.workspace, env, stdio });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
  const killer = o.killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), o.killAfterMs);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(killer);
  return { code, stdout, outputs: readOutputs(files.output), summary: readFileSync(files.summary, 'utf8'), workspace: o.workspace };
}

/** The step outputs the engine wrote (`name<<DELIM ... DELIM` blocks). */
export function readOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) out[m[1] ?? ''] = m[3] ?? '';
  return out;
}
