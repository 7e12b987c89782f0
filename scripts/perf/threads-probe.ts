/**
 * The probe scripts/perf/threads.ts times: reads and joins two result files, then computes every
 * pair's side summaries and statistical test (the per-pair work of compare, the part that could be
 * shared between threads) either on the main thread alone (`single`) or with the second half of the
 * pairs in a worker thread (`split`), and prints one JSON line: the phase's wall time and a digest
 * of the results, so the two modes can be checked to agree.
 *
 * Bundled by threads.ts before it runs: on Node 20 a worker thread cannot load TypeScript through tsx.
 *
 *   node PROBE.mjs single|split BASE HEAD
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { testMetric } from '../../src/compare/metric-stats.js';
import { medianConfidenceInterval } from '../../src/stats/quantile-ci.js';
import { median, sortedCopy } from '../../src/stats/sorted.js';

/** The pairs' samples in one transferable block: per pair, base then head samples; sizes and flags beside. */
interface PackedPairs { values: Float64Array<ArrayBuffer>; sizes: Int32Array<ArrayBuffer>; flags: Uint8Array<ArrayBuffer> }

const HIGHER_IS_BETTER = 1;
const EXACT = 2;

function summary(sorted: ArrayLike<number>): number[] {
  const ci = medianConfidenceInterval(sorted);
  return [sorted.length, median(sorted), ci.lo, ci.hi, sorted[0] ?? NaN, sorted[sorted.length - 1] ?? NaN];
}

/** What compare computes per pair before the multiple-comparison step, for each packed pair. */
function computePairs(packed: PackedPairs): unknown[] {
  const out: unknown[] = [];
  let at = 0;
  for (let i = 0; i < packed.flags.length; i++) {
    const nBase = packed.sizes[2 * i] ?? 0;
    const nHead = packed.sizes[2 * i + 1] ?? 0;
    const base = Array.from(packed.values.subarray(at, at + nBase));
    const head = Array.from(packed.values.subarray(at + nBase, at + nBase + nHead));
    at += nBase + nHead;
    const sorted = { base: sortedCopy(base), head: sortedCopy(head) };
    const flags = packed.flags[i] ?? 0;
    const stats = testMetric({ better: flags & HIGHER_IS_BETTER ? 'higher' : 'lower', assumption: flags & EXACT ? 'exact' : 'nothing', base, head, sorted }, 0);
    out.push([summary(sorted.base), summary(sorted.head), stats]);
  }
  return out;
}

interface SamplePair { base: number[]; head: number[]; better: string; assumption: string }

function pack(pairs: readonly SamplePair[]): PackedPairs {
  let total = 0;
  for (const p of pairs) total += p.base.length + p.head.length;
  const packed = { values: new Float64Array(total), sizes: new Int32Array(2 * pairs.length), flags: new Uint8Array(pairs.length) };
  let at = 0;
  pairs.forEach((p, i) => {
    packed.sizes[2 * i] = p.base.length;
    packed.sizes[2 * i + 1] = p.head.length;
    packed.values.set(p.base, at);
    packed.values.set(p.head, at + p.base.length);
    at += p.base.length + p.head.length;
    packed.flags[i] = (p.better === 'higher' ? HIGHER_IS_BETTER : 0) | (p.assumption === 'exact' ? EXACT : 0);
  });
  return packed;
}

if (!isMainThread) {
  parentPort?.on('message', (packed: PackedPairs) => parentPort?.postMessage(computePairs(packed)));
} else {
  const [mode = 'single', basePath = '', headPath = ''] = process.argv.slice(2);
  // Started first, as a real implementation would, so its start-up overlaps the parse.
  const worker = mode === 'split' ? new Worker(new URL(import.meta.url)) : undefined;
  const { readInput } = await import('../../src/input.js');
  const { joinResultSets, metricValues } = await import('../../src/compare/join.js');
  const load = (path: string) => {
    const parsed = readInput(readFileSync(path, 'utf8'), path, 'auto');
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value.set;
  };
  const pairs: SamplePair[] = [];
  for (const p of joinResultSets(load(basePath), load(headPath))) {
    if (p.kind === 'both') pairs.push({ base: metricValues(p.base), head: metricValues(p.head), better: p.head.better, assumption: p.head.assumption });
  }
  const start = performance.now();
  const half = worker === undefined ? pairs.length : Math.floor(pairs.length / 2);
  let theirs: Promise<unknown[]> = Promise.resolve([]);
  if (worker !== undefined) {
    const packed = pack(pairs.slice(half));
    theirs = new Promise((resolve) => worker.once('message', resolve));
    worker.postMessage(packed, [packed.values.buffer, packed.sizes.buffer, packed.flags.buffer]);
  }
  const mine = computePairs(pack(pairs.slice(0, half)));
  const results = [...mine, ...(await theirs)];
  const ms = performance.now() - start;
  await worker?.terminate();
  const digest = createHash('sha256').update(JSON.stringify(results)).digest('hex').slice(0, 16);
  process.stdout.write(`${JSON.stringify({ mode, pairs: results.length, ms, digest })}\n`);
}
