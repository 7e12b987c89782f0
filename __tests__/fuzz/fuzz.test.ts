/**
 * Fuzzing in CI (issue 10, item 1): for every parser, format detection, the config loader, the
 * result-file loader, the baseline loader and the byte decoder, a few hundred inputs (arbitrary
 * text plus mutated real fixtures, see targets.ts and mutate.ts): no throw, no hang, every problem
 * a diagnostic with a line. `npx tsx scripts/fuzz.ts` runs the same checks a million times each.
 * FUZZ_RUNS and FUZZ_SEED override the run count and the seed; a failure prints the seed, the
 * violations and the shrunk input.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { excerptInput, fuzzTargets, runOne } from './targets.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

describe('fuzz: no throw, no hang, every problem with a line', () => {
  it.each(fuzzTargets().map((t) => [t.name, t] as const))('%s', (name, target) => {
    const details = fc.check(fc.property(target.arbitrary, (input) => runOne(target, input).violations.length === 0),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) });
    if (!details.failed || details.counterexample === null) return;
    const [input] = details.counterexample;
    const violations = runOne(target, input).violations;
    throw new Error(`fuzz target ${name} failed (seed ${details.seed}, path ${details.counterexamplePath ?? '?'}; rerun with FUZZ_SEED=${details.seed}):\n`
      + `${violations.map((v) => `  - ${v.split('\n').slice(0, 6).join('\n    ')}`).join('\n')}\n  input: ${excerptInput(input)}`);
  }, 120_000);
});
