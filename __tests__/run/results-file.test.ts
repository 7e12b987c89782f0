/**
 * --results PATH with real tools: hyperfine writes --export-json, which `run` and `ab` read after
 * each run instead of stdout; a stale file is removed before each run, a missing one is an error
 * that names the path; a criterion directory is read as a tree.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readJsonTree } from '../../src/io/json-tree.js';
import type { ResultSet } from '../../src/schema/result.js';
import { ROOT, runBenchGate, tempDir } from './harness.js';

const hasHyperfine = ((): boolean => {
  try {
    execFileSync('hyperfine', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir('bench-gate-results-'); });
afterEach(() => dir.remove());

describe('--results', () => {
  it.skipIf(!hasHyperfine)('run reads hyperfine --export-json after each run: every timing is a sample', async () => {
    const result = await runBenchGate(['run', '-n', '2', '--results', 'hf.json', '--', 'hyperfine', '-N', '--runs', '3', '--export-json', 'hf.json', 'sleep 0.01'], { cwd: dir.path });
    expect(result.code).toBe(0);
    const set = JSON.parse(result.stdout) as ResultSet;
    expect(set.context.tool).toBe('hyperfine');
    expect(set.benchmarks.map((b) => b.name)).toEqual(['sleep 0.01']);
    const samples = set.benchmarks[0]?.metrics.find((m) => m.unit === 'sec')?.samples ?? set.benchmarks[0]?.metrics[0]?.samples ?? [];
    expect(samples).toHaveLength(6);
    for (const s of samples) expect(s).toBeGreaterThan(0.009);
    expect(result.stderr).toContain(', reading hf.json after each run');
  }, 30_000);

  it('removes a stale results file before each run, and fails naming the path when the command does not write it', async () => {
    const stale = join(dir.path, 'hf.json');
    cpSync(join(ROOT, 'fixtures', 'hyperfine', 'hyperfine-1.15.0-runs-1.json'), stale);
    const result = await runBenchGate(['run', '-n', '2', '--results', 'hf.json', '--', 'true'], { cwd: dir.path });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('bench-gate run: `true` (run 1/2) finished, but hf.json (--results) does not exist after it: the command did not write its results there.');
    expect(existsSync(stale)).toBe(false);
  });

  it('reads a criterion directory written by the command', async () => {
    const fixture = join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2');
    const result = await runBenchGate(['run', '-q', '-n', '1', '--results', 'target/criterion', '--', 'bash', '-c', `mkdir -p target && cp -r '${fixture}' target/criterion`], { cwd: dir.path });
    expect(result.code).toBe(0);
    const set = JSON.parse(result.stdout) as ResultSet;
    expect(set.context.tool).toBe('criterion');
    expect(set.benchmarks.map((b) => b.name)).toContain('fib_group/iterative/10');
  });

  it('never takes a criterion benchmark for one an earlier run left: the directory was removed before the command ran', async () => {
    // A command whose first benchmarks were written two hours before the rest (a slow setup, say).
    const fixture = join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2');
    const write = `mkdir -p target && cp -r '${fixture}' target/criterion && touch -d '2 hours ago' target/criterion/fib_group/*/*/new/*.json`;
    // The real tree reader, which passes each file's modification time.
    const ports = { readJsonTree: (path: string) => readJsonTree(join(dir.path, path)) };
    const result = await runBenchGate(['run', '-q', '-n', '1', '--results', 'target/criterion', '--', 'bash', '-c', write], { cwd: dir.path, ports });
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('earlier run');
    const set = JSON.parse(result.stdout) as ResultSet;
    expect(set.diagnostics).toEqual([]);
    expect(set.benchmarks.map((b) => b.name)).toContain('fib_group/iterative/10');
  });

  it('says what was wrong with a results file that is not benchmark output', async () => {
    const result = await runBenchGate(['run', '-n', '1', '--results', 'out.txt', '--', 'bash', '-c', 'echo hello > out.txt'], { cwd: dir.path });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/\(run 1\/1\) ran, but its results file out\.txt could not be used: out\.txt/);
  });

  it('ab reads each side\'s results file: a slower head is a regression', async () => {
    // Fixed files, not timed runs (sleep 0.01 against 0.03 overlapped on a loaded machine): real
    // hyperfine 1.15.0 output (5 runs of `sleep 0.001`, 1.6 to 9.0 ms) for base, and the same runs
    // 20 ms slower for head, each side's command writing its own. Both name the benchmark alike.
    const [result] = (JSON.parse(readFileSync(join(ROOT, 'fixtures', 'hyperfine', 'hyperfine-1.15.0-param-scan.json'), 'utf8')) as { results: Record<string, unknown>[] }).results;
    const slower = (s: unknown): number => (s as number) + 0.02;
    const side = (times: (s: unknown) => unknown): string => JSON.stringify({ results: [{ ...result, command: 'sleeper', parameters: {},
      ...Object.fromEntries(['mean', 'median', 'min', 'max'].map((k) => [k, times(result?.[k])])), times: (result?.times as unknown[]).map(times) }] });
    writeFileSync(join(dir.path, 'base.json'), side((s) => s));
    writeFileSync(join(dir.path, 'head.json'), side(slower));
    const copy = (from: string): string => `cp ${from} hf.json`;
    const ab = await runBenchGate(['ab', '-q', '--rounds', '2', '--results', 'hf.json', '--base-cmd', copy('base.json'), '--head-cmd', copy('head.json'), '--output', 'json'], { cwd: dir.path });
    expect(ab.code).toBe(1);
    const report = JSON.parse(ab.stdout) as { comparisons: { name: string; unit: string; status: string; n: number[] }[] };
    expect(report.comparisons.map((c) => [c.name, c.unit, c.status, c.n])).toEqual([['sleeper', 'sec', 'regression', [10, 10]]]);
  });
});

describe('paths that must not be removed or overwritten, refused before anything runs', () => {
  const marker = (name: string): string[] => ['--', 'bash', '-c', `touch ${name}`];

  it.each([
    ['..', 'is a directory above the one bench-gate runs in'],
    ['.', 'is the directory bench-gate runs in'],
    ['../inner', 'is the directory bench-gate runs in'],
  ])('run --results %s', async (path, why) => {
    const inner = join(dir.path, 'inner');
    mkdirSync(inner);
    writeFileSync(join(dir.path, 'keep.txt'), 'mine\n');
    const result = await runBenchGate(['run', '-n', '1', '--results', path, ...marker('ran')], { cwd: inner });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--results ${path} ${why}. bench-gate removes this path before every run`);
    expect(readFileSync(join(dir.path, 'keep.txt'), 'utf8')).toBe('mine\n');
    expect(existsSync(join(inner, 'ran'))).toBe(false);
  });

  it('run --results naming a git checkout, or the home directory', async () => {
    mkdirSync(join(dir.path, 'repo', '.git'), { recursive: true });
    const checkout = await runBenchGate(['run', '-n', '1', '--results', 'repo', ...marker('ran')], { cwd: dir.path });
    expect(checkout.code).toBe(2);
    expect(checkout.stderr).toContain('--results repo is a git checkout (it holds .git)');
    expect(existsSync(join(dir.path, 'repo', '.git'))).toBe(true);
    const home = await runBenchGate(['run', '-n', '1', '--results', dir.path, ...marker('ran')], { cwd: tmpdir(), env: { HOME: join(dir.path, 'me') } });
    expect(home.code).toBe(2);
    expect(home.stderr).toContain('is your home directory or a directory above it');
    expect(existsSync(join(dir.path, 'ran'))).toBe(false);
  });

  it('an existing directory that is not a criterion one (--results /tmp, --results src) is refused, and kept', async () => {
    const other = tempDir('bench-gate-results-other-');
    try {
      mkdirSync(join(dir.path, 'src'));
      writeFileSync(join(dir.path, 'src', 'main.rs'), 'mine\n');
      writeFileSync(join(other.path, 'theirs.txt'), 'theirs\n');
      for (const [command, path] of [['run', 'src'], ['run', other.path], ['ab', 'src/']] as const) {
        const args = command === 'run' ? ['run', '-n', '1', '--results', path, ...marker('ran')] : ['ab', '--rounds', '1', '--results', path, '--cmd', 'touch ran'];
        const result = await runBenchGate(args, { cwd: dir.path });
        const held = path === other.path ? 'theirs.txt' : 'main.rs';
        expect(result.stderr).toBe(`bench-gate ${command}: --results ${path} is an existing directory that holds ${held}, which is not a benchmark result (only a tree of results is removed: criterion's JSON, CSV, SVG and HTML, or a tool's JSON or CSV exports). bench-gate removes this path before every run, so that results left by an earlier run never pass for new ones: name the file or directory only the benchmark writes, e.g. --results bench.json or --results target/criterion.\n`);
        expect(result.code).toBe(2);
      }
      expect(readFileSync(join(dir.path, 'src', 'main.rs'), 'utf8')).toBe('mine\n');
      expect(readFileSync(join(other.path, 'theirs.txt'), 'utf8')).toBe('theirs\n');
      expect(existsSync(join(dir.path, 'ran'))).toBe(false);
      // A criterion tree left by an earlier run is what --results target/criterion is for: removed and written again.
      cpSync(join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2'), join(dir.path, 'target', 'criterion'), { recursive: true });
      const again = await runBenchGate(['run', '-q', '-n', '1', '--results', 'target/criterion', '--', 'bash', '-c', `cp -r '${join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2')}' target/criterion`], { cwd: dir.path });
      expect(again.stderr).not.toContain('is an existing directory');
      expect(again.code).toBe(0);
      // A criterion tree under another name (CRITERION_HOME=bench-out, one group's directory) is
      // a tree of results too: a second run with the tree the first one left is not refused.
      const tree = join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2');
      // (target/criterion/. used to fail removal with EINVAL: removing a path that ends in . is refused.)
      for (const path of ['bench-out', 'target/criterion/fib_group', 'bench-out/', 'target/criterion/.']) {
        for (let run = 1; run <= 2; run++) {
          const result = await runBenchGate(['run', '-q', '-n', '2', '--results', path, '--', 'bash', '-c', `mkdir -p '${path}' && cp -r '${tree}'/. '${path}'`], { cwd: dir.path });
          expect(result.stderr, `${path}, invocation ${run}`).not.toContain('is an existing directory');
          expect(result.code).toBe(0);
        }
      }
    } finally {
      other.remove();
    }
  });

  it('a FIFO (or a device: --results /dev/null) is refused, and kept: removing it before each run destroyed it', async () => {
    execFileSync('mkfifo', [join(dir.path, 'pipe')]);
    for (const args of [['run', '-n', '1', '--results', 'pipe', ...marker('ran')], ['ab', '--rounds', '1', '--results', 'pipe', '--cmd', 'touch ran']]) {
      const result = await runBenchGate(args, { cwd: dir.path });
      expect(result.stderr).toBe(`bench-gate ${args[0] ?? ''}: --results pipe is a device, FIFO or socket, not a file the command writes. bench-gate removes this path before every run, so that results left by an earlier run never pass for new ones: name the file or directory only the benchmark writes, e.g. --results bench.json or --results target/criterion.\n`);
      expect(result.code).toBe(2);
    }
    expect(existsSync(join(dir.path, 'pipe'))).toBe(true);
    expect(existsSync(join(dir.path, 'ran'))).toBe(false);
  });

  it.each([
    ['out.txt/hf.json', 'cannot write out.txt/hf.json (--results): out.txt is a file, not a directory, so nothing can be inside it. Give another path.'],
    ['loop-a', 'cannot write loop-a (--results): it (or a directory on its path) is a symbolic link that leads back to itself through other links'],
  ])('--results %s no command can write is refused with the reason, not as an internal error', async (path, message) => {
    writeFileSync(join(dir.path, 'out.txt'), 'mine\n');
    symlinkSync('loop-b', join(dir.path, 'loop-a'));
    symlinkSync('loop-a', join(dir.path, 'loop-b'));
    const result = await runBenchGate(['run', '-n', '1', '--results', path, ...marker('ran')], { cwd: dir.path });
    expect(result.stderr.startsWith(`bench-gate run: ${message}`)).toBe(true);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(2);
    expect(existsSync(join(dir.path, 'ran'))).toBe(false);
  });

  it('ab --results . is refused too', async () => {
    const result = await runBenchGate(['ab', '--rounds', '1', '--results', '.', '--cmd', 'touch ran'], { cwd: dir.path });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--results . is the directory bench-gate runs in');
    expect(existsSync(join(dir.path, 'ran'))).toBe(false);
  });

  it('an output that is the --results path or inside it is refused: the reruns that confirm a regression remove it', async () => {
    // Before the fix, -o res.json was written, then removed by the confirming reruns and replaced by
    // the command's own JSON, while stderr said the result JSON was written there.
    writeFileSync(join(dir.path, 'base.json'), '[{"name": "x", "unit": "ms", "value": 100}]\n');
    const writes = ['--', 'bash', '-c', 'touch ran; echo \'[{"name": "x", "unit": "ms", "value": 200}]\' > res.json'];
    const run = await runBenchGate(['run', '-q', '-n', '1', '--format', 'custom-smaller', '--results', 'res.json', '-o', 'res.json', '--baseline', 'base.json', ...writes], { cwd: dir.path });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bench-gate run: -o res.json is also the --results path res.json, which bench-gate removes before every run (confirming reruns too)');
    expect(existsSync(join(dir.path, 'ran'))).toBe(false);
    mkdirSync(join(dir.path, 'out'));
    const ab = await runBenchGate(['ab', '--rounds', '1', '--results', 'out', '--head-out', './out/head.json', '--cmd', 'touch ran'], { cwd: dir.path });
    expect(ab.code).toBe(2);
    expect(ab.stderr).toContain('--head-out ./out/head.json is inside the --results path out');
    expect(existsSync(join(dir.path, 'ran'))).toBe(false);
    // Beside it, as before.
    const beside = await runBenchGate(['run', '-q', '-n', '1', '--format', 'custom-smaller', '--results', 'res.json', '-o', 'result.json', ...writes], { cwd: dir.path });
    expect(beside.code).toBe(0);
    expect((JSON.parse(readFileSync(join(dir.path, 'result.json'), 'utf8')) as ResultSet).benchmarks.map((b) => b.name)).toEqual(['x']);
  });

  it('a --baseline that is the --results path or inside it is refused: the first run would delete it', async () => {
    writeFileSync(join(dir.path, 'base.json'), '[{"name": "x", "unit": "ms", "value": 100}]\n');
    const writes = ['--', 'bash', '-c', 'touch ran; echo \'[{"name": "x", "unit": "ms", "value": 100}]\' > res.json'];
    const run = await runBenchGate(['run', '-q', '-n', '1', '--format', 'custom-smaller', '--results', 'base.json', '--baseline', './base.json', ...writes], { cwd: dir.path });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bench-gate run: --baseline ./base.json is also the --results path base.json, which bench-gate removes before every run for the command to write its results there, so the file --baseline names would be deleted.');
    expect(existsSync(join(dir.path, 'ran'))).toBe(false);
    expect(readFileSync(join(dir.path, 'base.json'), 'utf8')).toContain('"value": 100');
    // The fix's example is not the --results path itself.
    const same = await runBenchGate(['run', '-q', '-n', '1', '--results', 'bench-gate-results.json', '-o', 'bench-gate-results.json', ...writes], { cwd: dir.path });
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('Give -o a path outside it, e.g. -o bench-gate-output.json.');
  });

  it('run and ab check their output files before running: a missing directory, two outputs in one file', async () => {
    const run = await runBenchGate(['run', '-n', '1', '-o', 'no/such/dir/head.json', ...marker('ran')], { cwd: dir.path });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cannot write no/such/dir/head.json (-o): its directory no/such/dir does not exist');
    const ab = await runBenchGate(['ab', '--rounds', '1', '--base-out', 'x.json', '--head-out', 'x.json', '--cmd', 'touch ran'], { cwd: dir.path });
    expect(ab.code).toBe(2);
    expect(ab.stderr).toContain('--head-out x.json is also the output of --base-out');
    expect(existsSync(join(dir.path, 'ran'))).toBe(false);
  });
});
