/**
 * Loading a result file: version check, migrations, validation. Pure: takes parsed JSON, returns
 * a Result so callers can name the file in their error message.
 *
 * Note: migrations are keyed by the version they upgrade FROM and applied one step at a time, so
 * a file written by any older bench-gate reaches the current shape through the same chain. Parsers
 * never contain compatibility code for old files.
 */
import { z } from 'zod';
import { parseResultSet } from './parse-result-set.js';
import { SCHEMA_ID, SCHEMA_VERSION, type ResultSet } from './result.js';
import type { Result } from '../result.js';

/** Upgrades a document from version `from` to `from + 1`. */
export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** The migrations of the shipped schema (empty: version 1 is the first published shape). */
export const MIGRATIONS: ReadonlyMap<number, Migration> = new Map();

/** Returns true when the JSON looks like a bench-gate result file (any version). */
export function isResultDocument(doc: unknown): doc is Record<string, unknown> {
  return typeof doc === 'object' && doc !== null && (doc as Record<string, unknown>).schema === SCHEMA_ID;
}

/**
 * Validates a parsed result document, migrating it to the current version first.
 * `where` names the input in error messages; `lineOf` (from the JSON text) adds each issue's line.
 */
export function loadResultSet(doc: unknown, where: string, migrations: ReadonlyMap<number, Migration> = MIGRATIONS,
  lineOf?: (path: readonly PropertyKey[]) => number): Result<ResultSet, string> {
  if (!isResultDocument(doc)) {
    return { ok: false, error: `${where} is not a bench-gate result file: expected a JSON object with "schema": "${SCHEMA_ID}".` };
  }
  const current = doc;
  const version = current.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: `${where} has no valid "schemaVersion" (found ${JSON.stringify(version)}). Re-create it with \`bench-gate parse\`.` };
  }
  if (version > SCHEMA_VERSION) {
    return { ok: false, error: `${where} was written with result schema version ${version}, newer than this bench-gate understands (${SCHEMA_VERSION}). Upgrade bench-gate.` };
  }
  const migrated = migrateDocument(current, version, SCHEMA_VERSION, migrations);
  if (!migrated.ok) return { ok: false, error: `${where} ${migrated.error}` };
  const parsed = parseResultSet(migrated.value);
  if (!parsed.success) {
    // With the text's line map, each issue says where it is: "base.json:12: Invalid input ...".
    const issues = lineOf === undefined ? parsed.error.issues : parsed.error.issues.map((i) => ({ ...i, message: `${where}:${lineOf(i.path)}: ${i.message}` }));
    return { ok: false, error: `Invalid result file ${where}:\n${z.prettifyError(new z.ZodError(issues))}` };
  }
  return { ok: true, value: parsed.data };
}

/**
 * Applies migrations one version at a time from `from` up to `target`. Each migration upgrades
 * `from -> from + 1`; a gap in the chain is an error that tells the user to re-create the file.
 */
export function migrateDocument(
  doc: Record<string, unknown>, from: number, target: number, migrations: ReadonlyMap<number, Migration>,
): Result<Record<string, unknown>, string> {
  let current = doc;
  for (let version = from; version < target; version += 1) {
    const migrate = migrations.get(version);
    if (migrate === undefined) {
      return { ok: false, error: `uses result schema version ${version}, which cannot be migrated. Re-create it with \`bench-gate parse\`.` };
    }
    current = { ...migrate(current), schemaVersion: version + 1 };
  }
  return { ok: true, value: current };
}
