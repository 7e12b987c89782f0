/**
 * The answers that need no command code: `--version` and the main help. They live apart from the
 * dispatcher so that the executable's entry (src/cli-entry.ts) can give them without loading the
 * parsers, the statistics, zod and yaml: a user typing `bench-gate --version` should not wait for
 * a megabyte of JavaScript to compile (issue 9). Import nothing heavy here, nor from help.ts.
 */
import { MAIN_HELP } from './help.js';
import { VERSION } from '../version.js';

export interface FastAnswer {
  stdout: string;
  code: number;
}

/** The words that print the version (`help version` explains them, in the dispatcher). */
export const VERSION_WORDS: readonly string[] = ['--version', '-V', 'version'];

/** The answer for `argv` (without node and script) when it is a version or main-help request. */
export function fastAnswer(argv: readonly string[]): FastAnswer | undefined {
  const [command] = argv;
  // No command at all is a usage error that still deserves the help text.
  if (command === undefined) return { stdout: MAIN_HELP, code: 2 };
  // `--help COMMAND` is `help COMMAND`, which the dispatcher answers.
  if ((command === '--help' || command === '-h' || command === 'help') && argv.length === 1) return { stdout: MAIN_HELP, code: 0 };
  if (VERSION_WORDS.includes(command)) return { stdout: `bench-gate ${VERSION}\n`, code: 0 };
  return undefined;
}
