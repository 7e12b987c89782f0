/**
 * `-` on a terminal (`bench-gate parse -` typed without a pipe) waited for typing with no sign of
 * it, so the command looked hung. The real CLI, run on a pseudo-terminal (Python's pty module,
 * which CI has), says it is reading the terminal and how to end the input; a pipe stays silent.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../config/cli-harness.js';

const ENTRY = join(ROOT, 'src', 'cli-entry.ts');
const TSX = join(ROOT, 'node_modules', 'tsx', 'dist', 'esm', 'index.mjs');
const HINT = 'bench-gate: reading - (standard input) from the terminal: paste the input, then press Ctrl-D at the start of a line (on Windows Ctrl-Z, then Enter). To read a file, give its name instead of -.';

/**
 * Runs the CLI with a pseudo-terminal as its standard input, output and error; once the hint
 * has been printed, types Ctrl-D; with no hint within 30 s, kills it. Prints the
 * terminal's text, then `exit N`.
 */
const ON_TERMINAL = String.raw`
import os, pty, select, sys, time
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], sys.argv[1:])
out = b''
sent = False
deadline = time.time() + 30
while True:
    if not sent and time.time() > deadline:
        os.kill(pid, 9)  # no hint: the command waits for typing that never comes
        sent = True
    ready, _, _ = select.select([fd], [], [], 0.2)
    if ready:
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    if not sent and b'Ctrl-D' in out:
        os.write(fd, b'\x04')
        sent = True
_, status = os.waitpid(pid, 0)
sys.stdout.write(out.decode('utf-8', 'replace').replace('\r\n', '\n'))
sys.stdout.write('exit %d\n' % os.waitstatus_to_exitcode(status))
`;

describe('- on a terminal', () => {
  it('says it reads the terminal and how to end, then reads what was typed (here nothing)', () => {
    const run = spawnSync('python3', ['-c', ON_TERMINAL, process.execPath, '--import', TSX, ENTRY, 'parse', '--no-config', '-'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(HINT);
    // Ctrl-D at once ends an empty input: refused as empty, exit 2, as from a pipe.
    expect(run.stdout).toMatch(/<stdin> is empty/);
    expect(lines.at(-2)).toBe('exit 2');
  });

  it('a pipe gets no hint', () => {
    const run = spawnSync(process.execPath, ['--import', TSX, ENTRY, 'parse', '--no-config', '-'], { cwd: ROOT, encoding: 'utf8', input: '', timeout: 60_000 });
    expect(run.stderr).not.toContain('terminal');
    expect(run.stderr).toMatch(/<stdin> is empty/);
    expect(run.status).toBe(2);
  });
});
