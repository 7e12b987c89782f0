// Public surface of the statistics core (pure functions, no IO). See each module's header for
// its contract and sources; STATISTICS.md §4 describes how the gate combines them.
export { normalCdf, normalSurvival, normalQuantile } from './normal.js';
export { regularizedIncompleteBeta, studentTCdf, studentTSurvival } from './t-dist.js';
export { EXACT_NO_TIES_MAX_PRODUCT, isExactNoTiesSize, uNullCdf } from './u-distribution.js';
export { EXACT_TIES_LIMIT, binomialCoefficient, rankSumTails, type TieGroup } from './u-distribution-ties.js';
export {
  ALTERNATIVES,
  mannWhitneyU,
  minAchievablePValue,
  samplesNeededPerSide,
  type Alternative,
  type MannWhitneyResult,
} from './mann-whitney.js';
export { hodgesLehmann, mosesCriticalValue, type CriticalValue, type HodgesLehmannResult } from './hodges-lehmann.js';
export {
  medianConfidenceInterval,
  medianConfidenceOrders,
  type MedianConfidenceInterval,
  type MedianConfidenceOrders,
} from './quantile-ci.js';
export { MULTIPLE_COMPARISON_METHODS, adjustPValues, type MultipleComparisonMethod } from './multiple.js';
export { historyPredictionTestOnLogs, type HistoryPredictionResult } from './history.js';
export { describeSample, isBimodal, type SampleDescription } from './describe.js';
