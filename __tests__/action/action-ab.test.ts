/**
 * End to end, `baseline: ab` in the action: the built dist/index.js runs in a temporary git
 * repository (the workspace) whose PR commit makes the benchmark slower. The engine checks the PR's
 * base commit out in a worktree, builds both trees with the `build` input, runs `run` in both,
 * alternately, compares in ab mode, comments on the PR (the loopback fake), and fails last. The
 * worktree is removed afterwards, also when the build fails.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE, spawnEngine, type Run } from './engine-harness.js';
import { FakeGitHub } from './fake-github.js';
import { gitIn } from '../helpers/git.js';


/** The "build": turns the source (speed.txt, the code under test) into out/bench.sh, a Go-format benchmark. */
const BUILD_SH = `#!/usr/bin/env bash
set -euo pipefail
mkdir -p out
ns=$(cat speed.txt)
cat > out/bench.sh <<SCRIPT
#!/usr/bin/env bash
# Built from speed.txt = $ns ns/op. Ten results a call, like go test -count=10; +-0.5% jitter.
echo "goos: linux"
echo "pkg: example.com/widgets"
for i in 1 2 3 4 5 6 7 8 9 10; do
  printf 'BenchmarkParse-8 \\t 1000\\t %d ns/op\\n' \\$(( $ns + (RANDOM % 11 - 5) * $ns / 1000 ))
  printf 'BenchmarkRender-8 \\t 1000\\t %d ns/op\\n' \\$(( 2000000 + (RANDOM % 11 - 5) * 2000 ))
done
SCRIPT
echo "built out/bench.sh ($ns ns/op) in $PWD" >&2
`;

const fake = new FakeGitHub();
const work = mkdtempSync(join(tmpdir(), 'bench-gate-action-ab-'));
const repo = join(work, 'repo');
const git = gitIn(repo);
let baseSha = '';
let headSha = '';

beforeAll(async () => {
  await fake.start();
  mkdirSync(repo, { recursive: true });
  git('init', '-q');
  writeFileSync(join(repo, 'build.sh'), BUILD_SH);
  writeFileSync(join(repo, 'speed.txt'), '1000000\n');
  writeFileSync(join(repo, '.gitignore'), 'out/\n.bench-gate/\n');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  baseSha = git('rev-parse', 'HEAD');
  writeFileSync(join(repo, 'speed.txt'), '1300000\n'); // the PR: Parse gets 30% slower
  git('commit', '-q', '-am', 'slower parse');
  headSha = git('rev-parse', 'HEAD');
});
afterAll(async () => {
  await fake.stop();
  rmSync(work, { recursive: true, force: true });
});

interface AbRun extends Run { runnerTemp: string }

async function runEngine(name: string, event: { name: string; payload: unknown }, inputs: Record<string, string>, entry?: readonly string[]): Promise<AbRun> {
  const meta = join(work, name);
  mkdirSync(meta, { recursive: true });
  const run = await spawnEngine({
    fake, meta, workspace: repo, event: { ...event, ref: 'refs/pull/7/merge', sha: headSha },
    inputs: { 'machine-id': 'ab-box', baseline: 'ab', build: 'bash build.sh', run: 'bash out/bench.sh', rounds: '3', ...inputs },
    env: { GITHUB_RUN_ID: '777' },
    ...(entry === undefined ? {} : { entry }),
  });
  return { ...run, runnerTemp: join(meta, 'tmp') };
}

const pr = (base: () => string) => ({
  name: 'pull_request',
  payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' }, pull_request: { number: 7, base: { sha: base(), ref: 'main' }, head: { sha: headSha, repo: { fork: false, full_name: 'acme/widgets' } } } },
});

const worktrees = (): number => git('worktree', 'list').split('\n').length;

describe('the action with baseline: ab, end to end', () => {
  it('builds and runs the PR\'s base commit in a worktree and the head here, finds the regression, comments, fails last', async () => {
    const run = await runEngine('pr-ab', pr(() => baseSha), {});
    expect(run.code).toBe(1);
    expect(run.outputs).toMatchObject({ verdict: 'fail', regressions: '1', 'baseline-commit': baseSha });
    // Both trees were built: the base's build ran in a worktree under RUNNER_TEMP, with the base's code.
    expect(run.stdout).toMatch(/built out\/bench\.sh \(1000000 ns\/op\) in .*bench-gate-base-/);
    expect(run.stdout).toMatch(new RegExp(`built out/bench\\.sh \\(1300000 ns/op\\) in ${repo}`));
    expect(run.stdout).toContain('bench-gate: ab: 3 rounds, order abba');
    expect(run.stdout).toMatch(/::error::1 benchmark metric regressed beyond 5%25: BenchmarkParse-8 sec\/op \+(29|30|31)\./);
    const report = JSON.parse(readFileSync(join(repo, '.bench-gate/report/report.json'), 'utf8')) as { settings: { mode: string }; comparisons: { name: string; status: string; n: number[] }[] };
    expect(report.settings.mode).toBe('ab');
    expect(report.comparisons.map((c) => [c.name, c.status, c.n.join('+')])).toEqual([['BenchmarkParse-8', 'regression', '30+30'], ['BenchmarkRender-8', expect.not.stringMatching(/regression/), '30+30']]);
    expect(run.summary).toContain(`Baseline: same-job A/B against the PR's base commit ${baseSha.slice(0, 12)}: 3 rounds, order abba, both trees built with the build command`);
    const comments = fake.comments.get(7) ?? [];
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/regression found/);
    expect(worktrees()).toBe(1);
    expect(readdirSync(run.runnerTemp).filter((d) => d.startsWith('bench-gate-base-'))).toEqual([]);
  }, 120_000);

  it('reads output-file in each tree, and passes when base and head are the same code', async () => {
    const run = await runEngine('pr-same', pr(() => headSha), { run: 'bash out/bench.sh > out/results.txt', 'output-file': 'out/results.txt', comment: 'never' });
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ verdict: 'pass', regressions: '0', 'baseline-commit': headSha });
    expect(worktrees()).toBe(1);
  }, 120_000);

  it('reads output-file (relative to the workspace) in each tree when working-directory is an absolute path', async () => {
    // working-directory: ${{ github.workspace }}, as workflows often write it. Run from the source (the bundle predates the fix).
    const run = await runEngine('pr-absolute-wd', pr(() => headSha), { run: 'bash out/bench.sh > out/results.txt', 'output-file': 'out/results.txt', 'working-directory': repo, comment: 'never' }, SOURCE);
    expect(run.stdout).not.toMatch(/::error::/);
    expect(run.code).toBe(0);
    expect(run.outputs).toMatchObject({ verdict: 'pass', regressions: '0' });
    expect(worktrees()).toBe(1);
  }, 120_000);

  it('refuses outside a pull request, naming the payload field, before building anything', async () => {
    const run = await runEngine('push-ab', { name: 'push', payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' } } }, {});
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::baseline: ab measures a pull request against the base branch commit it merges into, but this push event has no pull request\./);
    expect(run.stdout).not.toContain('built out/bench.sh');
  }, 60_000);

  it('removes the worktree when the build fails, and says which tree', async () => {
    const run = await runEngine('pr-broken-build', pr(() => baseSha), { build: 'echo "compile error: widget.go:3" >&2; exit 4', comment: 'never' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::baseline: ab: the 'build' command failed in the base tree \(the PR's base [0-9a-f]{12}\) \(exit code 4\)\./);
    expect(run.stdout).toContain('compile error: widget.go:3');
    expect(worktrees()).toBe(1);
    expect(readdirSync(run.runnerTemp).filter((d) => d.startsWith('bench-gate-base-'))).toEqual([]);
  }, 60_000);

  it('explains a base commit that is not in the clone', async () => {
    const run = await runEngine('pr-missing-base', pr(() => 'deadbeef'.repeat(5)), { comment: 'never' });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::baseline: ab: the pull request's base commit \(pull_request\.base\.sha deadbeefdead\) is not a commit in this repository.*fetch-depth: 0/);
  }, 60_000);
});
