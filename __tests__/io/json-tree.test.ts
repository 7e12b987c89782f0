/**
 * The criterion directory reader (src/io/json-tree.ts) on a real tree: the files the parser reads
 * come with their text, the rest by name only, and the parse is the same as from a full read; over
 * the cap it refuses before reading, naming the directory.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonTree, JsonTreeError } from '../../src/io/json-tree.js';
import { isTooLargeError } from '../../src/io/decode.js';
import { parseCriterionDirectory } from '../../src/parsers/criterion-dir.js';

const TREE = join(import.meta.dirname, '..', '..', 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2');

function everyJsonFile(): { path: string; text: string }[] {
  return readdirSync(TREE, { recursive: true }).map(String).filter((p) => p.endsWith('.json')).sort()
    .map((p) => ({ path: p, text: readFileSync(join(TREE, p), 'utf8') }));
}

describe('readJsonTree', () => {
  it('reads the new/ files, lists the others by name, and parses like a full read', async () => {
    const tree = await readJsonTree(TREE);
    const full = everyJsonFile();
    expect(tree.map((f) => f.path)).toEqual(full.map((f) => f.path));
    const read = tree.filter((f) => f.text !== '').map((f) => f.path);
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((p) => /\/new\/(benchmark|sample|estimates)\.json$/.test(p))).toBe(true);
    expect(tree.filter((f) => f.path.includes('/base/')).every((f) => f.text === '')).toBe(true);
    // Without the modification times, which the next test checks: the fixture's are whenever git
    // wrote each file, and files written over an hour apart (a checkout that updated some of them)
    // would add the stale-results warning to one parse and not the other.
    const textOnly = tree.map(({ path, text }) => ({ path, text }));
    expect(parseCriterionDirectory(textOnly, TREE)).toEqual(parseCriterionDirectory(full, TREE));
  });

  it('refuses a tree whose files to read exceed the cap, naming the directory and the size', async () => {
    const wanted = everyJsonFile().filter((f) => /\/new\/(benchmark|sample|estimates)\.json$/.test(f.path));
    const total = wanted.reduce((sum, f) => sum + Buffer.byteLength(f.text), 0);
    const refused = await readJsonTree(TREE, total - 1).then(() => undefined, (error: unknown) => error);
    expect(isTooLargeError(refused)).toBe(true);
    expect((refused as Error).message).toMatch(new RegExp(`^${TREE.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(the criterion results under it\\) is \\d+(\\.\\d)? KiB; bench-gate reads at most`));
    await expect(readJsonTree(TREE, total)).resolves.toHaveLength(everyJsonFile().length);
  });

  it('passes each file\'s modification time, by which a benchmark an earlier run left is found in a real tree', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-gate-tree-'));
    try {
      cpSync(TREE, dir, { recursive: true });
      // As after `cargo bench -- checksum` a day after a full run: only checksum/* is fresh.
      const now = Date.now() / 1000;
      for (const file of readdirSync(dir, { recursive: true }).map(String).filter((p) => p.endsWith('.json'))) {
        const age = file.startsWith('checksum/') ? 0 : 86_400;
        utimesSync(join(dir, file), now - age, now - age);
      }
      const tree = await readJsonTree(dir);
      expect(tree.filter((f) => f.text !== '').every((f) => typeof f.modifiedMs === 'number')).toBe(true);
      const out = parseCriterionDirectory(tree, dir);
      const benchmarks = out.benchmarks.map((b) => b.key);
      const warnings = out.diagnostics.filter((d) => d.message.includes('Criterion never deletes results'));
      expect(warnings).toHaveLength(1);
      const stale = benchmarks.filter((key) => !key.startsWith('checksum/'));
      expect(warnings[0]?.message).toMatch(new RegExp(`^${stale.length} of ${benchmarks.length} benchmarks were last written at `));
      expect(stale.length).toBeGreaterThan(0);
      // Every benchmark is still reported.
      expect(benchmarks).toEqual(parseCriterionDirectory(everyJsonFile(), TREE).benchmarks.map((b) => b.key));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['a dangling symlink', (file: string) => symlinkSync(join(file, '..', 'gone.json'), file), /new\/sample\.json disappeared while the directory was read \(or is a dangling link\)/],
    ['a FIFO, which has no size and may never end', (file: string) => execFileSync('mkfifo', [file]), /new\/sample\.json is not a regular file; criterion writes plain JSON files there/],
    ['a symbolic link in a loop', (file: string) => { symlinkSync('loop.json', file); symlinkSync('sample.json', join(file, '..', 'loop.json')); }, /new\/sample\.json: it is a symbolic link that leads back to itself through other links\. Remove it, or fix where it points \(ls -l /],
  ] as [string, (file: string) => void, RegExp][])('names the file when one cannot be read: %s', async (_what, make, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-gate-tree-'));
    try {
      mkdirSync(join(dir, 'sort', 'new'), { recursive: true });
      make(join(dir, 'sort', 'new', 'sample.json'));
      const refused = await readJsonTree(dir).then(() => undefined, (error: unknown) => error);
      expect(refused).toBeInstanceOf(JsonTreeError);
      expect((refused as Error).message).toMatch(message);
      expect((refused as Error).message).toContain(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
