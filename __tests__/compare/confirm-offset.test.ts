/**
 * Confirm on rerun in cached mode: the final report's suite-wide numbers are the rerun's, and so must
 * be the runner-offset warning, or the report says one offset and its settings line (and the
 * action's annotation) another, and may disagree on whether it is LARGE.
 */
import { describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import { applyConfirmation, withRerunSamples } from '../../src/compare/confirm.js';
import { gatingRegressions } from '../../src/gate.js';
import { settingsLine } from '../../src/report/summary.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';

/** 12 benchmarks of 10 samples, each `factor(i)` times its base cost. */
const suite = (factor: (i: number) => number) => resultSet(Array.from({ length: 12 }, (_, i) =>
  benchmark(`Bench${i}`, [metric('sec/op', Array.from({ length: 10 }, (_, k) => (100 + 10 * i + k / 10) * factor(i)))])));

describe('applyConfirmation of a cached comparison', () => {
  const base = suite(() => 1);
  const compare = (set: ReturnType<typeof suite>) => compareResultSets(base, set, { mode: 'cached' });

  it('carries the rerun\'s runner-offset warning, not the first run\'s, beside the rerun\'s offset', () => {
    // Half the suite 50% slower on a runner 8% slower: the offset (the median over benchmarks) sits
    // between the two halves, and moves when the rerun re-measures the flagged half.
    const head = suite((i) => 1.08 * (i < 6 ? 1.5 : 1));
    const first = compare(head);
    const flagged = gatingRegressions(first.comparisons);
    expect(flagged.map((c) => c.key)).toEqual(['p.Bench0', 'p.Bench1', 'p.Bench2', 'p.Bench3', 'p.Bench4', 'p.Bench5']);
    const keys = new Set(flagged.map((c) => c.key));
    const again = compare(withRerunSamples(head, suite((i) => 1.08 * (i < 6 ? 1.1 : 1)), keys));
    const percent = (offset: number | undefined): string => `${(((offset ?? NaN) - 1) * 100).toFixed(2)}%`;
    expect(percent(again.machineOffset)).not.toBe(percent(first.machineOffset));
    const out = applyConfirmation({ first, rerun: again, rerunKeys: keys, flagged, command: 'x', runs: 10 });
    expect(out.machineOffset).toBe(again.machineOffset);
    // One offset warning, the rerun's figure, as the settings line gives it.
    expect(out.warnings.filter((w) => w.includes('runner offset'))).toEqual([expect.stringContaining(`head ran ${percent(again.machineOffset)} slower`)]);
    expect(settingsLine(out)).toContain(`machine offset +${percent(again.machineOffset)} corrected`);
    // The confirmation's own line is still last.
    expect(out.warnings.at(-1)).toMatch(/^confirm on rerun: 6 flagged regressions re-measured/);
  });
});
