/**
 * Results files (`run --results PATH`, `ab --results PATH`, the action's `output-file` when the
 * engine runs the command): a command that writes its results to a file or directory (hyperfine
 * --export-json, criterion's target/criterion, a custom JSON) instead of printing them. The path
 * is removed before every run, so a file left by an earlier run (or an earlier job on a
 * self-hosted runner) is never read, and read after the run; a run that did not write it fails.
 */

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

/** The message for a run that finished without writing its results. */
export function missingResults(what: string, path: string, option: string): string {
  return `${what} finished, but ${path} (${option}) does not exist after it: the command did not write its results there. Check that the command writes to this path (relative to the directory it runs in), e.g. hyperfine --export-json ${path}.`;
}
