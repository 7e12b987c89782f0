/**
 * `bench-gate run` with real processes: scripts/run-fixtures/bench.sh prints one result per run
 * (a Go benchmark line or one-number custom JSON), fails on a chosen run, or sleeps past --timeout.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResultSet } from '../../src/schema/result.js';
import { BENCH_SH, runBenchGate, tempDir } from './harness.js';

let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir(); });
afterEach(() => dir.remove());

const read = (path: string): ResultSet => JSON.parse(readFileSync(path, 'utf8')) as ResultSet;

describe('run', () => {
  it('runs the command N times, one sample per run, and records the context', async () => {
    const out = join(dir.path, 'head.json');
    const result = await runBenchGate(['run', '--runs', '5', '-o', out, '--', 'bash', BENCH_SH], {
      env: { BENCH_NS: '2000000' }, now: new Date('2026-11-21T12:00:00Z'), fingerprint: 'f00dfeedbeef',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    const set = read(out);
    expect(set.benchmarks.map((b) => b.name)).toEqual(['BenchmarkSleep-8']);
    const samples = set.benchmarks[0]?.metrics[0]?.samples ?? [];
    expect(samples).toHaveLength(5);
    for (const s of samples) expect(s).toBeCloseTo(0.002, 4);
    // The harness's fingerprint says x64 (Node's spelling); results use Go's, as parsed logs do (goarch: amd64).
    expect(set.context).toMatchObject({
      tool: 'go', time: '2026-11-21T12:00:00.000Z', toolVersion: 'go version test',
      machine: { fingerprint: 'f00dfeedbeef', os: 'linux', arch: 'amd64', cpu: 'Test CPU', cores: 4 },
      sources: [`bash ${BENCH_SH} (5 runs)`],
    });
    expect(set.context.commit).toMatch(/^[0-9a-f]{40}$/);
    // Live output and one progress line per run (plain: stderr is not a terminal).
    expect(result.stderr).toContain('bench.sh: run 3 starting');
    expect(result.stderr.match(/^bench-gate: run \d\/5/gm)).toHaveLength(5);
    expect(result.stderr).toMatch(/^bench-gate: run 2\/5, \d+\.\d s elapsed, ETA /m);
    expect(result.stderr).toContain('1 benchmark (go), n = 5 samples');
  });

  // The script prints a line on stderr beside its JSON document: the joined output does not read, stdout alone does.
  it('reads one-number-per-run custom JSON through bash (--shell), writes to stdout, and hides output with -q', async () => {
    const result = await runBenchGate(['run', '-n', '4', '-q', '--format', 'custom-smaller', '--commit', 'abc1234', '--shell', '--', `BENCH_FORMAT=json BENCH_NS=500 bash ${BENCH_SH}`]);
    expect(result.code).toBe(0);
    const set = JSON.parse(result.stdout) as ResultSet;
    expect(set.context.tool).toBe('custom');
    expect(set.context.commit).toBe('abc1234');
    expect(set.benchmarks[0]?.metrics[0]?.samples).toHaveLength(4);
    expect(result.stderr).not.toContain('bench.sh: run');
  });

  it('reads a JSON document on stdout alone when the text on stderr beside it would break it, and a broken document still fails', async () => {
    const fine = await runBenchGate(['run', '-n', '2', '-q', '--format', 'custom-smaller', '--shell', '--', `BENCH_FORMAT=json BENCH_NS=500 bash ${BENCH_SH}`]);
    expect(fine.stderr).not.toContain('could not be used');
    expect((JSON.parse(fine.stdout) as ResultSet).benchmarks[0]?.metrics[0]?.samples).toHaveLength(2);
    expect(fine.code).toBe(0);
    const broken = await runBenchGate(['run', '-n', '1', '-q', '--format', 'custom-smaller', '--shell', '--', 'echo "[{\\"name\\": "; echo warning >&2']);
    expect(broken.stderr).toContain('ran, but its output could not be used');
    expect(broken.code).toBe(2);
  });

  it('stops at a failing run: exit 2, its exit code and the last 20 lines of stderr, partial results kept', async () => {
    const out = join(dir.path, 'partial.json');
    const result = await runBenchGate(['run', '--runs', '5', '-o', out, '--', 'bash', BENCH_SH], { env: { BENCH_NS: '1000', BENCH_FAIL_AT: '3' } });
    expect(result.code).toBe(2);
    // The message follows the command's live output.
    const message = result.stderr.slice(result.stderr.indexOf('bench-gate run: '));
    expect(message).toMatch(new RegExp(`^bench-gate run: \`bash ${BENCH_SH}\` \\(run 3/5\\) failed with exit code 3 after \\d+\\.\\d s\\.\n`));
    expect(message).toContain('The last 20 lines of its stderr:\n    error line 6 of run 3\n');
    expect(message).toContain('    error line 25 of run 3\n');
    expect(message).not.toContain('error line 5 of run 3\n');
    expect(message).toContain(`The results of the 2 finished runs were written to ${out} (marked partial).`);
    const set = read(out);
    expect(set.benchmarks[0]?.metrics[0]?.samples).toHaveLength(2);
    expect(set.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', message: 'partial results: run 3 of 5 failed, so this file holds 2 runs' })]);
  });

  // As `cargo bench` fails on a panicking #[bench]: libtest prints the panic on stdout, cargo its last word on stderr.
  it('shows the cause a failing run printed on stdout when stderr holds only a wrapper\'s last line, even with -q', async () => {
    const result = await runBenchGate(['run', '-q', '-n', '2', '--', 'echo "thread main panicked at benches/b.rs:16: kaboom"; sleep 0.2; echo "error: bench failed" >&2; exit 101']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('failed with exit code 101');
    expect(result.stderr).toContain('The last 2 lines of its output (stdout and stderr):\n    thread main panicked at benches/b.rs:16: kaboom\n    error: bench failed\n');
  });

  it('stops a run that exceeds --timeout, with its whole process group', async () => {
    const started = Date.now();
    const result = await runBenchGate(['run', '--runs', '3', '--timeout', '300ms', '--', 'bash', BENCH_SH], { env: { BENCH_DELAY: '20' } });
    expect(result.code).toBe(2);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(result.stderr).toContain('(run 1/3) ran longer than --timeout 300ms and was stopped.');
    expect(result.stderr).toContain('No run finished, so no results were written.');
  });

  it('refuses output with unreadable result lines unless --lenient', async () => {
    const strict = await runBenchGate(['run', '-n', '2', '--', 'cat', 'fixtures/cli/inputs/truncated.txt']);
    expect(strict.code).toBe(2);
    expect(strict.stderr).toContain('cat fixtures/cli/inputs/truncated.txt #1:6: error: cannot read the result line of BenchmarkB-8');
    expect(strict.stderr).toContain('(run 1/2): 1 result line of its output could not be read (listed above), so its sample would be lost. Pass --lenient');
    const lenient = await runBenchGate(['run', '-n', '2', '--lenient', '--', 'cat', 'fixtures/cli/inputs/truncated.txt']);
    expect(lenient.code).toBe(0);
    expect(lenient.stderr).toContain('cat fixtures/cli/inputs/truncated.txt #2:6: warning: cannot read the result line');
    expect((JSON.parse(lenient.stdout) as ResultSet).diagnostics).toHaveLength(2);
  });

  it('reads a raw --baseline with the run\'s --format (custom JSON cannot be detected without it)', async () => {
    const base = join(dir.path, 'base.json');
    writeFileSync(base, '[{"name": "Sleep", "unit": "ns", "value": 500}]\n');
    const result = await runBenchGate(['run', '-q', '-n', '3', '--format', 'custom-smaller', '--baseline', base, '--no-confirm', '--shell', '--',
      `BENCH_FORMAT=json BENCH_NS=500 bash ${BENCH_SH}`]);
    expect(result.stderr).not.toContain('Pass --format custom-smaller');
    expect(result.stderr).toContain(`baseline ${base}: custom-smaller, 1 benchmark, 1 samples`);
    expect(result.code).toBe(0);
  });

  it('explains a command that cannot start, output that holds no results, and a missing --', async () => {
    const missing = await runBenchGate(['run', '--runs', '1', '--', './no-such-benchmark']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('`./no-such-benchmark` (run 1/1) could not be started: spawn ./no-such-benchmark ENOENT.');
    const noResults = await runBenchGate(['run', '--runs', '2', '--', 'echo', 'hello']);
    expect(noResults.code).toBe(2);
    expect(noResults.stderr).toContain('`echo hello` (run 1/2) ran, but its output could not be used: echo hello #1: none of its 1 lines looks like benchmark output');
    // A bench binary's own text is read through the config's patterns: the fix is named, as the list of formats does not.
    expect(noResults.stderr).toContain("or a bench binary's own text, read through `metrics:` patterns in bench-gate.yml (e.g. - {pattern: '^(?<name>\\S+): (?<value>[\\d.,]+) ?(?<unit>\\S*)$', better: lower})");
    // Nothing printed at all: say where results may be instead of calling an input empty.
    const silent = await runBenchGate(['run', '-q', '--runs', '1', '--', 'true']);
    expect(silent.code).toBe(2);
    expect(silent.stderr).toContain('`true` (run 1/1) ran, but printed nothing (bench-gate reads its results from stdout and stderr). A tool that writes its results to a file instead '
      + '(hyperfine --export-json, a target/criterion directory) needs bench-gate told where: --results FILE on the command line, output-file in the action.');
    // Only logs on stderr (the results went to a file): the parse error, then where results may be.
    const logsOnly = await runBenchGate(['run', '-q', '--runs', '1', '--', 'bash', '-c', 'echo "bench: results written to out.json" >&2']);
    expect(logsOnly.code).toBe(2);
    expect(logsOnly.stderr).toContain('#1: none of its 1 lines looks like benchmark output (line 1 is "bench: results written to out.json").');
    expect(logsOnly.stderr).toContain('lists them). It printed nothing on stdout, only on stderr. A tool that writes its results to a file instead '
      + '(hyperfine --export-json, a target/criterion directory) needs bench-gate told where: --results FILE on the command line, output-file in the action.');
    expect(noResults.stderr).not.toContain('It printed nothing on stdout');
    const noDash = await runBenchGate(['run', 'go', 'test', '-bench', '.']);
    expect(noDash.code).toBe(2);
    expect(noDash.stderr).toContain('put -- before the command');
    const noCommand = await runBenchGate(['run', '--runs', '3']);
    expect(noCommand.stderr).toContain('run needs a command after --.');
    const badRuns = await runBenchGate(['run', '--runs', '0', '--', 'true']);
    expect(badRuns.stderr).toContain("Invalid value '0' for --runs. Use a whole number from 1 to 10000.");
  });
});

/** Go-format results where some runs lack a benchmark (or a metric), skip one, or fail one; COMPLETE=1 prints every one every time. */
const GAPS_SH = `run=\${BENCH_GATE_RUN:-0}
[[ -n \${COMPLETE:-} ]] && run=0
echo "goos: linux"
echo "pkg: example.com/gaps"
echo "BenchmarkSteady-8   1000   1000 ns/op"
[[ $run == 2 ]] || echo "BenchmarkFlaky-8   1000   2000 ns/op"
if [[ $run == 2 ]]; then echo "BenchmarkMem-8   1000   500 ns/op"; else echo "BenchmarkMem-8   1000   500 ns/op   64 B/op   1 allocs/op"; fi
if [[ $run == 3 ]]; then echo "--- SKIP: BenchmarkSkippy-8"; else echo "BenchmarkSkippy-8   1000   300 ns/op"; fi
if [[ $run == 2 ]]; then echo "--- FAIL: BenchmarkFaily-8"; else echo "BenchmarkFaily-8   1000   300 ns/op"; fi
echo PASS
`;

describe('run when some runs lack a benchmark', () => {
  const GAPS = '3 of 5 benchmarks did not appear in every run, so they have fewer samples: BenchmarkFlaky-8: in 2 of 3 runs (missing from run 2); '
    + 'BenchmarkMem-8 B/op, allocs/op: in 2 of 3 runs (missing from run 2); BenchmarkSkippy-8: in 2 of 3 runs (skipped in run 3). '
    + 'The output of those runs shows why (a skip, a benchmark that printed nothing, a line a metrics pattern did not match).';

  it('warns on stderr and in the result file, naming each benchmark and metric and the runs it is missing from, and keeps every sample', async () => {
    const script = join(dir.path, 'gaps.sh');
    writeFileSync(script, GAPS_SH);
    const out = join(dir.path, 'gaps.json');
    const result = await runBenchGate(['run', '-q', '-n', '3', '-o', out, '--', 'bash', script]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`bench-gate: warning: ${GAPS}\n`);
    // The failed benchmark is said once, as failed (the parser's warning), not again as missing.
    expect(result.stderr).toContain('warning: BenchmarkFaily-8 failed; it is reported as failed, not compared');
    expect(result.stderr.match(/BenchmarkFaily/g)).toHaveLength(1);
    const set = read(out);
    expect(set.diagnostics.at(-1)).toEqual({ severity: 'warning', source: `bash ${script} (3 runs)`, line: 0, message: GAPS });
    expect(set.benchmarks.map((b) => [b.name, b.status, b.metrics.map((m) => m.samples.length)])).toEqual([
      ['BenchmarkSteady-8', 'ok', [3]], ['BenchmarkFlaky-8', 'ok', [2]], ['BenchmarkMem-8', 'ok', [3, 2, 2]], ['BenchmarkSkippy-8', 'ok', [2]], ['BenchmarkFaily-8', 'failed', [2]],
    ]);
    // compare shows what the file records.
    const compared = await runBenchGate(['compare', out, out]);
    expect(compared.stderr).toContain(`${out}: warning: it records: ${GAPS}`);
  });

  it('warns on stderr, as a complete series does, when the series stops at a failing run, and records it in the partial file', async () => {
    const script = join(dir.path, 'gaps.sh');
    writeFileSync(script, `${GAPS_SH}[[ \${BENCH_GATE_RUN:-0} == 4 ]] && exit 3\ntrue\n`);
    const out = join(dir.path, 'partial.json');
    const result = await runBenchGate(['run', '-q', '-n', '5', '-o', out, '--', 'bash', script]);
    expect(result.code).toBe(2);
    const set = read(out);
    const gaps = set.diagnostics.at(-1);
    expect(gaps).toEqual({ severity: 'warning', source: `bash ${script} (3 runs)`, line: 0, message: GAPS });
    expect(set.diagnostics).toContainEqual(expect.objectContaining({ message: 'partial results: run 4 of 5 failed, so this file holds 3 runs' }));
    // Once, before the failure's message (which ends the output).
    expect(result.stderr.split(`bench-gate: warning: ${GAPS}\n`)).toHaveLength(2);
    expect(result.stderr.indexOf(GAPS)).toBeLessThan(result.stderr.indexOf('(run 4/5) failed with exit code 3'));
  });

  it('says nothing when every benchmark is in every run', async () => {
    const script = join(dir.path, 'gaps.sh');
    writeFileSync(script, GAPS_SH);
    const result = await runBenchGate(['run', '-q', '-n', '3', '--', 'bash', script], { env: { COMPLETE: '1' } });
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('did not appear');
    expect((JSON.parse(result.stdout) as ResultSet).diagnostics).toEqual([]);
  });

  it('names a metrics pattern that matched nothing in one run', async () => {
    const config = join(dir.path, 'bench-gate.yml');
    writeFileSync(config, [
      'version: 1', 'format: metrics', 'metrics:',
      "  - {pattern: '^throughput: (?<ops>[\\d.]+) ops/s', name: server, values: {ops: {metric: throughput, unit: ops/sec, better: higher}}}",
      "  - {pattern: '^latency p99: (?<p99>[\\d.]+ms)', name: server, values: {p99: {metric: p99, better: lower}}}", '',
    ].join('\n'));
    const result = await runBenchGate(['run', '-q', '-n', '3', '--config', config, '--shell', '--', 'echo "throughput: 1000 ops/s"; [ "$BENCH_GATE_RUN" = 2 ] || echo "latency p99: 3.5ms"']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('bench-gate: warning: 1 of 2 benchmarks did not appear in every run, so it has fewer samples: server/p99: in 2 of 3 runs (missing from run 2).');
  });
});

describe('run with a bench binary read through config patterns', () => {
  it('gives one sample per run for every metric of a Jobbie-like table', async () => {
    const out = join(dir.path, 'jobbie.json');
    const table = join(import.meta.dirname, '..', '..', 'fixtures', 'metrics', 'jobbie.txt');
    const config = join(import.meta.dirname, '..', '..', 'examples', 'jobbie-like', 'bench-gate.yml');
    const result = await runBenchGate(['run', '--runs', '4', '--config', config, '-o', out, '--', 'cat', table], {
      now: new Date('2026-11-21T12:00:00Z'), fingerprint: 'f00dfeedbeef',
    });
    expect(result.code, result.stderr).toBe(0);
    const set = read(out);
    expect(set.context.tool).toBe('metrics');
    expect(set.benchmarks.length).toBeGreaterThan(3);
    for (const b of set.benchmarks) for (const m of b.metrics) expect(m.samples).toHaveLength(4);
    expect(set.benchmarks.some((b) => b.metrics.some((m) => m.better === 'higher'))).toBe(true);
  });
});
