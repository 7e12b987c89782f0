/**
 * Display names for benchmarks: benchstat drops the `Benchmark` prefix; when a comparison spans
 * several packages, the package is kept, shortened by the prefix all packages share.
 */
import type { Comparison } from '../compare/types.js';

/** Returns a function giving each comparison's display name. */
export function displayNamer(comparisons: readonly Comparison[]): (c: Comparison) => string {
  const packages = [...new Set(comparisons.map((c) => c.package ?? ''))];
  if (packages.length <= 1) return (c) => stripPrefix(c.name);
  const common = commonDirPrefix(packages);
  return (c) => {
    const pkg = (c.package ?? '').slice(common.length);
    return pkg === '' ? stripPrefix(c.name) : `${pkg}.${stripPrefix(c.name)}`;
  };
}

function stripPrefix(name: string): string {
  return name.startsWith('Benchmark') && name.length > 'Benchmark'.length ? name.slice('Benchmark'.length) : name;
}

/** The longest `dir/` prefix shared by all packages (`example.com/x/` for `example.com/x/a`, `example.com/x/b`). */
function commonDirPrefix(packages: readonly string[]): string {
  const split = packages.map((p) => p.split('/'));
  const first = split[0] ?? [];
  let n = 0;
  while (n < first.length - 1 && split.every((parts) => parts.length - 1 > n && parts[n] === first[n])) n += 1;
  return n === 0 ? '' : `${first.slice(0, n).join('/')}/`;
}
