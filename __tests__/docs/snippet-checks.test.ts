/**
 * The snippet checks of readme-snippets.test.ts on small documents: each kind of drift a copied
 * snippet can have (an input renamed, a config key the schema refuses, an option the CLI does not
 * have, a block nothing checks) is reported with the document's line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMarkdown, type Context } from './snippet-checks.js';
import { readActionSpec } from './workflow-check.js';
import { benchGateInvocations } from './shell-commands.js';

const ROOT = join(import.meta.dirname, '..', '..');
const repoFiles = new Map([['examples/x/bench-gate.yml', 'threshold: 10%\nrules:\n  - {match: "**/p99", threshold: 25%}\n  - {match: "**/stddev", informational: true}\n']]);
const context: Context = {
  specs: {
    root: readActionSpec(readFileSync(join(ROOT, 'action.yml'), 'utf8'), 'action.yml'),
    engine: readActionSpec(readFileSync(join(ROOT, 'engine', 'action.yml'), 'utf8'), 'engine/action.yml'),
  },
  readRepoFile: (path) => repoFiles.get(path),
  repoPathExists: (path) => repoFiles.has(path) || path === 'examples/x',
};

const fence = '```';
const doc = (lang: string, body: string, before = 'Some prose.'): string => `# Title\n\n${before}\n\n${fence}${lang}\n${body}\n${fence}\n`;
const problems = async (markdown: string): Promise<string[]> => (await checkMarkdown('DOC.md', markdown, context)).problems;

describe('workflow snippets', () => {
  const steps = (withLines: string, uses = 'bench-gate/bench-gate@v1'): string => `      - uses: actions/checkout@v5\n      - uses: ${uses}\n        with:\n${withLines}`;

  it('passes a step whose inputs are all in action.yml', async () => {
    expect(await problems(doc('yaml', steps('          run: go test -bench . -count 10 ./...\n          output-file: out.txt\n          threshold: 5%')))).toEqual([]);
  });

  it('reports an input action.yml does not have, at its line', async () => {
    expect(await problems(doc('yaml', steps('          run: make bench\n          outputfile: out.txt')))).toEqual([
      expect.stringMatching(/^DOC\.md:10: 'outputfile' is not an input of action\.yml \(inputs: run, format, output-file,/),
    ]);
  });

  it("reads the engine's inputs for bench-gate/bench-gate/engine and ./engine", async () => {
    expect(await problems(doc('yaml', steps('          command: comment-from-artifact\n          artifact-path: report', 'bench-gate/bench-gate/engine@v1')))).toEqual([]);
    expect(await problems(doc('yaml', steps('          command: gate', 'bench-gate/bench-gate@v1')))).toEqual([
      expect.stringMatching(/'command' is not an input of action\.yml/),
      expect.stringMatching(/action\.yml requires input 'run'/),
    ]);
    expect(await problems(doc('yaml', steps('          comand: all', './engine')))).toEqual([expect.stringMatching(/'comand' is not an input of engine\/action\.yml/)]);
    expect(await problems(doc('yaml', steps('          run: x', 'bench-gate/bench-gate/enigne@v1')))).toEqual([expect.stringMatching(/no action at enigne/)]);
  });

  it('checks a commented-out input offered for uncommenting as well', async () => {
    expect(await problems(doc('yaml', steps('          run: x\n          # suite: api        # one baseline per suite\n          # threshold: 5%')))).toEqual([]);
    expect(await problems(doc('yaml', steps('          run: x\n          # suites: api       # one baseline per suite')))).toEqual([
      expect.stringMatching(/^DOC\.md:10: 'suites' is not an input of action\.yml .*\(in a commented-out line, as a user who uncomments it would have it\)$/),
    ]);
  });

  it('reports a required input left out, and a value the engine refuses', async () => {
    expect(await problems(doc('yaml', steps('          suite: api')))).toEqual([expect.stringMatching(/^DOC\.md:9: action\.yml requires input 'run'/)]);
    expect(await problems(doc('yaml', steps('          run: x\n          baseline: cached')))).toEqual([expect.stringMatching(/Invalid value 'cached' for input 'baseline'\. Use one of: cache, ab, none\./)]);
    // An expression is only known on the runner: not checked.
    expect(await problems(doc('yaml', steps('          run: x\n          baseline: ${{ inputs.mode }}')))).toEqual([]);
  });

  it("reports a steps.<id>.outputs.<name> that the step's action.yml does not declare", async () => {
    const reading = (output: string): string => `${steps('          run: x').replace('      - uses: bench-gate', '      - id: gate\n        uses: bench-gate')}\n      - if: steps.gate.outputs.${output} == 'fail'\n        run: echo "\${{ steps.gate.outputs.${output} }}"`;
    expect(await problems(doc('yaml', reading('verdict')))).toEqual([]);
    expect(await problems(doc('yaml', reading('result')))).toEqual([
      expect.stringMatching(/steps\.gate\.outputs\.result: action\.yml has no output 'result' \(verdict, regressions,/),
      expect.stringMatching(/steps\.gate\.outputs\.result: action\.yml has no output 'result'/),
    ]);
    expect(await problems(doc('yaml', `${steps('          run: x')}\n      - run: echo \${{ steps.bench.outputs.verdict }}`))).toEqual([expect.stringMatching(/no step here has id: bench/)]);
  });

  it('reports events and permissions GitHub does not have, and YAML that does not parse', async () => {
    const workflow = (on: string, permissions: string): string => `on:\n${on}\npermissions:\n${permissions}\njobs:\n  bench:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make`;
    expect(await problems(doc('yaml', workflow('  push:\n  pull_request:', '  contents: read\n  pull-requests: write')))).toEqual([]);
    expect(await problems(doc('yaml', workflow('  push:\n  pull-request:', '  contents: read\n  pull-request: write\n  issues: admin')))).toEqual([
      "DOC.md:8: 'pull-request' is not a workflow event (src/github/events.ts lists them)",
      expect.stringMatching(/^DOC\.md:11: 'pull-request' is not a GITHUB_TOKEN permission/),
      'DOC.md:12: issues: "admin" is not a level issues takes (read, write, none)',
    ]);
    expect(await problems(doc('yaml', 'jobs:\n  bench:\n    runs-on: [a\n'))).toEqual([expect.stringMatching(/^DOC\.md:9: YAML does not parse: Flow sequence in block collection must be sufficiently indented and end with a \] \(/)]);
  });

  it('checks the bench-gate commands of run: scripts', async () => {
    expect(await problems(doc('yaml', '      - run: |\n          go test -bench . > out.txt\n          npx bench-gate merge shard-*.json --output all.json'))).toEqual([
      expect.stringMatching(/^DOC\.md:8: bench-gate merge shard-\*\.json --output all\.json\n +bench-gate merge: unknown option --output: it is an option of compare, run, ab and report, not of merge/),
    ]);
  });
});

describe('config snippets', () => {
  it('passes a config the loader accepts', async () => {
    expect(await problems(doc('yaml', '# bench-gate.yml\nthreshold: 5%\nrules:\n  - {match: "BenchmarkHash**", threshold: 3%}'))).toEqual([]);
  });

  it("reports a key the schema refuses with the loader's own message, at the document's line", async () => {
    const [found] = await problems(doc('yaml', '# bench-gate.yml\nthreshold: 5%\nmultiple-comparison: bh'));
    expect(found).toContain('DOC.md:8:1: unknown key "multiple-comparison": did you mean "multiple-comparisons"?');
  });

  it('reports a snippet that says what the file it names does not', async () => {
    expect(await problems(doc('yaml', '# examples/x/bench-gate.yml (shortened)\nrules:\n  - {match: "**/stddev", informational: true}'))).toEqual([]);
    expect(await problems(doc('yaml', '# examples/x/bench-gate.yml\nthreshold: 5%\nrules:\n  - {match: "**/stddev", informational: false}'))).toEqual([
      'DOC.md:6: threshold is "5%", the file says "10%", unlike examples/x/bench-gate.yml',
      'DOC.md:6: rules[0] ({"match":"**/stddev","informational":false}) is no entry of the file\'s rules, unlike examples/x/bench-gate.yml',
    ]);
    expect(await problems(doc('yaml', '# examples/y/bench-gate.yml\nthreshold: 5%'))).toEqual(['DOC.md:6: its first comment names examples/y/bench-gate.yml, and the repository has no such file']);
  });
});

describe('paths into the repository', () => {
  it('reports a path into examples/, fixtures/ or scripts/ that the repository does not have', async () => {
    expect(await problems(doc('sh', 'cd examples/x && npx bench-gate compare --config examples/x/bench-gate.yml a b'))).toEqual([]);
    expect(await problems(doc('sh', 'npx bench-gate compare fixtures/go/base.txt $HOME/examples/y new.txt'))).toEqual([
      'DOC.md:6: fixtures/go/base.txt: the repository has no such file or directory',
    ]);
  });
});

describe('blocks no check applies to', () => {
  it('fails on a YAML block that is no workflow, steps or config, unless a marker says what it is or why it is skipped', async () => {
    const body = 'threshold: 5%';
    expect(await problems(doc('yaml', body))).toEqual([expect.stringMatching(/^DOC\.md:6: a YAML block that is neither a workflow/)]);
    expect(await problems(doc('yaml', body, '<!-- snippet: config -->'))).toEqual([]);
    expect(await problems(doc('yaml', 'tresholds: 5%', '<!-- snippet: config -->'))).toEqual([expect.stringMatching(/unknown key "tresholds"/)]);
    expect(await problems(doc('yaml', body, '<!-- snippet: confg -->'))).toEqual([expect.stringMatching(/unknown snippet marker 'confg'/)]);
    expect(await problems(doc('yaml', body, '<!-- snippet: skip -->'))).toEqual([expect.stringMatching(/unknown snippet marker 'skip'/)]);
    const skipped = await checkMarkdown('DOC.md', doc('yaml', body, '<!-- snippet: skip: a docker-compose file -->'), context);
    expect(skipped).toEqual({ problems: [], seen: ['DOC.md:6 skip (skip: a docker-compose file)'] });
  });
});

describe('bench-gate command lines', () => {
  it('passes command lines the CLI accepts: options before --, the benchmark command after it', async () => {
    expect(await problems(doc('sh', "bench-gate run --runs 10 -o head.json -- ./my-bench --quick\nnpx --yes bench-gate check --max-age 24h --commit \"$(git rev-parse HEAD)\" r.json\nbench-gate help compare"))).toEqual([]);
  });

  it("reports an option the command does not have, with the CLI's own message", async () => {
    expect(await problems(doc('sh', 'go test -bench . > new.txt\nnpx bench-gate compare --treshold 3% old.txt new.txt'))).toEqual([
      expect.stringMatching(/^DOC\.md:7: bench-gate compare --treshold 3% old\.txt new\.txt\n +bench-gate compare: unknown option --treshold; did you mean --threshold\?/),
    ]);
  });

  it('reports an unknown command, and arguments the command refuses', async () => {
    expect(await problems(doc('sh', 'bench-gate gate old.txt new.txt'))).toEqual([expect.stringMatching(/unknown command 'gate'/)]);
    expect(await problems(doc('sh', "bench-gate ab --cmd 'make bench' extra"))).toEqual([expect.stringMatching(/^DOC\.md:6: bench-gate ab --cmd make bench extra\n/)]);
  });

  it('reports an option a synopsis in prose names that the command does not have', async () => {
    expect(await problems('Use `bench-gate report FILE [--full] [-o FILE]` or `bench-gate report FILE\n[--ful]`.\n')).toEqual([
      'DOC.md:1: `bench-gate report FILE [--ful]`: bench-gate report has no --ful',
    ]);
  });
});

describe('finding bench-gate commands in a script', () => {
  it('splits words as bash does and skips comments, redirections, assignments and keywords', () => {
    const script = [
      '# bench-gate compare --not-a-command',
      'BENCH=1 bench-gate run -o "out file.json" -- go test -run=\'^$\' -bench . 2>&1 > log.txt',
      'for i in $(seq 3); do npx --yes bench-gate merge a.json b.json -o "${{ matrix.x }} y.json"; done',
      'bench-gate ab --base-ref origin/main \\',
      '  --cmd "./bench.test -test.run=\'^$\' \\"quoted\\"" --rounds 10 | tee ab.txt',
      'echo bench-gate compare x y',
    ].join('\n');
    expect(benchGateInvocations(script)).toEqual([
      { args: ['run', '-o', 'out file.json', '--', 'go', 'test', '-run=^$', '-bench', '.'], line: 1 },
      { args: ['merge', 'a.json', 'b.json', '-o', '${{ matrix.x }} y.json'], line: 2 },
      { args: ['ab', '--base-ref', 'origin/main', '--cmd', './bench.test -test.run=\'^$\' "quoted"', '--rounds', '10'], line: 3 },
    ]);
  });
});
