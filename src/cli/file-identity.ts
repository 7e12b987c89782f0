/**
 * Which file a path names, so that one file under two names is seen as one: `a.txt` and `./a.txt`,
 * a symbolic link and its target, two hard links. An input read twice would count its samples
 * twice, and an output written over an input (or the config, or another output) would replace it.
 */
import { basename, dirname, join, resolve } from 'node:path';
import { UsageError, type CliPorts } from './ports.js';

/** Refuses stdin (`-`) given more than once: it can be read only once. */
export function checkStdinOnce(paths: readonly string[]): void {
  if (paths.indexOf('-') !== paths.lastIndexOf('-')) throw new UsageError('- (stdin) is given twice, but standard input can be read only once. Save one side to a file.');
}

/**
 * Refuses an input list that names a file twice (`what` says why), under one spelling or two
 * (`a.txt` and `./a.txt`, a symbolic link and its target, two hard links), or stdin twice.
 */
export async function checkInputsOnce(paths: readonly string[], what: string, ports: CliPorts): Promise<void> {
  checkStdinOnce(paths);
  const seen = new Map<string, string>();
  for (const path of paths.filter((p) => p !== '-')) {
    const names = await fileNames(path, ports);
    const first = firstKnown(seen, names);
    if (first === path) throw new UsageError(`${path} is given twice; ${what}`);
    if (first !== undefined) throw new UsageError(`${first} and ${path} are the same file; ${what}`);
    for (const name of names) seen.set(name, path);
  }
}

/**
 * Every name a path's file is known by, for telling whether two paths are one file: its
 * fileIdentity and, for a regular file with more than one link, its device and inode, which hard
 * links share (`ln base.txt copy.txt` gives one file two real paths, and writing either replaces
 * both).
 *
 * Note: the inode counts only for a regular file with more than one link. A file with one link has
 * one real path, which fileIdentity already tells; and where inode numbers are 0 or made up (FAT, network shares on
 * Windows, a VirtualBox shared folder), different files can share one, and `parse a.txt b.txt`
 * was refused as "the same file". A pipe or a terminal has an inode too, and `-o /dev/stdout
 * --report /dev/stderr` into one pipe was refused as one output written over the other.
 */
export async function fileNames(path: string, ports: CliPorts): Promise<string[]> {
  const identity = await fileIdentity(path, ports);
  // A path that cannot be looked at has only its identity; the read or write says why later.
  const found = await ports.fileStat(path).catch(() => undefined);
  return found?.type === 'file' && found.links > 1 && found.id !== undefined ? [identity, `inode ${found.id}`] : [identity];
}

/** What `known` holds for the first of `names` it has. */
export function firstKnown(known: ReadonlyMap<string, string>, names: readonly string[]): string | undefined {
  return names.map((name) => known.get(name)).find((value) => value !== undefined);
}

/**
 * What a path names, for telling whether two paths are one file: the real path (`.`, `..` and
 * symbolic links resolved); for a file that does not exist yet (an output), its directory's real
 * path and its name; the path made absolute when not even its directory exists.
 */
export async function fileIdentity(path: string, ports: CliPorts): Promise<string> {
  try {
    return await ports.realPath(path);
  } catch {
    try {
      return join(await ports.realPath(dirname(path)), basename(path));
    } catch {
      return resolve(ports.cwd(), path);
    }
  }
}
