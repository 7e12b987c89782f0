/**
 * The action's benchmark runner (run/bench-command.ts): the command's output goes live to the job
 * log and to the capture file. A log that cannot be written (EPIPE, ENOSPC, /dev/full) loses the
 * live copy, nothing else: no crash, the capture file complete, the exit status the command's.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BenchStartError, CaptureError, runBenchCommand } from '../../src/run/bench-command.js';

const enospc = (): Error => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });

/**
 * A log stream whose writes fail, reported (as /dev/full does) or thrown. An 'error' event that
 * nobody listens to, which in a real stream crashes the process, is recorded instead.
 */
class FailingLog extends Writable {
  readonly unhandled: unknown[] = [];
  writes = 0;
  constructor(how: 'report' | 'throw') {
    super({
      write: (_chunk, _encoding, callback) => {
        this.writes += 1;
        if (how === 'throw') throw enospc();
        callback(enospc());
      },
    });
  }

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'error' && this.listenerCount('error') === 0) {
      this.unhandled.push(args[0]);
      return false;
    }
    return super.emit(event, ...args);
  }
}

/** A log that keeps what it is given. */
class MemoryLog extends Writable {
  text = '';
  constructor() {
    super({ write: (chunk: Buffer, _encoding, callback) => { this.text += chunk.toString(); callback(); } });
  }
}

// 200 lines on each stream, then a status of its own: enough writes to hit the failed log again.
const COMMAND = 'for i in $(seq 200); do echo "out $i"; echo "err $i" >&2; done; exit 3';
const lines = (text: string, prefix: string): number => text.split('\n').filter((l) => l.startsWith(prefix)).length;
/** Lets the streams' nextTick 'error' events fire before looking. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 20));

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'bench-gate-bench-command-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('runBenchCommand', () => {
  it('shows stdout and stderr in the log and captures both', async () => {
    const stdout = new MemoryLog();
    const stderr = new MemoryLog();
    const capture = join(dir, 'out', 'bench.txt');
    const stdoutCapture = join(dir, 'out2', 'stdout.txt');
    expect(await runBenchCommand(COMMAND, dir, capture, stdoutCapture, { stdout, stderr })).toBe(3);
    expect([lines(stdout.text, 'out '), lines(stdout.text, 'err '), lines(stderr.text, 'err '), lines(stderr.text, 'out ')]).toEqual([200, 0, 200, 0]);
    const captured = readFileSync(capture, 'utf8');
    expect([lines(captured, 'out '), lines(captured, 'err ')]).toEqual([200, 200]);
    // stdout alone too, for a JSON document beside logs on stderr (captured-output.ts).
    expect(readFileSync(stdoutCapture, 'utf8')).toBe(Array.from({ length: 200 }, (_, i) => `out ${i + 1}\n`).join(''));
  });

  it.each(['report', 'throw'] as const)('a log whose writes fail (%s): no crash, every line captured, the command\'s status', async (how) => {
    const stdout = new FailingLog(how);
    const stderr = new FailingLog(how);
    const capture = join(dir, 'bench.txt');
    expect(await runBenchCommand(COMMAND, dir, capture, join(dir, 'stdout.txt'), { stdout, stderr })).toBe(3);
    await settle();
    expect([stdout.unhandled, stderr.unhandled]).toEqual([[], []]);
    const captured = readFileSync(capture, 'utf8');
    expect([lines(captured, 'out '), lines(captured, 'err ')]).toEqual([200, 200]);
    // After the first failure the log is left alone, not written 199 more times.
    expect([stdout.writes, stderr.writes]).toEqual([1, 1]);
  });

  it('a log that fails on one stream only still shows the other', async () => {
    const stdout = new FailingLog('report');
    const stderr = new MemoryLog();
    expect(await runBenchCommand(COMMAND, dir, join(dir, 'bench.txt'), join(dir, 'stdout.txt'), { stdout, stderr })).toBe(3);
    await settle();
    expect(stdout.unhandled).toEqual([]);
    expect(lines(stderr.text, 'err ')).toBe(200);
  });

  // A capture file on a full disk (here /dev/full) holds part of the output at most: parsing it
  // would compare fewer benchmarks than ran. The step fails with the path and the cause, no crash.
  it.runIf(existsSync('/dev/full'))('a capture file that cannot be written rejects with a CaptureError naming it, after the command ends', async () => {
    const stdout = new MemoryLog();
    const stderr = new MemoryLog();
    const run = runBenchCommand(COMMAND, dir, '/dev/full', join(dir, 'stdout.txt'), { stdout, stderr });
    await expect(run).rejects.toBeInstanceOf(CaptureError);
    await expect(run).rejects.toThrow(/^cannot write the benchmark's output to \/dev\/full \(ENOSPC: no space left on device, write\), so what was captured is incomplete/);
    // The command ran to its end, shown in the log.
    expect(lines(stdout.text, 'out ')).toBe(200);
  });

  it.runIf(existsSync('/dev/full'))('a stdout capture that cannot be written rejects with a CaptureError naming it', async () => {
    const run = runBenchCommand(COMMAND, dir, join(dir, 'bench.txt'), '/dev/full', { stdout: new MemoryLog(), stderr: new MemoryLog() });
    await expect(run).rejects.toThrow(/^cannot write the benchmark's output to \/dev\/full \(ENOSPC/);
  });

  it('a working directory that does not exist rejects with a BenchStartError naming it, not a status', async () => {
    const run = runBenchCommand('echo hi', join(dir, 'no-such-dir'), join(dir, 'bench.txt'), join(dir, 'stdout.txt'), { stdout: new MemoryLog(), stderr: new MemoryLog() });
    await expect(run).rejects.toBeInstanceOf(BenchStartError);
    await expect(run).rejects.toThrow(`the directory ${join(dir, 'no-such-dir')} does not exist`);
  });

  it('a command killed by a signal has the status bash gives it, 128 + the signal\'s number', async () => {
    expect(await runBenchCommand('kill -KILL $$', dir, join(dir, 'bench.txt'), join(dir, 'stdout.txt'), { stdout: new MemoryLog(), stderr: new MemoryLog() })).toBe(137);
  });
});
