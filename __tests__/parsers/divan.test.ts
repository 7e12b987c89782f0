import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { detectDivan, parseDivan } from '../../src/parsers/divan.js';
import { splitCells } from '../../src/parsers/rust-divan-rows.js';
import { parseDivanSize, parseDivanThroughput, parseDivanTime } from '../../src/parsers/rust-units.js';
import { BenchmarkSchema, type Metric } from '../../src/schema/result.js';

/** Every benchmark a parse produces must survive JSON and the schema (no NaN/Infinity, n >= 1). */
const isValid = (benchmarks: unknown): boolean => z.array(BenchmarkSchema).safeParse(JSON.parse(JSON.stringify(benchmarks))).success;
const HEADER = 'div                  fastest       │ slowest       │ median        │ mean          │ samples │ iters';
const EMPTY = '│               │               │               │         │';
const lines = (...l: string[]): string => `${l.join('\n')}\n`;
/** A benchmark row: label (with its tree prefix) padded to the first column, then the cells. */
const row = (label: string, ...cells: string[]): string => `${label.padEnd(21)}${cells.map((c, i) => (i === 0 ? c.padEnd(13) : ` │ ${c}`)).join('')}`;
const counter = (prefix: string, ...cells: string[]): string => `${row(prefix, ...cells)} │         │`;
const metric = (out: ReturnType<typeof parseDivan>, key: string, unit: string): Metric | undefined =>
  out.benchmarks.find((b) => b.key === key)?.metrics.find((m) => m.unit === unit);
const diagnostics = (out: ReturnType<typeof parseDivan>): [string, number][] => out.diagnostics.map((d) => [d.severity, d.line]);

describe('parseDivan: the tree', () => {
  it('names benchmarks by their path of tree labels (args, types, threads, modules) and keys them under the root', () => {
    const out = parseDivan(lines(
      HEADER,
      `├─ fibonacci                       ${EMPTY}`,
      row('│  ├─ 5', '12.16 ns', '116.4 ns', '12.2 ns', '13.24 ns', '100', '25600'),
      row('│  ╰─ 15', '1.386 µs', '19.32 µs', '1.387 µs', '1.568 µs', '100', '200'),
      `├─ nested                          ${EMPTY}`,
      `│  ╰─ atomic_add                   ${EMPTY}`,
      row('│     ╰─ t=2', '1.772 ns', '1.918 ns', '1.879 ns', '1.87 ns', '100', '102400'),
      `╰─ push_1k                         ${EMPTY}`,
      row('   ╰─ Vec<u64>', '149.9 ns', '2.981 µs', '154.9 ns', '194.5 ns', '100', '400'),
    ), 'x.txt');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks.map((b) => [b.key, b.name, b.source?.line])).toEqual([
      ['div/fibonacci/5', 'fibonacci/5', 3], ['div/fibonacci/15', 'fibonacci/15', 4],
      ['div/nested/atomic_add/t=2', 'nested/atomic_add/t=2', 7], ['div/push_1k/Vec<u64>', 'push_1k/Vec<u64>', 9],
    ]);
    expect(out.benchmarks[2]?.parts).toEqual({ package: 'div', base: 'nested', sub: ['atomic_add', 't=2'], params: { t: '2' } });
    expect(metric(out, 'div/fibonacci/5', 'sec/op')).toEqual({
      unit: 'sec/op', originalUnit: 'ns', better: 'lower', assumption: 'nothing', samples: [1.22e-8], iterations: [256],
      summary: { n: 100, center: 1.22e-8, centerKind: 'median', min: 1.216e-8, max: 1.164e-7 },
    });
    expect(metric(out, 'div/fibonacci/15', 'sec/op')?.samples).toEqual([1.387e-6]);
  });

  it('gives one sample per appearance (runs concatenated) and keeps tables of different roots apart', () => {
    const table = (root: string, median: string): string => lines(`${root.padEnd(21)}${HEADER.slice(21)}`, row('╰─ f', '1 ns', '3 ns', median, '2 ns', '10', '100'), '');
    const out = parseDivan(table('div', '2 ns') + table('div', '2.5 ns') + table('other', '4 ns'), 'x.txt');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples])).toEqual([['div/f', [2e-9, 2.5e-9]], ['other/f', [4e-9]]]);
  });

  it('reports (ignored) benchmarks as skipped', () => {
    const out = parseDivan(lines(HEADER, row('╰─ later', '(ignored)', '', '', '', '', '')), 'x.txt');
    expect(out.benchmarks).toMatchObject([{ key: 'div/later', status: 'skipped', metrics: [] }]);
  });

  it('reads rows without the header line, with a warning', () => {
    const out = parseDivan(lines(row('╰─ f', '1 ns', '3 ns', '2 ns', '2 ns', '10', '100')), 'x.txt');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['f']);
    expect(diagnostics(out)).toEqual([['warning', 1]]);
  });

  it('reads CRLF', () => {
    const out = parseDivan(`${HEADER}\r\n${row('╰─ f', '1 ns', '3 ns', '2 ns', '2 ns', '10', '100')}\r\n`, 'x.txt');
    expect(metric(out, 'div/f', 'sec/op')?.samples).toEqual([2e-9]);
  });
});

describe('parseDivan: counter and allocation rows', () => {
  it('makes throughput rows higher-is-better metrics in base units, one sample of the median column', () => {
    const out = parseDivan(lines(
      HEADER,
      row('╰─ words', '490.6 ns', '1.995 µs', '510.2 ns', '527.6 ns', '100', '800'),
      counter('', '717.3 Mchar/s', '176.3 Mchar/s', '689.8 Mchar/s', '667.1 Mchar/s'),
      counter('', '1.5 GiB/s', '1 GiB/s', '1.25 GiB/s', '1.2 GiB/s'),
      counter('', '146.7 Kitem/s', '36.07 Kitem/s', '141.1 Kitem/s', '136.4 Kitem/s'),
      counter('', '2.857 THz', '1.432 THz', '2.84 THz', '2.659 THz'),
    ), 'x.txt');
    expect(out.diagnostics).toEqual([]);
    expect(metric(out, 'div/words', 'char/s')).toEqual({
      unit: 'char/s', originalUnit: 'Mchar/s', better: 'higher', assumption: 'nothing', samples: [689.8e6],
      summary: { n: 100, center: 689.8e6, centerKind: 'median', min: 176.3e6, max: 717.3e6 },
    });
    expect(metric(out, 'div/words', 'B/s')?.samples).toEqual([1.25 * 1024 ** 3]);
    expect(metric(out, 'div/words', 'item/s')?.samples).toEqual([141100]);
    expect(metric(out, 'div/words', 'cycle/s')).toMatchObject({ better: 'higher', samples: [2.84e12] });
  });

  it('reads the allocation profiler\'s label, count and size rows as exact per-op metrics', () => {
    const out = parseDivan(lines(
      HEADER,
      row('╰─ grow', '166 ns', '408.1 ns', '197.6 ns', '218.3 ns', '100', '800'),
      counter('   ', 'max alloc:', '', '', ''),
      counter('   ', '  0.062', '0.062', '0.062', '0.062'),
      counter('   ', '  32 B', '32 B', '32 B', '32 B'),
      counter('   ', 'alloc:', '', '', ''),
      counter('   ', '  1', '1', '1', '1'),
      counter('   ', '  7.812 KiB', '7.812 KiB', '7.812 KiB', '7.812 KiB'),
      counter('   ', 'grow:', '', '', ''),
      counter('   ', '  5', '5', '5', '5'),
      counter('   ', '  8 KB', '8 KB', '8 KB', '8 KB'),
    ), 'x.txt');
    expect(out.diagnostics).toEqual([]);
    const metrics = out.benchmarks[0]?.metrics ?? [];
    expect(metrics.map((m) => [m.unit, m.originalUnit, m.samples[0], m.better, m.assumption])).toEqual([
      ['sec/op', 'ns', 1.976e-7, 'lower', 'nothing'],
      ['max-allocs/op', 'max alloc: count', 0.062, 'lower', 'exact'],
      ['max-alloc-B/op', 'max alloc: B', 32, 'lower', 'exact'],
      ['allocs/op', 'alloc: count', 1, 'lower', 'exact'],
      ['B/op', 'alloc: KiB', 7.812 * 1024, 'lower', 'exact'],
      ['grows/op', 'grow: count', 5, 'lower', 'exact'],
      ['grow-B/op', 'grow: KB', 8000, 'lower', 'exact'],
    ]);
    expect(metrics[3]?.summary).toEqual({ n: 100, center: 1, centerKind: 'median' });
  });

  it('skips an infinite median throughput with a warning, and keeps only finite bounds', () => {
    const out = parseDivan(lines(HEADER, row('╰─ zero', '0 ns', '1 ns', '0 ns', '0.5 ns', '10', '10'), counter('', 'inf B/s', '1 GB/s', 'inf B/s', '2 GB/s')), 'x.txt');
    expect(out.benchmarks[0]?.metrics.map((m) => m.unit)).toEqual(['sec/op']);
    expect(diagnostics(out)).toEqual([['warning', 3]]);
  });
});

describe('parseDivan: failures and bad rows', () => {
  it('reports a benchmark whose row has no cells, followed by a panic, as failed with the panic text', () => {
    const out = parseDivan(lines(
      HEADER,
      row('├─ good', '1 ns', '3 ns', '2 ns', '2 ns', '10', '100'),
      '├─ boom      ',
      'thread \'main\' (26210) panicked at benches/div.rs:61:9:',
      'boom was asked to fail',
      'stack backtrace:',
      '   0: __rustc::rust_begin_unwind',
    ), 'x.txt');
    expect(out.benchmarks[1]).toMatchObject({ key: 'div/boom', status: 'failed', metrics: [], source: { line: 3 },
      messages: ['thread \'main\' (26210) panicked at benches/div.rs:61:9:\nboom was asked to fail'] });
    expect(diagnostics(out)).toEqual([['warning', 3]]);
  });

  it('reads a panic glued to the row, and a row cut off at the end of the output, as failures', () => {
    const glued = parseDivan(lines(HEADER, '├─ boom      thread \'main\' panicked at benches/div.rs:6:9:', 'message'), 'x.txt');
    expect(glued.benchmarks).toMatchObject([{ key: 'div/boom', status: 'failed', messages: ['thread \'main\' panicked at benches/div.rs:6:9:\nmessage'] }]);
    const cut = parseDivan(`${HEADER}\n├─ last      `, 'x.txt');
    expect(cut.benchmarks).toMatchObject([{ key: 'div/last', status: 'failed' }]);
    expect(diagnostics(cut)).toEqual([['warning', 2]]);
  });

  it('treats a row without cells that has children as a group, not a failure', () => {
    const out = parseDivan(lines(HEADER, '├─ group', row('│  ╰─ f', '1 ns', '3 ns', '2 ns', '2 ns', '10', '100')), 'x.txt');
    expect(out.benchmarks.map((b) => [b.key, b.status])).toEqual([['div/group/f', 'ok']]);
  });

  it('reports rows that cannot be read, with their line numbers', () => {
    const out = parseDivan(lines(
      HEADER,
      row('├─ bad_unit', '833.2 ns', '843.7 xs', '835.9 ns', '836.4 ns', '100', '400'),
      row('├─ no_samples', '833.2 ns', '843.7 ns', '835.9 ns', '836.4 ns', '', '400'),
      row('├─ bad_counter', '10 ns', '11 ns', '10.5 ns', '10.5 ns', '100', '400'),
      counter('│', '1.2 XB/s', '1.1 GB/s', '1.1 GB/s', '1.1 GB/s'),
      `├─ group                           ${EMPTY}`,
      counter('│', '1.2 GB/s', '1.1 GB/s', '1.1 GB/s', '1.1 GB/s'),
      row('│  │     ├─ too_deep', '10 ns', '11 ns', '10.5 ns', '10.5 ns', '100', '400'),
      row('╰─ mixed', '10 ns', '11 ns', '10.5 ns', '10.5 ns', '100', '400'),
      counter('', '1 Mitem/s', '1 MB/s', '1 MB/s', '1 MB/s'),
      counter('', '  1', '1', '1', '1'),
    ), 'x.txt');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['div/bad_counter', 'div/mixed']);
    expect(diagnostics(out)).toEqual([['error', 2], ['error', 3], ['error', 5], ['error', 7], ['error', 8], ['error', 10], ['error', 11]]);
    expect(out.diagnostics[0]?.message).toContain('slowest "843.7 xs"');
  });

  it('reads rows with long runs of spaces in linear time', () => {
    const start = performance.now();
    const spaces = ' '.repeat(200_000);
    parseDivan(`div${spaces}x │ slowest │ median │ mean │ samples │ iters\n├─ a${spaces}\n├─ a${spaces}b │ c │ d │ e │ f │ g\n`, 'x.txt');
    expect(performance.now() - start).toBeLessThan(2000);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
      expect(isValid(parseDivan(text, 'fuzz.txt').benchmarks)).toBe(true);
    }), { numRuns: 300 });
    const parts = [HEADER, '├─ ', '╰─ ', '│  ', '   ', 'name', '  ', ' │ ', ' │', '1.5 ns', '2 µs', 'inf B/s', '3 GB/s', '100', '0',
      'max alloc:', 'alloc:', '  1', '8 KB', '(ignored)', '\n', '\r\n', 'thread \'main\' panicked at x', 'stack backtrace:'];
    fc.assert(fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 60 }), (chosen) => {
      expect(isValid(parseDivan(chosen.join(''), 'fuzz.txt').benchmarks)).toBe(true);
    }), { numRuns: 500 });
  });
});

describe('divan cells and units', () => {
  it.each([
    ['1.5 ps', 1.5e-12], ['12.2 ns', 1.22e-8], ['1.386 µs', 1.386e-6], ['1.386 μs', 1.386e-6], ['1.386 us', 1.386e-6],
    ['2.5 ms', 2.5e-3], ['3 s', 3], ['2 m', 120], ['1.5 h', 5400], ['1 d', 86400],
  ])('parseDivanTime(%j) = %j s', (cell, seconds) => {
    expect(parseDivanTime(cell)?.value).toBe(seconds);
  });

  it.each(['12.2', 'ns', '1,5 ns', '-1 ns', '1 xs', '1e3 ns', '1  ns', 'inf ns', `${'9'.repeat(400)} s`])('parseDivanTime(%j) is not a time', (cell) => {
    expect(parseDivanTime(cell)).toBeUndefined();
  });

  it.each([
    ['1.228 GB/s', 'B/s', 1.228e9], ['283 MiB/s', 'B/s', 283 * 1024 ** 2], ['5 B/s', 'B/s', 5], ['1 PB/s', 'B/s', 1e15],
    ['141.1 Kitem/s', 'item/s', 141100], ['3 item/s', 'item/s', 3], ['689.8 Mchar/s', 'char/s', 689.8e6], ['2 KHz', 'cycle/s', 2000],
    ['7 Hz', 'cycle/s', 7], ['inf B/s', 'B/s', Infinity],
  ])('parseDivanThroughput(%j) = %j %j', (cell, unit, value) => {
    expect(parseDivanThroughput(cell)).toMatchObject({ unit, value });
  });

  it.each(['1 iB/s', '1 XB/s', '1 Mitem', '1 MB', '1 kHz'])('parseDivanThroughput(%j) is not a throughput', (cell) => {
    expect(parseDivanThroughput(cell)).toBeUndefined();
  });

  it('reads byte sizes, decimal and binary', () => {
    expect(parseDivanSize('500 B')?.value).toBe(500);
    expect(parseDivanSize('8 KB')?.value).toBe(8000);
    expect(parseDivanSize('7.812 KiB')?.value).toBe(7999.488);
    expect(parseDivanSize('1 iB')).toBeUndefined();
  });

  it('splits cells from the right, so a deep tree prefix containing " │ " stays in the head', () => {
    expect(splitCells('│  │  ├─ x    1 ns │ 2 ns │ 3 ns │ 4 ns │ 5 │ 6')).toEqual(['│  │  ├─ x    1 ns', '2 ns', '3 ns', '4 ns', '5', '6']);
    expect(splitCells('│     1 GB/s │ 2 GB/s │ 3 GB/s │ 4 GB/s │    │')).toEqual(['│     1 GB/s', '2 GB/s', '3 GB/s', '4 GB/s', '', '']);
    expect(splitCells('├─ x    1 ns │ 2 ns')).toBeUndefined();
  });

  it('detects divan\'s header and nothing else', () => {
    expect(detectDivan(`Timer precision: 20 ns\n${HEADER}\n`)).toBe(true);
    expect(detectDivan('test a ... bench: 1 ns/iter (+/- 0)')).toBe(false);
    expect(detectDivan('fastest slowest median mean samples iters')).toBe(false);
  });
});
