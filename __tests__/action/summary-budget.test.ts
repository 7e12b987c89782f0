/**
 * A suite whose full report is over the job summary's 1 MiB: the summary (and the comment) must say
 * where the rows left out are, and that cannot be the job summary itself, which left them out too.
 */
import { describe, expect, it } from 'vitest';
import { publish } from '../../src/action/gate-step.js';
import { compareResultSets } from '../../src/compare.js';
import { utf8Bytes } from '../../src/report/budget.js';
import { benchmark, metric, resultSet } from '../helpers/synthetic.js';
import { memoryPorts, RecordingComments } from './memory-ports.js';

/** 8,000 rows of about 300 bytes each (long names): about 2.4 MB of table, `regressing` of them regressions. */
function largeReport(regressing = 2) {
  const name = (i: number): string => `Benchmark${'Long'.repeat(40)}/case=${i}`;
  const side = (slower: number) => resultSet(Array.from({ length: 8_000 }, (_, i) =>
    benchmark(name(i), [metric('sec/op', Array.from({ length: 10 }, (_, k) => (i + 1) * (i < regressing ? slower : 1) * (1 + k / 1000)))])));
  return compareResultSets(side(1), side(1.5));
}

describe('a report over the job summary limit', () => {
  it('points to the report file, not to the job summary, for the rows it leaves out', async () => {
    const report = largeReport();
    const comments = new RecordingComments();
    const payload = { repository: { default_branch: 'main' }, pull_request: { number: 7, base: { sha: 'b'.repeat(40) }, head: { sha: 'h'.repeat(40), repo: { full_name: 'acme/w' } } } };
    const { ports, out } = memoryPorts({ payload, comments, inputs: { command: 'gate' }, env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge' } });
    await publish(ports, report, [], undefined, 'default@0123456789ab', 'always');
    expect(utf8Bytes(out.summary)).toBeLessThanOrEqual(1024 * 1024);
    const comment = comments.comments[0]?.body ?? '';
    for (const text of [out.summary, comment]) {
      expect(text).toContain('other results (');
      expect(text).not.toMatch(/are in the job summary/);
      expect(text).toContain('`.bench-gate/report/report.json` (upload it with actions/upload-artifact to keep it; ');
    }
  }, 60_000);

  it('counts the regressions past the ten annotated as listed in the report file when the summary lists only the first', async () => {
    // Every row a regression: more than the summary's 1 MiB holds even without the other results.
    const report = largeReport(8_000);
    const { ports, out } = memoryPorts({ payload: { repository: { default_branch: 'main' } }, inputs: { command: 'gate' }, env: { GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' } });
    const notices: string[] = [];
    ports.log.notice = (message) => { notices.push(message); };
    await publish(ports, report, [], undefined, 'default@0123456789ab', 'never');
    expect(out.summary).toMatch(/… and \d+ more flagged rows: see `\.bench-gate\/report\/report\.json`/);
    expect(notices).toEqual([`7991 more regressions: see .bench-gate/report/report.json.`]);
  }, 60_000);
});
