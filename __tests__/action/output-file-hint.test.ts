/**
 * output-file is relative to the workspace, not to working-directory; a file given relative to
 * working-directory (where the command wrote it) is named in the failure, with the value to set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { memoryPorts } from './memory-ports.js';

const BENCH = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'compare-head.txt'), 'utf8');

describe('output-file with working-directory', () => {
  const run = async (workingDirectory: string) => {
    const { ports, out } = memoryPorts({
      files: { 'bench/out.txt': BENCH, '/home/runner/work/w/w/bench/out.txt': BENCH },
      payload: { repository: { default_branch: 'main' } },
      inputs: { command: 'gate', 'output-file': 'out.txt', 'working-directory': workingDirectory },
      env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_WORKSPACE: '/home/runner/work/w/w' },
    });
    await runAction(ports);
    return out;
  };

  it('names the file the command wrote in working-directory when output-file was given relative to it', async () => {
    const hint = 'The benchmark output out.txt is missing, but bench/out.txt exists: output-file is relative to the workspace, not to working-directory. Set output-file: bench/out.txt.';
    expect((await run('bench')).failed).toEqual([hint]);
    // working-directory: ${{ github.workspace }}/bench names the same file.
    expect((await run('/home/runner/work/w/w/bench')).failed).toEqual([hint]);
  });

  it('gives the plain message when no such file exists there either', async () => {
    expect((await run('other')).failed).toEqual(["The benchmark output out.txt is missing. Check that the 'run' command ran the benchmarks and wrote 'output-file'."]);
  });
});
