/**
 * Reading what @actions/cache logs during a restore: the lines below are copied from the engine's
 * stdout in the e2e runs against the fake cache service (a 429 on the lookup; an entry whose
 * archive is not a tarball), plus the v1 service's size line and @actions/core's escaping.
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

describe('readRestoreLog', () => {
  it('a failed lookup: the failure, and no entry found', () => {
    expect(readRestoreLog(OUTAGE)).toEqual({ failures: ['Failed to GetCacheEntryDownloadURL: Rate limited: Failed request: (429) Too Many Requests: simulated fault'], found: false });
  });

  it('an entry found whose archive fails to extract: the failure, and the entry\'s key', () => {
    expect(readRestoreLog(CORRUPT)).toEqual({ failures: ['"/usr/bin/tar" failed with error: The process \'/usr/bin/tar\' failed with exit code 2'], found: true, foundKey: KEY });
  });

  it('the v1 service names no key before downloading; its size line still proves an entry was found', () => {
    expect(readRestoreLog('Cache Size: ~1 MB (1048576 B)\r\n::error::Failed to restore: Cache service responded with 503\r\n'))
      .toEqual({ failures: ['Cache service responded with 503'], found: true });
  });

  it('a miss logs neither; escaped messages are unescaped; other warnings are not failures', () => {
    expect(readRestoreLog('::debug::Cache not found for version 1 of keys: a, b\n::warning::Something else\n')).toEqual({ failures: [], found: false });
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
      expect(ok).toMatchObject({ ok: true, value: undefined, log: { found: false, failures: [expect.stringContaining('(429)')] } });
      const failed = await watchRestore(() => {
        stdout.write(Buffer.from(`Cache hit for: ${KEY}\n`));
        return Promise.reject(new Error('the cache service did not finish the restore within 2 s'));
      });
      expect(failed).toMatchObject({ ok: false, log: { found: true, foundKey: KEY, failures: [] } });
      expect(stdout.write === patched).toBe(true);
      expect(seen.join('')).toContain('Cache hit for: ');
      expect(seen.join('')).toContain('::warning::Failed to restore: ');
    } finally {
      stdout.write = original;
    }
  });
});
