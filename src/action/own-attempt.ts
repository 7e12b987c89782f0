/**
 * A re-run of a trusted run whose earlier attempt saved a baseline. That attempt compared its commit
 * with the newest baseline and then saved its own results as the newest; the cache restores the
 * newest entry, so the re-run would compare the commit with itself and pass: a push that regressed,
 * re-run to see whether the failure was noise, would turn green for no reason. The re-run is
 * compared with what the earlier attempt was compared with instead: the run before this one in the
 * restored file's history (the baseline's history ends with the run that saved it, after the runs it
 * was compared with), restored by that run's commit and run id. Saved after it, the re-run's
 * results replace the earlier attempt's in the history rather than count as one more run.
 */
import { checkBaseline } from '../store/baseline-file.js';
import type { BaselineStore, RestoreResult } from '../store/baseline-store.js';
import { attemptOfKey, commitPrefix, runOfKey, type KeyScope } from '../store/keys.js';
import type { HistoryRun } from '../schema/result.js';
import type { PassedOver } from './restore-baseline.js';

/** The run the restore is for: its id and attempt (GITHUB_RUN_ID, GITHUB_RUN_ATTEMPT). */
export interface ThisRun { runId: string; attempt: string }

/** Whether `key` was saved by an earlier attempt of this run. */
export function savedByEarlierAttempt(key: string, run: ThisRun): boolean {
  const attempt = attemptOfKey(key);
  return runOfKey(key) === run.runId && attempt !== undefined && Number(attempt) < Number(run.attempt);
}

/** The newest run in `history` that is not this run: the one this run's earlier attempt was compared with. */
export function runBefore(history: readonly HistoryRun[], runId: string): HistoryRun | undefined {
  return history.findLast((run) => run.runId !== runId);
}

/** What to use instead of this run's own earlier entry: a usable hit, or why there is none. */
export type PastOwnAttempt =
  /** `own` is not a baseline this run can use anyway: the gate says why, as for any other entry. */
  | { kind: 'keep' }
  | { kind: 'hit'; key: string; text: string; passedOver: PassedOver }
  /** Its history names no earlier run (the earlier attempt had no baseline, or history: 1 kept none): none to compare with, and the entry may be replaced. */
  | { kind: 'none'; reason: string }
  /** That baseline could not be restored or used: nothing to compare with, and the earlier attempt's entry must not be saved over. */
  | { kind: 'lost'; reason: string };

/**
 * Restores the baseline this run's earlier attempt (whose entry `own` is) was compared with.
 * `owner` is this machine and suite, as checkBaseline checks them.
 */
export async function restorePastOwnAttempt(store: BaselineStore, scope: KeyScope, own: Extract<RestoreResult, { kind: 'hit' }>, run: ThisRun,
  owner: { fingerprint: string; suite: string }): Promise<PastOwnAttempt> {
  const which = `the newest baseline, ${own.key}, was saved by attempt ${attemptOfKey(own.key) ?? '?'} of this run, for this commit`;
  const check = checkBaseline(own.text, `baseline ${own.key}`, owner.fingerprint, owner.suite);
  if (check.kind !== 'found') return { kind: 'keep' };
  const before = runBefore(check.set.history ?? [], run.runId);
  if (before?.commit === undefined) return { kind: 'none', reason: `${which}, and its history names no earlier run to compare with` };
  const named = `commit ${before.commit.slice(0, 12)}${before.runId === undefined ? '' : `, run ${before.runId}`}`;
  const found = await store.restore(commitPrefix(scope, before.commit, before.runId), []);
  const lost = (why: string): PastOwnAttempt => ({ kind: 'lost', reason: `${which}, and the baseline that attempt was compared with (${named}) ${why}` });
  switch (found.kind) {
    case 'hit': {
      const usable = checkBaseline(found.text, `baseline ${found.key}`, owner.fingerprint, owner.suite);
      if (usable.kind !== 'found') return lost(`cannot be used (${usable.reason})`);
      return { kind: 'hit', key: found.key, text: found.text, passedOver: { key: own.key, reason: `${which}: compared with it, the commit would be compared with itself, so this re-run is compared with the baseline that attempt was compared with (${named})` } };
    }
    case 'miss': return lost('is no longer cached');
    case 'unreadable':
    case 'unavailable': return lost(`could not be restored (${found.reason})`);
  }
}
