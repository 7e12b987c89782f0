/**
 * The job's own token (src/github/job-instance.ts) in a real directory: the runner empties
 * RUNNER_TEMP for each job, so the steps of one job agree on it and a later job gets another.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_INSTANCE_FILE, readJobInstance } from '../../src/github/job-instance.js';

const root = mkdtempSync(join(tmpdir(), 'bench-gate-job-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readJobInstance', () => {
  it('is the same for every step of a job and another for the next job (an emptied temp directory)', async () => {
    const temp = mkdtempSync(join(root, 'temp-'));
    const first = await readJobInstance(temp);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readJobInstance(temp)).toBe(first);
    rmSync(join(temp, JOB_INSTANCE_FILE));
    const next = await readJobInstance(temp);
    expect(next).toMatch(/^[0-9a-f-]{36}$/);
    expect(next).not.toBe(first);
    // Another job's temp directory (another runner on the machine).
    expect(await readJobInstance(mkdtempSync(join(root, 'temp-')))).not.toBe(next);
  });

  it('is undefined outside a runner, or where the directory cannot hold it', async () => {
    expect(await readJobInstance(undefined)).toBeUndefined();
    expect(await readJobInstance('')).toBeUndefined();
    expect(await readJobInstance(join(root, 'no-such-dir'))).toBeUndefined();
    const notADir = join(root, 'a-file');
    writeFileSync(notADir, '');
    expect(await readJobInstance(notADir)).toBeUndefined();
  });
});
