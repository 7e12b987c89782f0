/**
 * The JSON report (`compare --output json`, the action's report.json) as a zod schema: the public
 * contract, and the validation the `comment-from-artifact` mode applies to a report that came from
 * an untrusted fork run before rendering it.
 */
import { z } from 'zod';
import { COMPARISON_STATUSES, BASELINE_MODES, COMMON_MODE_SETTINGS, TEST_METHODS } from '../compare/types.js';
import { MULTIPLE_COMPARISON_METHODS } from '../stats/multiple.js';
import { DIRECTIONS } from './result.js';

// JSON has no Infinity: unbounded values are written as null and read back as infinite.
const Num = z.number().nullable().transform((v) => v ?? Number.POSITIVE_INFINITY);
const Side = z.object({ n: z.number().int(), median: Num, lo: z.number().nullable().transform((v) => v ?? Number.NEGATIVE_INFINITY), hi: Num, min: Num, max: Num });
const text = (max: number) => z.string().max(max);

export const ComparisonSchema = z.object({
  // Names are untrusted and can be long (a 10,000-character sub-benchmark name is legal): the report renders them truncated.
  key: text(100_000), name: text(100_000), package: text(1000).optional(), unit: text(200),
  better: z.enum(DIRECTIONS), status: z.enum(COMPARISON_STATUSES),
  ratio: z.number().nullable(), ci: z.tuple([Num, Num]).nullable(), p: z.number().nullable(), q: z.number().nullable(),
  n: z.tuple([z.number().int(), z.number().int()]), threshold: z.number(),
  method: z.enum(TEST_METHODS),
  base: Side.optional(), head: Side.optional(),
  pWorse: z.number().nullable(), qWorse: z.number().nullable(), pBetter: z.number().nullable(), qBetter: z.number().nullable(),
  warnings: z.array(text(110_000)).max(50),
  informational: z.boolean().optional(),
  history: z.array(z.number().nullable()).max(1_000).optional(),
});

const Machine = z.object({
  fingerprint: text(200).optional(), os: text(200).optional(), arch: text(200).optional(), cpu: text(500).optional(), cores: z.number().int().optional(),
});

/** Confirm on rerun (optional): the rerun command and each flagged regression's outcome. */
const Change = { ratio: z.number().nullable(), ci: z.tuple([Num, Num]).nullable() };
const ConfirmationSchema = z.object({
  // The rerun's command names every flagged benchmark in its filter (`cargo bench -- NAME... --exact`, Go's
  // -bench alternation), so it is as long as they are; it is never rendered (the report's warning shows its start).
  command: z.string(), runs: z.number().int(),
  regressions: z.array(z.object({
    key: text(100_000), unit: text(200), first: z.object(Change),
    rerun: z.object({ status: z.enum(COMPARISON_STATUSES), ...Change }).nullable(),
    outcome: z.enum(['confirmed', 'cleared', 'unavailable']),
  })).max(200_000),
});

export const ComparisonReportSchema = z.object({
  reportVersion: z.literal(1),
  verdict: z.enum(['pass', 'fail']),
  summary: z.record(z.enum(COMPARISON_STATUSES), z.number().int()),
  comparisons: z.array(ComparisonSchema).max(200_000),
  geomeans: z.array(z.object({
    unit: text(200), ratio: z.number(), count: z.number().int(), ci: z.tuple([z.number(), z.number()]).optional(), uncorrectedRatio: z.number().optional(),
    leftOut: z.number().int().optional(), leftOutNote: text(1000).optional(),
  })),
  geomeansNotComputed: z.array(z.object({ unit: text(200), leftOut: z.number().int(), leftOutNote: text(1000) })).optional(),
  machineOffset: z.number().optional(),
  warnings: z.array(text(110_000)).max(100),
  settings: z.object({
    threshold: z.number(), q: z.number(), multipleComparisons: z.enum(MULTIPLE_COMPARISON_METHODS),
    mode: z.enum(BASELINE_MODES), commonMode: z.enum(COMMON_MODE_SETTINGS), singleSampleFallback: z.number().optional(),
  }),
  confirmation: ConfirmationSchema.optional(),
  base: z.object({ commit: text(100).optional(), time: text(100).optional(), tool: text(100), sources: z.array(text(1000)), historyRuns: z.number().int(), machine: Machine.optional() }),
  head: z.object({ commit: text(100).optional(), time: text(100).optional(), tool: text(100), sources: z.array(text(1000)), machine: Machine.optional() }),
});
