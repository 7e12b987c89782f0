/**
 * Names of Rust benchmarks: criterion ids (`fib_group/recursive/10`) and the divan tree paths
 * bench-gate builds (`fibonacci/5`, `nested/atomic_add/t=1`) split on `/` into base and parts;
 * libtest names are Rust paths (`module_path::nested_bench`) and stay whole. Also reads the bench
 * target from cargo's `Running` line, the only place a target's name appears.
 */
import type { NameParts } from '../schema/result.js';

/** Splits a name on `/`: the first part is the base, `key=value` parts become params. */
export function splitSlashName(name: string, pkg: string | undefined): NameParts {
  const [base = name, ...sub] = name.split('/');
  const params: Record<string, string> = {};
  for (const part of sub) {
    const eq = part.indexOf('=');
    if (eq > 0) params[part.slice(0, eq)] = part.slice(eq + 1);
  }
  const parts: NameParts = { base, sub, params };
  if (pkg !== undefined) parts.package = pkg;
  return parts;
}

// cargo (stderr, verbs right-aligned): `     Running benches/x.rs (target/release/deps/x-2ab81a5c15a03f99)`;
// cargo before 1.52 printed only the binary: `     Running target/release/deps/x-2ab81a5c15a03f99`.
const CARGO_RUNNING = /^\s+Running\s+(?:.*\()?([^()\s]*[\\/][^()\s]*?)\)?\s*$/;

/** The bench target named by a cargo `Running` line (`x` above), or undefined for other lines. */
export function cargoRunningTarget(line: string): string | undefined {
  const path = CARGO_RUNNING.exec(line)?.[1];
  if (path === undefined) return undefined;
  const file = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const target = file.replace(/\.exe$/, '').replace(/-[0-9a-f]{16}$/, '');
  return target === '' ? undefined : target;
}

/** cargo's own status lines (`   Compiling x`, `    Finished ...`), which `2>&1` mixes into the output. */
export const CARGO_STATUS = /^\s+(?:Compiling|Checking|Finished|Running|Doc-tests|Downloading|Downloaded|Updating|Locking|Adding|Blocking|Fresh|Waiting)\s/;
