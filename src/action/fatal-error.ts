/**
 * A failure the user must fix (bad input file, missing output, a refused artifact): runAction turns
 * it into one setFailed message. Anything else thrown is a bug and is reported as one.
 */
export class FatalError extends Error {}
