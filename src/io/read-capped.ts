/**
 * Reading a file or a stream with a size cap, so a 200 MB (or endless) input costs at most the cap
 * in memory: a regular file over the cap is refused from its size without being read; a pipe, FIFO
 * or stdin is read until it passes the cap. The refusal is an error with `code: 'EFBIG'` and the
 * size when known, which the CLI turns into decode.ts's tooLargeMessage (exit 2).
 */
import { fstatSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { MAX_INPUT_BYTES, tooLargeError } from './decode.js';

/** A file's bytes, at most `max` of them; rejects with TooLargeError, or the fs error (ENOENT, EISDIR...). */
export async function readFileCapped(path: string, max = MAX_INPUT_BYTES): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    if (info.isFile()) {
      if (info.size > max) throw tooLargeError(info.size, max);
      return await handle.readFile();
    }
    if (info.isDirectory()) return await handle.readFile(); // rejects with EISDIR, as readFile does
    const bytes = await readHandleCapped(handle, max);
    if (bytes === undefined) throw tooLargeError(undefined, max);
    return bytes;
  } finally {
    await handle.close();
  }
}

/**
 * An open file's bytes from where it stands to its end, read in chunks so that at most `max` of them
 * (and one chunk more) are held; undefined once it passes `max`. For a file whose size says nothing
 * (a pipe) or may change while it is read.
 */
export async function readHandleCapped(handle: FileHandle, max: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) return Buffer.concat(chunks, total);
    total += bytesRead;
    if (total > max) return undefined;
    chunks.push(chunk.subarray(0, bytesRead));
  }
}

/** A stream's bytes (stdin), at most `max`; past the cap it stops reading and rejects with TooLargeError. */
export async function readStreamCapped(stream: Readable, max = MAX_INPUT_BYTES): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buffer.length;
    if (total > max) {
      stream.destroy();
      throw tooLargeError(undefined, max);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Standard input's bytes (readStreamCapped). A directory on standard input (`bench-gate parse - <
 * target/criterion`) reads as empty in Node, which would be refused as an empty input: it rejects
 * with EISDIR instead, as reading a directory by name does.
 */
export async function readStdinCapped(max = MAX_INPUT_BYTES): Promise<Uint8Array> {
  if (isDirectoryOnStdin()) throw Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' });
  return readStreamCapped(process.stdin, max);
}

function isDirectoryOnStdin(): boolean {
  try {
    return fstatSync(0).isDirectory();
  } catch {
    return false; // no descriptor to look at: the stream says what there is
  }
}
