/**
 * scripts/perf/floor.mjs is the "least any one-thread Node comparer does" row of scripts/bench. A
 * floor that skipped benchmarks or metrics would flatter itself, so it is held to bench-gate's own
 * reading of real `go test -bench` output: the same (benchmark, metric) pairs, the same sample
 * counts, the same medians of both sides (in the units Go printed; bench-gate stores base units) and
 * the same Mann-Whitney U.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput } from '../../src/input.js';
import { mannWhitneyU } from '../../src/stats/mann-whitney.js';
import { median } from '../../src/stats/sorted.js';
import { tidyUnit } from '../../src/units.js';

const root = join(import.meta.dirname, '../..');
const FLOOR = join(root, 'scripts/perf/floor.mjs');

interface FloorComparison { name: string; metric: number; base: number; head: number; ratio: number; u: number; n: [number, number] }

function runFloor(base: string, head: string): FloorComparison[] {
  const out = execFileSync(process.execPath, [FLOOR, base, head], { encoding: 'utf8' });
  return (JSON.parse(out) as { comparisons: FloorComparison[] }).comparisons;
}

describe('the floor program reads what bench-gate reads', () => {
  // -count=10 with -benchmem: three metrics per line, ten lines per benchmark.
  const base = join(root, 'fixtures/go/compare-base-run1.txt');
  const head = join(root, 'fixtures/go/compare-head.txt');

  it('every benchmark and metric, with the same sample counts and medians', () => {
    const parsed = readInput(readFileSync(base, 'utf8'), base, 'go');
    const parsedHead = readInput(readFileSync(head, 'utf8'), head, 'go');
    if (!parsed.ok || !parsedHead.ok) throw new Error('fixtures do not parse');
    const headByName = new Map(parsedHead.value.set.benchmarks.map((b) => [b.name, b]));
    const expected = parsed.value.set.benchmarks.flatMap((b) => b.metrics.flatMap((m, i) => {
      const other = headByName.get(b.name)?.metrics.find((h) => h.unit === m.unit);
      if (other === undefined) return [];
      // Back to the unit Go printed (ns/op -> sec/op is 10^-9): the floor does no unit work.
      const scale = 10 ** -tidyUnit(m.originalUnit ?? m.unit).exponent;
      const medianOf = (xs: readonly number[]): number => median([...xs].sort((x, y) => x - y)) * scale;
      // U of base: pairs where the base sample is larger, ties counted half (bench-gate's own rank test).
      const u = mannWhitneyU(m.samples, other.samples, 'greater').u;
      return [{ name: b.name, metric: i + 1, base: medianOf(m.samples), head: medianOf(other.samples), u, n: [m.samples.length, other.samples.length] }];
    }));
    const floor = runFloor(base, head);
    expect(expected.length).toBeGreaterThan(3);
    expect(floor.map((c) => [c.name, c.metric, c.n, c.u])).toEqual(expected.map((c) => [c.name, c.metric, c.n, c.u]));
    floor.forEach((c, i) => {
      expect(c.base).toBeCloseTo(expected[i]?.base ?? NaN, 6);
      expect(c.head).toBeCloseTo(expected[i]?.head ?? NaN, 6);
    });
    // The fixtures differ, so U is not the same both ways round: the check above sees its direction.
    expect(floor.some((c) => c.u !== (c.n[0] * c.n[1]) / 2)).toBe(true);
  });
});
