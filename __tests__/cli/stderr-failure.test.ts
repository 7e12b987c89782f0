/**
 * Standard error that cannot be written: closed (2>&-), a pipe whose reader has gone (EPIPE), a
 * full device (/dev/full, ENOSPC). Diagnostics are lost, nothing else: the exit status is still the
 * verdict (0 no regression, 1 a regression), the report still goes to stdout, no stack trace, no
 * hang. The real executable from source (node + tsx), since the failure is the process's own stream.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../config/cli-harness.js';

const ENTRY = join(ROOT, 'src', 'cli-entry.ts');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
const CLI = ['--import', TSX, ENTRY];
/** run's result files, removed after the tests. */
const TMP = mkdtempSync(join(tmpdir(), 'bench-gate-stderr-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const BASE = 'fixtures/go/compare-base-run1.txt';
const PASSING = 'fixtures/go/compare-base-run2.txt'; // against BASE: no regression, exit 0
const REGRESSING = 'fixtures/go/compare-head.txt'; // against BASE: a regression, exit 1
// 24 lines of warnings on stderr (Inf/NaN metrics, failed benchmarks, a failed package), no regression.
const NOISY = ['fixtures/go/odd-results-v.txt', 'fixtures/go/odd-results.txt'];

/** [what, compare's arguments, the verdict, a line of the report on stdout] */
const CASES: [string, string[], number, string][] = [
  ['no regression', [BASE, PASSING], 0, 'PASS: 22 unchanged'],
  ['no regression, many warnings', NOISY, 0, 'PASS:'],
  ['a regression', [BASE, REGRESSING], 1, 'FAIL: 4 regressions'],
];

interface Run { code: number | null; signal: NodeJS.Signals | null; stdout: string }

/** The CLI with stdout a pipe and stderr opened on `stderrPath`. */
function runWithStderrOn(stderrPath: string, args: string[]): Run {
  const fd = openSync(stderrPath, 'w');
  try {
    const r = spawnSync(process.execPath, [...CLI, ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', fd], timeout: 60_000 });
    return { code: r.status, signal: r.signal, stdout: r.stdout };
  } finally {
    closeSync(fd);
  }
}

describe.runIf(existsSync('/dev/full'))('stderr on /dev/full (ENOSPC)', () => {
  it.each(CASES)('compare, %s: the verdict stands and the report is on stdout', (_what, args, verdict, line) => {
    const run = runWithStderrOn('/dev/full', ['compare', ...args]);
    expect(run.stdout).toContain(line);
    expect(run.code).toBe(verdict);
  }, 60_000);

  it('parse with warnings: exit 0 and the results on stdout', () => {
    const run = runWithStderrOn('/dev/full', ['parse', NOISY[1] ?? '']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toHaveProperty('benchmarks');
  }, 60_000);

  // run streams the benchmark's own stderr to its stderr (here 300 lines per run) and says what it does.
  it.each([
    ['no regression', PASSING, 0, 'PASS:'],
    ['a regression', REGRESSING, 1, 'FAIL:'],
  ])('run, %s, a benchmark that writes to stderr: the verdict stands and the report is on stdout', (_what, head, verdict, line) => {
    const out = join(TMP, `head-${verdict}.json`);
    const bench = `for i in $(seq 300); do echo "noise $i" >&2; done; cat ${head}`;
    const run = runWithStderrOn('/dev/full', ['run', '--runs', '2', '--baseline', BASE, '-o', out, '--', 'bash', '-c', bench]);
    expect(run.stdout).toContain(line);
    expect(run.code).toBe(verdict);
  }, 60_000);

  it.each([
    [['--version']],
    [['compare', BASE, REGRESSING]],
  ])('%j with stdout on /dev/full too: exit 2 (the output is incomplete), said by the status alone', (args) => {
    const full = openSync('/dev/full', 'w');
    try {
      const r = spawnSync(process.execPath, [...CLI, ...args], { cwd: ROOT, stdio: ['ignore', full, full], timeout: 60_000 });
      expect(r.signal).toBeNull();
      expect(r.status).toBe(2);
    } finally {
      closeSync(full);
    }
  }, 60_000);
});

describe('stderr a pipe whose reader has gone (EPIPE)', () => {
  /** The CLI with stderr a pipe destroyed before the first write: every write to it fails. */
  async function runWithStderrGone(args: string[]): Promise<Run> {
    const child = spawn(process.execPath, [...CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stderr.destroy();
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => { stdout += text; });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.on('close', (c, s) => resolve([c, s])));
    return { code, signal, stdout };
  }

  it.each(CASES)('compare, %s: the verdict stands and the report is on stdout', async (_what, args, verdict, line) => {
    const run = await runWithStderrGone(['compare', ...args]);
    expect(run.stdout).toContain(line);
    expect(run.code).toBe(verdict);
  }, 60_000);

  it('compare --output json, a regression: exit 1 and the whole JSON report', async () => {
    const run = await runWithStderrGone(['compare', '--output', 'json', BASE, REGRESSING]);
    expect(JSON.parse(run.stdout)).toMatchObject({ verdict: 'fail' });
    expect(run.code).toBe(1);
  }, 60_000);
});

describe('stderr closed (2>&-)', () => {
  it.each(CASES)('compare, %s: the verdict stands and the report is on stdout', (_what, args, verdict, line) => {
    const r = spawnSync('bash', ['-c', 'exec 2>&-; exec "$@"', 'bash', process.execPath, ...CLI, 'compare', ...args], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
    expect(r.stdout).toContain(line);
    expect(r.status).toBe(verdict);
  }, 60_000);
});
