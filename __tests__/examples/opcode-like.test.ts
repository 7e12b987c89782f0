/**
 * examples/opcode-like (OPCODE, a Go workflow engine): `go test -bench . -benchmem` over DAG
 * execution (parallel and sequential step counts), a worker pool, and a derived `workflows/s`
 * metric (b.ReportMetric, higher is better). The test binary is built once, then run in
 * interleaved rounds: base, unchanged, and BENCH_SLOWDOWN=1 (a re-validation of the DAG before each
 * inline step: only the sequential chains pay it). No config file is needed.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compare, confirmedOnRerun, EXAMPLES, gatingRegressions, has, measureInto, RERUN_TIMEOUT, run, table, tempDir } from './harness.js';

const { dir, remove } = tempDir('opcode-like');
afterAll(remove);
const binary = join(dir, 'engine.test');
// 8 rounds once missed the 5x slowdown (q = 0.014 against the harness's 0.01) when a load burst
// slowed a few base rounds on the shared 2-core CI machine. At 12, a burst once made the unchanged
// DAGParallel/steps=100 (goroutines on a worker pool, the noisiest here) read +17% at q = 0.007;
// 16 rounds spread such bursts over more samples of every side.
const ROUNDS = 16;

/** One `go test -bench . -benchmem -count=1` run of the compiled test binary. */
const bench = (env: Record<string, string> = {}) => () =>
  run(binary, ['-test.run', '^$', '-test.bench', '.', '-test.benchmem', '-test.count', '1', '-test.benchtime', '50ms'], { env: { BENCH_SLOWDOWN: '', ...env } });
const sides = { base: bench(), same: bench(), slow: bench({ BENCH_SLOWDOWN: '1' }) };
const measure = <K extends keyof typeof sides>(...keys: K[]) => measureInto(dir, ROUNDS, sides, keys);

describe.skipIf(!has('go', ['version']))('examples/opcode-like: go test -bench with a workflows/s metric', () => {
  let files: Record<keyof typeof sides, string>;
  beforeAll(async () => {
    run('go', ['test', '-c', '-o', binary, '.'], { cwd: join(EXAMPLES, 'opcode-like'), timeoutMs: 120_000 });
    files = await measure('base', 'same', 'slow');
  }, 300_000); // real builds and timed rounds: twice as slow on a loaded shared machine

  it('passes the unchanged code (exit 0)', async () => {
    await confirmedOnRerun(files, () => measure('base', 'same'), async ({ base, same }) => {
      const { code, report } = await compare([base, same]);
      expect(gatingRegressions(report), table(report)).toEqual([]);
      expect(code).toBe(0);
    });
  }, RERUN_TIMEOUT);

  it('catches the slowdown of the sequential chains, in sec/op and workflows/s, and nothing else (exit 1)', async () => {
    await confirmedOnRerun(files, () => measure('base', 'slow'), async ({ base, slow }) => {
      const { code, report } = await compare([base, slow]);
      expect(code).toBe(1);
      // Go appends -GOMAXPROCS to the names (BenchmarkX/steps=20-2 on two cores): leave it out.
      const regressions = gatingRegressions(report).map((r) => r.replace(/-\d+ \(/, ' ('));
      expect(regressions, table(report)).toContain('BenchmarkDAGSequential/steps=20 (sec/op)');
      expect(regressions, table(report)).toContain('BenchmarkDAGSequential/steps=20 (workflows/s)');
      expect(regressions.filter((r) => !r.startsWith('BenchmarkDAGSequential/')), table(report)).toEqual([]);
      const wfs = report.comparisons.find((c) => /^BenchmarkDAGSequential\/steps=20(-\d+)?$/.test(c.name) && c.unit === 'workflows/s');
      expect(wfs).toMatchObject({ better: 'higher' });
      expect(wfs?.ratio).toBeLessThan(0.8);
    });
  }, RERUN_TIMEOUT);
});
