/**
 * Standard output that cannot be written: a full disk (ENOSPC), a dead terminal (EIO) is exit 2
 * with one message naming standard output and the fix, never a stack trace or an exit status that
 * reads as a verdict; a reader that has gone (EPIPE, `| head`) is no error and keeps the verdict.
 * In memory through the stdout port, and end to end with the real process writing to /dev/full.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';

const BASE = 'fixtures/go/compare-base-run1.txt';
const HEAD = 'fixtures/go/compare-head.txt'; // a regression: exit 1
const ENTRY = join(ROOT, 'src', 'cli-entry.ts');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
/** run's result file, removed after the tests. */
const TMP = mkdtempSync(join(tmpdir(), 'bench-gate-stdout-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const errno = (code: string, message: string): NodeJS.ErrnoException => Object.assign(new Error(`${code}: ${message}, write`), { code });
const ENOSPC = (): NodeJS.ErrnoException => errno('ENOSPC', 'no space left on device');
const EPIPE = (): NodeJS.ErrnoException => errno('EPIPE', 'broken pipe');

/** A stdout port that throws `error` on every call, counting the calls. */
function failingStdout(error: () => Error): { calls: () => number; stdout: (text: string) => void } {
  let calls = 0;
  return { calls: () => calls, stdout: () => { calls += 1; throw error(); } };
}

describe('stdout that cannot be written', () => {
  it.each([
    ['compare', [BASE, BASE]],
    ['parse', [BASE]],
    ['compare --output json', [BASE, HEAD]],
  ])('%s: ENOSPC is exit 2 with a message naming standard output, written once', async (command, args) => {
    const port = failingStdout(ENOSPC);
    const run = await runCliAt(ROOT, [...command.split(' '), ...args], { ports: { stdout: port.stdout } });
    expect(run.code).toBe(2);
    const name = command.split(' ')[0] ?? '';
    expect(run.stderr).toContain(`bench-gate ${name}: cannot write to standard output (ENOSPC: no space left on device, write): the output is incomplete.`);
    expect(run.stderr).toContain('or write to a file with -o FILE instead.');
    expect(run.stderr).not.toContain('internal error');
    expect(run.stderr.match(/cannot write/g)).toHaveLength(1);
    expect(port.calls()).toBe(1); // the first failure stops the output: no later part is written after a gap
  });

  it('a failure that shows only when flushed (a stream) is exit 2, even for a regression', async () => {
    let written = '';
    const run = await runCliAt(ROOT, ['compare', BASE, HEAD], {
      ports: { stdout: (text) => { written += text; }, flushStdout: () => Promise.reject(errno('EIO', 'i/o error')) },
    });
    expect(written).toContain('RollingHash-2');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bench-gate compare: cannot write to standard output (EIO: i/o error, write)');
  });

  it('help, which has no -o, does not suggest it', async () => {
    for (const args of [['--help'], ['help', 'compare']]) {
      const run = await runCliAt(ROOT, args, { ports: { stdout: failingStdout(ENOSPC).stdout } });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe('bench-gate: cannot write to standard output (ENOSPC: no space left on device, write): the output is incomplete. Check where standard output goes (a full disk, a closed terminal).\n');
    }
  });

  it.each([
    ['a regression', HEAD, 1],
    ['no regression', BASE, 0],
  ])('EPIPE (the reader has gone) is quiet and keeps the verdict: %s', async (_what, head, code) => {
    const port = failingStdout(EPIPE);
    const run = await runCliAt(ROOT, ['compare', BASE, head], { ports: { stdout: port.stdout } });
    expect(run.code).toBe(code);
    expect(run.stderr).not.toMatch(/cannot write|internal error|EPIPE/);
    expect(port.calls()).toBe(1);
  });
});

/** The real executable from source (node + tsx), its stdout opened on `stdoutPath`. */
function runToFile(args: string[], stdoutPath: string): { code: number | null; stderr: string } {
  const fd = openSync(stdoutPath, 'w');
  try {
    const result = spawnSync(process.execPath, ['--import', TSX, ENTRY, ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', fd, 'pipe'], timeout: 60_000 });
    return { code: result.status, stderr: result.stderr };
  } finally {
    closeSync(fd);
  }
}

describe.runIf(existsSync('/dev/full'))('the real CLI with stdout on /dev/full', () => {
  it.each([
    [['compare', BASE, HEAD], 'bench-gate compare: cannot write to standard output (ENOSPC'],
    [['parse', BASE], 'bench-gate parse: cannot write to standard output (ENOSPC'],
    [['--version'], 'bench-gate: cannot write to standard output (ENOSPC'],
    // run writes its report to stdout when it compares; its -o holds the results, --report the report.
    [['run', '--runs', '3', '--baseline', BASE, '-o', join(TMP, 'head.json'), '--', 'cat', HEAD],
      'or write to a file with --report FILE instead.'],
  ])('%j: exit 2, a message, no stack trace', (args, message) => {
    const run = runToFile(args, '/dev/full');
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.code).toBe(2);
  }, 60_000);
});

describe('the real CLI when the reader closes the pipe', () => {
  it('stops quietly and keeps the verdict (1: a regression)', async () => {
    const child = spawn(process.execPath, ['--import', TSX, ENTRY, 'compare', '--output', 'json', BASE, HEAD], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy(); // the reader is gone before the first write: every write gets EPIPE
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => { stderr += text; });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).not.toMatch(/^\s+at |cannot write|EPIPE/m);
    expect(code).toBe(1);
  }, 60_000);
});
