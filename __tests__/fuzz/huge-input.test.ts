/**
 * Huge inputs (issue 10, item 3): a 200 MB benchmark output is refused with a clear message and
 * exit 2, without being read: the real CLI (node + tsx, a child process) is measured with
 * /usr/bin/time, and its peak memory stays far below the file's size. Both a file argument and
 * stdin are covered (stdin is read only up to the cap).
 */
import { spawnSync } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, symlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_BYTES } from '../../src/io/decode.js';

const ROOT = join(import.meta.dirname, '..', '..');
const SIZE = 200 * 2 ** 20;
/** Peak RSS allowed for refusing the 200 MB file: node + tsx take ~100-150 MB; reading the file would take > 200 MB more. */
const MAX_PEAK_KB = 160 * 1024;
const TIME = '/usr/bin/time';

describe.skipIf(!existsSync(TIME))('a 200 MB input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-gate-huge-'));
  const file = join(dir, 'bench.txt');

  beforeAll(() => {
    // Real Go benchmark lines, so only the size (not the content) can be the reason for refusing it.
    const line = 'BenchmarkSort/size=1000-8   \t   18993\t     12707 ns/op\t     0 B/op\t       0 allocs/op\n';
    const chunk = Buffer.from(`goos: linux\ngoarch: amd64\n${line.repeat(Math.floor(2 ** 20 / line.length))}`);
    const fd = openSync(file, 'w');
    for (let written = 0; written < SIZE; written += chunk.length) writeSync(fd, chunk, 0, Math.min(chunk.length, SIZE - written));
    closeSync(fd);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function runCli(args: string[], stdinFile?: string): { code: number | null; stderr: string; peakKb: number } {
    const stdin = stdinFile === undefined ? 'ignore' : openSync(stdinFile, 'r');
    try {
      const result = spawnSync(TIME, ['-f', 'peak-kb=%M', process.execPath, '--import', 'tsx', join(ROOT, 'src', 'cli.ts'), ...args],
        { cwd: ROOT, encoding: 'utf8', stdio: [stdin, 'pipe', 'pipe'], timeout: 120_000 });
      const peak = /peak-kb=(\d+)/.exec(result.stderr);
      return { code: result.status, stderr: result.stderr.replace(/peak-kb=\d+\n?/, ''), peakKb: Number(peak?.[1] ?? NaN) };
    } finally {
      if (typeof stdin === 'number') closeSync(stdin);
    }
  }

  it('as a file: refused by its size, exit 2, in bounded memory', () => {
    const { code, stderr, peakKb } = runCli(['parse', file]);
    expect(stderr).toContain(`${file} is 200 MiB; bench-gate reads at most ${MAX_INPUT_BYTES / 2 ** 20} MiB of benchmark output.`);
    expect(code).toBe(2);
    console.log(`bench-gate parse <200 MiB file>: exit ${code}, peak RSS ${(peakKb / 1024).toFixed(0)} MiB`);
    expect(peakKb).toBeLessThan(MAX_PEAK_KB);
  }, 180_000);

  it('as a criterion directory: refused from the sizes of its files, exit 2, in bounded memory', () => {
    // The 200 MiB file as a benchmark's sample.json next to a real benchmark.json: a directory is
    // capped on the total of the files it would read, checked before reading any.
    const tree = join(dir, 'criterion');
    mkdirSync(join(tree, 'sort', 'new'), { recursive: true });
    copyFileSync(join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2', 'fib 15', 'new', 'benchmark.json'), join(tree, 'sort', 'new', 'benchmark.json'));
    symlinkSync(file, join(tree, 'sort', 'new', 'sample.json'));
    const { code, stderr, peakKb } = runCli(['parse', tree]);
    expect(stderr).toContain(`${tree} (the criterion results under it) is 200 MiB; bench-gate reads at most ${MAX_INPUT_BYTES / 2 ** 20} MiB of benchmark output.`);
    expect(code).toBe(2);
    expect(peakKb).toBeLessThan(MAX_PEAK_KB);
  }, 180_000);

  it('on stdin: read up to the cap only, then refused, exit 2', () => {
    const { code, stderr, peakKb } = runCli(['parse', '-'], file);
    expect(stderr).toContain(`<stdin> is more than ${MAX_INPUT_BYTES / 2 ** 20} MiB; bench-gate reads at most ${MAX_INPUT_BYTES / 2 ** 20} MiB of benchmark output.`);
    expect(code).toBe(2);
    console.log(`bench-gate parse - < <200 MiB file>: exit ${code}, peak RSS ${(peakKb / 1024).toFixed(0)} MiB`);
    // Up to the cap is buffered (100 MiB) plus the runtime; never the whole 200 MiB twice over.
    expect(peakKb).toBeLessThan(MAX_PEAK_KB + MAX_INPUT_BYTES / 1024 + 64 * 1024);
  }, 180_000);
});
