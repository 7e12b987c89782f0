/**
 * What the action needs to know about the run, read from the runner's environment and the event
 * payload (validated with zod: the payload is input like any other). Pure: env and payload in.
 */
import { z } from 'zod';
import { isPullRequestEvent } from './events.js';
import { parseSaveTrigger } from './save-trigger.js';

const EventSchema = z.object({
  pull_request: z.object({
    number: z.number().int(),
    base: z.object({ sha: z.string(), ref: z.string().optional() }),
    head: z.object({ sha: z.string(), repo: z.object({ fork: z.boolean().optional(), full_name: z.string().optional() }).nullable().optional() }),
  }).optional(),
  repository: z.object({ default_branch: z.string().optional(), full_name: z.string().optional() }).optional(),
  /** pull_request `synchronize` (and push): the head the push replaced. Caught: only a use of it is lost. */
  before: z.string().optional().catch(undefined),
  workflow_run: z.object({
    head_sha: z.string(),
    html_url: z.string().optional(),
    /** Caught: a value that is not a positive whole number is not linked, and spoils nothing else. */
    run_attempt: z.number().int().positive().optional().catch(undefined),
    event: z.string().optional(),
    head_repository: z.object({ full_name: z.string() }).nullable().optional(),
    pull_requests: z.array(z.object({ number: z.number().int() })).optional(),
  }).optional(),
}).loose();

export interface PullRequestInfo {
  number: number; baseSha: string; headSha: string; fork: boolean;
  /** The head this run's push replaced (a `synchronize` event's `before`), when the event names one. */
  previousHeadSha?: string;
}

/** The run that triggered a `workflow_run` workflow, from the event payload (GitHub's, so trusted). */
export interface WorkflowRunInfo {
  headSha: string;
  /** Whether the triggering run measured a fork's code (its token could not comment). */
  fromFork: boolean;
  /**
   * The triggering run's page, linked from the note of its failure (never the artifact's word for
   * it): the attempt that ran (`/attempts/N`), as a run's own note links it (RunContext.runUrl).
   */
  url?: string;
}

export interface RunContext {
  eventName: string;
  owner: string;
  repo: string;
  sha: string;
  /** The branch for push-like events (`refs/heads/x` -> `x`). */
  branch?: string;
  defaultBranch?: string;
  runId: string;
  runAttempt: string;
  /** The job's id in the workflow (GITHUB_JOB); matrix legs of one job share it. */
  job: string;
  /**
   * A token of this job that no other job of the run shares, matrix legs included (job-instance.ts);
   * undefined outside a runner. Set by the action's edge: this module reads no files.
   */
  jobInstance?: string;
  pr?: PullRequestInfo;
  workflowRun?: WorkflowRunInfo;
  /** The effective cache mode (`read`, `write`, `write-only`, `none`), advisory. */
  cacheMode?: string;
  workspace: string;
  /** This run's page (this attempt's), when the runner names its server (GITHUB_SERVER_URL). */
  runUrl?: string;
}

/** Builds the run context; `event` is the parsed GITHUB_EVENT_PATH file (or undefined). */
export function readRunContext(env: Readonly<Record<string, string | undefined>>, event: unknown): RunContext {
  const parsed = EventSchema.safeParse(event ?? {});
  const payload = parsed.success ? parsed.data : {};
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '/').split('/');
  const ref = env.GITHUB_REF ?? '';
  const context: RunContext = {
    eventName: env.GITHUB_EVENT_NAME ?? 'unknown',
    owner, repo,
    sha: env.GITHUB_SHA ?? '',
    runId: env.GITHUB_RUN_ID ?? '0',
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    job: env.GITHUB_JOB ?? '',
    workspace: env.GITHUB_WORKSPACE ?? '.',
  };
  if (ref.startsWith('refs/heads/')) context.branch = ref.slice('refs/heads/'.length);
  const defaultBranch = payload.repository?.default_branch;
  if (defaultBranch !== undefined) context.defaultBranch = defaultBranch;
  const repository = env.GITHUB_REPOSITORY ?? payload.repository?.full_name;
  const pr = payload.pull_request;
  if (pr !== undefined) {
    // By name when both are known: head.repo.fork is also true for a branch of this repository when
    // the repository is itself a fork, and such a PR's token can comment. A head repository of null
    // is a deleted fork (the workflow_run side reads it as a fork too, so both agree on pr.json).
    const headRepo = pr.head.repo;
    const fork = headRepo === null || (headRepo?.full_name !== undefined && repository !== undefined ? !sameRepository(headRepo.full_name, repository) : headRepo?.fork === true);
    context.pr = { number: pr.number, baseSha: pr.base.sha, headSha: pr.head.sha, fork };
    if (payload.before !== undefined && payload.before !== pr.head.sha) context.pr.previousHeadSha = payload.before;
  }
  const run = payload.workflow_run;
  if (run !== undefined) {
    context.workflowRun = { headSha: run.head_sha, fromFork: isForkRun(run, repository) };
    // Linked as markdown (failureNote): one that would end the link early is left out, not escaped.
    if (run.html_url !== undefined && /^https:\/\/[^\s()<>]+$/.test(run.html_url)) context.workflowRun.url = attemptUrl(run.html_url, run.run_attempt);
  }
  if (env.ACTIONS_CACHE_MODE !== undefined && env.ACTIONS_CACHE_MODE !== '') context.cacheMode = env.ACTIONS_CACHE_MODE;
  const server = env.GITHUB_SERVER_URL ?? '';
  if (server !== '' && owner !== '' && repo !== '' && env.GITHUB_RUN_ID !== undefined) {
    context.runUrl = `${server.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${context.runId}/attempts/${context.runAttempt}`;
  }
  return context;
}

/**
 * The page of one attempt of a run. A run's html_url is the run's (`…/actions/runs/<id>`), which
 * shows its latest attempt: a note of a failed first attempt, read after a re-run, would link the
 * re-run. Note: not GITHUB_RUN_ATTEMPT, which in a workflow_run workflow is the commenter's own
 * attempt, not the triggering run's.
 */
function attemptUrl(htmlUrl: string, attempt: number | undefined): string {
  return attempt !== undefined && /\/actions\/runs\/\d+$/.test(htmlUrl) ? `${htmlUrl}/attempts/${attempt}` : htmlUrl;
}

/**
 * Whether a `workflow_run`'s triggering run came from another repository: its head repository is
 * not this one. Without a head repository in the payload, an empty `pull_requests` is the fork
 * signature (GitHub leaves it empty for fork PRs: actions/runner#3444); a listed PR is this
 * repository's own. Note: not `head_repository.fork`, which is also true for a same-repository PR
 * in a repository that is itself a fork.
 */
function isForkRun(run: { head_repository?: { full_name: string } | null; pull_requests?: { number: number }[] }, repository: string | undefined): boolean {
  const head = run.head_repository?.full_name;
  if (head !== undefined && repository !== undefined) return !sameRepository(head, repository);
  return (run.pull_requests ?? []).length === 0;
}

/** Repository names are case-insensitive on GitHub. */
function sameRepository(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The runner's cache-mode as @actions/cache reads it (trimmed, lower case): `none`, `read`, `write`
 * or `write-only`; anything else, or none set, permits both, as the library does.
 */
function knownCacheMode(mode: string | undefined): string | undefined {
  const m = (mode ?? '').trim().toLowerCase();
  return ['none', 'read', 'write', 'write-only'].includes(m) ? m : undefined;
}

/** True when the job's cache-mode lets it restore (the library skips a restore otherwise, as for a miss). */
export function cacheModeReads(mode: string | undefined): boolean {
  const m = knownCacheMode(mode);
  return m === undefined || m === 'read' || m === 'write';
}

/** True when the job's cache-mode lets it save. */
export function cacheModeWrites(mode: string | undefined): boolean {
  const m = knownCacheMode(mode);
  return m === undefined || m === 'write' || m === 'write-only';
}

/**
 * Whether this run may save a baseline. `allowed` entries are `event` (on the default branch) or
 * `event@branch`. Pull-request-like events never save (ACTIONS.md §2.6: a PR's entry would shadow
 * the base branch's on re-runs). Returns the reason when not.
 */
export function saveDecision(ctx: RunContext, allowed: readonly string[]): { save: true } | { save: false; reason: string } {
  if (isPullRequestEvent(ctx.eventName) || ctx.pr !== undefined) return { save: false, reason: `${ctx.eventName} runs never save baselines` };
  if (!cacheModeWrites(ctx.cacheMode)) return { save: false, reason: `the job's cache-mode is ${ctx.cacheMode?.trim() ?? ''}` };
  const branch = ctx.branch;
  const listed = allowed.map((entry) => parseSaveTrigger(entry)).flatMap((t) => (t.ok && t.value.event === ctx.eventName ? [t.value] : []));
  // A tag push or a release: the list has the event, but every entry names a branch.
  if (listed.length > 0 && branch === undefined) {
    return { save: false, reason: `this ${ctx.eventName} run is not on a branch (a tag), and save-baseline-on saves on a branch only: the default branch, or the one after '@'` };
  }
  const match = listed.some((t) => (t.branch !== undefined ? t.branch === branch : ctx.defaultBranch === undefined || branch === ctx.defaultBranch));
  return match ? { save: true } : { save: false, reason: `save-baseline-on (${allowed.join(', ')}) does not include ${ctx.eventName}${branch === undefined ? '' : ` on ${branch}`}` };
}
