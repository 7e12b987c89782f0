/**
 * The action's gate with `single-sample-fallback` (fixtures/config/bullmq-like.yml, suite
 * `fallback`) on a bench app that prints one number per metric and run (examples/bullmq-like, real
 * output in fixtures/metrics): with a short cached history, the regression fails the job through the
 * plain threshold, and the failure line, the annotations and the PR comment say it rests on no
 * statistics; once the history has 5 runs, the history test judges instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { ComparisonReportSchema } from '../../src/schema/report.js';
import { memoryPorts, RecordingComments } from './memory-ports.js';
import { PrefixStore } from './prefix-store.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');
const CONFIG = readFileSync(join(FIXTURES, 'config', 'bullmq-like.yml'), 'utf8');
const BASE = readFileSync(join(FIXTURES, 'metrics', 'bullmq-like-1-run.txt'), 'utf8');
const SLOW = readFileSync(join(FIXTURES, 'metrics', 'bullmq-like-1-run-slow.txt'), 'utf8');
const LABEL = 'single-sample-fallback: an unqualified threshold check with no statistics';
const INPUTS = { command: 'gate', 'output-file': 'bench.txt', config: 'bench-gate.yml', suite: 'fallback', confirm: 'false' };

/** The base run with every gated value scaled by `factor`: another trusted run of unchanged code. */
const rerun = (factor: number): string => BASE.replace(/("(?:creationRate|processingRate|p\d+Ms|maxMs|peakRssBytes)": )([\d.]+)/g,
  (_, key: string, value: string) => `${key}${key.includes('Bytes') ? Math.round(Number(value) * factor) : (Number(value) * factor).toFixed(3)}`);

async function push(store: PrefixStore, text: string, run: number): Promise<void> {
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': text, 'bench-gate.yml': CONFIG }, store, payload: { repository: { default_branch: 'main' } },
    inputs: { ...INPUTS, comment: 'never' },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: String(run).repeat(40), GITHUB_RUN_ID: String(run) },
  });
  await runAction(ports);
  expect(out.failed).toEqual([]);
}

async function pullRequest(store: PrefixStore, baseSha: string) {
  const comments = new RecordingComments();
  const payload = { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: baseSha }, head: { sha: 'f'.repeat(40), repo: { full_name: 'acme/w' } } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': SLOW, 'bench-gate.yml': CONFIG }, store, payload, comments, inputs: INPUTS,
    env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: '99' },
  });
  const errors: string[] = [];
  ports.log.error = (message) => { errors.push(message); };
  await runAction(ports);
  const report = ComparisonReportSchema.parse(JSON.parse(out.files.get('.bench-gate/report/report.json') ?? '{}'));
  return { out, errors, report, comment: comments.comments[0]?.body ?? '' };
}

describe('the action with single-sample-fallback', () => {
  it('fails on the fallback\'s regression against a one-run baseline, and the failure, annotations and comment say no statistics were used', async () => {
    const store = new PrefixStore();
    await push(store, BASE, 1);
    const { out, errors, report, comment } = await pullRequest(store, '1'.repeat(40));
    expect(report.base.historyRuns).toBe(1);
    expect(out.outputs).toMatchObject({ verdict: 'fail', regressions: '5' });
    expect(out.failed).toEqual([expect.stringMatching(/^5 benchmark metrics regressed beyond 10%: .*; all of them judged by single-sample-fallback, a threshold check without statistics$/)]);
    expect(errors).toContain('bullmq/throughput-unlimited/processing-rate wf/s: -75.99% (single-sample-fallback threshold 10%, no statistics)');
    const processing = report.comparisons.find((c) => c.name.endsWith('/processing-rate'));
    expect([processing?.status, processing?.method]).toEqual(['regression', 'threshold-fallback']);
    expect(processing?.warnings[0]).toMatch(/^single-sample-fallback: an unqualified threshold check with no statistics, .*1 sample per run and 1 baseline run in history/);
    expect(comment).toMatch(/^### ❌ bench-gate · fallback: regression found/m);
    expect(comment).toMatch(/processing-rate` \| wf\/s \| .* \| \*\*-75\.99%\*\* \| n=1\+1 \| 🔴 regression ¹ \|/);
    expect(comment).toContain(`¹ ${LABEL}`);
    expect(comment).toContain('single-sample-fallback threshold:10% (no statistics)');
  });

  it('lets the history test judge once the cached history has 5 runs', async () => {
    const store = new PrefixStore();
    const factors = [1, 1.02, 0.98, 1.01, 0.99];
    for (const [i, factor] of factors.entries()) await push(store, rerun(factor), i + 1);
    const { out, report, comment } = await pullRequest(store, '5'.repeat(40));
    expect(report.base.historyRuns).toBe(5);
    const processing = report.comparisons.find((c) => c.name.endsWith('/processing-rate'));
    expect([processing?.status, processing?.method]).toEqual(['regression', 'history']);
    expect(report.comparisons.some((c) => c.method === 'threshold-fallback')).toBe(false);
    expect(out.failed).toEqual([expect.not.stringMatching(/single-sample-fallback/)]);
    expect(comment).not.toContain(LABEL);
  });
});
