/**
 * Option values of the commands that run benchmarks or check result files: counts, durations
 * (`30s`, `24h`, `7d`), seeds, and the `-- CMD...` split.
 */
import { sep } from 'node:path';
import type { ConfirmSetting } from '../compare/confirm.js';
import { BENCHMARK_OUTPUT, decodeInput } from '../io/decode.js';
import { removalPath, resultsPathRefusal, unsafeResultsMessage, unsafeResultsPath, type ResultsIO, type ResultsRead } from '../run/results-file.js';
import { fileError } from './file-errors.js';
import { fileIdentity } from './file-identity.js';
import { pathExists } from './load-inputs.js';
import { UsageError, type CliPorts } from './ports.js';

/** A whole number in [min, max]. */
export function parseCount(option: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || number < min || number > max) throw new UsageError(`Invalid value '${value}' for ${option}. Use a whole number from ${min} to ${max}.`);
  return number;
}

const UNITS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** A duration in milliseconds: `500ms`, `30s`, `30m`, `24h`, `7d`, `2w`; a bare number is seconds. */
export function parseDuration(option: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min|h|d|w)?$/.exec(value.trim());
  const ms = match === null ? NaN : Number(match[1]) * (UNITS[match[2] ?? 's'] ?? NaN);
  if (!(ms > 0) || !Number.isFinite(ms)) throw new UsageError(`Invalid value '${value}' for ${option}. Use a duration like 90s, 30m, 24h or 7d.`);
  return ms;
}

/** Node's timers hold at most 2^31 − 1 ms (about 24.8 days); a longer one fires at once. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** --timeout: a duration (parseDuration) that a timer can hold. */
export function parseTimeout(value: string | undefined): number | undefined {
  const ms = parseDuration('--timeout', value);
  // Timers count whole milliseconds: 0.001ms would be kept as 1 ms and kill every run at once.
  if (ms !== undefined && ms < 1) throw new UsageError(`--timeout ${value ?? ''} is shorter than a millisecond, the shortest timeout bench-gate can set; give a run's real limit, like 90s or 10m.`);
  if (ms !== undefined && ms > LONGEST_TIMER_MS) throw new UsageError(`--timeout ${value ?? ''} is longer than the longest timeout bench-gate can set (24 days); give at most 24d, or leave --timeout out for none.`);
  return ms;
}

/** "3 h 12 min", "2 d 4 h", "45 s": a duration for messages, two units at most. */
export function formatAge(ms: number): string {
  const seconds = Math.round(Math.abs(ms) / 1000);
  const parts: [number, string][] = [[Math.floor(seconds / 86_400), 'd'], [Math.floor(seconds / 3600) % 24, 'h'], [Math.floor(seconds / 60) % 60, 'min'], [seconds % 60, 's']];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return '0 s';
  return parts.slice(first, first + 2).filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`).join(' ');
}

/**
 * Splits `[options] -- CMD...` at the first `--`. Without `--`, every argument is an option or a
 * command word, and a dash-word of the command would be taken for an option: say so if parsing fails.
 */
export function splitAtDoubleDash(args: readonly string[]): { options: string[]; command: string[] | undefined } {
  const at = args.indexOf('--');
  return at === -1 ? { options: [...args], command: undefined } : { options: args.slice(0, at), command: args.slice(at + 1) };
}

/**
 * Refuses a --results path that must not be removed before each run: the working directory or one
 * above it, the home directory, a git checkout (a directory holding `.git`), or an existing
 * directory that holds anything but benchmark results (`--results /tmp`, `--results src`): that is
 * not the benchmark's output, and removing it would destroy what is not bench-gate's. A criterion
 * tree, whatever its name (CRITERION_HOME, one group's directory, a symbolic link to it), is kept
 * removable, as is a directory a tool's earlier run filled with its JSON. A device, FIFO or socket
 * (`--results /dev/null`) is not results either, and a path no command can write (through a file,
 * a symbolic link loop) is refused with the reason. Checked before anything runs.
 */
export async function checkResultsPath(path: string | undefined, ports: CliPorts): Promise<void> {
  if (path === undefined) return;
  if (path.trim() === '') throw new UsageError('--results needs a path: the file or directory the command writes its results to.');
  const found = await ports.fileStat(path).catch(async (error: unknown) => { throw await fileError(path, 'write', error, ports, BENCHMARK_OUTPUT, '--results'); });
  const why = await resultsPathRefusal(path, found, { holdsGit: (dir) => pathExists(`${dir}/.git`, ports), firstForeignFile: (dir) => ports.firstForeignFile(dir) },
    unsafeResultsPath(path, ports.cwd(), ports.env.HOME));
  if (why !== undefined) throw new UsageError(unsafeResultsMessage(path, '--results', why));
}

/**
 * Refuses an output (`-o`, `--base-out`, ...) that is the --results path or inside it: that path is
 * removed before every run, confirming reruns included, which come after the outputs are written,
 * and the command writes its own results there, so the file bench-gate wrote would be lost.
 * `outputs` pairs an option with its path (undefined: not given); `inputs` (run's --baseline) are
 * refused there too, since the first run would delete them. Checked before anything runs.
 */
export async function checkOutputsBesideResults(outputs: readonly (readonly [string, string | undefined])[], results: string | undefined, ports: CliPorts, inputs: readonly (readonly [string, string | undefined])[] = []): Promise<void> {
  if (results === undefined) return;
  const removed = await fileIdentity(results, ports);
  const within = async (path: string): Promise<'also' | 'inside' | undefined> => {
    const identity = await fileIdentity(path, ports);
    return identity === removed ? 'also' : identity.startsWith(removed.endsWith(sep) ? removed : `${removed}${sep}`) ? 'inside' : undefined;
  };
  for (const [option, path] of inputs) {
    const where = path === undefined ? undefined : await within(path);
    if (where === undefined) continue;
    throw new UsageError(`${option} ${path} is ${where} the --results path ${results}, which bench-gate removes before every run for the command to write its results there, so the file ${option} names would be deleted. Give --results the path the command writes its results to, apart from ${option}.`);
  }
  for (const [option, path] of outputs) {
    const where = path === undefined ? undefined : await within(path);
    if (where === undefined) continue;
    // An example that is not the --results path itself.
    const example = await within(OUTPUT_EXAMPLES[0]) === undefined ? OUTPUT_EXAMPLES[0] : OUTPUT_EXAMPLES[1];
    throw new UsageError(`${option} ${path} is ${where} the --results path ${results}, which bench-gate removes before every run (confirming reruns too) for the command to write its results there, so what ${option} writes would be lost. Give ${option} a path outside it, e.g. ${option} ${example}.`);
  }
}

const OUTPUT_EXAMPLES = ['bench-gate-results.json', 'bench-gate-output.json'] as const;

/** The results-file operations (--results) over the CLI's ports: a missing path reads as `missing`. */
export function cliResultsIO(ports: CliPorts): ResultsIO {
  const missing = (error: unknown): boolean => ['ENOENT', 'ENOTDIR'].includes(String((error as { code?: unknown }).code));
  const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));
  return {
    remove: (path) => ports.removePath(removalPath(path)),
    read: async (path): Promise<ResultsRead> => {
      try {
        if (await ports.isDirectory(path)) return { kind: 'dir', files: await ports.readJsonTree(path) };
        const text = decodeInput(await ports.readFile(path), path);
        return text.ok ? { kind: 'file', text: text.value } : { kind: 'unreadable', reason: text.error };
      } catch (error) {
        return missing(error) ? { kind: 'missing' } : { kind: 'unreadable', reason: reason(error) };
      }
    },
  };
}

/** --confirm / --no-confirm as a setting: on, off, or auto when neither was given. */
export function confirmSetting(confirm: boolean | undefined, noConfirm: boolean | undefined): ConfirmSetting {
  if (confirm === true && noConfirm === true) throw new UsageError('--confirm and --no-confirm contradict each other; pass one.');
  return confirm === true ? 'on' : noConfirm === true ? 'off' : 'auto';
}
