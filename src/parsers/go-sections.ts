/**
 * The package of each package section of `go test -bench` text, as its trailer names it, for the
 * benchmarks of a section that no `pkg:` line names.
 *
 * go test prints `goos`/`goarch`/`pkg`/`cpu` once per test binary, just before its first result
 * line (testing/benchmark.go, `labelsOnce` in `B.run`), so a benchmark that fails or skips in its
 * first run (b.N = 1) before any result of its package comes before its package's `pkg:` line,
 * and a package whose only benchmark failed prints none: its `--- FAIL: BenchmarkX` was keyed
 * without a package (or with the previous package's, whose `pkg:` line was still in force), and
 * did not join the other side's `pkg.BenchmarkX-2`. The go command's trailer names the package:
 *   --- FAIL: BenchmarkFails
 *       edge_test.go:23: measured value out of range: 1 iterations
 *   FAIL
 *   exit status 1
 *   FAIL	example.com/gobench/edge	0.010s
 *
 * A section is the lines up to and including a trailer line that names a package (`ok  \tpkg\t0.01s`,
 * `FAIL\tpkg\t0.01s`, `FAIL\tpkg [build failed]`, `?   \tpkg\t[no test files]`), then the next
 * section, and so on; the lines after the last such trailer form a section without one.
 *
 * A section's trailer package is used only where it is unambiguous: every `pkg:` line in the
 * section names the same package, and it is an import path go test's own `pkg:` line would print.
 * For `_/dir` (a directory outside GOPATH, GO111MODULE=off) and `command-line-arguments` (`go test
 * x_test.go`) go test prints no `pkg:` line on purpose (cmd/go's testFuncs.ImportPath), and keying
 * by them would tie keys to a directory: such a section, when no `pkg:` line is in it, has no
 * package, its benchmarks keyed as those of the same run alone are (`BenchmarkX-2`), not by the
 * previous section's `pkg:` line still in force:
 *   pkg: example.com/gobench/basic
 *   BenchmarkConcat-2   	    1000	       299.3 ns/op      <- example.com/gobench/basic.BenchmarkConcat-2
 *   ok  	example.com/gobench/basic	0.012s
 *   goos: linux                                        (no pkg: line)
 *   BenchmarkConcat-2   	    1000	       301.5 ns/op      <- BenchmarkConcat-2
 *   ok  	command-line-arguments	0.011s
 */
import { forEachLine } from './text-lines.js';

// After the package, what the go command prints there (cmd/go/internal/test): the time as `%.3fs`
// (`0.010s`, then the end, coverage or ` [no tests to run]`), `(cached)`, or a bracketed note
// (`[no test files]`, `[build failed]`). Exactly that: a line a benchmark printed (`FAIL got 3 want
// 4`, `ok fetched 10 rows`) taken for a trailer would end a section, and key the failures before
// it by a package named `got`.
const PACKAGE_TRAILER = /^(?:ok|FAIL|\?)\s+(\S+)\s+(?:\d+\.\d+s(?:\s|$)|\(cached\)|\[)/;
/** A `pkg:` config line as go.ts reads it (`pkg:` alone deletes the key: its value is then ''). */
const PKG_LINE = /^pkg:(?:[ \t]+(.*))?$/;

/** The package a go command trailer line names (`FAIL\texample.com/pkg\t0.01s` -> `example.com/pkg`), else undefined. */
export function trailerPackage(line: string): string | undefined {
  const c = line.charCodeAt(0);
  // 'o', 'F', '?': most lines are not trailers, and are told so without running the pattern.
  if (c !== 111 && c !== 70 && c !== 63) return undefined;
  return PACKAGE_TRAILER.exec(line)?.[1];
}

/**
 * The package of a section's benchmarks that no `pkg:` line names: `package`, the import path its
 * trailer names; `none`, no package, for a section whose trailer names a pseudo import path
 * (`pseudo`, for messages) and that holds no `pkg:` line. undefined where the trailer does not
 * say: there is none, or a `pkg:` line of the section names another package.
 */
export type SectionPackage = { kind: 'package'; pkg: string } | { kind: 'none'; pseudo: string } | undefined;

/** True for a line that is the go command's trailer of a failed package (`FAIL\tpkg\t0.01s`, `FAIL\tpkg [build failed]`). */
export function isFailTrailer(line: string): boolean {
  return line.startsWith('FAIL') && trailerPackage(line) !== undefined;
}

/** True for a pseudo import path go test prints no `pkg:` line for. */
export function isPseudoPackage(pkg: string): boolean {
  return pkg.startsWith('_/') || pkg === 'command-line-arguments';
}

/**
 * The package to key each section's benchmarks by when no `pkg:` line before them names one (see
 * above): index i is the section ended by the (i+1)-th trailer line that names a package (the
 * last index: the lines after the last one, which say nothing).
 */
export function sectionPackages(text: string): SectionPackage[] {
  const packages: SectionPackage[] = [];
  let named = new Set<string>();
  forEachLine(text, (source, start, end) => {
    const c = source.charCodeAt(start);
    if (c !== 112 && c !== 111 && c !== 70 && c !== 63) return; // 'p', 'o', 'F', '?'
    const line = source.slice(start, end);
    const config = PKG_LINE.exec(line);
    if (config !== null) {
      named.add((config[1] ?? '').trim());
      return;
    }
    const pkg = trailerPackage(line);
    if (pkg === undefined) return;
    if (isPseudoPackage(pkg)) packages.push(named.size === 0 ? { kind: 'none', pseudo: pkg } : undefined);
    else packages.push([...named].every((value) => value === pkg) ? { kind: 'package', pkg } : undefined);
    named = new Set();
  });
  packages.push(undefined);
  return packages;
}

/**
 * Sections without a package (SectionPackage `none`) share keys when they print the same names:
 * `go test ./a ./b` outside a module (GO111MODULE=off) prints `_/dir/a` and `_/dir/b`, neither
 * with a `pkg:` line, and the samples of `_/dir/a`'s and `_/dir/b`'s BenchmarkX-2 go to one key.
 * Noting each such key's first pseudo import path lets the parser say so, once per pair of paths.
 */
export class PseudoPackageMerges {
  private readonly firstOf = new Map<string, string>();
  private readonly reported = new Set<string>();

  /** The pseudo import path `key` was first read under, when that is not `pseudo` and the pair was not reported yet; else undefined. */
  note(key: string, pseudo: string): string | undefined {
    const first = this.firstOf.get(key);
    if (first === undefined) this.firstOf.set(key, pseudo);
    if (first === undefined || first === pseudo) return undefined;
    const pair = `${first}\u0000${pseudo}`;
    if (this.reported.has(pair)) return undefined;
    this.reported.add(pair);
    return first;
  }
}

/** The warning for benchmark `name` of pseudo package `pseudo`, whose key a benchmark of `first` had: their samples merge. */
export function pseudoMergeMessage(name: string, pseudo: string, first: string): string {
  return `${name} of ${pseudo} has the name of one of ${first}: go test prints no pkg: line for either (files named on the command line, a directory outside a module), so their samples are merged, with those of any other name the two share. Run them inside a module, where go test names each package, or parse each package's output as its own file`;
}
