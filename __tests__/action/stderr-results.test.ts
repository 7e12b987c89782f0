/**
 * A tool that prints its results on stderr reads the same in every run the action makes: the first
 * run (the composite's own bash step from action.yml, whose capture holds stdout and stderr
 * together), confirm on rerun and baseline: ab's rounds (the engine's runs, real processes). The
 * engine runs in memory (memoryPorts), the benchmark in a temporary git repository.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runAction } from '../../src/action/main.js';
import { CAPTURE_FILE, STDOUT_CAPTURE_FILE } from '../../src/action/ports.js';
import type { RunPorts } from '../../src/run/run-ports.js';
import { spawnProcess } from '../../src/run/spawn-process.js';
import type { BaselineStore, RestoreResult, SaveResult } from '../../src/store/baseline-store.js';
import { memoryPorts } from './memory-ports.js';
import { resultsOnStderrScript } from '../helpers/results-on-stderr.js';
import { gitIn } from '../helpers/git.js';

const ROOT = join(import.meta.dirname, '..', '..');

const BENCH_SH = resultsOnStderrScript('bench.sh');

const RUN = 'bash bench.sh -bench=.';
const BENCHMARKS = ['BenchmarkDecode-8', 'BenchmarkEncode-8'];

interface Report {
  verdict: string;
  warnings: string[];
  comparisons: { key: string; name: string; n: [number, number]; status: string }[];
  confirmation?: { runs: number; regressions: { key: string; outcome: string; rerun: { status: string } | null }[] };
}

/** The baselines saved in this file's jobs; the newest is restored. */
class MemoryStore implements BaselineStore {
  private entries: { key: string; text: string }[] = [];
  restore(): Promise<RestoreResult> {
    const newest = this.entries.at(-1);
    return Promise.resolve(newest === undefined ? { kind: 'miss' } : { kind: 'hit', ...newest });
  }
  save(key: string, text: string): Promise<SaveResult> {
    this.entries.push({ key, text });
    return Promise.resolve({ kind: 'saved', key });
  }
}

let workspace: string;
let baseSha: string;
beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'bench-gate-stderr-results-'));
  writeFileSync(join(workspace, 'bench.sh'), BENCH_SH);
  const git = gitIn(workspace);
  git('init', '-q');
  git('add', 'bench.sh');
  git('commit', '-q', '-m', 'bench');
  baseSha = git('rev-parse', 'HEAD');
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** The composite's benchmark step (action.yml's `bench`), run as the runner runs it: returns the captures the gate reads. */
function compositeBenchStep(env: Record<string, string>, run: string): Record<string, string> {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as { runs: { steps: { id?: string; run?: string }[] } };
  const script = action.runs.steps.find((s) => s.id === 'bench')?.run ?? '';
  execFileSync('bash', ['-e', '-c', script], {
    cwd: workspace, stdio: 'ignore',
    env: { ...process.env, ...env, GITHUB_WORKSPACE: workspace, BENCH_GATE_RUN: run, BENCH_GATE_CAPTURE: CAPTURE_FILE, BENCH_GATE_STDOUT_CAPTURE: STDOUT_CAPTURE_FILE },
  });
  return Object.fromEntries([CAPTURE_FILE, STDOUT_CAPTURE_FILE].map((file) => [file, readFileSync(join(workspace, file), 'utf8')]));
}

/** Real processes for the engine's own runs, in the workspace (the base of ab in its worktree). */
function runnerPorts(env: Record<string, string>, log: string[]): RunPorts {
  return {
    spawn: (request) => spawnProcess({ cwd: workspace, ...request }),
    stderr: (text) => { log.push(text); },
    stderrIsTTY: false,
    env: { ...process.env, ...env },
    now: () => new Date(),
    fingerprint: () => Promise.resolve({ id: '0123456789ab', os: 'Linux', arch: 'X64', details: {} }),
    makeTempDir: (prefix) => Promise.resolve(mkdtempSync(join(tmpdir(), prefix))),
    removePath: (path) => Promise.resolve(rmSync(path, { recursive: true, force: true })),
  };
}

/** One job of the composite action: prepare, the benchmark step (unless baseline ab), gate. */
async function job(options: { pr: boolean; inputs: Record<string, string>; env: Record<string, string>; store: BaselineStore }) {
  const repository = { default_branch: 'main', full_name: 'acme/w' };
  const payload = options.pr
    ? { repository, pull_request: { number: 3, base: { sha: baseSha }, head: { sha: 'f'.repeat(40), repo: { full_name: 'acme/w' } } } }
    : { repository };
  const env = options.pr ? { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/3/merge' } : { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' };
  const common = { payload, store: options.store, env: { ...env, GITHUB_WORKSPACE: workspace } };
  const inputs = { run: RUN, comment: 'never', ...options.inputs };
  const run = inputs.run;
  const prepare = memoryPorts({ ...common, inputs: { ...inputs, command: 'prepare' } });
  await runAction(prepare.ports);
  expect(prepare.out.failed).toEqual([]);
  const files = Object.fromEntries(prepare.out.files);
  if (prepare.out.outputs.baseline !== 'ab') Object.assign(files, compositeBenchStep(options.env, run));
  const gate = memoryPorts({ ...common, files, inputs: { ...inputs, command: 'gate' } });
  const log: string[] = [];
  gate.ports.runner = runnerPorts(options.env, log);
  await runAction(gate.ports);
  const report = JSON.parse(gate.out.files.get('.bench-gate/report/report.json') ?? 'null') as Report;
  return { out: gate.out, report, log: log.join('') };
}

describe('results printed on stderr', () => {
  it('read in the first run (the composite step\'s capture) and in confirm on rerun alike: the rerun confirms the regression', async () => {
    const store = new MemoryStore();
    const push = await job({ pr: false, inputs: {}, env: {}, store });
    expect(push.out.failed).toEqual([]);
    expect(push.report.comparisons.map((c) => c.name)).toEqual(BENCHMARKS);

    const pr = await job({ pr: true, inputs: {}, env: { ENCODE_NS: '1200000' }, store });
    // The first run: both benchmarks, 10 samples a side, Encode 20% slower.
    expect(pr.report.comparisons.map((c) => [c.name, c.n, c.status])).toEqual([['BenchmarkDecode-8', [10, 10], 'no-change'], ['BenchmarkEncode-8', [10, 10], 'regression']]);
    // The rerun (narrowed to Encode) read its stderr as the first run did, and confirmed it.
    expect(pr.log).toContain('confirm on rerun: 1 confirmed, 0 not reproduced');
    expect(pr.report.warnings.filter((w) => w.startsWith('confirm on rerun failed'))).toEqual([]);
    expect(pr.report.confirmation?.regressions).toEqual([expect.objectContaining({ key: pr.report.comparisons[1]?.key, outcome: 'confirmed', rerun: expect.objectContaining({ status: 'regression' }) as unknown })]);
    expect(pr.out.failed).toEqual([expect.stringMatching(/^1 benchmark metric regressed beyond 5%: BenchmarkEncode-8 sec\/op \+20\.0\d%/)]);
  }, 60_000);

  it('read in baseline: ab\'s rounds as in the first run: both sides, every round', async () => {
    const ab = await job({ pr: true, inputs: { baseline: 'ab', rounds: '2' }, env: {}, store: new MemoryStore() });
    expect(ab.out.failed, ab.log).toEqual([]);
    expect(ab.report.comparisons.map((c) => [c.name, c.n])).toEqual([['BenchmarkDecode-8', [20, 20]], ['BenchmarkEncode-8', [20, 20]]]);
    expect(ab.report.verdict).toBe('pass');
  }, 60_000);

  it('a JSON document on stdout beside a warning on stderr: the joined capture does not read, stdout alone does', async () => {
    writeFileSync(join(workspace, 'gbench.json'), readFileSync(join(ROOT, 'fixtures', 'gbench', 'gbench-1.7.1-repetitions5.json')));
    // Google Benchmark's own warning, printed on stderr while its JSON goes to stdout.
    const run = 'echo "***WARNING*** CPU scaling is enabled, the benchmark real time measurements may be noisy and will incur extra overhead." >&2; cat gbench.json';
    const push = await job({ pr: false, inputs: { run, confirm: 'false' }, env: {}, store: new MemoryStore() });
    expect(push.out.failed).toEqual([]);
    expect(push.report.comparisons.length).toBeGreaterThan(0);
    // Every benchmark of the document, as `bench-gate parse` reads the file itself (its expected result).
    const expected = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'gbench', 'gbench-1.7.1-repetitions5.expected.json'), 'utf8')) as { benchmarks: { name: string; status: string }[] };
    expect(new Set(push.report.comparisons.map((c) => c.name))).toEqual(new Set(expected.benchmarks.map((b) => b.name)));
    expect(push.report.comparisons.filter((c) => c.status === 'new').map((c) => c.n[1])).toEqual(expect.arrayContaining([5]) as unknown);
    expect(push.report.comparisons.filter((c) => c.status === 'new' && c.n[1] !== 5)).toEqual([]);
  }, 60_000);
});
