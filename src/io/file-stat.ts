/**
 * What a path names, for the checks made before any work: whether it is a regular file, a
 * directory or something else (a device, a FIFO, a socket), and which file it is.
 */
import { stat } from 'node:fs/promises';

export interface FileStat {
  type: 'file' | 'directory' | 'other';
  /**
   * `dev:ino`: the same for every name of one file, hard links included; undefined where the file
   * system gives no inode number (0: FAT, some network shares on Windows).
   */
  id: string | undefined;
  /** How many names (hard links) the file has. */
  links: number;
}

/** The file `path` names, following symbolic links; undefined when nothing is there. Rejects on other errors (ENOTDIR, ELOOP, EACCES). */
export async function fileStat(path: string): Promise<FileStat | undefined> {
  try {
    // bigint: Windows file IDs are 64-bit, and as numbers two files' IDs can round to one (nodejs/node#12115).
    const info = await stat(path, { bigint: true });
    return {
      type: info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other',
      id: info.ino === 0n ? undefined : `${info.dev}:${info.ino}`,
      links: Number(info.nlink),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
