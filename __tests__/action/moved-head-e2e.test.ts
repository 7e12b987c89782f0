/**
 * A PR whose head moved on: its first commit regressed, a fix was pushed and passed, and then the
 * first commit's run is re-run (or ends late). That run gates its own commit (its check fails), but
 * the PR comment is the newest commit's: putting the old verdict, or the old run's failure, over it
 * would show the PR as failing on a head that passes. The engine runs from the source against the
 * loopback fake (engine-harness.ts), on real Go output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, HEAD_SHA, nextRunId, pr, push, SOURCE, type Event } from './engine-harness.js';

const harness = new EngineHarness();
const { fake } = harness;
const FIX = 'f1'.repeat(20);
const fixed: Event = (() => {
  const event = pr();
  (event.payload as { pull_request: { head: { sha: string } } }).pull_request.head.sha = FIX;
  return event;
})();
const source = { entry: SOURCE };
const ours = () => (fake.comments.get(7) ?? []).filter((c) => c.body.startsWith('<!-- bench-gate:'));

beforeAll(async () => {
  await harness.start();
  const baseline = await harness.run('baseline', push, {}, 'compare-base-run1.txt', {}, source);
  if (baseline.code !== 0) throw new Error(`the baseline run failed:\n${baseline.stdout}`);
});
afterAll(() => harness.stop());

describe('a run of a PR commit that is no longer its head', () => {
  const firstRun = nextRunId();
  const attempt = (n: number) => ({ GITHUB_RUN_ID: firstRun, GITHUB_RUN_ATTEMPT: String(n) });

  it('the first commit regresses, the fix passes: one comment, updated to the fix\'s verdict', async () => {
    fake.pullHeads.set(7, HEAD_SHA);
    const first = await harness.run('first', pr(), {}, 'compare-head.txt', attempt(1), source);
    expect(first.code).toBe(1);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toMatch(/regression found/);
    fake.pullHeads.set(7, FIX);
    const fix = await harness.run('fix', fixed, {}, 'compare-base-run2.txt', {}, source);
    expect(fix.code).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toMatch(/no regression[\s\S]*→ head `f1f1f1f1f1f1`/);
  }, 90_000);

  it('a re-run of the first commit\'s run gates that commit, and leaves the fix\'s comment as it is', async () => {
    const before = ours()[0]?.body;
    const rerun = await harness.run('rerun', pr(), {}, 'compare-head.txt', attempt(2), source);
    expect(rerun.code).toBe(1);
    expect(rerun.outputs.verdict).toBe('fail');
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toBe(before);
    const note = `PR #7 has moved on to f1f1f1f1f1f1; this run measured ${HEAD_SHA.slice(0, 12)} (a re-run of an earlier commit's run, or one that ended after a newer run), so its report is not put on the PR comment, which stays with the newest commit's run`;
    // The summary's notes are markdown: the PR's number is kept from becoming an issue link there.
    expect(rerun.summary).toContain(`Comment left as it is: PR \\#\u200b${note.slice('PR #'.length)}.`);
    expect(rerun.stdout).toContain(`::warning::bench-gate: ${note}.`);
  }, 90_000);

  it('a re-run of the first commit\'s run that fails before it can gate does not say the newest run failed', async () => {
    const before = ours()[0]?.body;
    const rerun = await harness.run('rerun-fails', pr(), { 'output-file': 'missing.txt' }, 'compare-head.txt', attempt(3), source);
    expect(rerun.code).toBe(1);
    expect(rerun.outputs.verdict).toBe('error');
    expect(ours()[0]?.body).toBe(before);
    expect(rerun.stdout).toContain(`::warning::bench-gate: PR #7 has moved on to f1f1f1f1f1f1; this run measured ${HEAD_SHA.slice(0, 12)} (a re-run of an earlier commit's run, or one that ended after a newer run), so its failure is not put on the PR comment`);
  }, 90_000);

  it('the head\'s run still comments when GitHub cannot say what the head is (the check is best effort)', async () => {
    fake.restFaults.push({ method: 'GET', path: /^\/repos\/acme\/widgets\/pulls\/7$/, status: 502, message: 'Bad Gateway', times: 4 });
    const run = await harness.run('lookup-fails', fixed, {}, 'compare-head.txt', {}, source);
    expect(run.code).toBe(1);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toMatch(/regression found[\s\S]*→ head `f1f1f1f1f1f1`/);
    expect(run.stdout).toContain("bench-gate: could not check PR #7's head commit (GitHub answered 502 (Bad Gateway), also after retrying); commenting as usual");
  }, 90_000);

  it('the newest commit\'s run still comments when GitHub\'s answer lags its push (it names the head that push replaced)', async () => {
    const NEWEST = 'ab'.repeat(20);
    const pushed: Event = (() => {
      const event = pr();
      const payload = event.payload as { action?: string; before?: string; after?: string; pull_request: { head: { sha: string } } };
      Object.assign(payload, { action: 'synchronize', before: FIX, after: NEWEST });
      payload.pull_request.head.sha = NEWEST;
      return event;
    })();
    // GitHub's PR still names FIX, the head NEWEST replaced: this run is of the newest commit, not of an older one.
    fake.pullHeads.set(7, FIX);
    const run = await harness.run('lagging-head', pushed, {}, 'compare-base-run2.txt', {}, source);
    expect(run.code).toBe(0);
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toMatch(/no regression[\s\S]*→ head `abababababab`/);
    expect(run.stdout).not.toContain('has moved on');
    expect(run.stdout).toContain(`bench-gate: could not check PR #7's head commit (GitHub still names ${FIX.slice(0, 12)}, the head this run's push replaced: its answer lags that push); commenting as usual`);
  }, 90_000);
});
