/**
 * The inputs `scripts/bench` times, written once into scripts/perf/work/ (git-ignored) and reused
 * while the generator version matches. Sizes follow issue 9: 10,000 benchmarks x 3 units x 10
 * samples per side (~7 MB each), the same at 1k and 100k for the growth curve, 1,000 benchmarks x
 * 100 samples per side (criterion-sized samples), and hyperfine JSON with 1,000 runs per command.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goSuiteText, type GoSuiteSpec } from './go-text.js';
import { hyperfineJson } from './hyperfine-json.js';

/** Bump when the generated text changes, so stale work directories are rewritten. */
const GENERATOR_VERSION = '2';

export interface Workload {
  name: string;
  /** What it is, for the table. */
  label: string;
  base: string;
  head: string;
  /** Benchmarks per side, for the per-benchmark cost. */
  benchmarks: number;
}

interface Spec {
  name: string;
  label: string;
  benchmarks: number;
  write: (dir: string) => void;
}

const go = (name: string, label: string, spec: GoSuiteSpec): Spec => ({
  name, label, benchmarks: spec.benchmarks,
  write: (dir) => {
    writeFileSync(join(dir, 'base.txt'), goSuiteText(spec, false));
    writeFileSync(join(dir, 'head.txt'), goSuiteText(spec, true));
  },
});

const SPECS: readonly Spec[] = [
  go('go-1k', '1k benchmarks x 3 units x 10', { benchmarks: 1_000, count: 10, seed: 1, changedShare: 0.01 }),
  go('go-10k', '10k benchmarks x 3 units x 10', { benchmarks: 10_000, count: 10, seed: 10, changedShare: 0.01 }),
  go('go-100k', '100k benchmarks x 3 units x 10', { benchmarks: 100_000, count: 10, seed: 100, changedShare: 0.01 }),
  go('go-1k-n100', '1k benchmarks x 3 units x 100', { benchmarks: 1_000, count: 100, seed: 7, changedShare: 0.01 }),
  {
    name: 'hyperfine-1000', label: 'hyperfine 4 commands x 1,000 runs', benchmarks: 4,
    write: (dir) => {
      writeFileSync(join(dir, 'base.json'), hyperfineJson(4, 1_000, 3, false));
      writeFileSync(join(dir, 'head.json'), hyperfineJson(4, 1_000, 3, true));
    },
  },
];

/** The spec of the 1k suite, for the action engine's history runs. */
export const ACTION_SUITE: GoSuiteSpec = { benchmarks: 1_000, count: 10, seed: 1, changedShare: 0.01 };

/** Writes (or reuses) every workload under `root`; `skip` names workloads not wanted this run. */
export function prepareWorkloads(root: string, skip: ReadonlySet<string>, log: (line: string) => void): Workload[] {
  const out: Workload[] = [];
  for (const spec of SPECS) {
    if (skip.has(spec.name)) continue;
    const dir = join(root, spec.name);
    const stamp = join(dir, 'VERSION');
    if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== GENERATOR_VERSION) {
      log(`generating ${spec.name} ...`);
      mkdirSync(dir, { recursive: true });
      spec.write(dir);
      writeFileSync(stamp, GENERATOR_VERSION);
    }
    const ext = spec.name.startsWith('hyperfine') ? 'json' : 'txt';
    out.push({ name: spec.name, label: spec.label, base: join(dir, `base.${ext}`), head: join(dir, `head.${ext}`), benchmarks: spec.benchmarks });
  }
  return out;
}
