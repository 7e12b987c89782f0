/**
 * `parse` given several inputs, some of them result files: the combined result's time is the
 * earliest input's (a result file's recorded time, a tool output's modification time, now for
 * stdin), so `check --max-age` cannot pass stale samples for fresh ones; result files of different
 * commits are refused, as `merge` refuses them.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCliAt } from '../config/cli-harness.js';

const NOW = new Date('2026-11-21T12:00:00Z');
let dir = '';

/** Writes `name` as the result of fixtures/go/basic.txt with `time` and `commit` recorded. */
function writeResult(name: string, context: { time: string; commit?: string; machine?: { fingerprint: string } }): void {
  const result = JSON.parse(readFileSync(join(dir, 'base.json'), 'utf8')) as { context: Record<string, unknown> };
  Object.assign(result.context, context);
  writeFileSync(join(dir, name), JSON.stringify(result));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bench-gate-parse-several-'));
  copyFileSync(join(ROOT, 'fixtures', 'go', 'basic.txt'), join(dir, 'base.txt'));
  expect((await runCliAt(dir, ['parse', '--no-config', 'base.txt', '-o', 'base.json'], { writeFiles: true, now: NOW })).code).toBe(0);
  writeResult('fresh.json', { time: '2026-11-21T11:00:00Z', commit: 'aaaa1111' });
  writeResult('stale.json', { time: '2026-11-01T11:00:00Z', commit: 'aaaa1111' });
  writeResult('other.json', { time: '2026-11-21T11:30:00Z', commit: 'bbbb2222' });
  copyFileSync(join(ROOT, 'fixtures', 'go', 'basic.txt'), join(dir, 'old.txt'));
  utimesSync(join(dir, 'old.txt'), new Date('2026-11-10T08:00:00Z'), new Date('2026-11-10T08:00:00Z'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const timeOf = (json: string): unknown => (JSON.parse(json) as { context: { time?: string } }).context.time;

describe('parse of several inputs records the earliest time', () => {
  it('a stale result file after a fresh one', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', 'fresh.json', 'stale.json'], { now: NOW });
    expect(run.code).toBe(0);
    expect(timeOf(run.stdout)).toBe('2026-11-01T11:00:00Z');
  });

  it('an old tool output after a fresh result file', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', 'fresh.json', 'old.txt'], { now: NOW });
    expect(run.code).toBe(0);
    expect(timeOf(run.stdout)).toBe('2026-11-10T08:00:00.000Z');
  });

  it('an old tool output beside stdin', async () => {
    const stdin = readFileSync(join(dir, 'base.txt'));
    const run = await runCliAt(dir, ['parse', '--no-config', '-', 'old.txt'], { now: NOW, ports: { readStdin: () => Promise.resolve(stdin) } });
    expect(run.code).toBe(0);
    expect(timeOf(run.stdout)).toBe('2026-11-10T08:00:00.000Z');
  });

  it('one result file keeps its time as written', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', 'fresh.json'], { now: NOW });
    expect(timeOf(run.stdout)).toBe('2026-11-21T11:00:00Z');
  });
});

describe('parse of result files from different commits', () => {
  it('is refused, naming both files and commits', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', 'fresh.json', 'other.json'], { now: NOW });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('other.json has commit bbbb2222, but fresh.json has aaaa1111: parse only results of one commit');
  });

  it('a tool output (no commit) beside a result file takes its commit', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', 'base.txt', 'fresh.json'], { now: NOW });
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as { context: { commit?: string } }).context.commit).toBe('aaaa1111');
  });
});

describe('parse --commit of a result file', () => {
  const commitOf = (json: string): unknown => (JSON.parse(json) as { context: { commit?: string } }).context.commit;

  it('that records another commit is refused: its samples would be relabelled, and pass check --commit', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', '--commit', 'bbbb2222', 'base.txt', 'fresh.json'], { now: NOW });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('--commit bbbb2222 contradicts fresh.json, which records that its samples were measured on commit aaaa1111. Leave --commit out to keep the recorded commit');
  });

  it('that records the same commit, spelt shorter or longer, keeps the longer spelling', async () => {
    expect(commitOf((await runCliAt(dir, ['parse', '--no-config', '--commit', 'AAAA1111cccc', 'fresh.json'], { now: NOW })).stdout)).toBe('AAAA1111cccc');
    expect(commitOf((await runCliAt(dir, ['parse', '--no-config', '--commit', 'aaaa', 'fresh.json'], { now: NOW })).stdout)).toBe('aaaa1111');
  });

  it('that records a commit too short to be a SHA is refused, as merge refuses it beside the longer one', async () => {
    writeResult('three-digits.json', { time: '2026-11-21T11:00:00Z', commit: 'aaa' });
    const run = await runCliAt(dir, ['parse', '--no-config', '--commit', 'aaaa1111', 'three-digits.json'], { now: NOW });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--commit aaaa1111 contradicts three-digits.json, which records that its samples were measured on commit aaa.');
  });
});

describe('parse of result files from different machines', () => {
  it('is refused, as merge refuses it, naming both files and the merge option for machines known to be alike', async () => {
    writeResult('machine-a.json', { time: '2026-11-21T11:00:00Z', machine: { fingerprint: 'aaaaaaaaaaaa' } });
    writeResult('machine-b.json', { time: '2026-11-21T11:00:00Z', machine: { fingerprint: 'bbbbbbbbbbbb' } });
    const run = await runCliAt(dir, ['parse', '--no-config', 'machine-a.json', 'machine-b.json'], { now: NOW });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('machine-b.json has machine fingerprint bbbbbbbbbbbb, but machine-a.json has aaaaaaaaaaaa: parse only results of one machine class; to join shards of machines you know are alike, use bench-gate merge --allow-different-machines.');
    // One machine, or a tool output (no fingerprint) beside a result file: accepted.
    expect((await runCliAt(dir, ['parse', '--no-config', 'machine-a.json', 'base.txt'], { now: NOW })).code).toBe(0);
  });
});

describe('parse of result files that disagree on a metric\'s direction', () => {
  it('is refused, as merge refuses it, instead of judging one file\'s samples the wrong way', async () => {
    const custom = join(ROOT, 'fixtures', 'custom', 'ms-base-smaller.json');
    for (const [format, out] of [['custom-smaller', 'smaller.json'], ['custom-bigger', 'bigger.json']] as const) {
      expect((await runCliAt(dir, ['parse', '--no-config', '--format', format, custom, '-o', out], { writeFiles: true, now: NOW })).code).toBe(0);
    }
    const run = await runCliAt(dir, ['parse', '--no-config', 'smaller.json', 'bigger.json'], { now: NOW });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('bigger.json says higher is better for load (sec), but smaller.json says lower: parsed together, one file\'s samples would be judged the wrong way. Parse both the same way');
    expect(run.stderr).toContain('and parse again.');
  });
});

describe('parse of result files of different suites', () => {
  const suiteOf = (json: string): unknown => (JSON.parse(json) as { suite?: string }).suite;

  beforeAll(async () => {
    for (const [suite, out] of [['api', 'api.json'], ['db', 'db.json']] as const) {
      expect((await runCliAt(dir, ['parse', '--no-config', '--suite', suite, 'base.txt', '-o', out], { writeFiles: true, now: NOW })).code).toBe(0);
    }
  });

  it('is refused unless --suite names the result, as merge refuses it', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', 'api.json', 'db.json'], { now: NOW });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('db.json has suite db, but api.json has api: parse only one suite\'s results, or pass --suite NAME to name the combined result.');
    const named = await runCliAt(dir, ['parse', '--no-config', '--suite', 'all', 'api.json', 'db.json'], { now: NOW });
    expect(named.code).toBe(0);
    expect(suiteOf(named.stdout)).toBe('all');
  });

  it('keeps the suite a later input names when the first names none', async () => {
    const run = await runCliAt(dir, ['parse', '--no-config', 'base.json', 'db.json'], { now: NOW });
    expect(run.code).toBe(0);
    expect(suiteOf(run.stdout)).toBe('db');
  });
});
