/**
 * What the CLI needs from the outside world, passed in so tests run the whole CLI in memory
 * (STYLE.md §3.3: Ports instead of module mocks). Running benchmarks (`run`, `ab`) adds the
 * process, clock and temp-directory ports of run/run-ports.ts.
 */
import type { CriterionFile } from '../parsers/criterion-dir.js';
import type { FileStat } from '../io/file-stat.js';
import type { RunPorts } from '../run/run-ports.js';

export interface CliPorts extends RunPorts {
  /** Reads a file's bytes; rejects with a NodeJS.ErrnoException-like error. */
  readFile(path: string): Promise<Uint8Array>;
  readStdin(): Promise<Uint8Array>;
  /** When the file was last written (undefined when unknown), for when a parsed output was measured. */
  modifiedTime(path: string): Promise<Date | undefined>;
  /** True when the path is a directory (criterion's target/criterion). */
  isDirectory(path: string): Promise<boolean>;
  /** The first file under a directory that is not a benchmark result (io/results-tree.ts); undefined for none, or for no directory. */
  firstForeignFile(path: string): Promise<string | undefined>;
  /** Every `*.json` file under a directory: paths relative to it (posix separators), texts and modification times. */
  readJsonTree(path: string): Promise<CriterionFile[]>;
  /**
   * The absolute path of an existing file or directory with `.`, `..` and symbolic links resolved,
   * so that two spellings of one file compare equal; rejects like readFile when it does not exist.
   */
  realPath(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
  /**
   * Replaces an existing regular file with `text` so that it never holds less than either version
   * (io/replace-file.ts: a temporary file renamed over it); false, with nothing written, when `path`
   * is not a regular file (a pipe, /dev/stdout). Rejects like writeFile, the file left as it was.
   */
  replaceFile(path: string, text: string): Promise<boolean>;
  /**
   * Resolves when the file could be written, without writing it; else rejects like writeFile would
   * (EACCES, EROFS, ELOOP, ENOTDIR; ENOENT when its directory does not exist).
   */
  checkWritable(path: string): Promise<void>;
  /** What is at the path, following symbolic links (io/file-stat.ts); undefined when nothing is; rejects on ENOTDIR, ELOOP, EACCES. */
  fileStat(path: string): Promise<FileStat | undefined>;
  /**
   * Writes to standard output. Throws a NodeJS.ErrnoException-like error when that fails (ENOSPC,
   * EIO; EPIPE when the reader has gone): at once, or, for a stream that reports failures later, on
   * the next call or from flushStdout.
   */
  stdout(text: string): void;
  /** Resolves when everything given to stdout has been written; rejects with the failure stdout would throw. */
  flushStdout(): Promise<void>;
  /**
   * Writes diagnostics to standard error; never throws. A failure to write them is dropped, not
   * reported: it must not change the exit status, which is the verdict (cli.ts).
   */
  stderr(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  /** The working directory relative paths start from. */
  cwd(): string;
  /** True when stdout is a terminal (colour, progress). */
  stdoutIsTTY: boolean;
  now(): Date;
}

/** A user-facing failure: printed as is, exit status 2. */
export class UsageError extends Error {}
