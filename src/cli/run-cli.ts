/**
 * The CLI's dispatcher: picks the sub-command, turns every expected failure into one message on
 * stderr and exit status 2, and never lets a stack trace reach the user for bad input.
 */
import { fastAnswer, VERSION_WORDS } from './fast-path.js';
import { argumentErrorMessage } from './argument-errors.js';
import { AB_HELP, CHECK_HELP, COMPARE_HELP, MAIN_HELP, MERGE_HELP, PARSE_HELP, REPORT_HELP, RUN_HELP, VERSION_HELP } from './help.js';
import { UsageError, type CliPorts } from './ports.js';
import { RunError } from '../run/run-error.js';
import { isReaderGone, stdoutFailureMessage } from './stdout-failure.js';

type Command = (args: string[], ports: CliPorts) => Promise<number>;

/**
 * The option that sends a command's standard output to a file, named in the stdout failure's fix.
 * `run` writes its report to stdout when it compares (`--baseline`), and its results otherwise.
 */
function writeToFileOption(command: string, args: readonly string[]): string | undefined {
  if (command === 'run') return args.some((a) => a === '--baseline' || a.startsWith('--baseline=')) ? '--report FILE' : '-o FILE';
  return ['compare', 'parse', 'ab', 'merge', 'report'].includes(command) ? '-o FILE' : undefined;
}

/**
 * Each command is imported when it is run: the bundler makes every import() its own chunk, so
 * `compare` does not compile `run`'s process handling or `report`'s schema, and a config loader
 * is only loaded when there is a config (issue 9: a compare of two small files is mostly start-up).
 */
const COMMANDS: Record<string, { load: () => Promise<Command>; help: string }> = {
  compare: { load: async () => (await import('./compare-command.js')).compareCommand, help: COMPARE_HELP },
  parse: { load: async () => (await import('./parse-command.js')).parseCommand, help: PARSE_HELP },
  run: { load: async () => (await import('./run-command.js')).runCommand, help: RUN_HELP },
  ab: { load: async () => (await import('./ab-command.js')).abCommand, help: AB_HELP },
  merge: { load: async () => (await import('./merge-command.js')).mergeCommand, help: MERGE_HELP },
  check: { load: async () => (await import('./check-command.js')).checkCommand, help: CHECK_HELP },
  report: { load: async () => (await import('./report-command.js')).reportCommand, help: REPORT_HELP },
};

/**
 * Runs the CLI with `argv` (without node and script) and returns the exit status. A failure to
 * write stdout is reported once, after the command, as exit 2 (its output is incomplete, and the
 * status must not read as a verdict); EPIPE is not a failure (see cli/stdout-failure.ts).
 */
export async function runCli(argv: readonly string[], ports: CliPorts): Promise<number> {
  const guarded = guardStdout(ports);
  const status = await dispatch(argv, guarded.ports);
  const failure = await guarded.failure();
  if (failure === undefined || isReaderGone(failure.error)) return status;
  const [command = '', ...args] = argv;
  const name = commandNamed(command) === undefined ? '' : ` ${command}`;
  ports.stderr(`bench-gate${name}: ${stdoutFailureMessage(failure.error, writeToFileOption(command, args))}\n`);
  return 2;
}

/**
 * `ports` with a stdout that stops at its first failure (later output is dropped, not written
 * after a gap); `failure()` flushes and says what failed, if anything.
 */
function guardStdout(ports: CliPorts): { ports: CliPorts; failure: () => Promise<{ error: unknown } | undefined> } {
  let failure: { error: unknown } | undefined;
  const stdout = (text: string): void => {
    if (failure !== undefined) return;
    try {
      ports.stdout(text);
    } catch (error) {
      failure = { error };
    }
  };
  return {
    ports: { ...ports, stdout },
    failure: async () => {
      if (failure === undefined) await ports.flushStdout().catch((error: unknown) => { failure = { error }; });
      return failure;
    },
  };
}

/** The command of that name; own keys only, so `constructor` or `toString` is no command. */
function commandNamed(name: string): (typeof COMMANDS)[string] | undefined {
  return Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
}

async function dispatch(argv: readonly string[], ports: CliPorts): Promise<number> {
  const quick = fastAnswer(argv);
  if (quick !== undefined) {
    ports.stdout(quick.stdout);
    return quick.code;
  }
  const [command = '', ...args] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    const topic = args[0] ?? '';
    if (args.length > 1) {
      ports.stderr(`bench-gate help: help takes one command name, not ${args.length} arguments (${args.map((a) => `'${a}'`).join(', ')}). Example: bench-gate help ${commandNamed(topic) === undefined ? 'compare' : topic}\n`);
      return 2;
    }
    // `version` is answered before dispatch (fast-path.ts), so it is not in COMMANDS; `help version` still explains it.
    const help = ['', 'help', '--help', '-h'].includes(topic) ? MAIN_HELP : VERSION_WORDS.includes(topic) ? VERSION_HELP : commandNamed(topic)?.help;
    if (help === undefined) {
      ports.stderr(`bench-gate help: no command '${topic}'. Commands: ${Object.keys(COMMANDS).join(', ')}.\n`);
      return 2;
    }
    ports.stdout(help);
    return 0;
  }
  const entry = commandNamed(command);
  if (entry === undefined) {
    ports.stderr(`bench-gate: unknown command '${command}'. Commands: ${Object.keys(COMMANDS).join(', ')}. Run \`bench-gate --help\`.\n`);
    return 2;
  }
  try {
    return await (await entry.load())(args, ports);
  } catch (error) {
    ports.stderr(`bench-gate ${command}: ${messageOf(error, command, args)}\n`);
    return 2;
  }
}

/** Expected failures print their message; argument errors from node:util too; anything else is a bug. */
function messageOf(error: unknown, command: string, args: readonly string[]): string {
  if (error instanceof UsageError || error instanceof RunError) return error.message;
  const argumentError = argumentErrorMessage(error, command, args);
  if (argumentError !== undefined) return argumentError;
  const text = error instanceof Error ? error.message : String(error);
  return `internal error: ${text}. This is a bug in bench-gate; please report it with the command you ran.`;
}
