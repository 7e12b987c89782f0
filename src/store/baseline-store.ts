/**
 * Where baselines live: an interface so the action uses the Actions cache and the CLI and tests a
 * directory. Implementations never throw for service trouble: a miss, a denied write or a broken
 * service is a result the report mentions, never a failed job (ACTIONS.md §2.2).
 */
export type RestoreResult =
  | { kind: 'hit'; key: string; text: string }
  | { kind: 'miss' }
  /**
   * An entry was found and fetched but cannot be used (a corrupt archive, a file too large or
   * unreadable): a new baseline may replace it.
   */
  | { kind: 'unreadable'; key?: string; reason: string }
  /**
   * The store could not be read (a failed lookup, a download that failed or timed out, a denied
   * read): a baseline may exist (`key` when the lookup named it), so a new one must not be saved
   * over it: its history would be lost.
   */
  | { kind: 'unavailable'; key?: string; reason: string };

export type SaveResult =
  | { kind: 'saved'; key: string }
  | { kind: 'not-saved'; reason: string };

export interface BaselineStore {
  /** Finds the newest baseline under `primary` (prefix), else under each fallback prefix in turn. */
  restore(primary: string, fallbacks: readonly string[]): Promise<RestoreResult>;
  /** Saves a baseline under a new, unique key. */
  save(key: string, text: string): Promise<SaveResult>;
}
