/**
 * The files the action writes and removes as its own, at paths it names itself (its state and
 * captures in .bench-gate/, the report files in artifact-path) or removes for a run (output-file):
 * what is there may not be what bench-gate left. A workspace persists on a self-hosted runner, a
 * checkout can hold symbolic links, and the benchmark (a fork PR's code, between the prepare and
 * gate steps) can put anything there. So:
 *  - nothing is written through a symbolic link (it would replace the file the link leads to), nor
 *    into a device, FIFO or socket (a FIFO with no reader would hang the step for good), nor over a
 *    directory; the checks hold on the open handle too (O_NOFOLLOW, O_NONBLOCK, fstat), so what is
 *    swapped in after the first look is refused the same way;
 *  - a device, FIFO or socket is never removed (`rm` of /dev/null as root breaks every process
 *    that writes to it); a symbolic link is removed as the link, never what it leads to;
 *  - with a `place`, the file's directory, resolved through every link on its path, must be one
 *    the caller allows (a relative path must stay in the workspace: `.bench-gate` a link to / or
 *    the home directory would have its `baseline` removed and its files written there).
 * A refusal is an OwnPathError, which says what is there; the caller words it for its input.
 */
import { constants, type Stats } from 'node:fs';
import { lstat, mkdir, open, readlink, realpath, rm, stat, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { hasCode, openFlag } from './fs-codes.js';
import { LINK_LOOP_REASON, notADirectoryReason } from './path-errors.js';

/** What is at (or on the way to) a path the action will not write or remove. */
export type OwnPathProblem =
  /** Writing: a symbolic link, which leads to `target`. */
  | { kind: 'link'; target: string }
  | { kind: 'special' }
  /** Writing: a directory is there. */
  | { kind: 'directory' }
  /** A file (`file`) on the path, where a directory should be. */
  | { kind: 'through-file'; file: string }
  /** A symbolic link loop on the directory's path, through the link `link` (the deepest on the path). */
  | { kind: 'loop'; link: string | undefined }
  /** The directory resolves to `real`, which `place` refused for `why`, through the symbolic link `link` (the deepest on the path). */
  | { kind: 'outside'; real: string; why: string; link: string | undefined };

export class OwnPathError extends Error {
  constructor(readonly path: string, readonly problem: OwnPathProblem) {
    super(`${path} ${ownPathProblemText(problem)}`);
  }
}

/** The problem as words after the path: "is a symbolic link (to /etc/passwd)". */
export function ownPathProblemText(problem: OwnPathProblem): string {
  switch (problem.kind) {
    case 'link': return `is a symbolic link (to ${problem.target})`;
    case 'special': return 'is a device, FIFO or socket';
    case 'directory': return 'is a directory';
    case 'through-file': return `cannot be written: ${notADirectoryReason(problem.file)}`;
    case 'loop': return `cannot be written: ${LINK_LOOP_REASON}`;
    case 'outside': return `leads to ${problem.real}, ${problem.why}${problem.link === undefined ? '' : `, through the symbolic link ${problem.link}`}`;
  }
}

/**
 * Where a path's directory may be: undefined when the directory, resolved through every link on
 * the way (`realDir`, absolute), is allowed; else why not ("outside the workspace").
 */
export type Place = (realDir: string) => string | undefined;

/**
 * Writes `text` to `path` as a regular file (made, or emptied first), creating its directory; rejects
 * with an OwnPathError where it will not. A file with other hard links (the benchmark can link any
 * file of the runner's user there) is not emptied, which would empty that file too: its name here
 * is removed and made afresh, and the other names keep their text.
 */
export async function writeOwnFile(path: string, text: string, place?: Place): Promise<void> {
  await checkOwnFile(path, place);
  await mkdir(dirname(path), { recursive: true });
  let handle = await openOwnFile(path, 0);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new OwnPathError(path, { kind: 'special' });
    if (info.nlink > 1) {
      await handle.close();
      await unlink(path);
      // O_EXCL: whatever is swapped in after the unlink is refused, not written through.
      handle = await openOwnFile(path, constants.O_EXCL);
    } else {
      await handle.truncate(0);
    }
    await handle.writeFile(text, 'utf8');
  } finally {
    await handle.close();
  }
}

/** Opens `path` to write, made if missing (`extra`: more open flags); a link, FIFO or directory swapped in since the check is refused. */
async function openOwnFile(path: string, extra: number): Promise<FileHandle> {
  try {
    // Not O_TRUNC: emptied only once fstat says it is a regular file with no other name.
    return await open(path, constants.O_WRONLY | constants.O_CREAT | extra | openFlag('O_NOFOLLOW') | openFlag('O_NONBLOCK') | openFlag('O_NOCTTY'), 0o666);
  } catch (error) {
    // Swapped in since the check: a link (O_NOFOLLOW), a FIFO with no reader (O_NONBLOCK), a directory.
    if (hasCode(error, 'ELOOP')) throw new OwnPathError(path, { kind: 'link', target: await linkTarget(path) });
    if (hasCode(error, 'ENXIO')) throw new OwnPathError(path, { kind: 'special' });
    if (hasCode(error, 'EISDIR')) throw new OwnPathError(path, { kind: 'directory' });
    throw error;
  }
}

/**
 * The text of a file the engine reads before it writes it (the artifact-path owner record, its
 * state) or reads from the workspace (the config): undefined when nothing readable is there, and
 * for a device, FIFO or socket, which is never opened to wait for a writer (a FIFO at the owner
 * record hung the prepare step for good, before writeOwnFile could refuse it). Links are followed:
 * reading through one replaces nothing.
 */
export async function readOwnText(path: string): Promise<string | undefined> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | openFlag('O_NONBLOCK') | openFlag('O_NOCTTY'));
  } catch {
    return undefined;
  }
  try {
    if (!(await handle.stat()).isFile()) return undefined;
    return await handle.readFile('utf8');
  } catch {
    return undefined;
  } finally {
    await handle.close();
  }
}

/** Rejects with an OwnPathError where writeOwnFile would, writing nothing: for a file another process writes (the composite's capture). */
export async function checkOwnFile(path: string, place?: Place): Promise<void> {
  if (place !== undefined) await checkPlace(path, place);
  const info = await lstatOrMissing(path);
  if (info === undefined || info.isFile()) return;
  if (info.isSymbolicLink()) throw new OwnPathError(path, { kind: 'link', target: await linkTarget(path) });
  throw new OwnPathError(path, info.isDirectory() ? { kind: 'directory' } : { kind: 'special' });
}

/**
 * Removes the file or directory tree at `path` (a symbolic link as the link); nothing when nothing
 * is there. Rejects with an OwnPathError for a device, FIFO or socket, which it leaves.
 */
export async function removeOwnPath(path: string, place?: Place): Promise<void> {
  if (place !== undefined) await checkPlace(path, place);
  const info = await lstatOrMissing(path);
  if (info === undefined) return;
  if (!info.isFile() && !info.isDirectory() && !info.isSymbolicLink()) throw new OwnPathError(path, { kind: 'special' });
  await rm(path, { recursive: true, force: true });
}

/** Rejects when `path`'s directory, resolved through its links, is not one `place` allows, or cannot be one. */
async function checkPlace(path: string, place: Place): Promise<void> {
  const dir = resolve(dirname(path));
  const real = await realDirectory(path, dir);
  const why = place(real);
  if (why === undefined) return;
  throw new OwnPathError(path, { kind: 'outside', real, why, link: await shownLink(dir) });
}

/**
 * `dir` resolved through every symbolic link on its path, as it will be once made: the deepest
 * part that exists, resolved, with the parts still to make after it.
 */
async function realDirectory(path: string, dir: string): Promise<string> {
  const toMake: string[] = [];
  for (let at = dir; ; at = dirname(at)) {
    let real: string | undefined;
    try {
      real = await realpath(at);
    } catch (error) {
      if (hasCode(error, 'ELOOP')) throw new OwnPathError(path, { kind: 'loop', link: await shownLink(dir) });
      // A part that does not exist yet (or below a file: ENOTDIR) is made later, or found to be under a file.
      if (!hasCode(error, 'ENOENT') && !hasCode(error, 'ENOTDIR')) throw error;
      // A dangling link would be followed by mkdir to wherever it points.
      const info = await lstatOrMissing(at).catch(() => undefined);
      if (info?.isSymbolicLink() === true) throw new OwnPathError(shown(at), { kind: 'link', target: await linkTarget(at) });
      if (dirname(at) === at) throw error;
      toMake.unshift(basename(at));
      continue;
    }
    if (!(await stat(real)).isDirectory()) throw new OwnPathError(path, { kind: 'through-file', file: shown(at) });
    return join(real, ...toMake);
  }
}

/** The deepest symbolic link on `dir`'s path (dir included), the one a refusal names; undefined for none. */
async function deepestLink(dir: string): Promise<string | undefined> {
  for (let at = dir; ; at = dirname(at)) {
    if ((await lstatOrMissing(at).catch(() => undefined))?.isSymbolicLink() === true) return at;
    if (dirname(at) === at) return undefined;
  }
}

/** The deepest symbolic link on `dir`'s path as a refusal names it (shown). */
async function shownLink(dir: string): Promise<string | undefined> {
  const link = await deepestLink(dir);
  return link === undefined ? undefined : shown(link);
}

/** An absolute path inside the working directory as the relative path the action names it by. */
function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : path;
}

async function lstatOrMissing(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    if (hasCode(error, 'ENOENT') || hasCode(error, 'ENOTDIR')) return undefined;
    throw error;
  }
}

async function linkTarget(path: string): Promise<string> {
  return readlink(path).catch(() => 'somewhere else');
}
