/**
 * output-file is removed before each run the engine makes itself (baseline: ab, confirm on rerun).
 * A directory holding anything but benchmark results (`output-file: /tmp`, `output-file: src`) is
 * not the benchmark's output, and removing it would destroy what is not ours: refused, nothing
 * removed. A tree of results, whatever its name (a criterion tree the previous run wrote), is
 * removed as before. firstForeignFile, which tells them apart, is tested on real directories.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FatalError } from '../../src/action/fatal-error.js';
import { actionResultsIO } from '../../src/action/rerun.js';
import { firstForeignFile } from '../../src/io/results-tree.js';
import { memoryPorts } from './memory-ports.js';

function io(outputFile: string, foreignFiles: Record<string, string>, fileTypes: Record<string, 'file' | 'directory' | 'other'> = {}) {
  const { ports } = memoryPorts({ inputs: { 'output-file': outputFile }, env: {}, payload: {}, foreignFiles, fileTypes });
  const removed: string[] = [];
  ports.removeResults = (path) => { removed.push(path); return Promise.resolve(); };
  return { results: actionResultsIO(ports), removed };
}

describe("the engine's removal of output-file", () => {
  it.each([['src', 'main.rs'], ['/tmp', 'x/notes.txt']])('refuses %s, a directory holding %s, and removes nothing', async (path, file) => {
    const { results, removed } = io(path, { [path]: file });
    const removal = results.remove(path);
    await expect(removal).rejects.toBeInstanceOf(FatalError);
    await expect(removal).rejects.toThrow(`Invalid value '${path}' for input 'output-file': ${path} is an existing directory that holds ${file}, which is not a benchmark result`);
    expect(removed).toEqual([]);
  });

  it('refuses a device, FIFO or socket (output-file: /dev/null) at every removal, confirm\'s reruns and ab\'s rounds alike, and removes nothing', async () => {
    // In ab's base tree, the tree's copy of the path is the one removed and named.
    for (const [value, path] of [['/dev/null', '/dev/null'], ['out.fifo', 'out.fifo'], ['out.fifo', '/tmp/bench-gate-base-x/out.fifo']] as const) {
      const { results, removed } = io(value, {}, { [path]: 'other' });
      const removal = results.remove(path);
      await expect(removal).rejects.toBeInstanceOf(FatalError);
      await expect(removal).rejects.toThrow(`Invalid value '${value}' for input 'output-file': ${path} is a device, FIFO or socket, not a file the command writes. `);
      expect(removed).toEqual([]);
    }
  });

  it('removes a results file, a path that does not exist yet, and a tree of results under any name', async () => {
    const { results, removed } = io('bench-out', {});
    for (const path of ['bench.json', 'out/new', 'target/criterion', 'bench-out', 'bench-out']) await results.remove(path);
    expect(removed).toEqual(['bench.json', 'out/new', 'target/criterion', 'bench-out', 'bench-out']);
  });
});

describe('firstForeignFile', () => {
  const root = mkdtempSync(join(tmpdir(), 'bench-gate-results-tree-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text = '{}'): void => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('finds nothing in a criterion tree (any name), an empty directory, a file or a missing path', async () => {
    for (const f of ['grp/a/new/benchmark.json', 'grp/a/new/raw.csv', 'grp/a/report/index.html', 'grp/a/report/pdf.svg', 'data/main/a/measurement_1.cbor']) write(`bench-out/${f}`);
    mkdirSync(join(root, 'empty'));
    write('results.json');
    symlinkSync(join(root, 'bench-out'), join(root, 'link-to-tree'));
    for (const path of ['bench-out', 'bench-out/grp', 'empty', 'results.json', 'missing', 'link-to-tree']) {
      expect(await firstForeignFile(join(root, path)), path).toBeUndefined();
    }
  });

  it('names the first file that is not a result, in a tree or at its top', async () => {
    write('src/lib/main.rs', 'fn main() {}');
    expect(await firstForeignFile(join(root, 'src'))).toBe('lib/main.rs');
    write('mixed/a/new/benchmark.json');
    write('mixed/notes.txt', 'mine');
    expect(await firstForeignFile(join(root, 'mixed'))).toBe('notes.txt');
    mkdirSync(join(root, 'with-link'));
    symlinkSync(join(root, 'src'), join(root, 'with-link', 'src'));
    expect(await firstForeignFile(join(root, 'with-link'))).toBe('src');
  });
});
