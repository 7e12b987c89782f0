/**
 * hyperfine's terminal report and --export-markdown table (real outputs of hyperfine 1.15.0 and
 * 1.20.0) hold no runs: they are refused with a message that says what they are and to export JSON,
 * not with the generic one that shows a Go line (a Seq-like script printing hyperfine's report,
 * shared/seeds/001_*.txt, got that).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput } from '../../src/input.js';

const SAMPLES = join(import.meta.dirname, '..', '..', 'fixtures', 'hyperfine', 'samples');
const read = (name: string): string => readFileSync(join(SAMPLES, name), 'utf8');

function errorOf(text: string, source: string): string {
  const result = readInput(text, source, 'auto');
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.error;
}

describe("hyperfine's terminal report", () => {
  it.each([
    ['hyperfine-1.15.0-two-commands.terminal.txt', 2],
    ['hyperfine-1.20.0-two-commands.terminal.txt', 2],
    ['hyperfine-1.15.0-single-run-null-stddev.terminal.txt', 1],
  ] as const)('%s: names it, counts its benchmarks and says to export JSON', (name, count) => {
    const error = errorOf(read(name), name);
    expect(error).toBe(`${name}: this is hyperfine's terminal report (${count} benchmark${count === 1 ? '' : 's'}), which bench-gate does not read `
      + '(a mean and σ per command, not the runs). Export JSON instead, which keeps every run: add --export-json FILE to the hyperfine '
      + "command and pass FILE (`bench-gate run --results FILE -- CMD`, the action's output-file, or FILE itself to parse and compare).");
  });

  it('is recognised after a build log, in colour, with CRLF endings (a joined, captured run)', () => {
    const coloured = read('hyperfine-1.20.0-two-commands.terminal.txt')
      .replace(/(\d+\.\d+ ms)/g, '\u001b[32m$1\u001b[0m').replace(/\n/g, '\r\n');
    const error = errorOf(`   Compiling fib v0.1.0\r\n    Finished release\r\n${coloured}`, 'run.log');
    expect(error).toMatch(/^run\.log: this is hyperfine's terminal report \(2 benchmarks\)/);
  });

  it('older hyperfine\'s "Benchmark #1:" spelling is recognised too', () => {
    // The report of hyperfine releases older than the "Benchmark 1:" spelling (the same lines, with a #).
    const old = 'Benchmark #1: sleep 0.1\n  Time (mean ± σ):     101.2 ms ±   0.1 ms    [User: 1.0 ms, System: 0.3 ms]\n'
      + '  Range (min … max):   101.0 ms … 101.4 ms    29 runs\n \n';
    expect(errorOf(old, 'old.txt')).toMatch(/^old\.txt: this is hyperfine's terminal report \(1 benchmark\)/);
  });

  it('a "Benchmark 1:" line without hyperfine\'s time line is not taken for one', () => {
    const error = errorOf('Benchmark 1: warm-up\nall done\n', 'other.txt');
    expect(error).toMatch(/none of its 2 lines looks like benchmark output/);
  });
});

describe("hyperfine's --export-markdown table", () => {
  it('names it and says to export JSON', () => {
    const error = errorOf(read('hyperfine-1.20.0-two-commands.md'), 'x.md');
    expect(error).toMatch(/^x\.md: this is hyperfine's --export-markdown table, which bench-gate does not read \(a mean per command, not the runs\)\. Export JSON instead/);
  });

  it('names it in microseconds too (a command under a millisecond, or --time-unit microsecond)', () => {
    const table = read('hyperfine-1.20.0-two-commands.md').replaceAll('[ms]', '[µs]');
    expect(errorOf(table, 'x.md')).toMatch(/^x\.md: this is hyperfine's --export-markdown table/);
  });
});

describe('the JSON export is still read', () => {
  it('hyperfine-1.20.0-two-commands.json', () => {
    const result = readInput(read('hyperfine-1.20.0-two-commands.json'), 'x.json', 'auto');
    expect(result.ok && result.value.format).toBe('hyperfine');
  });
});
