/**
 * Reading criterion.rs's `target/criterion/<id>/new/*.json` files (FORMATS.md §3.3): zod schemas for
 * benchmark.json, sample.json and estimates.json in both layouts (criterion ≤ 0.3: `[[iters],[times]]`
 * and capitalised estimate keys `Mean`, `Slope`...; ≥ 0.4: `{"sampling_mode","iters","times"}` and
 * snake_case keys).
 *
 * serde_json writes a non-finite f64 as `null`, so every number may be null here.
 */
import { z } from 'zod';
import type { Throughput } from './criterion-common.js';

/** JSON.parse with the error as data (for one line of NDJSON; whole files go through json-input.ts). */
export function parseJsonText(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message: message.split('\n')[0] ?? message };
  }
}

const Num = z.number().nullable();

// z.lazy: built on first use (see schema/result.ts).
export const BenchmarkJsonSchema = z.lazy(() => z.object({
  group_id: z.string(),
  function_id: z.string().nullable().optional(),
  value_str: z.string().nullable().optional(),
  throughput: z.unknown().optional(),
  full_id: z.string(),
  directory_name: z.string().optional(),
  title: z.string().optional(),
}));
export type BenchmarkJson = z.infer<typeof BenchmarkJsonSchema>;

export const SampleJsonSchema = z.lazy(() => z.union([
  z.object({ sampling_mode: z.string().optional(), iters: z.array(Num), times: z.array(Num) }),
  z.tuple([z.array(Num), z.array(Num)]),
]));

/** The two arrays of a sample.json, whichever layout it has. */
export function sampleArrays(sample: z.infer<typeof SampleJsonSchema>): { iters: (number | null)[]; times: (number | null)[] } {
  return Array.isArray(sample) ? { iters: sample[0], times: sample[1] } : { iters: sample.iters, times: sample.times };
}

const EstimateJsonSchema = z.lazy(() => z.object({
  confidence_interval: z.object({ lower_bound: Num, upper_bound: Num }).partial().optional(),
  point_estimate: Num,
}));

/** The estimates bench-gate uses, in criterion's unit (ns per iteration for wall time). */
export interface Estimates {
  slope?: EstimateNs;
  mean?: EstimateNs;
  stdDev?: EstimateNs;
}
export interface EstimateNs { point: number; lower?: number; upper?: number }

const ESTIMATE_KEYS: Readonly<Record<string, keyof Estimates>> = {
  slope: 'slope', Slope: 'slope', mean: 'mean', Mean: 'mean', std_dev: 'stdDev', StdDev: 'stdDev',
};

/** Reads the slope, mean and std. dev. estimates of either layout; null or malformed ones are left out. */
export function readEstimates(value: unknown): Estimates | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Estimates = {};
  for (const [key, raw] of Object.entries(value)) {
    const name = ESTIMATE_KEYS[key];
    const parsed = name === undefined ? undefined : EstimateJsonSchema.safeParse(raw);
    if (name === undefined || parsed?.success !== true) continue;
    const { point_estimate: point, confidence_interval: ci } = parsed.data;
    if (point === null || !Number.isFinite(point)) continue;
    const estimate: EstimateNs = { point };
    if (typeof ci?.lower_bound === 'number') estimate.lower = ci.lower_bound;
    if (typeof ci?.upper_bound === 'number') estimate.upper = ci.upper_bound;
    out[name] = estimate;
  }
  return out;
}

const COUNT = z.number().nonnegative();
const ThroughputJsonSchema = z.lazy(() => z.union([
  z.object({ Bytes: COUNT }).transform((t): Throughput[] => [{ kind: 'bytes', count: t.Bytes }]),
  z.object({ BytesDecimal: COUNT }).transform((t): Throughput[] => [{ kind: 'bytes', count: t.BytesDecimal }]),
  z.object({ Elements: COUNT }).transform((t): Throughput[] => [{ kind: 'elements', count: t.Elements }]),
  z.object({ Bits: COUNT }).transform((t): Throughput[] => [{ kind: 'bits', count: t.Bits }]),
  z.object({ ElementsAndBytes: z.object({ elements: COUNT, bytes: COUNT }) })
    .transform((t): Throughput[] => [{ kind: 'elements', count: t.ElementsAndBytes.elements }, { kind: 'bytes', count: t.ElementsAndBytes.bytes }]),
]));

/** benchmark.json's `throughput`: `null`, `{"Bytes":n}`, `{"Elements":n}`...; undefined when unknown. */
export function readThroughput(value: unknown): Throughput[] | undefined {
  if (value === null || value === undefined) return [];
  const parsed = ThroughputJsonSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
