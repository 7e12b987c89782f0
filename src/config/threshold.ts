/**
 * Thresholds as the config file writes them ("3%", "0.5 %", 0.03), read into a fraction. Apart from
 * the schema, so that resolving a config (which every `compare` with a config does) does not load zod.
 */

/** `5%`, `0.5%`, `0.05` (a fraction) or `5` (a bare number of 1 or more is percent), as --threshold reads it. */
export const THRESHOLD_TEXT = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(%?)\s*$/;

/** A threshold as a fraction, or undefined when the value is not one (or not in (0%, 1000%)). */
export function thresholdFraction(value: string | number): number | undefined {
  const match = typeof value === 'number' ? [String(value), String(value), ''] : THRESHOLD_TEXT.exec(value);
  if (match === null) return undefined;
  const number = Number(match[1]);
  const fraction = match[2] === '%' || number >= 1 ? number / 100 : number;
  return fraction > 0 && fraction < 10 ? fraction : undefined;
}
