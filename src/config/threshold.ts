/**
 * Thresholds as people write them ("3%", "0.5 %", 0.03, 5), read into a fraction: one rule for
 * --threshold, the config file and the action's input. Apart from the schema, so that resolving a
 * config (which every `compare` with a config does) does not load zod.
 *
 * A bare number below 1 is a fraction and one of 1 or more is percent (nobody means 500% by `5`).
 * Between 0.5 and 1 the two readings are both plausible and far apart (0.75: 75% or 0.75%?), and
 * just below 1 they jump (0.999 would be 99.9% while 1 is 1%), so those need the % sign.
 */

/** `5%`, `0.5%`, `0.05` (a fraction) or `5` (percent), as the threshold syntax allows. */
export const THRESHOLD_TEXT = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(%?)\s*$/;

/** A threshold read: its fraction, or why it is not one. */
export type ThresholdReading = { fraction: number } | { problem: 'syntax' | 'range' | 'ambiguous' };

export function readThreshold(value: string | number): ThresholdReading {
  const match = typeof value === 'number' ? [String(value), String(value), ''] : THRESHOLD_TEXT.exec(value);
  if (match === null) return { problem: 'syntax' };
  const number = Number(match[1]);
  const percent = match[2] === '%';
  if (!percent && number >= 0.5 && number < 1) return { problem: 'ambiguous' };
  const fraction = percent || number >= 1 ? number / 100 : number;
  return fraction > 0 && fraction < 10 ? { fraction } : { problem: 'range' };
}

/** A threshold as a fraction, or undefined when the value is not one (see readThreshold). */
export function thresholdFraction(value: string | number): number | undefined {
  const reading = readThreshold(value);
  return 'fraction' in reading ? reading.fraction : undefined;
}

/**
 * What is wrong with a threshold that is not one, and how to write it instead; `value`, the
 * threshold as given, is what the two readings of an ambiguous one are spelled out for.
 */
export function thresholdProblemText(problem: 'syntax' | 'range' | 'ambiguous', value: string | number): string {
  switch (problem) {
    case 'syntax': return 'Use a percentage like 5% (or a fraction like 0.05).';
    case 'range': return 'It must be above 0% and below 1000%.';
    case 'ambiguous': return ambiguousText(value);
  }
}

/** `0.5 reads as either a fraction (0.5 = 50%) or a percentage (0.5%)`, for the number given. */
function ambiguousText(value: string | number): string {
  const number = Number(THRESHOLD_TEXT.exec(String(value))?.[1] ?? value);
  const shown = String(number);
  // toPrecision(12) drops the binary noise of ×100 (0.57 × 100 = 56.99999999999999).
  const asPercent = `${Number((number * 100).toPrecision(12))}%`;
  return `A bare number from 0.5 up to 1 reads as either a fraction (${shown} = ${asPercent}) or a percentage (${shown}%); write ${asPercent} or ${shown}% to say which.`;
}
