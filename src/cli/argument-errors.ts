/**
 * node:util parseArgs errors, reworded for bench-gate users. Node's own messages are written for
 * script authors ("argument is ambiguous ... '--threshold=-XYZ'"), quote the option's internal
 * spelling ('-o, --output <value>'), and point at the general help; ours say what was wrong with
 * the command line as typed and which help page lists the command's options.
 */

/** The user-facing message for a parseArgs error of `command`, or undefined when `error` is not one. */
export function argumentErrorMessage(error: unknown, command: string, args: readonly string[]): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) return undefined;
  const message = (error as Error).message;
  const help = `Run \`bench-gate help ${command}\` for its options.`;
  // Node's message starts with the option in quotes: '--name', '--name <value>' or '-n, --name <value>'
  // (the long name kept); the rest of the message may quote other things, such as '--'.
  const quoted = /^(?:Unknown option|Option) '([^']+)'/.exec(message)?.[1];
  const option = quoted?.replace(/^-[^-], /, '').replace(/ <value>$/, '') ?? 'an option';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `unknown option ${option}. ${help}`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /Unexpected argument '(.*)'/s.exec(message)?.[1] ?? '';
    return `unexpected argument '${argument}': ${command} takes no file or command here. ${help}`;
  }
  if (message.includes('ambiguous')) {
    // `option` is as typed (-o or --output); node names the long form in its advice.
    const long = /use '(--[^=']+)=/.exec(message)?.[1] ?? option;
    // The occurrence node stopped at is one followed by a dash argument; an earlier one may have had its value.
    const at = args.findIndex((a, i) => a === option && args[i + 1]?.startsWith('-') === true);
    const next = at === -1 ? undefined : args[at + 1];
    const named = next === undefined ? '' : ` '${next}'`;
    return `option ${option} needs a value, and the next argument${named} starts with '-', so it reads as an option. If ${next === undefined ? 'that' : `'${next}'`} is the value, write ${long}=${next ?? 'VALUE'}. ${help}`;
  }
  if (message.includes('argument missing')) return `option ${option} needs a value. ${help}`;
  if (message.includes('does not take an argument')) return `option ${option} takes no value; give it alone. ${help}`;
  return `${message}. ${help}`;
}
