// Student's t distribution (CDF and survival function) on top of the regularized incomplete
// beta function I_x(a, b). Needed for the history prediction test (§4.4 of STATISTICS.md).
//
// Contract: `studentTSurvival(t, df)` = P(T > t) computed directly from the small tail
// I_x(df/2, ½) with x = df/(df + t²), never as 1 − CDF, so one-sided p-values keep ~1e-13
// relative accuracy far into the tail (df up to ~1e4; beyond, ss.gammaln's absolute error
// of ~1e-12 in ln B(a, b) becomes the limit).
//
// Method (own code, from the published mathematics): I_x(a, b) =
// x^a·(1−x)^b / (a·B(a, b)) · 1/(1 + d₁/(1 + d₂/(1 + …))) with
// d₂ₘ₊₁ = −(a+m)(a+b+m)x / ((a+2m)(a+2m+1)) and d₂ₘ = m(b−m)x / ((a+2m−1)(a+2m))
// (Abramowitz & Stegun 26.5.8), evaluated by the modified Lentz algorithm. It converges
// fast for x < (a+1)/(a+b+2); otherwise the symmetry I_x(a, b) = 1 − I_{1−x}(b, a) is used.
// ln B(a, b) comes from `ss.gammaln` (Lanczos). The t tail is P(T > t) = ½·I_{df/(df+t²)}(df/2, ½)
// for t > 0 (A&S 26.7.1 / 26.5.27).
import * as ss from 'simple-statistics';

const MAX_TERMS = 100_000;
const TINY = 1e-300;

function logBeta(a: number, b: number): number {
  return ss.gammaln(a) + ss.gammaln(b) - ss.gammaln(a + b);
}

/** 1/(1 + d₁/(1 + d₂/(1 + …))), the A&S 26.5.8 continued fraction, by modified Lentz. */
function betaContinuedFraction(x: number, a: number, b: number): number {
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < TINY ? TINY : d);
  let value = d;
  for (let m = 1; m < MAX_TERMS; m++) {
    const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
    let delta = 1;
    for (const coefficient of [even, odd]) {
      d = 1 + coefficient * d;
      d = 1 / (Math.abs(d) < TINY ? TINY : d);
      c = 1 + coefficient / c;
      if (Math.abs(c) < TINY) c = TINY;
      delta = c * d;
      value *= delta;
    }
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return value;
}

/**
 * I_x(a, b) with both x and y = 1 − x supplied by the caller, so that a y computed without
 * cancellation (e.g. t²/(df + t²)) keeps its accuracy.
 */
function incompleteBeta(x: number, y: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (y <= 0) return 1;
  if (x > (a + 1) / (a + b + 2)) return 1 - incompleteBeta(y, x, b, a);
  const logFront = a * Math.log(x) + b * Math.log(y) - logBeta(a, b) - Math.log(a);
  return Math.exp(logFront) * betaContinuedFraction(x, a, b);
}

/**
 * Regularized incomplete beta function I_x(a, b) = B(x; a, b)/B(a, b), the CDF at x of a
 * Beta(a, b) variable. Relative accuracy ~1e-13 on the smaller of I and 1 − I.
 * @throws RangeError if a ≤ 0, b ≤ 0, or x is outside [0, 1] (a caller bug).
 */
export function regularizedIncompleteBeta(x: number, a: number, b: number): number {
  if (!(a > 0 && b > 0)) throw new RangeError(`regularizedIncompleteBeta: a and b must be > 0, got a=${a}, b=${b}`);
  if (Number.isNaN(x)) return Number.NaN;
  if (x < 0 || x > 1) throw new RangeError(`regularizedIncompleteBeta: x must be in [0, 1], got ${x}`);
  return incompleteBeta(x, 1 - x, a, b);
}

function checkDegreesOfFreedom(df: number): void {
  if (!(df > 0 && Number.isFinite(df))) {
    throw new RangeError(`Student t: degrees of freedom must be a finite number > 0, got ${df}`);
  }
}

/**
 * Upper tail P(T > t) of Student's t distribution with `df` degrees of freedom (df > 0, need
 * not be an integer). For t > 0 this is the one-sided p-value of "larger than expected";
 * it is computed from the tail itself (relative error ~1e-13, no 1 − CDF cancellation).
 * @throws RangeError if df is not a finite number > 0.
 */
export function studentTSurvival(t: number, df: number): number {
  checkDegreesOfFreedom(df);
  if (Number.isNaN(t)) return Number.NaN;
  if (t === Number.POSITIVE_INFINITY) return 0;
  if (t === Number.NEGATIVE_INFINITY) return 1;
  const t2 = t * t;
  // Two-tailed mass beyond |t|, halved: ½·I_x(df/2, ½) with x = df/(df + t²).
  const half = 0.5 * incompleteBeta(df / (df + t2), t2 / (df + t2), df / 2, 0.5);
  return t > 0 ? half : 1 - half;
}

/**
 * CDF P(T ≤ t) of Student's t distribution with `df` degrees of freedom (the lower tail;
 * accurate in relative terms for very negative t).
 * @throws RangeError if df is not a finite number > 0.
 */
export function studentTCdf(t: number, df: number): number {
  return studentTSurvival(-t, df);
}
