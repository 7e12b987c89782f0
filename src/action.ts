/**
 * The action's edge: builds Ports from @actions/core, @actions/github, @actions/cache and node:fs,
 * and runs the engine. Everything testable lives in action/main.ts.
 */
import * as core from '@actions/core';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readInputs, InputError, type ActionInputs } from './action/inputs.js';
import { runAction } from './action/main.js';
import type { ActionPorts } from './action/ports.js';
import { readRunContext } from './github/context.js';
import { readFingerprint } from './github/fingerprint.js';
import { octokitComments, retryLine } from './github/octokit-comments.js';
import { runBenchCommand } from './run/bench-command.js';
import type { RunPorts } from './run/run-ports.js';
import { spawnProcess } from './run/spawn-process.js';
import { ActionsCacheStore, cacheUnavailableReason } from './store/cache-store.js';

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
    stderr: (text) => void process.stderr.write(text),
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

function buildPorts(inputs: ActionInputs): ActionPorts {
  const context = readRunContext(process.env, readEvent());
  const unavailable = cacheUnavailableReason();
  return {
    inputs, context,
    log: {
      info: (m) => core.info(m),
      warning: (m, p) => core.warning(m, p ?? {}),
      error: (m, p) => core.error(m, p ?? {}),
      notice: (m, p) => core.notice(m, p ?? {}),
    },
    readText: async (path) => {
      try {
        return await readFile(path, 'utf8');
      } catch {
        return undefined;
      }
    },
    writeText: async (path, text) => {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text);
    },
    removeDir: (path) => rm(path, { recursive: true, force: true }),
    readJsonTree: async (path) => {
      const info = await stat(path).catch(() => undefined);
      if (info?.isDirectory() !== true) return undefined;
      const entries = (await readdir(path, { recursive: true })).filter((p) => p.endsWith('.json')).sort().slice(0, 50_000);
      return Promise.all(entries.map(async (p) => ({ path: p.split('\\').join('/'), text: await readFile(join(path, p), 'utf8') })));
    },
    store: unavailable === undefined ? new ActionsCacheStore() : { unavailable },
    fingerprint: () => readFingerprint(process.env, inputs.machineId),
    runBench: runBenchCommand,
    runner: runnerPorts(inputs),
    comments: inputs.githubToken === '' ? undefined : octokitComments(inputs.githubToken, context.owner, context.repo, (error, ms) => core.info(retryLine(error, ms))),
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

try {
  await runAction(buildPorts(readInputs((name) => core.getInput(name))));
} catch (error) {
  core.setFailed(error instanceof InputError ? error.message : `bench-gate: ${error instanceof Error ? error.message : String(error)}`);
}
