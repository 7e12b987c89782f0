/**
 * Which cells an evaluation run computes, and the seed of each. A cell's seed is derived from the
 * run's seed and the cell's place in the full plan (its noise model's index among all models, its
 * sample size, its slowdown), never from what else the run computes: `--only normal-5` then gives
 * exactly the normal-5 rows of the full tables (docs/EVALUATION.md), so one model can be checked
 * without running them all.
 */
import type { Cell } from './cells.js';
import { NOISE_MODELS } from './noise.js';

export const SLOWDOWNS = [1.01, 1.02, 1.05, 1.10, 1.20];
export const SAMPLE_SIZES = [5, 10, 20];
export const HISTORY_LENGTHS = [2, 5, 10, 30];

export interface PlanOptions {
  /** Suites per cell. */
  suites: number;
  /** The run's seed; every cell's seed is derived from it. */
  seed: number;
  /** One noise model's name: only its cells (and no one-number-per-run cells). */
  only?: string;
}

/** The noise models a run covers: all of them, or the one `only` names (an unknown name is an error listing the names). */
export function plannedModels(only: string | undefined): typeof NOISE_MODELS {
  if (only === undefined) return NOISE_MODELS;
  const model = NOISE_MODELS.find((m) => m.name === only);
  if (model === undefined) throw new Error(`--only ${only}: no such noise model. Use one of: ${NOISE_MODELS.map((m) => m.name).join(', ')}.`);
  return [model];
}

/** The cells of a run, in the order the tables print them. */
export function evaluationCells(options: PlanOptions): Cell[] {
  const seedOf = (...parts: number[]): number => parts.reduce((a, b) => (Math.imul(a, 31) + b) >>> 0, options.seed);
  const cells: Cell[] = [];
  for (const model of plannedModels(options.only)) {
    // The model's index among all models, not among those this run covers (see the header).
    const m = NOISE_MODELS.indexOf(model);
    for (const n of SAMPLE_SIZES) {
      for (const slowdown of [1, ...SLOWDOWNS]) cells.push({ kind: 'samples', model: model.name, n, slowdown, seed: seedOf(m, n, Math.round(slowdown * 100)), suites: options.suites });
    }
  }
  if (options.only === undefined) {
    for (const h of HISTORY_LENGTHS) {
      for (const slowdown of [1, 1.1, 1.2]) cells.push({ kind: 'single-number', model: 'history', n: h, slowdown, seed: seedOf(99, h, Math.round(slowdown * 100)), suites: options.suites });
    }
  }
  return cells;
}
