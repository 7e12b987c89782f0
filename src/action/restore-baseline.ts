/**
 * Finding a usable cached baseline for prepare. The Actions cache answers a restore with the
 * newest entry under the first of its prefixes that has one (the PR's base commit, another
 * spelling of it, any commit: keys.ts), and with nothing older. An entry there that cannot be used
 * (an archive that does not unpack, a file over the size limit, a file that is not a baseline of
 * this suite measured on this machine: checkBaseline) would shadow every good entry behind it and
 * leave the gate without a baseline, so the prefixes after the one it was found under are asked in
 * turn, and the first entry that can be used is the answer. When none can, the first answer
 * stands, and the gate's report says why it was not used.
 * Note: an older entry under the same prefix cannot be reached. restoreCache returns only the
 * newest match of a prefix, and the cache has no listing an action can use without more than the
 * job's cache token (the REST list of caches needs `actions: read`, and ignores the branch scopes
 * a restore applies). So when the newest baseline of any commit is unusable and the PR's base has
 * none, the gate runs without one until the next trusted run saves a new entry in front of it.
 */
import { checkBaseline } from '../store/baseline-file.js';
import type { BaselineStore, RestoreResult } from '../store/baseline-store.js';
import { commitOfKey, prefixesAfter } from '../store/keys.js';

/** An entry passed over for one found under a later prefix: its key, when known, and why. */
export interface PassedOver { key?: string; reason: string }

/** The store's answer to use, and the unusable entries asked past to reach it (none when it is the first answer). */
export interface FoundBaseline { result: RestoreResult; passedOver: PassedOver[] }

/** Whose baseline is wanted: checkBaseline refuses another machine's or another suite's. */
export interface BaselineOwner { fingerprint: string; suite: string }

export async function findUsableBaseline(
  store: BaselineStore, keys: { primary: string; fallbacks: readonly string[] }, owner: BaselineOwner, info: (message: string) => void,
): Promise<FoundBaseline> {
  const first = await store.restore(keys.primary, keys.fallbacks);
  const passedOver: PassedOver[] = [];
  let prefixes = [keys.primary, ...keys.fallbacks];
  // With no later prefix to ask (a trusted run has one), the first answer stands whatever the check
  // says: the gate parses and checks the file anyway, so parsing it here too would only cost time.
  if (first.kind === 'hit' && prefixesAfter(first.key, prefixes).length === 0) return { result: first, passedOver };
  let result = first;
  for (;;) {
    const unusable = unusableEntry(result, owner);
    // A usable entry ends the search; so does a miss or a store that could not be read, leaving the first answer.
    if (unusable === undefined) return result.kind === 'hit' ? { result, passedOver } : { result: first, passedOver: [] };
    if (!passedOver.some((p) => p.key !== undefined && p.key === unusable.key)) passedOver.push(unusable);
    // Without a key the prefix it was found under is unknown: asking again could only find it again.
    prefixes = unusable.key === undefined ? [] : prefixesAfter(unusable.key, prefixes);
    const [next, ...rest] = prefixes;
    if (next === undefined) return { result: first, passedOver: [] };
    info(`bench-gate: baseline not usable: ${unusable.reason}; trying ${describePrefix(next)}`);
    result = await store.restore(next, rest);
  }
}

/**
 * Why the answer cannot be used, or undefined when it can (a hit that checks out) or when it ends
 * the search (a miss, or a store that could not be read: asking it again would not help).
 */
function unusableEntry(result: RestoreResult, owner: BaselineOwner): PassedOver | undefined {
  switch (result.kind) {
    case 'hit': {
      const check = checkBaseline(result.text, `baseline ${result.key}`, owner.fingerprint, owner.suite);
      return check.kind === 'found' ? undefined : { key: result.key, reason: check.reason };
    }
    case 'unreadable':
      return { ...(result.key === undefined ? {} : { key: result.key }), reason: result.reason };
    case 'miss':
    case 'unavailable':
      return undefined;
  }
}

/** "the newest baseline of any commit", or "the newest baseline of commit abc123" for a commit's prefix. */
function describePrefix(prefix: string): string {
  return prefix.endsWith('/') ? 'the newest baseline of any commit' : `the newest baseline of commit ${commitOfKey(prefix) ?? prefix}`;
}
