/**
 * Reading a criterion `target/criterion` directory for the parser: every `*.json` path under it,
 * with the text of the files the parser reads (`<id>/new/{benchmark,sample,estimates}.json`). The
 * other JSON files (earlier baselines in `base/`, `change/`, tukey.json) are listed with empty text:
 * the parser only looks at their names, and a tree cached between CI runs holds several copies of
 * every benchmark. The files read are capped together at MAX_INPUT_BYTES, checked from their sizes
 * before any is read, like a single input (issue 10: huge inputs are refused, not read). Each file
 * read carries its modification time, by which the parser finds benchmarks an earlier run left.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isCriterionReadFile, type CriterionFile } from '../parsers/criterion-dir.js';
import { MAX_INPUT_BYTES, tooLargeMessage } from './decode.js';

/** Files read at a time: enough to keep the disk busy, few enough to stay far from the open-files limit. */
const READ_AT_ONCE = 32;

/** The tree's JSON files (posix paths relative to `root`, sorted); rejects with a JsonTreeError (a TooLargeError over `max`). */
export async function readJsonTree(root: string, max = MAX_INPUT_BYTES): Promise<CriterionFile[]> {
  const paths = (await readdir(root, { recursive: true })).filter((p) => p.endsWith('.json')).map((p) => p.split('\\').join('/')).sort();
  const wanted = paths.filter(isCriterionReadFile);
  const infos = await inBatches(wanted, async (p) => {
    const info = await stat(join(root, p)).catch((error: unknown) => { throw fileError(root, p, error); });
    // A FIFO or a device (a symlink to /dev/zero) has no size to check and may never end.
    if (!info.isFile()) throw new JsonTreeError(`${join(root, p)} is not a regular file; criterion writes plain JSON files there. Remove it, or pass the directory of a finished \`cargo bench\`.`);
    return info;
  });
  const total = infos.reduce((sum, info) => sum + info.size, 0);
  if (total > max) {
    // Also a TooLargeError (code EFBIG, size, cap), like a single input over the cap.
    throw Object.assign(new JsonTreeError(tooLargeMessage(`${root} (the criterion results under it)`, total, max)), { code: 'EFBIG' as const, size: total, cap: max });
  }
  const read = await inBatches(wanted, (p) => readFile(join(root, p), 'utf8').catch((error: unknown) => { throw fileError(root, p, error); }));
  // The modification times let the parser tell this run's benchmarks from ones an earlier run left.
  const files = new Map(wanted.map((p, i) => [p, { text: read[i] ?? '', modifiedMs: infos[i]?.mtimeMs }]));
  return paths.map((path) => {
    const file = files.get(path);
    return file?.modifiedMs === undefined ? { path, text: file?.text ?? '' } : { path, text: file.text, modifiedMs: file.modifiedMs };
  });
}

/** `work` on every item, READ_AT_ONCE at a time, results in the items' order. */
async function inBatches<T>(items: readonly string[], work: (item: string) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < items.length; i += READ_AT_ONCE) results.push(...await Promise.all(items.slice(i, i + READ_AT_ONCE).map(work)));
  return results;
}

/**
 * A refusal to read the tree, with a message for the user that names the file (or the directory and
 * its size, for a tree over the cap). Callers pass the message on as their own error.
 */
export class JsonTreeError extends Error {}

function fileError(root: string, path: string, error: unknown): JsonTreeError {
  const file = join(root, path);
  const code = (error as { code?: unknown }).code;
  // Files can disappear while `cargo bench` is still writing the tree, or be dangling symlinks.
  if (code === 'ENOENT') return new JsonTreeError(`${file} disappeared while the directory was read (or is a dangling link). Read the directory after \`cargo bench\` has finished.`);
  if (code === 'EACCES' || code === 'EPERM') return new JsonTreeError(`cannot read ${file}: permission denied. Check its permissions (ls -l ${file}), or run bench-gate as a user who can read it.`);
  if (code === 'ELOOP') return new JsonTreeError(`cannot read ${file}: it is a symbolic link that leads back to itself through other links. Remove it, or fix where it points (ls -l ${file}).`);
  return new JsonTreeError(`cannot read ${file} (${error instanceof Error ? error.message : String(error)}).`);
}
