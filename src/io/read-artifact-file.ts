/**
 * Reading one file of a downloaded artifact that untrusted code wrote (a fork PR's run), in the
 * trusted job that posts it (comment-from-artifact): the size is checked before anything is read,
 * so a file of gigabytes costs no memory, and only a regular file is read. A symbolic link is not
 * followed (it could point anywhere on the commenter's runner, whose file would then be posted),
 * nor a directory, FIFO or device opened for reading. The checks hold on the open handle too
 * (O_NOFOLLOW, fstat), so a file swapped in after the first look is refused the same way, and the
 * read stops at the cap should the file grow while it is read.
 */
import { constants, type Stats } from 'node:fs';
import { lstat, open, type FileHandle } from 'node:fs/promises';
import { hasCode, openFlag } from './fs-codes.js';
import { readHandleCapped } from './read-capped.js';

export type ArtifactFile =
  | { kind: 'text'; text: string }
  | { kind: 'missing' }
  /** Over `maxBytes`; `size` from the file system, undefined when it grew past the cap while read. */
  | { kind: 'too-large'; size: number | undefined }
  /** Not a regular file: `what` it is ("a symbolic link", "a directory", ...). */
  | { kind: 'not-a-file'; what: string }
  | { kind: 'unreadable'; reason: string };

/** The file at `path` as UTF-8 text, when it is a regular file of at most `maxBytes` bytes. */
export async function readArtifactFile(path: string, maxBytes: number): Promise<ArtifactFile> {
  let info: Stats;
  try {
    info = await lstat(path);
  } catch (error) {
    return isMissing(error) ? { kind: 'missing' } : { kind: 'unreadable', reason: errorText(error) };
  }
  const refused = refusal(info, maxBytes);
  if (refused !== undefined) return refused;
  try {
    // O_NONBLOCK: a FIFO put in the file's place since lstat must not hang the open.
    const handle = await open(path, constants.O_RDONLY | openFlag('O_NOFOLLOW') | openFlag('O_NONBLOCK'));
    try {
      return refusal(await handle.stat(), maxBytes) ?? await readUpTo(handle, maxBytes);
    } finally {
      await handle.close();
    }
  } catch (error) {
    // ELOOP: a symbolic link put in the file's place since lstat (O_NOFOLLOW).
    if (hasCode(error, 'ELOOP')) return { kind: 'not-a-file', what: 'a symbolic link' };
    return isMissing(error) ? { kind: 'missing' } : { kind: 'unreadable', reason: errorText(error) };
  }
}

/** Why a file with these stats is not read; undefined for a regular file within the cap. */
function refusal(info: Stats, maxBytes: number): ArtifactFile | undefined {
  if (info.isSymbolicLink()) return { kind: 'not-a-file', what: 'a symbolic link' };
  if (info.isDirectory()) return { kind: 'not-a-file', what: 'a directory' };
  if (!info.isFile()) return { kind: 'not-a-file', what: 'not a regular file' };
  if (info.size > maxBytes) return { kind: 'too-large', size: info.size };
  return undefined;
}

async function readUpTo(handle: FileHandle, maxBytes: number): Promise<ArtifactFile> {
  const bytes = await readHandleCapped(handle, maxBytes);
  return bytes === undefined ? { kind: 'too-large', size: undefined } : { kind: 'text', text: bytes.toString('utf8') };
}

function isMissing(error: unknown): boolean {
  return hasCode(error, 'ENOENT') || hasCode(error, 'ENOTDIR');
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
