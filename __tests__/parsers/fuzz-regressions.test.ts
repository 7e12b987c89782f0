/**
 * The crashes the fuzzer found (issue 10, item 1), each as the smallest real-fixture edit that
 * reproduces it: before the fix each produced a result that is not a valid result file (Infinity
 * or a too-big integer serialised as null, an empty unit) or an error without a line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../src/config/load.js';
import { parseCargoCriterion } from '../../src/parsers/cargo-criterion.js';
import { parseCriterionText } from '../../src/parsers/criterion-text.js';
import { parseDivan } from '../../src/parsers/divan.js';
import { parseGo } from '../../src/parsers/go.js';
import { parseMetrics } from '../../src/parsers/metrics.js';
import { parsePytest } from '../../src/parsers/pytest.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { BenchmarkSchema } from '../../src/schema/result.js';

const fixture = (path: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', path), 'utf8');
const HUGE = '9'.repeat(400); // JSON.parse and Number read it as Infinity

function expectValid(out: ParseOutput): void {
  const valid = z.array(BenchmarkSchema).safeParse(JSON.parse(JSON.stringify(out.benchmarks)));
  expect(valid.success, valid.success ? '' : z.prettifyError(valid.error)).toBe(true);
  for (const d of out.diagnostics) expect(d.line).toBeGreaterThanOrEqual(d.severity === 'error' ? 1 : 0);
}

describe('fuzz regressions', () => {
  it('go: 1e308 MB/s overflows as B/s: that metric is left out with a warning, not an Infinity sample; the timing is kept', () => {
    const out = parseGo(fixture('go/basic.txt').replace('1182.89 MB/s', '1e308 MB/s'), 'x');
    expectValid(out);
    const sha = out.benchmarks.find((b) => b.name === 'BenchmarkSHA256-2');
    expect(sha?.status).toBe('ok');
    expect(sha?.metrics.map((m) => m.unit)).toEqual(['sec/op']);
    expect(out.diagnostics.map((d) => d.message).join()).toContain('1e+308 MB/s, out of range in B/s');
  });

  it('go: a 400-digit "-N" suffix is part of the name, not GOMAXPROCS (Infinity)', () => {
    const out = parseGo(fixture('go/basic.txt').replace('BenchmarkConcat-2', `BenchmarkConcat-${HUGE}`), 'x');
    expectValid(out);
    expect(out.benchmarks[0]?.parts.procs).toBe(1);
  });

  it('divan: a sample count beyond 2^53 is an unreadable row, not summary.n', () => {
    const out = parseDivan(fixture('divan/default.txt').replace('│ 100     │ 6400', `│ ${'9'.repeat(30)} │ 6400`), 'x');
    expectValid(out);
    expect(out.diagnostics.some((d) => d.message.includes('cannot read the sample count'))).toBe(true);
  });

  it('criterion text: "among 1e30 measurements" is ignored with a warning', () => {
    const text = fixture('criterion/text/criterion-0.5.1-run1.stdout.txt').replace(/among \d+ measurements/, `among ${HUGE} measurements`);
    const out = parseCriterionText(text, 'x');
    expectValid(out);
    expect(out.diagnostics.some((d) => d.message.includes('is out of range; ignored'))).toBe(true);
  });

  it('cargo-criterion: a message with an empty unit is left out with its line', () => {
    const text = fixture('criterion/cargo-criterion/cargo-criterion-1.1.0-criterion-0.5.1-run1.jsonl').replace(/"unit":"ns"(?=,"throughput")/, '"unit":""');
    const out = parseCargoCriterion(text, 'x');
    expectValid(out);
    expect(out.diagnostics.filter((d) => d.severity === 'error').length).toBeGreaterThan(0);
  });

  it('pytest: a data value of 1e400 (Infinity) is left out with a warning', () => {
    const out = parsePytest(fixture('pytest/pytest-benchmark-5.3.1.json').replace(/"data": \[\n(\s*)/, `"data": [\n$1${HUGE},\n$1`), 'x');
    expectValid(out);
    expect(out.diagnostics.some((d) => d.message.includes('is Infinity, not a number'))).toBe(true);
  });

  it('metrics: a value that overflows when scaled is a warning, not an Infinity sample', () => {
    const loaded = loadConfig('metrics:\n  - pattern: \'^(?<name>\\w+): (?<value>\\S+) (?<unit>\\S+)$\'\n    better: lower\n', 'c.yml');
    if (!loaded.ok) throw new Error(loaded.error);
    const patterns = loaded.value.metrics ?? [];
    const out = parseMetrics('fast: 1 ms\nbig: 1e308 GB\n', 'x', patterns);
    expectValid(out);
    expect(out.diagnostics.find((d) => d.line === 2)?.message).toContain('out of range');
  });

  it('metrics: lines over 4 KiB (a row run on into 10,000 characters) are listed as unrecognized, not matched', () => {
    // The fuzz run's slowest input (1.3 s with the backtracking cell idiom at the old 16 KiB limit):
    // a real jobbie row whose last cell runs on without its closing bar.
    const cellByCell = '^\\|\\s*(?<c>\\d+)\\s*\\|\\s*(?<ops>[^|]+?)\\s*\\|\\s*(?<p99>[^|]+?)\\s*\\|\\s*(?<lops>[^|]+?)\\s*\\|\\s*(?<lp99>[^|]+?)\\s*\\|';
    const loaded = loadConfig(`metrics:\n  - pattern: '${cellByCell}'\n    name: 'c={c}'\n    better: lower\n    values: {ops: {}, p99: {}, lops: {}, lp99: {}}\n`, 'c.yml');
    if (!loaded.ok) throw new Error(loaded.error);
    const row = '| 10          | 22,096.0        | 1.583ms     | 36,452.5          | 29.544ms      |';
    const runOn = `| 50          | 14,879.7        | -           | 45,170.1          | 34.919${'x'.repeat(10_000)}`;
    // A row that would match, padded past the 4 KiB limit: not matched either (16 KiB before).
    const padded = `| 100         | 9,001.0         | 2.1ms       | 30,000.0          | 31.0ms${' '.repeat(5_000)}|`;
    const out = parseMetrics(`${row}\n${runOn}\n${padded}\n`, 'x', loaded.value.metrics ?? []);
    expectValid(out);
    expect(out.benchmarks.map((b) => b.name)).toEqual(['c=10/ops', 'c=10/p99', 'c=10/lops', 'c=10/lp99']);
    expect(out.unrecognized.map((u) => u.line)).toEqual([2, 3]);
  });

  it('metrics: whole cells `\\|(?<x>[^|]*)` are trimmed, so they read like the backtracking `\\s*(?<x>[^|]+?)\\s*`', () => {
    const read = (pattern: string): ParseOutput => {
      const loaded = loadConfig(`metrics:\n  - pattern: '${pattern}'\n    name: 'c={c}'\n    better: lower\n    values: {ops: {unit: ops/sec}, p99: {}}\n`, 'c.yml');
      if (!loaded.ok) throw new Error(loaded.error);
      return parseMetrics(fixture('metrics/jobbie.txt'), 'x', loaded.value.metrics ?? []);
    };
    // The concurrency cell whole too, spaces and all: only trimming makes its name `c=10`.
    const whole = read('^\\|(?<c> *\\d+ *)\\|(?<ops>[^|]*)\\|(?<p99>[^|]*)\\|');
    expect(whole.benchmarks.length).toBeGreaterThan(0);
    expect(whole.benchmarks).toEqual(read('^\\|\\s*(?<c>\\d+)\\s*\\|\\s*(?<ops>[^|]+?)\\s*\\|\\s*(?<p99>[^|]+?)\\s*\\|').benchmarks);
  });

  it('config: an unresolved alias (`match: *Hash*` unquoted) is an error with its line', () => {
    const loaded = loadConfig('\nrules:\n  - match: *BenchmarkHash**\n    threshold: 3%\n', 'bench-gate.yml');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error).toMatch(/bench-gate\.yml:3:12: Unresolved alias.*Quote values that start with \*/);
  });
});
