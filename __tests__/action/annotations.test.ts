/**
 * The gate's annotations on the run: one error per regression that fails the gate, worded as the
 * failure line is (the threshold as given, a change from zero as "0 -> 48", a sign on the change);
 * a warning per informational one; within the ten of each kind GitHub shows per step (one error kept
 * for the failure line, warnings the step logged before counted), then a notice counting the rest.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnnotationTally } from '../../src/action/annotation-budget.js';
import { runAction } from '../../src/action/main.js';
import type { BaselineStore, RestoreResult } from '../../src/store/baseline-store.js';
import { memoryPorts } from './memory-ports.js';

const GO = join(import.meta.dirname, '..', '..', 'fixtures', 'go');
const KEY = `bench-gate/v1/Linux-X64/0123456789ab/default/${'b'.repeat(40)}-1-1`;

/** A store holding at most one baseline, which a trusted run saves and a PR restores. */
class OneBaseline implements BaselineStore {
  text: string | undefined;
  restore(): Promise<RestoreResult> { return Promise.resolve(this.text === undefined ? { kind: 'miss' } : { kind: 'hit', key: KEY, text: this.text }); }
  save(key: string, text: string) { this.text = text; return Promise.resolve({ kind: 'saved' as const, key }); }
}

async function gate(event: 'push' | 'pull_request', bench: string, store: BaselineStore, inputs: Record<string, string> = {}, text = readFileSync(join(GO, bench), 'utf8')) {
  const payload = event === 'push' ? { repository: { default_branch: 'main' } }
    : { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40), repo: { full_name: 'acme/w' } } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': text }, store, payload,
    inputs: { command: 'gate', 'output-file': 'bench.txt', comment: 'never', confirm: 'false', ...inputs },
    env: { GITHUB_EVENT_NAME: event, GITHUB_REF: event === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge' },
  });
  const errors: string[] = [];
  const notices: string[] = [];
  ports.log.error = (message) => { errors.push(message); };
  ports.log.notice = (message) => { notices.push(message); };
  await runAction(ports);
  return { out, errors, notices };
}

describe('regression annotations', () => {
  it('give the threshold as written, a change from zero as "0 -> 48", and a sign, as the failure line does', async () => {
    const store = new OneBaseline();
    await gate('push', 'compare-base-run1.txt', store);
    const { out, errors } = await gate('pull_request', 'compare-head.txt', store, { threshold: '5.5%' });
    expect(out.failed).toEqual([expect.stringMatching(/^4 benchmark metrics regressed beyond 5\.5%: .*BenchmarkStats-2 B\/op 0 -> 48/)]);
    // Largest first, as the report's table: a change from zero is the largest there is.
    expect(errors).toEqual([
      'BenchmarkStats-2 B/op: 0 -> 48 (threshold 5.5%)',
      'BenchmarkStats-2 allocs/op: 0 -> 1 (threshold 5.5%)',
      expect.stringMatching(/^BenchmarkRollingHash-2 B\/s: -80\.\d\d% \(threshold 5\.5%\)$/),
      expect.stringMatching(/^BenchmarkRollingHash-2 sec\/op: \+418\.\d\d% \(threshold 5\.5%\)$/),
    ]);
  });

  it('show a bidi override in a name as an escape, as the failure line does', async () => {
    const runs = (ns: number): string => Array.from({ length: 10 }, (_, i) => `BenchmarkBidi\u202eevil-2\t1000\t${ns + i} ns/op`).join('\n');
    const store = new OneBaseline();
    await gate('push', '', store, {}, runs(100));
    const { out, errors } = await gate('pull_request', '', store, {}, runs(200));
    expect(errors).toEqual([expect.stringMatching(/^BenchmarkBidi\\u202Eevil-2 sec\/op: \+\d+\.\d\d% \(threshold 5%\)$/)]);
    expect(out.failed).toEqual([expect.stringMatching(/: BenchmarkBidi\\u202Eevil-2 sec\/op \+/)]);
  });

  it('name the largest informational regressions first too, as the report\'s table does', async () => {
    const store = new OneBaseline();
    await gateInformational('push', twelveInformational(() => 1), store);
    const { out } = await gateInformational('pull_request', twelveInformational((k) => 1 + (k + 1) / 10), store);
    expect(out.failed).toEqual([]);
    const annotated = out.warnings.filter((w) => w.endsWith('informational, does not fail the gate')).map((w) => /^BenchmarkI(\d+)-2/.exec(w)?.[1]);
    expect(annotated).toEqual(['12', '11', '10', '09', '08', '07', '06', '05', '04', '03']);
  });

  it('count the informational regressions past the ten annotated, as they count the gating ones', async () => {
    const store = new OneBaseline();
    await gateInformational('push', twelveInformational(() => 1), store);
    const { notices } = await gateInformational('pull_request', twelveInformational((k) => 1 + (k + 1) / 10), store);
    // Only this notice: no regression fails the gate, so there is no count of gating ones.
    expect(notices).toEqual(['2 more informational regressions (they do not fail the gate): see the job summary.']);
  });

  it('keep one error of the ten GitHub shows per step for the failure line, and count the rest', async () => {
    const store = new OneBaseline();
    await gate('push', '', store, {}, twelveInformational(() => 1));
    const { out, errors, notices } = await gate('pull_request', '', store, {}, twelveInformational((k) => 1 + (k + 1) / 10));
    expect(errors.map((e) => /^BenchmarkI(\d+)-2/.exec(e)?.[1])).toEqual(['12', '11', '10', '09', '08', '07', '06', '05', '04']);
    expect(notices).toEqual(['3 more regressions: see the job summary.']);
    expect(out.failed).toEqual([expect.stringMatching(/^12 benchmark metrics regressed beyond 5%/)]);
  });

  it('fit the informational warnings in what the step has left after its earlier warnings', async () => {
    const store = new OneBaseline();
    // Three rules that match nothing: three config warnings before the annotations.
    const unused = '  - {match: "BenchmarkNone1*", informational: true}\n  - {match: "BenchmarkNone2*", informational: true}\n  - {match: "BenchmarkNone3*", informational: true}\n';
    await gateInformational('push', twelveInformational(() => 1), store, unused);
    const { notices, out } = await gateInformational('pull_request', twelveInformational((k) => 1 + (k + 1) / 10), store, unused);
    expect(out.warnings.filter((w) => w.includes('matched no benchmark'))).toHaveLength(3);
    expect(out.warnings.filter((w) => w.endsWith('informational, does not fail the gate'))).toHaveLength(7);
    expect(notices).toEqual(['5 more informational regressions (they do not fail the gate): see the job summary.']);
  });

  it('count the annotations the step wrote past the engine\'s log (@actions/cache\'s own warnings)', async () => {
    const store = new OneBaseline();
    await gateInformational('push', twelveInformational(() => 1), store);
    // The cache library warns on the log itself: two of the step's ten warnings are gone.
    const tally = new AnnotationTally();
    tally.see('::warning::Failed to restore: Cache service responded with 503\n');
    tally.see('::warning::Failed to save: Cache service responded with 503\n');
    const { notices, out } = await gateInformational('pull_request', twelveInformational((k) => 1 + (k + 1) / 10), store, '', tally);
    expect(out.warnings.filter((w) => w.endsWith('informational, does not fail the gate'))).toHaveLength(8);
    expect(notices).toEqual(['4 more informational regressions (they do not fail the gate): see the job summary.']);
  });
});

describe('a large runner offset', () => {
  /** 12 benchmarks of 10 runs each, every one `factor` times as slow as at 1. */
  const suite = (factor: number): string => Array.from({ length: 12 }, (_, b) => Array.from({ length: 10 }, (_, i) =>
    `BenchmarkS${String(b).padStart(2, '0')}-2\t1000\t${Math.round((1000 + 100 * b + 3 * i) * factor)} ns/op`).join('\n')).join('\n');

  it('is a warning annotation: every benchmark 30% slower passes as a slower runner, and the run says so where it is read', async () => {
    const store = new OneBaseline();
    await gate('push', '', store, {}, suite(1));
    const { out, errors } = await gate('pull_request', '', store, {}, suite(1.3));
    expect(out.failed).toEqual([]);
    expect(errors).toEqual([]);
    expect(out.warnings).toEqual([expect.stringMatching(/^LARGE runner offset: head ran 30\.\d\d% slower overall than the baseline; corrected before testing .*a change that slows everything: check the uncorrected geomean\.$/)]);
  });

  it('is not annotated below the threshold: a runner 3% slower is the report\'s note only', async () => {
    const store = new OneBaseline();
    await gate('push', '', store, {}, suite(1));
    const { out } = await gate('pull_request', '', store, {}, suite(1.03));
    expect(out.failed).toEqual([]);
    expect(out.warnings).toEqual([]);
  });
});

describe('the benchmark output\'s own warnings', () => {
  it('annotate the first ten and log the rest, each cut as stderr cuts a diagnostic (a token run into a result line can be megabytes)', async () => {
    const token = 'g'.repeat(200_000);
    const bad = Array.from({ length: 12 }, (_, i) => `BenchmarkBad${i}-2\t${token}\t100 ns/op`);
    const good = Array.from({ length: 10 }, (_, i) => `BenchmarkOk-2\t1000\t${100 + i} ns/op`);
    const { out } = await gate('push', '', new OneBaseline(), {}, [...bad, ...good].join('\n'));
    expect(out.warnings.filter((w) => w.includes('BenchmarkBad'))).toHaveLength(10);
    const logged = out.infos.filter((m) => m.includes('BenchmarkBad'));
    expect(logged).toHaveLength(2);
    for (const m of logged) expect(m.length).toBeLessThan(2_000);
    // As the rerun's are logged (stderr's form), and as a `run` on the command line prints them.
    expect(logged.map((m) => /^bench\.txt:(\d+): warning: cannot read the result line of BenchmarkBad\d+-2/.exec(m)?.[1])).toEqual(['11', '12']);
  });
});

describe('AnnotationTally', () => {
  it('counts the annotation commands written to the log, split over writes or not, and nothing else', () => {
    const tally = new AnnotationTally();
    tally.see('::error title=bench-gate::one\n::warn');
    tally.see('ing::two\nBenchmarkA ::error:: inside a line is no command\n::notice::three');
    tally.see('\r\n::debug::not shown\n  ::error::four\nplain\n');
    expect([tally.left('error'), tally.left('warning'), tally.left('notice')]).toEqual([8, 9, 9]);
    for (let i = 0; i < 12; i++) tally.see('::warning::more\n');
    expect(tally.left('warning')).toBe(0);
  });
});

/**
 * Ten runs of twelve benchmarks, BenchmarkI01..12, at 100 ns times `factor(k)`, and twenty unchanged
 * ones that keep the machine offset at zero. With `1 + (k + 1) / 10` the later the key the larger the
 * regression (+10% ... +120%), so key order would annotate the ten smallest.
 */
function twelveInformational(factor: (k: number) => number): string {
  return Array.from({ length: 10 }, (_, i) => [
    ...Array.from({ length: 12 }, (_, k) => `BenchmarkI${String(k + 1).padStart(2, '0')}-2\t1000\t${(100 * factor(k) + i / 10).toFixed(2)} ns/op`),
    ...Array.from({ length: 20 }, (_, k) => `BenchmarkU${String(k + 1).padStart(2, '0')}-2\t1000\t${(100 + i / 10).toFixed(2)} ns/op`),
  ].join('\n')).join('\n');
}

/** A gate run in which every benchmark is informational (a config rule), with the notices it logged. */
async function gateInformational(event: 'push' | 'pull_request', text: string, store: BaselineStore, moreRules = '', tally?: AnnotationTally) {
  const payload = event === 'push' ? { repository: { default_branch: 'main' } }
    : { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40), repo: { full_name: 'acme/w' } } } };
  const { ports, out } = memoryPorts({
    files: { 'bench.txt': text, 'bench-gate.yml': `rules:\n  - {match: "**", informational: true}\n${moreRules}` }, store, payload,
    inputs: { command: 'gate', 'output-file': 'bench.txt', config: 'bench-gate.yml', comment: 'never', confirm: 'false' },
    env: { GITHUB_EVENT_NAME: event, GITHUB_REF: event === 'push' ? 'refs/heads/main' : 'refs/pull/7/merge' },
  });
  const notices: string[] = [];
  ports.log.notice = (message) => { notices.push(message); };
  // As action.ts: the log's count is the job log's, which sees what others wrote to it too.
  if (tally !== undefined) {
    const log = ports.log;
    const warning = log.warning.bind(log);
    log.warning = (message, props) => { tally.see(`::warning::${message}\n`); warning(message, props); };
    ports.log.left = (kind) => tally.left(kind);
  }
  await runAction(ports);
  return { out, notices };
}
