/**
 * Runs the built engine (dist/index.js) as the runner would (env of a JS action step, event payload
 * file, output and summary files) against a loopback FakeGitHub. Shared by the action's e2e tests.
 */
import { spawn } from 'node:child_process';
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

  /** Calls to one cache service method so far. */
  cacheCalls(method: string): number {
    return this.fake.requests.filter((r) => r.path.endsWith(`/CacheService/${method}`)).length;
  }

  /** Runs the engine once in a fresh workspace with the given event and inputs (`bench`: a fixtures/go file it cats). */
  async run(name: string, event: Event, inputs: Record<string, string>, bench?: string, extraEnv: Record<string, string> = {}): Promise<Run> {
    const workspace = join(this.work, name);
    mkdirSync(workspace, { recursive: true });
    if (bench !== undefined) cpSync(join(GO, bench), join(workspace, 'bench.txt'));
    const files = { event: join(workspace, 'event.json'), output: join(workspace, 'github-output'), summary: join(workspace, 'summary.md') };
    writeFileSync(files.event, JSON.stringify(event.payload));
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const url = this.fake.url;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? workspace,
      GITHUB_ACTIONS: 'true', GITHUB_EVENT_NAME: event.name, GITHUB_EVENT_PATH: files.event, GITHUB_REF: event.ref, GITHUB_SHA: event.sha,
      GITHUB_REPOSITORY: 'acme/widgets', GITHUB_RUN_ID: `${name.length}${Date.now()}`, GITHUB_RUN_ATTEMPT: '1',
      GITHUB_API_URL: url, GITHUB_SERVER_URL: 'https://github.com', GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: files.output, GITHUB_STEP_SUMMARY: files.summary, RUNNER_OS: 'Linux', RUNNER_ARCH: 'X64', RUNNER_TEMP: join(workspace, 'tmp'),
      ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token', ACTIONS_RESULTS_URL: `${url}/`, ACTIONS_CACHE_SERVICE_V2: 'True',
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
}

/** The step outputs the engine wrote (`name<<DELIM ... DELIM` blocks). */
export function readOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) out[m[1] ?? ''] = m[3] ?? '';
  return out;
}
