/**
 * The action's `config` input and its bench-gate.yml: found in the workspace or given, applied to
 * the gate step (format and metrics patterns, rules, thresholds), overridden by given inputs; a
 * broken or missing file fails the step with a message that points at the line.
 */
import { describe, expect, it } from 'vitest';
import { configCandidates } from '../../src/action/action-config.js';
import { readInputs } from '../../src/action/inputs.js';
import { runAction } from '../../src/action/main.js';
import type { ActionPorts } from '../../src/action/ports.js';
import { readRunContext } from '../../src/github/context.js';
import type { BaselineStore } from '../../src/store/baseline-store.js';
import { RUNNER_PLACES } from '../action/memory-ports.js';

const CONFIG = `format: metrics
threshold: 3%
comment: never
metrics:
  - pattern: '^(?<name>\\w+): (?<value>[\\d.]+) ?(?<unit>\\S+)$'
    prefix: svc/
    better: lower
rules:
  - {match: "svc/legacy", informational: true}
  - {match: "svc/flaky", ignore: true}
`;

const bench = (f: Record<string, number>) => Array.from({ length: 10 }, (_, i) => {
  const jitter = 1 + ((i * 7) % 10 - 5) / 2000;
  return `get: ${(10 * jitter * (f.get ?? 1)).toFixed(4)} ms\nlegacy: ${(50 * jitter * (f.legacy ?? 1)).toFixed(4)} ms\nflaky: ${(5 * jitter * (f.flaky ?? 1)).toFixed(4)} ms\n`;
}).join('');

class MemoryStore implements BaselineStore {
  saved: { key: string; text: string }[] = [];
  restore() { const last = this.saved[this.saved.length - 1]; return Promise.resolve(last === undefined ? { kind: 'miss' as const } : { kind: 'hit' as const, ...last }); }
  save(key: string, text: string) { this.saved.push({ key, text }); return Promise.resolve({ kind: 'saved' as const, key }); }
}

interface Outcome { failed: string[]; warnings: string[]; outputs: Record<string, string>; summary: string; files: Map<string, string> }

async function gate(files: Record<string, string>, inputs: Record<string, string>, event: 'push' | 'pull_request', store: BaselineStore): Promise<Outcome> {
  const fs = new Map(Object.entries(files));
  const out: Outcome = { failed: [], warnings: [], outputs: {}, summary: '', files: fs };
  const payload = event === 'push' ? { repository: { default_branch: 'main' } }
    : { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40), repo: { full_name: 'acme/w' } } } };
  const ports: ActionPorts = {
    inputs: readInputs((name) => ({ command: 'gate', 'output-file': 'bench.txt', ...inputs })[name] ?? '', RUNNER_PLACES),
    context: readRunContext({ GITHUB_REPOSITORY: 'acme/w', GITHUB_SHA: 'a'.repeat(40), GITHUB_REF: event === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge', GITHUB_EVENT_NAME: event, GITHUB_RUN_ID: '1', GITHUB_RUN_ATTEMPT: '1' }, payload),
    log: { info: () => undefined, warning: (m) => { out.warnings.push(m); }, error: () => undefined, notice: () => undefined },
    readJsonTree: () => Promise.resolve(undefined),
    readText: (path) => Promise.resolve(fs.get(path)),
    readArtifactFile: () => Promise.resolve({ kind: 'missing' as const }),
    readBenchOutput: (path) => Promise.resolve(fs.has(path) ? { ok: true as const, value: fs.get(path) ?? '' } : undefined),
    writeText: (path, text) => { fs.set(path, text); return Promise.resolve(); },
    checkOwnFile: () => Promise.resolve(),
    removeDir: () => Promise.resolve(),
    removeResults: () => Promise.resolve(),
    firstForeignFile: () => Promise.resolve(undefined),
    fileStat: (path) => Promise.resolve(fs.has(path) ? { type: 'file' as const, id: undefined, links: 1 } : undefined),
    store,
    fingerprint: () => Promise.resolve({ id: '0123456789ab', os: 'Linux', arch: 'X64', details: {} }),
    runBench: () => Promise.resolve(0),
    comments: undefined,
    writeSummary: (md) => { out.summary = md; return Promise.resolve(); },
    setOutput: (name, value) => { out.outputs[name] = value; },
    setFailed: (m) => { out.failed.push(m); },
    now: () => new Date('2026-11-21T12:00:00Z'),
  };
  await runAction(ports);
  return out;
}

describe('the action with a bench-gate.yml', () => {
  it('reads the inputs that may override the file only when given', () => {
    expect(readInputs(() => '', RUNNER_PLACES)).toMatchObject({ config: '', given: { format: false, threshold: false, comment: false }, threshold: 0.05, format: 'auto', comment: 'always' });
    expect(readInputs((n) => ({ config: 'ci/bench.yml', threshold: '2%' })[n] ?? '', RUNNER_PLACES)).toMatchObject({ config: 'ci/bench.yml', given: { threshold: true }, threshold: 0.02 });
  });

  it('finds .github/bench-gate.yml, parses a bench binary with its patterns, and applies its rules', async () => {
    const store = new MemoryStore();
    const first = await gate({ '.github/bench-gate.yml': CONFIG, 'bench.txt': bench({}) }, {}, 'push', store);
    expect(first.failed).toEqual([]);
    expect(store.saved).toHaveLength(1);
    expect(first.summary).toContain('Config: .github/bench-gate.yml.');

    // get +4% (a regression at the file's 3%), legacy +40% (informational), flaky x2 (ignored).
    const pr = await gate({ '.github/bench-gate.yml': CONFIG, 'bench.txt': bench({ get: 1.04, legacy: 1.4, flaky: 2 }) }, {}, 'pull_request', store);
    const report = JSON.parse(pr.files.get('.bench-gate/report/report.json') ?? '{}') as { comparisons: { name: string; status: string; warnings: string[] }[]; warnings: string[] };
    expect(report.comparisons.map((c) => [c.name, c.status])).toEqual([['svc/get', 'regression'], ['svc/legacy', 'regression']]);
    expect(report.comparisons[1]?.warnings).toContain('rule #1 (match: "svc/legacy") informational: reported, never fails the gate');
    expect(report.warnings).toContain('.github/bench-gate.yml: 1 benchmark metric ignored (1 by rule #2 (match: "svc/flaky"))');
    expect(pr.failed).toEqual(['1 benchmark metric regressed beyond 3%: svc/get sec +4.00%']);
    expect(pr.outputs.verdict).toBe('fail');
  });

  it('warns, on the config file, about a rule that matched no benchmark', async () => {
    const typo = `${CONFIG}  - {match: "svc/legcy", informational: true}\n`;
    const out = await gate({ 'bench-gate.yml': typo, 'bench.txt': bench({}) }, {}, 'push', new MemoryStore());
    expect(out.failed).toEqual([]);
    expect(out.warnings).toEqual(['bench-gate: bench-gate.yml: rule #3 (match: "svc/legcy") matched no benchmark']);
  });

  it('given inputs override the file (threshold)', async () => {
    const store = new MemoryStore();
    await gate({ 'bench-gate.yml': CONFIG, 'bench.txt': bench({}) }, {}, 'push', store);
    const pr = await gate({ 'bench-gate.yml': CONFIG, 'bench.txt': bench({ get: 1.04 }) }, { threshold: '5%' }, 'pull_request', store);
    expect(pr.failed).toEqual([]);
    expect(pr.outputs.verdict).toBe('pass');
  });

  it('fails the step on a broken config, pointing at the line', async () => {
    const broken = CONFIG.replace('threshold: 3%', 'threshold: lots');
    const out = await gate({ 'ci/bench.yml': broken, 'bench.txt': bench({}) }, { config: 'ci/bench.yml' }, 'push', new MemoryStore());
    expect(out.failed).toEqual(['Invalid config in ci/bench.yml:\n✖ ci/bench.yml:2:12: must be a percentage like "3%" (or a fraction like 0.03)\n    2 | threshold: lots\n  → at threshold']);
  });

  it('fails the step when the given config file does not exist', async () => {
    const out = await gate({ 'bench.txt': bench({}) }, { config: 'ci/nope.yml' }, 'push', new MemoryStore());
    expect(out.failed).toEqual([expect.stringContaining("The config file ci/nope.yml (input 'config') was not found") as string]);
  });

  it('the prepare step already fails on a broken or missing config, before the benchmark runs', async () => {
    const broken = CONFIG.replace('threshold: 3%', 'threshold: lots');
    const out = await gate({ 'ci/bench.yml': broken }, { command: 'prepare', config: 'ci/bench.yml' }, 'push', new MemoryStore());
    expect(out.failed).toEqual([expect.stringContaining('Invalid config in ci/bench.yml:\n✖ ci/bench.yml:2:12: must be a percentage') as string]);
    expect(out.files.has('.bench-gate/state.json')).toBe(false);
    const missing = await gate({}, { command: 'prepare', config: 'ci/nope.yml' }, 'push', new MemoryStore());
    expect(missing.failed).toEqual([expect.stringContaining("The config file ci/nope.yml (input 'config') was not found") as string]);
    const fine = await gate({ 'bench-gate.yml': CONFIG }, { command: 'prepare' }, 'push', new MemoryStore());
    expect(fine.failed).toEqual([]);
    expect(fine.warnings).toEqual([]);
    expect(fine.files.has('.bench-gate/state.json')).toBe(true);
  });

  it('looks from working-directory up to the workspace, nearest first, as the CLI looks from where it runs', async () => {
    // The benchmarks live in benches/go; the config next to them, or in any directory up to the workspace.
    const inSub = await gate({ 'benches/bench-gate.yml': CONFIG, 'bench.txt': bench({}) }, { 'working-directory': 'benches/go' }, 'push', new MemoryStore());
    expect(inSub.failed).toEqual([]);
    expect(inSub.summary).toContain('Config: benches/bench-gate.yml.');
    const nearest = await gate({ 'bench-gate.yml': 'threshold: 9%\n', 'benches/go/.github/bench-gate.yml': CONFIG, 'bench.txt': bench({}) }, { 'working-directory': 'benches/go/' }, 'push', new MemoryStore());
    expect(nearest.summary).toContain('Config: benches/go/.github/bench-gate.yml.');
    // The workspace's own config still applies from any working-directory, as it did before.
    const atRoot = await gate({ '.github/bench-gate.yml': CONFIG, 'bench.txt': bench({}) }, { 'working-directory': 'benches/go' }, 'push', new MemoryStore());
    expect(atRoot.summary).toContain('Config: .github/bench-gate.yml.');
    // The prepare step looks the same way, so a broken file found there fails before the benchmark runs.
    const broken = await gate({ 'benches/bench-gate.yml': CONFIG.replace('threshold: 3%', 'threshold: lots') }, { command: 'prepare', 'working-directory': 'benches/go' }, 'push', new MemoryStore());
    expect(broken.failed).toEqual([expect.stringContaining('Invalid config in benches/bench-gate.yml:') as string]);
  });

  it('reads a bench-gate.yaml where it looks, as the CLI does, and refuses both spellings in one place', async () => {
    // Passed over, its informational and ignored rules would not apply, and svc/legacy would fail the gate.
    const yaml = await gate({ 'benches/bench-gate.yaml': CONFIG, 'bench.txt': bench({}) }, { 'working-directory': 'benches/go' }, 'push', new MemoryStore());
    expect(yaml.failed).toEqual([]);
    expect(yaml.summary).toContain('Config: benches/bench-gate.yaml.');
    const github = await gate({ '.github/bench-gate.yaml': CONFIG, 'bench.txt': bench({}) }, {}, 'push', new MemoryStore());
    expect(github.summary).toContain('Config: .github/bench-gate.yaml.');
    // Both spellings in one directory: refused by the prepare step, before the benchmark runs.
    const both = await gate({ 'benches/bench-gate.yml': CONFIG, 'benches/bench-gate.yaml': CONFIG }, { command: 'prepare', 'working-directory': 'benches/go' }, 'push', new MemoryStore());
    expect(both.failed).toEqual(["benches/bench-gate.yml and benches/bench-gate.yaml are both config files in one place, and bench-gate reads one: the rules of the other would not apply. Merge them into one and remove the other, or set the 'config' input to the one to use."]);
    // A .yml nearer to working-directory is found first; given by name, a .yaml is read.
    const nearer = await gate({ 'bench-gate.yaml': CONFIG, 'benches/bench-gate.yml': CONFIG, 'bench.txt': bench({}) }, { 'working-directory': 'benches' }, 'push', new MemoryStore());
    expect(nearer.failed).toEqual([]);
    expect(nearer.summary).toContain('Config: benches/bench-gate.yml.');
    const given = await gate({ 'bench-gate.yaml': CONFIG, 'bench-gate.yml': CONFIG, 'bench.txt': bench({}) }, { config: 'bench-gate.yaml' }, 'push', new MemoryStore());
    expect(given.failed).toEqual([]);
    expect(given.summary).toContain('Config: bench-gate.yaml.');
  });

  it('lists where to look: working-directory (relative, ./-prefixed or absolute in the workspace) up to the workspace; outside it, the workspace only', () => {
    const names = (dir: string) => [`${dir}bench-gate.yml`, `${dir}bench-gate.yaml`, `${dir}.github/bench-gate.yml`, `${dir}.github/bench-gate.yaml`];
    expect(configCandidates('.', '/w')).toEqual(names(''));
    expect(configCandidates('', '/w')).toEqual(names(''));
    expect(configCandidates('benches/go', '/w')).toEqual([...names('benches/go/'), ...names('benches/'), ...names('')]);
    expect(configCandidates('./benches//go/', '/w')).toEqual([...names('benches/go/'), ...names('benches/'), ...names('')]);
    expect(configCandidates('/w/benches', '/w')).toEqual([...names('benches/'), ...names('')]);
    expect(configCandidates('benches/../tools', '/w')).toEqual([...names('tools/'), ...names('')]);
    expect(configCandidates('../other', '/w')).toEqual(names(''));
    expect(configCandidates('/elsewhere', '/w')).toEqual(names(''));
    expect(configCandidates('..foo', '/w')).toEqual([...names('..foo/'), ...names('')]);
  });

  it('works as before without a config', async () => {
    const out = await gate({ 'bench.txt': 'BenchmarkA-8 100 10 ns/op\n' }, {}, 'push', new MemoryStore());
    expect(out.failed).toEqual([]);
    expect(out.summary).not.toContain('Config:');
  });
});
