/**
 * What prepare and the gate step make of each restore outcome: a broken entry under the PR's base
 * commit falls back to the newest of any commit; a store that could not be read keeps the trusted
 * run from saving over the cached history (naming the entry when known); a cache-mode without
 * reads restores nothing, and a write-only job saves with the reason its history is short.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { STATE_FILE } from '../../src/action/ports.js';
import type { BaselineStore, RestoreResult } from '../../src/store/baseline-store.js';
import { memoryPorts } from './memory-ports.js';

const GO = join(import.meta.dirname, '..', '..', 'fixtures', 'go');
const BENCH = readFileSync(join(GO, 'compare-head.txt'), 'utf8');
const MAIN = 'a'.repeat(40);
const BASE = 'b'.repeat(40);
const PREFIX = 'bench-gate/v1/Linux-X64/0123456789ab/default/';
/** A store answering each restore call from a script; it records the calls and what is saved. */
class ScriptedStore implements BaselineStore {
  calls: string[] = [];
  saved: { key: string; text: string }[] = [];
  constructor(private readonly answer: (primary: string, fallbacks: readonly string[]) => RestoreResult) {}
  restore(primary: string, fallbacks: readonly string[]) { this.calls.push(primary); return Promise.resolve(this.answer(primary, fallbacks)); }
  save(key: string, text: string) { this.saved.push({ key, text }); return Promise.resolve({ kind: 'saved' as const, key }); }
}

async function engine(event: 'push' | 'pull_request', store: BaselineStore, env: Record<string, string> = {}) {
  const payload = event === 'push' ? { repository: { default_branch: 'main' } }
    : { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: BASE }, head: { sha: 'h'.repeat(40), repo: { full_name: 'acme/w' } } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store, payload, inputs: { command: 'gate', 'output-file': 'bench.txt', comment: 'never' },
    env: { GITHUB_EVENT_NAME: event, GITHUB_REF: event === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge', ...env },
  });
  await runAction(ports);
  return { out, state: JSON.parse(out.files.get(STATE_FILE) ?? '{}') as { restore: { kind: string; key?: string } } };
}

/** The text of a good baseline saved by a trusted run (through the engine, so it is a real file). */
async function goodBaseline(): Promise<string> {
  const store = new ScriptedStore(() => ({ kind: 'miss' }));
  await engine('push', store);
  const text = store.saved[0]?.text;
  if (text === undefined) throw new Error('the trusted run saved nothing');
  return text;
}

describe('restore outcomes', () => {
  it('a broken entry under the PR\'s base commit falls back to the newest baseline of any commit', async () => {
    const text = await goodBaseline();
    const broken = `${PREFIX}${BASE}-17-1`;
    const store = new ScriptedStore((primary) => primary.endsWith(`${BASE}-`)
      ? { kind: 'unreadable', key: broken, reason: `the cached baseline ${broken} was downloaded but could not be unpacked (tar failed)` }
      : { kind: 'hit', key: `${PREFIX}${MAIN}-18-1`, text });
    const { out, state } = await engine('pull_request', store);
    expect(store.calls).toEqual([`${PREFIX}${BASE}-`, PREFIX]);
    expect(state.restore).toMatchObject({ kind: 'hit', key: `${PREFIX}${MAIN}-18-1` });
    expect(out.infos).toContain(`bench-gate: baseline not usable: the cached baseline ${broken} was downloaded but could not be unpacked (tar failed); trying the newest baseline of any commit`);
    expect(out.summary).toMatch(/Baseline: aaaaaaaaaaaa \(newest available/);
  });

  it('the broken entry stays the answer when the fallback finds only it', async () => {
    const broken = `${PREFIX}${BASE}-17-1`;
    const store = new ScriptedStore(() => ({ kind: 'unreadable', key: broken, reason: 'it is broken' }));
    const { out, state } = await engine('pull_request', store);
    expect(store.calls).toHaveLength(2);
    expect(state.restore).toEqual({ kind: 'unreadable', key: broken, reason: 'it is broken' });
    expect(out.summary).toContain('Baseline not used: it is broken.');
  });

  it('a trusted run whose store could not be read saves nothing, naming the entry the lookup found', async () => {
    const key = `${PREFIX}${MAIN}-9-1`;
    const named = new ScriptedStore(() => ({ kind: 'unavailable', key, reason: `the cached baseline ${key} could not be downloaded (Incomplete download)` }));
    const a = await engine('push', named);
    expect(named.saved).toEqual([]);
    expect(a.out.failed).toEqual([]);
    expect(a.out.summary).toContain(`Baseline not saved: the cached baseline ${key} could not be downloaded (Incomplete download); saving this run alone would replace it and its history. A later trusted run whose restore works saves one; if this repeats, delete that entry (gh cache delete '${key}').`);
    const unknown = new ScriptedStore(() => ({ kind: 'unavailable', reason: 'the cache could not be read (429)' }));
    const b = await engine('push', unknown);
    expect(unknown.saved).toEqual([]);
    expect(b.out.summary).toContain('Baseline not saved: the cache could not be read (429); whether a baseline is cached is unknown');
  });

  it('an entry that cannot be used is replaced by the trusted run', async () => {
    const store = new ScriptedStore(() => ({ kind: 'unreadable', key: `${PREFIX}${MAIN}-9-1`, reason: 'too large' }));
    const { out } = await engine('push', store);
    expect(store.saved).toHaveLength(1);
    expect(out.summary).toMatch(/Saved this run as the baseline \(bench-gate\/v1\/Linux-X64\/0123456789ab\/default\/a{40}-1-1\), 1 run of history\./);
  });

  it('a cache-mode without reads restores nothing; write-only saves, saying why the history is short; none saves nothing', async () => {
    const writeOnly = new ScriptedStore(() => ({ kind: 'miss' }));
    const w = await engine('push', writeOnly, { ACTIONS_CACHE_MODE: 'Write-Only ' });
    expect(writeOnly.calls).toEqual([]);
    expect(w.state.restore).toMatchObject({ kind: 'skipped' });
    expect(w.out.summary).toContain("No baseline: the job's cache-mode is Write-Only, which does not permit reads.");
    expect(w.out.summary).toContain("1 run of history (the job's cache-mode is Write-Only, which does not permit reads, so earlier runs could not be kept).");
    expect(writeOnly.saved).toHaveLength(1);

    const none = new ScriptedStore(() => ({ kind: 'miss' }));
    const n = await engine('push', none, { ACTIONS_CACHE_MODE: 'NONE' });
    expect(none.calls).toEqual([]);
    expect(none.saved).toEqual([]);
    expect(n.out.summary).toContain("Baseline not saved: the job's cache-mode is NONE.");
  });
});
