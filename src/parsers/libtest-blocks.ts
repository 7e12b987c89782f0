/**
 * Telling bench binaries apart in libtest text that lost its `running N tests` lines (filtered
 * through `grep bench:`), in a stretch of input where a test name repeats: which lines are one
 * run of one bench binary (a block), and which blocks are runs of the same binary. Without this,
 * two bench targets that define the same names had their samples merged into one benchmark's.
 *
 * What libtest prints (rust-lang/rust: rustc's test harness lists a binary's tests sorted by their
 * path, `module::name`, the key of `#[rustc_test_marker]`; older libtests' `filter_tests` sorted
 * them by the same name. library/test `run_tests` runs the benches one at a time in that order,
 * after the tests, and `run_tests_console` pads every bench's name to the longest bench name of
 * its binary, in bytes, before any filter applies):
 *  - one run of one binary prints each name once, so a name printed again starts a block;
 *  - its `bench:` lines come in ascending name order, with the name field padded to one width, so
 *    a result line whose name does not ascend, or whose field has another width, starts a block;
 *  - two blocks padded to different widths come from two binaries, whatever their names.
 * (Widths are read only from libtest's own output, the input with padded names: criterion's
 * bencher lines are neither padded nor sorted.)
 *
 * Each block is then matched to the binaries read before it:
 *  - the same names, the same width: another run; its samples are added, silently;
 *  - names in common, another width, or names each lacks of the other (two targets that share
 *    most names): another binary, kept apart (LibtestKeys: `name #2`, with its own warning);
 *  - one's names a subset of the other's, the same width: the text cannot tell another run that
 *    lacks some benches (cut short, or benches that failed, their lines filtered out) from another
 *    target whose names are a subset. It is read as another run, as before, but with a warning
 *    naming both blocks' lines (one per binary, counting the blocks like it after them), unless
 *    the padding settles it: the block that lacks names is padded wider than its own longest name
 *    and exactly as wide as a name it lacks, so its binary has a bench that long which it did not
 *    print, as a run of the other block's binary would.
 *
 * Note: libtest's `--shuffle` (unstable) shuffles the tests only, not the benches. A harness that
 * pads names but does not sort them has its runs cut into more blocks than there were runs; where
 * its order is the same in every run, each block matches its own in the other runs.
 */
import { utf8Bytes } from '../utf8-bytes.js';

/** One test named on a line (two on a terse line: `test a ... itest b ... bench:`), in input order. */
export interface NamedTest {
  /** 1-based line number. */
  line: number;
  name: string;
  /** For a `bench:` result of libtest's own output: the bytes of its name field (name and padding). */
  width: number | undefined;
  /** False for a terse `name --- FAILED` line, which repeats a name its run already printed. */
  startsRun: boolean;
  /**
   * False for a test that gives no benchmark (`ignored`, `ok`): its name still marks a run's start
   * when it repeats (`grep '^test '` keeps a `#[test]`'s `ignored` line), but it does not make two
   * blocks different: a run's `#[test]` lines come before its benches, unpadded, so after a filter
   * they can sit with the run before.
   */
  bench: boolean;
}

/** A bench binary read from the blocks: every name its runs printed, and its padding width when known. */
export interface InferredBinary { names: Set<string>; width: number | undefined }

export interface BlockReading {
  /** The binary (index into `binaries`) of each test, in the order given. */
  binaryOf: number[];
  binaries: InferredBinary[];
  /** Blocks read as another run although they could be another target (see above). */
  warnings: { line: number; message: string }[];
}

/** `seen`: every name printed in the block; `names`: those that give benchmarks (see NamedTest.bench). */
interface Block { tests: number[]; seen: Set<string>; names: Set<string>; width: number | undefined; last: string | undefined; first: number; end: number }
/**
 * `block`: the first block read as this binary's; `lengths`: its names by length in UTF-8 bytes, and
 * `longest` the longest, so that the padding is read without walking every name for every block.
 */
interface Binary extends InferredBinary { block: Block; lengths: Map<number, Set<string>>; longest: number }
/** The first block merged into a binary although it could be another target (mergeWarning's), and how many more were, up to which line. */
interface Merged { line: number; what: string; more: number; last: number }
type Relation = 'none' | 'same' | 'fewer' | 'more' | 'apart';

/** True when a name that starts runs is printed twice: only then can two runs have been merged. */
export function hasRepeatedName(tests: readonly NamedTest[]): boolean {
  const seen = new Set<string>();
  for (const test of tests) {
    if (!test.startsRun) continue;
    if (seen.has(test.name)) return true;
    seen.add(test.name);
  }
  return false;
}

/**
 * More bench binaries than any real input has in one stretch without header lines: past it, the
 * lines are no runs libtest printed (names repeat in no order of libtest's), and matching each block
 * to every binary would take time quadratic in the input.
 */
const MAX_BINARIES = 200;

/** Splits `tests` into blocks and matches the blocks to binaries (see the module comment). */
export function readBlocks(tests: readonly NamedTest[]): BlockReading {
  const binaries: Binary[] = [];
  const binaryOf: number[] = [];
  const merged = new Map<number, Merged>();
  let previous = 0;
  for (const block of splitBlocks(tests)) {
    if (block.names.size === 0 && binaries.length > 0) {
      // Only `ignored` lines (a `#[test]`-only binary, or a run's `#[test]` lines): nothing to key, so no other binary.
      for (const test of block.tests) binaryOf[test] = previous;
      continue;
    }
    if (binaries.length >= MAX_BINARIES) return oneBinary(tests);
    const relations = binaries.map((binary) => relate(block, binary));
    let index = relations.indexOf('same');
    if (index === -1) index = relations.findIndex((r) => r === 'fewer' || r === 'more');
    const binary = binaries[index];
    if (binary === undefined) {
      const created: Binary = { names: new Set(), width: block.width, block, lengths: new Map(), longest: 0 };
      addNames(created, block.names);
      index = binaries.push(created) - 1;
    } else {
      const relation = relations[index];
      if ((relation === 'fewer' || relation === 'more') && !paddingSettles(block, binary, relation)) {
        // One warning per binary, counting the blocks after the first: ten runs that each lack a bench
        // say no more than one (and a warning per block, each listing the binary's names, was quadratic).
        const first = merged.get(index);
        if (first === undefined) merged.set(index, { line: block.first, what: mergedBlock(block, binary, relation), more: 0, last: block.end });
        else [first.more, first.last] = [first.more + 1, block.end];
      }
      addNames(binary, block.names);
      binary.width ??= block.width;
    }
    for (const test of block.tests) binaryOf[test] = index;
    previous = index;
  }
  const warnings = [...merged.values()].map((first) => ({ line: first.line, message: mergeWarning(first) }));
  return { binaryOf, binaries: binaries.map(({ names, width }) => ({ names, width })), warnings };
}

function addNames(binary: Binary, names: ReadonlySet<string>): void {
  for (const name of names) {
    if (binary.names.has(name)) continue;
    binary.names.add(name);
    const length = utf8Bytes(name);
    binary.lengths.set(length, (binary.lengths.get(length) ?? new Set()).add(name));
    binary.longest = Math.max(binary.longest, length);
  }
}

/** Every test as one binary's, with a warning: see MAX_BINARIES. */
function oneBinary(tests: readonly NamedTest[]): BlockReading {
  const names = new Set(tests.flatMap((test) => (test.bench ? [test.name] : [])));
  const [first, last] = [tests[0]?.line ?? 0, tests[tests.length - 1]?.line ?? 0];
  return {
    binaryOf: tests.map(() => 0),
    binaries: [{ names, width: undefined }],
    warnings: [{
      line: first,
      message: `lines ${first}-${last} repeat test names in more than ${MAX_BINARIES} blocks with no \`running N tests\` line between them, in no order libtest prints: `
        + 'read as runs of one bench target, so a name\'s samples may mix different benchmarks. Keep libtest\'s `running N tests` lines (do not filter them out)',
    }],
  };
}

function splitBlocks(tests: readonly NamedTest[]): Block[] {
  const blocks: Block[] = [];
  let block: Block | undefined;
  tests.forEach((test, index) => {
    if (block === undefined || startsBlock(block, test)) {
      block = { tests: [], seen: new Set(), names: new Set(), width: undefined, last: undefined, first: test.line, end: test.line };
      blocks.push(block);
    }
    block.tests.push(index);
    block.seen.add(test.name);
    if (test.bench) block.names.add(test.name);
    block.end = test.line;
    if (test.width === undefined) return;
    block.width = test.width;
    block.last = test.name;
  });
  return blocks;
}

/**
 * A repeated name, or a result line that does not continue the block's ascending names at its
 * width. (Names compare as UTF-16 code units, libtest's as UTF-8 bytes: they differ only between
 * astral characters and U+E000 to U+FFFF.)
 */
function startsBlock(block: Block, test: NamedTest): boolean {
  if (test.startsRun && block.seen.has(test.name)) return true;
  if (test.width === undefined || block.last === undefined) return false;
  return test.width !== block.width || !(test.name > block.last);
}

/** `fewer`: the block lists only some of the binary's names; `more`: the binary only some of the block's. */
function relate(block: Block, binary: Binary): Relation {
  let shared = 0;
  for (const name of block.names) if (binary.names.has(name)) shared++;
  if (shared === 0) return 'none';
  if (block.width !== undefined && binary.width !== undefined && block.width !== binary.width) return 'apart';
  const fewer = shared === block.names.size;
  const more = shared === binary.names.size;
  if (fewer && more) return 'same';
  return fewer ? 'fewer' : more ? 'more' : 'apart';
}

/**
 * True when the side that lacks names is padded wider than every name it printed and exactly as
 * wide as a name it lacks: libtest pads to its binary's longest bench, so the lacking side's binary
 * has an unprinted bench that long, as a run of the other side's binary that lost it would.
 */
function paddingSettles(block: Block, binary: Binary, relation: 'fewer' | 'more'): boolean {
  const width = block.width;
  if (width === undefined || width !== binary.width) return false;
  if (relation === 'more') {
    if (binary.longest >= width) return false;
    for (const name of block.names) if (!binary.names.has(name) && utf8Bytes(name) === width) return true;
    return false;
  }
  for (const name of block.names) if (utf8Bytes(name) >= width) return false;
  // Each name passed over is one of the block's, so this takes no longer than the loop above.
  for (const name of binary.lengths.get(width) ?? []) if (!block.names.has(name)) return true;
  return false;
}

/** What was merged, for the warning: `block`, or the binary it was merged into, lacks some of the other's names. */
function mergedBlock(block: Block, binary: Binary, relation: 'fewer' | 'more'): string {
  const [small, large] = relation === 'fewer' ? [block, binary.block] : [binary.block, block];
  const [smallNames, largeNames] = relation === 'fewer' ? [block.names, binary.names] : [binary.names, block.names];
  const lacking = [...largeNames].filter((name) => !smallNames.has(name));
  const shared = [...smallNames].filter((name) => largeNames.has(name));
  return `${lines(small)} ${small.first === small.end ? 'lists' : 'list'} only some of the benchmarks of ${lines(large)} (not ${list(lacking)}), with no \`running N tests\` line between them: `
    + `read as two runs of one bench target (one cut short, or with benches that failed and lost their lines), so the samples of ${list(shared)} were added together.`;
}

function mergeWarning({ what, more, last }: Merged): string {
  const others = more === 0 ? '' : ` So were ${more} more ${more === 1 ? 'block' : 'blocks'} of the same benchmarks, up to line ${last}.`;
  return `${what}${others} If they are two bench targets that define the same names, those samples mix two different benchmarks: keep libtest's \`running N tests\` lines `
    + '(do not filter them out), or capture with `cargo bench 2>&1` to keep cargo\'s `Running` lines, which name the targets';
}

function lines(block: Block): string {
  return block.first === block.end ? `line ${block.first}` : `lines ${block.first}-${block.end}`;
}

function list(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}
