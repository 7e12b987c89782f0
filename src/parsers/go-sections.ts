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
 * section names the same package, and it is an import path go test's own `pkg:` line would print,
 * not `_/dir` (a directory outside GOPATH) or `command-line-arguments` (`go test x_test.go`), for
 * which go test prints no `pkg:` line on purpose (keying by them would tie keys to a directory).
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

/** True for a pseudo import path go test prints no `pkg:` line for. */
function isPseudoPackage(pkg: string): boolean {
  return pkg.startsWith('_/') || pkg === 'command-line-arguments';
}

/**
 * The package to key each section's benchmarks by when no `pkg:` line before them names one (see
 * above): index i is the section ended by the (i+1)-th trailer line that names a package (the
 * last index: the lines after the last one); undefined where the section has no such trailer, or
 * its trailer's package is ambiguous.
 */
export function sectionPackages(text: string): (string | undefined)[] {
  const packages: (string | undefined)[] = [];
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
    const ambiguous = isPseudoPackage(pkg) || [...named].some((value) => value !== pkg);
    packages.push(ambiguous ? undefined : pkg);
    named = new Set();
  });
  packages.push(undefined);
  return packages;
}
