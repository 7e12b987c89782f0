#!/usr/bin/env node
/**
 * The bench-gate command line: builds real Ports from node:fs and process, runs the dispatcher,
 * sets the exit status. Everything testable lives in cli/run-cli.ts.
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './cli/run-cli.js';
import type { CliPorts } from './cli/ports.js';
import { readJsonTree } from './io/json-tree.js';
import { readFileCapped, readStreamCapped } from './io/read-capped.js';

/**
 * The process spawner and the fingerprint (child_process, crypto, os) are loaded by the commands
 * that run benchmarks, on first use: `compare` never pays for them. Kept once loaded, so that
 * Ctrl-C can reach the children it started.
 */
let spawner: typeof import('./run/spawn-process.js') | undefined;
const loadSpawner = async (): Promise<typeof import('./run/spawn-process.js')> => (spawner ??= await import('./run/spawn-process.js'));

const ports: CliPorts = {
  // Inputs are capped (io/decode.ts MAX_INPUT_BYTES): a 200 MB file is refused from its size, unread.
  readFile: (path) => readFileCapped(path),
  readStdin: () => readStreamCapped(process.stdin),
  isDirectory: async (path) => (await stat(path)).isDirectory(),
  modifiedTime: async (path) => (await stat(path).catch(() => undefined))?.mtime,
  readJsonTree,
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
  env: process.env,
  cwd: () => process.cwd(),
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
  now: () => new Date(),
  spawn: async (request) => (await loadSpawner()).spawnProcess(request),
  fingerprint: async () => (await import('./github/fingerprint.js')).readFingerprint(process.env, process.env.BENCH_GATE_MACHINE_ID ?? ''),
  makeTempDir: (prefix) => mkdtemp(join(tmpdir(), prefix)),
  removePath: (path) => rm(path, { recursive: true, force: true }),
};

// `bench-gate ... | head` closes stdout early; that is the reader's choice, not an error to report.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

// Benchmarks run in their own process groups (for --timeout), so Ctrl-C must be passed on; the
// command then fails as usual and cleans up (ab removes its worktree). With no child running, or
// on a second Ctrl-C, it quits at once.
let interrupted: NodeJS.Signals | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted !== undefined || (spawner?.stopAllChildren(signal) ?? 0) === 0) process.exit(130);
    interrupted = signal;
  });
}

const status = await runCli(process.argv.slice(2), ports);
process.exitCode = interrupted === undefined ? status : 130;
