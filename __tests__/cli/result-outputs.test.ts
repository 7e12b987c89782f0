/**
 * An output of result JSON (parse, merge and run -o, ab --base-out/--head-out) replaces an existing
 * file only when that is a result file too (a rerun) or empty. `parse -o $OUT a.txt b.txt` with OUT
 * unset reads `-o a.txt`: it wrote b.txt's results over the benchmark output a.txt. In a temp
 * directory, with -o files written to disk, so a refusal that came too late shows.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';

let dir = '';
let original = '';
const fingerprint = () => Promise.resolve({ id: 'test00000000', os: 'linux', arch: 'x64', details: {} });

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-gate-result-outputs-'));
  copyFileSync(join(ROOT, 'fixtures', 'go', 'basic.txt'), join(dir, 'a.txt'));
  copyFileSync(join(ROOT, 'fixtures', 'go', 'basic.txt'), join(dir, 'b.txt'));
  copyFileSync(join(ROOT, 'fixtures', 'run', 'shard-1.json'), join(dir, 'shard-1.json'));
  original = readFileSync(join(dir, 'a.txt'), 'utf8');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('an output of result JSON over a file that is not one', () => {
  it.each([
    [['parse', '--no-config', '-o', 'a.txt', 'b.txt'], '-o a.txt is an existing file that is not a bench-gate result file: writing the result JSON there would replace it. If a.txt was meant as an input, -o lost its value (an unset shell variable?); otherwise give another file name, or remove a.txt first.'],
    [['merge', '-o', 'a.txt', 'shard-1.json'], '-o a.txt is an existing file that is not a bench-gate result file'],
    [['run', '--no-config', '--runs', '1', '--commit', 'abcd1234', '-o', 'a.txt', '--', 'true'], '-o a.txt is an existing file that is not a bench-gate result file'],
    [['ab', '--no-config', '--cmd', 'true', '--base-ref', 'HEAD', '--head-out', 'a.txt'], '--head-out a.txt is an existing file that is not a bench-gate result file'],
  ])('%j is refused before any work, and the file kept', async (args, message) => {
    const run = await runCliAt(dir, args, { writeFiles: true, ports: { fingerprint } });
    expect(run.stderr).toContain(message);
    expect(run.code).toBe(2);
    expect(run.files.size).toBe(0);
    expect(readFileSync(join(dir, 'a.txt'), 'utf8')).toBe(original);
  });

  it('a result file is replaced (a rerun), and so is an empty file', async () => {
    writeFileSync(join(dir, 'empty.json'), '');
    for (const out of ['shard-1.json', 'empty.json']) {
      const run = await runCliAt(dir, ['parse', '--no-config', 'b.txt', '-o', out], { writeFiles: true });
      expect(run.code).toBe(0);
      expect(run.files.has(out)).toBe(true);
    }
  });
});

describe('-o /dev/stdout appended (>>) to a file that is not a result', () => {
  it('is refused, the file kept, and the message does not say to remove /dev/stdout', () => {
    writeFileSync(join(dir, 'log.txt'), 'build log\n');
    const bg = `'${process.execPath}' --import '${join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs')}' '${join(ROOT, 'src', 'cli-entry.ts')}'`;
    const result = spawnSync('bash', ['-c', `${bg} parse --no-config b.txt -o /dev/stdout >> log.txt`], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(result.stderr).toContain('bench-gate parse: -o /dev/stdout leads to an existing file that is not a bench-gate result file (redirected to it with >>?): writing the result JSON there would replace that file, not add to it. Redirect to a new or empty file (> FILE), or give -o a file name.\n');
    expect(result.stderr).not.toContain('remove /dev/stdout');
    expect(result.status).toBe(2);
    expect(readFileSync(join(dir, 'log.txt'), 'utf8')).toBe('build log\n');
  });
});
