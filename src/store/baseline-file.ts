/**
 * The baseline file: a result set (the last trusted run, every sample) plus a rolling history of
 * the medians of the last H trusted runs (STATISTICS.md §4.4: the between-run spread the cached
 * mode tests against). Pure: building the next file and checking a restored one.
 */
import type { HistoryRun, ResultSet } from '../schema/result.js';
import { loadResultSet } from '../schema/load.js';
import { readJson } from '../parsers/json-input.js';
import { formatSize } from '../io/decode.js';
import { historyMedian } from '../history-median.js';

export const DEFAULT_HISTORY_RUNS = 10;

/** One run's medians, keyed by benchmark key and unit. */
export function historyRunOf(set: ResultSet, runId?: string): HistoryRun {
  // Keys are benchmark names: `constructor` or `__proto__` must be plain entries, not Object's own
  // members (`values[key] ??= {}` found Object.prototype for `__proto__` and wrote the median there).
  const values: HistoryRun['values'] = Object.create(null) as HistoryRun['values'];
  for (const b of set.benchmarks) {
    if (b.status !== 'ok') continue;
    for (const m of b.metrics) {
      const v = historyMedian(m.samples, m.summary?.center);
      if (v === undefined) continue;
      const units = values[b.key] ?? (values[b.key] = Object.create(null) as Record<string, number>);
      units[m.unit] = v;
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

/**
 * A restored baseline larger than this is not read: the largest real suites write a few MiB (every
 * sample of the last run, medians of the last H runs), so more is a corrupt or poisoned cache entry.
 */
export const MAX_BASELINE_BYTES = 32 * 2 ** 20;
/** Limits on what a baseline may hold, checked after the schema: each far above real suites. */
export const BASELINE_LIMITS = { benchmarks: 50_000, metricsPerBenchmark: 100, samplesPerMetric: 100_000, historyRuns: 1000, nameLength: 10_000 } as const;

/** The note for a baseline over MAX_BASELINE_BYTES (`size` in bytes). */
export function oversizedBaselineReason(where: string, size: number): string {
  return `${where} is ${formatSize(size)}, more than the ${formatSize(MAX_BASELINE_BYTES)} a baseline may be (a corrupt or tampered cache entry?); not read`;
}

/**
 * What the note on a baseline that fails the schema, or holds an entry twice, says instead of the
 * advice for a result file (re-create it, join the entries): bench-gate saves no such file, and no
 * one edited it. No final period: the report's note adds one.
 */
const INVALID_BASELINE_REMEDY = 'bench-gate saves no such baseline (a corrupt or tampered cache entry?); not read: the next trusted run saves a new one';

/**
 * Validates a restored baseline before anything uses it: size, JSON (with the line of a syntax
 * error), the result schema (zod, with lines), the size limits, and that it was measured on this
 * machine class (its fingerprint) and for this suite. Anything else is `invalid`, which the report
 * shows as a note. The suite is checked because key segments are cleaned and cut (keys.ts): suites
 * `api v2` and `api_v2` share their cache keys, and one must not gate against the other's numbers.
 */
export function checkBaseline(text: string, where: string, fingerprint: string, suite?: string): BaselineCheck {
  if (text.length > MAX_BASELINE_BYTES) return { kind: 'invalid', reason: oversizedBaselineReason(where, text.length) };
  const json = readJson(text, where, 'a bench-gate baseline file (a result file with history)', { maxDepth: 6 });
  if (!json.ok) return { kind: 'invalid', reason: `${where}:${json.diagnostic.line}: ${json.diagnostic.message}` };
  const loaded = loadResultSet(json.value, where, undefined, json.lineOf, INVALID_BASELINE_REMEDY);
  if (!loaded.ok) return { kind: 'invalid', reason: loaded.error };
  const tooBig = overLimit(loaded.value);
  if (tooBig !== undefined) return { kind: 'invalid', reason: `${where} holds ${tooBig}; a baseline is not that big (a corrupt or tampered cache entry?)` };
  const ofSuite = loaded.value.suite;
  if (suite !== undefined && ofSuite !== undefined && ofSuite !== suite) {
    return { kind: 'invalid', reason: `${where} is a baseline of suite ${JSON.stringify(ofSuite)}, and this run gates suite ${JSON.stringify(suite)} (their cache keys coincide once cleaned; give the suites names that differ within their first 64 characters, in letters, digits, '.', '_' or '-')` };
  }
  const theirs = loaded.value.context.machine?.fingerprint;
  if (theirs !== fingerprint) {
    return { kind: 'other-machine', reason: `the baseline was measured on machine ${theirs ?? '(unknown)'}, this run is on ${fingerprint}; not compared` };
  }
  return { kind: 'found', set: loaded.value };
}

/** What in the set is over BASELINE_LIMITS ("60000 benchmarks, more than 50000"), or undefined. */
function overLimit(set: ResultSet): string | undefined {
  const L = BASELINE_LIMITS;
  if (set.benchmarks.length > L.benchmarks) return `${set.benchmarks.length} benchmarks, more than ${L.benchmarks}`;
  if ((set.history?.length ?? 0) > L.historyRuns) return `${set.history?.length ?? 0} runs of history, more than ${L.historyRuns}`;
  for (const b of set.benchmarks) {
    if (b.key.length > L.nameLength || b.name.length > L.nameLength) return `a benchmark name of ${Math.max(b.key.length, b.name.length)} characters, more than ${L.nameLength}`;
    if (b.metrics.length > L.metricsPerBenchmark) return `${b.metrics.length} metrics for ${b.name}, more than ${L.metricsPerBenchmark}`;
    for (const m of b.metrics) if (m.samples.length > L.samplesPerMetric) return `${m.samples.length} samples of ${b.name} (${m.unit}), more than ${L.samplesPerMetric}`;
  }
  return undefined;
}
