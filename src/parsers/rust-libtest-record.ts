/**
 * Turning one libtest-style result (text or JSON) into samples: the median is one sample, the
 * tool's `(+/- x)` goes into the summary, and libtest's `= N MB/s` becomes a `B/s` metric.
 *
 * What libtest measures for one `bench:` line (rust-lang/rust library/test/src/bench.rs, `iter`
 * and `fmt_bench_samples`; library/test/src/stats.rs, `winsorize` and `Summary::new`; the same 50
 * in the whole-number versions before rust-lang/rust#124774): each round times 50 batches of n
 * iterations, then 50 batches of 5n, one sample per batch (its mean ns/iter), and winsorizes each
 * set of 50 at 5% (samples beyond the 5th and 95th percentiles are clamped to them); rounds go on,
 * n doubling, until one takes over 100 ms with a stable median, or 3 s in all. The result is the
 * `Summary` of the last round's 50 5n-batch samples: `bench:` prints its median, `(+/- x)` its
 * max - min, which after winsorizing is the 95th minus the 5th percentile of those 50 (linear
 * interpolation), and `= N MB/s` is `bytes * 1000 / max(1, median as u64)` in whole MB/s
 * (`benchmark`). libtest's JSON formatter (formatters/json.rs) prints the same median and
 * max - min. So `summary.n` is 50, the samples of the reported summary; earlier rounds are not in
 * it. (A `#[bench]` that never calls `b.iter` gets `Summary::new(&[0.0])`, one sample, printed as
 * `0.00 ns/iter (+/- 0.00)`; the output cannot tell it from a real result, and the parser already
 * warns that a 0 median cannot be compared.)
 *
 * Compare does not read `summary.n`: each `bench:` line stays one sample (its median) of its run,
 * as for other tools that print a summary, so two single runs still compare as n=1+1.
 */
import type { Summary } from '../schema/result.js';
import { scaleByPowerOfTen } from '../units.js';
import type { ResultCollector } from './collector.js';
import { listNames } from './listed-names.js';
import { libtestUnit } from './rust-units.js';

/** One result as the tool printed it: numbers in `unit` (ns/iter for libtest), MB/s decimal. */
export interface LibtestBench {
  median: number;
  deviation: number;
  unit: string;
  megabytesPerSecond?: number;
}

/**
 * What `(+/- x)` means: libtest prints max - min of its 50 samples (`range` -> `summary.spread`);
 * criterion's `--output-format bencher` prints the standard deviation (`stddev`).
 */
export type DeviationKind = 'range' | 'stddev';

/** How many samples libtest's reported summary has: the `[0.0_f64; 50]` of bench.rs `iter`. */
export const LIBTEST_SUMMARY_SAMPLES = 50;

/** One sample in its base unit, with the tool's summary of it. */
export interface LibtestSample { unit: string; originalUnit: string; value: number; summary: Summary }

/** The samples of one result, or undefined when a number is out of range once in base units. */
export function libtestSamples(bench: LibtestBench, kind: DeviationKind): LibtestSample[] | undefined {
  const { unit, exponent } = libtestUnit(bench.unit);
  const center = scaleByPowerOfTen(bench.median, exponent);
  const deviation = scaleByPowerOfTen(bench.deviation, exponent);
  // n: libtest summarises 50 samples (see the top of this file). Criterion's bencher lines (and
  // other harnesses read as `stddev`) do not say how many: criterion's `sample_size` (100 by
  // default, set per group) is not in them, so n stays 1, the schema's "not known".
  const n = kind === 'range' ? LIBTEST_SUMMARY_SAMPLES : 1;
  const summary: Summary = { n, center, centerKind: 'median' };
  if (kind === 'range') summary.spread = deviation;
  else summary.stddev = deviation;
  const samples: LibtestSample[] = [{ unit, originalUnit: bench.unit, value: center, summary }];
  if (bench.megabytesPerSecond !== undefined) {
    const rate = scaleByPowerOfTen(bench.megabytesPerSecond, 6);
    // libtest's rate is derived from the same median (bytes / median), so it summarises the same samples.
    samples.push({ unit: 'B/s', originalUnit: 'MB/s', value: rate, summary: { n, center: rate, centerKind: 'median' } });
  }
  const finite = Number.isFinite(deviation) && samples.every((s) => Number.isFinite(s.value));
  return finite ? samples : undefined;
}

/** Adds the samples to benchmark `key` (which must exist). */
export function addLibtestSamples(collector: ResultCollector, key: string, samples: readonly LibtestSample[]): void {
  for (const sample of samples) {
    collector.addBaseSample(key, sample.unit, sample.originalUnit, sample.value);
    collector.setSummary(key, sample.unit, sample.summary);
  }
}

/**
 * One suite (`running N tests` block, bench binary read from filtered text, or JSON suite): its
 * bench target when cargo's `Running` line named it, every test name in it, and, for libtest's
 * text, the width its bench names were padded to (the binary's longest bench name) when known.
 */
export interface LibtestSuite { target: string | undefined; names: Set<string>; width?: number | undefined }

/** The key, name and package (target) of one benchmark; `split` when its name was kept apart from an earlier suite's. */
export interface LibtestKey { key: string; name: string; pkg: string | undefined; split: boolean }

/**
 * Keys benchmarks so that two bench targets that define the same name stay apart. A suite's
 * identity is its target when known, else the set of its test names and the width libtest padded
 * them to (when known, or when every suite with those names that shows one shows the same):
 * concatenated runs of the same binaries repeat the same suites, and a
 * repeated name there is one more sample. A name
 * found in suites of different identities is keyed `target.name` when the target is known, else
 * `name`, `name #2`, ... in order of first appearance. (Two targets with identical test lists and
 * no `Running` lines cannot be told from a repeated run: they are merged.)
 */
export class LibtestKeys {
  private readonly identities: string[];
  /** Per name, the identities of the suites it is in, each with its ordinal (1, 2, ...) in order of first appearance. */
  private readonly byName = new Map<string, Map<string, number>>();
  private readonly reported = new Set<string>();

  constructor(private readonly suites: readonly LibtestSuite[]) {
    const tests = suites.map((s) => [...s.names].sort().join('\0'));
    // A suite that printed no bench result (each of its benches failed or was ignored) shows no
    // padding: it is a run of the binary that printed the same names, when they were padded alike.
    // Without this, a run whose only bench failed was keyed apart from the runs that measured it.
    const widths = new Map<string, Set<number>>();
    suites.forEach((s, index) => {
      if (s.target !== undefined || s.width === undefined) return;
      const key = tests[index] ?? '';
      widths.set(key, (widths.get(key) ?? new Set()).add(s.width));
    });
    this.identities = suites.map((s, index) => {
      if (s.target !== undefined) return `target\0${s.target}`;
      const known = [...(widths.get(tests[index] ?? '') ?? [])];
      return `names\0${s.width ?? (known.length === 1 ? known[0] : '')}\0${tests[index] ?? ''}`;
    });
    suites.forEach((suite, index) => {
      const identity = this.identities[index] ?? '';
      for (const name of suite.names) {
        // Note: a Map, not an array searched with includes/indexOf: a name in 30,000 suites with
        // different tests took 40 s to key that way.
        const seen = this.byName.get(name);
        if (seen === undefined) this.byName.set(name, new Map([[identity, 1]]));
        else if (!seen.has(identity)) seen.set(identity, seen.size + 1);
      }
    });
  }

  /** The key of `name` in suite `suite`. */
  keyOf(name: string, suite: number): LibtestKey {
    const target = this.suites[suite]?.target;
    const seen = this.byName.get(name);
    if (seen === undefined || seen.size <= 1) return { key: name, name, pkg: target, split: false };
    const ordinal = seen.get(this.identities[suite] ?? '') ?? 0;
    const split = ordinal > 1;
    if (target !== undefined) return { key: `${target}.${name}`, name, pkg: target, split };
    const unique = split ? `${name} #${ordinal}` : name;
    return { key: unique, name: unique, pkg: undefined, split };
  }

  /** True the first time it is asked about `name`: one notice per name kept apart. */
  firstNotice(name: string): boolean {
    if (this.reported.has(name)) return false;
    this.reported.add(name);
    return true;
  }

  /**
   * Why `name` was kept apart (once `keyOf` returned `firstSplit`): an info when cargo named every
   * target, else a warning. `guessed`: the suites were read from text without header lines
   * (libtest-blocks.ts), where runs of one target that each lost a different failed bench's line
   * list different tests too.
   */
  splitNotice(name: string, suiteWord: string, guessed = false): { severity: 'info' | 'warning'; message: string } {
    const seen = [...(this.byName.get(name)?.keys() ?? [])];
    const keys = seen.map((identity, index) => {
      if (identity.startsWith('target\0')) return `${identity.slice('target\0'.length)}.${name}`;
      return index === 0 ? name : `${name} #${index + 1}`;
    });
    const list = listNames(keys);
    if (seen.every((identity) => identity.startsWith('target\0'))) {
      return { severity: 'info', message: `${name} runs in ${seen.length} bench targets; kept apart as ${list}` };
    }
    // `names\0<width>\0<names>`: suites that list the same tests told apart by their padding alone.
    const tests = new Set(seen.map((identity) => identity.slice(identity.indexOf('\0', 'names\0'.length) + 1)));
    const widths = new Set(seen.map((identity) => identity.slice('names\0'.length, identity.indexOf('\0', 'names\0'.length))).filter((w) => w !== ''));
    const differ = tests.size === 1 ? 'whose names libtest padded to different widths' : 'with different tests';
    const fix = 'capture with `cargo bench 2>&1` to keep cargo\'s `Running` lines, which name the targets';
    if (guessed && tests.size > 1 && widths.size <= 1) {
      // Nothing but the names tells these apart, and they could be runs of one target.
      return {
        severity: 'warning',
        message: `${name} runs in ${seen.length} ${suiteWord} ${differ}: read as bench targets that define the same name, kept apart as ${list}, not merged. `
          + 'If they are runs of one target in which different benches failed (their lines filtered out), their samples belong together: '
          + `keep libtest's \`running N tests\` lines (do not filter them out), or ${fix}`,
      };
    }
    return {
      severity: 'warning',
      message: `${name} runs in ${seen.length} ${suiteWord} ${differ}: two bench targets define the same name. Kept apart as ${list}, not merged; ${fix}`,
    };
  }
}
