/**
 * The sticky comment under a flaky GitHub API: which failures are retried, how long it waits, and
 * that a POST which failed but landed is never repeated (one comment, not two).
 */
import { describe, expect, it } from 'vitest';
import { amendComment, commentAuthor, describeHttpError, isLoginRefused, RETIRED_COMMENT, upsertComment, type CommentApi, type IssueComment } from '../../src/github/comment.js';
import { retryDelayMs, withRetry, type RetryPolicy } from '../../src/github/retry.js';

class HttpError extends Error {
  constructor(readonly status: number, message: string, readonly response: { headers: Record<string, string> } = { headers: {} }) {
    super(message);
  }
}

function policy(waits: number[], now = 1_000_000): RetryPolicy {
  return { attempts: 4, baseDelayMs: 1_000, maxDelayMs: 20_000, sleep: (ms) => { waits.push(ms); return Promise.resolve(); }, now: () => now };
}

/** A comment API whose calls fail per a script: each entry is an error to throw once, in order. */
class ScriptedApi implements CommentApi {
  comments: IssueComment[] = [];
  calls: string[] = [];
  failures: Partial<Record<'list' | 'create' | 'update', (Error | 'land-then-fail')[]>> = {};
  private nextId = 100;

  private fail(kind: 'list' | 'create' | 'update'): Error | 'land-then-fail' | undefined {
    return this.failures[kind]?.shift();
  }
  list(): Promise<IssueComment[]> {
    this.calls.push('list');
    const f = this.fail('list');
    return f instanceof Error ? Promise.reject(f) : Promise.resolve([...this.comments]);
  }
  create(_issue: number, body: string): Promise<number> {
    this.calls.push('create');
    const f = this.fail('create');
    if (f instanceof Error) return Promise.reject(f);
    const id = this.nextId++;
    this.comments.push({ id, body, author: 'github-actions[bot]' });
    // The POST reached GitHub and made the comment, but the answer was lost (a 502 from a proxy).
    return f === 'land-then-fail' ? Promise.reject(new HttpError(502, 'Bad Gateway')) : Promise.resolve(id);
  }
  update(id: number, body: string): Promise<void> {
    this.calls.push('update');
    const f = this.fail('update');
    if (f instanceof Error) return Promise.reject(f);
    const c = this.comments.find((x) => x.id === id);
    if (c !== undefined) c.body = body;
    return Promise.resolve();
  }
  pullHeadSha(): Promise<string> {
    return Promise.resolve('');
  }
}

const MARKER = '<!-- bench-gate:default@abc -->';
const BODY = `${MARKER}\nreport`;
const ANY = { mayCreate: true, mayUpdate: true };

describe('retryDelayMs', () => {
  const p = { baseDelayMs: 1_000, maxDelayMs: 20_000, now: () => 1_000_000 };
  it('backs off exponentially on 5xx', () => {
    expect([1, 2, 3].map((a) => retryDelayMs(new HttpError(503, 'unavailable'), a, p))).toEqual([1_000, 2_000, 4_000]);
  });
  it('honours retry-after on 429 and on a secondary rate limit (403)', () => {
    expect(retryDelayMs(new HttpError(429, 'slow down', { headers: { 'retry-after': '3' } }), 1, p)).toBe(3_000);
    expect(retryDelayMs(new HttpError(403, 'secondary rate limit', { headers: { 'retry-after': '5' } }), 1, p)).toBe(5_000);
  });
  it('waits for x-ratelimit-reset when the primary limit is exhausted, unless that is too long', () => {
    const soon = new HttpError(403, 'API rate limit exceeded', { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(1_000 + 7) } });
    expect(retryDelayMs(soon, 1, p)).toBe(7_000);
    const inAnHour = new HttpError(403, 'API rate limit exceeded', { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(1_000 + 3600) } });
    expect(retryDelayMs(inAnHour, 1, p)).toBeUndefined();
  });
  it('does not retry client errors or errors without a status', () => {
    for (const status of [400, 401, 403, 404, 422]) expect(retryDelayMs(new HttpError(status, 'no'), 1, p)).toBeUndefined();
    expect(retryDelayMs(new Error('socket hang up'), 1, p)).toBeUndefined();
  });
});

describe('withRetry', () => {
  it('gives up after the policy\'s attempts and throws the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    await expect(withRetry(() => { calls++; return Promise.reject(new HttpError(500, `boom ${calls}`)); }, policy(waits))).rejects.toThrow('boom 4');
    expect(calls).toBe(4);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
  });
});

describe('upsertComment on a flaky API', () => {
  it('retries a listing that fails with 502 and then creates the comment', async () => {
    const api = new ScriptedApi();
    api.failures.list = [new HttpError(502, 'Bad Gateway')];
    const waits: number[] = [];
    const outcome = await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy(waits));
    expect(outcome.kind).toBe('created');
    expect(api.comments).toHaveLength(1);
    expect(waits).toEqual([1_000]);
  });

  it('does not post twice when a POST landed but its answer was a 502', async () => {
    const api = new ScriptedApi();
    api.failures.create = ['land-then-fail'];
    const outcome = await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]));
    expect(outcome.kind).toBe('created');
    expect(api.comments).toHaveLength(1);
    expect(api.calls).toEqual(['list', 'create', 'list']);
  });

  it('posts again when a failed POST did not land', async () => {
    const api = new ScriptedApi();
    api.failures.create = [new HttpError(503, 'unavailable')];
    const outcome = await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]));
    expect(outcome.kind).toBe('created');
    expect(api.calls).toEqual(['list', 'create', 'list', 'create']);
    expect(api.comments).toHaveLength(1);
  });

  it('retries an update after a rate limit, honouring retry-after', async () => {
    const api = new ScriptedApi();
    api.comments.push({ id: 1, body: `${MARKER}\nold`, author: 'github-actions[bot]' });
    api.failures.update = [new HttpError(429, 'too many', { headers: { 'retry-after': '2' } })];
    const waits: number[] = [];
    const outcome = await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy(waits));
    expect(outcome).toEqual({ kind: 'updated', id: 1 });
    expect(waits).toEqual([2_000]);
    expect(api.comments[0]?.body).toBe(BODY);
  });

  it('reports 404 (a deleted PR) and 422 at once, with the reason, without retrying', async () => {
    const gone = new ScriptedApi();
    gone.failures.list = [new HttpError(404, 'Not Found')];
    const waits: number[] = [];
    const outcome = await upsertComment(gone, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy(waits));
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.reason).toMatch(/404.*no longer exists/);
    const rejected = new ScriptedApi();
    rejected.failures.create = [new HttpError(422, 'Validation Failed')];
    const outcome422 = await upsertComment(rejected, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy(waits));
    expect(outcome422.kind === 'failed' && outcome422.reason).toMatch(/422/);
    expect(waits).toEqual([]);
  });

  it('fails with a clear reason when 5xx persists through every attempt', async () => {
    const api = new ScriptedApi();
    api.failures.list = Array.from({ length: 4 }, () => new HttpError(500, 'Internal Server Error'));
    const outcome = await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]));
    expect(outcome.kind === 'failed' && outcome.reason).toMatch(/500.*after retrying/);
  });
});

describe('the log line for a retried call', () => {
  it('says the call is being retried, not that it failed "also after retrying" or that the rate limit "did not reset in time"', async () => {
    const { retryLine } = await import('../../src/github/octokit-comments.js');
    const noAnswer = Object.assign(new Error('timed out after 30 s'), { status: 500 });
    expect(retryLine(noAnswer, 1_000)).toBe('bench-gate: GitHub API call failed (GitHub did not answer (timed out after 30 s)); retrying in 1.0 s');
    expect(retryLine(new HttpError(502, 'Bad Gateway'), 2_000)).toBe('bench-gate: GitHub API call failed (GitHub answered 502 (Bad Gateway)); retrying in 2.0 s');
    expect(retryLine(new HttpError(403, 'You have exceeded a secondary rate limit', { headers: { 'retry-after': '1' } }), 1_000))
      .toBe('bench-gate: GitHub API call failed (GitHub\'s rate limit was hit (403: You have exceeded a secondary rate limit)); retrying in 1.0 s');
  });

  it('keeps the final wording for a call given up', () => {
    expect(describeHttpError(new HttpError(502, 'Bad Gateway'))).toBe('GitHub answered 502 (Bad Gateway), also after retrying');
    expect(describeHttpError(new HttpError(429, 'Too Many Requests'))).toBe('GitHub\'s rate limit was hit and did not reset in time (429: Too Many Requests); the report is in the job summary');
  });
});

describe('whose comments are ours (commentAuthor)', () => {
  /** An API whose login() answers per a script: an error to throw, or the login (undefined: may not ask). */
  const api = (answers: (Error | string | undefined)[]): CommentApi & { asked: number } => {
    const scripted = new ScriptedApi() as unknown as CommentApi & { asked: number };
    scripted.asked = 0;
    scripted.login = () => {
      scripted.asked++;
      const next = answers.shift();
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
    };
    return scripted;
  };

  it('retries a lookup that got no answer or a 5xx, then takes the token\'s login', async () => {
    const waits: number[] = [];
    const noAnswer = Object.assign(new Error('timed out after 30 s'), { status: 500 });
    expect(await commentAuthor(api([noAnswer, new HttpError(502, 'Bad Gateway'), 'my-release-bot']), undefined, policy(waits))).toEqual({ author: 'my-release-bot' });
    expect(waits).toEqual([1_000, 2_000]);
  });

  it('fails, instead of taking the bot for the token\'s user, when the lookup keeps failing', async () => {
    const outcome = await commentAuthor(api(Array.from({ length: 4 }, () => new HttpError(502, 'Bad Gateway'))), undefined, policy([]));
    expect(outcome).toEqual({ failed: 'GitHub answered 502 (Bad Gateway), also after retrying, when asked whose token this is (which finds the earlier comment); set comment-author to the token\'s login to skip this lookup' });
  });

  it('takes the workflow bot when the token may not ask, and asks nothing when comment-author is set', async () => {
    expect(await commentAuthor(api([undefined]), undefined, policy([]))).toEqual({ author: 'github-actions[bot]' });
    const configured = api(['someone']);
    expect(await commentAuthor(configured, 'my-app[bot]', policy([]))).toEqual({ author: 'my-app[bot]' });
    expect(configured.asked).toBe(0);
  });

  it('reads 401, 404 and a plain 403 as "may not ask", a rate limit or a 5xx as a failed call', () => {
    expect([401, 403, 404].map((status) => isLoginRefused(new HttpError(status, 'x')))).toEqual([true, true, true]);
    expect(isLoginRefused(new HttpError(403, 'secondary rate limit', { headers: { 'retry-after': '1' } }))).toBe(false);
    expect(isLoginRefused(new HttpError(403, 'API rate limit exceeded', { headers: { 'x-ratelimit-remaining': '0' } }))).toBe(false);
    expect(isLoginRefused(new HttpError(429, 'Too Many Requests'))).toBe(false);
    expect(isLoginRefused(new HttpError(502, 'Bad Gateway'))).toBe(false);
    expect(isLoginRefused(new Error('socket hang up'))).toBe(false);
  });
});

describe('two copies of our comment (two runs that found none at once)', () => {
  const twoCopies = (): ScriptedApi => {
    const api = new ScriptedApi();
    api.comments = [
      { id: 1, body: `${MARKER}\nold: regression found`, author: 'github-actions[bot]' },
      { id: 2, body: `${MARKER}\nplanted`, author: 'someone-else' },
      { id: 3, body: `${MARKER}\nnewer`, author: 'github-actions[bot]' },
    ];
    return api;
  };

  it('updates the newest and retires the older one, so no stale verdict stays on the PR; others\' comments are not touched', async () => {
    const api = twoCopies();
    expect(await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]))).toEqual({ kind: 'updated', id: 3 });
    expect(api.comments.map((c) => c.body)).toEqual([RETIRED_COMMENT, `${MARKER}\nplanted`, BODY]);
    expect(RETIRED_COMMENT).not.toContain(MARKER);
    // Retired, it is ours no more: the next run lists one copy and edits nothing else.
    api.calls = [];
    expect(await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]))).toEqual({ kind: 'unchanged', id: 3 });
    expect(api.calls).toEqual(['list']);
  });

  it('retires the older copy even when the newest is unchanged, and a failed retirement does not fail the comment', async () => {
    const api = twoCopies();
    api.comments[2] = { id: 3, body: BODY, author: 'github-actions[bot]' };
    api.failures.update = [new HttpError(404, 'Not Found')];
    expect(await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]))).toEqual({ kind: 'unchanged', id: 3 });
    expect(api.comments[0]?.body).toBe(`${MARKER}\nold: regression found`);
    expect(await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]))).toEqual({ kind: 'unchanged', id: 3 });
    expect(api.comments[0]?.body).toBe(RETIRED_COMMENT);
  });

  it('retires only whole copies: an older comment of the same author that quotes ours keeps its text', async () => {
    const api = twoCopies();
    const summary = `## CI summary (another workflow, same GITHUB_TOKEN)\n\nLint: ok\n\n${MARKER}\nold: regression found`;
    api.comments[0] = { id: 1, body: summary, author: 'github-actions[bot]' };
    expect(await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]))).toEqual({ kind: 'updated', id: 3 });
    expect(api.comments.map((c) => c.body)).toEqual([summary, `${MARKER}\nplanted`, BODY]);
  });

  it('updates our own comment, not a newer one of the same author that holds our marker (another suite\'s report naming a benchmark after it)', async () => {
    const api = new ScriptedApi();
    const ours = `${MARKER}\nold report`;
    // Suite api's comment: a benchmark named after default's marker shows it in a code span, raw in the body.
    const other = `<!-- bench-gate:api@abc -->\n| \`${MARKER}\` | sec/op | 1 ms | 1 ms | ~ |`;
    api.comments = [{ id: 1, body: ours, author: 'github-actions[bot]' }, { id: 2, body: other, author: 'github-actions[bot]' }];
    expect(await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', ANY, policy([]))).toEqual({ kind: 'updated', id: 1 });
    expect(api.comments.map((c) => c.body)).toEqual([BODY, other]);
  });

  it('edits nothing when the policy allows no update', async () => {
    const api = twoCopies();
    expect((await upsertComment(api, 7, BODY, MARKER, 'github-actions[bot]', { mayCreate: true, mayUpdate: false }, policy([]))).kind).toBe('skipped');
    expect(api.calls).toEqual(['list']);
  });
});

describe('amendComment (the note of a failed run)', () => {
  const amend = (body: string): string => `${MARKER}\nfailed; was: ${body.length}`;

  it('rewrites the newest copy from its own text, retires the older, and creates none when there is no comment', async () => {
    const api = new ScriptedApi();
    api.comments = [
      { id: 1, body: `${MARKER}\nold: regression found`, author: 'github-actions[bot]' },
      { id: 2, body: `${MARKER}\nplanted`, author: 'someone-else' },
      { id: 3, body: `${MARKER}\nnewer`, author: 'github-actions[bot]' },
    ];
    expect(await amendComment(api, 7, MARKER, 'github-actions[bot]', amend, policy([]))).toEqual({ kind: 'updated', id: 3 });
    expect(api.comments.map((c) => c.body)).toEqual([RETIRED_COMMENT, `${MARKER}\nplanted`, amend(`${MARKER}\nnewer`)]);
    const none = new ScriptedApi();
    expect(await amendComment(none, 7, MARKER, 'github-actions[bot]', amend, policy([]))).toEqual({ kind: 'skipped', reason: 'no comment to update' });
    expect(none.calls).toEqual(['list']);
  });

  it('retries a 502 and reports a call that keeps failing as failed, never throwing', async () => {
    const api = new ScriptedApi();
    api.comments = [{ id: 1, body: BODY, author: 'github-actions[bot]' }];
    api.failures.update = [new HttpError(502, 'Bad Gateway')];
    const waits: number[] = [];
    expect(await amendComment(api, 7, MARKER, 'github-actions[bot]', amend, policy(waits))).toEqual({ kind: 'updated', id: 1 });
    expect(waits).toEqual([1_000]);
    api.failures.update = [new HttpError(404, 'Not Found')];
    const outcome = await amendComment(api, 7, MARKER, 'github-actions[bot]', (b) => `${b}!`, policy([]));
    expect(outcome).toEqual({ kind: 'failed', reason: expect.stringMatching(/^GitHub answered 404/) as unknown });
  });
});
