/**
 * One cell of the evaluation: a noise model, a sample size, a slowdown, a seed. Evaluating a cell
 * generates its suites and counts, for each rule, false flags among unchanged benchmarks and hits
 * among slowed ones. Cells are independent, so they run on worker threads in any order and give the
 * same numbers.
 */
import { mulberry32, NOISE_MODELS } from './noise.js';
import { benchGate, benchstatLike, ratio110, type Rule, type Suite } from './rules.js';
import { makeSingleNumberSuite, makeSuite, SLOWED } from './suites.js';

export interface Cell { kind: 'samples' | 'single-number'; model: string; n: number; slowdown: number; seed: number; suites: number }

export interface Tally { falseFlags: number; unchanged: number; suitesFailing: number; suites: number; caught: number; slowed: number }

export const SAMPLE_RULES = ['bench-gate', 'benchstat-like', 'ratio 110%'] as const;
export const SINGLE_NUMBER_RULES = ['bench-gate', 'previous run, ratio 110%'] as const;

const previous110: Rule = (suite) => suite.base.map((a, i) => (suite.head[i]?.[0] ?? 0) / (a[0] ?? 1) > 1.10);

function rulesFor(cell: Cell): Rule[] {
  if (cell.kind === 'single-number') return [benchGate({ mode: 'cached' }), previous110];
  const model = NOISE_MODELS.find((m) => m.name === cell.model);
  return [benchGate(model?.cached === true ? { mode: 'cached' } : {}), benchstatLike, ratio110];
}

function tally(rule: Rule, suites: readonly Suite[], slowedCount: number): Tally {
  const t: Tally = { falseFlags: 0, unchanged: 0, suitesFailing: 0, suites: suites.length, caught: 0, slowed: 0 };
  for (const suite of suites) {
    let falseInSuite = 0;
    rule(suite).forEach((flag, i) => {
      if (i < slowedCount) {
        t.slowed += 1;
        if (flag) t.caught += 1;
      } else {
        t.unchanged += 1;
        if (flag) falseInSuite += 1;
      }
    });
    t.falseFlags += falseInSuite;
    if (falseInSuite > 0) t.suitesFailing += 1;
  }
  return t;
}

/** Runs one cell: a tally per rule, in the order of SAMPLE_RULES or SINGLE_NUMBER_RULES. */
export function runCell(cell: Cell): Tally[] {
  const random = mulberry32(cell.seed);
  const model = NOISE_MODELS.find((m) => m.name === cell.model);
  const suites = Array.from({ length: cell.suites }, () => (cell.kind === 'single-number' || model === undefined
    ? makeSingleNumberSuite(random, cell.n, cell.slowdown)
    : makeSuite(model, random, cell.n, cell.slowdown)));
  const slowed = cell.slowdown === 1 ? 0 : SLOWED;
  return rulesFor(cell).map((rule) => tally(rule, suites, slowed));
}
