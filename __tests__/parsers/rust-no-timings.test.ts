/**
 * Real Rust benchmark output that has no timings by design: criterion's test mode (`cargo bench --
 * --test`: "Testing <id>" / "Success") and `cargo bench -- --list` from criterion and libtest
 * ("<name>: benchmark"). Each is refused with a message that names the file, says what the output
 * is and that it has no timings, and says to run `cargo bench` without --test/--list, whatever
 * --format was given; real results and other outputs without results are not taken for them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput, type InputFormat } from '../../src/input.js';
import { rustNoTimingsReason } from '../../src/parsers/rust-no-timings.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures');
const read = (path: string): string => readFileSync(join(FIXTURES, path), 'utf8');
const NO_TIMINGS = readdirSync(join(FIXTURES, 'criterion', 'no-timings')).filter((n) => n.endsWith('.txt')).sort().map((n) => `criterion/no-timings/${n}`);

function errorOf(path: string, format: InputFormat): string {
  const result = readInput(read(path), path, format);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.error;
}

describe('criterion --test and --list output', () => {
  it('has the four real outputs (stdout alone and 2>&1, for each mode)', () => {
    expect(NO_TIMINGS.map((p) => p.split('/').at(-1))).toEqual([
      'criterion-0.5.1-list-combined.txt', 'criterion-0.5.1-list.stdout.txt',
      'criterion-0.5.1-test-combined.txt', 'criterion-0.5.1-test.stdout.txt']);
  });

  it.each(NO_TIMINGS.flatMap((p) => (['auto', 'criterion-text', 'criterion', 'libtest'] as const).map((f) => [p, f] as const)))(
    '%s as --format %s: names the file, the mode, "no timings" and the fix', (path, format) => {
      const mode = path.includes('-test') ? '--test' : '--list';
      const error = errorOf(path, format);
      expect(error.startsWith(`${path}: this is `)).toBe(true);
      expect(error).toContain(mode === '--test' ? "criterion's test mode (`cargo bench -- --test`" : "criterion's list of benchmarks (`cargo bench -- --list`");
      expect(error).toContain('12 benchmarks');
      expect(error).toMatch(/no timings/);
      expect(error).toContain(`Run the benchmarks without ${mode}: \`cargo bench\` (or \`cargo bench -- --save-baseline NAME\`), then pass its target/criterion directory`);
      expect(error).not.toMatch(/looks like benchmark output|found no benchmark results|pass the directory, not a file/);
    });

  it('the whole message, test mode', () => {
    expect(errorOf('criterion/no-timings/criterion-0.5.1-test.stdout.txt', 'auto')).toBe(
      'criterion/no-timings/criterion-0.5.1-test.stdout.txt: this is the output of criterion\'s test mode (`cargo bench -- --test`, or `cargo test` on the bench target), which runs each benchmark once to check that it works ("Testing fib 15" then "Success", 12 benchmarks) and measures nothing: there are no timings to compare. Run the benchmarks without --test: `cargo bench` (or `cargo bench -- --save-baseline NAME`), then pass its target/criterion directory or the report it prints.');
  });
});

describe('libtest `cargo bench -- --list` (2>&1, three targets)', () => {
  it.each(['auto', 'libtest'] as const)('as --format %s: says it is libtest\'s list, with no timings', (format) => {
    expect(errorOf('libtest/list.txt', format)).toBe(
      'libtest/list.txt: this is libtest\'s list of benchmarks (`cargo bench -- --list`: 10 benchmarks, like "bench_checksum_16k_bytes: benchmark"), which names them but has no timings. Run the benchmarks without --list: `cargo bench`, then pass its output.');
  });
});

describe('with a config\'s metrics patterns (a bench binary\'s own output is expected)', () => {
  it('says it is criterion\'s test mode, not that the patterns matched nothing', () => {
    const path = 'criterion/no-timings/criterion-0.5.1-test.stdout.txt';
    const result = readInput(read(path), path, 'auto', { metrics: [{ pattern: '^(?<name>\\S+) +(?<value>[\\d.]+) (?<unit>ms)$', better: 'lower' }] });
    expect(result.ok ? '' : result.error).toMatch(/: this is the output of criterion's test mode/);
  });
});

describe('`cargo bench -- --list` of a crate with a libtest target and a criterion one', () => {
  it('calls it criterion\'s list: only entries closed by libtest\'s total line are libtest\'s', () => {
    // The library's unit tests (libtest: `tests::fib_works: test`, `1 test, 0 benchmarks`), then criterion's list.
    const libtestBlock = read('libtest/list.txt').split('\n').slice(0, 5).join('\n');
    const criterionList = read('criterion/no-timings/criterion-0.5.1-list-combined.txt').split('\n').slice(1).join('\n');
    const reason = rustNoTimingsReason(`${libtestBlock}\n${criterionList}`);
    expect(reason).toMatch(/^this is criterion's list of benchmarks \(`cargo bench -- --list`: 12 benchmarks, like "fib 15: benchmark"\)/);
    expect(reason).toContain('target/criterion');
  });
});

describe('not taken for criterion --test/--list output', () => {
  it.each([
    'criterion/text/criterion-0.5.1-run1.stdout.txt', 'criterion/text/criterion-0.5.1-verbose-combined.txt',
    'criterion/bencher/criterion-0.5.1-bencher.stdout.txt', 'libtest/basic.txt', 'libtest/multi-target.txt',
    // libtest's test mode: only `test x ... ok` lines (a bench target without #[bench] looks the same).
    'libtest/test-mode.txt',
    'go/basic.txt', 'divan/default.txt',
  ])('%s', (path) => {
    expect(rustNoTimingsReason(read(path))).toBeUndefined();
  });

  it('real results are read as before, not refused', () => {
    const result = readInput(read('criterion/text/criterion-0.5.1-run1.stdout.txt'), 'run1', 'auto');
    expect(result.ok && result.value.format).toBe('criterion-text');
  });

  it('"Testing x" without "Success" after it, and a line that only ends in ": test", are not enough', () => {
    expect(rustNoTimingsReason('Testing fib 15\nthread \'main\' panicked at benches/crit.rs:3:5:\n')).toBeUndefined();
    expect(rustNoTimingsReason('a_regular_test: test\n\n1 test, 0 benchmarks\n')).toBeUndefined();
  });
});

describe('`cargo bench FILTER` whose filter matched no benchmark (real, 2>&1)', () => {
  // fixtures/libtest/filter-matched-none.txt: `cargo +nightly bench --bench libtest_more -- nomatch` 2>&1;
  // .json: the same with `-Z unstable-options --format json` (stdout only).
  it.each([['txt', 'auto'], ['txt', 'libtest'], ['json', 'auto'], ['json', 'libtest-json']] as const)('.%s as --format %s: says the filter matched none, not that the lines are not benchmark output', (ext, format) => {
    const error = errorOf(`libtest/filter-matched-none.${ext}`, format);
    expect(error).toBe(
      `libtest/filter-matched-none.${ext}: this is \`cargo bench\` output in which no benchmark ran: the filter matched none (libtest's totals: 0 measured, 3 filtered out). Check the name given to \`cargo bench NAME\` (\`cargo bench -- --list\` lists them), or run \`cargo bench\` without one, then pass its output.`);
  });

  it('is not said of output where benchmarks were measured, or nothing was filtered out', () => {
    expect(rustNoTimingsReason(read('libtest/basic.txt'))).toBeUndefined();
    expect(rustNoTimingsReason(read('libtest/test-mode.txt'))).toBeUndefined();
  });
});
