/**
 * The job's own token (src/github/job-instance.ts) in a real directory: the runner empties
 * RUNNER_TEMP for each job, so the steps of one job agree on it and a later job gets another.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

  // The job's own code (a fork PR's benchmark, between prepare and gate) can replace the file: what
  // is not a small regular file is no token, read without following a link or waiting on a FIFO.
  it('takes no token from a link or a large file put in its place', async () => {
    const elsewhere = join(root, 'their-token');
    writeFileSync(elsewhere, 'a token of their choosing');
    const linked = mkdtempSync(join(root, 'temp-'));
    symlinkSync(elsewhere, join(linked, JOB_INSTANCE_FILE));
    expect(await readJobInstance(linked)).toBeUndefined();
    const large = mkdtempSync(join(root, 'temp-'));
    writeFileSync(join(large, JOB_INSTANCE_FILE), 'x'.repeat(1024 * 1024));
    expect(await readJobInstance(large)).toBeUndefined();
  });

  it.skipIf(process.platform === 'win32')('does not hang on a FIFO in its place (no writer would ever come)', async () => {
    const temp = mkdtempSync(join(root, 'temp-'));
    execFileSync('mkfifo', [join(temp, JOB_INSTANCE_FILE)]);
    expect(await readJobInstance(temp)).toBeUndefined();
  }, 5_000);
});
