/**
 * Shared helpers for the end-to-end tests of examples/<seed>-like: build the example with its real
 * toolchain, run it in interleaved rounds (base, unchanged, slowed down, base, ...: load from other
 * processes on a shared machine then hits every side alike, as `bench-gate ab` does), and run the
 * bench-gate CLI in memory on the outputs (src/, never dist/) with a settable clock.
 */
import { execFileSync, spawnSync, type ExecFileSyncOptions } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliAt, type CliRun } from '../config/cli-harness.js';

export const ROOT = join(import.meta.dirname, '..', '..');
export const EXAMPLES = join(ROOT, 'examples');

/** True when `cmd args` runs and exits 0 (a toolchain is installed). */
export function has(cmd: string, args: string[] = ['--version']): boolean {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

/** A fresh temporary directory, removed by the returned function. */
export function tempDir(name: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `bench-gate-${name}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a program and returns its stdout; throws with its stderr on a non-zero exit. */
export function run(cmd: string, args: string[], options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {}): string {
  const opts: ExecFileSyncOptions = {
    cwd: options.cwd, env: { ...process.env, ...options.env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'],
    timeout: options.timeoutMs ?? 60_000, maxBuffer: 64 * 1024 * 1024,
  };
  try {
    return execFileSync(cmd, args, opts) as unknown as string;
  } catch (error) {
    const e = error as { status?: number; signal?: string; stderr?: Buffer | string };
    throw new Error(`${cmd} ${args.join(' ')} failed (exit ${e.status ?? e.signal ?? '?'}): ${String(e.stderr ?? '').slice(-2000)}`);
  }
}

/**
 * Runs every side once per round and returns each side's outputs (one file's worth of text per
 * side: several runs concatenated give several samples). The order rotates from round to round,
 * so that no side always runs first or right after the same other side: on a busy shared machine
 * whatever a position carries (the load a previous run leaves behind) is then spread over the
 * sides instead of landing on one of them.
 */
export function interleave<K extends string>(rounds: number, sides: Record<K, () => string>): Record<K, string[]> {
  const keys = Object.keys(sides) as K[];
  const out = Object.fromEntries(keys.map((k) => [k, [] as string[]])) as unknown as Record<K, string[]>;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < keys.length; i++) {
      const side = keys[(round + i) % keys.length] as K;
      out[side].push(sides[side]());
    }
  }
  return out;
}

/** The entries of `record` named by `keys`, in that order. */
export function pick<S extends Record<string, unknown>, K extends keyof S & string>(record: S, keys: readonly K[]): Pick<S, K> {
  return Object.fromEntries(keys.map((k) => [k, record[k]])) as Pick<S, K>;
}

let attempts = 0;
/**
 * Measures the sides named by `keys` in interleaved rounds (see interleave) and hands each side's
 * outputs to `collect` with a number unique to this call (for fresh file names): `collect`'s
 * results (a file per side) by side.
 */
export async function measureSides<S extends Record<string, () => string>, K extends keyof S & string>(
  rounds: number, sides: S, keys: readonly K[], collect: (side: K, outputs: string[], attempt: number) => string | Promise<string>,
): Promise<Record<K, string>> {
  const attempt = ++attempts;
  const out = interleave(rounds, pick(sides, keys) as Record<K, () => string>);
  const files = {} as Record<K, string>;
  for (const side of keys) files[side] = await collect(side, out[side], attempt);
  return files;
}

/** measureSides with each side's outputs joined into one file in `dir`, `<side>-<attempt>.txt`. */
export function measureInto<S extends Record<string, () => string>, K extends keyof S & string>(dir: string, rounds: number, sides: S, keys: readonly K[]): Promise<Record<K, string>> {
  return measureSides(rounds, sides, keys, (side, outputs, attempt) => {
    const file = join(dir, `${side}-${attempt}.txt`);
    writeFileSync(file, outputs.join(''));
    return file;
  });
}

/**
 * A verdict on timed programs, confirmed on rerun as the action's confirm-on-rerun confirms a
 * flagged regression: `check` runs on the first measurement; when it fails (an unchanged program
 * flagged, a slowdown missed), the sides are measured again with `again` and `check` runs on the
 * new measurement, whose outcome stands. On a 2-core machine shared with other jobs a burst of
 * outside load can land on several runs of one side and move an unchanged program by 5-25% at
 * q < 0.01 (seen in CI runs of bullmq-like, seq-like and opcode-like); twice in a row is what this
 * lets through, and a gate that is wrong every time still fails. The first failure is printed, so
 * a rerun is never silent.
 */
export async function confirmedOnRerun<T>(first: T, again: () => T | Promise<T>, check: (measured: T) => Promise<void>): Promise<void> {
  try {
    await check(first);
    return;
  } catch (error) {
    process.stderr.write(`note: measuring again, as confirm-on-rerun would: the first measurement failed the check:\n${String(error).slice(0, 6000)}\n`);
  }
  await check(await again());
}

/** How long a test that may measure again may take: its rounds, twice as slow on a loaded machine. */
export const RERUN_TIMEOUT = 300_000;

/** The bench-gate CLI in memory, rooted at `cwd` (default: the repo), with the clock at `now` (default: now). */
export function benchGate(args: string[], options: { cwd?: string; now?: Date } = {}): Promise<CliRun> {
  return runCliAt(options.cwd ?? ROOT, args, { now: options.now ?? new Date(), writeFiles: true });
}

export interface Comparison { name: string; unit: string; better: string; status: string; ratio?: number; p?: number; q?: number; n?: number[]; warnings?: string[] }
export interface Report { verdict: string; comparisons: Comparison[] }

/**
 * `bench-gate compare --output json --q 0.01 ...args`: the exit code, the parsed report and stderr.
 * The false discovery rate is 0.01 instead of the default 0.05: these tests run on a 2-core machine
 * shared with other jobs (at times 4 runnable processes per core), where one run's throughput can
 * halve for no reason of its own; the slowdowns under test are 2x or more and pass 0.01 easily.
 * A --q in `args` replaces it (compare refuses an option given twice).
 */
export async function compare(args: string[]): Promise<{ code: number; report: Report; stderr: string }> {
  const q = args.includes('--q') ? [] : ['--q', '0.01'];
  const r = await benchGate(['compare', '--output', 'json', ...q, ...args]);
  if (r.code === 2) throw new Error(`compare failed (exit 2): ${r.stderr}`);
  return { code: r.code, report: JSON.parse(r.stdout) as Report, stderr: r.stderr };
}

/**
 * `name (unit)` of every regression that fails the gate: a metric made informational by a config
 * rule keeps the status `regression` but carries the rule's note and never fails.
 */
export function gatingRegressions(report: Report): string[] {
  return report.comparisons.filter((c) => c.status === 'regression' && !(c.warnings ?? []).some((w) => w.includes('never fails the gate')))
    .map((c) => `${c.name} (${c.unit})`).sort();
}

/** A readable dump of the comparisons, for failure messages. */
export function table(report: Report): string {
  return report.comparisons.map((c) => `${c.status.padEnd(16)} ${c.name} (${c.unit}, better ${c.better}) ratio=${c.ratio?.toFixed(3) ?? '-'} q=${c.q?.toExponential(2) ?? '-'}`).join('\n');
}
