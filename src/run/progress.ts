/**
 * Progress while benchmarks run: "run 3/10, 12.3 s elapsed, ETA 28 s". Plain lines (CI logs,
 * pipes, or interleaved with the command's live output); with --quiet on a terminal, one line
 * redrawn in place.
 */
import type { RunPorts } from './run-ports.js';

/** "0.4 s", "12.3 s", "2 min 5 s", "1 h 2 min": seconds with one decimal below a minute. */
export function formatElapsed(seconds: number): string {
  return seconds < 59.95 ? `${seconds.toFixed(1)} s` : formatLong(seconds);
}

/** Like formatElapsed, rounded to whole seconds: an estimate has no tenths. */
export function formatEstimate(seconds: number): string {
  if (seconds < 0.5) return '< 1 s';
  return seconds < 59.5 ? `${Math.round(seconds)} s` : formatLong(seconds);
}

function formatLong(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}

/**
 * The progress line before step `done + 1` of `total`: the ETA extrapolates the mean time of the
 * `done` steps finished so far (none before the first).
 */
export function progressLine(label: string, done: number, total: number, elapsedSeconds: number): string {
  if (done === 0) return label;
  const eta = (elapsedSeconds / done) * (total - done);
  return `${label}, ${formatElapsed(elapsedSeconds)} elapsed, ETA ${formatEstimate(eta)}`;
}

/** Writes progress lines to stderr: redrawn in place only when quiet on a terminal. */
export class ProgressReporter {
  private readonly redraw: boolean;
  private open = false;

  constructor(private readonly ports: Pick<RunPorts, 'stderr' | 'stderrIsTTY'>, quiet: boolean) {
    this.redraw = quiet && ports.stderrIsTTY;
  }

  /** Shows the state before a step. */
  step(line: string): void {
    if (this.redraw) {
      this.ports.stderr(`\r\x1b[K${line}`);
      this.open = true;
    } else {
      this.ports.stderr(`bench-gate: ${line}\n`);
    }
  }

  /** A final or interrupting line; ends a redrawn line first. */
  line(text: string): void {
    this.note(`bench-gate: ${text}\n`);
  }

  /** Other text for stderr (a parse warning): clears a redrawn line first so they do not mix. */
  note(text: string): void {
    if (this.open) this.ports.stderr('\r\x1b[K');
    this.open = false;
    this.ports.stderr(text);
  }
}
