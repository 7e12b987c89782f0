import { describe, expect, it } from 'vitest';
import { loadResultSet, migrateDocument, type Migration } from '../../src/schema/load.js';
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

  it('reports a gap in the chain', () => {
    expect(migrateDocument({ schemaVersion: 0 }, 0, 3, migrations)).toEqual({ ok: false, error: expect.stringContaining('version 0, which cannot be migrated') as string });
  });
});
