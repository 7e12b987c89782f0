/**
 * Parser for a criterion.rs `target/criterion` directory, the best criterion input: it keeps every
 * sample. Pure: the caller walks the directory and passes each `*.json` file's path (relative to the
 * directory given, `/`-separated) and text.
 *
 * Format reference: criterion.rs 0.3 (bheisler/criterion.rs book tree) to 0.8.2 (FORMATS.md §3.3).
 * For every benchmark directory `<dir>` (never the id: criterion rewrites, truncates and de-duplicates
 * it) it reads
 *   <dir>/new/benchmark.json  {"group_id":"checksum","function_id":null,"value_str":"64","throughput":{"Bytes":64},"full_id":"checksum/64","title":"checksum/64",...}
 *   <dir>/new/sample.json     {"sampling_mode":"Linear","iters":[3034.0,6068.0,...],"times":[411190.0,...]}  (≤ 0.3: [[iters],[times]])
 *   <dir>/new/estimates.json  {"mean":{...},"slope":{...}|null,"std_dev":{...},...}  (≤ 0.3: "Mean", "Slope", "StdDev")
 * Sample i is `times[i] / iters[i]` ns, stored as `sec/op` with `iters[i]` as its iteration count; a
 * throughput adds a rate per sample (criterion-common.ts). The summary is criterion's typical
 * estimate: the slope (linear sampling), else the mean (flat sampling), with its confidence
 * interval as min/max. `base/`, `change/`, other baselines, `report/` and tukey.json are ignored.
 * Times are assumed to be wall-time nanoseconds: the files do not name the measurement's unit.
 *
 * Criterion never deletes a benchmark's directory: a tree cached between CI runs, or one where
 * `cargo bench -- FILTER` ran after a full run, holds benchmarks this run did not measure (removed,
 * renamed or filtered out). Nothing in the files says which; their modification times do, when the
 * caller passes them: benchmarks older than a pause far longer than the run's own pauses between
 * benchmarks come from an earlier run (criterion-stale.ts). They are still reported (the tree is
 * all there is), with one warning naming them.
 */
import type { Diagnostic } from '../schema/result.js';
import { ResultCollector } from './collector.js';
import { addTimedSamples, criterionNameParts, estimateSummary, nanosToSeconds, perIterationSamples, setTimedSummaries, type Throughput } from './criterion-common.js';
import { BenchmarkJsonSchema, readEstimates, readThroughput, SampleJsonSchema, sampleArrays, type BenchmarkJson } from './criterion-json.js';
import { findStaleBenchmarks, roughDuration, type WrittenBenchmark } from './criterion-stale.js';
import { readJson } from './json-input.js';
import { listNames } from './listed-names.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';

/** One JSON file of the tree; `modifiedMs` (its mtime) lets stale benchmarks be told from this run's. */
export interface CriterionFile { path: string; text: string; modifiedMs?: number }

/** The latest (and, negated, earliest) time a Date holds, 100 million days from 1970. */
const MAX_DATE_MS = 8.64e15;

// <dir>/new/<file>.json; <dir> is empty when the directory given is the benchmark's own.
const NEW_FILE = /^(?:(.*)\/)?new\/(benchmark|sample|estimates)\.json$/;
// Files criterion writes that bench-gate does not need (other baselines, change/, tukey.json).
const KNOWN_FILE = /(?:^|\/)(?:benchmark|sample|estimates|tukey)\.json$/;

type FileKind = 'benchmark' | 'sample' | 'estimates';
type BenchmarkDir = Partial<Record<FileKind, CriterionFile>>;

/** True for the files the parser reads (`<dir>/new/{benchmark,sample,estimates}.json`); the others count only by name. */
export function isCriterionReadFile(path: string): boolean {
  return NEW_FILE.test(path.replaceAll('\\', '/'));
}

/** True when the paths (relative to one directory) contain a criterion benchmark's `new/` files. */
export function detectCriterionDirectory(paths: readonly string[]): boolean {
  return paths.some((p) => NEW_FILE.test(p.replaceAll('\\', '/')));
}

/** Parses the JSON files of a `target/criterion` directory. `source` names the directory in diagnostics. */
export function parseCriterionDirectory(files: ReadonlyArray<CriterionFile>, source: string): ParseOutput {
  return new DirectoryReader(source.replace(/\/+$/, '')).read(files);
}

class DirectoryReader {
  private readonly collector = new ResultCollector();
  private readonly diagnostics: Diagnostic[] = [];
  private readonly unrecognized: { line: number; text: string }[] = [];
  /** Per benchmark directory, how long its samples measured (sample.json's times), for warnStale. */
  private readonly measuredMs = new Map<string, number>();

  constructor(private readonly source: string) {}

  read(files: ReadonlyArray<CriterionFile>): ParseOutput {
    const dirs = new Map<string, BenchmarkDir>();
    for (const file of files) {
      const path = file.path.replaceAll('\\', '/').replace(/^\.\//, '');
      const match = NEW_FILE.exec(path);
      if (match === null) {
        if (!KNOWN_FILE.test(path) && this.unrecognized.length < UNRECOGNIZED_KEPT) this.unrecognized.push({ line: 0, text: excerpt(path) });
        continue;
      }
      const dir = match[1] ?? '';
      const entry = dirs.get(dir) ?? {};
      entry[match[2] as FileKind] = file.modifiedMs === undefined ? { path, text: file.text } : { path, text: file.text, modifiedMs: file.modifiedMs };
      dirs.set(dir, entry);
    }
    // Sorted by directory: the walk order of a file system is not stable, criterion's run order is lost.
    for (const dir of [...dirs.keys()].sort()) this.readBenchmark(dir, dirs.get(dir) ?? {});
    this.warnStale(dirs);
    return { benchmarks: this.collector.finish(), config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: files.length };
  }

  private readBenchmark(dir: string, files: BenchmarkDir): void {
    const meta = this.readMeta(dir, files.benchmark);
    const id = meta?.title ?? meta?.full_id ?? (dir === '' ? this.source.slice(this.source.lastIndexOf('/') + 1) : dir);
    const anchor = files.benchmark ?? files.sample ?? files.estimates;
    if (anchor === undefined) return;
    if (this.collector.has(id)) {
      this.report('warning', anchor.path, 0, `benchmark id "${id}" appears in two directories; this one (${dir}) is skipped`);
      return;
    }
    const parts = meta === undefined ? criterionNameParts(id, []) : criterionNameParts(meta.group_id, [meta.function_id, meta.value_str].filter((p): p is string => typeof p === 'string'));
    this.collector.benchmark(id, id, parts, {}, { file: this.at(anchor.path), line: 1 });
    const throughputs = this.readThroughputs(meta, files.benchmark);
    const samples = this.readSamples(files.sample);
    if (samples !== undefined) this.measuredMs.set(dir, samples.measuredMs);
    const estimates = this.readEstimatesFile(files.estimates);
    const typical = estimates?.slope ?? estimates?.mean;
    const kind = estimates?.slope !== undefined ? 'point-estimate' : 'mean';
    if (samples === undefined || samples.seconds.length === 0) {
      if (typical === undefined) {
        this.collector.mark(id, 'failed', 'no readable sample.json or estimates.json in new/');
        this.report('error', anchor.path, 0, `${id}: no readable sample.json or estimates.json in ${dir === '' ? '' : `${dir}/`}new/; reported as failed`);
        return;
      }
      const why = files.sample === undefined ? 'no sample.json' : 'no usable samples in sample.json';
      this.report('warning', anchor.path, 0, `${id}: ${why}; using criterion's estimate as a single value`);
    }
    const seconds = samples !== undefined && samples.seconds.length > 0 ? samples.seconds : [nanosToSeconds(typical?.point ?? NaN)];
    const units = addTimedSamples(this.collector, id, 'ns', seconds, samples?.iterations ?? [], throughputs);
    if (typical === undefined) return;
    const estimate = { point: nanosToSeconds(typical.point), lower: optionalSeconds(typical.lower), upper: optionalSeconds(typical.upper) };
    const stddev = estimates?.stdDev === undefined ? undefined : nanosToSeconds(estimates.stdDev.point);
    setTimedSummaries(this.collector, id, units, estimate, estimateSummary(estimate, seconds.length, kind, stddev), throughputs);
  }

  /** Warns about benchmarks an earlier run left (see the module comment), naming them once. */
  private warnStale(dirs: ReadonlyMap<string, BenchmarkDir>): void {
    const written = [...dirs].flatMap(([dir, files]): WrittenBenchmark[] => {
      // A time no Date can hold (tmpfs and btrfs keep `touch -d @9000000000000`) was not written by a run.
      const times = [files.benchmark, files.sample, files.estimates].flatMap((f) => (f?.modifiedMs === undefined || !(Math.abs(f.modifiedMs) <= MAX_DATE_MS) ? [] : [f.modifiedMs]));
      return times.length === 0 ? [] : [{ dir, writtenMs: Math.max(...times), measuredMs: this.measuredMs.get(dir) ?? 0 }];
    });
    const found = findStaleBenchmarks(written);
    if (found === undefined) return;
    const { stale, fresh, pauseMs, usualPauseMs, overUsual } = found;
    const names = listNames(stale.map((s) => s.dir || this.source));
    const when = (ms: number): string => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
    const next = fresh[0];
    this.report('warning', '', 0, `${stale.length} of ${written.length} benchmarks were last written at ${when(stale[0]?.writtenMs ?? 0)} or earlier: ${names}. `
      + `The next one (${next?.dir || this.source}, written at ${when(next?.writtenMs ?? 0)}) took its first sample ${roughDuration(pauseMs)} later`
      // The reason it counts: far over the others' pauses, or (leftovers of several runs make the usual pause long too) over an hour.
      + `${!overUsual ? ', over an hour, which no benchmark\'s warm-up and analysis take' : written.length > 2 ? `, where the others pause ${usualPauseMs < 100 ? 'under 0.1 s' : `about ${roughDuration(usualPauseMs)}`} between benchmarks` : ''}. `
      + 'Criterion never deletes results, so these are left from an earlier run (a removed or renamed '
      + 'benchmark, or one this run filtered out) and are not this run\'s measurement. Delete target/criterion before `cargo bench` to read only the benchmarks '
      + 'it runs. (If the run itself paused that long, for a slow setup or another bench target between two criterion ones, they are this run\'s.)');
  }

  private readMeta(dir: string, file: CriterionFile | undefined): BenchmarkJson | undefined {
    const where = `${dir === '' ? '' : `${dir}/`}new/`;
    if (file === undefined) {
      this.report('warning', `${where}benchmark.json`, 0, `no benchmark.json in ${where}; the id is taken from the directory name "${dir}", which criterion may have rewritten`);
      return undefined;
    }
    const value = this.parse(file);
    if (value === undefined) return undefined;
    const parsed = BenchmarkJsonSchema.safeParse(value);
    if (!parsed.success) this.report('error', file.path, 0, `not a criterion benchmark.json (expected group_id and full_id); the id is taken from the directory name "${dir}"`);
    return parsed.success ? parsed.data : undefined;
  }

  private readThroughputs(meta: BenchmarkJson | undefined, file: CriterionFile | undefined): Throughput[] {
    const throughputs = readThroughput(meta?.throughput);
    if (throughputs !== undefined) return throughputs;
    this.report('warning', file?.path ?? '', 0, `unknown throughput ${excerpt(JSON.stringify(meta?.throughput) ?? '', 80)}; only the time is read`);
    return [];
  }

  private readSamples(file: CriterionFile | undefined): { seconds: number[]; iterations: number[]; measuredMs: number } | undefined {
    const value = file === undefined ? undefined : this.parse(file);
    if (file === undefined || value === undefined) return undefined;
    const parsed = SampleJsonSchema.safeParse(value);
    if (!parsed.success) {
      this.report('error', file.path, 0, 'not a criterion sample.json (expected {"iters":[...],"times":[...]} or [[iters],[times]])');
      return undefined;
    }
    const { iters, times } = sampleArrays(parsed.data);
    if (iters.length !== times.length) this.report('warning', file.path, 0, `iters has ${iters.length} entries but times has ${times.length}; extra entries are ignored`);
    const { values, iterations, bad } = perIterationSamples(iters, times, nanosToSeconds);
    if (bad > 0) this.report('warning', file.path, 0, `${bad} sample(s) with an unusable iteration count or time (missing, zero, below 1 or out of range) were left out`);
    // Nanoseconds, as the samples are read; an unusable time adds nothing.
    const measuredMs = times.reduce<number>((sum, t) => (t !== null && t > 0 && Number.isFinite(t) ? sum + t / 1e6 : sum), 0);
    return { seconds: values, iterations, measuredMs: Number.isFinite(measuredMs) ? measuredMs : 0 };
  }

  private readEstimatesFile(file: CriterionFile | undefined): ReturnType<typeof readEstimates> {
    const value = file === undefined ? undefined : this.parse(file);
    if (file === undefined || value === undefined) return undefined;
    const estimates = readEstimates(value);
    if (estimates === undefined) this.report('error', file.path, 0, 'not a criterion estimates.json (expected an object of estimates)');
    return estimates;
  }

  private parse(file: CriterionFile): unknown {
    const read = readJson(file.text, this.at(file.path), `criterion's ${file.path.slice(file.path.lastIndexOf('/') + 1)}`);
    if (read.ok) return read.value;
    this.diagnostics.push(read.diagnostic);
    return undefined;
  }

  private at(path: string): string {
    if (path === '') return this.source;
    return this.source === '' ? path : `${this.source}/${path}`;
  }

  private report(severity: Diagnostic['severity'], path: string, line: number, message: string): void {
    this.diagnostics.push({ severity, source: this.at(path), line, message });
  }
}

function optionalSeconds(ns: number | undefined): number | undefined {
  return ns === undefined ? undefined : nanosToSeconds(ns);
}
