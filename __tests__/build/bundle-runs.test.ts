/**
 * The committed bundle runs: node dist/cli.js on real fixtures gives the verdicts and exit codes the
 * README promises (0 unchanged, 1 regression, 2 bad input), with no stack trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = join(ROOT, 'dist', 'cli.js');
const GO = join(ROOT, 'fixtures', 'go');
const tmp = mkdtempSync(join(tmpdir(), 'bench-gate-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('dist/cli.js', () => {
  it('prints its version', () => {
    const r = run('--version');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^bench-gate \d+\.\d+\.\d+\n$/);
  });

  it('keeps the command code out of the entry file, so --version and --help load no parser, zod or yaml', () => {
    const entry = readFileSync(CLI, 'utf8');
    // The entry may be the bundler's runtime plus the help text, nothing like the full CLI.
    expect(entry.length).toBeLessThan(60_000);
    for (const heavy of ['node_modules/zod', 'node_modules/yaml', 'node_modules/simple-statistics', 'mannWhitney']) {
      expect(entry.includes(heavy), `${heavy} in dist/cli.js`).toBe(false);
    }
    expect(entry).toMatch(/__nccwpck_require__\.e\(\d+\)/); // the command line is a chunk loaded on demand
    const help = run('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^bench-gate \S+: a benchmark regression gate/);
  });

  it('exits 0 on two runs of unchanged code, every metric no-change or below threshold', () => {
    const r = run('compare', join(GO, 'compare-base-run1.txt'), join(GO, 'compare-base-run2.txt'), '--output', 'json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { verdict: string; comparisons: { status: string }[] };
    expect(report.verdict).toBe('pass');
    expect(report.comparisons.every((c) => c.status === 'no-change' || c.status === 'below-threshold')).toBe(true);
  });

  it('exits 1 on a real slowdown and names it', () => {
    const r = run('compare', join(GO, 'compare-base-run1.txt'), join(GO, 'compare-head.txt'));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/regression/);
    expect(r.stderr).toMatch(/regressed beyond 5%/);
  });

  it.each([
    ['empty', Buffer.from('')],
    ['binary', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3, 0xff, 0xfe])],
    ['truncated', Buffer.from('pkg: p\nBenchmarkA-8   1000   12.5 ns/op\nBenchmarkB-8   1000   12')],
    ['garbage', Buffer.from('hello\nworld\n'.repeat(100))],
  ])('exits 2 with a one-paragraph message for %s input', (name, bytes) => {
    const file = join(tmp, `${name}.txt`);
    writeFileSync(file, bytes);
    const r = run('compare', file, file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(file);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 on a 50 MB file of noise, naming the file and the expected shape', () => {
    const file = join(tmp, 'big.txt');
    writeFileSync(file, `${'some log line that is not a benchmark result, over and over\n'.repeat(850_000)}`);
    const r = run('compare', file, file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/none of its 850000 lines looks like benchmark output \(line 1 is /);
    expect(r.stderr).toMatch(/Expected, for example, lines like "BenchmarkSort/);
  }, 60_000);
});
