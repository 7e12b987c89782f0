/**
 * The note a result file carries when `run` stopped at a failing run and kept the runs before it,
 * so nobody mistakes it for a complete measurement: a whole-file warning (line 0) that `run` writes
 * and `check` looks for (it refuses such a file unless --allow-partial). `merge` keeps it, since it
 * concatenates the inputs' diagnostics.
 *
 * Note: a structured field (`context.partial`) was rejected: it would change the result schema, and
 * files written before it carry only this note.
 */
import type { Diagnostic } from '../schema/result.js';

const PARTIAL_RESULTS = 'partial results: ';

/** The note for a series of `planned` runs that stopped at run `done + 1`. */
export function partialResultsNote(source: string, done: number, planned: number): Diagnostic {
  return { severity: 'warning', source, line: 0, message: `${PARTIAL_RESULTS}run ${done + 1} of ${planned} failed, so this file holds ${done} run${done === 1 ? '' : 's'}` };
}

/** What a result file's partial-results notes say, without the label ("run 3 of 5 failed, ..."); several after a merge, none when complete. */
export function partialResults(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.flatMap((d) => (d.line === 0 && d.message.startsWith(PARTIAL_RESULTS) ? [d.message.slice(PARTIAL_RESULTS.length)] : []));
}
