/**
 * A metric's value in a history run (STATISTICS.md §4.4): the median of the run's samples, else its
 * summary's center (a format that prints only a summary); none when that is not a finite number.
 * The action records it when it saves a baseline (store/baseline-file.ts historyRunOf), and the
 * load-time normalisation recomputes it for a file's own run where joining two units lost it
 * (schema/stored-units-normalization.ts): both must give the same number.
 */
import { median } from './stats/sorted.js';

export function historyMedian(samples: readonly number[], center: number | undefined): number | undefined {
  const value = samples.length > 0 ? median(samples) : center;
  return value !== undefined && Number.isFinite(value) ? value : undefined;
}
