/**
 * Applying the config's rules to a comparison. For each benchmark metric and each field
 * (threshold, informational, ignore, exact, better, unit), the first rule that matches it and
 * sets that field decides (rules of the suite first, then the top-level ones). Then:
 *   - ignore: the benchmark (or metric) is dropped from both sides before comparing; the report
 *     says how many were ignored by which rule;
 *   - exact, better, unit: set on the parsed metrics of both sides;
 *   - threshold: the per-metric δ, through `CompareOptions.thresholdFor`;
 *   - informational: a regression is reported but never fails the gate (`GatePolicy.isInformational`);
 *   - a flagged metric (regression or improvement) gets a note naming the rules that decided it.
 * The settings `min-samples` (the gate policy's floor) and `single-sample-fallback` (a compare
 * option) come with the policy, so every command that compares with a config applies them.
 * Decisions are made once, on the metric as parsed (before a unit override renames it).
 */
import { compareResultSets, type CompareOptions } from '../compare.js';
import type { Comparison, ComparisonReport } from '../compare/types.js';
import type { GatePolicy } from '../gate.js';
import { normalizeMetricUnit } from '../parsers/metrics-units.js';
import type { Benchmark, Metric, ResultSet } from '../schema/result.js';
import type { ResolvedConfig, ResolvedRule } from './resolve.js';

const FIELDS = ['threshold', 'informational', 'ignore', 'exact', 'better', 'unit'] as const;
type Field = (typeof FIELDS)[number];

/** Per field, the rule that decided it. */
export type Decision = Partial<Record<Field, ResolvedRule>>;

/**
 * A metric's unit as stored and as printed. `otherSide` is the same metric's unit as the other side
 * of the comparison printed it: the metrics format stores fio's usec and msec runs in one unit, sec,
 * and records the spelling of the first run, so base may say usec and head msec. Without it a rule
 * `metric: usec` applied to one side only: its threshold (or ignore) held or not by which scale a
 * run happened to print first.
 */
export interface MetricUnits { unit: string; originalUnit: string; otherSide?: string }

/** Whether a rule's `metric:` glob (if any) matches the metric: its unit as stored, or as either side printed it. */
function metricMatches(rule: ResolvedRule, units: MetricUnits | undefined): boolean {
  const glob = rule.metric;
  if (glob === undefined) return true;
  if (units === undefined) return false;
  return glob.test(units.unit) || glob.test(units.originalUnit) || (units.otherSide !== undefined && glob.test(units.otherSide));
}

/** The first matching rule per field, for a benchmark (units absent) or one of its metrics. */
export function decideRules(rules: readonly ResolvedRule[], name: string, key: string, units?: MetricUnits): Decision {
  const decision: Decision = {};
  for (const rule of rules) {
    if (!rule.match.test(name) && !rule.match.test(key)) continue;
    if (!metricMatches(rule, units)) continue;
    for (const field of FIELDS) if (decision[field] === undefined && rule[field] !== undefined) decision[field] = rule;
  }
  return decision;
}

const id = (key: string, unit: string): string => `${key}\u0000${unit}`;

/** Go's `-N` GOMAXPROCS suffix at the end of a benchmark name. */
const PROCS_SUFFIX = /-(\d+)$/;

export class ConfigPolicy {
  private readonly decisions = new Map<string, Decision>();
  private readonly ignored = new Map<ResolvedRule, Set<string>>();
  private readonly used = new Set<ResolvedRule>();
  private readonly problems = new Set<string>();
  /** The names of the benchmarks the rules were applied to, for the hints of unusedRuleWarnings(). */
  private readonly names = new Set<string>();

  constructor(readonly config: ResolvedConfig) {}

  /**
   * A copy of `set` with the rules applied: ignored benchmarks and metrics dropped, overrides set.
   * `other` is the set it is compared with, whose units as printed the rules match too (MetricUnits).
   */
  prepare(set: ResultSet, other?: ResultSet): ResultSet {
    if (this.config.rules.length === 0) return set;
    const copy = structuredClone(set);
    const renames = new Map<string, string | null>();
    const printedByOther = new Map<string, string>();
    for (const b of other?.benchmarks ?? []) for (const m of b.metrics) printedByOther.set(id(b.key, m.unit), m.originalUnit);
    copy.benchmarks = copy.benchmarks.flatMap((b) => this.prepareBenchmark(b, renames, printedByOther));
    for (const run of copy.history ?? []) {
      for (const [key, byUnit] of Object.entries(run.values)) {
        for (const [unit, value] of Object.entries(byUnit)) {
          const renamed = renames.get(id(key, unit));
          if (renamed === undefined) continue;
          delete byUnit[unit];
          if (renamed !== null) byUnit[renamed] = value;
        }
      }
    }
    return copy;
  }

  /** The per-metric δ the rules give, or undefined for the default. */
  thresholdFor(benchmark: Benchmark, unit: string): number | undefined {
    return this.decisionFor(benchmark.key, benchmark.name, unit).threshold?.threshold;
  }

  /** The gate policy: informational metrics, the sample-size floor, and the notes on flagged metrics. */
  gatePolicy(): GatePolicy {
    const policy: GatePolicy = {
      isInformational: (c) => this.decisionFor(c.key, c.name, c.unit).informational?.informational === true,
      notesFor: (c) => this.notesFor(c),
    };
    if (this.config.minSamples !== undefined) policy.minSamples = this.config.minSamples;
    return policy;
  }

  /** Report-level warnings: what was ignored, by which rule, and unit overrides that could not apply. */
  reportWarnings(): string[] {
    const warnings = [...this.problems];
    const counts = [...this.ignored].map(([rule, ids]) => ({ rule, count: ids.size }));
    const total = counts.reduce((sum, c) => sum + c.count, 0);
    if (total > 0) {
      const by = counts.map((c) => `${c.count} by ${c.rule.label}`).join(', ');
      warnings.push(`${this.config.file}: ${total} benchmark metric${total === 1 ? '' : 's'} ignored (${by})`);
    }
    return warnings;
  }

  /**
   * One sentence per rule that matched no benchmark (likely a typo in the glob): "rule #1 (match:
   * "BenchmarkFNV") matched no benchmark", with a hint when the glob misses only Go's `-N` suffix.
   */
  unusedRuleWarnings(): string[] {
    return this.config.rules.filter((r) => !this.used.has(r)).map((r) => `${r.label} matched no benchmark${this.suffixHint(r)}${storedTimeHint(r)}`);
  }

  /**
   * Go prints GOMAXPROCS after the name (`BenchmarkFNV-8`) and the glob matches whole names, so
   * `BenchmarkFNV` matches nothing: said when the rule would match a name without that suffix.
   */
  private suffixHint(rule: ResolvedRule): string {
    for (const name of this.names) {
      const bare = PROCS_SUFFIX.exec(name);
      if (bare !== null && rule.match.test(name.slice(0, bare.index))) {
        return `; it would match ${name} without the -${bare[1] ?? ''} that Go adds (GOMAXPROCS): end the glob with * (e.g. "${name.slice(0, bare.index)}*")`;
      }
    }
    return '';
  }

  private prepareBenchmark(b: Benchmark, renames: Map<string, string | null>, printedByOther: ReadonlyMap<string, string>): Benchmark[] {
    this.names.add(b.name);
    const whole = this.decide(b.name, b.key);
    if (whole.ignore?.ignore === true) {
      for (const unit of b.metrics.length > 0 ? b.metrics.map((m) => m.unit) : ['']) {
        this.markIgnored(whole.ignore, b.key, unit);
        renames.set(id(b.key, unit), null);
      }
      return [];
    }
    const had = b.metrics.length;
    b.metrics = b.metrics.flatMap((m) => this.prepareMetric(b, m, renames, printedByOther.get(id(b.key, m.unit))));
    return had > 0 && b.metrics.length === 0 ? [] : [b];
  }

  private prepareMetric(b: Benchmark, m: Metric, renames: Map<string, string | null>, otherSide: string | undefined): Metric[] {
    const d = this.decide(b.name, b.key, { unit: m.unit, originalUnit: m.originalUnit, ...(otherSide === undefined ? {} : { otherSide }) });
    if (d.ignore?.ignore === true) {
      this.markIgnored(d.ignore, b.key, m.unit);
      renames.set(id(b.key, m.unit), null);
      return [];
    }
    if (d.exact?.exact !== undefined) m.assumption = d.exact.exact ? 'exact' : 'nothing';
    if (d.better?.better !== undefined) m.better = d.better.better;
    const unit = d.unit?.unit;
    if (unit !== undefined && unit !== m.unit) {
      if (b.metrics.some((other) => other !== m && other.unit === unit)) {
        this.problems.add(`${d.unit?.label ?? 'a rule'}: cannot rename ${m.unit} of ${b.name} to ${unit}, which it already has; kept ${m.unit}`);
      } else {
        renames.set(id(b.key, m.unit), unit);
        m.unit = unit;
      }
    }
    this.decisions.set(id(b.key, m.unit), d);
    return [m];
  }

  private decide(name: string, key: string, units?: MetricUnits): Decision {
    const decision = decideRules(this.config.rules, name, key, units);
    for (const rule of this.config.rules) {
      if ((rule.match.test(name) || rule.match.test(key)) && metricMatches(rule, units)) this.used.add(rule);
    }
    return decision;
  }

  private decisionFor(key: string, name: string, unit: string): Decision {
    return this.decisions.get(id(key, unit)) ?? decideRules(this.config.rules, name, key, { unit, originalUnit: unit });
  }

  private markIgnored(rule: ResolvedRule, key: string, unit: string): void {
    const ids = this.ignored.get(rule) ?? new Set<string>();
    ids.add(id(key, unit));
    this.ignored.set(rule, ids);
  }

  /** "rule #2 (match: "BenchmarkHash*") threshold 3%", one note per rule that decided a flagged metric. */
  private notesFor(c: Comparison): string[] {
    if (c.status !== 'regression' && c.status !== 'improvement') return [];
    const d = this.decisionFor(c.key, c.name, c.unit);
    return this.config.rules.flatMap((rule) => {
      // A rule's threshold is named only when the metric was judged at it: single-sample-fallback
      // judges at its own when that is larger, and "threshold 3%" beside a verdict at 10% misleads.
      const parts = FIELDS.filter((f) => d[f] === rule && (f !== 'threshold' || rule.threshold === c.threshold))
        .map((f) => describeField(f, rule)).filter((p) => p !== '');
      return parts.length === 0 ? [] : [`${rule.label} ${parts.join(', ')}`];
    });
  }
}

/**
 * For a rule whose `metric:` is a time the metrics format stores in another unit (`usec`, `msec`:
 * in `sec`): it matches such a metric only as printed, that is where the first run of either side
 * printed that spelling, and fio prints a run's latencies in usec or msec by their size.
 */
function storedTimeHint(rule: ResolvedRule): string {
  const text = rule.metricText;
  if (text === undefined) return '';
  const stored = normalizeMetricUnit(text).unit;
  const time = stored === 'sec' || (stored.endsWith('/s') && !text.endsWith('/s'));
  if (stored === text || !time) return '';
  return `; if its metrics come from the metrics format, which stores ${text} in ${stored} and matches ${text} only where a run printed it first, write metric: "${stored}" (narrowed with match:)`;
}

function describeField(field: Field, rule: ResolvedRule): string {
  switch (field) {
    case 'threshold': return `threshold ${rule.thresholdText ?? ''}`;
    case 'informational': return rule.informational === true ? 'informational: reported, never fails the gate' : '';
    case 'ignore': return '';
    case 'exact': return rule.exact === true ? 'exact' : 'not exact';
    case 'better': return `better=${rule.better ?? ''}`;
    case 'unit': return `unit ${rule.unit ?? ''}`;
  }
}

/** Compares with the config's rules applied (or plainly, without a config). */
export function compareWithConfig(base: ResultSet, head: ResultSet, options: CompareOptions, policy: ConfigPolicy | undefined): ComparisonReport {
  if (policy === undefined) return compareResultSets(base, head, options);
  const fallback = options.singleSampleFallback ?? policy.config.singleSampleFallback;
  const report = compareResultSets(policy.prepare(base, head), policy.prepare(head, base), {
    ...options,
    thresholdFor: (benchmark, unit) => policy.thresholdFor(benchmark, unit),
    policy: policy.gatePolicy(),
    ...(fallback === undefined ? {} : { singleSampleFallback: fallback }),
  });
  report.warnings.push(...policy.reportWarnings());
  return report;
}
