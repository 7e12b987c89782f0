/**
 * A file that cannot be read or written gets a message that says why and what to do, not Node's
 * own text ("ELOOP: too many symbolic links encountered, open 'x'"): a path through a file, a
 * symbolic link loop, a name too long, no permission (the tests run as root, so that one, a
 * read-only file system and a full disk come from the port), each for an input and an output.
 * An output is checked before any work: `run` and `ab` would measure for nothing, and lose it.
 */
import { copyFileSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';

let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-gate-file-errors-'));
  copyFileSync(join(ROOT, 'fixtures', 'go', 'basic.txt'), join(dir, 'base.txt'));
  symlinkSync('loop-b', join(dir, 'loop-a'));
  symlinkSync('loop-a', join(dir, 'loop-b'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const failing = (code: string) => () => Promise.reject(Object.assign(new Error(`${code}: from the test`), { code }));

describe('an input that cannot be read', () => {
  it.each([
    [['compare', '--no-config', 'base.txt/x', 'base.txt'], 'cannot read base.txt/x: base.txt is a file, not a directory, so nothing can be inside it. Check the path (relative to '],
    [['parse', '--no-config', 'base.txt/runs/1.txt'], 'cannot read base.txt/runs/1.txt: base.txt is a file, not a directory'],
    [['compare', '--no-config', 'base.txt', 'loop-a'], 'cannot read loop-a: it (or a directory on its path) is a symbolic link that leads back to itself through other links, so it names no file. See where it points (ls -l loop-a)'],
    [['report', 'loop-a/report.json'], 'cannot read loop-a/report.json: it (or a directory on its path) is a symbolic link that leads back to itself'],
    [['parse', '--no-config', `${'n'.repeat(300)}.txt`], 'the name is too long for the file system (one part of a path can be at most 255 bytes)'],
    [['compare', '--config', 'base.txt/bench-gate.yml', 'base.txt', 'base.txt'], 'cannot read base.txt/bench-gate.yml: base.txt is a file, not a directory'],
  ])('%j says why and what to do', async (args, message) => {
    const run = await runCliAt(dir, args);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/ENOTDIR|ELOOP|ENAMETOOLONG|internal error/);
    expect(run.code).toBe(2);
  });

  it('without permission, it says to check the permissions', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', 'base.txt'], { ports: { readFile: failing('EACCES') } });
    expect(run.stderr).toBe('bench-gate parse: cannot read base.txt: permission denied. Check the permissions of the file and its directories (ls -l base.txt), or run bench-gate as a user who can read it.\n');
    expect(run.code).toBe(2);
  });
});

describe('an output that cannot be written', () => {
  it.each([
    ['EROFS', 'cannot write out/result.json: it is on a read-only file system. Give a path on a writable one (e.g. under /tmp).'],
    ['EACCES', 'cannot write out/result.json: permission denied. Give a path in a directory you can write to, or change the permissions (ls -ld out).'],
    ['ENOSPC', 'cannot write out/result.json: no space left on the device (or the disk quota is used up). Free some space, or give a path on another disk.'],
  ])('%s says what to do', async (code, message) => {
    const run = await runCliAt(ROOT, ['parse', '--no-config', 'fixtures/go/basic.txt', '-o', 'out/result.json'], {
      ports: { writeFile: failing(code), replaceFile: failing(code), checkWritable: () => Promise.resolve(), isDirectory: (path) => Promise.resolve(path === 'out') },
    });
    expect(run.stderr).toContain(message);
    expect(run.code).toBe(2);
  });
});

describe('an output that cannot be written is refused before anything runs', () => {
  // The harness has no process port: a refusal that came after the runs would fail on it instead.
  it.each([
    [['run', '--runs', '1', '-o', 'base.txt/result.json', '--', 'true'], 'bench-gate run: cannot write base.txt/result.json (-o): base.txt is a file, not a directory, so nothing can be inside it. Give another path.\n'],
    [['run', '--runs', '1', '-o', 'loop-a', '--', 'true'], 'bench-gate run: cannot write loop-a (-o): it (or a directory on its path) is a symbolic link that leads back to itself through other links'],
    [['ab', '--rounds', '1', '--cmd', 'true', '--base-ref', 'HEAD', '--base-out', 'loop-b'], 'bench-gate ab: cannot write loop-b (--base-out): it (or a directory on its path) is a symbolic link'],
    [['run', '--runs', '1', '-o', 'results/', '--', 'true'], 'bench-gate run: -o results/ ends in /, so it names a directory, not a file. Give a file name.\n'],
  ])('%j', async (args, message) => {
    const run = await runCliAt(dir, args);
    expect(run.stderr.startsWith(message)).toBe(true);
    expect(run.code).toBe(2);
  });

  it('EACCES on an existing file points at the file, not at its directory', async () => {
    writeFileSync(join(dir, 'theirs.json'), '');
    const run = await runCliAt(dir, ['run', '--runs', '1', '-o', 'theirs.json', '--', 'true'], { ports: { checkWritable: failing('EACCES') } });
    expect(run.stderr).toBe('bench-gate run: cannot write theirs.json (-o): permission denied: the file exists and you may not write it. Give another path, or change its permissions (ls -l theirs.json).\n');
    expect(run.code).toBe(2);
  });

  it.each([
    ['EROFS', 'cannot write out.json (-o): it is on a read-only file system.'],
    ['EACCES', 'cannot write out.json (-o): permission denied.'],
  ])('%s, from the file system', async (code, message) => {
    const run = await runCliAt(dir, ['run', '--runs', '1', '-o', 'out.json', '--', 'true'], { ports: { checkWritable: failing(code) } });
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toContain('harness has no');
    expect(run.code).toBe(2);
  });
});

describe('an empty report', () => {
  // What `compare --output json > report.json` leaves when compare fails: not a report cut short.
  it.each([['report.json'], ['-']])('report %s says it is empty, and what to pass', async (path) => {
    writeFileSync(join(dir, 'report.json'), '\n');
    const run = await runCliAt(dir, ['report', path]);
    expect(run.stderr).toBe(`bench-gate report: ${path === '-' ? '<stdin>' : path} is empty. Pass the JSON file that \`bench-gate compare --output json\` wrote, after it has finished: a compare that failed (exit 2) leaves the file it was redirected to empty.\n`);
    expect(run.code).toBe(2);
  });
});
