/**
 * Reading a restored baseline file with its size checked first: a file over MAX_BASELINE_BYTES
 * (a corrupt or poisoned cache entry) is never read into memory; the store reports it instead.
 */
import { readFile, stat } from 'node:fs/promises';
import { MAX_BASELINE_BYTES, oversizedBaselineReason } from './baseline-file.js';

export type BaselineRead = { ok: true; text: string } | { ok: false; reason: string };

/** The file's text, or why it was not read (too large). fs errors (ENOENT...) reject as usual. */
export async function readBaselineText(path: string, where: string, max = MAX_BASELINE_BYTES): Promise<BaselineRead> {
  const info = await stat(path);
  if (info.size > max) return { ok: false, reason: oversizedBaselineReason(where, info.size) };
  return { ok: true, text: await readFile(path, 'utf8') };
}
