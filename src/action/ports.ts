/**
 * What the engine needs from the runner and GitHub, injected so the whole pipeline runs in tests
 * with fakes (STYLE.md §3.3). action.ts builds the real ones from @actions/* and node:fs.
 */
import type { CommentApi } from '../github/comment.js';
import type { Result } from '../result.js';
import type { RunContext } from '../github/context.js';
import type { Fingerprint } from '../github/fingerprint.js';
import type { CriterionFile } from '../parsers/criterion-dir.js';
import type { ArtifactFile } from '../io/read-artifact-file.js';
import type { FileStat } from '../io/file-stat.js';
import type { RunPorts } from '../run/run-ports.js';
import type { BaselineStore } from '../store/baseline-store.js';
import type { ActionInputs } from './inputs.js';

export interface AnnotationProps { title?: string; file?: string; startLine?: number }

export type AnnotationKind = 'error' | 'warning' | 'notice';

export interface ActionPorts {
  inputs: ActionInputs;
  context: RunContext;
  log: {
    info(message: string): void;
    warning(message: string, props?: AnnotationProps): void;
    error(message: string, props?: AnnotationProps): void;
    notice(message: string, props?: AnnotationProps): void;
    /** How many annotations of `kind` this step may still show (annotation-budget.ts); absent: all of them. */
    left?(kind: AnnotationKind): number;
  };
  /** Reads a text file relative to the workspace; undefined when it does not exist. */
  readText(path: string): Promise<string | undefined>;
  /**
   * Reads a file of an untrusted artifact (comment-from-artifact): only a regular file (a symbolic
   * link is not followed), and only when it holds at most `maxBytes` bytes, checked before reading.
   */
  readArtifactFile(path: string, maxBytes: number): Promise<ArtifactFile>;
  /**
   * Reads benchmark output the way the CLI does: at most 100 MiB, UTF-8 or UTF-16 with a BOM.
   * undefined when the file does not exist; an error message (naming the file) when it is too large
   * or not text.
   */
  readBenchOutput(path: string): Promise<Result<string, string> | undefined>;
  /**
   * Writes one of the engine's own files (state, report files), relative to the workspace, as a
   * regular file; rejects with an OwnPathError (io/own-files.ts), writing nothing, for a symbolic
   * link, a directory, a device, FIFO or socket there, or a directory that leads outside where it
   * belongs (own-paths.ts).
   */
  writeText(path: string, text: string): Promise<void>;
  /** Rejects where writeText would, writing nothing: for the captures, which the composite's bench step writes. */
  checkOwnFile(path: string): Promise<void>;
  /** Every *.json under `path` when it is a directory (criterion's target/criterion); undefined otherwise. */
  readJsonTree(path: string): Promise<CriterionFile[] | undefined>;
  /** Removes one of the engine's own files or directories; rejects (OwnPathError) for a device, FIFO or socket, or a path that leads outside where it belongs. */
  removeDir(path: string): Promise<void>;
  /** Removes output-file before a run (rerun.ts checks it first); rejects (OwnPathError) for a device, FIFO or socket, which it leaves. */
  removeResults(path: string): Promise<void>;
  /** The first file under a directory that is not a benchmark result (io/results-tree.ts); undefined for none, or for no directory. */
  firstForeignFile(path: string): Promise<string | undefined>;
  /** What is at the path, following symbolic links (io/file-stat.ts); undefined when nothing is; rejects on ENOTDIR, ELOOP, EACCES. */
  fileStat(path: string): Promise<FileStat | undefined>;
  /** The baseline store, or why there is none (no cache service in this job). */
  store: BaselineStore | { unavailable: string };
  fingerprint(): Promise<Fingerprint>;
  /**
   * Runs the user's bench command with bash, streaming its output and capturing it to files: stdout
   * and stderr joined to `capturePath`, stdout alone to `stdoutPath` (captured-output.ts).
   */
  runBench(command: string, cwd: string, capturePath: string, stdoutPath: string): Promise<number>;
  /**
   * Processes, temp directories and git for the runs the engine makes itself (baseline: ab, confirm
   * on rerun); undefined where the engine cannot start processes (then those are refused or skipped).
   */
  runner?: RunPorts;
  /** undefined when no token was given. */
  comments: CommentApi | undefined;
  writeSummary(markdown: string): Promise<void>;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  now(): Date;
}

/** Files the engine keeps between its steps, relative to the workspace. */
export const STATE_DIR = '.bench-gate';
export const STATE_FILE = `${STATE_DIR}/state.json`;
export const CAPTURE_FILE = `${STATE_DIR}/bench-output.txt`;
/** The first run's stdout alone, read when the joined capture does not read (a JSON document beside logs on stderr). */
export const STDOUT_CAPTURE_FILE = `${STATE_DIR}/bench-stdout.txt`;
export const RESTORED_BASELINE = `${STATE_DIR}/baseline/baseline.json`;
