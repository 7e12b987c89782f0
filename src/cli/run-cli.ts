/**
 * The CLI's dispatcher: picks the sub-command, turns every expected failure into one message on
 * stderr and exit status 2, and never lets a stack trace reach the user for bad input.
 */
import { abCommand } from './ab-command.js';
import { checkCommand } from './check-command.js';
import { compareCommand } from './compare-command.js';
import { fastAnswer } from './fast-path.js';
import { AB_HELP, CHECK_HELP, COMPARE_HELP, MAIN_HELP, MERGE_HELP, PARSE_HELP, REPORT_HELP, RUN_HELP } from './help.js';
import { mergeCommand } from './merge-command.js';
import { parseCommand } from './parse-command.js';
import { reportCommand } from './report-command.js';
import { UsageError, type CliPorts } from './ports.js';
import { runCommand } from './run-command.js';
import { RunError } from '../run/run-error.js';

const COMMANDS: Record<string, { run: (args: string[], ports: CliPorts) => Promise<number>; help: string }> = {
  compare: { run: compareCommand, help: COMPARE_HELP },
  parse: { run: parseCommand, help: PARSE_HELP },
  run: { run: runCommand, help: RUN_HELP },
  ab: { run: abCommand, help: AB_HELP },
  merge: { run: mergeCommand, help: MERGE_HELP },
  check: { run: checkCommand, help: CHECK_HELP },
  report: { run: reportCommand, help: REPORT_HELP },
};

/** Runs the CLI with `argv` (without node and script) and returns the exit status. */
export async function runCli(argv: readonly string[], ports: CliPorts): Promise<number> {
  const quick = fastAnswer(argv);
  if (quick !== undefined) {
    ports.stdout(quick.stdout);
    return quick.code;
  }
  const [command = '', ...args] = argv;
  if (command === 'help') {
    ports.stdout(COMMANDS[args[0] ?? '']?.help ?? MAIN_HELP);
    return 0;
  }
  const entry = COMMANDS[command];
  if (entry === undefined) {
    ports.stderr(`bench-gate: unknown command '${command}'. Commands: ${Object.keys(COMMANDS).join(', ')}. Run \`bench-gate --help\`.\n`);
    return 2;
  }
  try {
    return await entry.run(args, ports);
  } catch (error) {
    ports.stderr(`bench-gate ${command}: ${messageOf(error)}\n`);
    return 2;
  }
}

/** Expected failures print their message; argument errors from node:util too; anything else is a bug. */
function messageOf(error: unknown): string {
  if (error instanceof UsageError || error instanceof RunError) return error.message;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
    return `${(error as Error).message}. Run \`bench-gate help\` for the options.`;
  }
  const text = error instanceof Error ? error.message : String(error);
  return `internal error: ${text}. This is a bug in bench-gate; please report it with the command you ran.`;
}
