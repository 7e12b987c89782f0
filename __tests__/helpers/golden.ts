/**
 * Golden-file assertions: compare a value with `<file>` and, with UPDATE_GOLDEN=1, rewrite it
 * instead. On a mismatch the actual value is written beside it as `.got.*` for a diff.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

export const updating = process.env.UPDATE_GOLDEN === '1';

/** Asserts `actual` equals the golden text file (exact bytes). */
export function expectGoldenText(actual: string, file: string): void {
  const got = file.replace(/(\.[^.]+)$/, '.got$1');
  if (updating || !existsSync(file)) {
    if (!updating) throw new Error(`missing golden file ${file}; run UPDATE_GOLDEN=1 npm test and review it`);
    writeFileSync(file, actual);
    return;
  }
  const expected = readFileSync(file, 'utf8');
  if (actual !== expected) writeFileSync(got, actual);
  expect(actual).toBe(expected);
}

/** Asserts `actual` deep-equals the golden JSON file. */
export function expectGoldenJson(actual: unknown, file: string): void {
  expectGoldenText(`${JSON.stringify(actual, null, 2)}\n`, file);
}

/**
 * The input fixtures under `dir`, recursively and sorted: files whose name matches `pattern`,
 * never the `.expected.` goldens, skipping the folders named in `skip`.
 */
export function listFixtures(dir: string, pattern: RegExp, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skip.includes(name) ? [] : listFixtures(path, pattern, skip);
    return pattern.test(name) && !name.includes('.expected.') ? [path] : [];
  }).sort();
}
