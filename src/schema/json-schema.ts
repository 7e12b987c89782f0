/**
 * JSON Schema documents generated from the zod schemas, for editors and other tools. The files in
 * `schema/` are written by `npm run schemas` and a test fails when they are stale.
 */
import { z } from 'zod';
import { ResultSetSchema } from './result.js';
import { ConfigSchema } from '../config/schema.js';

/** File name in `schema/` -> its JSON Schema document. */
export function jsonSchemas(): Record<string, unknown> {
  return {
    'result.schema.json': {
      ...z.toJSONSchema(ResultSetSchema, { target: 'draft-2020-12' }),
      $id: 'https://github.com/bench-gate/bench-gate/schema/result.schema.json',
      title: 'bench-gate result set',
      description: 'Benchmarks parsed by bench-gate: context, every sample of every metric in base units, diagnostics, and optional baseline history.',
    },
    'config.schema.json': {
      ...z.toJSONSchema(ConfigSchema, { target: 'draft-2020-12', io: 'input' }),
      $id: 'https://github.com/bench-gate/bench-gate/schema/config.schema.json',
      title: 'bench-gate.yml',
      description: 'bench-gate\'s config file: default settings, per-benchmark rules (first matching rule wins per field), metrics patterns for bench binaries, comment policy, and the same per suite.',
    },
  };
}

/** The exact text written to a schema file (stable formatting, trailing newline). */
export function schemaFileText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
