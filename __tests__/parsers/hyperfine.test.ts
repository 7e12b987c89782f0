import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectHyperfine, parseHyperfine } from '../../src/parsers/hyperfine.js';
import { checkEditedJson } from '../helpers/json-edits.js';
import { expectSchemaValid } from '../helpers/schema-valid.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'hyperfine');
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
const metric = (out: ReturnType<typeof parseHyperfine>, key: string, unit: string) =>
  out.benchmarks.find((b) => b.key === key)?.metrics.find((m) => m.unit === unit);

describe('parseHyperfine: schema v1 (hyperfine 1.x)', () => {
  it('takes every run as a sample in seconds, with parameters as name params', () => {
    const out = parseHyperfine(json({ results: [
      { command: 'sleep 0.001', mean: 0.0019, stddev: 0.00002, median: 0.0019, user: 0.0006, system: 0.0002, min: 0.0018, max: 0.002,
        times: [0.0019, 0.0018, 0.002], exit_codes: [0, 0, 0], parameters: { ms: '1' } },
    ] }), 'hf.json');
    expect(out.diagnostics).toEqual([]);
    const [b] = out.benchmarks;
    expect(b).toMatchObject({ key: 'sleep 0.001', name: 'sleep 0.001', status: 'ok', config: {}, source: { file: 'hf.json', line: 3 },
      parts: { base: 'sleep 0.001', sub: ['ms=1'], params: { ms: '1' } } });
    // user/system are means over all runs in v1, not samples: no metric for them.
    expect(b?.metrics).toEqual([{ unit: 'sec', originalUnit: 's', better: 'lower', assumption: 'nothing', samples: [0.0019, 0.0018, 0.002] }]);
  });

  it('reads a single run with "stddev": null', () => {
    const out = parseHyperfine(json({ results: [{ command: 'sleep 0.05', mean: 0.051, stddev: null, median: 0.051, user: 0.001, system: 0,
      min: 0.051, max: 0.051, times: [0.051], exit_codes: [0] }] }), 'x');
    expect(out.diagnostics).toEqual([]);
    expect(metric(out, 'sleep 0.05', 'sec')?.samples).toEqual([0.051]);
  });

  it('keeps memory_usage_byte (1.20+) as peak-rss-B samples, run by run', () => {
    const out = parseHyperfine(json({ results: [{ command: 'c', times: [1, 2], memory_usage_byte: [3010560, 3014656], exit_codes: [0, 0] }] }), 'x');
    expect(metric(out, 'c', 'peak-rss-B')).toMatchObject({ originalUnit: 'byte', better: 'lower', assumption: 'nothing', samples: [3010560, 3014656] });
  });

  it('leaves runs with a non-zero or null exit code out of the samples, with a warning', () => {
    const out = parseHyperfine(json({ results: [{ command: 'flaky', times: [1, 2, 3, 4], memory_usage_byte: [10, 20, 30, 40], exit_codes: [0, 1, null, 0] }] }), 'x');
    expect(metric(out, 'flaky', 'sec')?.samples).toEqual([1, 4]);
    expect(metric(out, 'flaky', 'peak-rss-B')?.samples).toEqual([10, 40]);
    expect(out.benchmarks[0]?.status).toBe('ok');
    expect(out.diagnostics).toEqual([{ severity: 'warning', source: 'x', line: 3,
      message: 'flaky: 2 of 4 runs exited with a non-zero code (1, null); they are left out of the samples. Was hyperfine run with --ignore-failure?' }]);
  });

  it('marks a benchmark whose every run failed as failed, with no samples', () => {
    const out = parseHyperfine(json({ results: [{ command: 'exit 3', times: [0.001, 0.001], exit_codes: [3, 3] }] }), 'x');
    expect(out.benchmarks[0]).toMatchObject({ status: 'failed', metrics: [], messages: ['all 2 runs exited with a non-zero code (3, 3)'] });
    expect(out.diagnostics[0]).toMatchObject({ severity: 'warning', message: expect.stringContaining('reported as failed') as string });
  });

  it('falls back to the summary (median, n from exit_codes) when times are absent', () => {
    const out = parseHyperfine(json({ results: [{ command: 'c', mean: 2, median: 1.5, stddev: 0.1, min: 1, max: 3, exit_codes: [0, 0, 0] }] }), 'x');
    expect(out.benchmarks[0]?.metrics).toEqual([{ unit: 'sec', originalUnit: 's', better: 'lower', assumption: 'nothing', samples: [],
      summary: { n: 3, center: 1.5, centerKind: 'median', min: 1, max: 3, stddev: 0.1 } }]);
  });

  it('says so when a result has neither runs nor a summary', () => {
    const out = parseHyperfine(json({ results: [{ command: 'c', times: [] }] }), 'x');
    expect(out.benchmarks[0]?.metrics).toEqual([]);
    expect(out.diagnostics).toEqual([{ severity: 'error', source: 'x', line: 3, message: 'c: no runs (times/measurements) and no mean or median; it has no result' }]);
  });

  it('reads pre-1.11 files: no exit_codes, a single unnamed "parameter"', () => {
    const out = parseHyperfine(json({ results: [{ command: 'sleep 1', parameter: '1', times: [1, 1.1] }] }), 'x');
    expect(out.benchmarks[0]?.parts.params).toEqual({ parameter: '1' });
    expect(metric(out, 'sleep 1', 'sec')?.samples).toEqual([1, 1.1]);
  });

  it('makes keys unique: parameters for a shared display name, then #2', () => {
    const out = parseHyperfine(json({ results: [
      { command: 'fixed', times: [1], parameters: { n: '1' } },
      { command: 'fixed', times: [2], parameters: { n: '2' } },
      { command: 'same', times: [3] },
      { command: 'same', times: [4] },
    ] }), 'x');
    expect(out.benchmarks.map((b) => [b.key, b.name, b.parts.base])).toEqual([
      ['fixed/n=1', 'fixed/n=1', 'fixed'], ['fixed/n=2', 'fixed/n=2', 'fixed'], ['same', 'same', 'same'], ['same #2', 'same #2', 'same'],
    ]);
  });
});

describe('parseHyperfine: schema v2 (hyperfine 2.x)', () => {
  const run = (wall: number, exit: number | null) => ({
    time_wall_clock: { value: wall, unit: 'second' }, time_cpu: { value: wall / 2, unit: 'second' },
    time_user: { value: wall / 4, unit: 'second' }, time_system: { value: wall / 4, unit: 'second' },
    memory_peak_resident: { value: 3276800, unit: 'byte' }, instructions: { value: 1000, unit: 'count' },
    cpu_cycles: { value: 2000, unit: 'count' }, exit_code: exit,
  });
  const v2 = (results: unknown[]) => json({ schema_version: 2, metadata: { hyperfine_version: '2.0.0', start_time: '2026-11-21T19:55:05Z',
    platform: { os: 'Linux', architecture: 'x86_64' } }, primary_metric: 'time_wall_clock', results });

  it('takes every measurement as one sample of each metric, and the display name as key', () => {
    const out = parseHyperfine(v2([{ command: 'sh -c "exit 0"', name: 'named', parameters: { ms: { value: '1' } }, measurements: [run(0.4, 0), run(0.8, 0)] }]), 'x');
    expect(out.diagnostics).toEqual([]);
    expect(out.config).toEqual({ hyperfine_version: '2.0.0', start_time: '2026-11-21T19:55:05Z', os: 'Linux', architecture: 'x86_64' });
    const [b] = out.benchmarks;
    expect(b).toMatchObject({ key: 'named', config: { command: 'sh -c "exit 0"' }, parts: { base: 'named', sub: ['ms=1'], params: { ms: '1' } } });
    expect(b?.metrics.map((m) => [m.unit, m.originalUnit, m.better, m.assumption, m.samples])).toEqual([
      ['sec', 'second', 'lower', 'nothing', [0.4, 0.8]],
      ['user-sec', 'second', 'lower', 'nothing', [0.1, 0.2]],
      ['system-sec', 'second', 'lower', 'nothing', [0.1, 0.2]],
      ['peak-rss-B', 'byte', 'lower', 'nothing', [3276800, 3276800]],
      ['instructions', 'count', 'lower', 'exact', [1000, 1000]],
      ['cpu-cycles', 'count', 'lower', 'nothing', [2000, 2000]],
    ]);
  });

  it('leaves out time_cpu, the sum of time_user and time_system, and keeps its parts (real hyperfine 2.0.0 output)', () => {
    // One CPU-time change in two rows counted twice in the multiple-comparison correction.
    const text = readFileSync(join(FIXTURES, 'hyperfine-2.0.0-param-scan.json'), 'utf8');
    const file = JSON.parse(text) as { results: { measurements: Record<string, { value: number }>[] }[] };
    const out = parseHyperfine(text, 'x');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks.map((b) => b.metrics.map((m) => m.unit))).toEqual([
      ['sec', 'user-sec', 'system-sec', 'peak-rss-B'], ['sec', 'user-sec', 'system-sec', 'peak-rss-B'],
    ]);
    // Nothing is lost: every run's CPU time is its user plus its system time.
    out.benchmarks.forEach((b, i) => {
      const user = b.metrics.find((m) => m.unit === 'user-sec')?.samples ?? [];
      const system = b.metrics.find((m) => m.unit === 'system-sec')?.samples ?? [];
      const cpu = file.results[i]?.measurements.map((m) => m.time_cpu?.value);
      expect(user.map((u, r) => u + (system[r] ?? NaN))).toEqual(cpu);
    });
  });

  it('keeps time_cpu as cpu-sec where a result lacks its parts, in its runs or in its summary', () => {
    const file = JSON.parse(readFileSync(join(FIXTURES, 'hyperfine-2.0.0-runs-1.json'), 'utf8')) as { results: Record<string, unknown>[] };
    const [result] = file.results;
    const measurements = (result?.measurements ?? []) as Record<string, unknown>[];
    const units = (r: Record<string, unknown>) => parseHyperfine(json({ ...file, results: [r] }), 'x').benchmarks[0]?.metrics.map((m) => m.unit);
    expect(units({ ...result, measurements: measurements.map(({ time_system: _s, ...m }) => m) })).toEqual(['sec', 'cpu-sec', 'user-sec', 'peak-rss-B']);
    // The summary (read when there are no measurements; in the file's key order) follows the same rule.
    const { time_user: _u, ...summary } = (result?.summary ?? {}) as Record<string, unknown>;
    expect(units({ ...result, measurements: [] })).toEqual(['peak-rss-B', 'system-sec', 'user-sec', 'sec']);
    expect(units({ ...result, measurements: [], summary })).toEqual(['peak-rss-B', 'cpu-sec', 'system-sec', 'sec']);
  });

  it('filters failed measurements by exit_code as in v1', () => {
    const out = parseHyperfine(v2([{ command: 'c', measurements: [run(1, 0), run(2, 137), run(3, 0)] }]), 'x');
    expect(metric(out, 'c', 'sec')?.samples).toEqual([1, 3]);
    expect(out.diagnostics[0]?.message).toContain('1 of 3 runs exited with a non-zero code (137)');
  });

  it('falls back to the per-metric summary when there are no measurements', () => {
    const out = parseHyperfine(v2([{ command: 'c', summary: {
      time_wall_clock: { unit: 'second', count: 262, mean: 0.011, stddev: null, median: 0.0109, min: 0.0106, max: 0.0132 },
      memory_peak_resident: { unit: 'byte', count: 262, mean: 3e6, median: 3e6 },
    } }]), 'x');
    expect(out.benchmarks[0]?.metrics.map((m) => [m.unit, m.samples, m.summary])).toEqual([
      ['sec', [], { n: 262, center: 0.0109, centerKind: 'median', min: 0.0106, max: 0.0132 }],
      ['peak-rss-B', [], { n: 262, center: 3e6, centerKind: 'median' }],
    ]);
  });

  it('warns about a schema_version it does not know and reads it as v2', () => {
    const out = parseHyperfine(json({ schema_version: 3, results: [{ command: 'c', measurements: [run(1, 0)] }] }), 'x');
    expect(out.diagnostics).toEqual([{ severity: 'warning', source: 'x', line: 2, message: expect.stringContaining('schema_version 3') as string }]);
    expect(metric(out, 'c', 'sec')?.samples).toEqual([1]);
  });

  it('reports a malformed measurement by its JSON path and keeps the rest', () => {
    const out = parseHyperfine(v2([{ command: 'c', measurements: [run(1, 0), { time_wall_clock: { value: 'fast' }, exit_code: 0 }] }]), 'x');
    expect(metric(out, 'c', 'sec')?.samples).toEqual([1]);
    expect(out.diagnostics).toEqual([expect.objectContaining({ severity: 'error',
      message: 'hyperfine measurement left out: results[0].measurements[1].time_wall_clock.value: Invalid input: expected number, received string' })]);
  });
});

describe('parseHyperfine: names that are Object.prototype keys', () => {
  it('treats a v2 metric called valueOf as an unknown metric', () => {
    const out = parseHyperfine(JSON.stringify({ schema_version: 2, results: [{ command: 'c', measurements: [{ valueOf: { value: 1 }, exit_code: 0 }] }] }), 'x');
    expect(out.benchmarks[0]?.metrics.map((m) => [m.unit, m.originalUnit, m.samples])).toEqual([['valueOf', 'count', [1]]]);
  });
});

describe('parseHyperfine: errors as data', () => {
  it('reports invalid JSON once, with the line and what was expected', () => {
    const out = parseHyperfine('{\n  "results": [\n    {"command": "a", "times": [1, 2,]}\n  ]\n}\n', 'bad.json');
    expect(out.benchmarks).toEqual([]);
    expect(out.diagnostics).toEqual([{ severity: 'error', source: 'bad.json', line: 3, text: '    {"command": "a", "times": [1, 2,]}',
      message: expect.stringMatching(/^invalid JSON: expected a value \(a comma before a closing bracket is not allowed in JSON\), found "\]"\./) as string }]);
  });

  it('says what it expected when the JSON is of another shape', () => {
    const out = parseHyperfine('[1, 2]', 'x');
    expect(out.diagnostics).toEqual([{ severity: 'error', source: 'x', line: 1,
      message: expect.stringMatching(/^not hyperfine --export-json output: .*: \(top level\): Invalid input: expected object, received array$/) as string }]);
  });

  it('leaves out one bad result, naming its JSON path and line, and keeps the others', () => {
    const out = parseHyperfine(json({ results: [{ command: 'ok', times: [1] }, { command: 'bad', times: [1, 'x'] }] }), 'x');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['ok']);
    expect(out.diagnostics).toEqual([{ severity: 'error', source: 'x', line: 13,
      message: 'hyperfine result left out: results[1].times[1]: Invalid input: expected number, received string' }]);
  });
});

describe('detectHyperfine', () => {
  it('recognizes v1 and v2 files and nothing else', () => {
    expect(detectHyperfine(readFileSync(join(FIXTURES, 'samples', 'hyperfine-1.15.0-two-commands.json'), 'utf8'))).toBe(true);
    expect(detectHyperfine(readFileSync(join(FIXTURES, 'hyperfine-2.0.0-param-scan.json'), 'utf8'))).toBe(true);
    expect(detectHyperfine('\uFEFF{"results": [{"command": "x"}]}')).toBe(true);
    expect(detectHyperfine('{"context": {}, "benchmarks": []}')).toBe(false);
    expect(detectHyperfine('[{"name": "a", "unit": "ns", "value": 1}]')).toBe(false);
    expect(detectHyperfine('BenchmarkX 10 1 ns/op')).toBe(false);
  });
});

describe('parseHyperfine never throws', () => {
  const base: unknown = JSON.parse(readFileSync(join(FIXTURES, 'hyperfine-2.0.0-ignore-failure.json'), 'utf8'));
  const check = (text: string): void => {
    const out = parseHyperfine(text, 'x');
    expectSchemaValid(out);
  };
  it('on random text', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), (text) => check(text)));
    fc.assert(fc.property(fc.string({ maxLength: 100 }), (text) => check(`{"results": [${text}`)));
  });
  it('on random JSON values', () => {
    fc.assert(fc.property(fc.json(), (text) => check(text)));
  });
  it('on v2 measurements and summaries with random metric names and values', () => {
    const metrics = fc.dictionary(fc.string(), fc.oneof(fc.record({ value: fc.double(), unit: fc.string() }, { requiredKeys: [] }), fc.integer(), fc.constant(null)));
    fc.assert(fc.property(fc.array(metrics, { maxLength: 5 }), metrics, fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.record({ value: fc.string() }))),
      (measurements, summary, parameters) => {
        check(JSON.stringify({ schema_version: 2, results: [{ command: 'c', measurements, summary, parameters }] }));
        check(JSON.stringify({ results: [{ command: 'c', times: measurements.map((_m, i) => i), parameters }] }));
      }));
  });
  it('on a real file with random parts replaced and random truncation', () => {
    checkEditedJson(base, check);
  });
});
