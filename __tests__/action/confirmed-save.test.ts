/**
 * What a trusted run saves after confirm on rerun: the results its report rests on. A flagged
 * regression the rerun did not reproduce is reported with the rerun's numbers, so the rerun's
 * samples of that metric are saved (the first, likely a bad run's, would be the next baseline, and
 * its median the history's); a confirmed one, and every metric that was not flagged, keep the
 * first run's, as their rows do.
 */
import { describe, expect, it } from 'vitest';
import { runAction } from '../../src/action/main.js';
import { CAPTURE_FILE } from '../../src/action/ports.js';
import type { RunPorts, SpawnRequest } from '../../src/run/run-ports.js';
import type { ResultSet } from '../../src/schema/result.js';
import { PrefixStore } from './prefix-store.js';
import { memoryPorts } from './memory-ports.js';

const NAMES = ['BenchmarkEncode', 'BenchmarkDecode', 'BenchmarkHash'];

/** Go output: 10 samples each, 1 ms apart by name; `slower` scales a name's times, `bytes` sets Encode's B/op. */
function goOutput(slower: Record<string, number> = {}, bytes = 0): string {
  const lines = ['goos: linux', 'goarch: amd64', 'pkg: example.com/codec'];
  NAMES.forEach((name, n) => {
    for (let i = 0; i < 10; i++) {
      const ns = Math.round((1_000_000 + n * 1_000_000) * (slower[name] ?? 1) * (1 + ((i * 7) % 11 - 5) / 1000));
      lines.push(`${name}-8 \t 1000\t ${ns} ns/op\t ${name === 'BenchmarkEncode' ? bytes : 0} B/op`);
    }
  });
  return `${lines.join('\n')}\nPASS\n`;
}

/** Processes whose every bash run prints `output` (the confirming rerun), recording what was asked. */
function rerunPrints(output: string, asked: SpawnRequest[]): RunPorts {
  return {
    spawn: (request) => {
      asked.push(request);
      const bash = request.argv[0] === 'bash';
      request.onStdout?.(bash ? output : '');
      return Promise.resolve({ end: { kind: 'exited', code: bash ? 0 : 128 }, stdout: bash ? output : '', stderr: '', durationSeconds: 0 });
    },
    stderr: () => undefined, stderrIsTTY: false, env: {}, now: () => new Date('2026-11-21T12:00:00Z'),
    fingerprint: () => Promise.resolve({ id: '0123456789ab', os: 'Linux', arch: 'X64', details: {} }),
    makeTempDir: () => Promise.reject(new Error('not in this test')), removePath: () => Promise.resolve(),
  };
}

/** A push job on main whose run printed `first`, and whose rerun would print `rerun`. */
async function push(store: PrefixStore, run: string, first: string, rerun: string) {
  const asked: SpawnRequest[] = [];
  const { ports, out } = memoryPorts({
    files: { [CAPTURE_FILE]: first }, store, payload: { repository: { default_branch: 'main' } },
    inputs: { command: 'gate', run: 'go test -run=^$ -bench=. -benchmem', comment: 'never' },
    env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_SHA: run.repeat(40).slice(0, 40), GITHUB_RUN_ID: run },
  });
  ports.runner = rerunPrints(rerun, asked);
  await runAction(ports);
  const saved = JSON.parse(store.entries.at(-1)?.text ?? '{}') as ResultSet;
  const samples = (name: string, unit: string): number[] => sorted(saved.benchmarks.find((b) => b.name === `${name}-8`)?.metrics.find((m) => m.unit === unit)?.samples ?? []);
  return { out, asked, saved, samples };
}

const sorted = (values: number[]): number[] => [...values].sort((a, b) => a - b);
/** A name's ns/op as printed in `text`, ascending. */
const nsOf = (text: string, name: string): number[] => sorted([...text.matchAll(new RegExp(`^${name}-8 \\t 1000\\t (\\d+) ns/op`, 'gm'))].map((m) => Number(m[1])));
/** The median of ascending values (an even count: the mean of the middle two). */
const median = (values: number[]): number => ((values[Math.floor((values.length - 1) / 2)] ?? 0) + (values[Math.ceil((values.length - 1) / 2)] ?? 0)) / 2;
/** Seconds (as saved) back in whole nanoseconds. */
const ns = (seconds: number[]): number[] => seconds.map((v) => Math.round(v * 1e9));

describe('the baseline a trusted run saves after confirm on rerun', () => {
  it('holds the rerun\'s samples of a regression it did not reproduce, the first run\'s of everything else and of a confirmed one', async () => {
    const store = new PrefixStore();
    await push(store, '1', goOutput(), goOutput());
    // Encode 25% slower in the first run only; the rerun also says 16 B/op, a metric that was not flagged.
    const first = goOutput({ BenchmarkEncode: 1.25 });
    const rerun = goOutput({}, 16);
    const cleared = await push(store, '2', first, rerun);
    expect(cleared.asked.map((r) => r.argv.at(-1))).toEqual(['go test -run=^$ -bench=\'^(BenchmarkEncode)$\' -benchmem']);
    expect(cleared.out.outputs).toMatchObject({ verdict: 'pass', regressions: '0' });
    expect(cleared.out.summary).toMatch(/not reproduced on rerun/);
    expect(ns(cleared.samples('BenchmarkEncode', 'sec/op'))).toEqual(nsOf(rerun, 'BenchmarkEncode'));
    expect(cleared.samples('BenchmarkEncode', 'B/op')).toEqual(Array.from({ length: 10 }, () => 0));
    expect(ns(cleared.samples('BenchmarkDecode', 'sec/op'))).toEqual(nsOf(first, 'BenchmarkDecode'));
    // The history's newest run holds the saved samples' medians: Encode's is the rerun's (about 1.0 ms),
    // not the first run's (about 1.25 ms), to the nanosecond.
    const newest = cleared.saved.history?.at(-1)?.values ?? {};
    const historyNs = (name: string): number => Math.round((newest[cleared.saved.benchmarks.find((b) => b.name === `${name}-8`)?.key ?? '']?.['sec/op'] ?? 0) * 1e9);
    expect(NAMES.map(historyNs)).toEqual([median(nsOf(rerun, 'BenchmarkEncode')), median(nsOf(first, 'BenchmarkDecode')), median(nsOf(first, 'BenchmarkHash'))]);
    expect(historyNs('BenchmarkEncode')).toBeLessThan(median(nsOf(first, 'BenchmarkEncode')) * 0.9);

    // A regression the rerun reproduces is the branch's new state: the first run's samples, as its row.
    const slower = goOutput({ BenchmarkEncode: 1.25 });
    const confirmed = await push(store, '3', slower, goOutput({ BenchmarkEncode: 1.3 }));
    expect(confirmed.out.outputs).toMatchObject({ verdict: 'fail', regressions: '1' });
    expect(ns(confirmed.samples('BenchmarkEncode', 'sec/op'))).toEqual(nsOf(slower, 'BenchmarkEncode'));
  });
});
