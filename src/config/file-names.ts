/**
 * The config files bench-gate looks for when none is given, in this order in each directory it
 * looks in: the working directory, then each one above it up to the repository root (CLI,
 * cli/load-inputs.ts), or up to the workspace (action, action/action-config.ts). Apart from the
 * loader, so that looking (every `compare`) does not load yaml and zod.
 */
export const CONFIG_FILE_NAMES = ['bench-gate.yml', '.github/bench-gate.yml'] as const;

/**
 * The same files spelt `.yaml`, which bench-gate does not read: one found where a config is looked
 * for is an error, not a file passed over, since its rules would silently not apply.
 */
export const MISSPELT_CONFIG_FILE_NAMES = ['bench-gate.yaml', '.github/bench-gate.yaml'] as const;

/** The name bench-gate reads where `path` is a misspelt one: `.github/bench-gate.yaml` -> `.github/bench-gate.yml`. */
export function readConfigName(path: string): string {
  return path.replace(/\.yaml$/, '.yml');
}
