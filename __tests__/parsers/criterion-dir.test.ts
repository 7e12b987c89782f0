import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectCriterionDirectory, parseCriterionDirectory } from '../../src/parsers/criterion-dir.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';

type Files = { path: string; text: string }[];
const estimate = (point: number, lower = point - 10, upper = point + 10) =>
  ({ confidence_interval: { confidence_level: 0.95, lower_bound: lower, upper_bound: upper }, point_estimate: point, standard_error: 1 });
const meta = (fullId: string, extra: Record<string, unknown> = {}) => {
  const [group, ...rest] = fullId.split('/');
  return JSON.stringify({ group_id: group, function_id: rest[0] ?? null, value_str: rest[1] ?? null, throughput: null,
    full_id: fullId, directory_name: fullId, title: fullId, ...extra });
};
const sample = (iters: number[], times: number[], mode = 'Linear') => JSON.stringify({ sampling_mode: mode, iters, times });
const estimates = (slope: number | null, mean: number, stdDev = 1) =>
  JSON.stringify({ mean: estimate(mean), median: estimate(mean), median_abs_dev: estimate(0.5), slope: slope === null ? null : estimate(slope), std_dev: estimate(stdDev) });

/** A 0.4+ benchmark directory: samples of 100 ns and 110 ns per iteration. */
function bench(dir: string, fullId = dir, extra: Record<string, unknown> = {}): Files {
  return [
    { path: `${dir}/new/benchmark.json`, text: meta(fullId, extra) },
    { path: `${dir}/new/sample.json`, text: sample([10, 20], [1000, 2200]) },
    { path: `${dir}/new/estimates.json`, text: estimates(105, 104, 7) },
  ];
}
const parse = (files: Files): ParseOutput => parseCriterionDirectory(files, 'target/criterion/');

describe('parseCriterionDirectory: layouts', () => {
  it('reads criterion ≥ 0.4 files: one sample per sample.json entry, the slope as summary', () => {
    const out = parse(bench('fib_group/recursive/10'));
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks).toEqual([{
      key: 'fib_group/recursive/10', name: 'fib_group/recursive/10', status: 'ok', config: {},
      parts: { base: 'fib_group', sub: ['recursive', '10'], params: {} },
      source: { file: 'target/criterion/fib_group/recursive/10/new/benchmark.json', line: 1 },
      metrics: [{ unit: 'sec/op', originalUnit: 'ns', better: 'lower', assumption: 'nothing', samples: [100e-9, 110e-9], iterations: [10, 20],
        summary: { n: 2, center: 105e-9, centerKind: 'point-estimate', min: 95e-9, max: 115e-9, stddev: 7e-9 } }],
    }]);
    expect(out.lineCount).toBe(3);
  });

  it('reads criterion ≤ 0.3 files: [[iters],[times]] and capitalised estimate keys', () => {
    const out = parse([
      { path: 'Fibonacci/Iterative/new/benchmark.json', text: meta('Fibonacci/Iterative') },
      { path: 'Fibonacci/Iterative/new/sample.json', text: JSON.stringify([[4.0, 8.0], [20.0, 44.0]]) },
      { path: 'Fibonacci/Iterative/new/estimates.json', text: JSON.stringify({ Mean: estimate(5.2), Median: estimate(5), MedianAbsDev: estimate(0.1), Slope: estimate(5.4), StdDev: estimate(0.3) }) },
    ]);
    expect(out.diagnostics).toEqual([]);
    const [m] = out.benchmarks[0]?.metrics ?? [];
    expect([m?.samples, m?.iterations, m?.summary?.center, m?.summary?.stddev]).toEqual([[5e-9, 5.5e-9], [4, 8], 5.4e-9, 0.3e-9]);
  });

  it('uses the mean when the slope is null (flat sampling)', () => {
    const files = bench('flat');
    files[2] = { path: 'flat/new/estimates.json', text: estimates(null, 104) };
    expect(parse(files).benchmarks[0]?.metrics[0]?.summary).toMatchObject({ center: 104e-9, centerKind: 'mean' });
  });

  it('adds a higher-is-better rate per sample for each kind of throughput', () => {
    const out = parse([
      ...bench('b/64', 'b/64', { throughput: { Bytes: 64 } }),
      ...bench('d/1000', 'd/1000', { throughput: { BytesDecimal: 1000 } }),
      ...bench('e', 'e', { throughput: { Elements: 1000 } }),
      ...bench('bits', 'bits', { throughput: { Bits: 8 } }),
      ...bench('both', 'both', { throughput: { ElementsAndBytes: { elements: 2, bytes: 2048 } } }),
      ...bench('odd', 'odd', { throughput: { Furlongs: 3 } }),
    ]);
    const rates = Object.fromEntries(out.benchmarks.map((b) => [b.key, b.metrics.slice(1).map((m) => [m.unit, m.better, m.samples, m.summary?.center])]));
    expect(rates).toEqual({
      'b/64': [['B/s', 'higher', [64 / 100e-9, 64 / 110e-9], 64 / 105e-9]],
      'd/1000': [['B/s', 'higher', [1000 / 100e-9, 1000 / 110e-9], 1000 / 105e-9]],
      e: [['elem/s', 'higher', [1000 / 100e-9, 1000 / 110e-9], 1000 / 105e-9]],
      bits: [['bit/s', 'higher', [8 / 100e-9, 8 / 110e-9], 8 / 105e-9]],
      both: [['elem/s', 'higher', [2 / 100e-9, 2 / 110e-9], 2 / 105e-9], ['B/s', 'higher', [2048 / 100e-9, 2048 / 110e-9], 2048 / 105e-9]],
      odd: [],
    });
    expect(out.benchmarks.find((b) => b.key === 'b/64')?.metrics[1]?.summary).toMatchObject({ n: 2, min: 64 / 115e-9, max: 64 / 95e-9 });
    expect(out.diagnostics.map((d) => [d.severity, d.source])).toEqual([['warning', 'target/criterion/odd/new/benchmark.json']]);
  });
});

describe('parseCriterionDirectory: which files count', () => {
  it('reads only new/, ignores base/, change/, other baselines, report/ and tukey.json', () => {
    const stale = { path: 'x/base/sample.json', text: sample([1], [999999]) };
    const out = parse([...bench('x'), stale, { path: 'x/change/estimates.json', text: '{"mean":{}}' }, { path: 'x/main/benchmark.json', text: '{' },
      { path: 'x/new/tukey.json', text: '[1,2,3,4]' }, { path: 'report/index.json', text: '{}' }, { path: 'data/main/x/measurement_1.json', text: '{}' }]);
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples.length])).toEqual([['x', 2]]);
    expect(out.unrecognized).toEqual([{ line: 0, text: 'report/index.json' }, { line: 0, text: 'data/main/x/measurement_1.json' }]);
  });

  it('takes the id from benchmark.json, never from the directory name', () => {
    const out = parse([...bench('special_a_b_c_d', 'special/a:b|c*d'), ...bench('dup_2', 'dup', { title: 'dup #2' })]);
    expect(out.benchmarks.map((b) => b.key)).toEqual(['dup #2', 'special/a:b|c*d']);
  });

  it('accepts Windows separators, ./ prefixes, a benchmark directory given itself, and sorts by directory', () => {
    const files = [...bench('b'), ...bench('a')].map((f) => ({ ...f, path: `.\\${f.path.replaceAll('/', '\\')}` }));
    expect(parse(files).benchmarks.map((b) => b.key)).toEqual(['a', 'b']);
    const own = bench('x').map((f) => ({ ...f, path: f.path.slice(2) }));
    expect(parseCriterionDirectory(own, 'target/criterion/x').benchmarks.map((b) => [b.key, b.source?.file])).toEqual([['x', 'target/criterion/x/new/benchmark.json']]);
  });

  it('detects a criterion directory by its new/ files', () => {
    expect(detectCriterionDirectory(['fib/new/sample.json', 'fib/new/benchmark.json'])).toBe(true);
    expect(detectCriterionDirectory(['criterion\\fib\\new\\estimates.json'])).toBe(true);
    expect(detectCriterionDirectory(['fib/base/sample.json', 'report/index.html', 'results.json'])).toBe(false);
    expect(detectCriterionDirectory([])).toBe(false);
  });
});

describe('parseCriterionDirectory: broken files are diagnostics, never exceptions', () => {
  it('names the path and the line of malformed JSON, and still reads the rest', () => {
    const files = bench('a');
    files[1] = { path: 'a/new/sample.json', text: '{"sampling_mode":"Linear",\n"iters":[1,2],\n"times" [1,2]}' };
    const out = parse([...files, ...bench('b')]);
    expect(out.diagnostics).toHaveLength(2);
    expect(out.diagnostics[0]).toMatchObject({ severity: 'error', source: 'target/criterion/a/new/sample.json', line: 3 });
    expect(out.diagnostics[0]?.message).toMatch(/^invalid JSON: expected .*criterion's sample\.json/);
    expect(out.diagnostics[1]).toMatchObject({ severity: 'warning', message: "a: no usable samples in sample.json; using criterion's estimate as a single value" });
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples])).toEqual([['a', [105e-9]], ['b', [100e-9, 110e-9]]]);
  });

  it('points at the last line of a truncated file', () => {
    const files = bench('a');
    files[2] = { path: 'a/new/estimates.json', text: '{"mean":\n{"point_estimate": 1' };
    const out = parse(files);
    expect(out.diagnostics.map((d) => [d.severity, d.source, d.line])).toEqual([['error', 'target/criterion/a/new/estimates.json', 2]]);
    expect(out.benchmarks[0]?.metrics[0]?.summary).toBeUndefined();
  });

  it('falls back to the directory name without benchmark.json', () => {
    const out = parse(bench('fib/10').slice(1));
    expect(out.benchmarks.map((b) => [b.key, b.parts.base])).toEqual([['fib/10', 'fib/10']]);
    expect(out.diagnostics.map((d) => [d.severity, d.source])).toEqual([['warning', 'target/criterion/fib/10/new/benchmark.json']]);
  });

  it('reports a benchmark with neither samples nor estimates as failed', () => {
    const out = parse([bench('x')[0] ?? { path: '', text: '' }, { path: 'x/new/estimates.json', text: '[]' }]);
    expect(out.benchmarks.map((b) => [b.key, b.status, b.metrics])).toEqual([['x', 'failed', []]]);
    expect(out.diagnostics.map((d) => d.severity)).toEqual(['error', 'error']);
  });

  it('leaves out samples with zero, null, fractional or out-of-range counts and times', () => {
    const files = bench('x');
    files[1] = { path: 'x/new/sample.json', text: '{"iters":[10,0,null,5,4,1e300,0.5,1e-300],"times":[1000,50,60,null,400,7,1,1e300,9]}' };
    const out = parse(files);
    expect(out.benchmarks[0]?.metrics[0]?.samples).toEqual([100e-9, 100e-9]);
    expect(out.diagnostics.map((d) => d.message)).toEqual([
      'iters has 8 entries but times has 9; extra entries are ignored',
      '6 sample(s) with an unusable iteration count or time (missing, zero, below 1 or out of range) were left out',
    ]);
  });

  it('skips a second directory with the same id', () => {
    const out = parse([...bench('a', 'same'), ...bench('b', 'same')]);
    expect(out.benchmarks).toHaveLength(1);
    expect(out.diagnostics[0]?.message).toContain('appears in two directories');
  });

  const check = (files: Files): void => {
    const out = parse(files);
    expectSchemaValid(out);
  };
  it('never throws on random JSON or random text in any file', () => {
    const name = fc.constantFrom('benchmark', 'sample', 'estimates', 'tukey');
    const text = fc.oneof(fc.json(), fc.string({ maxLength: 50 }), fc.jsonValue().map((v) => JSON.stringify({ iters: v, times: v, group_id: v, full_id: v, throughput: v, slope: v })));
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'a/b', '', 'x/base'), name, text), { maxLength: 8 }),
      (entries) => check(entries.map(([dir, file, t]) => ({ path: `${dir === '' ? '' : `${dir}/`}new/${file}.json`, text: t })))));
    fc.assert(fc.property(fc.array(fc.record({ path: fc.string({ maxLength: 20 }), text: fc.string({ maxLength: 20 }) }), { maxLength: 5 }), check));
  });

  it('never throws when parts of a real tree are replaced by random JSON values', () => {
    const real = [...bench('a', 'a', { throughput: { Bytes: 8 } }), ...bench('b')];
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.string({ maxLength: 12 }), fc.jsonValue()), { maxLength: 4 }), (edits) => {
      const files = real.map((f) => ({ ...f }));
      for (const [pick, key, value] of edits) {
        const file = files[pick % files.length];
        if (file === undefined) continue;
        const parsed = JSON.parse(file.text) as Record<string, unknown>;
        const keys = Object.keys(parsed);
        parsed[keys[pick % keys.length] ?? key] = value;
        file.text = JSON.stringify(parsed);
      }
      check(files);
    }));
  });
});

describe('parseCriterionDirectory: benchmarks an earlier run left', () => {
  const HOUR = 3_600_000;
  const T = Date.parse('2026-11-22T10:00:00Z');
  const at = (files: Files, ms: number): Files => files.map((f) => ({ ...f, modifiedMs: ms }));
  /** A benchmark whose samples measured `seconds` in all (two samples, as bench() has). */
  const measuring = (dir: string, seconds: number): Files => bench(dir).map((f) => (f.path.endsWith('sample.json') ? { ...f, text: sample([10, 20], [seconds * 1e9 / 3, seconds * 2e9 / 3]) } : f));
  /** Benchmarks `b00`, `b01`, ... written `stepMs` apart from `startMs` on (their samples measure ~3 µs). */
  const run = (count: number, startMs: number, stepMs: number, prefix = 'b'): Files =>
    Array.from({ length: count }, (_, i) => at(bench(`${prefix}${String(i).padStart(2, '0')}`), startMs + i * stepMs)).flat();
  const staleWarnings = (out: ParseOutput) => out.diagnostics.filter((d) => d.message.includes('Criterion never deletes results'));
  const WHY = 'Criterion never deletes results, so these are left from an earlier run (a removed or renamed benchmark, or one this run filtered out) '
    + 'and are not this run\'s measurement. Delete target/criterion before `cargo bench` to read only the benchmarks it runs. '
    + '(If the run itself paused that long, for a slow setup or another bench target between two criterion ones, they are this run\'s.)';

  // Real criterion 0.5.1 output at the default settings (fixtures/criterion/README.md): a full run,
  // then, 8 minutes after it, a rerun with `fib 15` and `tiny add` renamed. The files' modification
  // times are the real ones, which git does not keep.
  const RENAMED = join(import.meta.dirname, '..', '..', 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-rerun-renamed');
  const renamedTree = (): (Files[number] & { modifiedMs: number })[] => readFileSync(`${RENAMED}.mtimes.txt`, 'utf8').trim().split('\n').map((line) => {
    const space = line.indexOf(' ');
    const path = line.slice(space + 1);
    return { path, text: readFileSync(join(RENAMED, path), 'utf8'), modifiedMs: Number(line.slice(0, space)) * 1000 };
  });

  it('finds the leftovers of a rename and a rerun minutes apart in a real tree, and still reports them', () => {
    const out = parse(renamedTree());
    expect(out.benchmarks).toHaveLength(14);
    expect(out.diagnostics).toEqual([{ severity: 'warning', source: 'target/criterion', line: 0,
      message: '2 of 14 benchmarks were last written at 2026-11-23T06:14:12Z or earlier: tiny add, fib 15. The next one (fib 15 renamed, written at '
        + `2026-11-23T06:22:46Z) took its first sample 8 min 28 s later, where the others pause about 6.1 s between benchmarks. ${WHY}` }]);
  });

  it('says nothing of the same real run alone, whose benchmarks took about 10 s each', () => {
    const fresh = renamedTree().filter((f) => !f.path.startsWith('fib 15/') && !f.path.startsWith('tiny add/'));
    const out = parse(fresh);
    expect(out.benchmarks).toHaveLength(12);
    expect(out.diagnostics).toEqual([]);
  });

  it('warns once, naming them, about benchmarks written a day before the rest', () => {
    const out = parse([...at(bench('old_a'), T - 26 * HOUR), ...at(bench('old_b'), T - 25 * HOUR), ...at(bench('sort'), T), ...at(bench('fib'), T - 90_000)]);
    expect(out.benchmarks.map((b) => b.key)).toEqual(['fib', 'old_a', 'old_b', 'sort']);
    expect(out.diagnostics).toEqual([{ severity: 'warning', source: 'target/criterion', line: 0,
      message: '2 of 4 benchmarks were last written at 2026-11-21T09:00:00Z or earlier: old_b, old_a. The next one (fib, written at 2026-11-22T09:58:30Z) '
        + `took its first sample 25 h later, where the others pause about 30 min 45 s between benchmarks. ${WHY}` }]);
  });

  it('tells a filtered rerun from the full run before it, and names five leftovers and a count', () => {
    const out = parse([...run(12, T - 10 * 60_000, 8_000, 'all'), ...run(2, T, 8_000, 'filtered')]);
    expect(staleWarnings(out).map((d) => d.message.slice(0, d.message.indexOf('. The next')))).toEqual([
      '12 of 14 benchmarks were last written at 2026-11-22T09:51:28Z or earlier: all11, all10, all09, all08, all07, and 7 more',
    ]);
  });

  it('finds a leftover in a suite of three benchmarks, from the one pause left', () => {
    expect(staleWarnings(parse([...at(bench('old'), T - 5 * 60_000), ...run(2, T, 9_000)]))).toHaveLength(1);
  });

  it('finds leftovers of several earlier jobs, days apart, that outnumber this run\'s benchmarks (a persistent runner\'s tree)', () => {
    // Pauses of 1 day, 1 day and 8 s: the usual one is itself a day, yet each day is between runs.
    const out = parse([...at(bench('renamed_monday'), T - 48 * HOUR), ...at(bench('renamed_tuesday'), T - 24 * HOUR), ...run(2, T, 8_000)]);
    expect(staleWarnings(out).map((d) => d.message.slice(0, d.message.indexOf(' Criterion never')))).toEqual([
      '2 of 4 benchmarks were last written at 2026-11-21T10:00:00Z or earlier: renamed_tuesday, renamed_monday. The next one (b00, written at '
      // Not "where the others pause about 12 h": that is no reason, the hour is.
      + '2026-11-22T10:00:00Z) took its first sample 24 h later, over an hour, which no benchmark\'s warm-up and analysis take.',
    ]);
  });

  it('takes a long run whose benchmarks follow each other for hours as one run', () => {
    expect(parse(run(20, T, 15 * 60_000)).diagnostics).toEqual([]);
  });

  it('counts a benchmark\'s own measuring time as no pause: one that samples for 5 minutes', () => {
    const files = [...run(6, T, 8_000), ...at(measuring('slow', 300), T + 5 * 8_000 + 305_000), ...run(6, T + 5 * 8_000 + 313_000, 8_000, 'c')];
    expect(parse(files).diagnostics).toEqual([]);
    // The same times with a benchmark that measured 3 µs: 5 minutes of nothing measured.
    expect(staleWarnings(parse(files.map((f) => (f.path === 'slow/new/sample.json' ? { ...f, text: sample([10, 20], [1000, 2200]) } : f))))).toHaveLength(1);
  });

  it('measures a pause against the run\'s own: 3 minutes among benchmarks that pause 30 s each is one run', () => {
    const pauses = (usualMs: number) => [...run(8, T, usualMs), ...run(8, T + 7 * usualMs + 180_000, usualMs, 'c')];
    expect(parse(pauses(30_000)).diagnostics).toEqual([]);
    expect(staleWarnings(parse(pauses(5_000)))).toHaveLength(1);
  });

  it('never takes a pause of under a minute for one between runs, however short the others are', () => {
    expect(parse([...run(8, T, 100), ...run(8, T + 800 + 55_000, 100, 'c')]).diagnostics).toEqual([]);
  });

  it('says nothing without modification times', () => {
    expect(parse([...bench('old'), ...bench('sort')]).diagnostics).toEqual([]);
  });

  it('leaves out a modification time no date can show (touch -d @9000000000000 on tmpfs or btrfs), and never throws', () => {
    // 9e15 ms is past the year 275760, where Date ends; the file systems keep such times.
    const out = parse([...at(bench('future'), 9e15), ...run(3, T, 8_000)]);
    expect(out.benchmarks).toHaveLength(4);
    expect(out.diagnostics).toEqual([]);
    expect(staleWarnings(parse([...at(bench('old'), T - 24 * HOUR), ...at(bench('future'), -9e15), ...run(3, T, 8_000)])).map((d) => d.message.slice(0, d.message.indexOf('. The next'))))
      .toEqual(['1 of 4 benchmarks were last written at 2026-11-21T10:00:00Z or earlier: old']);
  });
});
