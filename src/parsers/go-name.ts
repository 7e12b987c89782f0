/**
 * Splitting a Go benchmark name into its parts, as golang.org/x/perf/benchfmt does:
 * `BenchmarkSort/size=1000/stable-8` -> base `BenchmarkSort`, sub [`size=1000`, `stable`],
 * params {size: 1000}, procs 8. The full name stays the identity; procs is advisory because
 * `BenchmarkAmbig/n-10` run at GOMAXPROCS=1 cannot be told apart from sub-benchmark `n` at 10.
 */
import type { NameParts } from '../schema/result.js';

/** A `-N` procs suffix; GOMAXPROCS has at most 9 digits, so `-99999999999999999999` is part of the name. */
const PROCS_SUFFIX = /-(\d{1,9})$/;

/**
 * Splits a full Go benchmark name; `procs` is 1 when there is no `-N` suffix (go test omits it at 1).
 * With `readProcs` false a trailing `-N` is kept as part of the name (see go-procs.ts).
 */
export function splitGoName(fullName: string, pkg: string | undefined, readProcs = true): NameParts {
  const procsMatch = readProcs ? PROCS_SUFFIX.exec(fullName) : null;
  const procs = procsMatch?.[1] !== undefined ? Number(procsMatch[1]) : 1;
  const withoutProcs = procsMatch === null ? fullName : fullName.slice(0, procsMatch.index);
  const [base = withoutProcs, ...sub] = withoutProcs.split('/');
  const params: Record<string, string> = {};
  for (const part of sub) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq)] = part.slice(eq + 1);
  }
  const parts: NameParts = { base, sub, params, procs: procs >= 1 ? procs : 1 };
  if (pkg !== undefined) parts.package = pkg;
  return parts;
}

/** The key that joins base and head: package and full name. */
export function goBenchmarkKey(fullName: string, pkg: string | undefined): string {
  return pkg === undefined || pkg === '' ? fullName : `${pkg}.${fullName}`;
}
