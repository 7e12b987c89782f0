/**
 * Running the user's benchmark command: bash with errexit, nounset and pipefail (as action.yml's
 * run step), output streamed live to the log and captured to a file for the parser.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ACTION_BASH_OPTIONS } from './command-line.js';
import { logWriter } from './log-stream.js';

/** Where the command's output is shown live: the job log, process.stdout and process.stderr. */
export interface BenchLog { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream }

/**
 * Runs `command` in `cwd`; resolves with its exit status (127 when bash cannot start). A write to
 * the log that fails (log-stream.ts) stops the showing, nothing else: the capture file still gets
 * every byte and the status is the command's.
 */
export async function runBenchCommand(command: string, cwd: string, capturePath: string,
  log: BenchLog = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  await mkdir(dirname(capturePath), { recursive: true });
  const capture = createWriteStream(capturePath);
  const toStdout = logWriter(log.stdout);
  const toStderr = logWriter(log.stderr);
  return new Promise((resolve) => {
    const child = spawn('bash', [...ACTION_BASH_OPTIONS, '-c', command], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (chunk: Buffer, show: (chunk: Buffer) => void): void => {
      show(chunk);
      capture.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => forward(chunk, toStdout));
    child.stderr.on('data', (chunk: Buffer) => forward(chunk, toStderr));
    child.on('error', () => capture.end(() => resolve(127)));
    child.on('close', (code, signal) => capture.end(() => resolve(code ?? (signal === null ? 1 : 128))));
  });
}
