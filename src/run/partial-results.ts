/**
 * How a result file says it is not the whole measurement, so nobody mistakes it for one, and
 * `check` refuses it unless --allow-partial:
 * - the note a result file carries when `run` stopped at a failing run and kept the runs before it:
 *   a whole-file warning (line 0) that `run` writes. `merge` keeps it, since it concatenates the
 *   inputs' diagnostics.
 * - the data-loss errors `parse --lenient` (or `run --lenient`) kept: result lines that could not
 *   be read, whose samples are missing.
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

/**
 * Where a result file's recorded data losses (error diagnostics) were, one entry per input they
 * came from: "lines 4, 9 of old.txt". Empty when nothing was lost.
 */
export function recordedLosses(diagnostics: readonly Diagnostic[]): string[] {
  const bySource = new Map<string, number[]>();
  for (const d of diagnostics) {
    if (d.severity !== 'error') continue;
    const lines = bySource.get(d.source);
    if (lines === undefined) bySource.set(d.source, [d.line]);
    else lines.push(d.line);
  }
  return [...bySource].map(([source, lines]) => `line${lines.length === 1 ? '' : 's'} ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ', ...' : ''} of ${source}`);
}
