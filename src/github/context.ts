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
  workflow_run: z.object({
    head_sha: z.string(),
    event: z.string().optional(),
    pull_requests: z.array(z.object({ number: z.number().int() })).optional(),
  }).optional(),
}).loose();

export interface PullRequestInfo { number: number; baseSha: string; headSha: string; fork: boolean }

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
  pr?: PullRequestInfo;
  workflowRunHeadSha?: string;
  /** The effective cache mode (`read`, `write`, `write-only`, `none`), advisory. */
  cacheMode?: string;
  workspace: string;
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
    workspace: env.GITHUB_WORKSPACE ?? '.',
  };
  if (ref.startsWith('refs/heads/')) context.branch = ref.slice('refs/heads/'.length);
  const defaultBranch = payload.repository?.default_branch;
  if (defaultBranch !== undefined) context.defaultBranch = defaultBranch;
  const pr = payload.pull_request;
  if (pr !== undefined) {
    const headRepo = pr.head.repo?.full_name;
    const fork = pr.head.repo?.fork === true || (headRepo !== undefined && headRepo !== env.GITHUB_REPOSITORY);
    context.pr = { number: pr.number, baseSha: pr.base.sha, headSha: pr.head.sha, fork };
  }
  if (payload.workflow_run !== undefined) context.workflowRunHeadSha = payload.workflow_run.head_sha;
  if (env.ACTIONS_CACHE_MODE !== undefined && env.ACTIONS_CACHE_MODE !== '') context.cacheMode = env.ACTIONS_CACHE_MODE;
  return context;
}

/**
 * Whether this run may save a baseline. `allowed` entries are `event` (on the default branch) or
 * `event@branch`. Pull-request-like events never save (ACTIONS.md §2.6: a PR's entry would shadow
 * the base branch's on re-runs). Returns the reason when not.
 */
export function saveDecision(ctx: RunContext, allowed: readonly string[]): { save: true } | { save: false; reason: string } {
  if (isPullRequestEvent(ctx.eventName) || ctx.pr !== undefined) return { save: false, reason: `${ctx.eventName} runs never save baselines` };
  if (ctx.cacheMode === 'read' || ctx.cacheMode === 'none') return { save: false, reason: `the job's cache-mode is ${ctx.cacheMode}` };
  const branch = ctx.branch;
  const match = allowed.some((entry) => {
    const trigger = parseSaveTrigger(entry);
    if (!trigger.ok || trigger.value.event !== ctx.eventName) return false;
    if (trigger.value.branch !== undefined) return trigger.value.branch === branch;
    return ctx.defaultBranch === undefined || branch === ctx.defaultBranch;
  });
  return match ? { save: true } : { save: false, reason: `save-baseline-on (${allowed.join(', ')}) does not include ${ctx.eventName}${branch === undefined ? '' : ` on ${branch}`}` };
}
