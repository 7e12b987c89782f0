/**
 * libtest's terse format, which `cargo bench -q` selects (cargo passes -q on to the bench binary;
 * also `-- -q` or `--format terse`). Format reference: rust-lang/rust library/test/src/formatters/
 * terse.rs, and what rustc 1.97 nightly prints (fixtures/libtest/quiet*.txt). Bench results keep
 * the pretty layout (`test <name> ... bench: ...` and `running N tests`), but:
 *  - a test's short result (`.` ok, `i` ignored; `F` failed before 2023) has no newline, so it is
 *    glued onto whatever comes next: `itest bench_fib ... bench: ...`;
 *  - with one test thread a bench's name is printed when it starts, so an ignored bench's `i` and
 *    the next bench share a line: `test bench_ignored ... itest bench_panics ... bench: ...`;
 *  - a failure is `<name> --- FAILED` on a line of its own, after a progress count ` 2/8` (which
 *    every 88th short result also gets).
 * Without this module, the glued result lines were refused (no name), a failure was not reported
 * at all, and the single-thread glued line gave the ignored bench the next bench's sample.
 */

/** One or more short results (the first is the test's own), then the next test line. */
const GLUED_MARKS = /^([.iF])[.iF]*(?=test )/;
/** A test line's outcome that is a terse short result, maybe followed by a progress count. */
const MARK_OUTCOME = /^([.iF])[.iF]*(?: \d+\/\d+)?$/;
/** A terse progress count on its own line, maybe after short results: `i 2/8`, `.... 88/120`. */
const PROGRESS_LINE = /^[.iF]* \d+\/\d+$/;
const FAILED_LINE = /^(\S.*) --- FAILED$/;
const WORDS: Readonly<Record<string, string>> = { '.': 'ok', i: 'ignored', F: 'FAILED' };

/**
 * The test lines in one printed line, short results spelt as the pretty format's words:
 * `itest a ... bench: 1` gives [`test a ... bench: 1`], and `test a ... itest b ... bench: 1`
 * gives [`test a ... ignored`, `test b ... bench: 1`]. Any other line is returned as it is.
 */
export function terseTestLines(line: string): string[] {
  let rest = line.replace(GLUED_MARKS, '');
  if (!rest.startsWith('test ')) return [line];
  const lines: string[] = [];
  for (;;) {
    // A glued short result follows ` ... `; search from after `test ` so a name cannot match itself.
    const at = rest.search(/ \.\.\. [.iF]+test /);
    if (at === -1) break;
    const marks = GLUED_MARKS.exec(rest.slice(at + 5));
    if (marks === null) break;
    lines.push(`${rest.slice(0, at)} ... ${WORDS[marks[1] ?? ''] ?? ''}`);
    rest = rest.slice(at + 5 + marks[0].length);
  }
  lines.push(rest);
  return lines;
}

/** The pretty word (`ok`, `ignored`, `FAILED`) for a terse outcome (`i`, `i 87/120`); undefined for any other. */
export function terseOutcome(outcome: string): string | undefined {
  const mark = MARK_OUTCOME.exec(outcome)?.[1];
  return mark === undefined ? undefined : WORDS[mark];
}

/** The name on a terse failure line (`bench_panics --- FAILED`), else undefined. */
export function terseFailure(line: string): string | undefined {
  return FAILED_LINE.exec(line)?.[1];
}

/** True for a terse progress count (`i 2/8`): no test line, no result. */
export function isTerseProgress(line: string): boolean {
  return PROGRESS_LINE.test(line);
}
