/**
 * The config's `single-sample-fallback: threshold:10%` (STATISTICS.md §4.4 item 10): for a metric
 * with one number per run whose baseline history is too short for the history test, an explicit
 * opt-in to judge it anyway by a plain threshold on head against base, with no statistics, as
 * github-action-benchmark does. The value names its kind (`threshold:`) so that the file says what
 * the check is; the percentage after it reads as every threshold does (threshold.ts). Apart from
 * the schema, so that resolving a config does not load zod.
 */
import { THRESHOLD_TEXT, readThreshold, thresholdProblemText } from './threshold.js';

/** `threshold:10%` (spaces allowed around the colon), the percentage in threshold.ts's syntax. */
export const SINGLE_SAMPLE_FALLBACK_TEXT = new RegExp(`^\\s*threshold\\s*:${THRESHOLD_TEXT.source.replace(/^\^/, '')}`);

export const SINGLE_SAMPLE_FALLBACK_HELP = 'must be "threshold:" and a percentage, like threshold:10%';

/** The fallback's threshold as a fraction, or what is wrong with the value and how to write it. */
export type SingleSampleFallbackReading = { threshold: number } | { problem: string };

export function readSingleSampleFallback(value: string): SingleSampleFallbackReading {
  const match = SINGLE_SAMPLE_FALLBACK_TEXT.exec(value);
  if (match === null) {
    // A bare percentage is the likeliest slip: say what to add rather than what the syntax is.
    if ('fraction' in readThreshold(value)) return { problem: `must name its kind: write threshold:${value.trim()} (a plain threshold check, the only fallback there is)` };
    return { problem: SINGLE_SAMPLE_FALLBACK_HELP };
  }
  const percent = `${match[1] ?? ''}${match[2] ?? ''}`;
  const reading = readThreshold(percent);
  if ('fraction' in reading) return { threshold: reading.fraction };
  return { problem: reading.problem === 'range' ? 'the threshold must be above 0% and below 1000%' : thresholdProblemText(reading.problem, percent) };
}

/** The fallback's threshold as a fraction, or undefined when the value is not one (see readSingleSampleFallback). */
export function singleSampleFallbackThreshold(value: string): number | undefined {
  const reading = readSingleSampleFallback(value);
  return 'threshold' in reading ? reading.threshold : undefined;
}
