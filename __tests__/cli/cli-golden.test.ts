/**
 * CLI golden tests (benchstat's golden() idea): each `fixtures/cli/<case>.args` holds the argument
 * list as JSON; the test runs the CLI in memory (real files under the repository root, captured
 * stdout/stderr, fixed clock) and compares stdout, stderr and the exit status with
 * `<case>.stdout`, `<case>.stderr`, `<case>.code`. UPDATE_GOLDEN=1 rewrites them.
 */
import { mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { CliPorts } from '../../src/cli/ports.js';
import { spawnProcess } from '../../src/run/spawn-process.js';
import { expectGoldenText } from '../helpers/golden.js';
import { firstForeignFile } from '../../src/io/results-tree.js';
import { checkWritable } from '../../src/io/writable.js';
import { fileStat } from '../../src/io/file-stat.js';

const ROOT = join(import.meta.dirname, '..', '..');
const CASES = join(ROOT, 'fixtures', 'cli');

export async function runInMemory(args: string[], stdin = ''): Promise<{ stdout: string; stderr: string; code: number; files: Map<string, string> }> {
  let stdout = '';
  let stderr = '';
  const files = new Map<string, string>();
  const ports: CliPorts = {
    readFile: (path) => Promise.resolve(readFileSync(join(ROOT, path))),
    readStdin: () => Promise.resolve(Buffer.from(stdin)),
    isDirectory: (path) => Promise.resolve(statSync(join(ROOT, path), { throwIfNoEntry: false })?.isDirectory() === true),
    firstForeignFile: (path) => firstForeignFile(resolve(ROOT, path)),
    readJsonTree: (path) => Promise.resolve(readdirSync(join(ROOT, path), { recursive: true }).map(String).filter((p) => p.endsWith('.json')).sort()
      .map((p) => ({ path: p, text: readFileSync(join(ROOT, path, p), 'utf8') }))),
    realPath: (path) => Promise.resolve().then(() => realpathSync(resolve(ROOT, path))),
    writeFile: (path, text) => {
      if (path.startsWith('no/such/dir/')) return Promise.reject(Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' }));
      files.set(path, text);
      return Promise.resolve();
    },
    replaceFile: (path, text) => {
      files.set(path, text);
      return Promise.resolve(true);
    },
    checkWritable: (path) => checkWritable(resolve(ROOT, path)),
    fileStat: (path) => fileStat(resolve(ROOT, path)),
    stdout: (t) => { stdout += t; },
    flushStdout: () => Promise.resolve(),
    stderr: (t) => { stderr += t; },
    env: { PWD: '/repo' },
    cwd: () => ROOT,
    // The fixtures' file times depend on the checkout: unknown here, so parse records the fixed clock.
    modifiedTime: () => Promise.resolve(undefined),
    stdoutIsTTY: false,
    stderrIsTTY: false,
    now: () => new Date('2026-11-21T12:00:00Z'),
    // Commands that run benchmarks start real processes, in the repository root.
    spawn: (request) => spawnProcess({ cwd: ROOT, ...request }),
    fingerprint: () => Promise.resolve({ id: '0123456789ab', os: 'linux', arch: 'amd64', details: { os: 'linux', arch: 'amd64', cpu: 'Test CPU', cores: '4' } }),
    makeTempDir: (prefix) => Promise.resolve(mkdtempSync(join(tmpdir(), prefix))),
    removePath: (path) => Promise.resolve(rmSync(path, { recursive: true, force: true })),
  };
  const code = await runCli(args, ports);
  return { stdout, stderr, code, files };
}

const cases = readdirSync(CASES).filter((f) => f.endsWith('.args')).map((f) => f.slice(0, -'.args'.length)).sort();

describe('CLI goldens', () => {
  it.each(cases)('%s', async (name) => {
    const args = JSON.parse(readFileSync(join(CASES, `${name}.args`), 'utf8')) as string[];
    const result = await runInMemory(args);
    expectGoldenText(result.stdout, join(CASES, `${name}.stdout`));
    expectGoldenText(result.stderr, join(CASES, `${name}.stderr`));
    expectGoldenText(`${result.code}\n`, join(CASES, `${name}.code`));
  });
});
