/**
 * The composite's benchmark step failed (a PR that breaks the build, a benchmark that panics): the
 * gate step still runs after it (action.yml), compares nothing, and fails at once with verdict
 * `error` and a note on the PR comment an earlier run left. Before, the gate was skipped, so the
 * verdict output was empty and the comment kept the earlier run's green table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runAction } from '../../src/action/main.js';
import { BENCH_STEP_FAILED } from '../../src/action/gate-step.js';
import { commentMarker } from '../../src/report/markdown.js';
import { memoryPorts, RecordingComments } from './memory-ports.js';
import { PrefixStore } from './prefix-store.js';

const ROOT = join(import.meta.dirname, '..', '..');
// A complete output that would pass: a failed command's partial output must not be compared or saved.
const BENCH = readFileSync(join(ROOT, 'fixtures', 'go', 'compare-head.txt'), 'utf8');
const MARKER = commentMarker('default@0123456789ab');
const OLD_REPORT = `${MARKER}\n### ✅ bench-gate: no regression\n\n| Benchmark | Base | Head |\n|---|---|---|\n| \`Sort\` | 1 ns | 1 ns |`;

function gateAfterBench(outcome: string, event: 'pull_request' | 'push') {
  const comments = new RecordingComments();
  comments.comments.push({ id: 1, body: OLD_REPORT, author: 'github-actions[bot]' });
  const store = new PrefixStore();
  const pr = { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: 'c'.repeat(40), repo: { full_name: 'acme/w' } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store, comments,
    payload: { repository: { default_branch: 'main' }, ...(event === 'pull_request' ? { pull_request: pr } : {}) },
    inputs: { command: 'gate', 'output-file': 'bench.txt', 'bench-outcome': outcome, confirm: 'false' },
    env: event === 'pull_request'
      ? { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_SERVER_URL: 'https://github.com' }
      : { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: 'd'.repeat(40) },
  });
  return { run: runAction(ports), out, comments, store };
}

describe('the gate after a failed benchmark step', () => {
  it('fails at once with verdict error and notes the failure on the earlier comment, comparing nothing', async () => {
    const { run, out, comments } = gateAfterBench('failure', 'pull_request');
    await run;
    expect(out.failed).toEqual([BENCH_STEP_FAILED]);
    expect(out.outputs.verdict).toBe('error');
    expect(out.outputs).not.toHaveProperty('regressions');
    const body = comments.comments[0]?.body ?? '';
    expect(body.startsWith(MARKER)).toBe(true);
    expect(body).toContain('The benchmark command failed');
    expect(comments.comments).toHaveLength(1);
  });

  it('saves no baseline from a push whose benchmark step failed', async () => {
    const { run, out, store } = gateAfterBench('failure', 'push');
    await run;
    expect(out.failed).toEqual([BENCH_STEP_FAILED]);
    expect(store.entries).toEqual([]);
  });

  it('gates as before after a benchmark step that succeeded, or was skipped (baseline ab), or when the engine runs alone', async () => {
    for (const outcome of ['success', 'skipped', '']) {
      const { run, out, store } = gateAfterBench(outcome, 'push');
      await run;
      expect(out.failed, outcome).toEqual([]);
      expect(out.outputs.verdict, outcome).toBe('pass');
      expect(store.entries, outcome).toHaveLength(1);
    }
  });
});

describe('action.yml', () => {
  interface Step { id?: string; if?: string; with?: Record<string, string> }
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { runs: { steps: Step[] } };
  const engine = parse(readFileSync(join(ROOT, 'engine', 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> };

  it('runs the gate step after a failed benchmark step, but not after a failed prepare or a cancellation, and tells it the outcome', () => {
    const gate = action.runs.steps.find((s) => s.id === 'gate');
    // Without a status function in `if`, a step is skipped once an earlier one failed.
    expect(gate?.if?.replace(/\s+/g, ' ')).toBe("${{ !cancelled() && steps.prepare.outcome == 'success' }}");
    expect(gate?.with?.['bench-outcome']).toBe('${{ steps.bench.outcome }}');
    expect(engine.inputs).toHaveProperty('bench-outcome');
  });
});
