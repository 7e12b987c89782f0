/**
 * GitHub keeps at most 10 annotations of each kind (error, warning, notice) per step and drops
 * the rest without a word, in the order they come. The engine's log is counted here so that the
 * regressions' annotations, which come last, take what the step has left, and a count of the rest
 * says that there are more instead of some of them vanishing.
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
    left: (kind) => Math.max(0, ANNOTATIONS_PER_KIND - used[kind]),
  };
}
