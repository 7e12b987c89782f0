/**
 * In-memory ActionPorts (STYLE.md §3.3: fakes, not module mocks): files in a Map, a recording
 * comment API, captured logs, outputs and failures. For engine tests that need no bundle.
 */
import type { CommentApi, IssueComment } from '../../src/github/comment.js';
import { readRunContext } from '../../src/github/context.js';
import { readInputs, type EnginePlaces } from '../../src/action/inputs.js';
import type { ActionPorts } from '../../src/action/ports.js';

/** A GitHub-hosted runner's workspace and home directory, for readInputs' path checks (no file is touched). */
export const RUNNER_PLACES: EnginePlaces = { workspace: '/home/runner/work/w/w', home: '/home/runner' };

/** Records every REST call; comments are posted as github-actions[bot]. */
export class RecordingComments implements CommentApi {
  comments: IssueComment[] = [];
  calls: string[] = [];
  headSha = '';
  list() { this.calls.push('list'); return Promise.resolve([...this.comments]); }
  create(_issue: number, body: string) { this.calls.push('create'); const id = this.comments.length + 100; this.comments.push({ id, body, author: 'github-actions[bot]' }); return Promise.resolve(id); }
  update(id: number, body: string) { this.calls.push(`update ${id}`); const c = this.comments.find((x) => x.id === id); if (c) c.body = body; return Promise.resolve(); }
  pullHeadSha() { this.calls.push('pullHeadSha'); return Promise.resolve(this.headSha); }
}

export interface MemoryRun { failed: string[]; infos: string[]; warnings: string[]; outputs: Record<string, string>; summary: string; files: Map<string, string>; fingerprinted: number }

export interface MemoryOptions {
  files?: Record<string, string>;
  inputs: Record<string, string>;
  env: Record<string, string>;
  payload: unknown;
  comments?: RecordingComments;
  /** The baseline store; by default there is none (an unavailable cache). */
  store?: ActionPorts['store'];
  /** Directories holding something that is not a benchmark result, and the first such file (firstForeignFile). */
  foreignFiles?: Record<string, string>;
  /** What fileStat says is at a path (a device, a FIFO: `other`); by default a file for a path in `files`, else nothing. */
  fileTypes?: Record<string, 'file' | 'directory' | 'other'>;
  /**
   * Whether removeDir removes (the path and everything under it); by default it does nothing, so a
   * test may seed files that the gate's own prepare (run when no state is found) would remove.
   */
  removes?: boolean;
}

/** The ports and what they captured; `readInputs` runs here, so a bad input throws InputError like the real edge. */
export function memoryPorts(o: MemoryOptions): { ports: ActionPorts; out: MemoryRun } {
  const files = new Map(Object.entries(o.files ?? {}));
  const out: MemoryRun = { failed: [], infos: [], warnings: [], outputs: {}, summary: '', files, fingerprinted: 0 };
  const remove = (path: string): Promise<void> => {
    if (o.removes === true) for (const name of [...files.keys()]) if (name === path || name.startsWith(`${path}/`)) files.delete(name);
    return Promise.resolve();
  };
  const ports: ActionPorts = {
    inputs: readInputs((name) => o.inputs[name] ?? '', { workspace: o.env.GITHUB_WORKSPACE ?? RUNNER_PLACES.workspace, home: o.env.HOME ?? RUNNER_PLACES.home }),
    context: readRunContext({ GITHUB_REPOSITORY: 'acme/w', GITHUB_SHA: 'a'.repeat(40), GITHUB_RUN_ID: '1', GITHUB_RUN_ATTEMPT: '1', ...o.env }, o.payload),
    log: { info: (m) => { out.infos.push(m); }, warning: (m) => { out.warnings.push(m); }, error: () => undefined, notice: () => undefined },
    readJsonTree: () => Promise.resolve(undefined),
    readText: (path) => Promise.resolve(files.get(path)),
    readArtifactFile: (path, maxBytes) => {
      const text = files.get(path);
      if (text === undefined) return Promise.resolve({ kind: 'missing' as const });
      const size = Buffer.byteLength(text);
      return Promise.resolve(size > maxBytes ? { kind: 'too-large' as const, size } : { kind: 'text' as const, text });
    },
    readBenchOutput: (path) => Promise.resolve(files.has(path) ? { ok: true as const, value: files.get(path) ?? '' } : undefined),
    writeText: (path, text) => { files.set(path, text); return Promise.resolve(); },
    checkOwnFile: () => Promise.resolve(),
    removeDir: (path) => remove(path),
    removeResults: (path) => remove(path),
    firstForeignFile: (path) => Promise.resolve(o.foreignFiles?.[path]),
    fileStat: (path) => {
      const type = o.fileTypes?.[path] ?? (files.has(path) ? 'file' : undefined);
      return Promise.resolve(type === undefined ? undefined : { type, id: undefined, links: 1 });
    },
    store: o.store ?? { unavailable: 'no cache service in this test' },
    fingerprint: () => { out.fingerprinted++; return Promise.resolve({ id: '0123456789ab', os: 'Linux', arch: 'X64', details: {} }); },
    runBench: () => Promise.resolve(0),
    comments: o.comments,
    writeSummary: (md) => { out.summary = md; return Promise.resolve(); },
    setOutput: (name, value) => { out.outputs[name] = value; },
    setFailed: (m) => { out.failed.push(m); },
    now: () => new Date('2026-11-21T12:00:00Z'),
  };
  return { ports, out };
}
