/**
 * Per-phase timing of `compare` in one process, through the src modules (no bundle, no CLI):
 * read, parse base, parse head, compare, render. For finding where time goes between full
 * `scripts/bench` runs; `--repeat N` reruns each phase on the same input (warm JIT).
 *
 *   node --import tsx scripts/perf/phases.ts BASE HEAD [--repeat N] [--output json|text|markdown]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { compareResultSets } from '../../src/compare.js';
import { readInput } from '../../src/input.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderText } from '../../src/report/text.js';
import type { ResultSet } from '../../src/schema/result.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { repeat: { type: 'string' }, output: { type: 'string' } } });
const repeat = Number(values.repeat ?? 1);
const [basePath = '', headPath = ''] = positionals;

function timed<T>(label: string, run: () => T): T {
  let result: T | undefined;
  const ms: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    result = run();
    ms.push(performance.now() - start);
  }
  const { rss, heapUsed, external } = process.memoryUsage();
  const mb = (bytes: number): string => `${(bytes / 2 ** 20).toFixed(0)} MB`;
  process.stdout.write(`${label.padEnd(12)} ${ms.map((m) => m.toFixed(0).padStart(6)).join(' ')} ms   rss ${mb(rss)}, heap ${mb(heapUsed)}, external ${mb(external)}\n`);
  return result as T;
}

const load = (path: string): ResultSet => {
  const parsed = readInput(readFileSync(path, 'utf8'), path, 'auto');
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value.set;
};
const base = timed('parse base', () => load(basePath));
const head = timed('parse head', () => load(headPath));
const report = timed('compare', () => compareResultSets(base, head));
const output = values.output ?? 'json';
const text = timed(`render ${output}`, () => (output === 'text' ? renderText(report) : output === 'markdown' ? renderMarkdown(report) : renderJson(report)));
timed('utf-8', () => Buffer.byteLength(text));
process.stdout.write(`${report.comparisons.length} comparisons, ${text.length} characters\n`);
