/**
 * A Go benchmark that fails in its first run (b.N = 1) is printed without its -N GOMAXPROCS
 * suffix; when no other benchmark of its package ran, the head's failure must still join the
 * base's `key-N` (fixtures/go/panic-first-*.txt: real go test -v output, one package whose first
 * benchmark panics at b.N = 1 in head).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { readInput } from '../../src/input.js';
import type { ResultSet } from '../../src/schema/result.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

const GO = join(import.meta.dirname, '..', '..', 'fixtures', 'go');

function goFixture(name: string): ResultSet {
  const read = readInput(readFileSync(join(GO, name), 'utf8'), name, 'go');
  if (!read.ok) throw new Error(read.error);
  return read.value.set;
}

const rows = (base: ResultSet, head: ResultSet) => compareResultSets(base, head).comparisons.map((c) => [c.key, c.unit, c.status]);

/** A Go benchmark `name` at GOMAXPROCS `procs` (the -N suffix in its name and key). */
const atProcs = (name: string, procs: number, samples: number[]) => benchmark(`${name}-${procs}`, [metric('sec/op', samples)], { parts: { package: 'p', base: name, sub: [], params: {}, procs } });
const firstRunFailure = (name: string, status: 'failed' | 'skipped' = 'failed') => benchmark(name, [], { status, messages: ['panic: boom'] });

describe('a Go benchmark that failed in its first run, with no other benchmark of its package to give the suffix', () => {
  it('joins the base\'s BenchmarkFirst-2 as one failed row, not removed + failed (real go test -v output)', () => {
    const base = goFixture('panic-first-base-v.txt');
    const head = goFixture('panic-first-v.txt');
    // The head file alone cannot know the suffix: the parser keys the failure without it.
    expect(head.benchmarks.map((b) => [b.key, b.status])).toEqual([['example.com/gobench/panicfirst.BenchmarkFirst', 'failed']]);
    expect(rows(base, head)).toEqual([
      ['example.com/gobench/panicfirst.BenchmarkFirst-2', 'sec/op', 'failed'],
      ['example.com/gobench/panicfirst.BenchmarkSecond-2', 'sec/op', 'removed'],
    ]);
  });

  it('joins a run without -v whose only benchmark failed (no header, no pkg: line) by the package its trailer names (real go test output)', () => {
    // only-fail.txt: `--- FAIL: BenchmarkFails`, its log line, `FAIL\texample.com/gobench/edge\t0.010s`.
    // Keyed without a package, it did not join the base's `pkg.BenchmarkFails-2`: removed + failed.
    const head = goFixture('only-fail.txt');
    expect(head.benchmarks.map((b) => [b.key, b.status])).toEqual([['example.com/gobench/edge.BenchmarkFails', 'failed']]);
    const ran = benchmark('BenchmarkFails-2', [metric('sec/op', [1, 2, 3])], {
      key: 'example.com/gobench/edge.BenchmarkFails-2', parts: { package: 'example.com/gobench/edge', base: 'BenchmarkFails', sub: [], params: {}, procs: 2 },
    });
    expect(rows(resultSet([ran]), head)).toEqual([['example.com/gobench/edge.BenchmarkFails-2', 'sec/op', 'failed']]);
  });

  it('names, without -v, the benchmark that panicked from its goroutine stack and joins it the same way (real go test output)', () => {
    // panic-first.txt: the same panic as panic-first-v.txt without -v: no header, no name, only
    // `example.com/gobench/panicfirst.BenchmarkFirst(0x…)` in the stack and the trailer. It was
    // read as no benchmark at all: the base's two benchmarks showed as removed, and the gate passed.
    const base = goFixture('panic-first-base-v.txt');
    const head = goFixture('panic-first.txt');
    expect(head.benchmarks.map((b) => [b.key, b.status, b.messages])).toEqual([
      ['example.com/gobench/panicfirst.BenchmarkFirst', 'failed', ['panic: assignment to entry in nil map']],
    ]);
    const report = compareResultSets(base, head);
    expect(report.comparisons.map((c) => [c.key, c.unit, c.status])).toEqual([
      ['example.com/gobench/panicfirst.BenchmarkFirst-2', 'sec/op', 'failed'],
      ['example.com/gobench/panicfirst.BenchmarkSecond-2', 'sec/op', 'removed'],
    ]);
    // Only a regression fails the gate (README): the failure is a row of its own and counted in the summary line.
    expect(report.summary.failed).toBe(1);
  });

  it('reads the same panic alike in text without -v, with -v and with -json (real go test output)', () => {
    const view = (set: ResultSet) => set.benchmarks.map((b) => [b.key, b.status, b.messages]);
    const json = readInput(readFileSync(join(GO, 'panic-first-json.jsonl'), 'utf8'), 'panic-first-json.jsonl', 'auto');
    const text = readInput(readFileSync(join(GO, 'panic-first.txt'), 'utf8'), 'panic-first.txt', 'auto');
    if (!json.ok || !text.ok) throw new Error('not read');
    expect(text.value.format).toBe('go');
    expect(view(text.value.set)).toEqual(view(json.value.set));
    expect(view(text.value.set)).toEqual(view(goFixture('panic-first-v.txt')));
  });

  it('joins a base failure to the head that runs again (the reverse direction)', () => {
    const base = goFixture('panic-first-v.txt');
    const head = goFixture('panic-first-base-v.txt');
    expect(rows(base, head)).toEqual([
      ['example.com/gobench/panicfirst.BenchmarkFirst-2', 'sec/op', 'new'],
      ['example.com/gobench/panicfirst.BenchmarkSecond-2', 'sec/op', 'new'],
    ]);
  });

  it('does not guess when the other side ran it at two GOMAXPROCS values (-cpu 2,4)', () => {
    const base = resultSet([atProcs('BenchmarkX', 2, [1, 2, 3]), atProcs('BenchmarkX', 4, [1, 2, 3])]);
    const head = resultSet([firstRunFailure('BenchmarkX')]);
    expect(rows(base, head).map(([key, , status]) => [key, status])).toEqual([['p.BenchmarkX', 'failed'], ['p.BenchmarkX-2', 'removed'], ['p.BenchmarkX-4', 'removed']]);
  });

  it('leaves an exact match, a -N the other side\'s parser read as part of the name, and non-Go results alone', () => {
    // GOMAXPROCS=1 in base: no suffix anywhere, the keys already match.
    expect(rows(resultSet([benchmark('BenchmarkX', [metric('sec/op', [1, 2, 3])])]), resultSet([firstRunFailure('BenchmarkX')]))).toEqual([['p.BenchmarkX', 'sec/op', 'failed']]);
    // Sub-benchmark `n-10` at GOMAXPROCS 1 (procs 1): `-10` is its name, not a suffix.
    const named = benchmark('BenchmarkA/n-10', [metric('sec/op', [1, 2, 3])], { parts: { package: 'p', base: 'BenchmarkA', sub: ['n-10'], params: {}, procs: 1 } });
    expect(rows(resultSet([named]), resultSet([firstRunFailure('BenchmarkA/n')])).map(([key]) => key)).toEqual(['p.BenchmarkA/n', 'p.BenchmarkA/n-10']);
    // No procs at all (another tool): `fib-2` is just a name.
    const noProcs = benchmark('fib-2', [metric('sec/op', [1, 2, 3])], { parts: { base: 'fib-2', sub: [], params: {} } });
    expect(rows(resultSet([noProcs]), resultSet([firstRunFailure('fib')])).map(([key]) => key)).toEqual(['p.fib', 'p.fib-2']);
  });

  it('joins a skip in the first run the same way, and does not change its inputs', () => {
    const base = resultSet([atProcs('BenchmarkS', 2, [1, 2, 3])]);
    const head = resultSet([firstRunFailure('BenchmarkS', 'skipped')]);
    const before = JSON.stringify(head);
    expect(rows(base, head)).toEqual([['p.BenchmarkS-2', 'sec/op', 'skipped']]);
    expect(JSON.stringify(head)).toBe(before);
  });

  it('names the joined row as its key reads (`First-2`), as the report names the package\'s other rows, not `First`', () => {
    const names = (base: ResultSet, head: ResultSet): string[] => compareResultSets(base, head).comparisons.map((c) => c.name);
    expect(names(goFixture('panic-first-base-v.txt'), goFixture('panic-first-v.txt'))).toEqual(['BenchmarkFirst-2', 'BenchmarkSecond-2']);
    expect(names(resultSet([atProcs('BenchmarkS', 2, [1, 2, 3])]), resultSet([firstRunFailure('BenchmarkS', 'skipped')]))).toEqual(['BenchmarkS-2']);
  });
});
