import { describe, expect, it } from 'vitest';
import { loadResultSet, migrateDocument, type Migration } from '../../src/schema/load.js';
import { readJson } from '../../src/parsers/json-input.js';
import { resultSet, benchmark, metric } from '../helpers/synthetic.js';

const valid = (): Record<string, unknown> => JSON.parse(JSON.stringify(resultSet([benchmark('A', [metric('sec/op', [1, 2, 3])])]))) as Record<string, unknown>;

describe('loadResultSet', () => {
  it('accepts a current result file', () => {
    const loaded = loadResultSet(valid(), 'r.json');
    expect(loaded.ok).toBe(true);
  });

  it('names the file and the path inside it when a field is wrong', () => {
    const doc = valid();
    (doc.benchmarks as { metrics: { better: string }[] }[])[0]!.metrics[0]!.better = 'sideways';
    const loaded = loadResultSet(doc, 'r.json');
    expect(loaded).toMatchObject({ ok: false });
    if (!loaded.ok) {
      expect(loaded.error).toContain('Invalid result file r.json');
      expect(loaded.error).toContain('benchmarks[0].metrics[0].better');
    }
  });

  it('lists the first five problems of a file in line order, counts the rest, and says how to fix it', () => {
    const doc = JSON.parse(JSON.stringify(resultSet([benchmark('A', [metric('sec/op', [1, 2, 3, 4, 5, 6, 7, 8])]), benchmark('B', [metric('sec/op', [1])])]))) as {
      benchmarks: { name: unknown; metrics: { samples: unknown[] }[] }[];
    };
    doc.benchmarks[1]!.name = 7;
    doc.benchmarks[0]!.metrics[0]!.samples = doc.benchmarks[0]!.metrics[0]!.samples.map(String);
    const json = readJson(JSON.stringify(doc, null, 2), 'r.json', 'a result file', { maxDepth: 6 });
    if (!json.ok) throw new Error('the test document is JSON');
    const loaded = loadResultSet(json.value, 'r.json', undefined, json.lineOf);
    if (loaded.ok) throw new Error('the document is invalid');
    const lines = loaded.error.split('\n');
    expect(lines[0]).toBe('Invalid result file r.json:');
    expect(lines.filter((l) => l.startsWith('✖ '))).toHaveLength(5);
    expect(lines[2]).toBe('  → at benchmarks[0].metrics[0].samples[0]');
    expect(lines.at(-2)).toBe('... and 4 more problems');
    expect(lines.at(-1)).toContain('Re-create it with `bench-gate parse`');
    const numbers = lines.flatMap((l) => /^✖ r\.json:(\d+):/.exec(l)?.[1] ?? []).map(Number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('refuses a benchmark key, or a unit within a benchmark, given twice: a join by key would keep only one', () => {
    const twice = resultSet([benchmark('A', [metric('sec/op', [1, 2, 3])]), benchmark('A', [metric('sec/op', [4, 5, 6])])]);
    expect(loadResultSet(JSON.parse(JSON.stringify(twice)), 'r.json')).toEqual({ ok: false, error: expect.stringContaining('r.json: benchmarks[0] and benchmarks[1] have the same key "p.A", so one of them would be left out') as string });
    const units = resultSet([benchmark('A', [metric('sec/op', [1, 2, 3]), metric('B/op', [0]), metric('sec/op', [4, 5, 6])])]);
    expect(loadResultSet(JSON.parse(JSON.stringify(units)), 'r.json')).toEqual({ ok: false, error: expect.stringContaining('r.json: A has two sec/op metrics (benchmarks[0].metrics[0] and metrics[2])') as string });
  });

  it('refuses a file from a newer bench-gate with an upgrade hint', () => {
    const loaded = loadResultSet({ ...valid(), schemaVersion: 7 }, 'r.json');
    expect(loaded).toEqual({ ok: false, error: expect.stringContaining('newer than this bench-gate understands (1). Upgrade bench-gate.') as string });
  });

  it('refuses documents that are not result files', () => {
    expect(loadResultSet({ results: [] }, 'h.json')).toEqual({ ok: false, error: expect.stringContaining('h.json is not a bench-gate result file') as string });
    expect(loadResultSet({ schema: 'bench-gate/result' }, 'x.json')).toEqual({ ok: false, error: expect.stringContaining('no valid "schemaVersion"') as string });
  });
});

describe('migrateDocument', () => {
  const migrations = new Map<number, Migration>([
    [1, (doc) => ({ ...doc, renamed: doc.old, old: undefined })],
    [2, (doc) => ({ ...doc, added: true })],
  ]);

  it('applies each migration in order up to the target version', () => {
    expect(migrateDocument({ schemaVersion: 1, old: 'x' }, 1, 3, migrations)).toEqual({ ok: true, value: { schemaVersion: 3, renamed: 'x', old: undefined, added: true } });
  });

  it('applies a version\'s normalization to a file of that version, the current one included, before migrating it on', () => {
    const normalizations = new Map<number, Migration>([[1, (doc) => ({ ...doc, old: `${String(doc.old)}!` })], [3, (doc) => ({ ...doc, last: doc.added })]]);
    expect(migrateDocument({ schemaVersion: 1, old: 'x' }, 1, 3, migrations, normalizations)).toEqual({ ok: true, value: { schemaVersion: 3, renamed: 'x!', old: undefined, added: true, last: true } });
    expect(migrateDocument({ schemaVersion: 1, old: 'x' }, 1, 1, migrations, normalizations)).toEqual({ ok: true, value: { schemaVersion: 1, old: 'x!' } });
  });

  it('reports a gap in the chain', () => {
    expect(migrateDocument({ schemaVersion: 0 }, 0, 3, migrations)).toEqual({ ok: false, error: expect.stringContaining('version 0, which cannot be migrated') as string });
  });
});
