/**
 * Replacing a result file whole (src/io/replace-file.ts) on the real file system: the old file is
 * never cut (a reader that opened it still reads it whole, and no temporary file is left), a link
 * keeps pointing at the replaced file, and a pipe or a device is left alone.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, closeSync, constants, lstatSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, readSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceFile } from '../../src/io/replace-file.js';

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'bench-gate-replace-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('replaceFile', () => {
  it('swaps in a new file whole: a reader of the old one still reads all of it, and no temporary file is left', async () => {
    const path = join(dir, 'head.json');
    const first = `${'first '.repeat(10_000)}\n`;
    writeFileSync(path, first, { mode: 0o640 });
    const reader = openSync(path, 'r');
    try {
      expect(await replaceFile(path, 'settled\n')).toBe(true);
      // Written in place, the old descriptor would read the new text (or an empty file).
      const old = Buffer.alloc(first.length + 10);
      expect(old.subarray(0, readSync(reader, old, 0, old.length, 0)).toString()).toBe(first);
    } finally {
      closeSync(reader);
    }
    expect(readFileSync(path, 'utf8')).toBe('settled\n');
    expect(statSync(path).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['head.json']);
  });

  // Only root can give a file to another user; a root job writing into a runner's checkout is where it happens.
  it.runIf(process.getuid?.() === 0)('keeps the owner and group of a file that is another user\'s', async () => {
    const path = join(dir, 'head.json');
    writeFileSync(path, 'first\n');
    chmodSync(path, 0o664);
    chownSync(path, 65534, 65534);
    expect(await replaceFile(path, 'settled\n')).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('settled\n');
    expect(statSync(path)).toMatchObject({ uid: 65534, gid: 65534 });
    expect(statSync(path).mode & 0o777).toBe(0o664);
  });

  it('replaces a file whose name is as long as the file system allows (255 bytes), with no temporary file left', async () => {
    const path = join(dir, `${'r'.repeat(250)}.json`);
    writeFileSync(path, 'first\n');
    expect(await replaceFile(path, 'settled\n')).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('settled\n');
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('replaces the file a symbolic link names, and keeps the link', async () => {
    const target = join(dir, 'real.json');
    const link = join(dir, 'link.json');
    writeFileSync(target, 'first\n');
    symlinkSync('real.json', link);
    expect(await replaceFile(link, 'settled\n')).toBe(true);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe('real.json');
    expect(readFileSync(target, 'utf8')).toBe('settled\n');
  });

  it('leaves a pipe alone: what was written there has been read, a second write would be a second document', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    // Read and write, without blocking: opening it for writing would block until a reader came.
    const fd = openSync(fifo, constants.O_RDWR | constants.O_NONBLOCK);
    try {
      expect(await replaceFile(fifo, 'settled\n')).toBe(false);
      expect(() => readSync(fd, Buffer.alloc(16))).toThrow(/EAGAIN/);
    } finally {
      closeSync(fd);
    }
    expect(await replaceFile('/dev/null', 'settled\n')).toBe(false);
    expect(readdirSync(dir)).toEqual(['fifo']);
  });

  it('rejects, the file left as it was, when it does not exist', async () => {
    await expect(replaceFile(join(dir, 'none.json'), 'settled\n')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(readdirSync(dir)).toEqual([]);
  });
});
