/**
 * Whether a documented `bench-gate ...` command line is one the CLI accepts: run through the real
 * dispatcher and the command's own argument parsing (cli/command-options.ts's tables, `run`'s split
 * at `--`, `ab`'s refusal of positionals) with `--help` put first, so that every command stops right
 * after reading its arguments and nothing is read, run or written. Any port the command would use
 * beyond printing fails the check loudly.
 */
import { runCli } from '../../src/cli/run-cli.js';
import type { CliPorts } from '../../src/cli/ports.js';
import { COMMAND_OPTIONS } from '../../src/cli/command-options.js';

const HELP_WORDS = ['help', '--help', '-h', '--version', '-V', 'version'];

/** undefined when the command line is accepted, else the CLI's own message (exit status 2). */
export async function cliRefusal(args: readonly string[]): Promise<string | undefined> {
  const [command = ''] = args;
  // The help and version words are answered as they are; a command gets --help in front of its arguments.
  const argv = HELP_WORDS.includes(command) || !Object.hasOwn(COMMAND_OPTIONS, command) ? [...args] : [command, '--help', ...args.slice(1)];
  let stderr = '';
  const printOnly: Partial<CliPorts> = {
    stdout: () => undefined,
    stderr: (text: string) => { stderr += text; },
    flushStdout: () => Promise.resolve(),
    env: {},
    stdoutIsTTY: false,
    stderrIsTTY: false,
  };
  const ports = new Proxy(printOnly, {
    get(target, name) {
      if (typeof name !== 'string' || name in target) return target[name as keyof CliPorts];
      throw new Error(`the snippet check ran \`bench-gate ${argv.join(' ')}\` with --help, and the CLI still used its ${name} port`);
    },
  }) as CliPorts;
  const code = await runCli(argv, ports);
  if (code === 0) return undefined;
  return stderr.trim() === '' ? `exit status ${code}` : stderr.trim();
}

/**
 * The `--name` and `-x` options in a synopsis written in prose (`bench-gate report FILE [--full]
 * [-o FILE]`) that the command does not have. Only the names are checked: a synopsis holds
 * placeholders and brackets that are not a command line.
 */
export function unknownOptionsInSynopsis(command: string, words: readonly string[]): string[] {
  const table = Object.hasOwn(COMMAND_OPTIONS, command) ? COMMAND_OPTIONS[command] : undefined;
  if (table === undefined) return [`no command '${command}' (commands: ${Object.keys(COMMAND_OPTIONS).join(', ')})`];
  const unknown: string[] = [];
  for (const raw of words) {
    if (raw === '--') break;
    const word = raw.replace(/^[[(]+/, '').replace(/[\])|,.:;]+$/, '');
    const long = /^--([a-z][\w-]*)(?:=.*)?$/.exec(word)?.[1];
    const short = /^-([a-zA-Z])$/.exec(word)?.[1];
    if (long !== undefined && !Object.hasOwn(table, long)) unknown.push(`--${long}`);
    if (short !== undefined && !Object.values(table).some((o) => o.short === short)) unknown.push(`-${short}`);
  }
  return unknown;
}
