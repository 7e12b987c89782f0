/**
 * What each run of a series said of its output as a whole (a whole-file warning, line 0: a
 * criterion tree's missing benchmark.json, results left there by an earlier run), for a report's
 * warnings: the verdict rests on those runs' samples, and stderr, where each run's warnings are
 * printed as it ends, is not what a PR comment's reader sees. One warning per distinct message,
 * naming the runs that gave it ("rounds 2, 3: ..."): a tree that lacks a file in every round says
 * so once. Line warnings (one per line of output a parser could not use) stay on stderr.
 * A whole-file error is here only when --lenient kept the run going, and is a warning then, as
 * stderr labels it. Used for A/B rounds (each side's) and for confirm on rerun's runs.
 */
import type { Diagnostic, ResultSet } from '../schema/result.js';
import { mergeWarningLines, moreWarnings } from './merge-warning-lines.js';
import { listRuns } from './series-gaps.js';

/**
 * The whole-file warnings of `runs` (run i + 1's results at `runs[i]`), in the order they first
 * appear, each message prefixed with the runs that gave it and, for a file inside a results
 * directory, the file: "rounds 2, 3: fib/new/benchmark.json: no benchmark.json in fib/new/; ...".
 */
export function seriesFileWarnings(runs: readonly ResultSet[], noun: 'run' | 'round'): Diagnostic[] {
  const byText = new Map<string, { first: Diagnostic; runs: number[] }>();
  runs.forEach((set, index) => {
    // The run's own source ("head: target/criterion #2"); a file of its tree is named below it.
    const own = set.context.sources[0] ?? '';
    for (const d of set.diagnostics) {
      if (d.line !== 0 || d.severity === 'info') continue;
      const file = own !== '' && d.source.startsWith(`${own}/`) ? `${d.source.slice(own.length + 1)}: ` : '';
      const text = `${file}${d.message}`;
      const entry = byText.get(text);
      if (entry === undefined) byText.set(text, { first: d, runs: [index + 1] });
      else if (entry.runs.at(-1) !== index + 1) entry.runs.push(index + 1);
    }
  });
  return [...byText].map(([text, { first, runs: gave }]) => {
    const which = gave.length === runs.length && gave.length > 1 ? `all ${gave.length} ${noun}s` : listRuns(gave, noun);
    return { ...first, severity: 'warning', message: `${which}: ${text}` };
  });
}

/**
 * The report's lines for `notes` (seriesFileWarnings of a series), under `prefix` ("head", "confirm
 * on rerun"), capped as merge warnings are (merge-warning-lines.ts): the first few, then a count of
 * the rest of `whose` output ("its rounds'"), pointing to where all of them were printed (`log`:
 * "on stderr", "in the job log").
 */
export function fileWarningLines(prefix: string, notes: readonly Diagnostic[], whose: string, log: string): string[] {
  return mergeWarningLines(prefix, notes, moreWarnings(`${whose} output`, log));
}
