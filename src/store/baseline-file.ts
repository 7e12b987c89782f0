/**
 * The baseline file: a result set (the last trusted run, every sample) plus a rolling history of
 * the medians of the last H trusted runs (STATISTICS.md §4.4: the between-run spread the cached
 * mode tests against). Pure: building the next file and checking a restored one.
 */
import * as ss from 'simple-statistics';
import type { HistoryRun, ResultSet } from '../schema/result.js';
import { loadResultSet } from '../schema/load.js';

export const DEFAULT_HISTORY_RUNS = 10;

/** One run's medians, keyed by benchmark key and unit. */
export function historyRunOf(set: ResultSet, runId?: string): HistoryRun {
  const values: HistoryRun['values'] = {};
  for (const b of set.benchmarks) {
    if (b.status !== 'ok') continue;
    for (const m of b.metrics) {
      const v = m.samples.length > 0 ? ss.median([...m.samples]) : m.summary?.center;
      if (v !== undefined && Number.isFinite(v)) (values[b.key] ??= {})[m.unit] = v;
    }
  }
  const run: HistoryRun = { values };
  if (set.context.commit !== undefined) run.commit = set.context.commit;
  if (set.context.time !== undefined) run.time = set.context.time;
  if (runId !== undefined) run.runId = runId;
  return run;
}

/** The file to save after a trusted run: this run's results, history = earlier runs + this one, last H. */
export function nextBaseline(current: ResultSet, previous: ResultSet | undefined, historyRuns: number, runId?: string): ResultSet {
  const history = [...(previous?.history ?? []), historyRunOf(current, runId)].slice(-Math.max(1, historyRuns));
  return { ...current, history };
}

export type BaselineCheck =
  | { kind: 'found'; set: ResultSet }
  | { kind: 'invalid'; reason: string }
  | { kind: 'other-machine'; reason: string };

/** Validates a restored baseline and checks it was measured on this machine class. */
export function checkBaseline(text: string, where: string, fingerprint: string): BaselineCheck {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return { kind: 'invalid', reason: `${where} is not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  const loaded = loadResultSet(doc, where);
  if (!loaded.ok) return { kind: 'invalid', reason: loaded.error };
  const theirs = loaded.value.context.machine?.fingerprint;
  if (theirs !== fingerprint) {
    return { kind: 'other-machine', reason: `the baseline was measured on machine ${theirs ?? '(unknown)'}, this run is on ${fingerprint}; not compared` };
  }
  return { kind: 'found', set: loaded.value };
}
