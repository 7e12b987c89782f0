/**
 * What @actions/cache does not return. restoreCache treats every service error as a miss: it logs
 * `::warning::Failed to restore: ...` (or `::error::` for a 5xx) through @actions/core and returns
 * undefined, exactly as when nothing is cached. We must tell apart:
 *  - a miss: a trusted run saves the first baseline;
 *  - a failed lookup, or a download that failed: a baseline may exist (or does), and saving this
 *    run would put a one-run history in front of it, so nothing is saved;
 *  - an archive that was downloaded but cannot be unpacked (a corrupt entry): a new baseline must
 *    replace it, or every later run would restore the same broken entry.
 * The library offers no other signal, so its log lines are read off stdout while the call runs
 * (they still reach the log unchanged). What each service version writes, in order:
 *  - v2: `Cache hit for[ restore-key]: KEY` before the download, `Cache Size: ~N MB` after it;
 *  - v1 (GitHub Enterprise Server): `::debug::Cache Result:` and the entry as JSON (with its
 *    cacheKey) before the download, `Cache Size: ~N MB` after it.
 */

/** A workflow command line the library writes when it gives up on a restore. */
const FAILED_RESTORE = /^::(?:warning|error)(?: [^:]*)?::Failed to restore: (.*)$/;
const V2_HIT = /^Cache hit for(?: restore-key)?: (.+)$/;
const V1_RESULT = '::debug::Cache Result:';
const V1_ENTRY = /^::debug::(\{.*\})$/;
const DOWNLOADED = /^Cache Size: ~/;

export interface RestoreLog {
  /** The "Failed to restore" messages, unescaped. */
  failures: string[];
  /** The key of the entry the lookup found, when it found one. */
  foundKey?: string;
  /** True once the archive was downloaded (only unpacking it was left). */
  downloaded: boolean;
}

/** Undoes @actions/core's escaping of a command's message (%25, %0D, %0A). */
function unescapeMessage(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** The cacheKey of the v1 service's entry JSON; undefined for anything else. */
function v1Key(json: string): string | undefined {
  try {
    const entry = JSON.parse(unescapeMessage(json)) as unknown;
    const key = typeof entry === 'object' && entry !== null ? (entry as { cacheKey?: unknown }).cacheKey : undefined;
    return typeof key === 'string' && key !== '' ? key : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a restore's log lines, as written to stdout. */
export function readRestoreLog(written: string): RestoreLog {
  const log: RestoreLog = { failures: [], downloaded: false };
  let v1Result = false;
  for (const line of written.split(/\r?\n/)) {
    const failed = FAILED_RESTORE.exec(line);
    if (failed !== null) log.failures.push(unescapeMessage(failed[1] ?? '').trim());
    else if (DOWNLOADED.test(line)) log.downloaded = true;
    else if (line === V1_RESULT) v1Result = true;
    else {
      const hit = V2_HIT.exec(line)?.[1]?.trim() ?? (v1Result ? v1Key(V1_ENTRY.exec(line)?.[1] ?? '') : undefined);
      if (hit !== undefined) log.foundKey = hit;
      v1Result = false;
    }
  }
  return log;
}

export type Watched<T> = ({ ok: true; value: T } | { ok: false; error: unknown }) & { log: RestoreLog };

/**
 * Runs `work` while copying what is written to stdout; returns how it settled and what the
 * library logged meanwhile. Only one restore runs at a time in the engine, so another writer's
 * lines cannot be mistaken for this call's.
 */
export async function watchRestore<T>(work: () => Promise<T>): Promise<Watched<T>> {
  const stdout = process.stdout;
  // The method itself, not a bound copy: it is put back exactly as it was found.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = stdout.write;
  let written = '';
  const copy = (chunk: unknown, ...rest: unknown[]): boolean => {
    if (typeof chunk === 'string') written += chunk;
    else if (chunk instanceof Uint8Array) written += Buffer.from(chunk).toString('utf8');
    return Boolean(Reflect.apply(original, stdout, [chunk, ...rest]));
  };
  stdout.write = copy;
  try {
    const value = await work();
    return { ok: true, value, log: readRestoreLog(written) };
  } catch (error) {
    return { ok: false, error, log: readRestoreLog(written) };
  } finally {
    stdout.write = original;
  }
}
