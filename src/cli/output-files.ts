/**
 * The files a command writes (-o, --report, --base-out, --head-out): checked before any work, so
 * that `run` and `ab` never measure for an output they cannot write, and written with a message
 * that names the file and the fix when the write fails.
 */
import { dirname } from 'node:path';
import { BENCHMARK_OUTPUT } from '../io/decode.js';
import { hasCode } from '../io/fs-codes.js';
import { fileError } from './file-errors.js';
import { fileNames, firstKnown } from './file-identity.js';
import { UsageError, type CliPorts } from './ports.js';

/**
 * Checks, before any work (a `run` may take an hour), that every output can be written: its
 * directory exists, it is not a directory, the file system lets it be written (permissions, a
 * read-only mount, a symbolic link loop), no two outputs are the same file, and none is an input,
 * which the output would replace (a report written over the baseline it was compared with). Files
 * are compared by fileNames, so `./a.json`, a symbolic link to it and a hard link are `a.json` too;
 * an output that is a device, FIFO or terminal is never one. `outputs` pairs an option with its path (undefined: not given).
 */
export async function checkOutputs(outputs: readonly (readonly [string, string | undefined])[], inputs: readonly string[], ports: CliPorts): Promise<void> {
  const taken = new Map<string, string>();
  for (const p of inputs.filter((p) => p !== '-')) for (const name of await fileNames(p, ports)) taken.set(name, `the input ${p}`);
  const where = ports.env.PWD ?? 'the current directory';
  for (const [option, path] of outputs) {
    if (path === undefined) continue;
    if (path.trim() === '') throw new UsageError(`${option} needs a file name, and '${path}' is empty (an unset shell variable?). Give a file name, or leave ${option} out.`);
    // Inputs read `-` as standard input, but an output of `-` would be a file named '-'.
    if (path === '-') throw new UsageError(`${option} - would write a file named '-', not standard output. Give a file name (./- for a file named -), or leave ${option} out.`);
    // As for inputs (fileError): the name arrived with U+FFFD for bytes that are not UTF-8, so it would
    // write a file of another name than the one the shell completed, or find no such directory.
    if (path.includes('\uFFFD')) throw new UsageError(`cannot write ${path} (${option}): its name has bytes that are not UTF-8 (shown as \uFFFD), which bench-gate cannot pass on to the file system. Give a UTF-8 name, or leave ${option} out.`);
    // What is there, following links; a path that cannot be looked at is left to checkWritable below.
    const found = await ports.fileStat(path).catch(() => undefined);
    // A device, FIFO or terminal is written to, not replaced: `-o /dev/stdout --report /dev/stderr`
    // on one terminal (or into one pipe, 2>&1 |) loses nothing.
    const names = found?.type === 'other' ? [] : await fileNames(path, ports);
    const other = firstKnown(taken, names);
    if (other !== undefined) throw new UsageError(`${option} ${path} is also ${other}: writing there would replace it. Give another file name.`);
    for (const name of names) taken.set(name, `the output of ${option}`);
    if (found?.type === 'directory') throw new UsageError(`${option} ${path} is a directory. Give a file name.`);
    // A name ending in / is a directory that does not exist yet: writing it would fail (EISDIR).
    if (path.endsWith('/')) throw new UsageError(`${option} ${path} ends in /, so it names a directory, not a file. Give a file name.`);
    // Asked now, not when writing: `run` and `ab` would have measured for nothing.
    await ports.checkWritable(path).catch(async (error: unknown) => {
      const dir = dirname(path);
      if ((error as { code?: unknown }).code === 'ENOENT') throw new UsageError(`cannot write ${path} (${option}): its directory ${dir} does not exist (relative to ${where}). Create it first, or give another path.`);
      throw await fileError(path, 'write', error, ports, BENCHMARK_OUTPUT, option);
    });
  }
}

/**
 * Refuses an output (`outputs` as for checkOutputs) that is the config file the command read,
 * given with --config or found by looking: writing there would replace the rules (`compare
 * --config bench-gate.yml -o bench-gate.yml`). Checked once the config is known, before any work.
 */
export async function checkOutputsBesideConfig(outputs: readonly (readonly [string, string | undefined])[], configFile: string | undefined, ports: CliPorts): Promise<void> {
  if (configFile === undefined) return;
  const config = new Map((await fileNames(configFile, ports)).map((name) => [name, configFile]));
  for (const [option, path] of outputs) {
    if (path !== undefined && firstKnown(config, await fileNames(path, ports)) !== undefined) throw new UsageError(`${option} ${path} is also the config file ${configFile}: writing there would replace it. Give another file name.`);
  }
}

/**
 * Writes an output file (-o), turning a failure into a message that names the file. A regular file
 * already there (last run's results or report) is replaced whole (io/replace-file.ts): written in
 * place, a full disk or the file-size limit met mid-write lost it and left part of the new text.
 */
export async function writeOutput(ports: CliPorts, path: string, text: string): Promise<void> {
  try {
    if (await replacedWhole(ports, path, text)) return;
    await ports.writeFile(path, text);
  } catch (error) {
    throw await fileError(path, 'write', error, ports);
  }
}

/**
 * Whether `path` was a regular file and now holds `text`. False, with nothing written, where a
 * plain write is the way: no file yet, a device or pipe (`-o /dev/stdout`), a directory that takes
 * no new file beside the target while the file itself may be written (a shared directory the user
 * cannot write, a sticky /tmp with another user's file): replacing needs both; another user's file
 * whose owner cannot be kept (EPERM); a file that is a mount point (`docker run -v
 * $PWD/report.txt:/report.txt`), which nothing can be renamed over (EBUSY).
 */
async function replacedWhole(ports: CliPorts, path: string, text: string): Promise<boolean> {
  try {
    return await ports.replaceFile(path, text);
  } catch (error) {
    if (['ENOENT', 'ENOTDIR', 'EACCES', 'EPERM', 'EROFS', 'EBUSY'].some((code) => hasCode(error, code))) return false;
    throw error;
  }
}
