/**
 * The order of base and head runs in `ab` (STATISTICS.md §2.8): alternating `abab`, `abba`
 * blocks (which also cancel a linear drift over the job), or `random` (each round's order drawn
 * from a seeded PRNG, as in randomized multiple interleaved trials), so that slow drift and
 * background load hit both sides alike. Pure and deterministic for a given seed.
 */

export const AB_ORDERS = ['abab', 'abba', 'random'] as const;
export type AbOrder = (typeof AB_ORDERS)[number];
export type AbSide = 'base' | 'head';

/** mulberry32: a small, fast 32-bit PRNG; returns a generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The two runs of each round, in order: one base and one head per round. */
export function scheduleRounds(rounds: number, order: AbOrder, seed: number): [AbSide, AbSide][] {
  const random = seededRandom(seed);
  const ab: [AbSide, AbSide] = ['base', 'head'];
  const ba: [AbSide, AbSide] = ['head', 'base'];
  return Array.from({ length: rounds }, (_, round) => {
    switch (order) {
      case 'abab': return ab;
      case 'abba': return round % 2 === 0 ? ab : ba;
      case 'random': return random() < 0.5 ? ab : ba;
    }
  });
}
