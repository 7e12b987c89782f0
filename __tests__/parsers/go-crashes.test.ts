/**
 * Test binaries that crash without a panic. A runtime fatal error (a concurrent map write, a misused
 * mutex: `fatal error: ...`, which no recover stops) glued after the name go printed was an
 * unreadable result line (exit 2, or with --lenient a benchmark "ok" with no samples), and in a first
 * run nothing named the benchmark. A test binary that dies of a signal (an out-of-memory kill, a CI timeout) makes go test print
 * `signal: killed`, shaped like a config line: it was read as one, so the next package's benchmarks
 * carried `signal=killed` in their config, and nothing said which benchmark had been cut off. Real
 * go test output from fixtures/go/ (gen-fixtures-go.sh, group killed: the benchmark kills itself).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGo } from '../../src/parsers/go.js';
import { parseGoJson } from '../../src/parsers/go-json.js';

const GO = join(import.meta.dirname, '..', '..', 'fixtures', 'go');
const fixture = (name: string) => readFileSync(join(GO, name), 'utf8');

describe('signal: killed', () => {
  it('is no config line: the next package\'s benchmarks carry no signal key', () => {
    const out = parseGo(fixture('killed.txt'), 'killed.txt');
    expect(out.benchmarks.map((b) => b.name)).toEqual(['BenchmarkBefore-2', 'BenchmarkConcat-2', 'BenchmarkSortInts-2', 'BenchmarkSHA256-2', 'BenchmarkLoopMapFill-2']);
    for (const b of out.benchmarks) expect(b.config).not.toHaveProperty('signal');
    expect(out.config).not.toHaveProperty('signal');
  });

  it('without -v, says the test binary died and the benchmark it ran has no result, on the signal line', () => {
    const out = parseGo(fixture('killed.txt'), 'killed.txt');
    const warning = out.diagnostics.find((d) => d.message.startsWith('the test binary'));
    expect(warning).toMatchObject({ severity: 'warning', line: 7, text: 'signal: killed' });
    expect(warning?.message).toBe("the test binary of package example.com/gobench/killed died of a signal (signal: killed): the benchmark it was running has no result, and the package's remaining benchmarks did not run. An out-of-memory kill, a CI job's timeout or a kill from outside does this");
  });

  it('with -v, fails the benchmark whose start line go printed, with the signal as its message', () => {
    const out = parseGo(fixture('killed-v.txt'), 'killed-v.txt');
    const killed = out.benchmarks.find((b) => b.name === 'BenchmarkKilled-2');
    expect(killed?.status).toBe('failed');
    expect(killed?.messages).toEqual(['signal: killed']);
    expect(out.diagnostics.find((d) => d.message.startsWith('the test binary'))?.message).toContain('BenchmarkKilled, which it was running, failed');
    for (const b of out.benchmarks) expect(b.config).not.toHaveProperty('signal');
  });

  it('glued after the name go printed (killed in the timed run, without -v): fails that benchmark, no unreadable result line', () => {
    const out = parseGo(fixture('killed-timed.txt'), 'killed-timed.txt');
    expect(out.benchmarks.map((b) => [b.name, b.status, b.messages])).toEqual([
      ['BenchmarkBefore-2', 'ok', undefined],
      ['BenchmarkKilledTimed-2', 'failed', ['signal: killed']],
      ['BenchmarkConcat-2', 'ok', undefined],
    ]);
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.diagnostics.find((d) => d.line === 6)?.message).toContain('BenchmarkKilledTimed-2, which it was running, failed');
  });

  it('in go test -json output: fails the benchmark whose start line test2json framed', () => {
    const out = parseGoJson(fixture('killed-timed-json.jsonl'), 'killed-timed-json.jsonl');
    expect(out.benchmarks.map((b) => [b.key, b.status, b.messages])).toEqual([
      ['example.com/gobench/killed.BenchmarkBefore-2', 'ok', undefined],
      ['example.com/gobench/killed.BenchmarkKilledTimed-2', 'failed', ['signal: killed']],
      ['example.com/gobench/basic.BenchmarkConcat-2', 'ok', undefined],
    ]);
    for (const b of out.benchmarks) expect(b.config).not.toHaveProperty('signal');
  });

  it.each(['killed-prints.txt', 'killed-prints-v.txt'])('printed by a benchmark that runs on (%s: no FAIL trailer after it) is output, not a death', (name) => {
    const out = parseGo(fixture(name), name);
    expect(out.benchmarks.map((b) => [b.name, b.status, b.metrics[0]?.samples.length])).toEqual([['BenchmarkPrintsSignal-2', 'ok', 1]]);
    expect(out.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });

  it('outside any package\'s output (another program\'s, e.g. go run\'s) is neither config nor a warning', () => {
    const out = parseGo('signal: killed\nBenchmarkA-2 \t 100\t 5.0 ns/op\n', 'x.txt');
    expect(out.benchmarks[0]?.config).not.toHaveProperty('signal');
    expect(out.diagnostics).toEqual([]);
  });

  it('a config line named signal with a value of another shape is still config', () => {
    const out = parseGo('signal: 42=x\nBenchmarkA-2 \t 100\t 5.0 ns/op\n', 'x.txt');
    expect(out.benchmarks[0]?.config).toMatchObject({ signal: '42=x' });
  });
});

describe('fatal error:', () => {
  it('glued after the name go printed (the timed run): fails that benchmark, no unreadable result line', () => {
    const out = parseGo(fixture('fatal-timed.txt'), 'fatal-timed.txt');
    expect(out.benchmarks.map((b) => [b.name, b.status, b.messages])).toEqual([
      ['BenchmarkBefore-2', 'ok', undefined],
      ['BenchmarkUnlockTimed-2', 'failed', ['fatal error: sync: unlock of unlocked mutex']],
    ]);
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.diagnostics.find((d) => d.line === 6)?.message).toBe("BenchmarkUnlockTimed-2 crashed: fatal error: sync: unlock of unlocked mutex; the package's remaining benchmarks did not run");
  });

  it('in a first run without -v: named from the crashing goroutine\'s stack', () => {
    const out = parseGo(fixture('fatal-first.txt'), 'fatal-first.txt');
    expect(out.benchmarks.map((b) => [b.key, b.status])).toEqual([
      ['example.com/gobench/fatal.BenchmarkBefore-2', 'ok'],
      ['example.com/gobench/fatal.BenchmarkUnlockFirst-2', 'failed'],
    ]);
    expect(out.diagnostics.map((d) => d.message)).toContain('BenchmarkUnlockFirst crashed in its first run: go test printed no name for it (without -v it prints none before the first run ends), so it is named from the fatal error\'s goroutine stack (fatal error on line 6) and reported as failed');
  });

  it('in a first run with -v: fails the benchmark whose start line go printed', () => {
    const out = parseGo(fixture('fatal-first-v.txt'), 'fatal-first-v.txt');
    expect(out.benchmarks.find((b) => b.name === 'BenchmarkUnlockFirst-2')).toMatchObject({ status: 'failed', messages: ['fatal error: sync: unlock of unlocked mutex'] });
  });
});
