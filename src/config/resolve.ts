/**
 * From a validated config and a suite name to the settings in force: the suite's settings over the
 * top-level ones, its rules tried before the top-level rules, its metrics patterns before the
 * top-level patterns. Command-line flags and action inputs override the result (the callers do it).
 */
import type { InputFormat } from '../input.js';
import type { MetricsPattern } from '../parsers/metrics-patterns.js';
import type { Direction } from '../schema/result.js';
import type { MultipleComparisonMethod } from '../stats/multiple.js';
import { nameGlob, unitGlob } from './glob.js';
import type { BenchGateConfig, CommentPolicy, Rule } from './schema.js';
import { singleSampleFallbackThreshold } from './single-sample-fallback.js';
import { thresholdFraction } from './threshold.js';

/** A rule ready for matching, with the label the report uses ("rule #2 (match: "X")"). */
export interface ResolvedRule {
  label: string;
  match: RegExp;
  metric: RegExp | undefined;
  /** The `metric:` glob as written, for hints. */
  metricText: string | undefined;
  threshold: number | undefined;
  /** The threshold as written, for notes ("3%"). */
  thresholdText: string | undefined;
  informational: boolean | undefined;
  ignore: boolean | undefined;
  exact: boolean | undefined;
  better: Direction | undefined;
  unit: string | undefined;
}

export interface ResolvedConfig {
  file: string;
  /** The suite whose settings were applied, when the config has it. */
  suite: string | undefined;
  format: InputFormat | undefined;
  threshold: number | undefined;
  q: number | undefined;
  multipleComparisons: MultipleComparisonMethod | undefined;
  minSamples: number | undefined;
  /** `single-sample-fallback: threshold:X`: the plain threshold for one-number-per-run metrics with too short a history. */
  singleSampleFallback: number | undefined;
  comment: CommentPolicy | undefined;
  rules: ResolvedRule[];
  metrics: MetricsPattern[];
  /** Things the user should know (a suite that the file does not have). */
  warnings: string[];
}

/** The settings in force for `suite` (undefined: top-level only). */
export function resolveConfig(config: BenchGateConfig, file: string, suite?: string): ResolvedConfig {
  const suites = config.suites ?? {};
  const chosen = suite === undefined ? undefined : Object.hasOwn(suites, suite) ? suites[suite] : undefined;
  const warnings: string[] = [];
  const names = Object.keys(suites);
  if (suite !== undefined && chosen === undefined && names.length > 0) {
    warnings.push(`${file} has no suite "${suite}" (it has ${names.join(', ')}); using its top-level settings only`);
  }
  const threshold = chosen?.threshold ?? config.threshold;
  const fallback = chosen?.['single-sample-fallback'] ?? config['single-sample-fallback'];
  const minSamples = chosen?.['min-samples'] ?? config['min-samples'];
  if (fallback !== undefined && minSamples !== undefined && minSamples > 1) warnings.push(fallbackUnderFloor(file, chosen === undefined ? undefined : suite, minSamples));
  return {
    file,
    suite: chosen === undefined ? undefined : suite,
    format: chosen?.format ?? config.format,
    threshold: threshold === undefined ? undefined : thresholdFraction(threshold),
    q: chosen?.q ?? config.q,
    multipleComparisons: chosen?.['multiple-comparisons'] ?? config['multiple-comparisons'],
    minSamples,
    singleSampleFallback: fallback === undefined ? undefined : singleSampleFallbackThreshold(fallback),
    comment: chosen?.comment ?? config.comment,
    rules: [
      ...(chosen?.rules ?? []).map((r, i) => resolveRule(r, `suite "${suite ?? ''}" rule #${i + 1}`)),
      ...(config.rules ?? []).map((r, i) => resolveRule(r, `rule #${i + 1}`)),
    ],
    metrics: [
      ...(chosen?.metrics ?? []).map((e, i) => ({ ...e, place: `suites${keyPath(suite ?? '')}.metrics[${i}]` })),
      ...(config.metrics ?? []).map((e, i) => ({ ...e, place: `metrics[${i}]` })),
    ],
    warnings,
  };
}

/**
 * The floor judges no metric below it, the fallback's included, so above 1 the fallback (one sample
 * per run) can never apply: said where the config is read, since a suite inherits the top level's
 * floor and the two settings may be far apart in the file.
 */
function fallbackUnderFloor(file: string, suite: string | undefined, minSamples: number): string {
  const where = suite === undefined ? file : `${file}, suite "${suite}"`;
  return `${where}: single-sample-fallback judges nothing under min-samples ${minSamples} (a metric of one sample per run is below that floor, so it stays inconclusive); set min-samples: 1${suite === undefined ? '' : ` in suite "${suite}"`} to use the fallback`;
}

/** A key in a path as zod's messages on the file write it: `.api`, or `["api v2"]` for a key that is not a name. */
function keyPath(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

function resolveRule(rule: Rule, name: string): ResolvedRule {
  const threshold = rule.threshold === undefined ? undefined : thresholdFraction(rule.threshold);
  const where = rule.metric === undefined ? `match: "${rule.match}"` : `match: "${rule.match}", metric: "${rule.metric}"`;
  return {
    label: `${name} (${where})`,
    match: nameGlob(rule.match),
    metric: rule.metric === undefined ? undefined : unitGlob(rule.metric),
    metricText: rule.metric,
    threshold,
    thresholdText: threshold === undefined ? undefined : `${+(threshold * 100).toPrecision(6)}%`,
    informational: rule.informational,
    ignore: rule.ignore,
    exact: rule.exact,
    better: rule.better,
    unit: rule.unit,
  };
}
