/**
 * A self-hosted workspace keeps `.bench-gate/` between jobs. The engine's gate used without its
 * prepare step (`command: gate`) must not take the state an earlier run's prepare left there (its
 * restored baseline, its fingerprint) for its own: it restores the newest baseline itself, compares
 * with that and saves on top of its history.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import type { BaselineStore } from '../../src/store/baseline-store.js';
import { PrefixStore } from './prefix-store.js';
import { memoryPorts } from './memory-ports.js';

const BENCH = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'compare-head.txt'), 'utf8');


/** One engine step of a push run on main (`run` is GITHUB_RUN_ID), in a workspace holding `files`. */
async function step(command: 'prepare' | 'gate', run: string, sha: string, store: BaselineStore, files: Record<string, string>, job = 'bench', suite = 'default') {
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH, ...files }, store, payload: { repository: { default_branch: 'main' } },
    inputs: { command, 'output-file': 'bench.txt', comment: 'never', confirm: 'false', suite, ...(suite === 'default' ? {} : { 'artifact-path': `.bench-gate/report-${suite}` }) },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: sha.repeat(40), GITHUB_RUN_ID: run, GITHUB_JOB: job },
  });
  await runAction(ports);
  return out;
}

describe('a state file left by an earlier run', () => {
  it('is not read by a later run\'s gate: it restores the newest baseline and keeps its history', async () => {
    const store = new PrefixStore();
    await step('gate', '1', 'a', store, {}); // baseline a, 1 run of history
    const left = await step('prepare', '2', 'b', store, {}); // restores a; its job ends here
    await step('gate', '3', 'c', store, {}); // baseline c on top of a: 2 runs
    const later = await step('gate', '4', 'd', store, Object.fromEntries(left.files));
    expect(later.failed).toEqual([]);
    expect(later.summary).toContain(`Baseline: ${'c'.repeat(12)}.`);
    const saved = JSON.parse(store.entries.at(-1)?.text ?? '{}') as { history: { commit: string }[] };
    expect(saved.history.map((h) => h.commit[0])).toEqual(['a', 'c', 'd']);
  });

  it('is not read by another job of the same run (its jobs share a self-hosted workspace in turn)', async () => {
    const store = new PrefixStore();
    await step('gate', '1', 'a', store, {}); // baseline a
    const left = await step('prepare', '2', 'b', store, {}, 'bench-linux'); // restores a; its job ends here
    await step('gate', '2', 'c', store, {}, 'bench-other'); // baseline c, saved by a second job of run 2
    const later = await step('gate', '2', 'd', store, Object.fromEntries(left.files), 'bench-gate-only');
    expect(later.failed).toEqual([]);
    expect(later.summary).toContain(`Baseline: ${'c'.repeat(12)}.`);
    const saved = JSON.parse(store.entries.at(-1)?.text ?? '{}') as { history: { commit: string }[] };
    expect(saved.history.map((h) => h.commit[0])).toEqual(['a', 'c', 'd']);
  });

  it('is not read by a later gate of the same job for another suite (two gate steps, or matrix legs over suites)', async () => {
    const store = new PrefixStore();
    await step('gate', '1', 'a', store, {}, 'bench', 'api'); // api's baseline a
    await step('gate', '1', 'b', store, {}, 'other', 'db'); // db's baseline b
    const api = await step('gate', '2', 'c', store, {}, 'bench', 'api'); // restores a, leaves its state
    const db = await step('gate', '2', 'd', store, Object.fromEntries(api.files), 'bench', 'db');
    expect(db.failed).toEqual([]);
    expect(db.summary).toContain(`Baseline: ${'b'.repeat(12)}.`);
    const saved = JSON.parse(store.entries.at(-1)?.text ?? '{}') as { history: { commit: string }[] };
    expect([store.entries.at(-1)?.key.includes('/db/'), saved.history.map((h) => h.commit[0])]).toEqual([true, ['b', 'd']]);
  });

  it('is read by the gate of the job whose prepare wrote it', async () => {
    const store = new PrefixStore();
    await step('gate', '1', 'a', store, {}); // baseline a
    const prepared = await step('prepare', '2', 'b', store, {});
    await step('gate', '3', 'c', store, {}); // a newer baseline, which the prepared job must not see
    const gated = await step('gate', '2', 'b', store, Object.fromEntries(prepared.files));
    expect(gated.failed).toEqual([]);
    expect(gated.summary).toContain(`Baseline: ${'a'.repeat(12)}.`);
  });
});
