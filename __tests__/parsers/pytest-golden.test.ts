/**
 * Every pytest-benchmark fixture (fixtures/pytest/*.json and samples/: real `--benchmark-json` and
 * storage files) parses to its expected JSON (a digest for files over 64 KiB), and all parse cleanly.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectPytest, parsePytest } from '../../src/parsers/pytest.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { expectGoldenJson, listFixtures } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures', 'pytest');

const FULL_LIMIT = 64 * 1024;

/** Large files: per metric the unit, direction, count, first and last sample (as the Go goldens). */
function digest(out: ParseOutput): unknown {
  return {
    digest: true,
    config: out.config,
    lineCount: out.lineCount,
    diagnostics: out.diagnostics,
    benchmarks: out.benchmarks.map((b) => ({
      key: b.key, name: b.name, parts: b.parts, status: b.status, config: b.config, source: b.source,
      metrics: b.metrics.map((m) => ({ unit: m.unit, originalUnit: m.originalUnit, better: m.better, assumption: m.assumption,
        n: m.samples.length, first: m.samples[0], last: m.samples[m.samples.length - 1], iterations: m.iterations?.[0], summary: m.summary })),
    })),
  };
}

const all = listFixtures(ROOT, /\.json$/);
const cases = all.map((p) => [p.slice(ROOT.length + 1), p] as const);

describe('pytest fixtures parse to their expected JSON', () => {
  it('has fixtures', () => {
    expect(all.length).toBeGreaterThanOrEqual(5);
  });
  it.each(cases)('%s', (name, path) => {
    const text = readFileSync(path, 'utf8');
    const out = parsePytest(text, name);
    expectGoldenJson(statSync(path).size <= FULL_LIMIT ? out : digest(out), path.replace(/\.json$/, '.expected.json'));
  });
  it.each(cases.filter(([name]) => !name.includes('truncated')))('%s is detected as pytest and has no errors (nor warnings, but for trimmed copies)', (name, path) => {
    const text = readFileSync(path, 'utf8');
    expect(detectPytest(text)).toBe(true);
    const out = parsePytest(text, name);
    expect(out.benchmarks.length).toBeGreaterThan(0);
    // github-action-benchmark trimmed the data arrays of its copies (with a string marker): warnings there.
    const allowed = name.includes('gab-') ? ['info', 'warning'] : ['info'];
    expect(out.diagnostics.filter((d) => !allowed.includes(d.severity))).toEqual([]);
  });
});
