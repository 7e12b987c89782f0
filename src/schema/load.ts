/**
 * Loading a result file: version check, migrations, validation. Pure: takes parsed JSON, returns
 * a Result so callers can name the file in their error message.
 *
 * Note: migrations are keyed by the version they upgrade FROM and applied one step at a time, so
 * a file written by any older bench-gate reaches the current shape through the same chain. Parsers
 * never contain compatibility code for old files.
 */
import { z } from 'zod';
import { normalizeStoredUnits } from './stored-units-normalization.js';
import { parseResultSet } from './parse-result-set.js';
import { SCHEMA_ID, SCHEMA_VERSION, type ResultSet } from './result.js';
import { elideMiddle } from '../report/markdown-escape.js';
import type { Result } from '../result.js';

/** Upgrades a document from version `from` to `from + 1`. */
export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/** The migrations of the shipped schema (empty: version 1 is the first published shape). */
export const MIGRATIONS: ReadonlyMap<number, Migration> = new Map();

/**
 * Per version, a rewrite of that version's files applied at load, before any migration from it:
 * for what a parser stores differently since, when the file cannot say which bench-gate wrote it
 * and the rewrite is right for both (it leaves what today's parser stores as it is). It keeps the
 * version, so older bench-gates still read the files newer ones write. Version 1: the metrics
 * format's nsec, usec, msec (and the words spelt out) in seconds, and its and the custom JSON
 * format's prefixed counts (`Kops/s`) without the prefix (stored-units-normalization.ts).
 */
export const NORMALIZATIONS: ReadonlyMap<number, Migration> = new Map([[1, normalizeStoredUnits]]);

/** Returns true when the JSON looks like a bench-gate result file (any version). */
export function isResultDocument(doc: unknown): doc is Record<string, unknown> {
  return typeof doc === 'object' && doc !== null && (doc as Record<string, unknown>).schema === SCHEMA_ID;
}

/**
 * Validates a parsed result document, migrating it to the current version first.
 * `where` names the input in error messages; `lineOf` (from the JSON text) adds each issue's line.
 * `remedy` replaces the advice on an invalid file or a duplicate entry, which is for a result file
 * the user keeps (re-create it, join the entries): a cached baseline is not the user's to edit.
 */
export function loadResultSet(doc: unknown, where: string, migrations: ReadonlyMap<number, Migration> = MIGRATIONS,
  lineOf?: (path: readonly PropertyKey[]) => number, remedy?: string): Result<ResultSet, string> {
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
  if (!parsed.success) return { ok: false, error: invalidFileMessage(parsed.error.issues, where, lineOf, remedy) };
  const duplicate = duplicateEntry(parsed.data);
  if (duplicate !== undefined) {
    const line = lineOf === undefined ? '' : `:${lineOf(duplicate.path)}`;
    return { ok: false, error: `${where}${line}: ${duplicate.problem}, so one of them would be left out, and its samples with it. ${remedy ?? DUPLICATE_REMEDY}` };
  }
  return { ok: true, value: parsed.data };
}

const INVALID_REMEDY = 'Re-create it with `bench-gate parse` (or `run`, `merge`) rather than editing it by hand.';
const DUPLICATE_REMEDY = 'Each benchmark, and each unit within it, appears once in a result file that bench-gate writes: join the two into one entry with all their samples, or put them in separate files and join those with `bench-gate merge`.';

/** How many schema problems an invalid file's message lists; a file whose every sample is wrong has thousands. */
const PROBLEMS_SHOWN = 5;

/**
 * "Invalid result file base.json:" with its first problems in the order of their lines (with the
 * text's line map, "base.json:12: Invalid input ..."), how many more there are, and the fix.
 */
function invalidFileMessage(issues: readonly z.core.$ZodIssue[], where: string, lineOf?: (path: readonly PropertyKey[]) => number, remedy = INVALID_REMEDY): string {
  const located = lineOf === undefined ? issues.map((issue) => ({ issue, line: 0 }))
    : issues.map((issue) => {
      const line = lineOf(issue.path);
      return { issue: { ...issue, message: `${where}:${line}: ${issue.message}` }, line };
    }).sort((a, b) => a.line - b.line);
  const shown = located.slice(0, PROBLEMS_SHOWN).map(({ issue }) => z.prettifyError(new z.ZodError([issue])));
  const more = located.length - shown.length;
  if (more > 0) shown.push(`... and ${more} more problem${more === 1 ? '' : 's'}`);
  return `Invalid result file ${where}:\n${shown.join('\n')}\n${remedy}`;
}

/** How much of a name or unit the message on a duplicate quotes: a tampered file's may be megabytes long. */
const QUOTED_LENGTH = 200;
const quote = (text: string): string => elideMiddle(text, QUOTED_LENGTH);

/**
 * The first benchmark key, or unit within a benchmark, that a valid document has twice (a file
 * edited or joined by hand): everything that reads a result set by key (compare's join) keeps one.
 * `path` is where the second one is.
 */
function duplicateEntry(set: ResultSet): { problem: string; path: PropertyKey[] } | undefined {
  const keys = new Map<string, number>();
  for (const [b, benchmark] of set.benchmarks.entries()) {
    const first = keys.get(benchmark.key);
    if (first !== undefined) return { problem: `benchmarks[${first}] and benchmarks[${b}] have the same key ${JSON.stringify(quote(benchmark.key))}`, path: ['benchmarks', b, 'key'] };
    keys.set(benchmark.key, b);
    const units = new Map<string, number>();
    for (const [m, metric] of benchmark.metrics.entries()) {
      const other = units.get(metric.unit);
      if (other !== undefined) return { problem: `${quote(benchmark.name)} has two ${quote(metric.unit)} metrics (benchmarks[${b}].metrics[${other}] and metrics[${m}])`, path: ['benchmarks', b, 'metrics', m, 'unit'] };
      units.set(metric.unit, m);
    }
  }
  return undefined;
}

/**
 * Applies migrations one version at a time from `from` up to `target`. Each migration upgrades
 * `from -> from + 1`; a gap in the chain is an error that tells the user to re-create the file.
 * Each version's normalization applies to the document at that version, `target` included.
 */
export function migrateDocument(
  doc: Record<string, unknown>, from: number, target: number, migrations: ReadonlyMap<number, Migration>,
  normalizations: ReadonlyMap<number, Migration> = NORMALIZATIONS,
): Result<Record<string, unknown>, string> {
  let current = doc;
  for (let version = from; version <= target; version += 1) {
    const normalize = normalizations.get(version);
    if (normalize !== undefined) current = normalize(current);
    if (version === target) break;
    const migrate = migrations.get(version);
    if (migrate === undefined) {
      return { ok: false, error: `uses result schema version ${version}, which cannot be migrated. Re-create it with \`bench-gate parse\`.` };
    }
    current = { ...migrate(current), schemaVersion: version + 1 };
  }
  return { ok: true, value: current };
}
