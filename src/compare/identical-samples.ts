/**
 * Base and head holding the very same samples for a measured metric: two runs never produce the
 * same timings bit for bit, so this is one measurement read twice. The usual cause is a stale
 * input, e.g. a target/criterion entry that a run did not reach (the benchmark before it panicked)
 * still holds the previous run's files, and a crash then compares as "no change".
 */
import type { MetricPair } from './join.js';

/** The pairs whose base and head samples are the same list (two or more samples that vary). */
function isSameMeasurement(pair: MetricPair): boolean {
  if (pair.kind !== 'both' || pair.head.assumption === 'exact') return false;
  const base = pair.base.samples;
  const head = pair.head.samples;
  if (base.length < 2 || base.length !== head.length) return false;
  let varies = false;
  for (let i = 0; i < base.length; i++) {
    if (!Object.is(base[i], head[i])) return false;
    if (base[i] !== base[0]) varies = true;
  }
  return varies;
}

/** The report warning when some pairs are one measurement read twice; undefined when none is. */
export function identicalSamplesWarning(pairs: readonly MetricPair[]): string | undefined {
  const same = pairs.filter(isSameMeasurement);
  const first = same[0];
  if (first === undefined) return undefined;
  const example = `${first.benchmark.name} ${first.kind === 'both' ? first.head.unit : ''}`.trim();
  const count = same.length === 1 ? '1 compared metric has' : `${same.length} compared metrics have`;
  return `${count} the very same samples in base and head (e.g. ${example}): that is one measurement read twice, not two runs. `
    + 'If base and head were meant to be separate runs, one input is stale: e.g. a target/criterion entry that a run did not reach (an earlier benchmark panicked) keeps the previous run\'s files';
}
