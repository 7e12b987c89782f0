/**
 * Parsing option values shared by commands, with errors that name the option and list the
 * accepted values (STYLE.md §3.4: "Invalid value 'gox' for --format. Use one of: ...").
 */
import { UsageError } from './ports.js';
import { readThreshold, thresholdProblemText } from '../config/threshold.js';

/** Checks a value against a closed set. */
export function oneOf<T extends string>(option: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`Invalid value '${value}' for ${option}. Use one of: ${allowed.join(', ')}.`);
}

/** A threshold as a fraction: `5%` -> 0.05, `0.05` -> 0.05, `5` -> 0.05 (config/threshold.ts has the rule). */
export function parseThreshold(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const reading = readThreshold(value);
  if ('problem' in reading) throw new UsageError(`Invalid value '${value}' for ${option}. ${thresholdProblemText(reading.problem, value)}`);
  return reading.fraction;
}

/** A probability in (0, 1). */
export function parseProbability(option: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!(number > 0 && number < 1)) throw new UsageError(`Invalid value '${value}' for ${option}. Use a number between 0 and 1, like 0.05.`);
  return number;
}

/**
 * A commit SHA as given to --commit (check, parse, run): 4 to 64 hex digits, trimmed; undefined when
 * not given. One rule for every command, so a commit that `parse` records can be checked by `check`.
 */
export function parseCommit(option: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const sha = value.trim();
  if (/^[0-9a-fA-F]{4,64}$/.test(sha)) return sha;
  throw new UsageError(`Invalid value '${value}' for ${option}. Use a commit SHA (4 to 64 hex digits; best the full one), e.g. ${option} "$(git rev-parse HEAD)".`);
}

/** A suite name (--suite): it names the report and the PR comment's marker, so it cannot be empty. */
/** A result file's suite, when it names one: a blank name (written by hand, or before --suite refused it) names none. */
export function suiteNamedIn(set: { suite?: string | undefined }): string | undefined {
  return set.suite !== undefined && set.suite.trim() !== '' ? set.suite : undefined;
}

export function parseSuite(option: string, value: string | undefined): string | undefined {
  if (value === undefined || value.trim() !== '') return value;
  throw new UsageError(`Invalid value '${value}' for ${option}: a suite name cannot be empty. Give a name like ${option} api, or leave ${option} out.`);
}
