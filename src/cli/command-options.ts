/**
 * Every command's options, as node:util parseArgs takes them. One table per command, all in one
 * small module, so that an argument error can say which other command has an option given to the
 * wrong one (`parse --threshold`), and a test can hold each table against the command's --help.
 * Data only: nothing here is loaded that `bench-gate --help` would pay for (cli/fast-path.ts).
 */
import type { ParseArgsConfig } from 'node:util';

export type OptionTable = NonNullable<ParseArgsConfig['options']>;

const REPORT_FLAGS = {
  output: { type: 'string' }, out: { type: 'string', short: 'o' }, full: { type: 'boolean' },
  color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
} as const;

const CONFIG_FLAGS = { config: { type: 'string' }, 'no-config': { type: 'boolean' } } as const;

export const COMPARE_OPTIONS = {
  format: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
  'multiple-comparisons': { type: 'string' }, mode: { type: 'string' }, 'common-mode': { type: 'string' },
  ...REPORT_FLAGS, suite: { type: 'string' },
  lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
  ...CONFIG_FLAGS,
} as const;

export const PARSE_OPTIONS = {
  format: { type: 'string' }, suite: { type: 'string' }, commit: { type: 'string' }, branch: { type: 'string' },
  out: { type: 'string', short: 'o' }, lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
  ...CONFIG_FLAGS,
} as const;

export const RUN_OPTIONS = {
  format: { type: 'string' }, runs: { type: 'string', short: 'n' }, timeout: { type: 'string' }, out: { type: 'string', short: 'o' },
  shell: { type: 'boolean' }, suite: { type: 'string' }, commit: { type: 'string' }, quiet: { type: 'boolean', short: 'q' },
  lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
  ...CONFIG_FLAGS, results: { type: 'string' },
  baseline: { type: 'string' }, mode: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
  output: { type: 'string' }, report: { type: 'string' }, confirm: { type: 'boolean' }, 'no-confirm': { type: 'boolean' }, full: { type: 'boolean' },
  color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
} as const;

export const AB_OPTIONS = {
  'base-cmd': { type: 'string' }, 'head-cmd': { type: 'string' }, cmd: { type: 'string' }, 'base-ref': { type: 'string' }, build: { type: 'string' },
  rounds: { type: 'string' }, order: { type: 'string' }, seed: { type: 'string' }, timeout: { type: 'string' }, format: { type: 'string' },
  threshold: { type: 'string' }, q: { type: 'string' }, ...REPORT_FLAGS,
  'base-out': { type: 'string' }, 'head-out': { type: 'string' }, suite: { type: 'string' },
  quiet: { type: 'boolean', short: 'q' }, lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
  results: { type: 'string' }, confirm: { type: 'boolean' }, 'no-confirm': { type: 'boolean' },
  ...CONFIG_FLAGS,
} as const;

export const MERGE_OPTIONS = {
  out: { type: 'string', short: 'o' }, 'allow-different-machines': { type: 'boolean' }, suite: { type: 'string' }, help: { type: 'boolean', short: 'h' },
} as const;

export const CHECK_OPTIONS = {
  'max-age': { type: 'string' }, commit: { type: 'string' }, 'allow-partial': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
} as const;

export const REPORT_OPTIONS = { ...REPORT_FLAGS, suite: { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const;

/** Each command's table, in the order `bench-gate --help` lists the commands. */
export const COMMAND_OPTIONS: Readonly<Record<string, OptionTable>> = {
  compare: COMPARE_OPTIONS, parse: PARSE_OPTIONS, run: RUN_OPTIONS, ab: AB_OPTIONS, merge: MERGE_OPTIONS, check: CHECK_OPTIONS, report: REPORT_OPTIONS,
};
