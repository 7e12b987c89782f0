/** `bench-gate merge` and `bench-gate check` over the result files in fixtures/run (fixed clock). */
import { copyFileSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResultSet } from '../../src/schema/result.js';
import { BENCH_SH, ROOT, runBenchGate, tempDir } from './harness.js';

const F = 'fixtures/run';
/** The part of a Google Benchmark JSON file the summary tests read and rewrite. */
interface GbenchFile { benchmarks: { aggregate_name?: string | undefined; real_time: number; [field: string]: unknown }[] }
const SHA = '1a2b3c4d5e6f7081920a1b2c3d4e5f6071829304';
let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir(); });
afterEach(() => dir.remove());

describe('merge', () => {
  it('joins shards with different benchmarks, and more samples of the same ones', async () => {
    const out = join(dir.path, 'all.json');
    const result = await runBenchGate(['merge', `${F}/shard-1.json`, `${F}/shard-2.json`, `${F}/shard-1-more.json`, '-o', out]);
    expect(result.stderr).toContain(`bench-gate: merged 3 files: 2 benchmarks, written to ${out}`);
    expect(result.code).toBe(0);
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    expect(set.benchmarks.map((b) => [b.name, b.metrics[0]?.samples.length])).toEqual([['BenchmarkEncode-8', 5], ['BenchmarkDecode-8', 3]]);
    expect(set.context.sources).toEqual(['bash scripts/run-fixtures/bench.sh (3 runs)', 'bash scripts/run-fixtures/bench.sh (3 runs)', 'bash scripts/run-fixtures/bench.sh (2 runs)']);
    expect(set.context.time).toBe('2026-11-21T09:30:00.000Z');
    expect(set.context.machine?.fingerprint).toBe('aaaaaaaaaaaa');
    expect(set.context.commit).toBe(SHA);
  });

  it('takes each input\'s summary as one sample of its run when every input gives only a summary (gbench aggregates only)', async () => {
    const out = join(dir.path, 'agg.json');
    const result = await runBenchGate(['merge', `${F}/gbench-aggregates-1.json`, `${F}/gbench-aggregates-2.json`, '-o', out]);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('warning');
    expect(result.stderr).toContain('bench-gate: info: 4 metrics had only a summary in each input (up to 2 inputs): each input is taken as one run, and its summary\'s centre as one sample of that run');
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    const first = JSON.parse(readFileSync(`${F}/gbench-aggregates-1.json`, 'utf8')) as GbenchFile;
    const second = JSON.parse(readFileSync(`${F}/gbench-aggregates-2.json`, 'utf8')) as GbenchFile;
    // The medians each file printed (real_time in ns), one sample per file, in input order.
    const median = (file: GbenchFile): number => (file.benchmarks.find((b) => b.aggregate_name === 'median')?.real_time ?? NaN) * 1e-9;
    const time = set.benchmarks[0]?.metrics.find((m) => m.unit === 'sec/op');
    expect(time?.samples).toHaveLength(2);
    expect(time?.samples[0]).toBeCloseTo(median(first), 20);
    expect(time?.samples[1]).toBeCloseTo(median(second), 20);
    expect(time?.summary?.center).toBe(time?.samples[0]);
    expect(set.diagnostics.map((d) => [d.severity, d.line])).toEqual([['info', 0]]);
  });

  it('parse of several inputs does the same', async () => {
    const out = join(dir.path, 'parsed.json');
    const result = await runBenchGate(['parse', `${F}/gbench-aggregates-1.json`, `${F}/gbench-aggregates-2.json`, '-o', out]);
    expect(result.code).toBe(0);
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    expect(set.benchmarks[0]?.metrics.map((m) => m.samples.length)).toEqual([2, 2, 2, 2]);
  });

  it('run --runs gives n = runs when each run prints only aggregates', async () => {
    const agg = join(ROOT, F, 'gbench-aggregates-1.json');
    const out = join(dir.path, 'r.json');
    const result = await runBenchGate(['run', '-q', '--runs', '3', '-o', out, '--', 'cat', agg]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('bench-gate: info: 4 metrics had only a summary in each input (up to 3 inputs)');
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    expect(set.benchmarks[0]?.metrics.map((m) => m.samples.length)).toEqual([3, 3, 3, 3]);
  });

  it('leaves out, with a warning naming the file, a summary-only input beside inputs with samples', async () => {
    const reps = join(dir.path, 'reps.json');
    // A run of the same benchmark with its 3 repetitions kept: the aggregates file turned into one.
    const agg = JSON.parse(readFileSync(`${F}/gbench-aggregates-1.json`, 'utf8')) as GbenchFile;
    const iterations = [0.9, 1, 1.1].map((f) => ({ ...agg.benchmarks[0], run_type: 'iteration', aggregate_name: undefined, real_time: (agg.benchmarks[0]?.real_time ?? 0) * f }));
    writeFileSync(reps, JSON.stringify({ ...agg, benchmarks: iterations }));
    const out = join(dir.path, 'mixed.json');
    const result = await runBenchGate(['merge', reps, `${F}/gbench-aggregates-2.json`, '-o', out]);
    expect(result.code).toBe(0);
    const warnings = result.stderr.split('\n').filter((l) => l.startsWith('bench-gate: warning: BM_StringCopy/8 '));
    expect(warnings.map((l) => l.split(':')[2]?.trim())).toContain('BM_StringCopy/8 sec/op');
    expect(warnings[0]).toContain(`but ${F}/gbench-aggregates-2.json only has a summary, whose centre cannot stand beside them: left out`);
    expect(warnings[0]).toContain('without --benchmark_report_aggregates_only');
    const set = JSON.parse(readFileSync(out, 'utf8')) as ResultSet;
    expect(set.benchmarks[0]?.metrics.find((m) => m.unit === 'sec/op')?.samples).toHaveLength(3);
  });

  it('refuses different machine fingerprints, naming both files, unless told', async () => {
    const refused = await runBenchGate(['merge', `${F}/shard-1.json`, `${F}/other-machine.json`]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(`bench-gate merge: ${F}/other-machine.json has machine fingerprint bbbbbbbbbbbb, but ${F}/shard-1.json has aaaaaaaaaaaa: samples from different machines mix their speeds.`);
    expect(refused.stderr).toContain('--allow-different-machines');
    const allowed = await runBenchGate(['merge', '--allow-different-machines', `${F}/shard-1.json`, `${F}/other-machine.json`]);
    expect(allowed.code).toBe(0);
    const set = JSON.parse(allowed.stdout) as ResultSet;
    expect(set.benchmarks).toHaveLength(2);
    expect(set.context.machine?.fingerprint).toBeUndefined();
  });

  it('refuses files of different commits; a short SHA and the full one it begins are one commit, recorded in full', async () => {
    const parsed = async (name: string, fixture: string, commit: string): Promise<string> => {
      const path = join(dir.path, name);
      expect((await runBenchGate(['parse', '--commit', commit, `fixtures/go/${fixture}`, '-o', path])).code).toBe(0);
      return path;
    };
    const full = await parsed('full.json', 'compare-base-run1.txt', SHA);
    const other = await parsed('other.json', 'compare-base-run2.txt', `f${SHA.slice(1)}`);
    const refused = await runBenchGate(['merge', full, other]);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toContain(`bench-gate merge: ${other} has commit f${SHA.slice(1)}, but ${full} has ${SHA}: merge only results of one commit`);
    const short = await parsed('short.json', 'compare-base-run2.txt', SHA.slice(0, 7).toUpperCase());
    for (const order of [[short, full], [full, short]]) {
      const merged = await runBenchGate(['merge', ...order]);
      expect(merged.code).toBe(0);
      expect((JSON.parse(merged.stdout) as ResultSet).context.commit).toBe(SHA);
      expect((await runBenchGate(['parse', ...order, '--commit', SHA])).code).toBe(0);
    }
    expect((await runBenchGate(['merge', short, other])).stderr).toContain(`${short} has commit ${SHA.slice(0, 7).toUpperCase()}, but ${other} has f${SHA.slice(1)}`);
  });

  it('refuses raw logs whose cpu:, goos: or goarch: lines differ, though they carry no fingerprint', async () => {
    const log = readFileSync('fixtures/go/basic.txt', 'utf8');
    const write = (name: string, text: string): string => {
      const path = join(dir.path, name);
      writeFileSync(path, text);
      return path;
    };
    const a = write('a.txt', log);
    const otherCpu = write('b.txt', log.replace(/^cpu: .*$/m, 'cpu: Apple M2 Pro'));
    const refused = await runBenchGate(['merge', a, otherCpu]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`bench-gate merge: ${otherCpu} has CPU Apple M2 Pro, but ${a} has`);
    expect(refused.stderr).toContain('--allow-different-machines');
    const otherArch = write('c.txt', log.replace(/^goarch: .*$/m, 'goarch: arm64'));
    expect((await runBenchGate(['merge', a, otherArch])).stderr).toContain(`${otherArch} has architecture arm64, but ${a} has amd64`);
    expect((await runBenchGate(['merge', '--allow-different-machines', a, otherCpu])).code).toBe(0);
    // The same machine padded differently in its cpu: line is the same machine.
    const padded = write('d.txt', log.replace(/^cpu: (.*)$/m, (_, cpu: string) => `cpu: ${cpu.replace(/ /g, '  ')}`));
    expect((await runBenchGate(['merge', a, padded])).code).toBe(0);
  });

  it('records when raw tool outputs were written, as parse does, so check --max-age can read the merged file', async () => {
    const write = (name: string, at: string): string => {
      const path = join(dir.path, name);
      copyFileSync('fixtures/go/basic.txt', path);
      utimesSync(path, new Date(at), new Date(at));
      return path;
    };
    const out = join(dir.path, 'merged.json');
    const now = new Date('2026-11-21T08:00:00Z');
    const merged = await runBenchGate(['merge', write('a.txt', '2026-11-20T12:00:00Z'), write('b.txt', '2026-11-19T08:00:00Z'), '-o', out], { now });
    expect(merged.code).toBe(0);
    expect((JSON.parse(readFileSync(out, 'utf8')) as ResultSet).context.time).toBe('2026-11-19T08:00:00.000Z');
    const check = await runBenchGate(['check', '--max-age', '24h', out], { now });
    expect(check.code).toBe(2);
    expect(check.stderr).toMatch(/too old: measured 2 d ago/);
  });

  it('keeps an unreadable time, whatever the order, for check to refuse instead of passing a fresh file\'s', async () => {
    // Two shards: one file's samples given twice would be refused (merge-repeated-samples.test.ts).
    const write = (name: string, shard: string, time: string): string => {
      const set = JSON.parse(readFileSync(`${F}/${shard}`, 'utf8')) as ResultSet;
      const path = join(dir.path, name);
      writeFileSync(path, JSON.stringify({ ...set, context: { ...set.context, time } }));
      return path;
    };
    const now = new Date('2026-11-21T08:00:00Z');
    const fresh = write('fresh.json', 'shard-1.json', '2026-11-21T07:00:00Z');
    const unreadable = write('unreadable.json', 'shard-2.json', 'last tuesday');
    for (const order of [[fresh, unreadable], [unreadable, fresh]]) {
      const out = join(dir.path, 'merged.json');
      expect((await runBenchGate(['merge', ...order, '-o', out], { now })).code).toBe(0);
      expect((JSON.parse(readFileSync(out, 'utf8')) as ResultSet).context.time).toBe('last tuesday');
      expect((await runBenchGate(['check', '--max-age', '24h', out], { now })).stderr).toContain('unreadable time \'last tuesday\'');
    }
  });

  it('says to parse first where it would say to pass --format or --lenient, which merge and check do not take', async () => {
    const bad = join(dir.path, 'bad.txt');
    writeFileSync(bad, `${readFileSync('fixtures/go/basic.txt', 'utf8')}BenchmarkFoo-8 100 abc ns/op\n`);
    for (const command of [['merge'], ['check', '--max-age', '24h']]) {
      const name = command[0] ?? '';
      const lenient = await runBenchGate([...command, bad]);
      expect(lenient.code).toBe(2);
      expect(lenient.stderr).toContain(`${name} has no --lenient: parse the input first (bench-gate parse --lenient ${bad} -o result.json) and give ${name} result.json.`);
      const custom = await runBenchGate([...command, 'fixtures/custom/ms-base-smaller.json']);
      expect(custom.code).toBe(2);
      expect(custom.stderr).toContain(`${name} has no --format: parse the input first (bench-gate parse --format F fixtures/custom/ms-base-smaller.json -o result.json)`);
    }
    // parse takes both options: its messages stay as they were.
    expect((await runBenchGate(['parse', bad])).stderr).not.toContain('has no --lenient');
  });

  it('refuses a metric that one file says is better lower and another higher', async () => {
    const smaller = join(dir.path, 'smaller.json');
    const bigger = join(dir.path, 'bigger.json');
    expect((await runBenchGate(['parse', '--format', 'custom-smaller', 'fixtures/custom/ms-base-smaller.json', '-o', smaller])).code).toBe(0);
    expect((await runBenchGate(['parse', '--format', 'custom-bigger', 'fixtures/custom/ms-base-smaller.json', '-o', bigger])).code).toBe(0);
    const refused = await runBenchGate(['merge', smaller, bigger]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(new RegExp(`${bigger} says higher is better for load \\(sec\\), but ${smaller} says lower: merged, one file's samples would be judged the wrong way`));
  });

  it('refuses results of different suites unless --suite names the merged result', async () => {
    const api = join(dir.path, 'api.json');
    const db = join(dir.path, 'db.json');
    expect((await runBenchGate(['parse', '--suite', 'api', 'fixtures/go/basic.txt', '-o', api])).code).toBe(0);
    expect((await runBenchGate(['parse', '--suite', 'db', 'fixtures/go/compare-head.txt', '-o', db])).code).toBe(0);
    const refused = await runBenchGate(['merge', api, db]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(`bench-gate merge: ${db} has suite db, but ${api} has api: merge only one suite's results, or pass --suite NAME`);
    const named = await runBenchGate(['merge', '--suite', 'all', api, db]);
    expect(named.code).toBe(0);
    expect((JSON.parse(named.stdout) as ResultSet).suite).toBe('all');
  });

  it('keeps the suite a later file names when the first names none', async () => {
    const unnamed = join(dir.path, 'unnamed.json');
    const db = join(dir.path, 'db-only.json');
    expect((await runBenchGate(['parse', 'fixtures/go/basic.txt', '-o', unnamed])).code).toBe(0);
    expect((await runBenchGate(['parse', '--suite', 'db', 'fixtures/go/compare-head.txt', '-o', db])).code).toBe(0);
    const merged = await runBenchGate(['merge', unnamed, db]);
    expect(merged.code).toBe(0);
    expect((JSON.parse(merged.stdout) as ResultSet).suite).toBe('db');
  });

  it('refuses a file given twice and names a missing file', async () => {
    const twice = await runBenchGate(['merge', `${F}/shard-1.json`, `${F}/shard-1.json`]);
    expect(twice.stderr).toContain(`${F}/shard-1.json is given twice`);
    const missing = await runBenchGate(['merge', `${F}/shard-1.json`, `${F}/nope.json`]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`${F}/nope.json: no such file.`);
  });
});

describe('check', () => {
  const at = (iso: string): { now: Date } => ({ now: new Date(iso) });

  it('passes fresh results from the right commit (a short SHA matches as a prefix)', async () => {
    const result = await runBenchGate(['check', '--max-age', '24h', '--commit', '1a2b3c4', `${F}/shard-1.json`], at('2026-11-21T13:12:00Z'));
    expect(result).toEqual({ code: 0, stderr: '', stdout: `${F}/shard-1.json: OK, measured 3 h 12 min ago (limit 24h), commit 1a2b3c4d5e6f\n` });
    // A limit given with spaces (a quoted shell variable) is shown as the duration it is.
    expect((await runBenchGate(['check', '--max-age', ' 24h ', `${F}/shard-1.json`], at('2026-11-21T13:12:00Z'))).stdout).toContain('(limit 24h)');
  });

  it('refuses a tool\'s own output, which records no time or commit, and says to parse it into a result file', async () => {
    for (const option of [['--max-age', '24h'], ['--commit', '1a2b3c4']]) {
      const result = await runBenchGate(['check', ...option, 'fixtures/go/basic.txt']);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe('bench-gate check: fixtures/go/basic.txt is go output, not a bench-gate result file, so it records neither when nor on which commit it was measured. '
        + 'Write a result file from it and check that: bench-gate parse fixtures/go/basic.txt --commit "$(git rev-parse HEAD)" -o results.json (the time recorded is when the file was written), or use `bench-gate run`.\n');
    }
  });

  it('refuses partial results unless --allow-partial, and says so on the OK line when allowed', async () => {
    const path = join(dir.path, 'partial.json');
    const ran = await runBenchGate(['run', '--runs', '5', '-o', path, '--', 'bash', BENCH_SH], { env: { BENCH_NS: '1000', BENCH_FAIL_AT: '3' } });
    expect(ran.code).toBe(2);
    const note = 'partial results: run 3 of 5 failed, so this file holds 2 runs';
    const refused = await runBenchGate(['check', '--max-age', '24h', path]);
    expect(refused).toMatchObject({ code: 2, stdout: '' });
    expect(refused.stderr).toBe(`${path}: warning: it records: ${note}\n`
      + `bench-gate check: ${path} holds partial results (run 3 of 5 failed, so this file holds 2 runs), so it is not the measurement that was planned. Re-run the benchmarks until every run succeeds and commit the new results, or pass --allow-partial to accept it.\n`);
    const allowed = await runBenchGate(['check', '--max-age', '24h', '--allow-partial', path]);
    expect(allowed.code).toBe(0);
    expect(allowed.stdout).toMatch(new RegExp(`^${path.replaceAll(/[.\\/]/g, '\\$&')}: OK, measured \\d+ s ago \\(limit 24h\\), partial results allowed \\(--allow-partial\\)\\n$`));
    expect(allowed.stderr).toBe(`${path}: warning: it records: ${note}\n`);
    const compared = await runBenchGate(['compare', path, `${F}/shard-1.json`]);
    expect(compared.stderr).toContain(`${path}: warning: it records: ${note}`);
  });

  it('refuses a file --lenient wrote without the results it could not read, unless --allow-partial; compare warns', async () => {
    const path = join(dir.path, 'lenient.json');
    // A real go test -json log whose output event on line 11 was cut off: a data loss --lenient accepts.
    const parsed = await runBenchGate(['parse', '--lenient', '--commit', SHA, 'fixtures/broken/go-json-cut.jsonl', '-o', path]);
    expect(parsed.code).toBe(0);
    const warning = `${path}: warning: it was written with --lenient, without the results it could not read (line 11 of fixtures/broken/go-json-cut.jsonl): their samples are missing\n`;
    const refused = await runBenchGate(['check', '--commit', SHA, path]);
    expect(refused).toEqual({ code: 2, stdout: '', stderr: `${warning}bench-gate check: ${path} was written with --lenient, without the results it could not read `
      + '(line 11 of fixtures/broken/go-json-cut.jsonl), so it is not the whole measurement. Fix what broke them (`bench-gate parse` without --lenient says what it could not read) '
      + 'and commit new results, or pass --allow-partial to accept it.\n' });
    const allowed = await runBenchGate(['check', '--commit', SHA, '--allow-partial', path]);
    expect(allowed).toEqual({ code: 0, stderr: warning, stdout: `${path}: OK, commit 1a2b3c4d5e6f, partial results allowed (--allow-partial)\n` });
    const compared = await runBenchGate(['compare', path, path]);
    expect(compared.stderr.split(warning)).toHaveLength(3);
  });

  it('refuses a merged file that holds a partial shard', async () => {
    const set = JSON.parse(readFileSync(`${F}/shard-1.json`, 'utf8')) as ResultSet;
    set.diagnostics.push({ severity: 'warning', source: 'bash bench.sh', line: 0, message: 'partial results: run 3 of 5 failed, so this file holds 2 runs' });
    const shard = join(dir.path, 'partial-shard.json');
    writeFileSync(shard, JSON.stringify(set));
    const merged = join(dir.path, 'merged.json');
    expect((await runBenchGate(['merge', shard, `${F}/shard-2.json`, '-o', merged])).code).toBe(0);
    const refused = await runBenchGate(['check', '--commit', SHA, merged]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`bench-gate check: ${merged} holds partial results (run 3 of 5 failed, so this file holds 2 runs)`);
  });

  it('fails stale results with the age and the limit', async () => {
    const result = await runBenchGate(['check', '--max-age', '30m', `${F}/shard-1.json`], at('2026-11-23T10:00:00Z'));
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`bench-gate check: ${F}/shard-1.json is too old: measured 2 d ago (2026-11-21T10:00:00.000Z), and --max-age is 30m. Re-run the benchmarks and commit the new results.\n`);
    // A limit without a unit is seconds, which the message says, as hours were probably meant.
    const bare = await runBenchGate(['check', '--max-age', '24', `${F}/shard-1.json`], at('2026-11-21T10:01:00Z'));
    expect(bare.stderr).toContain('measured 1 min ago (2026-11-21T10:00:00.000Z), and --max-age is 24 (seconds: a number without a unit is seconds; 24h is hours).');
  });

  it('fails results from another commit', async () => {
    const result = await runBenchGate(['check', '--commit', 'deadbeef', `${F}/shard-1.json`], at('2026-11-21T10:00:00Z'));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${F}/shard-1.json was measured on commit ${SHA}, not deadbeef.`);
  });

  it('matches only the SHA given to check as a prefix, never a short recorded commit', async () => {
    const short = join(dir.path, 'short.json');
    expect((await runBenchGate(['parse', 'fixtures/go/basic.txt', '--commit', 'abcd', '-o', short])).code).toBe(0);
    const longer = await runBenchGate(['check', '--commit', `abcd${'9'.repeat(36)}`, short]);
    expect(longer).toMatchObject({ code: 2, stdout: '' });
    expect(longer.stderr).toBe(`bench-gate check: ${short} records only the short commit abcd, which cannot show that it is abcd${'9'.repeat(36)}. Record the full SHA when writing it (bench-gate run in the repository, or parse --commit "$(git rev-parse HEAD)"), or pass check a SHA no longer than the recorded one.\n`);
    expect(await runBenchGate(['check', '--commit', 'ABCD', short])).toMatchObject({ code: 0, stdout: `${short}: OK, commit abcd\n` });
    expect((await runBenchGate(['check', '--commit', SHA.slice(0, 8), short])).stderr).toContain(`was measured on commit abcd, not ${SHA.slice(0, 8)}.`);
  });

  it.each([
    [['parse', 'fixtures/go/basic.txt', '--commit', 'zzz'], 'zzz'],
    [['parse', 'fixtures/go/basic.txt', '--commit', ''], ''],
    [['parse', 'fixtures/go/basic.txt', '--commit', 'abc'], 'abc'],
    [['run', '--commit', 'main', '--', 'true'], 'main'],
  ])('%j: an invalid --commit is refused before anything is recorded, as check refuses it', async (args, value) => {
    const result = await runBenchGate(args);
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toBe(`bench-gate ${args[0] ?? ''}: Invalid value '${value}' for --commit. Use a commit SHA (4 to 64 hex digits; best the full one), e.g. --commit "$(git rev-parse HEAD)".\n`);
  });

  it('fails when the time or commit is missing, or the time is in the future', async () => {
    const noTime = await runBenchGate(['check', '--max-age', '7d', `${F}/no-context.json`], at('2026-11-21T10:00:00Z'));
    expect(noTime.code).toBe(2);
    expect(noTime.stderr).toContain('records no time (context.time)');
    const noCommit = await runBenchGate(['check', '--commit', SHA, `${F}/no-context.json`], at('2026-11-21T10:00:00Z'));
    expect(noCommit.stderr).toContain('records no commit (context.commit)');
    const future = await runBenchGate(['check', '--max-age', '1h', `${F}/shard-1.json`], at('2026-11-21T09:00:00Z'));
    expect(future.stderr).toContain('1 h in the future by this clock');
  });

  it.each([
    [['check', `${F}/shard-1.json`], 'check needs --max-age, --commit, or both.'],
    [['check', '--max-age', '24 hours', `${F}/shard-1.json`], "Invalid value '24 hours' for --max-age. Use a duration like 90s, 30m, 24h or 7d."],
    [['check', '--commit', 'main', `${F}/shard-1.json`], "Invalid value 'main' for --commit."],
    [['check', '--max-age', '1h'], 'check needs exactly one result file (got 0).'],
  ])('usage error: %j', async (args, message) => {
    const result = await runBenchGate(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

describe('parse records when the output was written, not when it was parsed', () => {
  it('an output file written two days ago fails check --max-age 24h; stdin gets the clock', async () => {
    const raw = join(dir.path, 'old.txt');
    copyFileSync('fixtures/go/basic.txt', raw);
    const written = new Date('2026-11-19T08:00:00Z');
    utimesSync(raw, written, written);
    const now = new Date('2026-11-21T08:00:00Z');
    const parsed = await runBenchGate(['parse', raw, '-o', join(dir.path, 'old.json')], { now });
    expect(parsed.code).toBe(0);
    const set = JSON.parse(readFileSync(join(dir.path, 'old.json'), 'utf8')) as ResultSet;
    expect(set.context.time).toBe('2026-11-19T08:00:00.000Z');
    const check = await runBenchGate(['check', '--max-age', '24h', join(dir.path, 'old.json')], { now });
    expect(check.code).toBe(2);
    expect(check.stderr).toMatch(/too old: measured 2 d ago/);
  });
});

