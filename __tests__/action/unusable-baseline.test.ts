/**
 * An unusable cached baseline (an archive that does not unpack, a file that is not JSON, of
 * another schema, of another machine or suite) does not block the fallback: the prefixes after
 * the one it was found under are asked in turn (restore-baseline.ts), whichever prefix it was
 * under, and the report says which entry was passed over. What the cache cannot give (an older
 * entry under the same prefix) is not asked for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { STATE_FILE } from '../../src/action/ports.js';
import type { RunPorts } from '../../src/run/run-ports.js';
import { PrefixStore } from './prefix-store.js';
import { memoryPorts } from './memory-ports.js';

const BENCH = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'compare-head.txt'), 'utf8');
const PREFIX = 'bench-gate/v1/Linux-X64/0123456789ab/default/';
const EVENT_BASE = 'b'.repeat(40);
const MERGE_PARENT = 'd'.repeat(40);
const NEWER = 'c'.repeat(40);
const PR_HEAD = 'f'.repeat(40);

/** A push job on main at `sha`, saving its baseline into `store`. */
async function push(store: PrefixStore, sha: string, run: string): Promise<void> {
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store, payload: { repository: { default_branch: 'main' } },
    inputs: { 'output-file': 'bench.txt', comment: 'never', confirm: 'false' },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: sha, GITHUB_RUN_ID: run },
  });
  await runAction(ports);
  expect(out.failed).toEqual([]);
}

/** Answers `git cat-file -p HEAD` with a merge commit of `parent` and the PR's head; nothing else. */
function mergeCheckout(parent: string): RunPorts {
  const commit = `tree ${'1'.repeat(40)}\nparent ${parent}\nparent ${PR_HEAD}\nauthor t <t@example.com> 0 +0000\ncommitter t <t@example.com> 0 +0000\n\nMerge\n`;
  return {
    spawn: (request) => {
      const ok = request.argv.join(' ') === 'git cat-file -p HEAD';
      return Promise.resolve({ end: { kind: 'exited', code: ok ? 0 : 128 }, stdout: ok ? commit : '', stderr: '', durationSeconds: 0 });
    },
    stderr: () => undefined, stderrIsTTY: false, env: {}, now: () => new Date(),
    fingerprint: () => Promise.resolve({ id: '0123456789ab', os: 'Linux', arch: 'X64', details: {} }),
    makeTempDir: () => Promise.reject(new Error('not in this test')), removePath: () => Promise.resolve(),
  };
}

/** A pull_request job on base EVENT_BASE; with `mergeParent`, its checkout is a merge commit onto that parent. */
async function pullRequest(store: PrefixStore, mergeParent?: string) {
  const pr = { number: 7, base: { sha: EVENT_BASE }, head: { sha: PR_HEAD, repo: { full_name: 'acme/w' } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store, payload: { repository: { default_branch: 'main', full_name: 'acme/w' }, pull_request: pr },
    inputs: { 'output-file': 'bench.txt', comment: 'never', confirm: 'false' },
    env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: '9' },
  });
  if (mergeParent !== undefined) ports.runner = mergeCheckout(mergeParent);
  await runAction(ports);
  const state = JSON.parse(out.files.get(STATE_FILE) ?? '{}') as { restore: { kind: string; key?: string; passedOver?: { key?: string; reason: string }[] } };
  // (markdown escapes the underscore)
  return { out, state, summary: out.summary.replaceAll('\\_', '_') };
}

/** A good baseline's text with one change, as a cache entry another writer (or a corruption) left. */
function edited(good: string, change: (file: Record<string, unknown> & { context: { machine: Record<string, unknown> } }) => void): string {
  const file = JSON.parse(good) as Record<string, unknown> & { context: { machine: Record<string, unknown> } };
  change(file);
  return JSON.stringify(file);
}

const UNUSABLE: [string, (good: string) => string, RegExp][] = [
  ['not JSON', () => '{"schema": "bench-gate/result", trunc', /baseline bench-gate\/v1\/.*:1: /],
  ['of a schema version this engine does not read', (good) => edited(good, (f) => { f.schemaVersion = 99; }), /written with result schema version 99, newer than this bench-gate understands/],
  ['measured on another machine', (good) => edited(good, (f) => { f.context.machine.fingerprint = 'fedcba987654'; }), /measured on machine fedcba987654/],
  ['of another suite (its key cleaned to the same)', (good) => edited(good, (f) => { f.suite = 'default!'; }), /is a baseline of suite "default!"/],
];

describe('an unusable cached baseline', () => {
  it.each(UNUSABLE)('under the PR\'s base commit, %s, is passed over for the newest baseline of any commit', async (_what, spoil, reason) => {
    const store = new PrefixStore();
    await push(store, EVENT_BASE, '1');
    const good = store.entries[0]?.text ?? '';
    store.entries = [{ key: `${PREFIX}${EVENT_BASE}-2-1`, text: spoil(good) }];
    await push(store, NEWER, '3'); // main moved on after the PR's base
    const { out, state, summary } = await pullRequest(store);
    expect(store.asked).toEqual([[PREFIX], [PREFIX], [`${PREFIX}${EVENT_BASE}-`, PREFIX], [PREFIX]]);
    expect(state.restore).toMatchObject({ kind: 'hit', key: `${PREFIX}${NEWER}-3-1`, passedOver: [{ key: `${PREFIX}${EVENT_BASE}-2-1`, reason: expect.stringMatching(reason) as unknown }] });
    expect(out.outputs['baseline-commit']).toBe(NEWER);
    expect(out.infos.some((m) => m.startsWith('bench-gate: baseline not usable: ') && m.endsWith('; trying the newest baseline of any commit'))).toBe(true);
    expect(summary).toMatch(reason);
    expect(summary).toContain(`Baseline: ${NEWER.slice(0, 12)} (newest available; the PR's base commit ${EVENT_BASE.slice(0, 12)} has no usable one).`);
  });

  it('under a fallback prefix (the event\'s base commit, the merge commit\'s parent having none) is passed over too', async () => {
    const store = new PrefixStore();
    await push(store, NEWER, '3');
    const good = store.entries[0]?.text ?? '';
    store.entries = [
      { key: `${PREFIX}${EVENT_BASE}-2-1`, text: '', unreadable: `the cached baseline ${PREFIX}${EVENT_BASE}-2-1 was downloaded but could not be unpacked (tar failed)` },
      { key: `${PREFIX}${NEWER}-3-1`, text: good },
    ];
    store.asked = [];
    const broken = await pullRequest(store, MERGE_PARENT);
    expect(store.asked).toEqual([[`${PREFIX}${MERGE_PARENT}-`, `${PREFIX}${EVENT_BASE}-`, PREFIX], [PREFIX]]);
    expect(broken.out.outputs['baseline-commit']).toBe(NEWER);
    expect(broken.summary).toContain(`Baseline not used: the cached baseline ${PREFIX}${EVENT_BASE}-2-1 was downloaded but could not be unpacked (tar failed).`);
    expect(broken.summary).toContain(`Baseline: ${NEWER.slice(0, 12)} (newest available; the PR's base commit ${MERGE_PARENT.slice(0, 12)} has none).`);

    // One that unpacks but is not a baseline of this machine: the same.
    store.entries[0] = { key: `${PREFIX}${EVENT_BASE}-2-1`, text: edited(good, (f) => { f.context.machine.fingerprint = 'fedcba987654'; }) };
    store.asked = [];
    const foreign = await pullRequest(store, MERGE_PARENT);
    expect(store.asked).toEqual([[`${PREFIX}${MERGE_PARENT}-`, `${PREFIX}${EVENT_BASE}-`, PREFIX], [PREFIX]]);
    expect(foreign.out.outputs['baseline-commit']).toBe(NEWER);
    expect(foreign.summary).toContain('the baseline was measured on machine fedcba987654, this run is on 0123456789ab; not compared.');
  });

  it('under the merge commit\'s parent is passed over for the event\'s base commit, then any commit', async () => {
    const store = new PrefixStore();
    await push(store, EVENT_BASE, '1');
    store.entries.push({ key: `${PREFIX}${MERGE_PARENT}-2-1`, text: 'garbage' });
    const { out, state, summary } = await pullRequest(store, MERGE_PARENT);
    // The event's base commit is asked before any commit (the newest of which is the broken entry).
    expect(store.asked.at(-1)).toEqual([`${PREFIX}${EVENT_BASE}-`, PREFIX]);
    expect(state.restore).toMatchObject({ kind: 'hit', key: `${PREFIX}${EVENT_BASE}-1-1` });
    expect(out.outputs['baseline-commit']).toBe(EVENT_BASE);
    expect(summary).toContain(`Baseline: ${EVENT_BASE.slice(0, 12)} (the event's pull_request.base.sha; the base the checked-out merge commit was made with, ${MERGE_PARENT.slice(0, 12)}, has no usable one).`);
  });
});
