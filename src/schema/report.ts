/**
 * The JSON report (`compare --output json`, the action's report.json) as a zod schema: the public
 * contract, and the validation the `comment-from-artifact` mode applies to a report that came from
 * an untrusted fork run before rendering it.
 */
import { z } from 'zod';
import { COMPARISON_STATUSES, BASELINE_MODES, COMMON_MODE_SETTINGS } from '../compare/types.js';
import { MULTIPLE_COMPARISON_METHODS } from '../stats/multiple.js';
import { DIRECTIONS } from './result.js';

// JSON has no Infinity: unbounded values are written as null and read back as infinite.
const Num = z.number().nullable().transform((v) => v ?? Number.POSITIVE_INFINITY);
const Side = z.object({ n: z.number().int(), median: Num, lo: z.number().nullable().transform((v) => v ?? Number.NEGATIVE_INFINITY), hi: Num, min: Num, max: Num });
const text = (max: number) => z.string().max(max);

export const ComparisonSchema = z.object({
  key: text(2000), name: text(2000), package: text(1000).optional(), unit: text(200),
  better: z.enum(DIRECTIONS), status: z.enum(COMPARISON_STATUSES),
  ratio: z.number().nullable(), ci: z.tuple([Num, Num]).nullable(), p: z.number().nullable(), q: z.number().nullable(),
  n: z.tuple([z.number().int(), z.number().int()]), threshold: z.number(),
  method: z.enum(['mann-whitney', 'mann-whitney+history', 'history', 'exact', 'none']),
  base: Side.optional(), head: Side.optional(),
  pWorse: z.number().nullable(), qWorse: z.number().nullable(), pBetter: z.number().nullable(), qBetter: z.number().nullable(),
  warnings: z.array(text(2000)).max(50),
});

export const ComparisonReportSchema = z.object({
  reportVersion: z.literal(1),
  verdict: z.enum(['pass', 'fail']),
  summary: z.record(z.enum(COMPARISON_STATUSES), z.number().int()),
  comparisons: z.array(ComparisonSchema).max(200_000),
  geomeans: z.array(z.object({ unit: text(200), ratio: z.number(), count: z.number().int(), uncorrectedRatio: z.number().optional() })),
  machineOffset: z.number().optional(),
  warnings: z.array(text(2000)).max(100),
  settings: z.object({
    threshold: z.number(), q: z.number(), multipleComparisons: z.enum(MULTIPLE_COMPARISON_METHODS),
    mode: z.enum(BASELINE_MODES), commonMode: z.enum(COMMON_MODE_SETTINGS),
  }),
  base: z.object({ commit: text(100).optional(), time: text(100).optional(), tool: text(100), sources: z.array(text(1000)), historyRuns: z.number().int() }),
  head: z.object({ commit: text(100).optional(), time: text(100).optional(), tool: text(100), sources: z.array(text(1000)) }),
});
