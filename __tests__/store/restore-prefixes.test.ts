/**
 * Which prefixes a restore asks again after an unusable entry (restore-baseline.ts): only those
 * after the one the entry was found under, since the cache gives nothing older under that one.
 */
import { describe, expect, it } from 'vitest';
import { prefixesAfter } from '../../src/store/keys.js';

const PREFIX = 'bench-gate/v1/Linux-X64/0123456789ab/default/';
const [MERGE_PARENT, EVENT_BASE, OTHER] = ['d'.repeat(40), 'b'.repeat(40), 'c'.repeat(40)];

describe('prefixesAfter', () => {
  it('gives the prefixes after the first one the key starts with, and none for a key under none', () => {
    const prefixes = [`${PREFIX}${MERGE_PARENT}-`, `${PREFIX}${EVENT_BASE}-`, PREFIX];
    expect(prefixesAfter(`${PREFIX}${MERGE_PARENT}-5-1`, prefixes)).toEqual([`${PREFIX}${EVENT_BASE}-`, PREFIX]);
    expect(prefixesAfter(`${PREFIX}${EVENT_BASE}-5-1`, prefixes)).toEqual([PREFIX]);
    expect(prefixesAfter(`${PREFIX}${OTHER}-5-1`, prefixes)).toEqual([]);
    expect(prefixesAfter('bench-gate/v1/Linux-X64/0123456789ab/other/5-1', prefixes)).toEqual([]);
  });
});
