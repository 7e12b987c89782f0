/**
 * One file under two spellings (`a.txt` and `./a.txt`, `dir/../a.txt`, a symbolic link and its
 * target, two hard links) is one file: `parse` and `merge` refuse to read it twice (its samples would count
 * twice), and no output may be written over an input, the config file or another output. In a temp directory
 * with real files and links; -o files are written to disk, so a refusal that came too late shows.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';
import { fileStat as realFileStat } from '../../src/io/file-stat.js';

let dir = '';
let original = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bench-gate-same-file-'));
  copyFileSync(join(ROOT, 'fixtures', 'go', 'basic.txt'), join(dir, 'base.txt'));
  mkdirSync(join(dir, 's'));
  copyFileSync(join(ROOT, 'fixtures', 'go', 'basic.txt'), join(dir, 's', 'old.txt'));
  symlinkSync('old.txt', join(dir, 's', 'latest.txt'));
  symlinkSync('s', join(dir, 'link-to-s'));
  linkSync(join(dir, 's', 'old.txt'), join(dir, 's', 'hard-link.txt'));
  original = readFileSync(join(dir, 's', 'old.txt'), 'utf8');
  writeFileSync(join(dir, 'rules.yml'), 'threshold: 5%\n');
  linkSync(join(dir, 'rules.yml'), join(dir, 'rules-link.yml'));
  const parsed = await runCliAt(dir, ['parse', 'base.txt', '-o', 'base.json'], { writeFiles: true });
  expect(parsed.code).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an input given twice under two spellings', () => {
  it.each([
    [['parse', 'base.txt', './base.txt'], 'base.txt and ./base.txt are the same file; parsing a file twice would count its samples twice.'],
    [['parse', 'base.txt', 's/../base.txt'], 'base.txt and s/../base.txt are the same file'],
    [['parse', 's/latest.txt', 's/old.txt'], 's/latest.txt and s/old.txt are the same file'],
    [['parse', 's/old.txt', 'link-to-s/old.txt', '-o', 'dup.json'], 's/old.txt and link-to-s/old.txt are the same file'],
    [['merge', 'base.json', './base.json', '-o', 'x.json'], 'base.json and ./base.json are the same file; merging a file with itself would count its samples twice.'],
    [['parse', 's/old.txt', 's/hard-link.txt'], 's/old.txt and s/hard-link.txt are the same file'],
  ])('%j is refused', async (args, message) => {
    const run = await runCliAt(dir, args, { writeFiles: true });
    expect(run.stderr).toContain(message);
    expect(run.code).toBe(2);
    expect(run.files.size).toBe(0);
  });
});

describe('an output that is an input or another output under another spelling', () => {
  it.each([
    [['parse', 's/latest.txt', '-o', 's/old.txt'], '-o s/old.txt is also the input s/latest.txt: writing there would replace it.'],
    [['parse', 's/old.txt', '-o', 's/latest.txt'], '-o s/latest.txt is also the input s/old.txt'],
    [['parse', 's/old.txt', '-o', 'link-to-s/old.txt'], '-o link-to-s/old.txt is also the input s/old.txt'],
    [['parse', 'base.txt', '-o', './s/../base.txt'], '-o ./s/../base.txt is also the input base.txt'],
    [['compare', 's/latest.txt', 'base.txt', '-o', 'link-to-s/old.txt'], '-o link-to-s/old.txt is also the input s/latest.txt'],
    [['merge', 'base.json', '-o', 'link-to-s/../base.json'], '-o link-to-s/../base.json is also the input base.json'],
    [['compare', 's/old.txt', 'base.txt', '-o', 's/hard-link.txt'], '-o s/hard-link.txt is also the input s/old.txt'],
    [['parse', 's/hard-link.txt', '-o', 's/old.txt'], '-o s/old.txt is also the input s/hard-link.txt'],
  ])('%j is refused and the input kept', async (args, message) => {
    const run = await runCliAt(dir, args, { writeFiles: true });
    expect(run.stderr).toContain(message);
    expect(run.code).toBe(2);
    expect(run.files.size).toBe(0);
    expect(readFileSync(join(dir, 's', 'old.txt'), 'utf8')).toBe(original);
  });

  it('two outputs that do not exist yet, one through a linked directory, are one file', async () => {
    // Refused before the command runs (the harness has no process port).
    const run = await runCliAt(dir, ['run', '--runs', '1', '--baseline', 'base.json', '-o', 's/new.json', '--report', 'link-to-s/new.json', '--', 'true']);
    expect(run.stderr).toContain('--report link-to-s/new.json is also the output of -o: writing there would replace it.');
    expect(run.code).toBe(2);
  });
});

describe('an output that is the config file', () => {
  const fingerprint = () => Promise.resolve({ id: 'test00000000', os: 'linux', arch: 'x64', details: {} });
  it.each([
    [['compare', '--config', 'rules.yml', 'base.txt', 'base.txt', '-o', 'rules.yml'], '-o rules.yml is also the config file rules.yml: writing there would replace it. Give another file name.'],
    [['parse', '--config', 'rules.yml', 'base.txt', '-o', './rules.yml'], '-o ./rules.yml is also the config file rules.yml'],
    [['parse', '--config', 'rules.yml', 'base.txt', '-o', 'rules-link.yml'], '-o rules-link.yml is also the config file rules.yml'],
    [['run', '--runs', '1', '--commit', 'abcd1234', '--config', 'rules.yml', '-o', 'rules.yml', '--', 'true'], '-o rules.yml is also the config file rules.yml'],
    [['ab', '--config', 'rules.yml', '--cmd', 'true', '--base-ref', 'HEAD', '--head-out', 'rules.yml'], '--head-out rules.yml is also the config file rules.yml'],
  ])('%j is refused and the config kept', async (args, message) => {
    const run = await runCliAt(dir, args, { writeFiles: true, ports: { fingerprint } });
    expect(run.stderr).toContain(message);
    expect(run.code).toBe(2);
    expect(run.files.size).toBe(0);
    expect(readFileSync(join(dir, 'rules.yml'), 'utf8')).toBe('threshold: 5%\n');
  });

  it('found by looking (no --config), it is refused too', async () => {
    const repo = join(dir, 'repo');
    mkdirSync(join(repo, '.git'), { recursive: true });
    writeFileSync(join(repo, 'bench-gate.yml'), 'threshold: 5%\n');
    const run = await runCliAt(repo, ['compare', '../base.txt', '../base.txt', '-o', 'bench-gate.yml'], { writeFiles: true });
    expect(run.stderr).toContain('-o bench-gate.yml is also the config file bench-gate.yml: writing there would replace it.');
    expect(run.code).toBe(2);
    expect(readFileSync(join(repo, 'bench-gate.yml'), 'utf8')).toBe('threshold: 5%\n');
  });
});

describe('files that only look alike', () => {
  it('two files where the file system makes up inode numbers (a network share) are two files', async () => {
    // Every file reports the same device and inode, as on a share whose numbers repeat.
    const fileStat = (path: string) => realFileStat(join(dir, path)).then((found) => found && { ...found, id: '7:42' });
    for (const args of [['parse', 'base.txt', 's/old.txt'], ['compare', 'base.txt', 's/old.txt', '-o', 'base.json']]) {
      const run = await runCliAt(dir, args, { ports: { fileStat } });
      expect(run.stderr).not.toMatch(/same file|is also/);
      expect(run.code).toBe(0);
    }
  });

  // The real CLI, through bash: the outputs are its own standard output and error.
  const bash = (script: string) => spawnSync('bash', ['-c', script], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  const bg = `'${process.execPath}' --import '${join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs')}' '${join(ROOT, 'src', 'cli-entry.ts')}'`;
  const run = '--runs 1 --no-config --commit abcd1234 --baseline base.json';

  it('-o /dev/stdout and --report /dev/stderr into one pipe (2>&1 |) are written, not refused', () => {
    const result = bash(`${bg} run ${run} -o /dev/stdout --report /dev/stderr -- cat base.txt 2>&1 | cat; exit "\${PIPESTATUS[0]}"`);
    expect(result.stdout).not.toContain('is also');
    expect(result.stdout).toContain('"schema": "bench-gate/result"');
    expect(result.status).toBe(0);
  });

  it('two outputs to one FIFO (or terminal) are written, not refused: nothing there is replaced', () => {
    // Opened for reading and writing in the shell, the FIFO never blocks a writer (its buffer holds both).
    const result = bash(`rm -f fifo && mkfifo fifo && exec 3<>fifo && ${bg} run ${run} -o fifo --report fifo -- cat base.txt`);
    expect(result.stderr).not.toContain('is also');
    expect(result.status).toBe(0);
  });
});
