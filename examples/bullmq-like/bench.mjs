#!/usr/bin/env node
/**
 * The benchmark app of a BullMQ-Workflows-like library, in one process: it creates --workflows
 * workflows of --steps steps each as fast as it can (the "throughput unlimited" test: creation
 * outruns processing and the queue saturates), runs them on --concurrency workers, and prints one
 * JSON report: creation and processing rate (wf/s), latency from creation to the last step's end
 * (p50/p95/p99/max, ms), peak RSS and heap, and the counts.
 *
 *   node bench.mjs --workflows 2000 --steps 3 --concurrency 8 > report.json
 *
 * Each step does real work: it serialises the workflow's state, hashes it, and copies it into the
 * next step's state, with an await between steps like a job's I/O. BENCH_SLOWDOWN=1 makes every
 * step also verify its payload 100 times over (CPU work in the processor only, no allocation:
 * creation and memory are not affected, processing rate and latency are).
 */
/* global structuredClone */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setImmediate } from 'node:timers';
import { parseArgs } from 'node:util';
import { Queue, Worker } from './queue.mjs';

const { values } = parseArgs({
  options: {
    workflows: { type: 'string', default: '2000' },
    steps: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '8' },
    scenario: { type: 'string', default: 'throughput-unlimited' },
  },
});
const workflows = positive('--workflows', values.workflows);
const steps = positive('--steps', values.steps);
const concurrency = positive('--concurrency', values.concurrency);
const slowdown = process.env.BENCH_SLOWDOWN === '1';

/** @param {string} flag @param {string | undefined} text */
function positive(flag, text) {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`bench: ${flag} must be a whole number of at least 1, got ${text}\n`);
    process.exit(2);
  }
  return n;
}

/** @param {string} text */
function checksum(text) {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The slowdown: an extra integrity check of the payload, FNV-1a over its text, repeated (CPU only,
 * allocates nothing, so memory is not what changes).
 * @param {string} text @param {number} workflow
 */
function verify(text, workflow) {
  let first = 0;
  for (let round = 0; round < 100; round++) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    if (round === 0) first = h;
    else if (h !== first) throw new Error(`workflow ${workflow}: checksum mismatch`);
  }
}

/** @typedef {{ order: number, items: { sku: string, qty: number }[], sums: string[] }} State */

/** @param {import('./queue.mjs').Job} job */
async function processor(job) {
  const state = /** @type {State} */ (job.data);
  await new Promise((resolve) => setImmediate(resolve));
  const text = JSON.stringify(state);
  const sum = checksum(text);
  if (slowdown) verify(text, job.workflow);
  const next = structuredClone({ ...state, sums: [...state.sums, sum.slice(0, 16)] });
  return job.step + 1 < steps ? { next } : {};
}

const queue = new Queue();
/** @type {number[]} */
const latencies = [];
let failed = 0;
let done = () => {};
const finished = new Promise((resolve) => { done = () => resolve(undefined); });
const start = performance.now();
const worker = new Worker(queue, processor, {
  concurrency,
  onDone(job, next) {
    if (next !== undefined) {
      queue.add(job.workflow, job.step + 1, next, job.createdAt);
      return;
    }
    latencies.push(performance.now() - job.createdAt);
    if (latencies.length + failed === workflows) done();
  },
});

// Creation: every workflow's first step, in one go (the queue saturates, as in the seed's test).
let peakDepth = 0;
for (let w = 0; w < workflows; w++) {
  const items = Array.from({ length: 8 }, (_, i) => ({ sku: `sku-${w}-${i}`, qty: (w * 7 + i) % 5 + 1 }));
  queue.add(w, 0, { order: w, items, sums: [] }, performance.now());
  peakDepth = Math.max(peakDepth, queue.depth);
}
const created = performance.now();
await finished;
const end = performance.now();
queue.close();
await worker.stopped();

latencies.sort((a, b) => a - b);
/** @param {number} p */
const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((latencies.length * p) / 100) - 1)] ?? 0;
const round = (/** @type {number} */ x) => Number(x.toFixed(3));
const report = {
  benchmark: 'bullmq-like',
  scenario: values.scenario,
  config: { workflows, steps, concurrency, runtime: `node ${process.versions.node}` },
  throughput: {
    creationRate: round(workflows / ((created - start) / 1000)),
    processingRate: round(latencies.length / ((end - start) / 1000)),
  },
  latency: { p50Ms: round(percentile(50)), p95Ms: round(percentile(95)), p99Ms: round(percentile(99)), maxMs: round(percentile(100)) },
  queue: { peakDepth },
  memory: { peakRssBytes: process.resourceUsage().maxRSS * 1024, heapUsedBytes: process.memoryUsage().heapUsed },
  workflows: { created: workflows, completed: latencies.length, failed },
  durationMs: round(end - start),
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
