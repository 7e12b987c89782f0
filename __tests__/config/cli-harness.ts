/**
 * Runs the CLI in memory like __tests__/cli/cli-golden.test.ts does, but rooted at any directory
 * (a temp dir, to test finding ./bench-gate.yml) and with absolute paths allowed. Only the ports
 * that `compare` and `parse` use are real; the benchmark-running ones fail loudly if called.
 */
import { readFileSync, readdirSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runCli } from '../../src/cli/run-cli.js';
import type { CliPorts } from '../../src/cli/ports.js';
import { firstForeignFile } from '../../src/io/results-tree.js';
import { checkWritable } from '../../src/io/writable.js';
import { fileStat } from '../../src/io/file-stat.js';

export const ROOT = join(import.meta.dirname, '..', '..');

export interface CliRun { stdout: string; stderr: string; code: number; files: Map<string, string> }

/**
 * `options.now` sets the clock (default 2026-11-21T12:00Z); `options.writeFiles` also writes -o
 * files to disk (relative to cwd), for runs whose output a later run reads; `options.ports`
 * replaces some ports (a stdout that fails).
 */
export async function runCliAt(cwd: string, args: string[], options: { now?: Date; writeFiles?: boolean; ports?: Partial<CliPorts> } = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const files = new Map<string, string>();
  const unused = (name: string) => () => { throw new Error(`the config tests' CLI harness has no ${name} port`); };
  const ports: CliPorts = {
    readFile: (path: string) => Promise.resolve().then(() => readFileSync(resolve(cwd, path))),
    readStdin: () => Promise.resolve(Buffer.from('')),
    modifiedTime: (path: string) => Promise.resolve(statSync(resolve(cwd, path), { throwIfNoEntry: false })?.mtime),
    // Rejects, as the real port does, where a path cannot be looked at (ENOTDIR through a file, ELOOP).
    isDirectory: (path: string) => Promise.resolve().then(() => statSync(resolve(cwd, path), { throwIfNoEntry: false })?.isDirectory() === true),
    firstForeignFile: (path: string) => firstForeignFile(resolve(cwd, path)),
    readJsonTree: (path: string) => Promise.resolve(readdirSync(resolve(cwd, path), { recursive: true }).map(String).filter((p) => p.endsWith('.json')).sort()
      .map((p) => ({ path: p, text: readFileSync(join(resolve(cwd, path), p), 'utf8') }))),
    realPath: (path: string) => Promise.resolve().then(() => realpathSync(resolve(cwd, path))),
    writeFile: (path: string, text: string) => {
      files.set(path, text);
      if (options.writeFiles === true) writeFileSync(resolve(cwd, path), text);
      return Promise.resolve();
    },
    replaceFile: (path: string, text: string) => {
      files.set(path, text);
      if (options.writeFiles === true) writeFileSync(resolve(cwd, path), text);
      return Promise.resolve(true);
    },
    checkWritable: (path: string) => checkWritable(resolve(cwd, path)),
    fileStat: (path: string) => fileStat(resolve(cwd, path)),
    stdout: (t: string) => { stdout += t; },
    flushStdout: () => Promise.resolve(),
    stderr: (t: string) => { stderr += t; },
    env: { PWD: cwd },
    cwd: () => cwd,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    now: () => options.now ?? new Date('2026-11-21T12:00:00Z'),
    spawn: unused('spawn'),
    fingerprint: unused('fingerprint'),
    makeTempDir: unused('makeTempDir'),
    removePath: unused('removePath'),
    ...options.ports,
  };
  const code = await runCli(args, ports);
  return { stdout, stderr, code, files };
}
