import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { argumentErrorMessage, parseCommandArgs } from '../../src/cli/argument-errors.js';
import { COMPARE_OPTIONS, PARSE_OPTIONS, RUN_OPTIONS } from '../../src/cli/command-options.js';

const OPTIONS = { out: { type: 'string', short: 'o' }, json: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' } } as const;

/** The message for the error node:util's parseArgs really throws on `args`. */
function messageFor(args: string[], allowPositionals = true): string | undefined {
  try {
    parseArgs({ args, options: OPTIONS, allowPositionals, strict: true });
  } catch (error) {
    return argumentErrorMessage(error, 'compare', args, OPTIONS);
  }
  throw new Error(`parseArgs accepted ${args.join(' ')}`);
}

describe('argument error messages', () => {
  it('names the long option and its `=` spelling when a value starts with a dash, typed short or long', () => {
    expect(messageFor(['-o', '-x.json'])).toBe("option -o needs a value, and the next argument '-x.json' starts with '-', so it reads as an option. If '-x.json' is the value, write --out=-x.json. Run `bench-gate help compare` for its options.");
    expect(messageFor(['--out', '-x.json'])).toContain('write --out=-x.json.');
  });

  it('quotes the dash value the option stopped at, not an earlier use of the option', () => {
    expect(messageFor(['-o', 'x.json', 'a.txt', '-o', '-q'])).toContain("the next argument '-q' starts with '-'");
    // Short options run together (-vo): no argument equals -o, so no value is quoted.
    expect(messageFor(['-vo', '-q'])).toBe("option -o needs a value, and the next argument starts with '-', so it reads as an option. If that is the value, write --out=VALUE. Run `bench-gate help compare` for its options.");
  });

  it('names unknown options whatever characters they hold', () => {
    expect(['--a.b', '--über'].map((a) => messageFor([a]))).toEqual(['--a.b', '--über'].map((o) => `unknown option ${o}. Run \`bench-gate help compare\` for its options.`));
    // One dash and more letters: parseArgs reads one-letter options, so the word they came from is named too.
    expect(messageFor(['-h=1'])).toBe("unknown option -h (in -h=1). If -h=1 is a file name, give it after --, as in `bench-gate compare [options] -- -h=1`. Run `bench-gate help compare` for its options.");
  });

  it('says which option lacks its value, takes none, or is unknown', () => {
    expect(messageFor(['a', '-o'])).toBe('option --out needs a value. Run `bench-gate help compare` for its options.');
    expect(messageFor(['--json=yes'])).toBe('option --json takes no value; give it alone. Run `bench-gate help compare` for its options.');
    expect(messageFor(['--jsn'])).toBe('unknown option --jsn; did you mean --json? Run `bench-gate help compare` for its options.');
  });

  it('names an unexpected positional argument', () => {
    expect(messageFor(['stray'], false)).toBe("unexpected argument 'stray': compare takes no file or command here. Run `bench-gate help compare` for its options.");
  });

  it('leaves errors that are not parseArgs errors to the caller', () => {
    expect(argumentErrorMessage(new Error('boom'), 'compare', [])).toBeUndefined();
    expect(argumentErrorMessage(null, 'compare', [])).toBeUndefined();
  });

  it('suggests the option meant: a typo, a swap, a missing letter, a prefix, one dash for two', () => {
    expect(refusal('compare', ['--treshold', '5%', 'a', 'b'], COMPARE_OPTIONS)).toBe('unknown option --treshold; did you mean --threshold? Run `bench-gate help compare` for its options.');
    const suggestion = (arg: string): string => /did you mean (--[a-z-]+)\?/.exec(refusal('compare', [arg, 'x'], COMPARE_OPTIONS))?.[1] ?? 'none';
    expect(['--outptu', '--colour', '--no-colour', '--confg', '--multiple-comparison', '--thresh', '-q'].map(suggestion))
      .toEqual(['--output', '--color', '--no-color', '--config', '--multiple-comparisons', '--threshold', '--q']);
    // Nothing close: no guess.
    expect(refusal('compare', ['--frobnicate', 'a', 'b'], COMPARE_OPTIONS)).toBe('unknown option --frobnicate. Run `bench-gate help compare` for its options.');
  });
});

/** The message parseCommandArgs refuses `args` with, or 'accepted'. */
function refusal(command: string, args: string[], options: Parameters<typeof parseCommandArgs>[2], positionals = true): string {
  try {
    parseCommandArgs(command, args, options, positionals);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('reading a command\'s options', () => {
  it('refuses a value option given twice, however spelled, instead of keeping the last silently', () => {
    expect(refusal('compare', ['--threshold', '5%', '--threshold=10%', 'a', 'b'], COMPARE_OPTIONS))
      .toBe("option --threshold is given twice (--threshold '5%', --threshold '10%'), and only one can be used. Give it once.");
    expect(refusal('parse', ['-o', 'a.json', 'x.txt', '--out', 'b.json'], PARSE_OPTIONS)).toBe("option --out is given twice (-o 'a.json', --out 'b.json'), and only one can be used. Give it once.");
    expect(refusal('run', ['--runs', '1', '-n', '2', '-n', '3'], RUN_OPTIONS, false)).toContain('option --runs is given 3 times');
    // A flag given twice says the same thing twice: nothing is lost.
    expect(refusal('compare', ['--lenient', '--lenient', 'a', 'b'], COMPARE_OPTIONS)).toBe('accepted');
  });

  it('refuses an option with its no- form', () => {
    expect(refusal('compare', ['--color', 'a', 'b', '--no-color'], COMPARE_OPTIONS)).toBe('--color and --no-color contradict each other; pass one.');
    expect(refusal('parse', ['--no-config', '--config', 'x.yml', 'a'], PARSE_OPTIONS)).toBe('--config and --no-config contradict each other; pass one.');
    expect(refusal('run', ['--confirm', '--no-confirm'], RUN_OPTIONS, false)).toBe('--confirm and --no-confirm contradict each other; pass one.');
  });

  it('takes a one-letter long option only with two dashes: -q is --quiet in run, never --q in compare', () => {
    expect(refusal('compare', ['-q', '0.1', 'a', 'b'], COMPARE_OPTIONS)).toBe('unknown option -q; did you mean --q? Run `bench-gate help compare` for its options.');
    expect(refusal('compare', ['--q', '0.1', 'a', 'b'], COMPARE_OPTIONS)).toBe('accepted');
    expect(refusal('run', ['-q', '--q', '0.1'], RUN_OPTIONS, false)).toBe('accepted');
  });

  it('names the commands an option given to the wrong one belongs to', () => {
    expect(refusal('parse', ['--threshold', '5%', 'a'], PARSE_OPTIONS)).toBe('unknown option --threshold: it is an option of compare, run and ab, not of parse. Run `bench-gate help parse` for its options.');
    expect(refusal('compare', ['-n', '5', 'a', 'b'], COMPARE_OPTIONS)).toBe('unknown option -n: it is an option of run, not of compare. Run `bench-gate help compare` for its options.');
  });
});
