/**
 * Re-running a trusted job whose first attempt saved a baseline. A push that regressed fails and,
 * being trusted, saves its results as the newest baseline; re-run (to see whether the failure was
 * noise), it restored that entry and compared the commit with itself: it passed, for no reason. The
 * re-run is compared with what the first attempt was compared with, and its results replace the
 * first attempt's in the history instead of counting as one more run. The engine runs from the
 * source against the loopback fake (engine-harness.ts), on real Go output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, MAIN_SHA, nextRunId, push, SOURCE, type Run } from './engine-harness.js';

const harness = new EngineHarness();
const { fake } = harness;
const source = { entry: SOURCE };
const REGRESSED = 'b0'.repeat(20);
const regressed = { ...push, sha: REGRESSED };
const history = (run: Run): number => Number(/Saved this run as the baseline \([^)]*\), (\d+) runs? of history/.exec(run.summary)?.[1]);
const finalized = () => fake.entries.filter((e) => e.finalized);

beforeAll(() => harness.start());
afterAll(() => harness.stop());

describe('a re-run of a trusted job whose first attempt saved a baseline', () => {
  // Taken after main's run: a run id is larger than every run's before it (a smaller one's save is refused).
  let pushRun = '';
  const attempt = (n: number) => ({ GITHUB_RUN_ID: pushRun, GITHUB_RUN_ATTEMPT: String(n) });

  it('is compared with the baseline the first attempt was compared with, not with its own results', async () => {
    const first = await harness.run('main', push, {}, 'compare-base-run1.txt', {}, source);
    expect(first.code).toBe(0);
    pushRun = nextRunId();
    const failed = await harness.run('regressed-1', regressed, {}, 'compare-head.txt', attempt(1), source);
    expect(failed.code).toBe(1);
    expect(failed.outputs).toMatchObject({ verdict: 'fail', regressions: '4', 'baseline-commit': MAIN_SHA });
    expect(history(failed)).toBe(2);

    const rerun = await harness.run('regressed-2', regressed, {}, 'compare-head.txt', attempt(2), source);
    expect(rerun.code).toBe(1);
    expect(rerun.outputs).toMatchObject({ verdict: 'fail', regressions: '4', 'baseline-commit': MAIN_SHA });
    expect(rerun.stdout).toMatch(/::error::4 benchmark metrics regressed beyond 5%25/);
    const own = finalized().find((e) => e.key.endsWith(`${REGRESSED}-${pushRun}-1`))?.key ?? '';
    expect(own).not.toBe('');
    expect(rerun.summary).toContain(`Baseline not used: the newest baseline, ${own}, was saved by attempt 1 of this run, for this commit: compared with it, the commit would be compared with itself, so this re-run is compared with the baseline that attempt was compared with (commit ${MAIN_SHA.slice(0, 12)}, run `);
    // The re-run's results stand in for the first attempt's: two runs, main's and this commit's.
    expect(history(rerun)).toBe(2);
    expect(rerun.summary).toContain(`${REGRESSED}-${pushRun}-2), 2 runs of history.`);
  }, 90_000);

  it('compares with nothing and saves nothing when that baseline is gone: the first attempt\'s entry stays', async () => {
    // main's entries evicted from the cache (idle for a week).
    for (let i = fake.entries.length - 1; i >= 0; i--) if (fake.entries[i]?.key.includes(`/${MAIN_SHA}-`)) fake.entries.splice(i, 1);
    const entries = finalized().length;
    const rerun = await harness.run('regressed-3', regressed, {}, 'compare-head.txt', attempt(3), source);
    expect(rerun.code).toBe(0);
    expect(rerun.outputs.verdict).toBe('pass');
    expect(rerun.summary).toMatch(new RegExp(`No baseline: the newest baseline, \\S+-${pushRun}-2, was saved by attempt 2 of this run, for this commit, and the baseline that attempt was compared with \\(commit ${MAIN_SHA.slice(0, 12)}, run \\d+\\) is no longer cached\\.`));
    expect(rerun.summary).toContain(`is no longer cached; the entry that attempt saved, `);
    expect(rerun.summary).toMatch(/stays the newest baseline\./);
    expect(finalized()).toHaveLength(entries);
  }, 90_000);

  it('a re-run of the first trusted run (no baseline before it) replaces that run\'s entry, with one run of history', async () => {
    const first = nextRunId();
    const one = await harness.run('first-1', push, { suite: 'fresh' }, 'compare-base-run1.txt', { GITHUB_RUN_ID: first, GITHUB_RUN_ATTEMPT: '1' }, source);
    expect(history(one)).toBe(1);
    const again = await harness.run('first-2', push, { suite: 'fresh' }, 'compare-base-run1.txt', { GITHUB_RUN_ID: first, GITHUB_RUN_ATTEMPT: '2' }, source);
    expect(again.code).toBe(0);
    expect(again.summary).toMatch(/Baseline not used: the newest baseline, \S+, was saved by attempt 1 of this run, for this commit, and its history names no earlier run to compare with\./);
    expect(history(again)).toBe(1);
  }, 90_000);
});
