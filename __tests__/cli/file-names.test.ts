/**
 * A file name with bytes that are not UTF-8 reaches bench-gate with U+FFFD in their place (Node
 * decodes arguments as UTF-8), so it names no file although the shell completed it: the message
 * says why, instead of "no such file". An output of such a name would be written under another
 * name (or its directory not found), so it is refused before any work.
 */
import { describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';

describe('an input whose name is not UTF-8', () => {
  it.each([
    [['parse', '--no-config', 'caf\uFFFD.txt']],
    [['merge', 'caf\uFFFD.json', 'fixtures/run/shard-1.json']],
    [['check', '--max-age', '24h', 'caf\uFFFD.json']],
    [['report', 'caf\uFFFD.json']],
  ])('%j says the name is not UTF-8', async (args) => {
    const run = await runCliAt(ROOT, args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('its name has bytes that are not UTF-8 (shown as \uFFFD), which bench-gate cannot pass on to the file system. Rename the file');
    expect(run.stderr).not.toContain('no such file');
  });
});

describe('an output whose name is not UTF-8', () => {
  it.each([
    [['parse', '--no-config', 'fixtures/go/basic.txt', '-o', 'caf\uFFFD.json']],
    [['merge', 'fixtures/run/shard-1.json', '-o', 'd\uFFFDir/merged.json']],
    [['compare', '--no-config', 'fixtures/go/basic.txt', 'fixtures/go/basic.txt', '-o', 'caf\uFFFD.txt']],
  ])('%j is refused before writing a file of another name, or blaming a missing directory', async (args) => {
    const run = await runCliAt(ROOT, args);
    expect(run.code).toBe(2);
    expect(run.files.size).toBe(0);
    expect(run.stderr).toContain(`cannot write ${args.at(-1) ?? ''} (-o): its name has bytes that are not UTF-8 (shown as \uFFFD), which bench-gate cannot pass on to the file system. Give a UTF-8 name, or leave -o out.`);
    expect(run.stderr).not.toContain('does not exist');
  });
});
