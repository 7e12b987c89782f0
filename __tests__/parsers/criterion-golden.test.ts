/**
 * Every criterion fixture (fixtures/criterion: real terminal reports in text/, real target/criterion
 * trees in dir/, real cargo-criterion JSON in cargo-criterion/) parses to its expected JSON, with
 * schema-valid benchmarks and no warnings or errors. Fixtures of one run are cross-checked: the
 * report's rounded estimates match the directory's and the JSON's exact ones.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { detectCargoCriterion, parseCargoCriterion } from '../../src/parsers/cargo-criterion.js';
import { detectCriterionDirectory, parseCriterionDirectory } from '../../src/parsers/criterion-dir.js';
import { detectCriterionText, parseCriterionText } from '../../src/parsers/criterion-text.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { BenchmarkSchema } from '../../src/schema/result.js';
import { expectGoldenJson } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures', 'criterion');
const list = (dir: string, re: RegExp): string[] => readdirSync(join(ROOT, dir)).filter((n) => re.test(n)).sort();

const textFixtures = list('text', /\.txt$/).filter((n) => !n.endsWith('.stderr.txt'));
const stderrFixtures = list('text', /\.stderr\.txt$/);
const jsonlFixtures = list('cargo-criterion', /\.jsonl$/);
const dirFixtures = readdirSync(join(ROOT, 'dir')).filter((n) => statSync(join(ROOT, 'dir', n)).isDirectory()).sort();
const PANIC_COMBINED = 'criterion-0.5.1-panic-combined.txt';
const bencherFixtures = list('bencher', /\.stdout\.txt$/);

/** What the CLI does: every *.json under the directory, path relative to it with `/` separators. */
function readTree(dir: string): { path: string; text: string }[] {
  const walk = (d: string): string[] => readdirSync(d).flatMap((n) => {
    const p = join(d, n);
    return statSync(p).isDirectory() ? walk(p) : p.endsWith('.json') ? [p] : [];
  });
  return walk(dir).sort().map((p) => ({ path: relative(dir, p).split(sep).join('/'), text: readFileSync(p, 'utf8') }));
}

const readText = (dir: string, name: string): string => readFileSync(join(ROOT, dir, name), 'utf8');
const parseText = (name: string): ParseOutput => parseCriterionText(readText('text', name), `text/${name}`);
const parseJsonl = (name: string): ParseOutput => parseCargoCriterion(readText('cargo-criterion', name), `cargo-criterion/${name}`);
const parseDir = (name: string): ParseOutput => parseCriterionDirectory(readTree(join(ROOT, 'dir', name)), `dir/${name}`);

function expectCleanAndValid(out: ParseOutput): void {
  expect(out.benchmarks.length).toBeGreaterThan(0);
  expect(() => z.array(BenchmarkSchema).parse(JSON.parse(JSON.stringify(out.benchmarks)))).not.toThrow();
  expect(out.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
}

describe('criterion fixtures parse to their expected JSON', () => {
  it('has fixtures of every kind', () => {
    expect([textFixtures.length, jsonlFixtures.length, dirFixtures.length]).toEqual([14, 3, 4]);
  });
  it.each(textFixtures)('text/%s', (name) => {
    const out = parseText(name);
    if (name === PANIC_COMBINED) expect(z.array(BenchmarkSchema).parse(JSON.parse(JSON.stringify(out.benchmarks))).length).toBe(2);
    else expectCleanAndValid(out);
    expectGoldenJson(out, join(ROOT, 'text', name.replace(/\.txt$/, '.expected.json')));
  });
  it.each(jsonlFixtures)('cargo-criterion/%s', (name) => {
    const out = parseJsonl(name);
    expectCleanAndValid(out);
    expectGoldenJson(out, join(ROOT, 'cargo-criterion', name.replace(/\.jsonl$/, '.expected.json')));
  });
  it.each(dirFixtures)('dir/%s', (name) => {
    const out = parseDir(name);
    expectCleanAndValid(out);
    expectGoldenJson(out, join(ROOT, 'dir', `${name}.expected.json`));
  });
});

describe('ids that read like the noise around the report (cargo\'s Running/Updating, Testing, warning:)', () => {
  const ids = ['Running mean over a large window', 'Testing the parser on long input', 'warning: deprecated api path bench',
    'Updating cache entries in a big map', 'Success'];
  it.each(['criterion-0.5.1-noise-ids.stdout.txt', 'criterion-0.5.1-noise-ids-combined.txt'])('%s: every id alone on its line is read', (name) => {
    const out = parseText(name);
    expect(out.benchmarks.map((b) => [b.key, b.metrics[0]?.samples.length])).toEqual(ids.map((id) => [id, 1]));
    expect(out.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });
});

describe('a bench target that panics in benchmark `panics` (so `after_panic` never runs)', () => {
  it('stdout and stderr mixed: `panics` failed with the panic text, one warning', () => {
    const out = parseText(PANIC_COMBINED);
    expect(out.benchmarks.map((b) => [b.key, b.status, b.messages])).toEqual([['before_panic', 'ok', undefined],
      ['panics', 'failed', ["thread 'main' (27371) panicked at benches/crit_panic.rs:5:95:\nboom"]]]);
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['warning', 14]]);
    expect(out.diagnostics[0]?.message).toMatch(/rest of this bench target did not run/);
    expect(out.unrecognized).toEqual([]);
  });
  it('stdout alone shows no sign of the panic: just the benchmark before it', () => {
    const out = parseText('criterion-0.5.1-panic.stdout.txt');
    expect(out.benchmarks.map((b) => [b.key, b.status])).toEqual([['before_panic', 'ok']]);
  });
});

describe('fixtures that are not criterion reports', () => {
  it.each(stderrFixtures)('text/%s (progress on stderr) gives nothing and no complaints', (name) => {
    const out = parseText(name);
    expect(out.benchmarks).toEqual([]);
    expect(out.diagnostics).toEqual([]);
  });
  it.each(bencherFixtures)('bencher/%s is left to the libtest parser', (name) => {
    const text = readText('bencher', name);
    expect(detectCriterionText(text)).toBe(false);
    expect(detectCargoCriterion(text)).toBe(false);
    expect(parseCriterionText(text, name).benchmarks).toEqual([]);
  });
});

describe('detection', () => {
  it.each(textFixtures)('text/%s is criterion text only', (name) => {
    expect(detectCriterionText(readText('text', name))).toBe(true);
    expect(detectCargoCriterion(readText('text', name))).toBe(false);
  });
  it.each(jsonlFixtures)('cargo-criterion/%s is cargo-criterion only', (name) => {
    expect(detectCargoCriterion(readText('cargo-criterion', name))).toBe(true);
    expect(detectCriterionText(readText('cargo-criterion', name))).toBe(false);
  });
  it.each(dirFixtures)('dir/%s is a criterion directory', (name) => {
    expect(detectCriterionDirectory(readTree(join(ROOT, 'dir', name)).map((f) => f.path))).toBe(true);
  });
});

/** The report prints 5 significant digits of criterion's estimate; the files keep it exactly. */
function expectSameEstimates(text: ParseOutput, exact: ParseOutput): void {
  expect(text.benchmarks.map((b) => b.key).sort()).toEqual(exact.benchmarks.map((b) => b.key).sort());
  for (const b of text.benchmarks) {
    const other = exact.benchmarks.find((e) => e.key === b.key);
    expect(b.metrics.map((m) => m.unit)).toEqual(other?.metrics.map((m) => m.unit));
    for (const m of b.metrics) {
      const center = other?.metrics.find((e) => e.unit === m.unit)?.summary?.center ?? NaN;
      expect(Math.abs((m.summary?.center ?? NaN) / center - 1), `${b.key} ${m.unit}`).toBeLessThan(6e-4);
      // Also for the benchmarks whose report line shows no count (no outliers): criterion measured them too.
      expect(m.summary?.n, `${b.key} ${m.unit} n`).toBe(other?.metrics.find((e) => e.unit === m.unit)?.samples.length);
    }
  }
}

describe('sample counts the stdout report does not print', () => {
  // criterion prints "Found N outliers among M measurements" only when N > 0; stderr has every
  // benchmark's "Collecting M samples" line. Run 1's stdout shows no count for two benchmarks.
  it.each(['criterion-0.5.1-run1', 'criterion-0.5.1-run2', 'criterion-0.8.2-run1', 'criterion-0.8.2-run2'])('%s: n is the count stderr shows', (run) => {
    const collecting = new Map([...readText('text', `${run}.stderr.txt`).matchAll(/Benchmarking (.+): Collecting (\d+) samples/g)].map((m) => [m[1], Number(m[2])]));
    const out = parseText(`${run}.stdout.txt`);
    expect(out.benchmarks.flatMap((b) => b.metrics.map((m) => [b.key, m.unit, m.summary?.n])))
      .toEqual(out.benchmarks.flatMap((b) => b.metrics.map((m) => [b.key, m.unit, collecting.get(b.key)])));
  });
  it('criterion-0.5.1-run1: one note names the two benchmarks without outliers', () => {
    const out = parseText('criterion-0.5.1-run1.stdout.txt');
    expect(out.diagnostics.map((d) => [d.severity, d.line])).toEqual([['info', 1]]);
    expect(out.diagnostics[0]?.message).toMatch(/^2 benchmarks have no sample count in this report .*: fib 15 \(n=20\), fib_group\/recursive\/20 \(n=20\);/);
  });
});

describe('one run read three ways agrees', () => {
  it('criterion 0.5.1 run 2: terminal report vs target/criterion', () => {
    expectSameEstimates(parseText('criterion-0.5.1-run2.stdout.txt'), parseDir('criterion-0.5.1-after-run2'));
  });
  it('criterion 0.8.2 run 2: terminal report vs target/criterion', () => {
    expectSameEstimates(parseText('criterion-0.8.2-run2.stdout.txt'), parseDir('criterion-0.8.2-after-run2'));
  });
  it('cargo-criterion runs 1 and 2: human report vs JSON messages', () => {
    expectSameEstimates(parseText('cargo-criterion-1.1.0-criterion-0.5.1-run1-report.txt'), parseJsonl('cargo-criterion-1.1.0-criterion-0.5.1-run1.jsonl'));
    expectSameEstimates(parseText('cargo-criterion-1.1.0-criterion-0.5.1-run2-report.txt'), parseJsonl('cargo-criterion-1.1.0-criterion-0.5.1-run2.jsonl'));
  });
  it('the PTY capture, with and without its carriage returns, reads the same', () => {
    const pty = parseText('criterion-0.5.1-pty.txt');
    const glued = parseText('criterion-0.5.1-pty-glued.txt');
    expect(glued.benchmarks.map((b) => [b.key, b.metrics])).toEqual(pty.benchmarks.map((b) => [b.key, b.metrics]));
  });
});
