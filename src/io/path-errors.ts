/**
 * Why a path names no file that can be written, for the two errors a path meets before any file is
 * opened (looking at it, or removing it): ENOTDIR (a file on its path) and ELOOP (a link loop).
 * Worded once for the CLI's messages (cli/file-errors.ts) and the action's (output-file).
 */
import { dirname } from 'node:path';

/** Why a path under a file (`base.txt/x`) names nothing: `file` is that file, when known. */
export function notADirectoryReason(file: string | undefined): string {
  return `${file === undefined ? 'a part of its path is' : `${file} is`} a file, not a directory, so nothing can be inside it`;
}

/** Why a path through a symbolic link loop names nothing. */
export const LINK_LOOP_REASON = 'it (or a directory on its path) is a symbolic link that leads back to itself through other links, so it names no file';

/**
 * The first directory on `path` that is a file (`base.txt` in `base.txt/x`, or in `base.txt/`),
 * what ENOTDIR is about; undefined when none is (it changed in between). `isDirectory` rejects
 * when nothing is there.
 */
export async function fileOnPath(path: string, isDirectory: (path: string) => Promise<boolean>): Promise<string | undefined> {
  // `base.txt/` names a directory, so base.txt itself is on its path.
  const named = path.endsWith('/') ? `${path.replace(/\/+$/, '')}/.` : path;
  const above: string[] = [];
  for (let dir = dirname(named); dir !== '.' && !above.includes(dir); dir = dirname(dir)) above.unshift(dir);
  for (const dir of above) {
    // A part that does not exist has no file below it either.
    const directory = await isDirectory(dir).catch(() => undefined);
    if (directory === undefined) return undefined;
    if (!directory) return dir;
  }
  return undefined;
}
