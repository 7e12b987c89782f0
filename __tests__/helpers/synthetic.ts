/**
 * Seeded synthetic result sets for engine tests: a small PRNG (mulberry32) and normal noise
 * (Box-Muller), so every test input is reproducible without fixtures.
 */
import { SCHEMA_VERSION, type Benchmark, type Metric, type ResultSet } from '../../src/schema/result.js';
import { gaussian } from '../../scripts/eval/noise.js';

/** The evaluation harness's seeded PRNG and normal draws, shared so tests and harness agree. */
export { mulberry32 as rng, gaussian as normal } from '../../scripts/eval/noise.js';

/** `n` samples around `center` with coefficient of variation `cv`. */
export function noisy(random: () => number, center: number, cv: number, n: number): number[] {
  return Array.from({ length: n }, () => center * (1 + cv * gaussian(random)));
}

export function metric(unit: string, samples: number[], over: Partial<Metric> = {}): Metric {
  return { unit, originalUnit: unit, better: unit.endsWith('/s') ? 'higher' : 'lower', assumption: 'nothing', samples, ...over };
}

export function benchmark(name: string, metrics: Metric[], over: Partial<Benchmark> = {}): Benchmark {
  return { key: `p.${name}`, name, parts: { package: 'p', base: name, sub: [], params: {}, procs: 1 }, status: 'ok', config: {}, metrics, ...over };
}

export function resultSet(benchmarks: Benchmark[], over: Partial<ResultSet> = {}): ResultSet {
  return { schema: 'bench-gate/result', schemaVersion: SCHEMA_VERSION, context: { tool: 'go', config: {}, sources: ['synthetic'] }, benchmarks, diagnostics: [], ...over };
}
