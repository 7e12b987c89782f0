/**
 * What the `comment` policy allows for one report: creating the PR comment, updating the one that
 * exists. The run's own comment (gate-step.ts) and comment-from-artifact both ask here, so every
 * policy means the same in both.
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
