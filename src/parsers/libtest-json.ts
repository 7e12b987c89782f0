/**
 * Parser for libtest's JSON output (`cargo +nightly bench -- -Z unstable-options --format json`).
 *
 * Format reference: rust-lang/rust `library/test/src/formatters/json.rs` (nightly 1.97),
 * FORMATS.md §2.2. One event per line; bench-gate reads:
 *   { "type": "bench", "name": "fib", "median": 143.15, "deviation": 4.27, "mib_per_second": 1218 }
 *   { "type": "test", "name": "x", "event": "failed", "stdout": "thread 'main' panicked at ..." }
 * `median` and `deviation` (max - min, as in the text format) are ns per iteration; each bench
 * event is one sample of its median. `mib_per_second` is the text format's integer "MB/s"
 * (decimal megabytes, despite the name) and becomes a `B/s` metric. Suite and `started`/`ok`/
 * `ignored` events carry nothing to compare. A line that is not JSON is a warning (cargo's own
 * status lines, which `2>&1` mixes in, are skipped, and `Running` names the bench target). Two
 * bench targets that define the same name stay apart (see LibtestKeys): by target when cargo's
 * `Running` lines are in the input, else as `name #2` with a warning.
 */
import { z } from 'zod';
import type { Diagnostic } from '../schema/result.js';
import { ResultCollector } from './collector.js';
import { CARGO_STATUS, cargoRunningTarget, splitSlashName } from './rust-name.js';
import { panicMessage } from './rust-panic.js';
import { addLibtestSamples, LibtestKeys, libtestSamples, type LibtestSuite } from './rust-libtest-record.js';
import { splitLines } from './text-lines.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';

// z.lazy: built on first use (see schema/result.ts).
const EventSchema = z.lazy(() => z.object({ type: z.string(), event: z.string().optional(), name: z.string().optional() }));
const BenchSchema = z.lazy(() => z.object({
  name: z.string(),
  median: z.number().nonnegative(),
  deviation: z.number().nonnegative(),
  mib_per_second: z.number().nonnegative().optional(),
}));
const FailedSchema = z.lazy(() => z.object({ name: z.string(), stdout: z.string().optional(), message: z.string().optional() }));

const LIBTEST_EVENT = /^\s*\{\s*"type"\s*:\s*"(?:suite|test|bench)"/m;

/** A cheap content sniff: does the text contain libtest JSON events? */
export function detectLibtestJson(text: string): boolean {
  // The multi-line regex tries every line start; a plain search rules most inputs out first.
  return text.includes('"type"') && LIBTEST_EVENT.test(text);
}

/** Parses libtest JSON events. `source` names the input in diagnostics. */
export function parseLibtestJson(text: string, source: string): ParseOutput {
  const collector = new ResultCollector();
  const diagnostics: Diagnostic[] = [];
  const unrecognized: { line: number; text: string }[] = [];
  const report = (severity: Diagnostic['severity'], line: number, message: string, lineText?: string): void => {
    diagnostics.push({ severity, source, line, message, ...(lineText === undefined ? {} : { text: excerpt(lineText) }) });
  };
  let firstOk: number | undefined;
  const lines = splitLines(text);
  const events = lines.map((line) => (line.trim() === '' ? undefined : readJson(line)));
  const { suiteAt, keys } = findSuites(lines, events);
  const benchmarkAt = (name: string, lineNo: number): string => {
    const { key, name: unique, pkg, split } = keys.keyOf(name, suiteAt[lineNo - 1] ?? 0);
    if (split && keys.firstNotice(name)) {
      const notice = keys.splitNotice(name, 'JSON suites (`"type": "suite"` events)');
      report(notice.severity, lineNo, notice.message);
    }
    collector.benchmark(key, unique, splitSlashName(name, pkg), {}, { file: source, line: lineNo });
    return key;
  };
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    if (line.trim() === '') return;
    const event = events[index];
    if (event === undefined) {
      if (unrecognized.length < UNRECOGNIZED_KEPT) unrecognized.push({ line: lineNo, text: excerpt(line) });
      if (/"type"\s*:\s*"bench"/.test(line)) report('error', lineNo, 'a bench event that is not valid JSON (a NaN or a cut line?); its result is lost', line);
      else if (!CARGO_STATUS.test(line)) report('warning', lineNo, 'not a libtest JSON event (text printed outside the JSON stream, e.g. by cargo or the benchmark)', line);
      return;
    }
    const kind = EventSchema.safeParse(event);
    if (!kind.success) return report('warning', lineNo, 'JSON that is not a libtest event (no "type")', line);
    if (kind.data.type === 'bench') {
      const bench = BenchSchema.safeParse(event);
      if (!bench.success) return report('error', lineNo, `cannot read this bench event:\n${z.prettifyError(bench.error)}`, line);
      const { name, median, deviation, mib_per_second: rate } = bench.data;
      const samples = libtestSamples({ median, deviation, unit: 'ns/iter', megabytesPerSecond: rate }, 'range');
      if (samples === undefined) return report('error', lineNo, `the numbers of ${name} are out of range`, line);
      addLibtestSamples(collector, benchmarkAt(name, lineNo), samples);
    } else if (kind.data.type === 'test' && kind.data.event === 'failed') {
      const failed = FailedSchema.safeParse(event);
      if (!failed.success) return report('error', lineNo, 'a failed-test event without a name', line);
      const { name, stdout, message } = failed.data;
      const key = benchmarkAt(name, lineNo);
      const panic = panicMessage(splitLines(stdout ?? message ?? ''));
      collector.mark(key, 'failed', panic === '' ? undefined : panic);
      report('warning', lineNo, `${name} failed; it is reported as failed, not compared`);
    } else if (kind.data.type === 'test' && kind.data.event === 'ok') {
      firstOk ??= lineNo;
    }
  });
  const benchmarks = collector.finish();
  if (benchmarks.length === 0 && firstOk !== undefined) {
    report('warning', firstOk, 'benchmarks ran as tests ("event": "ok", from `cargo test`): libtest prints no timings then. Run `cargo +nightly bench`.');
  }
  diagnostics.sort((a, b) => a.line - b.line);
  return { benchmarks, config: {}, diagnostics, unrecognized, lineCount: lines.length };
}

/**
 * A suite starts at cargo's `Running` line (which names its target) or at a suite `started` event
 * not right after one; a suite without a `Running` line keeps the last target named.
 */
function findSuites(lines: readonly string[], events: readonly unknown[]): { suiteAt: number[]; keys: LibtestKeys } {
  const suites: LibtestSuite[] = [{ target: undefined, names: new Set() }];
  const suiteAt: number[] = [];
  let target: string | undefined;
  let named = false;
  lines.forEach((line, index) => {
    const parsed = EventSchema.safeParse(events[index]);
    const running = events[index] === undefined ? cargoRunningTarget(line) : undefined;
    if (running !== undefined) {
      target = running;
      suites.push({ target, names: new Set() });
      named = true;
    } else if (parsed.success && parsed.data.type === 'suite' && parsed.data.event === 'started') {
      if (!named) suites.push({ target, names: new Set() });
      named = false;
    } else if (parsed.success && parsed.data.name !== undefined) {
      suites[suites.length - 1]?.names.add(parsed.data.name);
    }
    suiteAt.push(suites.length - 1);
  });
  return { suiteAt, keys: new LibtestKeys(suites) };
}

function readJson(line: string): unknown {
  if (!line.trimStart().startsWith('{')) return undefined;
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}
