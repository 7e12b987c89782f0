/**
 * "Beyond one machine" (README, Sharded suites): matrix shards on one machine class each write a
 * result file (`bench-gate parse --commit`, or `bench-gate run`, which also records the machine),
 * a final job merges them with `bench-gate merge` and gates the merged file with the engine alone
 * (`command: all`, `run: ''`, `output-file: all.json`). The final job runs on another machine
 * (ubuntu-latest), so `machine-id` names the shards' machine class: it keys the baseline and the
 * PR comment. Real Go outputs, the real CLI and engine; GitHub and the cache are in memory.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { PrefixStore } from './prefix-store.js';
import { ROOT, runCliAt } from '../config/cli-harness.js';
import { memoryPorts, RecordingComments } from './memory-ports.js';

const MAIN = 'a'.repeat(40);
const PR_HEAD = 'c'.repeat(40);


let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-gate-shards-'));
  for (const name of ['compare-base-run1.txt', 'compare-base-run2.txt', 'multi-package.txt']) copyFileSync(join(ROOT, 'fixtures', 'go', name), join(dir, name));
  // A PR that slows one benchmark of shard 1 by 30% (the fixture's own samples, scaled).
  const slower = readFileSync(join(dir, 'compare-base-run2.txt'), 'utf8')
    .replace(/^(BenchmarkFNV-2\s+\d+\s+)(\d+)( ns\/op)/gm, (_, head: string, ns: string, unit: string) => `${head}${Math.round(Number(ns) * 1.3)}${unit}`);
  writeFileSync(join(dir, 'fnv-slower.txt'), slower);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * What each shard and the final job's merge step run, on `commit`; the merged file's text. Two
 * fingerprints: the shards ran on different machines, merged with --allow-different-machines.
 */
async function shardsAndMerge(commit: string, shard1: string, fingerprint?: string | [string, string]): Promise<string> {
  const shards = [shard1, 'multi-package.txt'];
  for (const [i, input] of shards.entries()) {
    const run = await runCliAt(dir, ['parse', '--no-config', input, '--commit', commit, '-o', `shard-${i + 1}.json`], { writeFiles: true });
    expect(run.stderr).not.toMatch(/error/);
    expect(run.code).toBe(0);
    // What `bench-gate run` records beside the commit: the machine that measured it.
    if (fingerprint !== undefined) {
      const result = JSON.parse(readFileSync(join(dir, `shard-${i + 1}.json`), 'utf8')) as { context: { machine?: Record<string, string> } };
      result.context.machine = { ...result.context.machine, fingerprint: typeof fingerprint === 'string' ? fingerprint : fingerprint[i] ?? '' };
      writeFileSync(join(dir, `shard-${i + 1}.json`), JSON.stringify(result));
    }
  }
  const allow = Array.isArray(fingerprint) ? ['--allow-different-machines'] : [];
  const merged = await runCliAt(dir, ['merge', ...allow, 'shard-1.json', 'shard-2.json', '-o', 'all.json']);
  expect(merged.stderr).toMatch(/merged 2 files: 35 benchmarks/);
  expect(merged.code).toBe(0);
  return merged.files.get('all.json') ?? '';
}

/** This job's machine as readFingerprint hashes it: machine-id replaces the hardware (here: the final job's ubuntu-latest). */
const fingerprintOf = (machineId: string): string => createHash('sha256').update(machineId === '' ? 'ubuntu-latest hardware' : machineId).digest('hex').slice(0, 12);

interface FinalJob { event: 'push' | 'pull_request'; run: string; merged: string; store: PrefixStore; machineId?: string; comments?: RecordingComments; baseline?: string; cpu?: string }

/** The final job: the engine alone on the downloaded, merged shards. */
async function finalJob(job: FinalJob) {
  const machineId = job.machineId ?? '';
  const pr = { number: 7, base: { sha: MAIN }, head: { sha: PR_HEAD, repo: { full_name: 'acme/w' } } };
  const { ports, out } = memoryPorts({
    files: { 'all.json': job.merged }, store: job.store, ...(job.comments === undefined ? {} : { comments: job.comments }),
    payload: { repository: { default_branch: 'main' }, ...(job.event === 'pull_request' ? { pull_request: pr } : {}) },
    inputs: { command: 'all', run: '', 'output-file': 'all.json', 'machine-id': machineId, 'github-token': 't', baseline: job.baseline ?? '' },
    env: job.event === 'push'
      ? { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: MAIN, GITHUB_RUN_ID: job.run, GITHUB_JOB: 'gate' }
      : { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_SHA: 'e'.repeat(40), GITHUB_RUN_ID: job.run, GITHUB_JOB: 'gate' },
  });
  // ubuntu-latest's hardware, unless machine-id replaces it (readFingerprint keeps no cpu then).
  const details: Record<string, string> = machineId === '' ? { cpu: job.cpu ?? 'AMD EPYC 7763 64-Core Processor', cores: '4' } : { 'machine-id': machineId };
  ports.fingerprint = () => Promise.resolve({ id: fingerprintOf(machineId), os: 'Linux', arch: 'X64', details });
  await runAction(ports);
  return out;
}

describe('a sharded suite gated in a final job', () => {
  it('saves the merged shards as the machine class\'s baseline on push, and gates a PR\'s regression in one shard against it', async () => {
    const store = new PrefixStore();
    const fp = fingerprintOf('bench-box');
    const push = await finalJob({ event: 'push', run: '10', merged: await shardsAndMerge(MAIN, 'compare-base-run1.txt'), store, machineId: 'bench-box' });
    expect(push.failed).toEqual([]);
    expect(store.entries.map((e) => e.key)).toEqual([`bench-gate/v1/Linux-X64/${fp}/default/${MAIN}-10-1`]);
    const saved = JSON.parse(store.entries[0]?.text ?? '{}') as { benchmarks: unknown[]; context: { commit: string; machine: { fingerprint: string } } };
    expect([saved.benchmarks.length, saved.context.commit, saved.context.machine.fingerprint]).toEqual([35, MAIN, fp]);

    const comments = new RecordingComments();
    const pr = await finalJob({ event: 'pull_request', run: '11', merged: await shardsAndMerge(PR_HEAD, 'fnv-slower.txt'), store, machineId: 'bench-box', comments });
    expect(pr.outputs.verdict).toBe('fail');
    expect(pr.outputs['baseline-commit']).toBe(MAIN);
    expect(pr.failed).toEqual([expect.stringMatching(/FNV/)]);
    expect(pr.failed[0]).not.toMatch(/Xorshift|PointerChase|Concat/);
    expect(pr.summary).toContain(`Baseline: ${MAIN.slice(0, 12)} (the PR's base commit).`);
    // One comment per machine class: the marker names the suite and the class's fingerprint.
    expect(comments.comments.map((c) => c.body.startsWith(`<!-- bench-gate:default@${fp} -->`))).toEqual([true]);
    expect(comments.comments[0]?.body).toMatch(/FNV/);
    expect(store.entries).toHaveLength(1); // PRs never save
  });

  it('keeps machine classes apart: another machine-id neither restores nor updates the first class\'s baseline and comment', async () => {
    const store = new PrefixStore();
    await finalJob({ event: 'push', run: '10', merged: await shardsAndMerge(MAIN, 'compare-base-run1.txt'), store, machineId: 'bench-box' });
    const comments = new RecordingComments();
    const merged = await shardsAndMerge(PR_HEAD, 'fnv-slower.txt');
    const other = await finalJob({ event: 'pull_request', run: '11', merged, store, machineId: 'arm-box', comments });
    expect([other.failed, other.outputs.verdict]).toEqual([[], 'pass']);
    expect(other.summary).toMatch(/No baseline yet for this machine and suite/);
    await finalJob({ event: 'pull_request', run: '11', merged, store, machineId: 'bench-box', comments });
    expect(comments.comments.map((c) => /bench-gate:default@(\w+)/.exec(c.body)?.[1])).toEqual([fingerprintOf('arm-box'), fingerprintOf('bench-box')]);
  });
});

describe('a result file measured on another machine', () => {
  it('is refused without machine-id: its numbers would be saved and compared as this machine\'s', async () => {
    const store = new PrefixStore();
    const comments = new RecordingComments();
    const merged = await shardsAndMerge(MAIN, 'compare-base-run1.txt', 'bbbbbbbbbbbb');
    const push = await finalJob({ event: 'push', run: '10', merged, store, comments });
    expect(push.failed).toEqual([expect.stringMatching(/^all\.json was measured on machine bbbbbbbbbbbb \(cpu Intel\(R\) Xeon\(R\) Processor, here AMD EPYC 7763 64-Core Processor\), but this job runs on machine \w{12}.*set machine-id to name the machine class/)]);
    expect([store.entries, push.summary, comments.calls]).toEqual([[], '', []]);
  });

  it('is gated with a warning when only the fingerprint differs, the hardware the same (a toolchain seen differently by the benchmark step)', async () => {
    const store = new PrefixStore();
    const merged = await shardsAndMerge(MAIN, 'compare-base-run1.txt', 'bbbbbbbbbbbb');
    const push = await finalJob({ event: 'push', run: '10', merged, store, cpu: 'Intel(R) Xeon(R) Processor' });
    expect(push.failed).toEqual([]);
    expect(push.warnings).toContain(`bench-gate: all.json records machine bbbbbbbbbbbb, this job's is ${fingerprintOf('')}, on the same hardware (the toolchain versions differ, or the step that ran bench-gate run saw another environment: see the fingerprint's details above). Gated as this machine's.`);
    expect(store.entries).toHaveLength(1);
  });

  it('is reported with baseline: none, which neither restores nor saves a baseline of this machine', async () => {
    const store = new PrefixStore();
    const merged = await shardsAndMerge(MAIN, 'compare-base-run1.txt', 'bbbbbbbbbbbb');
    const report = await finalJob({ event: 'push', run: '10', merged, store, baseline: 'none' });
    expect([report.failed, report.outputs.verdict, store.entries]).toEqual([[], 'pass', []]);
  });

  it('is gated as the machine class machine-id names', async () => {
    const store = new PrefixStore();
    const merged = await shardsAndMerge(MAIN, 'compare-base-run1.txt', 'bbbbbbbbbbbb');
    const push = await finalJob({ event: 'push', run: '10', merged, store, machineId: 'bench-box' });
    expect(push.failed).toEqual([]);
    expect(push.infos).toContain(`bench-gate: all.json was measured on machine bbbbbbbbbbbb; gated as machine-id 'bench-box' (${fingerprintOf('bench-box')})`);
    expect(store.entries.map((e) => e.key)).toEqual([`bench-gate/v1/Linux-X64/${fingerprintOf('bench-box')}/default/${MAIN}-10-1`]);
  });

  it('is gated as it is when it was measured on this machine', async () => {
    const store = new PrefixStore();
    const merged = await shardsAndMerge(MAIN, 'compare-base-run1.txt', fingerprintOf(''));
    const push = await finalJob({ event: 'push', run: '10', merged, store });
    expect([push.failed, store.entries.length]).toEqual([[], 1]);
  });
});

describe('shards of different machines, merged with --allow-different-machines', () => {
  const machines: [string, string] = ['bbbbbbbbbbbb', 'dddddddddddd'];
  const listed = /holds results of different machines \(bbbbbbbbbbbb \(Intel\(R\) Xeon\(R\) Processor, linux\/amd64\); dddddddddddd \(Intel\(R\) Xeon\(R\) Processor, linux\/amd64\)/;

  it('are refused without machine-id, as a file of another machine is: the merged file records no one fingerprint to check', async () => {
    const store = new PrefixStore();
    const merged = await shardsAndMerge(MAIN, 'compare-base-run1.txt', machines);
    const push = await finalJob({ event: 'push', run: '10', merged, store });
    expect(push.failed).toEqual([expect.stringMatching(/^all\.json holds results of different machines .*; merged with --allow-different-machines\), but this job runs on machine \w{12}.*set machine-id to name the machine class they share/)]);
    expect(push.failed[0]).toMatch(listed);
    expect(store.entries).toEqual([]);
  });

  it('are gated as the class machine-id names, and the baseline keeps their list, so a PR\'s report warns of it', async () => {
    const store = new PrefixStore();
    const push = await finalJob({ event: 'push', run: '10', merged: await shardsAndMerge(MAIN, 'compare-base-run1.txt', machines), store, machineId: 'bench-box' });
    expect(push.failed).toEqual([]);
    expect(push.infos).toContainEqual(expect.stringMatching(listed));
    const saved = JSON.parse(store.entries[0]?.text ?? '{}') as { context: { machine: { fingerprint: string; mixed: string[] } } };
    expect([saved.context.machine.fingerprint, saved.context.machine.mixed.length]).toEqual([fingerprintOf('bench-box'), 2]);
    const pr = await finalJob({ event: 'pull_request', run: '11', merged: await shardsAndMerge(PR_HEAD, 'compare-base-run2.txt', machines), store, machineId: 'bench-box' });
    expect(pr.summary).toMatch(/base holds results of different machines/);
  });
});
