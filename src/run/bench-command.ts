/**
 * Running the user's benchmark command: bash with errexit, nounset and pipefail (as action.yml's
 * run step), output streamed live to the log and captured to a file for the parser.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ACTION_BASH_OPTIONS } from './command-line.js';

/** Runs `command` in `cwd`; resolves with its exit status (127 when bash cannot start). */
export async function runBenchCommand(command: string, cwd: string, capturePath: string): Promise<number> {
  await mkdir(dirname(capturePath), { recursive: true });
  const capture = createWriteStream(capturePath);
  return new Promise((resolve) => {
    const child = spawn('bash', [...ACTION_BASH_OPTIONS, '-c', command], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (chunk: Buffer, to: NodeJS.WriteStream): void => {
      to.write(chunk);
      capture.write(chunk);
    };
    child.stdout.on('data', (chunk: Buffer) => forward(chunk, process.stdout));
    child.stderr.on('data', (chunk: Buffer) => forward(chunk, process.stderr));
    child.on('error', () => capture.end(() => resolve(127)));
    child.on('close', (code, signal) => capture.end(() => resolve(code ?? (signal === null ? 1 : 128))));
  });
}
