/**
 * Base and head whose Go benchmark names differ only in GOMAXPROCS (`BenchmarkConcat` at 1 core,
 * `BenchmarkConcat-4` at 4): the warning says so, rather than "check that both ran the same suite".
 * Real output: fixtures/go/cpu-1-2-4.txt (`go test -cpu 1,2,4`), its GOMAXPROCS=1 lines as one
 * machine's run and its GOMAXPROCS=4 lines as another's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { readInput } from '../../src/input.js';
import type { ResultSet } from '../../src/schema/result.js';

const lines = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'cpu-1-2-4.txt'), 'utf8').split('\n');
const header = lines.filter((l) => !l.startsWith('Benchmark'));

function run(keep: (name: string) => boolean, source: string): ResultSet {
  const text = [...header, ...lines.filter((l) => l.startsWith('Benchmark') && keep(l.split(/\s/)[0] ?? ''))].join('\n');
  const read = readInput(text, source, 'go');
  if (!read.ok) throw new Error(read.error);
  return read.value.set;
}

describe('base and head that differ only in GOMAXPROCS', () => {
  it('names the suffix and the fix, with a pair of names', () => {
    const one = run((name) => !/-\d+$/.test(name), 'one-core.txt');
    const four = run((name) => name.endsWith('-4'), 'four-cores.txt');
    const report = compareResultSets(one, four);
    expect(report.comparisons.every((c) => c.status === 'new' || c.status === 'removed')).toBe(true);
    expect(report.warnings).toEqual([expect.stringMatching(
      /^base and head have no benchmark in common: their names differ only in the GOMAXPROCS suffix Go adds \(e\.g\. BenchmarkConcat in base, BenchmarkConcat-4 in head: GOMAXPROCS 1 against GOMAXPROCS 4\)\. .*give both runs the same -cpu N$/,
    )]);
  });

  it('does not take a GOMAXPROCS=1 name\'s own -N for the suffix (sub-benchmark n-10 against another run\'s n)', () => {
    // fixtures/go/gomaxprocs-ambiguity.txt (-cpu 1,4): its GOMAXPROCS=1 lines, where BenchmarkAmbig/n-10
    // is sub-benchmark "n-10" (most names carry no suffix), against a run of sub-benchmark "n" alone.
    const ambiguity = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'gomaxprocs-ambiguity.txt'), 'utf8').split('\n');
    const of = (names: RegExp, source: string): ResultSet => {
      const read = readInput([...ambiguity.slice(0, 4), ...ambiguity.filter((l) => names.test(l))].join('\n'), source, 'go');
      if (!read.ok) throw new Error(read.error);
      return read.value.set;
    };
    const base = of(/^BenchmarkNames\/(with_space|dup|k=v) |^BenchmarkAmbig\/n-10 /, 'base.txt');
    expect(base.benchmarks.find((b) => b.name === 'BenchmarkAmbig/n-10')?.parts.procs).toBe(1);
    const head = of(/^BenchmarkAmbig\/n /, 'head.txt');
    expect(compareResultSets(base, head).warnings).toEqual(['base and head have no benchmark in common: check that both ran the same suite (benchmark names include the package)']);
  });

  it('still says "no benchmark in common" when the names differ otherwise', () => {
    const concat = run((name) => name.startsWith('BenchmarkConcat'), 'concat.txt');
    const sort = run((name) => name.startsWith('BenchmarkSortInts-4'), 'sort.txt');
    expect(compareResultSets(concat, sort).warnings).toEqual(['base and head have no benchmark in common: check that both ran the same suite (benchmark names include the package)']);
  });
});
