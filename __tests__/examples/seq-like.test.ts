/**
 * examples/seq-like (Seq, a language runtime): the same program (naive fib) in C, Go and Rust, timed
 * as whole processes by hyperfine --export-json. Rounds interleave base, unchanged and
 * BENCH_SLOWDOWN=1 (the Rust program computes its result twice); each side's hyperfine files are
 * merged by `bench-gate parse` and compared. Then Seq's rule that results committed from a laptop
 * are at most 24 hours old and from the commit they claim: `bench-gate check --max-age 24h --commit`.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchGate, compare, confirmedOnRerun, EXAMPLES, gatingRegressions, has, measureSides, run, RERUN_TIMEOUT, table, tempDir } from './harness.js';

const { dir, remove } = tempDir('seq-like');
afterAll(remove);
const example = join(EXAMPLES, 'seq-like');
const bin = join(dir, 'bin');
/**
 * 10 rounds of 3 runs: 30 samples per side from 10 interleaved hyperfine runs. With 4 rounds a
 * burst of load on the shared CI machine landed on a few runs of one side and made the unchanged C
 * program 23% slower there (q = 8e-5); under bursts of 1-3 busy loops (0.2-3 s on, 0.2-3 s off),
 * 4 rounds failed 2 of 6 trials, 10 rounds passed 20 of 20.
 */
const ROUNDS = 10;
const RUNS = 3;
const CONFIG = join(example, 'bench-gate.yml');
const COMMIT = '3f9c2e1d0b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d';
const measuredAt = new Date('2026-11-20T09:30:00Z');
const hoursLater = (h: number) => new Date(measuredAt.getTime() + h * 3_600_000);
let counter = 0;

/** One hyperfine run of the three programs (RUNS timed runs each): the path of its JSON export. */
const hyperfine = (env: Record<string, string> = {}) => () => {
  const out = join(dir, `hyperfine-${++counter}.json`);
  run(join(example, 'bench.sh'), [bin, out], { env: { RUNS: String(RUNS), WARMUP: '1', FIB_N: '30', BENCH_SLOWDOWN: '', ...env } });
  return out;
};

/**
 * `bench-gate parse FILES -o OUT`: one result file per side. parse records when its inputs were
 * written, so the hyperfine exports are dated measuredAt, as if measured then.
 */
async function parse(files: string[], out: string, extra: string[] = []): Promise<string> {
  for (const file of files) utimesSync(file, measuredAt, measuredAt);
  const r = await benchGate(['parse', ...extra, '-o', out, ...files], { now: measuredAt });
  expect(r.code, r.stderr).toBe(0);
  return out;
}

const programs = { base: hyperfine(), same: hyperfine(), slow: hyperfine({ BENCH_SLOWDOWN: '1' }) };
/** Fresh interleaved rounds of the sides named by `keys`, each side's hyperfine files parsed into one result file (base's with --commit COMMIT, for the check tests). */
const measure = <K extends keyof typeof programs>(...keys: K[]) =>
  measureSides(ROUNDS, programs, keys, (side, files, attempt) => parse(files, join(dir, `${side}-${attempt}.json`), side === 'base' ? ['--commit', COMMIT] : []));

const tools = has('hyperfine') && has('gcc') && has('rustc') && has('go', ['version']);
describe.skipIf(!tools)('examples/seq-like: C, Go and Rust programs timed by hyperfine', () => {
  const sides = { base: '', same: '', slow: '' };
  beforeAll(async () => {
    run(join(example, 'build.sh'), [bin], { timeoutMs: 120_000 });
    Object.assign(sides, await measure('base', 'same', 'slow'));
  }, 300_000); // real builds and timed rounds: twice as slow on a loaded shared machine

  it('passes the unchanged programs (exit 0)', async () => {
    await confirmedOnRerun(sides, () => measure('base', 'same'), async ({ base, same }) => {
      const { code, report } = await compare(['--config', CONFIG, base, same]);
      expect(report.comparisons.map((c) => [c.name, c.unit, c.n]).sort()).toEqual(['fib-c', 'fib-go', 'fib-rust'].map((name) => [name, 'sec', [ROUNDS * RUNS, ROUNDS * RUNS]]));
      expect(gatingRegressions(report), table(report)).toEqual([]);
      expect(code).toBe(0);
    });
  }, RERUN_TIMEOUT);

  it('catches the slower Rust program, and only it (exit 1)', async () => {
    await confirmedOnRerun(sides, () => measure('base', 'slow'), async ({ base, slow }) => {
      const { code, report } = await compare(['--config', CONFIG, base, slow]);
      expect(gatingRegressions(report), table(report)).toEqual(['fib-rust (sec)']);
      expect(code).toBe(1);
    });
  }, RERUN_TIMEOUT);

  it('accepts results measured 3 hours ago on the commit they claim', async () => {
    const r = await benchGate(['check', '--max-age', '24h', '--commit', COMMIT.slice(0, 12), sides.base], { now: hoursLater(3) });
    expect(r.stdout).toMatch(/base-\d+\.json: OK, measured 3 h ago \(limit 24h\), commit 3f9c2e1d0b8a/);
    expect(r.code).toBe(0);
  });

  it('refuses results older than 24 hours (exit 2)', async () => {
    const r = await benchGate(['check', '--max-age', '24h', '--commit', COMMIT, sides.base], { now: hoursLater(25) });
    expect(r.stderr).toMatch(/too old: measured 1 d 1 h ago .*--max-age is 24h/);
    expect(r.code).toBe(2);
  });

  it('refuses fresh results from another commit (exit 2)', async () => {
    const r = await benchGate(['check', '--max-age', '24h', '--commit', 'a1b2c3d4e5f6', sides.base], { now: hoursLater(1) });
    expect(r.stderr).toMatch(/was measured on commit 3f9c2e1d0b8a7c6d5e4f3a2b1c0d9e8f7a6b5c4d, not a1b2c3d4e5f6/);
    expect(r.code).toBe(2);
  });
});

/**
 * The README's recipe runs both scripts from the repository root with one relative BIN:
 * `examples/seq-like/build.sh bin && examples/seq-like/bench.sh bin hyperfine.json`. Both must read
 * BIN from the caller's directory (build.sh once resolved it after changing to its own directory,
 * so bench.sh found no programs). Stand-in compilers and hyperfine record what they were given, so
 * this needs no toolchain; the scripts run from a copy, so a wrong BIN cannot land in the repository.
 */
describe('examples/seq-like: build.sh and bench.sh with a relative BIN', () => {
  it('build into and time BIN relative to the current directory, as the README runs them', () => {
    const { dir: work, remove: removeWork } = tempDir('seq-like-paths');
    try {
      const repo = join(work, 'repo');
      const copy = join(repo, 'examples', 'seq-like');
      mkdirSync(copy, { recursive: true });
      for (const file of ['build.sh', 'bench.sh', 'fib.c', 'fib.go', 'fib.rs']) copyFileSync(join(example, file), join(copy, file));
      for (const script of ['build.sh', 'bench.sh']) chmodSync(join(copy, script), 0o755);
      const fakes = join(work, 'fakes');
      mkdirSync(fakes);
      const fake = (name: string, script: string) => {
        writeFileSync(join(fakes, name), `#!/usr/bin/env bash\nset -euo pipefail\n${script}\n`);
        chmodSync(join(fakes, name), 0o755);
      };
      // A compiler: writes an executable at the path after -o.
      const compiler = 'while [ $# -gt 0 ]; do if [ "$1" = -o ]; then printf "#!/bin/sh\\n" > "$2"; chmod +x "$2"; shift; fi; shift; done';
      for (const name of ['gcc', 'go', 'rustc']) fake(name, compiler);
      // hyperfine: every command's program must exist; writes an empty export where --export-json says.
      fake('hyperfine', [
        'out=',
        'while [ $# -gt 0 ]; do',
        '  case "$1" in --export-json) out="$2"; shift ;; */fib_*) [ -x "${1%% *}" ] || { echo "no program ${1%% *}" >&2; exit 1; } ;; esac',
        '  shift',
        'done',
        'echo "{\\"results\\": []}" > "$out"',
      ].join('\n'));
      const env = { PATH: `${fakes}:${process.env.PATH ?? ''}` };
      run(join('examples', 'seq-like', 'build.sh'), ['bin'], { cwd: repo, env });
      expect(['fib_c', 'fib_go', 'fib_rust'].filter((p) => !existsSync(join(repo, 'bin', p)))).toEqual([]);
      expect(existsSync(join(copy, 'bin'))).toBe(false);
      run(join('examples', 'seq-like', 'bench.sh'), ['bin', 'hyperfine.json'], { cwd: repo, env });
      expect(readFileSync(join(repo, 'hyperfine.json'), 'utf8')).toContain('results');
    } finally {
      removeWork();
    }
  });
});
