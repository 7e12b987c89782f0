/**
 * Golden-file assertions: compare a value with `<file>` and, with UPDATE_GOLDEN=1, rewrite it
 * instead. On a mismatch the actual value is written beside it as `.got.*` for a diff.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
