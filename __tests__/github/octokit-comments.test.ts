/**
 * octokitComments against a loopback GitHub reached through an HTTP proxy, as on a self-hosted
 * runner behind one (http_proxy): the REST timeout must keep @actions/github's proxy support, and
 * bound the whole call, body included, failing it instead of passing on a cut-off answer.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentAuthor, type CommentApi } from '../../src/github/comment.js';
import { DEFAULT_RETRY, type RetryPolicy } from '../../src/github/retry.js';

/** What the fake GitHub does with the next listing: answer it, or send part of it and stall. */
let stallBody = false;
const proxied: string[] = [];
const asked: string[] = [];

const github = createServer((req, res) => {
  asked.push(`${req.method ?? ''} ${req.url ?? ''}`);
  if (req.url === '/user') return; // GET /user hangs: no answer ever comes
  const body = JSON.stringify([{ id: 1, body: '<!-- bench-gate:v1 id=x -->', user: { login: 'github-actions[bot]' } }]);
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  if (stallBody) res.write(body.slice(0, 10)); // the rest never comes
  else res.end(body);
});

/** A forward proxy, as undici's ProxyAgent uses one: a CONNECT tunnel to the fake GitHub. */
const proxy = createServer((_req, res) => res.writeHead(405).end());
proxy.on('connect', (req, socket) => {
  proxied.push(`CONNECT ${req.url}`);
  const upstream = connect((github.address() as AddressInfo).port, '127.0.0.1', () => {
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    upstream.pipe(socket).pipe(upstream);
  });
  socket.on('error', () => upstream.destroy());
  upstream.on('error', () => socket.destroy());
});

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/**
 * Two clients of one token. A call that must be answered gets the default deadline (30 s): through
 * the proxy, the first one took 50-80 ms here, but up to 600 ms with four busy loops on 2 cores, and
 * 1 s was too close. `hurried` (1 s) is only used for calls that never get an answer, whose outcome
 * (timed out) does not depend on how fast the machine is.
 */
let api: CommentApi;
let hurried: CommentApi;
let workflowToken: CommentApi;
beforeAll(async () => {
  await listen(github);
  const port = await listen(proxy);
  // A host that does not resolve: only the proxy can reach it. (Loopback would bypass the proxy.)
  process.env.GITHUB_API_URL = 'http://api.bench-gate.invalid';
  process.env.http_proxy = `http://127.0.0.1:${port}`;
  // @actions/github reads both when it is first imported.
  const { octokitComments } = await import('../../src/github/octokit-comments.js');
  api = octokitComments('fake-token', 'acme', 'widgets');
  hurried = octokitComments('fake-token', 'acme', 'widgets', undefined, 1_000);
  workflowToken = octokitComments('ghs_16C7e42F292c6912E7710c838347Ae178B4a', 'acme', 'widgets', undefined, 1_000);
});
afterAll(() => {
  github.closeAllConnections();
  proxy.closeAllConnections();
  github.close();
  proxy.close();
});

describe('octokitComments', () => {
  it('goes through the runner\'s proxy (http_proxy), as @actions/github\'s own fetch does', async () => {
    proxied.length = 0;
    expect(await api.list(7)).toEqual([{ id: 1, body: '<!-- bench-gate:v1 id=x -->', author: 'github-actions[bot]' }]);
    expect(proxied).toEqual(['CONNECT api.bench-gate.invalid:80']);
  });

  it('does not ask who the workflow\'s token (ghs_) is, so a hung GET /user cannot cost its run the comment', async () => {
    asked.length = 0;
    const noWait: RetryPolicy = { ...DEFAULT_RETRY, sleep: () => Promise.resolve() };
    expect(await commentAuthor(workflowToken, undefined, noWait)).toEqual({ author: 'github-actions[bot]' });
    expect(asked).toEqual([]);
    // A personal access token is still asked, and a lookup that keeps failing is a failure.
    expect(await commentAuthor(hurried, undefined, { ...noWait, attempts: 1 })).toMatchObject({ failed: expect.stringMatching(/^GitHub did not answer \(timed out after 1 s\)/) as unknown });
    expect(asked).toEqual(['GET /user']);
  });

  it('fails a call whose answer stops midway past the timeout, instead of listing no comments (which would post a second one)', async () => {
    stallBody = true;
    await expect(hurried.list(7)).rejects.toMatchObject({ status: 500, message: 'timed out after 1 s' });
  });
});
