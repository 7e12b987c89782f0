/**
 * A baseline store in a directory, for the CLI and tests: one file per key (the key with `/`
 * encoded), newest by modification time within a prefix, like the Actions cache's prefix match.
 */
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BaselineStore, RestoreResult, SaveResult } from './baseline-store.js';
import { readBaselineText } from './read-baseline.js';

const encode = (key: string): string => `${encodeURIComponent(key)}.json`;
const decode = (file: string): string => decodeURIComponent(file.slice(0, -'.json'.length));

export class DirectoryStore implements BaselineStore {
  constructor(private readonly dir: string) {}

  async restore(primary: string, fallbacks: readonly string[]): Promise<RestoreResult> {
    let files: string[];
    try {
      files = (await readdir(this.dir)).filter((f) => f.endsWith('.json'));
    } catch {
      return { kind: 'miss' };
    }
    for (const prefix of [primary, ...fallbacks]) {
      const matches = files.filter((f) => decode(f).startsWith(prefix));
      if (matches.length === 0) continue;
      const dated = await Promise.all(matches.map(async (f) => ({ f, t: (await stat(join(this.dir, f))).mtimeMs })));
      dated.sort((a, b) => b.t - a.t || b.f.localeCompare(a.f));
      const newest = dated[0]?.f ?? '';
      const read = await readBaselineText(join(this.dir, newest), `the baseline ${decode(newest)}`);
      return read.ok ? { kind: 'hit', key: decode(newest), text: read.text } : { kind: 'unreadable', key: decode(newest), reason: read.reason };
    }
    return { kind: 'miss' };
  }

  async save(key: string, text: string): Promise<SaveResult> {
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(join(this.dir, encode(key)), text, { flag: 'wx' });
      return { kind: 'saved', key };
    } catch (error) {
      const code = (error as { code?: string }).code;
      return { kind: 'not-saved', reason: code === 'EEXIST' ? `a baseline with key ${key} already exists` : String(error) };
    }
  }
}
