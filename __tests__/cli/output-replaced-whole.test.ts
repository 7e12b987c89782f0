/**
 * An output file that is already there (last run's report or results, `-o`) was written in place:
 * truncated first, so a write cut short by a full disk or the file-size limit lost it and left
 * part of the new text. And the system's EFBIG (a write past `ulimit -f`) was reported as an input
 * over bench-gate's 100 MiB read cap ("out.txt is more than 100 MiB; bench-gate reads at most..."),
 * which sent the user to shrink an input. The real CLI, run under `ulimit -f 1` (1 KiB; Node
 * ignores SIGXFSZ, so the write fails with EFBIG), keeps the old file whole and says what limit it met.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';

const ENTRY = join(ROOT, 'src', 'cli-entry.ts');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
const BASE = join(ROOT, 'fixtures', 'go', 'compare-base-run1.txt');
const HEAD = join(ROOT, 'fixtures', 'go', 'compare-head.txt');

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** bench-gate with its arguments, after a shell command that sets a limit (`ulimit -f 1`, `umask 077`). */
function inShell(limit: string, args: string[]): { code: number | null; stderr: string } {
  const quoted = [process.execPath, '--import', TSX, ENTRY, ...args].map((a) => `'${a}'`).join(' ');
  const run = spawnSync('bash', ['-c', `${limit} && exec ${quoted}`], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, stderr: run.stderr };
}

/** bench-gate with its arguments under a file-size limit of `blocks` KiB. */
const underSizeLimit = (blocks: number, args: string[]): { code: number | null; stderr: string } => inShell(`ulimit -f ${blocks}`, args);

describe('-o over a file that is there', () => {
  it('a write cut short by the file-size limit leaves the old file whole and names the limit', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-gate-fsize-'));
    writeFileSync(join(dir, 'report.txt'), 'last report\n');
    const run = underSizeLimit(1, ['compare', '--no-config', BASE, HEAD, '-o', 'report.txt']);
    expect(run.stderr).toContain('bench-gate compare: cannot write report.txt: the file would be larger than this process may write (the file-size limit, ulimit -f) or the file system holds. Raise the limit, or give a path on another file system.\n');
    expect(run.stderr).not.toContain('100 MiB');
    expect(run.code).toBe(2);
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toBe('last report\n');
    // The replacement's temporary file is gone too.
    expect(readdirSync(dir)).toEqual(['report.txt']);
  });

  it('is replaced by the whole new text when it fits', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-gate-fsize-'));
    writeFileSync(join(dir, 'report.txt'), 'last report\n');
    const run = underSizeLimit(1024, ['compare', '--no-config', BASE, HEAD, '-o', 'report.txt']);
    expect(run.code).toBe(1); // the fixtures hold a regression
    const text = readFileSync(join(dir, 'report.txt'), 'utf8');
    expect(text).toMatch(/^base: .*compare-base-run1\.txt\n/);
    expect(text).toMatch(/\nFAIL: /);
    expect(readdirSync(dir)).toEqual(['report.txt']);
  });

  it('keeps its mode, which the umask would cut from the new file (a report shared with the group)', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-gate-fsize-'));
    writeFileSync(join(dir, 'report.txt'), 'last report\n');
    chmodSync(join(dir, 'report.txt'), 0o664);
    const run = inShell('umask 077', ['compare', '--no-config', BASE, HEAD, '-o', 'report.txt']);
    expect(run.code).toBe(1);
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toMatch(/\nFAIL: /);
    expect(statSync(join(dir, 'report.txt')).mode & 0o777).toBe(0o664);
  });
});

describe('-o where the file cannot be replaced whole', () => {
  const failing = (code: string) => () => Promise.reject(Object.assign(new Error(`${code}: replacing`), { code }));

  // EACCES, EPERM: a directory that takes no new file, or an owner that cannot be kept; EBUSY: a
  // file bind-mounted into a container, which nothing can be renamed over.
  it.each(['EACCES', 'EPERM', 'EBUSY'])('a file that cannot be replaced (%s) but may be written is written in place', async (code) => {
    const written: string[] = [];
    const run = await runCliAt(ROOT, ['compare', '--no-config', BASE, HEAD, '-o', 'report.txt'], {
      ports: { replaceFile: failing(code), writeFile: (path) => { written.push(path); return Promise.resolve(); } },
    });
    expect(written).toEqual(['report.txt']);
    expect(run.code).toBe(1);
  });

  it('a full disk while replacing is reported, and the file is not then written in place', async () => {
    const written: string[] = [];
    const run = await runCliAt(ROOT, ['compare', '--no-config', BASE, HEAD, '-o', 'report.txt'], {
      ports: { replaceFile: failing('ENOSPC'), writeFile: (path) => { written.push(path); return Promise.resolve(); } },
    });
    expect(written).toEqual([]);
    expect(run.stderr).toContain('cannot write report.txt: no space left on the device');
    expect(run.code).toBe(2);
  });
});
