/**
 * Times the action engine's processing of one run in a fresh process, in-process through the
 * src modules and without network: the steps of src/action/gate-step.ts (parse the head output,
 * validate the restored baseline, compare in cached mode with its history, build the next baseline
 * file, render report.json, the comment and the job summary within their budgets).
 * Prints one JSON line of milliseconds per step.
 *
 *   node --import tsx scripts/perf/action-engine.ts BASELINE.json HEAD.txt [SRC_DIR]
 *
 * SRC_DIR (default: this checkout's src/) lets `scripts/bench --before-root` time an earlier
 * checkout's engine with the same harness.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ACTION_FINGERPRINT } from './action-fixture.js';

const [baselinePath = '', headPath = '', srcDir = resolve(import.meta.dirname, '../../src')] = process.argv.slice(2);
const load = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(srcDir, path)).href)) as T;
const { compareResultSets } = await load<typeof import('../../src/compare.js')>('compare.ts');
const { readInput } = await load<typeof import('../../src/input.js')>('input.ts');
const { COMMENT_LIMIT_CHARS, renderWithinBudget, SUMMARY_LIMIT_BYTES, utf8Bytes } = await load<typeof import('../../src/report/budget.js')>('report/budget.ts');
const { renderJson } = await load<typeof import('../../src/report/json.js')>('report/json.ts');
const { checkBaseline, nextBaseline } = await load<typeof import('../../src/store/baseline-file.js')>('store/baseline-file.ts');

const times: Record<string, number> = {};
let last = performance.now();
const lap = (step: string): void => {
  const now = performance.now();
  times[step] = now - last;
  last = now;
};

const headText = readFileSync(headPath, 'utf8');
const baselineText = readFileSync(baselinePath, 'utf8');
lap('read');
const parsed = readInput(headText, headPath, 'auto');
if (!parsed.ok) throw new Error(parsed.error);
lap('parse');
const check = checkBaseline(baselineText, 'baseline', ACTION_FINGERPRINT);
if (check.kind !== 'found') throw new Error(check.reason);
lap('baseline');
const report = compareResultSets(check.set, parsed.value.set, { threshold: 0.05, mode: 'cached' });
lap('compare');
const saved = `${JSON.stringify(nextBaseline(parsed.value.set, check.set, 10, 'perf'))}\n`;
lap('save');
const options = { suite: 'perf', notes: ['Baseline: perf.'], marker: `perf@${ACTION_FINGERPRINT}` };
const rendered = [renderJson(report), renderWithinBudget(report, options, COMMENT_LIMIT_CHARS).text, renderWithinBudget(report, options, SUMMARY_LIMIT_BYTES, utf8Bytes).text];
lap('render');
times.total = Object.values(times).reduce((a, b) => a + b, 0);
process.stdout.write(`${JSON.stringify({ ms: times, comparisons: report.comparisons.length, bytes: saved.length + rendered.join('').length })}\n`);
