/**
 * The timeouts the environment may change (BENCH_GATE_API_TIMEOUT, BENCH_GATE_CACHE_TIMEOUT), in
 * seconds. Node's timers take whole milliseconds up to 2^31 - 1 (about 24.8 days): a longer one
 * fires after 1 ms (setTimeout), or throws (AbortSignal.timeout), so a large value meant as "no
 * limit" would have made every call fail at once. It is capped instead.
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds for `value` (seconds); `fallbackMs` when it is not a positive number. */
export function timeoutFromEnv(value: string | undefined, fallbackMs: number): number {
  const seconds = Number(value ?? '');
  if (!Number.isFinite(seconds) || seconds <= 0) return fallbackMs;
  return Math.min(Math.ceil(seconds * 1000), MAX_TIMER_MS);
}
