/**
 * Timing and memory of child processes. Wall time is taken around a blocking spawn with output
 * discarded (the same as `> /dev/null`), so both tools pay the same process start-up. Peak RSS of a
 * Node child comes from its own process.resourceUsage().maxRSS, written at exit by rss-probe.mjs
 * (portable, unlike GNU time's -v); for other programs GNU time is used when it is installed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export interface Command {
  file: string;
  args: string[];
  /** Exit statuses that mean success (bench-gate exits 1 when it finds a regression). */
  ok?: readonly number[];
  /** The environment (default: this process's). */
  env?: NodeJS.ProcessEnv;
}

/** Runs a command once with output discarded; returns wall milliseconds. Throws when it fails. */
export function timeOnce(command: Command): number {
  const start = performance.now();
  const result = spawnSync(command.file, command.args, { stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024, env: command.env ?? process.env });
  const ms = performance.now() - start;
  const ok = command.ok ?? [0];
  if (result.error !== undefined || !ok.includes(result.status ?? -1)) {
    throw new Error(`${command.file} ${command.args.join(' ')} failed (status ${result.status ?? result.signal ?? '?'}): ${String(result.error ?? result.stderr.toString().slice(-2000))}`);
  }
  return ms;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/**
 * Times several commands `rounds` times, alternating them inside each round (A B A B ...) so slow
 * drift of the machine (thermal, other jobs) hits all of them alike. Returns the samples per command.
 */
export function timeAlternately(commands: readonly Command[], rounds: number): number[][] {
  const samples = commands.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) commands.forEach((c, i) => samples[i]?.push(timeOnce(c)));
  return samples;
}

const PROBE = new URL('./rss-probe.mjs', import.meta.url);

/** Peak RSS in MB of a Node script run as `node <script> <args>`. */
export function nodePeakRssMb(script: string, args: readonly string[], ok: readonly number[] = [0]): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-gate-rss-'));
  const file = join(dir, 'rss');
  try {
    const result = spawnSync(process.execPath, ['--import', PROBE.href, script, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, BENCH_GATE_RSS_FILE: file },
    });
    if (!ok.includes(result.status ?? -1)) throw new Error(`${script} failed: ${result.stderr.toString().slice(-2000)}`);
    return Number(readFileSync(file, 'utf8')) / 1024;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const GNU_TIME = '/usr/bin/time';

/** Peak RSS in MB of any program via GNU time, or undefined when it is not installed. */
export function peakRssMb(command: Command): number | undefined {
  if (!existsSync(GNU_TIME)) return undefined;
  const result = spawnSync(GNU_TIME, ['-f', '%M', command.file, ...command.args], { stdio: ['ignore', 'ignore', 'pipe'] });
  const kb = Number(result.stderr.toString().trim().split('\n').pop());
  return Number.isFinite(kb) && kb > 0 ? kb / 1024 : undefined;
}
