/**
 * The action's own files (io/own-files.ts) on real files: written only as regular files, never
 * through a symbolic link, into a FIFO (at once, not waiting for a reader) or over a directory; a
 * FIFO is never removed, a link is removed as the link; and with a place, a directory that leads
 * elsewhere through a link is refused before anything is made, removed or written there. The
 * places and messages of the engine (action/own-paths.ts) are checked here too.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOwnFile, OwnPathError, removeOwnPath, writeOwnFile } from '../../src/io/own-files.js';
import { ownPathMessage, ownPlace } from '../../src/action/own-paths.js';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'bench-gate-own-files-')));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
/** A fresh directory under the scratch root. */
function fresh(): string {
  const dir = join(root, `case-${++n}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const refusal = async (work: Promise<unknown>): Promise<OwnPathError> => {
  const error: unknown = await work.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(OwnPathError);
  return error as OwnPathError;
};

describe('writeOwnFile', () => {
  it('makes the file and its directory, and empties an existing one before writing', async () => {
    const dir = fresh();
    await writeOwnFile(join(dir, 'a', 'b', 'state.json'), '{"x":1}\n');
    expect(readFileSync(join(dir, 'a', 'b', 'state.json'), 'utf8')).toBe('{"x":1}\n');
    await writeOwnFile(join(dir, 'a', 'b', 'state.json'), '{}\n');
    expect(readFileSync(join(dir, 'a', 'b', 'state.json'), 'utf8')).toBe('{}\n');
  });

  it('refuses a symbolic link and leaves the file it leads to as it was', async () => {
    const dir = fresh();
    writeFileSync(join(dir, 'victim.txt'), 'mine\n');
    symlinkSync(join(dir, 'victim.txt'), join(dir, 'report.json'));
    const error = await refusal(writeOwnFile(join(dir, 'report.json'), 'report'));
    expect(error.problem).toEqual({ kind: 'link', target: join(dir, 'victim.txt') });
    expect(readFileSync(join(dir, 'victim.txt'), 'utf8')).toBe('mine\n');
  });

  it('writes a file with another hard link afresh, leaving the other name\'s text as it was', async () => {
    const dir = fresh();
    writeFileSync(join(dir, 'victim.txt'), 'mine\n');
    linkSync(join(dir, 'victim.txt'), join(dir, 'report.json'));
    await writeOwnFile(join(dir, 'report.json'), 'report\n');
    expect(readFileSync(join(dir, 'victim.txt'), 'utf8')).toBe('mine\n');
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe('report\n');
    expect(statSync(join(dir, 'report.json')).nlink).toBe(1);
    expect(statSync(join(dir, 'victim.txt')).nlink).toBe(1);
  });

  it('refuses a FIFO at once, with no reader, and a directory', async () => {
    const dir = fresh();
    execFileSync('mkfifo', [join(dir, 'comment.md')]);
    expect((await refusal(writeOwnFile(join(dir, 'comment.md'), 'x'))).problem).toEqual({ kind: 'special' });
    expect(statSync(join(dir, 'comment.md')).isFIFO()).toBe(true);
    mkdirSync(join(dir, 'pr.json'));
    expect((await refusal(writeOwnFile(join(dir, 'pr.json'), 'x'))).problem).toEqual({ kind: 'directory' });
  });

  it('with a place: refuses a directory that leads out through a link, and makes nothing there', async () => {
    const workspace = fresh();
    const outside = fresh();
    symlinkSync(outside, join(workspace, '.bench-gate'));
    const place = ownPlace('.bench-gate/report/report.json', { workspace, home: undefined }, { workspace, home: undefined });
    const error = await refusal(writeOwnFile(join(workspace, '.bench-gate', 'report', 'report.json'), 'x', place));
    expect(error.problem).toEqual({ kind: 'outside', real: join(outside, 'report'), why: `outside the workspace (${workspace})`, link: join(workspace, '.bench-gate') });
    expect(existsSync(join(outside, 'report'))).toBe(false);
  });

  it('with a place: refuses a path under a file, naming the file', async () => {
    const workspace = fresh();
    writeFileSync(join(workspace, '.bench-gate'), 'a file\n');
    const place = ownPlace('.bench-gate/state.json', { workspace, home: undefined }, { workspace, home: undefined });
    const error = await refusal(writeOwnFile(join(workspace, '.bench-gate', 'state.json'), 'x', place));
    expect(error.problem).toEqual({ kind: 'through-file', file: join(workspace, '.bench-gate') });
  });

  it('with a place: refuses a directory on a symbolic link loop, naming the link (it was an internal error: ELOOP)', async () => {
    const workspace = fresh();
    symlinkSync(join(workspace, '.bench-gate'), join(workspace, '.bench-gate'));
    const place = ownPlace('.bench-gate/report/report.json', { workspace, home: undefined }, { workspace, home: undefined });
    const error = await refusal(writeOwnFile(join(workspace, '.bench-gate', 'report', 'report.json'), 'x', place));
    expect(error.problem).toEqual({ kind: 'loop', link: join(workspace, '.bench-gate') });
    expect((await refusal(removeOwnPath(join(workspace, '.bench-gate', 'baseline'), place))).problem.kind).toBe('loop');
  });
});

describe('checkOwnFile and removeOwnPath', () => {
  it('checkOwnFile refuses what writeOwnFile would, writing nothing', async () => {
    const dir = fresh();
    writeFileSync(join(dir, 'victim.txt'), 'mine\n');
    symlinkSync(join(dir, 'victim.txt'), join(dir, 'capture.txt'));
    expect((await refusal(checkOwnFile(join(dir, 'capture.txt')))).problem.kind).toBe('link');
    await checkOwnFile(join(dir, 'victim.txt'));
    await checkOwnFile(join(dir, 'missing.txt'));
    expect(existsSync(join(dir, 'missing.txt'))).toBe(false);
  });

  it('never removes a FIFO; removes a link as the link, a tree, and nothing for a missing path', async () => {
    const dir = fresh();
    execFileSync('mkfifo', [join(dir, 'out.fifo')]);
    expect((await refusal(removeOwnPath(join(dir, 'out.fifo')))).problem).toEqual({ kind: 'special' });
    expect(statSync(join(dir, 'out.fifo')).isFIFO()).toBe(true);
    mkdirSync(join(dir, 'kept', 'sub'), { recursive: true });
    writeFileSync(join(dir, 'kept', 'sub', 'a.json'), '{}');
    symlinkSync(join(dir, 'kept'), join(dir, 'link'));
    await removeOwnPath(join(dir, 'link'));
    expect(() => lstatSync(join(dir, 'link'))).toThrow();
    expect(existsSync(join(dir, 'kept', 'sub', 'a.json'))).toBe(true);
    await removeOwnPath(join(dir, 'kept'));
    expect(existsSync(join(dir, 'kept'))).toBe(false);
    await removeOwnPath(join(dir, 'never-there'));
  });
});

describe('ownPlace and ownPathMessage', () => {
  const places = { workspace: '/w/ws', home: '/home/runner' };
  it('a path in the workspace must stay in it; none may lead to the workspace itself, above it, or home', () => {
    const inside = ownPlace('.bench-gate/state.json', places, places);
    expect(inside('/w/ws/.bench-gate')).toBeUndefined();
    expect(inside('/etc')).toBe('outside the workspace (/w/ws)');
    expect(inside('/w/ws')).toBe('the workspace itself');
    const elsewhere = ownPlace('/runner/_temp/report/report.json', places, places);
    expect(elsewhere('/runner/_temp/report')).toBeUndefined();
    expect(elsewhere('/home/runner')).toBe('the home directory');
    expect(elsewhere('/w')).toBe('a directory above the workspace (/w/ws)');
  });

  it('names artifact-path for a file in it, and the state directory for the others, with the fix', () => {
    const link = new OwnPathError('reports/report.json', { kind: 'link', target: '/etc/passwd' });
    expect(ownPathMessage(link, 'reports')).toBe("Invalid value 'reports' for input 'artifact-path': reports/report.json is a symbolic link (to /etc/passwd). "
      + 'The gate writes its report files there (report.json, comment.md, pr.json) as files of its own: never through a symbolic link, into a device, FIFO or socket, or, for a path in the workspace, outside it. '
      + 'Remove it (rm reports/report.json), or give artifact-path a directory of its own, e.g. artifact-path: .bench-gate/report.');
    // The default artifact-path (under .bench-gate/) is not named as a value the user gave, with itself for the fix.
    const inDefault = new OwnPathError('.bench-gate/report/report.json', { kind: 'link', target: '/etc/passwd' });
    expect(ownPathMessage(inDefault, '.bench-gate/report')).toBe('.bench-gate/report/report.json is a symbolic link (to /etc/passwd). '
      + "bench-gate keeps its state, the benchmark's captured output and (unless artifact-path says otherwise) its report files in .bench-gate/ in the workspace as files of its own: "
      + 'it writes and removes nothing there through a symbolic link, in a device, FIFO or socket, or outside the workspace. Remove it (rm .bench-gate/report/report.json); bench-gate makes what it needs.');
    expect(ownPathMessage(inDefault, './.bench-gate/report/')).toBe(ownPathMessage(inDefault, '.bench-gate/report'));
    const outside = new OwnPathError('.bench-gate/baseline', { kind: 'outside', real: '/', why: 'outside the workspace (/w/ws)', link: '.bench-gate' });
    expect(ownPathMessage(outside, 'reports')).toBe(".bench-gate/baseline leads to /, outside the workspace (/w/ws), through the symbolic link .bench-gate. bench-gate keeps its state, the benchmark's captured output and (unless artifact-path says otherwise) its report files in .bench-gate/ in the workspace "
      + 'as files of its own: it writes and removes nothing there through a symbolic link, in a device, FIFO or socket, or outside the workspace. Remove the link (rm .bench-gate: that removes the link, not what it leads to); bench-gate makes what it needs.');
    const loop = new OwnPathError('.bench-gate/state.json', { kind: 'loop', link: '.bench-gate' });
    expect(ownPathMessage(loop, 'reports')).toBe('.bench-gate/state.json cannot be written: it (or a directory on its path) is a symbolic link that leads back to itself through other links, so it names no file. '
      + "bench-gate keeps its state, the benchmark's captured output and (unless artifact-path says otherwise) its report files in .bench-gate/ in the workspace as files of its own: it writes and removes nothing there through a symbolic link, in a device, FIFO or socket, or outside the workspace. "
      + 'Remove the link (rm .bench-gate: that removes the link, not what it leads to); bench-gate makes what it needs.');
  });
});
