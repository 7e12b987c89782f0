/**
 * One entry of the `save-baseline-on` input: `event` (a run of that event on the default branch may
 * save the baseline) or `event@branch` (on that branch). Checked here, where the input is read, so
 * a typo fails the job at once instead of meaning "never save" for ever.
 */
import type { Result } from '../result.js';
import { isPullRequestEvent, isWorkflowEvent, PULL_REQUEST_EVENTS, WORKFLOW_EVENTS } from './events.js';

export interface SaveTrigger {
  event: string;
  /** undefined: the default branch. */
  branch?: string;
}

const SAVING_EVENTS = WORKFLOW_EVENTS.filter((e) => !PULL_REQUEST_EVENTS.includes(e) && e !== 'workflow_call');
/**
 * The events an error offers. Not release: a release run is on its tag, never on a branch, so it
 * never saves (saveDecision says so on such a run). An entry naming it is still accepted, as it
 * was: failing every job of a workflow whose list has it would cost more than the no-op entry.
 */
const OFFERED_EVENTS = SAVING_EVENTS.filter((e) => e !== 'release');

/**
 * Splits an entry at its first `@` (a branch name may hold one) and checks both parts; the error
 * says what is wrong with the entry and what a valid one looks like.
 */
export function parseSaveTrigger(entry: string): Result<SaveTrigger, string> {
  const at = entry.indexOf('@');
  const event = at === -1 ? entry : entry.slice(0, at);
  const branch = at === -1 ? undefined : entry.slice(at + 1);
  const form = `Use \`event\` (saves on the default branch) or \`event@branch\`, where event is one of: ${OFFERED_EVENTS.join(', ')}`;
  if (event === '') return { ok: false, error: `it has no event before '@'. ${form}.` };
  if (!isWorkflowEvent(event)) return { ok: false, error: `'${event}' is not a GitHub Actions event. ${form}.` };
  // In a called workflow github.event_name is the caller's event, so this entry could never match.
  if (event === 'workflow_call') return { ok: false, error: `in a reusable workflow the event is the caller's (push, schedule, ...), never workflow_call, so '${event}' would never save one: list the caller's event instead. ${form}.` };
  if (isPullRequestEvent(event)) return { ok: false, error: `pull-request events (${PULL_REQUEST_EVENTS.join(', ')}) never save baselines, so '${event}' would never save one. ${form}.` };
  if (branch === '') return { ok: false, error: `the branch after '@' is empty. ${form}.` };
  // Matched against the branch name (GITHUB_REF without refs/heads/), so a full ref would never match.
  if (branch?.startsWith('refs/') === true) {
    const name = branch.startsWith('refs/heads/') ? branch.slice('refs/heads/'.length) : undefined;
    const fix = name !== undefined && name !== '' ? `: write '${event}@${name}'` : branch.startsWith('refs/tags/') ? ' (tags never save)' : '';
    return { ok: false, error: `'${branch}' is a full ref, and the part after '@' is a branch name${fix}, or it would never save one. ${form}.` };
  }
  return { ok: true, value: branch === undefined ? { event } : { event, branch } };
}
