/**
 * Where bench-gate looks for its config when none is given, in order (relative to the working
 * directory). Apart from the loader, so that looking (every `compare`) does not load yaml and zod.
 */
export const CONFIG_FILE_NAMES = ['bench-gate.yml', '.github/bench-gate.yml'] as const;
