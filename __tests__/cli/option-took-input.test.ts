/**
 * An option whose value went missing (`--threshold $T old.txt new.txt` with T unset) takes the
 * first input as its value, and the command then sees one input too few. The refusal said only
 * "needs exactly two inputs (got 1)" to a user who typed two; it now names the option that took
 * the file.
 */
import { describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';

const GO = 'fixtures/go/basic.txt';
const RESULT = 'fixtures/run/shard-1.json';

describe('an option that took an input as its value', () => {
  it.each([
    [['compare', '--no-config', '--threshold', GO, GO], `compare needs exactly two inputs, BASE and HEAD (got 1). --threshold took ${GO} as its value: was that option's own value left out (an unset shell variable)? Give it, or leave the option out. Example: bench-gate compare old.txt new.txt`],
    [['parse', '--no-config', '--suite', GO], `parse needs at least one input file (or - for stdin). --suite took ${GO} as its value`],
    [['merge', '-o', RESULT], `merge needs the result files to join. -o took ${RESULT} as its value`],
    [['compare', '--config', GO, GO], `compare needs exactly two inputs, BASE and HEAD (got 1). --config took ${GO} as its value`],
    [['check', '--max-age', RESULT], `check needs exactly one result file (got 0). --max-age took ${RESULT} as its value`],
    [['report', '--output', RESULT], `report needs exactly one report file (got 0). --output took ${RESULT} as its value`],
  ])('%j names it', async (args, message) => {
    const run = await runCliAt(ROOT, args);
    expect(run.stderr).toContain(message);
    expect(run.code).toBe(2);
  });

  it.each([
    [['compare', '--no-config', '--suite', 'api', GO]],
    [['compare', '--no-config', `--threshold=${GO}`, GO]],
    // The config file given to --config is its value: the input left out is another one.
    [['compare', '--config', 'fixtures/config/jobbie.yml', GO]],
  ])('%j: a value that is no file, joined to its option, or the YAML file --config takes, is not named', async (args) => {
    const run = await runCliAt(ROOT, args);
    expect(run.stderr).toBe('bench-gate compare: compare needs exactly two inputs, BASE and HEAD (got 1). Example: bench-gate compare old.txt new.txt\n');
    expect(run.code).toBe(2);
  });
});
