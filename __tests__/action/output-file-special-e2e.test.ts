/**
 * An output-file that is not a file the benchmark writes, end to end: the source (src/action.ts
 * through tsx, not the bundle) in a git repository, as the runner runs it. The engine removes
 * output-file before each run it makes (every baseline: ab round, confirm on rerun): a device
 * (`output-file: /dev/null`, a FIFO here, which a test can make and lose) was deleted, as root on a
 * self-hosted runner too, as the CLI's --results /dev/null once was. It is refused and kept, before
 * anything is built; so is a FIFO the benchmark made, before the gate reads it (a read of a FIFO
 * waits for a writer forever); and a path no command can write is refused with the reason, not as
 * an internal error.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANG_KILL_MS, HANG_TEST_MS, SOURCE, spawnEngine, type Event } from './engine-harness.js';
import { FakeGitHub } from './fake-github.js';
import { gitIn } from '../helpers/git.js';

const fake = new FakeGitHub();
const work = mkdtempSync(join(tmpdir(), 'bench-gate-output-file-'));
const repo = join(work, 'repo');
const git = gitIn(repo);
let baseSha = '';
let headSha = '';

beforeAll(async () => {
  await fake.start();
  mkdirSync(repo, { recursive: true });
  git('init', '-q');
  writeFileSync(join(repo, 'speed.txt'), '100\n');
  writeFileSync(join(repo, '.gitignore'), '.bench-gate/\n*.fifo\nbuilt\n');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  baseSha = git('rev-parse', 'HEAD');
  writeFileSync(join(repo, 'speed.txt'), '101\n');
  git('commit', '-q', '-am', 'head');
  headSha = git('rev-parse', 'HEAD');
});
afterAll(async () => {
  await fake.stop();
  rmSync(work, { recursive: true, force: true });
});

const pr = (): Event => ({
  name: 'pull_request', ref: 'refs/pull/7/merge', sha: headSha,
  payload: { repository: { default_branch: 'main', full_name: 'acme/widgets' }, pull_request: { number: 7, base: { sha: baseSha, ref: 'main' }, head: { sha: headSha, repo: { fork: false, full_name: 'acme/widgets' } } } },
});

function engine(name: string, inputs: Record<string, string>, killAfterMs?: number) {
  const meta = join(work, name);
  mkdirSync(meta, { recursive: true });
  rmSync(join(repo, 'built'), { force: true }); // what the build input leaves: whether this run built anything
  return spawnEngine({
    fake, meta, workspace: repo, event: pr(), entry: SOURCE,
    inputs: { 'machine-id': 'box', comment: 'never', build: 'touch built', rounds: '1', ...inputs },
    ...(killAfterMs === undefined ? {} : { killAfterMs }),
  });
}

const isFifo = (path: string): boolean => existsSync(path) && statSync(path).isFIFO();

describe('an output-file that is a device, FIFO or socket', () => {
  it('baseline: ab: refused and kept (output-file: /dev/null was deleted before the first round), before anything is built', async () => {
    // Outside the workspace, as /dev/null is.
    const fifo = join(work, 'elsewhere', 'results.fifo');
    mkdirSync(join(work, 'elsewhere'), { recursive: true });
    execFileSync('mkfifo', [fifo]);
    const run = await engine('ab-fifo', { baseline: 'ab', run: 'echo "BenchmarkX-8 1 100 ns/op" > out.txt', 'output-file': fifo });
    expect(isFifo(fifo)).toBe(true);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`::error::Invalid value '${fifo}' for input 'output-file': ${fifo} is a device, FIFO or socket, not a file the command writes. `);
    expect(run.outputs.verdict).toBe('error');
    expect(existsSync(join(repo, 'built'))).toBe(false);
  }, 60_000);

  it('the composite\'s prepare step refuses it, before the benchmark runs', async () => {
    execFileSync('mkfifo', [join(repo, 'prepare.fifo')]);
    const run = await engine('prepare-fifo', { command: 'prepare', baseline: 'cache', 'output-file': 'prepare.fifo' });
    expect(isFifo(join(repo, 'prepare.fifo'))).toBe(true);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("::error::Invalid value 'prepare.fifo' for input 'output-file': prepare.fifo is a device, FIFO or socket, not a file the command writes. ");
    expect(run.outputs.verdict).toBe('error');
  }, 60_000);

  it('one the benchmark made is refused before the gate reads it, which waited for a writer forever', async () => {
    const run = await engine('gate-fifo', { baseline: 'none', run: 'mkfifo made.fifo', 'output-file': 'made.fifo' }, HANG_KILL_MS);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("::error::Invalid value 'made.fifo' for input 'output-file': made.fifo is a device, FIFO or socket, not a file the command writes. ");
    expect(isFifo(join(repo, 'made.fifo'))).toBe(true);
  }, HANG_TEST_MS);

  it('one the benchmark makes in a baseline: ab round fails the round when it is read (the read waited for a writer forever)', async () => {
    const run = await engine('ab-made-fifo', { baseline: 'ab', run: 'mkfifo round.fifo', 'output-file': 'round.fifo' }, HANG_KILL_MS);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::baseline: ab: `mkfifo round\.fifo` \(round 1\/1, base\) finished, but its results \S*round\.fifo \(input 'output-file'\) could not be read: \S*round\.fifo is a device, FIFO or socket, not a file the command writes\./);
    expect(run.outputs.verdict).toBe('error');
  }, HANG_TEST_MS);
});

describe('an output-file no command can write', () => {
  it('a path through a file is refused with the reason, not as an internal error (ENOTDIR)', async () => {
    const run = await engine('ab-through-file', { baseline: 'ab', run: 'true', 'output-file': 'speed.txt/out.json' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("::error::Invalid value 'speed.txt/out.json' for input 'output-file': cannot write speed.txt/out.json: speed.txt is a file, not a directory, so nothing can be inside it. ");
    expect(run.stdout).not.toContain('internal error');
    expect(existsSync(join(repo, 'built'))).toBe(false);
  }, 60_000);
});
