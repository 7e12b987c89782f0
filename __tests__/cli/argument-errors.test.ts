import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { argumentErrorMessage } from '../../src/cli/argument-errors.js';

const OPTIONS = { out: { type: 'string', short: 'o' }, json: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' } } as const;

/** The message for the error node:util's parseArgs really throws on `args`. */
function messageFor(args: string[], allowPositionals = true): string | undefined {
  try {
    parseArgs({ args, options: OPTIONS, allowPositionals, strict: true });
  } catch (error) {
    return argumentErrorMessage(error, 'compare', args);
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
    expect(['--a.b', '--über', '-h=1'].map((a) => messageFor([a]))).toEqual(['--a.b', '--über', '-h'].map((o) => `unknown option ${o}. Run \`bench-gate help compare\` for its options.`));
  });

  it('says which option lacks its value, takes none, or is unknown', () => {
    expect(messageFor(['a', '-o'])).toBe('option --out needs a value. Run `bench-gate help compare` for its options.');
    expect(messageFor(['--json=yes'])).toBe('option --json takes no value; give it alone. Run `bench-gate help compare` for its options.');
    expect(messageFor(['--jsn'])).toBe('unknown option --jsn. Run `bench-gate help compare` for its options.');
  });

  it('names an unexpected positional argument', () => {
    expect(messageFor(['stray'], false)).toBe("unexpected argument 'stray': compare takes no file or command here. Run `bench-gate help compare` for its options.");
  });

  it('leaves errors that are not parseArgs errors to the caller', () => {
    expect(argumentErrorMessage(new Error('boom'), 'compare', [])).toBeUndefined();
    expect(argumentErrorMessage(null, 'compare', [])).toBeUndefined();
  });
});
