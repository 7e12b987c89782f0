import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseGo } from '../../src/parsers/go.js';
import { parseGoJson } from '../../src/parsers/go-json.js';
import { compareResultSets } from '../../src/compare.js';
import { displayNamer } from '../../src/report/names.js';
import { readInput } from '../../src/input.js';
import { isNumberUnit, parseGoFloat } from '../../src/parsers/go-values.js';
import { endsLikeGoResults, resultsAfterPrintedText } from '../../src/parsers/go-printed-text.js';
import { splitGoName } from '../../src/parsers/go-name.js';

const lines = (...l: string[]): string => `${l.join('\n')}\n`;

describe('parseGo: results and samples', () => {
  it('turns each -count line into one sample per metric, tidied to base units', () => {
    const out = parseGo(lines(
      'pkg: example.com/p',
      'BenchmarkSort/size=10-2   26465821   45.96 ns/op   1740.81 MB/s   10.00 elems/op   0 B/op   0 allocs/op',
      'BenchmarkSort/size=10-2   25738000   46.90 ns/op   1705.78 MB/s   10.00 elems/op   0 B/op   0 allocs/op',
    ), 'x.txt');
    expect(out.diagnostics).toEqual([]);
    const [b] = out.benchmarks;
    expect(b?.key).toBe('example.com/p.BenchmarkSort/size=10-2');
    expect(b?.parts).toEqual({ package: 'example.com/p', base: 'BenchmarkSort', sub: ['size=10'], params: { size: '10' }, procs: 2 });
    const byUnit = Object.fromEntries((b?.metrics ?? []).map((m) => [m.unit, m]));
    expect(Object.keys(byUnit)).toEqual(['sec/op', 'B/s', 'elems/op', 'B/op', 'allocs/op']);
    expect(byUnit['sec/op']?.samples).toEqual([45.96e-9, 46.90e-9]);
    expect(byUnit['sec/op']?.originalUnit).toBe('ns/op');
    expect(byUnit['sec/op']?.iterations).toEqual([26465821, 25738000]);
    expect(byUnit['B/s']?.samples).toEqual([1740.81e6, 1705.78e6]);
    expect(byUnit['B/s']?.better).toBe('higher');
    expect(byUnit['elems/op']?.better).toBe('lower');
    expect(byUnit['allocs/op']?.assumption).toBe('exact');
    expect(byUnit['sec/op']?.assumption).toBe('nothing');
  });

  it('scopes config lines to the results after them and deletes a key given no value', () => {
    const out = parseGo(lines(
      'goos: linux', 'pkg: a', 'note: first',
      'BenchmarkX 10 1 ns/op',
      'pkg: b', 'note:',
      'BenchmarkX 10 2 ns/op',
      'ab:x', 'Key: y', 'a b: z',
    ), 'x.txt');
    expect(out.benchmarks.map((b) => [b.key, b.config])).toEqual([
      ['a.BenchmarkX', { goos: 'linux', pkg: 'a', note: 'first' }],
      ['b.BenchmarkX', { goos: 'linux', pkg: 'b' }],
    ]);
    expect(out.config).toEqual({ goos: 'linux', pkg: 'a', note: 'first' });
    expect(out.unrecognized.map((u) => u.text)).toEqual(['ab:x', 'Key: y', 'a b: z']);
  });

  it('applies Unit metadata lines (by tidied unit) wherever they appear', () => {
    const out = parseGo(lines('BenchmarkX 1 5 widgets', 'BenchmarkX 1 7 widgets', 'Unit widgets better=higher assume=exact', 'Unit ns/op assume=exact', 'BenchmarkY 1 3 ns/op'), 'x.txt');
    expect(out.benchmarks[0]?.metrics[0]).toMatchObject({ unit: 'widgets', better: 'higher', assumption: 'exact', samples: [5, 7] });
    expect(out.benchmarks[1]?.metrics[0]).toMatchObject({ unit: 'sec/op', assumption: 'exact' });
  });

  it('reads CRLF endings and strips ANSI colours', () => {
    const out = parseGo('pkg: p\r\n\u001b[32mBenchmarkX-8\u001b[0m   100   12.5 ns/op\r\n', 'x.txt');
    expect(out.benchmarks[0]?.name).toBe('BenchmarkX-8');
    expect(out.benchmarks[0]?.metrics[0]?.samples).toEqual([12.5e-9]);
  });

  it('accepts lower-case names that parse (benchfmt does) but never makes them pending', () => {
    const out = parseGo(lines('Benchmarkk8s_input 1 0.59 inputs-quality', 'Benchmarking the thing now'), 'x.txt');
    expect(out.benchmarks.map((b) => b.name)).toEqual(['Benchmarkk8s_input']);
    expect(out.diagnostics).toEqual([]);
  });
});

describe('parseGo: broken and failed benchmarks', () => {
  it('rejoins a result line split by output the benchmark printed', () => {
    const out = parseGo(lines(
      'BenchmarkPrints-2   \tnoise from println',
      'more noise',
      '1000000000\t         1.107 ns/op\t       0 B/op\t       0 allocs/op',
    ), 'x.txt');
    expect(out.benchmarks[0]?.metrics[0]?.samples).toEqual([1.107e-9]);
    expect(out.diagnostics).toEqual([{ severity: 'info', source: 'x.txt', line: 1, message: expect.stringContaining('rejoined with line 3') as string }]);
  });

  it('reports a truncated result line as lost data with its line number', () => {
    const out = parseGo(lines('BenchmarkA 10 1 ns/op', 'BenchmarkB-8   1000   12'), 'x.txt');
    expect(out.benchmarks.map((b) => b.name)).toEqual(['BenchmarkA']);
    expect(out.diagnostics).toHaveLength(1);
    expect(out.diagnostics[0]).toMatchObject({ severity: 'error', line: 2, message: expect.stringContaining('missing unit after value "12"') as string });
  });

  it('reports a panic with NaN values as a failed benchmark, never as a sample', () => {
    const out = parseGo(lines('pkg: p', 'BenchmarkOK 10 5 ns/op', 'BenchmarkPanics-2   \t       0\t               NaN ns/op', 'panic: assignment to entry in nil map', '', 'goroutine 7 [running]:', 'exit status 2', 'FAIL\tp\t0.01s'), 'x.txt');
    const panics = out.benchmarks.find((b) => b.name === 'BenchmarkPanics-2');
    expect(panics).toMatchObject({ status: 'failed', metrics: [] });
    expect(panics?.messages).toContain('panic: assignment to entry in nil map');
    expect(out.benchmarks.find((b) => b.name === 'BenchmarkOK')?.status).toBe('ok');
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['warning', 3], ['warning', 4], ['warning', 8]]);
    expect(out.config).toEqual({ pkg: 'p' });
  });

  it('reports a panic glued to the name as a failed benchmark', () => {
    const out = parseGo(lines('BenchmarkPanics-2        \tpanic: assignment to entry in nil map'), 'x.txt');
    expect(out.benchmarks[0]).toMatchObject({ name: 'BenchmarkPanics-2', status: 'failed', messages: ['panic: assignment to entry in nil map'] });
    expect(out.diagnostics[0]?.severity).toBe('warning');
  });

  it('marks --- FAIL benchmarks failed (with their messages) and --- SKIP skipped; --- BENCH logs are ignored', () => {
    const out = parseGo(lines(
      'BenchmarkLogs-2 100 5 ns/op', '--- BENCH: BenchmarkLogs-2', '    x_test.go:9: hello',
      'BenchmarkFails-2   \t', '--- FAIL: BenchmarkFails-2', '    x_test.go:12: boom',
      '--- SKIP: BenchmarkSkipped', '    x_test.go:20: not today',
    ), 'x.txt');
    expect(out.benchmarks.map((b) => [b.name, b.status, b.messages])).toEqual([
      ['BenchmarkLogs-2', 'ok', undefined],
      ['BenchmarkFails-2', 'failed', ['x_test.go:12: boom']],
      ['BenchmarkSkipped-2', 'skipped', ['x_test.go:20: not today']],
    ]);
  });

  it('treats +Inf values as a failed result', () => {
    const out = parseGo(lines('BenchmarkB 10 +Inf ns/op'), 'x.txt');
    expect(out.benchmarks[0]?.status).toBe('failed');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
      const out = parseGo(text, 'fuzz.txt');
      expect(Array.isArray(out.diagnostics)).toBe(true);
    }), { numRuns: 300 });
    fc.assert(fc.property(fc.array(fc.constantFrom('Benchmark', 'X-2', ' ', '\t', '10', 'NaN', 'ns/op', '\n', 'pkg:', '--- FAIL:', 'panic: x', '1e9', '=== RUN'), { maxLength: 40 }), (parts) => {
      expect(() => parseGo(parts.join(''), 'fuzz.txt')).not.toThrow();
    }), { numRuns: 500 });
  });
});

describe('Go values and names', () => {
  it.each([
    ['1.5', 1.5], ['1e9', 1e9], ['1.5E-3', 1.5e-3], ['+Inf', Infinity], ['-Inf', -Infinity], ['infinity', Infinity],
    ['0x1p-2', 0.25], ['0x1.8p1', 3], ['0x_1p4', 16], ['12abc', undefined], ['', undefined], ['1,5', undefined],
  ])('parseGoFloat(%j) = %j', (text, value) => {
    expect(parseGoFloat(text)).toBe(value);
  });

  it('parses NaN', () => {
    expect(parseGoFloat('NaN')).toBeNaN();
  });

  it('splits names: procs defaults to 1, and n-10 is read as procs 10 (advisory; the key is the full name)', () => {
    expect(splitGoName('BenchmarkConcat', undefined)).toEqual({ base: 'BenchmarkConcat', sub: [], params: {}, procs: 1 });
    expect(splitGoName('BenchmarkAmbig/n-10', 'p')).toEqual({ package: 'p', base: 'BenchmarkAmbig', sub: ['n'], params: {}, procs: 10 });
    expect(splitGoName('BenchmarkNames/a/b=c/d#01-4', undefined)).toEqual({ base: 'BenchmarkNames', sub: ['a', 'b=c', 'd#01'], params: { b: 'c' }, procs: 4 });
  });
});

describe('GOMAXPROCS suffix ambiguity', () => {
  const run = lines(
    'pkg: p',
    'BenchmarkA 10 1 ns/op', 'BenchmarkA-4 10 1 ns/op',
    'BenchmarkAmbig/n 10 1 ns/op', 'BenchmarkAmbig/n-4 10 1 ns/op',
    'BenchmarkAmbig/n-4 10 2 ns/op', 'BenchmarkAmbig/n-4-4 10 2 ns/op',
    'BenchmarkAmbig/n-10 10 3 ns/op', 'BenchmarkAmbig/n-10-4 10 3 ns/op',
  );

  it('reads a suffix no other benchmark shares as part of the name (n-10 at GOMAXPROCS 1)', () => {
    const out = parseGo(run, 'x.txt');
    expect(out.benchmarks.find((b) => b.name === 'BenchmarkAmbig/n-10')?.parts).toEqual({ package: 'p', base: 'BenchmarkAmbig', sub: ['n-10'], params: {}, procs: 1 });
    expect(out.benchmarks.find((b) => b.name === 'BenchmarkAmbig/n-10-4')?.parts.procs).toBe(4);
  });

  it('warns when two benchmarks print the same name (n at 4 procs and n-4 at 1)', () => {
    const out = parseGo(run, 'x.txt');
    expect(out.diagnostics).toHaveLength(1);
    expect(out.diagnostics[0]).toMatchObject({ severity: 'warning', line: 5, message: expect.stringContaining('BenchmarkAmbig/n-4 is printed by two different benchmarks') as string });
  });

  it('keeps a lone -8 suffix as GOMAXPROCS', () => {
    expect(parseGo('BenchmarkX-8 10 1 ns/op\n', 'x.txt').benchmarks[0]?.parts.procs).toBe(8);
  });

  it('reads "--- FAIL" glued to the name as a failure, not a broken line', () => {
    const out = parseGo(lines('BenchmarkFailsLater-2       \t--- FAIL: BenchmarkFailsLater-2', '    edge_test.go:34: fails only when b.N > 1'), 'x.txt');
    expect(out.benchmarks[0]).toMatchObject({ name: 'BenchmarkFailsLater-2', status: 'failed', messages: ['edge_test.go:34: fails only when b.N > 1'] });
    expect(out.diagnostics.map((d) => d.severity)).toEqual(['warning']);
  });
});

describe('review regressions', () => {
  it('ignores --- FAIL/SKIP lines of tests (only benchmarks are ours)', () => {
    const out = parseGo(lines('--- SKIP: TestFoo (0.00s)', '--- FAIL: TestBar (0.00s)', 'BenchmarkA 10 1 ns/op'), 'x.txt');
    expect(out.benchmarks.map((b) => b.name)).toEqual(['BenchmarkA']);
  });

  it('keys a benchmark that failed at b.N=1 (printed without -N) with the package\'s suffix', () => {
    const out = parseGo(lines('pkg: p', 'BenchmarkA-2 10 1 ns/op', '--- FAIL: BenchmarkFails', '    x_test.go:1: boom', 'BenchmarkB-2 10 1 ns/op'), 'x.txt');
    expect(out.benchmarks.find((b) => b.status === 'failed')).toMatchObject({ key: 'p.BenchmarkFails-2', name: 'BenchmarkFails-2' });
  });

  it('names a benchmark skipped or failed at b.N=1 with the package\'s -N, as it keys it: the report showed `Skipped` beside `Before-2` (real go test -v output)', () => {
    // `--- SKIP: BenchmarkSkipped`, `--- FAIL: BenchmarkFails` (and -v's start lines) carry no -2; every result line of the package does.
    const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', name), 'utf8');
    const unsuffixed = [
      ['example.com/gobench/edge.BenchmarkFails-2', 'BenchmarkFails-2', 'failed'],
      ['example.com/gobench/edge.BenchmarkSkipped-2', 'BenchmarkSkipped-2', 'skipped'],
      ['example.com/gobench/edge.BenchmarkSubFails/broken-2', 'BenchmarkSubFails/broken-2', 'failed'],
      ['example.com/gobench/edge.BenchmarkSubFails-2', 'BenchmarkSubFails-2', 'failed'],
    ];
    const notOk = (out: ReturnType<typeof parseGo>): string[][] => out.benchmarks
      .filter((b) => b.status !== 'ok' && b.key !== 'example.com/gobench/edge.BenchmarkFailsLater-2').map((b) => [b.key, b.name, b.status]);
    expect(notOk(parseGo(fixture('edge-fail-skip-log-print.txt'), 'edge.txt'))).toEqual(unsuffixed);
    expect(notOk(parseGoJson(fixture('test2json.jsonl'), 'edge.jsonl'))).toEqual(unsuffixed);
    const read = readInput(fixture('edge-fail-skip-log-print.txt'), 'edge.txt', 'auto');
    if (!read.ok) throw new Error(read.error);
    const { comparisons } = compareResultSets(read.value.set, read.value.set);
    const names = [...new Set(comparisons.map(displayNamer(comparisons)))].sort();
    expect(names).toEqual(['After-2', 'Before-2', 'Fails-2', 'FailsLater-2', 'Logs-2', 'PrintsToStdout-2', 'Skipped-2', 'SubFails-2', 'SubFails/broken-2', 'SubFails/ok-2']);
  });

  // Found by the fuzz run: go test never prints GOMAXPROCS 0, nor with a leading zero, so such a
  // suffix is part of the name; taken as the package's procs it made procs 0, an invalid result.
  it('keys a failed benchmark with the package\'s suffix only when that suffix is a GOMAXPROCS', () => {
    for (const suffix of ['0', '02']) {
      const out = parseGo(lines('pkg: p', `BenchmarkA-${suffix} 10 1 ns/op`, '--- FAIL: BenchmarkFails', '    x_test.go:1: boom'), 'x.txt');
      const failed = out.benchmarks.find((b) => b.name === 'BenchmarkFails');
      expect(failed, suffix).toMatchObject({ key: 'p.BenchmarkFails', status: 'failed' });
      expect(failed?.parts.procs, suffix).toBe(1);
    }
  });
});

describe('a benchmark read before its package\'s pkg: line takes the package its trailer names (go-sections.ts)', () => {
  const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', name), 'utf8');
  const keys = (text: string): string[][] => parseGo(text, 'x.txt').benchmarks.map((b) => [b.key, b.status]);

  it('keys a failure before its package\'s header by its trailer, not by the previous package\'s pkg: line still in force (real go test output)', () => {
    // Edge's BenchmarkFails fails in its first run, after basic's `ok` and before edge's own `pkg:`
    // line: it was keyed `example.com/gobench/basic.BenchmarkFails-2`, basic's package and suffix.
    const out = parseGo(fixture('fail-before-header.txt'), 'fail-before-header.txt');
    expect(out.benchmarks.map((b) => [b.key, b.status, b.config.pkg])).toEqual([
      ['example.com/gobench/basic.BenchmarkConcat-2', 'ok', 'example.com/gobench/basic'],
      ['example.com/gobench/edge.BenchmarkFails-2', 'failed', 'example.com/gobench/edge'],
      ['example.com/gobench/edge.BenchmarkAfter-2', 'ok', 'example.com/gobench/edge'],
    ]);
    expect(keys(fixture('only-fail.txt'))).toEqual([['example.com/gobench/edge.BenchmarkFails', 'failed']]);
  });

  it('keys each section by its own trailer, a printed `ok ...` line ending none, and results in a section without pkg: line too', () => {
    expect(keys(lines(
      '--- FAIL: BenchmarkF', '    x_test.go:1: boom', 'ok all good', 'FAIL', 'exit status 1', 'FAIL\texample.com/a\t0.010s',
      '--- FAIL: BenchmarkF', 'FAIL\texample.com/b\t0.010s',
      'BenchmarkR-2 10 1 ns/op', 'PASS', 'ok  \texample.com/c\t(cached)',
    ))).toEqual([['example.com/a.BenchmarkF', 'failed'], ['example.com/b.BenchmarkF', 'failed'], ['example.com/c.BenchmarkR-2', 'ok']]);
  });

  it('ends no section at a line a benchmark printed that starts like a trailer (`FAIL got 3 want 4`): only go\'s own `%.3fs`, `(cached)` or `[...]` after the package', () => {
    // BenchmarkE fails in its first run, before the header; BenchmarkF then prints these lines with
    // fmt.Println in its own first run, still before the header (go test prints it just before F's
    // result). Taken for trailers, they ended E's section and keyed it by a package named `got`.
    expect(keys(lines(
      '--- FAIL: BenchmarkE', '    x_test.go:1: boom', 'FAIL got 3 want 4', 'ok fetched 10 rows', 'ok  \texample.com/b\t12 rows',
      'pkg: example.com/b', 'BenchmarkF-2 10 1 ns/op', 'FAIL', 'exit status 1', 'FAIL\texample.com/b\t0.010s',
    ))).toEqual([['example.com/b.BenchmarkE-2', 'failed'], ['example.com/b.BenchmarkF-2', 'ok']]);
    // Go's own shapes still end one: coverage or ` [no tests to run]` after the time, a build that failed.
    expect(keys(lines(
      '--- FAIL: BenchmarkA', 'ok  \texample.com/a\t0.010s\tcoverage: 50.0% of statements',
      '--- FAIL: BenchmarkB', 'ok  \texample.com/b\t0.010s [no tests to run]',
      '--- FAIL: BenchmarkC', 'FAIL\texample.com/c [build failed]',
      '--- FAIL: BenchmarkD', 'FAIL\texample.com/d\t600.012s',
    ))).toEqual([['example.com/a.BenchmarkA', 'failed'], ['example.com/b.BenchmarkB', 'failed'], ['example.com/c.BenchmarkC', 'failed'], ['example.com/d.BenchmarkD', 'failed']]);
  });

  it('keeps the old keys where the trailer does not say which package: none, another package\'s pkg: line in the section, or a pseudo import path', () => {
    const fail = ['--- FAIL: BenchmarkF', '    x_test.go:1: boom'];
    // No trailer (the output was cut short).
    expect(keys(lines(...fail, 'FAIL'))).toEqual([['BenchmarkF', 'failed']]);
    // The section's own pkg: line names another package than its trailer (one a benchmark printed?).
    expect(keys(lines(...fail, 'pkg: example.com/other', 'BenchmarkA-2 10 1 ns/op', 'FAIL\texample.com/p\t0.010s'))).toEqual([
      ['BenchmarkF', 'failed'], ['example.com/other.BenchmarkA-2', 'ok'],
    ]);
    // A directory outside GOPATH (`_/dir`) or `go test x_test.go`: go test itself prints no pkg: line for them.
    expect(keys(lines(...fail, 'FAIL\t_/tmp/work\t0.010s'))).toEqual([['BenchmarkF', 'failed']]);
    expect(keys(lines(...fail, 'FAIL\tcommand-line-arguments\t0.010s'))).toEqual([['BenchmarkF', 'failed']]);
  });

  it('keys a section go test prints no pkg: line for (`_/dir`, `command-line-arguments`) without a package, not by the package before it (real go test output)', () => {
    // pseudo-packages.txt: basic (module); copies of basic and metrics outside a module
    // (`_/<tmp>/legacy/basic`, `.../metrics`, GOPATH mode); metrics (module); basic's files named on
    // the command line (`command-line-arguments`). The pseudo sections took the pkg: line of the
    // module package before them: `_/.../basic`'s samples joined example.com/gobench/basic's, and
    // basic's benchmarks run as command-line-arguments were keyed under example.com/gobench/metrics.
    const out = parseGo(fixture('pseudo-packages.txt'), 'pseudo-packages.txt');
    const sampled = out.benchmarks.map((b) => [b.key, b.config.pkg, b.metrics[0]?.samples.length]);
    expect(sampled.filter(([key]) => String(key).includes('Concat'))).toEqual([
      ['example.com/gobench/basic.BenchmarkConcat-2', 'example.com/gobench/basic', 1],
      // `_/<tmp>/legacy/basic` and command-line-arguments: the same names, neither with a package.
      ['BenchmarkConcat-2', undefined, 2],
    ]);
    expect(sampled.filter(([key]) => String(key).includes('Workflows'))).toEqual([
      ['BenchmarkWorkflows-2', undefined, 1],
      ['example.com/gobench/metrics.BenchmarkWorkflows-2', 'example.com/gobench/metrics', 1],
    ]);
    expect(out.benchmarks.filter((b) => b.key.startsWith('example.com/gobench/metrics.')).map((b) => b.name)).toEqual([
      'BenchmarkSort/size=10-2', 'BenchmarkSort/size=1000-2', 'BenchmarkWorkflows-2', 'BenchmarkOnlyCustomMetric-2', 'BenchmarkOverrideBuiltin-2',
    ]);
    // Two pseudo packages' same names merge (nothing else tells them apart): said once per pair of packages.
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message.replace(/_\/\S*\/legacy/, '_/<tmp>/legacy')])).toEqual([
      ['warning', 44, 'BenchmarkConcat-2 of command-line-arguments has the name of one of _/<tmp>/legacy/basic: go test prints no pkg: line for either (files named on the command line, a directory outside a module), so their samples are merged, with those of any other name the two share. Run them inside a module, where go test names each package, or parse each package\'s output as its own file'],
    ]);
  });

  it('names the pseudo package of a panic before anything of it was printed, as its trailer does (real go test output)', () => {
    // pseudo-panic.txt: basic, then panicfirst's files named on the command line, whose first
    // benchmark panics in its first run: no header, no name before `panic:` (line 11). The warning
    // named example.com/gobench/basic, whose pkg: line was still in force, then `(unknown)`.
    const out = parseGo(fixture('pseudo-panic.txt'), 'pseudo-panic.txt');
    expect(out.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [11, 'panic in package command-line-arguments: the package\'s remaining benchmarks did not run'],
      [14, 'BenchmarkFirst panicked in its first run: go test printed no name for it (without -v it prints none before the first run ends), so it is named from the panic\'s goroutine stack (panic on line 11) and reported as failed'],
      [23, 'package command-line-arguments failed (go test reported FAIL)'],
    ]);
    // The stack's `command-line-arguments.BenchmarkFirst(…)` frame names it, keyed without a package.
    expect(out.benchmarks.filter((b) => !b.key.startsWith('example.com/gobench/basic.')).map((b) => [b.key, b.status])).toEqual([['BenchmarkFirst', 'failed']]);
  });

  it('keys a pseudo section by a pkg: line in it, and runs of one pseudo package as one, without a warning', () => {
    const result = (name: string): string => `${name} 10 1 ns/op`;
    // `echo pkg: ...` before `go test x_test.go`: the line names the package, as anywhere.
    expect(keys(lines('pkg: example.com/a', result('BenchmarkA-2'), 'ok  \texample.com/a\t0.010s',
      'pkg: example.com/mine', result('BenchmarkA-2'), 'ok  \tcommand-line-arguments\t0.010s'))).toEqual([
      ['example.com/a.BenchmarkA-2', 'ok'], ['example.com/mine.BenchmarkA-2', 'ok'],
    ]);
    const twice = parseGo(lines('pkg: example.com/a', result('BenchmarkA-2'), 'ok  \texample.com/a\t0.010s',
      result('BenchmarkA-2'), 'ok  \tcommand-line-arguments\t0.010s', result('BenchmarkA-2'), 'ok  \tcommand-line-arguments\t0.010s'), 'x.txt');
    expect(twice.benchmarks.map((b) => [b.key, b.metrics[0]?.samples.length])).toEqual([['example.com/a.BenchmarkA-2', 1], ['BenchmarkA-2', 2]]);
    expect(twice.diagnostics).toEqual([]);
  });
});

describe('lines a benchmark prints that start like go test\'s own (`FAIL got 3 want 4`, `ok fetched 10 rows`)', () => {
  const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', name), 'utf8');

  it('are output, not a package that failed, nor the end of a result line or of -v\'s log lines (real go test output)', () => {
    // printed-trailer-lines.txt: every `FAIL got 3 want 4` gave "package got failed"; the printed
    // `FAIL ...` between a result line's name and numbers dropped the name (both samples lost, as
    // errors); with -v it dropped the failing benchmark's log lines held before its `--- FAIL:`.
    for (const name of ['printed-trailer-lines.txt', 'printed-trailer-lines-v.txt']) {
      const out = parseGo(fixture(name), name);
      expect(out.benchmarks.map((b) => [b.name, b.status, b.metrics[0]?.samples.length, b.messages])).toEqual([
        ['BenchmarkPrintsTrailerLike-2', 'ok', 2, undefined],
        ['BenchmarkLogsThenFails-2', 'failed', undefined, ['trailerlike_test.go:29: checking the rows', 'trailerlike_test.go:31: the check failed: got 3, want 4']],
        ['BenchmarkAfter-2', 'ok', 2, undefined],
      ]);
      expect(out.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message)).toEqual([
        'BenchmarkLogsThenFails failed; it is reported as failed, not compared',
        'package example.com/gobench/trailerlike failed (go test reported FAIL)',
      ]);
    }
  });

  it('still reads go test\'s own: `FAIL` and `PASS` alone, `exit status N`, each shape of the package trailer', () => {
    // (`exit status 0xc0000005`: how os.ProcessState prints a Windows status above 0xff.)
    const out = parseGo(lines(
      'pkg: example.com/a', 'BenchmarkA-2 10 1 ns/op', 'FAIL', 'exit status 1', 'exit status 0xc0000005', 'FAIL\texample.com/a\t0.010s',
      'FAIL\texample.com/b [build failed]', 'FAILURE: not go test\'s', 'PASS: neither',
    ), 'x.txt');
    expect(out.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [6, 'package example.com/a failed (go test reported FAIL)'], [7, 'package example.com/b failed (go test reported FAIL)'],
    ]);
    expect(out.unrecognized.map((u) => u.line)).toEqual([8, 9]);
  });
});

describe('text a benchmark prints onto its result lines', () => {
  const T = '\t';
  const samplesOf = (text: string): Record<string, number[]> => Object.fromEntries(parseGo(text, 'x.txt').benchmarks.flatMap((b) => b.metrics.map((m) => [`${b.name} ${m.unit}`, m.samples])));

  it('a number is never a unit', () => {
    expect(isNumberUnit('3')).toBe(true);
    expect(isNumberUnit('-Inf')).toBe(true);
    expect(isNumberUnit('ns/op')).toBe(false);
    expect(isNumberUnit('2xx/op')).toBe(false);
    // `1000 2 3` after a name is printed output, not 1000 iterations of 2 in the unit "3".
    const out = parseGo(`BenchmarkX-2   ${T}1000 2 3\n    1000${T}        32.94 ns/op\n`, 'x.txt');
    expect(samplesOf(`BenchmarkX-2   ${T}1000 2 3\n    1000${T}        32.94 ns/op\n`)).toEqual({ 'BenchmarkX-2 sec/op': [32.94e-9] });
    expect(out.diagnostics.map((d) => d.severity)).toEqual(['info']);
  });

  it('numbers that are not results leave the name waiting for its own', () => {
    const text = `BenchmarkX-2   ${T}1 2 3\n1000 2 3\n    1000${T}        55.31 ns/op\n`;
    expect(samplesOf(text)).toEqual({ 'BenchmarkX-2 sec/op': [55.31e-9] });
    // -v: the bare start line, printed numbers, then the full result line.
    expect(samplesOf(`BenchmarkX\n1 2 3\nBenchmarkX-2   ${T}    1000${T}        56.67 ns/op\n`)).toEqual({ 'BenchmarkX-2 sec/op': [56.67e-9] });
  });

  it('reads results after printed text only in the layout Go prints them', () => {
    const fields = ['BenchmarkX-2', 'partial', '5', '1000', '48.45', 'ns/op', '0', 'B/op'];
    expect(resultsAfterPrintedText(fields)).toBe(3);
    expect(resultsAfterPrintedText(['BenchmarkX-2', '1000', '48.45', 'ns/op'])).toBe(-1); // nothing printed
    expect(endsLikeGoResults(`BenchmarkX-2 ${T}partial 5    1000${T}        48.45 ns/op${T}       0 B/op`, 2)).toBe(true);
    expect(endsLikeGoResults('BenchmarkX-2 \t7 41 9 ns/op', 1)).toBe(false);
    // Printed with its newline, result-like text is not taken for results: the real ones follow.
    const text = `BenchmarkX-2   ${T}7 41 9 ns/op\n    1000${T}        22.38 ns/op\n`;
    expect(samplesOf(text)).toEqual({ 'BenchmarkX-2 sec/op': [22.38e-9] });
  });

  it('never takes printed text in Go-like layout for results when Go\'s own follow on the next line', () => {
    // fmt.Printf("size %d\t%.1f MB\n", ...) and fmt.Printf("loaded %d\t%3d files\n", ...): tab-laid-out
    // like results, but without ns/op first; the real numbers come on the next line.
    for (const printed of ['size 1000\t2.5 MB', 'loaded 12\t 40 files']) {
      const text = `BenchmarkX-2   ${T}${printed}\n    1000${T}        48.45 ns/op\n`;
      expect(samplesOf(text)).toEqual({ 'BenchmarkX-2 sec/op': [48.45e-9] });
      expect(samplesOf(`progress${text}`)).toEqual({ 'BenchmarkX-2 sec/op': [48.45e-9] });
    }
  });

  it('reads a result line with printed text between the name and the numbers, or glued before the name', () => {
    const text = [
      `progressBenchmarkX-2   ${T}progress    1000${T}        30.13 ns/op${T}       0 B/op`,
      `BenchmarkX-2   ${T}progressprogress    1000${T}        31.43 ns/op${T}       0 B/op`,
      `progressBenchmarkX-2   ${T}    1000${T}        35.57 ns/op${T}       0 B/op`,
    ].join('\n');
    const out = parseGo(text, 'x.txt');
    expect(samplesOf(text)).toEqual({ 'BenchmarkX-2 sec/op': [30.13e-9, 31.43e-9, 35.57e-9], 'BenchmarkX-2 B/op': [0, 0, 0] });
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['info', 1], ['info', 2], ['info', 3]]);
    expect(out.diagnostics[0]?.message).toContain('"progress progress"');
    // A lower-case letter after `Benchmark` is not a Go name when something is glued in front.
    expect(parseGo(`xBenchmarkfoo ${T}    1000${T}        30.13 ns/op`, 'x.txt').benchmarks).toEqual([]);
  });
});

// Lines as Go 1.26 prints them (scripts/gobench/oddresults; fixtures/go/odd-results*).
describe('non-finite metrics, skips in the timed run and -v log lines', () => {
  const T = '\t';
  const byName = (text: string): Record<string, { status: string; messages?: string[]; units: string[]; samples: number }> =>
    Object.fromEntries(parseGo(text, 'x.txt').benchmarks.map((b) => [b.name, {
      status: b.status, ...(b.messages === undefined ? {} : { messages: b.messages }),
      units: b.metrics.map((m) => m.unit), samples: b.metrics.reduce((n, m) => n + m.samples.length, 0),
    }]));

  it('keeps a valid timing beside a non-finite custom metric, and warns about that metric as Go printed it', () => {
    const text = lines(
      'pkg: p',
      `BenchmarkInfMetric-2  ${T}    1000${T}         9.804 ns/op${T}      +Inf ratio${T}       0 B/op${T}       0 allocs/op`,
      `BenchmarkInfMetric-2  ${T}    1000${T}        14.36 ns/op${T}      +Inf ratio${T}       0 B/op${T}       0 allocs/op`,
      `BenchmarkMixed-2      ${T}    1000${T}        11.22 ns/op${T}      -Inf delta/op${T}               NaN hits/op${T}         7.000 widgets/op`,
      'PASS', 'ok  \tp\t0.01s',
    );
    const out = parseGo(text, 'x.txt');
    expect(byName(text)).toEqual({
      'BenchmarkInfMetric-2': { status: 'ok', units: ['sec/op', 'B/op', 'allocs/op'], samples: 6 },
      'BenchmarkMixed-2': { status: 'ok', units: ['sec/op', 'widgets/op'], samples: 2 },
    });
    expect(out.benchmarks[0]?.metrics[0]?.samples).toEqual([9.804e-9, 14.36e-9]);
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      // Once per benchmark and metric, counting the lines (-count=N repeats the value on every line).
      ['warning', 2, 'BenchmarkInfMetric-2 reported +Inf ratio on line 2 (and on 1 later line): not a finite number, so that metric has no sample from those lines; their other metrics are kept'],
      ['warning', 4, expect.stringContaining('BenchmarkMixed-2 reported -Inf delta/op on line 4') as string],
      ['warning', 4, expect.stringContaining('BenchmarkMixed-2 reported NaN hits/op on line 4') as string],
    ]);
  });

  it('keeps the finite metrics of a line without ns/op (ReportMetric(0, "ns/op")) the same way', () => {
    const text = lines(`BenchmarkOnlyCustomInf-2 ${T}    1000${T}      +Inf ratio${T}         3.000 widgets/op${T}       0 B/op${T}       0 allocs/op`);
    expect(byName(text)).toEqual({ 'BenchmarkOnlyCustomInf-2': { status: 'ok', units: ['widgets/op', 'B/op', 'allocs/op'], samples: 3 } });
    // Nothing finite left: no result at all.
    expect(byName(lines('BenchmarkAllInf-2 1000 +Inf ratio'))['BenchmarkAllInf-2']).toMatchObject({ status: 'failed', messages: ['no valid result on line 1 (+Inf ratio)'] });
  });

  it('still fails a line whose timing is not finite, naming the values as Go prints them (+Inf, not Infinity)', () => {
    const out = parseGo(lines('BenchmarkB 10 +Inf ns/op 5 widgets/op', 'BenchmarkC 10 -Inf ns/op', 'BenchmarkD 10 NaN ns/op'), 'x.txt');
    expect(out.benchmarks.map((b) => [b.status, b.metrics.length, b.messages])).toEqual([
      ['failed', 0, ['no valid result on line 1 (+Inf ns/op)']],
      ['failed', 0, ['no valid result on line 2 (-Inf ns/op)']],
      ['failed', 0, ['no valid result on line 3 (NaN ns/op)']],
    ]);
    expect(out.diagnostics[0]?.message).toBe('BenchmarkB has no valid result (+Inf ns/op); it is reported as failed, not as a sample');
  });

  it('reads `0 NaN ns/op` with no panic after it as a skip in the timed run, with its --- BENCH: log as the reason', () => {
    const text = lines(
      'pkg: p',
      `BenchmarkOK-2           ${T}    1000${T}        48.69 ns/op`,
      `BenchmarkSkipLater-2    ${T}       0${T}               NaN ns/op${T}       0 B/op${T}       0 allocs/op`,
      '--- BENCH: BenchmarkSkipLater-2',
      '    fails_test.go:25: skip after first run',
      `BenchmarkSkipLater-2    ${T}       0${T}               NaN ns/op${T}       0 B/op${T}       0 allocs/op`,
      '--- BENCH: BenchmarkSkipLater-2',
      '    fails_test.go:25: skip after first run',
      `BenchmarkSilent-2       ${T}       0${T}               NaN ns/op`,
      `BenchmarkLogs-2         ${T}    1000${T}        63.56 ns/op`,
      '--- BENCH: BenchmarkLogs-2',
      '    fails_test.go:49: N=1000',
      `BenchmarkLast-2         ${T}       0${T}               NaN ns/op`,
      'PASS', 'ok  \tp\t0.01s',
    );
    const out = parseGo(text, 'x.txt');
    expect(byName(text)).toEqual({
      'BenchmarkOK-2': { status: 'ok', units: ['sec/op'], samples: 1 },
      'BenchmarkSkipLater-2': { status: 'skipped', messages: ['fails_test.go:25: skip after first run', 'fails_test.go:25: skip after first run'], units: [], samples: 0 },
      'BenchmarkSilent-2': { status: 'skipped', units: [], samples: 0 },
      'BenchmarkLogs-2': { status: 'ok', units: ['sec/op'], samples: 1 },
      'BenchmarkLast-2': { status: 'skipped', units: [], samples: 0 },
    });
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['info', 3], ['info', 6], ['info', 9], ['info', 13]]);
    expect(out.diagnostics[0]?.message).toBe('BenchmarkSkipLater-2 has no result (0 iterations, NaN ns/op) and no panic follows: go test prints this for a benchmark that skips in its timed run (b.Skip once b.N > 1); it is reported as skipped, not as a sample');
  });

  it('reads the -v skip in the timed run, whose reason comes before the `0 NaN ns/op` line', () => {
    const text = lines(
      'BenchmarkSkipLater',
      '    fails_test.go:25: skip after first run',
      `BenchmarkSkipLater-2    ${T}       0${T}               NaN ns/op`,
      '    fails_test.go:25: skip after first run',
      `BenchmarkSkipLater-2    ${T}       0${T}               NaN ns/op`,
      'BenchmarkAfter',
      `BenchmarkAfter-2        ${T}    1000${T}        49.50 ns/op`,
      'PASS',
    );
    expect(byName(text)['BenchmarkSkipLater-2']).toEqual({ status: 'skipped', messages: ['fails_test.go:25: skip after first run', 'fails_test.go:25: skip after first run'], units: [], samples: 0 });
  });

  it('still fails a `0 NaN ns/op` run when a panic or a --- FAIL follows it', () => {
    const panicked = lines('BenchmarkPanics-2 \t 0\t NaN ns/op', '--- BENCH: BenchmarkPanics-2', '    x_test.go:3: logged', 'panic: boom', 'exit status 2', 'FAIL\tp\t0.01s');
    expect(byName(panicked)['BenchmarkPanics-2']).toEqual({ status: 'failed', messages: ['no valid result on line 1 (NaN ns/op)', 'x_test.go:3: logged', 'panic: boom'], units: [], samples: 0 });
    // -v: no --- BENCH: block; the panic follows the result line.
    const verbose = lines('BenchmarkPanics', 'BenchmarkPanics-2 \t 0\t NaN ns/op', 'panic: boom', 'exit status 2');
    expect(byName(verbose)['BenchmarkPanics-2']?.status).toBe('failed');
    const failedLater = lines('BenchmarkX-2 \t 0\t NaN ns/op', 'BenchmarkX-2 \t--- FAIL: BenchmarkX-2', '    x_test.go:9: broke', 'FAIL');
    expect(byName(failedLater)['BenchmarkX-2']).toMatchObject({ status: 'failed', messages: ['x_test.go:9: broke'] });
  });

  it('-v: takes the log lines printed between a start line and its --- FAIL:/--- SKIP: as its messages', () => {
    // fails-v.txt (Go 1.26, -count 2), with a parent that logs after its sub-benchmarks.
    const text = lines(
      'pkg: p',
      'BenchmarkLogs',
      '    fails_test.go:49: N=1',
      `BenchmarkLogs-2         ${T}    1000${T}       218.7 ns/op`,
      'BenchmarkFatal',
      '    fails_test.go:33: fatal now',
      '--- FAIL: BenchmarkFatal',
      'BenchmarkErrorLater',
      '    fails_test.go:41: error in timed run',
      '--- FAIL: BenchmarkErrorLater-2',
      '    fails_test.go:41: error in timed run',
      '--- FAIL: BenchmarkErrorLater-2',
      'BenchmarkSubFail',
      'BenchmarkSubFail/good',
      `BenchmarkSubFail/good-2 ${T}    1000${T}        48.03 ns/op`,
      'BenchmarkSubFail/bad',
      '    fails_test.go:59: sub bad',
      '--- FAIL: BenchmarkSubFail/bad',
      'BenchmarkSubFail/skip',
      '    fails_test.go:62: sub skip',
      '--- SKIP: BenchmarkSubFail/skip',
      '    fails_test.go:64: parent log',
      '--- FAIL: BenchmarkSubFail',
      'BenchmarkAfter',
      `BenchmarkAfter-2        ${T}    1000${T}        49.50 ns/op`,
      'FAIL', 'exit status 1', 'FAIL\tp\t0.167s',
    );
    const got = byName(text);
    expect(Object.fromEntries(Object.entries(got).map(([name, b]) => [name, [b.status, b.messages]]))).toEqual({
      'BenchmarkLogs-2': ['ok', undefined],
      'BenchmarkFatal-2': ['failed', ['fails_test.go:33: fatal now']],
      'BenchmarkErrorLater-2': ['failed', ['fails_test.go:41: error in timed run', 'fails_test.go:41: error in timed run']],
      'BenchmarkSubFail/good-2': ['ok', undefined],
      'BenchmarkSubFail/bad-2': ['failed', ['fails_test.go:59: sub bad']],
      'BenchmarkSubFail/skip-2': ['skipped', ['fails_test.go:62: sub skip']],
      'BenchmarkSubFail-2': ['failed', ['fails_test.go:64: parent log']],
      'BenchmarkAfter-2': ['ok', undefined],
    });
  });

  it('-v: log lines go to no benchmark when no status line of theirs follows', () => {
    const text = lines(
      'BenchmarkA', '    a_test.go:1: logged by A', `BenchmarkA-2 ${T} 1000${T} 5 ns/op`, '    a_test.go:1: logged by A again',
      'BenchmarkB', '--- FAIL: BenchmarkB',
      'BenchmarkC', '    c_test.go:1: logged by C', '--- FAIL: BenchmarkOther', 'ok  \tp\t0.1s',
      '--- FAIL: BenchmarkD', '    d_test.go:1: without -v, the block after the line',
    );
    expect(Object.fromEntries(parseGo(text, 'x.txt').benchmarks.map((b) => [b.name, b.messages]))).toEqual({
      'BenchmarkA-2': undefined, 'BenchmarkB-2': undefined, 'BenchmarkOther-2': undefined,
      'BenchmarkD-2': ['d_test.go:1: without -v, the block after the line'],
    });
    // At most MAX_MESSAGES (20) lines are kept, each excerpted.
    const many = lines('BenchmarkE', ...Array.from({ length: 30 }, (_, i) => `    e_test.go:${i}: ${'x'.repeat(600)}`), '--- FAIL: BenchmarkE');
    const messages = parseGo(many, 'x.txt').benchmarks[0]?.messages ?? [];
    expect(messages).toHaveLength(20);
    expect(messages[0]?.length).toBe(500);
  });
});
