/**
 * Mistakes the engine refuses before anything is restored or measured: in the composite, prepare is
 * the step before the benchmark runs, so what it refuses costs seconds instead of a benchmark run.
 */
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { STATE_FILE } from '../../src/action/ports.js';
import { BenchStartError } from '../../src/run/bench-command.js';
import type { BaselineStore } from '../../src/store/baseline-store.js';
import { memoryPorts } from './memory-ports.js';

/** A store that records whether anyone asked it for a baseline. */
class WatchedStore implements BaselineStore {
  restores = 0;
  restore() { this.restores += 1; return Promise.resolve({ kind: 'miss' as const }); }
  save(key: string) { return Promise.resolve({ kind: 'saved' as const, key }); }
}

async function engine(inputs: Record<string, string>) {
  const store = new WatchedStore();
  const { ports, out } = memoryPorts({
    store, payload: { repository: { default_branch: 'main' } }, inputs,
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' },
  });
  await runAction(ports);
  return { out, store };
}

describe('refused before the benchmark runs', () => {
  it('prepare refuses baseline: ab on an event without a pull request, and writes no state', async () => {
    const { out, store } = await engine({ command: 'prepare', baseline: 'ab' });
    expect(out.failed).toEqual([expect.stringMatching(/^baseline: ab measures a pull request against the base branch commit it merges into, but this push event has no pull request\. Use baseline: ab on pull_request events only/)]);
    expect(out.files.has(STATE_FILE)).toBe(false);
    expect(store.restores).toBe(0);
  });

  it('prepare gives the composite the baseline input as it read it (cache when empty; the runner\'s getInput trims it)', async () => {
    const pr = { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40), repo: { full_name: 'acme/w' } } } };
    const outputs = async (baseline: string) => {
      const { ports, out } = memoryPorts({ store: new WatchedStore(), payload: pr, inputs: { command: 'prepare', baseline }, env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge' } });
      await runAction(ports);
      return out.outputs.baseline;
    };
    expect(await outputs('ab')).toBe('ab');
    expect(await outputs('')).toBe('cache');
    expect(await outputs('none')).toBe('none');
  });

  it('command: all with neither run nor output-file is refused before the baseline is restored', async () => {
    const { out, store } = await engine({ command: 'all' });
    expect(out.failed).toEqual(["Give the benchmark command in 'run' (or an existing 'output-file' to read)."]);
    expect(store.restores).toBe(0);
    expect(out.files.has(STATE_FILE)).toBe(false);
  });

  it('command: all with baseline: ab and no run is refused before prepare, with the ab message', async () => {
    const { out, store } = await engine({ command: 'all', baseline: 'ab' });
    expect(out.failed).toEqual(["baseline: ab needs the benchmark command in 'run': the engine runs it in the base and the head tree, alternately."]);
    expect(out.fingerprinted).toBe(0);
    expect(store.restores).toBe(0);
  });
});

describe('the engine running the command itself (command: all)', () => {
  it('a command that cannot start fails naming working-directory, not as an exit status with output to see above', async () => {
    const { ports, out } = memoryPorts({
      payload: { repository: { default_branch: 'main' } }, inputs: { command: 'all', run: 'go test -bench .', 'working-directory': 'bench' },
      env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' },
    });
    ports.runBench = () => Promise.reject(new BenchStartError('the directory bench does not exist'));
    await runAction(ports);
    expect(out.failed).toEqual(["Cannot run the benchmark command in working-directory 'bench': the directory bench does not exist. Nothing was compared."]);
  });
});
