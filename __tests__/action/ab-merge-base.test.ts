/**
 * baseline: ab measures the PR against the base its checked-out tree holds. On a pull_request event
 * actions/checkout checks out refs/pull/N/merge, GitHub's merge of the PR's head into the base
 * branch's current tip, while pull_request.base.sha can be an older tip (the PR was opened or last
 * pushed before the base branch moved on; a re-run keeps the payload). Here main got 30% slower
 * after the PR branched off and the PR changes nothing that is measured: the PR must pass. The
 * workspace is a shallow clone (fetch-depth: 1), as actions/checkout makes it. A working-directory
 * the base lacks is explained in the action's terms.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE, spawnEngine } from './engine-harness.js';
import { FakeGitHub } from './fake-github.js';
import { gitIn } from '../helpers/git.js';

/** A Go-format benchmark whose speed is the source's speed.txt; ten results a call, +-0.5% jitter. */
const BENCH_SH = `#!/usr/bin/env bash
set -euo pipefail
ns=$(cat speed.txt)
for i in 1 2 3 4 5 6 7 8 9 10; do
  printf 'BenchmarkParse-8 \\t 1000\\t %d ns/op\\n' $(( ns + (RANDOM % 11 - 5) * ns / 1000 ))
done
`;

const fake = new FakeGitHub();
const work = mkdtempSync(join(tmpdir(), 'bench-gate-ab-merge-'));
const origin = join(work, 'origin');
const workspace = join(work, 'workspace');
const offline = join(work, 'offline');
const nested = join(work, 'nested');
const git = (cwd: string, ...args: string[]): string => gitIn(cwd)(...args);
const commits = { oldBase: '', newBase: '', head: '', merge: '' };

beforeAll(async () => {
  await fake.start();
  mkdirSync(origin, { recursive: true });
  git(origin, 'init', '-q', '-b', 'main');
  writeFileSync(join(origin, 'bench.sh'), BENCH_SH);
  writeFileSync(join(origin, 'speed.txt'), '1000000\n');
  writeFileSync(join(origin, '.gitignore'), '.bench-gate/\n');
  git(origin, 'add', '.');
  git(origin, 'commit', '-q', '-m', 'base');
  commits.oldBase = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', '-b', 'feature');
  writeFileSync(join(origin, 'README'), 'docs only\n');
  mkdirSync(join(origin, 'docs'));
  writeFileSync(join(origin, 'docs', 'index.md'), 'a directory the base lacks\n');
  git(origin, 'add', 'README', 'docs');
  git(origin, 'commit', '-q', '-m', 'the PR: docs only');
  commits.head = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  writeFileSync(join(origin, 'speed.txt'), '1300000\n'); // main gets 30% slower after the PR branched off
  git(origin, 'commit', '-q', '-am', 'main: slower parse');
  commits.newBase = git(origin, 'rev-parse', 'HEAD');
  // refs/pull/7/merge: the PR's head merged into main's current tip.
  git(origin, 'checkout', '-q', '-b', 'pull-7-merge');
  git(origin, 'merge', '-q', '--no-ff', '-m', 'Merge feature into main', 'feature');
  commits.merge = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'checkout', '-q', 'main');
  // actions/checkout: fetch-depth 1 of the merge ref.
  git(work, 'clone', '-q', '--depth=1', '--branch', 'pull-7-merge', `file://${origin}`, workspace);
  // The same checkout whose origin cannot be reached (no network, no credentials).
  git(work, 'clone', '-q', '--depth=1', '--branch', 'pull-7-merge', `file://${origin}`, offline);
  git(offline, 'remote', 'set-url', 'origin', `file://${join(work, 'unreachable')}`);
  // actions/checkout with path: widgets: the repository is a directory of the workspace.
  mkdirSync(nested);
  git(nested, 'clone', '-q', '--depth=1', '--branch', 'pull-7-merge', `file://${origin}`, 'widgets');
});
afterAll(async () => {
  await fake.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('baseline: ab on a PR whose base branch moved on', () => {
  const runEngine = (name: string, inputs: Record<string, string>, tree = workspace) => spawnEngine({
    fake, meta: join(work, name), workspace: tree, entry: SOURCE,
    event: {
      name: 'pull_request', ref: 'refs/pull/7/merge', sha: commits.merge,
      payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' }, pull_request: { number: 7, base: { sha: commits.oldBase, ref: 'main' }, head: { sha: commits.head, repo: { fork: false, full_name: 'acme/widgets' } } } },
    },
    inputs: { 'machine-id': 'ab-box', baseline: 'ab', run: 'bash bench.sh', rounds: '3', comment: 'never', ...inputs },
    env: { GITHUB_RUN_ID: '778' },
  });

  it('measures the base the checked-out merge commit holds, not an older pull_request.base.sha', async () => {
    const run = await runEngine('meta', {});
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ verdict: 'pass', regressions: '0', 'baseline-commit': commits.newBase });
    // The note says which base was measured, and that the event named another (markdown escapes its _).
    // The head is the PR's head commit, as the cached gate names it, not the merge commit checked out.
    expect(run.summary).toContain(`base \`${commits.newBase.slice(0, 12)}\` → head \`${commits.head.slice(0, 12)}\``);
    expect(run.summary).not.toContain(commits.merge.slice(0, 12));
    expect(run.summary).toContain(`A/B against the PR's base commit ${commits.newBase.slice(0, 12)} (the base the checked-out merge commit was made with; the event's pull\\_request.base.sha is ${commits.oldBase.slice(0, 12)})`);
  }, 120_000);

  it('explains a working-directory the base lacks in terms of the action\'s inputs, not the CLI\'s options', async () => {
    const run = await runEngine('meta-subdir', { 'working-directory': 'docs' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/has no directory docs, where bench-gate runs \(added since\?\), so the base cannot build or run there\. Set working-directory to a directory both commits have \(the repository root, the default\), and cd in 'run' and 'build' \(e\.g\. run: cd docs && \.\.\.\)\./);
    expect(run.stdout).not.toContain('--cmd');
    // The commit is named once, in the base's own description.
    expect(run.stdout).toContain(`the first parent of the checked-out merge commit) has no directory docs`);
  }, 120_000);

  it('names the repository root as the working-directory to set when the repository is not the workspace (checkout path:)', async () => {
    const run = await runEngine('meta-nested', { 'working-directory': 'widgets/docs' }, nested);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("has no directory docs, where bench-gate runs (added since?), so the base cannot build or run there. Set working-directory to a directory both commits have (the repository root, working-directory: widgets), and cd in 'run' and 'build' (e.g. run: cd docs && ...).");
    expect(run.stdout).not.toContain('the default');
    // working-directory: ${{ github.workspace }}/docs, the repository being the workspace: the default.
    const absolute = await runEngine('meta-absolute', { 'working-directory': join(workspace, 'docs') });
    expect(absolute.stdout).toContain('Set working-directory to a directory both commits have (the repository root, the default)');
  }, 120_000);

  it('says why the base could not be fetched into a shallow clone, not only that it is missing', async () => {
    const run = await runEngine('meta-offline', {}, offline);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::baseline: ab: the pull request's base commit (${commits.newBase.slice(0, 12)}, the first parent of the checked-out merge commit) is not a commit in this repository, and fetching it from origin failed (git: `);
    expect(run.stdout).toMatch(/fetching it from origin failed \(git: [^)]*unreachable[^)]*\)/);
    // The action's advice, not the CLI's ("or give a SHA": the action takes no SHA).
    expect(run.stdout).toContain('Check the repository out with actions/checkout, with fetch-depth: 0 (or enough history to hold the base commit) when origin cannot be fetched from.');
    expect(run.stdout).not.toContain('give a SHA');
  }, 120_000);
});
