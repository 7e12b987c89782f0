/**
 * The results a confirmed report rests on (compare/confirm.ts settledHead): the rerun's samples
 * replace the first run's only for the metrics whose regression the rerun cleared.
 */
import { describe, expect, it } from 'vitest';
import { settledHead } from '../../src/compare/confirm.js';
import type { ComparisonReport, ConfirmedRegression } from '../../src/compare/types.js';
import type { Diagnostic } from '../../src/schema/result.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

const outcome = (key: string, unit: string, result: ConfirmedRegression['outcome']): ConfirmedRegression =>
  ({ key, unit, first: { ratio: 1.2, ci: null }, rerun: result === 'unavailable' ? null : { status: 'no-change', ratio: 1, ci: null }, outcome: result });

describe('settledHead', () => {
  const head = resultSet([
    benchmark('A', [metric('sec/op', [12, 12.1]), metric('B/op', [0, 0])]),
    benchmark('B', [metric('sec/op', [5, 5.1])]),
    benchmark('C', [metric('sec/op', [7, 7.1])]),
  ]);
  const rerun = resultSet([
    benchmark('A', [metric('sec/op', [10, 10.1]), metric('B/op', [16, 16])]),
    benchmark('B', [metric('sec/op', [6, 6.1])]),
  ]);
  const report = (regressions: ConfirmedRegression[]) => ({ confirmation: { command: 'x', runs: 1, regressions } }) as unknown as ComparisonReport;

  it('takes the rerun\'s metric for a cleared regression, and keeps the first run\'s for the rest', () => {
    const settled = settledHead(head, rerun, report([outcome('p.A', 'sec/op', 'cleared'), outcome('p.B', 'sec/op', 'confirmed'), outcome('p.C', 'sec/op', 'unavailable')]));
    expect(settled.benchmarks.map((b) => b.metrics.map((m) => m.samples))).toEqual([[[10, 10.1], [0, 0]], [[5, 5.1]], [[7, 7.1]]]);
    expect(settled.benchmarks[1]).toBe(head.benchmarks[1]);
  });

  it('names both measurements in its sources, and keeps head\'s diagnostics, then the rerun\'s, each once', () => {
    const note = (source: string, message: string): Diagnostic => ({ severity: 'warning', source, line: 0, message });
    const first = { ...head, context: { ...head.context, sources: ['CMD (2 runs)'] }, diagnostics: [note('CMD #1', 'a'), note('CMD #2', 'a')] };
    const again = { ...rerun, context: { ...rerun.context, sources: ['CMD -filter, confirm on rerun (2 runs)'] }, diagnostics: [note('confirm: CMD #1', 'a'), note('confirm: CMD #2', 'b')] };
    const settled = settledHead(first, again, report([outcome('p.A', 'sec/op', 'cleared')]));
    expect(settled.context.sources).toEqual(['CMD (2 runs)', 'CMD -filter, confirm on rerun (2 runs)']);
    expect(settled.diagnostics).toEqual([...first.diagnostics, ...again.diagnostics]);
    // A rerun set made from head ({ ...head, benchmarks }) carries head's diagnostics: they are not listed twice.
    const fromHead = { ...again, diagnostics: [...first.diagnostics, ...again.diagnostics] };
    expect(settledHead(first, fromHead, report([outcome('p.A', 'sec/op', 'cleared')])).diagnostics).toEqual([...first.diagnostics, ...again.diagnostics]);
  });

  it('is the first head when the rerun cleared nothing', () => {
    expect(settledHead(head, rerun, report([outcome('p.A', 'sec/op', 'confirmed')]))).toBe(head);
    expect(settledHead(head, rerun, {} as ComparisonReport)).toBe(head);
  });
});
