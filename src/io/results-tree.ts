/**
 * What an existing results directory holds, before bench-gate removes it for a new run (`--results
 * DIR`, the action's `output-file`). Removing is only safe for a tree of benchmark results:
 * criterion's target/criterion (JSON, CSV, SVG and HTML; cargo-criterion's CBOR), or a tool's JSON
 * or CSV exports. A directory holding anything else (`--results /tmp`, `--results src`) is not the
 * benchmark's output, and the first such file found is named so the refusal can say why.
 */
import { opendir } from 'node:fs/promises';
import { join } from 'node:path';

/** File names a benchmark tool leaves in a results directory. */
const RESULTS_FILE = /\.(?:json|csv|cbor|svg|html)$/i;

/**
 * The first file under `root` (relative to it) that is not a benchmark result, or undefined when
 * every file is one, the directory is empty, or `root` is not a directory. Stops at the first such
 * file: a large directory that is clearly not results (a home, /tmp) is not listed whole. Symbolic
 * links inside the tree count as foreign (removal would not follow them, but nothing in a results
 * tree is one).
 */
export async function firstForeignFile(root: string): Promise<string | undefined> {
  const pending = [''];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    let handle;
    try {
      handle = await opendir(join(root, dir));
    } catch (error) {
      // The root not being a directory (a file, nothing yet) is the ordinary case.
      if (dir === '' && ['ENOENT', 'ENOTDIR'].includes((error as { code?: string }).code ?? '')) return undefined;
      throw error;
    }
    for await (const entry of handle) {
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) pending.push(path);
      else if (!entry.isFile() || !RESULTS_FILE.test(entry.name)) return path;
    }
  }
  return undefined;
}
