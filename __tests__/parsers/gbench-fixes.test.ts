/**
 * Google Benchmark JSON: benchmarks sharing a name stay apart (`dup #2`), user counters of unknown
 * direction are warned about once per file, and an entry with no time at all (another tool's JSON
 * read with `--format gbench`) is an error that stops the CLI. Real Google Benchmark 1.7.1 files.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGbench } from '../../src/parsers/gbench.js';
import { ROOT, runCliAt } from '../config/cli-harness.js';

const read = (name: string) => parseGbench(readFileSync(join(ROOT, 'fixtures', 'gbench', name), 'utf8'), name);
const metric = (out: ReturnType<typeof parseGbench>, key: string, unit = 'sec/op') =>
  out.benchmarks.find((b) => b.key === key)?.metrics.find((m) => m.unit === unit);
const entry = (extra: Record<string, unknown>) => ({ name: 'dup', run_name: 'dup', run_type: 'iteration', repetitions: 1, repetition_index: 0,
  threads: 1, iterations: 10, real_time: 1, cpu_time: 1, time_unit: 'ns', ...extra });
const file = (benchmarks: unknown[]) => JSON.stringify({ context: { num_cpus: 2 }, benchmarks }, null, 2);

describe('gbench: benchmarks with the same name', () => {
  it('keeps two ->Name("dup") families apart, the second as "dup #2", with a warning', () => {
    const out = read('gbench-1.7.1-dup-names.json');
    expect(out.benchmarks.map((b) => b.key).slice(0, 2)).toEqual(['dup', 'dup #2']);
    expect(out.benchmarks[1]?.parts).toEqual({ base: 'dup', sub: [], params: {} });
    expect(metric(out, 'dup')?.samples).toEqual([1.3367118163011042e-9]);
    expect(metric(out, 'dup #2')?.samples).toEqual([7503.629900020314e-9]);
    expect(out.diagnostics.filter((d) => d.message.includes("'dup #2'"))).toEqual([expect.objectContaining({ severity: 'warning', line: 53 })]);
  });

  it('keeps the repetitions of each one as its samples', () => {
    const out = read('gbench-1.7.1-dup-names-repetitions4.json');
    expect(metric(out, 'dup')?.samples).toHaveLength(4);
    expect(metric(out, 'dup #2')?.samples).toHaveLength(4);
    expect(out.benchmarks.some((b) => b.key === 'dup #3')).toBe(false);
  });

  it('keeps both medians when only aggregates are reported', () => {
    const out = read('gbench-1.7.1-dup-names-aggregates-only.json');
    expect(out.benchmarks.map((b) => [b.key, metric(out, b.key)?.summary?.center])).toEqual([
      ['dup', 0.710387870619578e-9], ['dup #2', 559.65127065699e-9],
    ]);
  });

  it('tells instances of one family apart by per_family_instance_index; files without family_index merge by name as before', () => {
    const two = parseGbench(file([entry({ family_index: 0, per_family_instance_index: 0 }), entry({ family_index: 0, per_family_instance_index: 1, real_time: 2 })]), 'x');
    expect(two.benchmarks.map((b) => b.key)).toEqual(['dup', 'dup #2']);
    const old = parseGbench(file([entry({}), entry({ real_time: 2 })]), 'x');
    expect(old.benchmarks.map((b) => [b.key, b.metrics[0]?.samples])).toEqual([['dup', [1e-9, 2e-9]]]);
    expect(old.diagnostics).toEqual([]);
  });
});

describe('gbench: user counters of unknown direction', () => {
  it('warns once per counter name (not per benchmark or repetition), naming the config rule', () => {
    const out = read('gbench-1.7.1-rate-counter.json');
    const rate = out.diagnostics.filter((d) => d.message.includes("user counter 'rate'"));
    expect(rate).toEqual([{ severity: 'warning', source: 'gbench-1.7.1-rate-counter.json', line: 39,
      message: 'the direction of user counter \'rate\' is unknown (Google Benchmark JSON does not mark rate counters, Counter::kIsRate); it was taken as lower-is-better. If higher is better, add a rule to bench-gate.yml: {match: "**", metric: "rate", better: higher}' }]);
    expect(out.diagnostics.filter((d) => d.message.startsWith('the direction of user counter')).map((d) => /'(\w+)'/.exec(d.message)?.[1]))
      .toEqual(['avgiter', 'bytes', 'elems', 'invrate', 'rate']);
  });

  it('says nothing about *_per_second or memory-manager counters', () => {
    const out = parseGbench(file([entry({ bytes_per_second: 1, items_per_second: 2, allocs_per_iter: 3, max_bytes_used: 4 }), entry({ name: 'b', run_name: 'b' })]), 'x');
    expect(out.diagnostics).toEqual([]);
  });

  it('the rule it names makes a doubled rate an improvement in compare', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-gate-gbench-rate-'));
    try {
      for (const f of ['gbench-1.7.1-rate-counter.json', 'gbench-1.7.1-rate-counter-doubled.json']) copyFileSync(join(ROOT, 'fixtures', 'gbench', f), join(dir, f));
      const args = ['compare', 'gbench-1.7.1-rate-counter.json', 'gbench-1.7.1-rate-counter-doubled.json'];
      const plain = await runCliAt(dir, args);
      expect(plain.stderr).toContain("user counter 'rate' is unknown");
      expect(plain.stdout).toMatch(/Grate .*\+100\.00%.* regression/);
      expect(plain.code).toBe(1);
      writeFileSync(join(dir, 'bench-gate.yml'), 'version: 1\nrules:\n  - {match: "**", metric: "rate", better: higher}\n');
      const ruled = await runCliAt(dir, args);
      expect(ruled.stdout).toMatch(/Grate .*\+100\.00%.* improvement/);
      expect(ruled.code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('gbench: an entry with no time', () => {
  it('is an error with its line (e.g. a pytest-benchmark file read as gbench)', () => {
    const text = readFileSync(join(ROOT, 'fixtures', 'pytest', 'pytest-benchmark-5.3.1.json'), 'utf8');
    const out = parseGbench(text, 'p.json');
    expect(out.diagnostics.length).toBeGreaterThan(0);
    expect(out.diagnostics.every((d) => d.severity === 'error' && d.line > 0 && d.message.includes('no real_time or cpu_time; it has no result'))).toBe(true);
  });

  it('stops the CLI with exit 2', async () => {
    const run = await runCliAt(join(ROOT, 'fixtures', 'pytest'), ['compare', '--format', 'gbench', 'pytest-benchmark-5.3.1.json', 'pytest-benchmark-5.3.1.json']);
    expect(run.stderr).toContain('no real_time or cpu_time');
    expect(run.code).toBe(2);
  });
});
