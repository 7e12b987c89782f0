import { describe, expect, it } from 'vitest';
import { parseGoJson } from '../../src/parsers/go-json.js';
import { parseGo } from '../../src/parsers/go.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectFormat, isDataLoss, readInput } from '../../src/input.js';

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

  it('reports text outside JSON and a build-fail event that no package output reports', () => {
    const text = ['go: downloading example.com/x v1.0.0', JSON.stringify({ ImportPath: 'p', Action: 'build-fail' }), ev('BenchmarkA 10 1 ns/op\n')].join('\n');
    const out = parseGoJson(text, 'x.jsonl');
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['warning', 1], ['warning', 2]]);
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

describe('parseGoJson: a failed build is one warning per package, as in text', () => {
  // Go 1.26 events for `go test -json -bench . ./a ./c` where a's dependency dep does not compile.
  const depBroken = [
    JSON.stringify({ ImportPath: 'example.com/exp/dep', Action: 'build-output', Output: 'dep/dep.go:2:23: undefined: undefinedThing\n' }),
    JSON.stringify({ ImportPath: 'example.com/exp/dep', Action: 'build-fail' }),
    JSON.stringify({ Action: 'start', Package: 'example.com/exp/a' }),
    ev('FAIL\texample.com/exp/a [build failed]\n', 'example.com/exp/a'),
    JSON.stringify({ Action: 'fail', Package: 'example.com/exp/a', Elapsed: 0, FailedBuild: 'example.com/exp/dep' }),
    ev('pkg: example.com/exp/c\n', 'example.com/exp/c'),
    ev('BenchmarkC-2   \t      10\t        71.80 ns/op\n', 'example.com/exp/c'),
  ];

  it('reports the package FAIL line only, as a warning, for a dependency that did not build', () => {
    const out = parseGoJson(depBroken.join('\n'), 'x.jsonl');
    expect(out.diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['warning', 4, 'package example.com/exp/a failed (go test reported FAIL)'],
    ]);
    expect(out.benchmarks.map((b) => b.key)).toEqual(['example.com/exp/c.BenchmarkC-2']);
  });

  it('reports a failed build from its events where the FAIL line is missing, once per package', () => {
    const text = depBroken.filter((line) => !line.includes('[build failed]')).join('\n');
    expect(parseGoJson(text, 'x.jsonl').diagnostics.map((d) => [d.severity, d.line, d.message])).toEqual([
      ['warning', 4, 'package example.com/exp/a failed (go test reported that the build of example.com/exp/dep failed); its benchmarks did not run'],
    ]);
  });
});

describe('json-pseudo-packages.jsonl (real Go 1.26 output): the pseudo import paths go test prints no pkg: line for', () => {
  const fixture = (name: string): string => readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', name), 'utf8');

  it('keys their benchmarks without a package, as text does, so that a -json run joins a text run and one in another directory', () => {
    // The same four runs as pseudo-packages.txt, with -json: `_/<tmp>/legacy/basic` and `.../metrics`
    // (GOPATH mode), then basic's files named on the command line (`command-line-arguments`). Their
    // keys were `_/<tmp>/legacy/basic.BenchmarkConcat-2` (a directory: `ab --base-ref` runs base in
    // another one) and `command-line-arguments.BenchmarkConcat-2`, where text has `BenchmarkConcat-2`:
    // comparing a -json base with a text head gave every benchmark as removed and new, and passed.
    const json = parseGoJson(fixture('json-pseudo-packages.jsonl'), 'json-pseudo-packages.jsonl');
    const text = parseGo(fixture('pseudo-packages.txt'), 'pseudo-packages.txt');
    const samples = (out: ParseOutput) => out.benchmarks.map((b) => [b.key, b.parts.package, b.metrics[0]?.samples.length]);
    expect(samples(json)).toEqual(samples(text));
    expect(samples(json).filter(([key]) => String(key).includes('Concat'))).toEqual([
      ['example.com/gobench/basic.BenchmarkConcat-2', 'example.com/gobench/basic', 1], ['BenchmarkConcat-2', undefined, 2],
    ]);
    // As in text: two pseudo packages' same names merge, said once per pair of packages.
    const said = (out: ParseOutput) => out.diagnostics.map((d) => [d.severity, d.message.replace(/_\/\S*\/legacy/, '_/<tmp>/legacy')]);
    expect(said(json)).toEqual(said(text));
    expect(json.diagnostics.map((d) => [d.line, d.message.slice(0, 60)])).toEqual([[127, 'BenchmarkConcat-2 of command-line-arguments has the name of ']]);
  });

  it('reads each pseudo package\'s text from its own first line: one cut off mid-line, or ended by a lone CR', () => {
    const cut = [ev('BenchmarkA-2 \t 10\t 1 ns/op', '_/w/a'), ev('BenchmarkB-2 \t 10\t 2 ns/op\r', '_/w/b'), ev('\nBenchmarkC-2 \t 10\t 3 ns/op\n', 'command-line-arguments'),
      ev('BenchmarkD-2 \t 10\t 4 ns/op\n', '_/w/b')].join('\n');
    const out = parseGoJson(cut, 'x.jsonl');
    expect(out.benchmarks.map((b) => [b.key, b.source?.line, b.metrics[0]?.samples])).toEqual([
      ['BenchmarkA-2', 1, [1e-9]], ['BenchmarkB-2', 2, [2e-9]], ['BenchmarkD-2', 4, [4e-9]], ['BenchmarkC-2', 3, [3e-9]],
    ]);
    expect(out.diagnostics).toEqual([]);
  });

  it('gives a key once when a pseudo package\'s text, read as text is, names a package that has events of its own', () => {
    // `pkg: example.com/a` printed by the code of `go test x_test.go`: in text it keys what follows,
    // here too; the two benchmarks of one key made a result file that could not be read back.
    const text = [ev('pkg: example.com/a\n', 'example.com/a'), ev('BenchmarkX-2 \t 10\t 1 ns/op\n', 'example.com/a'),
      ev('pkg: example.com/a\n', 'command-line-arguments'), ev('BenchmarkX-2 \t 10\t 2 ns/op\n', 'command-line-arguments')].join('\n');
    const out = parseGoJson(text, 'x.jsonl');
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples])).toEqual([['example.com/a.BenchmarkX-2', [1e-9, 2e-9]]]);
  });
});

describe('json-build-fail.jsonl (real Go 1.26 output)', () => {
  it('loses no data: the failed build is a warning, and the other package\'s results stand', () => {
    const name = 'json-build-fail.jsonl';
    const read = readInput(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'go', name), 'utf8'), name, 'auto');
    if (!read.ok) throw new Error(read.error);
    const { diagnostics, benchmarks } = read.value.set;
    expect(diagnostics.filter(isDataLoss)).toEqual([]);
    expect(diagnostics.filter((d) => d.message.includes('buildfail'))).toHaveLength(1);
    expect(benchmarks.length).toBeGreaterThan(0);
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

describe('parseGoJson: an event cut off mid-line', () => {
  const whole = '{"Time":"2026-11-21T21:01:40Z","Action":"output","Package":"p","Output":"BenchmarkA-2 \\t 100\\t 5.0 ns/op\\n"}';
  const severityOf = (line: string): string | undefined => parseGoJson(`${whole}\n${line}`, 'x.jsonl').diagnostics.find((d) => d.line === 2)?.severity;

  it('is a loss when it was, or may have been, an output event', () => {
    expect(severityOf('{"Time":"2026-11-21T21:01:40Z","Action":"output","Package":"p","Output":"BenchmarkA-2 \\t 10')).toBe('error');
    expect(severityOf('{"Time":"2026-11-21T21:01:40Z","Act')).toBe('error');
  });

  it('is a warning when it was another event, or not an event at all', () => {
    expect(severityOf('{"Time":"2026-11-21T21:01:40Z","Action":"run","Package":"p","Te')).toBe('warning');
    expect(severityOf('# example.com/p [build failed]')).toBe('warning');
  });
});
