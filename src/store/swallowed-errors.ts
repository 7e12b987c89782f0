/**
 * What @actions/cache does not return. restoreCache treats every service error as a miss: it logs
 * `::warning::Failed to restore: ...` (or `::error::` for a 5xx) through @actions/core and returns
 * undefined, exactly as when nothing is cached. Three cases must not look alike to us:
 *  - a miss: a trusted run saves the first baseline;
 *  - the lookup failed (an outage, a denied read): a baseline may exist, and saving this run would
 *    put a one-run history in front of it, so nothing is saved;
 *  - an entry was found but could not be restored (a corrupt archive): a new baseline must replace
 *    it, or every later run would restore the same broken entry.
 * The library offers no other signal, so its log lines are read off stdout while the call runs
 * (they still reach the log unchanged).
 */

/** A workflow command line the library writes when it gives up on a restore. */
const FAILED_RESTORE = /^::(?:warning|error)(?: [^:]*)?::Failed to restore: (.*)$/;
/**
 * Lines that prove the lookup found an entry: the v2 service logs the key before downloading, the
 * v1 service (GitHub Enterprise Server) only the archive's size after it.
 */
const FOUND = /^(?:Cache hit for(?: restore-key)?: (.+)|Cache Size: ~.*)$/;

export interface RestoreLog {
  /** The "Failed to restore" messages, unescaped. */
  failures: string[];
  /** True when the lookup found an entry; its key when the library named it. */
  found: boolean;
  foundKey?: string;
}

/** Undoes @actions/core's escaping of a command's message (%25, %0D, %0A). */
function unescapeMessage(text: string): string {
  return text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Reads a restore's log lines, as written to stdout. */
export function readRestoreLog(written: string): RestoreLog {
  const log: RestoreLog = { failures: [], found: false };
  for (const line of written.split(/\r?\n/)) {
    const failed = FAILED_RESTORE.exec(line);
    if (failed !== null) {
      log.failures.push(unescapeMessage(failed[1] ?? '').trim());
      continue;
    }
    const found = FOUND.exec(line);
    if (found === null) continue;
    log.found = true;
    if (found[1] !== undefined) log.foundKey = found[1].trim();
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
