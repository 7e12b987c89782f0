/**
 * The reader of an untrusted artifact's files (src/io/read-artifact-file.ts) on a real file system:
 * the size is judged from the file system before a byte is read, and only a regular file is read,
 * never what a symbolic link points to.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readArtifactFile } from '../../src/io/read-artifact-file.js';

const root = mkdtempSync(join(tmpdir(), 'bench-gate-artifact-'));
const artifact = join(root, 'report');
mkdirSync(artifact);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('readArtifactFile', () => {
  it('reads a regular file of at most the cap as UTF-8 text; a missing one is missing', async () => {
    writeFileSync(join(artifact, 'pr.json'), '{"number":7,"note":"ü"}');
    await expect(readArtifactFile(join(artifact, 'pr.json'), 24)).resolves.toEqual({ kind: 'text', text: '{"number":7,"note":"ü"}' });
    await expect(readArtifactFile(join(artifact, 'pr.json'), 23)).resolves.toEqual({ kind: 'too-large', size: 24 });
    await expect(readArtifactFile(join(artifact, 'gone.json'), 100)).resolves.toEqual({ kind: 'missing' });
    await expect(readArtifactFile(join(artifact, 'pr.json', 'below-a-file'), 100)).resolves.toEqual({ kind: 'missing' });
  });

  it('refuses a file over the cap from its size: 64 GiB (sparse) answers at once, with no memory spent', async () => {
    const huge = join(artifact, 'report.json');
    writeFileSync(huge, '');
    truncateSync(huge, 64 * 2 ** 30);
    await expect(readArtifactFile(huge, 50 * 2 ** 20)).resolves.toEqual({ kind: 'too-large', size: 64 * 2 ** 30 });
  });

  it('does not follow a symbolic link, out of the artifact or inside it, nor read a directory', async () => {
    writeFileSync(join(root, 'secret.json'), '{"message":"the runner\'s own file"}');
    symlinkSync(join(root, 'secret.json'), join(artifact, 'failure.json'));
    await expect(readArtifactFile(join(artifact, 'failure.json'), 1024)).resolves.toEqual({ kind: 'not-a-file', what: 'a symbolic link' });
    writeFileSync(join(artifact, 'real.json'), '{}');
    symlinkSync('real.json', join(artifact, 'inside.json'));
    await expect(readArtifactFile(join(artifact, 'inside.json'), 1024)).resolves.toEqual({ kind: 'not-a-file', what: 'a symbolic link' });
    symlinkSync(join(root, 'nowhere'), join(artifact, 'dangling.json'));
    await expect(readArtifactFile(join(artifact, 'dangling.json'), 1024)).resolves.toEqual({ kind: 'not-a-file', what: 'a symbolic link' });
    mkdirSync(join(artifact, 'dir.json'));
    await expect(readArtifactFile(join(artifact, 'dir.json'), 1024)).resolves.toEqual({ kind: 'not-a-file', what: 'a directory' });
  });

  it.skipIf(process.platform === 'win32')('does not open a FIFO (no writer would ever come: the step would hang)', async () => {
    const fifo = join(artifact, 'fifo.json');
    execFileSync('mkfifo', [fifo]);
    await expect(readArtifactFile(fifo, 1024)).resolves.toEqual({ kind: 'not-a-file', what: 'not a regular file' });
  });
});
