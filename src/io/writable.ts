/**
 * Whether a file can be written, asked before any work: `run` and `ab` measure for minutes or
 * hours before they write -o, and a write refused then loses every sample.
 */
import { access, constants } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Resolves when `path` can be written; else rejects with the error a write would meet (EACCES,
 * EROFS, ELOOP, ENOTDIR; ENOENT when its directory does not exist), without writing or creating
 * anything: the file's own permission when it exists, else its directory's.
 *
 * Note: opening the file to find out would create it (or, with truncation, empty it) before the
 * command knows it will have anything to write.
 */
export async function checkWritable(path: string): Promise<void> {
  try {
    await access(path, constants.W_OK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await access(dirname(path), constants.W_OK);
  }
}
