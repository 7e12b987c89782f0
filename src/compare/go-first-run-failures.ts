/**
 * Joining a Go benchmark that failed in its first run to its other side's suffixed key.
 *
 * go test prints a benchmark's first run (b.N = 1) without the `-N` GOMAXPROCS suffix its result
 * lines carry: `--- FAIL: BenchmarkX`, or, under -v, the bare start line `BenchmarkX` before a
 * panic. The Go parser gives such a failure its package's suffix when other benchmarks of the
 * package printed results (go-procs.ts). When none did (the failing benchmark was the first of its
 * package and its panic killed the test binary) the file holds no suffix to take, and the failure
 * is keyed `pkg.BenchmarkX` while the other side ran `pkg.BenchmarkX-2`: without this step the
 * report shows a "removed" row and a separate "failed" row, and the benchmark's own history is lost.
 *
 * Rule: a benchmark with no metrics and status failed or skipped, whose key the other side lacks,
 * is re-keyed to `key-N` when the other side has exactly one benchmark of that key whose parser
 * read `-N` as GOMAXPROCS (`parts.procs` N > 1, set only by the Go parsers) and which this side
 * lacks. Both directions: a head failure joins its base, a base failure the head that now runs.
 *
 * Note: inferring the suffix in the parser from other packages of the same file was rejected: it
 * cannot help the common one-package run, and a package that sets its own GOMAXPROCS would be
 * given another package's suffix. The other side's own run of the same benchmark is the evidence.
 * -cpu 2,4 gives the other side two candidates (`-2`, `-4`): ambiguous, so nothing is re-keyed.
 */
import { procsStem } from '../parsers/go-name.js';
import type { Benchmark } from '../schema/result.js';

/** True for a benchmark that has nothing to compare and whose key may lack its `-N` suffix. */
function isFirstRunFailure(b: Benchmark): boolean {
  return b.status !== 'ok' && b.metrics.length === 0 && b.parts.procs !== undefined;
}

/**
 * `side`, with each first-run failure that `other` knows only by its suffixed key re-keyed (and
 * renamed) to that key's `-N` (copies; the inputs are not changed). Returns `side` itself when
 * nothing is re-keyed.
 */
function alignSide(side: readonly Benchmark[], other: readonly Benchmark[]): readonly Benchmark[] {
  if (!side.some(isFirstRunFailure)) return side;
  const sideKeys = new Set(side.map((b) => b.key));
  const otherKeys = new Set(other.map((b) => b.key));
  const byStem = new Map<string, Benchmark[]>();
  for (const b of other) {
    const stem = procsStem(b.key, b.parts);
    if (stem === undefined || sideKeys.has(b.key)) continue;
    const list = byStem.get(stem);
    if (list === undefined) byStem.set(stem, [b]);
    else list.push(b);
  }
  let changed = false;
  const aligned = side.map((b) => {
    if (!isFirstRunFailure(b) || otherKeys.has(b.key)) return b;
    const candidates = byStem.get(b.key);
    const [match] = candidates ?? [];
    if (candidates?.length !== 1 || match === undefined || sideKeys.has(match.key)) return b;
    sideKeys.add(match.key);
    changed = true;
    // Named as its key now reads (`BenchmarkX-2`: the key plus `-N`), which is the name the report shows.
    return { ...b, key: match.key, name: `${b.name}${match.key.slice(b.key.length)}`, parts: { ...b.parts, procs: match.parts.procs } };
  });
  return changed ? aligned : side;
}

/** Both sides' benchmarks, with Go first-run failures keyed as their other side's run (see above). */
export function alignFirstRunFailures(base: readonly Benchmark[], head: readonly Benchmark[]): { base: readonly Benchmark[]; head: readonly Benchmark[] } {
  const alignedHead = alignSide(head, base);
  return { base: alignSide(base, alignedHead), head: alignedHead };
}
