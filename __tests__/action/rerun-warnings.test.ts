/**
 * Confirm on rerun in the action's gate puts what a rerun said of its output as a whole (line 0: a
 * criterion tree's missing benchmark.json) in the report, as baseline: ab does of its rounds': the
 * verdict rests on the rerun's samples, and the job log is not what the PR comment's reader sees.
 * The engine runs in memory (memoryPorts); output-file is a criterion tree, the rerun a fake process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import type { ActionPorts } from '../../src/action/ports.js';
import type { RunPorts } from '../../src/run/run-ports.js';
import type { ResultSet } from '../../src/schema/result.js';
import { PrefixStore } from './prefix-store.js';
import { memoryPorts } from './memory-ports.js';

type Tree = NonNullable<Awaited<ReturnType<ActionPorts['readJsonTree']>>>;

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'criterion', 'dir', 'criterion-0.5.1-after-run2');
const FAST: Tree = readdirSync(FIXTURE, { recursive: true }).map(String).filter((p) => p.endsWith('.json')).sort()
  .map((path) => ({ path, text: readFileSync(join(FIXTURE, path), 'utf8') }));
/** The checksum benchmarks 30% slower (one benchmark, not all: a uniform shift would read as the machine's). */
const SLOW: Tree = FAST.map((file) => {
  if (!file.path.startsWith('checksum/') || !file.path.endsWith('new/sample.json')) return file;
  const sample = JSON.parse(file.text) as { times: number[] };
  return { ...file, text: JSON.stringify({ ...sample, times: sample.times.map((t) => t * 1.3) }) };
});
const MISSING = 'fib_group/iterative/20/new/benchmark.json';

/** A push job on main whose benchmark left `first` in target/criterion, and whose rerun would leave `rerun`. */
async function push(store: PrefixStore, run: string, first: Tree, rerun: Tree) {
  const log: string[] = [];
  const { ports, out } = memoryPorts({
    store, payload: { repository: { default_branch: 'main' } },
    inputs: { command: 'gate', run: 'cargo bench', 'output-file': 'target/criterion', comment: 'never' },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: run.repeat(40).slice(0, 40), GITHUB_RUN_ID: run },
  });
  let tree = first;
  ports.readJsonTree = (path) => Promise.resolve(path === 'target/criterion' ? tree : undefined);
  const runner: RunPorts = {
    spawn: () => {
      tree = rerun;
      return Promise.resolve({ end: { kind: 'exited', code: 0 }, stdout: '', stderr: '', durationSeconds: 0 });
    },
    stderr: (text) => { log.push(text); }, stderrIsTTY: false, env: {}, now: () => new Date('2026-11-21T12:00:00Z'),
    fingerprint: () => Promise.resolve({ id: '0123456789ab', os: 'Linux', arch: 'X64', details: {} }),
    makeTempDir: () => Promise.reject(new Error('not in this test')), removePath: () => Promise.resolve(),
  };
  ports.runner = runner;
  await runAction(ports);
  const reportFile = [...out.files].find(([path]) => path.endsWith('/report.json'))?.[1] ?? '{}';
  const report = JSON.parse(reportFile) as { warnings?: string[]; confirmation?: { command: string; regressions: { outcome: string }[] } };
  return { out, log: log.join(''), report, saved: JSON.parse(store.entries.at(-1)?.text ?? '{}') as ResultSet };
}

/** `tree` without `dir`/new/benchmark.json. */
const without = (tree: Tree, ...dirs: string[]): Tree => tree.filter((file) => !dirs.some((dir) => file.path === `${dir}/new/benchmark.json`));
/** What the criterion reader says of a tree without `dir`/new/benchmark.json. */
const missing = (dir: string): string => `no benchmark.json in ${dir}/new/; the id is taken from the directory name "${dir}", which criterion may have rewritten`;

describe('confirm on rerun in the action when the rerun\'s output warns of itself as a whole', () => {
  it('puts the warning in the report (report.json and the job summary), naming the run that gave it, as the log gave it', async () => {
    const store = new PrefixStore();
    await push(store, '1', FAST, FAST);
    const { out, log, report } = await push(store, '2', SLOW, SLOW.filter((file) => file.path !== MISSING));
    expect(report.confirmation?.regressions.map((r) => r.outcome)).toContain('confirmed');
    const message = 'no benchmark.json in fib_group/iterative/20/new/; the id is taken from the directory name "fib_group/iterative/20", which criterion may have rewritten';
    expect(log).toContain(`${MISSING}:0: warning: ${message}\n`);
    const warning = `confirm on rerun: run 1: ${MISSING}: ${message}`;
    expect(report.warnings?.filter((w) => w.includes('benchmark.json'))).toEqual([warning]);
    expect(out.summary).toContain(warning.replaceAll('_', '\\_'));
  });

  it('puts what the benchmark step\'s own output said of itself as a whole in the report too (head), before the rerun\'s', async () => {
    const store = new PrefixStore();
    await push(store, '1', FAST, FAST);
    const { out, report } = await push(store, '2', without(SLOW, 'fib_group/iterative/20'), without(FAST, 'tiny add'));
    expect(report.confirmation?.regressions.map((r) => r.outcome)).toContain('cleared');
    const head = `head: run 1: ${MISSING}: ${missing('fib_group/iterative/20')}`;
    const rerun = `confirm on rerun: run 1: tiny add/new/benchmark.json: ${missing('tiny add')}`;
    expect(report.warnings?.filter((w) => w.includes('benchmark.json'))).toEqual([head, rerun]);
    expect(out.summary).toContain(head.replaceAll('_', '\\_'));
  });

  it('quotes the first five of the benchmark step\'s, and counts the rest, every one of them in the job log (10 annotations, then log lines)', async () => {
    const store = new PrefixStore();
    await push(store, '1', FAST, FAST);
    const dirs = [...new Set(FAST.filter((f) => f.path.endsWith('/new/benchmark.json')).map((f) => f.path.slice(0, -'/new/benchmark.json'.length)))];
    expect(dirs).toHaveLength(12);
    const { out, report } = await push(store, '2', without(FAST, ...dirs), FAST);
    expect(report.warnings?.filter((w) => w.startsWith('head: '))).toEqual([
      ...dirs.slice(0, 5).map((dir) => `head: run 1: ${dir}/new/benchmark.json: ${missing(dir)}`),
      'head: and 7 more warnings from its output, all of them in the job log',
    ]);
    // Annotated ("file:0: message"), then logged as stderr gives a diagnostic ("file:0: warning: message").
    const logged = [...out.warnings, ...out.infos];
    for (const dir of dirs) expect(logged.filter((m) => m.startsWith(`target/criterion/${dir}/new/benchmark.json:0: `) && m.endsWith(missing(dir)))).toHaveLength(1);
  });
});

describe('the baseline a trusted run saves after confirm on rerun cleared a regression', () => {
  it('names the rerun in its sources, and holds its diagnostics after the first run\'s', async () => {
    const store = new PrefixStore();
    await push(store, '1', FAST, FAST);
    const { report, saved } = await push(store, '2', without(SLOW, 'fib_group/iterative/20'), without(FAST, 'tiny add'));
    expect(report.confirmation?.regressions.map((r) => r.outcome)).toContain('cleared');
    // The rerun's command, narrowed to the flagged benchmarks, is shortened as run's sources shorten a command.
    expect(saved.context.sources).toEqual(['target/criterion', "cargo bench -- '^(checksum/4096|checksum/64|checksum/größe …, confirm on rerun (1 run)"]);
    expect(saved.diagnostics.filter((d) => d.line === 0).map((d) => [d.source, d.message])).toEqual([
      [`target/criterion/${MISSING}`, missing('fib_group/iterative/20')],
      ['confirm: target/criterion #1/tiny add/new/benchmark.json', missing('tiny add')],
    ]);
  });
});
