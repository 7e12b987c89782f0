/**
 * The context `run` and `ab` record with their results (ISSUE 6): the commit measured, the
 * machine fingerprint (the same one the action scopes baselines by), the benchmark tool's
 * version when the fingerprint knows it, and the time the runs started.
 */
import type { Fingerprint } from '../github/fingerprint.js';
import { goArchName, goOsName } from '../machine-names.js';
import { mergeBenchmarks } from '../merge.js';
import type { Diagnostic, ResultSet, ToolKind } from '../schema/result.js';
import type { RunPorts } from './run-ports.js';
import { findSeriesGaps, seriesGapsNote } from './series-gaps.js';

/** `git rev-parse HEAD` in `cwd`; undefined outside a repository (or without git). */
export async function readGitCommit(ports: Pick<RunPorts, 'spawn' | 'env'>, cwd: string | undefined): Promise<string | undefined> {
  const outcome = await ports.spawn({ argv: ['git', 'rev-parse', 'HEAD'], env: ports.env, ...(cwd === undefined ? {} : { cwd }) });
  const sha = outcome.stdout.trim();
  return outcome.end.kind === 'exited' && outcome.end.code === 0 && /^[0-9a-f]{7,64}$/.test(sha) ? sha : undefined;
}

/**
 * The commit a tree's results belong to: HEAD, or undefined when tracked files differ from it
 * (`git status --porcelain --untracked-files=no`), since results of uncommitted changes are not
 * that commit's. Build outputs and other untracked files do not count. `dirty` says which.
 */
export async function readTreeCommit(ports: Pick<RunPorts, 'spawn' | 'env'>, cwd: string | undefined): Promise<{ commit: string | undefined; dirty: boolean }> {
  const commit = await readGitCommit(ports, cwd);
  if (commit === undefined) return { commit, dirty: false };
  const status = await ports.spawn({ argv: ['git', 'status', '--porcelain', '--untracked-files=no'], env: ports.env, ...(cwd === undefined ? {} : { cwd }) });
  const dirty = status.end.kind === 'exited' && status.end.code === 0 && status.stdout.trim() !== '';
  return { commit: dirty ? undefined : commit, dirty };
}

/** Which fingerprint detail holds the version of the toolchain behind a tool. */
function toolchainOf(tool: ToolKind): string | undefined {
  switch (tool) {
    case 'go': case 'go-json': return 'go';
    case 'libtest': case 'libtest-json': case 'criterion': case 'cargo-criterion': case 'criterion-text': case 'divan': return 'rustc';
    case 'hyperfine': return 'hyperfine';
    case 'gbench': case 'pytest': case 'custom': case 'bmf': case 'metrics': return undefined;
  }
}

export interface RunContextInfo {
  /** ISO time the runs started. */
  time: string;
  commit?: string;
  fingerprint: Fingerprint;
  suite?: string;
  /** How the command is named in `sources` (one entry, "CMD (10 runs)"); each run's own source otherwise. */
  command?: string;
  /** What one run is called in the warning about benchmarks some runs lack: ab's are rounds. */
  runNoun?: 'run' | 'round';
}

/**
 * One result set from the runs of one command: benchmarks merged by key (every run's samples, in
 * run order), sources and diagnostics concatenated, the context filled in. Runs that give only a
 * summary become one sample per run; what the merge cannot keep gets a warning (see merge.ts), and
 * so do benchmarks some runs lack (series-gaps.ts), which are kept with the samples they have.
 */
export function combineRuns(sets: readonly ResultSet[], info: RunContextInfo, extra: readonly Diagnostic[] = []): ResultSet {
  const [first] = sets;
  if (first === undefined) throw new Error('combineRuns() needs at least one run');
  const fp = info.fingerprint;
  const parsed = first.context.machine ?? {};
  const cores = Number(fp.details.cores);
  const machine = {
    ...parsed, fingerprint: fp.id, os: goOsName(fp.os), arch: goArchName(fp.arch),
    ...(parsed.cpu === undefined && fp.details.cpu !== undefined ? { cpu: fp.details.cpu } : {}),
    ...(parsed.cores === undefined && Number.isInteger(cores) && cores > 0 ? { cores } : {}),
  };
  const toolchain = toolchainOf(first.context.tool);
  const toolVersion = first.context.toolVersion ?? (toolchain === undefined ? undefined : fp.details[toolchain]);
  const set: ResultSet = {
    ...first,
    context: {
      ...first.context,
      ...(toolVersion === undefined ? {} : { toolVersion }),
      ...(info.commit === undefined ? {} : { commit: info.commit }),
      time: info.time,
      machine,
      sources: info.command === undefined ? sets.flatMap((s) => s.context.sources) : [seriesSource(info.command, sets.length)],
    },
    benchmarks: [],
    diagnostics: [...sets.flatMap((s) => s.diagnostics), ...extra],
  };
  // The merge's own notes (summaries it turned into samples or could not keep, benchmarks some runs
  // lack) come last; mergeNotes() finds them.
  set.benchmarks = mergeBenchmarks(sets.map((s) => s.benchmarks), { sources: sets.map((s) => s.context.sources.join(', ')), diagnostics: set.diagnostics });
  const gaps = seriesGapsNote(findSeriesGaps(sets.map((s) => s.benchmarks)), {
    runs: sets.length, benchmarks: set.benchmarks.length, source: set.context.sources.join(', '), ...(info.runNoun === undefined ? {} : { noun: info.runNoun }),
  });
  if (gaps !== undefined) set.diagnostics.push(gaps);
  if (info.suite !== undefined) set.suite = info.suite;
  return set;
}

/** How `sources` names `runs` runs of one command: "make bench (10 runs)", one entry for the series. */
export function seriesSource(command: string, runs: number): string {
  return `${command} (${runs} run${runs === 1 ? '' : 's'})`;
}

/**
 * The notes combineRuns' merge added to `set` (what became of the runs' summaries, benchmarks some
 * runs lack): the runs' own diagnostics, printed as each run ended, come first, then `extra`, then these.
 */
export function mergeNotes(set: ResultSet, runs: readonly ResultSet[], extra = 0): Diagnostic[] {
  return set.diagnostics.slice(runs.reduce((n, s) => n + s.diagnostics.length, 0) + extra);
}
