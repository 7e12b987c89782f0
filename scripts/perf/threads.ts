/**
 * Would a second thread make compare faster? Times the per-pair work of compare (side summaries and
 * the statistical test of every pair, the part that splits cleanly) on the main thread alone and
 * with half the pairs in a worker thread, in alternating fresh processes, and prints the medians
 * and whether both modes gave the same results. Issue 9's notes cite it: on this 2-core machine the
 * split is slower, since V8's own background threads (compilers, GC) already use the second core.
 *
 *   node --import tsx scripts/perf/threads.ts [--rounds N] [BASE HEAD]
 *
 * Without files it uses the 10k workload that `scripts/bench` writes to scripts/perf/work/go-10k.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string' } } });
const rounds = Number(values.rounds ?? 5);
const [base = join(here, 'work/go-10k/base.txt'), head = join(here, 'work/go-10k/head.txt')] = positionals.map((p) => resolve(p));
if (!existsSync(base) || !existsSync(head)) {
  process.stderr.write(`threads: ${existsSync(base) ? head : base} not found; run \`scripts/bench --quick\` once to write the workloads, or name two files\n`);
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-gate-threads-'));
const probe = join(dir, 'probe.mjs');
// The probe runs in two threads; tsx cannot load TypeScript in a worker on Node 20, so bundle it.
await build({ entryPoints: [join(here, 'threads-probe.ts')], bundle: true, platform: 'node', format: 'esm', outfile: probe, logLevel: 'warning' });

interface Run { mode: string; pairs: number; ms: number; digest: string }
const runs: Run[] = [];
for (let round = 0; round < rounds; round++) {
  for (const mode of round % 2 === 0 ? ['single', 'split'] : ['split', 'single']) {
    runs.push(JSON.parse(execFileSync(process.execPath, [probe, mode, base, head], { encoding: 'utf8' })) as Run);
  }
}
rmSync(dir, { recursive: true, force: true });

const medianOf = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] ?? NaN : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
for (const mode of ['single', 'split']) {
  const own = runs.filter((r) => r.mode === mode);
  process.stdout.write(`${mode.padEnd(7)} ${String(own[0]?.pairs ?? 0)} pairs: median ${medianOf(own.map((r) => r.ms)).toFixed(0)} ms (${own.map((r) => r.ms.toFixed(0)).join(', ')})\n`);
}
const digests = new Set(runs.map((r) => r.digest));
process.stdout.write(`same results in both modes: ${digests.size === 1 ? 'yes' : `no (${[...digests].join(', ')})`}\n`);
