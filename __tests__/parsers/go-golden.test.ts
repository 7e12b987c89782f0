/**
 * Every Go fixture (real `go test` output: fixtures/go/*.txt, *.jsonl and external/) parses to its
 * expected JSON. Small fixtures keep the whole parse; large external ones a digest (per benchmark:
 * status, and per metric the unit, direction, assumption, count, first and last sample), so the
 * repository does not carry megabytes of expected numbers.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGo } from '../../src/parsers/go.js';
import { parseGoJson } from '../../src/parsers/go-json.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { expectGoldenJson, listFixtures } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures', 'go');
const FULL_LIMIT = 64 * 1024;

function parseFixture(path: string): ParseOutput {
  const text = readFileSync(path, 'utf8');
  const name = path.slice(ROOT.length + 1);
  return path.endsWith('.jsonl') ? parseGoJson(text, name) : parseGo(text, name);
}

function digest(out: ParseOutput): unknown {
  return {
    digest: true,
    config: out.config,
    lineCount: out.lineCount,
    diagnostics: out.diagnostics,
    benchmarks: out.benchmarks.map((b) => ({
      key: b.key, status: b.status, procs: b.parts.procs,
      metrics: b.metrics.map((m) => ({ unit: m.unit, originalUnit: m.originalUnit, better: m.better, assumption: m.assumption,
        n: m.samples.length, first: m.samples[0], last: m.samples[m.samples.length - 1] })),
    })),
  };
}

const all = listFixtures(ROOT, /\.(txt|jsonl)$/, ['benchstat-expected']);

describe('Go fixtures parse to their expected JSON', () => {
  it('has fixtures', () => {
    expect(all.length).toBeGreaterThan(10);
  });
  it.each(all.map((p) => [p.slice(ROOT.length + 1), p]))('%s', (_name, path) => {
    const out = parseFixture(path);
    const expected = path.replace(/\.(txt|jsonl)$/, '.expected.json');
    expectGoldenJson(statSync(path).size <= FULL_LIMIT ? out : digest(out), expected);
  });
});

describe('external real outputs parse without diagnostics', () => {
  const external = all.filter((p) => p.includes('/external/'));
  it.each(external.map((p) => [p.slice(ROOT.length + 1), p]))('%s', (_name, path) => {
    const out = parseFixture(path);
    expect(out.benchmarks.length).toBeGreaterThan(0);
    expect(out.diagnostics).toEqual([]);
  });
});
