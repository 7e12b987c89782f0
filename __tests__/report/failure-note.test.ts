/** failureNote: the PR comment of a run that failed, within GitHub's size limit, its earlier report folded. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureNote, MAX_MESSAGE_CHARS, type FailedRun } from '../../src/report/failure-note.js';
import { commentMarker } from '../../src/report/markdown.js';

const MARKER = commentMarker('micro@0123456789ab');
const RUN: FailedRun = { marker: MARKER, suite: 'micro', headSha: 'f'.repeat(40), message: 'The benchmark output bench.txt is empty.' };
const REPORT = `${MARKER}\n### ❌ bench-gate · micro: regression found\n\n| a |\n|---|\n| 1 |`;

describe('failureNote', () => {
  it('names the suite as the report does, and links no run when the runner named no server', () => {
    const body = failureNote(RUN, REPORT);
    expect(body.startsWith(`${MARKER}\n### ⚠️ bench-gate · micro: the newest run failed\n`)).toBe(true);
    expect(body).toContain('The newest run, for commit `ffffffffffff`, failed with this error');
    expect(body).toContain('> The benchmark output bench.txt is empty.  ');
  });

  it('keeps each line of a message on its own quoted line, and cuts a long one in the middle', () => {
    const lines = failureNote({ ...RUN, message: 'Invalid bench-gate.yml:\n✖ Invalid input\n  → at rules[0]' }, REPORT);
    expect(lines).toContain('> Invalid bench-gate.yml:  \n> ✖ Invalid input  \n> → at rules\\[0\\]  ');
    const long = failureNote({ ...RUN, message: `start ${'x'.repeat(10_000)} the advice at the end` }, REPORT);
    expect(long).toContain('start ');
    expect(long).toContain('the advice at the end');
    expect(long.length).toBeLessThan(MAX_MESSAGE_CHARS + REPORT.length + 1_000);
  });

  // A failing run's message ends with its output's tail, indented four spaces (run/failure.ts), and
  // cargo's holds blank lines: after one, an indented quote line would be a code block, where the
  // escapes show as typed ("maybe\\_panic", "Vec&lt;T&gt;").
  it('renders each line of the message as text: no code block, list or heading from its indentation or first character', () => {
    const message = '`cargo bench` (run 1/2) failed with exit code 101 after 2s.\nThe last 5 lines of its output (stdout and stderr):\n    running 1 test\n\n    maybe_panic: Vec<T> was empty\n- not a list\n2) not a list\n===';
    const body = failureNote({ ...RUN, message }, REPORT);
    expect(body).not.toMatch(/^>[ \t]{5}/m);
    expect(body).toContain('> running 1 test  \n>\n> maybe\\_panic: Vec&lt;T&gt; was empty  \n> \\- not a list  \n> 2\\) not a list  \n> \\===  \n');
  });

  it('folds only the report of an earlier note, so failures in a row do not pile up', () => {
    const first = failureNote(RUN, REPORT);
    const second = failureNote({ ...RUN, message: 'another error' }, first);
    expect(second).toBe(failureNote({ ...RUN, message: 'another error' }, REPORT));
    // A comment that held nothing but its marker: nothing to fold, and the next note finds nothing either.
    const bare = failureNote(RUN, MARKER);
    expect(bare).not.toContain('<details>');
    expect(failureNote(RUN, bare)).toBe(bare);
  });

  // A benchmark name is shown verbatim in a code span, so a report can spell the fold's own markers.
  it('folds the whole earlier report again when a benchmark name in it spells the fold markers', () => {
    const hostile = `${MARKER}\n| \`<!-- bench-gate:earlier-report -->x<!-- /bench-gate:earlier-report -->\` | 1 |\n| \`after\` | 2 |`;
    const second = failureNote({ ...RUN, message: 'another error' }, failureNote(RUN, hostile));
    expect(second).toBe(failureNote({ ...RUN, message: 'another error' }, hostile));
    expect(second).toContain('| `after` | 2 |');
  });

  // GitHub's web editor saves a comment with CRLF line ends: a note of that note still folds only the report.
  it('folds the same report again from a note whose lines end in CRLF', () => {
    const note = failureNote(RUN, REPORT).replaceAll('\n', '\r\n');
    const again = failureNote({ ...RUN, message: 'again' }, note);
    expect(again.match(/<details>/g)).toHaveLength(1);
    expect(again).not.toContain('bench.txt is empty');
  });

  it('says the folded report is from an earlier run, which may have measured this same commit (a re-run)', () => {
    const body = failureNote(RUN, REPORT);
    expect(body).toContain('failed with this error and gave no report:');
    expect(body).toContain('<summary>The last report, from an earlier run (out of date)</summary>');
    expect(body).not.toContain('earlier commit');
  });

  it('leaves the earlier report out, and says so, when the note and it would be over the limit', () => {
    const big = `${MARKER}\n${'| row |\n'.repeat(10_000)}`;
    const body = failureNote(RUN, big, 65_536);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body).not.toContain('| row |');
    expect(body).toContain('The last report, from an earlier run, is left out');
    // The next note finds no report to fold either (the markers are there, empty).
    expect(failureNote(RUN, body, 65_536)).not.toContain('| row |');
  });

  // Any message (the user's output tail, paths, quoted lines) and any earlier body: the marker stays
  // first, the note fits, no quoted line becomes a code block, and a note of a note folds the same
  // report as the first note did.
  it('keeps its shape for any message and earlier report', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\t', '-', '1', '.', ')', '=', '<', '`', '|', '#', '@', '\r', '*', '_', '>', '!'), maxLength: 200 });
    fc.assert(fc.property(text, text, (message, earlier) => {
      const report = `${MARKER}\n${earlier}`;
      const first = failureNote({ ...RUN, message }, report, 4_000);
      expect(first.startsWith(`${MARKER}\n`)).toBe(true);
      expect(first.length).toBeLessThanOrEqual(4_000);
      expect(first).not.toMatch(/^>[ \t]{4}/m);
      expect(failureNote({ ...RUN, message: 'again' }, first, 4_000)).toBe(failureNote({ ...RUN, message: 'again' }, report, 4_000));
    }), { numRuns: 2_000 });
  });
});

