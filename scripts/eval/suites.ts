/**
 * Generating one 100-benchmark suite of a noise model: base and head samples, which benchmarks were
 * slowed, and (for cached baselines) the medians of earlier baseline runs.
 */
import * as ss from 'simple-statistics';
import { gaussian, type NoiseModel, type Random } from './noise.js';
import type { Suite } from './rules.js';

export const BENCHMARKS = 100;
export const SLOWED = 5;
export const HISTORY_RUNS = 10;
const MACHINE_CV = 0.03;
const RUN_CV = 0.01;


/** Where sample i of a side sits in the job, for drift models. */
function positions(model: NoiseModel, n: number, side: 0 | 1): (i: number) => number {
  if (model.layout === 'interleaved') return (i) => (2 * i + side) / (2 * n);
  return (i) => (side * n + i) / (2 * n);
}

/** One run of every benchmark: per-benchmark samples with this run's machine offset. */
function run(model: NoiseModel, random: Random, n: number, side: 0 | 1, slowdown: (i: number) => number): number[][] {
  const machine = model.cached === true ? 1 + MACHINE_CV * gaussian(random) : 1;
  return Array.from({ length: BENCHMARKS }, (_, i) => {
    const runOffset = model.cached === true ? 1 + RUN_CV * gaussian(random) : 1;
    const ctx = { runFactor: machine * runOffset * slowdown(i), position: positions(model, n, side) };
    return model.sample(random, n, ctx);
  });
}

/** A suite; benchmarks 0..SLOWED-1 are slowed by `slowdown` in head (1 = A/A). */
export function makeSuite(model: NoiseModel, random: Random, n: number, slowdown: number): Suite {
  const slow = (i: number): number => (i < SLOWED ? slowdown : 1);
  const suite: Suite = { base: run(model, random, n, 0, () => 1), head: run(model, random, n, 1, slow) };
  if (model.cached === true) {
    const runs = Array.from({ length: HISTORY_RUNS }, () => run(model, random, n, 0, () => 1).map((samples) => ss.median(samples)));
    suite.history = Array.from({ length: BENCHMARKS }, (_, i) => runs.map((r) => r[i] ?? 1));
  }
  return suite;
}

/** One number per run: history of `h` runs and the base and head runs, 2% run noise, 3% machine offset. */
export function makeSingleNumberSuite(random: Random, h: number, slowdown: number): Suite {
  const oneRun = (slow: (i: number) => number): number[] => {
    const machine = 1 + MACHINE_CV * gaussian(random);
    return Array.from({ length: BENCHMARKS }, (_, i) => machine * (1 + 0.02 * gaussian(random)) * slow(i));
  };
  const runs = Array.from({ length: h }, () => oneRun(() => 1));
  const base = oneRun(() => 1);
  const head = oneRun((i) => (i < SLOWED ? slowdown : 1));
  return {
    base: base.map((v) => [v]),
    head: head.map((v) => [v]),
    history: Array.from({ length: BENCHMARKS }, (_, i) => [...runs.map((r) => r[i] ?? 1), base[i] ?? 1]),
  };
}
