/**
 * The engine under failing services (issue 10 item 4): GitHub's REST API answering 5xx, rate
 * limits, 404 and 422. Whatever the API does, the report reaches the job summary and the report
 * files, every degradation is a visible line, the job fails only for a real regression, and no
 * token is ever printed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, pr, push, SOURCE, type Run } from './engine-harness.js';

const harness = new EngineHarness();
const { fake } = harness;
beforeAll(async () => {
  await harness.start();
  const baseline = await harness.run('baseline', push, {}, 'compare-base-run1.txt');
  if (baseline.code !== 0) throw new Error(`the baseline run failed:\n${baseline.stdout}`);
});
afterAll(() => harness.stop());

const COMMENTS = /^\/repos\/acme\/widgets\/issues\/7\/comments$/;
const EDIT = /^\/repos\/acme\/widgets\/issues\/comments\/\d+$/;

/** The report is complete in the summary and the files whatever happened to the comment. */
function expectReportKept(run: Run, verdict: 'pass' | 'fail'): void {
  expect(run.outputs.verdict).toBe(verdict);
  expect(run.summary).toMatch(/RollingHash-2/);
  const report = JSON.parse(readFileSync(join(run.workspace, '.bench-gate/report/report.json'), 'utf8')) as { verdict: string };
  expect(report.verdict).toBe(verdict);
  expect(readFileSync(join(run.workspace, '.bench-gate/report/comment.md'), 'utf8')).toMatch(/bench-gate/);
  for (const secret of ['fake-token', 'fake-runtime-token']) {
    expect(run.stdout.includes(secret), `${secret} in the log`).toBe(false);
    expect(run.summary.includes(secret), `${secret} in the summary`).toBe(false);
  }
}

const ourComments = () => (fake.comments.get(7) ?? []).filter((c) => c.body.startsWith('<!-- bench-gate:'));

describe('the engine when GitHub\'s API fails', () => {
  it('retries a 502 on the listing and a secondary rate limit on the POST, then posts exactly one comment', async () => {
    fake.restFaults.push({ method: 'GET', path: COMMENTS, status: 502, message: 'Bad Gateway', times: 1 });
    fake.restFaults.push({ method: 'POST', path: COMMENTS, status: 403, message: 'You have exceeded a secondary rate limit', headers: { 'retry-after': '1' }, times: 1 });
    const run = await harness.run('flaky-api', pr(), {}, 'compare-head.txt');
    expect(run.code).toBe(1);
    expectReportKept(run, 'fail');
    expect(ourComments()).toHaveLength(1);
    expect(run.stdout).toMatch(/retrying/i);
  }, 90_000);

  it('a persistent 500 on the update: a note in the summary, and the job passes when nothing regressed', async () => {
    fake.restFaults.push({ method: 'PATCH', path: EDIT, status: 500, message: 'Internal Server Error', times: 10 });
    const run = await harness.run('api-down', pr(), {}, 'compare-base-run2.txt');
    expect(run.code).toBe(0);
    expectReportKept(run, 'pass');
    expect(run.summary).toMatch(/Could not comment on the PR: GitHub answered 500 .*after retrying/);
    expect(run.stdout).toMatch(/::warning::bench-gate: could not comment/);
  }, 90_000);

  it('a deleted PR (404) and a rejected comment (422) are notes, not failures; a regression still fails the job', async () => {
    fake.restFaults.push({ method: 'GET', path: COMMENTS, status: 404, message: 'Not Found', times: 1 });
    const gone = await harness.run('pr-deleted', pr(), {}, 'compare-base-run2.txt');
    expect(gone.code).toBe(0);
    expectReportKept(gone, 'pass');
    expect(gone.summary).toMatch(/Could not comment on the PR: GitHub answered 404/);

    fake.comments.set(7, []);
    fake.restFaults.push({ method: 'POST', path: COMMENTS, status: 422, message: 'Validation Failed', times: 1 });
    const rejected = await harness.run('comment-422', pr(), {}, 'compare-head.txt');
    expect(rejected.code).toBe(1);
    expectReportKept(rejected, 'fail');
    expect(rejected.summary).toMatch(/Could not comment on the PR: GitHub rejected the comment \(422/);
    expect(ourComments()).toHaveLength(0);
  }, 90_000);

  it('a hung API costs a bounded wait per call, not undici\'s 5 minutes per attempt: a note, and the job goes on', async () => {
    fake.restDelayMs = 300_000; // undici's own limit: an attempt without the timeout takes this long
    try {
      const started = Date.now();
      // From the source: the committed bundle predates the timeout.
      const run = await harness.run('api-hangs', pr(), {}, 'compare-base-run2.txt', { BENCH_GATE_API_TIMEOUT: '1' }, { entry: SOURCE });
      // 4 attempts of 1 s and 7 s of backoff: the run took 13 s here, and 15-21 s with four busy
      // loops on 2 cores (tsx compiling the source is most of the rest); one attempt without the
      // timeout would take 300 s. (The bound was 45 s, too close to the loaded case.)
      expect(Date.now() - started).toBeLessThan(90_000);
      expect(run.code).toBe(0);
      expectReportKept(run, 'pass');
      // The first call, the comment author's lookup, is the one that gives up.
      expect(run.summary).toMatch(/Could not comment on the PR: GitHub did not answer \(timed out after 1 s\), also after retrying, when asked whose token this is/);
    } finally {
      fake.restDelayMs = 0;
    }
  }, 180_000);

  it('a read-only token (403 without rate-limit headers) is explained, not retried', async () => {
    fake.comments.set(7, []);
    const posts = () => fake.requests.filter((r) => r.method === 'POST' && COMMENTS.test(r.path)).length;
    const before = posts();
    fake.restFaults.push({ method: 'POST', path: COMMENTS, status: 403, message: 'Resource not accessible by integration', times: 5 });
    const run = await harness.run('read-only-token', pr(), {}, 'compare-head.txt');
    expect(run.code).toBe(1);
    expectReportKept(run, 'fail');
    expect(posts() - before).toBe(1);
    expect(run.summary).toMatch(/lacks 'pull-requests: write'/);
  }, 90_000);
});

describe('the engine when the cache service fails', () => {
  const quick = { BENCH_GATE_CACHE_TIMEOUT: '2' };

  it('a hung cache service costs the timeout, not the job: no baseline, a note, and the step ends', async () => {
    fake.cacheDelayMs = 120_000; // hung: a run that waited for the answer would take this long
    try {
      const started = Date.now();
      const run = await harness.run('cache-hangs', pr(), { comment: 'never' }, 'compare-head.txt', quick);
      // The 2 s timeout and the engine: 4.6 s here, 5-7 s with four busy loops on 2 cores; waiting
      // for the service would take 120 s. (The bound was 20 s with a 30 s hang: too close to both.)
      expect(Date.now() - started).toBeLessThan(45_000);
      expect(run.code).toBe(0);
      expect(run.outputs.verdict).toBe('pass');
      expect(run.summary).toMatch(/the cache service did not finish the restore within 2 s/);
      // A trusted run that could not look up the baseline does not save over it.
      const creates = harness.cacheCalls('CreateCacheEntry');
      const hungRestore = await harness.run('cache-hangs-push', push, {}, 'compare-base-run1.txt', quick);
      expect(hungRestore.code).toBe(0);
      expect(hungRestore.summary).toMatch(/Baseline not saved: the cache could not be read \(the cache service did not finish the restore within 2 s\); whether a baseline is cached is unknown/);
      expect(harness.cacheCalls('CreateCacheEntry')).toBe(creates);

      // Only the save hangs: the restore must finish within the timeout, which it does in 50 ms
      // here and 0.45 s with eight busy loops on 2 cores; 5 s, not 2 s, leaves it room.
      fake.cacheDelayMethods = ['CreateCacheEntry'];
      const hungSave = await harness.run('cache-hangs-save', push, {}, 'compare-base-run1.txt', { BENCH_GATE_CACHE_TIMEOUT: '5' });
      expect(hungSave.code).toBe(0);
      expect(hungSave.summary).toMatch(/Baseline not saved: the cache service did not finish the save within 5 s/);
    } finally {
      fake.cacheDelayMs = 0;
      fake.cacheDelayMethods = undefined;
    }
  }, 180_000);

  it('a failed lookup on a trusted run keeps the cached baseline and its history: nothing is saved over it', async () => {
    const history = (run: { summary: string }) => Number(/Saved this run as the baseline \([^)]*\), (\d+) runs? of history/.exec(run.summary)?.[1]);
    const before = history(await harness.run('history-1', push, {}, 'compare-base-run1.txt'));
    expect(before).toBeGreaterThanOrEqual(2);
    const finalized = () => fake.entries.filter((e) => e.finalized).length;
    const entries = finalized();
    fake.failLookups = 1; // 429: the library logs "Failed to restore" and answers as for a miss
    const outage = await harness.run('history-outage', push, {}, 'compare-base-run2.txt');
    expect(outage.code).toBe(0);
    expect(outage.stdout).toMatch(/::warning::Failed to restore: /);
    expect(outage.summary).toMatch(/No baseline: the cache could not be read \(.*429/);
    expect(outage.summary).toMatch(/Baseline not saved: the cache could not be read \(.*\); whether a baseline is cached is unknown, and saving this run alone could replace it and its history\./);
    expect(outage.stdout).toMatch(/::warning::bench-gate: baseline not saved: the cache could not be read/);
    expect(finalized()).toBe(entries);
    // The next trusted run finds the history the outage did not overwrite, and extends it.
    expect(history(await harness.run('history-2', push, {}, 'compare-base-run2.txt'))).toBe(before + 1);

    // The lookup finds the entry but its download fails: the entry may be fine, so it is kept, and named.
    const kept = finalized();
    fake.truncateDownloads = 5; // the library tries twice
    const lost = await harness.run('history-download', push, {}, 'compare-base-run2.txt');
    expect(fake.truncateDownloads).toBeLessThan(5);
    fake.truncateDownloads = 0;
    expect(lost.code).toBe(0);
    expect(lost.summary).toMatch(/Baseline not saved: the cached baseline bench-gate\/v1\/\S+ could not be downloaded \(.+\); saving this run alone would replace it and its history\. A later trusted run whose restore works saves one; if this repeats, delete that entry \(gh cache delete 'bench-gate\/v1\//);
    expect(finalized()).toBe(kept);
    expect(history(await harness.run('history-3', push, {}, 'compare-base-run2.txt'))).toBe(before + 2);
  }, 180_000); // five runs: 13-18 s here, 25-29 s on a loaded 2-core machine

  it('a cached baseline that cannot be restored (a corrupt archive) is replaced by the next trusted run', async () => {
    const newest = [...fake.entries].filter((e) => e.finalized).sort((a, b) => b.created - a.created)[0];
    if (newest === undefined) throw new Error('no baseline cached');
    const key = newest.key.replace(/-\d+-\d+$/, '-5555-1');
    fake.seed(key, newest.version, Buffer.from('not a tarball'));
    const run = await harness.run('corrupt-push', push, {}, 'compare-base-run1.txt');
    expect(run.code).toBe(0);
    expect(run.summary).toContain(`Baseline not used: the cached baseline ${key} was downloaded but could not be unpacked (`);
    expect(run.summary).toMatch(/Saved this run as the baseline \([^)]*\), 1 run of history\./);
    const after = await harness.run('corrupt-after', pr(), { comment: 'never' }, 'compare-base-run1.txt');
    expect(after.summary).toMatch(/Baseline: a1b2c3d4e5f6/);
  }, 90_000);

  it('a 5xx outage is bounded the same way and noted', async () => {
    fake.failLookupStatus = 503;
    fake.failLookups = 50;
    try {
      const lookups = harness.cacheCalls('GetCacheEntryDownloadURL');
      const run = await harness.run('cache-503', pr(), { comment: 'never' }, 'compare-head.txt', { BENCH_GATE_CACHE_TIMEOUT: '3' });
      // The library retries a 5xx 5 times in all, the last one 24-35 s after the first. The step
      // ended before that: the timeout cut the retries off, and nothing waited for them. (This
      // replaces a 20 s bound on the whole run, which took 5.6 s here and 8.3 s with four busy
      // loops on 2 cores, against 27 s or more for a run that waits: too close on both sides.)
      expect(harness.cacheCalls('GetCacheEntryDownloadURL') - lookups).toBeLessThan(5);
      expect(run.summary).toMatch(/the cache service did not finish the restore within 3 s/);
      expect(run.code).toBe(0);
      expect(run.summary).toMatch(/No baseline/);
    } finally {
      fake.failLookups = 0;
      fake.failLookupStatus = 429;
    }
  }, 90_000);
});
