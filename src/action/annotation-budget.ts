/**
 * GitHub keeps at most 10 annotations of each kind (error, warning, notice) per step and drops
 * the rest without a word, in the order they come. The engine's log is counted here so that the
 * regressions' annotations, which come last, take what the step has left, and a count of the rest
 * says that there are more instead of some of them vanishing.
 *
 * Not every annotation of the step goes through the engine's log: @actions/cache writes its own
 * (`Failed to restore: ...`, `Failed to save: ...`, an error for a 5xx), and the job summary's
 * failure, a benchmark command's output (the `all` command, confirm on rerun, baseline: ab) can hold
 * workflow commands too. So the action counts what reaches the job log itself (AnnotationTally,
 * fed by action.ts), and its log's `left` is the one used when there is one.
 */
import type { ActionPorts, AnnotationKind } from './ports.js';

export const ANNOTATIONS_PER_KIND = 10;

type Log = ActionPorts['log'];

/** `log`, counting what it annotates; its `left(kind)` is how many of that kind the step may still show. */
export function countAnnotations(log: Log): Log {
  const used: Record<AnnotationKind, number> = { error: 0, warning: 0, notice: 0 };
  return {
    info: (message) => log.info(message),
    warning: (message, props) => { used.warning++; log.warning(message, props); },
    error: (message, props) => { used.error++; log.error(message, props); },
    notice: (message, props) => { used.notice++; log.notice(message, props); },
    // The log's own count, when it has one, sees every annotation of the step, these included.
    left: (kind) => log.left?.(kind) ?? Math.max(0, ANNOTATIONS_PER_KIND - used[kind]),
  };
}

const COMMAND = /^\s*::(error|warning|notice)[ :]/;
/** How much of a line's start is enough to know whether it is an annotation command. */
const HEAD_CHARS = 32;

/**
 * Counts the annotation commands written to the job log (a line starting `::error`, `::warning` or
 * `::notice`, as @actions/core writes them), whoever writes them, from the chunks as written: a
 * command split over two writes is counted once, a `::error` inside a line is not one.
 */
export class AnnotationTally {
  private readonly used: Record<AnnotationKind, number> = { error: 0, warning: 0, notice: 0 };
  /** The start of the current line, until it says whether the line is a command. */
  private head = '';
  private decided = false;

  see(chunk: string): void {
    const lines = chunk.split('\n');
    for (const [i, part] of lines.entries()) {
      if (i > 0) {
        this.head = '';
        this.decided = false;
      }
      if (this.decided) continue;
      this.head += part.slice(0, HEAD_CHARS - this.head.length);
      const kind = COMMAND.exec(this.head)?.[1] as AnnotationKind | undefined;
      if (kind !== undefined) this.used[kind]++;
      this.decided = kind !== undefined || this.head.length >= HEAD_CHARS;
    }
  }

  /** How many annotations of `kind` the step may still show. */
  left(kind: AnnotationKind): number {
    return Math.max(0, ANNOTATIONS_PER_KIND - this.used[kind]);
  }
}
