/**
 * Signals and the committed bundle: a command that starts no benchmark keeps the default
 * disposition (SIGTERM from `timeout` or a CI cancel stops it at once, even inside a long
 * synchronous comparison, where a JavaScript handler would never get to run), while `run` passes
 * Ctrl-C on to the benchmark's process group and then fails as usual (exit 130).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');

/** Starts the bundle; resolves once stderr contains `ready` (or at once for ''). */
function start(args: string[], ready: string): Promise<{ child: ChildProcess; stderr: () => string }> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  let stderr = '';
  return new Promise((resolve, reject) => {
    const check = (): void => {
      if (stderr.includes(ready)) resolve({ child, stderr: () => stderr });
    };
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      check();
    });
    child.on('error', reject);
    child.on('exit', () => reject(new Error(`exited before "${ready}": ${stderr}`)));
    if (ready === '') setTimeout(check, 0);
  });
}

/**
 * Resolves once `child` waits for its standard input: its epoll set watches fd 0 (Linux lists each
 * watched descriptor in /proc/PID/fdinfo/* as `tfd: 0`). A fixed pause of 1.5 s stood in for this
 * before: loading the bundle and reaching the read took 0.23 s here, but 1.2 s with eight busy
 * loops on 2 cores, and a SIGTERM sent before the read does not test the process waiting on it.
 * Without /proc (not Linux) the pause is what is left.
 */
async function waitingOnStdin(child: ChildProcess): Promise<void> {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  if (!existsSync('/proc/self/fdinfo')) {
    await pause(1500);
    return;
  }
  const fdinfo = `/proc/${child.pid ?? 0}/fdinfo`;
  const watchesStdin = (): boolean => readdirSync(fdinfo).some((fd) => {
    try {
      return /^tfd:\s+0\s/m.test(readFileSync(join(fdinfo, fd), 'utf8'));
    } catch {
      return false; // closed since it was listed
    }
  });
  while (!watchesStdin()) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('exited before it read its standard input');
    await pause(10);
  }
}

function ended(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
}

describe('signals', () => {
  it('compare waiting on its input is stopped by SIGTERM itself, not by a handler', async () => {
    const { child } = await start(['compare', '-', join('fixtures', 'go', 'compare-head.txt')], '');
    // The bundle has loaded its chunks (and installed any handler it would) and reads stdin.
    await waitingOnStdin(child);
    const end = ended(child);
    child.kill('SIGTERM');
    expect(await end).toEqual({ code: null, signal: 'SIGTERM' });
  });

  it('run passes Ctrl-C on to the benchmark and exits 130', async () => {
    const { child, stderr } = await start(['run', '--', 'bash', '-c', 'echo started >&2; sleep 30'], 'started');
    const end = ended(child);
    child.kill('SIGINT');
    expect(await end).toEqual({ code: 130, signal: null });
    expect(stderr()).toContain('started');
  });
});
