/**
 * Inputs for timing the action engine: the head run's `go test` text and a cached baseline file as
 * the action stores it (the last trusted run with every sample, plus a history of 10 earlier runs'
 * medians), for the 1,000-benchmark suite. Built once per work directory, outside the timing.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readInput } from '../../src/input.js';
import type { ResultSet } from '../../src/schema/result.js';
import { nextBaseline } from '../../src/store/baseline-file.js';
import { goSuiteText } from './go-text.js';
import { ACTION_SUITE } from './workloads.js';

export const ACTION_FINGERPRINT = 'perf-machine';
const HISTORY_RUNS = 10;

export function prepareActionFixture(root: string): { baseline: string; head: string } {
  const dir = join(root, 'action-1k');
  const paths = { baseline: join(dir, 'baseline.json'), head: join(dir, 'head.txt') };
  if (existsSync(paths.baseline) && existsSync(paths.head)) return paths;
  mkdirSync(dir, { recursive: true });
  let baseline: ResultSet | undefined;
  for (let run = 1; run <= HISTORY_RUNS; run++) {
    const parsed = readInput(goSuiteText(ACTION_SUITE, false, run), `run${run}.txt`, 'go');
    if (!parsed.ok) throw new Error(parsed.error);
    const set = parsed.value.set;
    set.context = { ...set.context, commit: `${run}`.padStart(40, '0'), time: new Date(Date.UTC(2026, 0, run)).toISOString(), machine: { fingerprint: ACTION_FINGERPRINT } };
    baseline = nextBaseline(set, baseline, HISTORY_RUNS, `${run}`);
  }
  writeFileSync(paths.baseline, `${JSON.stringify(baseline)}\n`);
  writeFileSync(paths.head, goSuiteText(ACTION_SUITE, true));
  return paths;
}
