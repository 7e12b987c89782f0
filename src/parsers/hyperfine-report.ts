/**
 * hyperfine's human-readable outputs, recognised so that the "no results" message can say what
 * they are and which export to use instead (input.ts). Pure: text in, a sentence out.
 *
 * A project that times programs with hyperfine from a script (Seq's `benchmarks/run.sh`,
 * shared/seeds/001_*.txt) prints hyperfine's terminal report; dropped into `bench-gate run` or the
 * action's `run` as it is, that text was refused with the generic message, which shows a Go line.
 * The report and `--export-markdown` hold a mean and a σ per command, not the runs: bench-gate reads
 * `--export-json`, which keeps every run as a sample.
 *
 *   terminal report (every hyperfine 1.x/2.x, any --style):  "Benchmark 1: sleep 0.01" ("Benchmark #1:"
 *     in older 1.x releases) then "  Time (mean ± σ):  13.3 ms ±  2.4 ms ..." ("Time (abs ≡):"
 *     for a single run); fixtures/hyperfine/samples/*.terminal.txt.
 *   --export-markdown: "| Command | Mean [ms] | Min [ms] | Max [ms] | Relative |", the unit s, ms or µs
 *     (a command under a millisecond, or --time-unit microsecond); fixtures/hyperfine/samples/*.md.
 */
import { splitLines } from './text-lines.js';

const BENCHMARK = /^Benchmark #?\d+: \S/;
const TIME = /^\s+Time \((?:mean ± σ|abs ≡)\):/;
const MARKDOWN_HEADER = /^\| Command \| Mean \[[^\]\s|]+\] \|/;

const FIX = 'Export JSON instead, which keeps every run: add --export-json FILE to the hyperfine command and pass FILE '
  + '(`bench-gate run --results FILE -- CMD`, the action\'s output-file, or FILE itself to parse and compare)';

/**
 * What to say when the text is hyperfine's terminal report or markdown export, as a sentence that
 * names it and the export to use; otherwise undefined. Meant for text in which no results were found.
 */
export function hyperfineReportHint(text: string): string | undefined {
  // splitLines removes the colours hyperfine prints on a terminal.
  const lines = splitLines(text);
  let benchmarks = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (MARKDOWN_HEADER.test(line)) return `this is hyperfine's --export-markdown table, which bench-gate does not read (a mean per command, not the runs). ${FIX}.`;
    // The time line follows its "Benchmark N:" line, after at most a progress line.
    if (BENCHMARK.test(line) && lines.slice(i + 1, i + 3).some((next) => TIME.test(next))) benchmarks += 1;
  }
  if (benchmarks === 0) return undefined;
  return `this is hyperfine's terminal report (${benchmarks} benchmark${benchmarks === 1 ? '' : 's'}), which bench-gate does not read (a mean and σ per command, not the runs). ${FIX}.`;
}
