/**
 * The detection-quality harness (STATISTICS.md §5): generates seeded 100-benchmark suites under
 * each noise model, runs bench-gate's real engine (compareResultSets, what `bench-gate compare`
 * calls) and two reference rules on them, and prints the share of A/A suites that would fail CI,
 * false regressions per benchmark, and power per slowdown. Cells run on worker threads.
 *
 *   scripts/eval-gate [--suites N] [--seed S] [--only MODEL] [--workers W]
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { SAMPLE_RULES, SINGLE_NUMBER_RULES, type Cell, type Tally } from './cells.js';
import { evaluationCells, HISTORY_LENGTHS, plannedModels, SAMPLE_SIZES, SLOWDOWNS } from './plan.js';
import { BENCHMARKS, HISTORY_RUNS, SLOWED } from './suites.js';

const { values } = parseArgs({ options: { suites: { type: 'string' }, seed: { type: 'string' }, only: { type: 'string' }, workers: { type: 'string' } } });
const SUITES = Number(values.suites ?? 400);
const SEED = Number(values.seed ?? 20261121);
const WORKERS = Number(values.workers ?? availableParallelism());
let cells: Cell[];
try {
  cells = evaluationCells({ suites: SUITES, seed: SEED, ...(values.only === undefined ? {} : { only: values.only }) });
} catch (error) {
  console.error(`scripts/eval-gate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const models = plannedModels(values.only);

function runAll(): Promise<Tally[][]> {
  const results: Tally[][] = new Array<Tally[]>(cells.length);
  let next = 0;
  let done = 0;
  return new Promise((resolve, reject) => {
    const workers = Array.from({ length: Math.max(1, Math.min(WORKERS, cells.length)) }, () =>
      new Worker(new URL('./worker-entry.mjs', import.meta.url)));
    const feed = (worker: Worker): void => {
      if (next >= cells.length) {
        worker.postMessage('exit');
        return;
      }
      const id = next++;
      worker.postMessage({ id, cell: cells[id] });
    };
    for (const worker of workers) {
      worker.on('message', (msg: { id: number; tallies: Tally[] }) => {
        results[msg.id] = msg.tallies;
        done += 1;
        if (done === cells.length) resolve(results);
        feed(worker);
      });
      worker.on('error', reject);
      feed(worker);
    }
  });
}

const pct = (a: number, b: number, digits = 1): string => (b === 0 ? '—' : ((100 * a) / b).toFixed(digits));
const aa = (t: Tally | undefined): string => (t === undefined ? '?' : `${pct(t.falseFlags, t.unchanged, 2)} / ${pct(t.suitesFailing, t.suites)}`);

function print(results: Tally[][]): void {
  const find = (pred: (c: Cell) => boolean): Tally[] => results[cells.findIndex(pred)] ?? [];
  console.log(`\n## A/A: false regressions per benchmark % / suites failing CI % (${SUITES} suites of ${BENCHMARKS} benchmarks per cell)\n`);
  console.log(`| noise | n | ${SAMPLE_RULES.join(' | ')} |\n|---|---|---|---|---|`);
  for (const model of models) {
    for (const n of SAMPLE_SIZES) {
      const t = find((c) => c.kind === 'samples' && c.model === model.name && c.n === n && c.slowdown === 1);
      console.log(`| ${model.name}${model.cached === true ? ` (H=${HISTORY_RUNS})` : ''} | ${n} | ${t.map(aa).join(' | ')} |`);
    }
  }
  console.log(`\n## A/B: ${SLOWED} of ${BENCHMARKS} benchmarks slowed; power % at slowdowns ${SLOWDOWNS.map((s) => `${Math.round((s - 1) * 100)}%`).join(' / ')} [suites with a false flag at 10%, %]\n`);
  console.log(`| noise | n | ${SAMPLE_RULES.join(' | ')} |\n|---|---|---|---|---|`);
  for (const model of models) {
    for (const n of SAMPLE_SIZES) {
      const row = SAMPLE_RULES.map((_, r) => {
        const powers = SLOWDOWNS.map((s) => find((c) => c.kind === 'samples' && c.model === model.name && c.n === n && c.slowdown === s)[r]);
        const at10 = find((c) => c.kind === 'samples' && c.model === model.name && c.n === n && c.slowdown === 1.1)[r];
        return `${powers.map((t) => (t === undefined ? '?' : pct(t.caught, t.slowed, 0))).join(' / ')} [${at10 === undefined ? '?' : pct(at10.suitesFailing, at10.suites, 0)}]`;
      });
      console.log(`| ${model.name} | ${n} | ${row.join(' | ')} |`);
    }
  }
  if (values.only !== undefined) return;
  console.log('\n## One number per run (2% run noise, 3% machine offset per run): A/A false regressions per benchmark % / suites failing %; power at 10% / 20%\n');
  console.log(`| history runs H | ${SINGLE_NUMBER_RULES.join(' | ')} |\n|---|---|---|`);
  for (const h of HISTORY_LENGTHS) {
    const at = (s: number) => find((c) => c.kind === 'single-number' && c.n === h && c.slowdown === s);
    const row = SINGLE_NUMBER_RULES.map((_, r) => {
      const [a, p10, p20] = [at(1)[r], at(1.1)[r], at(1.2)[r]];
      return `${aa(a)}; ${p10 === undefined ? '?' : pct(p10.caught, p10.slowed, 0)} / ${p20 === undefined ? '?' : pct(p20.caught, p20.slowed, 0)}`;
    });
    console.log(`| ${h} | ${row.join(' | ')} |`);
  }
}

const started = performance.now();
console.log(`# bench-gate detection quality (seed ${SEED}, ${SUITES} suites per cell, ${cells.length} cells, ${WORKERS} workers)`);
print(await runAll());
console.log(`\n(${((performance.now() - started) / 1000).toFixed(0)} s)`);
