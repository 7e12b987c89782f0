/**
 * `bench-gate compare` of two one-number files, real output of examples/bullmq-like's app (one run
 * each, the head with BENCH_SLOWDOWN=1: processing and latency 3-4x slower; fixtures/metrics), read
 * with fixtures/config/bullmq-like.yml, without and with its suite that sets
 * `single-sample-fallback: threshold:10%`.
 */
import { describe, expect, it } from 'vitest';
import { ComparisonReportSchema } from '../../src/schema/report.js';
import { ROOT, runCliAt } from './cli-harness.js';

const CONFIG = 'fixtures/config/bullmq-like.yml';
const BASE = 'fixtures/metrics/bullmq-like-1-run.txt';
const SLOW = 'fixtures/metrics/bullmq-like-1-run-slow.txt';
const compare = (...args: string[]) => runCliAt(ROOT, ['compare', '--config', CONFIG, ...args]);
const LABEL = 'single-sample-fallback: an unqualified threshold check with no statistics, the head value against the base value at 10% (run-to-run noise of that size fails the gate too): 1 sample per run and 0 baseline runs in history; need at least 5 baseline runs (or 7 samples per side) for a statistical test';

describe('compare of two one-number files', () => {
  it('without single-sample-fallback: every metric inconclusive, exit 0', async () => {
    const run = await compare('--output', 'json', BASE, SLOW);
    expect(run.code).toBe(0);
    const report = ComparisonReportSchema.parse(JSON.parse(run.stdout));
    expect(report.comparisons.map((c) => c.status)).toEqual(Array.from({ length: 7 }, () => 'inconclusive'));
    expect(report.settings).not.toHaveProperty('singleSampleFallback');
  });

  it('with it: the slowdown regresses, exit 1, and every row and the failure line say no statistics were used', async () => {
    const run = await compare('--suite', 'fallback', '--output', 'json', BASE, SLOW);
    expect(run.code).toBe(1);
    const report = ComparisonReportSchema.parse(JSON.parse(run.stdout));
    expect(report.verdict).toBe('fail');
    expect(report.settings.singleSampleFallback).toBe(0.1);
    expect(report.comparisons.every((c) => c.method === 'threshold-fallback' && c.threshold === 0.1 && c.p === null && c.warnings[0] === LABEL)).toBe(true);
    const status = Object.fromEntries(report.comparisons.map((c) => [c.name.replace('bullmq/throughput-unlimited/', ''), c.status]));
    expect(status).toEqual({
      'creation-rate': 'improvement', 'processing-rate': 'regression', 'peak-rss': 'below-threshold',
      'latency/p50': 'regression', 'latency/p95': 'regression', 'latency/p99': 'regression', 'latency/max': 'regression',
    });
    expect(run.stderr).toMatch(/^bench-gate: 5 benchmark metrics regressed beyond 10%: .*; all of them judged by single-sample-fallback, a threshold check without statistics$/m);
  });

  it('with it: the text and markdown reports footnote the label and name the setting', async () => {
    const text = await compare('--suite', 'fallback', BASE, SLOW);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(`¹ ${LABEL}`);
    expect(text.stdout).toMatch(/processing-rate +3\.40 kwf\/s +0\.82 kwf\/s +-75\.99% +n=1\+1 +regression ¹\n/);
    expect(text.stdout).toContain('baseline mode: files, single-sample-fallback threshold:10% (no statistics)');
    const markdown = await compare('--suite', 'fallback', '--output', 'markdown', BASE, SLOW);
    expect(markdown.code).toBe(1);
    expect(markdown.stdout).toMatch(/\| `[^`]*processing-rate` \| wf\/s \| 3\.40 kwf\/s \| 0\.82 kwf\/s \| \*\*-75\.99%\*\* \| n=1\+1 \| 🔴 regression ¹ \|/);
    expect(markdown.stdout).toContain(`¹ ${LABEL}`);
  });
});
