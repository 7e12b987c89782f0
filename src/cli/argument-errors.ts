/**
 * Reading a command's options, and node:util parseArgs errors reworded for bench-gate users.
 * Node's own messages are written for script authors ("argument is ambiguous ... '--threshold=-XYZ'"),
 * quote the option's internal spelling ('-o, --output <value>'), and point at the general help;
 * ours say what was wrong with the command line as typed, what was probably meant (a near miss,
 * or an option of another command), and which help page lists the command's options.
 */
import { parseArgs } from 'node:util';
import { COMMAND_OPTIONS, type OptionTable } from './command-options.js';
import { UsageError, type CliPorts } from './ports.js';

/** What parseArgs gives for a table: each option's value (string or true), or undefined when not given. */
export type ParsedValues<T extends OptionTable> = ReturnType<typeof parseArgs<{ options: T; strict: true }>>['values'];

/** A command-line mistake (exit 2); `unknownOption` is set when an option was not one of the command's. */
export class ArgumentError extends UsageError {
  constructor(message: string, readonly unknownOption = false) {
    super(message);
  }
}

/**
 * Parses `args` with `options` (strict), and refuses what parseArgs lets through: a value option
 * given twice (parseArgs keeps the last and drops the first, silently), an option and its `no-`
 * form together (`--color --no-color`), and a one-letter long option typed with one dash (`-q` is
 * --quiet in `run`, so it must not be --q in `compare`). Every refusal is an ArgumentError.
 */
export function parseCommandArgs<T extends OptionTable>(command: string, args: readonly string[], options: T, allowPositionals: boolean): { values: ParsedValues<T>; positionals: string[] } {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals, strict: true, tokens: true });
  } catch (error) {
    const message = argumentErrorMessage(error, command, args, options);
    if (message === undefined) throw error;
    throw new ArgumentError(message, (error as { code?: unknown }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION');
  }
  const help = helpPointer(command);
  const seen = new Map<string, { raw: string; value: string | undefined }[]>();
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue;
    const short = options[token.name]?.short;
    if (!token.rawName.startsWith('--') && short !== token.rawName.slice(1)) {
      throw new ArgumentError(`${unknownOptionText(token.rawName, command, args, options)} ${help}`, true);
    }
    // `-o=x.json` is -o with the value `=x.json` to parseArgs (a file named "=x.json"): `=` joins
    // only a long option to its value.
    if (!token.rawName.startsWith('--') && options[token.name]?.type === 'string' && token.value?.startsWith('=') === true && token.inlineValue === true) {
      throw new ArgumentError(`${token.rawName}${token.value}: a short option takes its value after a space (${token.rawName} ${token.value.slice(1)}) or joined (${token.rawName}${token.value.slice(1)}); \`=\` joins only a long one (--${token.name}${token.value}).`);
    }
    seen.set(token.name, [...(seen.get(token.name) ?? []), { raw: token.rawName, value: token.value }]);
  }
  for (const [name, uses] of seen) {
    if (options[name]?.type === 'string' && uses.length > 1) {
      const given = uses.map((u) => `${u.raw} '${u.value ?? ''}'`).join(', ');
      throw new ArgumentError(`option --${name} is given ${uses.length === 2 ? 'twice' : `${uses.length} times`} (${given}), and only one can be used. Give it once.`);
    }
    if (seen.has(`no-${name}`)) throw new ArgumentError(`--${name} and --no-${name} contradict each other; pass one.`);
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

/**
 * For a command given too few inputs: the options whose value is an existing file, the way
 * `--threshold $T base.txt head.txt` reads when T is unset (the option takes base.txt, and one
 * input is left), as a sentence to add to the refusal; '' when there is none. A value joined to
 * its option (`--threshold=x`) was meant as one, so only a value given as its own argument counts.
 */
export async function inputsTakenAsValues(values: Readonly<Record<string, unknown>>, args: readonly string[], options: OptionTable, ports: Pick<CliPorts, 'fileStat'>): Promise<string> {
  const taken: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    const short = options[name]?.short;
    const spellings = [`--${name}`, ...(short === undefined ? [] : [`-${short}`])];
    const at = typeof value === 'string' && value !== '' ? args.findIndex((arg, i) => arg === value && spellings.includes(args[i - 1] ?? '')) : -1;
    // --config takes a file by design: a YAML one is the config meant, not a lost input (`--config $C old.txt new.txt` is).
    if (typeof value !== 'string' || at < 1 || (name === 'config' && /\.ya?ml$/i.test(value))) continue;
    // Named as typed: `-o took a.txt` for -o, not --out.
    if ((await ports.fileStat(value).catch(() => undefined)) !== undefined) taken.push(`${args[at - 1] ?? `--${name}`} took ${value}`);
  }
  if (taken.length === 0) return '';
  return ` ${listed(taken)} as its value: was ${taken.length === 1 ? "that option's own value" : 'an option\'s own value'} left out (an unset shell variable)? Give it, or leave the option out.`;
}

const helpPointer = (command: string): string => `Run \`bench-gate help ${command}\` for its options.`;

/**
 * The user-facing message for a parseArgs error of `command`, or undefined when `error` is not one.
 * `options` (by default the command's own table) is where near misses are looked for.
 */
export function argumentErrorMessage(error: unknown, command: string, args: readonly string[], options: OptionTable | undefined = COMMAND_OPTIONS[command]): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS')) return undefined;
  const message = (error as Error).message;
  const help = helpPointer(command);
  // Node's message starts with the option in quotes: '--name', '--name <value>' or '-n, --name <value>'
  // (the long name kept); the rest of the message may quote other things, such as '--'.
  const quoted = /^(?:Unknown option|Option) '([^']+)'/.exec(message)?.[1];
  const option = quoted?.replace(/^-[^-], /, '').replace(/ <value>$/, '') ?? 'an option';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `${unknownOptionText(option, command, args, options ?? {})} ${help}`;
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

/**
 * "unknown option --treshold; did you mean --threshold?", "unknown option --threshold: it is an
 * option of compare, run and ab, not of parse", or "unknown option -b (in -base.txt)" with how to
 * pass a file name that starts with a dash.
 */
function unknownOptionText(option: string, command: string, args: readonly string[], options: OptionTable): string {
  const long = option.startsWith('--');
  const name = option.replace(/^--?/, '').replace(/=.*$/s, '');
  // A dash word that parseArgs split into one-letter options: `-base.txt` is -b, -a, -s, ...
  const group = long ? undefined : args.find((a) => /^-[^-]/.test(a) && a.length > 2 && a !== option && a.slice(1).includes(name));
  if (group !== undefined) {
    const typed = `unknown option ${option} (in ${group})`;
    // `run`'s own message says where the benchmark command's options go.
    return command === 'run' ? `${typed}.` : `${typed}. If ${group} is a file name, give it after --, as in \`bench-gate ${command} [options] -- ${group}\`.`;
  }
  // `-q` for --q: one-letter long options take two dashes.
  if (!long && Object.hasOwn(options, name)) return `unknown option ${option}; did you mean --${name}?`;
  const others = Object.entries(COMMAND_OPTIONS)
    .filter(([other, table]) => other !== command && Object.entries(table).some(([n, o]) => (long ? n === name : o.short === name)))
    .map(([other]) => other);
  if (others.length > 0) return `unknown option ${option}: it is an option of ${listed(others)}, not of ${command}.`;
  const near = nearestOption(name, options);
  return near === undefined ? `unknown option ${option}.` : `unknown option ${option}; did you mean --${near}?`;
}

const listed = (names: readonly string[]): string => (names.length === 1 ? names[0] ?? '' : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`);

/** The option of `options` closest to `typed` (a typo, a missing or extra letter, or a prefix), if any is close. */
function nearestOption(typed: string, options: OptionTable): string | undefined {
  const names = Object.keys(options);
  const prefixed = names.filter((n) => typed.length >= 3 && n.startsWith(typed));
  if (prefixed.length === 1) return prefixed[0];
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(typed.toLowerCase(), name);
    if (best === undefined || distance < best.distance) best = { name, distance };
  }
  // A name of one or two letters (`q`) is close to everything short: only a wrong case or dash counts there.
  const allowed = Math.min(2, Math.floor((best?.name.length ?? 0) / 3));
  return best !== undefined && best.distance <= allowed ? best.name : undefined;
}

/** Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment). */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number): number => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, at(i - 2, j - 2) + 1);
      const row = d[i];
      if (row !== undefined) row[j] = value;
    }
  }
  return at(a.length, b.length);
}
