/**
 * A token of this job, as opposed to the other jobs of its run: GITHUB_JOB names the job in the
 * workflow, which every leg of a matrix shares. The runner empties RUNNER_TEMP at the start of
 * each job ("This directory is emptied at the beginning and end of each job", GitHub's variables
 * reference), self-hosted runners included, so a token the first engine step of a job leaves there
 * is seen by the job's later steps and by no later job. undefined when there is no such directory
 * (the engine run outside a runner) or it cannot be written: GITHUB_JOB alone then tells jobs apart.
 * Note: where RUNNER_TEMP is not emptied between jobs (a directory the runner does not own, or one
 * it could not empty), the first job's token stays and every later job reads it: the same as no
 * token, never two tokens within one job.
 * The directory is the job's, so code the job runs between two engine steps (a fork PR's benchmark)
 * can put anything in the token's place: it is read as an artifact's file is (readArtifactFile), a
 * regular file of a few bytes, so a FIFO there cannot hang the step (a blocked open outlives even
 * process.exit) nor a link to /dev/zero fill its memory; anything else is no token.
 */
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readArtifactFile } from '../io/read-artifact-file.js';

export const JOB_INSTANCE_FILE = 'bench-gate-job';

/** A token is a UUID (36 characters); a file much larger was not written here. */
const MAX_TOKEN_BYTES = 256;

export async function readJobInstance(runnerTemp: string | undefined): Promise<string | undefined> {
  if (runnerTemp === undefined || runnerTemp === '') return undefined;
  const path = join(runnerTemp, JOB_INSTANCE_FILE);
  try {
    // 'wx': an earlier step of this job wrote one already, which is the job's token.
    await writeFile(path, randomUUID(), { flag: 'wx' });
  } catch {
    // Exists (read below), or cannot be written (read fails too).
  }
  const file = await readArtifactFile(path, MAX_TOKEN_BYTES);
  const token = file.kind === 'text' ? file.text.trim() : '';
  return token === '' ? undefined : token;
}
