/**
 * How a benchmark command is started. On the command line, several words are run directly (no
 * shell, no quoting surprises); one string with spaces or shell syntax, or --shell, goes through
 * `bash -eo pipefail -c`, as GitHub's own `shell: bash` steps run. The action's `run` and `build`
 * inputs go through `bash -euo pipefail -c` wherever they run (the composite's step, the engine
 * alone, A/B rounds, reruns), so one command behaves the same in every mode.
 */

/** A command ready to spawn, and how to show it in messages. */
export interface CommandSpec {
  argv: string[];
  display: string;
}

const SHELL_SYNTAX = /[\s|&;<>()$`\\"'*?[\]#~{}]/;

/** Runs `script` with bash; errexit and pipefail so `go test ... | tee out.txt` fails when go does. */
export function bashCommand(script: string): CommandSpec {
  return { argv: ['bash', '-eo', 'pipefail', '-c', script], display: script };
}

/** bash's options for the action's `run` and `build` inputs: those of the run step in action.yml. */
export const ACTION_BASH_OPTIONS = ['-euo', 'pipefail'] as const;

/** Runs an action input's `script` as action.yml's run step does (nounset too: a typo'd variable fails). */
export function actionBashCommand(script: string): CommandSpec {
  return { argv: ['bash', ...ACTION_BASH_OPTIONS, '-c', script], display: script };
}

/** The command for `run -- WORDS...`: bash for --shell or a single string that needs a shell. */
export function commandFromWords(words: readonly string[], shell: boolean): CommandSpec {
  const [only] = words;
  if (shell || (words.length === 1 && only !== undefined && SHELL_SYNTAX.test(only))) return bashCommand(words.join(' '));
  return { argv: [...words], display: words.map(quoteWord).join(' ') };
}

/** A word as a POSIX shell would need it written (for display only). */
export function quoteWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}

/** A command shortened for labels: its first line, at most 60 characters. */
export function shortDisplay(spec: CommandSpec): string {
  const line = spec.display.split('\n', 1)[0] ?? '';
  return line.length > 60 || line !== spec.display ? `${line.slice(0, 59)}…` : line;
}
