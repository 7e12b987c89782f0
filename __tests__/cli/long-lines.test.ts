/**
 * A result line with a megabyte of text run into it (a log line without its newline) is a
 * diagnostic like any other, but stderr shows it cut in the middle, not whole: the message quotes
 * the token it could not read, and a 1 MB token buried the refusal under it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';

let dir = '';
const LONG = 'z'.repeat(2 ** 20);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-gate-long-lines-'));
  const lines = readFileSync(join(ROOT, 'fixtures', 'go', 'basic.txt'), 'utf8').split('\n');
  const at = lines.findIndex((line) => line.startsWith('Benchmark'));
  lines[at] = `${lines[at] ?? ''} ${LONG}`;
  writeFileSync(join(dir, 'long.txt'), lines.join('\n'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a result line of a megabyte', () => {
  it('is reported on stderr cut in the middle, with the refusal after it', async () => {
    const run = await runCliAt(dir, ['compare', '--no-config', 'long.txt', 'long.txt']);
    expect(run.code).toBe(2);
    expect(run.stderr.length).toBeLessThan(5_000);
    // Its start says what; its end keeps the advice, an example of a result line.
    expect(run.stderr).toMatch(/^long\.txt:\d+: error: cannot read the result line of Benchmark\S+: missing unit after value "z+…[^\n]* ns\/op"\n/);
    expect(run.stderr).toContain('1 result line could not be read');
  });

  it('is kept whole in the result file --lenient writes', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', '--lenient', 'long.txt']);
    expect(run.code).toBe(0);
    expect(run.stderr.length).toBeLessThan(5_000);
    expect(run.stdout).toContain(LONG);
  });
});
