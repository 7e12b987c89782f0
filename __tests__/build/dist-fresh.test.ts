/**
 * dist/ is committed and must be what the sources build to; schema/*.json must be what the zod
 * schemas generate. Both fail here (with the fix in the message) instead of shipping stale code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonSchemas, schemaFileText } from '../../src/schema/json-schema.js';
import { VERSION } from '../../src/version.js';

const ROOT = join(import.meta.dirname, '..', '..');
const fresh = mkdtempSync(join(tmpdir(), 'bench-gate-dist-'));
afterAll(() => rmSync(fresh, { recursive: true, force: true }));

describe('committed build output', () => {
  it('dist/ matches a fresh bundle of src/ (run `npm run bundle` and commit dist/)', () => {
    execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle.mjs'), '--out', fresh], { stdio: 'pipe' });
    const files = readdirSync(fresh).sort();
    expect(readdirSync(join(ROOT, 'dist')).sort()).toEqual(files);
    for (const file of files) {
      const same = readFileSync(join(fresh, file), 'utf8') === readFileSync(join(ROOT, 'dist', file), 'utf8');
      expect(same, `dist/${file} is stale: run \`npm run bundle\` and commit dist/`).toBe(true);
    }
  }, 300_000);

  it('schema/*.json match the zod schemas (run `npm run schemas` and commit schema/)', () => {
    for (const [name, document] of Object.entries(jsonSchemas())) {
      const committed = readFileSync(join(ROOT, 'schema', name), 'utf8');
      expect(committed === schemaFileText(document), `schema/${name} is stale: run \`npm run schemas\``).toBe(true);
    }
  });

  it('--version prints the package.json version', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
