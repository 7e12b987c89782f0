/**
 * The report's warning for a corrected runner offset (cached mode: head's suite-wide cost ratio to
 * the baseline, removed before testing). One wording, written by the report builder, swapped for
 * the rerun's by confirm-on-rerun, and annotated by the action when it is LARGE. Pure.
 */
import { formatPercent } from '../format.js';

const OFFSET_NOTE = 'runner offset: ';

/** Whether a report warning is runnerOffsetWarning's: a confirmed report swaps the first run's for the rerun's. */
export const isRunnerOffsetWarning = (warning: string): boolean => warning.startsWith(OFFSET_NOTE) || warning.startsWith(`LARGE ${OFFSET_NOTE}`);

/**
 * The report's warning for a corrected runner offset (a log cost ratio). `large` when it reaches the
 * threshold: the correction would then hide a change to every benchmark alike (STATISTICS.md §4.4
 * 9a), so the action also annotates it, where a passing run's reader looks.
 */
export function runnerOffsetWarning(offset: number, threshold: number): { text: string; large: boolean } {
  const slower = offset >= 0;
  const note = `${OFFSET_NOTE}head ran ${formatPercent(Math.abs(Math.exp(offset) - 1)).slice(1)} ${slower ? 'slower' : 'faster'} overall than the baseline; corrected before testing (the uncorrected geomean is shown beside it)`;
  const large = Math.abs(offset) >= Math.log(1 + threshold);
  // Either way the correction hides a change to everything alike: a slowdown when head ran slower, a speedup when it ran faster.
  const cause = slower ? 'a different or busier machine, or a change that slows everything' : 'a different or less busy machine, or a change that speeds everything up';
  return { text: large ? `LARGE ${note}. This is ${cause}: check the uncorrected geomean.` : note, large };
}
