/**
 * Confirm on rerun, the plan (pure): which command re-measures only the benchmarks flagged as
 * regressions, through the filter the tool offers.
 *
 *  - Go (`go test -bench`, a test binary's `-test.bench`): the -bench regex is rewritten to the
 *    flagged names, one anchored alternation per name level (`^(BenchmarkFoo)$/^(size=10)$`),
 *    without the -N procs suffix. Several flagged benchmarks give the union per level, a superset;
 *    only the flagged ones are read from the rerun.
 *  - cargo bench (libtest, criterion, divan): the names go after `--`: libtest takes exact names
 *    (`-- NAME... --exact`), criterion one anchored regex, divan its function names as regexes.
 *  - Everything else (hyperfine, a script, a bench binary without a filter): the whole command.
 *
 * Every rerun sees BENCH_GATE_CONFIRM=1, BENCH_GATE_FILTER (the Go-style regex) and
 * BENCH_GATE_BENCHMARKS (the names, one a line), so a script can filter itself.
 */
import type { Benchmark, ToolKind } from '../schema/result.js';
import { quoteWord, type CommandSpec } from './command-line.js';

export interface ConfirmPlan {
  command: CommandSpec;
  /** True when the command was narrowed to the flagged benchmarks; false = the whole command reruns. */
  filtered: boolean;
  /** How the rerun was narrowed, for the log: "-bench '^(BenchmarkFoo)$'", or why not. */
  how: string;
  env: Record<string, string>;
}

type Flagged = Pick<Benchmark, 'name' | 'parts'>;

/** Escapes a literal for a Go / Rust (RE2-like) regular expression. */
export function escapeRegex(text: string): string {
  return text.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');
}

/** An anchored alternation of literals: `^(a|b)$`. */
function anyOf(names: readonly string[]): string {
  return `^(${[...new Set(names)].map(escapeRegex).join('|')})$`;
}

/** Go's -bench regex for the flagged benchmarks: one anchored alternation per '/' level. */
export function goBenchRegex(flagged: readonly Flagged[]): string {
  const depth = Math.max(...flagged.map((b) => 1 + b.parts.sub.length));
  const levels: string[] = [];
  for (let level = 0; level < depth; level++) {
    const names = flagged.flatMap((b) => {
      const part = level === 0 ? b.parts.base : b.parts.sub[level - 1];
      return part === undefined ? [] : [part];
    });
    levels.push(anyOf(names));
  }
  return levels.join('/');
}

const GO_TOOLS: ReadonlySet<ToolKind> = new Set(['go', 'go-json']);
const LIBTEST_TOOLS: ReadonlySet<ToolKind> = new Set(['libtest', 'libtest-json']);
const CRITERION_TOOLS: ReadonlySet<ToolKind> = new Set(['criterion', 'cargo-criterion', 'criterion-text']);

/** The -bench flag in a shell script: `-bench=X`, `-bench X`, `-test.bench=X`, `--bench X` (not -benchmem/-benchtime). */
const GO_FLAG_IN_SCRIPT = /(^|[\s;|&(])(--?(?:test\.)?bench)(?:=|\s+)('[^']*'|"[^"]*"|[^\s;|&)]+)/g;
const GO_FLAG_WORD = /^(--?(?:test\.)?bench)(=.*)?$/;
/** A script that is one plain `cargo bench ...` command, with nothing after it that appending could break. */
const PLAIN_CARGO_BENCH = /^\s*cargo\s+(?:\+\S+\s+)?bench(?:\s[^|;&<>()`$\n]*)?$/;

/** Plans the rerun of `flagged` (head's benchmarks) with `command`, which produced `tool` output. */
export function planConfirm(tool: ToolKind, command: CommandSpec, flagged: readonly Flagged[]): ConfirmPlan {
  const regex = goBenchRegex(flagged);
  const env = { BENCH_GATE_CONFIRM: '1', BENCH_GATE_FILTER: regex, BENCH_GATE_BENCHMARKS: flagged.map((b) => b.name).join('\n') };
  const whole = (why: string): ConfirmPlan => ({ command, filtered: false, how: `the whole command (${why})`, env });
  if (flagged.length === 0) return whole('nothing flagged');
  if (GO_TOOLS.has(tool)) {
    const rewritten = rewriteGoFilter(command, regex);
    return rewritten === undefined ? whole('no -bench flag in the command') : { command: rewritten, filtered: true, how: `-bench ${quoteWord(regex)}`, env };
  }
  const cargoArgs = cargoFilter(tool, flagged);
  if (cargoArgs !== undefined) {
    const appended = appendCargoArgs(command, cargoArgs);
    if (appended !== undefined) return { command: appended, filtered: true, how: `cargo bench -- ${cargoArgs.map(quoteWord).join(' ')}`, env };
    return whole('not one plain `cargo bench` command to add a filter to');
  }
  return whole(`${tool} output has no filter bench-gate knows`);
}

function rewriteGoFilter(command: CommandSpec, regex: string): CommandSpec | undefined {
  const script = scriptOf(command);
  if (script !== undefined) {
    let found = false;
    const text = script.replace(GO_FLAG_IN_SCRIPT, (_all, before: string, flag: string) => {
      found = true;
      return `${before}${flag}=${quoteWord(regex)}`;
    });
    return found ? withScript(command, text) : undefined;
  }
  const argv = [...command.argv];
  let found = false;
  for (let i = 0; i < argv.length; i++) {
    const match = GO_FLAG_WORD.exec(argv[i] ?? '');
    if (match === null) continue;
    found = true;
    if (match[2] !== undefined) argv[i] = `${match[1] ?? '-bench'}=${regex}`;
    else if (i + 1 < argv.length) argv[++i] = regex;
  }
  return found ? { argv, display: argv.map(quoteWord).join(' ') } : undefined;
}

/** The filter arguments for the binary behind `cargo bench`, or undefined for tools that are not cargo's. */
function cargoFilter(tool: ToolKind, flagged: readonly Flagged[]): string[] | undefined {
  if (LIBTEST_TOOLS.has(tool)) return [...new Set(flagged.map((b) => b.name)), '--exact'];
  if (CRITERION_TOOLS.has(tool)) return [anyOf(flagged.map((b) => b.name))];
  if (tool === 'divan') return [...new Set(flagged.map((b) => escapeRegex(b.parts.base)))];
  return undefined;
}

function appendCargoArgs(command: CommandSpec, args: readonly string[]): CommandSpec | undefined {
  const script = scriptOf(command);
  if (script !== undefined) {
    if (!PLAIN_CARGO_BENCH.test(script)) return undefined;
    const hasSeparator = /\s--(\s|$)/.test(script);
    return withScript(command, `${script.trimEnd()}${hasSeparator ? '' : ' --'} ${args.map(quoteWord).join(' ')}`);
  }
  const [program, ...rest] = command.argv;
  if (program !== 'cargo' || !rest.some((w) => w === 'bench')) return undefined;
  const argv = [...command.argv, ...(command.argv.includes('--') ? [] : ['--']), ...args];
  return { argv, display: argv.map(quoteWord).join(' ') };
}

/** The script of a command run through bash (`bash [flags] -c SCRIPT`), or undefined for a direct argv. */
function scriptOf(command: CommandSpec): string | undefined {
  const { argv } = command;
  return argv[0] === 'bash' && argv.length >= 3 && argv[argv.length - 2] === '-c' ? argv[argv.length - 1] : undefined;
}

/** The same bash command with another script. */
function withScript(command: CommandSpec, script: string): CommandSpec {
  return { argv: [...command.argv.slice(0, -1), script], display: script };
}
