/**
 * The gate step's own PR comment and its report artifact: pr.json (what comment-from-artifact
 * posts from) only for a fork PR, and the comment policy applied through commentPermission.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { commentMarker } from '../../src/report/markdown.js';
import { memoryPorts, RecordingComments } from './memory-ports.js';

const BENCH = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'compare-head.txt'), 'utf8');
const OLD_COMMENT = `${commentMarker('default@0123456789ab')}\nan earlier run's comment`;

async function gatePr(fork: boolean, inputs: Record<string, string> = {}, existing?: string, files: Record<string, string> = {}) {
  const comments = new RecordingComments();
  if (existing !== undefined) comments.comments.push({ id: 1, body: existing, author: 'github-actions[bot]' });
  const payload = { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40), repo: { full_name: fork ? 'someone/w' : 'acme/w' } } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH, ...files }, payload, comments, removes: true,
    inputs: { command: 'gate', 'output-file': 'bench.txt', ...inputs },
    env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge' },
  });
  await runAction(ports);
  return { out, comments };
}

describe('the run\'s report artifact and comment', () => {
  it('writes pr.json only for a fork PR, so a same-repository artifact names no PR to post to', async () => {
    const same = await gatePr(false);
    expect(same.out.failed).toEqual([]);
    expect(same.out.files.has('.bench-gate/report/report.json')).toBe(true);
    expect(same.out.files.has('.bench-gate/report/pr.json')).toBe(false);
    const fork = await gatePr(true);
    expect(JSON.parse(fork.out.files.get('.bench-gate/report/pr.json') ?? '{}')).toMatchObject({ number: 7, headSha: 'h'.repeat(40), suite: 'default' });
    expect(fork.comments.calls).toEqual([]);
  });

  // A fork run that failed before it could gate left failure.json (failure-report.ts); in a
  // persistent workspace the next run's report lands beside it, and comment-from-artifact refuses
  // an artifact holding both: the report would never be posted.
  it('removes a failure.json an earlier fork run left in artifact-path before writing the report', async () => {
    const stale = { '.bench-gate/report/failure.json': '{"message":"an earlier run failed"}\n', '.bench-gate/report/pr.json': '{"number":7,"headSha":"0000000"}\n' };
    const fork = await gatePr(true, {}, undefined, stale);
    expect(fork.out.failed).toEqual([]);
    expect(fork.out.files.has('.bench-gate/report/report.json')).toBe(true);
    expect(fork.out.files.has('.bench-gate/report/failure.json')).toBe(false);
    expect(JSON.parse(fork.out.files.get('.bench-gate/report/pr.json') ?? '{}')).toMatchObject({ number: 7, headSha: 'h'.repeat(40) });
  });

  it('comment: never neither creates nor updates; on-change keeps an existing comment up to date', async () => {
    const never = await gatePr(false, { comment: 'never' }, OLD_COMMENT);
    expect(never.comments.calls).toEqual([]);
    expect(never.comments.comments[0]?.body).toBe(OLD_COMMENT);
    // No baseline: every result is new, nothing changed, yet the existing comment is refreshed.
    const onChange = await gatePr(false, { comment: 'on-change' }, OLD_COMMENT);
    expect(onChange.comments.calls).toContain('update 1');
    expect((await gatePr(false, { comment: 'on-change' })).comments.calls).not.toContain('create');
  });
});
