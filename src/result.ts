/** A value or an expected failure. Throwing is reserved for bugs (STYLE.md §3.4). */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Compile-time exhaustiveness check for switches over closed unions. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}
