/**
 * Splitting a Go benchmark name into its parts, as golang.org/x/perf/benchfmt does:
 * `BenchmarkSort/size=1000/stable-8` -> base `BenchmarkSort`, sub [`size=1000`, `stable`],
 * params {size: 1000}, procs 8. The full name stays the identity; procs is advisory because
 * `BenchmarkAmbig/n-10` run at GOMAXPROCS=1 cannot be told apart from sub-benchmark `n` at 10.
 */
import type { NameParts } from '../schema/result.js';

/**
 * Where the `-N` procs suffix of `fullName` starts (the index of its `-`), or −1: `/-(\d{1,9})$/`,
 * scanned from the end by hand, as it is read for each of tens of thousands of names. GOMAXPROCS
 * has at most 9 digits, so `-99999999999999999999` is part of the name.
 */
export function procsSuffixStart(fullName: string): number {
  let i = fullName.length - 1;
  while (i >= 0) {
    const c = fullName.charCodeAt(i);
    if (c < 48 || c > 57) break;
    i--;
  }
  const digits = fullName.length - 1 - i;
  return digits >= 1 && digits <= 9 && fullName.charCodeAt(i) === 45 ? i : -1;
}

/**
 * Splits a full Go benchmark name; `procs` is 1 when there is no `-N` suffix (go test omits it at 1).
 * With `readProcs` false a trailing `-N` is kept as part of the name (see go-procs.ts).
 */
export function splitGoName(fullName: string, pkg: string | undefined, readProcs = true): NameParts {
  const suffix = readProcs ? procsSuffixStart(fullName) : -1;
  const procs = suffix === -1 ? 1 : Number(fullName.slice(suffix + 1));
  const withoutProcs = suffix === -1 ? fullName : fullName.slice(0, suffix);
  // Indexing, not `[base, ...sub] =`: rest destructuring runs the iterator protocol, per name.
  const sub = withoutProcs.split('/');
  const base = sub.shift() ?? withoutProcs;
  const params: Record<string, string> = {};
  for (const part of sub) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq)] = part.slice(eq + 1);
  }
  const parts: NameParts = { base, sub, params, procs: procs >= 1 ? procs : 1 };
  if (pkg !== undefined) parts.package = pkg;
  return parts;
}

/**
 * A key's stem without its `-N` suffix (`p.BenchmarkX` of `p.BenchmarkX-2`) when the Go parser read
 * that `-N` as GOMAXPROCS (`procs` N > 1); undefined otherwise. At GOMAXPROCS 1 the key has no
 * suffix: a trailing `-10` there is the name's own (sub-benchmark `n-10`, go-procs.ts).
 */
export function procsStem(key: string, parts: NameParts): string | undefined {
  const procs = parts.procs;
  if (procs === undefined || procs < 2) return undefined;
  const suffix = `-${procs}`;
  return key.endsWith(suffix) ? key.slice(0, -suffix.length) : undefined;
}

/** The key that joins base and head: package and full name. */
export function goBenchmarkKey(fullName: string, pkg: string | undefined): string {
  return pkg === undefined || pkg === '' ? fullName : `${pkg}.${fullName}`;
}
