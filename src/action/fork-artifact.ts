/**
 * The files a fork PR's run leaves in artifact-path for comment-from-artifact (the run's own token
 * cannot comment), written by the gate (gate-step.ts publish) or its failure path
 * (failure-report.ts) and read back by comment-from-artifact. pr.json names the pull request and
 * the comment; beside it is either report.json (the run gated) or failure.json (it failed before
 * it could: the note that keeps an earlier run's green table from reading as this commit's
 * verdict). Never both: each writer removes the other's file first, so an artifact holding both
 * was not left so by one run, and the reader refuses it.
 * The reader's schemas treat every file as untrusted: the fork's own code ran in that job.
 */
import { z } from 'zod';
import { MAX_MESSAGE_CHARS } from '../report/failure-note.js';
import { elideMiddle } from '../report/markdown-escape.js';

export const PR_FILE = 'pr.json';
export const REPORT_FILE = 'report.json';
export const COMMENT_FILE = 'comment.md';
export const FAILURE_FILE = 'failure.json';

export const PullSchema = z.object({
  number: z.number().int().positive(),
  headSha: z.string().regex(/^[0-9a-f]{7,64}$/),
  suite: z.string().max(200).optional(),
  marker: z.string().max(300).optional(),
});
export type PullFile = z.infer<typeof PullSchema>;

/**
 * The longest failure message accepted, in UTF-16 units: the writer keeps what the note shows
 * (MAX_MESSAGE_CHARS code points, a code point being at most two units), so a longer one was not
 * written by bench-gate.
 */
export const MAX_FAILURE_MESSAGE_UNITS = 2 * MAX_MESSAGE_CHARS;

export const FailureSchema = z.object({ message: z.string().max(MAX_FAILURE_MESSAGE_UNITS) });

/** pr.json and failure.json are a few hundred bytes; a larger one is not bench-gate's. */
export const MAX_SMALL_FILE_BYTES = 64 * 1024;

/** pr.json: the PR, its head commit (which the reader checks against the run's), and the comment's suite and marker. */
export function pullJson(pr: { number: number; headSha: string }, suite: string, marker: string): string {
  const file: PullFile = { number: pr.number, headSha: pr.headSha, suite, marker };
  return `${JSON.stringify(file)}\n`;
}

/** failure.json: the failure message, cut in the middle to what the note would show of it (failureNote). */
export function failureJson(message: string): string {
  const file: z.infer<typeof FailureSchema> = { message: elideMiddle(message.trim(), MAX_MESSAGE_CHARS) };
  return `${JSON.stringify(file)}\n`;
}
