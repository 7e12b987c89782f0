import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectCriterionText, parseCriterionText } from '../../src/parsers/criterion-text.js';
import { stripProgress } from '../../src/parsers/criterion-text-values.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';

const lines = (...l: string[]): string => `${l.join('\n')}\n`;
const pad = (id: string): string => `${id}${' '.repeat(Math.max(1, 24 - Buffer.byteLength(id)))}`;
const INDENT = ' '.repeat(24);
const parse = (text: string): ParseOutput => parseCriterionText(text, 'bench.txt');
/** The diagnostics that report a problem (not the info note about inferred sample counts). */
const problems = (out: ParseOutput) => out.diagnostics.filter((d) => d.severity !== 'info');
const metric = (out: ParseOutput, key: string, unit: string) =>
  out.benchmarks.find((b) => b.key === key)?.metrics.find((m) => m.unit === unit);

describe('parseCriterionText: results', () => {
  it('reads the point estimate as one sample and keeps the interval in the summary', () => {
    const out = parse(lines(`${pad('fib_group/recursive/10')}time:   [126.74 ns 127.56 ns 128.53 ns]`));
    expect(problems(out)).toEqual([]);
    const [b] = out.benchmarks;
    expect(b?.key).toBe('fib_group/recursive/10');
    expect(b?.parts).toEqual({ base: 'fib_group', sub: ['recursive', '10'], params: {} });
    expect(b?.source).toEqual({ file: 'bench.txt', line: 1 });
    expect(b?.metrics).toEqual([{ unit: 'sec/op', originalUnit: 'ns', better: 'lower', assumption: 'nothing', samples: [127.56e-9],
      summary: { n: 100, center: 127.56e-9, centerKind: 'point-estimate', min: 126.74e-9, max: 128.53e-9 } }]);
  });

  it.each([
    ['ps', 926.41e-12], ['ns', 926.41e-9], ['µs', 926.41e-6], ['μs', 926.41e-6], ['us', 926.41e-6], ['ms', 926.41e-3], ['s', 926.41],
  ])('converts %s to seconds', (unit, seconds) => {
    const out = parse(lines(`${pad('x')}time:   [926.40 ${unit} 926.41 ${unit} 926.42 ${unit}]`));
    expect(metric(out, 'x', 'sec/op')?.samples).toEqual([seconds]);
    expect(metric(out, 'x', 'sec/op')?.originalUnit).toBe(unit);
  });

  it('converts each value of a triple on its own when the units differ', () => {
    const out = parse(lines(`${pad('tiny add')}time:   [844.43 ps 926.41 ps 1.0131 ns]`));
    expect(metric(out, 'tiny add', 'sec/op')?.summary).toMatchObject({ min: 844.43e-12, center: 926.41e-12, max: 1.0131e-9 });
  });

  it('takes an id longer than the column from the line above the indented time: line', () => {
    const out = parse(lines('a_rather_long_group_name_for_layout/flat_sampled_fib/22', `${INDENT}time:   [41.483 µs 42.214 µs 43.021 µs]`));
    expect(out.benchmarks.map((b) => [b.key, b.source?.line])).toEqual([['a_rather_long_group_name_for_layout/flat_sampled_fib/22', 1]]);
    expect(out.unrecognized).toEqual([]);
  });

  it('reads ids with spaces, unicode and byte-based padding', () => {
    const out = parse(lines('fib 15                  time:   [1.4035 µs 1.4280 µs 1.4587 µs]', 'checksum/größe µs    time:   [820.13 ns 844.63 ns 875.47 ns]',
      'parse_iotext_str - 10 metrics                                   ', `${INDENT}time:   [1.9704 µs 1.9910 µs 2.0142 µs]`));
    expect(out.benchmarks.map((b) => b.key)).toEqual(['fib 15', 'checksum/größe µs', 'parse_iotext_str - 10 metrics']);
  });

  it.each([
    ['1.5446 GiB/s 1.5522 GiB/s 1.5587 GiB/s', 'B/s', 1.5522 * 2 ** 30, 'GiB/s'],
    ['188.14 MiB/s 201.36 MiB/s 212.93 MiB/s', 'B/s', 201.36 * 2 ** 20, 'MiB/s'],
    ['205.54 MB/s 223.45 MB/s 246.02 MB/s', 'B/s', 223.45e6, 'MB/s'],
    ['900.00   B/s 950.00   B/s 999.00   B/s', 'B/s', 950, 'B/s'],
    ['1.1422 Gelem/s 1.1840 Gelem/s 1.2193 Gelem/s', 'elem/s', 1.184e9, 'Gelem/s'],
    ['1110.2 Kelem/s 1120.4 Kelem/s 1130.0 Kelem/s', 'elem/s', 1120.4e3, 'Kelem/s'],
    ['3.1 Gb/s 3.2 Gb/s 3.3 Gb/s', 'bit/s', 3.2e9, 'Gb/s'],
  ])('reads thrpt: [%s] as a higher-is-better %s metric', (triple, unit, value, printed) => {
    const out = parse(lines(`${pad('checksum/64')}time:   [38.241 ns 38.399 ns 38.590 ns]`, `${INDENT}thrpt:  [${triple}]`));
    expect(problems(out)).toEqual([]);
    const m = metric(out, 'checksum/64', unit);
    expect(m?.samples[0]).toBeCloseTo(value, 0);
    expect([m?.better, m?.originalUnit, m?.summary?.centerKind]).toEqual(['higher', printed, 'point-estimate']);
  });

  it('gives one sample per appearance (runs concatenated) and keeps the first summary', () => {
    const out = parse(lines(`${pad('x')}time:   [1.0 ns 2.0 ns 3.0 ns]`, '', `${pad('x')}time:   [4.0 ns 5.0 ns 6.0 ns]`));
    expect(metric(out, 'x', 'sec/op')?.samples).toEqual([2e-9, 5e-9]);
    expect(metric(out, 'x', 'sec/op')?.summary?.center).toBe(2e-9);
  });

  it('takes n from the outlier line or the Collecting progress line', () => {
    const out = parse(lines(
      'Benchmarking a: Collecting 50 samples in estimated 5.0061 s (1.4M iterations)', `${pad('a')}time:   [1 ns 2 ns 3 ns]`,
      `${pad('b')}time:   [1 ns 2 ns 3 ns]`, `${INDENT}thrpt:  [1 B/s 2 B/s 3 B/s]`, 'Found 14 outliers among 30 measurements (14.00%)', '  6 (6.00%) high mild',
    ));
    expect(out.benchmarks.map((b) => b.metrics.map((m) => m.summary?.n))).toEqual([[50], [30, 30]]);
    expect(out.diagnostics).toEqual([]);
  });

  // criterion prints "Found N outliers among M measurements" only when N > 0, and its progress
  // (Collecting M samples) on stderr: on stdout, a benchmark without outliers shows no count.
  const NOTE = /^2 benchmarks have no sample count in this report \(criterion prints it only beside outliers, .*\): c \(n=20\), d \(n=20\); each n is the count shown for the other benchmarks of its group, else of the report, else criterion's default of 100\. Each benchmark is still one point estimate: one sample of this run$/;

  it('gives a benchmark without outliers the sample count the report shows for the others, with one note', () => {
    const out = parse(lines(
      `${pad('a')}time:   [1 ns 2 ns 3 ns]`, 'Found 2 outliers among 20 measurements (10.00%)', '  2 (10.00%) high mild',
      `${pad('c')}time:   [1 ns 2 ns 3 ns]`, `${INDENT}thrpt:  [1 B/s 2 B/s 3 B/s]`, '',
      `${pad('d')}time:   [1 ns 2 ns 3 ns]`, 'Found 0 outliers among 0 measurements (0.00%)',
      `${pad('e')}time:   [1 ns 2 ns 3 ns]`, 'Found 1 outliers among 20 measurements (5.00%)', '  1 (5.00%) high mild',
    ));
    expect(out.benchmarks.map((b) => [b.key, b.metrics.map((m) => m.summary?.n)])).toEqual([['a', [20]], ['c', [20, 20]], ['d', [20]], ['e', [20]]]);
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['info', 4]]);
    expect(out.diagnostics[0]?.message).toMatch(NOTE);
  });

  it('prefers the count of the benchmark\'s group (BenchmarkGroup::sample_size), then the most common one, then 100', () => {
    const out = parse(lines(
      `${pad('slow/a')}time:   [1 ms 2 ms 3 ms]`, 'Found 1 outliers among 10 measurements (10.00%)',
      `${pad('slow/b')}time:   [1 ms 2 ms 3 ms]`,
      `${pad('fast/a')}time:   [1 ns 2 ns 3 ns]`, 'Found 9 outliers among 100 measurements (9.00%)',
      `${pad('fast 2')}time:   [1 ns 2 ns 3 ns]`, 'Found 3 outliers among 100 measurements (3.00%)',
      `${pad('other')}time:   [1 ns 2 ns 3 ns]`,
    ));
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.summary?.n])).toEqual([['slow/a', 10], ['slow/b', 10], ['fast/a', 100], ['fast 2', 100], ['other', 100]]);
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['info', 3]]);
    expect(out.diagnostics[0]?.message).toMatch(/: slow\/b \(n=10\), other \(n=100\);/);
    const none = parse(lines(`${pad('x')}time:   [1 ns 2 ns 3 ns]`, `${pad('y')}time:   [1 ns 2 ns 3 ns]`));
    expect(none.benchmarks.map((b) => b.metrics[0]?.summary?.n)).toEqual([100, 100]);
    expect(none.diagnostics[0]?.message).toMatch(/^2 benchmarks have no sample count .*: x \(n=100\), y \(n=100\);/);
  });

  it('names five benchmarks in its note, then how many more', () => {
    const out = parse(lines(...Array.from({ length: 7 }, (_, i) => `${pad(`b${i}`)}time:   [1 ns 2 ns 3 ns]`)));
    expect(out.diagnostics).toHaveLength(1);
    expect(out.diagnostics[0]?.message).toMatch(/: b0 \(n=100\), b1 \(n=100\), b2 \(n=100\), b3 \(n=100\), b4 \(n=100\), and 2 more;/);
  });

  it('keeps n a summary count only: compare still counts one point estimate per run', () => {
    const out = parse(lines(`${pad('x')}time:   [1 ns 2 ns 3 ns]`, 'Found 2 outliers among 20 measurements (10.00%)', `${pad('y')}time:   [1 ns 2 ns 3 ns]`));
    expect(out.benchmarks.map((b) => [b.metrics[0]?.samples, b.metrics[0]?.summary?.n])).toEqual([[[2e-9], 20], [[2e-9], 20]]);
  });
});

describe('parseCriterionText: change blocks and noise', () => {
  it('skips change blocks, whose time: and thrpt: lines hold percentages (U+2212 minus included)', () => {
    const out = parse(lines(
      `${pad('fib 15')}time:   [1.4034 µs 1.4165 µs 1.4333 µs]`,
      `${INDENT}change: [\u22120.7985% +0.5702% +1.9701%] (p = 0.44 > 0.05)`,
      `${INDENT}No change in performance detected.`,
      `${pad('checksum/64')}time:   [38.241 ns 38.399 ns 38.590 ns]`,
      `${INDENT}thrpt:  [1.5446 GiB/s 1.5522 GiB/s 1.5587 GiB/s]`,
      `${' '.repeat(17)}change:`,
      `${INDENT}time:   [+0.5734% +1.8130% +3.4750%] (p = 0.01 < 0.05)`,
      `${INDENT}thrpt:  [\u22123.3583% \u22121.7807% \u22120.5701%]`,
      `${INDENT}Change within noise threshold.`,
      'Found 14 outliers among 100 measurements (14.00%)', '  1 (1.00%) low mild', '  11 (11.00%) high severe',
    ));
    expect(problems(out)).toEqual([]);
    expect(out.unrecognized).toEqual([]);
    expect(out.benchmarks.map((b) => [b.key, b.metrics.map((m) => [m.unit, m.samples.length])])).toEqual([
      ['fib 15', [['sec/op', 1]]], ['checksum/64', [['sec/op', 1], ['B/s', 1]]],
    ]);
  });

  it('ignores --verbose lines, warnings, cargo lines and progress', () => {
    const out = parse(lines(
      '   Compiling rsbench v0.1.0 (/home/user/rsbench)', '    Finished `bench` profile [optimized] target(s) in 2.18s',
      '     Running benches/crit.rs (target/release/deps/crit-8b799f5b68dd85b5)', 'Gnuplot not found, using plotters backend',
      'Benchmarking x', 'Benchmarking x: Warming up for 3.0000 s', '',
      'Warning: Unable to complete 100 samples in 300.0ms. You may wish to increase target time to 535.7ms, enable flat sampling, or reduce sample count to 50.',
      'Benchmarking x: Collecting 100 samples in estimated 5.0061 s (1.4M iterations)', 'Benchmarking x: Analyzing',
      `${pad('x')}time:   [1.8169 µs 1.9176 µs 2.0170 µs]`,
      'slope  [1.8169 µs 2.0170 µs] R^2            [0.8629512 0.8639140]',
      'mean   [1.7971 µs 1.8974 µs] std. dev.      [41.615 ns 171.19 ns]',
      'median [1.7800 µs 1.7994 µs] med. abs. dev. [4.2312 ns 32.997 ns]',
      'Benchmarking y: Complete (Analysis Disabled)',
    ));
    expect(problems(out)).toEqual([]);
    expect(out.unrecognized).toEqual([]);
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.summary?.n])).toEqual([['x', 100]]);
  });

  it('strips ANSI colours and reads CRLF', () => {
    const text = '\u001b[32mfib 15\u001b[0m                  time:   [\u001b[2m1.4035 µs\u001b[0m \u001b[1m1.4280 µs\u001b[0m \u001b[2m1.4587 µs\u001b[0m]\r\n'
      + `${INDENT}change: [\u001b[2m-1.0093%\u001b[0m \u001b[38;5;1m\u001b[1m+2.9404%\u001b[0m\u001b[0m \u001b[2m+7.3783%\u001b[0m] (p = 0.19 > 0.05)\r\n`
      + `${INDENT}Performance has \u001b[38;5;1mregressed\u001b[0m.\r\n`;
    const out = parse(text);
    expect(problems(out)).toEqual([]);
    expect(out.unrecognized).toEqual([]);
    expect(metric(out, 'fib 15', 'sec/op')?.samples).toEqual([1.428e-6]);
    expect(detectCriterionText(text)).toBe(true);
  });
});

describe('parseCriterionText: progress text glued onto ids', () => {
  it('cuts the fragments a dropped \\r leaves before the id (FORMATS.md §3.1)', () => {
    const out = parse(lines('Benchmarking fib/10Benchmarking fib/10: Warming up for 3.0000 sBenchmarking fib/10: Collecting 100 samples in estimated 5.0061 s (1.4M iterations)'
      + `Benchmarking fib/10: Analyzing${pad('fib/10')}time:   [126.74 ns 127.56 ns 128.53 ns]`));
    expect(problems(out)).toEqual([]);
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.summary?.n])).toEqual([['fib/10', 100]]);
  });

  it('reads the raw PTY form, where \\r and ESC[2K overwrite the progress', () => {
    const out = parse('Benchmarking fib 15\r\u001b[2KBenchmarking fib 15: Analyzing\r\u001b[2K\u001b[38;5;2mfib 15\u001b[0m                  time:   [1 ns 2 ns 3 ns]\r\n'
      + 'Benchmarking a_long_group_name_for_the_column/x\r\u001b[2KBenchmarking a_long_group_name_for_the_column/x: Analyzing\r\u001b[2K'
      + `\u001b[38;5;2ma_long_group_name_for_the_column/x\u001b[0m\r\n${INDENT}time:   [1 ns 2 ns 3 ns]\r\n`);
    expect(problems(out)).toEqual([]);
    expect(out.unrecognized).toEqual([]);
    expect(out.benchmarks.map((b) => b.key)).toEqual(['fib 15', 'a_long_group_name_for_the_column/x']);
  });

  it('reads a long id glued to progress on its own line', () => {
    const out = parse(lines('Benchmarking a_long_group_name_for_the_column/x: Analyzinga_long_group_name_for_the_column/x', `${INDENT}time:   [1 ns 2 ns 3 ns]`));
    expect(problems(out)).toEqual([]);
    expect(out.benchmarks.map((b) => b.key)).toEqual(['a_long_group_name_for_the_column/x']);
  });

  it('finds the id after fragments the terminal cut off; warns when the id itself was cut', () => {
    const out = parse(lines('Benchmarking auth_guard/single: WarminBenchmarking auth_guard/single: CollecBenchmarking auth_guard/single: Analyzauth_guard/single',
      `${INDENT}time:   [1 ns 2 ns 3 ns]`, `Benchmarking ab/cdeab/cdef_gh  time:   [1 ns 2 ns 3 ns]`));
    expect(out.benchmarks.map((b) => b.key)).toEqual(['auth_guard/single', 'ab/cdef_gh']);
    expect(problems(out).map((d) => [d.severity, d.line])).toEqual([['warning', 3]]);
  });

  it.each([
    ['fib 15', 'fib 15', 'plain'],
    ['Benchmarking a: b: Analyzinga: b', 'a: b', 'exact'],
    ['Benchmarking b: b: Analyzingb: b', 'b: b', 'exact'],
    ['Benchmarking xx', 'x', 'exact'],
    ['Benchmarking fib 15: Analyzing', '', 'progress'],
    ['Benchmarking fib 15', '', 'progress'],
    ['Benchmarking x: Collecting 100 samples in estimated 5.0061 s (1.4M iterations)', '', 'progress'],
    ['Benchmarking x: Analyzingx', 'x', 'exact'],
    ['Benchmarking x: Analyzx', 'x', 'exact'],
    ['Benchmarking auth_guauth_guard/1', 'auth_guard/1', 'truncated'],
    ['Benchmarking x: Warming up for 3.0000 sBenchmarking x: Analyzingfoo', 'foo', 'progress'],
  ])('stripProgress(%j) -> %j (%s)', (text, id, how) => {
    expect(stripProgress(text)).toEqual({ id, how });
  });
});

describe('parseCriterionText: bad input is data, with line numbers', () => {
  it('reports unreadable result lines and keeps going', () => {
    const out = parse(lines(
      `${INDENT}time:   [1 ns 2 ns 3 ns]`,
      `${pad('a')}time:   [1 ns 2 furlongs 3 ns]`,
      `${pad('b')}time:   [1 ns NaN ns 3 ns]`,
      `${pad('c')}time:   [1 ns 2 ns]`,
      `${pad('d')}time:   [1 B/s 2 B/s 3 B/s]`,
      `${INDENT}thrpt:  [1 B/s 2 B/s 3 B/s]`,
      `${pad('ok')}time:   [1 ns 2 ns 3 ns]`,
    ));
    expect(out.benchmarks.map((b) => b.key)).toEqual(['ok']);
    expect(problems(out).map((d) => [d.severity, d.line])).toEqual([
      ['error', 1], ['error', 2], ['error', 3], ['error', 4], ['error', 5], ['warning', 6],
    ]);
    expect(problems(out)[1]?.message).toContain('unknown unit "furlongs"');
  });

  it('gives nothing for empty input and keeps the first unrecognized lines', () => {
    expect(parse('')).toEqual({ benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: 0 });
    const out = parse(lines('test fib 15 ... bench:       1,393 ns/iter (+/- 41)', 'a', 'b', 'c', 'd', 'e', 'f'));
    expect(out.unrecognized.map((u) => u.line)).toEqual([1, 2, 3, 4, 5]);
    expect(detectCriterionText(lines('test fib 15 ... bench:       1,393 ns/iter (+/- 41)'))).toBe(false);
  });
});

describe('parseCriterionText: a benchmark that panics (stderr mixed in)', () => {
  const progress = (id: string): string[] => [`Benchmarking ${id}`, `Benchmarking ${id}: Warming up for 100.00 ms`];
  const before = [...progress('before'), `${pad('before')}time:   [970.02 ps 1.0128 ns 1.0561 ns]`, ''];

  it('marks the benchmark whose progress came without a result failed, with the panic text, and warns', () => {
    const out = parse(lines(...before, ...progress('panics'), '', "thread 'main' (27371) panicked at benches/crit_panic.rs:5:95:", 'boom',
      'stack backtrace:', '   0: __rustc::rust_begin_unwind', '             at /rustc/x/library/std/src/panicking.rs:689:5',
      'note: Some details are omitted, run with `RUST_BACKTRACE=full` for a verbose backtrace.', '', 'error: bench failed, to rerun pass `--bench crit_panic`'));
    expect(out.benchmarks.map((b) => [b.key, b.status])).toEqual([['before', 'ok'], ['panics', 'failed']]);
    const failed = out.benchmarks[1];
    expect(failed?.messages).toEqual(["thread 'main' (27371) panicked at benches/crit_panic.rs:5:95:\nboom"]);
    expect(failed?.source).toEqual({ file: 'bench.txt', line: 6 });
    expect(failed?.metrics).toEqual([]);
    expect(problems(out)).toEqual([expect.objectContaining({ severity: 'warning', line: 8,
      message: expect.stringMatching(/^panics panicked before its result .*reported as failed.*rest of this bench target did not run/) as unknown })]);
    expect(out.unrecognized).toEqual([]);
    expectSchemaValid(out);
  });

  it('reads the old panic line (message in quotes), with no backtrace', () => {
    const out = parse(lines(...before, 'Benchmarking a b/c: Collecting 10 samples in estimated 300.00 ms (4.0M iterations)',
      "thread 'main' panicked at 'boom', benches/x.rs:5:9", 'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace'));
    expect(out.benchmarks.find((b) => b.key === 'a b/c')).toMatchObject({ status: 'failed', messages: ["thread 'main' panicked at 'boom', benches/x.rs:5:9"] });
  });

  it('does not blame a benchmark whose result came before the panic', () => {
    const out = parse(lines(...before, "thread 'main' panicked at benches/x.rs:5:9:", 'setup failed', `${pad('later')}time:   [1 ns 2 ns 3 ns]`));
    expect(out.benchmarks.map((b) => [b.key, b.status])).toEqual([['before', 'ok'], ['later', 'ok']]);
    expect(problems(out)).toEqual([expect.objectContaining({ severity: 'warning', line: 5, message: expect.stringMatching(/no benchmark in progress/) as unknown })]);
  });
});

describe('parseCriterionText never throws', () => {
  const check = (text: string): void => {
    const out = parse(text);
    expectSchemaValid(out);
  };
  const piece = fc.constantFrom('time:', 'thrpt:', 'change:', '[', ']', ' ', '\n', '\r', '\u001b[2K', 'Benchmarking ', ': Analyzing',
    '1.5', '−3', 'NaN', '1e308', 'ns', 'µs', 'GiB/s', 'elem/s', '%', 'Found 3 outliers among 0 measurements', 'x/y', INDENT,
    "thread 'main' panicked at ", 'stack backtrace:', '   0: f');
  it('on random strings and on shuffled report fragments', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), check));
    fc.assert(fc.property(fc.array(piece, { maxLength: 60 }).map((p) => p.join('')), check));
    fc.assert(fc.property(fc.array(fc.tuple(fc.string({ maxLength: 30 }), fc.double(), fc.double(), fc.double(), fc.constantFrom('ps', 'ns', 'µs', 's', 'GiB/s')), { maxLength: 5 }),
      (rows) => check(rows.map(([id, a, b, c, u]) => `${id} time: [${a} ${u} ${b} ${u} ${c} ${u}]\n${INDENT}thrpt: [${a} ${u} ${b} ${u} ${c} ${u}]`).join('\n'))));
  });
});
