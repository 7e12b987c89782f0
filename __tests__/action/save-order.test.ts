/**
 * A re-run of an older push job (GITHUB_RUN_ATTEMPT > 1 keeps the run id) must not become the newest
 * baseline: restoring by prefix gives the newest entry created, so pull requests whose base has no
 * baseline, and the next push, would compare with its older commit. A later run's baseline, on the
 * same branch, says the re-run is not the head any more (store/save-order.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { PrefixStore } from './prefix-store.js';
import { memoryPorts } from './memory-ports.js';

const BENCH = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'compare-head.txt'), 'utf8');
const PREFIX = 'bench-gate/v1/Linux-X64/0123456789ab/default/';
const OLD = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);
const PR_BASE = 'c'.repeat(40);

/** A push job (run `run`, attempt `attempt`) on `branch` at `sha`. */
async function push(store: PrefixStore, sha: string, run: string, attempt = '1', branch = 'main') {
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store, payload: { repository: { default_branch: 'main' } },
    inputs: { 'output-file': 'bench.txt', comment: 'never', confirm: 'false', 'save-baseline-on': 'push push@release' },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: `refs/heads/${branch}`, GITHUB_SHA: sha, GITHUB_RUN_ID: run, GITHUB_RUN_ATTEMPT: attempt },
  });
  await runAction(ports);
  expect(out.failed).toEqual([]);
  return out;
}

/** A pull request whose base (PR_BASE) has no baseline: it gets the newest of any commit. */
async function pullRequest(store: PrefixStore): Promise<string | undefined> {
  const pr = { number: 7, base: { sha: PR_BASE }, head: { sha: 'f'.repeat(40), repo: { full_name: 'acme/w' } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store, payload: { repository: { default_branch: 'main', full_name: 'acme/w' }, pull_request: pr },
    inputs: { 'output-file': 'bench.txt', comment: 'never', confirm: 'false' },
    env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: '200' },
  });
  await runAction(ports);
  return out.outputs['baseline-commit'];
}

describe('a re-run of a push job', () => {
  it('of an older run saves nothing once a later run saved its branch\'s baseline; the newest run\'s re-run and another branch\'s run save', async () => {
    const store = new PrefixStore();
    await push(store, OLD, '100');
    await push(store, HEAD, '101');
    const rerun = await push(store, OLD, '100', '2');
    expect(store.entries.map((e) => e.key)).toEqual([`${PREFIX}${OLD}-100-1`, `${PREFIX}${HEAD}-101-1`]);
    expect(rerun.summary).toContain(`Baseline not saved: run 101 saved the newest baseline of main (commit ${HEAD.slice(0, 12)}) after this run (100, attempt 2) was started, so this run's commit ${OLD.slice(0, 12)} is no longer the branch's newest: saved, it would become the baseline of later pushes and of pull requests whose base has none.`);
    expect(await pullRequest(store)).toBe(HEAD);

    // The newest run's re-run (its first attempt's entry restored: the same run) still saves.
    const newest = await push(store, HEAD, '101', '2');
    expect(newest.summary).toContain(`Saved this run as the baseline (${PREFIX}${HEAD}-101-2)`);
    // push@release at an older run id: the baseline it restored is main's (this store has no branch scopes), which says nothing of release's head.
    const release = await push(store, 'd'.repeat(40), '99', '2', 'release');
    expect(release.summary).toContain(`Saved this run as the baseline (${PREFIX}${'d'.repeat(40)}-99-2)`);
  });
});
