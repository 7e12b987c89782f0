/**
 * `ResultSetSchema.safeParse`, with the same outcome, in a fraction of the time on large files.
 *
 * Most of a result file is numbers: every sample and iteration count of every metric, and the
 * medians of every earlier run in a baseline's history. zod checks each one through its general
 * machinery, which made validation the largest step of loading a 1,000-benchmark baseline (about
 * 100 ms of a cold action run). Here those arrays and records are checked by plain loops against
 * the schema's rules for them (finite numbers; safe integers of 0 or more; string-keyed objects of
 * string-keyed objects of finite numbers), and zod validates the document with each checked part
 * replaced by a small stand-in of the same validity (a non-empty list keeps one element, since a
 * metric needs a sample or a summary). Every other field keeps zod's rules; the checked parts are
 * then copied into zod's output at the places zod put the stand-ins.
 *
 * Anything a loop does not accept (a string among the samples, a missing array, an object with a
 * `__proto__` key) is left in place for zod to judge, so invalid files get zod's own issues,
 * paths and messages. The result therefore equals zod's on the whole document, data and errors
 * alike (`__tests__/schema/parse-result-set.test.ts` checks it on edited real files), with one
 * deliberate difference: a history run's `__proto__` benchmark is kept (see isRunValues).
 */
import type { z } from 'zod';
import { ResultSetSchema, type ResultSet } from './result.js';

type Parsed = z.ZodSafeParseResult<ResultSet>;
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v);
const isCount = (v: unknown): boolean => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function everyItem(list: unknown, accept: (v: unknown) => boolean): list is unknown[] {
  if (!Array.isArray(list)) return false;
  for (const item of list) if (!accept(item)) return false;
  return true;
}

/** A plain JSON object (own `__proto__` keys are zod's to judge) whose values all pass `accept`. */
function everyValue(record: unknown, accept: (v: unknown) => boolean): record is Json {
  if (!isObject(record) || Object.prototype.hasOwnProperty.call(record, '__proto__')) return false;
  for (const key in record) if (!accept(record[key])) return false;
  return true;
}

/**
 * A history run's values. Unlike everyValue, an own `__proto__` key is accepted here: it is a
 * benchmark named `__proto__` (a custom JSON or BMF suite can name one so), and zod's record drops
 * that key from its output, which lost the benchmark's history on every read-back of a baseline.
 */
function isRunValues(values: unknown): values is Record<string, Record<string, number>> {
  if (!isObject(values)) return false;
  for (const key of Object.keys(values)) if (!everyValue(values[key], isFiniteNumber)) return false;
  return true;
}

/** A part checked by a loop: where it goes in zod's output, and the value to put there. */
interface Checked { put: (data: ResultSet) => void }

/** Validates a result document as ResultSetSchema.safeParse does (see the module header). */
export function parseResultSet(doc: unknown): Parsed {
  if (!isObject(doc)) return ResultSetSchema.safeParse(doc);
  const checked: Checked[] = [];
  const stand = { ...doc };
  if (Array.isArray(doc.benchmarks)) stand.benchmarks = doc.benchmarks.map((benchmark, b) => standInBenchmark(benchmark, b, checked));
  if (Array.isArray(doc.history)) stand.history = doc.history.map((run, r) => standInRun(run, r, checked));
  const parsed = ResultSetSchema.safeParse(stand);
  if (parsed.success) for (const part of checked) part.put(parsed.data);
  // A stand-in never makes an invalid document valid or a valid one invalid, but the issues of an
  // invalid one are reported on the document as the user wrote it.
  return parsed.success || checked.length === 0 ? parsed : ResultSetSchema.safeParse(doc);
}

function standInBenchmark(benchmark: unknown, b: number, checked: Checked[]): unknown {
  if (!isObject(benchmark) || !Array.isArray(benchmark.metrics)) return benchmark;
  const metrics = benchmark.metrics.map((metric: unknown, m: number) => {
    if (!isObject(metric)) return metric;
    const stand = { ...metric };
    const { samples, iterations } = metric;
    if (everyItem(samples, isFiniteNumber)) {
      stand.samples = samples.length > 0 ? [0] : [];
      checked.push({ put: (data) => void (metricAt(data, b, m).samples = samples.slice() as number[]) });
    }
    if (everyItem(iterations, isCount)) {
      stand.iterations = [];
      checked.push({ put: (data) => void (metricAt(data, b, m).iterations = iterations.slice() as number[]) });
    }
    return stand;
  });
  return { ...benchmark, metrics };
}

function standInRun(run: unknown, r: number, checked: Checked[]): unknown {
  if (!isObject(run) || !isRunValues(run.values)) return run;
  const values = run.values;
  checked.push({
    put: (data) => {
      // Without a prototype, a `__proto__` key is an entry like any other (see isRunValues).
      const copy = Object.create(null) as Record<string, Record<string, number>>;
      for (const key of Object.keys(values)) copy[key] = { ...values[key] };
      const target = data.history?.[r];
      if (target !== undefined) target.values = copy;
    },
  });
  return { ...run, values: {} };
}

function metricAt(data: ResultSet, b: number, m: number): { samples: number[]; iterations?: number[] } {
  const metric = data.benchmarks[b]?.metrics[m];
  if (metric === undefined) throw new Error(`parseResultSet: zod's output has no metric ${m} in benchmark ${b}`);
  return metric;
}
