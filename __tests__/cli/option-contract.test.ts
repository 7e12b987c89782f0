/**
 * The command line's contract, command by command: every option the parser takes is in the
 * command's --help and every option the help lists is taken; `--help`, `help COMMAND` and
 * `--help COMMAND` agree; the defaults the help states are the ones used; and a mistake on the
 * command line (a repeated option, an empty or `-` file name, an empty command, a combination that
 * means nothing) is exit 2 with one message naming the option, before anything runs. The harness
 * has no process ports: a command that got as far as running a benchmark would fail differently.
 */
import { describe, expect, it } from 'vitest';
import { COMMAND_OPTIONS } from '../../src/cli/command-options.js';
import { MAIN_HELP } from '../../src/cli/help.js';
import { ROOT, runCliAt } from '../config/cli-harness.js';
import { runBenchGate } from '../run/harness.js';

const BASE = 'fixtures/go/compare-base-run1.txt';
const HEAD = 'fixtures/go/compare-head.txt'; // a regression against BASE: exit 1
const REPORT = 'fixtures/report/regression.json';

const cli = (args: string[]): ReturnType<typeof runCliAt> => runCliAt(ROOT, args);

/** The options a help text lists: `  -o, --out FILE`, `  --color / --no-color`, and `; --no-x` in a description. */
function listedOptions(help: string): Set<string> {
  const options = help.slice(help.indexOf('\nOptions:'));
  const names = new Set<string>();
  for (const line of options.split('\n')) {
    const entry = /^ {2}(?:-[a-zA-Z], )?--([a-z-]+)(?: [A-Z]+)?(?: \/ --([a-z-]+))?/.exec(line);
    if (entry?.[1] !== undefined) names.add(entry[1]);
    if (entry?.[2] !== undefined) names.add(entry[2]);
    for (const negated of line.matchAll(/(?:; |\s)--(no-[a-z-]+) (?:never|skips)/g)) if (negated[1] !== undefined) names.add(negated[1]);
  }
  return names;
}

describe('each command\'s help and its parser', () => {
  it.each(Object.keys(COMMAND_OPTIONS))('%s: the options parsed are the options listed, with their short forms', async (command) => {
    const help = (await cli([command, '--help'])).stdout;
    const table = COMMAND_OPTIONS[command] ?? {};
    const parsed = Object.keys(table).filter((name) => name !== 'help');
    expect([...listedOptions(help)].sort()).toEqual(parsed.sort());
    for (const [name, option] of Object.entries(table)) {
      if (option.short !== undefined && name !== 'help') expect(help).toContain(`-${option.short}, --${name}`);
    }
  });

  it.each(Object.keys(COMMAND_OPTIONS))('%s: `COMMAND --help`, `COMMAND -h`, `help COMMAND` and `--help COMMAND` print the same page', async (command) => {
    const pages = await Promise.all([[command, '--help'], [command, '-h'], ['help', command], ['--help', command], ['-h', command]].map(cli));
    expect(pages.map((p) => p.code)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(pages.map((p) => p.stdout)).size).toBe(1);
    expect(pages[0]?.stdout).toMatch(new RegExp(`^Usage: bench-gate ${command} `));
  });

  it.each(['compare', 'parse', 'merge', 'check', 'report'])('%s: the help ends with examples of the command, before the exit status', async (command) => {
    const help = (await cli([command, '--help'])).stdout;
    const examples = help.slice(help.indexOf('\nExamples:\n'), help.indexOf('\nExit status:'));
    expect(examples).toMatch(new RegExp(`^\\nExamples:\\n(?:  .*\\n)*  bench-gate ${command} `));
  });

  it('bench-gate --help lists every command', () => {
    for (const command of [...Object.keys(COMMAND_OPTIONS), 'help']) expect(MAIN_HELP).toContain(`\n  bench-gate ${command} `);
  });

  it('help version explains the version command that `version`, `--version` and `-V` run', async () => {
    const pages = await Promise.all(['version', '--version', '-V'].map((topic) => cli(['help', topic])));
    expect(pages.map((p) => p.code)).toEqual([0, 0, 0]);
    expect(new Set(pages.map((p) => p.stdout)).size).toBe(1);
    expect(pages[0]?.stdout).toMatch(/^Usage: bench-gate --version /);
    expect((await cli(['version'])).stdout).toMatch(/^bench-gate \d+\.\d+\.\d+\n$/);
  });

  it('help takes one command: more arguments are exit 2, not ignored', async () => {
    const extra = await cli(['help', 'compare', '--threshold']);
    expect(extra.code).toBe(2);
    expect(extra.stdout).toBe('');
    expect(extra.stderr).toBe("bench-gate help: help takes one command name, not 2 arguments ('compare', '--threshold'). Example: bench-gate help compare\n");
  });
});

describe('defaults the help states', () => {
  it('compare: threshold 5%, q 0.05, bh, files mode, common-mode auto', async () => {
    const run = await cli(['compare', '--no-config', '--output', 'json', BASE, HEAD]);
    expect(run.code).toBe(1);
    expect((JSON.parse(run.stdout) as { settings: unknown }).settings).toEqual({ threshold: 0.05, q: 0.05, multipleComparisons: 'bh', mode: 'files', commonMode: 'auto' });
  });
});

/** Runs `args`, expecting exit 2, nothing on stdout, and exactly `message` as the one line on stderr. */
async function refused(args: string[], message: string): Promise<void> {
  const run = await cli(args);
  expect(run.stderr).toBe(`${message}\n`);
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
}

describe('mistakes on the command line are exit 2 with one message', () => {
  it('a value option given twice is refused, not settled by the last one silently', async () => {
    await refused(['compare', '--threshold', '5%', '--threshold', '50%', BASE, HEAD],
      "bench-gate compare: option --threshold is given twice (--threshold '5%', --threshold '50%'), and only one can be used. Give it once.");
    await refused(['report', '--output', 'json', '--output=markdown', REPORT],
      "bench-gate report: option --output is given twice (--output 'json', --output 'markdown'), and only one can be used. Give it once.");
    await refused(['check', '--max-age', '1h', '--max-age', '1000d', REPORT],
      "bench-gate check: option --max-age is given twice (--max-age '1h', --max-age '1000d'), and only one can be used. Give it once.");
  });

  it('--color with --no-color is refused, as --confirm with --no-confirm is', async () => {
    await refused(['compare', '--color', '--no-color', BASE, HEAD], 'bench-gate compare: --color and --no-color contradict each other; pass one.');
    await refused(['report', '--no-color', '--color', REPORT], 'bench-gate report: --color and --no-color contradict each other; pass one.');
  });

  it('-q is not --q: compare has no -q (run and ab read it as --quiet)', async () => {
    await refused(['compare', '-q', '0.5', BASE, HEAD], 'bench-gate compare: unknown option -q; did you mean --q? Run `bench-gate help compare` for its options.');
  });

  it('a near miss names the option meant, and an option of another command says whose it is', async () => {
    await refused(['compare', '--treshold', '10%', BASE, HEAD], 'bench-gate compare: unknown option --treshold; did you mean --threshold? Run `bench-gate help compare` for its options.');
    await refused(['parse', '--threshold', '10%', HEAD], 'bench-gate parse: unknown option --threshold: it is an option of compare, run and ab, not of parse. Run `bench-gate help parse` for its options.');
    await refused(['compare', '-base.txt', HEAD], 'bench-gate compare: unknown option -b (in -base.txt). If -base.txt is a file name, give it after --, as in `bench-gate compare [options] -- -base.txt`. Run `bench-gate help compare` for its options.');
  });

  it('run without --: a dash word of the benchmark command is named in bench-gate\'s words, not node\'s', async () => {
    const run = await cli(['run', '--runs', '2', 'go', 'test', '-bench=.']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('bench-gate run: unknown option -b (in -bench=.). If that option belongs to the benchmark command, put -- before the command: bench-gate run [options] -- CMD... Run `bench-gate help run` for its options.\n');
  });

  it('run: --color and --no-color are accepted without --baseline (wrappers pass them to every call; they change nothing there)', async () => {
    for (const flag of ['--color', '--no-color']) {
      const run = await runBenchGate(['run', '-q', '-n', '1', flag, '--', 'cat', BASE], { cwd: ROOT });
      expect(run.stderr).not.toContain('needs --baseline');
      expect(run.code).toBe(0);
    }
  });

  it('run without --: an option given twice or without its value also says to put -- before the command', async () => {
    const hint = 'If that option belongs to the benchmark command, put -- before the command: bench-gate run [options] -- CMD...';
    expect((await cli(['run', '-n', '2', './bench.sh', '-n', '3'])).stderr).toContain(hint);
    expect((await cli(['run', './bench.sh', '--timeout'])).stderr).toContain(hint);
  });

  it('a short option joined to its value with = is refused (it read as a file named "=x.json")', async () => {
    await refused(['parse', '-o=x.json', BASE], 'bench-gate parse: -o=x.json: a short option takes its value after a space (-o x.json) or joined (-ox.json); `=` joins only a long one (--out=x.json).');
    await refused(['run', '-n=2', '--', 'true'], 'bench-gate run: -n=2: a short option takes its value after a space (-n 2) or joined (-n2); `=` joins only a long one (--runs=2).');
  });

  it('an empty output file name is refused before any work, not after it (an unset variable: -o "$OUT")', async () => {
    await refused(['compare', '-o', '', BASE, HEAD], "bench-gate compare: -o needs a file name, and '' is empty (an unset shell variable?). Give a file name, or leave -o out.");
    await refused(['run', '-o', '', '--', 'true'], "bench-gate run: -o needs a file name, and '' is empty (an unset shell variable?). Give a file name, or leave -o out.");
    await refused(['run', '--baseline', BASE, '--report', '', '--', 'true'], "bench-gate run: --report needs a file name, and '' is empty (an unset shell variable?). Give a file name, or leave --report out.");
    await refused(['ab', '--cmd', 'true', '--base-out', ''], "bench-gate ab: --base-out needs a file name, and '' is empty (an unset shell variable?). Give a file name, or leave --base-out out.");
  });

  it('-o - is refused: it would write a file named -, where inputs read - as standard input', async () => {
    const run = await cli(['parse', '-o', '-', HEAD]);
    expect(run.files.size).toBe(0);
    expect(run.stderr).toBe("bench-gate parse: -o - would write a file named '-', not standard output. Give a file name (./- for a file named -), or leave -o out.\n");
    expect(run.code).toBe(2);
  });

  it('an empty input, config or baseline name says so, not ": no such file"', async () => {
    await refused(['compare', '', HEAD], 'bench-gate compare: an input file name is empty (an unset shell variable?). Give the path of the file holding the benchmark output, or - for standard input.');
    await refused(['compare', '--config', '', BASE, HEAD], "bench-gate compare: --config needs a file name, and '' is empty (an unset shell variable?). Give the path of bench-gate.yml, or leave --config out to look for one (--no-config to use none).");
    await refused(['run', '--baseline', '', '--', 'true'], "bench-gate run: --baseline needs a file name, and '' is empty (an unset shell variable?). Give the result JSON or benchmark output to compare with, or leave --baseline out.");
  });

  it('an empty command is refused before anything runs', async () => {
    await refused(['run', '--', ''], 'bench-gate run: run needs a command after --, and the one given is empty (an unset shell variable?). Example: bench-gate run --runs 10 -o head.json -- go test -run=^$ -bench=. -count=1 ./...');
    await refused(['ab', '--base-cmd', '', '--head-cmd', 'true'], "bench-gate ab: --base-cmd needs a command line, and '' is empty (an unset shell variable?). Give the command to run, or leave --base-cmd out.");
    await refused(['ab', '--cmd', ' '], "bench-gate ab: --cmd needs a command line, and ' ' is empty (an unset shell variable?). Give the command to run, or leave --cmd out.");
    await refused(['ab', '--cmd', 'true', '--base-ref', 'HEAD', '--build', ''], "bench-gate ab: --build needs a command line, and '' is empty (an unset shell variable?). Give the command to run, or leave --build out.");
  });

  it('ab: --seed without --order random is refused (abba and abab draw nothing)', async () => {
    await refused(['ab', '--cmd', 'true', '--seed', '7'], 'bench-gate ab: --seed draws the order of --order random, but the order is abba, which has no randomness. Add --order random, or leave --seed out.');
  });

  it('parse: an empty --branch is refused, as an empty --suite is', async () => {
    await refused(['parse', '--branch', '', HEAD], "bench-gate parse: Invalid value '' for --branch: a branch name cannot be empty. Give a name like --branch main, or leave --branch out.");
  });

  it('a file name given to --output points to the option that writes a file', async () => {
    await refused(['compare', '--output', 'report.md', BASE, HEAD], "bench-gate compare: Invalid value 'report.md' for --output. Use one of: text, markdown, json. --output is the report's format; to write the report to the file report.md, use -o report.md.");
    await refused(['run', '--baseline', BASE, '--output', 'report.md', '--', 'true'], "bench-gate run: Invalid value 'report.md' for --output. Use one of: text, markdown, json. --output is the report's format; to write the report to the file report.md, use --report report.md.");
  });
});
