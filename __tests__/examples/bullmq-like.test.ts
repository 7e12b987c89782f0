/**
 * examples/bullmq-like (BullMQ Workflows, TypeScript/Bun): a Node benchmark app with an in-process
 * queue and workers that prints a JSON report (creation and processing rate in wf/s, latency
 * p50/p95/p99/max, peak RSS), read with only examples/bullmq-like/bench-gate.yml (`metrics`
 * patterns over the report's lines). Rounds interleave base, unchanged and BENCH_SLOWDOWN=1 (an
 * extra CPU-only integrity check in every step: processing and latency slow, memory does not).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare, confirmedOnRerun, EXAMPLES, gatingRegressions, measureInto, RERUN_TIMEOUT, run, table, tempDir } from './harness.js';

const { dir, remove } = tempDir('bullmq-like');
afterAll(remove);
const example = join(EXAMPLES, 'bullmq-like');
const config = join(example, 'bench-gate.yml');
// 10 rounds, not 7: at 7+7 two base rounds slowed by a load burst on the shared CI machine are
// enough to take a real slowdown past q = 0.01 (as happened to beads-like and opcode-like).
const ROUNDS = 10;

/** One run of the app (800 workflows of 3 steps on 8 workers): its JSON report. */
const app = (env: Record<string, string> = {}) => () =>
  run(process.execPath, [join(example, 'bench.mjs'), '--workflows', '800'], { env: { BENCH_SLOWDOWN: '', ...env } });
const sides = { base: app(), same: app(), slow: app({ BENCH_SLOWDOWN: '1' }) };
const measure = <K extends keyof typeof sides>(...keys: K[]) => measureInto(dir, ROUNDS, sides, keys);

describe('examples/bullmq-like: a Node benchmark app printing a JSON report', () => {
  let files: Record<keyof typeof sides, string>;
  beforeAll(async () => {
    files = await measure('base', 'same', 'slow');
  }, 300_000); // timed rounds: twice as slow on a loaded shared machine

  it('reads throughput, latency and memory with their directions', async () => {
    const { report, stderr } = await compare(['--config', config, files.base, files.same]);
    expect(stderr).toMatch(new RegExp(`base .*base-\\d+\\.txt: metrics, 7 benchmarks, ${7 * ROUNDS} samples`));
    const by = (name: string) => report.comparisons.find((c) => c.name === `bullmq/throughput-unlimited/${name}`);
    expect(by('processing-rate')).toMatchObject({ unit: 'wf/s', better: 'higher' });
    expect(by('latency/p99')).toMatchObject({ unit: 'sec', better: 'lower' });
    expect(by('peak-rss')).toMatchObject({ unit: 'B', better: 'lower' });
  });

  it('passes the unchanged app (exit 0)', async () => {
    await confirmedOnRerun(files, () => measure('base', 'same'), async ({ base, same }) => {
      const { code, report } = await compare(['--config', config, base, same]);
      expect(gatingRegressions(report), table(report)).toEqual([]);
      expect(code).toBe(0);
    });
  }, RERUN_TIMEOUT);

  it('catches the slower processing, in wf/s and latency, not in creation or memory (exit 1)', async () => {
    await confirmedOnRerun(files, () => measure('base', 'slow'), async ({ base, slow }) => {
      const { code, report } = await compare(['--config', config, base, slow]);
      const regressions = gatingRegressions(report);
      expect(regressions, table(report)).toContain('bullmq/throughput-unlimited/processing-rate (wf/s)');
      expect(regressions.filter((r) => !/\/(processing-rate|latency\/\w+) /.test(r)), table(report)).toEqual([]);
      expect(code).toBe(1);
    });
  }, RERUN_TIMEOUT);
});
