/**
 * Rust benchmark output that holds no timings by design, recognised so that the "no results"
 * message can say what it is and which command measures (input.ts). Pure: text in, a sentence out.
 *
 *   criterion's test mode (`cargo bench -- --test`, or `cargo test` on a bench target) runs each
 *   benchmark once to check that it works: "Testing <id>" then "Success" (criterion 0.3-0.8
 *   `src/report.rs` test_start/test_pass); fixtures/criterion/no-timings/criterion-*-test*.txt.
 *
 *   `cargo bench -- --list` prints the names: "<id>: benchmark" per line from criterion
 *   (`src/benchmark_group.rs`), "<name>: benchmark" and "<name>: test" then "1 test, 7 benchmarks"
 *   from libtest (older libtest: "<name>: bench"); fixtures/criterion/no-timings/criterion-*-list*.txt,
 *   fixtures/libtest/list.txt.
 *
 *   `cargo bench FILTER` whose filter matches no benchmark: libtest prints "running 0 tests" and
 *   "test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 3 filtered out" per target, or
 *   with `--format json` a suite event with `"measured": 0, "filtered_out": 3`;
 *   fixtures/libtest/filter-matched-none.txt and .json.
 */
import { splitLines } from './text-lines.js';
import { excerpt } from './types.js';

const TESTING = /^Testing (\S.*)$/;
const LIST_ENTRY = /^(\S.*): (benchmark|bench|test)\s*$/;
const LIBTEST_LIST_TOTAL = /^\d+ tests?, \d+ benchmarks?\s*$/;
const LIBTEST_SUMMARY = /^test result: \S+ \d+ passed; \d+ failed; \d+ ignored; (\d+) measured; (\d+) filtered out/;
// The same totals in libtest's JSON (`--format json`): its suite event ends each target.
const LIBTEST_JSON_SUMMARY = /^\{ ?"type": ?"suite", ?"event": ?"\w+",.*"measured": ?(\d+), ?"filtered_out": ?(\d+)/;

/** What to run instead, for criterion: a run that measures, and what bench-gate reads of it. */
const CRITERION_FIX = '`cargo bench` (or `cargo bench -- --save-baseline NAME`), then pass its target/criterion directory or the report it prints';

/**
 * Why the text has no timings, when it is criterion's --test output or a `cargo bench -- --list`
 * listing, as a sentence that names the output and the command to run instead; otherwise undefined.
 * Meant for text in which no results were found: it does not check that nothing else is there.
 */
export function rustNoTimingsReason(text: string): string | undefined {
  const lines = splitLines(text);
  const tested: string[] = [];
  // List entries go to libtest when a total line (`1 test, 7 benchmarks`) closes their block, and
  // to criterion when none does: `cargo bench -- --list` on a criterion crate that also has unit
  // tests prints libtest's block for the library (`tests::x: test`, `1 test, 0 benchmarks`) first.
  let block: string[] = [];
  const libtestListed: string[] = [];
  let pendingTest: string | undefined;
  const summaries = { count: 0, measured: 0, filteredOut: 0 };
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line === '') continue;
    const summary = LIBTEST_SUMMARY.exec(line) ?? LIBTEST_JSON_SUMMARY.exec(line);
    if (summary !== null) {
      summaries.count += 1;
      summaries.measured += Number(summary[1]);
      summaries.filteredOut += Number(summary[2]);
    }
    if (pendingTest !== undefined && line === 'Success') tested.push(pendingTest);
    pendingTest = TESTING.exec(line)?.[1];
    const entry = LIST_ENTRY.exec(line);
    if (entry !== null) {
      if (entry[2] !== 'test') block.push(entry[1] ?? '');
    } else if (LIBTEST_LIST_TOTAL.test(line)) {
      libtestListed.push(...block);
      block = [];
    }
  }
  const criterionListed = block;
  if (tested.length > 0) {
    return `this is the output of criterion's test mode (\`cargo bench -- --test\`, or \`cargo test\` on the bench target), which runs each benchmark once to check that it works ("Testing ${excerpt(tested[0] ?? '', 60)}" then "Success", ${count(tested.length)}) and measures nothing: there are no timings to compare. Run the benchmarks without --test: ${CRITERION_FIX}.`;
  }
  const example = (names: readonly string[]): string => `"${excerpt(names[0] ?? '', 60)}: benchmark"`;
  if (criterionListed.length > 0) {
    return `this is criterion's list of benchmarks (\`cargo bench -- --list\`: ${count(criterionListed.length)}, like ${example(criterionListed)}), which names them but has no timings. Run the benchmarks without --list: ${CRITERION_FIX}.`;
  }
  if (libtestListed.length > 0) {
    return `this is libtest's list of benchmarks (\`cargo bench -- --list\`: ${count(libtestListed.length)}, like ${example(libtestListed)}), which names them but has no timings. Run the benchmarks without --list: \`cargo bench\`, then pass its output.`;
  }
  if (summaries.count > 0 && summaries.measured === 0 && summaries.filteredOut > 0) {
    return `this is \`cargo bench\` output in which no benchmark ran: the filter matched none (libtest's totals: 0 measured, ${summaries.filteredOut} filtered out). Check the name given to \`cargo bench NAME\` (\`cargo bench -- --list\` lists them), or run \`cargo bench\` without one, then pass its output.`;
  }
  return undefined;
}

const count = (n: number): string => `${n} benchmark${n === 1 ? '' : 's'}`;
