/**
 * The real spawner keeps a bounded part of a command's stdout: a command that prints more than
 * bench-gate reads of any output must not grow one string without end (past V8's limit that throws
 * in the stream handler and ends the process with exit 1, the status that means "regression").
 */
import { describe, expect, it } from 'vitest';
import { spawnProcess } from '../../src/run/spawn-process.js';

const PRINT = (n: number): string[] => [process.execPath, '-e', `process.stdout.write('x'.repeat(${n}) + 'END')`];

describe('spawnProcess', () => {
  it('keeps stdout whole up to its cap', async () => {
    const outcome = await spawnProcess({ argv: PRINT(1000), env: process.env }, 2000);
    expect(outcome.end).toEqual({ kind: 'exited', code: 0 });
    expect(outcome.stdout).toBe(`${'x'.repeat(1000)}END`);
  });

  it('keeps only the end of stdout past its cap, while still forwarding all of it', async () => {
    let forwarded = 0;
    const outcome = await spawnProcess({ argv: PRINT(300_000), env: process.env, onStdout: (text) => { forwarded += text.length; } }, 1000);
    expect(outcome.end).toEqual({ kind: 'exited', code: 0 });
    expect(forwarded).toBe(300_003);
    expect(outcome.stdout.length).toBeLessThanOrEqual(1000);
    expect(outcome.stdout.endsWith('xEND')).toBe(true);
  });
});
