/**
 * The engine's own benchmark runs (confirm on rerun in the gate, and baseline: ab): results files
 * through the action's ports, the working directory, and confirming flagged regressions.
 */
import { confirmWanted } from '../compare/confirm.js';
import type { BaselineMode, ComparisonReport } from '../compare/types.js';
import type { ResolvedConfig } from '../config/resolve.js';
import { gatingRegressions, type GatePolicy } from '../gate.js';
import type { InputFormat } from '../input.js';
import { JsonTreeError } from '../io/json-tree.js';
import type { CommandSpec } from '../run/command-line.js';
import { confirmRegressions, type ConfirmOutcome } from '../run/confirm.js';
import { fileOnPath, LINK_LOOP_REASON, notADirectoryReason } from '../io/path-errors.js';
import type { FileStat } from '../io/file-stat.js';
import { removalPath, resultsPathRefusal, SPECIAL_FILE_REASON, type ResultsIO } from '../run/results-file.js';
import type { SeriesOptions } from '../run/series.js';
import type { ResultSet } from '../schema/result.js';
import { FatalError } from './fatal-error.js';
import type { ActionPorts } from './ports.js';

/** Results files (`output-file`) through the action's ports: removed before a run, read after it (never a device or FIFO). */
export function actionResultsIO(ports: ActionPorts): ResultsIO {
  return {
    remove: async (path) => {
      // A device, FIFO or socket (output-file: /dev/null) is not the benchmark's output, nor is a
      // directory holding anything but benchmark results (output-file: /tmp, or src), and removing
      // either would destroy what is not ours (as root, on a self-hosted runner, /dev/null itself).
      // Checked at every removal: a criterion tree the first run wrote (any name) stays removable.
      await checkOutputFile(ports, path, 'remove');
      await ports.removeResults(removalPath(path));
    },
    read: async (path) => {
      // The run may have made a FIFO there (or a link to a device): reading it would wait for a writer forever.
      if ((await ports.fileStat(path).catch(() => undefined))?.type === 'other') return { kind: 'unreadable', reason: `${path} ${SPECIAL_FILE_REASON}` };
      let tree: Awaited<ReturnType<ActionPorts['readJsonTree']>>;
      try {
        tree = await ports.readJsonTree(path);
      } catch (error) {
        if (error instanceof JsonTreeError) return { kind: 'unreadable', reason: error.message };
        throw error;
      }
      if (tree !== undefined) return { kind: 'dir', files: tree };
      const read = await ports.readBenchOutput(path);
      if (read === undefined) return { kind: 'missing' };
      return read.ok ? { kind: 'file', text: read.value } : { kind: 'unreadable', reason: read.error };
    },
  };
}

/**
 * Refuses output-file, at `path` (where a run reads it: in ab's base tree, the tree's copy), when
 * it is not a file the benchmark writes: a device, FIFO or socket (`output-file: /dev/null`), or a
 * path no command can write (through a file, a symbolic link loop). `remove`: about to be removed
 * before a run, so a git checkout or a directory holding anything but benchmark results is refused
 * too (resultsPathRefusal, as the CLI's --results). Checked before anything runs (prepare), before
 * the gate reads it (a read of a FIFO waits for a writer forever), and at every removal.
 */
export async function checkOutputFile(ports: ActionPorts, path: string, use: 'read' | 'remove'): Promise<void> {
  const value = ports.inputs.outputFile;
  const refuse = (problem: string): FatalError => new FatalError(`Invalid value '${value}' for input 'output-file': ${problem}. `
    + 'The gate reads the benchmark\'s results there, and the engine removes the path before each run it makes (baseline: ab, confirm on rerun), so that old results never pass for new ones: '
    + 'name the file the benchmark writes (e.g. bench.json) or its target/criterion directory.');
  let found: FileStat | undefined;
  try {
    found = await ports.fileStat(path);
  } catch (error) {
    throw refuse(`cannot write ${path}: ${await unwritableReason(ports, path, error)}`);
  }
  const why = use === 'read' ? (found?.type === 'other' ? SPECIAL_FILE_REASON : undefined)
    : await resultsPathRefusal(path, found, {
      holdsGit: async (dir) => (await ports.fileStat(`${dir}/.git`).catch(() => undefined)) !== undefined,
      firstForeignFile: (dir) => ports.firstForeignFile(dir),
    });
  if (why !== undefined) throw refuse(`${path} ${why}`);
}

/** Why no command can write `path`, from the error looking at it met (io/path-errors.ts). */
async function unwritableReason(ports: ActionPorts, path: string, error: unknown): Promise<string> {
  switch ((error as { code?: unknown }).code) {
    case 'ENOTDIR': return notADirectoryReason(await fileOnPath(path, async (dir) => (await ports.fileStat(dir))?.type === 'directory'));
    case 'ELOOP': return LINK_LOOP_REASON;
    default: return error instanceof Error ? error.message : String(error);
  }
}

/** The working-directory input as a cwd for spawned processes: undefined for the workspace itself. */
export function workingCwd(ports: ActionPorts): string | undefined {
  const dir = ports.inputs.workingDirectory.replace(/\/+$/, '');
  return dir === '' || dir === '.' ? undefined : dir;
}

/**
 * How the engine's runs read and log output: the input format (or the config's), live output, strict.
 * Each run's stdout and stderr are read together (run/merged-output.ts), as the composite's run step
 * captures the first run (2>&1), so results a tool prints on stderr read the same in a rerun or an
 * A/B round as in the first run.
 */
export function seriesOptions(ports: ActionPorts, config: ResolvedConfig | undefined): SeriesOptions {
  const format: InputFormat = ports.inputs.given.format ? ports.inputs.format : config?.format ?? ports.inputs.format;
  return {
    format, quiet: false, lenient: false,
    ...(config === undefined ? {} : { metrics: config.metrics }),
    ...(ports.inputs.outputFile === '' ? {} : { results: { io: actionResultsIO(ports), option: "input 'output-file'" } }),
  };
}

export interface ActionConfirm {
  report: ComparisonReport;
  head: ResultSet;
  compare: (head: ResultSet) => ComparisonReport;
  policy: GatePolicy | undefined;
  mode: BaselineMode;
  /** The command that measured head; undefined when the engine did not run it (nothing to rerun). */
  command: CommandSpec | undefined;
  runs: number;
  results?: string;
  series: SeriesOptions;
}

/**
 * Confirms flagged regressions on rerun when the `confirm` input (and the mode) asks for it: the
 * final report, and the results it rests on (the rerun's samples where it cleared a regression),
 * which is what a trusted run saves.
 */
export async function confirmInAction(ports: ActionPorts, request: ActionConfirm, notes: string[]): Promise<ConfirmOutcome> {
  const flagged = gatingRegressions(request.report.comparisons, request.policy);
  const unconfirmed = { report: request.report, head: request.head };
  if (!confirmWanted(ports.inputs.confirm, request.mode, flagged)) return unconfirmed;
  if (request.command === undefined || ports.runner === undefined) {
    notes.push(`Regressions not confirmed on rerun: ${request.command === undefined ? "there is no 'run' command to rerun (the results came from 'output-file')" : 'this engine cannot start processes'}.`);
    return unconfirmed;
  }
  const cwd = workingCwd(ports);
  return confirmRegressions({
    first: request.report, head: request.head, regressions: flagged, compare: request.compare, command: request.command,
    runs: request.runs, series: request.series, log: 'in the job log',
    ...(request.policy === undefined ? {} : { policy: request.policy }),
    ...(cwd === undefined ? {} : { cwd }),
    ...(request.results === undefined ? {} : { results: request.results }),
  }, ports.runner);
}
