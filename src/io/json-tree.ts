/**
 * Reading a criterion `target/criterion` directory for the parser: every `*.json` path under it,
 * with the text of the files the parser reads (`<id>/new/{benchmark,sample,estimates}.json`). The
 * other JSON files (earlier baselines in `base/`, `change/`, tukey.json) are listed with empty text:
 * the parser only looks at their names, and a tree cached between CI runs holds several copies of
 * every benchmark. The files read are capped together at MAX_INPUT_BYTES, checked from their sizes
 * before any is read, like a single input (issue 10: huge inputs are refused, not read).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isCriterionReadFile, type CriterionFile } from '../parsers/criterion-dir.js';
import { MAX_INPUT_BYTES, tooLargeMessage, type TooLargeError } from './decode.js';

/** Files read at a time: enough to keep the disk busy, few enough to stay far from the open-files limit. */
const READ_AT_ONCE = 32;

/** The tree's JSON files (posix paths relative to `root`, sorted); rejects with a TooLargeError over `max`. */
export async function readJsonTree(root: string, max = MAX_INPUT_BYTES): Promise<CriterionFile[]> {
  const paths = (await readdir(root, { recursive: true })).filter((p) => p.endsWith('.json')).map((p) => p.split('\\').join('/')).sort();
  const wanted = paths.filter(isCriterionReadFile);
  let total = 0;
  for (let i = 0; i < wanted.length; i += READ_AT_ONCE) {
    const sizes = await Promise.all(wanted.slice(i, i + READ_AT_ONCE).map(async (p) => {
      const info = await stat(join(root, p)).catch((error: unknown) => { throw treeFileError(root, p, error); });
      // A FIFO or a device (a symlink to /dev/zero) has no size to check and may never end.
      if (!info.isFile()) throw new TreeFileError(`${join(root, p)} is not a regular file; criterion writes plain JSON files there. Remove it, or pass the directory of a finished \`cargo bench\`.`);
      return info.size;
    }));
    total += sizes.reduce((sum, size) => sum + size, 0);
  }
  if (total > max) {
    const error: TooLargeError = Object.assign(new Error(tooLargeMessage(`${root} (the criterion results under it)`, total, max)), { code: 'EFBIG' as const, size: total });
    throw error;
  }
  const texts = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += READ_AT_ONCE) {
    const batch = wanted.slice(i, i + READ_AT_ONCE);
    const read = await Promise.all(batch.map((p) => readFile(join(root, p), 'utf8').catch((error: unknown) => { throw treeFileError(root, p, error); })));
    batch.forEach((p, k) => texts.set(p, read[k] ?? ''));
  }
  return paths.map((path) => ({ path, text: texts.get(path) ?? '' }));
}

/** A file of the tree that cannot be read: its message names the file, not only the directory. */
export class TreeFileError extends Error {}

function treeFileError(root: string, path: string, error: unknown): TreeFileError {
  const file = join(root, path);
  const code = (error as { code?: unknown }).code;
  // Files can disappear while `cargo bench` is still writing the tree, or be dangling symlinks.
  if (code === 'ENOENT') return new TreeFileError(`${file} disappeared while the directory was read (or is a dangling link). Read the directory after \`cargo bench\` has finished.`);
  if (code === 'EACCES' || code === 'EPERM') return new TreeFileError(`cannot read ${file}: permission denied.`);
  return new TreeFileError(`cannot read ${file} (${error instanceof Error ? error.message : String(error)}).`);
}
