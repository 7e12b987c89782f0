/**
 * Confirm on rerun with real processes: a shell script prints Go benchmark lines (10 per call, like
 * -count=10) and honours -bench like `go test` does. BenchmarkEncode is 20% slower on the script's
 * first call only (a one-off, flaky slowdown: its call count lives in a state file) or on every call
 * (a real slowdown). `run --baseline` must clear the first and confirm the second.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, constants, cpSync, existsSync, openSync, readdirSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResultSet } from '../../src/schema/result.js';
import { ROOT, runBenchGate, tempDir } from './harness.js';

const FLAKY_SH = `#!/usr/bin/env bash
# flaky.sh [-bench REGEX | -bench=REGEX]: Go-format results for BenchmarkEncode and BenchmarkDecode.
set -euo pipefail
re=.
while [[ $# -gt 0 ]]; do
  case $1 in
    -bench=*) re=\${1#-bench=} ;;
    -bench) shift; re=$1 ;;
  esac
  shift
done
calls=$(( $(cat "$STATE_DIR/calls" 2>/dev/null || echo 0) + 1 ))
echo "$calls" > "$STATE_DIR/calls"
echo "goos: linux"
echo "pkg: example.com/flaky"
for name in BenchmarkEncode BenchmarkDecode; do
  [[ $name =~ \${re%%/*} ]] || continue
  echo "flaky.sh: call $calls runs $name" >&2
  ns=1000000
  if [[ $name == BenchmarkEncode && ( -n \${SLOW_ALWAYS:-} || ( $calls == 1 && \${FLAKY_FIRST:-1} == 1 ) ) ]]; then ns=1200000; fi
  for i in 1 2 3 4 5 6 7 8 9 10; do
    printf '%s-8 \\t    1000\\t %d ns/op\\n' "$name" $(( ns + (RANDOM % 11 - 5) * ns / 1000 ))
  done
done
echo PASS
`;

let dir: ReturnType<typeof tempDir>;
let script: string;
beforeEach(() => {
  dir = tempDir('bench-gate-confirm-');
  script = join(dir.path, 'flaky.sh');
  writeFileSync(script, FLAKY_SH);
});
afterEach(() => dir.remove());

interface JsonReport {
  verdict: string;
  summary: Record<string, number>;
  settings: { mode: string };
  warnings: string[];
  comparisons: { name: string; unit: string; status: string; warnings: string[] }[];
  confirmation?: { command: string; runs: number; regressions: { key: string; outcome: string; rerun: { status: string } | null }[] };
}

/** A baseline measured without the slowdown, in a state directory of its own. */
async function makeBaseline(): Promise<string> {
  const out = join(dir.path, 'base.json');
  const state = tempDir('bench-gate-state-');
  const made = await runBenchGate(['run', '-q', '-n', '1', '-o', out, '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: state.path, FLAKY_FIRST: '0' } });
  state.remove();
  expect(made.code).toBe(0);
  return out;
}

const calls = (): number => Number(readFileSync(join(dir.path, 'calls'), 'utf8'));
const encode = (report: JsonReport) => report.comparisons.find((c) => c.name === 'BenchmarkEncode-8' && c.unit === 'sec/op');

describe('run --baseline with confirm on rerun', () => {
  it('a flaky one-off slowdown is cleared: only the flagged benchmark reruns, and it does not reproduce', async () => {
    const base = await makeBaseline();
    const result = await runBenchGate(['run', '-n', '1', '--baseline', base, '--output', 'json', '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path } });
    expect(result.code).toBe(0);
    expect(calls()).toBe(2);
    // The rerun is narrowed by rewriting -bench: call 2 runs Encode only.
    expect(result.stderr).toContain("bench-gate: 1 regression flagged; confirming on rerun (1 run, -bench '^(BenchmarkEncode)$')");
    expect(result.stderr).toContain('flaky.sh: call 2 runs BenchmarkEncode');
    expect(result.stderr).not.toContain('flaky.sh: call 2 runs BenchmarkDecode');
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.verdict).toBe('pass');
    expect(report.settings.mode).toBe('cached');
    expect(report.summary.regression).toBe(0);
    const row = encode(report);
    expect(row?.status).not.toBe('regression');
    expect(row?.warnings.join('\n')).toMatch(/^flagged as a regression \(\+\d+\.\d% \[\+\d+\.\d%, \+\d+\.\d%\]\) but not reproduced on rerun \([+-]\d+\.\d%/m);
    expect(report.confirmation).toMatchObject({ runs: 1, regressions: [{ key: 'example.com/flaky.BenchmarkEncode-8', outcome: 'cleared' }] });
    expect(report.confirmation?.command).toBe(`bash ${script} '-bench=^(BenchmarkEncode)$'`);
    expect(report.warnings.join('\n')).toContain('confirm on rerun: 1 flagged regression re-measured (1 run of');
  });

  it('-o holds the results the verdict rests on: the rerun\'s samples of a cleared regression, the first run\'s of the rest', async () => {
    const base = await makeBaseline();
    const out = join(dir.path, 'head.json');
    const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '-o', out, '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path } });
    expect(result.code, result.stderr).toBe(0);
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    const samples = (name: string): number[] => set.benchmarks.find((b) => b.name === name)?.metrics[0]?.samples ?? [];
    // The first call measured Encode at 1.2 ms, the rerun at 1 ms; Decode was not rerun.
    expect(samples('BenchmarkEncode-8')).toHaveLength(10);
    expect(Math.max(...samples('BenchmarkEncode-8'))).toBeLessThan(1.1e-3);
    expect(samples('BenchmarkDecode-8')).toHaveLength(10);
    expect(result.stderr).toContain(`bench-gate: ${out} rewritten with the rerun's samples of 1 metric whose flagged regression it did not reproduce`);
    // The file compares with the baseline as the report did.
    const again = await runBenchGate(['compare', base, out, '--output', 'json']);
    expect(again.code).toBe(0);
    expect((JSON.parse(again.stdout) as JsonReport).summary.regression).toBe(0);
  });

  it('-o keeps the first run\'s samples of a regression the rerun confirmed', async () => {
    const base = await makeBaseline();
    const out = join(dir.path, 'head.json');
    const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '-o', out, '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path, SLOW_ALWAYS: '1' } });
    expect(result.code).toBe(1);
    expect(calls()).toBe(2);
    expect(result.stderr).not.toContain('rewritten');
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    expect(Math.min(...(set.benchmarks.find((b) => b.name === 'BenchmarkEncode-8')?.metrics[0]?.samples ?? []))).toBeGreaterThan(1.1e-3);
  });

  it('-o keeps the first run\'s samples when the rerun itself fails: the regression stands, as first measured', async () => {
    const base = await makeBaseline();
    const out = join(dir.path, 'head.json');
    // The script's second call (the rerun) prints its results, then fails.
    const failing = join(dir.path, 'failing.sh');
    writeFileSync(failing, `bash '${script}' "$@"\n[[ $(cat "$STATE_DIR/calls") != 2 ]]\n`);
    const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '-o', out, '--', 'bash', failing, '-bench=.'], { env: { STATE_DIR: dir.path } });
    expect(result.code).toBe(1);
    expect(calls()).toBe(2);
    expect(result.stderr).toContain('bench-gate: warning: the confirming rerun failed, so the first results stand');
    expect(result.stderr).not.toContain('rewritten');
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    expect(Math.min(...(set.benchmarks.find((b) => b.name === 'BenchmarkEncode-8')?.metrics[0]?.samples ?? []))).toBeGreaterThan(1.1e-3);
  });

  it('-o is never left cut by a rewrite that dies halfway: it is replaced whole, not truncated and written again', async () => {
    const base = await makeBaseline();
    const out = join(dir.path, 'head.json');
    // A write of OUT after the first dies halfway, as on a full disk or when the process is killed:
    // the file truncated, then half written.
    let writes = 0;
    const writeFile = (path: string, text: string): Promise<void> => {
      if (path === out && ++writes > 1) {
        writeFileSync(path, text.slice(0, text.length / 2));
        return Promise.reject(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
      }
      writeFileSync(path, text);
      return Promise.resolve();
    };
    const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '-o', out, '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path }, ports: { writeFile } });
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    expect(Math.max(...(set.benchmarks.find((b) => b.name === 'BenchmarkEncode-8')?.metrics[0]?.samples ?? []))).toBeLessThan(1.1e-3);
    expect(writes).toBe(1);
    expect(result.code, result.stderr).toBe(0);
  });

  it('-o that cannot be replaced keeps the first run\'s results, whole, with a warning; the report still comes out', async () => {
    const base = await makeBaseline();
    const out = join(dir.path, 'head.json');
    // The first write makes the file (ENOENT, as the real port rejects, for no file yet); the rewrite meets a full disk.
    const replaceFile = (path: string): Promise<boolean> => Promise.reject(existsSync(path)
      ? Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      : Object.assign(new Error(`ENOENT: no such file or directory, realpath '${path}'`), { code: 'ENOENT' }));
    const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '-o', out, '--output', 'json', '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path }, ports: { replaceFile } });
    expect(result.code, result.stderr).toBe(0);
    expect((JSON.parse(result.stdout) as JsonReport).confirmation?.regressions.map((r) => r.outcome)).toEqual(['cleared']);
    expect(result.stderr).toContain(`bench-gate: warning: ${out} keeps the results measured before the rerun, without the rerun's samples of 1 metric whose flagged regression it did not reproduce: it could not be replaced (ENOSPC: no space left on device, write).\n`);
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    expect(Math.min(...(set.benchmarks.find((b) => b.name === 'BenchmarkEncode-8')?.metrics[0]?.samples ?? []))).toBeGreaterThan(1.1e-3);
  });

  it('-o that is a pipe gets one document, the first run\'s results, and a warning says why not the rerun\'s', async () => {
    const base = await makeBaseline();
    const fifo = join(dir.path, 'head.fifo');
    execFileSync('mkfifo', [fifo]);
    // The test is the reader: read and write, so that neither side blocks.
    const reader = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    try {
      const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '-o', fifo, '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path } });
      const buffer = Buffer.alloc(1 << 16);
      const set = JSON.parse(buffer.subarray(0, readSync(reader, buffer)).toString('utf8')) as ResultSet;
      expect(Math.min(...(set.benchmarks.find((b) => b.name === 'BenchmarkEncode-8')?.metrics[0]?.samples ?? []))).toBeGreaterThan(1.1e-3);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain(`bench-gate: warning: ${fifo} keeps the results measured before the rerun, without the rerun's samples of 1 metric whose flagged regression it did not reproduce: it is not a regular file`);
    } finally {
      closeSync(reader);
    }
  });

  it('warns about a config rule that matched no benchmark (Go names carry their -8)', async () => {
    const base = await makeBaseline();
    const config = join(dir.path, 'bench-gate.yml');
    writeFileSync(config, 'rules:\n  - {match: "BenchmarkEncode", informational: true}\n');
    const result = await runBenchGate(['run', '-q', '-n', '1', '--config', config, '--baseline', base, '--no-confirm', '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path } });
    expect(result.stderr).toContain(`warning: ${config}: rule #1 (match: "BenchmarkEncode") matched no benchmark`);
  });

  it('the same slowdown fails the gate with --no-confirm (so it is the rerun that cleared it)', async () => {
    const base = await makeBaseline();
    const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '--no-confirm', '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path } });
    expect(result.code).toBe(1);
    expect(calls()).toBe(1);
    expect(result.stdout).toMatch(/Encode-8 .* regression/);
    expect(result.stderr).toContain('bench-gate: 1 benchmark metric regressed beyond 5%: BenchmarkEncode-8 sec/op +');
  });

  it('a real slowdown is confirmed and still fails; the filter is rewritten inside a shell command too', async () => {
    const base = await makeBaseline();
    const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '--output', 'json', '--', `bash ${script} -bench . | cat`], { env: { STATE_DIR: dir.path, SLOW_ALWAYS: '1' } });
    expect(result.code).toBe(1);
    expect(calls()).toBe(2);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.verdict).toBe('fail');
    expect(encode(report)?.status).toBe('regression');
    expect(encode(report)?.warnings.join('\n')).toMatch(/confirmed on rerun: \+(19|20|21)\.\d% \[/);
    expect(report.confirmation?.regressions).toEqual([expect.objectContaining({ outcome: 'confirmed', rerun: expect.objectContaining({ status: 'regression' }) })]);
    expect(report.confirmation?.command).toBe(`bash ${script} -bench='^(BenchmarkEncode)$' | cat`);
    expect(result.stderr).toContain('bench-gate: confirm on rerun: 1 confirmed, 0 not reproduced');
  });

  it('files mode with 10 samples a side does not confirm unless asked; --confirm does', async () => {
    const base = await makeBaseline();
    const auto = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '--mode', 'files', '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path } });
    expect(auto.code).toBe(1);
    expect(auto.stderr).toContain('not confirming on rerun (files mode with 10+10 samples); pass --confirm');
    const slow = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '--mode', 'files', '--confirm', '--output', 'json', '--', 'bash', script, '-bench=.'], { env: { STATE_DIR: dir.path, SLOW_ALWAYS: '1' } });
    expect(slow.code).toBe(1);
    expect(calls()).toBe(3);
    expect((JSON.parse(slow.stdout) as JsonReport).confirmation?.regressions[0]?.outcome).toBe('confirmed');
  });

  it('refuses gate options without --baseline, and a missing baseline before running anything', async () => {
    const stray = await runBenchGate(['run', '--confirm', '--', 'bash', script]);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('--confirm needs --baseline FILE');
    const missing = await runBenchGate(['run', '--baseline', join(dir.path, 'nope.json'), '--', 'bash', script], { env: { STATE_DIR: dir.path } });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('nope.json: no such file');
    expect(() => calls()).toThrow();
  });
});

describe('confirm on rerun and summaries', () => {
  /** Google Benchmark JSON of BM_StringCopy/8 (from a real file): 3 repetitions at `ns` ns, or only its aggregates. */
  const gbench = (ns: number, aggregatesOnly: boolean): string => {
    const real = JSON.parse(readFileSync('fixtures/run/gbench-aggregates-1.json', 'utf8')) as { benchmarks: Record<string, unknown>[] };
    const [mean] = real.benchmarks;
    const entries = aggregatesOnly
      ? real.benchmarks.map((b) => ({ ...b, real_time: ns, cpu_time: ns }))
      : [0.99, 1, 1.01].map((f, i) => ({ ...mean, name: 'BM_StringCopy/8', run_type: 'iteration', aggregate_name: undefined, repetition_index: i, real_time: ns * f, cpu_time: ns * f }));
    return JSON.stringify({ ...real, benchmarks: entries });
  };

  it('a rerun whose second run prints only aggregates beside the first run\'s repetitions: the left-out summary is a warning of the report', async () => {
    for (const [name, ns, agg] of [['fast', 10, false], ['slow', 13, false], ['slow-agg', 13, true]] as const) writeFileSync(join(dir.path, `${name}.json`), gbench(ns, agg));
    // Calls 1-2 measure head (slow), call 3 is the rerun's first run, call 4 its second: aggregates only.
    const sh = join(dir.path, 'gb.sh');
    writeFileSync(sh, `calls=$(( $(cat "${dir.path}/calls" 2>/dev/null || echo 0) + 1 )); echo $calls > "${dir.path}/calls"\nif [ "$calls" = 4 ]; then cat "${dir.path}/slow-agg.json"; else cat "${dir.path}/slow.json"; fi\n`);
    const base = join(dir.path, 'base.json');
    expect((await runBenchGate(['run', '-q', '-n', '2', '-o', base, '--', 'cat', join(dir.path, 'fast.json')])).code).toBe(0);
    const result = await runBenchGate(['run', '-q', '-n', '2', '--baseline', base, '--output', 'json', '--', 'bash', sh]);
    expect(calls()).toBe(4);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.confirmation?.runs).toBe(2);
    const warning = 'confirm on rerun: BM_StringCopy/8 sec/op: other inputs have samples of single repetitions, but confirming run 2 only has a summary, whose centre cannot stand beside them: left out.';
    expect(report.warnings.find((w) => w.startsWith(warning))).toBeDefined();
    expect(result.stderr).toContain(`bench-gate: warning: ${warning}`);
  });

  // The merge warns per metric: a whole-command rerun of a large suite must not fill the report
  // (the report schema takes at most 100 warnings; comment-from-artifact would refuse it).
  it('quotes the first five of many merge warnings in the report, then counts the rest; stderr has all', async () => {
    const names = Array.from({ length: 8 }, (_, k) => `BM_Copy${k}`);
    const suite = (ns: number, aggregatesOnly: boolean): string => {
      const runs = names.map((name) => JSON.parse(gbench(ns, aggregatesOnly).replaceAll('BM_StringCopy/8', name)) as { benchmarks: unknown[] });
      return JSON.stringify({ ...runs[0], benchmarks: runs.flatMap((r) => r.benchmarks) });
    };
    for (const [name, ns, agg] of [['fast8', 10, false], ['slow8', 13, false], ['slow8-agg', 13, true]] as const) writeFileSync(join(dir.path, `${name}.json`), suite(ns, agg));
    const sh = join(dir.path, 'gb8.sh');
    writeFileSync(sh, `calls=$(( $(cat "${dir.path}/calls" 2>/dev/null || echo 0) + 1 )); echo $calls > "${dir.path}/calls"\nif [ "$calls" = 4 ]; then cat "${dir.path}/slow8-agg.json"; else cat "${dir.path}/slow8.json"; fi\n`);
    const base = join(dir.path, 'base8.json');
    expect((await runBenchGate(['run', '-q', '-n', '2', '-o', base, '--', 'cat', join(dir.path, 'fast8.json')])).code).toBe(0);
    writeFileSync(join(dir.path, 'calls'), '0');
    const result = await runBenchGate(['run', '-q', '-n', '2', '--baseline', base, '--output', 'json', '--', 'bash', sh]);
    const report = JSON.parse(result.stdout) as JsonReport;
    const merged = report.warnings.filter((w) => w.startsWith('confirm on rerun: BM_Copy'));
    expect(merged).toHaveLength(5);
    expect(report.warnings).toContain('confirm on rerun: and 27 more warnings from merging the reruns, all of them printed as the rerun ended');
    expect(result.stderr.match(/bench-gate: warning: confirm on rerun: BM_Copy/g)).toHaveLength(32); // 8 benchmarks x 4 units
  });

  it('a flagged benchmark one confirming run lacks: the report and stderr name it', async () => {
    // Calls 1-2 measure head (both benchmarks 20% slower), calls 3-4 are the rerun: call 4 prints no BenchmarkDecode.
    const sh = join(dir.path, 'two.sh');
    writeFileSync(sh, `calls=$(( $(cat "${dir.path}/calls" 2>/dev/null || echo 0) + 1 )); echo $calls > "${dir.path}/calls"
echo "pkg: example.com/two"
for name in BenchmarkEncode BenchmarkDecode; do
  [[ $name == BenchmarkDecode && $calls == 4 ]] && continue
  for i in 1 2 3 4 5; do echo "$name-8   1000   $(( \${NS:-1200000} + i * 1000 )) ns/op"; done
done
echo PASS
`);
    const base = join(dir.path, 'base.json');
    expect((await runBenchGate(['run', '-q', '-n', '2', '-o', base, '--', 'bash', sh, '-bench=.'], { env: { NS: '1000000' } })).code).toBe(0);
    writeFileSync(join(dir.path, 'calls'), '0');
    const result = await runBenchGate(['run', '-q', '-n', '2', '--baseline', base, '--output', 'json', '--', 'bash', sh, '-bench=.']);
    expect(calls()).toBe(4);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.confirmation?.regressions.map((r) => r.outcome)).toEqual(['confirmed', 'confirmed']);
    const warning = 'confirm on rerun: 1 of 2 benchmarks did not appear in every run, so it has fewer samples: BenchmarkDecode-8: in 1 of 2 runs (missing from run 2).';
    expect(report.warnings.filter((w) => w.startsWith(warning))).toHaveLength(1);
    expect(result.stderr).toContain(`bench-gate: warning: ${warning}`);
  });
});

describe('run --baseline and the merge of its own runs', () => {
  it('a benchmark one of head\'s runs lacks is a warning of the report (head), as ab\'s sides\' are, not only of stderr', async () => {
    // Call 2 of head's two prints no BenchmarkDecode; nothing is slower, so nothing is rerun.
    const sh = join(dir.path, 'gap.sh');
    writeFileSync(sh, `calls=$(( $(cat "${dir.path}/calls" 2>/dev/null || echo 0) + 1 )); echo $calls > "${dir.path}/calls"
echo "pkg: example.com/two"
for name in BenchmarkEncode BenchmarkDecode; do
  [[ $name == BenchmarkDecode && $calls == 2 ]] && continue
  for i in 1 2 3 4 5; do echo "$name-8   1000   $(( 1000000 + i * 1000 )) ns/op"; done
done
`);
    const base = join(dir.path, 'base.json');
    expect((await runBenchGate(['run', '-q', '-n', '1', '-o', base, '--', 'bash', sh])).code).toBe(0);
    writeFileSync(join(dir.path, 'calls'), '0');
    const result = await runBenchGate(['run', '-q', '-n', '2', '--baseline', base, '--output', 'json', '--', 'bash', sh]);
    expect(result.code, result.stderr).toBe(0);
    expect(calls()).toBe(2);
    const warning = 'head: 1 of 2 benchmarks did not appear in every run, so it has fewer samples: BenchmarkDecode-8: in 1 of 2 runs (missing from run 2).';
    expect((JSON.parse(result.stdout) as JsonReport).warnings.filter((w) => w.startsWith('head: '))).toEqual([expect.stringContaining(warning)]);
    expect(result.stderr).toContain(`bench-gate: warning: ${warning.slice('head: '.length)}`);
  });
});

describe('confirm on rerun when a run\'s output warns of itself as a whole', () => {
  /** What the criterion reader says of a tree without `dir`/new/benchmark.json. */
  const missing = (dir: string): string => `no benchmark.json in ${dir}/new/; the id is taken from the directory name "${dir}", which criterion may have rewritten`;

  /**
   * A baseline from the fixture's criterion tree (--results), and tree.sh, which copies $TREE there:
   * `slow` has the checksum benchmarks 30% slower (one benchmark slower, not all: that would read as
   * the machine's); call N (counted from 1 after the baseline) then removes $RM_N's benchmark.json.
   */
  async function criterionSetup(): Promise<{ base: string; sh: string; fast: string; slow: string }> {
    const fixture = join(ROOT, 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2');
    const fast = join(dir.path, 'fast');
    const slow = join(dir.path, 'slow');
    cpSync(fixture, fast, { recursive: true });
    cpSync(fixture, slow, { recursive: true });
    for (const file of readdirSync(slow, { recursive: true }).map(String).filter((p) => p.startsWith('checksum/') && p.endsWith('new/sample.json'))) {
      const sample = JSON.parse(readFileSync(join(slow, file), 'utf8')) as { times: number[] };
      writeFileSync(join(slow, file), JSON.stringify({ ...sample, times: sample.times.map((t) => t * 1.3) }));
    }
    const sh = join(dir.path, 'tree.sh');
    writeFileSync(sh, `calls=$(( $(cat "${dir.path}/calls" 2>/dev/null || echo 0) + 1 )); echo $calls > "${dir.path}/calls"
tree=TREE_$calls; rm=RM_$calls
rm -rf target && mkdir -p target && cp -r "\${!tree:-$TREE}" target/criterion
if [ -n "\${!rm:-}" ]; then rm "target/criterion/\${!rm}/new/benchmark.json"; fi
`);
    const base = join(dir.path, 'base.json');
    expect((await runBenchGate(['run', '-q', '-n', '1', '-o', base, '--results', 'target/criterion', '--', 'bash', sh], { cwd: dir.path, env: { TREE: fast } })).code).toBe(0);
    writeFileSync(join(dir.path, 'calls'), '0');
    return { base, sh, fast, slow };
  }

  it('puts the rerun\'s warning in the report, naming the run that gave it, as stderr gave it when the rerun ended', async () => {
    const { base, sh, slow } = await criterionSetup();
    const result = await runBenchGate(['run', '-n', '1', '--baseline', base, '--results', 'target/criterion', '--output', 'json', '--', 'bash', sh], { cwd: dir.path, env: { TREE: slow, RM_2: 'fib_group/iterative/20' } });
    expect(calls()).toBe(2);
    const message = missing('fib_group/iterative/20');
    expect(result.stderr).toContain(`/fib_group/iterative/20/new/benchmark.json:0: warning: ${message}\n`);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.confirmation?.regressions.map((r) => r.outcome)).toContain('confirmed');
    expect(report.warnings.filter((w) => w.includes('benchmark.json'))).toEqual([`confirm on rerun: run 1: fib_group/iterative/20/new/benchmark.json: ${message}`]);
  });

  it('puts the first runs\' warnings in the report too (head), before the rerun\'s, the first five then a count', async () => {
    const { base, sh, slow } = await criterionSetup();
    // Run 1 of 2 lacks one file, run 2 six (the same one and five more); the rerun's first run (call 3) another.
    // In the order the tree's files are read (sorted), after the first.
    const six = ['fib_group/iterative/20', 'decimal/1000', 'fib_group/iterative/10', 'fib_group/recursive/10', 'fib_group/recursive/20', 'special_a_b_c_d'];
    const remove = `rm -f ${six.slice(1).map((d) => `target/criterion/${d}/new/benchmark.json`).join(' ')}`;
    const sixSh = join(dir.path, 'six.sh');
    writeFileSync(sixSh, `bash '${sh}'\nif [ "$(cat '${dir.path}/calls')" = 2 ]; then ${remove}; fi\n`);
    const env = { TREE: slow, RM_1: six[0] ?? '', RM_2: six[0] ?? '', RM_3: 'tiny add' };
    const result = await runBenchGate(['run', '-q', '-n', '2', '--baseline', base, '--results', 'target/criterion', '--output', 'json', '--', 'bash', sixSh], { cwd: dir.path, env });
    expect(calls()).toBe(4);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.confirmation?.regressions.map((r) => r.outcome)).toContain('confirmed');
    expect(report.warnings.filter((w) => w.includes('benchmark.json') || w.includes('more warning'))).toEqual([
      `head: all 2 runs: fib_group/iterative/20/new/benchmark.json: ${missing('fib_group/iterative/20')}`,
      ...six.slice(1, 5).map((d) => `head: run 2: ${d}/new/benchmark.json: ${missing(d)}`),
      'head: and 1 more warning from its runs\' output, all of them on stderr',
      `confirm on rerun: run 1: tiny add/new/benchmark.json: ${missing('tiny add')}`,
    ]);
    for (const d of six) expect(result.stderr).toContain(`#2/${d}/new/benchmark.json:0: warning: ${missing(d)}\n`);
  });

  it('-o rewritten after a cleared regression names the rerun in its sources and holds its diagnostics after the first run\'s', async () => {
    const { base, sh, fast, slow } = await criterionSetup();
    const out = join(dir.path, 'head.json');
    // Slow in the first run (lacking one file), fast on the rerun (lacking another): cleared.
    const env = { TREE: fast, TREE_1: slow, RM_1: 'fib_group/iterative/20', RM_2: 'tiny add' };
    const result = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '--results', 'target/criterion', '--output', 'json', '-o', out, '--', 'bash', sh], { cwd: dir.path, env });
    expect(calls()).toBe(2);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.confirmation?.regressions.map((r) => r.outcome)).toContain('cleared');
    expect(report.confirmation?.regressions.every((r) => r.outcome === 'cleared')).toBe(true);
    expect(result.stderr).toContain(`bench-gate: ${out} rewritten with the rerun's samples`);
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    // Each command as run's sources name one (cut at 60 characters: the temporary directory's path may be long).
    const named = (command: string): string => (command.length > 60 ? `${command.slice(0, 59)}…` : command);
    expect(set.context.sources).toEqual([`${named(`bash ${sh}`)} (1 run)`, `${named(report.confirmation?.command ?? '')}, confirm on rerun (1 run)`]);
    expect(set.diagnostics.filter((d) => d.line === 0).map((d) => [d.source, d.message])).toEqual([
      ['target/criterion #1/fib_group/iterative/20/new/benchmark.json', missing('fib_group/iterative/20')],
      ['confirm: target/criterion #1/tiny add/new/benchmark.json', missing('tiny add')],
    ]);
    // The file reads back as a result, and compares as the report did.
    const again = await runBenchGate(['compare', base, out, '--output', 'json'], { cwd: dir.path });
    expect(again.code, again.stderr).toBe(0);
  });
});
