/**
 * `scripts/bench`: the speed bars of issue 9, measured in one run on this machine.
 *
 * Generates the workloads (workloads.ts) into scripts/perf/work/, then times the bundled CLI
 * (`node dist/cli.js compare BASE HEAD --output json > /dev/null`) against benchstat on the same
 * files, alternating the two in every round, and prints medians, ratios and whether each bar is met.
 * Also: `--version` start-up, peak RSS on the 10k workload, and the action engine's processing
 * of a 1,000-benchmark run (action-engine.ts, in a fresh process per round).
 *
 *   scripts/bench [--rounds N] [--quick] [--no-100k] [--cli dist/cli.js] [--json FILE]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { prepareActionFixture } from './action-fixture.js';
import { median, nodePeakRssMb, peakRssMb, timeAlternately, type Command } from './measure.js';
import { prepareWorkloads, type Workload } from './workloads.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const { values } = parseArgs({ options: {
  rounds: { type: 'string' }, quick: { type: 'boolean' }, 'no-100k': { type: 'boolean' }, cli: { type: 'string' }, json: { type: 'string' },
} });
const quick = values.quick === true;
const rounds = Number(values.rounds ?? (quick ? 3 : 5));
const cli = resolve(values.cli ?? join(root, 'dist/cli.js'));
const log = (line: string): void => void process.stderr.write(`${line}\n`);

if (!existsSync(cli)) throw new Error(`${cli} does not exist: run \`npm run bundle\` first.`);

/** benchstat on PATH, else in GOPATH/bin, where `go install` puts it. */
function findBenchstat(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v benchstat'], { encoding: 'utf8' }).stdout.trim();
  if (onPath !== '') return onPath;
  const gopath = spawnSync('go', ['env', 'GOPATH'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  for (const dir of [gopath, join(process.env.HOME ?? '', 'go')]) {
    if (dir !== '' && existsSync(join(dir, 'bin/benchstat'))) return join(dir, 'bin/benchstat');
  }
  return undefined;
}

const benchstat = findBenchstat();
const skip = new Set(quick || values['no-100k'] === true ? ['go-100k'] : []);
const workloads = new Map(prepareWorkloads(join(here, 'work'), skip, log).map((w) => [w.name, w]));
const benchGate = (w: Workload): Command => ({ file: process.execPath, args: [cli, 'compare', w.base, w.head, '--output', 'json'], ok: [0, 1] });
const benchstatOn = (w: Workload): Command | undefined => (benchstat === undefined || !w.base.endsWith('.txt') ? undefined : { file: benchstat, args: [w.base, w.head] });

interface Row { what: string; benchGateMs?: number; benchstatMs?: number; value?: string; bar?: string; met?: boolean }
const rows: Row[] = [];
const timings: Record<string, { benchGate: number[]; benchstat?: number[] }> = {};

function compareWorkload(name: string, n: number): Row | undefined {
  const w = workloads.get(name);
  if (w === undefined) return undefined;
  const other = benchstatOn(w);
  log(`timing ${name} (${n} round${n === 1 ? '' : 's'}${other === undefined ? '' : ', alternating with benchstat'}) ...`);
  const [gate = [], stat] = timeAlternately(other === undefined ? [benchGate(w)] : [benchGate(w), other], n);
  timings[name] = stat === undefined ? { benchGate: gate } : { benchGate: gate, benchstat: stat };
  const row: Row = { what: `compare ${w.label}`, benchGateMs: median(gate) };
  if (stat !== undefined) row.benchstatMs = median(stat);
  return row;
}

// 1. compare vs benchstat, 10k (the headline bar), then the growth curve and the large-sample suites.
const main10k = compareWorkload('go-10k', rounds);
if (main10k !== undefined) {
  const ratio = main10k.benchstatMs === undefined ? undefined : (main10k.benchGateMs ?? NaN) / main10k.benchstatMs;
  rows.push({ ...main10k, value: ratio === undefined ? 'benchstat not installed' : `${ratio.toFixed(2)}x benchstat`, bar: '≤ 0.5x benchstat',
    ...(ratio === undefined ? {} : { met: ratio <= 0.5 }) });
}
const growth: [number, number][] = [];
for (const [name, n] of [['go-1k', rounds], ['go-100k', Math.max(1, Math.min(rounds, 2))]] as const) {
  const row = compareWorkload(name, n);
  if (row !== undefined) rows.push(row);
}
for (const name of ['go-1k', 'go-10k', 'go-100k']) {
  const w = workloads.get(name);
  const ms = timings[name]?.benchGate;
  if (w !== undefined && ms !== undefined) growth.push([w.benchmarks, median(ms)]);
}
if (growth.length >= 2) {
  const perBenchmark = growth.map(([b, ms]) => `${b / 1000}k: ${((ms * 1000) / b).toFixed(0)} µs`).join(', ');
  // Marginal cost per benchmark between consecutive sizes: start-up drops out, so linear growth keeps it flat.
  const marginal = growth.slice(1).map(([b, ms], i) => {
    const [b0, ms0] = growth[i] ?? [0, 0];
    return ((ms - ms0) * 1000) / (b - b0);
  });
  const flat = marginal.length < 2 || (marginal[1] ?? 0) <= 1.5 * (marginal[0] ?? 0);
  rows.push({ what: 'growth: wall per benchmark', value: `${perBenchmark}; marginal ${marginal.map((m) => `${m.toFixed(0)} µs`).join(' → ')}`, bar: 'linear (marginal ≤ 1.5x)', met: flat });
}
const n100 = compareWorkload('go-1k-n100', rounds);
if (n100 !== undefined) rows.push({ ...n100, bar: '< 2 s', met: (n100.benchGateMs ?? Infinity) < 2000 });
const hyperfine = compareWorkload('hyperfine-1000', rounds);
if (hyperfine !== undefined) rows.push(hyperfine);

// 2. Start-up: --version, 20 runs after 2 warm-ups (the page cache, not the CLI, is warmed).
log('timing --version ...');
const versionCommand: Command = { file: process.execPath, args: [cli, '--version'] };
timeAlternately([versionCommand], 2);
const version = timeAlternately([versionCommand], 20)[0] ?? [];
timings.version = { benchGate: version };
rows.push({ what: 'bench-gate --version (20 runs)', benchGateMs: median(version), bar: '≤ 100 ms', met: median(version) <= 100 });
const nodeBare = timeAlternately([{ file: process.execPath, args: ['-e', '0'] }], 10)[0] ?? [];
rows.push({ what: '  (node -e 0, for reference)', benchGateMs: median(nodeBare) });

// 3. Peak memory on the 10k workload.
const w10k = workloads.get('go-10k');
if (w10k !== undefined) {
  log('measuring peak RSS ...');
  const rss = nodePeakRssMb(cli, ['compare', w10k.base, w10k.head, '--output', 'json'], [0, 1]);
  const other = benchstatOn(w10k);
  const statRss = other === undefined ? undefined : peakRssMb(other);
  rows.push({ what: 'peak RSS, compare 10k', value: `${rss.toFixed(0)} MB${statRss === undefined ? '' : ` (benchstat ${statRss.toFixed(0)} MB)`}`, bar: '≤ 300 MB', met: rss <= 300 });
}

// 4. The action engine, 1,000 benchmarks, fresh process per round.
log('timing the action engine ...');
const fixture = prepareActionFixture(join(here, 'work'));
const engine: Record<string, number>[] = [];
for (let r = 0; r < rounds; r++) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', join(here, 'action-engine.ts'), fixture.baseline, fixture.head], { cwd: root, encoding: 'utf8' });
  engine.push((JSON.parse(out) as { ms: Record<string, number> }).ms);
}
const steps = Object.keys(engine[0] ?? {}).filter((k) => k !== 'total');
rows.push({ what: 'action engine, 1k benchmarks (cached mode)', benchGateMs: median(engine.map((e) => e.total ?? NaN)),
  value: steps.map((s) => `${s} ${median(engine.map((e) => e[s] ?? NaN)).toFixed(0)}`).join(', ') });

// 5. The table.
const ms = (v: number | undefined): string => (v === undefined ? '' : `${v.toFixed(0)} ms`);
const table = [['measurement', 'bench-gate', 'benchstat', 'result', 'bar', 'met'],
  ...rows.map((r) => [r.what, ms(r.benchGateMs), ms(r.benchstatMs), r.value ?? '', r.bar ?? '', r.met === undefined ? '' : r.met ? 'yes' : 'NO'])];
const widths = (table[0] ?? []).map((_, c) => Math.max(...table.map((r) => [...(r[c] ?? '')].length)));
const lines = table.map((r) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ').trimEnd());
const nodeVersion = process.version;
process.stdout.write(`\nbench-gate ${cli.replace(`${root}/`, '')} vs ${benchstat ?? '(benchstat not installed)'}; node ${nodeVersion}; ${rounds} rounds, medians\n`);
process.stdout.write(`${lines.join('\n')}\n`);
if (values.json !== undefined) writeFileSync(values.json, `${JSON.stringify({ rows, timings, engine }, null, 2)}\n`);
