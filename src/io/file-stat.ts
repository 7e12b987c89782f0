/**
 * What a path names, for the checks made before any work: whether it is a regular file, a
 * directory or something else (a device, a FIFO, a socket), and which file it is.
 */
import { stat } from 'node:fs/promises';

export interface FileStat {
  type: 'file' | 'directory' | 'other';
  /** `dev:ino`: the same for every name of one file, hard links included. */
  id: string;
}

/** The file `path` names, following symbolic links; undefined when nothing is there. Rejects on other errors (ENOTDIR, ELOOP, EACCES). */
export async function fileStat(path: string): Promise<FileStat | undefined> {
  try {
    const info = await stat(path);
    return { type: info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other', id: `${info.dev}:${info.ino}` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
