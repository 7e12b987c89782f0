/**
 * Replacing a file that already holds whole results (a result JSON rewritten after confirm on
 * rerun) so that it never holds less: the new text goes to a temporary file beside it, which is
 * then renamed over it (rename is atomic within a file system). A plain write truncates the file
 * first, so a kill, a second Ctrl-C or a full disk during the write would leave it empty or cut,
 * losing results that were whole on disk. A symbolic link is followed: the file it names is
 * replaced, the link kept.
 *
 * What is not a regular file is not replaced: a pipe or a device (`-o /dev/stdout | jq`, a process
 * substitution's /dev/fd/63) has been read already, and a second write would follow the first as a
 * second document; /dev/fd/N and /proc/self/fd/N name a descriptor, whose file behind a shell
 * redirection renaming would swap for a new one the shell does not write to.
 */
import { randomBytes } from 'node:crypto';
import { open, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Paths that name descriptors and devices, not files (Linux and macOS). */
const DESCRIPTOR_ROOTS = [`${sep}dev${sep}`, `${sep}proc${sep}`];

/**
 * Replaces the regular file at `path` (an existing one, or the one a link there names) with
 * `text`, atomically, keeping its mode, owner and group; false, with nothing written, when `path`
 * is not a regular file. Rejects with the fs error when the replacement cannot be written (EPERM
 * where the owner or group cannot be kept), the file then left as it was.
 */
export async function replaceFile(path: string, text: string): Promise<boolean> {
  if (DESCRIPTOR_ROOTS.some((root) => resolve(path).startsWith(root))) return false;
  const target = await realpath(path);
  const info = await stat(target);
  if (!info.isFile()) return false;
  // Beside the target, so that the rename stays within one file system; 'wx' never reuses a file.
  // Not named after the target: a name near the file system's 255 bytes would leave no room for more.
  const temp = join(dirname(target), `.bench-gate.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const handle = await open(temp, 'wx', info.mode & 0o777);
    try {
      // The file stays whose it was (a root job's -o into the runner's checkout would leave a file
      // the runner can no longer replace), else it is not replaced (EPERM: writeOutput then writes
      // it in place). Then its mode, which the umask took bits off at the open (0664 made 0644).
      const made = await handle.stat();
      if (made.uid !== info.uid || made.gid !== info.gid) await handle.chown(info.uid, info.gid);
      await handle.chmod(info.mode & 0o777);
      await handle.writeFile(text, 'utf8');
      // On disk before the rename, or a crash of the machine could leave the new name with no data.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return true;
}
