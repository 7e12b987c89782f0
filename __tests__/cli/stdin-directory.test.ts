/**
 * A directory redirected to standard input (`bench-gate parse - < target/criterion`) reads as
 * empty in Node, and was refused as "<stdin> is empty", which sent the user looking for a
 * benchmark that wrote nothing. The real CLI, spawned with a directory on its standard input, says
 * what it is and how to pass one.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../config/cli-harness.js';

const ENTRY = join(ROOT, 'src', 'cli-entry.ts');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');

function runWithStdin(path: string, args: string[]): { code: number | null; stderr: string } {
  const fd = openSync(path, 'r');
  try {
    const result = spawnSync(process.execPath, ['--import', TSX, ENTRY, ...args], { cwd: ROOT, encoding: 'utf8', stdio: [fd, 'pipe', 'pipe'], timeout: 60_000 });
    return { code: result.status, stderr: result.stderr };
  } finally {
    closeSync(fd);
  }
}

describe('a directory on standard input', () => {
  it.each([
    [['parse', '--no-config', '-'], 'bench-gate parse: standard input is a directory (given with < DIR?), which cannot be read as a stream. Pass the file holding the benchmark output, or a target/criterion directory by its name (without <).\n'],
    [['report', '-'], 'bench-gate report: standard input is a directory (given with < DIR?), which cannot be read as a stream. Pass the JSON file that `bench-gate compare --output json` wrote.\n'],
  ])('%j says so, not that the input is empty', (args, message) => {
    const run = runWithStdin(join(ROOT, 'fixtures'), args);
    expect(run.stderr).toBe(message);
    expect(run.code).toBe(2);
  });

  it('a file on standard input is still read', () => {
    const run = runWithStdin(join(ROOT, 'fixtures', 'go', 'basic.txt'), ['parse', '--no-config', '-']);
    expect(run.stderr).toMatch(/^<stdin>: go \(detected\)/);
    expect(run.code).toBe(0);
  });
});
