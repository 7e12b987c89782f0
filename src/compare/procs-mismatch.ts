/**
 * Go names a benchmark with GOMAXPROCS as a `-N` suffix (`BenchmarkPool-8`; none at 1), and the
 * suffix is part of its identity: runs on machines with different core counts (a laptop's result
 * against a CI runner's), or with different `-cpu` values, share no benchmark. "Check that both
 * ran the same suite" then sends the user to names that are right; this says what differs. Pure.
 */
import { procsStem } from '../parsers/go-name.js';
import type { Benchmark } from '../schema/result.js';

/** The key without its GOMAXPROCS suffix (procsStem), for a benchmark whose name parts record GOMAXPROCS (Go's). */
function keyWithoutProcs(b: Benchmark): string | undefined {
  return b.parts.procs === undefined ? undefined : procsStem(b.key, b.parts) ?? b.key;
}

/**
 * When base and head share no benchmark but some names differ only in the GOMAXPROCS suffix: the
 * warning that says so, with one such pair; undefined otherwise.
 */
export function procsMismatchWarning(base: readonly Benchmark[], head: readonly Benchmark[]): string | undefined {
  const headByName = new Map<string, Benchmark>();
  for (const b of head) {
    const key = keyWithoutProcs(b);
    if (key !== undefined && !headByName.has(key)) headByName.set(key, b);
  }
  for (const b of base) {
    const key = keyWithoutProcs(b);
    const other = key === undefined ? undefined : headByName.get(key);
    if (other === undefined) continue;
    const procs = (x: Benchmark): string => `GOMAXPROCS ${x.parts.procs ?? 1}`;
    return `base and head have no benchmark in common: their names differ only in the GOMAXPROCS suffix Go adds (e.g. ${b.name} in base, ${other.name} in head: ${procs(b)} against ${procs(other)}). `
      + 'The runs had different GOMAXPROCS: machines with different numbers of cores, or different -cpu values. Measure both on one machine, or give both runs the same -cpu N';
  }
  return undefined;
}
