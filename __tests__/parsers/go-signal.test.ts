/**
 * A test binary that dies of a signal (an out-of-memory kill, a CI timeout) makes go test print
 * `signal: killed`, shaped like a config line: it was read as one, so the next package's benchmarks
 * carried `signal=killed` in their config, and nothing said which benchmark had been cut off. Real
 * go test output from fixtures/go/ (gen-fixtures-go.sh, group killed: the benchmark kills itself).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGo } from '../../src/parsers/go.js';

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

  it('a config line named signal with a value of another shape is still config', () => {
    const out = parseGo('signal: 42=x\nBenchmarkA-2 \t 100\t 5.0 ns/op\n', 'x.txt');
    expect(out.benchmarks[0]?.config).toMatchObject({ signal: '42=x' });
  });
});
