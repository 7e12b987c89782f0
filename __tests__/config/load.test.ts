/**
 * bench-gate.yml: what is valid, and for what is not, a message that names the file, the line, the
 * path inside the file and the fix (table-driven, STYLE.md §3.5; the broken files under
 * fixtures/config/broken have golden messages).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closest, loadConfig } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { readThreshold, thresholdFraction, thresholdProblemText } from '../../src/config/threshold.js';
import { expectGoldenText } from '../helpers/golden.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'config');

type Case = { name: string; yaml: string } & ({ valid: true; check?: (c: ReturnType<typeof resolveConfig>) => void } | { valid: false; errorContains: string[] });

const cases: Case[] = [
  { name: 'an empty file', yaml: '', valid: true, check: (c) => expect(c.rules).toEqual([]) },
  { name: 'only comments', yaml: '# nothing yet\n', valid: true },
  {
    name: 'top-level settings', yaml: 'threshold: 3%\nq: 0.01\nmultiple-comparisons: holm\nmin-samples: 6\ncomment: on-regression\nformat: go\n', valid: true,
    check: (c) => expect(c).toMatchObject({ threshold: 0.03, q: 0.01, multipleComparisons: 'holm', minSamples: 6, comment: 'on-regression', format: 'go' }),
  },
  { name: 'a threshold as a fraction', yaml: 'threshold: 0.02\n', valid: true, check: (c) => expect(c.threshold).toBe(0.02) },
  { name: 'no single-sample fallback unless the file sets one', yaml: 'threshold: 5%\n', valid: true, check: (c) => expect(c.singleSampleFallback).toBeUndefined() },
  {
    name: 'a single-sample fallback at the top level, read as thresholds are', yaml: 'single-sample-fallback: "threshold: 12.5 %"\n', valid: true,
    check: (c) => expect(c.singleSampleFallback).toBe(0.125),
  },
  { name: 'a single-sample fallback without its kind, with the fix', yaml: 'single-sample-fallback: 10%\n', valid: false, errorContains: ['bench-gate.yml:1:25: must name its kind: write threshold:10% (a plain threshold check, the only fallback there is)', '→ at ["single-sample-fallback"]'] },
  { name: 'a single-sample fallback of another kind', yaml: 'single-sample-fallback: ratio:10%\n', valid: false, errorContains: ['bench-gate.yml:1:25: must be "threshold:" and a percentage, like threshold:10%'] },
  { name: 'a single-sample fallback as a number', yaml: 'single-sample-fallback: 0.1\n', valid: false, errorContains: ['bench-gate.yml:1:25: must be "threshold:" and a percentage, like threshold:10%'] },
  { name: 'a single-sample fallback as a mapping', yaml: 'single-sample-fallback:\n  threshold: 10%\n', valid: false, errorContains: ['bench-gate.yml:2:3: must be "threshold:" and a percentage, like threshold:10%'] },
  { name: 'a single-sample fallback threshold in words', yaml: 'suites:\n  a:\n    single-sample-fallback: threshold:ten\n', valid: false, errorContains: ['bench-gate.yml:3:29: must be "threshold:" and a percentage', 'suites.a["single-sample-fallback"]'] },
  { name: 'a single-sample fallback threshold of 0%', yaml: 'single-sample-fallback: threshold:0%\n', valid: false, errorContains: ['bench-gate.yml:1:25: the threshold must be above 0% and below 1000%'] },
  {
    name: 'a single-sample fallback threshold from 0.5 to 1 (75% or 0.75%?)', yaml: 'single-sample-fallback: threshold:0.75\n', valid: false,
    errorContains: ['bench-gate.yml:1:25: A bare number from 0.5 up to 1 reads as either a fraction (0.75 = 75%) or a percentage (0.75%)'],
  },
  { name: 'a threshold as a bare number is percent', yaml: 'threshold: 7\n', valid: true, check: (c) => expect(c.threshold).toBe(0.07) },
  {
    name: 'rules with every field', yaml: 'rules:\n  - {match: "A**", metric: "sec/*", threshold: 2%, informational: true, ignore: false, exact: false, better: higher, unit: ms}\n', valid: true,
    check: (c) => expect(c.rules[0]).toMatchObject({ label: 'rule #1 (match: "A**", metric: "sec/*")', threshold: 0.02, thresholdText: '2%', informational: true, better: 'higher', unit: 'ms' }),
  },
  { name: 'a $schema key and version 1', yaml: '$schema: ../schema/config.schema.json\nversion: 1\n', valid: true },
  { name: 'a YAML 1.1 boolean (yes), with the fix', yaml: 'rules:\n  - {match: "*", informational: yes}\n', valid: false, errorContains: ['bench-gate.yml:2:33: informational must be true or false (unquoted); yes, no, on, off and quoted values are text in YAML 1.2'] },
  { name: 'a top-level list', yaml: '- a\n- b\n', valid: false, errorContains: ['bench-gate.yml:1:1: the file must be a mapping of settings'] },
  { name: 'an unknown top-level key, with a suggestion', yaml: 'treshold: 5%\n', valid: false, errorContains: ['bench-gate.yml:1:1: unknown key "treshold": did you mean "threshold"?', '→ at treshold'] },
  { name: 'an unknown key with no near match', yaml: 'rules:\n  - match: a\n    frobnicate: true\n    ignore: true\n', valid: false, errorContains: ['bench-gate.yml:3:5: unknown key "frobnicate"; remove it', 'rules[0].frobnicate'] },
  {
    name: 'a key of another place says where it belongs, not "did you mean" itself', yaml: 'suites:\n  api:\n    suites: {}\n', valid: false,
    errorContains: ['bench-gate.yml:3:5: "suites" is not a key of a suite (suites: NAME:): it belongs in the top level; move it there', '→ at suites.api.suites'],
  },
  {
    name: 'a direction at the top level', yaml: 'better: higher\n', valid: false,
    errorContains: ['bench-gate.yml:1:1: "better" is not a key of the top level: it belongs in a rule (rules: - match: ...) or a metrics entry (metrics: - pattern: ...) or an entry of values: or keys:'],
  },
  {
    name: 'a misspelt key is matched against the keys of its own place', yaml: 'rules:\n  - {match: "**", metrics: "allocs/op", exact: true}\n', valid: false,
    errorContains: ['bench-gate.yml:2:19: unknown key "metrics": did you mean "metric"?'],
  },
  {
    name: 'a misspelt key of another place', yaml: 'suites:\n  api:\n    metirc: 3%\n', valid: false,
    errorContains: ['bench-gate.yml:3:5: unknown key "metirc" in a suite (suites: NAME:); did you mean "metric", a key of a rule'],
  },
  { name: 'a rule without match', yaml: 'rules:\n  - ignore: true\n', valid: false, errorContains: ['bench-gate.yml:2:5: match is missing', 'match: "BenchmarkHash**"', '→ at rules[0].match'] },
  { name: 'rules written as one mapping, not a list', yaml: 'rules:\n  match: "BenchmarkX*"\n  informational: true\n', valid: false,
    errorContains: ['bench-gate.yml:2:3: rules is a list, but holds one mapping here: start each entry with "- "', '→ at rules'] },
  { name: 'metrics written as one mapping, not a list', yaml: 'metrics:\n  pattern: "^(?<name>\\\\S+) (?<value>\\\\S+)$"\n  better: lower\n', valid: false,
    errorContains: ['bench-gate.yml:2:3: metrics is a list, but holds one mapping here'] },
  { name: 'a rule that does nothing', yaml: 'rules:\n  - match: a\n', valid: false, errorContains: ['bench-gate.yml:2:5: does nothing: add one of threshold', '→ at rules[0]'] },
  { name: 'a zero threshold', yaml: 'threshold: 0%\n', valid: false, errorContains: ['bench-gate.yml:1:12: must be above 0%'] },
  { name: 'a bare threshold from 0.5 to 1 (75% or 0.75%?)', yaml: 'threshold: 0.75\n', valid: false, errorContains: ['bench-gate.yml:1:12: A bare number from 0.5 up to 1 reads as either a fraction (0.75 = 75%) or a percentage (0.75%); write 75% or 0.75% to say which.'] },
  { name: 'a threshold of 1000% or more', yaml: 'threshold: 1000%\n', valid: false, errorContains: ['bench-gate.yml:1:12: must be above 0% and below 1000%'] },
  { name: 'a threshold in words', yaml: 'threshold: five\n', valid: false, errorContains: ['must be a percentage like "3%"'] },
  { name: 'a wrong enum', yaml: 'comment: sometimes\n', valid: false, errorContains: ['bench-gate.yml:1:10', 'expected one of "always"|"on-change"|"on-regression"|"never"'] },
  { name: 'version 2', yaml: 'version: 2\n', valid: false, errorContains: ['version'] },
  { name: 'duplicate keys', yaml: 'threshold: 5%\nthreshold: 3%\n', valid: false, errorContains: ['Invalid YAML in bench-gate.yml', 'bench-gate.yml:2:1', 'Map keys must be unique'] },
  { name: 'an unclosed single quote, with a quote written twice inside it', yaml: "rules:\n  - match: 'it''s\n    ignore: true\n", valid: false, errorContains: ['bench-gate.yml:2:12', "the ' that opens this value is never closed", "2 |   - match: 'it''s"] },
  { name: 'a trailing document marker', yaml: 'threshold: 5%\n---\n', valid: false, errorContains: ['bench-gate.yml:2:1: a second YAML document starts here (---)'] },
  { name: 'settings after a document end marker (CRLF)', yaml: 'threshold: 5%\r\n... # end\r\ncomment: never\r\n', valid: false, errorContains: ['bench-gate.yml:2:1: the YAML document ends here (...), and settings follow it in a second one', '2 | ... # end'] },
  { name: 'a broken pattern in a suite', yaml: 'suites:\n  api:\n    metrics:\n      - pattern: "(?<value>"\n        better: lower\n', valid: false, errorContains: ['bench-gate.yml:4:18', 'not a valid JavaScript regular expression', 'suites.api.metrics[0].pattern'] },
  {
    name: 'a suite template may use a top-level context variable', yaml: 'metrics:\n  - context: "v(?<ver>\\\\d+)"\nsuites:\n  api:\n    metrics:\n      - {pattern: "(?<value>\\\\d+)", name: "v{ver}", better: lower}\n', valid: true,
    check: (c) => expect(c.metrics).toHaveLength(1),
  },
];

describe('loadConfig', () => {
  it.each(cases)('$name', (c) => {
    const loaded = loadConfig(c.yaml, 'bench-gate.yml');
    if (c.valid) {
      expect(loaded.ok, loaded.ok ? '' : loaded.error).toBe(true);
      if (loaded.ok) c.check?.(resolveConfig(loaded.value, 'bench-gate.yml'));
      return;
    }
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) for (const part of c.errorContains) expect(loaded.error).toContain(part);
  });

  const broken = readdirSync(join(FIXTURES, 'broken')).filter((n) => n.endsWith('.yml')).sort();
  it.each(broken)('broken/%s: the message points at the line (golden)', (name) => {
    const path = `fixtures/config/broken/${name}`;
    const loaded = loadConfig(readFileSync(join(FIXTURES, 'broken', name), 'utf8'), path);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error).toMatch(new RegExp(`^Invalid (config|YAML) in ${path}:\\n✖ ${path}:\\d+:\\d+: `));
    expectGoldenText(`${loaded.error}\n`, join(FIXTURES, 'broken', name.replace(/\.yml$/, '.error.txt')));
  });

  it('the shipped example configs are valid', () => {
    const files = [...readdirSync(FIXTURES).filter((n) => n.endsWith('.yml')).map((n) => join(FIXTURES, n)), join(FIXTURES, '..', '..', 'examples', 'jobbie-like', 'bench-gate.yml')];
    for (const file of files) {
      const loaded = loadConfig(readFileSync(file, 'utf8'), file);
      expect(loaded.ok, loaded.ok ? file : loaded.error).toBe(true);
    }
  });
});

describe('resolveConfig', () => {
  const yaml = 'threshold: 5%\nrules:\n  - {match: "**", threshold: 10%}\nmetrics:\n  - {pattern: "(?<name>a) (?<value>1)", better: lower}\nsuites:\n  api:\n    threshold: 3%\n    rules:\n      - {match: "Get*", informational: true}\n    metrics:\n      - {pattern: "(?<name>b) (?<value>2)", better: lower}\n';
  const config = loadConfig(yaml, 'b.yml');
  if (!config.ok) throw new Error(config.error);

  it('puts a suite\'s settings over the top-level ones, its rules and patterns first', () => {
    const api = resolveConfig(config.value, 'b.yml', 'api');
    expect(api).toMatchObject({ suite: 'api', threshold: 0.03, warnings: [] });
    expect(api.rules.map((r) => r.label)).toEqual(['suite "api" rule #1 (match: "Get*")', 'rule #1 (match: "**")']);
    expect(api.metrics.map((m) => m.pattern)).toEqual(['(?<name>b) (?<value>2)', '(?<name>a) (?<value>1)']);
  });

  it('puts a suite\'s single-sample fallback over the top-level one', () => {
    const both = loadConfig('single-sample-fallback: threshold:10%\nsuites:\n  load:\n    single-sample-fallback: threshold:0.2\n  api: {}\n', 'f.yml');
    if (!both.ok) throw new Error(both.error);
    expect(resolveConfig(both.value, 'f.yml', 'load').singleSampleFallback).toBe(0.2);
    expect(resolveConfig(both.value, 'f.yml', 'api').singleSampleFallback).toBe(0.1);
    expect(resolveConfig(both.value, 'f.yml').singleSampleFallback).toBe(0.1);
  });

  it('warns that a single-sample fallback under a min-samples floor above 1 judges nothing, the floor inherited or not', () => {
    const file = loadConfig('min-samples: 5\nsuites:\n  load:\n    single-sample-fallback: threshold:10%\n  own:\n    min-samples: 1\n    single-sample-fallback: threshold:10%\n', 'f.yml');
    if (!file.ok) throw new Error(file.error);
    expect(resolveConfig(file.value, 'f.yml', 'load').warnings).toEqual([
      'f.yml, suite "load": single-sample-fallback judges nothing under min-samples 5 (a metric of one sample per run is below that floor, so it stays inconclusive); set min-samples: 1 in suite "load" to use the fallback',
    ]);
    expect(resolveConfig(file.value, 'f.yml', 'own').warnings).toEqual([]);
    expect(resolveConfig(file.value, 'f.yml').warnings).toEqual([]);
    const top = loadConfig('min-samples: 2\nsingle-sample-fallback: threshold:10%\n', 'g.yml');
    if (!top.ok) throw new Error(top.error);
    expect(resolveConfig(top.value, 'g.yml').warnings).toEqual([
      'g.yml: single-sample-fallback judges nothing under min-samples 2 (a metric of one sample per run is below that floor, so it stays inconclusive); set min-samples: 1 to use the fallback',
    ]);
  });

  it('warns about a suite the file does not have, and uses the top level', () => {
    const other = resolveConfig(config.value, 'b.yml', 'web');
    expect(other).toMatchObject({ suite: undefined, threshold: 0.05 });
    expect(other.warnings).toEqual(['b.yml has no suite "web" (it has api); using its top-level settings only']);
    expect(resolveConfig(config.value, 'b.yml').warnings).toEqual([]);
  });

  it('reads thresholds as --threshold does', () => {
    expect([thresholdFraction('5%'), thresholdFraction('0.5%'), thresholdFraction('0.05'), thresholdFraction(5), thresholdFraction(0.05), thresholdFraction('0'), thresholdFraction('x')])
      .toEqual([0.05, 0.005, 0.05, 0.05, 0.05, undefined, undefined]);
  });

  it('refuses bare thresholds where fraction and percent readings are both plausible', () => {
    // 0.49 is a fraction and 1 is percent; everything between needs a % sign, so 0.999 never means 99.9% next to 1 meaning 1%.
    expect(['0.49', '0.5', '0.75', '0.999', '1', '75%', '0.75%'].map((t) => readThreshold(t)))
      .toEqual([{ fraction: 0.49 }, { problem: 'ambiguous' }, { problem: 'ambiguous' }, { problem: 'ambiguous' }, { fraction: 0.01 }, { fraction: 0.75 }, { fraction: 0.0075 }]);
    expect(readThreshold(0.6)).toEqual({ problem: 'ambiguous' });
    expect(readThreshold('1000%')).toEqual({ problem: 'range' });
  });

  it('spells out both readings of the ambiguous number that was given, not of an example', () => {
    expect(thresholdProblemText('ambiguous', '0.5')).toContain('a fraction (0.5 = 50%) or a percentage (0.5%); write 50% or 0.5%');
    // ×100 in binary gives 56.99999999999999 for 0.57; the message shows what the user would type.
    expect(thresholdProblemText('ambiguous', ' .57 ')).toContain('a fraction (0.57 = 57%) or a percentage (0.57%); write 57% or 0.57%');
    expect(thresholdProblemText('ambiguous', 0.999)).toContain('(0.999 = 99.9%)');
  });
});

describe('"did you mean" for a long unknown key (found by scripts/fuzz.ts --seed 20261123, config)', () => {
  // A fuzzed 10,000-character key was compared with every known key by a full edit-distance table,
  // length × length each: ~25 ms for a message that suggests nothing. A key whose length differs by
  // more than the distance allowed cannot be "meant", so no table is built for it.
  it('builds no edit-distance table for a candidate whose length alone rules it out', () => {
    const measured: string[] = [];
    const count = (a: string, b: string): number => {
      measured.push(b);
      return a === b ? 0 : 99;
    };
    expect(closest('x'.repeat(10_000), ['threshold', 'match', 'better'], count)).toBeUndefined();
    expect(measured).toEqual([]);
    // Within reach (threshold vs treshold, one apart) the table is still built, and the guess kept.
    expect(closest('treshold', ['threshold', 'match', 'thresholds'])).toBe('threshold');
  });

  it('the message for a long unknown key is unchanged: no suggestion, the line and column', () => {
    // In a flow mapping: a block mapping's key may be at most 1024 characters (a YAML error first).
    const loaded = loadConfig(`{version: 1, ${'x'.repeat(10_000)}: 1}\n`, 'bench-gate.yml');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.error).toMatch(/bench-gate\.yml:1:14: unknown key "x{10000}"; remove it/);
  });
});
