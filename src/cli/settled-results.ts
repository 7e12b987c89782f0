/**
 * A result file written before confirm on rerun (`run --baseline -o`, `ab --confirm --head-out`)
 * holds the results the report rests on, as the action's trusted run saves them (settledHead): it
 * is written with the first measurement (so an interrupted rerun loses nothing), and rewritten when
 * the rerun cleared a regression, with the rerun's samples of that metric (its sources and
 * diagnostics then the rerun's too, after the first measurement's). The first samples of a
 * cleared regression are most likely a bad run's: kept, a later compare against the file (or the
 * file used as the next baseline) would find what the report says is not there.
 * The rewrite replaces the file whole (ports.replaceFile), never truncating it first: interrupted,
 * it leaves the first results, not a cut file. When it cannot be done (a pipe, a full disk), the
 * file keeps the results measured before the rerun, whole, and a warning says so: the verdict
 * stands, and the report still comes out.
 */
import type { ComparisonReport } from '../compare/types.js';
import type { ResultSet } from '../schema/result.js';
import type { CliPorts } from './ports.js';

/** Rewrites `out` with `settled` when confirming replaced samples of `first` (settledHead gives `first` itself otherwise). */
export async function rewriteSettled(settled: ResultSet, first: ResultSet, report: ComparisonReport, out: string | undefined, ports: CliPorts): Promise<void> {
  if (out === undefined || settled === first) return;
  const cleared = (report.confirmation?.regressions ?? []).filter((r) => r.outcome === 'cleared').length;
  const samples = `the rerun's samples of ${cleared} metric${cleared === 1 ? '' : 's'} whose flagged regression it did not reproduce`;
  const kept = (why: string): void => ports.stderr(`bench-gate: warning: ${out} keeps the results measured before the rerun, without ${samples}: ${why}\n`);
  try {
    if (await ports.replaceFile(out, `${JSON.stringify(settled, null, 2)}\n`)) ports.stderr(`bench-gate: ${out} rewritten with ${samples} (the results the report rests on)\n`);
    else kept('it is not a regular file (a pipe or a device), so what was written there has been read already. Give a file name to get the results the report rests on.');
  } catch (error) {
    kept(`it could not be replaced (${error instanceof Error ? error.message : String(error)}).`);
  }
}
