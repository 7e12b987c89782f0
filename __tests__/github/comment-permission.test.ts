/** commentPermission: one decision per policy and report, shared by the run and comment-from-artifact. */
import { describe, expect, it } from 'vitest';
import { commentPermission, updatesAfterFailure } from '../../src/github/comment-permission.js';
import { COMMENT_POLICIES } from '../../src/config/schema.js';
import { COMPARISON_STATUSES, type ComparisonReport } from '../../src/compare/types.js';

/** A report's counts and verdict: `gating` of the regressions fail the gate (the others are informational). */
const summary = (regression: number, improvement: number, gating = regression): Pick<ComparisonReport, 'summary' | 'verdict'> & { regression: number; improvement: number } => ({
  summary: { ...Object.fromEntries(COMPARISON_STATUSES.map((s) => [s, 0])), 'no-change': 3, regression, improvement } as ComparisonReport['summary'],
  verdict: gating > 0 ? 'fail' : 'pass', regression, improvement,
});

describe('commentPermission', () => {
  it.each([
    { policy: 'always', report: summary(0, 0), mayCreate: true, mayUpdate: true },
    { policy: 'on-change', report: summary(0, 0), mayCreate: false, mayUpdate: true },
    { policy: 'on-change', report: summary(0, 1), mayCreate: true, mayUpdate: true },
    { policy: 'on-change', report: summary(1, 0), mayCreate: true, mayUpdate: true },
    { policy: 'on-regression', report: summary(0, 1), mayCreate: false, mayUpdate: true },
    { policy: 'on-regression', report: summary(2, 0), mayCreate: true, mayUpdate: true },
    // Informational regressions only: the gate passes, so no new comment.
    { policy: 'on-regression', report: summary(2, 0, 0), mayCreate: false, mayUpdate: true },
    { policy: 'on-change', report: summary(2, 0, 0), mayCreate: true, mayUpdate: true },
    { policy: 'never', report: summary(2, 1), mayCreate: false, mayUpdate: false },
  ] as const)('$policy with $report.regression regressions ($report.verdict), $report.improvement improvements', ({ policy, report, mayCreate, mayUpdate }) => {
    expect(commentPermission(policy, report)).toEqual({ mayCreate, mayUpdate });
  });
});

describe('updatesAfterFailure', () => {
  it.each(COMMENT_POLICIES)('%s: updates an existing comment after a failed run exactly when it updates one after a report', (policy) => {
    expect(updatesAfterFailure(policy)).toBe(commentPermission(policy, summary(0, 0)).mayUpdate);
  });
});
