/**
 * Synthetic `hyperfine --export-json` output (schema v1, as hyperfine 1.x writes it): a few
 * commands with many runs each, for the n1·n2 > 10,000 path (normal approximation, large
 * Hodges-Lehmann difference sets).
 */
import { Random } from './random.js';

export function hyperfineJson(commands: number, runs: number, seed: number, head: boolean): string {
  const random = new Random(seed * 2 + (head ? 1 : 0));
  const results = Array.from({ length: commands }, (_, c) => {
    const centre = 0.01 * (c + 1) * (head && c === 0 ? 1.04 : 1);
    const times = Array.from({ length: runs }, () => centre * Math.exp(0.03 * random.normal()));
    const sorted = [...times].sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / runs;
    const stddev = Math.sqrt(times.reduce((a, b) => a + (b - mean) ** 2, 0) / (runs - 1));
    return {
      command: `./tool --case ${c}`, mean, stddev, median: sorted[runs >> 1], user: mean * 0.8, system: mean * 0.1,
      min: sorted[0], max: sorted[runs - 1], times, exit_codes: times.map(() => 0),
    };
  });
  return `${JSON.stringify({ results }, null, 2)}\n`;
}
