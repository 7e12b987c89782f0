/**
 * Noise models for the evaluation harness (STATISTICS.md §5.1): each draws the samples of one
 * benchmark for one side, multiplicative around a baseline of 1.0. Seeded and reproducible.
 */
export type Random = () => number;

export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function gaussian(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** What a model needs to know about the run: where each sample falls in the job, and the run's offsets. */
export interface SideContext {
  /** Multiplier for the whole run (machine offset of a cached baseline's job). */
  runFactor: number;
  /** Position in the job of sample i, in [0, 1] (for drift). */
  position: (i: number) => number;
}

export interface NoiseModel {
  name: string;
  sample: (random: Random, n: number, ctx: SideContext) => number[];
  /** Per-benchmark run offsets and a per-run machine offset (cached baselines). */
  cached?: boolean;
  /** How the two sides are laid out in the job: sequential (all A then all B) or interleaved. */
  layout?: 'sequential' | 'interleaved';
}

const normalModel = (cv: number): NoiseModel['sample'] => (random, n, ctx) =>
  Array.from({ length: n }, () => ctx.runFactor * Math.max(1e-6, 1 + cv * gaussian(random)));

export const NOISE_MODELS: NoiseModel[] = [
  { name: 'normal-1', sample: normalModel(0.01) },
  { name: 'normal-5', sample: normalModel(0.05) },
  { name: 'normal-10', sample: normalModel(0.10) },
  { name: 'lognormal-10', sample: (random, n, ctx) => Array.from({ length: n }, () => ctx.runFactor * Math.exp(0.10 * gaussian(random))) },
  { name: 'bimodal', sample: (random, n, ctx) => Array.from({ length: n }, () => ctx.runFactor * (1 + 0.02 * gaussian(random)) * (random() < 0.3 ? 1.15 : 1)) },
  { name: 'outliers', sample: (random, n, ctx) => Array.from({ length: n }, () => ctx.runFactor * (1 + 0.02 * gaussian(random)) * (random() < 0.05 ? 1.5 + 1.5 * random() : 1)) },
  { name: 'drift-seq', layout: 'sequential', sample: (random, n, ctx) => Array.from({ length: n }, (_, i) => ctx.runFactor * (1 + 0.02 * gaussian(random)) * (1 + 0.04 * ctx.position(i))) },
  { name: 'drift-interleaved', layout: 'interleaved', sample: (random, n, ctx) => Array.from({ length: n }, (_, i) => ctx.runFactor * (1 + 0.02 * gaussian(random)) * (1 + 0.04 * ctx.position(i))) },
  { name: 'cached-baseline', cached: true, sample: normalModel(0.02) },
];
