/**
 * The config files bench-gate looks for when none is given, in this order in each directory it
 * looks in: the working directory, then each one above it up to the repository root (CLI,
 * cli/load-inputs.ts), or up to the workspace (action, action/action-config.ts). Apart from the
 * loader, so that looking (every `compare`) does not load yaml and zod.
 */
export const CONFIG_FILE_NAMES = ['bench-gate.yml', '.github/bench-gate.yml'] as const;
