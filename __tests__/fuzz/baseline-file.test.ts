/**
 * Trust boundary (issue 10, item 5): a baseline restored from the cache is validated before use —
 * size, JSON, the result schema (zod), size limits, the machine fingerprint — and a tampered,
 * truncated or oversized file is rejected with a reason the report shows ("Baseline not used: ...").
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readInput } from '../../src/input.js';
import { BASELINE_LIMITS, MAX_BASELINE_BYTES, checkBaseline, nextBaseline } from '../../src/store/baseline-file.js';
import { DirectoryStore } from '../../src/store/dir-store.js';
import { readBaselineText } from '../../src/store/read-baseline.js';
import type { ResultSet } from '../../src/schema/result.js';

const FP = '0123456789ab';
const WHERE = 'baseline bench-gate/v1/linux-amd64/0123456789ab/default/abc-1-1';

function baseline(): ResultSet {
  const file = join(import.meta.dirname, '..', '..', 'fixtures', 'go', 'count10-benchmem.txt');
  const read = readInput(readFileSync(file, 'utf8'), 'bench.txt', 'go');
  if (!read.ok) throw new Error(read.error);
  const set = { ...read.value.set, context: { ...read.value.set.context, commit: 'a'.repeat(40), machine: { fingerprint: FP, os: 'linux', arch: 'amd64' } } };
  return nextBaseline(set, undefined, 10, '1');
}
const pretty = (set: unknown): string => `${JSON.stringify(set, null, 2)}\n`;

describe('checkBaseline', () => {
  it('accepts an untouched baseline of this machine', () => {
    const check = checkBaseline(pretty(baseline()), WHERE, FP);
    expect(check.kind).toBe('found');
  });

  it.each([
    ['a newer schema version', (s: Record<string, unknown>) => ({ ...s, schemaVersion: 99 }), /newer than this bench-gate understands/],
    ['no schema id', (s: Record<string, unknown>) => ({ ...s, schema: 'other' }), /not a bench-gate result file/],
    ['benchmarks not a list', (s: Record<string, unknown>) => ({ ...s, benchmarks: { x: 1 } }), /:\d+: Invalid input: expected array/],
    ['a sample that is a string', (s: Record<string, unknown>) => JSON.parse(pretty(s).replace(/"samples": \[\n\s*/, '"samples": [\n"1e3", ')) as Record<string, unknown>, /:\d+: Invalid input: expected number, received string/],
    ['a history value that is not a number', (s: Record<string, unknown>) => ({ ...s, history: [{ values: { a: { 'sec/op': 'fast' } } }] }), /Invalid input: expected number/],
  ] as [string, (s: Record<string, unknown>) => unknown, RegExp][])('rejects a tampered file: %s', (_name, tamper, reason) => {
    const check = checkBaseline(pretty(tamper(baseline())), WHERE, FP);
    expect(check.kind).toBe('invalid');
    if (check.kind !== 'found') {
      expect(check.reason).toContain(WHERE);
      expect(check.reason).toMatch(reason);
    }
  });

  it('says of a cached baseline that fails the schema or holds an entry twice that it is a corrupt cache entry, not to edit or re-create it', () => {
    const edited = baseline();
    (edited.benchmarks[0]?.metrics[0]?.samples as unknown[]).splice(0, 1, 'fast');
    const twice = baseline();
    const first = twice.benchmarks[0];
    if (first === undefined) throw new Error('fixture has no benchmark');
    twice.benchmarks.push(structuredClone(first));
    for (const tampered of [edited, twice]) {
      const check = checkBaseline(pretty(tampered), WHERE, FP);
      if (check.kind !== 'invalid') throw new Error('the tampered baseline was accepted');
      expect(check.reason).toMatch(/bench-gate saves no such baseline \(a corrupt or tampered cache entry\?\); not read: the next trusted run saves a new one$/);
      expect(check.reason).not.toMatch(/by hand|bench-gate merge|bench-gate parse/);
    }
  });

  it('rejects a baseline of another machine, or of no known machine', () => {
    const other = baseline();
    other.context.machine = { fingerprint: 'ffffffffffff' };
    const check = checkBaseline(pretty(other), WHERE, FP);
    expect(check).toMatchObject({ kind: 'other-machine', reason: expect.stringContaining('ffffffffffff') as unknown });
    const none = baseline();
    delete none.context.machine;
    expect(checkBaseline(pretty(none), WHERE, FP)).toMatchObject({ kind: 'other-machine', reason: expect.stringContaining('(unknown)') as unknown });
  });

  it('rejects a baseline of another suite whose cache key is the same once cleaned', () => {
    const saved = { ...baseline(), suite: 'api v2' };
    expect(checkBaseline(pretty(saved), WHERE, FP, 'api v2').kind).toBe('found');
    const check = checkBaseline(pretty(saved), WHERE, FP, 'api_v2');
    expect(check).toMatchObject({ kind: 'invalid', reason: expect.stringContaining(`${WHERE} is a baseline of suite "api v2", and this run gates suite "api_v2"`) as unknown });
  });

  it('rejects a truncated file at any point, naming the line', () => {
    const text = pretty(baseline());
    for (const cut of [1, 10, 100, Math.floor(text.length / 3), Math.floor(text.length / 2), text.length - 3]) {
      const check = checkBaseline(text.slice(0, cut), WHERE, FP);
      expect(check.kind, `cut at ${cut}`).toBe('invalid');
      if (check.kind === 'invalid') expect(check.reason).toMatch(new RegExp(`^${WHERE}:\\d+: invalid JSON`));
    }
  });

  it(`rejects a file over ${MAX_BASELINE_BYTES / 2 ** 20} MiB without parsing it`, () => {
    const text = pretty(baseline());
    const padded = text.replace('{', `{"pad": "${'x'.repeat(MAX_BASELINE_BYTES)}",`);
    const check = checkBaseline(padded, WHERE, FP);
    expect(check).toMatchObject({ kind: 'invalid', reason: expect.stringMatching(/is 32 MiB, more than the 32 MiB a baseline may be/) as unknown });
  });

  it('rejects a valid file over the size limits (history, samples)', () => {
    const long = baseline();
    long.history = Array.from({ length: BASELINE_LIMITS.historyRuns + 1 }, () => ({ values: {} }));
    expect(checkBaseline(pretty(long), WHERE, FP)).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('1001 runs of history') as unknown });
    const many = baseline();
    const metric = many.benchmarks[0]?.metrics[0];
    if (metric === undefined) throw new Error('fixture has no metric');
    metric.samples = Array.from({ length: BASELINE_LIMITS.samplesPerMetric + 1 }, () => 1e-6);
    delete metric.iterations;
    expect(checkBaseline(JSON.stringify(many), WHERE, FP)).toMatchObject({ kind: 'invalid', reason: expect.stringContaining('100001 samples') as unknown });
  });

  it('rejects a benchmark or unit given twice with a reason of a few lines, however long the name (the report shows it)', () => {
    const huge = 'B'.repeat(1_000_000);
    const twice = baseline();
    const first = twice.benchmarks[0];
    if (first === undefined) throw new Error('fixture has no benchmark');
    twice.benchmarks.push({ ...structuredClone(first), key: huge, name: huge }, { ...structuredClone(first), key: huge, name: huge });
    const units = baseline();
    const metric = units.benchmarks[0]?.metrics[0];
    if (units.benchmarks[0] === undefined || metric === undefined) throw new Error('fixture has no metric');
    units.benchmarks[0].name = huge;
    units.benchmarks[0].metrics.push({ ...structuredClone(metric), unit: metric.unit });
    for (const [tampered, problem] of [[twice, 'have the same key "BBB'], [units, 'has two sec/op metrics']] as const) {
      const check = checkBaseline(JSON.stringify(tampered), WHERE, FP);
      expect(check).toMatchObject({ kind: 'invalid', reason: expect.stringContaining(problem) as unknown });
      if (check.kind === 'invalid') expect(check.reason.length).toBeLessThan(2000);
    }
  });
});

describe('stores refuse an oversized baseline file before reading it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-gate-baseline-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('readBaselineText reads a normal file and refuses a big one by its size', async () => {
    const small = join(dir, 'small.json');
    writeFileSync(small, pretty(baseline()));
    await expect(readBaselineText(small, 'small')).resolves.toMatchObject({ ok: true });
    const big = join(dir, 'big.json');
    writeFileSync(big, '');
    truncateSync(big, MAX_BASELINE_BYTES + 1); // sparse: costs no disk, and must not be read
    await expect(readBaselineText(big, 'the restored baseline k')).resolves.toEqual({ ok: false, reason: expect.stringMatching(/^the restored baseline k is 32 MiB, more than the 32 MiB/) as unknown });
  });

  it('DirectoryStore.restore reports an oversized newest baseline as unreadable (a new one may replace it)', async () => {
    const store = new DirectoryStore(join(dir, 'store'));
    expect(await store.save('bench-gate/v1/x/a-1-1', pretty(baseline()))).toMatchObject({ kind: 'saved' });
    expect(await store.restore('bench-gate/v1/x/', [])).toMatchObject({ kind: 'hit' });
    expect(await store.save('bench-gate/v1/x/b-2-1', '')).toMatchObject({ kind: 'saved' });
    const file = join(dir, 'store', `${encodeURIComponent('bench-gate/v1/x/b-2-1')}.json`);
    truncateSync(file, MAX_BASELINE_BYTES + 10);
    utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    const restored = await store.restore('bench-gate/v1/x/', []);
    expect(restored).toMatchObject({ kind: 'unreadable', reason: expect.stringContaining('more than the 32 MiB a baseline may be') as unknown });
  });
});
