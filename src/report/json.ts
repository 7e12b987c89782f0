/**
 * The JSON report: the ComparisonReport itself, with a version so consumers can check it. Non-finite
 * numbers (an unbounded CI from few samples) become null, since JSON has no Infinity.
 */
import type { ComparisonReport } from '../compare/types.js';

export const REPORT_FORMAT_VERSION = 1;

export function renderJson(report: ComparisonReport): string {
  return `${JSON.stringify({ reportVersion: REPORT_FORMAT_VERSION, ...report }, (_key, value: unknown) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`;
}
