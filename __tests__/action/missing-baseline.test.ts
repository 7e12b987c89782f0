/**
 * fail-on-missing-baseline: a run that cannot save a baseline (a PR) fails when it had none to
 * compare with, after writing its report; a trusted run that saves the first baseline never does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import type { BaselineStore } from '../../src/store/baseline-store.js';
import { memoryPorts } from './memory-ports.js';

const BENCH = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'compare-head.txt'), 'utf8');

/** A cache that has nothing yet and keeps what is saved. */
class EmptyStore implements BaselineStore {
  saved: string[] = [];
  restore() { return Promise.resolve({ kind: 'miss' as const }); }
  save(key: string) { this.saved.push(key); return Promise.resolve({ kind: 'saved' as const, key }); }
}

async function gate(event: 'pull_request' | 'push', inputs: Record<string, string>, store: BaselineStore | { unavailable: string } = new EmptyStore()) {
  const pr = { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40), repo: { full_name: 'acme/w' } } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': BENCH }, store,
    payload: event === 'pull_request' ? pr : { repository: { default_branch: 'main' } },
    inputs: { command: 'gate', 'output-file': 'bench.txt', ...inputs },
    env: { GITHUB_EVENT_NAME: event, GITHUB_REF: event === 'pull_request' ? 'refs/pull/7/merge' : 'refs/heads/main' },
  });
  await runAction(ports);
  return out;
}

describe('fail-on-missing-baseline', () => {
  it('passes a PR without a baseline by default, its results listed as new', async () => {
    const out = await gate('pull_request', {});
    expect(out.failed).toEqual([]);
    expect(out.outputs.verdict).toBe('pass');
  });

  it('fails a PR without a baseline when set, after writing the report', async () => {
    const out = await gate('pull_request', { 'fail-on-missing-baseline': 'true' });
    expect(out.failed).toEqual(['No baseline to compare with (none is cached for this machine and suite), and fail-on-missing-baseline is true: nothing was gated. A trusted run (save-baseline-on) on the default branch saves one for this machine (0123456789ab) and suite (default).']);
    expect(out.files.has('.bench-gate/report/report.json')).toBe(true);
    expect(out.summary).toContain('No baseline yet');
  });

  it('names an unavailable cache as the reason', async () => {
    const out = await gate('pull_request', { 'fail-on-missing-baseline': 'true' }, { unavailable: 'the Actions cache is not available in this job' });
    expect(out.failed[0]).toMatch(/^No baseline to compare with \(the Actions cache is not available in this job\)/);
  });

  it('never fails the trusted run that saves the first baseline, nor baseline: none', async () => {
    const store = new EmptyStore();
    expect((await gate('push', { 'fail-on-missing-baseline': 'true' }, store)).failed).toEqual([]);
    expect(store.saved).toHaveLength(1);
    expect((await gate('pull_request', { 'fail-on-missing-baseline': 'true', baseline: 'none' })).failed).toEqual([]);
  });

  it('baseline: none saves nothing on a trusted run: its one run would replace the cached history', async () => {
    const store = new EmptyStore();
    const out = await gate('push', { baseline: 'none' }, store);
    expect(store.saved).toEqual([]);
    expect(out.failed).toEqual([]);
    expect(out.summary).toContain('Baseline not saved: baseline: none neither reads nor saves the cached baseline.');
  });

  it('does not fail the trusted run when the cache refuses its save: the cache only degrades the run', async () => {
    const refusing: BaselineStore = { restore: () => Promise.resolve({ kind: 'miss' }), save: () => Promise.resolve({ kind: 'not-saved', reason: 'the key exists' }) };
    const out = await gate('push', { 'fail-on-missing-baseline': 'true' }, refusing);
    expect(out.failed).toEqual([]);
    expect(out.summary).toContain('Baseline not saved: the key exists.');
    expect((await gate('push', { 'fail-on-missing-baseline': 'true' }, { unavailable: 'no cache service' })).failed).toEqual([]);
  });

  it('refuses a value that is not a boolean', async () => {
    await expect(gate('pull_request', { 'fail-on-missing-baseline': 'sometimes' })).rejects.toThrow("Invalid value 'sometimes' for input 'fail-on-missing-baseline'. Use true or false.");
  });
});
