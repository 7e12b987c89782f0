/**
 * BaselineStore over the Actions cache (@actions/cache 6). The path is a fixed relative string
 * because the cache "version" hashes the paths as passed: an absolute RUNNER_TEMP path would make
 * two runners miss each other's entries (ACTIONS.md §2.4). The directory is wiped before every
 * restore and save so a stale file from a persistent self-hosted workspace never passes for a
 * restored one. The library logs and swallows service errors; they come back as results here (a
 * failed restore as `unavailable`, not as the miss the library makes of it: swallowed-errors.ts).
 */
import * as cache from '@actions/cache';
import type { BaselineStore, RestoreResult, SaveResult } from './baseline-store.js';
import { readBaselineText } from './read-baseline.js';
import { watchRestore } from './swallowed-errors.js';

export const CACHE_PATH = '.bench-gate/cache';
const FILE = `${CACHE_PATH}/baseline.json`;

/** How long a restore or a save may take before the job goes on without it (the library has no overall limit). */
export const DEFAULT_CACHE_TIMEOUT_MS = 120_000;

/** Settles like `work`, or rejects after `ms` when the service hangs; the request itself is left behind. */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the cache service did not finish the ${what} within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How the store removes its directory and writes the file it saves, relative to the workspace: the
 * action's own-file ports (io/own-files.ts), which refuse a .bench-gate that leads out of the
 * workspace through a link (the restore would empty and fill that place) and a device or FIFO.
 */
export interface CacheFiles {
  removeDir(path: string): Promise<void>;
  writeText(path: string, text: string): Promise<void>;
}

export class ActionsCacheStore implements BaselineStore {
  constructor(private readonly files: CacheFiles, private readonly timeoutMs = DEFAULT_CACHE_TIMEOUT_MS) {}

  async restore(primary: string, fallbacks: readonly string[]): Promise<RestoreResult> {
    await this.files.removeDir(CACHE_PATH);
    const watched = await watchRestore(() => within(cache.restoreCache([CACHE_PATH], primary, [...fallbacks]), this.timeoutMs, 'restore'));
    const { log } = watched;
    if (watched.ok && watched.value !== undefined) {
      const key = watched.value;
      try {
        const read = await readBaselineText(FILE, `the restored baseline ${key}`);
        return read.ok ? { kind: 'hit', key, text: read.text } : { kind: 'unreadable', key, reason: read.reason };
      } catch (error) {
        return { kind: 'unreadable', key, reason: `the restored baseline ${key} could not be read (${messageOf(error)})` };
      }
    }
    if (watched.ok && log.failures.length === 0) return { kind: 'miss' };
    const why = watched.ok ? log.failures.join('; ') : messageOf(watched.error);
    const key = log.foundKey;
    // Only an archive the library downloaded and then failed to unpack is known to be broken. A
    // failure before that (or our own timeout, which also leaves the library's extraction running
    // into CACHE_PATH) says nothing about the entry: it may be fine, with its history.
    const named = key === undefined ? {} : { key };
    const which = key === undefined ? 'the cached baseline' : `the cached baseline ${key}`;
    if (watched.ok && log.downloaded) return { kind: 'unreadable', ...named, reason: `${which} was downloaded but could not be unpacked (${why})` };
    return { kind: 'unavailable', ...named, reason: key === undefined ? `the cache could not be read (${why})` : `${which} could not be downloaded (${why})` };
  }

  async save(key: string, text: string): Promise<SaveResult> {
    try {
      await this.files.removeDir(CACHE_PATH);
      await this.files.writeText(FILE, text);
      const id = await within(cache.saveCache([CACHE_PATH], key), this.timeoutMs, 'save');
      return id === -1 ? { kind: 'not-saved', reason: 'the cache service did not accept it (see the log: the key exists, the token is read-only, or the service failed)' } : { kind: 'saved', key };
    } catch (error) {
      return { kind: 'not-saved', reason: messageOf(error) };
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why the cache cannot be used in this job, or undefined when it can. */
export function cacheUnavailableReason(): string | undefined {
  return cache.isFeatureAvailable() ? undefined : 'the Actions cache is not available in this job (no ACTIONS_RESULTS_URL: is the engine running as a JS action step?)';
}
