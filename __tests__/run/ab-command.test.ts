/**
 * `bench-gate ab` with real processes: two commands where head is clearly slower (a regression,
 * exit 1), identical commands (exit 0), and --base-ref with a real change between two commits of
 * a temporary git repository, built and run in a worktree that is removed afterwards.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResultSet } from '../../src/schema/result.js';
import { BENCH_SH, ROOT, runBenchGate, tempDir } from './harness.js';
import { gitIn } from '../helpers/git.js';

let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir(); });
afterEach(() => dir.remove());

const bench = (env: string): string => `${env} bash ${BENCH_SH}`;

interface JsonReport { verdict: string; settings: { mode: string }; comparisons: { name: string; status: string; n: [number, number]; ratio: number }[] }

describe('ab', () => {
  it('finds a regression when head is clearly slower (exit 1), with the mode in the report', async () => {
    // Printed values, not measured sleeps: on a loaded machine (CI runs test files in parallel) a
    // 10 ms sleep can take longer than a 40 ms one, and the test failed now and then.
    const result = await runBenchGate(['ab', '-q', '--rounds', '6', '--base-cmd', bench('BENCH_NS=10000000'), '--head-cmd', bench('BENCH_NS=40000000')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('baseline mode: ab');
    expect(result.stdout).toMatch(/Sleep-8 .* regression/);
    expect(result.stderr).toContain('bench-gate: ab: 6 rounds, order abba');
    expect(result.stderr).toContain('bench-gate: 1 benchmark metric regressed beyond 5%: BenchmarkSleep-8 sec/op +');
  });

  it('passes identical commands (exit 0), and alternates base and head in abba blocks', async () => {
    const out = join(dir.path, 'report.json');
    const result = await runBenchGate(['ab', '--rounds', '8', '--output', 'json', '-o', out, '--cmd', bench('BENCH_NS=1000000'),
      '--base-out', join(dir.path, 'base.json'), '--head-out', join(dir.path, 'head.json')]);
    expect(result.code).toBe(0);
    const report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
    expect(report.verdict).toBe('pass');
    expect(report.settings.mode).toBe('ab');
    // The +-0.5% jitter can be detected, but never reaches the 5% threshold.
    expect(report.comparisons).toEqual([expect.objectContaining({ n: [8, 8] })]);
    expect(['no-change', 'below-threshold']).toContain(report.comparisons[0]?.status);
    const sides = [...result.stderr.matchAll(/^bench-gate: round \d+\/8, (base|head)/gm)].map((m) => m[1]).join(' ');
    expect(sides.split(' ').slice(0, 8).join(' ')).toBe('base head head base base head head base');
    const base = JSON.parse(readFileSync(join(dir.path, 'base.json'), 'utf8')) as ResultSet;
    expect(base.benchmarks[0]?.metrics[0]?.samples).toHaveLength(8);
    expect(base.context.machine?.fingerprint).toBe('test00000000');
  });

  it('records the seed of a random order, and the same seed repeats the order', async () => {
    const args = ['ab', '-q', '--rounds', '6', '--order', 'random', '--seed', '42', '--cmd', bench('BENCH_NS=1000')];
    const first = await runBenchGate(args);
    const second = await runBenchGate(args);
    expect(first.stderr).toContain('order random (seed 42; --seed 42 repeats it)');
    const order = (stderr: string): string => [...stderr.matchAll(/^bench-gate: round \d+\/6, (base|head)/gm)].map((m) => m[1]).join(' ');
    expect(order(first.stderr)).toBe(order(second.stderr));
    expect(first.code).toBe(0);
  });

  it('applies bench-gate.yml as compare and run do: its threshold and rules, overridden by flags; --no-config skips it', async () => {
    // Head is 2x slower (+100%): a regression at the default 5%, not at the config's 150%.
    writeFileSync(join(dir.path, 'bench-gate.yml'), 'version: 1\nthreshold: 150%\n');
    const args = ['ab', '-q', '--rounds', '5', '--base-cmd', bench('BENCH_NS=1000'), '--head-cmd', bench('BENCH_NS=2000')];
    const configured = await runBenchGate(args, { cwd: dir.path });
    expect(configured.stderr).toContain('config bench-gate.yml (found)');
    expect(configured.stdout).toContain('threshold δ=150%');
    expect(configured.code).toBe(0);
    const flag = await runBenchGate([...args, '--threshold', '10%'], { cwd: dir.path });
    expect(flag.code).toBe(1);
    const skipped = await runBenchGate([...args, '--no-config'], { cwd: dir.path });
    expect(skipped.stdout).toContain('threshold δ=5%');
    expect(skipped.code).toBe(1);
    writeFileSync(join(dir.path, 'bench-gate.yml'), 'version: 1\nrules:\n  - {match: "BenchmarkSleep*", informational: true}\n');
    const informational = await runBenchGate(args, { cwd: dir.path });
    expect(informational.code).toBe(0);
  });

  it('stops when a run fails, naming the side and round', async () => {
    const result = await runBenchGate(['ab', '-q', '--rounds', '3', '--base-cmd', bench('BENCH_NS=1000'), '--head-cmd', bench('BENCH_NS=1000 BENCH_FAIL_AT=2')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('(round 2/3, head) failed with exit code 3');
    expect(result.stderr).toContain('    error line 25 of run 2');
  });

  it('applies bench-gate.yml as compare does: its metrics patterns read the output, its rules decide the gate', async () => {
    // A bench binary's own text, which only the config's patterns can read; head is 4x slower.
    writeFileSync(join(dir.path, 'bench-gate.yml'), [
      'format: metrics',
      'threshold: 10%',
      'metrics:',
      "  - pattern: '^p50: (?<value>[\\d.]+ ?ms)$'",
      '    prefix: app/',
      '    metric: p50',
      '    better: lower',
      'rules:',
      '  - {match: "app/**", informational: true}',
      '',
    ].join('\n'));
    const result = await runBenchGate(['ab', '-q', '--rounds', '4', '--output', 'json', '--base-cmd', 'echo "p50: 10.0 ms"', '--head-cmd', 'echo "p50: 40.0 ms"'], { cwd: dir.path });
    expect(result.stderr).toContain('config bench-gate.yml (found): 1 rule, 1 metrics pattern');
    const report = JSON.parse(result.stdout) as JsonReport & { comparisons: { threshold: number; informational?: boolean; warnings: string[] }[] };
    expect(report.comparisons).toEqual([expect.objectContaining({ name: 'app/p50', status: 'regression', threshold: 0.1, informational: true })]);
    expect(report.comparisons[0]?.warnings).toContain('rule #1 (match: "app/**") informational: reported, never fails the gate');
    expect(report.verdict).toBe('pass');
    expect(result.code).toBe(0);
    // --no-config measures the same commands without it: nothing reads the text.
    const plain = await runBenchGate(['ab', '-q', '--rounds', '1', '--no-config', '--cmd', 'echo "p50: 10.0 ms"'], { cwd: dir.path });
    expect(plain.code).toBe(2);
    expect(plain.stderr).not.toContain('config bench-gate.yml');
  });

  it('refuses a broken config before anything runs', async () => {
    writeFileSync(join(dir.path, 'broken.yml'), 'rules:\n  - {match: "x", informatonal: true}\n');
    const result = await runBenchGate(['ab', '--config', 'broken.yml', '--cmd', 'echo ran'], { cwd: dir.path });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('broken.yml:2:18: unknown key "informatonal": did you mean "informational"?');
    expect(result.stderr).not.toContain('round 1');
  });

  it.each([
    [['ab', '--base-cmd', 'true'], 'ab needs the commands to measure'],
    [['ab', '--cmd', 'true', '--build', 'make'], '--build needs --base-ref'],
    [['ab', '--cmd', 'true', '--order', 'baab'], "Invalid value 'baab' for --order. Use one of: abab, abba, random."],
  ])('usage error: %j', async (args, message) => {
    const result = await runBenchGate(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it('takes each round\'s summary as one sample when the tool prints only aggregates, and says so per side', async () => {
    const agg = (n: 1 | 2): string => `cat fixtures/run/gbench-aggregates-${n}.json`;
    const result = await runBenchGate(['ab', '-q', '--rounds', '4', '--output', 'json', '--base-cmd', agg(1), '--head-cmd', agg(2)]);
    expect(result.code).toBe(0);
    for (const side of ['base', 'head']) {
      expect(result.stderr).toContain(`bench-gate: info: ${side}: 4 metrics had only a summary in each input (up to 4 inputs): each input is taken as one run`);
    }
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.comparisons.map((c) => c.n)).toEqual(Array(4).fill([4, 4]));
  });
});

describe('ab when some rounds lack a benchmark', () => {
  it('says so per side, by round, and records it in each side\'s results', async () => {
    // Round 2 prints BenchmarkSleep without BenchmarkFlaky, on both sides.
    const cmd = `${bench('BENCH_NS=1000000')} && if [ "$BENCH_GATE_RUN" != 2 ]; then echo "BenchmarkFlaky-8   1   5000 ns/op"; fi`;
    const baseOut = join(dir.path, 'base.json');
    const result = await runBenchGate(['ab', '-q', '--rounds', '4', '--output', 'json', '--cmd', cmd, '--base-out', baseOut]);
    expect(result.code, result.stderr).toBe(0);
    const gap = '1 of 2 benchmarks did not appear in every round, so it has fewer samples: BenchmarkFlaky-8: in 3 of 4 rounds (missing from round 2).';
    for (const side of ['base', 'head']) expect(result.stderr).toContain(`bench-gate: warning: ${side}: ${gap}`);
    const base = JSON.parse(readFileSync(baseOut, 'utf8')) as ResultSet;
    expect(base.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 0, message: expect.stringContaining(gap) as string })]);
    expect(base.benchmarks.map((b) => b.metrics[0]?.samples.length)).toEqual([4, 3]);
  });

  it('puts each side\'s merge warnings in the report (json and markdown), named by side, and prints them once on stderr', async () => {
    // Only head's round 2 lacks BenchmarkFlaky: base has every sample.
    const cmd = `${bench('BENCH_NS=1000000')} && if [ "$BENCH_GATE_SIDE$BENCH_GATE_RUN" != head2 ]; then echo "BenchmarkFlaky-8   1   5000 ns/op"; fi`;
    const gap = 'head: 1 of 2 benchmarks did not appear in every round, so it has fewer samples: BenchmarkFlaky-8: in 3 of 4 rounds (missing from round 2).';
    const json = await runBenchGate(['ab', '-q', '--rounds', '4', '--output', 'json', '--cmd', cmd]);
    expect(json.code, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout) as JsonReport & { warnings: string[] };
    expect(report.warnings.filter((w) => /^(base|head): /.test(w))).toEqual([expect.stringContaining(gap) as string]);
    expect(json.stderr.split(`bench-gate: warning: ${gap}`)).toHaveLength(2);
    expect(json.stderr).not.toContain('warning: base:');
    const markdown = await runBenchGate(['ab', '-q', '--rounds', '4', '--output', 'markdown', '--cmd', cmd]);
    expect(markdown.code, markdown.stderr).toBe(0);
    expect(markdown.stdout).toContain(`> [!WARNING]\n> ${gap}`);
  });
});

describe('ab --confirm --head-out', () => {
  it('writes the results the verdict rests on: the rerun\'s samples of a regression it did not reproduce', async () => {
    // Head is 20% slower in the rounds (its first 4 calls), as fast as base on the rerun.
    const head = `calls=$(( $(cat '${dir.path}/calls' 2>/dev/null || echo 0) + 1 )); echo $calls > '${dir.path}/calls'; if [ $calls -le 4 ]; then ${bench('BENCH_NS=1200000')}; else ${bench('BENCH_NS=1000000')}; fi`;
    const headOut = join(dir.path, 'head.json');
    const result = await runBenchGate(['ab', '-q', '--rounds', '4', '--confirm', '--output', 'json', '--base-cmd', bench('BENCH_NS=1000000'), '--head-cmd', head, '--head-out', headOut]);
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as { confirmation: { regressions: { outcome: string }[] } }).confirmation.regressions.map((r) => r.outcome)).toEqual(['cleared']);
    const written = JSON.parse(readFileSync(headOut, 'utf8')) as ResultSet;
    const samples = written.benchmarks[0]?.metrics[0]?.samples ?? [];
    expect(samples).toHaveLength(4);
    expect(Math.max(...samples)).toBeLessThan(1.1e-3);
    // Its sources name both measurements: the rounds' head, and the rerun.
    expect(written.context.sources).toHaveLength(2);
    expect(written.context.sources[0]).toMatch(/ \(4 runs\)$/);
    expect(written.context.sources[1]).toMatch(/, confirm on rerun \(4 runs\)$/);
    expect(result.stderr).toContain(`bench-gate: ${headOut} rewritten with the rerun's samples of 1 metric whose flagged regression it did not reproduce`);
  });
});

describe('ab when a round\'s output warns of itself as a whole', () => {
  it('puts the warning in the report once per side, naming the rounds that gave it, as stderr gave it per round', async () => {
    // A criterion tree (--results): head's rounds 2 and 3 lack one benchmark.json.
    const tree = join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2');
    const cmd = `mkdir -p target && cp -r '${tree}' target/criterion && if [ "$BENCH_GATE_SIDE$BENCH_GATE_RUN" = head2 ] || [ "$BENCH_GATE_SIDE$BENCH_GATE_RUN" = head3 ]; then rm target/criterion/fib_group/iterative/20/new/benchmark.json; fi`;
    const message = 'no benchmark.json in fib_group/iterative/20/new/; the id is taken from the directory name "fib_group/iterative/20", which criterion may have rewritten';
    const out = join(dir.path, 'report.json');
    const result = await runBenchGate(['ab', '-q', '--rounds', '3', '--output', 'json', '-o', out, '--results', 'target/criterion', '--cmd', cmd], { cwd: dir.path });
    expect(result.code, result.stderr).toBe(0);
    for (const round of [2, 3]) expect(result.stderr).toContain(`head: target/criterion #${round}/fib_group/iterative/20/new/benchmark.json:0: warning: ${message}\n`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as { warnings: string[] };
    expect(report.warnings.filter((w) => /^(base|head): /.test(w))).toEqual([`head: rounds 2, 3: fib_group/iterative/20/new/benchmark.json: ${message}`]);
  });
});

describe('ab --base-ref', () => {
  // dir is made per test (beforeEach): look it up when git runs.
  const git = (...args: string[]): string => gitIn(dir.path)(...args);
  const worktrees = (): number => git('worktree', 'list', '--porcelain').split('\n').filter((l) => l.startsWith('worktree ')).length;

  /** Two commits: the second makes the benchmark 4x slower (10 ms becomes 40 ms; printed, not slept: see above). */
  function makeRepo(): void {
    git('init', '-q');
    copyFileSync(BENCH_SH, join(dir.path, 'bench.sh'));
    writeFileSync(join(dir.path, 'work.sh'), 'BENCH_NS=10000000 exec bash bench.sh\n');
    writeFileSync(join(dir.path, '.gitignore'), 'built.sh\n');
    git('add', '.');
    git('commit', '-q', '-m', 'fast');
    writeFileSync(join(dir.path, 'work.sh'), 'BENCH_NS=40000000 exec bash bench.sh\n');
    git('commit', '-q', '-am', 'slow');
  }

  it('builds and runs the base commit in a worktree, finds the regression, and removes the worktree', async () => {
    makeRepo();
    const base = git('rev-parse', 'HEAD~1').trim();
    const result = await runBenchGate(['ab', '-q', '--rounds', '8', '--base-ref', 'HEAD~1', '--build', 'cp work.sh built.sh', '--cmd', 'bash built.sh', '--output', 'json',
      '--base-out', 'base.json'], { cwd: dir.path });
    expect(result.stderr).toContain(`bench-gate: base HEAD~1 (${base.slice(0, 12)}) checked out in `);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.comparisons[0]).toMatchObject({ name: 'BenchmarkSleep-8', status: 'regression' });
    expect(report.comparisons[0]?.ratio).toBeGreaterThan(2);
    const saved = JSON.parse(readFileSync(join(dir.path, 'base.json'), 'utf8')) as ResultSet;
    expect(saved.context.commit).toBe(base);
    expect(saved.context.sources).toEqual(['bash built.sh, worktree of HEAD~1 (8 runs)']);
    const tree = /checked out in (\S+)/.exec(result.stderr)?.[1] ?? '';
    expect(existsSync(tree)).toBe(false);
    expect(worktrees()).toBe(1);
  });

  it('records head\'s commit only when its tracked files match it; uncommitted changes are named, build outputs are not', async () => {
    makeRepo();
    const head = git('rev-parse', 'HEAD').trim();
    const run = async (): Promise<ResultSet> => {
      const result = await runBenchGate(['ab', '-q', '--rounds', '2', '--base-ref', 'HEAD~1', '--build', 'cp work.sh built.sh', '--cmd', 'bash built.sh', '--output', 'json',
        '--head-out', 'head.json'], { cwd: dir.path });
      expect(result.stderr).not.toContain('Error');
      return JSON.parse(readFileSync(join(dir.path, 'head.json'), 'utf8')) as ResultSet;
    };
    // built.sh (ignored) and head.json (untracked) exist after a run: neither makes the tree dirty.
    const clean = await run();
    expect(clean.context.commit).toBe(head);
    expect(clean.context.sources).toEqual(['bash built.sh, current tree (2 runs)']);
    writeFileSync(join(dir.path, 'work.sh'), 'BENCH_DELAY=0.02 exec bash bench.sh\n');
    const dirty = await run();
    expect(dirty.context.commit).toBeUndefined();
    expect(dirty.context.sources).toEqual(['bash built.sh, current tree with uncommitted changes (2 runs)']);
  });

  it('says so when run from a directory the base commit does not have', async () => {
    makeRepo();
    mkdirSync(join(dir.path, 'added'));
    writeFileSync(join(dir.path, 'added', 'work.sh'), 'exec bash ../work.sh\n');
    git('add', '.');
    git('commit', '-q', '-m', 'a new directory');
    const result = await runBenchGate(['ab', '-q', '--base-ref', 'HEAD~1', '--build', 'true', '--cmd', 'bash work.sh'], { cwd: join(dir.path, 'added') });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("bench-gate ab: --base-ref 'HEAD~1' (");
    expect(result.stderr).toContain(") has no directory added, where bench-gate runs (added since?), so the base cannot build or run there. Run bench-gate from a directory both commits have (the repository root), and cd in the commands (e.g. --cmd 'cd added && ...').");
    expect(result.stderr).not.toContain('ENOENT');
    expect(worktrees()).toBe(1);
  });

  it('removes the worktree when the build fails, and explains a bad ref', async () => {
    makeRepo();
    const failed = await runBenchGate(['ab', '--base-ref', 'HEAD~1', '--build', 'echo broken >&2; exit 5', '--cmd', 'true'], { cwd: dir.path });
    expect(failed.code).toBe(2);
    expect(failed.stderr).toContain('bench-gate ab: --build failed in the base tree (HEAD~1) (exit code 5).\nThe last line of its stderr:\n    broken');
    expect(worktrees()).toBe(1);
    const badRef = await runBenchGate(['ab', '--base-ref', 'no-such-branch', '--cmd', 'true'], { cwd: dir.path });
    expect(badRef.code).toBe(2);
    expect(badRef.stderr).toContain("--base-ref 'no-such-branch' is not a commit in this repository");
  });
});
