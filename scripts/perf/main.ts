/**
 * `scripts/bench`: the speed bars of issue 9, measured in one run on this machine.
 *
 * Generates the workloads (workloads.ts) into scripts/perf/work/, then times the bundled CLI
 * (`node dist/cli.js compare BASE HEAD --output json > /dev/null`) against benchstat on the same
 * files, alternating them in every round (on the 10k workload the default text report too), and prints medians, ratios and whether each bar is met.
 * Also: `--version` start-up, peak RSS on the 10k workload, and the action engine's processing
 * of a 1,000-benchmark run (action-engine.ts, in a fresh process per round).
 *
 * With --before-root DIR (a checkout of an earlier commit with its dist/ built, e.g. from
 * `git worktree add DIR <commit>` then `npm run bundle` there), that build is timed in the same
 * rounds, so before/after figures share the machine's load of the moment.
 *
 *   scripts/bench [--rounds N] [--quick] [--no-100k] [--cli dist/cli.js] [--before-root DIR] [--json FILE]
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
  rounds: { type: 'string' }, quick: { type: 'boolean' }, 'no-100k': { type: 'boolean' }, cli: { type: 'string' },
  'before-root': { type: 'string' }, json: { type: 'string' },
} });
const quick = values.quick === true;
const rounds = Number(values.rounds ?? (quick ? 3 : 5));
const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** A build under test: its CLI bundle and the src/ its action engine is timed from. */
interface Build { label: string; cli: string; src: string }
const builds: Build[] = [{ label: 'bench-gate', cli: resolve(values.cli ?? join(root, 'dist/cli.js')), src: join(root, 'src') }];
if (values['before-root'] !== undefined) {
  const before = resolve(values['before-root']);
  builds.unshift({ label: 'before', cli: join(before, 'dist/cli.js'), src: join(before, 'src') });
}
for (const b of builds) if (!existsSync(b.cli)) throw new Error(`${b.cli} does not exist: run \`npm run bundle\` first.`);

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
const compareCommand = (b: Build, w: Workload): Command => ({ file: process.execPath, args: [b.cli, 'compare', w.base, w.head, '--output', 'json'], ok: [0, 1] });
const benchstatOn = (w: Workload): Command | undefined => (benchstat === undefined || !w.base.endsWith('.txt') ? undefined : { file: benchstat, args: [w.base, w.head] });

/** One table row: a median per build (and for benchstat), or a text result; the bar judges the last build. */
interface Row { what: string; ms: (number | undefined)[]; benchstatMs?: number; value?: string; bar?: string; met?: boolean }
const rows: Row[] = [];
const timings: Record<string, Record<string, number[]>> = {};
const current = (row: Row): number => row.ms[row.ms.length - 1] ?? NaN;

/** The current build's default output, the text report: what `bench-gate compare BASE HEAD` prints. */
const textCompareCommand = (w: Workload): Command => ({ file: process.execPath, args: [builds[builds.length - 1]?.cli ?? '', 'compare', w.base, w.head], ok: [0, 1] });

/** The floor program (floor.mjs): the least a one-thread Node comparer does on a Go workload. */
const floorOn = (w: Workload): Command => ({ file: process.execPath, args: [join(here, 'floor.mjs'), w.base, w.head] });

/**
 * Times every build (and benchstat) on one workload, alternating them inside each round; with
 * `floor`, the floor program too (its median in `floorMs`).
 */
function compareWorkload(name: string, n: number, floor = false): (Row & { floorMs?: number; textMs?: number }) | undefined {
  const w = workloads.get(name);
  if (w === undefined) return undefined;
  const other = benchstatOn(w);
  log(`timing ${name} (${n} round${n === 1 ? '' : 's'}${other === undefined ? '' : ', alternating with benchstat'}${floor ? ' and the floor' : ''}) ...`);
  const commands = [...builds.map((b) => compareCommand(b, w)), ...(other === undefined ? [] : [other]), ...(floor ? [floorOn(w), textCompareCommand(w)] : [])];
  const samples = timeAlternately(commands, n);
  const labels = [...builds.map((b) => b.label), ...(other === undefined ? [] : ['benchstat']), ...(floor ? ['floor', 'text'] : [])];
  timings[name] = Object.fromEntries(samples.map((s, i) => [labels[i] ?? '?', s]));
  const row: Row & { floorMs?: number; textMs?: number } = { what: `compare ${w.label}`, ms: builds.map((_, i) => median(samples[i] ?? [])) };
  if (other !== undefined) row.benchstatMs = median(samples[builds.length] ?? []);
  if (floor) {
    row.floorMs = median(samples[samples.length - 2] ?? []);
    row.textMs = median(samples[samples.length - 1] ?? []);
  }
  return row;
}

// 1. compare vs benchstat, 10k (the headline bar), then the growth curve and the large-sample suites.
const main10k = compareWorkload('go-10k', rounds, true);
if (main10k !== undefined) {
  const { floorMs, textMs, ...row } = main10k;
  const ratios = row.ms.map((ms) => (row.benchstatMs === undefined ? NaN : (ms ?? NaN) / row.benchstatMs));
  const ratio = ratios[ratios.length - 1] ?? NaN;
  rows.push({ ...row, value: Number.isNaN(ratio) ? 'benchstat not installed' : `${ratios.map((r) => r.toFixed(2)).join(' → ')}x benchstat`,
    bar: '≤ 0.5x benchstat', ...(Number.isNaN(ratio) ? {} : { met: ratio <= 0.5 }) });
  // The same comparison with the default output, the text report (the bar holds for both outputs).
  const textRatio = row.benchstatMs === undefined || textMs === undefined ? NaN : textMs / row.benchstatMs;
  rows.push({ what: '  (the same, text report: the default output)', ms: [...builds.slice(1).map(() => undefined), textMs],
    value: Number.isNaN(textRatio) ? '' : `${textRatio.toFixed(2)}x benchstat`, bar: '≤ 0.5x benchstat', ...(Number.isNaN(textRatio) ? {} : { met: textRatio <= 0.5 }) });
  // What no one-thread Node comparer can avoid (floor.mjs), against the same benchstat runs.
  const floorRatio = row.benchstatMs === undefined || floorMs === undefined ? undefined : floorMs / row.benchstatMs;
  rows.push({ what: '  (floor: read, tokenize, medians and U only, one thread)', ms: [...builds.slice(1).map(() => undefined), floorMs],
    value: floorRatio === undefined ? '' : `${floorRatio.toFixed(2)}x benchstat` });
}
for (const [name, n] of [['go-1k', rounds], ['go-100k', Math.max(1, Math.min(rounds, 2))]] as const) {
  const row = compareWorkload(name, n);
  if (row !== undefined) rows.push(row);
}
builds.forEach((b, i) => {
  const growth: [number, number][] = [];
  for (const name of ['go-1k', 'go-10k', 'go-100k']) {
    const w = workloads.get(name);
    const ms = timings[name]?.[b.label];
    if (w !== undefined && ms !== undefined) growth.push([w.benchmarks, median(ms)]);
  }
  if (growth.length < 2) return;
  const perBenchmark = growth.map(([n, ms]) => `${n / 1000}k: ${((ms * 1000) / n).toFixed(0)}`).join(', ');
  // Marginal cost per benchmark between consecutive sizes: start-up drops out, so linear growth keeps it flat.
  const marginal = growth.slice(1).map(([n, ms], k) => {
    const [n0, ms0] = growth[k] ?? [0, 0];
    return ((ms - ms0) * 1000) / (n - n0);
  });
  const flat = marginal.length < 2 || (marginal[1] ?? 0) <= 1.5 * (marginal[0] ?? 0);
  const last = i === builds.length - 1;
  rows.push({ what: `growth (${b.label}): µs per benchmark`, ms: [], value: `${perBenchmark}; marginal ${marginal.map((m) => m.toFixed(0)).join(' → ')}`,
    ...(last ? { bar: 'linear (marginal ≤ 1.5x)', met: flat } : {}) });
});
const n100 = compareWorkload('go-1k-n100', rounds);
if (n100 !== undefined) rows.push({ ...n100, bar: '< 2 s', met: current(n100) < 2000 });
const hyperfine = compareWorkload('hyperfine-1000', rounds);
if (hyperfine !== undefined) rows.push(hyperfine);

// 2. Start-up: --version, 20 runs per build after 2 warm-ups (the page cache, not the CLI, is warmed).
log('timing --version ...');
const versionCommands = builds.map((b): Command => ({ file: process.execPath, args: [b.cli, '--version'] }));
timeAlternately(versionCommands, 2);
const version = timeAlternately([...versionCommands, { file: process.execPath, args: ['-e', '0'] }], 20);
timings.version = Object.fromEntries(version.map((s, i) => [builds[i]?.label ?? 'node -e 0', s]));
const versionRow: Row = { what: 'bench-gate --version (20 runs)', ms: builds.map((_, i) => median(version[i] ?? [])), bar: '≤ 100 ms' };
// Settings that make Node itself start slower, whatever the script: NODE_EXTRA_CA_CERTS has Node
// read and parse a CA bundle before running anything (~50 ms on the 2-core machine we measure on,
// where `node -e 0` takes 80 ms with it and 30 ms without). Runners rarely set it; when this
// machine does, start-up is timed both ways and the bar is judged on bench-gate's own share.
const slowStart = ['NODE_EXTRA_CA_CERTS', 'NODE_OPTIONS'].filter((name) => (process.env[name] ?? '') !== '');
const nodeRow = { what: '  (node -e 0, for reference)', ms: [...builds.slice(1).map(() => undefined), median(version[builds.length] ?? [])] };
if (slowStart.length === 0) {
  rows.push({ ...versionRow, met: current(versionRow) <= 100 }, nodeRow);
} else {
  const plain = Object.fromEntries(Object.entries(process.env).filter(([name]) => !slowStart.includes(name)));
  const without = timeAlternately([...versionCommands, { file: process.execPath, args: ['-e', '0'] }].map((c) => ({ ...c, env: plain })), 20);
  timings.versionWithout = Object.fromEntries(without.map((s, i) => [builds[i]?.label ?? 'node -e 0', s]));
  const withoutRow: Row = { what: `bench-gate --version without ${slowStart.join(', ')}`, ms: builds.map((_, i) => median(without[i] ?? [])), bar: '≤ 100 ms' };
  const { bar: _judgedWithout, ...asSet } = versionRow;
  rows.push({ ...asSet, what: `bench-gate --version (with ${slowStart.join(', ')} set)` }, nodeRow,
    { ...withoutRow, met: current(withoutRow) <= 100 },
    { what: `  (node -e 0 without ${slowStart.join(', ')})`, ms: [...builds.slice(1).map(() => undefined), median(without[builds.length] ?? [])] });
}

// 3. Peak memory on the 10k workload.
const w10k = workloads.get('go-10k');
if (w10k !== undefined) {
  log('measuring peak RSS ...');
  const rss = builds.map((b) => nodePeakRssMb(b.cli, ['compare', w10k.base, w10k.head, '--output', 'json'], [0, 1]));
  const other = benchstatOn(w10k);
  const statRss = other === undefined ? undefined : peakRssMb(other);
  rows.push({ what: 'peak RSS, compare 10k', ms: [], value: `${rss.map((mb) => `${mb.toFixed(0)} MB`).join(' → ')}${statRss === undefined ? '' : ` (benchstat ${statRss.toFixed(0)} MB)`}`,
    bar: '≤ 300 MB', met: (rss[rss.length - 1] ?? Infinity) <= 300 });
}

// 4. The action engine, 1,000 benchmarks, a fresh process per round and build.
log('timing the action engine ...');
const fixture = prepareActionFixture(join(here, 'work'));
const engine: Record<string, number>[][] = builds.map(() => []);
for (let r = 0; r < rounds; r++) {
  builds.forEach((b, i) => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', join(here, 'action-engine.ts'), fixture.baseline, fixture.head, b.src], { cwd: root, encoding: 'utf8' });
    engine[i]?.push((JSON.parse(out) as { ms: Record<string, number> }).ms);
  });
}
const steps = Object.keys(engine[0]?.[0] ?? {}).filter((k) => k !== 'total');
const stepsOf = (runs: Record<string, number>[]): string => steps.map((s) => `${s} ${median(runs.map((e) => e[s] ?? NaN)).toFixed(0)}`).join(', ');
rows.push({ what: 'action engine, 1k benchmarks (cached mode)', ms: engine.map((runs) => median(runs.map((e) => e.total ?? NaN))), value: stepsOf(engine[engine.length - 1] ?? []) });

// 5. The table.
const ms = (v: number | undefined): string => (v === undefined ? '' : `${v.toFixed(0)} ms`);
const table = [['measurement', ...builds.map((b) => b.label), 'benchstat', 'result', 'bar', 'met'],
  ...rows.map((r) => [r.what, ...builds.map((_, i) => ms(r.ms[i])), ms(r.benchstatMs), r.value ?? '', r.bar ?? '', r.met === undefined ? '' : r.met ? 'yes' : 'NO'])];
const widths = (table[0] ?? []).map((_, c) => Math.max(...table.map((r) => [...(r[c] ?? '')].length)));
const lines = table.map((r) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ').trimEnd());
const names = builds.map((b) => `${b.label} = ${b.cli.replace(`${root}/`, '')}`).join(', ');
process.stdout.write(`\n${names}; benchstat = ${benchstat ?? '(not installed)'}; node ${process.version}; ${rounds} rounds, medians\n`);
process.stdout.write(`${lines.join('\n')}\n`);
if (values.json !== undefined) writeFileSync(values.json, `${JSON.stringify({ builds, rows, timings, engine }, null, 2)}\n`);
