/**
 * Runs the CLI for the run/ab/merge/check tests: real files (relative to `cwd`, the repository
 * root by default) and real processes, captured stdout and stderr, a fixed or real clock, and a
 * fixed machine fingerprint.
 */
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runCli } from '../../src/cli/run-cli.js';
import type { CliPorts } from '../../src/cli/ports.js';
import { spawnProcess } from '../../src/run/spawn-process.js';
import { firstForeignFile } from '../../src/io/results-tree.js';
import { replaceFile } from '../../src/io/replace-file.js';
import { checkWritable } from '../../src/io/writable.js';
import { fileStat } from '../../src/io/file-stat.js';

export const ROOT = join(import.meta.dirname, '..', '..');
export const BENCH_SH = join(ROOT, 'scripts', 'run-fixtures', 'bench.sh');

export interface HarnessOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** A fixed clock; the real one when absent. */
  now?: Date;
  fingerprint?: string;
  /** Ports to use instead of the real ones (a write that fails). */
  ports?: Partial<CliPorts>;
}

export interface CliResult { stdout: string; stderr: string; code: number }

export async function runBenchGate(args: string[], options: HarnessOptions = {}): Promise<CliResult> {
  const cwd = options.cwd ?? ROOT;
  const at = (path: string): string => resolve(cwd, path);
  let stdout = '';
  let stderr = '';
  const ports: CliPorts = {
    readFile: (path) => Promise.resolve(readFileSync(at(path))),
    readStdin: () => Promise.resolve(Buffer.from('')),
    modifiedTime: (path) => Promise.resolve(statSync(at(path), { throwIfNoEntry: false })?.mtime),
    isDirectory: (path) => Promise.resolve(statSync(at(path), { throwIfNoEntry: false })?.isDirectory() === true),
    firstForeignFile: (path) => firstForeignFile(at(path)),
    readJsonTree: (path) => Promise.resolve(readdirSync(at(path), { recursive: true }).map(String).filter((p) => p.endsWith('.json')).sort()
      .map((p) => ({ path: p, text: readFileSync(join(at(path), p), 'utf8') }))),
    realPath: (path) => Promise.resolve().then(() => realpathSync(at(path))),
    writeFile: (path, text) => Promise.resolve(writeFileSync(at(path), text)),
    replaceFile: (path, text) => replaceFile(at(path), text),
    checkWritable: (path) => checkWritable(at(path)),
    fileStat: (path) => fileStat(at(path)),
    stdout: (t) => { stdout += t; },
    flushStdout: () => Promise.resolve(),
    stderr: (t) => { stderr += t; },
    env: { ...process.env, ...options.env },
    cwd: () => cwd,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    now: () => options.now ?? new Date(),
    spawn: (request) => spawnProcess({ cwd, ...request }),
    fingerprint: () => Promise.resolve({ id: options.fingerprint ?? 'test00000000', os: 'linux', arch: 'x64', details: { os: 'linux', arch: 'x64', cpu: 'Test CPU', cores: '4', go: 'go version test' } }),
    makeTempDir: (prefix) => Promise.resolve(mkdtempSync(join(tmpdir(), prefix))),
    removePath: (path) => Promise.resolve(rmSync(at(path), { recursive: true, force: true })),
    ...options.ports,
  };
  const code = await runCli(args, ports);
  return { stdout, stderr, code };
}

/** A fresh temp directory, removed by the returned function. */
export function tempDir(prefix = 'bench-gate-test-'): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
