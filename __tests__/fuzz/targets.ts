/**
 * The fuzz targets, shared by the CI fuzz tests (__tests__/fuzz/*.test.ts, a few hundred inputs
 * each) and the long run (scripts/fuzz.ts, a million each): every parser, format detection, the
 * config loader, the result-file loader, the baseline loader and the byte decoder. Each target has
 * a generator (arbitrary text plus mutated real fixtures) and a check that lists what is wrong with
 * one input's outcome; a throw is caught by `runOne` and is itself a failure.
 *
 * The invariants: nothing throws (every loader here reports errors as a Result, which the CLI turns
 * into exit 2); each input finishes within HANG_MS (a hang detector, not a performance test); every
 * parser diagnostic has an integer line >= 1 and names the input; whatever is accepted is a valid
 * result (zod, after a JSON round trip); every refusal names the input.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { loadConfig } from '../../src/config/load.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { readDirectoryInput, readInput, type InputFormat } from '../../src/input.js';
import { decodeInput } from '../../src/io/decode.js';
import { parseBmf } from '../../src/parsers/bmf.js';
import { parseCargoCriterion } from '../../src/parsers/cargo-criterion.js';
import { parseCriterionDirectory, type CriterionFile } from '../../src/parsers/criterion-dir.js';
import { parseCriterionText } from '../../src/parsers/criterion-text.js';
import { parseCustomJson } from '../../src/parsers/custom-json.js';
import { parseDivan } from '../../src/parsers/divan.js';
import { parseGbench } from '../../src/parsers/gbench.js';
import { parseGo } from '../../src/parsers/go.js';
import { parseGoJson } from '../../src/parsers/go-json.js';
import { parseHyperfine } from '../../src/parsers/hyperfine.js';
import { parseLibtest } from '../../src/parsers/libtest.js';
import { parseLibtestJson } from '../../src/parsers/libtest-json.js';
import { parseMetrics } from '../../src/parsers/metrics.js';
import type { MetricsPattern } from '../../src/parsers/metrics-patterns.js';
import { parsePytest } from '../../src/parsers/pytest.js';
import type { ParseOutput } from '../../src/parsers/types.js';
import { BenchmarkSchema, ResultSetSchema, type ResultSet } from '../../src/schema/result.js';
import { checkBaseline, nextBaseline } from '../../src/store/baseline-file.js';
import { arbitraryTextArb, lineSoupArb, mutatedArb, mutationArb, applyMutations } from './mutate.js';

/** One input may take at most this long: generous, so only a hang or a pathological blow-up trips it. */
export const HANG_MS = 1000;
const SOURCE = 'fuzz-input.txt';
const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'fixtures');
/** Seeds are cut to this many characters (at a line end) so a million runs stay affordable. */
const SEED_CHARS = 16 * 1024;

export interface FuzzTarget<T = unknown> {
  name: string;
  arbitrary: fc.Arbitrary<T>;
  /** What is wrong with the outcome for this input (empty when all is well). May throw: runOne catches. */
  check: (input: T) => string[];
}

export interface Outcome {
  violations: string[];
  ms: number;
  /** Set when the first run took longer than HANG_MS but the rerun did not: its time. */
  slowOnce?: number;
}

/**
 * Runs one input through a target: its violations (a throw is one) and the time it took. An input
 * over HANG_MS is run once more, and fails only if it is slow again: on a shared machine a GC pause
 * or a busy neighbour can stall one run, a hang or a blow-up stalls both.
 */
export function runOne<T>(target: FuzzTarget<T>, input: T, retry = true): Outcome {
  const start = performance.now();
  let violations: string[];
  try {
    violations = target.check(input);
  } catch (error) {
    violations = [`threw: ${error instanceof Error ? error.stack ?? error.message : String(error)}`];
  }
  const ms = performance.now() - start;
  if (ms <= HANG_MS) return { violations, ms };
  if (retry) {
    const again = runOne(target, input, false);
    if (again.ms <= HANG_MS) return { violations, ms: again.ms, slowOnce: ms };
  }
  return { violations: [...violations, `took ${Math.round(ms)} ms (limit ${HANG_MS} ms)`], ms };
}

// ---- seeds: real fixtures ----

function listFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'benchstat-expected' ? [] : listFiles(path, pattern);
    return pattern.test(name) && !name.includes('.expected.') && !name.includes('stderr') ? [path] : [];
  }).sort();
}

function head(text: string): string {
  if (text.length <= SEED_CHARS) return text;
  const cut = text.lastIndexOf('\n', SEED_CHARS);
  return text.slice(0, cut > 0 ? cut + 1 : SEED_CHARS);
}

function seeds(dirs: readonly string[], pattern = /\.(txt|json|jsonl)$/): string[] {
  const found = dirs.flatMap((d) => listFiles(join(FIXTURES, d), pattern)).map((p) => head(readFileSync(p, 'utf8')));
  if (found.length === 0) throw new Error(`no fuzz seeds in ${dirs.join(', ')}`);
  return found;
}

// ---- checks ----

const BenchmarksSchema = z.array(BenchmarkSchema);

/**
 * Diagnostics point at a line of the input (1-based, within it). Line 0 is the schema's "the whole
 * input" (a metrics pattern that matched nothing): allowed for notes and warnings, never for an
 * error, which loses data and must say where (in a criterion directory, the file's path is where).
 */
function checkParseOutput(out: ParseOutput, withinText = true): string[] {
  const problems: string[] = [];
  for (const d of out.diagnostics) {
    // In a directory, a missing file has no line: its path (the source) is the place.
    const wholeInput = d.line === 0 && (d.severity !== 'error' || (!withinText && d.source !== SOURCE));
    if (!Number.isInteger(d.line) || (d.line < 1 && !wholeInput)) problems.push(`${d.severity} without a line (line ${d.line}): ${d.message}`);
    if (withinText && d.line > Math.max(1, out.lineCount + 1)) problems.push(`diagnostic at line ${d.line} of ${out.lineCount}: ${d.message}`);
    if (!d.source.startsWith(SOURCE)) problems.push(`diagnostic names ${JSON.stringify(d.source)}, not the input`);
    if (typeof d.message !== 'string' || d.message === '') problems.push('diagnostic without a message');
  }
  if (!Number.isInteger(out.lineCount) || out.lineCount < 0) problems.push(`lineCount ${out.lineCount}`);
  const valid = BenchmarksSchema.safeParse(JSON.parse(JSON.stringify(out.benchmarks)));
  if (!valid.success) problems.push(`benchmarks are not valid results: ${z.prettifyError(valid.error).slice(0, 500)}`);
  return problems;
}

function checkResultSet(set: ResultSet): string[] {
  const valid = ResultSetSchema.safeParse(JSON.parse(JSON.stringify(set)));
  return valid.success ? [] : [`accepted input is not a valid result set: ${z.prettifyError(valid.error).slice(0, 500)}`];
}

function checkReadInput(text: string, format: InputFormat, options: Parameters<typeof readInput>[3] = {}): string[] {
  const read = readInput(text, SOURCE, format, options);
  if (!read.ok) return read.error.includes(SOURCE) ? [] : [`error does not name the input: ${read.error.slice(0, 300)}`];
  const problems = checkResultSet(read.value.set);
  // A result file's stored diagnostics come from another input; the parsers' must have lines.
  if (read.value.format !== 'result') {
    for (const d of read.value.set.diagnostics) if (!Number.isInteger(d.line) || (d.line < 1 && d.severity === 'error')) problems.push(`error without a line: ${d.message}`);
  }
  return problems;
}

function textTarget(name: string, dirs: readonly string[], parse: (text: string, source: string) => ParseOutput, pattern?: RegExp): FuzzTarget<string> {
  const corpus = seeds(dirs, pattern);
  return {
    name,
    arbitrary: fc.oneof({ arbitrary: mutatedArb(corpus), weight: 5 }, { arbitrary: lineSoupArb(corpus), weight: 2 }, { arbitrary: arbitraryTextArb, weight: 2 }),
    check: (text) => checkParseOutput(parse(text, SOURCE)),
  };
}

// ---- targets ----

function metricsPatterns(): MetricsPattern[][] {
  return ['jobbie', 'bullmq', 'beads', 'bullmq-all-keys'].map((name) => {
    const file = `${name}.yml`;
    const loaded = loadConfig(readFileSync(join(FIXTURES, 'config', file), 'utf8'), file);
    if (!loaded.ok) throw new Error(loaded.error);
    return resolveConfig(loaded.value, file).metrics;
  });
}

/**
 * The fixture trees, each as its benchmark directories (`group/bench`, the path above `new/` or
 * `base/`) with their JSON files. An input is a few benchmark directories of one tree: a whole tree
 * is 300-650 KB of JSON, and a million of those would not fit in a long run.
 */
function criterionTrees(): CriterionFile[][][] {
  const root = join(FIXTURES, 'criterion', 'dir');
  return readdirSync(root).filter((d) => statSync(join(root, d)).isDirectory()).map((d) => {
    const files = readdirSync(join(root, d), { recursive: true }).map(String).filter((p) => p.endsWith('.json')).sort()
      .map((p) => ({ path: p.split('\\').join('/'), text: readFileSync(join(root, d, p), 'utf8') }));
    const dirs = new Map<string, CriterionFile[]>();
    for (const file of files) {
      const benchmarkDir = file.path.split('/').slice(0, -2).join('/');
      dirs.set(benchmarkDir, [...(dirs.get(benchmarkDir) ?? []), file]);
    }
    return [...dirs.values()];
  });
}

const criterionDirTarget = (): FuzzTarget<CriterionFile[]> => {
  const trees = criterionTrees();
  const edit = fc.record({ file: fc.nat(), mutations: fc.array(mutationArb, { minLength: 1, maxLength: 4 }), path: fc.option(fc.oneof(fc.string(), fc.constantFrom('x/new/benchmark.json', 'new/sample.json', '../new/estimates.json', 'a/b/new/benchmark.json', '/new/tukey.json')), { nil: undefined }), drop: fc.boolean() });
  return {
    name: 'criterion-dir',
    arbitrary: fc.tuple(fc.constantFrom(...trees).chain((dirs) => fc.subarray(dirs, { minLength: 1, maxLength: 3 })), fc.array(edit, { minLength: 1, maxLength: 5 })).map(([dirs, edits]) => {
      const files = dirs.flat().map((f) => ({ ...f }));
      for (const e of edits) {
        if (files.length === 0) break;
        const i = e.file % files.length;
        const file = files[i];
        if (file === undefined) continue;
        if (e.drop && e.path === undefined) files.splice(i, 1);
        else files[i] = { path: e.path ?? file.path, text: applyMutations(file.text, e.mutations) };
      }
      return files;
    }),
    check: (files) => {
      const problems = checkParseOutput(parseCriterionDirectory(files, SOURCE), false);
      const read = readDirectoryInput(files, SOURCE, 'auto');
      if (read.ok) problems.push(...checkResultSet(read.value.set));
      else if (!read.error.includes(SOURCE)) problems.push(`error does not name the input: ${read.error.slice(0, 300)}`);
      return problems;
    },
  };
};

function metricsTarget(): FuzzTarget<string> {
  const patterns = metricsPatterns();
  const corpus = seeds(['metrics']);
  return {
    name: 'metrics',
    arbitrary: fc.oneof({ arbitrary: mutatedArb(corpus), weight: 5 }, { arbitrary: lineSoupArb(corpus), weight: 2 }, { arbitrary: arbitraryTextArb, weight: 2 }),
    check: (text) => patterns.flatMap((p) => checkParseOutput(parseMetrics(text, SOURCE, p))),
  };
}

/** Format detection and the whole text -> ResultSet path, over every format's fixtures. */
function autoTarget(): FuzzTarget<string> {
  const corpus = seeds(['go', 'libtest', 'divan', 'hyperfine', 'gbench', 'pytest', 'criterion/cargo-criterion', 'criterion/text', 'criterion/bencher', 'custom']);
  const formats: InputFormat[] = ['auto', 'go', 'libtest', 'divan', 'custom-bigger'];
  return {
    name: 'read-input',
    arbitrary: fc.tuple(fc.oneof({ arbitrary: mutatedArb(corpus), weight: 5 }, { arbitrary: arbitraryTextArb, weight: 1 }), fc.constantFrom(...formats)).map(([text, format]) => `${format}\u0000${text}`),
    check: (input) => {
      const cut = input.indexOf('\u0000');
      return checkReadInput(input.slice(cut + 1), input.slice(0, cut) as InputFormat);
    },
  };
}

function resultSets(): ResultSet[] {
  const inputs: [string, InputFormat][] = [['go/count10-benchmem.txt', 'go'], ['go/names.txt', 'go'], ['hyperfine/hyperfine-2.0.0-param-scan.json', 'hyperfine'], ['libtest/basic.txt', 'libtest'], ['divan/default.txt', 'divan'], ['gbench/gbench-1.7.1-repetitions5.json', 'gbench']];
  return inputs.map(([file, format]) => {
    const read = readInput(readFileSync(join(FIXTURES, file), 'utf8'), file, format);
    if (!read.ok) throw new Error(read.error);
    // A few benchmarks keep each seed a whole, valid file of a few KB (cutting the text would leave
    // truncated JSON, so every mutation would meet a syntax error first).
    return { ...read.value.set, benchmarks: read.value.set.benchmarks.slice(0, 5) };
  });
}

function resultFileTarget(): FuzzTarget<string> {
  const corpus = [...resultSets().map((s) => `${JSON.stringify(s, null, 2)}\n`), readFileSync(join(FIXTURES, 'cli', 'inputs', 'base-run1.result.json'), 'utf8')];
  return {
    name: 'result-file',
    arbitrary: fc.oneof({ arbitrary: mutatedArb(corpus), weight: 6 }, { arbitrary: arbitraryTextArb, weight: 1 }),
    check: (text) => checkReadInput(text, 'result'),
  };
}

export const BASELINE_FINGERPRINT = '0123456789ab';

function baselineTarget(): FuzzTarget<string> {
  const sets = resultSets().map((s) => ({ ...s, context: { ...s.context, commit: 'a'.repeat(40), machine: { fingerprint: BASELINE_FINGERPRINT, os: 'linux', arch: 'amd64' } } }));
  const corpus = sets.map((s, i) => `${JSON.stringify(nextBaseline(s, i > 0 ? nextBaseline(sets[i - 1] ?? s, undefined, 10) : undefined, 10, String(i)))}\n`);
  return {
    name: 'baseline-file',
    arbitrary: fc.oneof({ arbitrary: mutatedArb(corpus), weight: 6 }, { arbitrary: arbitraryTextArb, weight: 1 }),
    check: (text) => {
      const check = checkBaseline(text, 'baseline fuzz-key', BASELINE_FINGERPRINT);
      switch (check.kind) {
        case 'found': return [...checkResultSet(check.set), ...(check.set.context.machine?.fingerprint === BASELINE_FINGERPRINT ? [] : ['accepted a baseline of another machine'])];
        case 'invalid': case 'other-machine': return check.reason.includes('baseline') ? [] : [`reason does not name the baseline: ${check.reason.slice(0, 300)}`];
        default: return [`unknown kind ${JSON.stringify(check)}`];
      }
    },
  };
}

function configTarget(): FuzzTarget<string> {
  const corpus = [...listFiles(join(FIXTURES, 'config'), /\.yml$/), join(ROOT, 'examples', 'jobbie-like', 'bench-gate.yml')].map((p) => readFileSync(p, 'utf8'));
  const file = 'bench-gate.yml';
  return {
    name: 'config',
    arbitrary: fc.oneof({ arbitrary: mutatedArb(corpus), weight: 5 }, { arbitrary: lineSoupArb(corpus), weight: 2 }, { arbitrary: arbitraryTextArb, weight: 1 }),
    check: (text) => {
      const loaded = loadConfig(text, file);
      if (loaded.ok) {
        resolveConfig(loaded.value, file);
        return [];
      }
      const problems = loaded.error.includes(file) ? [] : [`error does not name the file: ${loaded.error.slice(0, 300)}`];
      const lines = [...loaded.error.matchAll(/bench-gate\.yml:(\d+):\d+/g)].map((m) => Number(m[1]));
      if (lines.length === 0 || lines.some((l) => l < 1)) problems.push(`error without a line >= 1: ${loaded.error.slice(0, 300)}`);
      return problems;
    },
  };
}

function decodeTarget(): FuzzTarget<Uint8Array> {
  const texts = seeds(['go', 'libtest', 'hyperfine', 'divan']).slice(0, 40);
  const corpus = texts.flatMap((t) => [Buffer.from(t), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(t)]), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(t, 'utf16le')]), Buffer.from(t, 'latin1')]);
  const edit = fc.record({ at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }), op: fc.constantFrom('set', 'insert', 'delete', 'truncate') });
  return {
    name: 'decode',
    arbitrary: fc.oneof(
      fc.uint8Array({ maxLength: 2000 }),
      fc.tuple(fc.constantFrom(...corpus), fc.array(edit, { minLength: 1, maxLength: 6 })).map(([seed, edits]) => {
        let bytes = Buffer.from(seed);
        for (const e of edits) {
          const i = bytes.length === 0 ? 0 : e.at % (bytes.length + 1);
          if (e.op === 'set' && i < bytes.length) bytes[i] = e.byte;
          else if (e.op === 'insert') bytes = Buffer.concat([bytes.subarray(0, i), Buffer.from([e.byte]), bytes.subarray(i)]);
          else if (e.op === 'delete') bytes = Buffer.concat([bytes.subarray(0, i), bytes.subarray(i + 1)]);
          else if (e.op === 'truncate') bytes = bytes.subarray(0, i);
        }
        return new Uint8Array(bytes);
      }),
    ),
    check: (bytes) => {
      const decoded = decodeInput(bytes, SOURCE);
      if (!decoded.ok) return decoded.error.includes(SOURCE) ? [] : [`error does not name the input: ${decoded.error}`];
      const problems: string[] = [];
      if (decoded.value.startsWith('\uFEFF')) problems.push('BOM kept');
      if (decoded.value.includes('\0')) problems.push('NUL accepted');
      if (decoded.value.includes('\uFFFD') && !Buffer.from(bytes).includes(Buffer.from('\uFFFD')) && !(bytes[0] === 0xff || bytes[0] === 0xfe)) problems.push('invalid UTF-8 accepted as U+FFFD');
      return problems;
    },
  };
}

/** Every fuzz target, built lazily (reading fixtures) by name. */
export function fuzzTargets(): FuzzTarget[] {
  const erase = (t: FuzzTarget<string> | FuzzTarget<CriterionFile[]> | FuzzTarget<Uint8Array>): FuzzTarget => t as unknown as FuzzTarget;
  return [
    textTarget('go', ['go'], (t, s) => parseGo(t, s)),
    textTarget('go-json', ['go'], parseGoJson, /\.jsonl$/),
    textTarget('libtest', ['libtest', 'criterion/bencher'], parseLibtest, /\.txt$/),
    textTarget('libtest-json', ['libtest'], parseLibtestJson, /\.jsonl$/),
    textTarget('cargo-criterion', ['criterion/cargo-criterion'], parseCargoCriterion),
    textTarget('criterion-text', ['criterion/text'], parseCriterionText),
    textTarget('divan', ['divan'], parseDivan),
    textTarget('hyperfine', ['hyperfine'], parseHyperfine),
    textTarget('gbench', ['gbench'], parseGbench),
    textTarget('pytest', ['pytest'], parsePytest),
    textTarget('custom-json', ['custom'], (t, s) => parseCustomJson(t, s, 'lower'), /^(?!.*bmf).*\.json$/),
    textTarget('bmf', ['custom/bmf'], parseBmf),
    metricsTarget(),
    criterionDirTarget(),
    autoTarget(),
    resultFileTarget(),
    baselineTarget(),
    configTarget(),
    decodeTarget(),
  ].map(erase);
}

/** A short, printable account of an input for a failure message (JSON-escaped, cut in the middle). */
export function excerptInput(input: unknown, max = 600): string {
  const text = typeof input === 'string' ? JSON.stringify(input)
    : input instanceof Uint8Array ? `bytes(${input.length}) ${Buffer.from(input.subarray(0, max / 2)).toString('hex')}`
      : JSON.stringify(input);
  return text.length <= max ? text : `${text.slice(0, max / 2)} …(${text.length - max} more)… ${text.slice(-max / 2)}`;
}

/** The input as JSON that `scripts/fuzz.ts --replay` reads back (bytes as base64). */
export function serializeInput(input: unknown): unknown {
  return input instanceof Uint8Array ? { base64: Buffer.from(input).toString('base64') } : input;
}

export function deserializeInput(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && 'base64' in value && typeof value.base64 === 'string') return new Uint8Array(Buffer.from(value.base64, 'base64'));
  return value;
}
