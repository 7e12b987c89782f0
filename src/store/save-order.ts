/**
 * Whether a later run has already saved the baseline a trusted run would replace. A restore by
 * prefix gives the newest entry created, whatever its commit, so a save from a re-run of an older
 * push job (a re-run keeps its run's id, with GITHUB_RUN_ATTEMPT > 1), or from a run that ends
 * after a later one saved, would put its older commit in front of the next push and of every pull
 * request whose base has no baseline of its own. The run id in the restored entry's key orders the
 * two: GitHub numbers workflow runs in the order they are created (not documented, but observed
 * and relied on by run-cancelling actions), and a re-run keeps the number. Only a baseline saved
 * on the same branch counts: a branch with no baseline of its own (push@release) restores the
 * default branch's, whose runs say nothing about this branch's head.
 * Note: rejected designs.
 *  - Never save from a re-run: a re-run of the newest push (its first attempt lost to a runner
 *    failure) is how that commit gets its baseline.
 *  - Skip the save when this commit has an entry: it needs a second lookup, and a re-run of an old
 *    job whose first attempt saved nothing would still become the newest.
 *  - Ask whether the commit is still the branch's head: the push event's `after` is this commit,
 *    and the branch's current head needs the REST API (a token, the network) on every save.
 *  - An orderable key segment (a time): the cache restores the newest entry created, not the
 *    greatest key, so ordering keys changes nothing it does; the run id already in the key is the
 *    orderable part, read back here.
 *  Left open: a later run that saves after this run's restore is not seen (no second lookup). The
 *  README's per-ref `concurrency:` group runs a branch's pushes one at a time, which closes it.
 */
import { runOfKey } from './keys.js';

/** The restored baseline: its cache key and the branch its file records. */
export interface RestoredEntry { key: string; branch?: string }

/** This run: GITHUB_RUN_ID and the branch it runs on. */
export interface SavingRun { runId: string; branch?: string }

/** The id of the later run that saved `restored`, or undefined when this run may save after it. */
export function savedByLaterRun(restored: RestoredEntry, run: SavingRun): string | undefined {
  const theirs = runOfKey(restored.key);
  if (theirs === undefined || !/^\d+$/.test(run.runId)) return undefined;
  if (restored.branch === undefined || run.branch === undefined || restored.branch !== run.branch) return undefined;
  return BigInt(theirs) > BigInt(run.runId) ? theirs : undefined;
}
