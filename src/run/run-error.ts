/**
 * A failure while running benchmarks that the user must fix (a command failed, timed out, printed
 * no results, a worktree could not be made): the CLI prints its message as is and exits 2.
 */
export class RunError extends Error {}
