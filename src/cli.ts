#!/usr/bin/env node
/**
 * The bench-gate command line: builds real Ports from node:fs and process, runs the dispatcher,
 * sets the exit status. Everything testable lives in cli/run-cli.ts.
 */
import { mkdtemp, realpath, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './cli/run-cli.js';
import type { CliPorts } from './cli/ports.js';
import { readJsonTree } from './io/json-tree.js';
import { readFileCapped, readStdinCapped } from './io/read-capped.js';
import { replaceFile } from './io/replace-file.js';
import { firstForeignFile } from './io/results-tree.js';
import { checkWritable } from './io/writable.js';
import { fileStat } from './io/file-stat.js';
import { logWriter } from './run/log-stream.js';

/**
 * The process spawner and the fingerprint (child_process, crypto, os) are loaded by the commands
 * that run benchmarks, on first use: `compare` never pays for them. Kept once loaded, so that
 * Ctrl-C can reach the children it started.
 */
let spawner: typeof import('./run/spawn-process.js') | undefined;
const loadSpawner = async (): Promise<typeof import('./run/spawn-process.js')> => (spawner ??= await import('./run/spawn-process.js'));

/**
 * process.stdout reports a failed write (ENOSPC on a full disk, EPIPE when the reader has gone)
 * through the write's callback and an 'error' event, after write() has returned. The first failure
 * is kept: the stdout port throws it on its next call and flushStdout rejects with it; runCli
 * decides what it means (cli/run-cli.ts). Without the listener an 'error' event would crash the
 * process with a stack trace and exit status 1, which reads as "regression found".
 */
let stdoutFailure: Error | undefined;
const noteStdoutFailure = (error?: Error | null): void => {
  // A write queued behind the failed one fails as ERR_STREAM_DESTROYED: a consequence, not the cause.
  if (error != null && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_DESTROYED') stdoutFailure ??= error;
};
process.stdout.on('error', noteStdoutFailure);

/**
 * Standard error carries diagnostics, never the verdict: the exit status is the verdict. A failed
 * write to it (EPIPE when its reader has gone, ENOSPC on /dev/full, EIO on a dead terminal) changes
 * nothing: the report still goes to stdout and the exit status stays the command's own
 * (run/log-stream.ts, which the action uses for its log too).
 */
const writeStderr = logWriter(process.stderr);

/** Shown when `-` reads a terminal: the command would otherwise look hung. */
const TERMINAL_STDIN_HINT = 'bench-gate: reading - (standard input) from the terminal: paste the input, then press Ctrl-D at the start of a line (on Windows Ctrl-Z, then Enter). To read a file, give its name instead of -.\n';

const ports: CliPorts = {
  // Inputs are capped (io/decode.ts MAX_INPUT_BYTES): a 200 MB file is refused from its size, unread.
  readFile: (path) => readFileCapped(path),
  readStdin: () => {
    // On a terminal, reading waits for typing with no sign of it: say what to do (a pipe or file says nothing).
    if (process.stdin.isTTY === true) writeStderr(TERMINAL_STDIN_HINT);
    return readStdinCapped();
  },
  isDirectory: async (path) => (await stat(path)).isDirectory(),
  firstForeignFile: (path) => firstForeignFile(path),
  modifiedTime: async (path) => (await stat(path).catch(() => undefined))?.mtime,
  readJsonTree,
  realPath: (path) => realpath(path),
  writeFile: (path, text) => writeFile(path, text, 'utf8'),
  replaceFile,
  checkWritable: (path) => checkWritable(path),
  fileStat: (path) => fileStat(path),
  stdout: (text) => {
    if (stdoutFailure !== undefined) throw stdoutFailure;
    process.stdout.write(text, noteStdoutFailure);
  },
  // Writes are done in order, so the callback of an empty write comes after every earlier one's.
  flushStdout: () => new Promise((resolve, reject) => {
    process.stdout.write('', () => (stdoutFailure === undefined ? resolve() : reject(stdoutFailure)));
  }),
  stderr: (text) => writeStderr(text),
  env: process.env,
  cwd: () => process.cwd(),
  stdoutIsTTY: process.stdout.isTTY === true,
  stderrIsTTY: process.stderr.isTTY === true,
  now: () => new Date(),
  spawn: async (request) => {
    forwardSignals();
    return (await loadSpawner()).spawnProcess(request);
  },
  fingerprint: async () => (await import('./github/fingerprint.js')).readFingerprint(process.env, process.env.BENCH_GATE_MACHINE_ID ?? ''),
  makeTempDir: (prefix) => mkdtemp(join(tmpdir(), prefix)),
  removePath: (path) => rm(path, { recursive: true, force: true }),
};

// Benchmarks run in their own process groups (for --timeout), so Ctrl-C must be passed on; the
// command then fails as usual and cleans up (ab removes its worktree). With no child running, or
// on a second Ctrl-C, it quits at once. The handlers are installed with the first child only: a
// handler runs on the event loop, so a command that never starts one (compare, a long synchronous
// comparison) keeps the default disposition and stops at once on Ctrl-C, `timeout` or a CI cancel.
let interrupted: NodeJS.Signals | undefined;
let forwarding = false;
function forwardSignals(): void {
  if (forwarding) return;
  forwarding = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted !== undefined || (spawner?.stopAllChildren(signal) ?? 0) === 0) process.exit(130);
      interrupted = signal;
    });
  }
}

const status = await runCli(process.argv.slice(2), ports);
process.exitCode = interrupted === undefined ? status : 130;
