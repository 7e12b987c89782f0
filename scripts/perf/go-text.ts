/**
 * Synthetic `go test -bench=. -benchmem -count=N` output, printed exactly the way Go's testing
 * package prints it (benchmark.go: the name padded to the package's longest name and a tab,
 * `%8d` iterations, ns/op through prettyPrint's width/precision table, then `%8d B/op` and
 * `%8d allocs/op`), with the goos/goarch/pkg/cpu header and the `ok` trailer of every package.
 * The shape matters: a parser benchmark on tidier input than Go's would flatter the parser.
 */
import { Random } from './random.js';

export interface GoSuiteSpec {
  benchmarks: number;
  /** Samples per benchmark (-count), printed as consecutive lines as go test does. */
  count: number;
  seed: number;
  /** Share of benchmarks whose head distribution really moves (the "few real changes"). */
  changedShare: number;
}

/** One benchmark's true behaviour; base and head draw their samples from it. */
interface Model {
  name: string;
  nsPerOp: number;
  /** Log-normal noise of ns/op (0.01 = ~1% CV). */
  sigma: number;
  /** Share of runs in a slower second mode, 0 for most benchmarks. */
  slowShare: number;
  bytes: number;
  allocs: number;
  /** B/op that wobbles run to run (amortised growth), as a few real benchmarks do. */
  bytesWobble: boolean;
  /** Head's factor on ns/op (1 = unchanged), and on allocations. */
  headFactor: number;
  headAllocs: number;
}

const PER_PACKAGE = 100;
const NOUNS = ['Encode', 'Decode', 'Parse', 'Hash', 'Sort', 'Lookup', 'Insert', 'Marshal', 'Compress', 'Match', 'Format', 'Scan'];
const CASES = ['small', 'large', 'ascii', 'utf8', 'cold', 'warm', 'seq', 'rand'];

/** Go's prettyPrint: four significant figures for small values, whole numbers from 999.95 on. */
export function prettyPrint(x: number, unit: string): string {
  const y = Math.abs(x);
  const [width, digits] = y === 0 || y >= 999.95 ? [10, 0] : y >= 99.995 ? [12, 1] : y >= 9.9995 ? [13, 2] : y >= 0.99995 ? [14, 3]
    : y >= 0.099995 ? [15, 4] : y >= 0.0099995 ? [16, 5] : y >= 0.00099995 ? [17, 6] : [18, 7];
  return `${x.toFixed(digits).padStart(width)} ${unit}`;
}

function models(spec: GoSuiteSpec): Model[] {
  const random = new Random(spec.seed);
  const out: Model[] = [];
  for (let i = 0; i < spec.benchmarks; i++) {
    const nsPerOp = Math.exp(random.uniform(Math.log(3), Math.log(5e7)));
    const changed = random.next() < spec.changedShare;
    const direction = random.next() < 0.7 ? 1 : -1;
    const allocs = random.next() < 0.3 ? 0 : 1 + random.int(40);
    out.push({
      name: `Benchmark${NOUNS[i % NOUNS.length] ?? ''}${Math.floor(i / NOUNS.length) % 1000}/${CASES[random.int(CASES.length)] ?? ''}-2`,
      nsPerOp,
      sigma: random.next() < 0.05 ? random.uniform(0.05, 0.15) : random.uniform(0.003, 0.03),
      slowShare: random.next() < 0.01 ? 0.3 : 0,
      bytes: allocs === 0 ? 0 : 8 * allocs * (1 + random.int(64)),
      allocs,
      bytesWobble: random.next() < 0.02,
      headFactor: changed ? 1 + direction * random.uniform(0.05, 0.3) : 1,
      headAllocs: changed && random.next() < 0.3 ? allocs + 1 : allocs,
    });
  }
  return out;
}

function resultLine(random: Random, model: Model, head: boolean, width: number): string {
  const slow = model.slowShare > 0 && random.next() < model.slowShare ? 1.25 : 1;
  const ns = model.nsPerOp * (head ? model.headFactor : 1) * slow * Math.exp(model.sigma * random.normal());
  const iterations = Math.max(1, Math.floor((1e9 / ns) * random.uniform(0.9, 1.1)));
  // Go divides total nanoseconds by N, so the printed value is a ratio of two integers.
  const nsPerOp = Math.round(ns * iterations) / iterations;
  const allocs = head ? model.headAllocs : model.allocs;
  const bytes = model.bytesWobble ? model.bytes + 8 * random.int(4) : model.bytes;
  return `${model.name.padEnd(width)}\t${String(iterations).padStart(8)}\t${prettyPrint(nsPerOp, 'ns/op')}\t${String(bytes).padStart(8)} B/op\t${String(allocs).padStart(8)} allocs/op`;
}

/**
 * The text of one side (`head` applies the model's changes). `run` picks another draw of the same
 * models (earlier baseline runs for a history). Deterministic in (spec, head, run).
 */
export function goSuiteText(spec: GoSuiteSpec, head: boolean, run = 0): string {
  const all = models(spec);
  const random = new Random(spec.seed * 1000 + run * 2 + (head ? 1 : 0));
  const parts: string[] = [];
  for (let start = 0; start < all.length; start += PER_PACKAGE) {
    const group = all.slice(start, start + PER_PACKAGE);
    const pkg = `example.com/perf/pkg${String(start / PER_PACKAGE).padStart(4, '0')}`;
    const width = Math.max(...group.map((m) => m.name.length));
    parts.push('goos: linux', 'goarch: amd64', `pkg: ${pkg}`, 'cpu: AMD EPYC 7763 64-Core Processor');
    for (const model of group) for (let k = 0; k < spec.count; k++) parts.push(resultLine(random, model, head, width));
    parts.push('PASS', `ok  \t${pkg}\t${(group.length * spec.count * 1.1).toFixed(3)}s`);
  }
  return `${parts.join('\n')}\n`;
}
