/**
 * The schema of `bench-gate.yml`, the reviewed policy file (issue "The config file"): default
 * settings, per-benchmark rules by glob, the `metrics` patterns that read bench binaries, the
 * comment policy, and the same per suite. `schema/config.schema.json` is generated from it.
 *
 * Example:
 *   threshold: 5%
 *   rules:
 *     - match: "BenchmarkHash**"      # first matching rule wins, per field
 *       threshold: 3%
 *     - match: "**\/legacy/**"
 *       informational: true
 *   suites:
 *     jobbie: {format: metrics, metrics: [...]}
 */
import { z } from 'zod';
import { THRESHOLD_TEXT, readThreshold, thresholdProblemText } from './threshold.js';
import { SINGLE_SAMPLE_FALLBACK_HELP, SINGLE_SAMPLE_FALLBACK_TEXT, readSingleSampleFallback } from './single-sample-fallback.js';
import { DIRECTIONS } from '../schema/result.js';
import { MULTIPLE_COMPARISON_METHODS } from '../stats/multiple.js';
import { INPUT_FORMATS } from '../input.js';
import { checkMetricsPattern, namedGroups, type MetricsPattern } from '../parsers/metrics-patterns.js';

export const COMMENT_POLICIES = ['always', 'on-change', 'on-regression', 'never'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];

export const CONFIG_VERSION = 1;

const THRESHOLD_HELP = 'must be a percentage like "3%" (or a fraction like 0.03)';
const ThresholdSchema = z.union([z.string().regex(THRESHOLD_TEXT, { error: THRESHOLD_HELP }), z.number().positive({ error: 'must be above 0%' })], { error: THRESHOLD_HELP })
  .check((ctx) => {
    const reading = readThreshold(ctx.value);
    // A string off the syntax already failed the regex with THRESHOLD_HELP.
    if ('problem' in reading && reading.problem !== 'syntax') ctx.issues.push({ code: 'custom', input: ctx.value, message: reading.problem === 'range' ? 'must be above 0% and below 1000%' : thresholdProblemText(reading.problem, ctx.value) });
  })
  .describe('Minimum effect that counts, e.g. "5%" (a fraction like 0.05 works too).');

const fallbackProblem = (value: unknown): string => {
  const reading = typeof value === 'string' ? readSingleSampleFallback(value) : undefined;
  return reading !== undefined && 'problem' in reading ? reading.problem : SINGLE_SAMPLE_FALLBACK_HELP;
};
const SingleSampleFallbackSchema = z.string({ error: SINGLE_SAMPLE_FALLBACK_HELP })
  // The pattern is what editors check (config.schema.json); the message says what is wrong with this value.
  .regex(SINGLE_SAMPLE_FALLBACK_TEXT, { error: (issue) => fallbackProblem(issue.input) })
  .check((ctx) => {
    // Off the syntax already failed the regex; a percentage out of range or ambiguous fails here.
    if (!SINGLE_SAMPLE_FALLBACK_TEXT.test(ctx.value)) return;
    const reading = readSingleSampleFallback(ctx.value);
    if ('problem' in reading) ctx.issues.push({ code: 'custom', input: ctx.value, message: reading.problem });
  })
  .describe('Opt-in, e.g. "threshold:10%": a metric with one sample per run whose baseline history is too short for the history test (fewer than 5 runs) is judged by a plain threshold on head against base (the metric\'s own threshold when that is larger), labelled as an unqualified check with no statistics. Absent: such a metric is inconclusive until the history is long enough.');

const BetterSchema = z.enum(DIRECTIONS).describe('Whether lower (times, latencies, sizes) or higher (throughput) values are better.');

export const RuleSchema = z.strictObject({
  match: z.string().min(1).describe('Glob over the benchmark name or key: `*` within one `/`-separated part, `**` across parts, `?` one character.'),
  metric: z.string().min(1).optional().describe('Glob over the metric\'s unit, as stored (`sec/op`, `B/op`, `ops/s`) or as printed (`ns/op`); `*` matches anything. Absent: every metric.'),
  threshold: ThresholdSchema.optional(),
  informational: z.boolean().optional().describe('Report regressions but never fail the gate on them.'),
  ignore: z.boolean().optional().describe('Drop the benchmark (or, with `metric`, the metric) before comparing; the report counts what was ignored.'),
  exact: z.boolean().optional().describe('The metric must not vary between runs (sizes, counts): compare medians, no statistical test. `false` turns it off for units that default to exact (B/op, allocs/op).'),
  better: BetterSchema.optional().describe('Override the direction of the metric.'),
  unit: z.string().min(1).optional().describe('Rename the metric\'s unit (values unchanged), e.g. to join two spellings of the same unit or name a unitless value.'),
}).refine((r) => ['threshold', 'informational', 'ignore', 'exact', 'better', 'unit'].some((k) => k in r), {
  message: 'does nothing: add one of threshold, informational, ignore, exact, better, unit',
}).describe('A policy rule. For each field, the first rule that matches a benchmark metric and sets that field decides it.');
export type Rule = z.infer<typeof RuleSchema>;

const ValueSpecSchema = z.strictObject({
  metric: z.string().min(1).optional().describe('Metric name, appended to the benchmark name as `<name>/<metric>` (default: the group name, or the key slugged).'),
  unit: z.string().min(1).optional().describe('Unit when the printed value has none (`ops/sec` for a bare `22,096.0`).'),
  better: BetterSchema.optional(),
});

export const MetricsEntrySchema = z.strictObject({
  pattern: z.string().min(1).optional().describe('JavaScript regex matched against each line, with named groups: `name`, `value`, `unit`, or the groups listed in `values`.'),
  context: z.string().min(1).optional().describe('JavaScript regex whose named groups become variables for the `name` templates of the lines after it.'),
  lines: z.literal('key-value').optional().describe('Read `key: value unit` lines; each key is a metric.'),
  flags: z.string().optional().describe('Regex flags, e.g. "i".'),
  separator: z.string().optional().describe('key-value lines: what separates key and value (default ":").'),
  name: z.string().optional().describe('Benchmark name template, e.g. "concurrency={concurrency}" ({x}: a named group or context variable). Default: the `name` group.'),
  prefix: z.string().optional().describe('Put before every benchmark name, e.g. "jobbie/".'),
  metric: z.string().min(1).optional().describe('Metric name of the `value` group.'),
  unit: z.string().min(1).optional().describe('Unit when the printed value has none.'),
  better: BetterSchema.optional().describe('Direction of the `value` group (and the default for `values`/`keys`).'),
  values: z.record(z.string(), ValueSpecSchema).optional().describe('Several values per line: named group -> {metric, unit, better}.'),
  keys: z.record(z.string(), ValueSpecSchema).optional().describe('key-value lines: which keys to read (globs, case-insensitive) -> {metric, unit, better}. Absent: every key with a number.'),
}).describe('One entry of `metrics`: exactly one of pattern, context, lines.');
export type MetricsEntry = z.infer<typeof MetricsEntrySchema>;
// The parser's own type must accept what the schema gives.
const _entryFits: (e: MetricsEntry) => MetricsPattern = (e) => e;
void _entryFits;

const settings = {
  format: z.enum(INPUT_FORMATS).optional().describe('Input format of this suite\'s benchmark output (default auto). `metrics` reads it through the `metrics` patterns.'),
  threshold: ThresholdSchema.optional(),
  q: z.number({ error: 'must be a number between 0 and 1, like 0.05' }).gt(0, { error: 'must be between 0 and 1, like 0.05' }).lt(1, { error: 'must be between 0 and 1, like 0.05' }).optional().describe('False discovery rate across the comparison (default 0.05).'),
  'multiple-comparisons': z.enum(MULTIPLE_COMPARISON_METHODS).optional().describe('bh (default), holm, by, or none.'),
  'min-samples': z.number({ error: 'must be a whole number of samples, like 5' }).int({ error: 'must be a whole number of samples, like 5' }).min(1, { error: 'must be at least 1' }).max(100000).optional().describe('Sample-size floor: a metric with fewer samples on either side is reported inconclusive, never judged (exact metrics excepted). From 2 up, single-sample-fallback has nothing left to judge.'),
  'single-sample-fallback': SingleSampleFallbackSchema.optional(),
  comment: z.enum(COMMENT_POLICIES).optional().describe('When the action creates its PR comment: always (default), on-change, on-regression, never.'),
  rules: z.array(RuleSchema).optional(),
  metrics: z.array(MetricsEntrySchema).optional().describe('Patterns that read a bench binary\'s text (format metrics).'),
};

export const SuiteSchema = z.strictObject(settings).describe('Settings for one suite; they come before the top-level ones (its rules are tried first).');
export type SuiteConfig = z.infer<typeof SuiteSchema>;

export const ConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  version: z.literal(CONFIG_VERSION, { error: `must be ${CONFIG_VERSION}, the only version of this format so far` }).optional().describe('Version of this file\'s format (1).'),
  ...settings,
  suites: z.record(z.string().min(1), SuiteSchema).optional().describe('Per-suite settings, by suite name (--suite, or the action\'s suite input).'),
}).superRefine((config, ctx) => {
  const topContext = contextVariables(config.metrics ?? []);
  checkMetricsList(config.metrics ?? [], topContext, ['metrics'], ctx);
  for (const [name, suite] of Object.entries(config.suites ?? {})) {
    const vars = new Set([...topContext, ...contextVariables(suite.metrics ?? [])]);
    checkMetricsList(suite.metrics ?? [], vars, ['suites', name, 'metrics'], ctx);
  }
});
export type BenchGateConfig = z.infer<typeof ConfigSchema>;

function contextVariables(entries: readonly MetricsEntry[]): Set<string> {
  return new Set(entries.flatMap((e) => (e.context === undefined ? [] : namedGroups(e.context))));
}

function checkMetricsList(entries: readonly MetricsEntry[], vars: ReadonlySet<string>, at: (string | number)[], ctx: z.RefinementCtx): void {
  entries.forEach((entry, index) => {
    for (const problem of checkMetricsPattern(entry, vars)) {
      ctx.addIssue({ code: 'custom', path: [...at, index, ...problem.path], message: problem.message });
    }
  });
}

/** Where a key may appear, for "did you mean" suggestions and "belongs in" hints. */
export const CONFIG_PLACES = ['top', 'suite', 'rule', 'metrics-entry', 'value-spec'] as const;
export type ConfigPlace = (typeof CONFIG_PLACES)[number];

/** The keys of each place, and how messages name it. */
export const KEYS_OF: Readonly<Record<ConfigPlace, { name: string; keys: readonly string[] }>> = {
  top: { name: 'the top level', keys: ['$schema', 'version', 'suites', ...Object.keys(settings)] },
  suite: { name: 'a suite (suites: NAME:)', keys: Object.keys(settings) },
  rule: { name: 'a rule (rules: - match: ...)', keys: Object.keys(RuleSchema.shape) },
  'metrics-entry': { name: 'a metrics entry (metrics: - pattern: ...)', keys: Object.keys(MetricsEntrySchema.shape) },
  'value-spec': { name: 'an entry of values: or keys:', keys: Object.keys(ValueSpecSchema.shape) },
};
