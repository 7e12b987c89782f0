/**
 * What the `comment` policy allows for one report: creating the PR comment, updating the one that
 * exists. The run's own comment (gate-step.ts), its failure note (failure-report.ts) and
 * comment-from-artifact all ask here, so every policy means the same in each.
 */
import type { ComparisonReport } from '../compare/types.js';
import type { CommentPolicy } from '../config/schema.js';
import { assertNever } from '../result.js';

export interface CommentPermission { mayCreate: boolean; mayUpdate: boolean }

/**
 * always: create and update. on-change / on-regression: create only when the report has a change
 * (a regression or an improvement, informational ones included) / a regression that fails the gate
 * (the verdict: an informational metric's does not), but always update a comment that exists, so a
 * regression that was fixed never stays on the PR as the last word. never: neither, not even an
 * update (someone who turned comments off wants no more notifications).
 */
export function commentPermission(policy: CommentPolicy, report: Pick<ComparisonReport, 'summary' | 'verdict'>): CommentPermission {
  const { summary } = report;
  switch (policy) {
    case 'always':
      return { mayCreate: true, mayUpdate: true };
    case 'on-change':
      return { mayCreate: summary.regression + summary.improvement > 0, mayUpdate: true };
    case 'on-regression':
      return { mayCreate: report.verdict === 'fail', mayUpdate: true };
    case 'never':
      return { mayCreate: false, mayUpdate: false };
    default:
      return assertNever(policy);
  }
}

/**
 * After a run that failed before it had a report (a bad output file, a benchmark that did not run):
 * whether the existing comment may be updated to say so. Every policy that keeps an existing
 * comment up to date does (all but never): its table is for an older commit, and a green "pass"
 * left there reads as this commit's verdict. None creates one: the failed check already says the
 * run failed, and a comment that only says so would notify everyone on a PR that had none.
 */
export function updatesAfterFailure(policy: CommentPolicy): boolean {
  switch (policy) {
    case 'always':
    case 'on-change':
    case 'on-regression':
      return true;
    case 'never':
      return false;
    default:
      return assertNever(policy);
  }
}
