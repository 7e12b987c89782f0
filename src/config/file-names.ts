/**
 * The config files bench-gate looks for when none is given, in this order in each directory it
 * looks in: the working directory, then each one above it up to the repository root (CLI,
 * cli/load-inputs.ts), or up to the workspace (action, action/action-config.ts). Apart from the
 * loader, so that looking (every `compare`) does not load yaml and zod.
 *
 * Each name is read spelt `.yml` or `.yaml` (both are YAML's own extensions, and tools people use
 * beside this one, Compose and Dependabot among them, take either). Both spellings of one name in one
 * place is an error (bothSpellingsMessage): reading one would pass over the other's rules in silence.
 */
export const CONFIG_FILE_NAMES = ['bench-gate.yml', 'bench-gate.yaml', '.github/bench-gate.yml', '.github/bench-gate.yaml'] as const;

/** The `.yaml` spelling of a config path spelt `.yml` (the one looked for first); undefined for any other. */
export function yamlSpelling(path: string): string | undefined {
  return path.endsWith('.yml') ? `${path.slice(0, -'.yml'.length)}.yaml` : undefined;
}

/** The refusal for a config file found in both spellings; `fix` names how to pick one (--config, the 'config' input). */
export function bothSpellingsMessage(yml: string, yaml: string, fix: string): string {
  return `${yml} and ${yaml} are both config files in one place, and bench-gate reads one: the rules of the other would not apply. Merge them into one and remove the other, or ${fix}.`;
}
