/**
 * output-file is removed before each run the engine makes itself (baseline: ab, confirm on rerun).
 * An existing directory that is not criterion's tree is not the benchmark's results (the engine
 * reads a directory only as target/criterion), so removing it would destroy what is not ours:
 * `output-file: /tmp` or `output-file: src`. Refused, and nothing removed.
 */
import { describe, expect, it } from 'vitest';
import { FatalError } from '../../src/action/fatal-error.js';
import { actionResultsIO } from '../../src/action/rerun.js';
import { memoryPorts } from './memory-ports.js';

function io(outputFile: string, directories: string[]) {
  const { ports } = memoryPorts({ inputs: { 'output-file': outputFile }, env: {}, payload: {}, directories });
  const removed: string[] = [];
  ports.removeDir = (path) => { removed.push(path); return Promise.resolve(); };
  return { results: actionResultsIO(ports), removed };
}

describe("the engine's removal of output-file", () => {
  it.each([['src'], ['/tmp'], ['/tmp/']])('refuses the existing directory %s, and removes nothing', async (path) => {
    const { results, removed } = io(path, ['src', '/tmp', '/tmp/']);
    const removal = results.remove(path);
    await expect(removal).rejects.toBeInstanceOf(FatalError);
    await expect(removal).rejects.toThrow(`Invalid value '${path}' for input 'output-file': ${path} is an existing directory, and not a criterion one.`);
    expect(removed).toEqual([]);
  });

  it('removes a results file, a path that does not exist yet, and a criterion tree', async () => {
    const { results, removed } = io('target/criterion', ['target/criterion', 'sub/target/criterion/']);
    await results.remove('bench.json');
    await results.remove('out/new');
    await results.remove('target/criterion');
    await results.remove('sub/target/criterion/');
    expect(removed).toEqual(['bench.json', 'out/new', 'target/criterion', 'sub/target/criterion/']);
  });
});
