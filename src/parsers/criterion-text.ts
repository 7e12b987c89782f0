/**
 * Parser for criterion.rs's terminal report (`cargo bench` stdout, or a CI log with stderr mixed in),
 * and for cargo-criterion's human report, which has the same layout.
 *
 * LOSSY FALLBACK: the report gives only criterion's estimate and its confidence interval, rounded to
 * 4-5 significant digits, never the samples. Prefer the `target/criterion` directory
 * (criterion-dir.ts) or cargo-criterion's `--message-format=json` (cargo-criterion.ts).
 *
 * Format reference: criterion.rs 0.3-0.8.2 `src/report.rs` and cargo-criterion 1.1.0 (FORMATS.md §3.1):
 *   checksum/64             time:   [38.016 ns 38.075 ns 38.178 ns]
 *                           thrpt:  [1.5612 GiB/s 1.5655 GiB/s 1.5679 GiB/s]
 *   a_rather_long_group_name_for_layout/flat_sampled_fib/22
 *                           time:   [41.483 µs 42.214 µs 43.021 µs]
 * An id longer than 23 bytes stands on its own line before an indented `time:` line. Each appearance
 * of a benchmark gives one sample, the point estimate (sec/op; a `thrpt:` line adds B/s, elem/s or
 * bit/s), and the first appearance the summary: centerKind `point-estimate`, min/max the confidence
 * interval, n the number of samples criterion measured (below). `change:` blocks (whose `time:` and
 * `thrpt:` lines hold percentages), outlier lists, verdicts and `--verbose` lines are skipped.
 * Progress text that lost its `\r` and got glued onto an id is cut off (criterion-text-values.ts).
 *
 * The sample count: criterion prints it beside a benchmark's outliers (`Found 2 outliers among 20
 * measurements`, on stdout, only when there are outliers: `outliers` in `src/report.rs` of criterion
 * 0.5.1 and 0.8.2 and of cargo-criterion 1.1.0) and in its progress (`Collecting 20 samples`, on
 * stderr). A benchmark with neither still had its
 * samples: criterion's sample size is set for the run (`Criterion::sample_size`, `--sample-size`,
 * default 100) or for a group (`BenchmarkGroup::sample_size`), so its n is the count the report shows
 * for the other benchmarks of its group (the id up to the first `/`), else for the report (the most
 * common one when they differ), else criterion's default of 100; one info diagnostic names them.
 * (n is what the tool summarised, never how compare counts: each appearance is one sample.)
 *
 * A panicking benchmark ends the bench target (criterion runs benchmarks in order, in one process):
 * in a log with stderr mixed in, `Benchmarking <id>: Warming up ...` then `thread 'main' panicked
 * at ...` with no `time:` line between. That id is reported as failed with the panic text, and a
 * warning says the rest of the target did not run. On stdout alone neither line is there (the
 * failure shows only in cargo's exit status): the report just ends.
 */
import type { Benchmark, Diagnostic, Summary } from '../schema/result.js';
import { ResultCollector } from './collector.js';
import { estimateSummary, namePartsFromId, TIME_UNIT } from './criterion-common.js';
import { isProgressOnly, parseTriple, progressId, stripProgress, type Triple } from './criterion-text-values.js';
import { listNames } from './listed-names.js';
import { PANIC_LINE, panicMessage } from './rust-panic.js';
import { splitLines, stripAnsi } from './text-lines.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';

// `<id> time: [...]`, `thrpt: [...]`, `change: [...]`: the first such label followed by brackets.
const TRIPLE_LINE = /^(.*?)\b(time|thrpt|change):\s*\[([^[\]]*)\](.*)$/;
const OUTLIERS = /^Found \d+ outliers among (\d+) measurements/;
// `Benchmarking <id>: Collecting 20 samples in estimated ...`, possibly after other glued fragments.
const COLLECTING = /Benchmarking ((?:(?!Benchmarking ).)+): Collecting (\d+) samples in estimated /g;
// What follows a panic's message: the backtrace (`stack backtrace:`, frames, `at file:line`) and notes.
const PANIC_TAIL = /^(?:stack backtrace:|note: |\s+\d+: |\s+at )/;
/** criterion's sample size unless configured (`Criterion::default()` in criterion 0.5.1 and 0.8.2). */
const DEFAULT_SAMPLE_SIZE = 100;
const SKIPPED = [
  /^\s*change:\s*$/, // the header of a change block with throughput
  /^\s+\d+ \([\d.]+%\) (?:low|high) (?:mild|severe)\s*$/,
  /^\s*(?:No change in performance detected|Change within noise threshold|Performance has (?:improved|regressed))\.\s*$/,
  /^(?:slope|mean|median)\s+\[[^\]]*\]\s+(?:R\^2|std\. dev\.|med\. abs\. dev\.)/, // --verbose
  /^(?:Gnuplot not found|Warning: |WARNING: |Testing |Success$|running \d+ tests?|test result: )/,
  /^\s*(?:Compiling|Finished|Running|Downloading|Downloaded|Updating|Locking|Adding|Blocking|Fresh|Checking|warning:|error:) /,
];

/** True when the text has a criterion report `time:` line. */
export function detectCriterionText(text: string): boolean {
  // 'time', not 'time:': a colour code may sit between the word and the colon until stripAnsi.
  return text.includes('time') && /time:\s*\[\s*[-\d.,]+\s*(?:ps|ns|µs|μs|us|ms|s)\s/.test(stripAnsi(text));
}

/** Parses criterion's terminal report. `source` names the input in diagnostics. */
export function parseCriterionText(text: string, source: string): ParseOutput {
  return new CriterionTextReader(source).read(text);
}

type IdRead = ReturnType<typeof stripProgress>;

class CriterionTextReader {
  private readonly collector = new ResultCollector();
  private readonly diagnostics: Diagnostic[] = [];
  private readonly unrecognized: { line: number; text: string }[] = [];
  private readonly sampleCounts = new Map<string, number>();
  /** The summaries whose n the report printed (an outlier line or a Collecting line). */
  private readonly counted = new Set<Summary>();
  /** The previous line, when it can be an id printed on its own line. */
  private pendingId: IdRead | undefined;
  private pendingLine = 0;
  /** The benchmark of the last `time:` line and its new summaries, for `thrpt:` and outlier lines. */
  private current: { key: string; summaries: Summary[] } | undefined;
  /** The benchmark of the last progress line, until its `time:` line comes. */
  private progress: { id: string; line: number } | undefined;
  /** A panic being read: its message lines while `open`, then its backtrace. */
  private panic: { key: string | undefined; lines: string[]; open: boolean } | undefined;

  constructor(private readonly source: string) {}

  read(text: string): ParseOutput {
    const lines = splitLines(text);
    lines.forEach((line, index) => this.readLine(line, index + 1));
    this.closePanic();
    const benchmarks = this.collector.finish();
    this.settleSampleCounts(benchmarks);
    this.diagnostics.sort((a, b) => a.line - b.line); // the note on sample counts comes last, at its first benchmark's line
    return { benchmarks, config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
  }

  private readLine(line: string, lineNo: number): void {
    if (this.panic !== undefined && this.readPanic(line)) return;
    if (line.trim() === '') return;
    const pendingId = this.pendingId;
    this.pendingId = undefined;
    for (const [, id = '', n = ''] of line.matchAll(COLLECTING)) if (Number.isSafeInteger(Number(n)) && Number(n) >= 1) this.sampleCounts.set(id, Number(n));
    const triple = TRIPLE_LINE.exec(line);
    if (triple !== null) return this.readTriple(triple[1] ?? '', triple[2] ?? '', triple[3] ?? '', line, lineNo, pendingId);
    const outliers = OUTLIERS.exec(line);
    if (outliers !== null) {
      const n = Number(outliers[1]);
      if (!Number.isSafeInteger(n)) this.report('warning', lineNo, `the measurement count "${excerpt(outliers[1] ?? '', 40)}" is out of range; ignored`, line);
      else if (n >= 1) {
        for (const summary of this.current?.summaries ?? []) {
          summary.n = n;
          this.counted.add(summary);
        }
      }
      return;
    }
    if (PANIC_LINE.test(line)) return this.startPanic(line, lineNo);
    if (SKIPPED.some((re) => re.test(line))) {
      // An id longer than the column stands alone at column 0 and may read like noise ("Running mean
      // over a window", "warning: old api"): it is an id when an id-less time: line follows.
      if (!/^\s/.test(line)) this.setPendingId(line, lineNo);
      return;
    }
    if (isProgressOnly(line)) {
      const id = progressId(line);
      if (id !== undefined) this.progress = { id, line: lineNo };
      return;
    }
    this.setPendingId(line, lineNo);
    if (this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: lineNo, text: excerpt(line) });
  }

  /** Keeps a line that may be an id printed alone, for a `time:` line without one right after it. */
  private setPendingId(line: string, lineNo: number): void {
    this.pendingId = stripProgress(line);
    this.pendingLine = lineNo;
  }

  private readTriple(prefix: string, label: string, inner: string, line: string, lineNo: number, pendingId: IdRead | undefined): void {
    if (label === 'change' || inner.includes('%')) return; // change block: percentages, not a result
    const parsed = parseTriple(inner);
    if (typeof parsed === 'string') {
      this.report('error', lineNo, `cannot read this ${label}: line (${parsed}); expected e.g. "${label}:   [1.2 ns 1.3 ns 1.4 ns]"`, line);
      return;
    }
    if (label === 'thrpt') return this.readThroughput(parsed, line, lineNo);
    if (parsed.unit !== TIME_UNIT) {
      this.report('error', lineNo, `time: line with a unit that is not a time ("${parsed.printedUnit}")`, line);
      return;
    }
    this.readTime(prefix, parsed, line, lineNo, pendingId);
  }

  private readTime(prefix: string, time: Triple, line: string, lineNo: number, pendingId: IdRead | undefined): void {
    const onLine = prefix.trim() === '' ? undefined : stripProgress(prefix);
    const read = onLine ?? pendingId;
    const id = read?.id;
    this.current = undefined;
    this.progress = undefined;
    if (read !== undefined && (read.how === 'truncated' || read.how === 'progress') && id !== '') {
      this.report('warning', lineNo, `the id is glued to cut-off progress text; read it as "${excerpt(id ?? '', 80)}", which may be wrong`, line);
    }
    if (id === undefined || id === '') {
      this.report('error', lineNo, 'time: line without a benchmark id (expected the id before it, or alone on the line above)', line);
      return;
    }
    const idLine = onLine === undefined ? this.pendingLine : lineNo;
    // The id line was kept as unrecognized until this time: line showed what it was.
    if (onLine === undefined && this.unrecognized.at(-1)?.line === idLine) this.unrecognized.pop();
    this.collector.benchmark(id, id, namePartsFromId(id), {}, { file: this.source, line: idLine });
    this.current = { key: id, summaries: [] };
    this.addSample(time);
  }

  private readThroughput(thrpt: Triple, line: string, lineNo: number): void {
    if (this.current === undefined) {
      this.report('warning', lineNo, 'thrpt: line without a time: line before it; ignored', line);
      return;
    }
    this.addSample(thrpt);
  }

  private addSample(triple: Triple): void {
    const current = this.current;
    if (current === undefined) return;
    this.collector.addBaseSample(current.key, triple.unit, triple.printedUnit, triple.point);
    const count = this.sampleCounts.get(current.key);
    // n = 1 until the report shows the count (an outlier line may follow) or settleSampleCounts infers it.
    const summary = estimateSummary(triple, count ?? 1, 'point-estimate');
    if (count !== undefined) this.counted.add(summary);
    this.collector.setSummary(current.key, triple.unit, summary);
    current.summaries.push(summary);
  }

  /**
   * Gives every summary whose sample count the report did not print the count of its group, else
   * of the report, else criterion's default (see the module comment), and says so in one note.
   */
  private settleSampleCounts(benchmarks: readonly Benchmark[]): void {
    const summariesOf = (b: Benchmark): Summary[] => b.metrics.flatMap((m) => (m.summary === undefined ? [] : [m.summary]));
    const shown: number[] = [];
    const byGroup = new Map<string, Set<number>>();
    const missing: { benchmark: Benchmark; summaries: Summary[] }[] = [];
    for (const benchmark of benchmarks) {
      const summaries = summariesOf(benchmark);
      const known = summaries.find((s) => this.counted.has(s));
      if (known === undefined) {
        if (summaries.length > 0) missing.push({ benchmark, summaries });
        continue;
      }
      // A thrpt: summary from a later appearance than the time: one is the same benchmark's.
      for (const s of summaries) s.n = known.n;
      shown.push(known.n);
      const group = byGroup.get(benchmark.parts.base) ?? new Set<number>();
      byGroup.set(benchmark.parts.base, group.add(known.n));
    }
    const first = missing[0];
    if (first === undefined) return;
    const reportCount = mostCommon(shown) ?? DEFAULT_SAMPLE_SIZE;
    const named: string[] = [];
    for (const { benchmark, summaries } of missing) {
      const group = byGroup.get(benchmark.parts.base);
      const n = group?.size === 1 ? [...group][0] ?? reportCount : reportCount;
      for (const s of summaries) s.n = n;
      named.push(`${benchmark.key} (n=${n})`);
    }
    const k = missing.length;
    this.diagnostics.push({ severity: 'info', source: this.source, line: first.benchmark.source?.line ?? 0,
      message: `${k} benchmark${k === 1 ? ' has' : 's have'} no sample count in this report (criterion prints it only beside outliers, "Found N outliers among M measurements", `
        + `and in progress lines on stderr, "Collecting M samples"): ${listNames(named)}; each n is the count shown for the other benchmarks of its group, `
        + `else of the report, else criterion's default of ${DEFAULT_SAMPLE_SIZE}. Each benchmark is still one point estimate: one sample of this run` });
  }

  /**
   * `thread '...' panicked at`: the benchmark in progress (if any) failed, and criterion ran nothing
   * after it in this bench target.
   */
  private startPanic(line: string, lineNo: number): void {
    this.closePanic();
    const progress = this.progress;
    this.progress = undefined;
    this.pendingId = undefined;
    this.current = undefined;
    if (progress === undefined) {
      this.report('warning', lineNo, 'a panic with no benchmark in progress: the bench target stopped here, so its later benchmarks did not run', line);
      this.panic = { key: undefined, lines: [line], open: true };
      return;
    }
    const { id } = progress;
    this.collector.benchmark(id, id, namePartsFromId(id), {}, { file: this.source, line: progress.line });
    this.collector.mark(id, 'failed');
    this.report('warning', lineNo, `${id} panicked before its result (its progress is on line ${progress.line}); it is reported as failed, not compared, and the rest of this bench target did not run`, line);
    this.panic = { key: id, lines: [line], open: true };
  }

  /** True when the line belongs to the panic being read (its message or backtrace). */
  private readPanic(line: string): boolean {
    const panic = this.panic;
    if (panic === undefined) return false;
    if (panic.open && line.trim() !== '' && panic.lines.length < 20 && !PANIC_TAIL.test(line) && !this.endsPanicMessage(line)) {
      panic.lines.push(line);
      return true;
    }
    this.closePanic();
    if (line.trim() === '' || PANIC_TAIL.test(line)) return true;
    this.panic = undefined;
    return false;
  }

  /** A line that is not part of a panic's message: a result, progress, or cargo's and criterion's own lines. */
  private endsPanicMessage(line: string): boolean {
    return TRIPLE_LINE.test(line) || line.startsWith('Benchmarking ') || line.startsWith('error: ') || SKIPPED.some((re) => re.test(line));
  }

  /** Ends a panic's message: it becomes the failed benchmark's message. */
  private closePanic(): void {
    const panic = this.panic;
    if (panic === undefined || !panic.open) return;
    panic.open = false;
    if (panic.key !== undefined) this.collector.addMessage(panic.key, panicMessage(panic.lines) || 'it panicked');
  }

  private report(severity: Diagnostic['severity'], line: number, message: string, text: string): void {
    this.diagnostics.push({ severity, source: this.source, line, message, text: excerpt(text) });
  }
}

/** The value seen most often (of those tied, the first to reach that count); undefined for no values. */
function mostCommon(values: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  let best: number | undefined;
  for (const v of values) {
    const c = (counts.get(v) ?? 0) + 1;
    counts.set(v, c);
    if (best === undefined || c > (counts.get(best) ?? 0)) best = v;
  }
  return best;
}
