/**
 * A failed run as the runner sees it: the source (src/action.ts through tsx, not the bundle) with
 * the step's output file, against the loopback fake of GitHub's REST API. A PR's comment from an
 * earlier run is updated to say that the newest run failed; an invalid input, refused before the
 * engine runs, still sets the error verdict.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, HEAD_SHA, pr, SOURCE } from './engine-harness.js';

const harness = new EngineHarness();
beforeAll(() => harness.start());
afterAll(() => harness.stop());

describe('a run that fails before it can gate, end to end', () => {
  it('an output that does not parse: exit 1, verdict error, and the comment the earlier run posted says the newest run failed', async () => {
    const first = await harness.run('report', pr(), {}, 'compare-base-run1.txt', {}, { entry: SOURCE });
    expect(first.code).toBe(0);
    expect(first.outputs.verdict).toBe('pass');
    const posted = harness.fake.comments.get(7) ?? [];
    expect(posted).toHaveLength(1);
    const report = posted[0]?.body ?? '';
    expect(report).toMatch(/### ✅ bench-gate: no regression/);

    const failed = await harness.run('broken', pr(), { run: 'echo no benchmarks here', format: 'go' }, undefined, {}, { entry: SOURCE });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/::error::.*found no benchmark results/);
    expect(failed.outputs).toEqual({ verdict: 'error', 'capture-file': '.bench-gate/bench-output.txt', 'stdout-capture-file': '.bench-gate/bench-stdout.txt', baseline: 'cache' });
    const after = harness.fake.comments.get(7) ?? [];
    expect(after).toHaveLength(1);
    const body = after[0]?.body ?? '';
    expect(body.startsWith(report.slice(0, report.indexOf('\n')))).toBe(true);
    expect(body).toMatch(new RegExp(`^### ⚠️ bench-gate: the newest run failed$[\\s\\S]*\\[The newest run\\]\\(https://github\\.com/acme/widgets/actions/runs/\\d+/attempts/1\\), for commit \`${HEAD_SHA.slice(0, 12)}\``, 'm'));
    expect(body).toMatch(/^> .*found no benchmark results/m);
    expect(body).toContain(report.slice(report.indexOf('\n') + 1).trim());
  }, 120_000);

  it('an invalid input, refused before the engine runs: exit 1 and verdict error', async () => {
    const run = await harness.run('bad-input', pr(), { threshold: 'lots' }, 'compare-base-run1.txt', {}, { entry: SOURCE });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/::error::.*'threshold'/);
    expect(run.outputs).toEqual({ verdict: 'error' });
  }, 60_000);
});
