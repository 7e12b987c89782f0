/**
 * The comparison model: what `compare` produces and every report renders. `compare --output json`
 * serialises `ComparisonReport`; the field names `verdict`, `summary`, `comparisons[]` and, per
 * comparison, `name`, `unit`, `better`, `status`, `ratio`, `ci`, `p`, `q`, `n`, `warnings` are a
 * public contract (PRODUCT.md "The command line").
 */
import type { Direction } from '../schema/result.js';
import type { MultipleComparisonMethod } from '../stats/multiple.js';

export const COMPARISON_STATUSES = [
  'regression', 'improvement', 'below-threshold', 'no-change', 'inconclusive', 'failed', 'skipped', 'new', 'removed',
] as const;
export type ComparisonStatus = (typeof COMPARISON_STATUSES)[number];

export const BASELINE_MODES = ['files', 'cached', 'ab'] as const;
/** files: two result sets given by the user; cached: baseline from an earlier job; ab: same-job interleaved. */
export type BaselineMode = (typeof BASELINE_MODES)[number];

export const COMMON_MODE_SETTINGS = ['auto', 'on', 'off'] as const;
export type CommonModeSetting = (typeof COMMON_MODE_SETTINGS)[number];

/** How one side of a comparison is summarised (benchstat style): median with an order-statistic CI. */
export interface SideSummary {
  n: number;
  median: number;
  /** Bounds of the median's confidence interval (may be ±Infinity with few samples). */
  lo: number;
  hi: number;
  min: number;
  max: number;
}

/**
 * How the status was reached: a rank test, the history test, both, an exact comparison (metrics
 * that must not vary), or `threshold-fallback`: the config's opt-in `single-sample-fallback` for a
 * one-number-per-run metric whose history is too short to test, head against base and a plain
 * threshold, with no statistics (STATISTICS.md §4.4 item 10). `none`: not compared.
 */
export const TEST_METHODS = ['mann-whitney', 'mann-whitney+history', 'history', 'exact', 'threshold-fallback', 'none'] as const;
export type TestMethod = (typeof TEST_METHODS)[number];

export interface Comparison {
  key: string;
  name: string;
  package?: string;
  unit: string;
  better: Direction;
  status: ComparisonStatus;
  /** head / base, in the metric's own orientation (0.9 = 10% less); Hodges-Lehmann on logs. */
  ratio: number | null;
  /** Confidence interval of `ratio` (exact Moses CI), or null. */
  ci: [number, number] | null;
  /** One-sided p-value in the direction of the estimated change (worse or better), or null. */
  p: number | null;
  /** `p` adjusted for multiple comparisons across the whole comparison, or null. */
  q: number | null;
  /** Sample sizes [base, head]. */
  n: [number, number];
  /** The minimum effect δ applied (0.05 = 5%). */
  threshold: number;
  method: TestMethod;
  base?: SideSummary;
  head?: SideSummary;
  pWorse: number | null;
  qWorse: number | null;
  pBetter: number | null;
  qBetter: number | null;
  warnings: string[];
  /** True when the config marks this metric informational: a regression is reported but never fails the gate. */
  informational?: boolean;
  /**
   * For flagged results (regression, improvement) when the baseline carries a history: the median
   * of each history run in base units, oldest first, null where that run lacks this metric.
   */
  history?: (number | null)[];
}

export interface GeomeanRow {
  unit: string;
  /** Geomean of per-benchmark ratios (head/base), over benchmarks compared in this unit. */
  ratio: number;
  count: number;
  /** When common-mode correction was applied: the geomean before correction. */
  uncorrectedRatio?: number;
  /**
   * 95% interval of the geomean across benchmarks: a t-interval on the mean of the per-benchmark log
   * ratios (the spread between benchmarks, not the noise within one); absent below 2 benchmarks.
   */
  ci?: [number, number];
  /**
   * Compared benchmarks of this unit left out of the geomean because their ratio is zero or none
   * (0 -> N, N -> 0, a value that is not a number); absent when none was. `count + leftOut` is the
   * number compared in this unit.
   */
  leftOut?: number;
  /** What was left out, for the reader: `1 of 7 left out: 0 -> 48 B has no ratio`; present with `leftOut`. */
  leftOutNote?: string;
}

/** A unit whose every compared benchmark was left out of the geomean: no geomean can be computed. */
export interface GeomeanNotComputed {
  unit: string;
  /** Benchmarks compared in this unit, all left out. */
  leftOut: number;
  /** `2 of 2 left out: 0 -> 48 B and 0 -> 1 KiB have no ratio`. */
  leftOutNote: string;
}

/** The machine a side ran on, as its result set recorded it (context.machine, or the tool's cpu/goos/goarch lines). */
export interface MachineInfo {
  fingerprint?: string;
  os?: string;
  arch?: string;
  cpu?: string;
  cores?: number;
}

export interface CompareSettings {
  threshold: number;
  q: number;
  multipleComparisons: MultipleComparisonMethod;
  mode: BaselineMode;
  commonMode: CommonModeSetting;
  /**
   * The config's `single-sample-fallback` threshold (0.1 = 10%), when it is set: the plain
   * threshold check for one-number-per-run metrics whose history is too short to test.
   */
  singleSampleFallback?: number;
}

export interface ComparisonReport {
  verdict: 'pass' | 'fail';
  summary: Record<ComparisonStatus, number>;
  comparisons: Comparison[];
  geomeans: GeomeanRow[];
  /**
   * Units with compared benchmarks but no geomean, as none has a ratio (absent when there is no such
   * unit). Kept apart from `geomeans` so that every `geomeans[].ratio` stays a number.
   */
  geomeansNotComputed?: GeomeanNotComputed[];
  /** Suite-wide machine offset that was corrected (head/base, e.g. 1.031 = head ran 3.1% slower). */
  machineOffset?: number;
  warnings: string[];
  settings: CompareSettings;
  /** Present when regressions were re-measured before the gate decided (confirm on rerun). */
  confirmation?: Confirmation;
  base: { commit?: string; time?: string; tool: string; sources: string[]; historyRuns: number; machine?: MachineInfo };
  head: { commit?: string; time?: string; tool: string; sources: string[]; machine?: MachineInfo };
}

/** One flagged regression and what its rerun said. */
export interface ConfirmedRegression {
  key: string;
  unit: string;
  /** The first measurement's change: head/base ratio and its CI. */
  first: { ratio: number | null; ci: [number, number] | null };
  /** The rerun's status and change; null when the rerun did not report the benchmark. */
  rerun: { status: ComparisonStatus; ratio: number | null; ci: [number, number] | null } | null;
  /** `confirmed`: still a regression (gates); `cleared`: not reproduced (does not gate); `unavailable`: no rerun result (the first result stands). */
  outcome: 'confirmed' | 'cleared' | 'unavailable';
}

/** Confirm on rerun: the command that re-measured the flagged regressions, and each one's outcome. */
export interface Confirmation {
  command: string;
  runs: number;
  regressions: ConfirmedRegression[];
}
