/**
 * Finding bench-gate.yml from a subdirectory, as git, eslint and prettier find theirs: without
 * --config the CLI looks in the working directory and then in each directory above it, nearest
 * first, up to the repository root (the first directory holding `.git`, a directory or a linked
 * worktree's or submodule's file); outside a repository, in the working directory only. `cd benches
 * && bench-gate compare ...` must not silently drop the repository's rules. Each test builds its own tree in a temp directory.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AB_HELP, COMPARE_HELP, PARSE_HELP, RUN_HELP } from '../../src/cli/help.js';
import { runCliAt, type CliRun } from './cli-harness.js';

const root = mkdtempSync(join(tmpdir(), 'bench-gate-config-discovery-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): string {
  const full = join(root, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
}

/** go test -bench output: ten samples of one benchmark around `ns` ns/op. */
const goBench = (ns: number): string => `goos: linux\ngoarch: amd64\npkg: example.com/x\n${Array.from({ length: 10 }, (_, i) => `BenchmarkHash-8   \t 1000000\t ${(ns + i / 10).toFixed(1)} ns/op\n`).join('')}PASS\n`;

/** A config that says which one it is through its threshold. */
const config = (threshold: string): string => `threshold: ${threshold}\nrules:\n  - {match: "BenchmarkHash*", metric: "sec/op", threshold: ${threshold}}\n`;

/** `compare --output json` of two small go runs written in `cwd` (relative to the temp root). */
async function compareIn(cwd: string, ...args: string[]): Promise<CliRun & { threshold: number | undefined }> {
  write(join(cwd, 'old.txt'), goBench(100));
  write(join(cwd, 'new.txt'), goBench(101));
  const run = await runCliAt(join(root, cwd), ['compare', '--output', 'json', ...args, 'old.txt', 'new.txt']);
  const threshold = run.code === 2 ? undefined : (JSON.parse(run.stdout) as { settings: { threshold: number } }).settings.threshold;
  return { ...run, threshold };
}

describe('finding bench-gate.yml above the working directory', () => {
  it('finds the repository root\'s config from a subdirectory, and says which file it used', async () => {
    mkdirSync(join(root, 'a/repo/.git'), { recursive: true });
    write('a/repo/bench-gate.yml', config('4%'));
    const r = await compareIn('a/repo/benches/go');
    expect(r.code).toBe(0);
    expect(r.threshold).toBe(0.04);
    expect(r.stderr).toContain('config ../../bench-gate.yml (found): 1 rule, 0 metrics patterns\n');
    expect(r.stderr.match(/bench-gate\.yml/g)).toHaveLength(1); // said once
    // From the root itself, as before.
    const atRoot = await compareIn('a/repo');
    expect(atRoot.threshold).toBe(0.04);
    expect(atRoot.stderr).toContain('config bench-gate.yml (found): 1 rule');
  });

  it('finds .github/bench-gate.yml above too, and an error in a config found above names it by that path', async () => {
    mkdirSync(join(root, 'b/repo/.git'), { recursive: true });
    write('b/repo/.github/bench-gate.yml', config('6%'));
    let r = await compareIn('b/repo/benches');
    expect(r.threshold).toBe(0.06);
    expect(r.stderr).toContain('config ../.github/bench-gate.yml (found): 1 rule');

    write('b/repo/.github/bench-gate.yml', 'threshold: 3 percent\n');
    r = await compareIn('b/repo/benches');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('../.github/bench-gate.yml:1:');
  });

  it('uses the nearest config: a directory\'s own one before any above it, bench-gate.yml before .github/ in one directory', async () => {
    mkdirSync(join(root, 'c/repo/.git'), { recursive: true });
    write('c/repo/bench-gate.yml', config('4%'));
    write('c/repo/benches/.github/bench-gate.yml', config('7%'));
    let r = await compareIn('c/repo/benches/go');
    expect(r.threshold).toBe(0.07);
    expect(r.stderr).toContain('config ../.github/bench-gate.yml (found)');

    write('c/repo/benches/bench-gate.yml', config('8%'));
    r = await compareIn('c/repo/benches/go');
    expect(r.threshold).toBe(0.08);
    expect(r.stderr).toContain('config ../bench-gate.yml (found)');
    expect(r.stderr).not.toContain('.github');
  });

  it('stops at the repository root, and outside any repository looks in the working directory only', async () => {
    // A config in a directory above, with no repository anywhere (a stray /tmp/bench-gate.yml that
    // ignores every benchmark would turn any regression below it into a pass): not used.
    write('d/bench-gate.yml', config('9%'));
    let r = await compareIn('d/project/benches');
    expect(r.code).toBe(0);
    expect(r.threshold).toBe(0.05);
    expect(r.stderr).not.toContain('config ');
    // The working directory's own config still is, as it always was.
    write('d/project/benches/bench-gate.yml', config('3%'));
    expect((await compareIn('d/project/benches')).threshold).toBe(0.03);
    rmSync(join(root, 'd/project/benches/bench-gate.yml'));

    // In a repository the walk goes up to its root, and not past it.
    mkdirSync(join(root, 'd/project/.git'));
    r = await compareIn('d/project/benches');
    expect(r.code).toBe(0);
    expect(r.threshold).toBe(0.05);
    expect(r.stderr).not.toContain('config ');
    write('d/project/.github/bench-gate.yml', config('2%'));
    r = await compareIn('d/project/benches');
    expect(r.threshold).toBe(0.02);
    expect(r.stderr).toContain('config ../.github/bench-gate.yml (found)');
  });

  it('names a directory found where the config is looked for, with what to do instead of passing a file', async () => {
    mkdirSync(join(root, 'i/repo/.git'), { recursive: true });
    mkdirSync(join(root, 'i/repo/bench-gate.yml'), { recursive: true });
    const r = await compareIn('i/repo/benches');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('../bench-gate.yml is a directory, not a config file; it is where bench-gate looks for its config. Rename it, or pass --config FILE or --no-config.');
  });

  it('reads a bench-gate.yaml where it looks, and refuses both spellings in one directory', async () => {
    mkdirSync(join(root, 'j/repo/.git'), { recursive: true });
    write('j/repo/bench-gate.yaml', config('40%'));
    expect((await compareIn('j/repo/benches')).threshold).toBe(0.4);
    // A .yml nearer to the working directory is found before it.
    write('j/repo/benches/bench-gate.yml', config('3%'));
    expect((await compareIn('j/repo/benches')).threshold).toBe(0.03);
    rmSync(join(root, 'j/repo/benches/bench-gate.yml'));
    // Both spellings in one directory: which rules apply would be a guess.
    write('j/repo/bench-gate.yml', config('3%'));
    const r = await compareIn('j/repo/benches');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('../bench-gate.yml and ../bench-gate.yaml are both config files in one place, and bench-gate reads one: the rules of the other would not apply. Merge them into one and remove the other, or pass --config FILE.');
    expect((await compareIn('j/repo/benches', '--config', '../bench-gate.yaml')).threshold).toBe(0.4);
    expect((await compareIn('j/repo/benches', '--no-config')).threshold).toBe(0.05);
    // .github/bench-gate.yaml too.
    rmSync(join(root, 'j/repo/bench-gate.yaml'));
    rmSync(join(root, 'j/repo/bench-gate.yml'));
    write('j/repo/.github/bench-gate.yaml', config('40%'));
    expect((await compareIn('j/repo')).threshold).toBe(0.4);
  });

  it('takes a .git file (a linked worktree or a submodule) as the repository root too', async () => {
    write('e/bench-gate.yml', config('9%'));
    write('e/worktree/.git', 'gitdir: /somewhere/.git/worktrees/worktree\n');
    write('e/worktree/bench-gate.yml', config('4%'));
    let r = await compareIn('e/worktree/benches');
    expect(r.threshold).toBe(0.04);
    expect(r.stderr).toContain('config ../bench-gate.yml (found)');

    rmSync(join(root, 'e/worktree/bench-gate.yml'));
    r = await compareIn('e/worktree/benches');
    expect(r.threshold).toBe(0.05);
    expect(r.stderr).not.toContain('config ');
  });

  it('with no config anywhere in the repository, compares as before: defaults, nothing said', async () => {
    mkdirSync(join(root, 'f/repo/.git'), { recursive: true });
    const found = await compareIn('f/repo/benches');
    const none = await compareIn('f/repo/benches', '--no-config');
    expect(found.code).toBe(0);
    expect(found.threshold).toBe(0.05);
    expect(found.stderr).not.toContain('config ');
    expect({ ...found, files: undefined }).toEqual({ ...none, files: undefined });
  });

  it('leaves --config as it was: the file given, relative to the working directory, with no looking', async () => {
    mkdirSync(join(root, 'g/repo/.git'), { recursive: true });
    write('g/repo/bench-gate.yml', config('4%'));
    write('g/repo/benches/ci.yml', config('3%'));
    const r = await compareIn('g/repo/benches', '--config', 'ci.yml');
    expect(r.threshold).toBe(0.03);
    expect(r.stderr).toContain('config ci.yml: 1 rule');
    const missing = await compareIn('g/repo/benches', '--config', 'bench-gate.yml');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('bench-gate.yml: no such file');
  });

  it('parse looks the same way (its metrics patterns come from the config found above)', async () => {
    mkdirSync(join(root, 'h/repo/.git'), { recursive: true });
    write('h/repo/bench-gate.yml', 'format: metrics\nmetrics:\n  - {pattern: "^(?<name>\\\\w+): (?<value>[\\\\d.]+) (?<unit>ms)$", better: lower}\n');
    write('h/repo/tools/out.txt', 'get: 1.5 ms\nput: 2.5 ms\n');
    const r = await runCliAt(join(root, 'h/repo/tools'), ['parse', 'out.txt']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('config ../bench-gate.yml (found): 0 rules, 1 metrics pattern');
    expect(r.stdout).toContain('"get"');
  });
});

describe('where the docs say the config is looked for', () => {
  it('name the .yaml spelling wherever they name the default config files', () => {
    const inputs = (path: string) => (parse(readFileSync(join(import.meta.dirname, '..', '..', path), 'utf8')) as { inputs: Record<string, { description: string }> }).inputs;
    const texts = [AB_HELP, COMPARE_HELP, PARSE_HELP, RUN_HELP, inputs('action.yml').config?.description ?? '', inputs('engine/action.yml').config?.description ?? ''];
    for (const text of texts) {
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('.github/bench-gate.yml');
      expect(flat).toMatch(/\.github\/bench-gate\.yml,? \(?either spelt \.yaml too/);
    }
  });
});
