/**
 * A pull request's cached baseline is restored for the base its checked-out tree holds: the first
 * parent of actions/checkout's merge commit (refs/pull/N/merge), not pull_request.base.sha, which
 * lags the base branch once it has moved on (src/action/pr-base.ts). Against the older base's
 * baseline, every base-branch change since would count as the PR's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import type { RunPorts, SpawnRequest } from '../../src/run/run-ports.js';
import type { BaselineStore } from '../../src/store/baseline-store.js';
import { PrefixStore } from './prefix-store.js';
import { memoryPorts } from './memory-ports.js';

const BENCH = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'compare-head.txt'), 'utf8');
const OLD_BASE = 'a'.repeat(40);
const NEW_BASE = 'b'.repeat(40);
const PR_HEAD = 'f'.repeat(40);


/** A push job on main at `sha`, saving its baseline. */
async function push(store: BaselineStore, sha: string, run: string): Promise<void> {
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store, payload: { repository: { default_branch: 'main' } },
    inputs: { 'output-file': 'bench.txt', run: '', comment: 'never', confirm: 'false' },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: sha, GITHUB_RUN_ID: run },
  });
  await runAction(ports);
  expect(out.failed).toEqual([]);
}

/** Processes that answer only `git cat-file -p HEAD`, with the commit object `head`. */
function gitWithHead(head: string, asked: SpawnRequest[]): RunPorts {
  return {
    spawn: (request) => {
      asked.push(request);
      const ok = request.argv.join(' ') === 'git cat-file -p HEAD';
      return Promise.resolve({ end: { kind: 'exited', code: ok ? 0 : 128 }, stdout: ok ? head : '', stderr: '', durationSeconds: 0 });
    },
    stderr: () => undefined, stderrIsTTY: false, env: {}, now: () => new Date(),
    fingerprint: () => Promise.resolve({ id: '0123456789ab', os: 'Linux', arch: 'X64', details: {} }),
    makeTempDir: () => Promise.reject(new Error('not in this test')), removePath: () => Promise.resolve(),
  };
}

/** A pull_request job whose event names OLD_BASE, in a checkout whose HEAD is `head`. */
async function pullRequest(store: BaselineStore, head: string) {
  const asked: SpawnRequest[] = [];
  const pr = { number: 7, base: { sha: OLD_BASE }, head: { sha: PR_HEAD, repo: { full_name: 'acme/w' } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store, payload: { repository: { default_branch: 'main', full_name: 'acme/w' }, pull_request: pr },
    inputs: { 'output-file': 'bench.txt', run: '', comment: 'never', confirm: 'false' },
    env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: '9' },
  });
  ports.runner = gitWithHead(head, asked);
  await runAction(ports);
  return { out, asked };
}

const commitObject = (...parents: string[]): string => `tree ${'1'.repeat(40)}\n${parents.map((p) => `parent ${p}\n`).join('')}author t <t@example.com> 0 +0000\ncommitter t <t@example.com> 0 +0000\n\nMerge ${PR_HEAD} into ${NEW_BASE}\n`;

describe('the cached baseline of a pull request', () => {
  it('is the one of the merge commit\'s first parent when pull_request.base.sha lags it', async () => {
    const store = new PrefixStore();
    await push(store, OLD_BASE, '1');
    await push(store, NEW_BASE, '2');
    await push(store, 'c'.repeat(40), '3'); // the newest: not the PR's base
    const { out, asked } = await pullRequest(store, commitObject(NEW_BASE, PR_HEAD));
    expect(asked.map((r) => r.argv.join(' '))).toEqual(['git cat-file -p HEAD']);
    expect(out.outputs['baseline-commit']).toBe(NEW_BASE);
    // (markdown escapes the underscore)
    expect(out.summary.replaceAll('\\_', '_')).toContain(`Baseline: ${NEW_BASE.slice(0, 12)} (the PR's base commit, the base the checked-out merge commit was made with; the event's pull_request.base.sha is ${OLD_BASE.slice(0, 12)}).`);
  });

  it('is the one of pull_request.base.sha when the checkout is not the PR\'s merge commit', async () => {
    const store = new PrefixStore();
    await push(store, OLD_BASE, '1');
    await push(store, NEW_BASE, '2');
    // The PR's head itself checked out, a merge of main into the PR branch: its second parent is not the head.
    const { out } = await pullRequest(store, commitObject(PR_HEAD, NEW_BASE));
    expect(out.outputs['baseline-commit']).toBe(OLD_BASE);
    expect(out.summary).toContain(`Baseline: ${OLD_BASE.slice(0, 12)} (the PR's base commit).`);
  });

  it('falls back to the event\'s base commit when the merge commit\'s parent has no baseline yet', async () => {
    const store = new PrefixStore();
    await push(store, OLD_BASE, '1');
    await push(store, 'c'.repeat(40), '3'); // newer, but not a base of this PR
    const { out } = await pullRequest(store, commitObject(NEW_BASE, PR_HEAD));
    expect(out.outputs['baseline-commit']).toBe(OLD_BASE);
    expect(out.summary.replaceAll('\\_', '_')).toContain(`Baseline: ${OLD_BASE.slice(0, 12)} (the event's pull_request.base.sha; the base the checked-out merge commit was made with, ${NEW_BASE.slice(0, 12)}, has none yet).`);
  });

  it('falls back to the newest baseline when neither base has one, naming the base', async () => {
    const store = new PrefixStore();
    await push(store, 'd'.repeat(40), '1');
    await push(store, 'c'.repeat(40), '3');
    const { out } = await pullRequest(store, commitObject(NEW_BASE, PR_HEAD));
    expect(out.outputs['baseline-commit']).toBe('c'.repeat(40));
    expect(out.summary).toContain(`Baseline: ${'c'.repeat(12)} (newest available; the PR's base commit ${NEW_BASE.slice(0, 12)} has none).`);
  });
});
