/**
 * What every parser returns: benchmarks in the common schema, the tool's config lines, and the
 * problems it met as data (diagnostics with line numbers), never as exceptions.
 */
import type { Benchmark, Diagnostic } from '../schema/result.js';

export interface ParseOutput {
  benchmarks: Benchmark[];
  /** The tool's config lines in force at the first result (e.g. goos, goarch, pkg, cpu). */
  config: Record<string, string>;
  diagnostics: Diagnostic[];
  /** Lines that were not benchmark output (noise is normal); the first few, for the "no results" error. */
  unrecognized: { line: number; text: string }[];
  /** Number of lines read. */
  lineCount: number;
}

/** How many unrecognized lines a parser keeps to show the user when nothing could be read. */
export const UNRECOGNIZED_KEPT = 5;

/** Shortens a line for a diagnostic so a 10 MB line cannot flood a report. */
export function excerpt(text: string, max = 120): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
