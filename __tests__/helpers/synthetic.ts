/**
 * Seeded synthetic result sets for engine tests: a small PRNG (mulberry32) and normal noise
 * (Box-Muller), so every test input is reproducible without fixtures.
 */
import type { Benchmark, Metric, ResultSet } from '../../src/schema/result.js';

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function normal(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** `n` samples around `center` with coefficient of variation `cv`. */
export function noisy(random: () => number, center: number, cv: number, n: number): number[] {
  return Array.from({ length: n }, () => center * (1 + cv * normal(random)));
}

export function metric(unit: string, samples: number[], over: Partial<Metric> = {}): Metric {
  return { unit, originalUnit: unit, better: unit.endsWith('/s') ? 'higher' : 'lower', assumption: 'nothing', samples, ...over };
}

export function benchmark(name: string, metrics: Metric[], over: Partial<Benchmark> = {}): Benchmark {
  return { key: `p.${name}`, name, parts: { package: 'p', base: name, sub: [], params: {}, procs: 1 }, status: 'ok', config: {}, metrics, ...over };
}

export function resultSet(benchmarks: Benchmark[], over: Partial<ResultSet> = {}): ResultSet {
  return { schema: 'bench-gate/result', schemaVersion: 1, context: { tool: 'go', config: {}, sources: ['synthetic'] }, benchmarks, diagnostics: [], ...over };
}
