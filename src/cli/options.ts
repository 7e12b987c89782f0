/**
 * Parsing option values shared by commands, with errors that name the option and list the
 * accepted values (STYLE.md §3.4: "Invalid value 'gox' for --format. Use one of: ...").
 */
import { UsageError } from './ports.js';

/** Checks a value against a closed set. */
export function oneOf<T extends string>(option: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`Invalid value '${value}' for ${option}. Use one of: ${allowed.join(', ')}.`);
}

/**
 * A threshold as a fraction: `5%` -> 0.05, `0.05` -> 0.05, `5` -> 0.05 (a bare number of 1 or
 * more is read as percent, since nobody means a 500% threshold by `5`).
 */
export function parseThreshold(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const match = /^(\d+(?:\.\d+)?|\.\d+)(%?)$/.exec(value.trim());
  if (match === null) throw new UsageError(`Invalid value '${value}' for ${option}. Use a percentage like 5% (or a fraction like 0.05).`);
  const number = Number(match[1]);
  const fraction = match[2] === '%' || number >= 1 ? number / 100 : number;
  if (!(fraction > 0) || fraction >= 10) throw new UsageError(`Invalid value '${value}' for ${option}: it must be above 0% and below 1000%.`);
  return fraction;
}

/** A probability in (0, 1). */
export function parseProbability(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!(number > 0 && number < 1)) throw new UsageError(`Invalid value '${value}' for ${option}. Use a number between 0 and 1, like 0.05.`);
  return number;
}
