/**
 * Every fixture of the metrics format (fixtures/metrics, modelled on the seeds' outputs) parses to
 * its expected JSON with the patterns of its config (fixtures/config/<longest matching name>.yml),
 * and the shipped example configs are valid.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { readInput } from '../../src/input.js';
import { parseMetrics } from '../../src/parsers/metrics.js';
import { BenchmarkSchema } from '../../src/schema/result.js';
import { expectGoldenJson } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures');
const cases = readdirSync(join(ROOT, 'metrics')).filter((n) => n.endsWith('.txt')).sort();
const configs = readdirSync(join(ROOT, 'config')).filter((n) => n.endsWith('.yml')).map((n) => n.slice(0, -4));

function patternsFor(name: string) {
  const config = configs.filter((c) => name.startsWith(c)).sort((a, b) => b.length - a.length)[0];
  if (config === undefined) throw new Error(`no fixtures/config/*.yml for ${name}`);
  const loaded = loadConfig(readFileSync(join(ROOT, 'config', `${config}.yml`), 'utf8'), `${config}.yml`);
  if (!loaded.ok) throw new Error(loaded.error);
  return resolveConfig(loaded.value, `${config}.yml`).metrics;
}

describe('metrics fixtures parse to their expected JSON', () => {
  it('has a fixture for each seed (Jobbie, BullMQ, Beads)', () => {
    for (const seed of ['jobbie', 'bullmq', 'beads']) expect(cases.some((c) => c.startsWith(seed))).toBe(true);
  });

  it.each(cases)('%s', (name) => {
    const out = parseMetrics(readFileSync(join(ROOT, 'metrics', name), 'utf8'), name, patternsFor(name));
    expect(() => z.array(BenchmarkSchema).parse(JSON.parse(JSON.stringify(out.benchmarks)))).not.toThrow();
    for (const d of out.diagnostics) expect(Number.isInteger(d.line)).toBe(true);
    expectGoldenJson(out, join(ROOT, 'metrics', name.replace(/\.txt$/, '.expected.json')));
  });
});

describe('what the seeds measure comes out with the right names, units and directions', () => {
  const read = (name: string) => parseMetrics(readFileSync(join(ROOT, 'metrics', `${name}.txt`), 'utf8'), name, patternsFor(name));
  const metric = (out: ReturnType<typeof read>, name: string) => out.benchmarks.find((b) => b.name === name)?.metrics[0];

  it('Jobbie: ops/sec and p99 per concurrency level and batch size', () => {
    const out = read('jobbie');
    expect(out.benchmarks).toHaveLength(5 * 4 + 2);
    expect(metric(out, 'jobbie/batch=1/concurrency=10/enqueue/ops')).toMatchObject({ unit: 'ops/s', better: 'higher', samples: [22096] });
    expect(metric(out, 'jobbie/batch=1000/concurrency=10/lifecycle/p99')).toMatchObject({ unit: 'sec', originalUnit: 'ms', better: 'lower', samples: [0.020333] });
    expect(metric(out, 'jobbie/e2e/TestPerfE2EEnqueueHTTP')).toMatchObject({ unit: 'ops/s', better: 'higher', samples: [15329] });
    expect(out.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('wrk, three real runs: Req/Sec cells past 1,000 (1.19k) are counts in the configured unit, not a unit "k"', () => {
    const out = read('wrk-3-runs');
    expect(metric(out, 'wrk/thread-requests/avg')).toMatchObject({ unit: 'req/s', samples: [521.51, 774.07, 587] });
    expect(metric(out, 'wrk/thread-requests/max')).toMatchObject({ unit: 'req/s', better: 'higher', samples: [1190, 1620, 1250] });
    expect(out.benchmarks.flatMap((b) => b.metrics.map((m) => m.unit))).not.toContain('k');
  });

  it('Jobbie, three runs concatenated: three samples, whatever the printed scale', () => {
    const out = read('jobbie-3-runs');
    expect(metric(out, 'jobbie/batch=1/concurrency=10/enqueue/p99')?.samples).toEqual([0.001583, 0.001611, 0.000998]);
    // Line 0: jobbie.yml's pattern for the perf tests' lines, which this table-only output does not have.
    expect(out.diagnostics.filter((d) => d.severity === 'warning').map((d) => d.line)).toEqual([0, 20]);
  });

  it('BullMQ: the summary block through key-value lines', () => {
    const out = read('bullmq');
    expect(metric(out, 'bullmq/throughput-unlimited/processing-rate')).toMatchObject({ unit: 'wf/s', better: 'higher', samples: [1940.15] });
    expect(metric(out, 'bullmq/throughput-unlimited/latency/p99')).toMatchObject({ unit: 'sec', better: 'lower', samples: [22.66] });
    expect(metric(out, 'bullmq/throughput-unlimited/memory/peak-rss')).toMatchObject({ unit: 'B', samples: [140e6] });
    expect(out.benchmarks.map((b) => b.name)).not.toContain('bullmq/throughput-unlimited/saturation-ratio');
  });

  it('Beads: P50/P95/P99/Mean per command, and throughput', () => {
    const out = read('beads');
    expect(out.benchmarks.filter((b) => b.name.endsWith('/p99'))).toHaveLength(5);
    expect(metric(out, 'beads/bd version/p95')).toMatchObject({ unit: 'sec', better: 'lower', samples: [0.0531] });
    expect(metric(out, 'beads/bd ready --limit 10/throughput')).toMatchObject({ unit: 'ops/s', better: 'higher', samples: [9.52] });
  });

  it('readInput picks the metrics format for text no tool claims, when patterns are configured', () => {
    const text = readFileSync(join(ROOT, 'metrics', 'beads.txt'), 'utf8');
    const parsed = readInput(text, 'beads.txt', 'auto', { metrics: patternsFor('beads') });
    expect(parsed.ok && parsed.value.format).toBe('metrics');
    expect(parsed.ok && parsed.value.set.context.tool).toBe('metrics');
    expect(readInput(text, 'beads.txt', 'auto').ok).toBe(false);
  });
});
