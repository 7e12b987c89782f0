/**
 * The long fuzz run (issue 10, item 1): the checks of __tests__/fuzz (no throw, no hang, every
 * problem a diagnostic with a line, accepted input is a valid result) at volume, per target.
 *
 *   npx tsx scripts/fuzz.ts [--per-parser N] [--only go,divan] [--seconds S] [--seed S] [--jobs J] [--out DIR]
 *   npx tsx scripts/fuzz.ts --replay tmp/fuzz/divan/1.json
 *
 * --jobs J runs the targets in J child processes (default 1: this process), each taking the next
 * target from the queue when it finishes one; a target's inputs depend only on the seed, not on
 * which process ran it.
 * --per-parser N  inputs per target (default 1,000,000); --seconds S stops a target after S seconds
 * (the count actually run is printed); --seed makes a run repeatable. Each failure is saved as a
 * reproducer (target, seed, violations, the input) under --out (default tmp/fuzz, gitignored), at
 * most 20 per target; --replay runs one again. Prints per target: inputs, failures, the slowest
 * input (ms; an input over 1 s is rerun and counts as a hang only if slow again) and inputs per
 * second; exits 1 when anything failed.
 */
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { deserializeInput, excerptInput, fuzzTargets, runOne, serializeInput, type FuzzTarget } from '../__tests__/fuzz/targets.js';

const { values } = parseArgs({
  options: {
    'per-parser': { type: 'string', default: '1000000' },
    only: { type: 'string' },
    seconds: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string', default: 'tmp/fuzz' },
    replay: { type: 'string' },
    batch: { type: 'string', default: '500' },
    jobs: { type: 'string', default: '1' },
    worker: { type: 'boolean', default: false },
  },
});

const targets = fuzzTargets();

if (values.replay !== undefined) {
  const saved = JSON.parse(readFileSync(values.replay, 'utf8')) as { target: string; input: unknown };
  const target = targets.find((t) => t.name === saved.target);
  if (target === undefined) throw new Error(`no fuzz target ${saved.target}`);
  const outcome = runOne(target, deserializeInput(saved.input));
  console.log(outcome.violations.length === 0 ? `ok (${outcome.ms.toFixed(1)} ms)` : outcome.violations.join('\n'));
  process.exit(outcome.violations.length === 0 ? 0 : 1);
}

const perTarget = Number(values['per-parser']);
const seconds = values.seconds === undefined ? Infinity : Number(values.seconds);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const batch = Number(values.batch);
const only = values.only?.split(',');
// In --only's order: with --jobs, list the slowest targets first so no process is left with one at the end.
const chosen = only === undefined ? targets : [...new Set(only)].flatMap((name) => targets.filter((t) => t.name === name));
const unknown = (only ?? []).filter((name) => !targets.some((t) => t.name === name));
if (chosen.length === 0 || unknown.length > 0) throw new Error(`no fuzz target ${unknown.join(', ') || values.only || ''}; targets: ${targets.map((t) => t.name).join(', ')}`);

interface Summary { target: string; inputs: number; failures: number; maxMs: number; slowOnce: number; perSecond: number; seconds: number; saved: string[]; crashed?: string }

function fuzz(target: FuzzTarget): Summary {
  const started = performance.now();
  let inputs = 0;
  let failures = 0;
  let maxMs = 0;
  let slowOnce = 0;
  let lastReport = started;
  const saved: string[] = [];
  const seen = new Set<string>();
  for (let round = 0; inputs < perTarget && (performance.now() - started) / 1000 < seconds; round += 1) {
    const sample = fc.sample(target.arbitrary, { numRuns: Math.min(batch, perTarget - inputs), seed: seed + round });
    for (const [index, input] of sample.entries()) {
      const outcome = runOne(target, input);
      inputs += 1;
      maxMs = Math.max(maxMs, outcome.ms);
      if (outcome.slowOnce !== undefined) slowOnce += 1;
      if (outcome.violations.length === 0) continue;
      failures += 1;
      // One reproducer per kind of failure (its first line, numbers masked), at most 20.
      const kind = (outcome.violations[0] ?? '').split('\n')[0]?.replaceAll(/\d+/g, 'N') ?? '';
      if (seen.has(kind) || saved.length >= 20) continue;
      seen.add(kind);
      const dir = join(values.out, target.name);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${saved.length + 1}.json`);
      writeFileSync(file, `${JSON.stringify({ target: target.name, seed: seed + round, index, violations: outcome.violations, input: serializeInput(input) }, null, 2)}\n`);
      saved.push(file);
      console.log(`  ${target.name}: FAILURE saved to ${file}\n    ${outcome.violations.map((v) => v.split('\n')[0]).join('\n    ')}\n    input: ${excerptInput(input, 300)}`);
    }
    const now = performance.now();
    if (now - lastReport > 60_000) {
      lastReport = now;
      console.log(`  ${target.name}: ${inputs} inputs, ${failures} failures, ${Math.round(inputs / ((now - started) / 1000))}/s`);
    }
  }
  const elapsed = (performance.now() - started) / 1000;
  return { target: target.name, inputs, failures, maxMs, slowOnce, perSecond: inputs / elapsed, seconds: elapsed, saved };
}

function printSummary(summary: Summary): void {
  console.log(`${summary.target.padEnd(16)} ${String(summary.inputs).padStart(9)} inputs  ${String(summary.failures).padStart(5)} failures  max ${summary.maxMs.toFixed(1).padStart(7)} ms/input  ${Math.round(summary.perSecond).toString().padStart(6)} inputs/s  (${summary.seconds.toFixed(0)} s${summary.slowOnce > 0 ? `; ${summary.slowOnce} slow once, fast on rerun` : ''})`);
}

/** A child of --jobs: fuzzes each target the parent sends and answers with its summary. */
function serveAsWorker(): void {
  process.on('message', (name: string) => {
    const target = chosen.find((t) => t.name === name);
    if (target === undefined) throw new Error(`no fuzz target ${name}`);
    process.send?.(fuzz(target));
  });
  process.send?.('ready');
}

/**
 * Runs the targets in `jobs` child processes, each taking the next target when it finishes one. A
 * child that dies (a signal, an out-of-memory abort, an exit status) fails the target it was
 * running, which is reported like any failure; the other children carry on with the queue.
 */
async function runInChildren(jobs: number): Promise<Summary[]> {
  const queue = chosen.map((t) => t.name);
  const summaries: Summary[] = [];
  const args = process.argv.slice(2).filter((a, i, all) => a !== '--jobs' && all[i - 1] !== '--jobs' && !a.startsWith('--jobs='));
  await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, () => new Promise<void>((resolve) => {
    const child = fork(process.argv[1] ?? 'scripts/fuzz.ts', [...args, '--seed', String(seed), '--worker'], { execArgv: process.execArgv });
    let running: string | undefined;
    const next = (): void => {
      running = queue.shift();
      if (running === undefined) child.disconnect();
      else child.send(running);
    };
    child.on('message', (message: 'ready' | Summary) => {
      if (message !== 'ready') {
        summaries.push(message);
        printSummary(message);
      }
      next();
    });
    child.on('exit', (code, signal) => {
      if (running !== undefined) {
        const crashed = `the fuzz process running it died (${signal ?? `exit status ${code}`})`;
        summaries.push({ target: running, inputs: 0, failures: 1, maxMs: 0, slowOnce: 0, perSecond: 0, seconds: 0, saved: [], crashed });
        console.log(`${running.padEnd(16)} FAILED: ${crashed}`);
      }
      resolve();
    });
  })));
  // In the order the targets are listed, whichever process finished first.
  return chosen.flatMap((t) => summaries.filter((s) => s.target === t.name));
}

const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`--jobs takes a whole number of processes (1 or more), not ${values.jobs}`);
if (values.worker) {
  serveAsWorker();
} else {
  console.log(`bench-gate fuzz: ${chosen.length} targets, up to ${perTarget} inputs each${Number.isFinite(seconds) ? `, at most ${seconds} s each` : ''}, seed ${seed}${jobs > 1 ? `, ${jobs} processes` : ''}`);
  const started = performance.now();
  const summaries = jobs > 1 ? await runInChildren(jobs) : chosen.map((target) => {
    const summary = fuzz(target);
    printSummary(summary);
    return summary;
  });
  mkdirSync(values.out, { recursive: true });
  writeFileSync(join(values.out, 'summary.json'), `${JSON.stringify({ seed, perTarget, seconds: Number.isFinite(seconds) ? seconds : null, jobs, summaries }, null, 2)}\n`);
  const total = summaries.reduce((s, x) => s + x.inputs, 0);
  // A target no process got to (every child died first) is a failure too, and below the count.
  const missing = chosen.filter((t) => !summaries.some((x) => x.target === t.name)).map((t) => t.name);
  const failed = summaries.reduce((s, x) => s + x.failures, 0) + missing.length;
  const below = [...summaries.filter((x) => x.inputs < perTarget).map((x) => x.target), ...missing.map((name) => `${name} (not run)`)];
  console.log(`total: ${total} inputs, ${failed} failures in ${((performance.now() - started) / 60_000).toFixed(1)} min; ${below.length === 0 ? `every target reached ${perTarget}` : `below ${perTarget}: ${below.join(', ')}`} (summary in ${join(values.out, 'summary.json')})`);
  process.exit(failed === 0 ? 0 : 1);
}
