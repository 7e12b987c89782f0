/**
 * Running the user's benchmark command: bash with errexit, nounset and pipefail (as action.yml's
 * run step), output streamed live to the log and captured to a file for the parser.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { constants } from 'node:os';
import { dirname } from 'node:path';
import { ACTION_BASH_OPTIONS } from './command-line.js';
import { logWriter } from './log-stream.js';

/** Where the command's output is shown live: the job log, process.stdout and process.stderr. */
export interface BenchLog { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream }

/** The capture file could not be written: the output to parse is incomplete (a full disk). */
export class CaptureError extends Error {}

/** The command could not be started at all: its working directory does not exist, or bash is missing. */
export class BenchStartError extends Error {}

/**
 * Runs `command` in `cwd`; resolves with its exit status (128 + the signal's number when a signal
 * ended it, as bash reports it); rejects with a BenchStartError when it cannot start. A write to
 * the log that fails (log-stream.ts) stops the showing, nothing else: the capture file still gets
 * every byte and the status is the command's. A write to the capture file that fails rejects with
 * a CaptureError once the command has ended: the output it holds is not all the command printed,
 * and parsing part of it would compare fewer benchmarks or samples than ran.
 */
export async function runBenchCommand(command: string, cwd: string, capturePath: string,
  log: BenchLog = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  await mkdir(dirname(capturePath), { recursive: true });
  const capture = createWriteStream(capturePath);
  // The failure is read from capture.errored when the command ends; the listener only keeps the
  // 'error' event from crashing the process.
  capture.on('error', () => undefined);
  const toStdout = logWriter(log.stdout);
  const toStderr = logWriter(log.stderr);
  return new Promise((resolve, reject) => {
    // The stream's own error (ENOSPC), there before its 'error' event; end()'s error would only
    // say that the stream was destroyed by it.
    const settle = (status: number, error?: Error | null): void => {
      const failure = capture.errored ?? error;
      if (failure == null) resolve(status);
      else reject(new CaptureError(`cannot write the benchmark's output to ${capturePath} (${failure.message}), so what was captured is incomplete and nothing can be compared. Free space on the runner (the capture is as large as the command's output)`));
    };
    const child = spawn('bash', [...ACTION_BASH_OPTIONS, '-c', command], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (chunk: Buffer, show: (chunk: Buffer) => void): void => {
      show(chunk);
      capture.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => forward(chunk, toStdout));
    child.stderr.on('data', (chunk: Buffer) => forward(chunk, toStderr));
    // Node says "spawn bash ENOENT" for a missing working directory too: say which is missing.
    child.on('error', (error) => capture.end(() => reject(new BenchStartError(existsSync(cwd) ? `bash could not be started (${error.message})` : `the directory ${cwd} does not exist`))));
    child.on('close', (code, signal) => capture.end((error?: Error | null) => settle(code ?? (signal === null ? 1 : 128 + (constants.signals[signal] ?? 0)), error)));
  });
}
