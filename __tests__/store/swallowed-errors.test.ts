/**
 * Reading what @actions/cache logs during a restore: the v2 lines below are copied from the engine's
 * stdout in the e2e runs against the fake cache service (a 429 on the lookup; an entry whose
 * archive is not a tarball); the v1 lines follow the library's source; and @actions/core's escaping.
 */
import { describe, expect, it } from 'vitest';
import { readRestoreLog, watchRestore } from '../../src/store/swallowed-errors.js';

const OUTAGE = [
  '::debug::Cache service version: v2',
  '::debug::[Request] GetCacheEntryDownloadURL http://127.0.0.1:35753/twirp/github.actions.results.api.v1.CacheService/GetCacheEntryDownloadURL',
  '::warning::Failed to restore: Failed to GetCacheEntryDownloadURL: Rate limited: Failed request: (429) Too Many Requests: simulated fault',
].join('\n');
const KEY = 'bench-gate/v1/Linux-X64/3f8cb3f917f5/default/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678-5555-1';
const CORRUPT = [
  '::debug::Cache service version: v2',
  `Cache hit for restore-key: ${KEY}`,
  'Cache Size: ~0 MB (13 B)',
  '[command]/usr/bin/tar -xf /tmp/x/cache.tzst -P -C /tmp/x --use-compress-program unzstd',
  '::warning::Failed to restore: "/usr/bin/tar" failed with error: The process \'/usr/bin/tar\' failed with exit code 2',
].join('\n');

/**
 * The v1 service's lines, in the order restoreCacheV1 and getCacheEntry write them (no v1 fake
 * here): the entry's JSON after "Cache Result:", the size after the download.
 */
const V1_KEY = 'bench-gate/v1/Linux-X64/3f8cb3f917f5/default/a1b2c3d4e5f60718293a4b5c6d7e8f9012345678-7-1';
const V1_FOUND = [
  '::debug::Cache Result:',
  `::debug::{"scope":"refs/heads/main","cacheKey":"${V1_KEY}","cacheVersion":"e3b0c442","creationTime":"2026-11-20T09:30:00Z","archiveLocation":"https://example.invalid/archive"}`,
  '::debug::Archive Path: /tmp/x/cache.tzst',
].join('\n');

describe('readRestoreLog', () => {
  it('a failed lookup: the failure, no entry found, nothing downloaded', () => {
    expect(readRestoreLog(OUTAGE)).toEqual({ failures: ['Failed to GetCacheEntryDownloadURL: Rate limited: Failed request: (429) Too Many Requests: simulated fault'], downloaded: false });
    expect(readRestoreLog('::error::Failed to restore: Cache service responded with 503\r\n')).toEqual({ failures: ['Cache service responded with 503'], downloaded: false });
  });

  it('v2: an archive downloaded that fails to unpack gives the entry\'s key and the failure', () => {
    expect(readRestoreLog(CORRUPT)).toEqual({ failures: ['"/usr/bin/tar" failed with error: The process \'/usr/bin/tar\' failed with exit code 2'], foundKey: KEY, downloaded: true });
  });

  it('v2: a download that fails after the lookup found the entry: its key, not downloaded', () => {
    expect(readRestoreLog(`Cache hit for: ${KEY}\n::warning::Failed to restore: Incomplete download. Expected file size: 4096, actual file size: 15\n`))
      .toEqual({ failures: ['Incomplete download. Expected file size: 4096, actual file size: 15'], foundKey: KEY, downloaded: false });
  });

  it('v1: the key comes from the entry\'s JSON; a failed download and a failed unpacking are told apart by the size line', () => {
    expect(readRestoreLog(`${V1_FOUND}\n::warning::Failed to restore: socket hang up\n`)).toEqual({ failures: ['socket hang up'], foundKey: V1_KEY, downloaded: false });
    expect(readRestoreLog(`${V1_FOUND}\nCache Size: ~0 MB (13 B)\n::warning::Failed to restore: "/usr/bin/tar" failed with error: exit code 2\n`))
      .toEqual({ failures: ['"/usr/bin/tar" failed with error: exit code 2'], foundKey: V1_KEY, downloaded: true });
    // A JSON debug line that does not follow "Cache Result:" is not an entry.
    expect(readRestoreLog(`::debug::{"cacheKey":"${V1_KEY}"}\n`).foundKey).toBeUndefined();
  });

  it('a miss logs none of it; escaped messages are unescaped; other warnings are not failures', () => {
    expect(readRestoreLog('::debug::Cache not found for version 1 of keys: a, b\n::warning::Something else\n')).toEqual({ failures: [], downloaded: false });
    expect(readRestoreLog('::warning::Failed to restore: 100%25 broken%0Asecond line').failures).toEqual(['100% broken\nsecond line']);
  });
});

describe('watchRestore', () => {
  it('sees what the work writes to stdout, still writes it, and puts stdout back even when the work throws', async () => {
    const stdout = process.stdout;
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = stdout.write;
    const seen: string[] = [];
    const patched = ((chunk: string | Uint8Array) => {
      seen.push(String(chunk));
      return true;
    }) as typeof stdout.write;
    stdout.write = patched;
    try {
      const ok = await watchRestore(() => {
        stdout.write(`${OUTAGE}\n`);
        return Promise.resolve(undefined);
      });
      expect(ok).toMatchObject({ ok: true, value: undefined, log: { downloaded: false, failures: [expect.stringContaining('(429)')] } });
      const failed = await watchRestore(() => {
        stdout.write(Buffer.from(`Cache hit for: ${KEY}\n`));
        return Promise.reject(new Error('the cache service did not finish the restore within 2 s'));
      });
      expect(failed).toMatchObject({ ok: false, log: { foundKey: KEY, downloaded: false, failures: [] } });
      expect(stdout.write === patched).toBe(true);
      expect(seen.join('')).toContain('Cache hit for: ');
      expect(seen.join('')).toContain('::warning::Failed to restore: ');
    } finally {
      stdout.write = original;
    }
  });
});
