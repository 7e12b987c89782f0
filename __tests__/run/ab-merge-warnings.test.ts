/**
 * abMergeWarnings: what merging each side's A/B rounds warned of, as the report's warnings. The
 * verdict rests on those samples, so the comment says it; one line each, named by side, and few
 * enough that a suite of 10,000 benchmarks cannot fill the comment.
 */
import { describe, expect, it } from 'vitest';
import { abMergeWarnings, abRoundWarnings, withAbWarnings } from '../../src/run/ab.js';
import { fileWarningLines, seriesFileWarnings } from '../../src/run/round-warnings.js';
import { compareResultSets } from '../../src/compare.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { ComparisonReport } from '../../src/compare/types.js';
import type { Diagnostic } from '../../src/schema/result.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

const warning = (message: string): Diagnostic => ({ severity: 'warning', source: 'cmd (4 runs)', line: 0, message });
const info = (message: string): Diagnostic => ({ severity: 'info', source: 'cmd (4 runs)', line: 0, message });

describe('abMergeWarnings', () => {
  it('names the side of each warning, base first, and leaves infos out', () => {
    const notes = {
      base: [info('4 metrics had only a summary in each input'), warning('BenchmarkX-8 sec/op: other inputs have samples of single repetitions, but round 3 only has a summary')],
      head: [warning('1 of 2 benchmarks did not appear in every round, so it has fewer samples: BenchmarkFlaky-8: in 3 of 4 rounds (missing from round 2).')],
    };
    expect(abMergeWarnings(notes, 'stderr')).toEqual([
      'base: BenchmarkX-8 sec/op: other inputs have samples of single repetitions, but round 3 only has a summary',
      'head: 1 of 2 benchmarks did not appear in every round, so it has fewer samples: BenchmarkFlaky-8: in 3 of 4 rounds (missing from round 2).',
    ]);
    expect(abMergeWarnings({ base: [info('only an info')], head: [] }, 'stderr')).toEqual([]);
  });

  it('says a repeated warning once, and the same warning on both sides once per side', () => {
    const same = warning('BenchmarkX-8 sec/op: left out');
    expect(abMergeWarnings({ base: [same, same], head: [same] }, 'stderr')).toEqual(['base: BenchmarkX-8 sec/op: left out', 'head: BenchmarkX-8 sec/op: left out']);
  });

  it('quotes a side\'s first five warnings and counts the rest, pointing to where all of them are', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => warning(`BenchmarkN${i}-8 sec/op: left out`));
    const warnings = abMergeWarnings({ base: [], head: many }, 'in the job log');
    expect(warnings).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => `head: BenchmarkN${i}-8 sec/op: left out`),
      'head: and 9995 more warnings from merging its rounds, all of them in the job log',
    ]);
    expect(abMergeWarnings({ base: many.slice(0, 6), head: [] }, 'on stderr').at(-1)).toBe('base: and 1 more warning from merging its rounds, all of them on stderr');
  });

  it('cuts a warning quoting a huge name in the middle, keeping its start and its advice', () => {
    const [cut] = abMergeWarnings({ base: [], head: [warning(`1 of 1 benchmark did not appear in every round: ${'x'.repeat(100_000)}. The output of those rounds shows why.`)] }, 'stderr');
    expect([...(cut ?? '')].length).toBeLessThanOrEqual(1_006);
    expect(cut).toMatch(/^head: 1 of 1 benchmark did not appear in every round: x+…x+\. The output of those rounds shows why\.$/);
  });

  it('makes a warning one line, so it stays inside its markdown block', () => {
    const warnings = abMergeWarnings({ base: [warning('BenchmarkX-8 sec/op: from a file named\r\n> [!NOTE]\nnot a note')], head: [] }, 'stderr');
    expect(warnings).toEqual(['base: BenchmarkX-8 sec/op: from a file named > [!NOTE] not a note']);
    const set = resultSet([benchmark('BenchmarkX-8', [metric('sec/op', [1, 1.01, 0.99, 1, 1.02])])]);
    const report = compareResultSets(set, set, { mode: 'ab' });
    const markdown = renderMarkdown(withAbWarnings(report, { mergeNotes: { base: [warning('a\nb')], head: [] }, roundNotes: { base: [], head: [] } }, 'stderr'));
    expect(markdown).toContain('> [!WARNING]\n> base: a b\n');
  });

  it('leaves a report without merge warnings as it is', () => {
    const report = { warnings: ['w'] } as unknown as ComparisonReport;
    expect(withAbWarnings(report, { mergeNotes: { base: [info('i')], head: [] }, roundNotes: { base: [], head: [info('i')] } }, 'stderr')).toBe(report);
  });
});

/** One round's results: its own source, and the diagnostics its output gave. */
const round = (source: string, diagnostics: Diagnostic[]) => ({ ...resultSet([benchmark('BenchmarkX-8', [metric('sec/op', [1])])]), context: { ...resultSet([]).context, sources: [source] }, diagnostics });
const at = (source: string, line: number, message: string, severity: Diagnostic['severity'] = 'warning'): Diagnostic => ({ severity, source, line, message });

describe('abRoundWarnings', () => {
  it('says a round\'s whole-file warning once per side, in order of first appearance, naming the rounds that gave it and the file of its tree', () => {
    const missing = 'no benchmark.json in fib/new/; the id is taken from the directory name "fib"';
    const rounds = [1, 2, 3, 4].map((n) => round(`head: target/criterion #${n}`, [
      ...(n === 2 || n === 4 ? [at(`head: target/criterion #${n}/fib/new/benchmark.json`, 0, missing)] : []),
      at(`head: target/criterion #${n}`, 0, 'results left from an earlier run'),
      // A line warning (stderr has it), an info, and one --lenient kept (an error, printed as a warning).
      at(`head: target/criterion #${n}/fib/new/sample.json`, 3, 'a line warning'),
      at(`head: target/criterion #${n}`, 0, 'an info', 'info'),
      ...(n === 3 ? [at(`head: target/criterion #${n}/fib/new/sample.json`, 0, 'not a criterion sample.json', 'error')] : []),
    ]));
    const notes = { base: [], head: seriesFileWarnings(rounds, 'round') };
    expect(abRoundWarnings(notes, 'on stderr')).toEqual([
      'head: all 4 rounds: results left from an earlier run',
      `head: rounds 2, 4: fib/new/benchmark.json: ${missing}`,
      'head: round 3: fib/new/sample.json: not a criterion sample.json',
    ]);
    expect(abRoundWarnings({ base: seriesFileWarnings([round('base: cmd #1', [at('base: cmd #1', 4, 'line')])], 'round'), head: [] }, 'on stderr')).toEqual([]);
  });

  it('quotes a side\'s first five, then counts the rest, pointing to where all of them are', () => {
    const rounds = Array.from({ length: 8 }, (_, i) => round(`base: cmd #${i + 1}`, [at(`base: cmd #${i + 1}`, 0, `stale since ${i}`)]));
    const warnings = abRoundWarnings({ base: seriesFileWarnings(rounds, 'round'), head: [] }, 'in the job log');
    expect(warnings).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => `base: round ${i + 1}: stale since ${i}`),
      'base: and 3 more warnings from its rounds\' output, all of them in the job log',
    ]);
  });

  it('is the helper confirm on rerun uses for its runs too: runs, not rounds, and the reruns\' count', () => {
    const reruns = Array.from({ length: 7 }, (_, i) => round(`target/criterion #${i + 1}`, [at(`target/criterion #${i + 1}`, 0, `stale since ${i}`)]));
    expect(fileWarningLines('confirm on rerun', seriesFileWarnings(reruns, 'run'), 'the reruns\'', 'in the job log')).toEqual([
      ...[0, 1, 2, 3, 4].map((i) => `confirm on rerun: run ${i + 1}: stale since ${i}`),
      'confirm on rerun: and 2 more warnings from the reruns\' output, all of them in the job log',
    ]);
  });

  it('comes before the merge warnings in the report', () => {
    const set = resultSet([benchmark('BenchmarkX-8', [metric('sec/op', [1, 1.01, 0.99, 1, 1.02])])]);
    const report = compareResultSets(set, set, { mode: 'ab' });
    const roundNotes = { base: [], head: seriesFileWarnings([round('head: cmd #1', [at('head: cmd #1', 0, 'whole')])], 'round') };
    const merged = withAbWarnings(report, { mergeNotes: { base: [warning('gap')], head: [] }, roundNotes }, 'on stderr');
    expect(merged.warnings.slice(report.warnings.length)).toEqual(['head: round 1: whole', 'base: gap']);
  });
});
