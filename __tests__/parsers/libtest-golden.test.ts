/**
 * Every libtest fixture (fixtures/libtest: real `cargo +nightly bench` text and JSON, criterion
 * `--output-format bencher`, github-action-benchmark's test data in external/, and the hand-written
 * bad-lines.txt) parses to its expected JSON; every benchmark it produces is valid for the schema.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseLibtest } from '../../src/parsers/libtest.js';
import { parseLibtestJson } from '../../src/parsers/libtest-json.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { BenchmarkSchema } from '../../src/schema/result.js';
import { expectGoldenJson, listFixtures } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures', 'libtest');

function parseFixture(path: string): ParseOutput {
  const text = readFileSync(path, 'utf8');
  const name = path.slice(ROOT.length + 1);
  return path.endsWith('.jsonl') ? parseLibtestJson(text, name) : parseLibtest(text, name);
}

const all = listFixtures(ROOT, /\.(txt|jsonl)$/);

describe('libtest fixtures parse to their expected JSON', () => {
  it('has fixtures', () => {
    expect(all.length).toBeGreaterThan(15);
  });
  it.each(all.map((p) => [p.slice(ROOT.length + 1), p]))('%s', (_name, path) => {
    const out = parseFixture(path);
    expect(() => z.array(BenchmarkSchema).parse(JSON.parse(JSON.stringify(out.benchmarks)))).not.toThrow();
    expectGoldenJson(out, path.replace(/\.(txt|jsonl)$/, '.expected.json'));
  });
});

describe('criterion --output-format bencher with sub-nanosecond benchmarks (0 ns/iter)', () => {
  it('warns once per 0 line, naming the benchmark, and keeps the 0 sample', () => {
    const out = parseFixture(join(ROOT, 'criterion-0.5.1-bencher-sub-ns.txt'));
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message.split(':')[0]])).toEqual([
      ['warning', 1, 'noop'], ['warning', 3, 'fake_half_ps'], ['warning', 5, 'unit_closure']]);
    expect(out.diagnostics[0]?.message).toMatch(/below this format's 1 ns resolution .*cannot be compared.*target\/criterion/);
    expect(out.benchmarks.find((b) => b.key === 'noop')?.metrics.map((m) => [m.unit, m.samples])).toEqual([['sec/op', [0]]]);
  });
});

describe('real outputs without failures parse without warnings or errors', () => {
  const clean = all.filter((p) => !/(bad-lines|failed|filter-matched-none|test-mode|list\.txt|nightly-1.97-sample|two-targets|-target-stdout|sub-ns)/.test(p));
  it.each(clean.map((p) => [p.slice(ROOT.length + 1), p]))('%s', (_name, path) => {
    const out = parseFixture(path);
    expect(out.benchmarks.length).toBeGreaterThan(0);
    expect(out.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });
});
