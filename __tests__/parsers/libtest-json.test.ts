import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { BenchmarkSchema } from '../../src/schema/result.js';
import { detectLibtestJson, parseLibtestJson } from '../../src/parsers/libtest-json.js';
import { detectLibtest } from '../../src/parsers/libtest.js';

/** Every benchmark a parse produces must survive JSON and the schema (no NaN/Infinity, n >= 1). */
const isValid = (benchmarks: unknown): boolean => z.array(BenchmarkSchema).safeParse(JSON.parse(JSON.stringify(benchmarks))).success;
const events = (...e: (string | object)[]): string => `${e.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join('\n')}\n`;
const diagnostics = (out: ReturnType<typeof parseLibtestJson>): [string, number][] => out.diagnostics.map((d) => [d.severity, d.line]);

describe('parseLibtestJson', () => {
  it('turns each bench event into one sample of its median (ns -> sec/op), deviation as the spread, mib_per_second as B/s', () => {
    const out = parseLibtestJson(events(
      { type: 'suite', event: 'started', test_count: 2 },
      { type: 'test', event: 'started', name: 'fib' },
      { type: 'bench', name: 'fib', median: 143.15, deviation: 4.25 },
      { type: 'bench', name: 'sum', median: 53767.72, deviation: 1256.5, mib_per_second: 1218 },
      { type: 'bench', name: 'fib', median: 150, deviation: 5 },
      { type: 'suite', event: 'ok', passed: 0, failed: 0, ignored: 0, measured: 2, filtered_out: 0, exec_time: 1.1 },
    ), 'x.jsonl');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks.map((b) => [b.key, b.source?.line])).toEqual([['fib', 3], ['sum', 4]]);
    expect(out.benchmarks[0]?.metrics).toEqual([{
      unit: 'sec/op', originalUnit: 'ns/iter', better: 'lower', assumption: 'nothing', samples: [1.4315e-7, 1.5e-7],
      summary: { n: 50, center: 1.4315e-7, centerKind: 'median', spread: 4.25e-9 },
    }]);
    expect(out.benchmarks[1]?.metrics[1]).toMatchObject({ unit: 'B/s', originalUnit: 'MB/s', better: 'higher', samples: [1.218e9], summary: { n: 50 } });
    expect(out.lineCount).toBe(6);
  });

  it('reports failed events as failed benchmarks with the panic text, not samples', () => {
    const stdout = '\nthread \'main\' (19328) panicked at benches/b.rs:38:16:\nboom\nstack backtrace:\n   0: x\n';
    const out = parseLibtestJson(events({ type: 'test', name: 'b', event: 'failed', stdout }, { type: 'test', name: 'c', event: 'failed' }), 'x.jsonl');
    expect(out.benchmarks.map((b) => [b.key, b.status, b.metrics, b.messages])).toEqual([
      ['b', 'failed', [], ['thread \'main\' (19328) panicked at benches/b.rs:38:16:\nboom']],
      ['c', 'failed', [], undefined],
    ]);
    expect(diagnostics(out)).toEqual([['warning', 1], ['warning', 2]]);
  });

  it('warns on text outside the JSON stream but skips cargo\'s status lines and reads the target from Running', () => {
    const out = parseLibtestJson(events(
      '    Finished `bench` profile [optimized] target(s) in 0.02s',
      '     Running benches/x.rs (target/release/deps/x-2ab81a5c15a03f99)',
      { type: 'bench', name: 'a', median: 1, deviation: 0 },
      'error: bench failed, to rerun pass `--bench x`',
    ), 'x.jsonl');
    expect(out.benchmarks[0]?.parts.package).toBe('x');
    expect(diagnostics(out)).toEqual([['warning', 4]]);
    expect(out.unrecognized.map((u) => u.line)).toEqual([1, 2, 4]);
  });

  it('keeps a name two suites (two targets) define apart: by target with Running lines, else name #2 with a warning', () => {
    const suite = (names: [string, number][]): (string | object)[] => [
      { type: 'suite', event: 'started', test_count: names.length },
      ...names.flatMap(([name, median]) => [{ type: 'test', event: 'started', name }, { type: 'bench', name, median, deviation: 0 }]),
      { type: 'suite', event: 'ok' },
    ];
    const bare = parseLibtestJson(events(...suite([['x', 1], ['y', 3]]), ...suite([['x', 2]])), 'x.jsonl');
    expect(bare.benchmarks.map((b) => [b.key, b.name, b.metrics[0]?.samples])).toEqual([['x', 'x', [1e-9]], ['y', 'y', [3e-9]], ['x #2', 'x #2', [2e-9]]]);
    expect(diagnostics(bare)).toEqual([['warning', 9]]);
    expect(bare.diagnostics[0]?.message).toContain('two bench targets define the same name');
    const named = parseLibtestJson(events(
      '     Running benches/a.rs (target/release/deps/a-2ab81a5c15a03f99)', ...suite([['x', 1], ['y', 3]]),
      '     Running benches/b.rs (target/release/deps/b-3b8d9daa0478e945)', ...suite([['x', 2]]),
    ), 'x.jsonl');
    expect(named.benchmarks.map((b) => [b.key, b.name, b.parts.package, b.metrics[0]?.samples])).toEqual([
      ['a.x', 'x', 'a', [1e-9]], ['y', 'y', 'a', [3e-9]], ['b.x', 'x', 'b', [2e-9]],
    ]);
    expect(diagnostics(named)).toEqual([['info', 11]]);
    // repeated runs of the same suites stay samples
    const again = parseLibtestJson(events(...suite([['x', 1], ['y', 3]]), ...suite([['x', 1], ['y', 3]])), 'x.jsonl');
    expect(again.benchmarks.map((b) => [b.key, b.metrics[0]?.samples])).toEqual([['x', [1e-9, 1e-9]], ['y', [3e-9, 3e-9]]]);
    expect(again.diagnostics).toEqual([]);
  });

  it('reports bench events it cannot read as errors with their line numbers', () => {
    const out = parseLibtestJson(events(
      { type: 'bench', name: 'ok', median: 1, deviation: 0 },
      { type: 'bench', name: 'no_median', deviation: 0 },
      '{ "type": "bench", "name": "nan", "median": NaN, "deviation": 0 }',
      { type: 'bench', name: 'negative', median: -1, deviation: 0 },
      { type: 'bench', name: 'huge_rate', median: 1, deviation: 0, mib_per_second: 1.7e308 },
      { name: 'no type' },
      { type: 'test', event: 'failed' },
    ), 'x.jsonl');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['ok']);
    expect(diagnostics(out)).toEqual([['error', 2], ['error', 3], ['error', 4], ['error', 5], ['warning', 6], ['error', 7]]);
  });

  it('warns when benches only ran as tests (ok events)', () => {
    const out = parseLibtestJson(events({ type: 'test', event: 'started', name: 'a' }, { type: 'test', name: 'a', event: 'ok' }), 'x.jsonl');
    expect(out.benchmarks).toEqual([]);
    expect(diagnostics(out)).toEqual([['warning', 2]]);
  });

  it('detects libtest JSON and not the text format or other JSON', () => {
    expect(detectLibtestJson('{ "type": "suite", "event": "started", "test_count": 8 }\n')).toBe(true);
    expect(detectLibtestJson('noise\n{"type":"bench","name":"a","median":1,"deviation":0}')).toBe(true);
    expect(detectLibtestJson('{"Action":"output","Output":"x"}\n{"reason":"benchmark-complete"}')).toBe(false);
    expect(detectLibtestJson('test a ... bench: 1 ns/iter (+/- 0)')).toBe(false);
    expect(detectLibtest('{ "type": "bench", "name": "a", "median": 1, "deviation": 0 }')).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
      expect(isValid(parseLibtestJson(text, 'fuzz.jsonl').benchmarks)).toBe(true);
    }), { numRuns: 300 });
    const value = fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.boolean());
    const event = fc.record({
      type: fc.constantFrom('bench', 'test', 'suite', 'other'), name: value, median: value, deviation: value,
      mib_per_second: value, event: fc.constantFrom('failed', 'ok', 'started', 'ignored'), stdout: value,
    }, { requiredKeys: ['type'] });
    fc.assert(fc.property(fc.array(event, { maxLength: 20 }), (list) => {
      expect(isValid(parseLibtestJson(list.map((e) => JSON.stringify(e)).join('\n'), 'fuzz.jsonl').benchmarks)).toBe(true);
    }), { numRuns: 300 });
  });
});
