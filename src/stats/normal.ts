// Standard normal distribution: CDF Φ, survival function Q = 1 − Φ and the quantile Φ⁻¹,
// accurate in the far tails (small p-values from the Mann–Whitney normal approximation must
// survive a Benjamini–Hochberg threshold of q/m, so a table or a 1e-7 erf is not enough).
//
// Contract: `normalSurvival(z)` never forms 1 − Φ(z) for z > 0, so it keeps a relative error
// of about 1e-13 up to z ≈ 37.5, where Q(z) reaches the subnormal range (~1e-308).
// `normalQuantile(p)` is accurate to ~1e-14 relative in z for every representable p
// (including p within 1e-16 of ½, handled by a central branch that solves Φ(z) − ½ = p − ½).
//
// Method (own code, from the published mathematics):
// * |z| < SERIES_LIMIT: Φ(z) − ½ = φ(z)·Σ z^(2k+1)/(1·3·5···(2k+1)), a series with only
//   positive terms, so it has no cancellation (G. Marsaglia, "Evaluating the Normal
//   Distribution", Journal of Statistical Software 11(4), 2004).
// * z ≥ SERIES_LIMIT: Q(z) = φ(z)·R(z), where Mills' ratio R is Laplace's continued fraction
//   R(z) = 1/(z + 1/(z + 2/(z + 3/(z + …)))), evaluated with the modified Lentz algorithm
//   (Lentz 1976; Thompson & Barnett 1986). Working with ln φ avoids underflow.
// * Quantile: safeguarded Newton iterations on ln Q(z) = ln q, started from the rational
//   approximation of Abramowitz & Stegun 26.2.23 and kept inside a bisection bracket.
//
// Note: simple-statistics' `cumulativeStdNormalProbability` is a 2-decimal table and its
// `errorFunction` has ~1.2e-7 absolute error, so neither is used here.

const LN_SQRT_2PI = 0.5 * Math.log(2 * Math.PI);
/** Below this |z| the Marsaglia series is used; above, Laplace's continued fraction. */
const SERIES_LIMIT = 3;
const MAX_TERMS = 2000;
/** Every representable positive p has its quantile inside (−UPPER_Z, UPPER_Z). */
const UPPER_Z = 40;

/** ln φ(z), the log of the standard normal density. */
function logDensity(z: number): number {
  return -0.5 * z * z - LN_SQRT_2PI;
}

/** Σ z^(2k+1)/(2k+1)!!, so that Φ(z) − ½ = φ(z)·series(z); all terms are positive for z ≥ 0. */
function marsagliaSeries(z: number): number {
  const z2 = z * z;
  let term = z;
  let sum = z;
  for (let k = 1; k < MAX_TERMS; k++) {
    term *= z2 / (2 * k + 1);
    const next = sum + term;
    if (next === sum) break;
    sum = next;
  }
  return sum;
}

/** Mills' ratio R(z) = Q(z)/φ(z) for z ≥ SERIES_LIMIT, by Laplace's continued fraction. */
function millsRatio(z: number): number {
  // Denominator D = z + 1/(z + 2/(z + 3/(…))): b₀ = z, aₖ = k, bₖ = z; R = 1/D.
  let value = z;
  let c = z;
  let d = 0;
  for (let k = 1; k < MAX_TERMS; k++) {
    d = 1 / (z + k * d);
    c = z + k / c;
    const delta = c * d;
    value *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return 1 / value;
}

/** ln Q(z) for z ≥ 0, finite for every finite z (no underflow in the far tail). */
function logUpperTail(z: number): number {
  if (z < SERIES_LIMIT) return Math.log(0.5 - Math.exp(logDensity(z)) * marsagliaSeries(z));
  return Math.log(millsRatio(z)) + logDensity(z);
}

/**
 * Upper-tail probability Q(z) = P(Z > z) = 1 − Φ(z) of the standard normal distribution.
 * Accurate to ~1e-13 relative for z up to ≈ 37.5 (beyond, the result is subnormal or 0).
 * Use this, not `1 - normalCdf(z)`, for one-sided p-values of large positive z.
 */
export function normalSurvival(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  if (z < 0) return 1 - normalSurvival(-z);
  if (z === Number.POSITIVE_INFINITY) return 0;
  if (z < SERIES_LIMIT) return 0.5 - Math.exp(logDensity(z)) * marsagliaSeries(z);
  return millsRatio(z) * Math.exp(logDensity(z));
}

/**
 * Standard normal CDF Φ(z) = P(Z ≤ z) (the lower tail). Accurate to ~1e-13 relative for
 * z down to ≈ −37.5, because it is computed as the upper tail at −z.
 */
export function normalCdf(z: number): number {
  return normalSurvival(-z);
}

/** A&S 26.2.23 starting point for Q(z) = q, q ∈ (0, 0.5]; |error| < 4.5e-4. */
function initialTailGuess(q: number): number {
  const t = Math.sqrt(-2 * Math.log(q));
  const numerator = 2.515517 + t * (0.802853 + t * 0.010328);
  const denominator = 1 + t * (1.432788 + t * (0.189269 + t * 0.001308));
  return Math.max(0, t - numerator / denominator);
}

/** The z ≥ 0 with Q(z) = q for q ∈ (0, 0.5]: Newton on ln Q, kept inside a bisection bracket. */
function upperTailQuantile(q: number): number {
  const target = Math.log(q);
  let lo = 0;
  let hi = UPPER_Z;
  let z = initialTailGuess(q);
  for (let iteration = 0; iteration < 200; iteration++) {
    const logQ = logUpperTail(z);
    if (logQ > target) lo = z;
    else hi = z;
    // d ln Q / dz = −φ(z)/Q(z) = −1/R(z), with R(z) = exp(ln Q − ln φ).
    const ratio = Math.exp(logQ - logDensity(z));
    let next = z + (logQ - target) * ratio;
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    if (Math.abs(next - z) <= 1e-15 * Math.max(1, z) || hi - lo <= 1e-15 * hi) return next;
    z = next;
  }
  return z;
}

/** The z ≥ 0 with Φ(z) − ½ = d for d ∈ [0, ¼]: Newton on φ(z)·series(z), relative in z. */
function centralQuantile(d: number): number {
  let lo = 0;
  let hi = 1;
  let z = d * Math.sqrt(2 * Math.PI);
  for (let iteration = 0; iteration < 100; iteration++) {
    const density = Math.exp(logDensity(z));
    const excess = density * marsagliaSeries(z) - d;
    if (excess < 0) lo = z;
    else hi = z;
    let next = z - excess / density;
    if (!(next >= lo && next <= hi)) next = 0.5 * (lo + hi);
    if (Math.abs(next - z) <= 1e-16 * z || hi - lo <= 1e-16 * hi) return next;
    z = next;
  }
  return z;
}

/**
 * Quantile of the standard normal distribution: the z with Φ(z) = p.
 * Returns −∞ for p = 0, +∞ for p = 1; accurate to ~1e-14 relative in z (~1e-15 absolute
 * near p = ½). For p > ½ it solves Q(z) = 1 − p, which is exact in floating point.
 * @throws RangeError if p is NaN or outside [0, 1] (a caller bug).
 */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normalQuantile: p must be in [0, 1], got ${p}`);
  if (p === 0) return Number.NEGATIVE_INFINITY;
  if (p === 1) return Number.POSITIVE_INFINITY;
  if (p === 0.5) return 0;
  // For p ∈ [¼, ¾], p − ½ is exact (Sterbenz), and solving Φ(z) − ½ = p − ½ keeps relative
  // accuracy in z even for p within 1e-16 of ½.
  if (p >= 0.25 && p <= 0.75) return p < 0.5 ? -centralQuantile(0.5 - p) : centralQuantile(p - 0.5);
  return p < 0.5 ? -upperTailQuantile(p) : upperTailQuantile(1 - p);
}
