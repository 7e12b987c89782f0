/**
 * `run`, `ab` and confirm on rerun read a command's stdout and stderr together, as the action's run
 * step captures them: results printed on stderr are read, and lines that are not results (on
 * either stream) are skipped by the text parsers as unrecognized lines.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readInput } from '../../src/input.js';
import type { ResultSet } from '../../src/schema/result.js';
import { ROOT, runBenchGate, tempDir } from './harness.js';
import { resultsOnStderrScript } from '../helpers/results-on-stderr.js';

const ON_STDERR_SH = resultsOnStderrScript('on-stderr.sh');

let dir: ReturnType<typeof tempDir>;
let script: string;
beforeEach(() => {
  dir = tempDir('bench-gate-stderr-output-');
  script = join(dir.path, 'on-stderr.sh');
  writeFileSync(script, ON_STDERR_SH);
});
afterEach(() => dir.remove());

const shape = (set: ResultSet) => set.benchmarks.map((b) => [b.key, b.metrics.map((m) => [m.unit, m.samples.length])]);

describe('a command that prints its results on stderr', () => {
  it('is read by run, and by its confirm on rerun, as the first run read it', async () => {
    const base = join(dir.path, 'base.json');
    const first = await runBenchGate(['run', '-q', '-n', '1', '-o', base, '--', 'bash', script, '-bench=.']);
    expect(first.code, first.stderr).toBe(0);
    const baseline = JSON.parse(readFileSync(base, 'utf8')) as ResultSet;
    expect(shape(baseline)).toEqual([['example.com/codec.BenchmarkEncode-8', [['sec/op', 10]]], ['example.com/codec.BenchmarkDecode-8', [['sec/op', 10]]]]);
    const gated = await runBenchGate(['run', '-q', '-n', '1', '--baseline', base, '--output', 'json', '--', 'bash', script, '-bench=.'], { env: { ENCODE_NS: '1200000' } });
    expect(gated.code, gated.stderr).toBe(1);
    expect(gated.stderr).toContain('bench-gate: confirm on rerun: 1 confirmed, 0 not reproduced');
    const report = JSON.parse(gated.stdout) as { warnings: string[]; confirmation?: { regressions: { key: string; outcome: string }[] } };
    expect(report.confirmation?.regressions).toEqual([expect.objectContaining({ key: 'example.com/codec.BenchmarkEncode-8', outcome: 'confirmed' })]);
    expect(report.warnings.filter((w) => w.startsWith('confirm on rerun failed'))).toEqual([]);
  });

  it('is read by ab on both sides, every round', async () => {
    const out = join(dir.path, 'head.json');
    const result = await runBenchGate(['ab', '-q', '--rounds', '2', '--cmd', `bash ${script} -bench=.`, '--head-out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(shape(JSON.parse(readFileSync(out, 'utf8')) as ResultSet)).toEqual([['example.com/codec.BenchmarkEncode-8', [['sec/op', 20]]], ['example.com/codec.BenchmarkDecode-8', [['sec/op', 20]]]]);
  });
});

describe('go test output with stderr noise between its lines', () => {
  const FIXTURE = join(ROOT, 'fixtures', 'go', 'compare-head.txt');
  const NOISE = ['go: downloading golang.org/x/sys v0.26.0', '# example.com/gobench/compare', '2026/11/21 12:00:00 cache: warming up', 'exit status 0', 'bench-helper: seeded with 42'];

  it('gives the results of the output alone, with no diagnostic: noise lines are unrecognized lines (a `key: value` one is a config line)', () => {
    const clean = readFileSync(FIXTURE, 'utf8');
    const noisy = clean.split('\n').flatMap((line, i) => (i % 7 === 3 ? [NOISE[i % NOISE.length] ?? '', line] : [line])).join('\n');
    const [alone, mixed] = [readInput(clean, 'alone', 'auto'), readInput(noisy, 'mixed', 'auto')];
    if (!alone.ok || !mixed.ok) throw new Error('fixture not read');
    expect(noisy).not.toBe(clean);
    expect(mixed.value.set.diagnostics).toEqual([]);
    expect(mixed.value.set.benchmarks.map((b) => [b.key, b.metrics])).toEqual(alone.value.set.benchmarks.map((b) => [b.key, b.metrics]));
    // Go's own `key: value` config lines and one printed on stderr look alike: the latter is kept as
    // metadata of the benchmarks after it, never as a name, a key or a sample.
    expect(mixed.value.set.benchmarks.some((b) => b.config.go === 'downloading golang.org/x/sys v0.26.0')).toBe(true);
  });

  it('run reads the same results when go test\'s output and noise share stderr and stdout', async () => {
    const noisy = `i=0; while IFS= read -r line; do i=$((i+1)); echo "$line" >&2; if (( i % 5 == 0 )); then echo "noise on stdout $i"; echo "2026/11/21 12:00:0$((i % 10)) log on stderr" >&2; fi; done < ${FIXTURE}`;
    const [alone, mixed] = [join(dir.path, 'alone.json'), join(dir.path, 'mixed.json')];
    expect((await runBenchGate(['parse', FIXTURE, '-o', alone])).code).toBe(0);
    const run = await runBenchGate(['run', '-q', '-n', '1', '-o', mixed, '--', 'bash', '-c', noisy]);
    expect(run.code, run.stderr).toBe(0);
    const [a, m] = [alone, mixed].map((path) => JSON.parse(readFileSync(path, 'utf8')) as ResultSet);
    expect(m?.diagnostics).toEqual([]);
    expect(m?.benchmarks.map((b) => [b.key, b.metrics])).toEqual(a?.benchmarks.map((b) => [b.key, b.metrics]));
  });
});
