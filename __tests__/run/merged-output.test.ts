/**
 * Joining a command's stdout and stderr into the one text bench-gate parses: whole lines in the
 * order they arrive, a line never cut by the other stream's output.
 */
import { describe, expect, it } from 'vitest';
import { MergedOutput, type OutputStream } from '../../src/run/merged-output.js';

function merge(chunks: [OutputStream, string][]): string {
  const output = new MergedOutput();
  for (const [stream, text] of chunks) output.add(stream, text);
  return output.text();
}

describe('MergedOutput', () => {
  it('keeps whole lines of both streams in the order they arrive', () => {
    expect(merge([['stdout', 'goos: linux\n'], ['stderr', 'pkg: example.com/x\nBenchmarkA-8 1 5 ns/op\n'], ['stdout', 'PASS\n']]))
      .toBe('goos: linux\npkg: example.com/x\nBenchmarkA-8 1 5 ns/op\nPASS\n');
  });

  it('never puts a line of one stream inside an unfinished line of the other (go prints the name before the numbers)', () => {
    const text = merge([['stdout', 'BenchmarkA-8   \t'], ['stderr', '2026/11/21 12:00:00 warming up\n'], ['stdout', '    1000\t 123 ns/op\n']]);
    expect(text).toBe('2026/11/21 12:00:00 warming up\nBenchmarkA-8   \t    1000\t 123 ns/op\n');
  });

  it('joins a line that arrives in several chunks, CRLF included', () => {
    expect(merge([['stderr', 'Bench'], ['stderr', 'markA-8 1 5 ns/op\r'], ['stdout', 'x\r\n'], ['stderr', '\nrest']])).toBe('x\r\nBenchmarkA-8 1 5 ns/op\r\nrest');
  });

  it('ends with each stream\'s unfinished last line, stdout first, on lines of their own', () => {
    expect(merge([['stderr', 'err tail'], ['stdout', 'out tail']])).toBe('out tail\nerr tail');
    expect(merge([['stdout', 'only\nout tail']])).toBe('only\nout tail');
    expect(merge([])).toBe('');
  });

  it('drops the output once it passes its cap, and says so, instead of growing a string without bound', () => {
    const output = new MergedOutput(20);
    output.add('stdout', 'BenchmarkA-8 1 5 ns/op\n');
    expect(output.overflowed).toBe(true);
    output.add('stderr', 'more\n');
    expect(output.text()).toBe('');
    const small = new MergedOutput(20);
    small.add('stdout', 'ok\n');
    expect(small.overflowed).toBe(false);
    expect(small.text()).toBe('ok\n');
  });
});
