/** The metrics parser: values and units as bench binaries print them, the three kinds of entry, diagnostics, robustness. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMetrics, slug } from '../../src/parsers/metrics.js';
import { compileMetricsPatterns, fillTemplate, namedGroups, type MetricsPattern } from '../../src/parsers/metrics-patterns.js';
import { loadConfig } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { normalizeMetricUnit, parseMetricValue } from '../../src/parsers/metrics-units.js';

describe('values', () => {
  it.each([
    ['22,096.0', 22096, ''], ['1.583ms', 1.583, 'ms'], ['~140MB per process', 140, 'MB'], ['+1,940 wf/s (phase 1)', 1940, 'wf/s'],
    ['**9.52 ops/sec**', 9.52, 'ops/sec'], ['3.28x ⚠️', 3.28, 'x'], ['1e9 ns', 1e9, 'ns'], ['−2.5 %', -2.5, '%'], ['.5s', 0.5, 's'],
    ['1m2.5s', 62.5, 's'], ['1h0m0s', 3600, 's'], ['12.70s  (12.65s queue + 50ms exec)', 12.7, 's'], ['950µs', 950, 'µs'], ['7', 7, ''],
    ['1940.15,', 1940.15, ''], ['1,940.15, ', 1940.15, ''], ['12;', 12, ''], ['12 ms,', 12, 'ms'], ['3.5ms;', 3.5, 'ms'],
    ['56.20k', 56200, ''], ['8.07k  ', 8070, ''], ['1.2M ops/s', 1.2e6, 'ops/s'], ['3G', 3e9, ''], ['1.5K,', 1500, ''], ['1.2MB', 1.2, 'MB'], ['5 k', 5, 'k'],
  ])('%s -> %d %s', (text, value, unit) => {
    expect(parseMetricValue(text)).toEqual({ value, unit });
  });

  it.each(['n/a', '-', 'High (processing continuously)', '', '2026-02-12', '1,5', '1,5,', '12,5 ms', 'abc 12'])('%j is not a value', (text) => {
    expect(parseMetricValue(text)).toBeUndefined();
  });

  it('reads NaN and Inf as such (the parser turns them into warnings)', () => {
    expect(parseMetricValue('NaN ms')?.value).toBeNaN();
    expect(parseMetricValue('-Inf')).toEqual({ value: -Infinity, unit: '' });
  });
});

describe('units', () => {
  it.each([
    ['ms', 'sec', 1e-3], ['µs', 'sec', 1e-6], ['μs', 'sec', 1e-6], ['us', 'sec', 1e-6], ['ns', 'sec', 1e-9], ['s', 'sec', 1], ['min', 'sec', 60],
    ['MB', 'B', 1e6], ['KiB', 'B', 1024], ['ops/sec', 'ops/s', 1], ['wf/s', 'wf/s', 1], ['req/ms', 'req/s', 1000], ['MB/s', 'B/s', 1e6],
    ['%', '%', 1], ['workflows', 'workflows', 1], ['', '', 1],
    ['nsec', 'sec', 1e-9], ['usec', 'sec', 1e-6], ['µsec', 'sec', 1e-6], ['msec', 'sec', 1e-3], ['ops/msec', 'ops/s', 1000],
    // Spelt out, as a tool that prints `850 milliseconds`, then `1.2 seconds`, must land in one unit.
    ['milliseconds', 'sec', 1e-3], ['microseconds', 'sec', 1e-6], ['nanosecond', 'sec', 1e-9], ['hrs', 'sec', 3600],
    ['ops/millisecond', 'ops/s', 1000],
    // A known count with a metric prefix, k or K (iperf3, criterion): one unit whatever the prefix.
    ['Kops/s', 'ops/s', 1000], ['kops/s', 'ops/s', 1000], ['Kops/sec', 'ops/s', 1000], ['Kreq/s', 'req/s', 1000], ['Mreq/s', 'req/s', 1e6],
    ['Kbits/sec', 'bits/s', 1000], ['Gelem/s', 'elem/s', 1e9], ['Kops/ms', 'ops/s', 1e6], ['Kops', 'ops', 1000],
    // Words that start with a capital are no prefixed counts; sizes keep their own prefixes.
    ['Msgs/s', 'Msgs/s', 1], ['Keys/s', 'Keys/s', 1], ['Tasks/s', 'Tasks/s', 1], ['Kilo/s', 'Kilo/s', 1],
    ['KB', 'B', 1000], ['kB', 'B', 1000], ['KB/s', 'B/s', 1000], ['KiB/s', 'B/s', 1024], ['Mb/s', 'Mb/s', 1],
  ])('%s -> %s x%d', (printed, unit, factor) => {
    expect(normalizeMetricUnit(printed)).toEqual({ unit, factor });
  });
});

describe('rates with a metric prefix, upper-case K included (real iperf3 3.12 output: 800 Kbits/sec, then 1.20 Mbits/sec)', () => {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'metrics', 'iperf3-3-runs.txt'), 'utf8');

  it('runs in Kbits/sec and Mbits/sec land in one metric, in bits/s', () => {
    expect(text).toContain('800 Kbits/sec                  receiver');
    expect(text).toContain('1.20 Mbits/sec                  receiver');
    const out = parseMetrics(text, 'iperf3.txt', [{ pattern: '(?<value>[\\d.]+) (?<unit>\\S+)\\s+receiver$', name: 'receiver', better: 'higher' }]);
    expect(out.benchmarks.flatMap((b) => b.metrics.map((m) => [b.name, m.unit, m.better, m.samples]))).toEqual([['receiver', 'bits/s', 'higher', [800_000, 1_200_000, 952_000]]]);
  });

  it('one binary printing 950 ops/s, then 1.2 Kops/s, 1.1 kops/s and 1.3K ops/s, gives one metric', () => {
    const out = parseMetrics('ops: 950 ops/s\nops: 1.2 Kops/s\nops: 1.1 kops/s\nops: 1.3K ops/s\nsize: 3 KB\nsize: 3 KiB\n', 'x', [{ lines: 'key-value' }]);
    expect(out.benchmarks.flatMap((b) => b.metrics.map((m) => [b.name, m.unit, m.samples]))).toEqual([['ops', 'ops/s', [950, 1200, 1100, 1300]], ['size', 'B', [3000, 3072]]]);
  });
});

describe('fio\'s latency lines (real fio 3.33 output: usec, and msec once a run\'s latencies all pass 20 ms)', () => {
  const text = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'metrics', 'fio-msec-5-runs.txt'), 'utf8');
  const summary = (out: ReturnType<typeof parseMetrics>) => out.benchmarks.flatMap((b) => b.metrics.map((m) => [b.name, m.unit, m.samples.length]));

  it('usec and msec runs of one job land in one metric, in seconds', () => {
    expect(text).toContain('clat (msec): min=63, max=111, avg=80.31');
    const out = parseMetrics(text, 'fio.txt', [{ pattern: '^\\s+clat \\((?<unit>\\w+)\\): min=[\\d.]+, max=[\\d.]+, avg=(?<value>[\\d.]+)', name: 'clat-avg', better: 'lower' }]);
    expect(summary(out)).toEqual([['clat-avg', 'sec', 5]]);
    expect(out.benchmarks[0]?.metrics[0]?.samples[1]).toBeCloseTo(0.08031, 12);
  });

  it('under values:, a `unit` group is the unit of every value of the line', () => {
    const out = parseMetrics(text, 'fio.txt', [{ pattern: '^\\s+clat \\((?<unit>\\w+)\\): min=(?<min>[\\d.]+), max=(?<max>[\\d.]+), avg=(?<avg>[\\d.]+)', name: 'clat', better: 'lower', values: { avg: {}, max: {} } }]);
    expect(summary(out)).toEqual([['clat/avg', 'sec', 5], ['clat/max', 'sec', 5]]);
    expect(out.benchmarks[0]?.metrics[0]?.samples.slice(0, 2)).toEqual([0.07104199, 0.08031]);
    expect(out.diagnostics).toEqual([]);
  });

  it('a value configured with its own unit: keeps it, the line\'s `unit` group being another value\'s (IOPS=13, BW=1669MiB/s)', () => {
    expect(text).toContain('write: IOPS=13, BW=1669MiB/s (1750MB/s)');
    const out = parseMetrics(text, 'fio.txt', [{ pattern: '^\\s+write: IOPS=(?<iops>[\\d.]+), BW=(?<bw>[\\d.]+)(?<unit>\\w+/s)', name: 'fio/write', better: 'higher', values: { iops: { unit: 'ops/s' }, bw: {} } }]);
    expect(out.benchmarks.map((b) => [b.name, b.metrics[0]?.unit, b.metrics[0]?.samples[0]])).toEqual([['fio/write/iops', 'ops/s', 13], ['fio/write/bw', 'B/s', 1669 * 2 ** 20]]);
  });

  it('a value\'s own unit still wins over the line\'s `unit` group', () => {
    const out = parseMetrics('x 12 ops/s | 3.5ms\n', 'x', [{ pattern: '^(?<name>x) (?<ops>\\d+) (?<unit>\\S+) \\| (?<p99>\\S+)', values: { ops: { better: 'higher' }, p99: { better: 'lower' } } }]);
    expect(out.benchmarks.map((b) => [b.name, b.metrics[0]?.unit, b.metrics[0]?.samples])).toEqual([['x/ops', 'ops/s', [12]], ['x/p99', 'sec', [0.0035]]]);
  });
});

const row: MetricsPattern = {
  pattern: '^(?<name>\\w+)\\s+(?<ops>\\S+)\\s+(?<p99>\\S+)$',
  values: { ops: { unit: 'ops/sec', better: 'higher' }, p99: { better: 'lower' } },
};

describe('pattern entries', () => {
  it('several values per line: one metric each, one sample per match, runs concatenated', () => {
    const out = parseMetrics('enqueue 1,000 1.5ms\nenqueue 1,100 1.4ms\nnoise\r\nenqueue 900 1600µs\n', 'x.txt', [row]);
    expect(out.benchmarks.map((b) => [b.name, b.metrics[0]?.unit, b.metrics[0]?.better, b.metrics[0]?.samples])).toEqual([
      ['enqueue/ops', 'ops/s', 'higher', [1000, 1100, 900]],
      ['enqueue/p99', 'sec', 'lower', [0.0015, 0.0014, 0.0016]],
    ]);
    expect(out.unrecognized).toEqual([{ line: 3, text: 'noise' }]);
    expect(out.lineCount).toBe(4);
  });

  it('warns once per pattern when its match ends before what looks like the value\'s unit', () => {
    // A real Beads latency row (fixtures/metrics/beads.txt) read with a pattern that stops after P50's number.
    const line = '| `bd ready --limit 10` | 102.8ms | 135.3ms | 144.8ms | 108.7ms | 14.2ms | 96.4ms | 147.2ms |';
    const short: MetricsPattern = { pattern: '^\\|\\s*`(?<name>bd [^`]+)`\\s*\\|\\s*(?<value>[\\d.]+)', better: 'lower' };
    const out = parseMetrics(`${line}\n${line}\n`, 'x', [short]);
    expect(out.diagnostics).toEqual([{ severity: 'warning', source: 'x', line: 1, text: line,
      message: 'metrics[0]: the pattern\'s match ends after the value "102.8", before "ms": if that is its unit, capture it with (?<unit>\\S+) or set unit: ms in the pattern; until then its values have no unit' }]);
    expect(out.benchmarks[0]?.metrics[0]?.unit).toBe('value');
    // With the unit in the value, a unit group, a unit setting, or nothing unit-like after it: no warning.
    for (const pattern of ['^\\|\\s*`(?<name>bd [^`]+)`\\s*\\|\\s*(?<value>[\\d.]+ms)', '^\\|\\s*`(?<name>bd [^`]+)`\\s*\\|\\s*(?<value>[\\d.]+)(?<unit>ms)']) {
      expect(parseMetrics(line, 'x', [{ pattern, better: 'lower' }]).diagnostics).toEqual([]);
    }
    expect(parseMetrics(line, 'x', [{ ...short, unit: 'ms' }]).diagnostics).toEqual([]);
    expect(parseMetrics('| `bd x` | 102.8 | 1 |', 'x', [short]).diagnostics).toEqual([]);
  });

  it('one value: name, value and unit groups, a metric name, a prefix', () => {
    const p: MetricsPattern = { pattern: '^(?<name>\\S+): (?<value>[\\d.]+) (?<unit>\\S+)$', prefix: 'svc/', metric: 'latency', better: 'lower' };
    const out = parseMetrics('get: 12 ms\nput: 3 s\n', 'x', [p]);
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples])).toEqual([['svc/get/latency', [0.012]], ['svc/put/latency', [3]]]);
    expect(out.benchmarks[0]?.parts).toEqual({ base: 'svc', sub: ['get', 'latency'], params: {} });
  });

  it('the unit in the value wins over the configured fallback; the fallback fills in a bare number', () => {
    const p: MetricsPattern = { pattern: '^t (?<value>.+)$', prefix: 't', unit: 'ms', better: 'lower' };
    expect(parseMetrics('t 2s\nt 2000\n', 'x', [p]).benchmarks[0]?.metrics[0]?.samples).toEqual([2, 2]);
  });

  it('context entries set template variables; k=v parts become params', () => {
    const entries: MetricsPattern[] = [{ context: '^== mode (?<mode>\\w+)' }, { ...row, name: 'mode={mode}/{name}' }];
    const out = parseMetrics('== mode fast\nenqueue 10 1ms\n== mode safe\nenqueue 5 2ms\n', 'x', entries);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['mode=fast/enqueue/ops', 'mode=fast/enqueue/p99', 'mode=safe/enqueue/ops', 'mode=safe/enqueue/p99']);
    expect(out.benchmarks[2]?.parts.params).toEqual({ mode: 'safe' });
    expect(out.benchmarks[2]?.config).toEqual({ mode: 'safe' });
    expect(out.config).toEqual({ mode: 'fast' });
  });

  it('an unset template variable loses the line, as an error with its number', () => {
    const out = parseMetrics('enqueue 10 1ms\n', 'x', [{ context: 'mode (?<mode>\\w+)' }, { ...row, name: '{mode}/{name}' }]);
    expect(out.benchmarks).toEqual([]);
    expect(out.diagnostics).toEqual([expect.objectContaining({ severity: 'error', line: 1, message: expect.stringContaining('needs {mode}') as string })]);
  });

  it('a cell that is not a number is a warning; the line\'s other values are kept', () => {
    const out = parseMetrics('a 10 n/a\n', 'x', [row]);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['a/ops']);
    expect(out.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', line: 1, text: 'a 10 n/a' })]);
  });

  it('the first entry that matches takes the line', () => {
    const out = parseMetrics('x 1 2ms\n', 'f', [{ pattern: '^(?<name>x) (?<value>\\d+)', better: 'higher' }, row]);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['x']);
  });
});

describe('key-value lines', () => {
  it('every key with a number, named by its slug, direction from the unit', () => {
    const out = parseMetrics('Throughput: 1,200 req/s\nP99 (tail): 3.5 ms\nStatus: ok\nDate: 2026-02-12\n', 'x', [{ lines: 'key-value', prefix: 'api/' }]);
    expect(out.benchmarks.map((b) => [b.name, b.metrics[0]?.unit, b.metrics[0]?.better])).toEqual([
      ['api/throughput', 'req/s', 'higher'], ['api/p99-tail', 'sec', 'lower'],
    ]);
  });

  it('keys: globs pick and name metrics; a separator other than ":"', () => {
    const out = parseMetrics('rps=100\nlatency_p99=4ms\nother=1\n', 'x', [{ lines: 'key-value', separator: '=', name: 'svc', keys: { RPS: { metric: 'rps', unit: 'req/s', better: 'higher' }, 'latency_*': { better: 'lower' } } }]);
    expect(out.benchmarks.map((b) => [b.name, b.metrics[0]?.unit, b.metrics[0]?.better, b.metrics[0]?.samples])).toEqual([
      ['svc/rps', 'req/s', 'higher', [100]], ['svc/latency_p99', 'sec', 'lower', [0.004]],
    ]);
  });

  it('reads the lines of a printed dict or object, whose values end in a comma', () => {
    const out = parseMetrics("{\n  'ops': 1940.15,\n  'p99_ms': 3.25,\n  'label': 'fast',\n}\n", 'x', [{ lines: 'key-value', name: 'bench' }]);
    expect(out.benchmarks.map((b) => [b.name, b.metrics[0]?.samples])).toEqual([['bench/ops', [1940.15]], ['bench/p99_ms', [3.25]]]);
    expect(out.diagnostics).toEqual([]);
  });
});

describe('entries that read nothing are warned about (a typo would drop their metrics without a word)', () => {
  const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'metrics', name), 'utf8');

  it('a misspelt key of a key-value entry, on the BullMQ summary block: the key and the keys the output has', () => {
    const keys = { 'Proccessing Rate': { metric: 'processing-rate', better: 'higher' as const }, p99: { better: 'lower' as const } };
    const out = parseMetrics(fixture('bullmq.txt'), 'bullmq.txt', [{ lines: 'key-value', prefix: 'bullmq/', keys }]);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['bullmq/p99']);
    const warnings = out.diagnostics.filter((d) => d.severity === 'warning');
    expect(warnings).toEqual([expect.objectContaining({ source: 'bullmq.txt', line: 0 })]);
    expect(warnings[0]?.message).toMatch(/^metrics\[0\]\.keys\."Proccessing Rate" matched no key, so its metric is missing from this output \(its keys: "Creation Rate", "Processing Rate", .*, \.\.\.\)\. Check the key's spelling/);
  });

  it('a pattern that matched no line of the Jobbie table, beside one that did', () => {
    const table: MetricsPattern = { pattern: '^\\|\\s*(?<name>\\d+)\\s*\\|(?<ops>[^|]*)\\|', values: { ops: { unit: 'ops/sec', better: 'higher' } } };
    const typo: MetricsPattern = { pattern: '^- `(?<name>TestPerf\\w+)`: `(?<value>[\\d,.]+) ops/sek`', better: 'higher' };
    const out = parseMetrics(fixture('jobbie.txt'), 'jobbie.txt', [table, typo]);
    expect(out.benchmarks.length).toBeGreaterThan(0);
    expect(out.diagnostics.filter((d) => d.severity === 'warning')).toEqual([expect.objectContaining({ line: 0,
      message: expect.stringMatching(/^metrics\[1\] \(pattern '\^- `\(\?<name>TestPerf.*'\) matched no line, so the metrics it reads are missing from this output\./) as string })]);
  });

  it('no such warning when nothing was read at all: the caller\'s "found no benchmark results" lists the lines instead', () => {
    const out = parseMetrics(fixture('bullmq.txt'), 'bullmq.txt', [{ pattern: '^(?<name>nothing here) (?<value>\\d+)', better: 'lower' }]);
    expect(out.benchmarks).toEqual([]);
    expect(out.diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
  });

  it('no warning for a top-level pattern whose lines a suite\'s pattern, tried first, reads its own way (real fio output)', () => {
    const config = loadConfig([
      'version: 1',
      'metrics:',
      '  - context: \'^(?<job>[\\w-]+): \\(groupid=\'',
      '  - pattern: \'^\\s+clat \\((?<unit>\\w+)\\): min=[\\d.]+, max=[\\d.]+, avg=(?<value>[\\d.]+)\'',
      '    name: \'fio/{job}/clat\'',
      '    better: lower',
      'suites:',
      '  worst-case:',
      '    metrics:',
      '      - pattern: \'^\\s+clat \\((?<unit>\\w+)\\): min=[\\d.]+, max=(?<value>[\\d.]+)\'',
      '        name: \'fio/{job}/clat-max\'',
      '        better: lower',
      '',
    ].join('\n'), 'bench-gate.yml');
    if (!config.ok) throw new Error(config.error);
    const text = fixture('fio-usec-5-runs.txt');
    expect(text).toContain('    clat (usec): min=1551, max=11409, avg=2657.57');
    const out = parseMetrics(text, 'fio.txt', resolveConfig(config.value, 'bench-gate.yml', 'worst-case').metrics);
    expect(out.benchmarks.map((b) => [b.name, b.metrics[0]?.samples[0]])).toEqual([['fio/write/clat-max', 0.011409]]);
    expect(out.diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
  });

  it('a suite\'s entries are named by their place in the file, not by their place in the list the suite\'s patterns head (BullMQ summary block)', () => {
    const config = loadConfig([
      'version: 1',
      'metrics:',
      '  - pattern: \'^\\s*(?<name>Processing Rate):\\s+(?<value>[\\d,.]+) (?<unit>\\S+)\'',
      '    better: higher',
      'suites:',
      '  "summary v2":',
      '    metrics:',
      '      - context: \'^(?<scenario>#### Summary)\'',
      '      - lines: key-value',
      '        keys: {"Proccessing Rate": {better: higher}, p99: {better: lower}}',
      '      - pattern: \'^\\s*(?<what>Creation Rate):\\s+(?<value>[\\d,.]+) (?<unit>\\S+)\'',
      '        name: \'{run}/{what}\'',
      '        better: higher',
      '      - context: \'^(?<run>run \\d+)\'',
      '',
    ].join('\n'), 'bench-gate.yml');
    if (!config.ok) throw new Error(config.error);
    const out = parseMetrics(fixture('bullmq.txt'), 'bullmq.txt', resolveConfig(config.value, 'bench-gate.yml', 'summary v2').metrics);
    expect(out.diagnostics.filter((d) => d.severity !== 'info').map((d) => d.message)).toEqual([
      expect.stringMatching(/^suites\["summary v2"\]\.metrics\[1\]\.keys\."Proccessing Rate" matched no key/) as string,
      expect.stringMatching(/^suites\["summary v2"\]\.metrics\[2\]: the name template "\{run\}\/\{what\}" needs \{run\}/) as string,
    ]);
  });

  it('no warning for a keys: glob whose key an earlier entry reads (the BullMQ summary block)', () => {
    const rate: MetricsPattern = { pattern: '^\\s*(?<name>Processing Rate):\\s+(?<value>[\\d,.]+) (?<unit>\\S+)', prefix: 'suite/', better: 'higher' };
    const keys = { 'Processing Rate': { metric: 'processing-rate', better: 'higher' as const }, p99: { better: 'lower' as const } };
    const out = parseMetrics(fixture('bullmq.txt'), 'bullmq.txt', [rate, { lines: 'key-value', prefix: 'bullmq/', keys }]);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['suite/Processing Rate', 'bullmq/p99']);
    expect(out.diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
  });

  it('no warning when every entry and key read something', () => {
    const out = parseMetrics(fixture('bullmq.txt'), 'bullmq.txt', [{ lines: 'key-value', keys: { 'Processing Rate': { better: 'higher' }, 'p9*': { better: 'lower' } } }]);
    expect(out.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });
});

describe('pattern checks', () => {
  it.each<[MetricsPattern, string]>([
    [{ pattern: '(?<value>\\d+' }, 'not a valid JavaScript regular expression'],
    [{ pattern: '(?P<value>\\d+)', better: 'lower' }, 'Python'],
    [{ pattern: '(?<name>\\w+) (?<v>\\d+)', better: 'lower' }, 'no (?<value>...) group'],
    [{ pattern: '(?<value>\\d+)', name: 'x' }, 'better'],
    [{ pattern: '(?<value>\\d+)', better: 'lower' }, 'no benchmark name'],
    [{ pattern: '(?<a>\\d+)', values: { b: { better: 'lower' } } }, 'is not a named group'],
    [{ pattern: '(?<name>\\w+) (?<value>\\d+)', better: 'lower', name: '{nope}' }, 'uses {nope}'],
    [{ context: 'no groups' }, 'no named group'],
    [{ context: '(?<a>x)', better: 'lower' }, 'does not apply to a context entry'],
    [{}, 'needs one of pattern'],
    [{ pattern: 'x', lines: 'key-value' }, 'make them separate entries'],
    [{ lines: 'key-value', values: {} }, 'does not apply to lines: key-value'],
  ])('%j: %s', (entry, message) => {
    const compiled = compileMetricsPatterns([entry]);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.error.map((e) => e.problem.message).join('; ')).toContain(message);
    const out = parseMetrics('x 1\n', 'f', [entry]);
    expect(out.benchmarks).toEqual([]);
    expect(out.diagnostics[0]).toMatchObject({ severity: 'error', line: 0 });
  });

  it('finds named groups but not lookbehinds or escaped parentheses', () => {
    expect(namedGroups('(?<a>x)(?<=y)(?<!z)\\(?<b>(?<c>d)')).toEqual(['a', 'c']);
    expect(fillTemplate('{a}-{b}', { a: '1' })).toEqual({ ok: false, error: 'b' });
    expect(slug('⏱️  Total Duration')).toBe('total-duration');
  });
});

describe('robustness', () => {
  it('never throws, and every diagnostic has a line, on arbitrary text', () => {
    const entries: MetricsPattern[] = [{ context: 'mode=(?<mode>\\w+)' }, { ...row, name: '{mode}/{name}' }, { lines: 'key-value' }];
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
      const out = parseMetrics(text, 'x', entries);
      for (const d of out.diagnostics) expect(Number.isInteger(d.line) && d.line >= 0).toBe(true);
      for (const b of out.benchmarks) for (const m of b.metrics) for (const v of m.samples) expect(Number.isFinite(v)).toBe(true);
    }), { numRuns: 300 });
  });

  it('skips a very long line instead of running a pattern over it', () => {
    const out = parseMetrics(`a ${'9'.repeat(20_000)} 1ms\n`, 'x', [row]);
    expect(out.benchmarks).toEqual([]);
    expect(out.unrecognized).toHaveLength(1);
  });
});
