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
 * ended it, as bash reports it); rejects with a BenchStartError when it cannot start. Its stdout
 * and stderr go to `capturePath` together, in the order they arrive (as action.yml's `2>&1 | tee`),
 * and its stdout alone to `stdoutPath`, which is read when the joined text does not read
 * (captured-output.ts). A write to the log that fails (log-stream.ts) stops the showing, nothing
 * else: the capture files still get every byte and the status is the command's. A write to a
 * capture file that fails rejects with a CaptureError once the command has ended: the output it
 * holds is not all the command printed, and parsing part of it would compare fewer benchmarks or
 * samples than ran.
 */
export async function runBenchCommand(command: string, cwd: string, capturePath: string, stdoutPath: string,
  log: BenchLog = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  await mkdir(dirname(capturePath), { recursive: true });
  await mkdir(dirname(stdoutPath), { recursive: true });
  const files = [capturePath, stdoutPath].map((path) => {
    const stream = createWriteStream(path);
    // The failure is read from stream.errored when the command ends; the listener only keeps the
    // 'error' event from crashing the process.
    stream.on('error', () => undefined);
    return { path, stream };
  });
  const [joined, stdoutOnly] = files as [typeof files[0], typeof files[0]];
  const endAll = (done: (error?: Error | null) => void): void => {
    let open = files.length;
    let first: Error | null | undefined;
    for (const { stream } of files) {
      stream.end((error?: Error | null) => {
        first ??= error;
        if (--open === 0) done(first);
      });
    }
  };
  const toStdout = logWriter(log.stdout);
  const toStderr = logWriter(log.stderr);
  return new Promise((resolve, reject) => {
    // The stream's own error (ENOSPC), there before its 'error' event; end()'s error would only
    // say that the stream was destroyed by it.
    const settle = (status: number, error?: Error | null): void => {
      const broken = files.find((f) => f.stream.errored != null);
      const failure = broken?.stream.errored ?? error;
      if (failure == null) resolve(status);
      else reject(new CaptureError(`cannot write the benchmark's output to ${broken?.path ?? capturePath} (${failure.message}), so what was captured is incomplete and nothing can be compared. Free space on the runner (the capture is as large as the command's output)`));
    };
    const child = spawn('bash', [...ACTION_BASH_OPTIONS, '-c', command], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => {
      toStdout(chunk);
      joined.stream.write(chunk);
      stdoutOnly.stream.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      toStderr(chunk);
      joined.stream.write(chunk);
    });
    // Node says "spawn bash ENOENT" for a missing working directory too: say which is missing.
    child.on('error', (error) => endAll(() => reject(new BenchStartError(existsSync(cwd) ? `bash could not be started (${error.message})` : `the directory ${cwd} does not exist`))));
    child.on('close', (code, signal) => endAll((error) => settle(code ?? (signal === null ? 1 : 128 + (constants.signals[signal] ?? 0)), error)));
  });
}
