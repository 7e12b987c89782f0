/** Every command that takes --suite refuses an empty or blank one: it would name the report and the comment marker `<!-- bench-gate: -->`. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBenchGate } from '../run/harness.js';

const GO = 'fixtures/go/basic.txt';
const TMP = mkdtempSync(join(tmpdir(), 'bench-gate-suite-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
const COMMANDS: [string, string[]][] = [
  ['compare', ['compare', GO, GO, '--output', 'markdown']],
  ['parse', ['parse', GO]],
  ['merge', ['merge', 'fixtures/run/shard-1.json']],
  ['report', ['report', 'fixtures/cli/inputs/nope.json']],
  ['run', ['run', '--', 'true']],
  ['ab', ['ab', '--cmd', 'true', '--rounds', '2']],
];

describe('--suite', () => {
  it.each(COMMANDS.flatMap(([name, args]) => ['', '   ', '\t'].map((value) => [name, JSON.stringify(value), args, value] as const)))(
    '%s refuses --suite %s before doing anything', async (name, _shown, args, value) => {
      const [command = '', ...rest] = args;
      const result = await runBenchGate([command, '--suite', value, ...rest]);
      expect(result).toEqual({ code: 2, stdout: '', stderr: `bench-gate ${name}: Invalid value '${value}' for --suite: a suite name cannot be empty. Give a name like --suite api, or leave --suite out.\n` });
    });

  it('a named suite still titles the report and its marker', async () => {
    const result = await runBenchGate(['compare', GO, GO, '--output', 'markdown', '--suite', 'api']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('<!-- bench-gate:api -->');
  });

  it('a result file whose suite is blank names none: the default marker, not an empty one', async () => {
    const parsed = await runBenchGate(['parse', GO]);
    const file = join(TMP, 'blank-suite.json');
    writeFileSync(file, JSON.stringify({ ...(JSON.parse(parsed.stdout) as object), suite: ' ' }));
    expect((JSON.parse(readFileSync(file, 'utf8')) as { suite: string }).suite).toBe(' ');
    const result = await runBenchGate(['compare', file, file, '--output', 'markdown']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('<!-- bench-gate:default -->');
    expect(result.stdout).not.toMatch(/bench-gate · *:/);
  });
});
