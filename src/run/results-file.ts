/**
 * Results files (`run --results PATH`, `ab --results PATH`, the action's `output-file` when the
 * engine runs the command): a command that writes its results to a file or directory (hyperfine
 * --export-json, criterion's target/criterion, a custom JSON) instead of printing them. The path
 * is removed before every run, so a file left by an earlier run (or an earlier job on a
 * self-hosted runner) is never read, and read after the run; a run that did not write it fails.
 * Since it is removed, a path whose removal would take more than old results with it (the
 * directory bench-gate runs in, one above it, the home directory) is refused before anything runs.
 */
import { normalize, resolve, sep } from 'node:path';
import type { FileStat } from '../io/file-stat.js';

/** What a results path held after a run. */
export type ResultsRead =
  | { kind: 'file'; text: string }
  | { kind: 'dir'; files: { path: string; text: string }[] }
  | { kind: 'missing' }
  | { kind: 'unreadable'; reason: string };

/** The file operations results files need; the CLI and the action build them from their own ports. */
export interface ResultsIO {
  /** Removes the file or directory tree; no error when it does not exist. */
  remove(path: string): Promise<void>;
  read(path: string): Promise<ResultsRead>;
}

/** The path a side's results file has: relative paths are taken from the tree the side runs in. */
export function resultsPathIn(path: string, treeRoot: string | undefined): string {
  if (treeRoot === undefined || path.startsWith('/')) return path;
  return `${treeRoot.replace(/\/+$/, '')}/${path.replace(/^\.\//, '')}`;
}

/** A directory bench-gate must never take for its own (protectedDirectory), and the path that names it, resolved. */
export interface ProtectedDirectory { is: 'cwd' | 'above-cwd' | 'home' | 'above-home'; target: string }

/**
 * Whether `path` (relative to `cwd`) names a directory bench-gate must never take for its own, and
 * which: `cwd` itself, a directory above it (a filesystem root included), the home directory or one
 * above it; `target` is the path resolved. undefined for any other path. Shared by results paths
 * (removed before every run) and the action's artifact-path (written into, then uploaded). Pure:
 * `cwd` and `home` are given.
 */
export function protectedDirectory(path: string, cwd: string, home: string | undefined): ProtectedDirectory | undefined {
  const target = resolve(cwd, path);
  // True when `dir` is the target or inside it.
  const holds = (dir: string): boolean => dir === target || dir.startsWith(target.endsWith(sep) ? target : `${target}${sep}`);
  if (holds(resolve(cwd))) return { is: target === resolve(cwd) ? 'cwd' : 'above-cwd', target };
  if (home !== undefined && home !== '' && holds(resolve(home))) return { is: target === resolve(home) ? 'home' : 'above-home', target };
  return undefined;
}

/**
 * Why removing `path` (relative to `cwd`) before every run would destroy more than old results,
 * or undefined when it does not: it is `cwd` itself or a directory above it, or the home directory
 * or one above that (protectedDirectory). Pure: `cwd` and `home` are given.
 */
export function unsafeResultsPath(path: string, cwd: string, home: string | undefined): string | undefined {
  switch (protectedDirectory(path, cwd, home)?.is) {
    case undefined: return undefined;
    case 'cwd': return 'is the directory bench-gate runs in';
    case 'above-cwd': return 'is a directory above the one bench-gate runs in';
    case 'home': case 'above-home': return 'is your home directory or a directory above it';
  }
}

/**
 * Why an existing directory must not be removed as a results path: it holds `file` (relative to
 * it), which is not a benchmark result (io/results-tree.ts says which files are).
 */
function foreignContentReason(file: string): string {
  return `is an existing directory that holds ${file}, which is not a benchmark result (only a tree of results is removed: criterion's JSON, CSV, SVG and HTML, or a tool's JSON or CSV exports)`;
}

/** Why a device, FIFO or socket (`--results /dev/null`, `output-file: /dev/null`) is not a results path. */
export const SPECIAL_FILE_REASON = 'is a device, FIFO or socket, not a file the command writes';

/** What resultsPathRefusal asks of the file system about a directory, beyond what is at the path. */
export interface ResultsPathChecks {
  /** Whether the directory holds `.git` (a git checkout); false for what is not a directory. */
  holdsGit(path: string): Promise<boolean>;
  /** The first file under the directory that is not a benchmark result (io/results-tree.ts); undefined for none, or for no directory. */
  firstForeignFile(path: string): Promise<string | undefined>;
}

/**
 * Why an existing results path must not be removed before a run, shared by the CLI's --results and
 * the action's output-file, or undefined when it may: a device, FIFO or socket (`found`, what
 * fileStat says is there, following links); then `unsafe` when the caller found the path itself
 * unsafe (unsafeResultsPath); then a git checkout, or a directory holding anything but benchmark
 * results. Removing any of them would destroy what is not the benchmark's output.
 */
export async function resultsPathRefusal(path: string, found: FileStat | undefined, checks: ResultsPathChecks, unsafe?: string): Promise<string | undefined> {
  if (found?.type === 'other') return SPECIAL_FILE_REASON;
  if (unsafe !== undefined) return unsafe;
  if (await checks.holdsGit(path)) return 'is a git checkout (it holds .git)';
  const foreign = await checks.firstForeignFile(path);
  return foreign === undefined ? undefined : foreignContentReason(foreign);
}

/**
 * The path as removal needs it: `target/criterion/.` names the directory, but removing a path that
 * ends in `.` fails (EINVAL), so `.` and `..` parts are resolved away (normalize).
 */
export function removalPath(path: string): string {
  return normalize(path);
}

/** The error for a results path that must not be removed (see unsafeResultsPath), with the fix. */
export function unsafeResultsMessage(path: string, option: string, why: string): string {
  return `${option} ${path} ${why}. bench-gate removes this path before every run, so that results left by an earlier run never pass for new ones: name the file or directory only the benchmark writes, e.g. ${option} bench.json or ${option} target/criterion.`;
}

/** The message for a run that finished without writing its results. */
export function missingResults(what: string, path: string, option: string): string {
  // The CLI's --results is relative to the directory bench-gate runs in; the action's output-file to the workspace.
  const base = option.startsWith('input') ? 'the workspace' : 'the directory bench-gate runs in';
  return `${what} finished, but ${path} (${option}) does not exist after it: the command did not write its results there. Check that the command writes to this path (relative to ${base}), e.g. hyperfine --export-json ${path}.`;
}
