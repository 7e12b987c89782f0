/**
 * A loopback fake of the services the action talks to (ACTIONS.md §5, Appendix A): the Actions
 * cache service v2 (twirp JSON + blob upload/download) and the REST subset for PR comments. It
 * checks the bearer token, answers 409 for an existing key, matches keys by exact key then prefix
 * (newest first, same version only), and records every request for assertions.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface CacheEntry { id: number; key: string; version: string; data?: Buffer; created: number; finalized: boolean }
export interface Comment { id: number; body: string; user: { login: string } }

export class FakeGitHub {
  readonly requests: { method: string; path: string }[] = [];
  readonly entries: CacheEntry[] = [];
  readonly comments = new Map<number, Comment[]>();
  readonly pullHeads = new Map<number, string>();
  /** Make the next N cache lookups fail with HTTP 429 (the client does not retry it; a 5xx costs ~60 s of backoff). */
  failLookups = 0;
  /** The status those failed lookups answer with (a 5xx makes the client retry with backoff). */
  failLookupStatus = 429;
  /**
   * Cut the next N archive downloads short (the connection drops mid-body): an entry found whose
   * download failed. (A 4xx would not do: the library saves its body as the archive, which then
   * fails to unpack like a corrupt entry.)
   */
  truncateDownloads = 0;
  /** Cache service calls answer after this many milliseconds (a hung or very slow service). */
  cacheDelayMs = 0;
  /** The cache service methods cacheDelayMs applies to; undefined: all of them. */
  cacheDelayMethods: string[] | undefined;
  /** REST calls answer after this many milliseconds (a hung API). */
  restDelayMs = 0;
  /** Scripted REST failures: each answers the next `times` requests whose method and path match. */
  readonly restFaults: { method: string; path: RegExp; status: number; headers?: Record<string, string>; message: string; times: number }[] = [];
  /**
   * The token's user, as for a personal access token: GET /user answers it and comments are posted
   * as it. Undefined: the workflow's GITHUB_TOKEN, which gets 403 from /user and posts as github-actions[bot].
   */
  tokenLogin: string | undefined;
  private server: Server | undefined;
  private nextId = 1;
  private clock = 1;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server?.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server?.close(() => resolve()));
    this.server?.closeAllConnections(); // a delayed (hung) request must not hold the test run open
    await closed;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Puts an entry straight into the cache (e.g. a corrupted baseline). */
  seed(key: string, version: string, data: Buffer): void {
    this.entries.push({ id: this.nextId++, key, version, data, created: this.clock++, finalized: true });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.url);
    this.requests.push({ method: req.method ?? '', path: url.pathname });
    const json = (status: number, value: unknown, headers: Record<string, string> = {}): void => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(value));
    };
    const twirp = /^\/twirp\/github\.actions\.results\.api\.v1\.CacheService\/(\w+)$/.exec(url.pathname);
    if (twirp !== null) {
      const delayed = this.cacheDelayMethods === undefined || this.cacheDelayMethods.includes(twirp[1] ?? '');
      if (this.cacheDelayMs > 0 && delayed) await new Promise((resolve) => setTimeout(resolve, this.cacheDelayMs));
      if (req.headers.authorization !== 'Bearer fake-runtime-token') return json(401, { code: 'unauthenticated', msg: 'bad token' });
      return this.cache(twirp[1] ?? '', JSON.parse(body.toString() || '{}') as Record<string, unknown>, json);
    }
    const upload = /^\/devstoreaccount1\/upload\/(\d+)$/.exec(url.pathname);
    if (upload !== null && req.method === 'PUT') {
      const entry = this.entries.find((e) => e.id === Number(upload[1]));
      if (entry !== undefined) entry.data = body;
      res.writeHead(201, { etag: '"0x1"', 'last-modified': new Date().toUTCString(), 'x-ms-request-id': '1', 'x-ms-version': '2025-01-05', 'content-md5': '' });
      return void res.end();
    }
    const download = /^\/download\/(\d+)$/.exec(url.pathname);
    if (download !== null) {
      if (this.truncateDownloads > 0) {
        this.truncateDownloads -= 1;
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '4096' });
        res.write('the first bytes');
        return void res.destroy();
      }
      const data = this.entries.find((e) => e.id === Number(download[1]))?.data ?? Buffer.alloc(0);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(data.length) });
      return void res.end(data);
    }
    if (this.restDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.restDelayMs));
    return this.rest(req.method ?? 'GET', url, body, json);
  }

  private cache(method: string, body: Record<string, unknown>, json: (s: number, v: unknown) => void): void {
    const version = String(body.version);
    if (method === 'GetCacheEntryDownloadURL') {
      if (this.failLookups > 0) {
        this.failLookups -= 1;
        return json(this.failLookupStatus, { code: this.failLookupStatus === 429 ? 'resource_exhausted' : 'unavailable', msg: 'simulated fault' });
      }
      const keys = [String(body.key), ...((body.restore_keys as string[] | undefined) ?? [])];
      const ready = this.entries.filter((e) => e.finalized && e.version === version);
      const exact = ready.find((e) => e.key === keys[0]);
      const found = exact ?? keys.map((k) => ready.filter((e) => e.key.startsWith(k)).sort((a, b) => b.created - a.created)[0]).find((e) => e !== undefined);
      return found === undefined ? json(200, { ok: false }) : json(200, { ok: true, signed_download_url: `${this.url}/download/${found.id}`, matched_key: found.key });
    }
    if (method === 'CreateCacheEntry') {
      if (this.entries.some((e) => e.key === body.key && e.version === version)) return json(409, { code: 'already_exists', msg: 'cache entry already exists' });
      const entry: CacheEntry = { id: this.nextId++, key: String(body.key), version, created: this.clock++, finalized: false };
      this.entries.push(entry);
      return json(200, { ok: true, signed_upload_url: `${this.url}/devstoreaccount1/upload/${entry.id}` });
    }
    if (method === 'FinalizeCacheEntryUpload') {
      const entry = this.entries.find((e) => e.key === body.key && e.version === version && !e.finalized);
      if (entry === undefined) return json(404, { code: 'not_found', msg: 'no such upload' });
      entry.finalized = true;
      return json(200, { ok: true, entry_id: String(entry.id) });
    }
    return json(404, { code: 'bad_route', msg: method });
  }

  private rest(method: string, url: URL, body: Buffer, json: (s: number, v: unknown, h?: Record<string, string>) => void): void {
    const fault = this.restFaults.find((f) => f.times > 0 && f.method === method && f.path.test(url.pathname));
    if (fault !== undefined) {
      fault.times -= 1;
      return json(fault.status, { message: fault.message }, fault.headers);
    }
    const list = /^\/repos\/[^/]+\/[^/]+\/issues\/(\d+)\/comments$/.exec(url.pathname);
    if (list !== null) {
      const issue = Number(list[1]);
      const comments = this.comments.get(issue) ?? [];
      if (method === 'POST') {
        const comment = { id: this.nextId++, body: (JSON.parse(body.toString()) as { body: string }).body, user: { login: this.tokenLogin ?? 'github-actions[bot]' } };
        this.comments.set(issue, [...comments, comment]);
        return json(201, comment);
      }
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const slice = comments.slice((page - 1) * perPage, page * perPage);
      const more = page * perPage < comments.length;
      return json(200, slice, more ? { link: `<${url.origin}${url.pathname}?per_page=${perPage}&page=${page + 1}>; rel="next"` } : {});
    }
    if (url.pathname === '/user' && method === 'GET') {
      return this.tokenLogin === undefined ? json(403, { message: 'Resource not accessible by integration' }) : json(200, { login: this.tokenLogin, id: 1 });
    }
    const edit = /^\/repos\/[^/]+\/[^/]+\/issues\/comments\/(\d+)$/.exec(url.pathname);
    if (edit !== null && method === 'PATCH') {
      for (const comments of this.comments.values()) {
        const comment = comments.find((c) => c.id === Number(edit[1]));
        if (comment !== undefined) {
          comment.body = (JSON.parse(body.toString()) as { body: string }).body;
          return json(200, comment);
        }
      }
      return json(404, { message: 'Not Found' });
    }
    const pull = /^\/repos\/[^/]+\/[^/]+\/pulls\/(\d+)$/.exec(url.pathname);
    if (pull !== null) return json(200, { number: Number(pull[1]), head: { sha: this.pullHeads.get(Number(pull[1])) ?? '' } });
    return json(404, { message: `Not Found: ${method} ${url.pathname}` });
  }
}
