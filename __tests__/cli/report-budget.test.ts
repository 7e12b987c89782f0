/**
 * `bench-gate report --output markdown` is the PR comment a workflow_run job posts: by default it
 * fits GitHub's 65,536-character limit the way the action's comments do and says what it left out;
 * `--full` renders everything. `compare` (and run --baseline, ab, which render the same way) does
 * the same. The large report is generated here (no fixture of a megabyte).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compareResultSets } from '../../src/compare.js';
import type { ComparisonReport } from '../../src/compare/types.js';
import type { ResultSet } from '../../src/schema/result.js';
import { COMMENT_LIMIT_CHARS } from '../../src/report/budget.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { benchmark, metric, noisy, resultSet, rng } from '../helpers/synthetic.js';
import { ROOT, runCliAt } from '../config/cli-harness.js';

const runInMemory = (args: string[], stdin: string) => runCliAt(ROOT, args, { ports: { readStdin: () => Promise.resolve(Buffer.from(stdin)) } });

/** `count` benchmarks, every 10th 30% slower and every 10th (offset 5) 25% faster: many flagged rows, many other rows. */
function largeReport(count: number): ComparisonReport {
  const [base, head] = largeSides(count);
  return compareResultSets(base, head);
}

/** The two result sets largeReport compares. */
function largeSides(count: number): [ResultSet, ResultSet] {
  const random = rng(11);
  const side = (isHead: boolean) => resultSet(Array.from({ length: count }, (_, i) => {
    const factor = !isHead ? 1 : i % 10 === 0 ? 1.3 : i % 10 === 5 ? 0.75 : 1;
    return benchmark(`BenchmarkDecode/payload=${String(i).padStart(5, '0')}`, [metric('sec/op', noisy(random, 1e-6 * (1 + (i % 9)) * factor, 0.005, 10))]);
  }));
  return [side(false), side(true)];
}

describe('report --output markdown and the comment limit', () => {
  const report = largeReport(1_200);
  const json = renderJson(report);
  const full = renderMarkdown(report);

  it('is over the limit when rendered whole (the case is large enough)', () => {
    expect(full.length).toBeGreaterThan(COMMENT_LIMIT_CHARS);
  });

  it('fits a comment by default and says what it left out, in the report and on stderr', async () => {
    const { stdout, stderr, code } = await runInMemory(['report', '--output', 'markdown', '-'], json);
    expect(code).toBe(0);
    expect(stdout.length).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(stdout).toMatch(/\d+ other results \(.*\) are in the full report \(`bench-gate report --output markdown --full`\)\./);
    expect(stdout).not.toContain('job summary'); // a local report has none
    expect(stdout).toContain('Charts left out to keep the report within GitHub\'s size limit.');
    expect(stderr).toContain('over GitHub\'s 65,536-character comment limit');
    expect(stderr).toContain('--full renders all of it');
  });

  it('renders everything with --full, and nothing is said on stderr', async () => {
    const { stdout, stderr, code } = await runInMemory(['report', '--output', 'markdown', '--full', '-'], json);
    expect(code).toBe(0);
    expect(stdout).toBe(full);
    expect(stderr).toBe('');
  });

  it('refuses --full with an output that is always whole', async () => {
    const { stderr, code } = await runInMemory(['report', '--full', '-'], json);
    expect(code).toBe(2);
    expect(stderr).toContain('--full applies to --output markdown');
  });

  it('leaves a report within the limit as it was', async () => {
    const small = largeReport(20);
    const { stdout, stderr } = await runInMemory(['report', '--output', 'markdown', '-'], renderJson(small));
    expect(stdout).toBe(renderMarkdown(small));
    expect(stderr).toBe('');
  });
});

describe('compare --output markdown and the comment limit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-gate-budget-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const [base, head] = largeSides(1_200).map((set, i) => {
    const path = join(dir, `${i === 0 ? 'base' : 'head'}.json`);
    writeFileSync(path, JSON.stringify(set));
    return path;
  }) as [string, string];

  it('fits a comment by default, pointing to compare --full', async () => {
    const { stdout, stderr, code } = await runCliAt(ROOT, ['compare', '--output', 'markdown', base, head]);
    expect(code).toBe(1);
    expect(stdout.length).toBeLessThanOrEqual(COMMENT_LIMIT_CHARS);
    expect(stdout).toMatch(/\d+ other results \(.*\) are in the full report \(`bench-gate compare --output markdown --full`\)\./);
    expect(stderr).toContain('over GitHub\'s 65,536-character comment limit');
  });

  it('renders every row with --full', async () => {
    const { stdout, stderr, code } = await runCliAt(ROOT, ['compare', '--output', 'markdown', '--full', base, head]);
    expect(code).toBe(1);
    expect(stdout.length).toBeGreaterThan(COMMENT_LIMIT_CHARS);
    // A table row per benchmark (names are shortened to what tells them apart), nothing left out.
    expect(stdout.split('\n').filter((l) => /^\| .*\|$/.test(l) && !/^\|\s*-/.test(l)).length).toBeGreaterThan(1_200);
    expect(stdout).not.toContain('in the full report');
    expect(stderr).not.toContain('comment limit');
  });

  it('refuses --full with an output that is always whole', async () => {
    const { stderr, code } = await runCliAt(ROOT, ['compare', '--full', base, head]);
    expect(code).toBe(2);
    expect(stderr).toContain('--full applies to --output markdown (a text report is always whole). Use: bench-gate compare --output markdown --full ...');
  });
});

