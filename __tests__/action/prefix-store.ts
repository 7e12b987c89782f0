/**
 * A baseline store that answers as the Actions cache does: a restore key is a prefix, and the newest
 * entry under the first prefix that has one is restored. For engine tests that run several jobs.
 * An entry with `unreadable` set answers as one that was downloaded but could not be unpacked.
 */
import type { BaselineStore, RestoreResult, SaveResult } from '../../src/store/baseline-store.js';

export class PrefixStore implements BaselineStore {
  entries: { key: string; text: string; unreadable?: string }[] = [];
  /** The prefixes each restore asked for, in order. */
  asked: string[][] = [];
  restore(primary: string, fallbacks: readonly string[]): Promise<RestoreResult> {
    this.asked.push([primary, ...fallbacks]);
    for (const prefix of [primary, ...fallbacks]) {
      const newest = this.entries.filter((e) => e.key.startsWith(prefix)).at(-1);
      if (newest === undefined) continue;
      return Promise.resolve(newest.unreadable === undefined ? { kind: 'hit', key: newest.key, text: newest.text } : { kind: 'unreadable', key: newest.key, reason: newest.unreadable });
    }
    return Promise.resolve({ kind: 'miss' });
  }
  save(key: string, text: string): Promise<SaveResult> { this.entries.push({ key, text }); return Promise.resolve({ kind: 'saved', key }); }
}
