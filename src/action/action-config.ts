/**
 * The action's bench-gate.yml: the `config` input's file, else the nearest bench-gate.yml or
 * .github/bench-gate.yml (or .yaml) from working-directory up to the workspace, as the CLI looks
 * (config/file-names.ts). Read by the prepare step too, so that a broken file fails the job
 * before the benchmark runs rather than after it.
 */
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { bothSpellingsMessage, CONFIG_FILE_NAMES, yamlSpelling } from '../config/file-names.js';
import { loadConfig } from '../config/load.js';
import type { ConfigPolicy } from '../config/policy.js';
import { resolveConfig, type ResolvedConfig } from '../config/resolve.js';
import { FatalError } from './fatal-error.js';
import type { ActionPorts } from './ports.js';

/** The config file in force, or undefined when there is none; an invalid or missing given file is fatal. Logs nothing. */
export async function readActionConfig(ports: ActionPorts): Promise<ResolvedConfig | undefined> {
  const given = ports.inputs.config;
  const read = (text: string, path: string): ResolvedConfig => {
    const loaded = loadConfig(text, path);
    if (!loaded.ok) throw new FatalError(loaded.error);
    return resolveConfig(loaded.value, path, ports.inputs.suite);
  };
  if (given !== '') {
    const text = await ports.readText(given);
    if (text === undefined) throw new FatalError(`The config file ${given} (input 'config') was not found. Check the path (relative to the workspace), or leave 'config' empty to use the nearest bench-gate.yml or .github/bench-gate.yml from working-directory up to the workspace.`);
    return read(text, given);
  }
  for (const dir of configDirectories(ports.inputs.workingDirectory, ports.context.workspace)) {
    for (const name of CONFIG_FILE_NAMES) {
      const path = dir + name;
      const text = await ports.readText(path);
      if (text === undefined) continue;
      // As the CLI does (cli/load-inputs.ts): both spellings in one place is refused, not half read.
      const yaml = yamlSpelling(path);
      if (yaml !== undefined && await ports.readText(yaml) !== undefined) throw new FatalError(bothSpellingsMessage(path, yaml, "set the 'config' input to the one to use"));
      return read(text, path);
    }
  }
  return undefined;
}

/**
 * Where the action looks for its config when the `config` input is empty, nearest first, relative
 * to the workspace: in working-directory, bench-gate.yml then .github/bench-gate.yml, then in each
 * directory above it up to the workspace itself, as the CLI looks from where it runs. The workspace
 * is the checkout, so it is the boundary instead of the CLI's `.git`: its own bench-gate.yml is
 * always looked at (last), as it was when it was the only place, even when working-directory is a
 * submodule. A working-directory outside the workspace looks in the workspace only.
 */
export function configCandidates(workingDirectory: string, workspace: string): string[] {
  return configDirectories(workingDirectory, workspace).flatMap((dir) => CONFIG_FILE_NAMES.map((name) => dir + name));
}

/** The directories configCandidates looks in, nearest first, each as a prefix (`benches/go/`, ..., ``). */
function configDirectories(workingDirectory: string, workspace: string): string[] {
  const dir = relative(resolve(workspace), resolve(workspace, workingDirectory));
  const outside = dir === '..' || dir.startsWith(`..${sep}`) || isAbsolute(dir);
  const parts = outside ? [] : dir.split(/[\\/]/).filter((p) => p !== '');
  const dirs: string[] = [];
  for (let n = parts.length; n >= 0; n--) dirs.push(parts.slice(0, n).map((p) => `${p}/`).join(''));
  return dirs;
}

/** readActionConfig, then says which file applies and shows its warnings (once per job: the step that uses it). */
export async function loadActionConfig(ports: ActionPorts): Promise<ResolvedConfig | undefined> {
  const resolved = await readActionConfig(ports);
  if (resolved === undefined) return undefined;
  const path = resolved.file;
  ports.log.info(`bench-gate: config ${path}${resolved.suite === undefined ? '' : `, suite ${resolved.suite}`}: ${resolved.rules.length} rules, ${resolved.metrics.length} metrics patterns`);
  for (const warning of resolved.warnings) ports.log.warning(`bench-gate: ${warning}`, { title: 'bench-gate config', file: path });
  return resolved;
}

/**
 * A rule that matched no benchmark is a warning annotation on the config file, as it is on stderr
 * for the CLI: a typo in a glob (or Go's `-8` left off a name) would otherwise leave a benchmark
 * meant to be informational or ignored to fail the gate, with nothing saying why.
 */
export function warnUnmatchedRules(ports: ActionPorts, policy: ConfigPolicy | undefined): void {
  if (policy === undefined) return;
  const file = policy.config.file;
  for (const warning of policy.unusedRuleWarnings()) ports.log.warning(`bench-gate: ${file}: ${warning}`, { title: 'bench-gate config', file });
}
