/**
 * The engine's inputs, defined once (names, defaults, validation) and read through a getter so the
 * parsing is pure. Errors name the input and list the accepted values (STYLE.md §3.4).
 */
import { parse } from 'node:path';
import { INPUT_FORMATS, type InputFormat } from '../input.js';
import { DEFAULT_HISTORY_RUNS } from '../store/baseline-file.js';
import { COMMENT_POLICIES } from '../config/schema.js';
import { readThreshold, thresholdProblemText } from '../config/threshold.js';
import type { ConfirmSetting } from '../compare/confirm.js';
import { AB_ORDERS, type AbOrder } from '../run/order.js';
import { protectedDirectory, type ProtectedDirectory } from '../run/results-file.js';
import { parseSaveTrigger } from '../github/save-trigger.js';

export { COMMENT_POLICIES };

export const COMMANDS = ['all', 'prepare', 'gate', 'comment-from-artifact'] as const;
export const BASELINES = ['cache', 'ab', 'none'] as const;
/** The `confirm` input: auto (on for cached baselines), true, false. */
export const CONFIRM_INPUTS = ['auto', 'true', 'false'] as const;

export interface ActionInputs {
  command: (typeof COMMANDS)[number];
  run: string;
  format: InputFormat;
  outputFile: string;
  suite: string;
  threshold: number;
  baseline: (typeof BASELINES)[number];
  saveBaselineOn: string[];
  history: number;
  githubToken: string;
  comment: (typeof COMMENT_POLICIES)[number];
  /** comment-author; undefined: the token's own login (commentAuthor in github/comment.ts). */
  commentAuthor: string | undefined;
  failOnRegression: boolean;
  /** baseline: cache: fail a run that saves none when there is no baseline to compare with. */
  failOnMissingBaseline: boolean;
  machineId: string;
  workingDirectory: string;
  artifactPath: string;
  /** baseline: ab: the command that builds each tree ('' = none), rounds, and their order. */
  build: string;
  rounds: number;
  order: AbOrder;
  /** Re-measure flagged regressions before failing (confirm on rerun). */
  confirm: ConfirmSetting;
  /** Path of a bench-gate.yml; '' to look for the nearest one from working-directory up to the workspace. */
  config: string;
  /**
   * The outcome of the composite's benchmark step (success, failure, skipped; '' when the engine is
   * used alone): the gate step runs after a failed benchmark too, to say so in the verdict and on the
   * PR comment instead of leaving an earlier run's there.
   */
  benchOutcome: string;
  /** Which inputs were given (not empty): those override the config file's settings. */
  given: { format: boolean; threshold: boolean; comment: boolean };
}

export class InputError extends Error {}

/** Where the engine runs, for the inputs that name paths: the workspace (relative paths start there) and the home directory. */
export interface EnginePlaces {
  /** Absolute: GITHUB_WORKSPACE, the engine's working directory. */
  workspace: string;
  home: string | undefined;
}

export const DEFAULT_ARTIFACT_PATH = '.bench-gate/report';

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[], fallback: T): T {
  if (value === '') return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new InputError(`Invalid value '${value}' for input '${name}'. Use one of: ${allowed.join(', ')}.`);
}

/**
 * output-file: removed before each run the engine makes, so never the workspace, a directory above
 * it, or the home directory or one above it (an absolute `${{ github.workspace }}` included).
 */
function outputFile(value: string, places: EnginePlaces): string {
  const found = value === '' ? undefined : protectedDirectory(value, places.workspace, places.home);
  if (found === undefined) return value;
  throw new InputError(`Invalid value '${value}' for input 'output-file': ${describeProtected(found, places)}, which the engine removes before each run it makes. Give the file or directory the benchmark writes, e.g. out.json or target/criterion.`);
}

/**
 * artifact-path: the gate writes its report files into it (report.json, comment.md, pr.json, the
 * owner file) and the job uploads it as an artifact, so it must be a directory of its own. Refused:
 * the workspace itself (the checkout's own report.json would be replaced, and an upload of the
 * directory would take the whole checkout), a directory above it (a filesystem root included),
 * and the home directory or one above it. Any directory inside the workspace (the default) or
 * outside it (under runner.temp) is fine. comment-from-artifact only reads it, from where
 * download-artifact put the report (by default the workspace itself), so there it is not checked.
 */
export function artifactPath(value: string, command: ActionInputs['command'], places: EnginePlaces): string {
  const path = value === '' ? DEFAULT_ARTIFACT_PATH : value;
  const found = command === 'comment-from-artifact' ? undefined : protectedDirectory(path, places.workspace, places.home);
  if (found === undefined) return path;
  throw new InputError(`Invalid value '${value}' for input 'artifact-path': ${describeProtected(found, places)}. The gate writes its report files there (report.json, comment.md, pr.json) `
    + `and the job uploads the directory as an artifact, so it must be a directory of its own: use one inside the workspace, e.g. artifact-path: ${DEFAULT_ARTIFACT_PATH} (the default; relative paths start at the workspace), or one under runner.temp.`);
}

/** What a refused artifact-path resolved to, with the directory it is or holds. */
function describeProtected({ is, target }: ProtectedDirectory, places: EnginePlaces): string {
  switch (is) {
    case 'cwd': return `it is the workspace itself (${target})`;
    case 'above-cwd': return `${target} is ${target === parse(target).root ? 'the filesystem root' : 'a directory'} above the workspace (${places.workspace})`;
    case 'home': return `${target} is the home directory`;
    case 'above-home': return `${target} is a directory above the home directory (${places.home ?? ''})`;
  }
}

/** suite: any name; empty is `default`. */
export function suiteName(value: string): string {
  return value === '' ? 'default' : value;
}

/** save-baseline-on: every entry must name an event that can save, else no baseline is ever saved. */
function saveBaselineOn(entries: string[]): string[] {
  for (const entry of entries) {
    const trigger = parseSaveTrigger(entry);
    if (!trigger.ok) throw new InputError(`Invalid entry '${entry}' in input 'save-baseline-on': ${trigger.error}`);
  }
  return entries;
}

/** The same reading as --threshold and the config file (config/threshold.ts). */
function threshold(value: string): number {
  if (value === '') return 0.05;
  const reading = readThreshold(value);
  if ('problem' in reading) throw new InputError(`Invalid value '${value}' for input 'threshold'. ${thresholdProblemText(reading.problem, value)}`);
  return reading.fraction;
}

function bool(name: string, value: string, fallback: boolean): boolean {
  if (value === '') return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new InputError(`Invalid value '${value}' for input '${name}'. Use true or false.`);
}

function positiveInt(name: string, value: string, fallback: number): number {
  if (value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000) throw new InputError(`Invalid value '${value}' for input '${name}'. Use a whole number from 1 to 1000.`);
  return n;
}

/**
 * Reads every input through `get` (which returns '' for an absent input); `places` says where the
 * engine runs, for artifact-path's check.
 */
export function readInputs(get: (name: string) => string, places: EnginePlaces): ActionInputs {
  const list = (v: string): string[] => v.split(/[\s,]+/).filter((x) => x !== '');
  const command = oneOf('command', get('command'), COMMANDS, 'all');
  return {
    command,
    run: get('run'),
    format: oneOf('format', get('format'), INPUT_FORMATS, 'auto'),
    outputFile: outputFile(get('output-file'), places),
    suite: suiteName(get('suite')),
    threshold: threshold(get('threshold')),
    baseline: oneOf('baseline', get('baseline'), BASELINES, 'cache'),
    saveBaselineOn: saveBaselineOn(list(get('save-baseline-on') === '' ? 'push schedule workflow_dispatch' : get('save-baseline-on'))),
    history: positiveInt('history', get('history'), DEFAULT_HISTORY_RUNS),
    githubToken: get('github-token'),
    comment: oneOf('comment', get('comment'), COMMENT_POLICIES, 'always'),
    commentAuthor: get('comment-author') === '' ? undefined : get('comment-author'),
    failOnRegression: bool('fail-on-regression', get('fail-on-regression'), true),
    failOnMissingBaseline: bool('fail-on-missing-baseline', get('fail-on-missing-baseline'), false),
    machineId: get('machine-id'),
    workingDirectory: get('working-directory') === '' ? '.' : get('working-directory'),
    artifactPath: artifactPath(get('artifact-path'), command, places),
    build: get('build'),
    rounds: positiveInt('rounds', get('rounds'), 10),
    order: oneOf('order', get('order'), AB_ORDERS, 'abba'),
    confirm: ({ auto: 'auto', true: 'on', false: 'off' } as const)[oneOf('confirm', get('confirm'), CONFIRM_INPUTS, 'auto')],
    config: get('config'),
    benchOutcome: get('bench-outcome'),
    given: { format: get('format') !== '', threshold: get('threshold') !== '', comment: get('comment') !== '' },
  };
}
