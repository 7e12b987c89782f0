import { describe, expect, it } from 'vitest';
import { parseGoJson } from '../../src/parsers/go-json.js';
import { detectFormat } from '../../src/input.js';

const ev = (output: string, pkg = 'p') => JSON.stringify({ Action: 'output', Package: pkg, Output: output });

describe('parseGoJson', () => {
  it('rebuilds a result line split across two output events', () => {
    const text = [ev('pkg: p\n'), ev('BenchmarkA-2   \t'), ev(' 1000\t   12.5 ns/op\t   0 B/op\n')].join('\n');
    const out = parseGoJson(text, 'x.jsonl');
    expect(out.diagnostics).toEqual([]);
    expect(out.benchmarks[0]?.metrics.map((m) => [m.unit, m.samples])).toEqual([['sec/op', [1.25e-8]], ['B/op', [0]]]);
  });

  it('keeps packages apart when their events interleave', () => {
    const text = [ev('pkg: a\n', 'a'), ev('pkg: b\n', 'b'), ev('BenchmarkX 10 1 ns/op\n', 'a'), ev('BenchmarkX 10 2 ns/op\n', 'b')].join('\n');
    expect(parseGoJson(text, 'x.jsonl').benchmarks.map((b) => b.key)).toEqual(['a.BenchmarkX', 'b.BenchmarkX']);
  });

  it('points diagnostics at the JSON line, counting lone CR like the text parser does', () => {
    const text = `${[ev('pkg: p\rBenchmarkA 10 1 ns/op\n'), ev('BenchmarkB-8 1000 12\n')].join('\n')}\n`;
    expect(parseGoJson(text, 'x.jsonl').diagnostics.map((d) => [d.severity, d.line])).toEqual([['error', 2]]);
  });

  it('reports text outside JSON and build failures', () => {
    const text = ['go: downloading example.com/x v1.0.0', JSON.stringify({ ImportPath: 'p', Action: 'build-fail' }), ev('BenchmarkA 10 1 ns/op\n')].join('\n');
    const out = parseGoJson(text, 'x.jsonl');
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['warning', 1], ['error', 2]]);
    expect(detectFormat(text)).toBe('go-json');
  });
});

describe('parseGoJson: the Package field names the package', () => {
  const header = ev('pkg: p\n');

  it('keeps keys when a benchmark prints a pkg: line, and says once, as a note, that it was ignored', () => {
    const text = [header, ev('BenchmarkA 10 1 ns/op\n'), ev('pkg: fake/pkg\n'), ev('BenchmarkB 10 1 ns/op\n'), ev('pkg: fake/pkg\n'), ev('BenchmarkC 10 1 ns/op\n')].join('\n');
    const out = parseGoJson(text, 'x.jsonl');
    expect(out.benchmarks.map((b) => [b.key, b.parts.package, b.config.pkg])).toEqual([
      ['p.BenchmarkA', 'p', 'p'], ['p.BenchmarkB', 'p', 'p'], ['p.BenchmarkC', 'p', 'p'],
    ]);
    expect(out.diagnostics).toEqual([expect.objectContaining({ severity: 'info', line: 3, text: 'pkg: fake/pkg',
      message: expect.stringContaining('names the package p (test2json\'s Package field)') as string })]);
  });

  it('still applies the other config lines a benchmark prints', () => {
    const text = [header, ev('note: printed\n'), ev('BenchmarkA 10 1 ns/op\n')].join('\n');
    expect(parseGoJson(text, 'x.jsonl').benchmarks[0]?.config).toEqual({ pkg: 'p', note: 'printed' });
  });

  it('lets pkg: lines name the package of events without a Package field, as in text', () => {
    const bare = (output: string) => JSON.stringify({ Action: 'output', Output: output });
    const text = [bare('pkg: a\n'), bare('BenchmarkA 10 1 ns/op\n'), bare('pkg: b\n'), bare('BenchmarkB 10 1 ns/op\n')].join('\n');
    const out = parseGoJson(text, 'x.jsonl');
    expect(out.benchmarks.map((b) => b.key)).toEqual(['a.BenchmarkA', 'b.BenchmarkB']);
    expect(out.diagnostics).toEqual([]);
  });
});

describe('format detection', () => {
  it('refuses an input that has the shape of two formats, naming both', async () => {
    const { readInput } = await import('../../src/input.js');
    const both = 'BenchmarkA-8   1000   12.5 ns/op\ntest parse ... bench:       1,234 ns/iter (+/- 78)\n';
    const r = readInput(both, 'mixed.txt', 'auto');
    expect(r).toEqual({ ok: false, error: expect.stringContaining('mixed.txt could be any of libtest, go') as string });
    expect(readInput(both, 'mixed.txt', 'go').ok).toBe(true);
  });
});
