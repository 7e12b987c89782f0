import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { detectLibtest, parseLibtest } from '../../src/parsers/libtest.js';
import { libtestUnit, parseGroupedDecimal } from '../../src/parsers/rust-units.js';
import { cargoRunningTarget } from '../../src/parsers/rust-name.js';
import { BenchmarkSchema, type Metric } from '../../src/schema/result.js';
import { compareResultSets } from '../../src/compare.js';
import { readInput } from '../../src/input.js';

/** Every benchmark a parse produces must survive JSON and the schema (no NaN/Infinity, n >= 1). */
const isValid = (benchmarks: unknown): boolean => z.array(BenchmarkSchema).safeParse(JSON.parse(JSON.stringify(benchmarks))).success;
const lines = (...l: string[]): string => `${l.join('\n')}\n`;
const metric = (out: ReturnType<typeof parseLibtest>, key: string, unit: string): Metric | undefined =>
  out.benchmarks.find((b) => b.key === key)?.metrics.find((m) => m.unit === unit);
const diagnostics = (out: ReturnType<typeof parseLibtest>): [string, number][] => out.diagnostics.map((d) => [d.severity, d.line]);

describe('parseLibtest: result lines', () => {
  it('reads the fractional format (2024+) and the whole-number format, with MB/s as a higher-is-better B/s metric', () => {
    const out = parseLibtest(lines(
      'running 3 tests',
      'test checksum  ... bench:      53,924.68 ns/iter (+/- 1,774.66) = 1215 MB/s',
      'test fib_old   ... bench:      18,149 ns/iter (+/- 755)',
      'test sub_ns    ... bench:           0.55 ns/iter (+/- 0.01)',
    ), 'x.txt');
    expect(out.diagnostics).toEqual([]);
    expect(metric(out, 'checksum', 'sec/op')).toEqual({
      unit: 'sec/op', originalUnit: 'ns/iter', better: 'lower', assumption: 'nothing', samples: [5.392468e-5],
      summary: { n: 50, center: 5.392468e-5, centerKind: 'median', spread: 1.77466e-6 },
    });
    expect(metric(out, 'checksum', 'B/s')).toMatchObject({ originalUnit: 'MB/s', better: 'higher', samples: [1.215e9] });
    expect(metric(out, 'fib_old', 'sec/op')?.samples).toEqual([1.8149e-5]);
    expect(metric(out, 'fib_old', 'sec/op')?.summary?.spread).toBe(7.55e-7);
    expect(metric(out, 'sub_ns', 'sec/op')?.samples).toEqual([5.5e-10]);
    expect(out.benchmarks[0]?.source).toEqual({ file: 'x.txt', line: 2 });
  });

  it('keeps one sample per appearance: several runs concatenated give several samples', () => {
    const run = (ns: string): string => lines('', 'running 1 test', `test a ... bench: ${ns} ns/iter (+/- 1.00)`, '', 'test result: ok. 0 passed; 0 failed; 0 ignored; 1 measured; 0 filtered out; finished in 1.00s');
    const out = parseLibtest(run('10.00') + run('12.50') + run('11.00'), 'x.txt');
    expect(out.benchmarks).toHaveLength(1);
    expect(metric(out, 'a', 'sec/op')?.samples).toEqual([1e-8, 1.25e-8, 1.1e-8]);
    expect(metric(out, 'a', 'sec/op')?.summary?.center).toBe(1e-8); // the first run's summary
  });

  // libtest (library/test/src/bench.rs `iter`) prints the median and max - min of a summary of
  // 50 samples; criterion's bencher lines do not say how many samples criterion took.
  it('gives libtest\'s summaries n = 50 (its MB/s too), criterion bencher lines n = 1 (not known); samples stay one median per line', () => {
    const libtest = parseLibtest(lines('running 2 tests', 'test checksum ... bench:      53,924.68 ns/iter (+/- 1,774.66) = 1215 MB/s',
      'test fib_old  ... bench:      18,149 ns/iter (+/- 755)'), 'x.txt');
    expect(libtest.benchmarks.flatMap((b) => b.metrics.map((m) => [b.key, m.unit, m.samples.length, m.summary?.n])))
      .toEqual([['checksum', 'sec/op', 1, 50], ['checksum', 'B/s', 1, 50], ['fib_old', 'sec/op', 1, 50]]);
    const bencher = parseLibtest(lines('test fib 15 ... bench:       1,393 ns/iter (+/- 41)'), 'x.txt');
    expect(bencher.benchmarks[0]?.metrics.map((m) => [m.samples.length, m.summary?.n])).toEqual([[1, 1]]);
  });

  it('compares two single libtest runs as one sample each (n=1+1), whatever their summary\'s n', () => {
    const read = (ns: string) => {
      const r = readInput(lines('running 1 test', `test a ... bench: ${ns} ns/iter (+/- 1.00)`), 'x.txt', 'auto');
      if (!r.ok) throw new Error(r.error);
      return r.value.set;
    };
    const [row] = compareResultSets(read('10.00'), read('20.00')).comparisons;
    expect(row?.n).toEqual([1, 1]);
    expect(row?.status).toBe('inconclusive');
  });

  it('reads criterion --output-format bencher lines (names with spaces, unicode, no padding) with ± as a std-dev', () => {
    const out = parseLibtest(lines('test fib 15 ... bench:       1,393 ns/iter (+/- 41)', '', 'test checksum/größe µs ... bench:         803 ns/iter (+/- 13)'), 'x.txt');
    expect(out.benchmarks.map((b) => [b.key, b.parts.base, b.parts.sub])).toEqual([['fib 15', 'fib 15', []], ['checksum/größe µs', 'checksum', ['größe µs']]]);
    expect(metric(out, 'fib 15', 'sec/op')?.summary).toEqual({ n: 1, center: 1.393e-6, centerKind: 'median', stddev: 4.1e-8 });
  });

  it('reads the ± as libtest\'s max - min when the input has a running line or a padded name, whatever the order', () => {
    const padded = parseLibtest(lines('test long_name ... bench: 5 ns/iter (+/- 1)', 'test short     ... bench: 6 ns/iter (+/- 2)'), 'x.txt');
    expect(padded.benchmarks.map((b) => b.metrics[0]?.summary?.spread)).toEqual([1e-9, 2e-9]);
    const running = parseLibtest(lines('test a ... bench: 5 ns/iter (+/- 1)', 'running 1 test'), 'x.txt');
    expect(running.benchmarks[0]?.metrics[0]?.summary?.spread).toBe(1e-9);
  });

  it('strips ANSI colours between "bench" and ":" and reads CRLF', () => {
    const out = parseLibtest('running 1 test\r\ntest a ... \u001b[36mbench\u001b(B\u001b[m:   1,234.50 ns/iter (+/- 1.00)\r\n', 'x.txt');
    expect(out.diagnostics).toEqual([]);
    expect(metric(out, 'a', 'sec/op')?.samples).toEqual([1.2345e-6]);
  });

  it('names units after the token before /iter: cycles/iter -> cycles/op; other units stay (MS/s, a rate)', () => {
    const out = parseLibtest(lines('test cmov ... bench:        2835 cycles/iter (+/- 14)', 'test up ... bench:        1911 MS/s (+/- 420)'), 'x.txt');
    expect(metric(out, 'cmov', 'cycles/op')).toMatchObject({ originalUnit: 'cycles/iter', better: 'lower', samples: [2835] });
    expect(metric(out, 'up', 'MS/s')).toMatchObject({ better: 'higher', samples: [1911] });
  });
});

describe('parseLibtest: a median of 0 is below the resolution', () => {
  it('criterion bencher: warns with the name and line, suggests the text report or target/criterion, keeps the 0', () => {
    const out = parseLibtest(lines('test fib 15 ... bench:        3114 ns/iter (+/- 27)', 'test noop ... bench:           0 ns/iter (+/- 0)'), 'b.txt');
    expect(out.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 2,
      message: expect.stringMatching(/^noop: 0 ns\/iter is below this format's 1 ns resolution .*cannot be compared.*default text report or its target\/criterion/) as unknown })]);
    expect(metric(out, 'noop', 'sec/op')?.samples).toEqual([0]);
  });
  it('libtest: whole-number and fractional zeros, no criterion advice', () => {
    const out = parseLibtest(lines('running 2 tests', 'test old  ... bench:           0 ns/iter (+/- 0)', 'test new  ... bench:           0.00 ns/iter (+/- 0.00)'), 'l.txt');
    expect(out.diagnostics.map((d) => [d.line, d.message.match(/below this format's (.*?) resolution/)?.[1], d.message.includes('criterion')]))
      .toEqual([[2, '1 ns', false], [3, '0.01 ns', false]]);
  });
});

describe('parseLibtest: outcomes, failures and noise', () => {
  it('reports FAILED benchmarks as failed with the panic from their stdout block, never as a sample', () => {
    const out = parseLibtest(lines(
      'running 2 tests',
      'test good  ... bench:  10.00 ns/iter (+/- 1.00)',
      'test boom  ... FAILED',
      '',
      'failures:',
      '',
      '---- boom stdout ----',
      '',
      'thread \'main\' (19306) panicked at benches/b.rs:38:16:',
      'index out of bounds: the len is 0 but the index is 3',
      'stack backtrace:',
      '   0: __rustc::rust_begin_unwind',
      '',
      'failures:',
      '    boom',
      '',
      'test result: FAILED. 0 passed; 1 failed; 0 ignored; 1 measured; 0 filtered out; finished in 5.50s',
    ), 'x.txt');
    const boom = out.benchmarks.find((b) => b.key === 'boom');
    expect(boom).toMatchObject({ status: 'failed', metrics: [], source: { line: 3 } });
    expect(boom?.messages).toEqual(['thread \'main\' (19306) panicked at benches/b.rs:38:16:\nindex out of bounds: the len is 0 but the index is 3']);
    expect(out.diagnostics).toMatchObject([{ severity: 'warning', line: 3 }]);
  });

  it('does not make benchmarks of ignored lines (every #[test] is "ignored" under cargo bench)', () => {
    const out = parseLibtest(lines('running 3 tests', 'test a_test ... ignored', 'test gpu ... ignored, needs a GPU', 'test b ... bench: 1 ns/iter (+/- 0)'), 'x.txt');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['b']);
    expect(out.diagnostics).toEqual([]);
  });

  it('warns when benches only ran as tests (`... ok` from cargo test) and nothing was measured', () => {
    const out = parseLibtest(lines('running 2 tests', 'test a ... ok', 'test b ... ok'), 'x.txt');
    expect(out.benchmarks).toEqual([]);
    expect(diagnostics(out)).toEqual([['warning', 2]]);
  });

  it('rejoins a result line split by output the benchmark printed (--nocapture)', () => {
    const out = parseLibtest(lines('running 2 tests', 'test noisy ... noise from the benchmark', 'more noise', 'bench:   1.36 ns/iter (+/- 0.04)', 'test b ... bench: 2 ns/iter (+/- 0)'), 'x.txt');
    expect(metric(out, 'noisy', 'sec/op')?.samples).toEqual([1.36e-9]);
    expect(out.benchmarks[0]?.source?.line).toBe(2);
    expect(diagnostics(out)).toEqual([['info', 2]]);
  });

  it('takes the bench target from cargo\'s Running line and keys a name two targets define by target, not merged', () => {
    const out = parseLibtest(lines(
      '     Running benches/a.rs (target/release/deps/a-2ab81a5c15a03f99)', 'running 2 tests', 'test x ... bench: 1 ns/iter (+/- 0)', 'test y ... bench: 3 ns/iter (+/- 0)',
      '     Running benches/b.rs (target/release/deps/b-3b8d9daa0478e945)', 'running 1 test', 'test x ... bench: 2 ns/iter (+/- 0)',
    ), 'x.txt');
    expect(out.benchmarks.map((b) => [b.key, b.name, b.parts.package, b.metrics[0]?.samples])).toEqual([
      ['a.x', 'x', 'a', [1e-9]], ['y', 'y', 'a', [3e-9]], ['b.x', 'x', 'b', [2e-9]],
    ]);
    expect(diagnostics(out)).toEqual([['info', 7]]);
  });

  it('keeps a name two targets define apart without Running lines (stdout only): name #2, with a warning', () => {
    const out = parseLibtest(lines(
      'running 2 tests', 'test x ... bench: 1 ns/iter (+/- 0)', 'test y ... FAILED',
      '', '---- y stdout ----', 'thread \'main\' panicked at benches/a.rs:1:1:', 'boom', '', 'failures:', '    y', 'test result: FAILED. 0 passed; 1 failed',
      'running 2 tests', 'test x ... bench: 2 ns/iter (+/- 0)', 'test w ... FAILED', '---- w stdout ----', 'thread \'main\' panicked at benches/b.rs:1:1:', 'boom2', '', 'failures:',
    ), 'x.txt');
    expect(out.benchmarks.map((b) => [b.key, b.name, b.status, b.metrics[0]?.samples])).toEqual([
      ['x', 'x', 'ok', [1e-9]], ['y', 'y', 'failed', undefined], ['x #2', 'x #2', 'ok', [2e-9]], ['w', 'w', 'failed', undefined],
    ]);
    expect(out.benchmarks.map((b) => b.messages)).toEqual([undefined, [expect.stringMatching(/a\.rs.*\nboom$/)], undefined, [expect.stringMatching(/b\.rs.*\nboom2$/)]]);
    const split = out.diagnostics.filter((d) => d.message.includes('define the same name'));
    expect(split.map((d) => [d.severity, d.line])).toEqual([['warning', 13]]);
    expect(split[0]?.message).toContain('2>&1');
  });

  it('still merges repeated runs of the same targets as samples, each target with its own', () => {
    const run = (x1: number, x2: number): string => lines(
      'running 2 tests', `test x ... bench: ${x1} ns/iter (+/- 0)`, 'test y ... ignored', 'test result: ok.',
      'running 2 tests', `test x ... bench: ${x2} ns/iter (+/- 0)`, 'test z ... bench: 5 ns/iter (+/- 0)', 'test result: ok.',
    );
    const out = parseLibtest(run(1, 2) + run(3, 4), 'x.txt');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples])).toEqual([['x', [1e-9, 3e-9]], ['x #2', [2e-9, 4e-9]], ['z', [5e-9, 5e-9]]]);
    expect(diagnostics(out)).toEqual([['warning', 6]]);
  });

  it('keys a name found in thousands of suites with different tests in linear time, each suite\'s as its own, repeated runs merged', () => {
    // Each `running N tests` block adds a name of its own to `common`: 30,000 such blocks took 40 s
    // to key when the suites a name was seen in were searched as an array.
    const blocks = 12_000;
    const run = Array.from({ length: blocks }, (_, i) => lines(
      'running 2 tests', `test common ... bench: ${i + 1} ns/iter (+/- 0)`, `test u${i} ... bench: 1 ns/iter (+/- 0)`, 'test result: ok.',
    )).join('');
    const start = performance.now();
    const out = parseLibtest(run + run, 'x.txt');
    expect(performance.now() - start).toBeLessThan(8000); // ~1.4 s on a loaded 2-core machine; the quadratic lookup took ~25 s here
    expect(out.benchmarks).toHaveLength(2 * blocks);
    const common = out.benchmarks.filter((b) => b.name.startsWith('common'));
    expect(common.map((b) => b.key)).toEqual(Array.from({ length: blocks }, (_, i) => (i === 0 ? 'common' : `common #${i + 1}`)));
    // Both runs of block i, and nothing else, in the key of block i (its median is i + 1 ns).
    const medians = common.map((b) => (b.metrics[0]?.samples ?? []).map((v) => Math.round(v * 1e9)).join());
    expect(medians).toEqual(Array.from({ length: blocks }, (_, i) => `${i + 1},${i + 1}`));
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message.slice(0, 60)])).toEqual([
      ['warning', 6, `common runs in ${blocks} \`running N tests\` blocks with different`],
    ]);
    // The notice names the first few keys and counts the rest: listing all 12,000 made it 169 KB.
    const notice = out.diagnostics[0]?.message ?? '';
    expect(notice).toContain(`Kept apart as common, common #2, common #3, common #4, common #5, and ${blocks - 5} more, not merged;`);
    expect(notice.length).toBeLessThan(400);
  });

  it('merges a run in which every bench failed (no result line, so no padding to read) into the runs of its binary', () => {
    // Two runs of one binary; in the second its only bench panicked. It was split off as `bench_flaky #2`,
    // "padded to different widths", since the failed run's block showed no width.
    const run = (outcome: string): string[] => ['running 1 test', `test bench_flaky ... ${outcome}`, 'test result: ok.'];
    const out = parseLibtest(lines(...run('bench: 100.00 ns/iter (+/- 1.00)'), ...run('FAILED')), 'x.txt');
    expect(out.benchmarks.map((b) => [b.key, b.status, b.metrics[0]?.samples])).toEqual([['bench_flaky', 'failed', [1e-7]]]);
    expect(out.diagnostics.map((d) => d.message)).toEqual(['bench_flaky failed; it is reported as failed, not compared']);
    // The same names padded to two widths are still two binaries.
    const two = parseLibtest(lines(...run('bench: 1.00 ns/iter (+/- 1.00)'), ...run('bench: 2.00 ns/iter (+/- 1.00)').map((l) => l.replace('flaky ', 'flaky  '))), 'x.txt');
    expect(two.benchmarks.map((b) => b.key)).toEqual(['bench_flaky', 'bench_flaky #2']);
  });

  it('reports lines that look like results but cannot be read, with their line numbers', () => {
    const out = parseLibtest(lines(
      'running 6 tests',
      'test bad_grouping ... bench:   1,23 ns/iter (+/- 5)',
      'test no_unit ... bench:   123 (+/- 5)',
      'test bad_rate ... bench:   100 ns/iter (+/- 5) = 1.5.0 MB/s',
      'test no_outcome ...',
      'test good ... bench:   99.00 ns/iter (+/- 1.00)',
      'bench:   55 ns/iter (+/- 1)',
      'some noise',
    ), 'x.txt');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['good']);
    expect(diagnostics(out)).toEqual([['error', 2], ['error', 3], ['error', 4], ['error', 5], ['error', 7]]);
    expect(out.diagnostics[0]?.text).toBe('bench:   1,23 ns/iter (+/- 5)');
    expect(out.unrecognized).toEqual([{ line: 8, text: 'some noise' }]);
  });

  it('reports numbers too large for a double as errors, not infinite samples', () => {
    const out = parseLibtest(`test huge ... bench: ${'9'.repeat(400)} ns/iter (+/- 1)\n`, 'x.txt');
    expect(out.benchmarks).toEqual([]);
    expect(diagnostics(out)).toEqual([['error', 1]]);
  });

  it('reports a test line whose result never came at the end of the input', () => {
    expect(diagnostics(parseLibtest('test last ... printed something', 'x.txt'))).toEqual([['error', 1]]);
  });

  it('reads lines with long runs of spaces in linear time', () => {
    const start = performance.now();
    parseLibtest(`test a${' '.repeat(200_000)}b\ntest a${' '.repeat(200_000)}...x\ntest a${' ....'.repeat(50_000)}\n`, 'x.txt');
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
      expect(isValid(parseLibtest(text, 'fuzz.txt').benchmarks)).toBe(true);
    }), { numRuns: 300 });
    const parts = ['test ', 'a', ' ... ', 'bench:', ' ', '1,234.5', '0', ' ns/iter', ' (+/- ', '1)', ' = 9 MB/s', 'FAILED', 'ok', 'ignored',
      '\n', '\r', 'running 1 test', '---- a stdout ----', 'failures:', 'test result: ok', '\u001b[36m', '     Running x/y-0123456789abcdef'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 40 }), (chosen) => {
      expect(isValid(parseLibtest(chosen.join(''), 'fuzz.txt').benchmarks)).toBe(true);
    }), { numRuns: 500 });
  });
});

describe('parseLibtest: the terse format of cargo bench -q (fixtures/libtest/quiet*.txt, rustc 1.97 nightly)', () => {
  const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'libtest', name), 'utf8');
  const statuses = (out: ReturnType<typeof parseLibtest>): [string, string, number][] => out.benchmarks.map((b) => [b.key, b.status, b.metrics[0]?.samples.length ?? 0]);
  const ALL = ['bench_checksum_16k_bytes', 'bench_fib_10', 'bench_fib_20', 'bench_panics', 'bench_tiny_sub_ns', 'module_path::nested_bench'];

  it('reads a result line an ignored test\'s `i` is glued to (itest bench_x ... bench:), with no diagnostic', () => {
    const out = parseLibtest(fixture('quiet.txt'), 'quiet.txt');
    expect(statuses(out)).toEqual(ALL.map((key) => [key, 'ok', 1]));
    expect(out.diagnostics).toEqual([]);
    expect(detectLibtest('\nrunning 2 tests\nitest only ... bench:           0.62 ns/iter (+/- 0.04)\n')).toBe(true);
  });

  it('reports `name --- FAILED` on its own line as the failed benchmark, with its panic', () => {
    const out = parseLibtest(fixture('quiet-failed.txt'), 'quiet-failed.txt');
    expect(statuses(out)).toEqual(ALL.map((key) => [key, key === 'bench_panics' ? 'failed' : 'ok', key === 'bench_panics' ? 0 : 1]));
    expect(out.benchmarks.find((b) => b.key === 'bench_panics')?.messages?.[0]).toMatch(/index out of bounds/);
    expect(diagnostics(out)).toEqual([['warning', 7]]);
  });

  it('gives the bench glued after an ignored bench\'s `i` its own sample, not the ignored one (one test thread)', () => {
    const out = parseLibtest(fixture('quiet-single-thread.txt'), 'quiet-single-thread.txt');
    expect(statuses(out)).toEqual(ALL.map((key) => [key, 'ok', 1]));
    expect(out.diagnostics).toEqual([]);
    const failed = parseLibtest(fixture('quiet-single-thread-failed.txt'), 'quiet-single-thread-failed.txt');
    expect(statuses(failed)).toEqual(ALL.map((key) => [key, key === 'bench_panics' ? 'failed' : 'ok', key === 'bench_panics' ? 0 : 1]));
    expect(diagnostics(failed)).toEqual([['warning', 6]]);
  });

  it('merges concatenated terse runs, one of which a bench failed in (its `--- FAILED` line names it in its block)', () => {
    const out = parseLibtest(fixture('quiet.txt') + fixture('quiet-failed.txt') + fixture('quiet.txt'), 'cat.txt');
    expect(out.benchmarks.map((b) => b.key)).toEqual(ALL);
    expect(out.benchmarks.filter((b) => b.key !== 'bench_panics').map((b) => b.metrics[0]?.samples.length)).toEqual([3, 3, 3, 3, 3]);
    expect(out.diagnostics.filter((d) => d.message.includes('runs in'))).toEqual([]);
  });

  it('spells every short result: ok, ignored and the old F, before and inside a line', () => {
    const out = parseLibtest(lines('running 4 tests', 'test a ... .', 'test b ... i..test c ... F', '.itest d ... bench:  5.00 ns/iter (+/- 1.00)', 'ii 87/120'), 'x.txt');
    expect(statuses(out)).toEqual([['c', 'failed', 0], ['d', 'ok', 1]]);
    expect(diagnostics(out)).toEqual([['warning', 3]]);
  });
});

describe('parseLibtest: output without its `running N tests` lines (filtered through grep)', () => {
  const grepBench = (name: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'libtest', name), 'utf8')
    .split('\n').filter((line) => line.includes('bench:')).join('\n');

  it('keeps two targets\' same name apart, with a warning, instead of merging their samples silently', () => {
    // two-targets-stdout.txt: real output of two bench targets that both define bench_fib_10 (316 ns and 1.8 ns).
    const out = parseLibtest(grepBench('two-targets-stdout.txt'), 'grep.txt');
    expect(out.benchmarks.filter((b) => b.name.startsWith('bench_fib_10')).map((b) => [b.key, b.metrics[0]?.samples.length])).toEqual([['bench_fib_10', 1], ['bench_fib_10 #2', 1]]);
    expect(out.diagnostics).toMatchObject([{ severity: 'warning', message: expect.stringMatching(/^bench_fib_10 runs in 2 blocks \(told apart without `running N tests` lines: where a name repeats, where names stop ascending, or where their padding changes\) with different tests/) as string }]);
  });

  it('still reads concatenated runs of the same tests as more samples of each, without a warning', () => {
    const out = parseLibtest(grepBench('runs-3.txt'), 'grep.txt');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples.length])).toEqual([['checksum_1k', 3], ['prints_noise', 3], ['sort_100', 3]]);
    expect(out.diagnostics).toEqual([]);
  });

  const samples = (out: ReturnType<typeof parseLibtest>): [string, number | undefined][] => out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples.length]);

  it('reads concatenated runs as more samples when a run lacks a bench (it failed there, and grep dropped its line)', () => {
    // runs-3.txt filtered, without the second run's prints_noise: the second run's other names must not become `#2`.
    const filtered = grepBench('runs-3.txt').split('\n').filter((_, index) => index !== 4).join('\n');
    const out = parseLibtest(filtered, 'grep.txt');
    expect(samples(out)).toEqual([['checksum_1k', 3], ['prints_noise', 2], ['sort_100', 3]]);
    expect(out.diagnostics).toEqual([]);
  });

  it('reads a last run cut short as more samples of the names it printed, and warns that it could be another target', () => {
    // The same text as a second target whose names are a subset of the first's (part-target-stdout.txt
    // below): nothing tells the two apart here (unpadded names, so no width to read).
    const run = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `test ${name} ... bench:  10.00 ns/iter (+/- 1.00)`);
    const out = parseLibtest(lines(...run, ...run.slice(0, 2)), 'grep.txt');
    expect(samples(out)).toEqual([['a', 2], ['b', 2], ['c', 1], ['d', 1], ['e', 1], ['f', 1]]);
    expect(out.diagnostics).toMatchObject([{ severity: 'warning', line: 7, message: expect.stringMatching(/^lines 7-8 list only some of the benchmarks of lines 1-6 \(not c, d, e and 1 more\).*samples of a, b were added together/) as string }]);
  });

  it('keeps two targets apart when run twice (two-targets-runs-2.txt filtered): their names are padded to different widths', () => {
    // Most names repeat, as in repeated runs, but target b2's lines (bench_fib_10, other_target) are
    // padded to 12 characters and b's to 26: b2's bench_fib_10 (1.8 ns) was merged into b's (316 ns).
    const out = parseLibtest(grepBench('two-targets-runs-2.txt'), 'grep.txt');
    expect(samples(out)).toEqual([['bench_bytes_64k', 2], ['bench_fib_10', 2], ['bench_slow_30ms', 2], ['bench_tiny', 2], ['module_path::nested_bench', 2], ['bench_fib_10 #2', 1], ['other_target', 1]]);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message.split(' runs in ')[0]])).toEqual([['warning', 7, 'bench_fib_10']]);
  });

  const values = (out: ReturnType<typeof parseLibtest>): [string, number[]][] => out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples.map((v) => Math.round(v * 1e11) / 100) ?? []]);

  it('keeps two targets that share most of their names apart, with a warning (twin-target-stdout.txt filtered)', () => {
    // libtest_more: checksum_1k, prints_noise, sort_100; libtest_twin: checksum_1k, prints_noise, sort_1000,
    // measuring other work; all padded to 12. Each block has a name the other lacks: two targets.
    const out = parseLibtest(grepBench('twin-target-stdout.txt'), 'grep.txt');
    expect(values(out)).toEqual([
      ['checksum_1k', [6797.92]], ['prints_noise', [1.65]], ['sort_100', [93.08]],
      ['checksum_1k #2', [296825.69]], ['prints_noise #2', [3462.2]], ['sort_1000', [457.54]],
    ]);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message.split(' runs in ')[0]])).toEqual([['warning', 4, 'checksum_1k'], ['warning', 5, 'prints_noise']]);
    // Run twice, each target's runs join their own benchmarks.
    const twice = parseLibtest(`${grepBench('twin-target-stdout.txt')}\n`.repeat(2), 'grep.txt');
    expect(samples(twice)).toEqual([['checksum_1k', 2], ['prints_noise', 2], ['sort_100', 2], ['checksum_1k #2', 2], ['prints_noise #2', 2], ['sort_1000', 2]]);
  });

  it('keeps apart a target whose names are a subset of another\'s when it is padded to another width (narrow-target-stdout.txt filtered)', () => {
    // libtest_narrow (checksum_1k, sort_100) lacks libtest_more's longest name: its lines are padded to 11, not 12.
    const out = parseLibtest(grepBench('narrow-target-stdout.txt'), 'grep.txt');
    expect(values(out)).toEqual([['checksum_1k', [4028.1]], ['prints_noise', [1.28]], ['sort_100', [68.02]], ['checksum_1k #2', [53489.78]], ['sort_100 #2', [1144.88]]]);
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['warning', 4], ['warning', 5]]);
  });

  it('warns, naming the lines, where a target whose names are a subset of another\'s cannot be told from a run that lacks some (part-target-stdout.txt filtered)', () => {
    // libtest_part (checksum_1k, prints_noise) is padded as libtest_more is, and prints its longest name:
    // the text is that of a second run of libtest_more that lost sort_100. Read as a run, as before, but not silently.
    const out = parseLibtest(grepBench('part-target-stdout.txt'), 'grep.txt');
    expect(samples(out)).toEqual([['checksum_1k', 2], ['prints_noise', 2], ['sort_100', 1]]);
    expect(out.diagnostics).toEqual([{
      severity: 'warning', source: 'grep.txt', line: 4,
      message: 'lines 4-5 list only some of the benchmarks of lines 1-3 (not sort_100), with no `running N tests` line between them: read as two runs of one bench '
        + 'target (one cut short, or with benches that failed and lost their lines), so the samples of checksum_1k, prints_noise were added together. If they are two '
        + 'bench targets that define the same names, those samples mix two different benchmarks: keep libtest\'s `running N tests` lines (do not filter them out), '
        + 'or capture with `cargo bench 2>&1` to keep cargo\'s `Running` lines, which name the targets',
    }]);
  });

  it('reads the padding: a run lacking the bench its padding was made for is a run, silently; the same names padded otherwise are another target', () => {
    // runs-3.txt filtered, without the first run's prints_noise (12 characters, the width of every line).
    const filtered = grepBench('runs-3.txt').split('\n').filter((_, index) => index !== 1).join('\n');
    const out = parseLibtest(filtered, 'grep.txt');
    expect(samples(out)).toEqual([['checksum_1k', 3], ['sort_100', 3], ['prints_noise', 2]]);
    expect(out.diagnostics).toEqual([]);
    const bench = (name: string, width: number, ns: number): string => `test ${name.padEnd(width)} ... bench: ${ns}.00 ns/iter (+/- 1.00)`;
    const two = parseLibtest(lines(bench('a', 4, 1), bench('b', 4, 2), bench('a', 6, 3), bench('b', 6, 4)), 'grep.txt');
    expect(values(two)).toEqual([['a', [1]], ['b', [2]], ['a #2', [3]], ['b #2', [4]]]);
    expect(two.diagnostics[0]?.message).toMatch(/^a runs in 2 blocks .* whose names libtest padded to different widths: two bench targets define the same name/);
  });

  it('reads `grep \'^test \'` output too: a run\'s `#[test]` lines (ignored, unpadded, before its benches) do not make two runs differ', () => {
    const grepTest = (name: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'libtest', name), 'utf8')
      .split('\n').filter((line) => line.startsWith('test ')).join('\n');
    const out = parseLibtest(grepTest('two-targets-runs-2.txt'), 'grep.txt');
    expect(samples(out)).toEqual([['bench_bytes_64k', 2], ['bench_fib_10', 2], ['bench_panics', undefined], ['bench_slow_30ms', 2], ['bench_tiny', 2], ['module_path::nested_bench', 2], ['bench_fib_10 #2', 1], ['other_target', 1]]);
    expect(out.diagnostics.map((d) => [d.line, d.message.slice(0, 24)])).toEqual([[6, 'bench_panics failed; it '], [11, 'bench_fib_10 runs in 2 b'], [19, 'bench_panics failed; it ']]);
    const multi = parseLibtest(`${grepTest('multi-target.txt')}\n`.repeat(2), 'grep.txt');
    expect(multi.benchmarks.every((b) => b.metrics[0]?.samples.length === 2)).toBe(true);
    expect(multi.diagnostics).toEqual([]);
  });

  it('reads names repeated in more blocks than bench targets ever make as one target\'s, with one warning, in linear time', () => {
    const blocks = Array.from({ length: 300 }, (_, i) => [`test common ... bench: 1 ns/iter (+/- 0)`, `test only_${i} ... bench: 2 ns/iter (+/- 0)`]);
    const out = parseLibtest(lines(...blocks.flat()), 'grep.txt');
    expect(out.benchmarks).toHaveLength(301);
    expect(out.benchmarks[0]).toMatchObject({ key: 'common', metrics: [{ samples: Array<number>(300).fill(1e-9) }] });
    expect(out.diagnostics).toMatchObject([{ severity: 'warning', line: 1, message: expect.stringMatching(/^lines 1-600 repeat test names in more than 200 blocks/) as string }]);
  });

  it('does not claim two targets where only the names differ: two runs of one target that each lost a different failed bench read the same', () => {
    // runs-3.txt filtered: its first run without prints_noise, its second without sort_100 (each failed there).
    const [first = [], second = []] = [grepBench('runs-3.txt').split('\n').slice(0, 3), grepBench('runs-3.txt').split('\n').slice(3, 6)];
    const out = parseLibtest(lines(...first.filter((l) => !l.includes('prints_noise')), ...second.filter((l) => !l.includes('sort_100'))), 'grep.txt');
    expect(samples(out)).toEqual([['checksum_1k', 1], ['sort_100', 1], ['checksum_1k #2', 1], ['prints_noise', 1]]);
    expect(out.diagnostics.map((d) => d.message)).toEqual([expect.stringMatching(
      /^checksum_1k runs in 2 blocks .* with different tests: read as bench targets that define the same name, kept apart as checksum_1k, checksum_1k #2, not merged\. If they are runs of one target in which different benches failed \(their lines filtered out\), their samples belong together: keep libtest's `running N tests` lines/,
    )]);
    // Padded to different widths, they are two targets whatever their names: said as before.
    expect(parseLibtest(grepBench('two-targets-stdout.txt'), 'grep.txt').diagnostics[0]?.message).toMatch(/ with different tests: two bench targets define the same name\. Kept apart as /);
  });

  it('warns once per target read, counting the other blocks that lack names, in linear time', () => {
    const run = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `test ${name} ... bench:  10.00 ns/iter (+/- 1.00)`);
    const out = parseLibtest(lines(...run, ...run.slice(0, 2), ...run.slice(0, 3), ...run.slice(1)), 'grep.txt');
    expect(samples(out)).toEqual([['a', 3], ['b', 4], ['c', 3], ['d', 2], ['e', 2], ['f', 2]]);
    expect(out.diagnostics).toMatchObject([{ severity: 'warning', line: 7, message: expect.stringMatching(/^lines 7-8 list only some of the benchmarks of lines 1-6 \(not c, d, e and 1 more\).* were added together\. So were 2 more blocks of the same benchmarks, up to line 16\. If they are two bench targets/) as string }]);
    // Padded names, then the same names in descending order: every line starts a block that lacks
    // most names. Each block's warning listed the target's names, and reading the padding walked them
    // all: 10,000 names took 6 s.
    const names = Array.from({ length: 10_000 }, (_, i) => `n${String(i).padStart(6, '0')}`);
    const line = (name: string): string => `test ${name.padEnd(12)} ... bench: 1.00 ns/iter (+/- 1.00)`;
    const start = performance.now();
    const many = parseLibtest(lines(...names.map(line), ...names.reverse().map(line)), 'grep.txt');
    expect(performance.now() - start).toBeLessThan(4000); // ~0.5 s on a loaded 2-core machine; the old walk took 6 s
    expect(many.benchmarks).toHaveLength(10_000);
    expect(many.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('So were 9999 more blocks of the same benchmarks, up to line 20000.')]);
  });

  it('keeps two targets that share most names apart without padding to read (criterion\'s bencher lines), with a warning', () => {
    const bench = (name: string, ns: number): string => `test ${name} ... bench: ${ns} ns/iter (+/- 1)`;
    const out = parseLibtest(lines(bench('a', 1), bench('b', 2), bench('c', 3), bench('d', 4), bench('a', 10), bench('b', 20), bench('c', 30), bench('e', 50)), 'grep.txt');
    expect(values(out)).toEqual([['a', [1]], ['b', [2]], ['c', [3]], ['d', [4]], ['a #2', [10]], ['b #2', [20]], ['c #2', [30]], ['e', [50]]]);
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['warning', 5], ['warning', 6], ['warning', 7]]);
    expect(out.diagnostics[0]?.message).toMatch(/^a runs in 2 blocks \(told apart without `running N tests` lines, where a name repeats\) with different tests/);
  });
});

describe('libtest helpers', () => {
  it.each([
    ['18,149', 18149], ['53,924.68', 53924.68], ['0.55', 0.55], ['1,234,567', 1234567], ['12314', 12314],
    ['1,23', undefined], ['1.2.3', undefined], ['', undefined], ['-5', undefined], [',123', undefined],
  ])('parseGroupedDecimal(%j) = %j', (text, value) => {
    expect(parseGroupedDecimal(text)).toBe(value);
  });

  it.each([
    ['ns/iter', 'sec/op', -9], ['cycles/iter', 'cycles/op', 0], ['MB/s', 'B/s', 6], ['MS/s', 'MS/s', 0],
  ])('libtestUnit(%j) = %j x1e%i', (unit, base, exponent) => {
    expect(libtestUnit(unit)).toEqual({ unit: base, exponent });
  });

  it('reads the bench target from cargo Running lines, old and new', () => {
    expect(cargoRunningTarget('     Running benches/x.rs (target/release/deps/x-2ab81a5c15a03f99)')).toBe('x');
    expect(cargoRunningTarget('     Running unittests src/lib.rs (target/release/deps/my_crate-4abc5feb4cf9a8bf)')).toBe('my_crate');
    expect(cargoRunningTarget('     Running target/release/deps/old-2ab81a5c15a03f99')).toBe('old');
    expect(cargoRunningTarget('     Running C:\\w\\target\\release\\deps\\win-2ab81a5c15a03f99.exe')).toBe('win');
    expect(cargoRunningTarget('Running benchmarks now')).toBeUndefined();
  });

  it('detects libtest and bencher output, coloured or not, and nothing else', () => {
    expect(detectLibtest('noise\ntest a   ... bench:      53,924.68 ns/iter (+/- 1,774.66)\n')).toBe(true);
    expect(detectLibtest('test fib 15 ... bench:       1,393 ns/iter (+/- 41)')).toBe(true);
    expect(detectLibtest('test a ... \u001b[36mbench\u001b(B\u001b[m:   1.00 ns/iter (+/- 0.10)')).toBe(true);
    expect(detectLibtest('BenchmarkX-8  1000  12 ns/op\n')).toBe(false);
    expect(detectLibtest('test a ... ok\n')).toBe(false);
    expect(detectLibtest('div  fastest │ slowest │ median │ mean │ samples │ iters')).toBe(false);
  });
});
