/**
 * Parser for `go test -json` (test2json) output.
 *
 * Format reference: Go 1.26 `cmd/test2json` (FORMATS.md §1.5). One JSON event per line:
 *   {"Action":"output","Package":"example.com/gobench","Output":"BenchmarkConcat-2 \t 1000000\t 200.2 ns/op\n"}
 *
 * Benchmark results are ordinary `output` events, and one result line may be split across two
 * events (test2json flushes `BenchmarkX-2 \t` before the numbers exist). Packages run in parallel
 * and interleave, so the output of each package is concatenated in stream order and read by the Go
 * text parser, with a line map so its diagnostics point at the JSON line where each text line began.
 *
 * Unlike text, every event names its package: that `Package` keys the benchmarks, and a `pkg:` line
 * that names another (printed by a benchmark) is reported and ignored. Not so for the pseudo import
 * paths go test prints no `pkg:` line for (`command-line-arguments`, `_/dir`; go-sections.ts): their
 * output is read as text output is, keyed without a package, so that a -json run joins a text run
 * of the same files, and a `_/dir` run one in another directory. A failed build is one warning
 * per package, as in text: the text parser reports the package's `FAIL <pkg> [build failed]`
 * output, and the `build-fail` / `FailedBuild` events are reported only where that line is missing.
 */
import { z } from 'zod';
import type { Benchmark, Diagnostic } from '../schema/result.js';
import { parseGo } from './go.js';
import { isFailTrailer, isPseudoPackage } from './go-sections.js';
import { excerpt, UNRECOGNIZED_KEPT, type ParseOutput } from './types.js';
import { splitLines } from './text-lines.js';
import { appendAll } from '../append-all.js';
import { mergeBenchmarks } from '../merge.js';

// z.lazy: built on first use (see schema/result.ts).
const EventSchema = z.lazy(() => z.object({
  Action: z.string(),
  Package: z.string().optional(),
  ImportPath: z.string().optional(),
  Test: z.string().optional(),
  Output: z.string().optional(),
  FailedBuild: z.string().optional(),
}));

interface PackageText {
  chunks: string[];
  lineMap: number[];
  atLineStart: boolean;
  /** The text has a `FAIL <pkg>` trailer, which the text parser reports as the package's failure. */
  hasFailTrailer: boolean;
}

/** What the events say failed to build. */
interface FailedBuilds {
  /** `fail` events with FailedBuild: the package whose benchmarks did not run -> its JSON line and the build. */
  packages: Map<string, { line: number; build: string }>;
  /** `build-fail` events: the build's ImportPath -> its JSON line. */
  builds: Map<string, number>;
}

/** Parses test2json output. `source` names the input in diagnostics. */
export function parseGoJson(text: string, source: string): ParseOutput {
  const packages = new Map<string, PackageText>();
  const failed: FailedBuilds = { packages: new Map(), builds: new Map() };
  const diagnostics: Diagnostic[] = [];
  const unrecognized: { line: number; text: string }[] = [];
  const lines = splitLines(text);
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    if (line.trim() === '') return;
    const event = readEvent(line);
    if (event === undefined) {
      if (unrecognized.length < UNRECOGNIZED_KEPT) unrecognized.push({ line: lineNo, text: excerpt(line) });
      diagnostics.push(mayHaveCarriedOutput(line)
        ? { severity: 'error', source, line: lineNo, message: 'a test2json output event that is not valid JSON (was the output cut off?): any result line it carried is lost. Rerun go test -json and keep its whole output', text: excerpt(line) }
        : { severity: 'warning', source, line: lineNo, message: 'not a test2json event (text go test wrote outside JSON, e.g. a build error)', text: excerpt(line) });
      return;
    }
    if (event.Action === 'build-fail' && event.ImportPath !== undefined && !failed.builds.has(event.ImportPath)) failed.builds.set(event.ImportPath, lineNo);
    if (event.FailedBuild !== undefined) {
      const pkg = event.Package ?? event.FailedBuild;
      if (!failed.packages.has(pkg)) failed.packages.set(pkg, { line: lineNo, build: event.FailedBuild });
    }
    if (event.Action === 'output' && event.Output !== undefined) appendOutput(packages, event.Package ?? '', event.Output, lineNo);
  });
  diagnostics.push(...reportFailedBuilds(failed, packages, source));
  return mergePackages(packages, source, { diagnostics, unrecognized, lineCount: lines.length });
}

/**
 * Warnings for the failed builds the text parser does not already report. A complete stream needs
 * none: each package that did not build prints `FAIL <pkg> [build failed]`, a warning as in text,
 * and each `build-fail` is named by the FailedBuild of those packages' `fail` events.
 * Note: a failed build is not an error (lost data): the other packages' results stand, as in text.
 */
function reportFailedBuilds(failed: FailedBuilds, packages: ReadonlyMap<string, PackageText>, source: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const named = new Set<string>();
  for (const [pkg, { line, build }] of failed.packages) {
    named.add(build);
    if (packages.get(pkg)?.hasFailTrailer === true) continue;
    diagnostics.push({ severity: 'warning', source, line, message: `package ${pkg} failed (go test reported that the build of ${build} failed); its benchmarks did not run` });
  }
  for (const [build, line] of failed.builds) {
    if (named.has(build)) continue;
    diagnostics.push({ severity: 'warning', source, line, message: `the build of ${build} failed (go test reported build-fail); the benchmarks of the packages that need it did not run` });
  }
  return diagnostics;
}

/**
 * True for a line that began as a test2json event but is not valid JSON, when it may have been an
 * `output` event, the kind that carries result lines: test2json writes Time, then Action, so a line
 * cut after `"Action":"output"` was one, and a line cut before its Action is whole may have been.
 * Other cut events (`run`, `pass`...) and plain text carry no samples and stay warnings.
 */
function mayHaveCarriedOutput(line: string): boolean {
  if (!/^\{\s*"(?:Time|Action)"/.test(line)) return false;
  const action = /"Action"\s*:\s*"([^"\\]*)"/.exec(line)?.[1];
  return action === undefined || action === 'output';
}

function readEvent(line: string): z.infer<typeof EventSchema> | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const parsed = EventSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Appends one output chunk, recording the JSON line on which each rebuilt text line starts. */
function appendOutput(packages: Map<string, PackageText>, pkg: string, output: string, lineNo: number): void {
  let target = packages.get(pkg);
  if (target === undefined) {
    target = { chunks: [], lineMap: [], atLineStart: true, hasFailTrailer: false };
    packages.set(pkg, target);
  }
  // The text parser's test for the trailer it warns about; go test prints the trailer in one write.
  if (target.atLineStart && isFailTrailer(output)) target.hasFailTrailer = true;
  // Count line breaks exactly as splitLines does (\r\n, \n, lone \r), so the map stays aligned.
  const pieces = output.split(/\r\n|\n|\r/);
  if (target.atLineStart) target.lineMap.push(lineNo);
  for (let i = 1; i < pieces.length - 1; i += 1) target.lineMap.push(lineNo);
  if (pieces.length > 1 && pieces[pieces.length - 1] !== '') target.lineMap.push(lineNo);
  target.chunks.push(output);
  target.atLineStart = pieces.length > 1 && pieces[pieces.length - 1] === '';
}

/** A text for parseGo: its lines' JSON line numbers, and the package of its benchmarks when the events name one. */
interface TextToRead { text: string; lineMap: number[]; package?: string }

/**
 * Each package's text, with its Package as the package of its benchmarks; the texts whose events
 * name no package (name ''), or a pseudo one, joined into one that is read as text output is: its
 * `pkg:` lines name the package, and the same names of two pseudo packages share a key, with a
 * warning (read apart, they would be two benchmarks with one key).
 */
function textsToRead(packages: ReadonlyMap<string, PackageText>): TextToRead[] {
  const texts: TextToRead[] = [];
  let unnamed: TextToRead | undefined;
  for (const [name, pkg] of packages) {
    const text = pkg.chunks.join('');
    if (name !== '' && !isPseudoPackage(name)) {
      texts.push({ text, lineMap: pkg.lineMap, package: name });
      continue;
    }
    if (unnamed === undefined) {
      unnamed = { text: '', lineMap: [] };
      texts.push(unnamed);
    }
    // A text cut off mid-line ends that line here, rather than run into the next package's first
    // (its line is already in the map); after a lone CR the `\n` joins it, still one line break.
    unnamed.text += text.endsWith('\n') ? text : `${text}\n`;
    appendAll(unnamed.lineMap, pkg.lineMap);
  }
  return texts;
}

function mergePackages(packages: Map<string, PackageText>, source: string,
  base: Pick<ParseOutput, 'diagnostics' | 'unrecognized' | 'lineCount'>): ParseOutput {
  const merged: ParseOutput = { benchmarks: [], config: {}, ...base };
  const lists: Benchmark[][] = [];
  for (const { text, lineMap, package: pkg } of textsToRead(packages)) {
    const out = parseGo(text, source, { lineMap, ...(pkg === undefined ? {} : { package: pkg }) });
    lists.push(out.benchmarks);
    appendAll(merged.diagnostics, out.diagnostics);
    for (const u of out.unrecognized) if (merged.unrecognized.length < UNRECOGNIZED_KEPT) merged.unrecognized.push(u);
    if (Object.keys(merged.config).length === 0) merged.config = out.config;
  }
  merged.benchmarks = sharesAKey(lists) ? mergeBenchmarks(lists) : lists.flat();
  merged.diagnostics.sort((a, b) => a.line - b.line);
  return merged;
}

/**
 * True when two texts gave one key: the text read as text is names, in a `pkg:` line, a package
 * whose events come apart (printed by the code of `go test x_test.go`, or events without Package).
 * In one text that key would be one benchmark, so it is here (mergeBenchmarks copies, hence only then).
 */
function sharesAKey(lists: readonly (readonly Benchmark[])[]): boolean {
  if (lists.length < 2) return false;
  const keys = new Set<string>();
  for (const list of lists) {
    for (const b of list) {
      if (keys.has(b.key)) return true;
      keys.add(b.key);
    }
  }
  return false;
}
