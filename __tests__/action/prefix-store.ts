/**
 * A baseline store that answers as the Actions cache does: a restore key is a prefix, and the newest
 * entry under the first prefix that has one is restored. For engine tests that run several jobs.
 */
import type { BaselineStore, RestoreResult, SaveResult } from '../../src/store/baseline-store.js';

export class PrefixStore implements BaselineStore {
  entries: { key: string; text: string }[] = [];
  restore(primary: string, fallbacks: readonly string[]): Promise<RestoreResult> {
    for (const prefix of [primary, ...fallbacks]) {
      const newest = this.entries.filter((e) => e.key.startsWith(prefix)).at(-1);
      if (newest !== undefined) return Promise.resolve({ kind: 'hit', ...newest });
    }
    return Promise.resolve({ kind: 'miss' });
  }
  save(key: string, text: string): Promise<SaveResult> { this.entries.push({ key, text }); return Promise.resolve({ kind: 'saved', key }); }
}
