/**
 * Reading the files named on the command line into result sets: bytes -> text -> format detection
 * -> parse, with diagnostics printed as `file:line: message` and data-loss turned into exit 2
 * unless --lenient. One place, so `parse` and `compare` treat inputs identically.
 */
import type { Diagnostic, ResultSet } from '../schema/result.js';
import { BENCHMARK_OUTPUT, CONFIG_TEXT, decodeInput, type TextKind } from '../io/decode.js';
import { JsonTreeError } from '../io/json-tree.js';
import { readDirectoryInput, readInput, isDataLoss, type InputFormat } from '../input.js';
import { bothSpellingsMessage, CONFIG_FILE_NAMES, yamlSpelling } from '../config/file-names.js';
import type { BenchGateConfig } from '../config/schema.js';
import type { ConfigPolicy } from '../config/policy.js';
import type { ResolvedConfig } from '../config/resolve.js';
import type { MetricsPattern } from '../parsers/metrics-patterns.js';
import { dirname } from 'node:path';
import { recordedLosses } from '../run/partial-results.js';
import { fileError } from './file-errors.js';
import { diagnosticLine } from '../report/diagnostic-line.js';
import { UsageError, type CliPorts } from './ports.js';

export interface LoadOptions {
  format: InputFormat;
  lenient: boolean;
  verbose: boolean;
  /** The config file's `metrics` patterns, for bench binaries' text. */
  metrics?: readonly MetricsPattern[];
  /**
   * The command, when it has no --format and --lenient (merge, check): a refusal that says to pass
   * one says to parse the input first instead, rather than name an option the command refuses.
   */
  parseFirst?: string;
}

/**
 * When a tool's output was measured, for a result file's time: its modification time (the file is
 * written as the benchmarks run), or now for stdin or when the file system does not tell.
 */
export async function outputTime(path: string, ports: CliPorts): Promise<string> {
  return ((path === '-' ? undefined : await ports.modifiedTime(path)) ?? ports.now()).toISOString();
}

/** Reads and parses one input (`-` is stdin); throws UsageError with a one-paragraph message. */
export interface LoadedInput { path: string; set: ResultSet; format: string; detected: boolean }

export async function loadInput(path: string, ports: CliPorts, options: LoadOptions): Promise<LoadedInput> {
  const source = path === '-' ? '<stdin>' : path;
  refuseEmptyName(path, BENCHMARK_OUTPUT);
  if (path !== '-' && (await ports.isDirectory(path).catch(() => false))) {
    const parsed = readDirectoryInput(await ports.readJsonTree(path).catch(async (error: unknown) => {
      throw error instanceof JsonTreeError ? new UsageError(error.message) : await fileError(path, 'read', error, ports);
    }), source, options.format);
    if (!parsed.ok) throw new UsageError(parsed.error);
    reportDiagnostics(parsed.value.set.diagnostics, ports, options);
    return { path: source, ...parsed.value };
  }
  const bytes = await readBytes(path, ports);
  const text = decodeInput(bytes, source);
  if (!text.ok) throw new UsageError(text.error);
  const parsed = readInput(text.value, source, options.format, options.metrics === undefined ? {} : { metrics: options.metrics });
  if (!parsed.ok) throw new UsageError(parsed.error.includes('--format') ? `${parsed.error}${parseFirstNote(options, '--format F', path)}` : parsed.error);
  // A result file's stored line diagnostics were reported (and accepted) when it was parsed; what
  // it records about itself as a whole (`run`'s "partial results", lines --lenient skipped) still
  // matters to whoever reads it.
  if (parsed.value.format !== 'result') reportDiagnostics(parsed.value.set.diagnostics, ports, options);
  else reportRecordedWarnings(parsed.value.set.diagnostics, source, ports);
  return { path: source, ...parsed.value };
}

export interface LoadedConfig {
  path: string;
  /** True when found by looking (no --config). */
  found: boolean;
  config: BenchGateConfig;
}

/**
 * Reads bench-gate.yml: the --config file, else the nearest one found by findConfig; undefined when
 * there is none. An invalid file is a UsageError (exit 2) whose message names the file, the line
 * and the fix.
 */
export async function loadConfigFile(explicit: string | undefined, ports: CliPorts): Promise<LoadedConfig | undefined> {
  if (explicit?.trim() === '') throw new UsageError(`--config needs a file name, and '${explicit}' is empty (an unset shell variable?). Give the path of bench-gate.yml, or leave --config out to look for one (--no-config to use none).`);
  if (explicit !== undefined) return readConfig(explicit, await readBytes(explicit, ports, CONFIG_TEXT), false);
  const found = await findConfig(ports);
  return found === undefined ? undefined : await readConfig(found.path, found.bytes, true);
}

/**
 * The nearest config, looked for the way git, eslint and prettier look for theirs: in the working
 * directory, then in each directory above it up to the repository root (the nearest directory
 * holding `.git`, a directory or, in a linked worktree or a submodule, a file), bench-gate.yml
 * (or .yaml) before .github/bench-gate.yml (or .yaml). A benchmark run from `benches/` still gets the repository's rules.
 * Outside a repository only the working directory is looked in: a bench-gate.yml in /tmp or in a
 * home directory is no project's policy, and one that ignores every benchmark would turn any
 * regression below it into a pass. The path is relative to the working directory
 * (`../bench-gate.yml`), so every message about the file (describeConfig's line) says where it is.
 * Costs a stat per directory up to the root and two failed reads per directory looked in: it runs
 * on every `compare`.
 */
async function findConfig(ports: CliPorts): Promise<{ path: string; bytes: Uint8Array } | undefined> {
  const levels = await levelsToRepositoryRoot(ports);
  for (let level = 0, up = ''; level <= levels; level++, up += '../') {
    for (const name of CONFIG_FILE_NAMES) {
      const path = up + name;
      try {
        const bytes = await ports.readFile(path);
        const yaml = yamlSpelling(path);
        if (yaml !== undefined && await pathExists(yaml, ports)) throw new UsageError(bothSpellingsMessage(path, yaml, 'pass --config FILE'));
        return { path, bytes };
      } catch (error) {
        if (error instanceof UsageError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') continue;
        // A path the user did not pass: "pass the config file" (fileError's advice) would not fit.
        if (code === 'EISDIR') throw new UsageError(`${path} is a directory, not a config file; it is where bench-gate looks for its config. Rename it, or pass --config FILE or --no-config.`);
        throw await fileError(path, 'read', error, ports, CONFIG_TEXT);
      }
    }
  }
  return undefined;
}

/**
 * How many directories above the working directory the repository root is (see findConfig): 0 in
 * the root itself, and outside any repository.
 */
async function levelsToRepositoryRoot(ports: CliPorts): Promise<number> {
  let dir = ports.cwd();
  for (let level = 0, up = ''; ; level++, up += '../') {
    if (await pathExists(`${up}.git`, ports)) return level;
    const parent = dirname(dir);
    if (parent === dir) return 0;
    dir = parent;
  }
}

/** True when the path exists, as a directory or a file (`.git` is a file in a linked worktree or a submodule). */
export async function pathExists(path: string, ports: CliPorts): Promise<boolean> {
  try {
    return (await ports.isDirectory(path)) || (await ports.readFile(path), true);
  } catch {
    return false;
  }
}

/** The YAML reader and the config schema are loaded only when there is a config to read. */
async function readConfig(path: string, bytes: Uint8Array, found: boolean): Promise<LoadedConfig> {
  const text = decodeInput(bytes, path, CONFIG_TEXT);
  if (!text.ok) throw new UsageError(text.error);
  const { loadConfig } = await import('../config/load.js');
  const config = loadConfig(text.value, path);
  if (!config.ok) throw new UsageError(config.error);
  return { path, found, config: config.value };
}

/** Each config rule that matched no benchmark, as a warning on stderr (a glob with a typo, Go's -N left off). */
export function warnUnmatchedRules(ports: CliPorts, policy: ConfigPolicy | undefined): void {
  for (const warning of policy?.unusedRuleWarnings() ?? []) ports.stderr(`warning: ${policy?.config.file ?? ''}: ${warning}\n`);
}

/** "config bench-gate.yml (found), suite jobbie: 3 rules, 2 metrics patterns" for stderr, and the config's warnings. */
export function describeConfig(loaded: LoadedConfig, resolved: ResolvedConfig): string {
  const suite = resolved.suite === undefined ? '' : `, suite ${resolved.suite}`;
  const counts = `${resolved.rules.length} rule${resolved.rules.length === 1 ? '' : 's'}, ${resolved.metrics.length} metrics pattern${resolved.metrics.length === 1 ? '' : 's'}`;
  return `config ${loaded.path}${loaded.found ? ' (found)' : ''}${suite}: ${counts}\n${resolved.warnings.map((w) => `warning: ${w}\n`).join('')}`;
}

/** Reads and decodes an input that is not benchmark output (a saved report), with `kind`'s wording for every refusal. */
export async function readInputText(path: string, ports: CliPorts, kind: TextKind): Promise<string> {
  const text = decodeInput(await readBytes(path, ports, kind), path === '-' ? '<stdin>' : path, kind);
  if (!text.ok) throw new UsageError(text.error);
  return text.value;
}

/** An empty name is no file; resolved, it would name the working directory, a criterion directory to the reader. */
function refuseEmptyName(path: string, kind: TextKind): void {
  if (path === '') throw new UsageError(`an input file name is empty (an unset shell variable?). Give the path of ${kind.file}, or - for standard input.`);
}

async function readBytes(path: string, ports: CliPorts, kind = BENCHMARK_OUTPUT): Promise<Uint8Array> {
  refuseEmptyName(path, kind);
  try {
    return path === '-' ? await ports.readStdin() : await ports.readFile(path);
  } catch (error) {
    throw await fileError(path, 'read', error, ports, kind);
  }
}

function reportDiagnostics(diagnostics: readonly Diagnostic[], ports: CliPorts, options: LoadOptions): void {
  const losses = diagnostics.filter(isDataLoss);
  for (const d of diagnostics) {
    if (d.severity === 'info' && !options.verbose) continue;
    const label = d.severity === 'info' ? 'note' : d.severity === 'error' && options.lenient ? 'warning' : d.severity;
    ports.stderr(diagnosticLine(d, label));
  }
  if (losses.length > 0 && !options.lenient) {
    const first = losses[0];
    const where = losses.length === 1 ? `line ${first?.line ?? 0}` : `lines ${losses.slice(0, 5).map((d) => d.line).join(', ')}${losses.length > 5 ? ', ...' : ''}`;
    throw new UsageError(`${first?.source ?? 'input'}: ${losses.length} result line${losses.length === 1 ? '' : 's'} could not be read (${where}, listed above), so ${losses.length === 1 ? 'its sample' : 'their samples'} would be lost. Fix or remove ${losses.length === 1 ? 'that line' : 'those lines'}, or pass --lenient to go on without ${losses.length === 1 ? 'it' : 'them'}.${parseFirstNote(options, '--lenient', first?.source ?? 'FILE')}`);
  }
}

/** For a command without --format and --lenient (LoadOptions.parseFirst): how to pass them through `parse`. */
function parseFirstNote(options: LoadOptions, option: string, path: string): string {
  if (options.parseFirst === undefined) return '';
  const name = path === '-' || path === '<stdin>' ? '-' : path;
  return ` ${options.parseFirst} has no ${option.split(' ')[0] ?? option}: parse the input first (bench-gate parse ${option} ${name} -o result.json) and give ${options.parseFirst} result.json.`;
}

/**
 * A result file's warnings about the whole input (line 0), e.g. that it holds fewer runs than
 * planned, and, one line per input, the result lines --lenient skipped when it was written.
 */
function reportRecordedWarnings(diagnostics: readonly Diagnostic[], source: string, ports: CliPorts): void {
  for (const d of diagnostics) {
    if (d.line === 0 && d.severity !== 'info') ports.stderr(`${source}: ${d.severity}: it records: ${d.message}\n`);
  }
  const lost = recordedLosses(diagnostics);
  if (lost.length > 0) ports.stderr(`${source}: warning: it was written with --lenient, without the results it could not read (${lost.join('; ')}): their samples are missing\n`);
}

/** A one-line account of what was read, for stderr: "old.txt: go (detected), 6 benchmarks, 150 samples". */
export function describeLoaded(label: string, loaded: LoadedInput): string {
  const samples = loaded.set.benchmarks.reduce((sum, b) => sum + b.metrics.reduce((s, m) => s + m.samples.length, 0), 0);
  const failed = loaded.set.benchmarks.filter((b) => b.status !== 'ok').length;
  const origin = loaded.format === 'result' ? ` (${loaded.set.context.tool} output from ${loaded.set.context.sources.join(', ')})` : '';
  return `${label}${loaded.path}: ${loaded.format}${loaded.detected ? ' (detected)' : ''}${origin}, ${loaded.set.benchmarks.length} benchmark${loaded.set.benchmarks.length === 1 ? '' : 's'}, ${samples} samples${failed > 0 ? `, ${failed} failed or skipped` : ''}\n`;
}
