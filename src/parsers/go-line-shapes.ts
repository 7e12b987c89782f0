/**
 * The shapes of the lines of `go test -bench` text that go.ts tells apart, and the small pure
 * helpers it reads them with. Each pattern matches exactly what go test (or the benchmark data
 * format, golang/proposal design/14313) prints, so that a line a benchmark printed is read as output.
 */
import { MAX_MESSAGES } from './collector.js';
import { excerpt } from './types.js';

// Config key: starts lower-case, no spaces, no upper-case; then a colon and spaces (or nothing).
export const CONFIG_LINE = /^(\p{Ll}[^\s\p{Lu}:]*):(?:[ \t]+(.*))?$/u;
export const NUMBERS_ONLY = /^\s*\d+(?:\s+\S+\s+\S+)+\s*$/;
// Only benchmarks: `--- FAIL: TestX` from tests run alongside (-v without -run) is not ours.
export const STATUS_BLOCK = /^\s*--- (FAIL|SKIP|BENCH): (Benchmark\S*)/;
// go test's own lines around a package's results, but for the trailer that names the package
// (trailerPackage): exactly as go test prints them, so that a line a benchmark printed (`FAIL got
// 3 want 4`) is output like any other, not the end of its package (nor a package named `got` that failed).
// `exit status 0xc0000005`: os.ProcessState's hexadecimal form, for a Windows status above 0xff.
export const PACKAGE_END = /^(?:PASS|FAIL|exit status (?:\d+|0x[0-9a-f]+))$/;
export const GO_TEST_LINE = /^(?:=== (?:RUN|PAUSE|CONT|NAME)\b|testing: )/;
/**
 * go test's line for a test binary that died of a signal (`signal: killed` after an out-of-memory
 * kill, `signal: segmentation fault (core dumped)`): the signal's name as Go spells it. Shaped like
 * a config line, it was read as one and carried `signal=killed` into the next package's benchmarks.
 */
export const SIGNAL_LINE = /^signal: [A-Za-z][\w /-]*(?: \(core dumped\))?$/;

/** The kind of a `--- FAIL:`/`--- SKIP:`/`--- BENCH:` status line (STATUS_BLOCK's first group). */
export type StatusKind = 'FAIL' | 'SKIP' | 'BENCH';

/** Characters kept of one message (a log line, a panic's text). */
export const MESSAGE_CHARS = 500;

/**
 * True when a status line for `name` closes log lines printed in the -v section of `started`: its
 * own (`--- FAIL: BenchmarkX`, or `BenchmarkX-2` for a failure in the timed run, which carries
 * the GOMAXPROCS suffix), or an ancestor's (a parent logs after its sub-benchmarks ran, then fails).
 */
export function isInSection(name: string, started: string): boolean {
  if (name === started) return true;
  if (name.startsWith(started)) return /^-\d+$/.test(name.slice(started.length));
  return started.startsWith(`${name}/`);
}

/**
 * A copy of `text` that does not keep the input alive. V8 represents a long substring as a view of
 * its parent, so a name or config value sliced from a 10 MB log would pin the whole log in memory
 * for as long as the results live; concatenating and then slicing makes a fresh flat string. Used
 * once per benchmark and per config line, not per result line.
 */
export function detach(text: string): string {
  return text.length < 13 ? text : `${text} `.slice(0, -1);
}

/** Adds a log line to messages held for later, as the collector would keep it (MAX_MESSAGES, excerpted). */
export function holdMessage(held: string[], message: string): void {
  if (held.length < MAX_MESSAGES && message !== '') held.push(excerpt(message, MESSAGE_CHARS));
}

/** `/^Benchmark\p{Ll}/u`, without running a Unicode regular expression for plain ASCII names. */
export function isLax(name: string): boolean {
  const c = name.charCodeAt(9);
  if (c < 128) return c >= 97 && c <= 122;
  return /^Benchmark\p{Ll}/u.test(name);
}
