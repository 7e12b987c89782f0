/**
 * The message for a file the CLI cannot read or write: what happened, which file, and what to do
 * (STYLE.md §3.4), for every error a path given on the command line meets in practice, not Node's
 * own text ("ELOOP: too many symbolic links encountered, open 'x'"), which says neither why nor
 * what to do. An error without a known cause keeps Node's text, which names it.
 */
import { dirname } from 'node:path';
import { BENCHMARK_OUTPUT, isTooLargeError, MAX_INPUT_BYTES, tooLargeMessage } from '../io/decode.js';
import { fileOnPath, LINK_LOOP_REASON, notADirectoryReason } from '../io/path-errors.js';
import { UsageError, type CliPorts } from './ports.js';

/**
 * The UsageError for `error`, met reading or writing `path`; `option` names the option that gave an
 * output (`-o`), shown after the path.
 */
export async function fileError(path: string, verb: 'read' | 'write', error: unknown, ports: CliPorts, kind = BENCHMARK_OUTPUT, option?: string): Promise<UsageError> {
  if (isTooLargeError(error)) return new UsageError(tooLargeMessage(path === '-' ? '<stdin>' : path, error.size, MAX_INPUT_BYTES, kind));
  const code = (error as { code?: string }).code;
  const where = ports.env.PWD ?? 'the current directory';
  const what = `${verb} ${path}${option === undefined ? '' : ` (${option})`}`;
  const fix = verb === 'read' ? `Check the path (relative to ${where})` : 'Give another path';
  // Node reads arguments as UTF-8: a name with other bytes arrives with U+FFFD in their place and
  // names no file, though the one the shell completed exists.
  if (code === 'ENOENT' && path.includes('\uFFFD')) return new UsageError(`cannot ${verb} ${path}: its name has bytes that are not UTF-8 (shown as \uFFFD), which bench-gate cannot pass on to the file system. Rename the file (or its directory) to a UTF-8 name, or pass it on standard input (-).`);
  if (code === 'ENOENT') return new UsageError(verb === 'read' ? `${path}: no such file. Check the path (relative to ${where}).` : `cannot write ${path}: its directory does not exist (relative to ${where}).`);
  // A directory redirected to standard input (`< target/criterion`) is read by its name instead.
  if (code === 'EISDIR' && path === '-') return new UsageError(`standard input is a directory (given with < DIR?), which cannot be read as a stream. Pass ${kind.file}${kind === BENCHMARK_OUTPUT ? ', or a target/criterion directory by its name (without <)' : ''}.`);
  if (code === 'EISDIR') return new UsageError(`${path} is a directory. ${verb === 'read' ? `Pass ${kind.file}.` : 'Give a file name.'}`);
  if (code === 'ENOTDIR') {
    const file = await fileOnPath(path, (dir) => ports.isDirectory(dir));
    return new UsageError(`cannot ${what}: ${notADirectoryReason(file)}. ${fix}.`);
  }
  if (code === 'ELOOP') return new UsageError(`cannot ${what}: ${LINK_LOOP_REASON}. See where it points (ls -l ${path}), and fix the link or give the file itself.`);
  if (code === 'ENAMETOOLONG') return new UsageError(`cannot ${what}: the name is too long for the file system (one part of a path can be at most 255 bytes). ${fix}: was a command's output or a whole line given as the name?`);
  if (code === 'EACCES' || code === 'EPERM') {
    if (verb === 'read') return new UsageError(`cannot read ${path}: permission denied. Check the permissions of the file and its directories (ls -l ${path}), or run bench-gate as a user who can read it.`);
    // An existing file is written in place, so its own permission counts, not its directory's.
    if ((await ports.fileStat(path).catch(() => undefined))?.type === 'file') return new UsageError(`cannot ${what}: permission denied: the file exists and you may not write it. Give another path, or change its permissions (ls -l ${path}).`);
    return new UsageError(`cannot ${what}: permission denied. Give a path in a directory you can write to, or change the permissions (ls -ld ${dirname(path)}).`);
  }
  if (code === 'EROFS') return new UsageError(`cannot ${what}: it is on a read-only file system. Give a path on a writable one (e.g. under /tmp).`);
  // A write past the file-size limit (`ulimit -f`) or the largest file the file system holds.
  if (code === 'EFBIG') return new UsageError(`cannot ${what}: the file would be larger than this process may write (the file-size limit, ulimit -f) or the file system holds. Raise the limit, or give a path on another file system.`);
  if (code === 'ENOSPC' || code === 'EDQUOT') return new UsageError(`cannot ${what}: no space left on the device (or the disk quota is used up). Free some space, or give a path on another disk.`);
  return new UsageError(`cannot ${what} (${error instanceof Error ? error.message : String(error)}).`);
}
