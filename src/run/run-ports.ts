/**
 * What running benchmarks needs from the outside world: starting processes, the clock, stderr, the
 * machine fingerprint, temporary directories. The CLI's Ports extend this (cli/ports.ts); tests pass
 * fakes or the real spawner with captured streams (STYLE.md §3.3).
 */
import type { Fingerprint } from '../github/fingerprint.js';

/** One process to start, without a shell: `argv[0]` is the program. */
export interface SpawnRequest {
  argv: readonly string[];
  /** Working directory; undefined = the current one. */
  cwd?: string;
  /** The complete environment of the child. */
  env: Readonly<Record<string, string | undefined>>;
  /** Stop the process (and its process group) after this many milliseconds. */
  timeoutMs?: number;
  /** Live output as it arrives, decoded as UTF-8. */
  onStdout?: (text: string) => void;
  onStderr?: (text: string) => void;
}

/** How a process ended. */
export type ProcessEnd =
  | { kind: 'exited'; code: number }
  | { kind: 'signalled'; signal: string }
  | { kind: 'timed-out' }
  | { kind: 'not-started'; message: string };

/**
 * A finished process: `stdout` is complete up to 100 MiB (MAX_INPUT_BYTES; past that, only its end
 * is kept, as bench-gate reads no more of any output), `stderr` may keep only its end (the last 256 KiB).
 */
export interface SpawnOutcome {
  end: ProcessEnd;
  stdout: string;
  stderr: string;
  durationSeconds: number;
}

export interface RunPorts {
  spawn(request: SpawnRequest): Promise<SpawnOutcome>;
  stderr(text: string): void;
  /** True when stderr is a terminal: progress redraws in place with --quiet. */
  stderrIsTTY: boolean;
  env: Readonly<Record<string, string | undefined>>;
  now(): Date;
  /** This machine's fingerprint (github/fingerprint.ts), recorded in every result `run` writes. */
  fingerprint(): Promise<Fingerprint>;
  /** Creates a fresh empty directory under the system's temp directory; returns its absolute path. */
  makeTempDir(prefix: string): Promise<string>;
  /** Removes a file or directory tree; no error when it does not exist. */
  removePath(path: string): Promise<void>;
}
