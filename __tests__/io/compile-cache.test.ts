import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { keepCompiledCode } from '../../src/io/compile-cache.js';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('keepCompiledCode', () => {
  it('turns the cache on where Node has one', () => {
    let calls = 0;
    keepCompiledCode({ enableCompileCache: () => { calls += 1; return { status: 0 }; } });
    expect(calls).toBe(1);
  });

  it('does nothing on a Node without one (Node 20)', () => {
    expect(() => keepCompiledCode({})).not.toThrow();
  });

  it('never fails the command when the cache cannot be turned on', () => {
    expect(() => keepCompiledCode({ enableCompileCache: () => { throw new Error('EACCES: permission denied, mkdir'); } })).not.toThrow();
  });

  // With the running Node itself: the cache appears in the temporary directory where this Node has
  // one (22.1+), and nothing is written where it has none. The CLI and the action's entries call it.
  it('in a real process, writes the compiled code to the temporary directory only where Node caches', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-gate-cc-'));
    scratch.push(dir);
    const script = join(dir, 'entry.mjs');
    const helper = pathToFileURL(resolve('src/io/compile-cache.ts')).href;
    writeFileSync(join(dir, 'loaded.mjs'), 'export const answer = 42;\n');
    writeFileSync(script, `const { keepCompiledCode } = await import(${JSON.stringify(helper)});\nkeepCompiledCode();\nconst { answer } = await import('./loaded.mjs');\nprocess.stdout.write(String(answer));\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: dir };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('42');
    const cacheDir = join(dir, 'node-compile-cache');
    if ('enableCompileCache' in module) expect(readdirSync(cacheDir).length).toBeGreaterThan(0);
    else expect(existsSync(cacheDir)).toBe(false);
  });
});
