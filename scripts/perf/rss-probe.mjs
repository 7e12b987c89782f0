// Preloaded with `node --import` by scripts/perf/measure.ts: writes the process's peak resident set
// (kilobytes, from getrusage) to $BENCH_GATE_RSS_FILE when it exits, however it exits normally.
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_GATE_RSS_FILE;
if (file) process.on('exit', () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
