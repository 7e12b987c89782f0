/**
 * The action's edge: builds Ports from @actions/core, @actions/github, @actions/cache and node:fs,
 * and runs the engine. Everything testable lives in action/main.ts.
 */
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, realpath, rm, stat } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readInputs, InputError, type ActionInputs, type EnginePlaces } from './action/inputs.js';
import { ownPlace } from './action/own-paths.js';
import { timeoutFromEnv } from './action/env-timeout.js';
import { AnnotationTally } from './action/annotation-budget.js';
import { runAction } from './action/main.js';
import { ERROR_VERDICT, hasVerdict, reportInputFailure, type InputFailurePorts } from './action/failure-report.js';
import type { ActionPorts } from './action/ports.js';
import { readRunContext, type RunContext } from './github/context.js';
import { readFingerprint } from './github/fingerprint.js';
import { readJobInstance } from './github/job-instance.js';
import { DEFAULT_API_TIMEOUT_MS, octokitComments, retryLine } from './github/octokit-comments.js';
import { runBenchCommand } from './run/bench-command.js';
import { guardLogStream, logWriter } from './run/log-stream.js';
import type { RunPorts } from './run/run-ports.js';
import { spawnProcess } from './run/spawn-process.js';
import { decodeInput, isTooLargeError, tooLargeMessage } from './io/decode.js';
import { readJsonTree } from './io/json-tree.js';
import { firstForeignFile } from './io/results-tree.js';
import { checkOwnFile, readOwnText, removeOwnPath, writeOwnFile } from './io/own-files.js';
import { fileStat } from './io/file-stat.js';
import { readFileCapped } from './io/read-capped.js';
import { readArtifactFile } from './io/read-artifact-file.js';
import { ActionsCacheStore, DEFAULT_CACHE_TIMEOUT_MS, cacheUnavailableReason } from './store/cache-store.js';

function readEvent(): unknown {
  const path = process.env.GITHUB_EVENT_PATH;
  if (path === undefined || path === '') return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Processes for the engine's own runs (baseline: ab, confirm on rerun): their output goes to the log. */
function runnerPorts(inputs: ActionInputs): RunPorts {
  return {
    spawn: spawnProcess,
    stderr: logWriter(process.stderr),
    stderrIsTTY: false,
    env: process.env,
    now: () => new Date(),
    fingerprint: () => readFingerprint(process.env, inputs.machineId),
    makeTempDir: async (prefix) => {
      const parent = process.env.RUNNER_TEMP ?? tmpdir();
      await mkdir(parent, { recursive: true });
      return mkdtemp(join(parent, prefix));
    },
    removePath: (path) => rm(path, { recursive: true, force: true }),
  };
}

/**
 * Feeds `tally` everything written to `stream` (the job log), so that annotations written past the
 * engine's log (@actions/cache's, a benchmark command's) are counted too (annotation-budget.ts).
 * watchRestore (store/swallowed-errors.ts) wraps this writer in turn and puts it back.
 */
function tallyWrites(stream: NodeJS.WriteStream, tally: AnnotationTally): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = stream.write;
  stream.write = (chunk: unknown, ...rest: unknown[]): boolean => {
    try {
      if (typeof chunk === 'string') tally.see(chunk);
      else if (chunk instanceof Uint8Array) tally.see(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8'));
    } catch {
      // Counting must never stop the log.
    }
    return Boolean(Reflect.apply(original, stream, [chunk, ...rest]));
  };
}

/** The run's context, with this job's own token (job-instance.ts) when the runner gave it a temp directory. */
function runContext(jobInstance: string | undefined): RunContext {
  return { ...readRunContext(process.env, readEvent()), ...(jobInstance === undefined ? {} : { jobInstance }) };
}

/**
 * The files the engine reads and writes in the workspace (state, report files), relative to it,
 * as files of its own (io/own-files.ts): never through a link, into a device or FIFO, or, through
 * a link on the way, outside where they belong (own-paths.ts). output-file is removed where it is.
 */
function workspaceFiles(places: EnginePlaces): Pick<ActionPorts, 'readText' | 'writeText' | 'checkOwnFile' | 'removeDir' | 'removeResults'> {
  // The workspace and home directory as the file system resolves them, what resolved directories are compared with.
  const real = (async (): Promise<EnginePlaces> => ({
    workspace: await realpath(places.workspace).catch(() => places.workspace),
    home: places.home === undefined ? undefined : await realpath(places.home).catch(() => places.home),
  }))();
  const place = async (path: string) => ownPlace(path, places, await real);
  return {
    readText: (path) => readOwnText(path),
    writeText: async (path, text) => writeOwnFile(path, text, await place(path)),
    checkOwnFile: async (path) => checkOwnFile(path, await place(path)),
    removeDir: async (path) => removeOwnPath(path, await place(path)),
    removeResults: (path) => removeOwnPath(path),
  };
}

/** For a run whose inputs did not read: what reportInputFailure needs, the machine as the machine-id input names it. */
function inputFailurePorts(jobInstance: string | undefined): InputFailurePorts {
  return {
    ...workspaceFiles(places), context: runContext(jobInstance),
    log: { info: (m) => core.info(m), warning: (m) => core.warning(m) },
    fingerprint: () => readFingerprint(process.env, core.getInput('machine-id')),
  };
}

function buildPorts(inputs: ActionInputs, annotations: AnnotationTally, jobInstance: string | undefined): ActionPorts {
  const context = runContext(jobInstance);
  const unavailable = cacheUnavailableReason();
  const files = workspaceFiles(places);
  return {
    inputs, context, ...files,
    log: {
      info: (m) => core.info(m),
      warning: (m, p) => core.warning(m, p ?? {}),
      error: (m, p) => core.error(m, p ?? {}),
      notice: (m, p) => core.notice(m, p ?? {}),
      left: (kind) => annotations.left(kind),
    },
    readArtifactFile: (path, maxBytes) => readArtifactFile(path, maxBytes),
    readBenchOutput: async (path) => {
      let bytes: Uint8Array;
      try {
        bytes = await readFileCapped(path);
      } catch (error) {
        if (isTooLargeError(error)) return { ok: false, error: tooLargeMessage(path, error.size) };
        return undefined;
      }
      return decodeInput(bytes, path);
    },
    firstForeignFile: (path) => firstForeignFile(path),
    fileStat: (path) => fileStat(path),
    readJsonTree: async (path) => {
      const info = await stat(path).catch(() => undefined);
      if (info?.isDirectory() !== true) return undefined;
      return readJsonTree(path);
    },
    store: unavailable === undefined ? new ActionsCacheStore(files, cacheTimeoutMs()) : { unavailable },
    fingerprint: () => readFingerprint(process.env, inputs.machineId),
    runBench: runBenchCommand,
    runner: runnerPorts(inputs),
    comments: inputs.githubToken === '' ? undefined : octokitComments(inputs.githubToken, context.owner, context.repo, (error, ms) => core.info(retryLine(error, ms)), apiTimeoutMs()),
    writeSummary: async (markdown) => {
      try {
        await core.summary.addRaw(markdown, true).write({ overwrite: false });
      } catch (error) {
        core.warning(`bench-gate: could not write the job summary (${error instanceof Error ? error.message : String(error)})`);
      }
    },
    setOutput: (name, value) => core.setOutput(name, value),
    setFailed: (message) => core.setFailed(message),
    now: () => new Date(),
  };
}

/** BENCH_GATE_CACHE_TIMEOUT (seconds) bounds each cache restore and save; default 120 s. */
function cacheTimeoutMs(): number {
  return timeoutFromEnv(process.env.BENCH_GATE_CACHE_TIMEOUT, DEFAULT_CACHE_TIMEOUT_MS);
}

/** BENCH_GATE_API_TIMEOUT (seconds) bounds each GitHub REST call; default 30 s. */
function apiTimeoutMs(): number {
  return timeoutFromEnv(process.env.BENCH_GATE_API_TIMEOUT, DEFAULT_API_TIMEOUT_MS);
}

// The job log is process.stdout (@actions/core's info, warning, error and setFailed write there)
// and process.stderr. A write to it that fails must not crash the step with a stack trace and
// exit status 1, or change its outcome (outputs, summary, exit status): see run/log-stream.ts.
guardLogStream(process.stdout);
guardLogStream(process.stderr);
// GitHub shows 10 annotations of each kind per step: every one written to the log is counted.
const annotations = new AnnotationTally();
tallyWrites(process.stdout, annotations);
tallyWrites(process.stderr, annotations);

// The engine runs in the workspace (the runner starts actions there): relative paths start there.
const places = { workspace: process.env.GITHUB_WORKSPACE ?? process.cwd(), home: homedir() };
const jobInstance = await readJobInstance(process.env.RUNNER_TEMP);
try {
  await runAction(buildPorts(readInputs((name) => core.getInput(name), places), annotations, jobInstance));
} catch (error) {
  const message = error instanceof InputError ? error.message : `bench-gate: ${error instanceof Error ? error.message : String(error)}`;
  // An invalid input fails here, before the engine runs: the verdict says so as runAction's would,
  // and a fork PR's failure goes into artifact-path as runAction's would (failure-report.ts).
  if (error instanceof InputError) await reportInputFailure(inputFailurePorts(jobInstance), (name) => core.getInput(name), places, message).catch(() => undefined);
  core.setFailed(message);
  if (hasVerdict(core.getInput('command').trim())) core.setOutput('verdict', ERROR_VERDICT);
}
// The work is done and reported. A cache request that timed out may still hold a socket open;
// it must not keep the job step running, so leave once the output had a moment to drain.
setTimeout(() => process.exit(), 2_000).unref();
