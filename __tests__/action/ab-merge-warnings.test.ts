/**
 * baseline: ab puts what merging each side's rounds warned of in the report, not only in the log:
 * a benchmark head's round 2 did not print has fewer samples, and the comment, the job summary and
 * report.json say so ("head: ..."). The engine runs in memory (memoryPorts), the rounds as real
 * processes in a temporary git repository (the base in a worktree of its commit).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import type { RunPorts } from '../../src/run/run-ports.js';
import { spawnProcess } from '../../src/run/spawn-process.js';
import { memoryPorts } from './memory-ports.js';
import { gitIn } from '../helpers/git.js';

/** Go-format results, five a call; head's round 2 leaves BenchmarkFlaky out (bench-gate sets BENCH_GATE_SIDE and BENCH_GATE_RUN). */
const BENCH_SH = `#!/usr/bin/env bash
set -euo pipefail
for i in 1 2 3 4 5; do
  printf 'BenchmarkParse-8 \\t 1000\\t %d ns/op\\n' $(( 1000000 + (RANDOM % 11 - 5) * 1000 ))
  if [ "$BENCH_GATE_SIDE$BENCH_GATE_RUN" != head2 ]; then printf 'BenchmarkFlaky-8 \\t 1000\\t %d ns/op\\n' $(( 5000 + RANDOM % 5 )); fi
done
`;

const GAP = 'head: 1 of 2 benchmarks did not appear in every round, so it has fewer samples: BenchmarkFlaky-8: in 2 of 3 rounds (missing from round 2).';

let workspace: string;
let baseSha: string;
beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'bench-gate-ab-merge-warnings-'));
  writeFileSync(join(workspace, 'bench.sh'), BENCH_SH);
  writeFileSync(join(workspace, '.gitignore'), '.bench-gate/\n');
  const git = gitIn(workspace);
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'bench');
  baseSha = git('rev-parse', 'HEAD');
});
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** Real processes for the rounds, in the workspace (the base in its worktree); stderr into `log`. */
function runnerPorts(log: string[]): RunPorts {
  return {
    spawn: (request) => spawnProcess({ cwd: workspace, ...request }),
    stderr: (text) => { log.push(text); },
    stderrIsTTY: false,
    env: { ...process.env },
    now: () => new Date(),
    fingerprint: () => Promise.resolve({ id: '0123456789ab', os: 'Linux', arch: 'X64', details: {} }),
    makeTempDir: (prefix) => Promise.resolve(mkdtempSync(join(tmpdir(), prefix))),
    removePath: (path) => Promise.resolve(rmSync(path, { recursive: true, force: true })),
  };
}

describe('baseline: ab with a benchmark some rounds lack', () => {
  it('says so in the report\'s warnings, named by side: report.json, the comment and the job summary; once in the log', async () => {
    const payload = { repository: { default_branch: 'main', full_name: 'acme/w' }, pull_request: { number: 3, base: { sha: baseSha }, head: { sha: 'f'.repeat(40), repo: { full_name: 'acme/w' } } } };
    const common = { payload, env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/3/merge', GITHUB_WORKSPACE: workspace } };
    const inputs = { run: 'bash bench.sh', baseline: 'ab', rounds: '3', comment: 'never' };
    const prepare = memoryPorts({ ...common, inputs: { ...inputs, command: 'prepare' } });
    await runAction(prepare.ports);
    expect(prepare.out.failed).toEqual([]);
    const gate = memoryPorts({ ...common, files: Object.fromEntries(prepare.out.files), inputs: { ...inputs, command: 'gate' } });
    const log: string[] = [];
    gate.ports.runner = runnerPorts(log);
    await runAction(gate.ports);
    expect(gate.out.failed, log.join('')).toEqual([]);

    const report = JSON.parse(gate.out.files.get('.bench-gate/report/report.json') ?? 'null') as { warnings: string[]; comparisons: { name: string; n: number[] }[] };
    expect(report.comparisons.map((c) => [c.name, c.n])).toEqual([['BenchmarkFlaky-8', [15, 10]], ['BenchmarkParse-8', [15, 15]]]);
    expect(report.warnings.filter((w) => /^(base|head): /.test(w))).toEqual([expect.stringContaining(GAP) as string]);
    for (const markdown of [gate.out.files.get('.bench-gate/report/comment.md') ?? '', gate.out.summary]) expect(markdown).toContain(`> [!WARNING]\n> ${GAP}`);
    expect(log.join('').split(`bench-gate: warning: ${GAP}`)).toHaveLength(2);
  }, 60_000);
});
