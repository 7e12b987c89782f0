/**
 * Turning one libtest-style result (text or JSON) into samples: the median is one sample, the
 * tool's `(+/- x)` goes into the summary, and libtest's `= N MB/s` becomes a `B/s` metric.
 */
import type { Summary } from '../schema/result.js';
import { scaleByPowerOfTen } from '../units.js';
import type { ResultCollector } from './collector.js';
import { libtestUnit } from './rust-units.js';

/** One result as the tool printed it: numbers in `unit` (ns/iter for libtest), MB/s decimal. */
export interface LibtestBench {
  median: number;
  deviation: number;
  unit: string;
  megabytesPerSecond?: number;
}

/**
 * What `(+/- x)` means: libtest prints max - min of its 50 samples (`range` -> `summary.spread`);
 * criterion's `--output-format bencher` prints the standard deviation (`stddev`).
 */
export type DeviationKind = 'range' | 'stddev';

/** One sample in its base unit, with the tool's summary of it. */
export interface LibtestSample { unit: string; originalUnit: string; value: number; summary: Summary }

/** The samples of one result, or undefined when a number is out of range once in base units. */
export function libtestSamples(bench: LibtestBench, kind: DeviationKind): LibtestSample[] | undefined {
  const { unit, exponent } = libtestUnit(bench.unit);
  const center = scaleByPowerOfTen(bench.median, exponent);
  const deviation = scaleByPowerOfTen(bench.deviation, exponent);
  // n: the output does not say how many samples the tool summarised (libtest: 50, criterion: 100 by default).
  const summary: Summary = { n: 1, center, centerKind: 'median' };
  if (kind === 'range') summary.spread = deviation;
  else summary.stddev = deviation;
  const samples: LibtestSample[] = [{ unit, originalUnit: bench.unit, value: center, summary }];
  if (bench.megabytesPerSecond !== undefined) {
    const rate = scaleByPowerOfTen(bench.megabytesPerSecond, 6);
    samples.push({ unit: 'B/s', originalUnit: 'MB/s', value: rate, summary: { n: 1, center: rate, centerKind: 'median' } });
  }
  const finite = Number.isFinite(deviation) && samples.every((s) => Number.isFinite(s.value));
  return finite ? samples : undefined;
}

/** Adds the samples to benchmark `key` (which must exist). */
export function addLibtestSamples(collector: ResultCollector, key: string, samples: readonly LibtestSample[]): void {
  for (const sample of samples) {
    collector.addBaseSample(key, sample.unit, sample.originalUnit, sample.value);
    collector.setSummary(key, sample.unit, sample.summary);
  }
}
