/**
 * Detecting `go test -bench` text that holds no result line: a run whose only benchmark panicked,
 * failed or skipped in its first run (real fixtures: gen-fixtures-go.sh panic-first, no-result),
 * without claiming any other format's input.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectCandidates, readInput } from '../../src/input.js';
import { stripAnsi } from '../../src/parsers/text-lines.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');
const read = (path: string): string => readFileSync(join(FIXTURES, path), 'utf8');
const lines = (...l: string[]): string => `${l.join('\n')}\n`;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('go test output with no result line', () => {
  it.each([
    ['go/panic-first-v.txt', 'BenchmarkFirst', 'failed'],
    ['go/only-fail-v.txt', 'BenchmarkFails', 'failed'],
    ['go/only-fail.txt', 'BenchmarkFails', 'failed'],
    ['go/only-skip-v.txt', 'BenchmarkSkipped', 'skipped'],
    ['go/fatal-only.txt', 'BenchmarkUnlockFirst', 'failed'],
    ['go/fatal-only-v.txt', 'BenchmarkUnlockFirst', 'failed'],
    ['go/fatal-only-timed.txt', 'BenchmarkUnlockTimed-2', 'failed'],
  ])('%s is detected as Go and read as its one benchmark', (path, name, status) => {
    expect(detectCandidates(read(path))).toEqual(['go']);
    const parsed = readInput(read(path), path, 'auto');
    expect(parsed.ok && parsed.value.format).toBe('go');
    expect(parsed.ok && parsed.value.set.benchmarks.map((b) => [b.name, b.status])).toEqual([[name, status]]);
  });

  it('needs go test\'s own header or trailer beside the benchmark\'s start or status line', () => {
    const header = ['goos: linux', 'goarch: amd64', 'pkg: example.com/x'];
    expect(detectCandidates(lines(...header, 'BenchmarkFirst', 'panic: boom'))).toEqual(['go']);
    expect(detectCandidates(lines('--- SKIP: BenchmarkX/sub', 'ok  \texample.com/x\t0.01s'))).toEqual(['go']);
    expect(detectCandidates(lines(...header, 'BenchmarkFirst\r', 'panic: boom\r'))).toEqual(['go']);
    // A bench binary's own text that prints a name alone, with no go test line around it.
    expect(detectCandidates(lines('BenchmarkResults', 'fib 12 ms'))).toEqual([]);
    expect(detectCandidates(lines('--- FAIL: BenchmarkX', 'boom'))).toEqual([]);
    // go test's lines with no benchmark framed (tests only, or a lower-case name benchfmt does not read).
    expect(detectCandidates(lines(...header, '--- FAIL: TestX (0.00s)', 'FAIL\texample.com/x\t0.01s'))).toEqual([]);
    expect(detectCandidates(lines(...header, 'Benchmarking fib', 'ok  \texample.com/x\t0.01s'))).toEqual([]);
  });

  it('leaves a bench harness\'s own text run under go test -v to the metrics patterns: a start line with no panic after it is no benchmark', () => {
    // A name alone that nothing failed, skipped or panicked: the Go parser reads no benchmark from it.
    const text = lines('=== RUN   TestPerf', 'BenchmarkResults:', 'fib: 12 ms', '--- PASS: TestPerf (0.01s)', 'PASS', 'ok  \texample.com/x\t0.01s');
    expect(detectCandidates(text)).toEqual([]);
    const parsed = readInput(text, 'perf.txt', 'auto', { metrics: [{ pattern: '^(?<name>\\w+): (?<value>[\\d.]+) (?<unit>ms)$', better: 'lower' }] });
    expect(parsed.ok && [parsed.value.format, parsed.value.set.benchmarks.map((b) => b.name)]).toEqual(['metrics', ['fib']]);
    // A panic after the start line still makes it Go's (the benchmark panicked in its first run).
    expect(detectCandidates(lines('BenchmarkFirst', '    x_test.go:3: log', 'panic: test timed out after 1s', 'FAIL\texample.com/x\t1.01s'))).toEqual(['go']);
  });

  it('claims no other format\'s fixture: outside fixtures/go, only files with a Go result line are Go', () => {
    const resultLine = /^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m;
    const others = files(FIXTURES).filter((p) => !p.startsWith(join(FIXTURES, 'go')) && !p.endsWith('.expected.json'));
    expect(others.length).toBeGreaterThan(100);
    for (const path of others) {
      const text = readFileSync(path, 'utf8');
      expect(detectCandidates(text).includes('go'), path).toBe(resultLine.test(stripAnsi(text)));
    }
  });
});
