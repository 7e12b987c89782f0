/**
 * Resolving the GOMAXPROCS suffix ambiguity (FORMATS.md §1.2). `go test` appends `-N` to names only
 * when GOMAXPROCS ≠ 1, so `BenchmarkAmbig/n-10` is either sub-benchmark `n` at 10 procs or
 * sub-benchmark `n-10` at 1. The `-cpu` list is not in the output, but it shows: every benchmark runs
 * at every GOMAXPROCS value, so a real procs value is a suffix that many names of the package share.
 * A suffix carried by fewer than half as many names as the most common one is read as part of the
 * name. When two different benchmarks print the same name (sub-benchmark `n` at -cpu 4 and `n-4`
 * at -cpu 1) their samples cannot be told apart; that is reported, not hidden.
 *
 * Note: the key stays the full printed name either way, so base and head still join correctly;
 * only the advisory `parts` change.
 */
import type { Benchmark, Diagnostic } from '../schema/result.js';
import { goBenchmarkKey, splitGoName } from './go-name.js';

const SUFFIX = /-(\d{1,9})$/; // GOMAXPROCS has at most 9 digits: a longer number is part of the name

/** Fixes `parts.procs` per package and returns diagnostics for ambiguous names. */
export function resolveProcs(benchmarks: Benchmark[], source: string): Diagnostic[] {
  const byPackage = new Map<string, Benchmark[]>();
  for (const b of benchmarks) {
    const group = byPackage.get(b.parts.package ?? '');
    if (group === undefined) byPackage.set(b.parts.package ?? '', [b]);
    else group.push(b); // (not a spread copy per benchmark: quadratic in a 10,000-benchmark package)
  }
  return [...byPackage.values()].flatMap((group) => resolvePackage(group, source));
}

/**
 * A benchmark that fails or skips in its first run (b.N = 1) is reported as `--- FAIL: BenchmarkX`
 * or `--- SKIP: BenchmarkX` (after -v's bare start line `BenchmarkX`), without the `-N` suffix its
 * result lines would carry. When every benchmark that did run in the package has the same suffix,
 * the failed or skipped one is named and keyed with it too (`BenchmarkX-2`, as go test would have
 * printed its results), so it joins its base counterpart instead of showing up as "removed" plus a
 * separate "failed" row, and the report names it as it names the package's other benchmarks. When
 * no benchmark of the package ran (the first one panicked), the file holds no suffix:
 * compare/go-first-run-failures.ts then joins it by the other side's run of the same benchmark.
 */
function alignUnsuffixedFailures(group: Benchmark[]): void {
  const ran = group.filter((b) => b.metrics.length > 0);
  const suffixes = new Set(ran.map((b) => SUFFIX.exec(b.name)?.[1] ?? ''));
  const [suffix] = [...suffixes];
  // Go prints GOMAXPROCS as a plain number of 1 or more: `-0` or `-02` ends a name, not a procs count.
  if (suffixes.size !== 1 || suffix === undefined || !/^[1-9]\d*$/.test(suffix)) return;
  const keys = new Set(group.map((b) => b.key));
  for (const b of group) {
    if (b.status === 'ok' || b.metrics.length > 0 || SUFFIX.test(b.name)) continue;
    const name = `${b.name}-${suffix}`;
    const key = goBenchmarkKey(name, b.parts.package);
    if (keys.has(key)) continue;
    keys.add(key);
    b.key = key;
    b.name = name;
    b.parts = { ...b.parts, procs: Number(suffix) };
  }
}

function resolvePackage(group: Benchmark[], source: string): Diagnostic[] {
  alignUnsuffixedFailures(group);
  const counts = new Map<string, number>();
  for (const b of group) {
    const suffix = SUFFIX.exec(b.name)?.[1] ?? '';
    counts.set(suffix, (counts.get(suffix) ?? 0) + 1);
  }
  const most = Math.max(...counts.values());
  const isProcs = (suffix: string): boolean => (counts.get(suffix) ?? 0) * 2 >= most;
  const names = new Set(group.map((b) => b.name));
  const diagnostics: Diagnostic[] = [];
  for (const b of group) {
    const match = SUFFIX.exec(b.name);
    if (match === null) continue;
    const suffix = match[1] ?? '';
    if (!isProcs(suffix)) {
      b.parts = splitGoName(b.name, b.parts.package, false);
      continue;
    }
    const stem = b.name.slice(0, match.index);
    if (names.has(stem) && names.has(`${b.name}-${suffix}`)) {
      diagnostics.push({ severity: 'warning', source, line: b.source?.line ?? 0,
        message: `${b.name} is printed by two different benchmarks (${stem} at GOMAXPROCS ${suffix}, and a sub-benchmark named "${b.name.slice(b.name.lastIndexOf('/') + 1)}" at GOMAXPROCS 1); their samples are merged. Rename sub-benchmarks so no name ends in -<number>.` });
    }
  }
  return diagnostics;
}
