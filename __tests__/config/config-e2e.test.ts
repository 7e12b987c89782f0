/**
 * The config issue's "done when", through the CLI: a config that gates one suite at 3%, marks one
 * benchmark informational, ignores another and declares a bench binary's metrics works end to end;
 * a broken config gets a message that points at the line (exit 2); the file is found at
 * ./bench-gate.yml or ./.github/bench-gate.yml; flags override it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rng } from '../helpers/synthetic.js';
import { runCliAt } from './cli-harness.js';

const dir = mkdtempSync(join(tmpdir(), 'bench-gate-config-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CONFIG = `# bench-gate.yml for a Jobbie-like bench binary
threshold: 5%
format: metrics
metrics:
  - context: '-enqueue-batch-size (?<batch>\\d+)'
  - pattern: '^\\|\\s*(?<c>\\d+)\\s*\\|\\s*(?<ops>[^|]+?)\\s*\\|\\s*(?<p99>[^|]+?)\\s*\\|'
    prefix: jobbie/
    name: 'batch={batch}/c={c}'
    values:
      ops: {unit: ops/sec, better: higher}
      p99: {better: lower}
  - pattern: '^smoke (?<name>\\w+): (?<value>[\\d.]+) (?<unit>ops/sec)$'
    prefix: jobbie/smoke/
    better: higher
suites:
  jobbie:
    threshold: 3%
    rules:
      - match: "jobbie/batch=1000/**"
        informational: true
      - match: "jobbie/smoke/**"
        ignore: true
      - match: "jobbie/batch=1/c=50/**"
        threshold: 2%
`;

/** One run of the binary: two tables (batch 1 and 1000) and smoke lines; `slow` scales chosen metrics. */
function run(random: () => number, slow: Record<string, number>): string {
  const noise = () => 1 + (random() - 0.5) * 0.004;
  const rows = (batch: number, levels: number[]) => levels.map((c) => {
    const id = `${batch}/${c}`;
    const ops = (10000 + c) * noise() / (slow[`${id}/ops`] ?? 1);
    const p99 = (1 + c / 100) * noise() * (slow[`${id}/p99`] ?? 1);
    return `| ${c} | ${ops.toFixed(1)} | ${p99.toFixed(4)}ms |`;
  });
  return [
    'bench -enqueue-batch-size 1', '| Concurrency | ops/sec | p99 |', ...rows(1, [10, 50]),
    'bench -enqueue-batch-size 1000', ...rows(1000, [10]),
    `smoke Enqueue: ${(15000 * noise() / (slow.smoke ?? 1)).toFixed(1)} ops/sec`, '',
  ].join('\n');
}

function write(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

const random = rng(2024);
const runs = (n: number, slow: Record<string, number>) => Array.from({ length: n }, () => run(random, slow)).join('');
const base = write('base.txt', runs(10, {}));
// head: c=10 p99 +4% (a regression at 3%, not at 5%), c=50 ops -2.5% (at its rule's 2%),
// batch 1000 ops -20% (informational), smoke -50% (ignored).
const head = write('head.txt', runs(10, { '1/10/p99': 1.04, '1/50/ops': 1.025, '1000/10/ops': 1.25, smoke: 2 }));
const config = write('bench-gate.yml', CONFIG);

describe('a config that gates one suite at 3%, marks a benchmark informational, ignores another and reads a bench binary', () => {
  it('fails on the suite\'s regressions only, and says why', async () => {
    const r = await runCliAt(dir, ['compare', '--config', config, '--suite', 'jobbie', '--output', 'json', base, head]);
    expect(r.stderr).toContain(`config ${config}, suite jobbie: 3 rules, 3 metrics patterns`);
    expect(r.stderr).toMatch(/base .*base\.txt: metrics, 7 benchmarks, 70 samples/);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { verdict: string; settings: { threshold: number }; warnings: string[]; comparisons: { name: string; status: string; threshold: number; warnings: string[]; informational?: boolean }[] };
    const row = (name: string) => report.comparisons.find((c) => c.name === name);
    expect(report.verdict).toBe('fail');
    expect(report.settings.threshold).toBe(0.03);
    expect(row('jobbie/batch=1/c=10/p99')).toMatchObject({ status: 'regression', threshold: 0.03 });
    expect(row('jobbie/batch=1/c=50/ops')).toMatchObject({ status: 'regression', threshold: 0.02 });
    expect(row('jobbie/batch=1/c=50/ops')?.warnings).toContain('suite "jobbie" rule #3 (match: "jobbie/batch=1/c=50/**") threshold 2%');
    expect(row('jobbie/batch=1000/c=10/ops')).toMatchObject({ status: 'regression', informational: true });
    expect(row('jobbie/batch=1/c=10/p99')).not.toHaveProperty('informational');
    expect(row('jobbie/batch=1000/c=10/ops')?.warnings).toContain('suite "jobbie" rule #1 (match: "jobbie/batch=1000/**") informational: reported, never fails the gate');
    expect(report.comparisons.some((c) => c.name.startsWith('jobbie/smoke'))).toBe(false);
    expect(report.warnings).toContain(`${config}: 1 benchmark metric ignored (1 by suite "jobbie" rule #2 (match: "jobbie/smoke/**"))`);
    expect(r.stderr).toMatch(/2 benchmark metrics regressed beyond 3%\/2%: jobbie\/batch=1\/c=10\/p99 sec \+[34]\.\d\d%, jobbie\/batch=1\/c=50\/ops ops\/s -2\.\d\d%\n/);
    expect(r.stderr).not.toContain('batch=1000/c=10/ops ops/s');
  });

  it('renders the rule notes in the text report', async () => {
    const r = await runCliAt(dir, ['compare', '--config', config, '--suite', 'jobbie', base, head]);
    expect(r.stdout).toMatch(/informational: reported, never fails the gate/);
    expect(r.stdout).toMatch(/1 benchmark metric ignored/);
  });

  it('passes when only the informational benchmark and the ignored one regress', async () => {
    const quiet = write('quiet.txt', runs(10, { '1000/10/ops': 1.25, smoke: 2 }));
    expect((await runCliAt(dir, ['compare', '--config', config, '--suite', 'jobbie', base, quiet])).code).toBe(0);
  });

  it('without the suite, the top-level settings apply (5%, nothing informational or ignored)', async () => {
    const r = await runCliAt(dir, ['compare', '--config', config, '--output', 'json', base, head]);
    const report = JSON.parse(r.stdout) as { comparisons: { name: string; status: string }[] };
    expect(report.comparisons.find((c) => c.name === 'jobbie/batch=1/c=10/p99')?.status).toBe('below-threshold');
    expect(report.comparisons.filter((c) => c.status === 'regression').map((c) => c.name).sort()).toEqual(['jobbie/batch=1000/c=10/ops', 'jobbie/smoke/Enqueue']);
    expect(r.code).toBe(1);
  });

  it('flags override the file\'s settings; rules still apply', async () => {
    const r = await runCliAt(dir, ['compare', '--config', config, '--suite', 'jobbie', '--threshold', '10%', '--output', 'json', base, head]);
    const report = JSON.parse(r.stdout) as { settings: { threshold: number }; comparisons: { name: string; status: string; threshold: number }[] };
    expect(report.settings.threshold).toBe(0.1);
    expect(report.comparisons.find((c) => c.name === 'jobbie/batch=1/c=10/p99')?.status).toBe('below-threshold');
    expect(report.comparisons.find((c) => c.name === 'jobbie/batch=1/c=50/ops')).toMatchObject({ status: 'regression', threshold: 0.02 });
    expect(r.code).toBe(1);
  });

  it('parse --config reads the bench binary into a result file (rules are applied at compare time)', async () => {
    const r = await runCliAt(dir, ['parse', '--config', config, '--suite', 'jobbie', head, '-o', 'head.json']);
    expect(r.code).toBe(0);
    const set = JSON.parse(r.files.get('head.json') ?? '{}') as { context: { tool: string }; benchmarks: { name: string; metrics: { samples: number[] }[] }[] };
    expect(set.context.tool).toBe('metrics');
    expect(set.benchmarks.map((b) => b.name)).toContain('jobbie/smoke/Enqueue');
    expect(set.benchmarks[0]?.metrics[0]?.samples).toHaveLength(10);
  });
});

describe('a broken config', () => {
  it('stops with exit 2 and a message that points at the line', async () => {
    const broken = write('broken/bench-gate.yml', CONFIG.replace('threshold: 3%', 'threshold: 3 percent'));
    const r = await runCliAt(dir, ['compare', '--config', broken, base, head]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`bench-gate compare: Invalid config in ${broken}:\n✖ ${broken}:17:16: must be a percentage like "3%" (or a fraction like 0.03)\n    17 |     threshold: 3 percent\n  → at suites.jobbie.threshold\n`);
  });

  it('a YAML syntax error too', async () => {
    const broken = write('broken2.yml', 'rules:\n  - match: "a"\n    ignore: true\n   - match: "b"\n');
    const r = await runCliAt(dir, ['compare', '--config', broken, base, head]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`Invalid YAML in ${broken}:\n✖ ${broken}:4:4: `);
  });

  it('a missing --config file is an error naming it', async () => {
    const r = await runCliAt(dir, ['compare', '--config', 'nope.yml', base, head]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('nope.yml: no such file');
  });
});

describe('finding the config', () => {
  it('uses ./bench-gate.yml, then ./.github/bench-gate.yml, and --no-config skips them', async () => {
    const work = join(dir, 'repo');
    write('repo/.github/bench-gate.yml', CONFIG);
    let r = await runCliAt(work, ['compare', base, head]);
    expect(r.stderr).toContain('config .github/bench-gate.yml (found): 0 rules, 3 metrics patterns');
    write('repo/bench-gate.yml', 'threshold: 4%\nformat: metrics\nmetrics:\n  - {pattern: "^smoke (?<name>\\\\w+): (?<value>[\\\\d.]+)", better: higher}\n');
    r = await runCliAt(work, ['compare', '--output', 'json', base, head]);
    expect(r.stderr).toContain('config bench-gate.yml (found): 0 rules, 1 metrics pattern');
    expect((JSON.parse(r.stdout) as { settings: { threshold: number } }).settings.threshold).toBe(0.04);
    r = await runCliAt(work, ['compare', '--no-config', base, head]);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toContain('config ');
    expect(r.stderr).toContain('none of its 70 lines looks like benchmark output');
  });

  it('an unknown --suite is a warning, not an error', async () => {
    const r = await runCliAt(dir, ['compare', '--config', config, '--suite', 'web', base, head]);
    expect(r.stderr).toContain(`warning: ${config} has no suite "web" (it has jobbie); using its top-level settings only`);
  });
});
