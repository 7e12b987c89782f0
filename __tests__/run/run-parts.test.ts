/** The pure parts of running benchmarks: order schedules, progress lines, durations, commands, tails. */
import { describe, expect, it } from 'vitest';
import { formatAge, parseDuration, parseTimeout } from '../../src/cli/run-options.js';
import { commandFromWords } from '../../src/run/command-line.js';
import { lastLines, outputTail } from '../../src/run/failure.js';
import { scheduleRounds, seededRandom } from '../../src/run/order.js';
import { ProgressReporter, formatElapsed, formatEstimate, progressLine } from '../../src/run/progress.js';

const flat = (pairs: [string, string][]): string => pairs.map((p) => p.map((s) => s[0]).join('')).join(' ');

describe('scheduleRounds', () => {
  it('alternates abab, blocks abba, and draws random per round from the seed', () => {
    expect(flat(scheduleRounds(3, 'abab', 0))).toBe('bh bh bh');
    expect(flat(scheduleRounds(4, 'abba', 0))).toBe('bh hb bh hb');
    const random = scheduleRounds(40, 'random', 7);
    expect(random).toEqual(scheduleRounds(40, 'random', 7));
    expect(random).not.toEqual(scheduleRounds(40, 'random', 8));
    // Every round has one base and one head run, whatever the order.
    for (const pair of random) expect([...pair].sort()).toEqual(['base', 'head']);
  });

  it('seededRandom is uniform enough and within [0, 1)', () => {
    const next = seededRandom(123);
    const values = Array.from({ length: 10_000 }, next);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    expect(values.reduce((a, b) => a + b, 0) / values.length).toBeCloseTo(0.5, 1);
  });
});

describe('progress', () => {
  it('formats run i/N with elapsed time and an ETA from the mean run so far', () => {
    expect(progressLine('run 1/10', 0, 10, 0)).toBe('run 1/10');
    expect(progressLine('run 3/10', 2, 10, 12.3)).toBe('run 3/10, 12.3 s elapsed, ETA 49 s');
    expect(progressLine('run 3/10', 2, 10, 30)).toBe('run 3/10, 30.0 s elapsed, ETA 2 min 0 s');
    expect(formatElapsed(3725)).toBe('1 h 2 min');
    expect(formatEstimate(0.2)).toBe('< 1 s');
  });

  it('writes plain lines, or redraws one line with --quiet on a terminal', () => {
    let plain = '';
    const a = new ProgressReporter({ stderr: (t) => { plain += t; }, stderrIsTTY: true }, false);
    a.step('run 1/2');
    a.line('2 runs in 1.0 s');
    expect(plain).toBe('bench-gate: run 1/2\nbench-gate: 2 runs in 1.0 s\n');
    let tty = '';
    const b = new ProgressReporter({ stderr: (t) => { tty += t; }, stderrIsTTY: true }, true);
    b.step('run 1/2');
    b.step('run 2/2');
    b.line('done');
    expect(tty).toBe('\r\x1b[Krun 1/2\r\x1b[Krun 2/2\r\x1b[Kbench-gate: done\n');
  });
});

describe('durations', () => {
  it.each([['500ms', 500], ['90s', 90_000], ['90', 90_000], ['30m', 1_800_000], ['24h', 86_400_000], ['7d', 604_800_000], ['1.5h', 5_400_000]])('%s', (text, ms) => {
    expect(parseDuration('--max-age', text)).toBe(ms);
  });
  it('rejects what is not a duration', () => {
    for (const bad of ['', '0', '-1h', '1y', 'h', '24 hours']) expect(() => parseDuration('--timeout', bad)).toThrow(/Invalid value .* for --timeout/);
  });
  it('refuses a --timeout under a millisecond, which a timer would round up to one and kill every run', () => {
    expect(() => parseTimeout('0.001ms')).toThrow('--timeout 0.001ms is shorter than a millisecond');
    expect(() => parseTimeout('0.0001s')).toThrow(/shorter than a millisecond/);
    expect(parseTimeout('1ms')).toBe(1);
    expect(parseTimeout('0.5s')).toBe(500);
  });
  it('formats ages with two units at most', () => {
    expect(formatAge(0)).toBe('0 s');
    expect(formatAge(11_520_000)).toBe('3 h 12 min');
    expect(formatAge(2 * 86_400_000 + 3_600_000 + 5_000)).toBe('2 d 1 h');
  });
});

describe('commandFromWords', () => {
  it('runs several words directly and one string with shell syntax through bash', () => {
    expect(commandFromWords(['go', 'test', '-bench=.'], false)).toEqual({ argv: ['go', 'test', '-bench=.'], display: 'go test -bench=.' });
    expect(commandFromWords(['./bench'], false).argv).toEqual(['./bench']);
    expect(commandFromWords(['./bench | tee out.txt'], false).argv).toEqual(['bash', '-eo', 'pipefail', '-c', './bench | tee out.txt']);
    expect(commandFromWords(['make', 'bench'], true).argv).toEqual(['bash', '-eo', 'pipefail', '-c', 'make bench']);
    expect(commandFromWords(['echo', "it's"], false).display).toBe("echo 'it'\\''s'");
  });
});

describe('failure tails', () => {
  it('keeps the last lines of stderr, or of stdout when stderr is empty', () => {
    expect(lastLines('a\nb\nc\n\n', 2)).toEqual(['b', 'c']);
    expect(lastLines('')).toEqual([]);
    expect(outputTail({ stdout: 'out', stderr: 'err 1\nerr 2\n' })).toBe('\nThe last 2 lines of its stderr:\n    err 1\n    err 2');
    expect(outputTail({ stdout: 'FAIL x\n', stderr: '' })).toBe('\nThe last line of its output (its stderr was empty):\n    FAIL x');
    expect(outputTail({ stdout: '', stderr: '' })).toBe(' It printed nothing.');
  });

  // cargo bench: libtest prints the panic on stdout, cargo then only its own last word on stderr.
  it('takes the joined output when both streams printed, so a cause on stdout is not hidden behind stderr', () => {
    const outcome = { stdout: 'panicked at benches/b.rs:16: kaboom\nfailures:\n    maybe_panic\n', stderr: 'error: bench failed, to rerun pass `--bench b`\n' };
    const joined = `${outcome.stdout}${outcome.stderr}`;
    expect(outputTail(outcome, joined)).toBe('\nThe last 4 lines of its output (stdout and stderr):\n    panicked at benches/b.rs:16: kaboom\n    failures:\n        maybe_panic\n    error: bench failed, to rerun pass `--bench b`');
    // One stream alone reads as before, joined or not.
    expect(outputTail({ stdout: '', stderr: 'err\n' }, 'err\n')).toBe('\nThe last line of its stderr:\n    err');
    expect(outputTail({ stdout: 'FAIL x\n', stderr: '' }, 'FAIL x\n')).toBe('\nThe last line of its output (its stderr was empty):\n    FAIL x');
  });
});
