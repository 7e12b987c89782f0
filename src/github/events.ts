/**
 * GitHub Actions event names: every event that can trigger a workflow, and those that run for pull
 * requests (code or data from outside the repository's collaborators), which never save a baseline.
 * Reference: GitHub docs, "Events that trigger workflows" (github/docs
 * content/actions/reference/workflows-and-actions/events-that-trigger-workflows.md, 2026).
 */

/** Every event name a workflow's `on:` accepts (project* are GHES's classic projects). */
export const WORKFLOW_EVENTS = [
  'branch_protection_rule', 'check_run', 'check_suite', 'create', 'delete', 'deployment', 'deployment_status',
  'discussion', 'discussion_comment', 'fork', 'gollum', 'image_version', 'issue_comment', 'issues', 'label',
  'merge_group', 'milestone', 'page_build', 'project', 'project_card', 'project_column', 'public', 'pull_request',
  'pull_request_review', 'pull_request_review_comment', 'pull_request_target', 'push', 'registry_package', 'release',
  'repository_dispatch', 'schedule', 'status', 'watch', 'workflow_call', 'workflow_dispatch', 'workflow_run',
] as const;

export type WorkflowEvent = (typeof WORKFLOW_EVENTS)[number];

/**
 * Events that run for pull requests or on their behalf (a comment, a merge queue entry, a run a PR
 * triggered): their code or data is not the collaborators', so they never save baselines.
 */
export const PULL_REQUEST_EVENTS: readonly WorkflowEvent[] = [
  'pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment', 'issue_comment', 'workflow_run', 'merge_group',
];

export function isWorkflowEvent(name: string): name is WorkflowEvent {
  return (WORKFLOW_EVENTS as readonly string[]).includes(name);
}

export function isPullRequestEvent(name: string): boolean {
  return (PULL_REQUEST_EVENTS as readonly string[]).includes(name);
}
