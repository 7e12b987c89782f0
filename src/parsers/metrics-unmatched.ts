/**
 * The entries of the config's `metrics` list that read nothing in one output: a pattern that
 * matched no line, a `keys:` glob of a key-value entry that matched no key. The usual cause is a
 * typo (`Proccessing Rate`, a `\s` where the output has `|`), and the metrics the entry was
 * written for are then missing from the comparison without a word: the other entries still fill
 * the report, and the gate passes on what is left. So each is a warning. An entry written for
 * another command's output warns too; such entries belong in that output's suite. An entry (or
 * key) whose lines an earlier one took did match them, and is not warned about: a suite's
 * patterns are tried before the top level's, to read some of the same lines their own way. Pure.
 */
import type { CompiledEntry, CompiledKey } from './metrics-patterns.js';
import { excerpt } from './types.js';

/** What the entries read in one output. */
export interface EntryUse {
  /** Per entry index: the lines it took. */
  hits: ReadonlyMap<number, number>;
  /** The entries that matched a line an earlier entry took (a suite's pattern, tried first, overriding the top level's). */
  shadowed: ReadonlySet<number>;
  /** The `keys:` globs that matched at least one key of the output (whether they or an earlier glob or entry read it). */
  keysMatched: ReadonlySet<CompiledKey>;
  /** Per key-value entry index: the keys of the `key: number` lines it read, picked or not (the first few). */
  keysSeen: ReadonlyMap<number, readonly string[]>;
}

/** How many keys of the output a message lists. */
export const KEYS_LISTED = 12;

const ANOTHER_OUTPUT = 'an entry for another command\'s output goes in that output\'s suite (suites: NAME: metrics:)';

/** One message per entry or key that read nothing, in the order of the list. */
export function unmatchedEntryWarnings(entries: readonly CompiledEntry[], use: EntryUse): string[] {
  const warnings: string[] = [];
  for (const entry of entries) {
    if (entry.kind === 'context') continue;
    const seen = use.keysSeen.get(entry.index) ?? [];
    if (entry.kind === 'key-value' && entry.keys !== undefined && seen.length > 0) {
      // The output has the entry's lines, so a key that picked none of them is misspelt (or absent).
      for (const key of entry.keys) if (!use.keysMatched.has(key)) warnings.push(unmatchedKey(entry.place, key, seen));
    } else if ((use.hits.get(entry.index) ?? 0) === 0 && !use.shadowed.has(entry.index)) {
      const what = entry.kind === 'pattern' ? `(pattern '${excerpt(entry.text, 60)}')` : '(lines: key-value)';
      warnings.push(`${entry.place} ${what} matched no line, so the metrics it reads are missing from this output. Check it against a line it should read (spacing, case, the unit); ${ANOTHER_OUTPUT}`);
    }
  }
  return warnings;
}

function unmatchedKey(place: string, key: CompiledKey, seen: readonly string[]): string {
  const listed = seen.slice(0, KEYS_LISTED).map((k) => `"${excerpt(k, 40)}"`).join(', ');
  const more = seen.length > KEYS_LISTED ? ', ...' : '';
  return `${place}.keys."${excerpt(key.text, 40)}" matched no key, so its metric is missing from this output (its keys: ${listed}${more}). `
    + `Check the key's spelling: a key is a glob (* for any text) matched against the whole key, ignoring case and leading emoji; ${ANOTHER_OUTPUT}`;
}
