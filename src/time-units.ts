/**
 * The spellings of units of time bench-gate knows, with their length in seconds. One list for
 * every use: the metrics format stores a value printed in one of them in seconds (and a rate over
 * one of them per second), and a unit whose denominator is one of them is a rate, higher-is-better
 * by default, in every format. Two lists had drifted apart: Go's `ops/usecs` or `ops/µsec` was read
 * lower-is-better while the metrics format read the same text as a rate, and the metrics format
 * kept `milliseconds` as printed, so a tool that printed `850 milliseconds` and then `1.2 seconds`
 * gave two metrics.
 *
 * fio and `perf stat` print `usec` and `msec`; Go durations and most tools `ns`, `µs`, `ms`, `s`;
 * human-oriented summaries spell the words out.
 */
export const SECONDS_PER_TIME_UNIT: ReadonlyMap<string, number> = new Map([
  ['ns', 1e-9], ['nsec', 1e-9], ['nsecs', 1e-9], ['nanosecond', 1e-9], ['nanoseconds', 1e-9],
  ['us', 1e-6], ['µs', 1e-6], ['μs', 1e-6], ['usec', 1e-6], ['usecs', 1e-6], ['µsec', 1e-6], ['μsec', 1e-6],
  ['microsecond', 1e-6], ['microseconds', 1e-6],
  ['ms', 1e-3], ['msec', 1e-3], ['msecs', 1e-3], ['millisecond', 1e-3], ['milliseconds', 1e-3],
  ['s', 1], ['sec', 1], ['secs', 1], ['second', 1], ['seconds', 1],
  ['min', 60], ['mins', 60], ['minute', 60], ['minutes', 60],
  ['h', 3600], ['hr', 3600], ['hrs', 3600], ['hour', 3600], ['hours', 3600],
]);
