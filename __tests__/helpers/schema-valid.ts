/** Test helper: a parser's output is valid under the result schema, benchmark by benchmark and diagnostic by diagnostic. */
import { expect } from 'vitest';
import type { ParseOutput } from '../../src/parsers/types.js';
import { BenchmarkSchema, DiagnosticSchema } from '../../src/schema/result.js';

export function expectSchemaValid(out: Pick<ParseOutput, 'benchmarks' | 'diagnostics'>): void {
  for (const b of out.benchmarks) expect(BenchmarkSchema.safeParse(b).success).toBe(true);
  for (const d of out.diagnostics) expect(DiagnosticSchema.safeParse(d).success).toBe(true);
}
