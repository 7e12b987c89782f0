/**
 * A file `bench-gate merge --allow-different-machines` wrote from results of different machines
 * keeps that fact (context.machine.mixed): without it, the file recorded no fingerprint, and every
 * later check of machines (compare's warning, merge's and parse's refusals) passed it unnoticed.
 * Real result files (fixtures/run, written by `bench-gate run`) and real Go output.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MERGE_HELP } from '../../src/cli/help.js';
import type { ResultSet } from '../../src/schema/result.js';
import { runBenchGate, tempDir } from './harness.js';

const F = 'fixtures/run';
const A = 'aaaaaaaaaaaa (Test CPU @ 3.0GHz, linux/amd64)';
const B = 'bbbbbbbbbbbb (Other CPU @ 2.0GHz, linux/amd64)';
let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir(); });
afterEach(() => dir.remove());

/** shard-1 (machine aaaa…) and other-machine (bbbb…) merged as told; the merged file's path. */
async function mergedAcrossMachines(): Promise<string> {
  const out = join(dir.path, 'mixed.json');
  const merged = await runBenchGate(['merge', '--allow-different-machines', `${F}/shard-1.json`, `${F}/other-machine.json`, '-o', out]);
  expect(merged.code).toBe(0);
  expect(merged.stderr).toContain(`bench-gate: warning: the merged file holds results of different machines (${A}; ${B}): it records them (context.machine.mixed)`);
  return out;
}

describe('merge --allow-different-machines', () => {
  it('lists the machines in the merged file, with no fingerprint, CPU or cores of one of them', async () => {
    const set = JSON.parse(readFileSync(await mergedAcrossMachines(), 'utf8')) as ResultSet;
    expect(set.context.machine).toEqual({ mixed: [A, B], os: 'linux', arch: 'amd64' });
  });

  it('makes compare warn, on either side, as it warns for two files of different machines', async () => {
    const mixed = await mergedAcrossMachines();
    const warning = (side: string): string => `warning: ${side} holds results of different machines (${A}; ${B}; merged with --allow-different-machines): differences may be the machines, not the code`;
    const asBase = await runBenchGate(['compare', mixed, `${F}/shard-1.json`]);
    expect(asBase.code).toBe(0);
    expect(asBase.stdout).toContain(warning('base'));
    const asHead = await runBenchGate(['compare', `${F}/shard-1.json`, mixed, '--output', 'json']);
    expect((JSON.parse(asHead.stdout) as { warnings: string[] }).warnings).toContain(warning('head').slice('warning: '.length));
  });

  it('is joined with other files only when told again; alone it keeps its machines', async () => {
    const mixed = await mergedAcrossMachines();
    const refused = await runBenchGate(['merge', mixed, `${F}/shard-2.json`]);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(`bench-gate merge: ${mixed} holds results of different machines (${A}; ${B}), merged with --allow-different-machines; joined with ${F}/shard-2.json, `
      + 'samples from different machines mix their speeds. Pass --allow-different-machines again if you know they are alike.');
    const parsed = await runBenchGate(['parse', `${F}/shard-2.json`, mixed]);
    expect(parsed).toMatchObject({ code: 2, stdout: '' });
    expect(parsed.stderr).toContain(`bench-gate parse: ${mixed} holds results of different machines (${A}; ${B}), merged with --allow-different-machines; joined with ${F}/shard-2.json, parse only results of one machine class`);
    const told = await runBenchGate(['merge', '--allow-different-machines', mixed, `${F}/shard-2.json`]);
    expect(told.code).toBe(0);
    expect((JSON.parse(told.stdout) as ResultSet).context.machine?.mixed).toEqual([A, B]);
    const alone = await runBenchGate(['merge', mixed]);
    expect(alone.code).toBe(0);
    expect((JSON.parse(alone.stdout) as ResultSet).context.machine?.mixed).toEqual([A, B]);
  });

  it('is documented as parse refuses it, whatever it is told: parse takes no --allow-different-machines', async () => {
    const mixed = await mergedAcrossMachines();
    const told = await runBenchGate(['parse', '--allow-different-machines', `${F}/shard-2.json`, mixed]);
    expect(told).toMatchObject({ code: 2, stdout: '' });
    expect(told.stderr).toContain('unknown option --allow-different-machines: it is an option of merge, not of parse');
    // Where the help, the README and the schema say what joins a mixed file, parse is not among the commands that can be told to.
    const schema = JSON.parse(readFileSync('schema/result.schema.json', 'utf8')) as { properties: { context: { properties: { machine: { properties: { mixed: { description: string } } } } } } };
    const docs = {
      help: MERGE_HELP.slice(MERGE_HELP.indexOf('Samples from different machines'), MERGE_HELP.indexOf('Baseline histories')),
      readme: readFileSync('README.md', 'utf8').split('\n\n').find((p) => p.includes('context.machine.mixed')) ?? '',
      schema: schema.properties.context.properties.machine.properties.mixed.description,
    };
    for (const [where, text] of Object.entries(docs)) {
      const flat = text.replace(/`/g, '').replace(/\s+/g, ' ');
      expect(flat, where).toContain('parse never');
      expect(flat, where).not.toMatch(/`?merge`? (?:and|or) `?parse`?/);
    }
  });

  it('marks raw logs of different CPUs too, which carry no fingerprint, and compare warns of them', async () => {
    const log = readFileSync('fixtures/go/compare-base-run2.txt', 'utf8');
    const m2 = join(dir.path, 'm2.txt');
    writeFileSync(m2, log.replace(/^cpu: .*$/m, 'cpu: Apple M2 Pro'));
    const merged = await runBenchGate(['merge', '--allow-different-machines', 'fixtures/go/compare-base-run1.txt', m2]);
    expect(merged.code).toBe(0);
    const set = JSON.parse(merged.stdout) as ResultSet;
    expect(set.context.machine?.mixed).toEqual(['Intel(R) Xeon(R) Processor, linux/amd64', 'Apple M2 Pro, linux/amd64']);
    const mixed = join(dir.path, 'raw-mixed.json');
    writeFileSync(mixed, merged.stdout);
    const compared = await runBenchGate(['compare', 'fixtures/go/compare-head.txt', mixed]);
    expect(compared.stdout).toContain('warning: head holds results of different machines (Intel(R) Xeon(R) Processor, linux/amd64; Apple M2 Pro, linux/amd64; merged with --allow-different-machines)');
  });

  it('marks nothing when the machines did not differ', async () => {
    const merged = await runBenchGate(['merge', '--allow-different-machines', `${F}/shard-1.json`, `${F}/shard-2.json`]);
    expect(merged.code).toBe(0);
    expect(merged.stderr).not.toContain('different machines');
    expect((JSON.parse(merged.stdout) as ResultSet).context.machine?.fingerprint).toBe('aaaaaaaaaaaa');
    expect((JSON.parse(merged.stdout) as ResultSet).context.machine?.mixed).toBeUndefined();
  });
});

describe('parse of raw logs of two machines', () => {
  it('is refused as merge refuses it: two logs record no fingerprint, and their cpu: lines differ (real go test output of two machines)', async () => {
    const [intel, amd] = ['fixtures/go/basic.txt', 'fixtures/go/fail-before-header.txt'];
    const parsed = await runBenchGate(['parse', intel, amd]);
    expect(parsed).toMatchObject({ code: 2, stdout: '' });
    expect(parsed.stderr).toContain(`bench-gate parse: ${amd} has CPU AMD EPYC, but ${intel} has Intel(R) Xeon(R) Processor: parse only results of one machine class; `
      + 'to join shards of machines you know are alike, use bench-gate merge --allow-different-machines.');
    // One machine's logs still parse together.
    const same = await runBenchGate(['parse', intel, 'fixtures/go/crlf.txt']);
    expect(same.code).toBe(0);
  });
});
