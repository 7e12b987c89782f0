#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _cli_run_cli_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(684);
/**
 * The bench-gate command line: builds real Ports from node:fs and process, runs the dispatcher,
 * sets the exit status. Everything testable lives in cli/run-cli.ts.
 */



async function readStdin() {
    const chunks = [];
    for await (const chunk of process.stdin)
        chunks.push(chunk);
    return Buffer.concat(chunks);
}
/** Every *.json under `root` (criterion's HTML report folders hold none of ours), at most 50,000. */
async function readJsonTree(root) {
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { recursive: true });
    const json = entries.filter((p) => p.endsWith('.json')).sort().slice(0, 50_000);
    return Promise.all(json.map(async (p) => ({ path: p.split('\\').join('/'), text: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, p), 'utf8') })));
}
const ports = {
    readFile: (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path),
    readStdin,
    isDirectory: async (path) => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).isDirectory(),
    readJsonTree,
    writeFile: (path, text) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, text, 'utf8'),
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    now: () => new Date(),
};
// `bench-gate ... | head` closes stdout early; that is the reader's choice, not an error to report.
process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE')
        throw error;
});
process.exitCode = await (0,_cli_run_cli_js__WEBPACK_IMPORTED_MODULE_2__/* .runCli */ .a)(process.argv.slice(2), ports);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 684:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
;// CONCATENATED MODULE: ./src/result.ts
/** Compile-time exhaustiveness check for switches over closed unions. */
function assertNever(value) {
    throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}

;// CONCATENATED MODULE: ./src/stats/multiple.ts
// Multiple-comparison adjustment of p-values across a benchmark suite (STATISTICS.md §4.2).
//
// Contract: `adjustPValues(p, method)` returns adjusted p-values in the input order, each in
// [p_i, 1]; a test is rejected at level q iff its adjusted p ≤ q. Same values as R's
// p.adjust(p, "BH" | "holm" | "BY" | "none"), scipy.stats.false_discovery_control and
// statsmodels' multipletests.
//
// Methods:
// * 'bh': Benjamini & Hochberg (J. R. Statist. Soc. B 57, 1995), step-up:
//   adj₍ᵢ₎ = min_{j ≥ i} min(1, m/j·p₍ⱼ₎). Controls the FDR under independence or positive
//   dependence (PRDS), which benchmarks sharing a machine typically show.
// * 'by': Benjamini & Yekutieli (Ann. Statist. 29, 2001): BH multiplied by c(m) = Σ_{i≤m} 1/i,
//   valid under arbitrary dependence at a cost of ≈ ln m + 0.58 in threshold.
// * 'holm': Holm (Scand. J. Statist. 6, 1979), step-down:
//   adj₍ᵢ₎ = max_{j ≤ i} min(1, (m − j + 1)·p₍ⱼ₎). Controls the family-wise error rate.
// * 'none': identity.

const MULTIPLE_COMPARISON_METHODS = ['bh', 'holm', 'by', 'none'];
/** Indices of p sorted by ascending p (ties keep input order). */
function ascendingOrder(p) {
    return p.map((_, i) => i).sort((a, b) => (p[a] ?? 0) - (p[b] ?? 0) || a - b);
}
/** BH step-up, scaled by `factor` (1 for BH, c(m) for BY). */
function stepUp(p, factor) {
    const m = p.length;
    const order = ascendingOrder(p);
    const adjusted = new Array(m).fill(1);
    let running = 1;
    for (let rank = m; rank >= 1; rank--) {
        const index = order[rank - 1] ?? 0;
        running = Math.min(running, ((factor * m) / rank) * (p[index] ?? 1));
        adjusted[index] = running;
    }
    return adjusted;
}
function holm(p) {
    const m = p.length;
    const order = ascendingOrder(p);
    const adjusted = new Array(m).fill(1);
    let running = 0;
    for (let rank = 1; rank <= m; rank++) {
        const index = order[rank - 1] ?? 0;
        running = Math.max(running, Math.min(1, (m - rank + 1) * (p[index] ?? 1)));
        adjusted[index] = running;
    }
    return adjusted;
}
/** 1 + 1/2 + ... + 1/m: Benjamini-Yekutieli's correction factor for arbitrary dependence. */
function harmonicNumber(m) {
    let sum = 0;
    for (let i = 1; i <= m; i++)
        sum += 1 / i;
    return sum;
}
/**
 * Adjusts p-values for multiple comparisons. Returns a new array, in input order.
 * @param p raw p-values, each in [0, 1] (one per gated benchmark/metric); may be empty
 * @param method 'bh' (default choice of bench-gate), 'holm', 'by' or 'none'
 * @throws RangeError if a p-value is NaN or outside [0, 1] (a caller bug)
 */
function adjustPValues(p, method) {
    p.forEach((value, i) => {
        if (!(value >= 0 && value <= 1))
            throw new RangeError(`adjustPValues: p[${i}] = ${value} is not in [0, 1]`);
    });
    switch (method) {
        case 'bh':
            return stepUp(p, 1);
        case 'by':
            return stepUp(p, harmonicNumber(p.length));
        case 'holm':
            return holm(p);
        case 'none':
            return [...p];
        default:
            return assertNever(method);
    }
}

;// CONCATENATED MODULE: ./src/stats/normal.ts
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
function logDensity(z) {
    return -0.5 * z * z - LN_SQRT_2PI;
}
/** Σ z^(2k+1)/(2k+1)!!, so that Φ(z) − ½ = φ(z)·series(z); all terms are positive for z ≥ 0. */
function marsagliaSeries(z) {
    const z2 = z * z;
    let term = z;
    let sum = z;
    for (let k = 1; k < MAX_TERMS; k++) {
        term *= z2 / (2 * k + 1);
        const next = sum + term;
        if (next === sum)
            break;
        sum = next;
    }
    return sum;
}
/** Mills' ratio R(z) = Q(z)/φ(z) for z ≥ SERIES_LIMIT, by Laplace's continued fraction. */
function millsRatio(z) {
    // Denominator D = z + 1/(z + 2/(z + 3/(…))): b₀ = z, aₖ = k, bₖ = z; R = 1/D.
    let value = z;
    let c = z;
    let d = 0;
    for (let k = 1; k < MAX_TERMS; k++) {
        d = 1 / (z + k * d);
        c = z + k / c;
        const delta = c * d;
        value *= delta;
        if (Math.abs(delta - 1) < 1e-16)
            break;
    }
    return 1 / value;
}
/** ln Q(z) for z ≥ 0, finite for every finite z (no underflow in the far tail). */
function logUpperTail(z) {
    if (z < SERIES_LIMIT)
        return Math.log(0.5 - Math.exp(logDensity(z)) * marsagliaSeries(z));
    return Math.log(millsRatio(z)) + logDensity(z);
}
/**
 * Upper-tail probability Q(z) = P(Z > z) = 1 − Φ(z) of the standard normal distribution.
 * Accurate to ~1e-13 relative for z up to ≈ 37.5 (beyond, the result is subnormal or 0).
 * Use this, not `1 - normalCdf(z)`, for one-sided p-values of large positive z.
 */
function normalSurvival(z) {
    if (Number.isNaN(z))
        return Number.NaN;
    if (z < 0)
        return 1 - normalSurvival(-z);
    if (z === Number.POSITIVE_INFINITY)
        return 0;
    if (z < SERIES_LIMIT)
        return 0.5 - Math.exp(logDensity(z)) * marsagliaSeries(z);
    return millsRatio(z) * Math.exp(logDensity(z));
}
/**
 * Standard normal CDF Φ(z) = P(Z ≤ z) (the lower tail). Accurate to ~1e-13 relative for
 * z down to ≈ −37.5, because it is computed as the upper tail at −z.
 */
function normalCdf(z) {
    return normalSurvival(-z);
}
/** A&S 26.2.23 starting point for Q(z) = q, q ∈ (0, 0.5]; |error| < 4.5e-4. */
function initialTailGuess(q) {
    const t = Math.sqrt(-2 * Math.log(q));
    const numerator = 2.515517 + t * (0.802853 + t * 0.010328);
    const denominator = 1 + t * (1.432788 + t * (0.189269 + t * 0.001308));
    return Math.max(0, t - numerator / denominator);
}
/** The z ≥ 0 with Q(z) = q for q ∈ (0, 0.5]: Newton on ln Q, kept inside a bisection bracket. */
function upperTailQuantile(q) {
    const target = Math.log(q);
    let lo = 0;
    let hi = UPPER_Z;
    let z = initialTailGuess(q);
    for (let iteration = 0; iteration < 200; iteration++) {
        const logQ = logUpperTail(z);
        if (logQ > target)
            lo = z;
        else
            hi = z;
        // d ln Q / dz = −φ(z)/Q(z) = −1/R(z), with R(z) = exp(ln Q − ln φ).
        const ratio = Math.exp(logQ - logDensity(z));
        let next = z + (logQ - target) * ratio;
        if (!(next > lo && next < hi))
            next = 0.5 * (lo + hi);
        if (Math.abs(next - z) <= 1e-15 * Math.max(1, z) || hi - lo <= 1e-15 * hi)
            return next;
        z = next;
    }
    return z;
}
/** The z ≥ 0 with Φ(z) − ½ = d for d ∈ [0, ¼]: Newton on φ(z)·series(z), relative in z. */
function centralQuantile(d) {
    let lo = 0;
    let hi = 1;
    let z = d * Math.sqrt(2 * Math.PI);
    for (let iteration = 0; iteration < 100; iteration++) {
        const density = Math.exp(logDensity(z));
        const excess = density * marsagliaSeries(z) - d;
        if (excess < 0)
            lo = z;
        else
            hi = z;
        let next = z - excess / density;
        if (!(next >= lo && next <= hi))
            next = 0.5 * (lo + hi);
        if (Math.abs(next - z) <= 1e-16 * z || hi - lo <= 1e-16 * hi)
            return next;
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
function normalQuantile(p) {
    if (!(p >= 0 && p <= 1))
        throw new RangeError(`normalQuantile: p must be in [0, 1], got ${p}`);
    if (p === 0)
        return Number.NEGATIVE_INFINITY;
    if (p === 1)
        return Number.POSITIVE_INFINITY;
    if (p === 0.5)
        return 0;
    // For p ∈ [¼, ¾], p − ½ is exact (Sterbenz), and solving Φ(z) − ½ = p − ½ keeps relative
    // accuracy in z even for p within 1e-16 of ½.
    if (p >= 0.25 && p <= 0.75)
        return p < 0.5 ? -centralQuantile(0.5 - p) : centralQuantile(p - 0.5);
    return p < 0.5 ? -upperTailQuantile(p) : upperTailQuantile(1 - p);
}

;// CONCATENATED MODULE: ./src/stats/u-distribution-ties.ts
// Exact permutation distribution of a rank sum with ties, conditional on the observed tie
// pattern. Used by the Mann–Whitney test when the pooled sample has ties (integer ns/op
// values, coarse timers) and both sides are small enough (≤ EXACT_TIES_LIMIT).
//
// Contract: given the tie groups of the pooled sample (ascending, each with its size and its
// doubled midrank, an integer), `rankSumTails(groups, k, observed)` returns P(S ≤ observed)
// and P(S ≥ observed), where S is the doubled rank sum of a uniformly random k-subset of the
// N pooled observations. This is exactly the null distribution scipy's
// `mannwhitneyu(method=PermutationMethod())` enumerates, and the conditional test of
// J. Klotz (1966) and Cheung & Klotz (1997) that benchstat uses, computed here by a different
// route (dynamic programming instead of a linked-list enumeration).
//
// Method: f[j][s] counts the ways to choose j of the observations processed so far with
// doubled rank sum s. A tie group of size t and doubled rank r contributes C(t, c) ways of
// taking c of its members, adding c·r. Only one tail is ever built: sums are capped at the
// observed value (for the upper tail the ranks are reflected, r ↦ 2(N+1) − r), and the other
// tail follows from P(S ≥ s) = 1 − P(S ≤ s) + P(S = s). Rows that can no longer reach k picks,
// and partial sums that the remaining picks would push past the cap, are skipped. Counts stay
// positive, so the only error is rounding (~1e-15 relative). Cost O(N·k·cap) at worst; measured
// in Node 20: 12 µs at 10+10 and 1.5 ms at 50+50 with integer-valued data, 6 ms for the worst
// 50+50 case (a single tie, p near ½).
/** Exact tie-aware DP is used when both sample sizes are at most this. */
const EXACT_TIES_LIMIT = 50;
/** C(n, k) as a double (exact up to 2^53, ~1e-15 relative beyond). */
function binomialCoefficient(n, k) {
    if (k < 0 || k > n)
        return 0;
    const m = Math.min(k, n - k);
    let value = 1;
    for (let i = 1; i <= m; i++) {
        value = (value * (n - m + i)) / i; // = C(n − m + i, i), an integer
        if (value < 2 ** 53)
            value = Math.round(value);
    }
    return value;
}
/** Adds group (t, r) to the DP table in place; rows j are visited in decreasing order. */
function addGroup(table, lo, hi, width, group, bounds) {
    const { size, doubledRank } = group;
    const cap = width - 1;
    for (let j = bounds.jMax; j >= bounds.jMin; j--) {
        // Row j still needs k − j picks, each adding ≥ nextRank: larger partial sums are useless.
        const rowCap = cap - (bounds.k - j) * bounds.nextRank;
        for (let c = 1; c <= Math.min(size, j); c++) {
            const from = j - c;
            const fromLo = lo[from] ?? 0;
            const fromHi = hi[from] ?? -1;
            const shift = c * doubledRank;
            const end = Math.min(rowCap, fromHi + shift);
            if (fromHi < fromLo || fromLo + shift > end)
                continue;
            const weight = binomialCoefficient(size, c);
            const dst = j * width;
            const src = from * width - shift;
            for (let s = fromLo + shift; s <= end; s++)
                table[dst + s] = (table[dst + s] ?? 0) + weight * (table[src + s] ?? 0);
            lo[j] = Math.min(lo[j] ?? 0, fromLo + shift);
            hi[j] = Math.max(hi[j] ?? -1, end);
        }
    }
}
/** P(S ≤ cap) and P(S = cap) for the doubled rank sum S of a random k-subset. */
function lowerTail(groups, k, cap) {
    const width = cap + 1;
    const table = new Float64Array((k + 1) * width);
    const lo = new Int32Array(k + 1).fill(width); // occupied range of row j: [lo, hi]
    const hi = new Int32Array(k + 1).fill(-1);
    table[0] = 1;
    lo[0] = 0;
    hi[0] = 0;
    const n = groups.reduce((sum, group) => sum + group.size, 0);
    let processed = 0;
    groups.forEach((group, g) => {
        processed += group.size;
        const bounds = { jMin: Math.max(1, k - (n - processed)), jMax: Math.min(k, processed), nextRank: groups[g + 1]?.doubledRank ?? 0, k };
        addGroup(table, lo, hi, width, group, bounds);
    });
    let total = 0;
    for (let s = k * width; s < (k + 1) * width; s++)
        total += table[s] ?? 0;
    const ways = binomialCoefficient(processed, k);
    return { atMost: total / ways, exactly: (table[k * width + cap] ?? 0) / ways };
}
/**
 * Tail probabilities of the doubled rank sum S of a uniformly random k-subset of the pooled
 * observations described by `groups` (ascending by value, all observations accounted for).
 * Returns `{ atMost: P(S ≤ observed), atLeast: P(S ≥ observed) }`, both exact up to rounding.
 * @throws RangeError if k is not an integer in [0, N] (a caller bug).
 */
function rankSumTails(groups, k, observed) {
    const n = groups.reduce((sum, group) => sum + group.size, 0);
    if (!Number.isInteger(k) || k < 0 || k > n)
        throw new RangeError(`rankSumTails: k must be an integer in [0, ${n}], got ${k}`);
    const reflectedTotal = 2 * k * (n + 1); // S + S' where S' uses reflected ranks 2(N+1) − r
    if (observed <= k * (n + 1)) {
        const { atMost, exactly } = lowerTail(groups, k, Math.floor(observed));
        return { atMost, atLeast: Math.min(1, 1 - atMost + exactly) };
    }
    const reflected = [...groups].reverse().map((g) => ({ size: g.size, doubledRank: 2 * (n + 1) - g.doubledRank }));
    const { atMost, exactly } = lowerTail(reflected, k, Math.ceil(reflectedTotal - observed));
    return { atMost: Math.min(1, 1 - atMost + exactly), atLeast: atMost };
}

;// CONCATENATED MODULE: ./src/stats/u-distribution.ts
// Exact null distribution of the Mann–Whitney U statistic without ties, memoized per
// (n1, n2). Used by the Mann–Whitney test (no-ties case) and by the exact Moses confidence
// interval of the Hodges–Lehmann shift.
//
// Contract: `uNullCdf(u, n1, n2)` = P(U ≤ u) when both samples come from the same continuous
// distribution, for sizes accepted by `isExactNoTiesSize` (n1·n2 ≤ EXACT_NO_TIES_MAX_PRODUCT).
// The distribution of U is the same for (n1, n2) and (n2, n1) and symmetric about n1·n2/2, so
// only the lower half is stored.
//
// Method: the recurrence of H. B. Mann and D. R. Whitney ("On a test of whether one of two
// random variables is stochastically larger than the other", Ann. Math. Statist. 18, 1947):
// conditioning on which sample holds the largest observation,
//   p[i,j](u) = (i·p[i−1,j](u − j) + j·p[i,j−1](u)) / (i + j),  p[i,0] = p[0,j] = δ₀.
// Working with probabilities (not counts) keeps every step a convex combination of positive
// numbers, so there is no overflow and no cancellation (C(200, 100) ≈ 9e58 would otherwise be
// needed). Rows run over the larger size i; only the current and previous rows are kept, and
// only u ≤ ⌊ij/2⌋ of each (i, j) (the few upper-half values needed come from symmetry).
//
// Note (limit): cost is ≈ (n1·n2)²/8 multiply-adds, streamed through ≈ max·min²/2 doubles of
// scratch, so the work is memory-bound at ~4 ns per operation in Node 20. A limit of 200 per
// side (2e8 operations) measured 1.5 s and 32 MB for the first 200+200 call, too slow for a CI
// gate. The limit is therefore on the product, n1·n2 ≤ 10 000: 100+100 costs ≈ 0.1 s and 4 MB
// once, the memoized lower-half CDF is n1·n2/2 doubles (≤ 40 KB), and unbalanced designs such as
// 20+500 stay exact. Above it the normal approximation with continuity and tie correction is
// used. It is conservative in the far tail (at 100+100 it overstates p by 1.5% at p ≈ 0.007
// and by 34% at p ≈ 3e-6, per scipy), so it can only make a gate quieter, never noisier.
/** Exact no-ties distributions are computed when n1·n2 is at most this (e.g. 100+100). */
const EXACT_NO_TIES_MAX_PRODUCT = 10_000;
/** At most this many (n1, n2) distributions are kept; the oldest is evicted first. */
const CACHE_CAPACITY = 64;
const cache = new Map();
/** Start offsets of the (i, j) blocks in a row holding j = 0..m, block length ⌊ij/2⌋ + 1. */
function rowOffsets(i, m) {
    const offsets = new Int32Array(m + 2);
    for (let j = 0; j <= m; j++)
        offsets[j + 1] = (offsets[j] ?? 0) + Math.floor((i * j) / 2) + 1;
    return offsets;
}
/** Fills block (i, j) of `row` from block (i−1, j) of `previous` and block (i, j−1) of `row`. */
function fillBlock(row, rowStart, previous, prevStart, i, j) {
    const out = rowStart[j] ?? 0;
    const left = rowStart[j - 1] ?? 0; // block (i, j−1), total i(j−1)
    const up = (prevStart[j] ?? 0) - j; // block (i−1, j) shifted by j; u − j stays in its lower half
    const leftTotal = i * (j - 1);
    const half = Math.floor((i * j) / 2);
    const leftHalf = Math.floor(leftTotal / 2);
    const wUp = i / (i + j);
    const wLeft = j / (i + j);
    // Three branch-free ranges: left block direct (u ≤ leftHalf), mirrored, then beyond it.
    const directEnd = Math.min(half, leftHalf);
    const mirrorEnd = Math.min(half, leftTotal);
    for (let u = 0; u <= directEnd; u++)
        row[out + u] = wLeft * (row[left + u] ?? 0);
    for (let u = directEnd + 1; u <= mirrorEnd; u++)
        row[out + u] = wLeft * (row[left + leftTotal - u] ?? 0);
    for (let u = mirrorEnd + 1; u <= half; u++)
        row[out + u] = 0;
    for (let u = j; u <= half; u++)
        row[out + u] = (row[out + u] ?? 0) + wUp * (previous[up + u] ?? 0);
}
/** Lower-half CDF P(U ≤ u), u = 0..⌊large·small/2⌋, by the Mann–Whitney recurrence. */
function computeLowerHalfCdf(large, small) {
    const size = (rowOffsets(large, small)[small + 1] ?? 0);
    let previous = new Float64Array(size);
    let row = new Float64Array(size);
    let prevStart = rowOffsets(0, small);
    previous.fill(1, 0, small + 1); // i = 0: every block is δ₀ of length 1
    for (let i = 1; i <= large; i++) {
        const rowStart = rowOffsets(i, small);
        row[0] = 1; // j = 0
        for (let j = 1; j <= small; j++)
            fillBlock(row, rowStart, previous, prevStart, i, j);
        [previous, row] = [row, previous];
        prevStart = rowStart;
    }
    const start = prevStart[small] ?? 0;
    const half = Math.floor((large * small) / 2);
    const cdf = previous.slice(start, start + half + 1);
    for (let u = 1; u <= half; u++)
        cdf[u] = (cdf[u] ?? 0) + (cdf[u - 1] ?? 0);
    return cdf;
}
/** True when the exact no-ties null distribution of U is computed for these sizes. */
function isExactNoTiesSize(n1, n2) {
    return Number.isInteger(n1) && Number.isInteger(n2) && n1 >= 1 && n2 >= 1 && n1 * n2 <= EXACT_NO_TIES_MAX_PRODUCT;
}
function checkSizes(n1, n2) {
    if (!isExactNoTiesSize(n1, n2)) {
        throw new RangeError(`uNullCdf: sample sizes must be integers ≥ 1 with n1·n2 ≤ ${EXACT_NO_TIES_MAX_PRODUCT}, got ${n1} and ${n2}`);
    }
}
function lowerHalfCdf(n1, n2) {
    const large = Math.max(n1, n2);
    const small = Math.min(n1, n2);
    const key = `${large},${small}`;
    const hit = cache.get(key);
    if (hit)
        return hit;
    const cdf = computeLowerHalfCdf(large, small);
    if (cache.size >= CACHE_CAPACITY) {
        const oldest = cache.keys().next();
        if (oldest.done !== true)
            cache.delete(oldest.value);
    }
    cache.set(key, cdf);
    return cdf;
}
/**
 * P(U ≤ u) under the no-ties null hypothesis, where U = #{(i, j): x_i > y_j} for samples of
 * sizes n1 and n2 (the same for either orientation). `u` may be any number: the CDF is a step
 * function on the integers 0..n1·n2. Exact up to rounding (~1e-15 relative), including the
 * extreme tail 1/C(n1+n2, n1). The first call for a size pair builds and caches the
 * distribution; later calls are O(1).
 * @throws RangeError unless `isExactNoTiesSize(n1, n2)`.
 */
function uNullCdf(u, n1, n2) {
    checkSizes(n1, n2);
    const total = n1 * n2;
    const k = Math.floor(u);
    if (k < 0)
        return 0;
    if (k >= total)
        return 1;
    const cdf = lowerHalfCdf(n1, n2);
    if (2 * k <= total)
        return cdf[k] ?? 0;
    // P(U ≤ k) = 1 − P(U ≥ k + 1) = 1 − P(U ≤ total − k − 1) by symmetry.
    return 1 - (cdf[total - k - 1] ?? 0);
}

;// CONCATENATED MODULE: ./src/stats/mann-whitney.ts
// Mann–Whitney U test (Wilcoxon rank-sum test) for two independent samples, with the same
// semantics as scipy.stats.mannwhitneyu(x, y, alternative=…) and exact p-values wherever that
// is affordable, plus the sample-size helpers used for "need ≥ N samples" warnings.
//
// Contract:
// * `u` is U of x: the rank sum of x in the pooled sample (midranks for ties) − n1(n1+1)/2,
//   i.e. #{x_i > y_j} + ½·#{x_i = y_j}.
// * 'greater': x tends to be larger than y, p = P(U ≥ u); 'less': p = P(U ≤ u);
//   'two-sided': p = min(1, 2·min(p_less, p_greater)), as scipy does.
// * Method: 'exact' when there are no ties and n1·n2 ≤ EXACT_NO_TIES_MAX_PRODUCT (the
//   Mann–Whitney 1947 recurrence, memoized per size pair; see u-distribution.ts);
//   'exact-ties' when there are ties and both n ≤ EXACT_TIES_LIMIT (the permutation
//   distribution conditional on the tie pattern, as scipy's PermutationMethod enumerates it;
//   see u-distribution-ties.ts); otherwise 'normal': scipy's 'asymptotic' method with the tie
//   correction σ² = n1·n2/12·((N+1) − Σ(t³−t)/(N(N−1))) and a 0.5 continuity correction.
// * Deterministic and pure. Empty samples and NaN values are caller bugs (RangeError).



const ALTERNATIVES = (/* unused pure expression or super */ null && (['two-sided', 'greater', 'less']));
function compareNumbers(a, b) {
    if (a < b)
        return -1;
    return a > b ? 1 : 0;
}
function rankPooled(x, y) {
    const n1 = x.length;
    const values = [...x, ...y];
    // A comparison (not a subtraction) so that ±Infinity sort correctly.
    const order = values.map((_, i) => i).sort((a, b) => compareNumbers(values[a] ?? 0, values[b] ?? 0));
    const groups = [];
    let doubledRankSumX = 0;
    let tieTerm = 0;
    for (let start = 0; start < order.length;) {
        const value = values[order[start] ?? 0];
        let end = start;
        let fromX = 0;
        while (end < order.length && values[order[end] ?? 0] === value) {
            if ((order[end] ?? 0) < n1)
                fromX++;
            end++;
        }
        const size = end - start;
        const doubledRank = 2 * start + size + 1;
        groups.push({ size, doubledRank });
        doubledRankSumX += fromX * doubledRank;
        tieTerm += size ** 3 - size;
        start = end;
    }
    return { groups, doubledRankSumX, tieTerm };
}
function checkSample(name, sample) {
    if (sample.length === 0)
        throw new RangeError(`mannWhitneyU: sample ${name} is empty`);
    if (sample.some((v) => Number.isNaN(v)))
        throw new RangeError(`mannWhitneyU: sample ${name} contains NaN`);
}
function exactTiedTails(ranks, n1, n2) {
    const n = n1 + n2;
    if (n1 <= n2) {
        const { atMost, atLeast } = rankSumTails(ranks.groups, n1, ranks.doubledRankSumX);
        return { less: atMost, greater: atLeast };
    }
    // Use the smaller sample y: its doubled rank sum is N(N+1) − that of x.
    const { atMost, atLeast } = rankSumTails(ranks.groups, n2, n * (n + 1) - ranks.doubledRankSumX);
    return { less: atLeast, greater: atMost };
}
function normalTails(u, ranks, n1, n2) {
    const n = n1 + n2;
    const mean = (n1 * n2) / 2;
    const sd = Math.sqrt(((n1 * n2) / 12) * (n + 1 - ranks.tieTerm / (n * (n - 1))));
    if (!(sd > 0))
        return { less: 1, greater: 1 }; // all values equal: nothing to rank
    return {
        greater: normalSurvival((u - mean - 0.5) / sd),
        less: normalSurvival((n1 * n2 - u - mean - 0.5) / sd),
    };
}
/**
 * Mann–Whitney U test of x against y (see the module header for the exact semantics).
 * @param x first sample (e.g. candidate values); any finite or infinite numbers, no NaN
 * @param y second sample (e.g. baseline values)
 * @param alternative 'greater' = x stochastically larger than y (one-sided), 'less', or 'two-sided'
 * @throws RangeError if a sample is empty or contains NaN (a caller bug)
 */
function mannWhitneyU(x, y, alternative) {
    checkSample('x', x);
    checkSample('y', y);
    const n1 = x.length;
    const n2 = y.length;
    const ranks = rankPooled(x, y);
    const u = (ranks.doubledRankSumX - n1 * (n1 + 1)) / 2;
    const hasTies = ranks.tieTerm > 0;
    let method;
    let tails;
    if (!hasTies && isExactNoTiesSize(n1, n2)) {
        method = 'exact';
        tails = { less: uNullCdf(u, n1, n2), greater: uNullCdf(n1 * n2 - u, n1, n2) };
    }
    else if (hasTies && n1 <= EXACT_TIES_LIMIT && n2 <= EXACT_TIES_LIMIT) {
        method = 'exact-ties';
        tails = exactTiedTails(ranks, n1, n2);
    }
    else {
        method = 'normal';
        tails = normalTails(u, ranks, n1, n2);
    }
    const p = selectTail(tails, alternative);
    return { u, p, method, hasTies };
}
function selectTail(tails, alternative) {
    switch (alternative) {
        case 'greater':
            return Math.min(1, tails.greater);
        case 'less':
            return Math.min(1, tails.less);
        case 'two-sided':
            return Math.min(1, 2 * Math.min(tails.less, tails.greater));
        default:
            return mann_whitney_assertNever(alternative);
    }
}
function mann_whitney_assertNever(value) {
    throw new Error(`Unexpected alternative: ${String(value)}`);
}
/**
 * Smallest one-sided p-value the exact test can produce for sizes n1 and n2:
 * 1/C(n1+n2, n1), reached when the samples do not overlap at all. If it exceeds the
 * per-test threshold (e.g. q/m after Benjamini–Hochberg), no result can be significant.
 * @throws RangeError unless n1 and n2 are non-negative integers.
 */
function minAchievablePValue(n1, n2) {
    if (!Number.isInteger(n1) || !Number.isInteger(n2) || n1 < 0 || n2 < 0) {
        throw new RangeError(`minAchievablePValue: sizes must be non-negative integers, got ${n1} and ${n2}`);
    }
    return 1 / binomialCoefficient(n1 + n2, n1);
}
/**
 * Smallest n ≥ 1 such that n+n samples can reach a one-sided p ≤ alpha, i.e. 1/C(2n, n) ≤
 * alpha (alpha 0.05 → 3, 0.0005 → 7, the per-test level of BH at q = 0.05 over 100 benchmarks).
 * @throws RangeError unless 0 < alpha ≤ 1.
 */
function samplesNeededPerSide(alpha) {
    if (!(alpha > 0 && alpha <= 1))
        throw new RangeError(`samplesNeededPerSide: alpha must be in (0, 1], got ${alpha}`);
    let n = 1;
    while (minAchievablePValue(n, n) > alpha)
        n++;
    return n;
}

;// CONCATENATED MODULE: ./src/stats/quantile-ci.ts
// Distribution-free confidence interval for the median from order statistics, reproducing
// benchstat's `± x%` column: go-moremath's stats.QuantileCI(n, 0.5, confidence) (aclements/
// go-moremath, stats/quantileci.go), which benchstat v2 uses for its default assume=nothing.
//
// Contract: returns 1-based order statistics loOrder < hiOrder such that the population median
// lies in [x(loOrder), x(hiOrder)] with probability `confidence` (actual, ≥ requested). Orders
// outside [1, n] mean an unbounded side: loOrder = 0 gives lo = −Infinity, hiOrder = n + 1
// gives hi = +Infinity. Known values at 95%: n = 5 → loOrder 0, hiOrder 5 (the interval
// (−∞, x(5)]; go-moremath breaks the final tie between the two outermost, equally likely
// intervals to the left, see Note below); n = 6 → [x(1), x(6)] (0.969); n = 10 → [x(2), x(9)]
// (0.979); n = 20 → [x(6), x(15)] (0.959).
//
// Method: the number K of observations below the median is Binomial(n, ½), and the median lies
// between x(k) and x(k+1) with probability P(K = k). For n ≤ 30 the interval [l, r) of K values
// starts at the mode ⌈(n+1)/2⌉ − 1 and greedily takes the more probable neighbour (the left
// one on ties) until the accumulated probability reaches the confidence; the CI is
// [x(l), x(r)]. For n > 30 a normal approximation N(n/2, n/4) with continuity correction gives
// the band, which is then left-biased by one if that still meets the confidence (the same steps
// as go-moremath; see also http://www.milefoot.com/math/stat/ci-medians.htm).
//
// Note: STATISTICS.md §1.2 states n = 5 → [x(1), +∞). Tracing quantileci.go (and its own test
// `QuantileCI(5, 0.5, 0.99-0.03125)` → [0, 5)) gives (−∞, x(5)] instead: both are infinite, so
// benchstat prints `± ∞` either way. This module follows the code.

/** Above this n, the normal approximation is used (go-moremath's quantileCIApproxThreshold). */
const BINOMIAL_LIMIT = 30;
/** Binomial(n, ½) probabilities, exact (integers below 2^53 scaled by a power of two). */
function halfBinomialPmf(n) {
    const row = [1];
    for (let i = 1; i <= n; i++)
        row.push(((row[i - 1] ?? 0) * (n - i + 1)) / i);
    const scale = 2 ** -n;
    return (k) => (k < 0 || k > n ? 0 : (row[k] ?? 0) * scale);
}
function binomialOrders(n, confidence) {
    const pmf = halfBinomialPmf(n);
    const mode = Math.ceil((n + 1) * 0.5) - 1;
    let accumulated = pmf(mode);
    let l = mode;
    let r = mode + 1;
    let leftNext = pmf(l - 1);
    let rightNext = pmf(r);
    while (accumulated < confidence && (leftNext > 0 || rightNext > 0)) {
        if (leftNext >= rightNext) {
            accumulated += leftNext;
            l--;
            leftNext = pmf(l - 1);
        }
        else {
            accumulated += rightNext;
            r++;
            rightNext = pmf(r);
        }
    }
    return { loOrder: l, hiOrder: r, confidence: accumulated };
}
function normalOrders(n, confidence) {
    const mean = n / 2;
    const sd = Math.sqrt(n) / 2;
    const l1 = mean + sd * normalQuantile((1 - confidence) / 2);
    const r1 = 2 * mean - l1;
    const l = Math.floor(l1 - 0.5) + 1;
    let r = Math.ceil(r1 - 0.5) + 1;
    // P(l ≤ K < r) with the continuity correction.
    const coverage = (hi) => normalCdf((hi - 0.5 - mean) / sd) - normalCdf((l - 0.5 - mean) / sd);
    let actual = coverage(r);
    const biased = coverage(r - 1);
    if (biased >= confidence && biased < actual) {
        actual = biased;
        r -= 1;
    }
    if (l <= 0 && r >= n + 1)
        actual = 1;
    return { loOrder: Math.max(l, 0), hiOrder: Math.min(r, n + 1), confidence: actual };
}
/**
 * Order statistics bounding the median's confidence interval for a sample of size n (see the
 * module header). Useful on its own for "need ≥ N samples" checks: the interval is bounded on
 * both sides iff loOrder ≥ 1 and hiOrder ≤ n (at 95%: from n = 6 on).
 * @throws RangeError unless n is an integer ≥ 1 and 0 < confidence ≤ 1.
 */
function medianConfidenceOrders(n, confidence = 0.95) {
    if (!Number.isInteger(n) || n < 1)
        throw new RangeError(`medianConfidenceOrders: n must be an integer ≥ 1, got ${n}`);
    if (!(confidence > 0 && confidence <= 1)) {
        throw new RangeError(`medianConfidenceOrders: confidence must be in (0, 1], got ${confidence}`);
    }
    if (confidence >= 1)
        return { loOrder: 0, hiOrder: n + 1, confidence: 1 };
    // The orders depend only on (n, confidence) and every benchmark of a suite asks for the same few.
    const key = `${n}:${confidence}`;
    let orders = ORDERS_CACHE.get(key);
    if (orders === undefined) {
        orders = n <= BINOMIAL_LIMIT ? binomialOrders(n, confidence) : normalOrders(n, confidence);
        if (ORDERS_CACHE.size < 10_000)
            ORDERS_CACHE.set(key, orders);
    }
    return orders;
}
const ORDERS_CACHE = new Map();
/**
 * Confidence interval for the median of `sortedAscending`, from order statistics as benchstat
 * computes it (see the module header). benchstat prints max(hi/median − 1, 1 − lo/median) as
 * the `± x%`.
 * @param sortedAscending the sample, sorted ascending (checked)
 * @param confidence requested confidence in (0, 1], default 0.95
 * @throws RangeError for an empty or unsorted sample, or a confidence outside (0, 1]
 */
function medianConfidenceInterval(sortedAscending, confidence = 0.95) {
    const n = sortedAscending.length;
    for (let i = 1; i < n; i++) {
        if (!((sortedAscending[i - 1] ?? 0) <= (sortedAscending[i] ?? 0))) {
            throw new RangeError(`medianConfidenceInterval: values must be sorted ascending (index ${i})`);
        }
    }
    const orders = medianConfidenceOrders(n, confidence);
    const lo = orders.loOrder < 1 ? Number.NEGATIVE_INFINITY : (sortedAscending[orders.loOrder - 1] ?? 0);
    const hi = orders.hiOrder > n ? Number.POSITIVE_INFINITY : (sortedAscending[orders.hiOrder - 1] ?? 0);
    return { ...orders, lo, hi };
}

;// CONCATENATED MODULE: ./src/compare/join.ts
/** The values a metric offers for testing: its samples, or its summary's centre when it has none. */
function metricValues(metric) {
    if (metric.samples.length > 0)
        return metric.samples;
    return metric.summary === undefined ? [] : [metric.summary.center];
}
/** Pairs every metric of every benchmark of `base` and `head`. */
function joinResultSets(base, head) {
    const baseByKey = new Map(base.benchmarks.map((b) => [b.key, b]));
    const headByKey = new Map(head.benchmarks.map((b) => [b.key, b]));
    const keys = [...new Set([...baseByKey.keys(), ...headByKey.keys()])].sort();
    return keys.flatMap((key) => joinBenchmark(baseByKey.get(key), headByKey.get(key)));
}
function joinBenchmark(base, head) {
    if (head === undefined)
        return base === undefined ? [] : base.metrics.map((m) => ({ kind: 'removed', benchmark: base, base: m }));
    if (head.status !== 'ok') {
        // Failed or skipped in head: one row per metric the benchmark had, or one bare row, never nothing.
        const units = (base ?? head).metrics.map((m) => m.unit);
        const note = `${head.status} in head${head.messages?.[0] === undefined ? '' : `: ${head.messages[0]}`}`;
        return (units.length > 0 ? units : ['']).map((unit) => ({ kind: head.status === 'failed' ? 'failed' : 'skipped', benchmark: head, unit, note }));
    }
    if (base === undefined || base.status !== 'ok' || base.metrics.length === 0) {
        const note = base === undefined ? undefined : `${base.status === 'ok' ? 'no results' : base.status} in base`;
        return head.metrics.map((m) => (note === undefined ? { kind: 'new', benchmark: head, head: m } : { kind: 'new', benchmark: head, head: m, note }));
    }
    const headMetrics = new Map(head.metrics.map((m) => [m.unit, m]));
    const pairs = base.metrics.map((m) => {
        const other = headMetrics.get(m.unit);
        return other === undefined ? { kind: 'removed', benchmark: head, base: m } : { kind: 'both', benchmark: head, base: m, head: other };
    });
    const baseUnits = new Set(base.metrics.map((m) => m.unit));
    for (const m of head.metrics)
        if (!baseUnits.has(m.unit))
            pairs.push({ kind: 'new', benchmark: head, head: m });
    return pairs;
}

;// CONCATENATED MODULE: ./node_modules/simple-statistics/dist/simple-statistics.mjs
/**
 * When adding a new value to a list, one does not have to necessary
 * recompute the mean of the list in linear time. They can instead use
 * this function to compute the new mean by providing the current mean,
 * the number of elements in the list that produced it and the new
 * value to add.
 *
 * @since 2.5.0
 * @param {number} mean current mean
 * @param {number} n number of items in the list
 * @param {number} newValue the added value
 * @returns {number} the new mean
 *
 * @example
 * addToMean(14, 5, 53); // => 20.5
 */
function addToMean(mean, n, newValue) {
    return mean + (newValue - mean) / (n + 1);
}

/**
 * Split an array into chunks of a specified size. This function
 * has the same behavior as [PHP's array_chunk](http://php.net/manual/en/function.array-chunk.php)
 * function, and thus will insert smaller-sized chunks at the end if
 * the input size is not divisible by the chunk size.
 *
 * `x` is expected to be an array, and `chunkSize` a number.
 * The `x` array can contain any kind of data.
 *
 * @param {Array} x a sample
 * @param {number} chunkSize size of each output array. must be a positive integer
 * @returns {Array<Array>} a chunked array
 * @throws {Error} if chunk size is less than 1 or not an integer
 * @example
 * chunk([1, 2, 3, 4, 5, 6], 2);
 * // => [[1, 2], [3, 4], [5, 6]]
 */
function chunk(x, chunkSize) {
    // a list of result chunks, as arrays in an array
    var output = [];

    // `chunkSize` must be zero or higher - otherwise the loop below,
    // in which we call `start += chunkSize`, will loop infinitely.
    // So, we'll detect and throw in that case to indicate
    // invalid input.
    if (chunkSize < 1) {
        throw new Error("chunk size must be a positive number");
    }

    if (Math.floor(chunkSize) !== chunkSize) {
        throw new Error("chunk size must be an integer");
    }

    // `start` is the index at which `.slice` will start selecting
    // new array elements
    for (var start = 0; start < x.length; start += chunkSize) {
        // for each chunk, slice that part of the array and add it
        // to the output. The `.slice` function does not change
        // the original array.
        output.push(x.slice(start, start + chunkSize));
    }
    return output;
}

/**
 * Create a new column x row matrix.
 *
 * @private
 * @param {number} columns
 * @param {number} rows
 * @return {Array<Array<number>>} matrix
 * @example
 * makeMatrix(10, 10);
 */
function makeMatrix(columns, rows) {
    var matrix = [];
    for (var i = 0; i < columns; i++) {
        var column = [];
        for (var j = 0; j < rows; j++) {
            column.push(0);
        }
        matrix.push(column);
    }
    return matrix;
}

/**
 * Sort an array of numbers by their numeric value, ensuring that the
 * array is not changed in place.
 *
 * This is necessary because the default behavior of .sort
 * in JavaScript is to sort arrays as string values
 *
 *     [1, 10, 12, 102, 20].sort()
 *     // output
 *     [1, 10, 102, 12, 20]
 *
 * @param {Array<number>} x input array
 * @return {Array<number>} sorted array
 * @private
 * @example
 * numericSort([3, 2, 1]) // => [1, 2, 3]
 */
function numericSort(x) {
    return (
        x
            // ensure the array is not changed in-place
            .slice()
            // comparator function that treats input as numeric
            .sort(function (a, b) {
                return a - b;
            })
    );
}

/**
 * For a sorted input, counting the number of unique values
 * is possible in constant time and constant memory. This is
 * a simple implementation of the algorithm.
 *
 * Values are compared with `===`, so objects and non-primitive objects
 * are not handled in any special way.
 *
 * @param {Array<*>} x an array of any kind of value
 * @returns {number} count of unique values
 * @example
 * uniqueCountSorted([1, 2, 3]); // => 3
 * uniqueCountSorted([1, 1, 1]); // => 1
 */
function uniqueCountSorted(x) {
    var uniqueValueCount = 0;
    var lastSeenValue;
    for (var i = 0; i < x.length; i++) {
        if (i === 0 || x[i] !== lastSeenValue) {
            lastSeenValue = x[i];
            uniqueValueCount++;
        }
    }
    return uniqueValueCount;
}

/**
 * Generates incrementally computed values based on the sums and sums of
 * squares for the data array
 *
 * @private
 * @param {number} j
 * @param {number} i
 * @param {Array<number>} sums
 * @param {Array<number>} sumsOfSquares
 * @return {number}
 * @example
 * ssq(0, 1, [-1, 0, 2], [1, 1, 5]);
 */
function ssq(j, i, sums, sumsOfSquares) {
    var sji; // s(j, i)
    if (j > 0) {
        var muji = (sums[i] - sums[j - 1]) / (i - j + 1); // mu(j, i)
        sji =
            sumsOfSquares[i] - sumsOfSquares[j - 1] - (i - j + 1) * muji * muji;
    } else {
        sji = sumsOfSquares[i] - (sums[i] * sums[i]) / (i + 1);
    }
    if (sji < 0) {
        return 0;
    }
    return sji;
}

/**
 * Function that recursively divides and conquers computations
 * for cluster j
 *
 * @private
 * @param {number} iMin Minimum index in cluster to be computed
 * @param {number} iMax Maximum index in cluster to be computed
 * @param {number} cluster Index of the cluster currently being computed
 * @param {Array<Array<number>>} matrix
 * @param {Array<Array<number>>} backtrackMatrix
 * @param {Array<number>} sums
 * @param {Array<number>} sumsOfSquares
 */
function fillMatrixColumn(
    iMin,
    iMax,
    cluster,
    matrix,
    backtrackMatrix,
    sums,
    sumsOfSquares
) {
    if (iMin > iMax) {
        return;
    }

    // Start at midpoint between iMin and iMax
    var i = Math.floor((iMin + iMax) / 2);

    matrix[cluster][i] = matrix[cluster - 1][i - 1];
    backtrackMatrix[cluster][i] = i;

    var jlow = cluster; // the lower end for j

    if (iMin > cluster) {
        jlow = Math.max(jlow, backtrackMatrix[cluster][iMin - 1] || 0);
    }
    jlow = Math.max(jlow, backtrackMatrix[cluster - 1][i] || 0);

    var jhigh = i - 1; // the upper end for j
    if (iMax < matrix[0].length - 1) {
        /* c8 ignore start */
        jhigh = Math.min(jhigh, backtrackMatrix[cluster][iMax + 1] || 0);
        /* c8 ignore end */
    }

    var sji;
    var sjlowi;
    var ssqjlow;
    var ssqj;
    for (var j = jhigh; j >= jlow; --j) {
        sji = ssq(j, i, sums, sumsOfSquares);

        if (sji + matrix[cluster - 1][jlow - 1] >= matrix[cluster][i]) {
            break;
        }

        // Examine the lower bound of the cluster border
        sjlowi = ssq(jlow, i, sums, sumsOfSquares);

        ssqjlow = sjlowi + matrix[cluster - 1][jlow - 1];

        if (ssqjlow < matrix[cluster][i]) {
            // Shrink the lower bound
            matrix[cluster][i] = ssqjlow;
            backtrackMatrix[cluster][i] = jlow;
        }
        jlow++;

        ssqj = sji + matrix[cluster - 1][j - 1];
        if (ssqj < matrix[cluster][i]) {
            matrix[cluster][i] = ssqj;
            backtrackMatrix[cluster][i] = j;
        }
    }

    fillMatrixColumn(
        iMin,
        i - 1,
        cluster,
        matrix,
        backtrackMatrix,
        sums,
        sumsOfSquares
    );
    fillMatrixColumn(
        i + 1,
        iMax,
        cluster,
        matrix,
        backtrackMatrix,
        sums,
        sumsOfSquares
    );
}

/**
 * Initializes the main matrices used in Ckmeans and kicks
 * off the divide and conquer cluster computation strategy
 *
 * @private
 * @param {Array<number>} data sorted array of values
 * @param {Array<Array<number>>} matrix
 * @param {Array<Array<number>>} backtrackMatrix
 */
function fillMatrices(data, matrix, backtrackMatrix) {
    var nValues = matrix[0].length;

    // Shift values by the median to improve numeric stability
    var shift = data[Math.floor(nValues / 2)];

    // Cumulative sum and cumulative sum of squares for all values in data array
    var sums = [];
    var sumsOfSquares = [];

    // Initialize first column in matrix & backtrackMatrix
    for (var i = 0, shiftedValue = (void 0); i < nValues; ++i) {
        shiftedValue = data[i] - shift;
        if (i === 0) {
            sums.push(shiftedValue);
            sumsOfSquares.push(shiftedValue * shiftedValue);
        } else {
            sums.push(sums[i - 1] + shiftedValue);
            sumsOfSquares.push(
                sumsOfSquares[i - 1] + shiftedValue * shiftedValue
            );
        }

        // Initialize for cluster = 0
        matrix[0][i] = ssq(0, i, sums, sumsOfSquares);
        backtrackMatrix[0][i] = 0;
    }

    // Initialize the rest of the columns
    var iMin;
    for (var cluster = 1; cluster < matrix.length; ++cluster) {
        if (cluster < matrix.length - 1) {
            iMin = cluster;
        } else {
            // No need to compute matrix[K-1][0] ... matrix[K-1][N-2]
            iMin = nValues - 1;
        }

        fillMatrixColumn(
            iMin,
            nValues - 1,
            cluster,
            matrix,
            backtrackMatrix,
            sums,
            sumsOfSquares
        );
    }
}

/**
 * Ckmeans clustering is an improvement on heuristic-based clustering
 * approaches like Jenks. The algorithm was developed in
 * [Haizhou Wang and Mingzhou Song](http://journal.r-project.org/archive/2011-2/RJournal_2011-2_Wang+Song.pdf)
 * as a [dynamic programming](https://en.wikipedia.org/wiki/Dynamic_programming) approach
 * to the problem of clustering numeric data into groups with the least
 * within-group sum-of-squared-deviations.
 *
 * Minimizing the difference within groups - what Wang & Song refer to as
 * `withinss`, or within sum-of-squares, means that groups are optimally
 * homogenous within and the data is split into representative groups.
 * This is very useful for visualization, where you may want to represent
 * a continuous variable in discrete color or style groups. This function
 * can provide groups that emphasize differences between data.
 *
 * Being a dynamic approach, this algorithm is based on two matrices that
 * store incrementally-computed values for squared deviations and backtracking
 * indexes.
 *
 * This implementation is based on Ckmeans 3.4.6, which introduced a new divide
 * and conquer approach that improved runtime from O(kn^2) to O(kn log(n)).
 *
 * Unlike the [original implementation](https://cran.r-project.org/web/packages/Ckmeans.1d.dp/index.html),
 * this implementation does not include any code to automatically determine
 * the optimal number of clusters: this information needs to be explicitly
 * provided.
 *
 * ### References
 * _Ckmeans.1d.dp: Optimal k-means Clustering in One Dimension by Dynamic
 * Programming_ Haizhou Wang and Mingzhou Song ISSN 2073-4859
 *
 * from The R Journal Vol. 3/2, December 2011
 * @param {Array<number>} x input data, as an array of number values
 * @param {number} nClusters number of desired classes. This cannot be
 * greater than the number of values in the data array.
 * @returns {Array<Array<number>>} clustered input
 * @throws {Error} if the number of requested clusters is higher than the size of the data
 * @example
 * ckmeans([-1, 2, -1, 2, 4, 5, 6, -1, 2, -1], 3);
 * // The input, clustered into groups of similar numbers.
 * //= [[-1, -1, -1, -1], [2, 2, 2], [4, 5, 6]]);
 */
function ckmeans(x, nClusters) {
    if (nClusters > x.length) {
        throw new Error(
            "cannot generate more classes than there are data values"
        );
    }

    var sorted = numericSort(x);
    // we'll use this as the maximum number of clusters
    var uniqueCount = uniqueCountSorted(sorted);

    // if all of the input values are identical, there's one cluster
    // with all of the input in it.
    if (uniqueCount === 1) {
        return [sorted];
    }

    // named 'S' originally
    var matrix = makeMatrix(nClusters, sorted.length);
    // named 'J' originally
    var backtrackMatrix = makeMatrix(nClusters, sorted.length);

    // This is a dynamic programming way to solve the problem of minimizing
    // within-cluster sum of squares. It's similar to linear regression
    // in this way, and this calculation incrementally computes the
    // sum of squares that are later read.
    fillMatrices(sorted, matrix, backtrackMatrix);

    // The real work of Ckmeans clustering happens in the matrix generation:
    // the generated matrices encode all possible clustering combinations, and
    // once they're generated we can solve for the best clustering groups
    // very quickly.
    var clusters = [];
    var clusterRight = backtrackMatrix[0].length - 1;

    // Backtrack the clusters from the dynamic programming matrix. This
    // starts at the bottom-right corner of the matrix (if the top-left is 0, 0),
    // and moves the cluster target with the loop.
    for (var cluster = backtrackMatrix.length - 1; cluster >= 0; cluster--) {
        var clusterLeft = backtrackMatrix[cluster][clusterRight];

        // fill the cluster from the sorted input by taking a slice of the
        // array. the backtrack matrix makes this easy - it stores the
        // indexes where the cluster should start and end.
        clusters[cluster] = sorted.slice(clusterLeft, clusterRight + 1);

        if (cluster > 0) {
            clusterRight = clusterLeft - 1;
        }
    }

    return clusters;
}

/**
 * Our default sum is the [Kahan-Babuska algorithm](https://pdfs.semanticscholar.org/1760/7d467cda1d0277ad272deb2113533131dc09.pdf).
 * This method is an improvement over the classical
 * [Kahan summation algorithm](https://en.wikipedia.org/wiki/Kahan_summation_algorithm).
 * It aims at computing the sum of a list of numbers while correcting for
 * floating-point errors. Traditionally, sums are calculated as many
 * successive additions, each one with its own floating-point roundoff. These
 * losses in precision add up as the number of numbers increases. This alternative
 * algorithm is more accurate than the simple way of calculating sums by simple
 * addition.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x input
 * @return {number} sum of all input numbers
 * @example
 * sum([1, 2, 3]); // => 6
 */
function sum(x) {
    // If the array is empty, we needn't bother computing its sum
    if (x.length === 0) {
        return 0;
    }

    // Initializing the sum as the first number in the array
    var sum = x[0];

    // Keeping track of the floating-point error correction
    var correction = 0;

    var transition;

    if (typeof sum !== "number") {
        return Number.NaN;
    }

    for (var i = 1; i < x.length; i++) {
        if (typeof x[i] !== "number") {
            return Number.NaN;
        }
        transition = sum + x[i];

        // Here we need to update the correction in a different fashion
        // if the new absolute value is greater than the absolute sum
        if (Math.abs(sum) >= Math.abs(x[i])) {
            correction += sum - transition + x[i];
        } else {
            correction += x[i] - transition + sum;
        }

        sum = transition;
    }

    // Returning the corrected sum
    return sum + correction;
}

/**
 * The mean, _also known as average_,
 * is the sum of all values over the number of values.
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @throws {Error} if the length of x is less than one
 * @returns {number} mean
 * @example
 * mean([0, 10]); // => 5
 */
function simple_statistics_mean(x) {
    if (x.length === 0) {
        throw new Error("mean requires at least one data point");
    }

    return sum(x) / x.length;
}

/**
 * The sum of deviations to the Nth power.
 * When n=2 it's the sum of squared deviations.
 * When n=3 it's the sum of cubed deviations.
 *
 * @param {Array<number>} x
 * @param {number} n power
 * @returns {number} sum of nth power deviations
 *
 * @example
 * var input = [1, 2, 3];
 * // since the variance of a set is the mean squared
 * // deviations, we can calculate that with sumNthPowerDeviations:
 * sumNthPowerDeviations(input, 2) / input.length;
 */
function sumNthPowerDeviations(x, n) {
    var meanValue = simple_statistics_mean(x);
    var sum = 0;
    var tempValue;
    var i;

    // This is an optimization: when n is 2 (we're computing a number squared),
    // multiplying the number by itself is significantly faster than using
    // the Math.pow method.
    if (n === 2) {
        for (i = 0; i < x.length; i++) {
            tempValue = x[i] - meanValue;
            sum += tempValue * tempValue;
        }
    } else {
        for (i = 0; i < x.length; i++) {
            sum += Math.pow(x[i] - meanValue, n);
        }
    }

    return sum;
}

/**
 * The [sample variance](https://en.wikipedia.org/wiki/Variance#Sample_variance)
 * is the sum of squared deviations from the mean. The sample variance
 * is distinguished from the variance by the usage of [Bessel's Correction](https://en.wikipedia.org/wiki/Bessel's_correction):
 * instead of dividing the sum of squared deviations by the length of the input,
 * it is divided by the length minus one. This corrects the bias in estimating
 * a value from a set that you don't know if full.
 *
 * References:
 * * [Wolfram MathWorld on Sample Variance](http://mathworld.wolfram.com/SampleVariance.html)
 *
 * @param {Array<number>} x a sample of two or more data points
 * @throws {Error} if the length of x is less than 2
 * @return {number} sample variance
 * @example
 * sampleVariance([1, 2, 3, 4, 5]); // => 2.5
 */
function sampleVariance(x) {
    if (x.length < 2) {
        throw new Error("sampleVariance requires at least two data points");
    }

    var sumSquaredDeviationsValue = sumNthPowerDeviations(x, 2);

    // this is Bessels' Correction: an adjustment made to sample statistics
    // that allows for the reduced degree of freedom entailed in calculating
    // values from samples rather than complete populations.
    var besselsCorrection = x.length - 1;

    // Find the mean value of that list
    return sumSquaredDeviationsValue / besselsCorrection;
}

/**
 * The [sample standard deviation](http://en.wikipedia.org/wiki/Standard_deviation#Sample_standard_deviation)
 * is the square root of the sample variance.
 *
 * @param {Array<number>} x input array
 * @returns {number} sample standard deviation
 * @example
 * sampleStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9]).toFixed(2);
 * // => '2.14'
 */
function sampleStandardDeviation(x) {
    var sampleVarianceX = sampleVariance(x);
    return Math.sqrt(sampleVarianceX);
}

/**
 * The`coefficient of variation`_ is the ratio of the standard deviation to the mean.
 * .._`coefficient of variation`: https://en.wikipedia.org/wiki/Coefficient_of_variation
 *
 *
 * @param {Array} x input
 * @returns {number} coefficient of variation
 * @example
 * coefficientOfVariation([1, 2, 3, 4]).toFixed(3); // => 0.516
 * coefficientOfVariation([1, 2, 3, 4, 5]).toFixed(3); // => 0.527
 * coefficientOfVariation([-1, 0, 1, 2, 3, 4]).toFixed(3); // => 1.247
 */
function coefficientOfVariation(x) {
    return sampleStandardDeviation(x) / simple_statistics_mean(x);
}

/**
 * Implementation of Combinations
 * Combinations are unique subsets of a collection - in this case, k x from a collection at a time.
 * https://en.wikipedia.org/wiki/Combination
 * @param {Array} x any type of data
 * @param {int} k the number of objects in each group (without replacement)
 * @returns {Array<Array>} array of permutations
 * @example
 * combinations([1, 2, 3], 2); // => [[1,2], [1,3], [2,3]]
 */

function combinations(x, k) {
    if (k === 0) {
        return [[]];
    }

    var i;
    var subI;
    var combinationList = [];
    var subsetCombinations;
    var next;

    for (i = 0; i < x.length; i++) {
        if (k === 1) {
            combinationList.push([x[i]]);
        } else {
            subsetCombinations = combinations(x.slice(i + 1, x.length), k - 1);
            for (subI = 0; subI < subsetCombinations.length; subI++) {
                next = subsetCombinations[subI];
                next.unshift(x[i]);
                combinationList.push(next);
            }
        }
    }
    return combinationList;
}

/**
 * Implementation of [Combinations](https://en.wikipedia.org/wiki/Combination) with replacement
 * Combinations are unique subsets of a collection - in this case, k x from a collection at a time.
 * 'With replacement' means that a given element can be chosen multiple times.
 * Unlike permutation, order doesn't matter for combinations.
 *
 * @param {Array} x any type of data
 * @param {int} k the number of objects in each group (without replacement)
 * @returns {Array<Array>} array of permutations
 * @example
 * combinationsReplacement([1, 2], 2); // => [[1, 1], [1, 2], [2, 2]]
 */
function combinationsReplacement(x, k) {
    if (k === 0) {
        return [[]];
    }

    var combinationList = [];

    for (var i = 0; i < x.length; i++) {
        if (k === 1) {
            // If we're requested to find only one element, we don't need
            // to recurse: just push `x[i]` onto the list of combinations.
            combinationList.push([x[i]]);
        } else {
            // Otherwise, recursively find combinations, given `k - 1`. Note that
            // we request `k - 1`, so if you were looking for k=3 combinations, we're
            // requesting k=2. This -1 gets reversed in the for loop right after this
            // code, since we concatenate `x[i]` onto the selected combinations,
            // bringing `k` back up to your requested level.
            // This recursion may go many levels deep, since it only stops once
            // k=1.
            var subsetCombinations = combinationsReplacement(
                x.slice(i, x.length),
                k - 1
            );

            for (var j = 0; j < subsetCombinations.length; j++) {
                combinationList.push([x[i]].concat(subsetCombinations[j]));
            }
        }
    }

    return combinationList;
}

/**
 * When combining two lists of values for which one already knows the means,
 * one does not have to necessary recompute the mean of the combined lists in
 * linear time. They can instead use this function to compute the combined
 * mean by providing the mean & number of values of the first list and the mean
 * & number of values of the second list.
 *
 * @since 3.0.0
 * @param {number} mean1 mean of the first list
 * @param {number} n1 number of items in the first list
 * @param {number} mean2 mean of the second list
 * @param {number} n2 number of items in the second list
 * @returns {number} the combined mean
 *
 * @example
 * combineMeans(5, 3, 4, 3); // => 4.5
 */
function combineMeans(mean1, n1, mean2, n2) {
    return (mean1 * n1 + mean2 * n2) / (n1 + n2);
}

/**
 * When combining two lists of values for which one already knows the variances,
 * one does not have to necessary recompute the variance of the combined lists
 * in linear time. They can instead use this function to compute the combined
 * variance by providing the variance, mean & number of values of the first list
 * and the variance, mean & number of values of the second list.
 *
 * @since 3.0.0
 * @param {number} variance1 variance of the first list
 * @param {number} mean1 mean of the first list
 * @param {number} n1 number of items in the first list
 * @param {number} variance2 variance of the second list
 * @param {number} mean2 mean of the second list
 * @param {number} n2 number of items in the second list
 * @returns {number} the combined mean
 *
 * @example
 * combineVariances(14 / 3, 5, 3, 8 / 3, 4, 3); // => 47 / 12
 */
function combineVariances(variance1, mean1, n1, variance2, mean2, n2) {
    var newMean = combineMeans(mean1, n1, mean2, n2);

    return (
        (n1 * (variance1 + Math.pow(mean1 - newMean, 2)) +
            n2 * (variance2 + Math.pow(mean2 - newMean, 2))) /
        (n1 + n2)
    );
}

/**
 * This computes the maximum number in an array.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {number} maximum value
 * @throws {Error} if the length of x is less than one
 * @example
 * max([1, 2, 3, 4]);
 * // => 4
 */
function max(x) {
    if (x.length === 0) {
        throw new Error("max requires at least one data point");
    }

    var value = x[0];
    for (var i = 1; i < x.length; i++) {
        if (x[i] > value) {
            value = x[i];
        }
    }
    return value;
}

/**
 * The min is the lowest number in the array.
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @throws {Error} if the length of x is less than one
 * @returns {number} minimum value
 * @example
 * min([1, 5, -10, 100, 2]); // => -10
 */
function min(x) {
    if (x.length === 0) {
        throw new Error("min requires at least one data point");
    }

    var value = x[0];
    for (var i = 1; i < x.length; i++) {
        if (x[i] < value) {
            value = x[i];
        }
    }
    return value;
}

/**
 * Given an array of x, this will find the extent of the
 * x and return an array of breaks that can be used
 * to categorize the x into a number of classes. The
 * returned array will always be 1 longer than the number of
 * classes because it includes the minimum value.
 *
 * @param {Array<number>} x an array of number values
 * @param {number} nClasses number of desired classes
 * @returns {Array<number>} array of class break positions
 * @example
 * equalIntervalBreaks([1, 2, 3, 4, 5, 6], 4); // => [1, 2.25, 3.5, 4.75, 6]
 */
function equalIntervalBreaks(x, nClasses) {
    if (x.length < 2) {
        return x;
    }

    var theMin = min(x);
    var theMax = max(x);

    // the first break will always be the minimum value
    // in the xset
    var breaks = [theMin];

    // The size of each break is the full range of the x
    // divided by the number of classes requested
    var breakSize = (theMax - theMin) / nClasses;

    // In the case of nClasses = 1, this loop won't run
    // and the returned breaks will be [min, max]
    for (var i = 1; i < nClasses; i++) {
        breaks.push(breaks[0] + breakSize * i);
    }

    // the last break will always be the
    // maximum.
    breaks.push(theMax);

    return breaks;
}

/**
 * This computes the minimum & maximum number in an array.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {Array<number>} minimum & maximum value
 * @throws {Error} if the length of x is less than one
 * @example
 * extent([1, 2, 3, 4]);
 * // => [1, 4]
 */
function extent(x) {
    if (x.length === 0) {
        throw new Error("extent requires at least one data point");
    }

    var min = x[0];
    var max = x[0];
    for (var i = 1; i < x.length; i++) {
        if (x[i] > max) {
            max = x[i];
        }
        if (x[i] < min) {
            min = x[i];
        }
    }
    return [min, max];
}

/**
 * The extent is the lowest & highest number in the array. With a sorted array,
 * the first element in the array is always the lowest while the last element is always the largest, so this calculation
 * can be done in one step, or constant time.
 *
 * @param {Array<number>} x input
 * @returns {Array<number>} minimum & maximum value
 * @example
 * extentSorted([-100, -10, 1, 2, 5]); // => [-100, 5]
 */
function extentSorted(x) {
    return [x[0], x[x.length - 1]];
}

/**
 * The [Geometric Mean](https://en.wikipedia.org/wiki/Geometric_mean) is
 * a mean function that is more useful for numbers in different
 * ranges.
 *
 * This is the nth root of the input numbers multiplied by each other.
 *
 * The geometric mean is often useful for
 * **[proportional growth](https://en.wikipedia.org/wiki/Geometric_mean#Proportional_growth)**: given
 * growth rates for multiple years, like _80%, 16.66% and 42.85%_, a simple
 * mean will incorrectly estimate an average growth rate, whereas a geometric
 * mean will correctly estimate a growth rate that, over those years,
 * will yield the same end value.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {number} geometric mean
 * @throws {Error} if x is empty
 * @throws {Error} if x contains a negative number
 * @example
 * var growthRates = [1.80, 1.166666, 1.428571];
 * var averageGrowth = ss.geometricMean(growthRates);
 * var averageGrowthRates = [averageGrowth, averageGrowth, averageGrowth];
 * var startingValue = 10;
 * var startingValueMean = 10;
 * growthRates.forEach(function(rate) {
 *   startingValue *= rate;
 * });
 * averageGrowthRates.forEach(function(rate) {
 *   startingValueMean *= rate;
 * });
 * startingValueMean === startingValue;
 */
function geometricMean(x) {
    if (x.length === 0) {
        throw new Error("geometricMean requires at least one data point");
    }

    // the starting value.
    var value = 1;

    for (var i = 0; i < x.length; i++) {
        // the geometric mean is only valid for positive numbers
        if (x[i] < 0) {
            throw new Error(
                "geometricMean requires only non-negative numbers as input"
            );
        }

        // repeatedly multiply the value by each number
        value *= x[i];
    }

    return Math.pow(value, 1 / x.length);
}

/**
 * The [Harmonic Mean](https://en.wikipedia.org/wiki/Harmonic_mean) is
 * a mean function typically used to find the average of rates.
 * This mean is calculated by taking the reciprocal of the arithmetic mean
 * of the reciprocals of the input numbers.
 *
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {number} harmonic mean
 * @throws {Error} if x is empty
 * @throws {Error} if x contains a negative number
 * @example
 * harmonicMean([2, 3]).toFixed(2) // => '2.40'
 */
function harmonicMean(x) {
    if (x.length === 0) {
        throw new Error("harmonicMean requires at least one data point");
    }

    var reciprocalSum = 0;

    for (var i = 0; i < x.length; i++) {
        // the harmonic mean is only valid for positive numbers
        if (x[i] <= 0) {
            throw new Error(
                "harmonicMean requires only positive numbers as input"
            );
        }

        reciprocalSum += 1 / x[i];
    }

    // divide n by the reciprocal sum
    return x.length / reciprocalSum;
}

/**
 * This is the internal implementation of quantiles: when you know
 * that the order is sorted, you don't need to re-sort it, and the computations
 * are faster.
 *
 * This implements the linear interpolation method (type=7 in R/numpy),
 * which is the default in numpy.percentile and R's quantile.
 *
 * @param {Array<number>} x sample of one or more data points
 * @param {number} p desired quantile: a number between 0 to 1, inclusive
 * @returns {number} quantile value
 * @throws {Error} if p ix outside of the range from 0 to 1
 * @throws {Error} if x is empty
 * @example
 * quantileSorted([3, 6, 7, 8, 8, 9, 10, 13, 15, 16, 20], 0.5); // => 9
 */
function quantileSorted(x, p) {
    // Use (n-1) * p for index, matching numpy's linear method (type=7)
    var idx = (x.length - 1) * p;
    if (x.length === 0) {
        throw new Error("quantile requires at least one data point.");
    } else if (p < 0 || p > 1) {
        throw new Error("quantiles must be between 0 and 1");
    } else if (p === 1) {
        // If p is 1, directly return the last element
        return x[x.length - 1];
    } else if (p === 0) {
        // If p is 0, directly return the first element
        return x[0];
    } else if (idx % 1 !== 0) {
        // If idx is not integer, interpolate linearly between floor and ceil
        var lower = Math.floor(idx);
        var upper = Math.ceil(idx);
        var fraction = idx - lower;
        return x[lower] + fraction * (x[upper] - x[lower]);
    } else {
        // If idx is integer, type=7 returns the value at that index
        return x[idx];
    }
}

/**
 * Rearrange items in `arr` so that all items in `[left, k]` range are the smallest.
 * The `k`-th element will have the `(k - left + 1)`-th smallest value in `[left, right]`.
 *
 * Implements Floyd-Rivest selection algorithm https://en.wikipedia.org/wiki/Floyd-Rivest_algorithm
 *
 * @param {Array<number>} arr input array
 * @param {number} k pivot index
 * @param {number} [left] left index
 * @param {number} [right] right index
 * @returns {void} mutates input array
 * @example
 * var arr = [65, 28, 59, 33, 21, 56, 22, 95, 50, 12, 90, 53, 28, 77, 39];
 * quickselect(arr, 8);
 * // = [39, 28, 28, 33, 21, 12, 22, 50, 53, 56, 59, 65, 90, 77, 95]
 */
function quickselect(arr, k, left, right) {
    left = left || 0;
    right = right || arr.length - 1;

    while (right > left) {
        // 600 and 0.5 are arbitrary constants chosen in the original paper to minimize execution time
        if (right - left > 600) {
            var n = right - left + 1;
            var m = k - left + 1;
            var z = Math.log(n);
            var s = 0.5 * Math.exp((2 * z) / 3);
            var sd = 0.5 * Math.sqrt((z * s * (n - s)) / n);
            if (m - n / 2 < 0) { sd *= -1; }
            var newLeft = Math.max(left, Math.floor(k - (m * s) / n + sd));
            var newRight = Math.min(
                right,
                Math.floor(k + ((n - m) * s) / n + sd)
            );
            quickselect(arr, k, newLeft, newRight);
        }

        var t = arr[k];
        var i = left;
        var j = right;

        swap(arr, left, k);
        if (arr[right] > t) { swap(arr, left, right); }

        while (i < j) {
            swap(arr, i, j);
            i++;
            j--;
            while (arr[i] < t) { i++; }
            while (arr[j] > t) { j--; }
        }

        if (arr[left] === t) { swap(arr, left, j); }
        else {
            j++;
            swap(arr, j, right);
        }

        if (j <= k) { left = j + 1; }
        if (k <= j) { right = j - 1; }
    }
}

function swap(arr, i, j) {
    var tmp = arr[i];
    arr[i] = arr[j];
    arr[j] = tmp;
}

/**
 * The [quantile](https://en.wikipedia.org/wiki/Quantile):
 * this is a population quantile, since we assume to know the entire
 * dataset in this library. This implementation uses linear interpolation,
 * equivalent to R's type=7 and numpy's default percentile method.
 *
 * Sample is a one-dimensional array of numbers,
 * and p is either a decimal number from 0 to 1 or an array of decimal
 * numbers from 0 to 1.
 * In terms of a k/q quantile, p = k/q - it's just dealing with fractions or dealing
 * with decimal values.
 * When p is an array, the result of the function is also an array containing the appropriate
 * quantiles in input order
 *
 * @param {Array<number>} x sample of one or more numbers
 * @param {Array<number> | number} p the desired quantile, as a number between 0 and 1
 * @returns {number} quantile
 * @example
 * quantile([3, 6, 7, 8, 8, 9, 10, 13, 15, 16, 20], 0.5); // => 9
 */
function quantile(x, p) {
    var copy = x.slice();

    if (Array.isArray(p)) {
        // rearrange elements so that each element corresponding to a requested
        // quantile is on a place it would be if the array was fully sorted
        multiQuantileSelect(copy, p);
        // Initialize the result array
        var results = [];
        // For each requested quantile
        for (var i = 0; i < p.length; i++) {
            results[i] = quantileSorted(copy, p[i]);
        }
        return results;
    } else {
        var idx = quantileIndex(copy.length, p);
        quantileSelect(copy, idx, 0, copy.length - 1);
        return quantileSorted(copy, p);
    }
}

function quantileSelect(arr, k, left, right) {
    if (k % 1 === 0) {
        quickselect(arr, k, left, right);
    } else {
        k = Math.floor(k);
        quickselect(arr, k, left, right);
        quickselect(arr, k + 1, k + 1, right);
    }
}

function multiQuantileSelect(arr, p) {
    // Collect every integer order statistic that the requested quantiles need.
    // Linear interpolation (type=7) reads x[floor(idx)] and x[ceil(idx)], so both
    // surrounding positions must be placed. Deduplicate to integer positions
    // so each is selected with an unambiguous index.
    var positions = new Set();
    for (var i = 0; i < p.length; i++) {
        var idx = quantileIndex(arr.length, p[i]);
        positions.add(Math.floor(idx));
        positions.add(Math.ceil(idx));
    }
    var indices = Array.from(positions).sort(compare);

    multiselect(arr, indices, 0, indices.length - 1, 0, arr.length - 1);
}

// Place every order statistic in `indices` by partitioning around the median
// requested position, then recursing into the two halves. The just-placed pivot
// is excluded from the child ranges (indices[mid] ± 1) so that a later, narrower
// quickselect cannot disturb an already-finalized position.
function multiselect(arr, indices, lo, hi, left, right) {
    if (lo > hi) { return; }
    var mid = (lo + hi) >> 1;
    quickselect(arr, indices[mid], left, right);
    multiselect(arr, indices, lo, mid - 1, left, indices[mid] - 1);
    multiselect(arr, indices, mid + 1, hi, indices[mid] + 1, right);
}

function compare(a, b) {
    return a - b;
}

function quantileIndex(len, p) {
    // Use (n-1) * p to match numpy's linear method (type=7)
    var idx = (len - 1) * p;
    if (p === 1) {
        // If p is 1, directly return the last index
        return len - 1;
    } else if (p === 0) {
        // If p is 0, directly return the first index
        return 0;
    } else if (idx % 1 !== 0) {
        // If index is not integer, keep the fractional position so we can
        // select both surrounding order statistics for interpolation.
        return idx;
    } else {
        // If index is integer, return that exact position.
        return idx;
    }
}

/**
 * The [Interquartile range](http://en.wikipedia.org/wiki/Interquartile_range) is
 * a measure of statistical dispersion, or how scattered, spread, or
 * concentrated a distribution is. It's computed as the difference between
 * the third quartile and first quartile.
 *
 * @param {Array<number>} x sample of one or more numbers
 * @returns {number} interquartile range: the span between lower and upper quartile,
 * 0.25 and 0.75
 * @example
 * interquartileRange([0, 1, 2, 3]); // => 1.5
 */
function interquartileRange(x) {
    // Interquartile range is the span between the upper quartile,
    // at `0.75`, and lower quartile, `0.25`
    var q1 = quantile(x, 0.75);
    var q2 = quantile(x, 0.25);

    if (typeof q1 === "number" && typeof q2 === "number") {
        return q1 - q2;
    }
}

/*
 * Pull Breaks Values for Jenks
 *
 * the second part of the jenks recipe: take the calculated matrices
 * and derive an array of n breaks.
 *
 * @private
 */
function jenksBreaks(data, lowerClassLimits, nClasses) {
    var k = data.length;
    var kclass = [];
    var countNum = nClasses;

    // the calculation of classes will never include the upper
    // bound, so we need to explicitly set it
    kclass[nClasses] = data[data.length - 1];

    // the lowerClassLimits matrix is used as indices into itself
    // here: the `k` variable is reused in each iteration.
    while (countNum > 0) {
        kclass[countNum - 1] = data[lowerClassLimits[k][countNum] - 1];
        k = lowerClassLimits[k][countNum] - 1;
        countNum--;
    }

    return kclass;
}

/*
 * Compute Matrices for Jenks
 *
 * Compute the matrices required for Jenks breaks. These matrices
 * can be used for any classing of data with `classes <= nClasses`
 *
 * @private
 */
function jenksMatrices(data, nClasses) {
    // in the original implementation, these matrices are referred to
    // as `LC` and `OP`
    //
    // * lowerClassLimits (LC): optimal lower class limits
    // * varianceCombinations (OP): optimal variance combinations for all classes
    var lowerClassLimits = [];
    var varianceCombinations = [];
    // loop counters
    var i;
    var j;
    // the variance, as computed at each step in the calculation
    var variance = 0;

    // Initialize and fill each matrix with zeroes
    for (i = 0; i < data.length + 1; i++) {
        var tmp1 = [];
        var tmp2 = [];
        // despite these arrays having the same values, we need
        // to keep them separate so that changing one does not change
        // the other
        for (j = 0; j < nClasses + 1; j++) {
            tmp1.push(0);
            tmp2.push(0);
        }
        lowerClassLimits.push(tmp1);
        varianceCombinations.push(tmp2);
    }

    for (i = 1; i < nClasses + 1; i++) {
        lowerClassLimits[1][i] = 1;
        varianceCombinations[1][i] = 0;
        // in the original implementation, 9999999 is used but
        // since Javascript has `Infinity`, we use that.
        for (j = 2; j < data.length + 1; j++) {
            varianceCombinations[j][i] = Number.POSITIVE_INFINITY;
        }
    }

    // Shift values by the median to improve numeric stability
    var shift = data[Math.floor(data.length / 2)];

    for (var l = 2; l < data.length + 1; l++) {
        // `SZ` originally. this is the sum of the values seen thus
        // far when calculating variance.
        var sum = 0;
        // `ZSQ` originally. the sum of squares of values seen
        // thus far
        var sumSquares = 0;
        // `WT` originally. This is the number of
        var w = 0;
        // `IV` originally
        var i4 = 0;

        // in several instances, you could say `Math.pow(x, 2)`
        // instead of `x * x`, but this is slower in some browsers
        // introduces an unnecessary concept.
        for (var m = 1; m < l + 1; m++) {
            // `III` originally
            var lowerClassLimit = l - m + 1;
            var val = data[lowerClassLimit - 1] - shift;

            // here we're estimating variance for each potential classing
            // of the data, for each potential number of classes. `w`
            // is the number of data points considered so far.
            w++;

            // increase the current sum and sum-of-squares
            sum += val;
            sumSquares += val * val;

            // the variance at this point in the sequence is the difference
            // between the sum of squares and the total x 2, over the number
            // of samples.
            variance = sumSquares - (sum * sum) / w;

            i4 = lowerClassLimit - 1;

            if (i4 !== 0) {
                for (j = 2; j < nClasses + 1; j++) {
                    // if adding this element to an existing class
                    // will increase its variance beyond the limit, break
                    // the class at this point, setting the `lowerClassLimit`
                    // at this point.
                    if (
                        varianceCombinations[l][j] >=
                        variance + varianceCombinations[i4][j - 1]
                    ) {
                        lowerClassLimits[l][j] = lowerClassLimit;
                        varianceCombinations[l][j] =
                            variance + varianceCombinations[i4][j - 1];
                    }
                }
            }
        }

        lowerClassLimits[l][1] = 1;
        varianceCombinations[l][1] = variance;
    }

    // return the two matrices. for just providing breaks, only
    // `lowerClassLimits` is needed, but variances can be useful to
    // evaluate goodness of fit.
    return {
        lowerClassLimits: lowerClassLimits,
        varianceCombinations: varianceCombinations
    };
}

/**
 * The **[jenks natural breaks optimization](http://en.wikipedia.org/wiki/Jenks_natural_breaks_optimization)**
 * is an algorithm commonly used in cartography and visualization to decide
 * upon groupings of data values that minimize variance within themselves
 * and maximize variation between themselves.
 *
 * For instance, cartographers often use jenks in order to choose which
 * values are assigned to which colors in a [choropleth](https://en.wikipedia.org/wiki/Choropleth_map)
 * map.
 *
 * @param {Array<number>} data input data, as an array of number values
 * @param {number} nClasses number of desired classes
 * @returns {Array<number> | null} array of class break positions, or null
 * when nClasses is greater than the number of data points
 * @example
 * // split data into 3 break points
 * jenks([1, 2, 4, 5, 7, 9, 10, 20], 3) // = [1, 7, 20, 20]
 */
function jenks(data, nClasses) {
    if (nClasses > data.length) {
        return null;
    }

    // sort data in numerical order, since this is expected
    // by the matrices function
    data = data.slice().sort(function (a, b) {
        return a - b;
    });

    // get our basic matrices
    var matrices = jenksMatrices(data, nClasses);
    // we only need lower class limits here
    var lowerClassLimits = matrices.lowerClassLimits;

    // extract nClasses out of the computed matrices
    return jenksBreaks(data, lowerClassLimits, nClasses);
}

/**
 * [Simple linear regression](http://en.wikipedia.org/wiki/Simple_linear_regression)
 * is a simple way to find a fitted line
 * between a set of coordinates. This algorithm finds the slope and y-intercept of a regression line
 * using the least sum of squares.
 *
 * @param {Array<Array<number>>} data an array of two-element of arrays,
 * like `[[0, 1], [2, 3]]`
 * @returns {Object} object containing slope and intersect of regression line
 * @example
 * linearRegression([[0, 0], [1, 1]]); // => { m: 1, b: 0 }
 */
function linearRegression(data) {
    var m;
    var b;

    // Store data length in a local variable to reduce
    // repeated object property lookups
    var dataLength = data.length;

    //if there's only one point, arbitrarily choose a slope of 0
    //and a y-intercept of whatever the y of the initial point is
    if (dataLength === 1) {
        m = 0;
        b = data[0][1];
    } else {
        // The means of x and y. Centering on them before accumulating the
        // cross products keeps the sums small when the coordinates are not,
        // which is what `weightedLinearRegression` already does.
        var sumX = 0;
        var sumY = 0;
        for (var i = 0; i < dataLength; i++) {
            sumX += data[i][0];
            sumY += data[i][1];
        }
        var meanX = sumX / dataLength;
        var meanY = sumY / dataLength;

        var sumXY = 0;
        var sumXX = 0;
        for (var i$1 = 0; i$1 < dataLength; i$1++) {
            var deviationX = data[i$1][0] - meanX;
            sumXY += deviationX * (data[i$1][1] - meanY);
            sumXX += deviationX * deviationX;
        }

        // `m` is the slope of the regression line, `b` its y-intercept.
        m = sumXY / sumXX;
        b = meanY - m * meanX;
    }

    // Return both values as an object.
    return {
        m: m,
        b: b
    };
}

/**
 * Given the output of `linearRegression`: an object
 * with `m` and `b` values indicating slope and intercept,
 * respectively, generate a line function that translates
 * x values into y values.
 *
 * @param {Object} mb object with `m` and `b` members, representing
 * slope and intersect of desired line
 * @returns {Function} method that computes y-value at any given
 * x-value on the line.
 * @example
 * var l = linearRegressionLine(linearRegression([[0, 0], [1, 1]]));
 * l(0) // = 0
 * l(2) // = 2
 * linearRegressionLine({ b: 0, m: 1 })(1); // => 1
 * linearRegressionLine({ b: 1, m: 1 })(1); // => 2
 */
function linearRegressionLine(mb /*: { b: number, m: number }*/) {
    // Return a function that computes a `y` value for each
    // x value it is given, based on the values of `b` and `a`
    // that we just computed.
    return function (x) {
        return mb.b + mb.m * x;
    };
}

/**
 * The [log average](https://en.wikipedia.org/wiki/https://en.wikipedia.org/wiki/Geometric_mean#Relationship_with_logarithms)
 * is an equivalent way of computing the geometric mean of an array suitable for large or small products.
 *
 * It's found by calculating the average logarithm of the elements and exponentiating.
 *
 * @param {Array<number>} x sample of one or more data points
 * @returns {number} geometric mean
 * @throws {Error} if x is empty
 * @throws {Error} if x contains a negative number
 */
function logAverage(x) {
    if (x.length === 0) {
        throw new Error("logAverage requires at least one data point");
    }

    var value = 0;
    for (var i = 0; i < x.length; i++) {
        if (x[i] < 0) {
            throw new Error(
                "logAverage requires only non-negative numbers as input"
            );
        }
        value += Math.log(x[i]);
    }

    return Math.exp(value / x.length);
}

/**
 * The maximum is the highest number in the array. With a sorted array,
 * the last element in the array is always the largest, so this calculation
 * can be done in one step, or constant time.
 *
 * @param {Array<number>} x input
 * @returns {number} maximum value
 * @example
 * maxSorted([-100, -10, 1, 2, 5]); // => 5
 */
function maxSorted(x) {
    return x[x.length - 1];
}

/**
 * The simple [sum](https://en.wikipedia.org/wiki/Summation) of an array
 * is the result of adding all numbers together, starting from zero.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x input
 * @return {number} sum of all input numbers
 * @example
 * sumSimple([1, 2, 3]); // => 6
 */
function sumSimple(x) {
    var value = 0;
    for (var i = 0; i < x.length; i++) {
        if (typeof x[i] !== "number") {
            return Number.NaN;
        }
        value += x[i];
    }
    return value;
}

/**
 * The mean, _also known as average_,
 * is the sum of all values over the number of values.
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * The simple mean uses the successive addition method internally
 * to calculate it's result. Errors in floating-point addition are
 * not accounted for, so if precision is required, the standard {@link mean}
 * method should be used instead.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 *
 * @param {Array<number>} x sample of one or more data points
 * @throws {Error} if the length of x is less than one
 * @returns {number} mean
 * @example
 * mean([0, 10]); // => 5
 */
function meanSimple(x) {
    if (x.length === 0) {
        throw new Error("meanSimple requires at least one data point");
    }

    return sumSimple(x) / x.length;
}

/**
 * The [median](http://en.wikipedia.org/wiki/Median) is
 * the middle number of a list. This is often a good indicator of 'the middle'
 * when there are outliers that skew the `mean()` value.
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * The median isn't necessarily one of the elements in the list: the value
 * can be the average of two elements if the list has an even length
 * and the two central values are different.
 *
 * @param {Array<number>} x input
 * @returns {number} median value
 * @example
 * median([10, 2, 5, 100, 2, 1]); // => 3.5
 */
function simple_statistics_median(x) {
    return +quantile(x, 0.5);
}

/**
 * The [Median Absolute Deviation](http://en.wikipedia.org/wiki/Median_absolute_deviation) is
 * a robust measure of statistical
 * dispersion. It is more resilient to outliers than the standard deviation.
 *
 * @param {Array<number>} x input array
 * @returns {number} median absolute deviation
 * @example
 * medianAbsoluteDeviation([1, 1, 2, 2, 4, 6, 9]); // => 1
 */
function medianAbsoluteDeviation(x) {
    var medianValue = simple_statistics_median(x);
    var medianAbsoluteDeviations = [];

    // Make a list of absolute deviations from the median
    for (var i = 0; i < x.length; i++) {
        medianAbsoluteDeviations.push(Math.abs(x[i] - medianValue));
    }

    // Find the median value of that list
    return simple_statistics_median(medianAbsoluteDeviations);
}

/**
 * The [median](http://en.wikipedia.org/wiki/Median) is
 * the middle number of a list. This is often a good indicator of 'the middle'
 * when there are outliers that skew the `mean()` value.
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * The median isn't necessarily one of the elements in the list: the value
 * can be the average of two elements if the list has an even length
 * and the two central values are different.
 *
 * @param {Array<number>} sorted input
 * @returns {number} median value
 * @example
 * medianSorted([10, 2, 5, 100, 2, 1]); // => 52.5
 */
function medianSorted(sorted) {
    return quantileSorted(sorted, 0.5);
}

/**
 * The minimum is the lowest number in the array. With a sorted array,
 * the first element in the array is always the smallest, so this calculation
 * can be done in one step, or constant time.
 *
 * @param {Array<number>} x input
 * @returns {number} minimum value
 * @example
 * minSorted([-100, -10, 1, 2, 5]); // => -100
 */
function minSorted(x) {
    return x[0];
}

/**
 * The [mode](https://en.wikipedia.org/wiki/Mode_%28statistics%29) is the number
 * that appears in a list the highest number of times.
 * There can be multiple modes in a list. This algorithm expects sorted input,
 * so equal values are adjacent and a tie resolves to the smallest of the tied
 * values. `modeFast` breaks ties differently, returning whichever tied value
 * reaches the highest count first.
 *
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * This runs in `O(n)` because the input is sorted.
 *
 * @param {Array<number>} sorted a sample of one or more data points
 * @returns {number} mode
 * @throws {Error} if sorted is empty
 * @example
 * modeSorted([0, 0, 1]); // => 0
 */
function modeSorted(sorted) {
    // Handle edge cases:
    // The mode of an empty list is undefined
    if (sorted.length === 0) {
        throw new Error("mode requires at least one data point");
    }
    if (sorted.length === 1) {
        return sorted[0];
    }

    // This assumes it is dealing with an array of size > 1, since size
    // 0 and 1 are handled immediately. Hence it starts at index 1 in the
    // array.
    var last = sorted[0];
    // store the mode as we find new modes
    var value = Number.NaN;
    // store how many times we've seen the mode
    var maxSeen = 0;
    // how many times the current candidate for the mode
    // has been seen
    var seenThis = 1;

    // end at sorted.length + 1 to fix the case in which the mode is
    // the highest number that occurs in the sequence. the last iteration
    // compares sorted[i], which is undefined, to the highest number
    // in the series
    for (var i = 1; i < sorted.length + 1; i++) {
        // we're seeing a new number pass by
        if (sorted[i] !== last) {
            // the last number is the new mode since we saw it more
            // often than the old one
            if (seenThis > maxSeen) {
                maxSeen = seenThis;
                value = last;
            }
            seenThis = 1;
            last = sorted[i];
            // if this isn't a new number, it's one more occurrence of
            // the potential mode
        } else {
            seenThis++;
        }
    }
    return value;
}

/**
 * The [mode](https://en.wikipedia.org/wiki/Mode_%28statistics%29) is the number
 * that appears in a list the highest number of times.
 * There can be multiple modes in a list. This algorithm sorts its input, so a
 * tie resolves to the smallest of the tied values regardless of the order they
 * appeared in. `modeFast` breaks ties differently, returning whichever tied
 * value reaches the highest count first.
 *
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * This runs in `O(n log(n))` because it needs to sort the array internally
 * before running an `O(n)` search to find the mode.
 *
 * @param {Array<number>} x input
 * @returns {number} mode
 * @example
 * mode([0, 0, 1]); // => 0
 */
function mode(x) {
    // Sorting the array lets us iterate through it below and be sure
    // that every time we see a new number it's new and we'll never
    // see the same number twice
    return modeSorted(numericSort(x));
}

/* globals Map: false */

/**
 * The [mode](https://en.wikipedia.org/wiki/Mode_%28statistics%29) is the number
 * that appears in a list the highest number of times.
 * There can be multiple modes in a list. This algorithm walks the input in
 * order, so a tie resolves to whichever tied value reaches the highest count
 * first. `mode` and `modeSorted` break ties differently, returning the
 * smallest of the tied values.
 *
 * modeFast uses a Map object to keep track of the mode, instead of the approach
 * used with `mode`, a sorted array. As a result, it is faster
 * than `mode` and supports any data type that can be compared with `==`.
 * It also requires a
 * [JavaScript environment with support for Map](https://kangax.github.io/compat-table/es6/#test-Map),
 * and will throw an error if Map is not available.
 *
 * This is a [measure of central tendency](https://en.wikipedia.org/wiki/Central_tendency):
 * a method of finding a typical or central value of a set of numbers.
 *
 * @param {Array<*>} x a sample of one or more data points
 * @returns {?*} mode
 * @throws {ReferenceError} if the JavaScript environment doesn't support Map
 * @throws {Error} if x is empty
 * @example
 * modeFast(['rabbits', 'rabbits', 'squirrels']); // => 'rabbits'
 */
function modeFast(x) {
    // This index will reflect the incidence of different values, indexing
    // them like
    // { value: count }
    var index = new Map();

    // A running `mode` and the number of times it has been encountered.
    var mode;
    var modeCount = 0;

    for (var i = 0; i < x.length; i++) {
        var newCount = index.get(x[i]);
        if (newCount === undefined) {
            newCount = 1;
        } else {
            newCount++;
        }
        if (newCount > modeCount) {
            mode = x[i];
            modeCount = newCount;
        }
        index.set(x[i], newCount);
    }

    if (modeCount === 0) {
        throw new Error("mode requires at last one data point");
    }

    return mode;
}

/**
 * Implementation of [Heap's Algorithm](https://en.wikipedia.org/wiki/Heap%27s_algorithm)
 * for generating permutations.
 *
 * @param {Array} elements any type of data
 * @returns {Array<Array>} array of permutations
 */
function permutationsHeap(elements) {
    var indexes = new Array(elements.length);
    var permutations = [elements.slice()];

    for (var i = 0; i < elements.length; i++) {
        indexes[i] = 0;
    }

    for (var i$1 = 0; i$1 < elements.length; ) {
        if (indexes[i$1] < i$1) {
            // At odd indexes, swap from indexes[i] instead
            // of from the beginning of the array
            var swapFrom = 0;
            if (i$1 % 2 !== 0) {
                swapFrom = indexes[i$1];
            }

            // swap between swapFrom and i, using
            // a temporary variable as storage.
            var temp = elements[swapFrom];
            elements[swapFrom] = elements[i$1];
            elements[i$1] = temp;

            permutations.push(elements.slice());
            indexes[i$1]++;
            i$1 = 0;
        } else {
            indexes[i$1] = 0;
            i$1++;
        }
    }

    return permutations;
}

/**
 * The [product](https://en.wikipedia.org/wiki/Product_(mathematics)) of an array
 * is the result of multiplying all numbers together, starting using one as the multiplicative identity.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x input
 * @return {number} product of all input numbers
 * @example
 * product([1, 2, 3, 4]); // => 24
 */
function product(x) {
    var value = 1;
    for (var i = 0; i < x.length; i++) {
        value *= x[i];
    }
    return value;
}

/* eslint no-bitwise: 0 */

/**
 * This function returns the quantile in which one would find the given value in
 * the given array. With a sorted array, leveraging binary search, we can find
 * this information in logarithmic time.
 *
 * @param {Array<number>} x input
 * @param {number} value the value for which to find the quantile rank
 * @returns {number} the quantile rank
 * @example
 * quantileRankSorted([1, 2, 3, 4], 3); // => 0.75
 * quantileRankSorted([1, 2, 3, 3, 4], 3); // => 0.7
 * quantileRankSorted([1, 2, 3, 4], 6); // => 1
 * quantileRankSorted([1, 2, 3, 3, 5], 4); // => 0.8
 */
function quantileRankSorted(x, value) {
    // Value is lesser than any value in the array
    if (value < x[0]) {
        return 0;
    }

    // Value is greater than any value in the array
    if (value > x[x.length - 1]) {
        return 1;
    }

    var l = lowerBound(x, value);

    // Value is not in the array
    if (x[l] !== value) {
        return l / x.length;
    }

    l++;

    var u = upperBound(x, value);

    // The value exists only once in the array
    if (u === l) {
        return l / x.length;
    }

    // Here, we are basically computing the mean of the range of indices
    // containing our searched value. But, instead, of initializing an
    // array and looping over it, there is a dedicated math formula that
    // we apply below to get the result.
    var r = u - l + 1;
    var sum = (r * (u + l)) / 2;
    var mean = sum / r;

    return mean / x.length;
}

function lowerBound(x, value) {
    var mid = 0;
    var lo = 0;
    var hi = x.length;

    while (lo < hi) {
        mid = (lo + hi) >>> 1;

        if (value <= x[mid]) {
            hi = mid;
        } else {
            lo = -~mid;
        }
    }

    return lo;
}

function upperBound(x, value) {
    var mid = 0;
    var lo = 0;
    var hi = x.length;

    while (lo < hi) {
        mid = (lo + hi) >>> 1;

        if (value >= x[mid]) {
            lo = -~mid;
        } else {
            hi = mid;
        }
    }

    return lo;
}

/**
 * This function returns the quantile in which one would find the given value in
 * the given array. It will copy and sort your array before each run, so
 * if you know your array is already sorted, you should use `quantileRankSorted`
 * instead.
 *
 * @param {Array<number>} x input
 * @param {number} value the value for which to find the quantile rank
 * @returns {number} the quantile rank
 * @example
 * quantileRank([4, 3, 1, 2], 3); // => 0.75
 * quantileRank([4, 3, 2, 3, 1], 3); // => 0.7
 * quantileRank([2, 4, 1, 3], 6); // => 1
 * quantileRank([5, 3, 1, 2, 3], 4); // => 0.8
 */
function quantileRank(x, value) {
    // Cloning and sorting the array
    var sortedCopy = numericSort(x);

    return quantileRankSorted(sortedCopy, value);
}

/**
 * The [R Squared](http://en.wikipedia.org/wiki/Coefficient_of_determination)
 * value of data compared with a function `f`
 * is the sum of the squared differences between the prediction
 * and the actual value.
 *
 * @param {Array<Array<number>>} x input data: this should be doubly-nested
 * @param {Function} func function called on `[i][0]` values within the dataset
 * @returns {number} r-squared value
 * @example
 * var samples = [[0, 0], [1, 1]];
 * var regressionLine = linearRegressionLine(linearRegression(samples));
 * rSquared(samples, regressionLine); // = 1 this line is a perfect fit
 */
function rSquared(x, func) {
    if (x.length < 2) {
        return 1;
    }

    // Compute the average y value for the actual
    // data set in order to compute the
    // _total sum of squares_
    var sum = 0;
    for (var i = 0; i < x.length; i++) {
        sum += x[i][1];
    }
    var average = sum / x.length;

    // Compute the total sum of squares - the
    // squared difference between each point
    // and the average of all points.
    var sumOfSquares = 0;
    for (var j = 0; j < x.length; j++) {
        sumOfSquares += Math.pow(average - x[j][1], 2);
    }

    // Finally estimate the error: the squared
    // difference between the estimate and the actual data
    // value at each point.
    var err = 0;
    for (var k = 0; k < x.length; k++) {
        err += Math.pow(x[k][1] - func(x[k][0]), 2);
    }

    // As the error grows larger, its ratio to the
    // sum of squares increases and the r squared
    // value grows lower.
    return 1 - err / sumOfSquares;
}

/**
 * The Root Mean Square (RMS) is
 * a mean function used as a measure of the magnitude of a set
 * of numbers, regardless of their sign.
 * This is the square root of the mean of the squares of the
 * input numbers.
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x a sample of one or more data points
 * @returns {number} root mean square
 * @throws {Error} if x is empty
 * @example
 * rootMeanSquare([-1, 1, -1, 1]); // => 1
 */
function rootMeanSquare(x) {
    if (x.length === 0) {
        throw new Error("rootMeanSquare requires at least one data point");
    }

    var sumOfSquares = 0;
    for (var i = 0; i < x.length; i++) {
        sumOfSquares += Math.pow(x[i], 2);
    }

    return Math.sqrt(sumOfSquares / x.length);
}

/**
 * A [Fisher-Yates shuffle](http://en.wikipedia.org/wiki/Fisher%E2%80%93Yates_shuffle)
 * in-place - which means that it **will change the order of the original
 * array by reference**.
 *
 * This is an algorithm that generates a random [permutation](https://en.wikipedia.org/wiki/Permutation)
 * of a set.
 *
 * @param {Array} x sample of one or more numbers
 * @param {Function} [randomSource=Math.random] an optional entropy source that
 * returns numbers between 0 inclusive and 1 exclusive: the range [0, 1)
 * @returns {Array} x
 * @example
 * var x = [1, 2, 3, 4];
 * shuffleInPlace(x);
 * // x is shuffled to a value like [2, 1, 4, 3]
 */
function shuffleInPlace(x, randomSource) {
    // a custom random number source can be provided if you want to use
    // a fixed seed or another random number generator, like
    // [random-js](https://www.npmjs.org/package/random-js)
    randomSource = randomSource || Math.random;

    // store the current length of the x to determine
    // when no elements remain to shuffle.
    var length = x.length;

    // temporary is used to hold an item when it is being
    // swapped between indices.
    var temporary;

    // The index to swap at each stage.
    var index;

    // While there are still items to shuffle
    while (length > 0) {
        // choose a random index within the subset of the array
        // that is not yet shuffled
        index = Math.floor(randomSource() * length--);

        // store the value that we'll move temporarily
        temporary = x[length];

        // swap the value at `x[length]` with `x[index]`
        x[length] = x[index];
        x[index] = temporary;
    }

    return x;
}

/**
 * A [Fisher-Yates shuffle](http://en.wikipedia.org/wiki/Fisher%E2%80%93Yates_shuffle)
 * is a fast way to create a random permutation of a finite set. This is
 * a function around `shuffle_in_place` that adds the guarantee that
 * it will not modify its input.
 *
 * @param {Array} x sample of 0 or more numbers
 * @param {Function} [randomSource=Math.random] an optional entropy source that
 * returns numbers between 0 inclusive and 1 exclusive: the range [0, 1)
 * @return {Array} shuffled version of input
 * @example
 * var shuffled = shuffle([1, 2, 3, 4]);
 * shuffled; // = [2, 3, 1, 4] or any other random permutation
 */
function shuffle(x, randomSource) {
    // slice the original array so that it is not modified
    var sample = x.slice();

    // and then shuffle that shallow-copied array, in place
    return shuffleInPlace(sample, randomSource);
}

/**
 * Create a [simple random sample](http://en.wikipedia.org/wiki/Simple_random_sample)
 * from a given array of `n` elements.
 *
 * The sampled values will be in any order, not necessarily the order
 * they appear in the input.
 *
 * @param {Array<any>} x input array. can contain any type
 * @param {number} n count of how many elements to take
 * @param {Function} [randomSource=Math.random] an optional entropy source that
 * returns numbers between 0 inclusive and 1 exclusive: the range [0, 1)
 * @return {Array} subset of n elements in original array
 *
 * @example
 * var values = [1, 2, 4, 5, 6, 7, 8, 9];
 * sample(values, 3); // returns 3 random values, like [2, 5, 8];
 */
function sample(x, n, randomSource) {
    // shuffle the original array using a fisher-yates shuffle
    var shuffled = shuffle(x, randomSource);

    // and then return a subset of it - the first `n` elements.
    return shuffled.slice(0, n);
}

/**
 * [Sample covariance](https://en.wikipedia.org/wiki/Sample_mean_and_covariance) of two datasets:
 * how much do the two datasets move together?
 * x and y are two datasets, represented as arrays of numbers.
 *
 * @param {Array<number>} x a sample of two or more data points
 * @param {Array<number>} y a sample of two or more data points
 * @throws {Error} if x and y do not have equal lengths
 * @throws {Error} if x or y have length of one or less
 * @returns {number} sample covariance
 * @example
 * sampleCovariance([1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1]); // => -3.5
 */
function sampleCovariance(x, y) {
    // The two datasets must have the same length which must be more than 1
    if (x.length !== y.length) {
        throw new Error("sampleCovariance requires samples with equal lengths");
    }

    if (x.length < 2) {
        throw new Error(
            "sampleCovariance requires at least two data points in each sample"
        );
    }

    // determine the mean of each dataset so that we can judge each
    // value of the dataset fairly as the difference from the mean. this
    // way, if one dataset is [1, 2, 3] and [2, 3, 4], their covariance
    // does not suffer because of the difference in absolute values
    var xmean = simple_statistics_mean(x);
    var ymean = simple_statistics_mean(y);
    var sum = 0;

    // for each pair of values, the covariance increases when their
    // difference from the mean is associated - if both are well above
    // or if both are well below
    // the mean, the covariance increases significantly.
    for (var i = 0; i < x.length; i++) {
        sum += (x[i] - xmean) * (y[i] - ymean);
    }

    // this is Bessels' Correction: an adjustment made to sample statistics
    // that allows for the reduced degree of freedom entailed in calculating
    // values from samples rather than complete populations.
    var besselsCorrection = x.length - 1;

    // the covariance is weighted by the length of the datasets.
    return sum / besselsCorrection;
}

/**
 * The [correlation](http://en.wikipedia.org/wiki/Correlation_and_dependence) is
 * a measure of how correlated two datasets are, between -1 and 1
 *
 * @param {Array<number>} x first input
 * @param {Array<number>} y second input
 * @returns {number} sample correlation
 * @example
 * sampleCorrelation([1, 2, 3, 4, 5, 6], [2, 2, 3, 4, 5, 60]).toFixed(2);
 * // => '0.69'
 */
function sampleCorrelation(x, y) {
    var cov = sampleCovariance(x, y);
    var xstd = sampleStandardDeviation(x);
    var ystd = sampleStandardDeviation(y);

    return cov / xstd / ystd;
}

/**
 * [Kurtosis](http://en.wikipedia.org/wiki/Kurtosis) is
 * a measure of the heaviness of a distribution's tails relative to its
 * variance. The kurtosis value can be positive or negative, or even undefined.
 *
 * Implementation is based on Fisher's excess kurtosis definition and uses
 * unbiased moment estimators. This is the version found in Excel and available
 * in several statistical packages, including SAS and SciPy.
 *
 * @param {Array<number>} x a sample of 4 or more data points
 * @returns {number} sample kurtosis
 * @throws {Error} if x has length less than 4
 * @example
 * sampleKurtosis([1, 2, 2, 3, 5]); // => 1.4555765595463122
 */
function sampleKurtosis(x) {
    var n = x.length;

    if (n < 4) {
        throw new Error("sampleKurtosis requires at least four data points");
    }

    var meanValue = simple_statistics_mean(x);
    var tempValue;
    var secondCentralMoment = 0;
    var fourthCentralMoment = 0;

    for (var i = 0; i < n; i++) {
        tempValue = x[i] - meanValue;
        secondCentralMoment += tempValue * tempValue;
        fourthCentralMoment += tempValue * tempValue * tempValue * tempValue;
    }

    return (
        ((n - 1) / ((n - 2) * (n - 3))) *
        ((n * (n + 1) * fourthCentralMoment) /
            (secondCentralMoment * secondCentralMoment) -
            3 * (n - 1))
    );
}

/**
 * Rank values, giving tied values the average of the ranks they span.
 *
 * Spearman's rho is defined on these midranks. Assigning tied values
 * distinct consecutive ranks instead would make the rank of a value depend
 * on where it happens to sit in the input array, and therefore make the
 * correlation depend on the order the pairs are listed in.
 *
 * @private
 * @param {Array<number>} values input
 * @returns {Array<number>} ranks, in the order of the input
 */
function midranks(values) {
    var order = values
        .map(function (value, index) { return [value, index]; })
        .sort(function (a, b) { return a[0] - b[0]; });

    var ranks = Array(values.length);
    var i = 0;
    while (i < order.length) {
        // Extend j across every value tied with the one at i.
        var j = i;
        while (j + 1 < order.length && order[j + 1][0] === order[i][0]) {
            j++;
        }
        var rank = (i + j) / 2;
        for (var k = i; k <= j; k++) {
            ranks[order[k][1]] = rank;
        }
        i = j + 1;
    }
    return ranks;
}

/**
 * The [rank correlation](https://en.wikipedia.org/wiki/Rank_correlation) is
 * a measure of the strength of monotonic relationship between two arrays
 *
 * Tied values share the average of the ranks they span, so the result
 * depends only on the paired data and not on the order the pairs are given
 * in. When either input has no rank variance the correlation is undefined
 * and the result is `NaN`.
 *
 * @param {Array<number>} x first input
 * @param {Array<number>} y second input
 * @returns {number} sample rank correlation
 * @example
 * sampleRankCorrelation([1, 2, 3, 4, 5], [1, 4, 9, 16, 25]);
 * // => 1
 */
function sampleRankCorrelation(x, y) {
    return sampleCorrelation(midranks(x), midranks(y));
}

/**
 * [Skewness](http://en.wikipedia.org/wiki/Skewness) is
 * a measure of the extent to which a probability distribution of a
 * real-valued random variable "leans" to one side of the mean.
 * The skewness value can be positive or negative, or even undefined.
 *
 * Implementation is based on the adjusted Fisher-Pearson standardized
 * moment coefficient, which is the version found in Excel and several
 * statistical packages including Minitab, SAS and SPSS.
 *
 * Pass `biased` to opt into the biased coefficient instead, which is the
 * population moment ratio `m3 / m2^(3/2)`. That is what R reports and what
 * scipy returns by default; the adjusted coefficient above is scipy's
 * `bias=False`. The two differ by a factor of `sqrt(n * (n - 1)) / (n - 2)`.
 *
 * @since 4.1.0
 * @param {Array<number>} x a sample of 3 or more data points
 * @param {boolean} [biased=false] if true, return the biased coefficient
 * @returns {number} sample skewness
 * @throws {Error} if x has length less than 3
 * @example
 * sampleSkewness([2, 4, 6, 3, 1]); // => 0.590128656384365
 * sampleSkewness([2, 4, 6, 3, 1], true); // => 0.3958703373438167
 */
function sampleSkewness(x, biased) {
    if ( biased === void 0 ) biased = false;

    if (x.length < 3) {
        throw new Error("sampleSkewness requires at least three data points");
    }

    var meanValue = simple_statistics_mean(x);
    var tempValue;
    var sumSquaredDeviations = 0;
    var sumCubedDeviations = 0;

    for (var i = 0; i < x.length; i++) {
        tempValue = x[i] - meanValue;
        sumSquaredDeviations += tempValue * tempValue;
        sumCubedDeviations += tempValue * tempValue * tempValue;
    }

    var n = x.length;

    if (biased) {
        // The population moments, without Bessel's correction: the biased
        // coefficient is the third central moment over the second raised
        // to three halves.
        var secondCentralMoment = sumSquaredDeviations / n;
        var thirdCentralMoment = sumCubedDeviations / n;

        return thirdCentralMoment / Math.pow(secondCentralMoment, 3 / 2);
    }

    // this is Bessels' Correction: an adjustment made to sample statistics
    // that allows for the reduced degree of freedom entailed in calculating
    // values from samples rather than complete populations.
    var besselsCorrection = x.length - 1;

    // Find the mean value of that list
    var theSampleStandardDeviation = Math.sqrt(
        sumSquaredDeviations / besselsCorrection
    );

    var cubedS = Math.pow(theSampleStandardDeviation, 3);

    return (n * sumCubedDeviations) / ((n - 1) * (n - 2) * cubedS);
}

/**
 * Sampling with replacement is a type of sampling that allows the same
 * item to be picked out of a population more than once.
 *
 * @param {Array<*>} x an array of any kind of value
 * @param {number} n count of how many elements to take
 * @param {Function} [randomSource=Math.random] an optional entropy source that
 * returns numbers between 0 inclusive and 1 exclusive: the range [0, 1)
 * @return {Array} n sampled items from the population
 * @example
 * var values = [1, 2, 3, 4];
 * sampleWithReplacement(values, 2); // returns 2 random values, like [2, 4];
 */
function sampleWithReplacement(x, n, randomSource) {
    if (x.length === 0) {
        return [];
    }

    // a custom random number source can be provided if you want to use
    // a fixed seed or another random number generator, like
    // [random-js](https://www.npmjs.org/package/random-js)
    randomSource = randomSource || Math.random;

    var length = x.length;
    var sample = [];

    for (var i = 0; i < n; i++) {
        var index = Math.floor(randomSource() * length);

        sample.push(x[index]);
    }

    return sample;
}

/**
 * The [root mean square](https://en.wikipedia.org/wiki/Root_mean_square)
 * computed by scaling, which is an equivalent way of computing
 * `rootMeanSquare` suitable for values whose squares leave floating point
 * range.
 *
 * `rootMeanSquare` sums the squares directly, so it returns `Infinity` once
 * a value exceeds about 1e154 and `0` once every value falls below about
 * 1e-162. This function divides through by the largest magnitude first, so
 * the squares it sums are all at most one.
 *
 * It runs in `O(n)`, linear time, with respect to the length of the array,
 * in two passes rather than one.
 *
 * @param {Array<number>} x a sample of one or more data points
 * @returns {number} root mean square
 * @throws {Error} if x is empty
 * @example
 * scaledRootMeanSquare([-1, 1, -1, 1]); // => 1
 * scaledRootMeanSquare([1e200, 2e200, 3e200]); // => 2.1602468994692866e+200
 */
function scaledRootMeanSquare(x) {
    if (x.length === 0) {
        throw new Error(
            "scaledRootMeanSquare requires at least one data point"
        );
    }

    var max = 0;
    for (var i = 0; i < x.length; i++) {
        var magnitude = Math.abs(x[i]);
        max = Math.max(max, magnitude);
    }

    // Every value is zero, and the division below would be 0 / 0.
    if (max === 0) {
        return 0;
    }

    // An infinite or missing largest value cannot be scaled away, and
    // dividing by it would turn the result into NaN. Report it as
    // `rootMeanSquare` does.
    if (!Number.isFinite(max)) {
        return max;
    }

    var sumOfSquares = 0;
    for (var i$1 = 0; i$1 < x.length; i$1++) {
        var scaled = x[i$1] / max;
        sumOfSquares += scaled * scaled;
    }

    return max * Math.sqrt(sumOfSquares / x.length);
}

/**
 * The [variance](http://en.wikipedia.org/wiki/Variance)
 * is the sum of squared deviations from the mean.
 *
 * This is an implementation of variance, not sample variance:
 * see the `sampleVariance` method if you want a sample measure.
 *
 * @param {Array<number>} x a population of one or more data points
 * @returns {number} variance: a value greater than or equal to zero.
 * zero indicates that all values are identical.
 * @throws {Error} if x's length is 0
 * @example
 * variance([1, 2, 3, 4, 5, 6]); // => 2.9166666666666665
 */
function variance(x) {
    if (x.length === 0) {
        throw new Error("variance requires at least one data point");
    }

    // Find the mean of squared deviations between the
    // mean value and each value.
    return sumNthPowerDeviations(x, 2) / x.length;
}

/**
 * The [standard deviation](http://en.wikipedia.org/wiki/Standard_deviation)
 * is the square root of the variance. This is also known as the population
 * standard deviation. It's useful for measuring the amount
 * of variation or dispersion in a set of values.
 *
 * Standard deviation is only appropriate for full-population knowledge: for
 * samples of a population, {@link sampleStandardDeviation} is
 * more appropriate.
 *
 * @param {Array<number>} x input
 * @returns {number} standard deviation
 * @example
 * variance([2, 4, 4, 4, 5, 5, 7, 9]); // => 4
 * standardDeviation([2, 4, 4, 4, 5, 5, 7, 9]); // => 2
 */
function standardDeviation(x) {
    if (x.length === 1) {
        return 0;
    }
    var v = variance(x);
    return Math.sqrt(v);
}

/**
 * When removing a value from a list, one does not have to necessary
 * recompute the mean of the list in linear time. They can instead use
 * this function to compute the new mean by providing the current mean,
 * the number of elements in the list that produced it and the value to remove.
 *
 * @since 3.0.0
 * @param {number} mean current mean
 * @param {number} n number of items in the list
 * @param {number} value the value to remove
 * @returns {number} the new mean
 *
 * @example
 * subtractFromMean(20.5, 6, 53); // => 14
 */
function subtractFromMean(mean, n, value) {
    return (mean * n - value) / (n - 1);
}

/**
 * This is to compute [a one-sample t-test](https://en.wikipedia.org/wiki/Student%27s_t-test#One-sample_t-test), comparing the mean
 * of a sample to a known value, x.
 *
 * in this case, we're trying to determine whether the
 * population mean is equal to the value that we know, which is `x`
 * here. Usually the results here are used to look up a
 * [p-value](http://en.wikipedia.org/wiki/P-value), which, for
 * a certain level of significance, will let you determine that the
 * null hypothesis can or cannot be rejected.
 *
 * @param {Array<number>} x sample of one or more numbers
 * @param {number} expectedValue expected value of the population mean
 * @returns {number} value
 * @example
 * tTest([1, 2, 3, 4, 5, 6], 3.385).toFixed(2); // => '0.16'
 */
function tTest(x, expectedValue) {
    // The mean of the sample
    var sampleMean = simple_statistics_mean(x);

    // The standard deviation of the sample
    var sd = standardDeviation(x);

    // Square root the length of the sample
    var rootN = Math.sqrt(x.length);

    // returning the t value
    return (sampleMean - expectedValue) / (sd / rootN);
}

/**
 * This is to compute [two sample t-test](http://en.wikipedia.org/wiki/Student's_t-test).
 * Tests whether "mean(X)-mean(Y) = difference", (
 * in the most common case, we often have `difference == 0` to test if two samples
 * are likely to be taken from populations with the same mean value) with
 * no prior knowledge on standard deviations of both samples
 * other than the fact that they have the same standard deviation.
 *
 * Usually the results here are used to look up a
 * [p-value](http://en.wikipedia.org/wiki/P-value), which, for
 * a certain level of significance, will let you determine that the
 * null hypothesis can or cannot be rejected.
 *
 * `diff` can be omitted if it equals 0.
 *
 * [This is used to reject](https://en.wikipedia.org/wiki/Exclusion_of_the_null_hypothesis)
 * a null hypothesis that the two populations that have been sampled into
 * `sampleX` and `sampleY` are equal to each other.
 *
 * @param {Array<number>} sampleX a sample as an array of numbers
 * @param {Array<number>} sampleY a sample as an array of numbers
 * @param {number} [difference=0]
 * @returns {number|null} test result
 *
 * @example
 * tTestTwoSample([1, 2, 3, 4], [3, 4, 5, 6], 0); // => -2.1908902300206643
 */
function tTestTwoSample(sampleX, sampleY, difference) {
    var n = sampleX.length;
    var m = sampleY.length;

    // If either sample doesn't actually have any values, we can't
    // compute this at all, so we return `null`.
    if (!n || !m) {
        return null;
    }

    // default difference (mu) is zero
    if (!difference) {
        difference = 0;
    }

    var meanX = simple_statistics_mean(sampleX);
    var meanY = simple_statistics_mean(sampleY);
    var sampleVarianceX = sampleVariance(sampleX);
    var sampleVarianceY = sampleVariance(sampleY);

    if (
        typeof meanX === "number" &&
        typeof meanY === "number" &&
        typeof sampleVarianceX === "number" &&
        typeof sampleVarianceY === "number"
    ) {
        var weightedVariance =
            ((n - 1) * sampleVarianceX + (m - 1) * sampleVarianceY) /
            (n + m - 2);

        return (
            (meanX - meanY - difference) /
            Math.sqrt(weightedVariance * (1 / n + 1 / m))
        );
    }
}

/**
 * Validate values and weights for weighted statistics and return the total
 * weight.
 *
 * @param {Array<number>} x input values
 * @param {Array<number>} weights weights for each input value
 * @param {string} name function name for error messages
 * @returns {number} total weight
 * @private
 */
function validateWeightedInput(x, weights, name) {
    if (x.length === 0) {
        throw new Error((name + " requires at least one data point"));
    }

    if (x.length !== weights.length) {
        throw new Error(
            (name + " requires values and weights to be the same length")
        );
    }

    var totalWeight = 0;

    for (var i = 0; i < weights.length; i++) {
        if (weights[i] < 0) {
            throw new Error((name + " requires weights to be non-negative"));
        }

        totalWeight += weights[i];
    }

    if (totalWeight === 0) {
        throw new Error((name + " requires at least one positive weight"));
    }

    return totalWeight;
}

/**
 * [Weighted least squares](https://en.wikipedia.org/wiki/Weighted_least_squares)
 * fits a line through a set of coordinates in which some observations count
 * for more than others, which is what R's `lm()` does when given a `weights`
 * argument. `linearRegression` is the special case where every weight is
 * equal.
 *
 * A weight of zero drops its observation from the fit. Weights are relative,
 * so scaling all of them by the same factor leaves the line unchanged.
 *
 * @param {Array<Array<number>>} data an array of two-element arrays,
 * like `[[0, 1], [2, 3]]`
 * @param {Array<number>} weights weight for each coordinate
 * @returns {Object} object containing slope and intersect of regression line
 * @throws {Error} if data is empty, weights is a different length than data,
 * all weights are zero, or a weight is negative
 * @example
 * weightedLinearRegression([[0, 0], [1, 1], [2, 2]], [1, 1, 1]); // => { m: 1, b: 0 }
 */
function weightedLinearRegression(data, weights) {
    var totalWeight = validateWeightedInput(
        data,
        weights,
        "weightedLinearRegression"
    );

    // With one point the slope is unconstrained, so match `linearRegression`
    // and take the horizontal line through it.
    if (data.length === 1) {
        return { m: 0, b: data[0][1] };
    }

    // The weighted means of x and y. Centering on them before accumulating
    // the cross products keeps the sums small when the coordinates are not.
    var sumWeightedX = 0;
    var sumWeightedY = 0;
    for (var i = 0; i < data.length; i++) {
        sumWeightedX += weights[i] * data[i][0];
        sumWeightedY += weights[i] * data[i][1];
    }
    var meanX = sumWeightedX / totalWeight;
    var meanY = sumWeightedY / totalWeight;

    var sumXY = 0;
    var sumXX = 0;
    for (var i$1 = 0; i$1 < data.length; i$1++) {
        var deviationX = data[i$1][0] - meanX;
        sumXY += weights[i$1] * deviationX * (data[i$1][1] - meanY);
        sumXX += weights[i$1] * deviationX * deviationX;
    }

    var m = sumXY / sumXX;

    return { m: m, b: meanY - m * meanX };
}

/**
 * The [weighted mean](https://en.wikipedia.org/wiki/Weighted_arithmetic_mean),
 * _also known as weighted average_, is the sum of each value multiplied by its
 * weight, divided by the total weight.
 *
 * The weighted values are accumulated with the same
 * [Kahan-Babuska](https://pdfs.semanticscholar.org/1760/7d467cda1d0277ad272deb2113533131dc09.pdf)
 * correction that {@link sum} uses, so that terms which cancel do not lose
 * precision. The correction is applied in a single pass, without building an
 * intermediate array.
 *
 * This runs in `O(n)`, linear time, with respect to the length of the array.
 *
 * @param {Array<number>} x sample of one or more data points
 * @param {Array<number>} weights non-negative weights for each data point
 * @throws {Error} if x is empty, weights is a different length than x, all weights are zero, or a weight is negative
 * @returns {number} weighted mean
 * @example
 * weightedMean([80, 90, 100], [1, 1, 2]); // => 92.5
 */
function weightedMean(x, weights) {
    var totalWeight = validateWeightedInput(x, weights, "weightedMean");

    var weightedSum = x[0] * weights[0];
    var correction = 0;
    var transition;
    var value;

    for (var i = 1; i < x.length; i++) {
        value = x[i] * weights[i];
        transition = weightedSum + value;

        if (Math.abs(weightedSum) >= Math.abs(value)) {
            correction += weightedSum - transition + value;
        } else {
            correction += value - transition + weightedSum;
        }

        weightedSum = transition;
    }

    return (weightedSum + correction) / totalWeight;
}

/**
 * The weighted quantile is the value whose cumulative weight reaches the
 * requested probability.
 *
 * This implementation sorts value/weight pairs by value, then returns the
 * first value where cumulative weight is greater than or equal to `p` times the
 * total weight. When p is an array, the result is also an array containing the
 * appropriate weighted quantiles in input order.
 *
 * @param {Array<number>} x sample of one or more data points
 * @param {Array<number>} weights non-negative weights for each data point
 * @param {Array<number> | number} p the desired quantile, as a number between 0 and 1
 * @throws {Error} if x is empty, weights is a different length than x, all weights are zero, a weight is negative, or p is outside of the range from 0 to 1
 * @returns {number} weighted quantile
 * @example
 * weightedQuantile([1, 2, 3], [1, 1, 2], 0.5); // => 2
 */
function weightedQuantile(x, weights, p) {
    var totalWeight = validateWeightedInput(x, weights, "weightedQuantile");
    var sorted = [];

    for (var i = 0; i < x.length; i++) {
        sorted.push([x[i], weights[i]]);
    }

    sorted.sort(compareValue);

    if (Array.isArray(p)) {
        var results = [];

        for (var i$1 = 0; i$1 < p.length; i$1++) {
            results[i$1] = weightedQuantileSorted(sorted, totalWeight, p[i$1]);
        }

        return results;
    }

    return weightedQuantileSorted(sorted, totalWeight, p);
}

function weightedQuantileSorted(sorted, totalWeight, p) {
    if (p < 0 || p > 1) {
        throw new Error("quantiles must be between 0 and 1");
    }

    if (p === 0) {
        return sorted[0][0];
    }

    var threshold = p * totalWeight;
    var cumulativeWeight = 0;

    for (var i = 0; i < sorted.length; i++) {
        cumulativeWeight += sorted[i][1];

        if (cumulativeWeight >= threshold) {
            return sorted[i][0];
        }
    }

    return sorted[sorted.length - 1][0];
}

function compareValue(a, b) {
    return a[0] - b[0];
}

/**
 * The [weighted variance](https://en.wikipedia.org/wiki/Weighted_arithmetic_mean#Weighted_sample_variance)
 * is the average weighted squared deviation from the weighted mean.
 *
 * This is a population weighted variance: see the `variance` method for the
 * unweighted population variance.
 *
 * @param {Array<number>} x population of one or more data points
 * @param {Array<number>} weights non-negative weights for each data point
 * @throws {Error} if x is empty, weights is a different length than x, all weights are zero, or a weight is negative
 * @returns {number} weighted variance
 * @example
 * weightedVariance([2, 4, 4, 4, 5, 5, 7, 9], [1, 1, 1, 1, 1, 1, 1, 1]); // => 4
 */
function weightedVariance(x, weights) {
    var totalWeight = validateWeightedInput(x, weights, "weightedVariance");
    var mean = weightedMean(x, weights);
    var weightedSumSquaredDeviations = 0;

    for (var i = 0; i < x.length; i++) {
        var deviation = x[i] - mean;
        weightedSumSquaredDeviations += weights[i] * deviation * deviation;
    }

    return weightedSumSquaredDeviations / totalWeight;
}

/**
 * The [weighted standard deviation](https://en.wikipedia.org/wiki/Standard_deviation)
 * is the square root of the weighted variance.
 *
 * This is a population weighted standard deviation.
 *
 * @param {Array<number>} x population of one or more data points
 * @param {Array<number>} weights non-negative weights for each data point
 * @throws {Error} if x is empty, weights is a different length than x, all weights are zero, or a weight is negative
 * @returns {number} weighted standard deviation
 * @example
 * weightedStandardDeviation([2, 4, 4, 4, 5, 5, 7, 9], [1, 1, 1, 1, 1, 1, 1, 1]); // => 2
 */
function weightedStandardDeviation(x, weights) {
    return Math.sqrt(weightedVariance(x, weights));
}

/**
 * This function calculates the Wilcoxon rank sum statistic for the first sample
 * with respect to the second. The Wilcoxon rank sum test is a non-parametric
 * alternative to the t-test which is equivalent to the
 * [Mann-Whitney U test](https://en.wikipedia.org/wiki/Mann%E2%80%93Whitney_U_test).
 * The statistic is calculated by pooling all the observations together, ranking them,
 * and then summing the ranks associated with one of the samples. If this rank sum is
 * sufficiently large or small we reject the hypothesis that the two samples come
 * from the same distribution in favor of the alternative that one is shifted with
 * respect to the other.
 *
 * @param {Array<number>} sampleX a sample as an array of numbers
 * @param {Array<number>} sampleY a sample as an array of numbers
 * @returns {number} rank sum for sampleX
 *
 * @example
 * wilcoxonRankSum([1, 4, 8], [9, 12, 15]); // => 6
 */
function wilcoxonRankSum(sampleX, sampleY) {
    if (!sampleX.length || !sampleY.length) {
        throw new Error("Neither sample can be empty");
    }

    var pooledSamples = sampleX
        .map(function (x) { return ({ label: "x", value: x }); })
        .concat(sampleY.map(function (y) { return ({ label: "y", value: y }); }))
        .sort(function (a, b) { return a.value - b.value; });

    for (var rank = 0; rank < pooledSamples.length; rank++) {
        pooledSamples[rank].rank = rank;
    }

    var tiedRanks = [pooledSamples[0].rank];
    for (var i = 1; i < pooledSamples.length; i++) {
        if (pooledSamples[i].value === pooledSamples[i - 1].value) {
            tiedRanks.push(pooledSamples[i].rank);
            if (i === pooledSamples.length - 1) {
                replaceRanksInPlace(pooledSamples, tiedRanks);
            }
        } else {
            if (tiedRanks.length > 1) {
                replaceRanksInPlace(pooledSamples, tiedRanks);
            }
            tiedRanks = [pooledSamples[i].rank];
        }
    }

    function replaceRanksInPlace(pooledSamples, tiedRanks) {
        var average = (tiedRanks[0] + tiedRanks[tiedRanks.length - 1]) / 2;
        for (var i = 0; i < tiedRanks.length; i++) {
            pooledSamples[tiedRanks[i]].rank = average;
        }
    }

    var rankSum = 0;

    for (var i$1 = 0; i$1 < pooledSamples.length; i$1++) {
        var sample = pooledSamples[i$1];
        if (sample.label === "x") {
            rankSum += sample.rank + 1;
        }
    }

    return rankSum;
}

/**
 * We use `ε`, epsilon, as a stopping criterion when we want to iterate
 * until we're "close enough". Epsilon is a very small number: for
 * simple statistics, that number is **0.0001**
 *
 * This is used in calculations like the binomialDistribution, in which
 * the process of finding a value is [iterative](https://en.wikipedia.org/wiki/Iterative_method):
 * it progresses until it is close enough.
 *
 * Below is an example of using epsilon in [gradient descent](https://en.wikipedia.org/wiki/Gradient_descent),
 * where we're trying to find a local minimum of a function's derivative,
 * given by the `fDerivative` method.
 *
 * @example
 * // From calculation, we expect that the local minimum occurs at x=9/4
 * var x_old = 0;
 * // The algorithm starts at x=6
 * var x_new = 6;
 * var stepSize = 0.01;
 *
 * function fDerivative(x) {
 *   return 4 * Math.pow(x, 3) - 9 * Math.pow(x, 2);
 * }
 *
 * // The loop runs until the difference between the previous
 * // value and the current value is smaller than epsilon - a rough
 * // meaure of 'close enough'
 * while (Math.abs(x_new - x_old) > ss.epsilon) {
 *   x_old = x_new;
 *   x_new = x_old - stepSize * fDerivative(x_old);
 * }
 *
 * console.log('Local minimum occurs at', x_new);
 */
var epsilon = 0.0001;

/**
 * Relative error.
 *
 * This is more difficult to calculate than it first appears [1,2].  The usual
 * formula for the relative error between an actual value A and an expected
 * value E is `|(A-E)/E|`, but:
 *
 * 1. If the expected value is 0, any other value has infinite relative error,
 *    which is counter-intuitive: if the expected voltage is 0, getting 1/10th
 *    of a volt doesn't feel like an infinitely large error.
 *
 * 2. This formula does not satisfy the mathematical definition of a metric [3].
 *    [4] solved this problem by defining the relative error as `|ln(|A/E|)|`,
 *    but that formula only works if all values are positive: for example, it
 *    reports the relative error of -10 and 10 as 0.
 *
 * Our implementation sticks with convention and returns:
 *
 * - 0 if the actual and expected values are both zero
 * - Infinity if the actual value is non-zero and the expected value is zero
 * - `|(A-E)/E|` in all other cases
 *
 * [1] https://math.stackexchange.com/questions/677852/how-to-calculate-relative-error-when-true-value-is-zero
 * [2] https://en.wikipedia.org/wiki/Relative_change_and_difference
 * [3] https://en.wikipedia.org/wiki/Metric_(mathematics)#Definition
 * [4] F.W.J. Olver: "A New Approach to Error Arithmetic." SIAM Journal on
 *     Numerical Analysis, 15(2), 1978, 10.1137/0715024.
 *
 * @param {number} actual The actual value.
 * @param {number} expected The expected value.
 * @return {number} The relative error.
 */
function relativeError(actual, expected) {
    // These lines are actually covered by tests, but it seems
    // like c8 has a bug that marks them as not covered.
    /* c8 ignore start */
    if (actual === 0 && expected === 0) {
        return 0;
    }
    /* c8 ignore end */
    return Math.abs((actual - expected) / expected);
}

/**
 * Approximate equality.
 *
 * @param {number} actual The value to be tested.
 * @param {number} expected The reference value.
 * @param {number} [tolerance=epsilon] The acceptable relative difference.
 * @return {boolean} Whether numbers are within tolerance.
 */
function approxEqual(actual, expected, tolerance) {
    if ( tolerance === void 0 ) tolerance = epsilon;

    return relativeError(actual, expected) <= tolerance;
}

/**
 * [Bayesian Classifier](http://en.wikipedia.org/wiki/Naive_Bayes_classifier)
 *
 * This is a naïve bayesian classifier that takes
 * singly-nested objects.
 *
 * @class
 * @example
 * var bayes = new BayesianClassifier();
 * bayes.train({
 *   species: 'Cat'
 * }, 'animal');
 * var result = bayes.score({
 *   species: 'Cat'
 * })
 * // result
 * // {
 * //   animal: 1
 * // }
 */
var BayesianClassifier = function BayesianClassifier() {
    // The number of items that are currently
    // classified in the model
    this.totalCount = 0;
    // Every item classified in the model
    this.data = {};
};

/**
 * Train the classifier with a new item, which has a single
 * dimension of Javascript literal keys and values.
 *
 * @param {Object} item an object with singly-deep properties
 * @param {string} category the category this item belongs to
 * @return {undefined} adds the item to the classifier
 */
BayesianClassifier.prototype.train = function train (item, category) {
    // If the data object doesn't have any values
    // for this category, create a new object for it.
    if (!this.data[category]) {
        this.data[category] = {};
    }

    // Iterate through each key in the item.
    for (var k in item) {
        var v = item[k];
        // Initialize the nested object `data[category][k][item[k]]`
        // with an object of keys that equal 0.
        if (this.data[category][k] === undefined) {
            this.data[category][k] = {};
        }
        if (this.data[category][k][v] === undefined) {
            this.data[category][k][v] = 0;
        }

        // And increment the key for this key/value combination.
        this.data[category][k][v]++;
    }

    // Increment the number of items classified
    this.totalCount++;
};

/**
 * Generate a score of how well this item matches all
 * possible categories based on its attributes
 *
 * @param {Object} item an item in the same format as with train
 * @returns {Object} of probabilities that this item belongs to a
 * given category.
 */
BayesianClassifier.prototype.score = function score (item) {
    // Initialize an empty array of odds per category.
    var odds = {};
    var category;
    // Iterate through each key in the item,
    // then iterate through each category that has been used
    // in previous calls to `.train()`
    for (var k in item) {
        var v = item[k];
        for (category in this.data) {
            // Create an empty object for storing key - value combinations
            // for this category, keeping combinations already collected
            // from earlier properties of the same item.
            if (odds[category] === undefined) {
                odds[category] = {};
            }

            // If this item doesn't even have a property, it counts for nothing,
            // but if it does have the property that we're looking for from
            // the item to categorize, it counts based on how popular it is
            // versus the whole population.
            if (this.data[category][k]) {
                odds[category][k + "_" + v] =
                    (this.data[category][k][v] || 0) / this.totalCount;
            } else {
                odds[category][k + "_" + v] = 0;
            }
        }
    }

    // Set up a new object that will contain sums of these odds by category
    var oddsSums = {};

    for (category in odds) {
        // Tally all of the odds for each category-combination pair -
        // the non-existence of a category does not add anything to the
        // score.
        oddsSums[category] = 0;
        for (var combination in odds[category]) {
            oddsSums[category] += odds[category][combination];
        }
    }

    return oddsSums;
};

/**
 * The [Bernoulli distribution](http://en.wikipedia.org/wiki/Bernoulli_distribution)
 * is the probability discrete
 * distribution of a random variable which takes value 1 with success
 * probability `p` and value 0 with failure
 * probability `q` = 1 - `p`. It can be used, for example, to represent the
 * toss of a coin, where "1" is defined to mean "heads" and "0" is defined
 * to mean "tails" (or vice versa). It is
 * a special case of a Binomial Distribution
 * where `n` = 1.
 *
 * @param {number} p input value, between 0 and 1 inclusive
 * @returns {number[]} values of bernoulli distribution at this point
 * @throws {Error} if p is outside 0 and 1
 * @example
 * bernoulliDistribution(0.3); // => [0.7, 0.3]
 */
function bernoulliDistribution(p) /*: number[] */ {
    // Check that `p` is a valid probability (0 ≤ p ≤ 1)
    if (p < 0 || p > 1) {
        throw new Error(
            "bernoulliDistribution requires probability to be between 0 and 1 inclusive"
        );
    }

    return [1 - p, p];
}

// Define series coefficients
var COEFFICIENTS = [
    0.99999999999999709182, 57.156235665862923517, -59.59796035547549,
    14.136097974741747174, -0.4919138160976202, 0.33994649984811888699e-4,
    0.46523628927048575665e-4, -9837447530487956e-20,
    0.15808870322491248884e-3, -21026444172410488e-20,
    0.2174396181152126432e-3, -1643181065367639e-19,
    0.84418223983852743293e-4, -26190838401581408e-21,
    0.36899182659531622704e-5
];

var g = 607 / 128;
var LOGSQRT2PI = Math.log(Math.sqrt(2 * Math.PI));

/**
 * Compute the logarithm of the [gamma function](https://en.wikipedia.org/wiki/Gamma_function) of a value using Lanczos' approximation.
 * This function takes as input any real-value n greater than 0.
 * This function is useful for values of n too large for the normal gamma function (n > 165).
 * The code is based on Lanczo's Gamma approximation, defined [here](http://my.fit.edu/~gabdo/gamma.txt).
 *
 * @param {number} n Any real number greater than zero.
 * @returns {number} The logarithm of gamma of the input value.
 *
 * @example
 * gammaln(500); // 2605.1158503617335
 * gammaln(2.4); // 0.21685932244884043
 */
function gammaln(n) {
    // Return infinity if value not in domain
    if (n <= 0) {
        return Number.POSITIVE_INFINITY;
    }

    // Decrement n, because approximation is defined for n - 1
    n--;

    // Create series approximation
    var a = COEFFICIENTS[0];

    for (var i = 1; i < 15; i++) {
        a += COEFFICIENTS[i] / (n + i);
    }

    var tmp = g + 0.5 + n;

    // Return natural logarithm of gamma(n)
    return LOGSQRT2PI + Math.log(a) - tmp + (n + 0.5) * Math.log(tmp);
}

/**
 * Discrete distributions are tabulated cell by cell, and the Poisson
 * distribution has no upper bound at all, so their tables need a length we can
 * still allocate. Past this, `binomialDistribution` and `poissonDistribution`
 * report a distribution they cannot produce rather than a partial one.
 */
var maxDistributionCells = 1e6;

/**
 * The [Binomial Distribution](http://en.wikipedia.org/wiki/Binomial_distribution) is the discrete probability
 * distribution of the number of successes in a sequence of n independent yes/no experiments, each of which yields
 * success with probability `probability`. Such a success/failure experiment is also called a Bernoulli experiment or
 * Bernoulli trial; when trials = 1, the Binomial Distribution is a Bernoulli Distribution.
 *
 * Returns `undefined` when the distribution cannot be calculated: either
 * argument is outside its domain or is not a number, or when `trials` is large
 * enough that the table would run past a million cells.
 *
 * @param {number} trials number of trials to simulate
 * @param {number} probability
 * @returns {number[] | undefined} output
 */
function binomialDistribution(trials, probability) /*: ?number[] */ {
    // Check that `p` is a valid probability (0 ≤ p ≤ 1),
    // that `n` is an integer, strictly positive.
    if (probability < 0 || probability > 1 || trials <= 0 || trials % 1 !== 0) {
        return undefined;
    }

    // More successes than trials are impossible, and the table cannot outgrow
    // what we can allocate.
    var lastCell = Math.min(trials, maxDistributionCells - 1);

    // The logarithms below are undefined at the ends of the probability range,
    // where the outcome is certain anyway.
    if (probability === 0) {
        return [1];
    }
    if (probability === 1) {
        if (trials > lastCell) {
            return undefined;
        }
        var certain = new Array(trials + 1).fill(0);
        certain[trials] = 1;
        return certain;
    }

    // `x` is the random variable: the number of successes. We iterate until
    // the cumulative probability is within `epsilon` of 1.0, at which point we
    // have the useful range of the distribution.
    var x = 0;
    var cumulativeProbability = 0;
    var cells = [];

    // The terms of the mass function below that do not vary with `x`
    var logTrialsFactorial = gammaln(trials + 1);
    var logProbability = Math.log(probability);
    // `log1p` rather than `Math.log(1 - probability)`, which cancels away the
    // low digits of the complement as `probability` approaches 1.
    var log1mProbability = Math.log1p(-probability);

    // This algorithm iterates through each potential outcome,
    // until the `cumulativeProbability` is very close to 1, at
    // which point we've defined the vast majority of outcomes
    do {
        // A [probability mass function](https://en.wikipedia.org/wiki/Probability_mass_function),
        // taken through its logarithm: the binomial coefficient and the two
        // powers each leave floating-point range long before the product they
        // form does, so computing them separately loses cells the distribution
        // needs.
        cells[x] = Math.exp(
            logTrialsFactorial -
                gammaln(x + 1) -
                gammaln(trials - x + 1) +
                x * logProbability +
                (trials - x) * log1mProbability
        );
        cumulativeProbability += cells[x];
        x++;
        // When the `cumulativeProbability` is nearly 1, we've calculated
        // the useful range of this distribution
    } while (cumulativeProbability < 1 - epsilon && x <= lastCell);

    // Stopping for any other reason - a probability that is not a number, or
    // more trials than the table can hold - leaves cells that do not add up to
    // a distribution, so report that rather than returning them.
    if (
        Number.isNaN(cumulativeProbability) ||
        cumulativeProbability < 1 - epsilon
    ) {
        return undefined;
    }

    return cells;
}

/**
 * [Sign](https://en.wikipedia.org/wiki/Sign_function) is a function
 * that extracts the sign of a real number
 *
 * @param {number} x input value
 * @returns {number} sign value either 1, 0 or -1
 * @throws {TypeError} if the input argument x is not a number
 * @private
 *
 * @example
 * sign(2); // => 1
 */
function sign(x) {
    if (typeof x === "number") {
        if (x < 0) {
            return -1;
        } else if (x === 0) {
            return 0;
        } else {
            return 1;
        }
    } else {
        throw new TypeError("not a number");
    }
}

/**
 * [Bisection method](https://en.wikipedia.org/wiki/Bisection_method) is a root-finding
 * method that repeatedly bisects an interval to find the root.
 *
 * This function returns a numerical approximation to the exact value.
 *
 * @param {Function} func input function
 * @param {number} start - start of interval
 * @param {number} end - end of interval
 * @param {number} maxIterations - the maximum number of iterations
 * @param {number} errorTolerance - the error tolerance
 * @returns {number} estimated root value
 * @throws {TypeError} Argument func must be a function
 *
 * @example
 * bisect(Math.cos,0,4,100,0.003); // => 1.572265625
 */
function bisect(func, start, end, maxIterations, errorTolerance) {
    if (typeof func !== "function")
        { throw new TypeError("func must be a function"); }

    for (var i = 0; i < maxIterations; i++) {
        var output = (start + end) / 2;

        if (
            func(output) === 0 ||
            Math.abs((end - start) / 2) < errorTolerance
        ) {
            return output;
        }

        if (sign(func(output)) === sign(func(start))) {
            start = output;
        } else {
            end = output;
        }
    }

    throw new Error("maximum number of iterations exceeded");
}

/**
 * **Percentage Points of the χ2 (Chi-Squared) Distribution**
 *
 * The [χ2 (Chi-Squared) Distribution](http://en.wikipedia.org/wiki/Chi-squared_distribution) is used in the common
 * chi-squared tests for goodness of fit of an observed distribution to a theoretical one, the independence of two
 * criteria of classification of qualitative data, and in confidence interval estimation for a population standard
 * deviation of a normal distribution from a sample standard deviation.
 *
 * Values from Appendix 1, Table III of William W. Hines & Douglas C. Montgomery, "Probability and Statistics in
 * Engineering and Management Science", Wiley (1980).
 */
var chiSquaredDistributionTable = {
    1: {
        0.995: 0,
        0.99: 0,
        0.975: 0,
        0.95: 0,
        0.9: 0.02,
        0.5: 0.45,
        0.1: 2.71,
        0.05: 3.84,
        0.025: 5.02,
        0.01: 6.63,
        0.005: 7.88
    },
    2: {
        0.995: 0.01,
        0.99: 0.02,
        0.975: 0.05,
        0.95: 0.1,
        0.9: 0.21,
        0.5: 1.39,
        0.1: 4.61,
        0.05: 5.99,
        0.025: 7.38,
        0.01: 9.21,
        0.005: 10.6
    },
    3: {
        0.995: 0.07,
        0.99: 0.11,
        0.975: 0.22,
        0.95: 0.35,
        0.9: 0.58,
        0.5: 2.37,
        0.1: 6.25,
        0.05: 7.81,
        0.025: 9.35,
        0.01: 11.34,
        0.005: 12.84
    },
    4: {
        0.995: 0.21,
        0.99: 0.3,
        0.975: 0.48,
        0.95: 0.71,
        0.9: 1.06,
        0.5: 3.36,
        0.1: 7.78,
        0.05: 9.49,
        0.025: 11.14,
        0.01: 13.28,
        0.005: 14.86
    },
    5: {
        0.995: 0.41,
        0.99: 0.55,
        0.975: 0.83,
        0.95: 1.15,
        0.9: 1.61,
        0.5: 4.35,
        0.1: 9.24,
        0.05: 11.07,
        0.025: 12.83,
        0.01: 15.09,
        0.005: 16.75
    },
    6: {
        0.995: 0.68,
        0.99: 0.87,
        0.975: 1.24,
        0.95: 1.64,
        0.9: 2.2,
        0.5: 5.35,
        0.1: 10.65,
        0.05: 12.59,
        0.025: 14.45,
        0.01: 16.81,
        0.005: 18.55
    },
    7: {
        0.995: 0.99,
        0.99: 1.24,
        0.975: 1.69,
        0.95: 2.17,
        0.9: 2.83,
        0.5: 6.35,
        0.1: 12.02,
        0.05: 14.07,
        0.025: 16.01,
        0.01: 18.48,
        0.005: 20.28
    },
    8: {
        0.995: 1.34,
        0.99: 1.65,
        0.975: 2.18,
        0.95: 2.73,
        0.9: 3.49,
        0.5: 7.34,
        0.1: 13.36,
        0.05: 15.51,
        0.025: 17.53,
        0.01: 20.09,
        0.005: 21.96
    },
    9: {
        0.995: 1.73,
        0.99: 2.09,
        0.975: 2.7,
        0.95: 3.33,
        0.9: 4.17,
        0.5: 8.34,
        0.1: 14.68,
        0.05: 16.92,
        0.025: 19.02,
        0.01: 21.67,
        0.005: 23.59
    },
    10: {
        0.995: 2.16,
        0.99: 2.56,
        0.975: 3.25,
        0.95: 3.94,
        0.9: 4.87,
        0.5: 9.34,
        0.1: 15.99,
        0.05: 18.31,
        0.025: 20.48,
        0.01: 23.21,
        0.005: 25.19
    },
    11: {
        0.995: 2.6,
        0.99: 3.05,
        0.975: 3.82,
        0.95: 4.57,
        0.9: 5.58,
        0.5: 10.34,
        0.1: 17.28,
        0.05: 19.68,
        0.025: 21.92,
        0.01: 24.72,
        0.005: 26.76
    },
    12: {
        0.995: 3.07,
        0.99: 3.57,
        0.975: 4.4,
        0.95: 5.23,
        0.9: 6.3,
        0.5: 11.34,
        0.1: 18.55,
        0.05: 21.03,
        0.025: 23.34,
        0.01: 26.22,
        0.005: 28.3
    },
    13: {
        0.995: 3.57,
        0.99: 4.11,
        0.975: 5.01,
        0.95: 5.89,
        0.9: 7.04,
        0.5: 12.34,
        0.1: 19.81,
        0.05: 22.36,
        0.025: 24.74,
        0.01: 27.69,
        0.005: 29.82
    },
    14: {
        0.995: 4.07,
        0.99: 4.66,
        0.975: 5.63,
        0.95: 6.57,
        0.9: 7.79,
        0.5: 13.34,
        0.1: 21.06,
        0.05: 23.68,
        0.025: 26.12,
        0.01: 29.14,
        0.005: 31.32
    },
    15: {
        0.995: 4.6,
        0.99: 5.23,
        0.975: 6.27,
        0.95: 7.26,
        0.9: 8.55,
        0.5: 14.34,
        0.1: 22.31,
        0.05: 25,
        0.025: 27.49,
        0.01: 30.58,
        0.005: 32.8
    },
    16: {
        0.995: 5.14,
        0.99: 5.81,
        0.975: 6.91,
        0.95: 7.96,
        0.9: 9.31,
        0.5: 15.34,
        0.1: 23.54,
        0.05: 26.3,
        0.025: 28.85,
        0.01: 32,
        0.005: 34.27
    },
    17: {
        0.995: 5.7,
        0.99: 6.41,
        0.975: 7.56,
        0.95: 8.67,
        0.9: 10.09,
        0.5: 16.34,
        0.1: 24.77,
        0.05: 27.59,
        0.025: 30.19,
        0.01: 33.41,
        0.005: 35.72
    },
    18: {
        0.995: 6.26,
        0.99: 7.01,
        0.975: 8.23,
        0.95: 9.39,
        0.9: 10.87,
        0.5: 17.34,
        0.1: 25.99,
        0.05: 28.87,
        0.025: 31.53,
        0.01: 34.81,
        0.005: 37.16
    },
    19: {
        0.995: 6.84,
        0.99: 7.63,
        0.975: 8.91,
        0.95: 10.12,
        0.9: 11.65,
        0.5: 18.34,
        0.1: 27.2,
        0.05: 30.14,
        0.025: 32.85,
        0.01: 36.19,
        0.005: 38.58
    },
    20: {
        0.995: 7.43,
        0.99: 8.26,
        0.975: 9.59,
        0.95: 10.85,
        0.9: 12.44,
        0.5: 19.34,
        0.1: 28.41,
        0.05: 31.41,
        0.025: 34.17,
        0.01: 37.57,
        0.005: 40
    },
    21: {
        0.995: 8.03,
        0.99: 8.9,
        0.975: 10.28,
        0.95: 11.59,
        0.9: 13.24,
        0.5: 20.34,
        0.1: 29.62,
        0.05: 32.67,
        0.025: 35.48,
        0.01: 38.93,
        0.005: 41.4
    },
    22: {
        0.995: 8.64,
        0.99: 9.54,
        0.975: 10.98,
        0.95: 12.34,
        0.9: 14.04,
        0.5: 21.34,
        0.1: 30.81,
        0.05: 33.92,
        0.025: 36.78,
        0.01: 40.29,
        0.005: 42.8
    },
    23: {
        0.995: 9.26,
        0.99: 10.2,
        0.975: 11.69,
        0.95: 13.09,
        0.9: 14.85,
        0.5: 22.34,
        0.1: 32.01,
        0.05: 35.17,
        0.025: 38.08,
        0.01: 41.64,
        0.005: 44.18
    },
    24: {
        0.995: 9.89,
        0.99: 10.86,
        0.975: 12.4,
        0.95: 13.85,
        0.9: 15.66,
        0.5: 23.34,
        0.1: 33.2,
        0.05: 36.42,
        0.025: 39.36,
        0.01: 42.98,
        0.005: 45.56
    },
    25: {
        0.995: 10.52,
        0.99: 11.52,
        0.975: 13.12,
        0.95: 14.61,
        0.9: 16.47,
        0.5: 24.34,
        0.1: 34.38,
        0.05: 37.65,
        0.025: 40.65,
        0.01: 44.31,
        0.005: 46.93
    },
    26: {
        0.995: 11.16,
        0.99: 12.2,
        0.975: 13.84,
        0.95: 15.38,
        0.9: 17.29,
        0.5: 25.34,
        0.1: 35.56,
        0.05: 38.89,
        0.025: 41.92,
        0.01: 45.64,
        0.005: 48.29
    },
    27: {
        0.995: 11.81,
        0.99: 12.88,
        0.975: 14.57,
        0.95: 16.15,
        0.9: 18.11,
        0.5: 26.34,
        0.1: 36.74,
        0.05: 40.11,
        0.025: 43.19,
        0.01: 46.96,
        0.005: 49.65
    },
    28: {
        0.995: 12.46,
        0.99: 13.57,
        0.975: 15.31,
        0.95: 16.93,
        0.9: 18.94,
        0.5: 27.34,
        0.1: 37.92,
        0.05: 41.34,
        0.025: 44.46,
        0.01: 48.28,
        0.005: 50.99
    },
    29: {
        0.995: 13.12,
        0.99: 14.26,
        0.975: 16.05,
        0.95: 17.71,
        0.9: 19.77,
        0.5: 28.34,
        0.1: 39.09,
        0.05: 42.56,
        0.025: 45.72,
        0.01: 49.59,
        0.005: 52.34
    },
    30: {
        0.995: 13.79,
        0.99: 14.95,
        0.975: 16.79,
        0.95: 18.49,
        0.9: 20.6,
        0.5: 29.34,
        0.1: 40.26,
        0.05: 43.77,
        0.025: 46.98,
        0.01: 50.89,
        0.005: 53.67
    },
    40: {
        0.995: 20.71,
        0.99: 22.16,
        0.975: 24.43,
        0.95: 26.51,
        0.9: 29.05,
        0.5: 39.34,
        0.1: 51.81,
        0.05: 55.76,
        0.025: 59.34,
        0.01: 63.69,
        0.005: 66.77
    },
    50: {
        0.995: 27.99,
        0.99: 29.71,
        0.975: 32.36,
        0.95: 34.76,
        0.9: 37.69,
        0.5: 49.33,
        0.1: 63.17,
        0.05: 67.5,
        0.025: 71.42,
        0.01: 76.15,
        0.005: 79.49
    },
    60: {
        0.995: 35.53,
        0.99: 37.48,
        0.975: 40.48,
        0.95: 43.19,
        0.9: 46.46,
        0.5: 59.33,
        0.1: 74.4,
        0.05: 79.08,
        0.025: 83.3,
        0.01: 88.38,
        0.005: 91.95
    },
    70: {
        0.995: 43.28,
        0.99: 45.44,
        0.975: 48.76,
        0.95: 51.74,
        0.9: 55.33,
        0.5: 69.33,
        0.1: 85.53,
        0.05: 90.53,
        0.025: 95.02,
        0.01: 100.42,
        0.005: 104.22
    },
    80: {
        0.995: 51.17,
        0.99: 53.54,
        0.975: 57.15,
        0.95: 60.39,
        0.9: 64.28,
        0.5: 79.33,
        0.1: 96.58,
        0.05: 101.88,
        0.025: 106.63,
        0.01: 112.33,
        0.005: 116.32
    },
    90: {
        0.995: 59.2,
        0.99: 61.75,
        0.975: 65.65,
        0.95: 69.13,
        0.9: 73.29,
        0.5: 89.33,
        0.1: 107.57,
        0.05: 113.14,
        0.025: 118.14,
        0.01: 124.12,
        0.005: 128.3
    },
    100: {
        0.995: 67.33,
        0.99: 70.06,
        0.975: 74.22,
        0.95: 77.93,
        0.9: 82.36,
        0.5: 99.33,
        0.1: 118.5,
        0.05: 124.34,
        0.025: 129.56,
        0.01: 135.81,
        0.005: 140.17
    }
};

/**
 * The [χ2 (Chi-Squared) Goodness-of-Fit Test](http://en.wikipedia.org/wiki/Goodness_of_fit#Pearson.27s_chi-squared_test)
 * uses a measure of goodness of fit which is the sum of differences between observed and expected outcome frequencies
 * (that is, counts of observations), each squared and divided by the number of observations expected given the
 * hypothesized distribution. The resulting χ2 statistic, `chiSquared`, can be compared to the chi-squared distribution
 * to determine the goodness of fit. In order to determine the degrees of freedom of the chi-squared distribution, one
 * takes the total number of observed frequencies and subtracts the number of estimated parameters. The test statistic
 * follows, approximately, a chi-square distribution with (k − c) degrees of freedom where `k` is the number of non-empty
 * cells and `c` is the number of estimated parameters for the distribution.
 *
 * @param {Array<number>} data
 * @param {Function} distributionType a function that returns a point in a distribution:
 * for instance, binomial, bernoulli, or poisson
 * @param {number} significance
 * @returns {number} chi squared goodness of fit
 * @example
 * // Data from Poisson goodness-of-fit example 10-19 in William W. Hines & Douglas C. Montgomery,
 * // "Probability and Statistics in Engineering and Management Science", Wiley (1980).
 * var data1019 = [
 *     0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
 *     0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
 *     1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
 *     2, 2, 2, 2, 2, 2, 2, 2, 2,
 *     3, 3, 3, 3
 * ];
 * ss.chiSquaredGoodnessOfFit(data1019, ss.poissonDistribution, 0.05); //= false
 */
function chiSquaredGoodnessOfFit(data, distributionType, significance) {
    // Estimate from the sample data, a weighted mean.
    var inputMean = simple_statistics_mean(data);
    // Calculated value of the χ2 statistic.
    var chiSquared = 0;
    // Number of hypothesized distribution parameters estimated, expected to be supplied in the distribution test.
    // Lose one degree of freedom for estimating `lambda` from the sample data.
    var c = 1;
    // The hypothesized distribution.
    // Generate the hypothesized distribution.
    var hypothesizedDistribution = distributionType(inputMean);
    var observedFrequencies = [];
    var expectedFrequencies = [];

    // Create an array holding a histogram from the sample data, of
    // the form `{ value: numberOfOcurrences }`
    for (var i = 0; i < data.length; i++) {
        if (observedFrequencies[data[i]] === undefined) {
            observedFrequencies[data[i]] = 0;
        }
        observedFrequencies[data[i]]++;
    }

    // The histogram we created might be sparse - there might be gaps
    // between values. So we iterate through the histogram, making
    // sure that instead of undefined, gaps have 0 values.
    for (var i$1 = 0; i$1 < observedFrequencies.length; i$1++) {
        if (observedFrequencies[i$1] === undefined) {
            observedFrequencies[i$1] = 0;
        }
    }

    // Create an array holding a histogram of expected data given the
    // sample size and hypothesized distribution.
    for (var k in hypothesizedDistribution) {
        if (k in observedFrequencies) {
            expectedFrequencies[+k] = hypothesizedDistribution[k] * data.length;
        }
    }

    if (expectedFrequencies.length === 0) {
        throw new Error(
            "chiSquaredGoodnessOfFit requires distributionType to return a distribution for the mean of the data"
        );
    }

    // The hypothesized distribution can stop short of the largest observation,
    // leaving those observations with no expected frequency to be compared
    // against. Fold them into the last class the distribution does cover, the
    // same treatment the collapse below gives to sparse classes, so that the
    // two histograms describe the same classes.
    var lastClass = expectedFrequencies.length - 1;
    for (var k$1 = observedFrequencies.length - 1; k$1 > lastClass; k$1--) {
        observedFrequencies[lastClass] += observedFrequencies[k$1];
        observedFrequencies.pop();
    }

    // Working backward through the expected frequencies, collapse classes
    // if less than three observations are expected for a class.
    // This transformation is applied to the observed frequencies as well.
    // The class that was merged is the one that has to go: popping instead
    // drops the last class, which is only the same thing until a class is
    // large enough to keep. The first class is left alone, since there is no
    // class before it to collapse it into.
    for (var k$2 = expectedFrequencies.length - 1; k$2 >= 1; k$2--) {
        if (expectedFrequencies[k$2] < 3) {
            expectedFrequencies[k$2 - 1] += expectedFrequencies[k$2];
            expectedFrequencies.splice(k$2, 1);

            observedFrequencies[k$2 - 1] += observedFrequencies[k$2];
            observedFrequencies.splice(k$2, 1);
        }
    }

    // Iterate through the squared differences between observed & expected
    // frequencies, accumulating the `chiSquared` statistic.
    for (var k$3 = 0; k$3 < observedFrequencies.length; k$3++) {
        chiSquared +=
            Math.pow(observedFrequencies[k$3] - expectedFrequencies[k$3], 2) /
            expectedFrequencies[k$3];
    }

    if (!Number.isFinite(chiSquared)) {
        throw new Error(
            "chiSquaredGoodnessOfFit could not compute a test statistic for this data and distribution"
        );
    }

    // Calculate degrees of freedom for this test and look it up in the
    // `chiSquaredDistributionTable` in order to
    // accept or reject the goodness-of-fit of the hypothesized distribution.
    // Degrees of freedom, calculated as (number of class intervals -
    // number of hypothesized distribution parameters estimated - 1)
    var degreesOfFreedom = observedFrequencies.length - c - 1;
    if (degreesOfFreedom < 1) {
        throw new Error(
            "chiSquaredGoodnessOfFit requires more data: the classes that survive collapsing leave no degrees of freedom"
        );
    }

    var criticalValues = chiSquaredDistributionTable[degreesOfFreedom];
    if (criticalValues === undefined) {
        throw new Error(
            ("chiSquaredGoodnessOfFit has no critical values tabulated for " + degreesOfFreedom + " degrees of freedom")
        );
    }
    if (criticalValues[significance] === undefined) {
        throw new Error(
            ("chiSquaredGoodnessOfFit has no critical value tabulated for a significance of " + significance)
        );
    }

    return criticalValues[significance] < chiSquared;
}

/**
 * **[Logistic Cumulative Distribution Function](https://en.wikipedia.org/wiki/Logistic_distribution)**
 *
 * @param {number} x
 * @returns {number} cumulative standard logistic probability
 */
function cumulativeStdLogisticProbability(x) {
    return 1 / (Math.exp(-x) + 1);
}

var SQRT_2PI$1 = Math.sqrt(2 * Math.PI);

function cumulativeDistribution(z) {
    var sum = z;
    var tmp = z;

    // The series converges more slowly as z grows: 15 terms fall short of
    // 4-digit precision above z = 2.9. 30 terms converge across the whole
    // domain of the table below, which ends at z = 3.09.
    for (var i = 1; i < 30; i++) {
        tmp *= (z * z) / (2 * i + 1);
        sum += tmp;
    }
    return (
        Math.round((0.5 + (sum / SQRT_2PI$1) * Math.exp((-z * z) / 2)) * 1e4) /
        1e4
    );
}

/**
 * A standard normal table, also called the unit normal table or Z table,
 * is a mathematical table for the values of Φ (phi), which are the values of
 * the [cumulative distribution function](https://en.wikipedia.org/wiki/Normal_distribution#Cumulative_distribution_function)
 * of the normal distribution. It is used to find the probability that a
 * statistic is observed below, above, or between values on the standard
 * normal distribution, and by extension, any normal distribution.
 */
var standardNormalTable = [];

for (var z = 0; z <= 3.09; z += 0.01) {
    standardNormalTable.push(cumulativeDistribution(z));
}

/**
 * **[Cumulative Standard Normal Probability](http://en.wikipedia.org/wiki/Standard_normal_table)**
 *
 * Since probability tables cannot be
 * printed for every normal distribution, as there are an infinite variety
 * of normal distributions, it is common practice to convert a normal to a
 * standard normal and then use the standard normal table to find probabilities.
 *
 * You can use `.5 + .5 * errorFunction(x / Math.sqrt(2))` to calculate the probability
 * instead of looking it up in a table.
 *
 * @param {number} z
 * @returns {number} cumulative standard normal probability
 */
function cumulativeStdNormalProbability(z) {
    // Calculate the position of this value.
    var absZ = Math.abs(z);
    // Each row begins with a different
    // significant digit: 0.5, 0.6, 0.7, and so on. Each value in the table
    // corresponds to a range of 0.01 in the input values, so the value is
    // multiplied by 100.
    var index = Math.min(
        Math.round(absZ * 100),
        standardNormalTable.length - 1
    );

    // The index we calculate must be in the table as a positive value,
    // but we still pay attention to whether the input is positive
    // or negative, and flip the output value as a last step.
    if (z >= 0) {
        return standardNormalTable[index];
    } else {
        // due to floating-point arithmetic, values in the table with
        // 4 significant figures can nevertheless end up as repeating
        // fractions when they're computed here.
        return Math.round((1 - standardNormalTable[index]) * 1e4) / 1e4;
    }
}

/**
 * **[Gaussian error function](http://en.wikipedia.org/wiki/Error_function)**
 *
 * The `errorFunction(x/(sd * Math.sqrt(2)))` is the probability that a value in a
 * normal distribution with standard deviation sd is within x of the mean.
 *
 * This function returns a numerical approximation to the exact value.
 * It uses Horner's method to evaluate the polynomial of τ (tau).
 *
 * @param {number} x input
 * @return {number} error estimation
 * @example
 * errorFunction(1).toFixed(2); // => '0.84'
 */
function errorFunction(x) {
    var t = 1 / (1 + 0.5 * Math.abs(x));
    var tau =
        t *
        Math.exp(
            -x * x +
                ((((((((0.17087277 * t - 0.82215223) * t + 1.48851587) * t -
                    1.13520398) *
                    t +
                    0.27886807) *
                    t -
                    0.18628806) *
                    t +
                    0.09678418) *
                    t +
                    0.37409196) *
                    t +
                    1.00002368) *
                    t -
                1.26551223
        );
    if (x >= 0) {
        return 1 - tau;
    } else {
        return tau - 1;
    }
}

/**
 * A [Factorial](https://en.wikipedia.org/wiki/Factorial), usually written n!, is the product of all positive
 * integers less than or equal to n. Often factorial is implemented
 * recursively, but this iterative approach is significantly faster
 * and simpler.
 *
 * @param {number} n input, must be an integer number 1 or greater
 * @returns {number} factorial: n!
 * @throws {Error} if n is less than 0 or not an integer
 * @example
 * factorial(5); // => 120
 */
function factorial(n) {
    // factorial is mathematically undefined for negative numbers
    if (n < 0) {
        throw new Error("factorial requires a non-negative value");
    }

    if (Math.floor(n) !== n) {
        throw new Error("factorial requires an integer input");
    }

    // typically you'll expand the factorial function going down, like
    // 5! = 5 * 4 * 3 * 2 * 1. This is going in the opposite direction,
    // counting from 2 up to the number in question, and since anything
    // multiplied by 1 is itself, the loop only needs to start at 2.
    var accumulator = 1;
    for (var i = 2; i <= n; i++) {
        // for each number up to and including the number `n`, multiply
        // the accumulator my that number.
        accumulator *= i;
    }
    return accumulator;
}

/**
 * Compute the [gamma function](https://en.wikipedia.org/wiki/Gamma_function) of a value using Nemes' approximation.
 * The gamma of n is equivalent to (n-1)!, but unlike the factorial function, gamma is defined for all real n except zero
 * and negative integers (where NaN is returned). Note, the gamma function is also well-defined for complex numbers,
 * though this implementation currently does not handle complex numbers as input values.
 * Nemes' approximation is defined [here](https://arxiv.org/abs/1003.6020) as Theorem 2.2.
 * Negative values use [Euler's reflection formula](https://en.wikipedia.org/wiki/Gamma_function#Properties) for computation.
 *
 * @param {number} n Any real number except for zero and negative integers.
 * @returns {number} The gamma of the input value.
 *
 * @example
 * gamma(11.5); // 11899423.083964102
 * gamma(-11.5); // 2.2957581048237436e-8
 * gamma(5); // 24
 */
// The Nemes expansion is asymptotic, so it is only accurate for large
// arguments. Below this the recurrence lifts the argument first. At 20
// the worst relative error over (0, 30] is 1.9e-13, against 1.8 for the
// expansion applied directly.
var NEMES_MIN = 20;

function gamma(n) {
    if (Number.isInteger(n)) {
        if (n <= 0) {
            // gamma not defined for zero or negative integers
            return Number.NaN;
        } else {
            // use factorial for integer inputs
            return factorial(n - 1);
        }
    }

    if (n > 0 && n < NEMES_MIN) {
        // The Nemes expansion below divides its terms by powers of
        // `n - 3/4`, so they stop shrinking once the argument is small
        // and the series is worthless there: gamma(1.01) came back as
        // 1.8 times its true value. Arguments in (0, 1) additionally
        // recursed forever through the reflection branch, because the
        // reflected argument stayed in (0, 1) and never reached the
        // expansion at all.
        //
        // Lift into the range where the expansion converges, using the
        // recurrence gamma(n) = gamma(n + 1) / n.
        return gamma(n + 1) / n;
    }

    // Decrement n, because approximation is defined for n - 1
    n--;

    if (n < 0) {
        // Use Euler's reflection formula for negative inputs
        // see:  https://en.wikipedia.org/wiki/Gamma_function#Properties
        return Math.PI / (Math.sin(Math.PI * -n) * gamma(-n));
    } else {
        // Nemes' expansion approximation
        var seriesCoefficient =
            Math.pow(n / Math.E, n) * Math.sqrt(2 * Math.PI * (n + 1 / 6));

        var seriesDenom = n + 1 / 4;

        var seriesExpansion =
            1 +
            1 / 144 / Math.pow(seriesDenom, 2) -
            1 / 12960 / Math.pow(seriesDenom, 3) -
            257 / 207360 / Math.pow(seriesDenom, 4) -
            52 / 2612736 / Math.pow(seriesDenom, 5) +
            5741173 / 9405849600 / Math.pow(seriesDenom, 6) +
            37529 / 18811699200 / Math.pow(seriesDenom, 7);

        return seriesCoefficient * seriesExpansion;
    }
}

/**
 * The Inverse [Gaussian error function](http://en.wikipedia.org/wiki/Error_function)
 * returns a numerical approximation to the value that would have caused
 * `errorFunction()` to return x.
 *
 * @param {number} x value of error function
 * @returns {number} estimated inverted value
 */
function inverseErrorFunction(x) {
    var a = (8 * (Math.PI - 3)) / (3 * Math.PI * (4 - Math.PI));

    var inv = Math.sqrt(
        Math.sqrt(
            Math.pow(2 / (Math.PI * a) + Math.log(1 - x * x) / 2, 2) -
                Math.log(1 - x * x) / a
        ) -
            (2 / (Math.PI * a) + Math.log(1 - x * x) / 2)
    );

    if (x >= 0) {
        return inv;
    } else {
        return -inv;
    }
}

/**
 * Calculate Euclidean distance between two points.
 * @param {Array<number>} left First N-dimensional point.
 * @param {Array<number>} right Second N-dimensional point.
 * @returns {number} Distance.
 */
function euclideanDistance(left, right) {
    var sum = 0;
    for (var i = 0; i < left.length; i++) {
        var diff = left[i] - right[i];
        sum += diff * diff;
    }
    return Math.sqrt(sum);
}

/**
 * @typedef {Object} kMeansReturn
 * @property {Array<number>} labels The labels.
 * @property {Array<Array<number>>} centroids The cluster centroids.
 */

/**
 * Perform k-means clustering.
 *
 * @param {Array<Array<number>>} points N-dimensional coordinates of points to be clustered.
 * @param {number} numCluster How many clusters to create.
 * @param {Function} randomSource An optional entropy source that generates uniform values in [0, 1).
 * @return {kMeansReturn} Labels (same length as data) and centroids (same length as numCluster).
 * @throws {Error} If any centroids wind up friendless (i.e., without associated points).
 *
 * @example
 * kMeansCluster([[0.0, 0.5], [1.0, 0.5]], 2); // => {labels: [0, 1], centroids: [[0.0, 0.5], [1.0, 0.5]]}
 */
function kMeansCluster(points, numCluster, randomSource) {
    if ( randomSource === void 0 ) randomSource = Math.random;

    var oldCentroids = null;
    var newCentroids = sample(points, numCluster, randomSource);
    var labels = null;
    var change = Number.MAX_VALUE;
    while (change !== 0) {
        labels = labelPoints(points, newCentroids);
        oldCentroids = newCentroids;
        newCentroids = calculateCentroids(points, labels, numCluster);
        change = calculateChange(newCentroids, oldCentroids);
    }
    return {
        labels: labels,
        centroids: newCentroids
    };
}

/**
 * Label each point according to which centroid it is closest to.
 *
 * @private
 * @param {Array<Array<number>>} points Array of XY coordinates.
 * @param {Array<Array<number>>} centroids Current centroids.
 * @return {Array<number>} Group labels.
 */
function labelPoints(points, centroids) {
    return points.map(function (p) {
        var minDist = Number.MAX_VALUE;
        var label = -1;
        for (var i = 0; i < centroids.length; i++) {
            var dist = euclideanDistance(p, centroids[i]);
            if (dist < minDist) {
                minDist = dist;
                label = i;
            }
        }
        return label;
    });
}

/**
 * Calculate centroids for points given labels.
 *
 * @private
 * @param {Array<Array<number>>} points Array of XY coordinates.
 * @param {Array<number>} labels Which groups points belong to.
 * @param {number} numCluster Number of clusters being created.
 * @return {Array<Array<number>>} Centroid for each group.
 * @throws {Error} If any centroids wind up friendless (i.e., without associated points).
 */
function calculateCentroids(points, labels, numCluster) {
    // Initialize accumulators.
    var dimension = points[0].length;
    var centroids = makeMatrix(numCluster, dimension);
    var counts = Array(numCluster).fill(0);

    // Add points to centroids' accumulators and count points per centroid.
    var numPoints = points.length;
    for (var i = 0; i < numPoints; i++) {
        var point = points[i];
        var label = labels[i];
        var current = centroids[label];
        for (var j = 0; j < dimension; j++) {
            current[j] += point[j];
        }
        counts[label] += 1;
    }

    // Rescale centroids, checking for any that have no points.
    for (var i$1 = 0; i$1 < numCluster; i$1++) {
        if (counts[i$1] === 0) {
            throw new Error(("Centroid " + i$1 + " has no friends"));
        }
        var centroid = centroids[i$1];
        for (var j$1 = 0; j$1 < dimension; j$1++) {
            centroid[j$1] /= counts[i$1];
        }
    }

    return centroids;
}

/**
 * Calculate the difference between old centroids and new centroids.
 *
 * @private
 * @param {Array<Array<number>>} left One list of centroids.
 * @param {Array<Array<number>>} right Another list of centroids.
 * @return {number} Distance between centroids.
 */
function calculateChange(left, right) {
    var total = 0;
    for (var i = 0; i < left.length; i++) {
        total += euclideanDistance(left[i], right[i]);
    }
    return total;
}

var SQRT_2PI = Math.sqrt(2 * Math.PI);

/**
 * [Well-known kernels](https://en.wikipedia.org/wiki/Kernel_(statistics)#Kernel_functions_in_common_use)
 * @private
 */
var kernels = {
    /**
     * The gaussian kernel.
     * @private
     */
    gaussian: function (u) {
        return Math.exp(-0.5 * u * u) / SQRT_2PI;
    }
};

/**
 * Well known bandwidth selection methods
 * @private
 */
var bandwidthMethods = {
    /**
     * The ["normal reference distribution"
     * rule-of-thumb](https://stat.ethz.ch/R-manual/R-devel/library/MASS/html/bandwidth.nrd.html),
     * a commonly used version of [Silverman's
     * rule-of-thumb](https://en.wikipedia.org/wiki/Kernel_density_estimation#A_rule-of-thumb_bandwidth_estimator).
     * @private
     */
    nrd: function (x) {
        var s = sampleStandardDeviation(x);
        var iqr = interquartileRange(x);
        if (typeof iqr === "number") {
            s = Math.min(s, iqr / 1.34);
        }
        return 1.06 * s * Math.pow(x.length, -0.2);
    }
};

/**
 * [Kernel density estimation](https://en.wikipedia.org/wiki/Kernel_density_estimation)
 * is a useful tool for, among other things, estimating the shape of the
 * underlying probability distribution from a sample.
 *
 * @name kernelDensityEstimation
 * @param X sample values
 * @param kernel The kernel function to use. If a function is provided, it should return non-negative values and integrate to 1. Defaults to 'gaussian'.
 * @param bandwidthMethod The "bandwidth selection" method to use, or a fixed bandwidth value. Defaults to "nrd", the commonly-used ["normal reference distribution" rule-of-thumb](https://stat.ethz.ch/R-manual/R-devel/library/MASS/html/bandwidth.nrd.html).
 * @returns {Function} An estimated [probability density function](https://en.wikipedia.org/wiki/Probability_density_function) for the given sample. The returned function runs in `O(X.length)`.
 */
function kernelDensityEstimation(X, kernel, bandwidthMethod) {
    var kernelFn;
    if (kernel === undefined) {
        kernelFn = kernels.gaussian;
    } else if (typeof kernel === "string") {
        if (!kernels[kernel]) {
            throw new Error('Unknown kernel "' + kernel + '"');
        }
        kernelFn = kernels[kernel];
    } else {
        kernelFn = kernel;
    }

    var bandwidth;
    if (typeof bandwidthMethod === "undefined") {
        bandwidth = bandwidthMethods.nrd(X);
    } else if (typeof bandwidthMethod === "string") {
        if (!bandwidthMethods[bandwidthMethod]) {
            throw new Error(
                'Unknown bandwidth method "' + bandwidthMethod + '"'
            );
        }
        bandwidth = bandwidthMethods[bandwidthMethod](X);
    } else {
        bandwidth = bandwidthMethod;
    }

    return function (x) {
        var i = 0;
        var sum = 0;
        for (i = 0; i < X.length; i++) {
            sum += kernelFn((x - X[i]) / bandwidth);
        }
        return sum / bandwidth / X.length;
    };
}

/**
 * The [Logit](https://en.wikipedia.org/wiki/Logit)
 * is the inverse of cumulativeStdLogisticProbability,
 * and is also known as the logistic quantile function.
 *
 * @param {number} p
 * @returns {number} logit
 */
function logit(p) {
    if (p <= 0 || p >= 1) {
        throw new Error("p must be strictly between zero and one");
    }
    return Math.log(p / (1 - p));
}

/**
 * **[Normal distribution](https://en.wikipedia.org/wiki/Normal_distribution)**
 *
 * Returns either the probability density or the cumulative probability of a
 * normal distribution with the given mean and standard deviation, evaluated
 * at x. It is the equivalent of the NORM.DIST function found in spreadsheet
 * software.
 *
 * The cumulative form is computed with `errorFunction`, so it is more precise
 * than converting x to a z-score and looking it up in the four-decimal
 * `standardNormalTable` used by `cumulativeStdNormalProbability`.
 *
 * @param {number} x the value for which you want the distribution
 * @param {number} mean the mean of the distribution
 * @param {number} standardDeviation the standard deviation of the distribution
 * @param {boolean} [cumulative=false] if true, return the cumulative
 * distribution function; if false, return the probability density function
 * @returns {number} the probability density at x, or the probability of a
 * value at most x
 * @throws {Error} if standardDeviation is not greater than zero
 * @example
 * normalDistribution(42, 40, 1.5, true).toFixed(4); // => '0.9088'
 * normalDistribution(42, 40, 1.5, false).toFixed(4); // => '0.1093'
 */
function normalDistribution(x, mean, standardDeviation, cumulative) {
    if ( cumulative === void 0 ) cumulative = false;

    if (standardDeviation <= 0) {
        throw new Error(
            "normalDistribution requires a standard deviation greater than zero"
        );
    }

    var standardizedX = (x - mean) / standardDeviation;

    if (cumulative) {
        return 0.5 * (1 + errorFunction(standardizedX / Math.SQRT2));
    }
    return (
        Math.exp(-0.5 * standardizedX * standardizedX) /
        (standardDeviation * Math.sqrt(2 * Math.PI))
    );
}

/**
 * This is a single-layer [Perceptron Classifier](http://en.wikipedia.org/wiki/Perceptron) that takes
 * arrays of numbers and predicts whether they should be classified
 * as either 0 or 1 (negative or positive examples).
 * @class
 * @example
 * // Create the model
 * var p = new PerceptronModel();
 * // Train the model with input with a diagonal boundary.
 * for (var i = 0; i < 5; i++) {
 *     p.train([1, 1], 1);
 *     p.train([0, 1], 0);
 *     p.train([1, 0], 0);
 *     p.train([0, 0], 0);
 * }
 * p.predict([0, 0]); // 0
 * p.predict([0, 1]); // 0
 * p.predict([1, 0]); // 0
 * p.predict([1, 1]); // 1
 */
var PerceptronModel = function PerceptronModel() {
    // The weights, or coefficients of the model;
    // weights are only populated when training with data.
    this.weights = [];
    // The bias term, or intercept; it is also a weight but
    // it's stored separately for convenience as it is always
    // multiplied by one.
    this.bias = 0;
};
/**
 * **Predict**: Use an array of features with the weight array and bias
 * to predict whether an example is labeled 0 or 1.
 *
 * @param {Array<number>} features an array of features as numbers
 * @returns {number|null} 1 if the score is over 0, otherwise 0; null if
 * the model has not been trained on feature arrays of this length
 */
PerceptronModel.prototype.predict = function predict (features) {
    // Only predict if previously trained
    // on the same size feature array(s).
    if (features.length !== this.weights.length) {
        return null;
    }

    // Calculate the sum of features times weights,
    // with the bias added (implicitly times one).
    var score = 0;
    for (var i = 0; i < this.weights.length; i++) {
        score += this.weights[i] * features[i];
    }
    score += this.bias;

    // Classify as 1 if the score is over 0, otherwise 0.
    if (score > 0) {
        return 1;
    } else {
        return 0;
    }
};

/**
 * **Train** the classifier with a new example, which is
 * a numeric array of features and a 0 or 1 label.
 *
 * @param {Array<number>} features an array of features as numbers
 * @param {number} label either 0 or 1
 * @returns {PerceptronModel|null} this, or null if the label is not 0 or 1
 */
PerceptronModel.prototype.train = function train (features, label) {
    // Require that only labels of 0 or 1 are considered.
    if (label !== 0 && label !== 1) {
        return null;
    }
    // The length of the feature array determines
    // the length of the weight array.
    // The perceptron will continue learning as long as
    // it keeps seeing feature arrays of the same length.
    // When it sees a new data shape, it initializes.
    if (features.length !== this.weights.length) {
        this.weights = features.slice();
        this.bias = 1;
    }
    // Make a prediction based on current weights.
    var prediction = this.predict(features);
    // Update the weights if the prediction is wrong.
    if (typeof prediction === "number" && prediction !== label) {
        var gradient = label - prediction;
        for (var i = 0; i < this.weights.length; i++) {
            this.weights[i] += gradient * features[i];
        }
        this.bias += gradient;
    }
    return this;
};

/**
 * Conducts a [permutation test](https://en.wikipedia.org/wiki/Resampling_(statistics)#Permutation_tests)
 * to determine if two data sets are *significantly* different from each other, using
 * the difference of means between the groups as the test statistic.
 * The function allows for the following hypotheses:
 * - two_side = Null hypothesis: the two distributions are equal.
 * - greater = Null hypothesis: observations from sampleX tend to be smaller than those from sampleY.
 * - less = Null hypothesis: observations from sampleX tend to be greater than those from sampleY.
 * [Learn more about one-tail vs two-tail tests.](https://en.wikipedia.org/wiki/One-_and_two-tailed_tests)
 *
 * @param {Array<number>} sampleX first dataset (e.g. treatment data)
 * @param {Array<number>} sampleY second dataset (e.g. control data)
 * @param {'two_side'|'greater'|'less'} [alternative='two_side'] alternative hypothesis
 * @param {number} k number of values in permutation distribution.
 * @param {Function} [randomSource=Math.random] an optional entropy source
 * @returns {number} p-value The probability of observing the difference between groups (as or more extreme than what we did), assuming the null hypothesis.
 *
 * @example
 * var control = [2, 5, 3, 6, 7, 2, 5];
 * var treatment = [20, 5, 13, 12, 7, 2, 2];
 * permutationTest(control, treatment); // ~0.1324
 */
function permutationTest(sampleX, sampleY, alternative, k, randomSource) {
    // Set default arguments
    if (k === undefined) {
        k = 10000;
    }
    if (alternative === undefined) {
        alternative = "two_side";
    }
    if (
        alternative !== "two_side" &&
        alternative !== "greater" &&
        alternative !== "less"
    ) {
        throw new Error(
            "`alternative` must be either 'two_side', 'greater', or 'less'."
        );
    }

    // get means for each sample
    var meanX = simple_statistics_mean(sampleX);
    var meanY = simple_statistics_mean(sampleY);

    // calculate initial test statistic. This will be our point of comparison with
    // the generated test statistics.
    var testStatistic = meanX - meanY;

    // create test-statistic distribution
    var testStatDsn = new Array(k);

    // combine datsets so we can easily shuffle later
    var allData = sampleX.concat(sampleY);
    // Each permutation reassigns the pooled values into two groups that keep
    // the original sample sizes. Splitting at the midpoint only matches when
    // both samples are the same length; for unequal samples it built the
    // permutation distribution from the wrong group sizes.
    var splitIndex = sampleX.length;

    for (var i = 0; i < k; i++) {
        // 1. shuffle data assignments
        shuffleInPlace(allData, randomSource);
        var permLeft = allData.slice(0, splitIndex);
        var permRight = allData.slice(splitIndex, allData.length);

        // 2.re-calculate test statistic
        var permTestStatistic = simple_statistics_mean(permLeft) - simple_statistics_mean(permRight);

        // 3. store test statistic to build test statistic distribution
        testStatDsn[i] = permTestStatistic;
    }

    // Calculate p-value depending on alternative
    // For this test, we calculate the percentage of 'extreme' test statistics (subject to our hypothesis)
    // more info on permutation test p-value calculations: https://onlinecourses.science.psu.edu/stat464/node/35
    var numExtremeTStats = 0;
    if (alternative === "two_side") {
        for (var i$1 = 0; i$1 <= k; i$1++) {
            if (Math.abs(testStatDsn[i$1]) >= Math.abs(testStatistic)) {
                numExtremeTStats += 1;
            }
        }
    } else if (alternative === "greater") {
        for (var i$2 = 0; i$2 <= k; i$2++) {
            if (testStatDsn[i$2] >= testStatistic) {
                numExtremeTStats += 1;
            }
        }
    } else {
        // alternative === 'less'
        for (var i$3 = 0; i$3 <= k; i$3++) {
            /* c8 ignore start */
            if (testStatDsn[i$3] <= testStatistic) {
                numExtremeTStats += 1;
            }
            /* c8 ignore end */
        }
    }

    return numExtremeTStats / k;
}

/**
 * The [Poisson Distribution](http://en.wikipedia.org/wiki/Poisson_distribution)
 * is a discrete probability distribution that expresses the probability
 * of a given number of events occurring in a fixed interval of time
 * and/or space if these events occur with a known average rate and
 * independently of the time since the last event.
 *
 * The Poisson Distribution is characterized by the strictly positive
 * mean arrival or occurrence rate, `λ`.
 *
 * Returns `undefined` when the distribution cannot be calculated: when `lambda`
 * is not a strictly positive number, or when it is large enough that the table
 * would run past a million cells.
 *
 * @param {number} lambda location poisson distribution
 * @returns {number[] | undefined} values of poisson distribution at that point
 */
function poissonDistribution(lambda) /*: ?number[] */ {
    // Check that lambda is strictly positive
    if (lambda <= 0) {
        return undefined;
    }

    // The distribution peaks at `lambda`, so past the length of the table
    // there is nothing to tabulate and no reason to start.
    if (lambda >= maxDistributionCells) {
        return undefined;
    }

    // Our current place in the distribution
    var x = 0;
    // And we keep track of the current cumulative probability, in
    // order to know when to stop calculating chances.
    var cumulativeProbability = 0;
    // The calculated cells to be returned
    var cells = [];

    // The only term of the mass function below that does not vary with `x`
    var logLambda = Math.log(lambda);

    // This algorithm iterates through each potential outcome,
    // until the `cumulativeProbability` is very close to 1, at
    // which point we've defined the vast majority of outcomes
    do {
        // a [probability mass function](https://en.wikipedia.org/wiki/Probability_mass_function),
        // taken through its logarithm: `lambda` raised to `x` and the factorial
        // of `x` each leave floating-point range long before their ratio does,
        // so computing them separately loses cells the distribution needs.
        cells[x] = Math.exp(x * logLambda - lambda - gammaln(x + 1));
        cumulativeProbability += cells[x];
        x++;
        // When the `cumulativeProbability` is nearly 1, we've calculated
        // the useful range of this distribution
    } while (cumulativeProbability < 1 - epsilon && x < maxDistributionCells);

    // Stopping for any other reason - a lambda that is not a number, or a
    // distribution too wide for the table - leaves cells that do not add up to
    // a distribution, so report that rather than returning them.
    if (
        Number.isNaN(cumulativeProbability) ||
        cumulativeProbability < 1 - epsilon
    ) {
        return undefined;
    }

    return cells;
}

/**
 * The [Probit](http://en.wikipedia.org/wiki/Probit)
 * is the inverse of cumulativeStdNormalProbability(),
 * and is also known as the normal quantile function.
 *
 * It returns the number of standard deviations from the mean
 * where the p'th quantile of values can be found in a normal distribution.
 * So, for example, probit(0.5 + 0.6827/2) ≈ 1 because 68.27% of values are
 * normally found within 1 standard deviation above or below the mean.
 *
 * @param {number} p
 * @returns {number} probit
 */
function probit(p) {
    if (p === 0) {
        p = epsilon;
    } else if (p >= 1) {
        p = 1 - epsilon;
    }
    return Math.sqrt(2) * inverseErrorFunction(2 * p - 1);
}

/**
 * Calculate the [silhouette values](https://en.wikipedia.org/wiki/Silhouette_(clustering))
 * for clustered data.
 *
 * @param {Array<Array<number>>} points N-dimensional coordinates of points.
 * @param {Array<number>} labels Labels of points. This must be the same length as `points`,
 * and values must lie in [0..G-1], where G is the number of groups.
 * @return {Array<number>} The silhouette value for each point.
 *
 * @example
 * silhouette([[0.25], [0.75]], [0, 0]); // => [1.0, 1.0]
 */
function silhouette(points, labels) {
    if (points.length !== labels.length) {
        throw new Error("must have exactly as many labels as points");
    }
    var groupings = createGroups(labels);
    var distances = calculateAllDistances(points);
    var result = [];
    for (var i = 0; i < points.length; i++) {
        var s = 0;
        if (groupings[labels[i]].length > 1) {
            var a = meanDistanceFromPointToGroup(
                i,
                groupings[labels[i]],
                distances
            );
            var b = meanDistanceToNearestGroup(
                i,
                labels,
                groupings,
                distances
            );
            s = (b - a) / Math.max(a, b);
        }
        result.push(s);
    }
    return result;
}

/**
 * Create a lookup table mapping group IDs to point IDs.
 *
 * @private
 * @param {Array<number>} labels Labels of points. This must be the same length as `points`,
 * and values must lie in [0..G-1], where G is the number of groups.
 * @return {Array<Array<number>>} An array of length G, each of whose entries is an array
 * containing the indices of the points in that group.
 */
function createGroups(labels) {
    var numGroups = 1 + max(labels);
    var result = Array(numGroups);
    for (var i = 0; i < labels.length; i++) {
        var label = labels[i];
        if (result[label] === undefined) {
            result[label] = [];
        }
        result[label].push(i);
    }
    return result;
}

/**
 * Create a lookup table of all inter-point distances.
 *
 * @private
 * @param {Array<Array<number>>} points N-dimensional coordinates of points.
 * @return {Array<Array<number>>} A symmetric square array of inter-point distances
 * (zero on the diagonal).
 */
function calculateAllDistances(points) {
    var numPoints = points.length;
    var result = makeMatrix(numPoints, numPoints);
    for (var i = 0; i < numPoints; i++) {
        for (var j = 0; j < i; j++) {
            result[i][j] = euclideanDistance(points[i], points[j]);
            result[j][i] = result[i][j];
        }
    }
    return result;
}

/**
 * Calculate the mean distance between this point and all the points in the
 * nearest group (as determined by which point in another group is closest).
 *
 * @private
 * @param {number} which The index of this point.
 * @param {Array<number>} labels Labels of points.
 * @param {Array<Array<number>>} groupings An array whose entries are arrays
 * containing the indices of the points in that group.
 * @param {Array<Array<number>>} distances A symmetric square array of inter-point
 * distances.
 * @return {number} The mean distance from this point to others in the nearest
 * group.
 */
function meanDistanceToNearestGroup(which, labels, groupings, distances) {
    var label = labels[which];
    var result = Number.MAX_VALUE;
    for (var i = 0; i < groupings.length; i++) {
        if (i !== label) {
            var d = meanDistanceFromPointToGroup(
                which,
                groupings[i],
                distances
            );
            if (d < result) {
                result = d;
            }
        }
    }
    return result;
}

/**
 * Calculate the mean distance from a point to the other members of a group,
 * which may be the point's own group.
 *
 * @private
 * @param {number} which The index of this point.
 * @param {Array<number>} group The indices of all the points in the group in
 * question.
 * @param {Array<Array<number>>} distances A symmetric square array of inter-point
 * distances.
 * @return {number} The mean distance from this point to others in the
 * specified group.
 */
function meanDistanceFromPointToGroup(which, group, distances) {
    var total = 0;
    var count = 0;
    for (var i = 0; i < group.length; i++) {
        if (group[i] === which) {
            continue;
        }
        total += distances[which][group[i]];
        count++;
    }
    return total / count;
}

/**
 * Calculate the [silhouette metric](https://en.wikipedia.org/wiki/Silhouette_(clustering))
 * for a set of N-dimensional points arranged in groups. The metric is the largest
 * individual silhouette value for the data.
 *
 * @param {Array<Array<number>>} points N-dimensional coordinates of points.
 * @param {Array<number>} labels Labels of points. This must be the same length as `points`,
 * and values must lie in [0..G-1], where G is the number of groups.
 * @return {number} The silhouette metric for the groupings.
 *
 * @example
 * silhouetteMetric([[0.25], [0.75]], [0, 0]); // => 1.0
 */
function silhouetteMetric(points, labels) {
    var values = silhouette(points, labels);
    return max(values);
}

/**
 * The [Z-Score, or Standard Score](http://en.wikipedia.org/wiki/Standard_score).
 *
 * The standard score is the number of standard deviations an observation
 * or datum is above or below the mean. Thus, a positive standard score
 * represents a datum above the mean, while a negative standard score
 * represents a datum below the mean. It is a dimensionless quantity
 * obtained by subtracting the population mean from an individual raw
 * score and then dividing the difference by the population standard
 * deviation.
 *
 * The z-score is only defined if one knows the population parameters;
 * if one only has a sample set, then the analogous computation with
 * sample mean and sample standard deviation yields the
 * Student's t-statistic.
 *
 * @param {number} x
 * @param {number} mean
 * @param {number} standardDeviation
 * @return {number} z score
 * @example
 * zScore(78, 80, 5); // => -0.4
 */
function zScore(x, mean, standardDeviation) {
    return (x - mean) / standardDeviation;
}


//# sourceMappingURL=simple-statistics.mjs.map

;// CONCATENATED MODULE: ./src/compare/common-mode.ts
/**
 * Machine-offset ("common-mode") correction for baselines measured in another job
 * (STATISTICS.md §4.4 item 9a), and the per-run correction of a baseline history (item 9b).
 *
 * A cached baseline may come from a faster or slower moment of the runner; that shifts every
 * benchmark by the same factor. The offset is the median over benchmarks of the log cost ratio,
 * which a handful of real regressions cannot move. It assumes most benchmarks are unaffected by the
 * change, so the report always shows the uncorrected geomean beside it and warns when |offset| ≥ δ.
 */

/** Fewer comparable metrics than this cannot estimate a machine offset robustly. */
const MIN_METRICS_FOR_OFFSET = 10;
/** The suite offset: the median of per-metric log cost ratios, or undefined when there are too few. */
function estimateOffset(logCostRatios) {
    const finite = logCostRatios.filter(Number.isFinite);
    return finite.length < MIN_METRICS_FOR_OFFSET ? undefined : simple_statistics_median(finite);
}
/** The id of a metric inside a history. */
const historyId = (key, unit) => `${key}\u0000${unit}`;
/**
 * Turns history runs into per-metric log-cost series. With `correct`, each run is corrected by its
 * own machine offset: the median over metrics of its deviation from the metric's mean over runs.
 */
function correctHistory(runs, metrics, correct) {
    const raw = new Map();
    for (const m of metrics) {
        const logs = runs.map((run) => {
            const v = run.values[m.key]?.[m.unit];
            return v !== undefined && v > 0 ? m.sign * Math.log(v) : undefined;
        });
        if (logs.some((v) => v !== undefined))
            raw.set(historyId(m.key, m.unit), logs);
    }
    const means = new Map([...raw].map(([id, logs]) => [id, meanDefined(logs)]));
    const runOffsets = runs.map((_, j) => {
        if (!correct)
            return 0;
        const deviations = [...raw].flatMap(([id, logs]) => {
            const v = logs[j];
            return v === undefined ? [] : [v - (means.get(id) ?? 0)];
        });
        return estimateOffset(deviations) ?? 0;
    });
    const series = new Map();
    for (const [id, logs] of raw) {
        series.set(id, logs.flatMap((v, j) => (v === undefined ? [] : [v - (runOffsets[j] ?? 0)])));
    }
    return { series, means };
}
function meanDefined(values) {
    const defined = values.filter((v) => v !== undefined);
    return defined.reduce((a, b) => a + b, 0) / Math.max(1, defined.length);
}

;// CONCATENATED MODULE: ./src/stats/describe.ts
// Descriptive summary of one sample and a bimodality check, for the report's noise warnings
// ("noisy baseline (CV 12%)", "bimodal samples"; STATISTICS.md §4.1 item 3 and §4.5).
//
// Contract: pure functions of the values; no value is dropped (no outlier rejection).
// `cv` = sample SD / |mean| and `robustCv` = 1.4826·MAD / |median| (1.4826 makes the MAD a
// consistent estimate of σ for normal data; ss.medianAbsoluteDeviation returns the raw MAD).
//
// Bimodality method: split the sample into two groups with optimal 1-D k-means
// (`ss.ckmeans`, Wang & Song's Ckmeans.1d.dp, R Journal 3(2), 2011) and call it bimodal when
// both groups are substantial and clearly separated:
// * n ≥ 6 and each group holds ≥ 20% of the values,
// * the gap between the groups (min of the upper − max of the lower) is ≥ 5% of |median|,
// * the group means are ≥ 5 pooled within-group SDs apart (Ashman's D ≥ 5 with a pooled SD;
//   K. Ashman, C. Bird & S. Zepf, Astron. J. 108, 1994, use D > 2 for "clean separation", but
//   the two k-means halves of a unimodal normal sample already have D ≈ 2.7).
// Note: a rule of gap ≥ 3× the larger within-group SD was rejected: it flagged only 60–68% of
// 70/30 mixtures of two 2%-CV modes 15% apart at n = 10–30 (an SD from the 2–3 points of the
// minor mode is too noisy, and the gap shrinks as n grows). With the pooled SD, simulation
// (seeded, 3000 samples a cell) gives: mixtures flagged 80% (n = 10) to 86% (n = 30), 95–97%
// when the 70/30 split is exact; unimodal 2%-CV samples never (n = 10–30); unimodal 5–10%-CV
// samples 2–5% at n = 10 and ≤ 0.8% at n ≥ 15. The 20% share rule is what misses the
// mixture draws whose minor mode got fewer than 2 of 10 values.

const MAD_TO_SIGMA = 1.4826;
const MIN_BIMODAL_SAMPLES = 6;
const MIN_CLUSTER_SHARE = 0.2;
const MIN_GAP_TO_MEDIAN = 0.05;
const MIN_SEPARATION_IN_SDS = 5;
function checkValues(caller, values) {
    if (values.length === 0)
        throw new RangeError(`${caller}: the sample is empty`);
    if (!values.every((v) => Number.isFinite(v)))
        throw new RangeError(`${caller}: the sample has a non-finite value`);
}
/**
 * Summary statistics of one sample (any order; units are those of the values).
 * @throws RangeError for an empty sample or a non-finite value (a caller bug)
 */
function describeSample(values) {
    checkValues('describeSample', values);
    const n = values.length;
    const median = simple_statistics_median(values);
    const mean = simple_statistics_mean(values);
    const cv = n >= 2 && mean !== 0 ? sampleStandardDeviation(values) / Math.abs(mean) : Number.NaN;
    const robustCv = median !== 0 ? (MAD_TO_SIGMA * medianAbsoluteDeviation(values)) / Math.abs(median) : Number.NaN;
    return { n, median, min: min(values), max: max(values), mean, cv, robustCv };
}
/**
 * True when the sample looks like a mixture of two separated modes (see the module header),
 * e.g. a benchmark that alternates between a fast and a slow code path or machine state.
 * Always false for fewer than 6 values.
 * @throws RangeError for an empty sample or a non-finite value (a caller bug)
 */
function isBimodal(values) {
    checkValues('isBimodal', values);
    const n = values.length;
    if (n < MIN_BIMODAL_SAMPLES)
        return false;
    // Cheap exact pre-check before ckmeans: two groups each ≥ 20% of the points whose means are ≥ 5%
    // of the median apart contribute a between-group variance ≥ 0.16·d², so the population SD is at
    // least 0.4 · 5% · |median|. Most baselines are far quieter than that.
    const median = simple_statistics_median(values);
    const minimumSd = Math.sqrt(MIN_CLUSTER_SHARE * (1 - MIN_CLUSTER_SHARE)) * MIN_GAP_TO_MEDIAN * Math.abs(median);
    if (standardDeviation(values) < minimumSd)
        return false;
    const [low, high] = ckmeans(values, 2);
    if (!low || !high)
        return false; // a single distinct value
    if (low.length < MIN_CLUSTER_SHARE * n || high.length < MIN_CLUSTER_SHARE * n)
        return false;
    const gap = min(high) - max(low);
    const withinSumOfSquares = sampleVariance(low) * (low.length - 1) + sampleVariance(high) * (high.length - 1);
    const pooledSd = Math.sqrt(withinSumOfSquares / (n - 2));
    const separation = simple_statistics_mean(high) - simple_statistics_mean(low);
    return gap >= MIN_GAP_TO_MEDIAN * Math.abs(median) && separation >= MIN_SEPARATION_IN_SDS * pooledSd;
}

;// CONCATENATED MODULE: ./src/stats/hodges-lehmann.ts
// Hodges–Lehmann estimate of the shift between two samples, with the exact Moses
// distribution-free confidence interval. bench-gate calls it on log values, so the shift is a
// log ratio and exp(estimate) is the "typical" ratio head/base (no logs are taken here).
//
// Contract: estimate = median of the n1·n2 differences y_j − x_i (the shift of y relative to
// x). Sorting those differences as D(1) ≤ … ≤ D(n1·n2), the interval is [D(C+1), D(n1·n2 − C)],
// where C is the largest u with P(U ≤ u) ≤ α/2 under the no-ties null distribution of the
// Mann–Whitney U for (n1, n2), α = 1 − confidence. Its actual coverage for continuous data is
// 1 − 2·P(U ≤ C) ≥ the requested confidence. Example: n1 = n2 = 5 at 95% gives C = 2, the
// interval [D(3), D(23)] with actual confidence 0.968.
//
// Method: J. L. Hodges and E. L. Lehmann, "Estimates of location based on rank tests" (Ann.
// Math. Statist. 34, 1963) for the estimate; L. E. Moses' interval (in Walker & Lev,
// "Statistical Inference", 1953; see also Hollander & Wolfe, "Nonparametric Statistical
// Methods", ch. 4) for the CI, which is the set of shifts the two-sided Mann–Whitney test at
// level α does not reject (up to the convention at the boundary). C comes from the exact U distribution when
// `isExactNoTiesSize(n1, n2)`, otherwise from the normal approximation with continuity
// correction: C = ⌊n1n2/2 − ½ + z_{α/2}·√(n1n2(N+1)/12)⌋.


/**
 * Relative slack when comparing P(U ≤ u) with α/2, so that a tail exactly equal to α/2 in exact
 * arithmetic qualifies despite rounding: (1 − 0.9)/2 is 0.04999999999999999 in floating point,
 * while P(U ≤ 0) for 3+3 is exactly 1/20.
 */
const TAIL_SLACK = 1e-12;
function exactCriticalValue(n1, n2, halfAlpha) {
    const limit = halfAlpha * (1 + TAIL_SLACK);
    // Bisection for the largest u with P(U ≤ u) ≤ limit (the CDF is non-decreasing). Invariant:
    // `lo` qualifies (P(U ≤ −1) = 0), `hi` does not or lies beyond ⌊(n1n2 − 1)/2⌋, which keeps
    // D(C+1) ≤ D(n1n2 − C) even for a tiny confidence.
    let lo = -1;
    let hi = Math.floor((n1 * n2 - 1) / 2) + 1;
    while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (uNullCdf(mid, n1, n2) <= limit)
            lo = mid;
        else
            hi = mid;
    }
    return { c: lo, lowerTail: lo < 0 ? 0 : uNullCdf(lo, n1, n2) };
}
function normalCriticalValue(n1, n2, halfAlpha) {
    const mean = (n1 * n2) / 2;
    const sd = Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
    const c = Math.floor(mean - 0.5 + sd * normalQuantile(halfAlpha));
    if (c < 0)
        return { c: -1, lowerTail: 0 };
    return { c, lowerTail: normalCdf((c + 0.5 - mean) / sd) };
}
/**
 * The Moses critical value C for sizes (n1, n2) and the given two-sided confidence, and the
 * tail P(U ≤ C) that determines the actual confidence 1 − 2·P(U ≤ C).
 */
function mosesCriticalValue(n1, n2, confidence) {
    const halfAlpha = (1 - confidence) / 2;
    return isExactNoTiesSize(n1, n2) ? exactCriticalValue(n1, n2, halfAlpha) : normalCriticalValue(n1, n2, halfAlpha);
}
function hodges_lehmann_checkSample(name, sample) {
    if (sample.length === 0)
        throw new RangeError(`hodgesLehmann: sample ${name} is empty`);
    if (!sample.every((v) => Number.isFinite(v)))
        throw new RangeError(`hodgesLehmann: sample ${name} has a non-finite value`);
}
/**
 * Hodges–Lehmann shift of y relative to x (median of y_j − x_i) with the exact Moses CI.
 * Pass log values to get a log ratio (exp(estimate) = typical y/x ratio).
 *
 * When no u satisfies P(U ≤ u) ≤ α/2, i.e. 1/C(n1+n2, n1) > α/2 (for example n1 = n2 = 3 at
 * 95%, or n1 = 1), the samples cannot bound the shift at that confidence: lo = −Infinity,
 * hi = +Infinity and confidence = 1.
 * @param confidence two-sided confidence level in (0, 1), default 0.95
 * @throws RangeError for an empty sample, a non-finite value or a confidence outside (0, 1)
 */
function hodgesLehmann(x, y, confidence = 0.95) {
    hodges_lehmann_checkSample('x', x);
    hodges_lehmann_checkSample('y', y);
    if (!(confidence > 0 && confidence < 1))
        throw new RangeError(`hodgesLehmann: confidence must be in (0, 1), got ${confidence}`);
    const n1 = x.length;
    const n2 = y.length;
    const diffs = new Float64Array(n1 * n2);
    let k = 0;
    for (const yj of y)
        for (const xi of x)
            diffs[k++] = yj - xi;
    diffs.sort();
    const total = diffs.length;
    const mid = total >> 1;
    const estimate = total % 2 === 1 ? (diffs[mid] ?? 0) : ((diffs[mid - 1] ?? 0) + (diffs[mid] ?? 0)) / 2;
    const { c, lowerTail } = mosesCriticalValue(n1, n2, confidence);
    if (c < 0)
        return { estimate, lo: Number.NEGATIVE_INFINITY, hi: Number.POSITIVE_INFINITY, confidence: 1 };
    return { estimate, lo: diffs[c] ?? 0, hi: diffs[total - 1 - c] ?? 0, confidence: 1 - 2 * lowerTail };
}

;// CONCATENATED MODULE: ./src/stats/t-dist.ts
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

const t_dist_MAX_TERMS = 100_000;
const TINY = 1e-300;
function logBeta(a, b) {
    return gammaln(a) + gammaln(b) - gammaln(a + b);
}
/** 1/(1 + d₁/(1 + d₂/(1 + …))), the A&S 26.5.8 continued fraction, by modified Lentz. */
function betaContinuedFraction(x, a, b) {
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    d = 1 / (Math.abs(d) < TINY ? TINY : d);
    let value = d;
    for (let m = 1; m < t_dist_MAX_TERMS; m++) {
        const even = (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
        const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
        let delta = 1;
        for (const coefficient of [even, odd]) {
            d = 1 + coefficient * d;
            d = 1 / (Math.abs(d) < TINY ? TINY : d);
            c = 1 + coefficient / c;
            if (Math.abs(c) < TINY)
                c = TINY;
            delta = c * d;
            value *= delta;
        }
        if (Math.abs(delta - 1) < 1e-16)
            break;
    }
    return value;
}
/**
 * I_x(a, b) with both x and y = 1 − x supplied by the caller, so that a y computed without
 * cancellation (e.g. t²/(df + t²)) keeps its accuracy.
 */
function incompleteBeta(x, y, a, b) {
    if (x <= 0)
        return 0;
    if (y <= 0)
        return 1;
    if (x > (a + 1) / (a + b + 2))
        return 1 - incompleteBeta(y, x, b, a);
    const logFront = a * Math.log(x) + b * Math.log(y) - logBeta(a, b) - Math.log(a);
    return Math.exp(logFront) * betaContinuedFraction(x, a, b);
}
/**
 * Regularized incomplete beta function I_x(a, b) = B(x; a, b)/B(a, b), the CDF at x of a
 * Beta(a, b) variable. Relative accuracy ~1e-13 on the smaller of I and 1 − I.
 * @throws RangeError if a ≤ 0, b ≤ 0, or x is outside [0, 1] (a caller bug).
 */
function regularizedIncompleteBeta(x, a, b) {
    if (!(a > 0 && b > 0))
        throw new RangeError(`regularizedIncompleteBeta: a and b must be > 0, got a=${a}, b=${b}`);
    if (Number.isNaN(x))
        return Number.NaN;
    if (x < 0 || x > 1)
        throw new RangeError(`regularizedIncompleteBeta: x must be in [0, 1], got ${x}`);
    return incompleteBeta(x, 1 - x, a, b);
}
function checkDegreesOfFreedom(df) {
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
function studentTSurvival(t, df) {
    checkDegreesOfFreedom(df);
    if (Number.isNaN(t))
        return Number.NaN;
    if (t === Number.POSITIVE_INFINITY)
        return 0;
    if (t === Number.NEGATIVE_INFINITY)
        return 1;
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
function studentTCdf(t, df) {
    return studentTSurvival(-t, df);
}

;// CONCATENATED MODULE: ./src/stats/history.ts
// History prediction test for benchmarks with one number per run (STATISTICS.md §4.4, items
// 9b and 10): is the candidate run's value larger than what the population of past baseline
// runs predicts?
//
// Contract: with H past values h and a candidate c (all > 0, in "cost" orientation, larger is
// worse), work in log space (run-to-run noise is multiplicative) and compute the Student-t
// prediction statistic
//   t = (ln c − mean(ln h)) / (sd(ln h)·√(1 + 1/H)),  df = H − 1,
// and the one-sided p = P(T_df ≥ t). Under the null (c drawn from the same log-normal
// population as h), p is uniform; small p means c is unusually large.
//
// Method: the classical prediction interval for a new observation from a normal sample
// (e.g. Hahn & Meeker, "Statistical Intervals", 1991; the same construction as Bencher's
// t_test threshold, applied to logs and read as a p-value). sd is the sample (n − 1) standard
// deviation, `ss.sampleStandardDeviation`.


/**
 * One-sided log-space Student-t prediction test that `candidate` is larger than the past
 * run values in `history` (see the module header for the formula).
 *
 * Returns undefined, rather than a misleading p, when the test is not defined:
 * * H < 2: no estimate of the run-to-run spread exists (df would be 0);
 * * any value ≤ 0 or non-finite: the logarithm is undefined, and such values are not costs;
 * * sd(ln h) = 0 (all past values identical): the statistic divides by zero. This is a
 *   deterministic or quantized metric (counts, sizes), which should be gated with an
 *   exact threshold instead of a test.
 */
function historyPredictionTest(history, candidate) {
    const h = history.length;
    if (h < 2)
        return undefined;
    const isPositive = (v) => Number.isFinite(v) && v > 0;
    if (!isPositive(candidate) || !history.every(isPositive))
        return undefined;
    // Checked exactly first: a rounded mean can leave a spurious sd of ~1e-17 for equal values.
    if (history.every((v) => v === history[0]))
        return undefined;
    const logs = history.map((v) => Math.log(v));
    const sd = sampleStandardDeviation(logs);
    if (!(sd > 0))
        return undefined;
    const t = (Math.log(candidate) - simple_statistics_mean(logs)) / (sd * Math.sqrt(1 + 1 / h));
    const df = h - 1;
    return { p: studentTSurvival(t, df), t, df };
}

;// CONCATENATED MODULE: ./src/format.ts
/**
 * Number formatting shared by every report: percentages, p-values, and values with units scaled
 * for humans (`1.23 µs`, `45.6 MB/s`, `1.50 KiB`). One scale is chosen per row (benchstat's
 * RowScaler idea) so base and head read in the same prefix. Sizes (`B/op`) scale by 1024 as
 * benchunit does; rates and everything else by 1000.
 */
/** `0.1135` -> `+11.35%` (sign always shown); `digits` decimals. */
function formatPercent(fraction, digits = 2) {
    if (Number.isNaN(fraction))
        return 'n/a';
    if (!Number.isFinite(fraction))
        return fraction > 0 ? '+∞%' : '-∞%';
    const text = (fraction * 100).toFixed(digits);
    const isNegative = text.startsWith('-') && Number(text) !== 0;
    return isNegative ? `${text}%` : `+${text.replace(/^-/, '')}%`;
}
/** `0.123` -> `12%` (no sign), for spreads and coefficients of variation. */
function formatShare(fraction, digits = 0) {
    return Number.isFinite(fraction) ? `${(fraction * 100).toFixed(digits)}%` : 'n/a';
}
/** p-values with two significant figures, so tiny p-values stay informative (STATISTICS.md §4.5). */
function formatP(p) {
    if (p >= 0.001)
        return String(Number(p.toPrecision(2)));
    return p.toExponential(1);
}
const SI_DOWN = [[1, ''], [1e-3, 'm'], [1e-6, 'µ'], [1e-9, 'n'], [1e-12, 'p']];
const SI_UP = [[1e12, 'T'], [1e9, 'G'], [1e6, 'M'], [1e3, 'k'], [1, '']];
const BINARY_UP = [[2 ** 40, 'Ti'], [2 ** 30, 'Gi'], [2 ** 20, 'Mi'], [2 ** 10, 'Ki'], [1, '']];
function pick(value, table) {
    const magnitude = Math.abs(value);
    const last = table[table.length - 1] ?? [1, ''];
    if (!Number.isFinite(magnitude) || magnitude === 0)
        return table.find(([f]) => f === 1) ?? last;
    return table.find(([f]) => magnitude >= f * 0.9995) ?? last;
}
/** Chooses a display scale for a base unit from a representative value (the row's base median). */
function chooseScale(unit, value) {
    if (unit === 'sec/op' || unit === 'sec') {
        const [factor, prefix] = pick(value, SI_DOWN);
        return { factor, suffix: `${prefix}s` };
    }
    if (unit === 'B/op' || unit === 'B') {
        const [factor, prefix] = pick(value, BINARY_UP);
        return { factor, suffix: `${prefix}B` };
    }
    const slash = unit.indexOf('/');
    const numerator = slash === -1 ? unit : unit.slice(0, slash);
    const denominator = slash === -1 ? '' : unit.slice(slash);
    if (numerator === 'sec') {
        const [factor, prefix] = pick(value, SI_DOWN);
        return { factor, suffix: `${prefix}s${denominator}` };
    }
    const [factor, prefix] = pick(value, SI_UP);
    if (unit === 'allocs/op')
        return { factor, suffix: `${prefix}${prefix === '' ? '' : ' '}allocs` };
    return { factor, suffix: `${prefix}${numerator}${denominator}` };
}
/** Formats a value with 3 significant figures (no exponent) in a scale: `1.23 µs`. */
function formatScaled(value, scale) {
    if (Number.isNaN(value))
        return 'n/a';
    if (!Number.isFinite(value))
        return value > 0 ? '∞' : '-∞';
    const scaled = value / scale.factor;
    const magnitude = Math.abs(scaled);
    const digits = magnitude >= 100 || Number.isInteger(scaled) ? 0 : magnitude >= 10 ? 1 : 2;
    return `${scaled.toFixed(digits)} ${scale.suffix}`;
}

;// CONCATENATED MODULE: ./src/compare/verdict.ts
/** +1 for lower-is-better metrics, −1 for higher-is-better: multiplies a log value into "cost". */
function costSign(better) {
    return better === 'lower' ? 1 : -1;
}
/**
 * head / base as a "ratio" that stays meaningful when values are zero or negative (§4.6):
 * 1 + (head − base) / |base|, floored at 0 (a drop below zero is the largest possible decrease);
 * from a base of 0 any rise is +∞ and any drop 0. For positive values it is exactly head / base.
 */
function effectRatio(base, head) {
    if (base === head)
        return 1;
    if (base > 0 && head >= 0)
        return head / base;
    if (base === 0)
        return head > 0 ? Infinity : 0;
    return Math.max(0, 1 + (head - base) / Math.abs(base));
}
/** The ratio turned so that larger is worse (a throughput drop becomes a cost increase). */
function costRatio(ratio, better) {
    if (better === 'lower')
        return ratio;
    if (ratio === 0)
        return Infinity;
    return 1 / ratio;
}
/** Decides the status of a tested or exact metric. */
function decideStatus(input) {
    const cost = input.ratio === null ? null : costRatio(input.ratio, input.better);
    const exact = input.qWorse === undefined && input.qBetter === undefined;
    const worse = exact || (input.qWorse ?? 1) <= input.q;
    const better = exact || (input.qBetter ?? 1) <= input.q;
    if (cost === null)
        return 'inconclusive';
    if (exact && cost === 1)
        return 'no-change';
    if (worse && cost >= 1 + input.threshold)
        return 'regression';
    if (better && cost <= 1 / (1 + input.threshold))
        return 'improvement';
    if (exact || worse || better)
        return 'below-threshold';
    return 'no-change';
}

;// CONCATENATED MODULE: ./src/compare/metric-stats.ts
/**
 * The statistics of one (benchmark, metric) pair, before multiple-comparison control: the effect
 * (Hodges-Lehmann ratio with its exact Moses CI, on logs), the one-sided Mann-Whitney p-values in
 * the worse and the better direction, the history prediction test when a baseline history exists,
 * and the warnings a reader needs (STATISTICS.md §4.1, §4.4, §4.6).
 *
 * Orientation: "cost" is the metric turned so that larger is worse (log values negated for
 * higher-is-better units); `ratio` and `ci` stay in the metric's own orientation for display.
 */







/** A history shorter than this does not estimate between-run spread well enough to gate on. */
const MIN_HISTORY_RUNS = 5;
/** Fewer samples than this on a side (but more than one) is too few to test (§4.3). */
const MIN_SAMPLES = 3;
const NOISY_CV = 0.10;
const NOISY_ROBUST_CV = 0.05;
const allEqual = (xs) => xs.every((x) => x === xs[0]);
/**
 * Tests one metric. `offsetLog` is the suite-wide machine offset (log cost) to remove from head.
 */
function testMetric(input, offsetLog = 0) {
    const warnings = baselineWarnings(input.base);
    const { base, head } = input;
    if (input.assumption === 'exact')
        return compareExactly(input, warnings);
    const enough = base.length >= MIN_SAMPLES && head.length >= MIN_SAMPLES;
    // §4.6: all values equal on both sides is a deterministic measurement; compare it exactly.
    if (enough && allEqual(base) && allEqual(head))
        return { kind: 'exact', ratio: effectRatio(base[0] ?? 0, head[0] ?? 0), warnings };
    if (base.length === 1 && head.length === 1)
        return testOneNumberPerRun(input, offsetLog, warnings);
    if (!enough) {
        return { kind: 'inconclusive', ratio: medianRatio(base, head), reason: `too few samples (n=${base.length}+${head.length}); need ≥ ${MIN_SAMPLES} per side, 10 recommended`, warnings };
    }
    for (const [side, values] of [['base', base], ['head', head]]) {
        if (allEqual(values)) {
            return { kind: 'inconclusive', ratio: medianRatio(base, head), reason: `all ${values.length} ${side} samples are equal (${values[0]}): too coarse to test; increase the benchmark time`, warnings };
        }
    }
    if ([...base, ...head].some((v) => !(v > 0) || !Number.isFinite(v)))
        return testOnDifferences(input, warnings);
    return testOnLogs(input, offsetLog, warnings);
}
/**
 * Metrics that should not vary (allocation counts, sizes): a plain threshold on the medians, no
 * test (§4.6), with a warning when the values do vary after all.
 */
function compareExactly(input, warnings) {
    if (!allEqual(input.base) || !allEqual(input.head)) {
        const values = [...input.base, ...input.head];
        warnings.push(`exact distribution expected, but values range from ${Math.min(...values)} to ${Math.max(...values)}; compared by medians`);
    }
    return { kind: 'exact', ratio: effectRatio(median(input.base), median(input.head)), warnings };
}
function testOnLogs(input, offsetLog, warnings) {
    const s = costSign(input.better);
    const logBase = input.base.map(Math.log);
    const logHead = input.head.map((v) => Math.log(v) - s * offsetLog);
    const costBase = logBase.map((v) => s * v);
    const costHead = logHead.map((v) => s * v);
    let pWorse = mannWhitneyU(costHead, costBase, 'greater').p;
    let pBetter = mannWhitneyU(costHead, costBase, 'less').p;
    const hl = hodgesLehmann(logBase, logHead);
    let method = 'mann-whitney';
    const history = historyTest(input, costSign(input.better) * Math.log(median(input.head)));
    if (history !== undefined) {
        pWorse = Math.max(pWorse, history.pWorse);
        pBetter = Math.max(pBetter, history.pBetter);
        method = 'mann-whitney+history';
    }
    return { kind: 'tested', method, ratio: Math.exp(hl.estimate), ci: [Math.exp(hl.lo), Math.exp(hl.hi)], pWorse, pBetter, warnings };
}
/** Zero or negative values have no logarithm: test the raw values, report the ratio of medians. */
function testOnDifferences(input, warnings) {
    const s = costSign(input.better);
    const pWorse = mannWhitneyU(input.head.map((v) => s * v), input.base.map((v) => s * v), 'greater').p;
    const pBetter = mannWhitneyU(input.head.map((v) => s * v), input.base.map((v) => s * v), 'less').p;
    warnings.push('values ≤ 0 or not finite: tested on raw values; the change is relative to |base median|, without CI');
    return { kind: 'tested', method: 'mann-whitney', ratio: medianRatio(input.base, input.head), ci: null, pWorse, pBetter, warnings };
}
/**
 * One number per run (n = 1 each side): only a history of earlier runs can say what is noise
 * (§4.4 item 10). The effect is then measured against the history's centre, the same reference
 * the test uses, not against the single base run.
 */
function testOneNumberPerRun(input, offsetLog, warnings) {
    const [b = 0, h = 0] = [input.base[0], input.head[0]];
    const history = h > 0 ? historyTest(input, costSign(input.better) * Math.log(h)) : undefined;
    if (history === undefined) {
        const ratio = b > 0 && h > 0 ? Math.exp(Math.log(h / b) - costSign(input.better) * offsetLog) : effectRatio(b, h);
        const runs = input.history?.costLogs.length ?? 0;
        return { kind: 'inconclusive', ratio, warnings,
            reason: `1 sample per run and ${runs} baseline run${runs === 1 ? '' : 's'} in history; need ≥ ${MIN_HISTORY_RUNS} baseline runs (or ≥ 7 samples per side) to gate. Reporting the ratio only: ${formatPercent(ratio - 1)}` };
    }
    return { kind: 'tested', method: 'history', ratio: history.ratio, ci: null, pWorse: history.pWorse, pBetter: history.pBetter, warnings };
}
/** The history prediction test in both directions, for a head run whose (uncorrected) log cost is given. */
function historyTest(input, headCostLog) {
    const history = input.history;
    if (history === undefined || history.costLogs.length < MIN_HISTORY_RUNS)
        return undefined;
    const candidate = headCostLog - history.offsetLog;
    const worse = historyPredictionTest(history.costLogs.map(Math.exp), Math.exp(candidate));
    const better = historyPredictionTest(history.costLogs.map((v) => Math.exp(-v)), Math.exp(-candidate));
    if (worse === undefined || better === undefined)
        return undefined;
    const centre = simple_statistics_mean([...history.costLogs]);
    return { pWorse: worse.p, pBetter: better.p, ratio: Math.exp(costSign(input.better) * (candidate - centre)) };
}
function baselineWarnings(base) {
    if (base.length < MIN_SAMPLES || base.some((v) => !(v > 0)))
        return [];
    const d = describeSample(base);
    const warnings = [];
    if (d.cv > NOISY_CV || d.robustCv > NOISY_ROBUST_CV) {
        warnings.push(`noisy baseline (CV ${formatShare(d.cv)}, robust CV ${formatShare(d.robustCv)}): consider more samples or a quieter runner`);
    }
    if (isBimodal(base))
        warnings.push('bimodal baseline samples: the benchmark alternates between two speeds');
    return warnings;
}
/** The median; NaN for an empty list (a side with no values has no centre). */
function median(values) {
    return values.length === 0 ? NaN : simple_statistics_median([...values]);
}
function medianRatio(base, head) {
    const ratio = effectRatio(median(base), median(head));
    return Number.isNaN(ratio) ? null : ratio;
}

;// CONCATENATED MODULE: ./src/compare/types.ts
const COMPARISON_STATUSES = [
    'regression', 'improvement', 'below-threshold', 'no-change', 'inconclusive', 'failed', 'skipped', 'new', 'removed',
];
const BASELINE_MODES = ['files', 'cached', 'ab'];
const COMMON_MODE_SETTINGS = ['auto', 'on', 'off'];

;// CONCATENATED MODULE: ./src/gate.ts


/** The comparisons that fail the gate. */
function gatingRegressions(comparisons, policy = {}) {
    return comparisons.filter((c) => c.status === 'regression' && policy.isInformational?.(c) !== true);
}
/** `pass` or `fail`. */
function gateVerdict(comparisons, policy = {}) {
    return gatingRegressions(comparisons, policy).length > 0 ? 'fail' : 'pass';
}
/** Counts per status, every status present (zero when absent). */
function countStatuses(comparisons) {
    const counts = Object.fromEntries(COMPARISON_STATUSES.map((s) => [s, 0]));
    for (const c of comparisons)
        counts[c.status] += 1;
    return counts;
}
/** One line for a failed job: "2 benchmarks regressed beyond 5%: Encode/json sec/op +11.35%, ...". */
function describeFailure(regressions) {
    const shown = regressions.slice(0, 5).map((c) => `${c.name} ${c.unit} ${c.ratio === null ? '' : formatPercent(c.ratio - 1)}`.trim());
    const more = regressions.length > shown.length ? `, and ${regressions.length - shown.length} more` : '';
    const thresholds = [...new Set(regressions.map((c) => formatPercent(c.threshold, 0).replace('+', '')))].join('/');
    return `${regressions.length} benchmark metric${regressions.length === 1 ? '' : 's'} regressed beyond ${thresholds}: ${shown.join(', ')}${more}`;
}

;// CONCATENATED MODULE: ./src/compare/report-builder.ts
/**
 * Assembles the ComparisonReport: counts, geomeans per unit, the machine-offset notes, and the
 * verdict from the gate.
 */




const COMPARED = new Set(['regression', 'improvement', 'below-threshold', 'no-change']);
function buildReport(parts) {
    const { base, head, comparisons, settings, offset } = parts;
    const warnings = [...parts.warnings, ...contextWarnings(base, head, comparisons)];
    const report = {
        verdict: gateVerdict(comparisons),
        summary: countStatuses(comparisons),
        comparisons,
        geomeans: geomeans(comparisons, offset),
        warnings,
        settings,
        base: { ...report_builder_pick(base), historyRuns: base.history?.length ?? 0 },
        head: report_builder_pick(head),
    };
    if (offset !== undefined) {
        report.machineOffset = Math.exp(offset);
        const note = `runner offset: head ran ${formatPercent(Math.abs(Math.exp(offset) - 1)).slice(1)} ${offset >= 0 ? 'slower' : 'faster'} overall than the baseline; corrected before testing (the uncorrected geomean is shown beside it)`;
        warnings.push(Math.abs(offset) >= Math.log(1 + settings.threshold)
            ? `LARGE ${note}. This is a different or busier machine, or a change that slows everything: check the uncorrected geomean.`
            : note);
    }
    return report;
}
function report_builder_pick(set) {
    const out = { tool: set.context.tool, sources: set.context.sources };
    if (set.context.commit !== undefined)
        out.commit = set.context.commit;
    if (set.context.time !== undefined)
        out.time = set.context.time;
    return out;
}
/** Geomean of per-benchmark ratios per unit (logAverage, never geometricMean: it underflows). */
function geomeans(comparisons, offset) {
    const byUnit = new Map();
    for (const c of comparisons) {
        if (!COMPARED.has(c.status) || c.ratio === null || !(c.ratio > 0) || !Number.isFinite(c.ratio))
            continue;
        byUnit.set(c.unit, [...(byUnit.get(c.unit) ?? []), c]);
    }
    return [...byUnit].map(([unit, rows]) => {
        const row = { unit, ratio: logAverage(rows.map((c) => c.ratio ?? 1)), count: rows.length };
        if (offset !== undefined) {
            row.uncorrectedRatio = logAverage(rows.map((c) => (c.ratio ?? 1) * (c.method === 'exact' ? 1 : Math.exp(costSign(c.better) * offset))));
        }
        return row;
    });
}
function contextWarnings(base, head, comparisons) {
    const warnings = [];
    const a = base.context.machine?.fingerprint;
    const b = head.context.machine?.fingerprint;
    if (a !== undefined && b !== undefined && a !== b)
        warnings.push(`base and head were measured on different machines (${a} vs ${b}): differences may be the machine, not the code`);
    if (base.context.config.cpu !== undefined && head.context.config.cpu !== undefined && base.context.config.cpu !== head.context.config.cpu) {
        warnings.push(`base and head ran on different CPUs (${base.context.config.cpu} vs ${head.context.config.cpu})`);
    }
    if (comparisons.length > 0 && comparisons.every((c) => c.status === 'new' || c.status === 'removed')) {
        warnings.push('base and head have no benchmark in common: check that both ran the same suite (benchmark names include the package)');
    }
    return warnings;
}

;// CONCATENATED MODULE: ./src/compare.ts








const DEFAULT_THRESHOLD = 0.05;
const DEFAULT_Q = 0.05;
/** Compares `head` against `base`. */
function compareResultSets(base, head, options = {}) {
    const settings = {
        threshold: options.threshold ?? DEFAULT_THRESHOLD,
        q: options.q ?? DEFAULT_Q,
        multipleComparisons: options.multipleComparisons ?? 'bh',
        mode: options.mode ?? 'files',
        commonMode: options.commonMode ?? 'auto',
    };
    const warnings = [];
    const pairs = joinResultSets(base, head);
    const correcting = settings.commonMode === 'on' || (settings.commonMode === 'auto' && settings.mode === 'cached');
    const offset = correcting ? estimateOffset(pairs.map(logCostRatioOf)) : undefined;
    if (correcting && offset === undefined)
        warnings.push('too few benchmarks (fewer than 10) to estimate the machine offset; the baseline was not corrected');
    const history = correctHistory(base.history ?? [], pairs.flatMap(metricRef), correcting);
    const historyOffset = correcting ? estimateOffset(pairs.map((p) => headOffsetInHistory(p, history))) ?? 0 : 0;
    const stats = pairs.map((pair) => (pair.kind === 'both' ? testPair(pair, offset ?? 0, history, historyOffset) : undefined));
    const tested = stats.flatMap((s, index) => {
        const pair = pairs[index];
        return s?.kind === 'tested' && pair?.kind === 'both' ? [{ index, stats: s, n: [metricValues(pair.base).length, metricValues(pair.head).length] }] : [];
    });
    const qWorse = adjustPValues(tested.map((t) => t.stats.pWorse), settings.multipleComparisons);
    const qBetter = adjustPValues(tested.map((t) => t.stats.pBetter), settings.multipleComparisons);
    const adjusted = new Map(tested.map((t, i) => [t.index, { qWorse: qWorse[i] ?? 1, qBetter: qBetter[i] ?? 1 }]));
    const reachable = significanceFloor(tested.length, settings.q, settings.multipleComparisons);
    const comparisons = pairs.map((pair, index) => {
        const threshold = options.thresholdFor?.(pair.benchmark, unitOf(pair)) ?? settings.threshold;
        return buildComparison(pair, stats[index], adjusted.get(index), { ...settings, threshold }, reachable, tested.length);
    });
    return buildReport({ base, head, comparisons, settings, warnings, offset, correcting });
}
function unitOf(pair) {
    switch (pair.kind) {
        case 'both':
        case 'removed':
            return pair.base.unit;
        case 'new':
            return pair.head.unit;
        case 'failed':
        case 'skipped':
            return pair.unit;
    }
}
/** Log cost ratio of medians of a pair, for the machine offset; NaN when not applicable. */
function logCostRatioOf(pair) {
    if (pair.kind !== 'both' || pair.head.assumption === 'exact')
        return NaN;
    const b = median(metricValues(pair.base));
    const h = median(metricValues(pair.head));
    return b > 0 && h > 0 ? Math.log(costRatio(h / b, pair.head.better)) : NaN;
}
function metricRef(pair) {
    return pair.kind === 'both' && pair.head.assumption !== 'exact'
        ? [{ key: pair.benchmark.key, unit: pair.head.unit, sign: costSign(pair.head.better) }] : [];
}
function headOffsetInHistory(pair, history) {
    if (pair.kind !== 'both')
        return NaN;
    const mean = history.means.get(historyId(pair.benchmark.key, pair.head.unit));
    const h = median(metricValues(pair.head));
    return mean === undefined || !(h > 0) ? NaN : costSign(pair.head.better) * Math.log(h) - mean;
}
function testPair(pair, offset, history, historyOffset) {
    const costLogs = history.series.get(historyId(pair.benchmark.key, pair.head.unit));
    return testMetric({
        better: pair.head.better,
        assumption: pair.head.assumption,
        base: metricValues(pair.base),
        head: metricValues(pair.head),
        ...(costLogs === undefined ? {} : { history: { costLogs, offsetLog: historyOffset } }),
    }, pair.head.assumption === 'exact' ? 0 : offset);
}
/** The smallest p that can survive the adjustment as a lone discovery among m tests. */
function significanceFloor(m, q, method) {
    if (m <= 1 || method === 'none')
        return q;
    if (method === 'by')
        return q / (m * harmonicNumber(m));
    return q / m;
}
function buildComparison(pair, stats, adjusted, settings, floor, m) {
    const base = pair.kind === 'both' || pair.kind === 'removed' ? summarize(metricValues(pair.base)) : undefined;
    const head = pair.kind === 'both' || pair.kind === 'new' ? summarize(metricValues(pair.head)) : undefined;
    const metric = pair.kind === 'both' || pair.kind === 'new' ? pair.head : pair.kind === 'removed' ? pair.base : undefined;
    const comparison = {
        key: pair.benchmark.key, name: pair.benchmark.name, unit: unitOf(pair), better: metric?.better ?? 'lower',
        status: 'no-change', ratio: null, ci: null, p: null, q: null, n: [base?.n ?? 0, head?.n ?? 0],
        threshold: settings.threshold, method: 'none', pWorse: null, qWorse: null, pBetter: null, qBetter: null, warnings: [],
    };
    if (pair.benchmark.parts.package !== undefined)
        comparison.package = pair.benchmark.parts.package;
    if (base !== undefined)
        comparison.base = base;
    if (head !== undefined)
        comparison.head = head;
    if (pair.kind !== 'both' || stats === undefined) {
        comparison.status = pair.kind === 'both' ? 'no-change' : pair.kind;
        if (pair.kind !== 'both' && pair.note !== undefined)
            comparison.warnings.push(pair.note);
        return comparison;
    }
    if (pair.base.better !== pair.head.better)
        comparison.warnings.push(`base says ${pair.base.better} is better, head says ${pair.head.better}; using head`);
    comparison.warnings.push(...stats.warnings);
    comparison.ratio = stats.ratio;
    if (stats.kind === 'inconclusive') {
        comparison.status = 'inconclusive';
        comparison.warnings.push(stats.reason);
        return comparison;
    }
    if (stats.kind === 'exact') {
        comparison.method = 'exact';
        comparison.status = decideStatus({ ratio: stats.ratio, better: comparison.better, q: settings.q, threshold: settings.threshold });
        return comparison;
    }
    return finishTested(comparison, stats, adjusted ?? { qWorse: 1, qBetter: 1 }, settings, floor, m);
}
function finishTested(comparison, stats, adjusted, settings, floor, m) {
    Object.assign(comparison, { method: stats.method, ci: stats.ci, pWorse: stats.pWorse, pBetter: stats.pBetter, qWorse: adjusted.qWorse, qBetter: adjusted.qBetter });
    const worseSide = stats.ratio === null || costRatio(stats.ratio, comparison.better) >= 1;
    comparison.p = worseSide ? stats.pWorse : stats.pBetter;
    comparison.q = worseSide ? adjusted.qWorse : adjusted.qBetter;
    const [n1, n2] = comparison.n;
    const significant = adjusted.qWorse <= settings.q || adjusted.qBetter <= settings.q;
    if (stats.method !== 'history' && minAchievablePValue(n1, n2) > floor) {
        // A lone change cannot reach significance at this n; many changes together still can (BH is
        // step-up), so only a result that is not significant becomes inconclusive.
        const need = samplesNeededPerSide(floor);
        comparison.warnings.push(`n=${n1}+${n2} cannot reach significance for a single regression among ${m} comparison${m === 1 ? '' : 's'} at q=${settings.q}; need ≥ ${need} samples per side (${Math.max(need, 10)} recommended)`);
        if (!significant) {
            comparison.status = 'inconclusive';
            return comparison;
        }
    }
    comparison.status = decideStatus({ ratio: stats.ratio, better: comparison.better, qWorse: adjusted.qWorse, qBetter: adjusted.qBetter, q: settings.q, threshold: settings.threshold });
    return comparison;
}
function summarize(values) {
    if (values.length === 0)
        return undefined;
    const sorted = [...values].sort((a, b) => a - b);
    const ci = medianConfidenceInterval(sorted);
    return { n: sorted.length, median: median(sorted), lo: ci.lo, hi: ci.hi, min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function util_assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function util_assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            util_assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        util_assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function util_isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const util_allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (util_isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (util_isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function util_pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function util_issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/core.js
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = rawShape(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !nullish(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ $constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ $constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ $constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = _null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ $constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = sizeCaps(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    attachSchema(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && aborted(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    util_assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util_isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = cached(() => normalizeDef(def));
    const memo = globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util_isObject;
    const jit = !globalConfig.jitless;
    const allowsEval = util_allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
(/* unused pure expression or super */ null && (core.$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    util.defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util.assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = util.rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = util.cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
})));
const $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ $constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => finalizeIssue(iss, ctx, config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
});
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ $constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? escapeRegex(o) : o ? escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util_issue(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var registries_a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(registries_a = globalThis).__zod_globalRegistry ?? (registries_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...normalizeParams(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util_issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                util_assignProp(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            util_assignProp(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                util_assignProp(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(NUMBER_FORMAT_RANGES),
    bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = getEnumValues(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        util_assignProp(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            util_assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = parsedType(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
                return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = $constructor("$ZodError", initializer);
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ $constructor("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!globalConfig.localeError)
        config(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!globalConfig.memoizer)
        config({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(mergeDefs(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return clone(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return hide(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        own(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ $constructor("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ $constructor("ZodNull", (inst, def) => {
    $ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullProcessor(inst, ctx, json, params);
});
function schemas_null(params) {
    return api_null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ $constructor("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ derived({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(mergeDefs(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(mergeDefs(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return extend(this, incoming);
    },
    safeExtend(incoming) {
        return safeExtend(this, incoming);
    },
    merge(other) {
        return merge(this, other);
    },
    pick(mask) {
        return util_pick(this, mask);
    },
    omit(mask) {
        return omit(this, mask);
    },
    partial(...args) {
        return partial(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return partial(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return required(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...util.normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...util.normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...normalizeParams(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodDiscriminatedUnion.init(inst, def);
})));
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof $ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ $constructor("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
});
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...normalizeParams(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...normalizeParams(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ $constructor("ZodLiteral", (inst, def) => {
    $ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
});
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util_issue(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function schemas_nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...normalizeParams(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : constantCatch(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodPreprocess.init(inst, def);
})));
const ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return _custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ $constructor("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}

;// CONCATENATED MODULE: ./src/schema/result.ts
/**
 * The common result schema: every parser produces a ResultSet, `compare` consumes two.
 *
 * A ResultSet is one measurement session of one suite: its context (tool, commit, machine, the
 * tool's own config lines) and its benchmarks. A benchmark has metrics; a metric keeps every
 * sample the tool gave, already tidied to base units (sec/op, B/s), with its direction and the
 * statistical assumption that applies to it. When a tool reports only a summary (libtest's
 * median, criterion's point estimate) the metric carries `summary` with its `n` instead.
 *
 * Files on disk carry `schemaVersion`; `load.ts` migrates older versions at load time, so parsers
 * and the comparison only ever see the current shape.
 */

const SCHEMA_ID = 'bench-gate/result';
const SCHEMA_VERSION = 1;
/** The tools a result set can come from (its `context.tool`). */
const TOOL_KINDS = [
    'go', 'go-json', 'libtest', 'libtest-json', 'criterion', 'cargo-criterion', 'criterion-text', 'divan',
    'hyperfine', 'gbench', 'pytest', 'custom', 'bmf', 'metrics',
];
const DIRECTIONS = ['lower', 'higher'];
const ASSUMPTIONS = ['nothing', 'exact'];
const BENCHMARK_STATUSES = ['ok', 'failed', 'skipped'];
const SEVERITIES = ['error', 'warning', 'info'];
const StringMap = record(schemas_string(), schemas_string());
const SourceRefSchema = object({
    file: schemas_string().describe('The input the value came from, as the user named it.'),
    line: schemas_number().int().min(1).describe('1-based line number in that input.'),
});
const DiagnosticSchema = object({
    severity: schemas_enum(SEVERITIES),
    source: schemas_string(),
    line: schemas_number().int().min(0).describe('1-based line; 0 when the problem concerns the whole input.'),
    message: schemas_string(),
    text: schemas_string().optional().describe('The offending line, shortened.'),
});
const SummarySchema = object({
    n: schemas_number().int().min(1).describe('How many samples the tool summarised.'),
    center: schemas_number().describe('The tool\'s point estimate (median unless `centerKind` says otherwise), base units.'),
    centerKind: schemas_enum(['median', 'mean', 'point-estimate']),
    min: schemas_number().optional(),
    max: schemas_number().optional(),
    stddev: schemas_number().optional(),
    spread: schemas_number().optional().describe('A tool-specific spread, e.g. libtest\'s max-min "(+/- x)".'),
});
const MetricSchema = object({
    unit: schemas_string().min(1).describe('Base unit after tidying, e.g. sec/op, B/s, allocs/op.'),
    originalUnit: schemas_string().min(1).describe('The unit as the tool printed it, e.g. ns/op, MB/s.'),
    better: schemas_enum(DIRECTIONS).describe('Whether lower or higher values are better.'),
    assumption: schemas_enum(ASSUMPTIONS).describe('`exact`: every run should give the same value (sizes, counts); `nothing`: a noisy measurement.'),
    samples: array(schemas_number()).describe('Every sample, in base units, in the order the tool printed them.'),
    iterations: array(schemas_number().int().min(0)).optional().describe('Per sample: how many iterations the tool averaged over (Go\'s N).'),
    summary: SummarySchema.optional().describe('Present when the tool gives a summary instead of samples.'),
}).refine((m) => m.samples.length > 0 || m.summary !== undefined, {
    message: 'a metric needs at least one sample or a summary',
});
const NamePartsSchema = object({
    package: schemas_string().optional().describe('Go package (`pkg:` line) or the tool\'s equivalent.'),
    base: schemas_string().describe('The benchmark\'s own name, before any sub-benchmark part.'),
    sub: array(schemas_string()).describe('Sub-benchmark parts, in order (`size=1000`, `sha256`).'),
    params: StringMap.describe('The `key=value` sub-benchmark parts as a map.'),
    procs: schemas_number().int().min(1).optional().describe('GOMAXPROCS from the `-N` suffix (1 when absent). Advisory: `n-10` is ambiguous.'),
});
const BenchmarkSchema = object({
    key: schemas_string().describe('Identity used to join base and head: package and full name.'),
    name: schemas_string().describe('The full name as the tool printed it.'),
    parts: NamePartsSchema,
    status: schemas_enum(BENCHMARK_STATUSES),
    messages: array(schemas_string()).optional().describe('Failure, skip or panic text the tool printed for it.'),
    config: StringMap.describe('Config lines in force for this benchmark (goos, goarch, pkg, cpu, any key: value).'),
    source: SourceRefSchema.optional().describe('Where its first result appeared.'),
    metrics: array(MetricSchema),
});
const MachineSchema = object({
    fingerprint: schemas_string().optional().describe('Stable id of the machine class; results from different fingerprints are not compared.'),
    os: schemas_string().optional(),
    arch: schemas_string().optional(),
    cpu: schemas_string().optional(),
    cores: schemas_number().int().optional(),
});
const ContextSchema = object({
    tool: schemas_enum(TOOL_KINDS),
    toolVersion: schemas_string().optional(),
    commit: schemas_string().optional(),
    branch: schemas_string().optional(),
    time: schemas_string().optional().describe('ISO 8601 time of the run.'),
    machine: MachineSchema.optional(),
    config: StringMap.describe('The tool\'s config lines at the first result (goos, goarch, cpu, ...).'),
    sources: array(schemas_string()).describe('The inputs this set was read from.'),
});
const HistoryRunSchema = object({
    commit: schemas_string().optional(),
    time: schemas_string().optional(),
    runId: schemas_string().optional(),
    values: record(schemas_string(), record(schemas_string(), schemas_number()))
        .describe('benchmark key -> base unit -> that run\'s median.'),
});
const ResultSetSchema = object({
    schema: literal(SCHEMA_ID),
    schemaVersion: literal(SCHEMA_VERSION),
    suite: schemas_string().optional(),
    context: ContextSchema,
    benchmarks: array(BenchmarkSchema),
    diagnostics: array(DiagnosticSchema),
    history: array(HistoryRunSchema).optional()
        .describe('Medians of earlier baseline runs, newest last, for the cached-baseline history test.'),
});

;// CONCATENATED MODULE: ./src/schema/load.ts
/**
 * Loading a result file: version check, migrations, validation. Pure: takes parsed JSON, returns
 * a Result so callers can name the file in their error message.
 *
 * Note: migrations are keyed by the version they upgrade FROM and applied one step at a time, so
 * a file written by any older bench-gate reaches the current shape through the same chain. Parsers
 * never contain compatibility code for old files.
 */


/** The migrations of the shipped schema (empty: version 1 is the first published shape). */
const MIGRATIONS = new Map();
/** Returns true when the JSON looks like a bench-gate result file (any version). */
function isResultDocument(doc) {
    return typeof doc === 'object' && doc !== null && doc.schema === SCHEMA_ID;
}
/**
 * Validates a parsed result document, migrating it to the current version first.
 * `where` names the input in error messages.
 */
function loadResultSet(doc, where, migrations = MIGRATIONS) {
    if (!isResultDocument(doc)) {
        return { ok: false, error: `${where} is not a bench-gate result file: expected a JSON object with "schema": "${SCHEMA_ID}".` };
    }
    const current = doc;
    const version = current.schemaVersion;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
        return { ok: false, error: `${where} has no valid "schemaVersion" (found ${JSON.stringify(version)}). Re-create it with \`bench-gate parse\`.` };
    }
    if (version > SCHEMA_VERSION) {
        return { ok: false, error: `${where} was written with result schema version ${version}, newer than this bench-gate understands (${SCHEMA_VERSION}). Upgrade bench-gate.` };
    }
    const migrated = migrateDocument(current, version, SCHEMA_VERSION, migrations);
    if (!migrated.ok)
        return { ok: false, error: `${where} ${migrated.error}` };
    const parsed = ResultSetSchema.safeParse(migrated.value);
    if (!parsed.success) {
        return { ok: false, error: `Invalid result file ${where}:\n${prettifyError(parsed.error)}` };
    }
    return { ok: true, value: parsed.data };
}
/**
 * Applies migrations one version at a time from `from` up to `target`. Each migration upgrades
 * `from -> from + 1`; a gap in the chain is an error that tells the user to re-create the file.
 */
function migrateDocument(doc, from, target, migrations) {
    let current = doc;
    for (let version = from; version < target; version += 1) {
        const migrate = migrations.get(version);
        if (migrate === undefined) {
            return { ok: false, error: `uses result schema version ${version}, which cannot be migrated. Re-create it with \`bench-gate parse\`.` };
        }
        current = { ...migrate(current), schemaVersion: version + 1 };
    }
    return { ok: true, value: current };
}

;// CONCATENATED MODULE: ./src/units.ts
// A Map, not an object literal: a unit token like `constructor` must not find Object.prototype.
const NUMERATOR_SCALES = new Map([
    ['ns', { to: 'sec', exponent: -9 }],
    ['MB', { to: 'B', exponent: 6 }],
]);
/**
 * Multiplies by 10^exponent on the decimal representation, so `12.5 ns` becomes exactly the double
 * nearest 1.25e-8 (12.5 * 1e-9 would give 1.2500000000000001e-8).
 */
function scaleByPowerOfTen(value, exponent) {
    if (exponent === 0 || !Number.isFinite(value) || value === 0)
        return value;
    const [mantissa = '0', power = '0'] = value.toExponential().split('e');
    return Number(`${mantissa}e${Number(power) + exponent}`);
}
/** Tidies a unit to its base unit; idempotent (`tidyUnit(tidyUnit(u).unit)` changes nothing). */
function tidyUnit(unit) {
    const slash = unit.indexOf('/');
    const numerator = slash === -1 ? unit : unit.slice(0, slash);
    const rest = slash === -1 ? '' : unit.slice(slash);
    let exponent = 0;
    const tidied = numerator.split(/([-* ])/).map((token) => {
        const scale = NUMERATOR_SCALES.get(token);
        if (scale === undefined)
            return token;
        exponent += scale.exponent;
        return scale.to;
    }).join('');
    return { unit: tidied + rest, exponent };
}
const RATE_DENOMINATORS = new Set(['s', 'sec', 'second', 'seconds']);
/** The default direction of a (tidied) unit: rates are higher-is-better, the rest lower. */
function defaultDirection(unit) {
    const slash = unit.lastIndexOf('/');
    if (slash === -1)
        return 'lower';
    return RATE_DENOMINATORS.has(unit.slice(slash + 1)) ? 'higher' : 'lower';
}
/**
 * Units whose values should not vary between runs of the same code: allocation counts and sizes.
 * `B/op` is here too; the comparison falls back to a statistical test (with a warning) when the
 * samples of an `exact` metric do vary, so a B/op that jitters is still judged fairly.
 */
const EXACT_UNITS = new Set(['allocs/op', 'B/op', 'text-bytes', 'data-bytes', 'rodata-bytes', 'pclntab-bytes',
    'zdebug-bytes', 'total-bytes', 'bytes', 'instructions', 'instructions/op', 'instructions/iter']);
/** The default statistical assumption for a (tidied) unit. */
function defaultAssumption(unit) {
    return EXACT_UNITS.has(unit) || unit.endsWith('-bytes') ? 'exact' : 'nothing';
}

;// CONCATENATED MODULE: ./src/parsers/collector.ts

/** A benchmark's failure text is kept, but a 10,000-line stack trace is not a message. */
const MAX_MESSAGES = 20;
class ResultCollector {
    entries = new Map();
    /** Returns the benchmark with this key, creating it (status ok, no metrics) on first sight. */
    benchmark(key, name, parts, config, source) {
        let entry = this.entries.get(key);
        if (entry === undefined) {
            entry = { benchmark: { key, name, parts, status: 'ok', config: { ...config }, source, metrics: [] }, metrics: new Map() };
            this.entries.set(key, entry);
        }
        return entry.benchmark;
    }
    /** True when a benchmark with this key has been seen. */
    has(key) {
        return this.entries.has(key);
    }
    /** Adds one sample, given in the tool's unit, to a benchmark's metric (tidied to the base unit here). */
    addSample(key, originalUnit, value, iterations) {
        const tidy = tidyUnit(originalUnit);
        this.addBaseSample(key, tidy.unit, originalUnit, scaleByPowerOfTen(value, tidy.exponent), iterations);
    }
    /**
     * Adds one sample already converted to its base unit by the parser (for units tidyUnit does not
     * scale, e.g. criterion's µs or hyperfine's seconds), keeping the tool's own unit name.
     */
    addBaseSample(key, unit, originalUnit, value, iterations) {
        const entry = this.entries.get(key);
        if (entry === undefined)
            throw new Error(`addBaseSample before benchmark(): ${key}`);
        let metric = entry.metrics.get(unit);
        if (metric === undefined) {
            metric = { unit, originalUnit, better: 'lower', assumption: 'nothing', samples: [] };
            entry.metrics.set(unit, metric);
            entry.benchmark.metrics.push(metric);
        }
        metric.samples.push(value);
        if (iterations !== undefined)
            (metric.iterations ??= []).push(iterations);
    }
    /** Records the tool's own summary of a metric (libtest's median and range, divan's mean...). */
    setSummary(key, unit, summary) {
        const metric = this.entries.get(key)?.metrics.get(unit);
        if (metric === undefined)
            throw new Error(`setSummary before a sample: ${key} ${unit}`);
        metric.summary ??= summary;
    }
    /** Marks a benchmark failed or skipped and keeps the tool's message. Failed wins over skipped. */
    mark(key, status, message) {
        const benchmark = this.entries.get(key)?.benchmark;
        if (benchmark === undefined)
            throw new Error(`mark before benchmark(): ${key}`);
        if (benchmark.status !== 'failed')
            benchmark.status = status;
        if (message !== undefined && message !== '')
            (benchmark.messages ??= []).push(message);
    }
    /** Appends a message (e.g. a panic's text) to a benchmark; keeps the first MAX_MESSAGES. */
    addMessage(key, message) {
        const benchmark = this.entries.get(key)?.benchmark;
        if (benchmark === undefined)
            return;
        const messages = (benchmark.messages ??= []);
        if (messages.length < MAX_MESSAGES)
            messages.push(message);
    }
    /** The benchmarks in order of first appearance, with direction and assumption resolved. */
    finish(unitMetadata = new Map()) {
        return [...this.entries.values()].map(({ benchmark }) => {
            for (const metric of benchmark.metrics) {
                const meta = unitMetadata.get(metric.unit);
                metric.better = meta?.better ?? defaultDirection(metric.unit);
                metric.assumption = meta?.assumption ?? defaultAssumption(metric.unit);
            }
            return benchmark;
        });
    }
}

;// CONCATENATED MODULE: ./src/parsers/go-name.ts
const PROCS_SUFFIX = /-(\d+)$/;
/**
 * Splits a full Go benchmark name; `procs` is 1 when there is no `-N` suffix (go test omits it at 1).
 * With `readProcs` false a trailing `-N` is kept as part of the name (see go-procs.ts).
 */
function splitGoName(fullName, pkg, readProcs = true) {
    const procsMatch = readProcs ? PROCS_SUFFIX.exec(fullName) : null;
    const procs = procsMatch?.[1] !== undefined ? Number(procsMatch[1]) : 1;
    const withoutProcs = procsMatch === null ? fullName : fullName.slice(0, procsMatch.index);
    const [base = withoutProcs, ...sub] = withoutProcs.split('/');
    const params = {};
    for (const part of sub) {
        const eq = part.indexOf('=');
        if (eq > 0)
            params[part.slice(0, eq)] = part.slice(eq + 1);
    }
    const parts = { base, sub, params, procs: procs >= 1 ? procs : 1 };
    if (pkg !== undefined)
        parts.package = pkg;
    return parts;
}
/** The key that joins base and head: package and full name. */
function goBenchmarkKey(fullName, pkg) {
    return pkg === undefined || pkg === '' ? fullName : `${pkg}.${fullName}`;
}

;// CONCATENATED MODULE: ./src/parsers/go-procs.ts

const SUFFIX = /-(\d+)$/;
/** Fixes `parts.procs` per package and returns diagnostics for ambiguous names. */
function resolveProcs(benchmarks, source) {
    const byPackage = new Map();
    for (const b of benchmarks)
        byPackage.set(b.parts.package ?? '', [...(byPackage.get(b.parts.package ?? '') ?? []), b]);
    return [...byPackage.values()].flatMap((group) => resolvePackage(group, source));
}
/**
 * A benchmark that fails in its first run (b.N = 1) is reported as `--- FAIL: BenchmarkX`, without
 * the `-N` suffix its result lines would carry. When every benchmark that did run in the package
 * has the same suffix, the failed one is keyed with it too, so it joins its base counterpart
 * instead of showing up as "removed" plus a separate "failed" row.
 */
function alignUnsuffixedFailures(group) {
    const ran = group.filter((b) => b.metrics.length > 0);
    const suffixes = new Set(ran.map((b) => SUFFIX.exec(b.name)?.[1] ?? ''));
    const [suffix] = [...suffixes];
    if (suffixes.size !== 1 || suffix === undefined || suffix === '')
        return;
    const keys = new Set(group.map((b) => b.key));
    for (const b of group) {
        if (b.status === 'ok' || b.metrics.length > 0 || SUFFIX.test(b.name))
            continue;
        const key = goBenchmarkKey(`${b.name}-${suffix}`, b.parts.package);
        if (keys.has(key))
            continue;
        keys.add(key);
        b.key = key;
        b.parts = { ...b.parts, procs: Number(suffix) };
    }
}
function resolvePackage(group, source) {
    alignUnsuffixedFailures(group);
    const counts = new Map();
    for (const b of group) {
        const suffix = SUFFIX.exec(b.name)?.[1] ?? '';
        counts.set(suffix, (counts.get(suffix) ?? 0) + 1);
    }
    const most = Math.max(...counts.values());
    const isProcs = (suffix) => (counts.get(suffix) ?? 0) * 2 >= most;
    const names = new Set(group.map((b) => b.name));
    const diagnostics = [];
    for (const b of group) {
        const match = SUFFIX.exec(b.name);
        if (match === null)
            continue;
        const suffix = match[1] ?? '';
        if (!isProcs(suffix)) {
            b.parts = splitGoName(b.name, b.parts.package, false);
            continue;
        }
        const stem = b.name.slice(0, match.index);
        if (names.has(stem) && names.has(`${b.name}-${suffix}`)) {
            diagnostics.push({ severity: 'warning', source, line: b.source?.line ?? 0,
                message: `${b.name} is printed by two different benchmarks (${stem} at GOMAXPROCS ${suffix}, and a sub-benchmark named "${b.name.slice(b.name.lastIndexOf('/') + 1)}" at GOMAXPROCS 1); their samples are merged. Rename sub-benchmarks so no name ends in -<number>.` });
        }
    }
    return diagnostics;
}

;// CONCATENATED MODULE: ./src/parsers/go-values.ts
/**
 * Reading the numbers of a Go benchmark result line: the iteration count (a decimal int64) and
 * the values, which are anything Go's strconv.ParseFloat accepts (FORMATS.md §1.1): decimals with
 * exponents, `NaN`, `Inf`/`+Inf`/`-Inf`/`Infinity` in any case, hex floats (`0x1p-2`) and `_`
 * digit separators after a base prefix. JavaScript's parseFloat is not used because it reads
 * `Inf` as NaN and `12abc` as 12.
 */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const HEX_FLOAT = /^([+-]?)0[xX]((?:[0-9a-fA-F]_?)*[0-9a-fA-F]?)(?:\.([0-9a-fA-F_]*))?[pP]([+-]?\d+)$/;
const INFINITY = /^([+-]?)inf(?:inity)?$/i;
/** Parses a Go float; undefined when Go would reject it. */
function parseGoFloat(text) {
    if (DECIMAL.test(text))
        return Number(text);
    if (/^[+-]?nan$/i.test(text))
        return Number.NaN;
    const inf = INFINITY.exec(text);
    if (inf !== null)
        return inf[1] === '-' ? -Infinity : Infinity;
    const hex = HEX_FLOAT.exec(text.replaceAll('_', ''));
    if (hex === null || (hex[2] === '' && (hex[3] ?? '') === ''))
        return undefined;
    const digits = (hex[2] ?? '') + (hex[3] ?? '');
    const mantissa = Number.parseInt(digits, 16) / 16 ** (hex[3] ?? '').length;
    const value = mantissa * 2 ** Number(hex[4]);
    return hex[1] === '-' ? -value : value;
}
/** Parses an iteration count: a non-negative decimal integer. */
function parseIterations(text) {
    if (!/^\d+$/.test(text))
        return undefined;
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : undefined;
}
/** Parses `<iterations> <value> <unit> [<value> <unit>]...` (the fields after the name). */
function parseGoFields(fields) {
    const [first, ...rest] = fields;
    if (first === undefined)
        return { ok: false, reason: 'missing iteration count' };
    const iterations = parseIterations(first);
    if (iterations === undefined)
        return { ok: false, reason: `iteration count "${first}" is not a whole number` };
    if (rest.length === 0)
        return { ok: false, reason: 'missing measurements after the iteration count' };
    if (rest.length % 2 !== 0)
        return { ok: false, reason: `missing unit after value "${rest[rest.length - 1] ?? ''}"` };
    const measurements = [];
    for (let i = 0; i < rest.length; i += 2) {
        const raw = rest[i] ?? '';
        const value = parseGoFloat(raw);
        if (value === undefined)
            return { ok: false, reason: `"${raw}" is not a number` };
        measurements.push({ value, unit: rest[i + 1] ?? '' });
    }
    return { ok: true, iterations, measurements };
}

;// CONCATENATED MODULE: ./src/parsers/text-lines.ts
/**
 * Splitting tool output into lines the way every text parser needs: `\n`, `\r\n` and lone `\r`
 * endings, and terminal escape sequences (ANSI CSI colours, `ESC(B` charset resets) removed, since
 * tools colour their output when they think they are on a terminal (FORMATS.md §9).
 */
// CSI sequences (ESC [ params final), OSC sequences (ESC ] ... BEL/ST) and two-byte charset selects.
// eslint-disable-next-line no-control-regex
const ANSI_ESCAPES = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[()][0-9A-Za-z]/g;
/** Removes ANSI escape sequences from a string. */
function stripAnsi(text) {
    return text.includes('\u001b') ? text.replace(ANSI_ESCAPES, '') : text;
}
/** Splits text into lines without their terminators; a final terminator does not add an empty line. */
function splitLines(text) {
    const lines = stripAnsi(text).split(/\r\n|\n|\r/);
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}

;// CONCATENATED MODULE: ./src/parsers/types.ts
/** How many unrecognized lines a parser keeps to show the user when nothing could be read. */
const UNRECOGNIZED_KEPT = 5;
/** Shortens a line for a diagnostic so a 10 MB line cannot flood a report. */
function excerpt(text, max = 120) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

;// CONCATENATED MODULE: ./src/parsers/go.ts







// Config key: starts lower-case, no spaces, no upper-case; then a colon and spaces (or nothing).
const CONFIG_LINE = /^(\p{Ll}[^\s\p{Lu}:]*):(?:[ \t]+(.*))?$/u;
const NUMBERS_ONLY = /^\s*\d+(?:\s+\S+\s+\S+)+\s*$/;
// Only benchmarks: `--- FAIL: TestX` from tests run alongside (-v without -run) is not ours.
const STATUS_BLOCK = /^\s*--- (FAIL|SKIP|BENCH): (Benchmark\S*)/;
const TRAILER = /^(?:PASS|FAIL|ok\s|FAIL\s|\?\s|exit status \d+|=== (?:RUN|PAUSE|CONT|NAME)\b|testing: )/;
/** Parses `go test -bench` output. `source` names the input in diagnostics. */
function parseGo(text, source, options = {}) {
    return new GoTextReader(source, options.lineMap).read(text);
}
class GoTextReader {
    source;
    lineMap;
    collector = new ResultCollector();
    diagnostics = [];
    unrecognized = [];
    unitMetadata = new Map();
    config = {};
    firstConfig;
    pending;
    block;
    lastFailedKey;
    constructor(source, lineMap) {
        this.source = source;
        this.lineMap = lineMap;
    }
    read(text) {
        const lines = splitLines(text);
        lines.forEach((line, index) => this.readLine(line, this.lineMap?.[index] ?? index + 1));
        this.dropPending();
        const benchmarks = this.collector.finish(this.unitMetadata);
        this.diagnostics.push(...resolveProcs(benchmarks, this.source));
        this.diagnostics.sort((a, b) => a.line - b.line);
        return {
            benchmarks,
            config: this.firstConfig ?? { ...this.config },
            diagnostics: this.diagnostics,
            unrecognized: this.unrecognized,
            lineCount: lines.length,
        };
    }
    readLine(line, lineNo) {
        if (line.trim() === '')
            return;
        if (this.block !== undefined && /^\s/.test(line) && !STATUS_BLOCK.test(line)) {
            if (this.block.kind !== 'BENCH')
                this.addMessage(this.block.key, line.trim());
            return;
        }
        this.block = undefined;
        const status = STATUS_BLOCK.exec(line);
        if (status !== null)
            return this.readStatusBlock(status[1], status[2] ?? '', lineNo);
        if (line.startsWith('Benchmark'))
            return this.readResultLine(line, lineNo);
        if (this.pending !== undefined && NUMBERS_ONLY.test(line))
            return this.completePending(line, lineNo);
        if (line.startsWith('Unit '))
            return this.readUnitLine(line, lineNo);
        if (line.startsWith('panic: '))
            return this.readPanic(line, lineNo);
        if (TRAILER.test(line))
            return this.readTrailer(line, lineNo);
        const config = CONFIG_LINE.exec(line);
        if (config !== null)
            return this.setConfig(config[1] ?? '', config[2]);
        if (NUMBERS_ONLY.test(line) && /\/op\b/.test(line)) {
            this.report('error', lineNo, 'result numbers without a benchmark name (the name was lost to interleaved output); this sample cannot be used', line);
            return;
        }
        if (this.unrecognized.length < UNRECOGNIZED_KEPT)
            this.unrecognized.push({ line: lineNo, text: excerpt(line) });
    }
    readResultLine(line, lineNo) {
        const fields = line.trim().split(/\s+/);
        const name = fields[0] ?? '';
        const lax = /^Benchmark\p{Ll}/u.test(name); // benchfmt accepts `Benchmarkk8s_...`; only take it if it parses.
        this.dropPending();
        if (fields.length === 1) {
            if (!lax)
                this.pending = { name, line: lineNo, junk: false };
            return;
        }
        // Go printed the name, then the benchmark failed in its timed run: `BenchmarkX-2 \t--- FAIL: BenchmarkX-2`.
        const glued = STATUS_BLOCK.exec(line.slice(line.indexOf(name) + name.length));
        if (glued !== null)
            return this.readStatusBlock(glued[1], glued[2] ?? '', lineNo);
        if (fields[1] === 'panic:') {
            const message = fields.slice(1).join(' ');
            this.fail(name, lineNo, message);
            this.warn(lineNo, `${name} panicked: ${excerpt(message, 200)}; the package's remaining benchmarks did not run`, line);
            return;
        }
        const parsed = parseGoFields(fields.slice(1));
        if (parsed.ok)
            return this.record(name, parsed, lineNo);
        if (lax) {
            if (this.unrecognized.length < UNRECOGNIZED_KEPT)
                this.unrecognized.push({ line: lineNo, text: excerpt(line) });
            return;
        }
        // The numbers may still come on a later line (output printed by the benchmark split the line).
        this.pending = { name, line: lineNo, junk: true, reason: parsed.reason };
    }
    completePending(line, lineNo) {
        const pending = this.pending;
        if (pending === undefined)
            return;
        this.pending = undefined;
        const parsed = parseGoFields(line.trim().split(/\s+/));
        if (!parsed.ok) {
            this.report('error', lineNo, `cannot read the results of ${pending.name} (started on line ${pending.line}): ${parsed.reason}`, line);
            return;
        }
        if (pending.junk) {
            this.diagnostics.push({ severity: 'info', source: this.source, line: pending.line,
                message: `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}` });
        }
        this.record(pending.name, parsed, pending.line);
    }
    dropPending() {
        const pending = this.pending;
        this.pending = undefined;
        if (pending?.junk !== true)
            return;
        this.report('error', pending.line, `cannot read the result line of ${pending.name}: ${pending.reason ?? 'no numbers'}. Expected "${pending.name} <iterations> <value> <unit> ...", e.g. "${pending.name} 1000 123.4 ns/op"`);
    }
    record(name, parsed, lineNo) {
        const key = this.benchmarkAt(name, lineNo);
        this.firstConfig ??= { ...this.config };
        const broken = parsed.measurements.filter((m) => !Number.isFinite(m.value));
        if (parsed.iterations === 0 || broken.length > 0) {
            const what = broken.map((m) => `${m.value} ${m.unit}`).join(', ') || '0 iterations';
            this.collector.mark(key, 'failed', `no valid result on line ${lineNo} (${what})`);
            this.lastFailedKey = key;
            this.warn(lineNo, `${name} has no valid result (${what}); it is reported as failed, not as a sample`);
            return;
        }
        for (const m of parsed.measurements)
            this.collector.addSample(key, m.unit, m.value, parsed.iterations);
    }
    benchmarkAt(name, lineNo) {
        const pkg = this.config.pkg;
        const key = goBenchmarkKey(name, pkg);
        this.collector.benchmark(key, name, splitGoName(name, pkg), this.config, { file: this.source, line: lineNo });
        return key;
    }
    fail(name, lineNo, message) {
        const key = this.benchmarkAt(name, lineNo);
        this.collector.mark(key, 'failed', message);
        this.lastFailedKey = key;
    }
    readStatusBlock(kind, name, lineNo) {
        if (this.pending?.name === name)
            this.pending = undefined;
        else
            this.dropPending();
        const key = goBenchmarkKey(name, this.config.pkg);
        this.block = { kind, key };
        if (kind === 'BENCH')
            return;
        if (!this.collector.has(key))
            this.benchmarkAt(name, lineNo);
        this.collector.mark(key, kind === 'FAIL' ? 'failed' : 'skipped');
        if (kind === 'FAIL') {
            this.lastFailedKey = key;
            this.warn(lineNo, `${name} failed; it is reported as failed, not compared`);
        }
    }
    readPanic(line, lineNo) {
        const pending = this.pending;
        this.pending = undefined;
        if (pending !== undefined)
            this.fail(pending.name, pending.line, line);
        else if (this.lastFailedKey !== undefined)
            this.addMessage(this.lastFailedKey, line);
        this.warn(lineNo, `panic in package ${this.config.pkg ?? '(unknown)'}: the package's remaining benchmarks did not run`, line);
    }
    readTrailer(line, lineNo) {
        if (!/^(?:FAIL|ok|\?)\s/.test(line))
            return;
        this.dropPending();
        this.lastFailedKey = undefined;
        if (line.startsWith('FAIL'))
            this.warn(lineNo, `package ${line.split(/\s+/)[1] ?? ''} failed (go test reported FAIL)`, line);
    }
    readUnitLine(line, lineNo) {
        const [, unit, ...pairs] = line.trim().split(/\s+/);
        if (unit === undefined)
            return this.warn(lineNo, 'Unit line without a unit. Expected "Unit <unit> better=higher|lower assume=exact|nothing".', line);
        const tidied = tidyUnit(unit).unit;
        const meta = { ...this.unitMetadata.get(tidied) };
        for (const pair of pairs) {
            const [k, v] = pair.split('=', 2);
            if (k === 'better' && (v === 'higher' || v === 'lower'))
                meta.better = v;
            else if (k === 'assume' && (v === 'exact' || v === 'nothing'))
                meta.assumption = v;
            else if (k === undefined || k === '' || v === undefined)
                this.warn(lineNo, `expected key=value in Unit line, found "${pair}"`, line);
        }
        this.unitMetadata.set(tidied, meta);
    }
    /** `key:` with no value deletes the key (spec); configs are copied so benchmarks keep their snapshot. */
    setConfig(key, value) {
        const next = { ...this.config };
        if (value === undefined || value.trim() === '')
            delete next[key];
        else
            next[key] = value.trim();
        this.config = next;
    }
    addMessage(key, message) {
        if (this.collector.has(key) && message !== '')
            this.collector.addMessage(key, excerpt(message, 500));
    }
    warn(line, message, text) {
        this.report('warning', line, message, text);
    }
    /** error: data was lost (a result line that cannot be read); warning: reported in the results (failures). */
    report(severity, line, message, text) {
        const diagnostic = { severity, source: this.source, line, message };
        if (text !== undefined)
            diagnostic.text = excerpt(text);
        this.diagnostics.push(diagnostic);
    }
}

;// CONCATENATED MODULE: ./src/parsers/go-json.ts
/**
 * Parser for `go test -json` (test2json) output.
 *
 * Format reference: Go 1.26 `cmd/test2json` (FORMATS.md §1.5). One JSON event per line:
 *   {"Action":"output","Package":"example.com/gobench","Output":"BenchmarkConcat-2 \t 1000000\t 200.2 ns/op\n"}
 *
 * Benchmark results are ordinary `output` events, and one result line may be split across two
 * events (test2json flushes `BenchmarkX-2 \t` before the numbers exist). Packages run in parallel
 * and interleave, so the output of each package is concatenated in stream order and read by the Go
 * text parser, with a line map so its diagnostics point at the JSON line where each text line began.
 */




const EventSchema = object({
    Action: schemas_string(),
    Package: schemas_string().optional(),
    ImportPath: schemas_string().optional(),
    Test: schemas_string().optional(),
    Output: schemas_string().optional(),
    FailedBuild: schemas_string().optional(),
});
/** Parses test2json output. `source` names the input in diagnostics. */
function parseGoJson(text, source) {
    const packages = new Map();
    const diagnostics = [];
    const unrecognized = [];
    const lines = splitLines(text);
    lines.forEach((line, index) => {
        const lineNo = index + 1;
        if (line.trim() === '')
            return;
        const event = readEvent(line);
        if (event === undefined) {
            if (unrecognized.length < UNRECOGNIZED_KEPT)
                unrecognized.push({ line: lineNo, text: excerpt(line) });
            diagnostics.push({ severity: 'warning', source, line: lineNo, message: 'not a test2json event (text go test wrote outside JSON, e.g. a build error)', text: excerpt(line) });
            return;
        }
        if (event.Action === 'build-fail' || event.FailedBuild !== undefined) {
            diagnostics.push({ severity: 'error', source, line: lineNo, message: `build failed for ${event.FailedBuild ?? event.ImportPath ?? event.Package ?? 'a package'}; its benchmarks did not run` });
        }
        if (event.Action === 'output' && event.Output !== undefined)
            appendOutput(packages, event.Package ?? '', event.Output, lineNo);
    });
    return mergePackages(packages, source, { diagnostics, unrecognized, lineCount: lines.length });
}
function readEvent(line) {
    if (!line.startsWith('{'))
        return undefined;
    try {
        const parsed = EventSchema.safeParse(JSON.parse(line));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/** Appends one output chunk, recording the JSON line on which each rebuilt text line starts. */
function appendOutput(packages, pkg, output, lineNo) {
    let target = packages.get(pkg);
    if (target === undefined) {
        target = { chunks: [], lineMap: [], atLineStart: true };
        packages.set(pkg, target);
    }
    // Count line breaks exactly as splitLines does (\r\n, \n, lone \r), so the map stays aligned.
    const pieces = output.split(/\r\n|\n|\r/);
    if (target.atLineStart)
        target.lineMap.push(lineNo);
    for (let i = 1; i < pieces.length - 1; i += 1)
        target.lineMap.push(lineNo);
    if (pieces.length > 1 && pieces[pieces.length - 1] !== '')
        target.lineMap.push(lineNo);
    target.chunks.push(output);
    target.atLineStart = pieces.length > 1 && pieces[pieces.length - 1] === '';
}
function mergePackages(packages, source, base) {
    const merged = { benchmarks: [], config: {}, ...base };
    for (const pkg of packages.values()) {
        const out = parseGo(pkg.chunks.join(''), source, { lineMap: pkg.lineMap });
        merged.benchmarks.push(...out.benchmarks);
        merged.diagnostics.push(...out.diagnostics);
        for (const u of out.unrecognized)
            if (merged.unrecognized.length < UNRECOGNIZED_KEPT)
                merged.unrecognized.push(u);
        if (Object.keys(merged.config).length === 0)
            merged.config = out.config;
    }
    merged.diagnostics.sort((a, b) => a.line - b.line);
    return merged;
}

;// CONCATENATED MODULE: ./src/parsers/json-input.ts


const SENTINEL = '\u0000bench-gate:';
const NON_FINITE = new Map([['NaN', Number.NaN], ['Infinity', Number.POSITIVE_INFINITY], ['-Infinity', Number.NEGATIVE_INFINITY]]);
/** Parses JSON text; `what` names the expected format in the error ("hyperfine --export-json output"). */
function readJson(text, source, what, options = {}) {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    const lineCount = countLines(body);
    const nonFinite = options.nonFinite === true;
    let value;
    try {
        value = nonFinite && /NaN|Infinity/.test(body) ? parseNonFinite(body) : JSON.parse(body);
    }
    catch (error) {
        return { ok: false, diagnostic: syntaxDiagnostic(body, source, what, nonFinite, error), lineCount };
    }
    const lines = new Map();
    scanJson(body, nonFinite, options.maxDepth ?? 4, (path, line) => {
        const key = JSON.stringify(path);
        if (!lines.has(key))
            lines.set(key, line);
    });
    const lineOf = (path) => {
        for (let n = path.length; n >= 0; n -= 1) {
            const line = lines.get(JSON.stringify(path.slice(0, n).map((p) => (typeof p === 'symbol' ? String(p) : p))));
            if (line !== undefined)
                return line;
        }
        return 1;
    };
    return { ok: true, value, lineOf, lineCount };
}
function parseNonFinite(text) {
    const replaced = text.replace(/"(?:[^"\\\n]|\\.)*"|-?Infinity|NaN/g, (m) => (m.startsWith('"') ? m : `"\\u0000bench-gate:${m}"`));
    return JSON.parse(replaced, (_key, value) => (typeof value === 'string' && value.startsWith(SENTINEL) ? NON_FINITE.get(value.slice(SENTINEL.length)) ?? value : value));
}
function syntaxDiagnostic(text, source, what, nonFinite, error) {
    const found = findJsonSyntaxError(text, nonFinite);
    if (found === undefined) {
        // The scanner accepted what JSON.parse refused (should not happen): report V8's own message.
        const message = error instanceof Error ? error.message : String(error);
        const position = /position (\d+)/.exec(message);
        const line = position === null ? 0 : lineAtOffset(text, Number(position[1]));
        return { severity: 'error', source, line, message: `invalid JSON (${message}). Expected ${what}.` };
    }
    // At the end of the input, point at the last line that has text, not at the empty line after it.
    const atEnd = found.offset >= text.trimEnd().length;
    const line = lineAtOffset(text, atEnd ? Math.max(0, text.trimEnd().length - 1) : found.offset);
    const hint = atEnd ? ' The file ends early: was the benchmark killed while writing it?' : '';
    const diagnostic = { severity: 'error', source, line,
        message: `invalid JSON: expected ${found.expected}, found ${describeAt(text, found.offset)}.${hint} The input should be ${what}.` };
    const lineText = text.split(/\r\n|\n|\r/, line)[line - 1];
    if (lineText !== undefined && lineText.trim() !== '')
        diagnostic.text = excerpt(lineText);
    return diagnostic;
}
function describeAt(text, offset) {
    if (offset >= text.length)
        return 'the end of the input';
    const token = /^[A-Za-z0-9_.+-]+/.exec(text.slice(offset, offset + 20))?.[0] ?? text.charAt(offset);
    return JSON.stringify(token);
}
/** 1-based line of a character offset; `\r\n`, `\n` and a lone `\r` end a line (as splitLines does). */
function lineAtOffset(text, offset) {
    let line = 1;
    const end = Math.min(offset, text.length);
    for (let i = 0; i < end; i += 1) {
        const c = text.charCodeAt(i);
        if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10))
            line += 1;
    }
    return line;
}
/** Number of lines, as splitLines counts them (a final line break does not add a line). */
function countLines(text) {
    if (text === '')
        return 0;
    const breaks = lineAtOffset(text, text.length) - 1;
    return /(?:\r\n|\n|\r)$/.test(text) ? breaks : breaks + 1;
}
/** The first syntax error of a JSON text (offset and what was expected there), or undefined when it is valid. */
function findJsonSyntaxError(text, nonFinite = false) {
    return scanJson(text, nonFinite, 0, () => undefined);
}
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = '"\\/bfnrt';
/**
 * Walks the JSON grammar with an explicit stack (deep nesting cannot overflow), calling `onValue`
 * with the path and line of every value whose path is at most `maxDepth` long. Returns the first
 * syntax error, or undefined for valid JSON.
 */
function scanJson(text, nonFinite, maxDepth, onValue) {
    const frames = [];
    let pos = 0;
    let line = 1;
    const fail = (expected) => ({ offset: pos, expected });
    const skipWs = () => {
        for (;;) {
            const c = text.charCodeAt(pos);
            if (c === 10 || (c === 13 && text.charCodeAt(pos + 1) !== 10))
                line += 1;
            else if (c !== 32 && c !== 9 && c !== 13)
                return;
            pos += 1;
        }
    };
    const string = () => {
        for (pos += 1;; pos += 1) {
            const c = text.charCodeAt(pos);
            if (Number.isNaN(c))
                return fail('a closing \'"\' (the string is not terminated)');
            if (c === 34) {
                pos += 1;
                return undefined;
            }
            if (c < 0x20)
                return fail('no raw control character inside a string (write it escaped, e.g. \\n)');
            if (c === 92) {
                const next = text.charAt(pos + 1);
                if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(pos + 2, pos + 6)))
                    pos += 5;
                else if (next !== '' && ESCAPES.includes(next))
                    pos += 1;
                else {
                    pos += 1;
                    return fail('a valid escape sequence after \\');
                }
            }
        }
    };
    const value = () => {
        if (frames.length <= maxDepth)
            onValue(frames.map((f) => (f.kind === 'array' ? f.index : f.key ?? '')), line);
        const c = text.charAt(pos);
        if (c === '{') {
            frames.push({ kind: 'object', key: undefined });
            pos += 1;
            return 'first-key';
        }
        if (c === '[') {
            frames.push({ kind: 'array', index: 0 });
            pos += 1;
            return 'first-value';
        }
        if (c === '"')
            return string() ?? 'after';
        const literals = nonFinite ? ['true', 'false', 'null', 'NaN', 'Infinity', '-Infinity'] : ['true', 'false', 'null'];
        const literal = literals.find((l) => text.startsWith(l, pos));
        if (literal !== undefined) {
            pos += literal.length;
            return 'after';
        }
        NUMBER.lastIndex = pos;
        const number = NUMBER.exec(text);
        if (number !== null) {
            pos += number[0].length;
            return 'after';
        }
        if (c === '-') {
            pos += 1;
            return fail('a digit after \'-\'');
        }
        return fail(c === ']' || c === '}' ? 'a value (a comma before a closing bracket is not allowed in JSON)' : 'a JSON value (object, array, string, number, true, false or null)');
    };
    const key = () => {
        if (text.charAt(pos) !== '"')
            return fail('a double-quoted property name');
        const start = pos;
        const error = string();
        if (error !== undefined)
            return error;
        const frame = frames[frames.length - 1];
        if (frame?.kind === 'object')
            frame.key = JSON.parse(text.slice(start, pos));
        skipWs();
        if (text.charAt(pos) !== ':')
            return fail('\':\' after the property name');
        pos += 1;
        return 'value';
    };
    const after = () => {
        const frame = frames[frames.length - 1];
        if (frame === undefined)
            return pos >= text.length ? 'done' : fail('the end of the input after the JSON value');
        const c = text.charAt(pos);
        if (c === ',') {
            pos += 1;
            if (frame.kind === 'array') {
                frame.index += 1;
                return 'value';
            }
            return 'key';
        }
        if (c === (frame.kind === 'array' ? ']' : '}')) {
            pos += 1;
            frames.pop();
            return 'after';
        }
        return fail(frame.kind === 'array' ? '\',\' or \']\' after an array element' : '\',\' or \'}\' after a property value');
    };
    let state = 'value';
    while (typeof state === 'string' && state !== 'done') {
        skipWs();
        const c = text.charAt(pos);
        if (state === 'first-value' && c === ']') {
            pos += 1;
            frames.pop();
            state = 'after';
        }
        else if (state === 'first-key' && c === '}') {
            pos += 1;
            frames.pop();
            state = 'after';
        }
        else if (state === 'value' || state === 'first-value')
            state = value();
        else if (state === 'key' || state === 'first-key')
            state = key();
        else
            state = after();
    }
    return typeof state === 'string' ? undefined : state;
}
/** `benchmarks[3].stats["odd key"]`: a JSON path as a reader would write it. */
function formatPath(path) {
    if (path.length === 0)
        return '(top level)';
    return path.map((p, i) => {
        if (typeof p === 'number')
            return `[${p}]`;
        const name = String(p);
        if (/^[A-Za-z_$][\w$]*$/.test(name))
            return i === 0 ? name : `.${name}`;
        return `[${JSON.stringify(name)}]`;
    }).join('');
}
/** One diagnostic per zod issue (at most `max`), naming the JSON path and pointing at its line. */
function issueDiagnostics(error, at, source, lineOf, prefix, max = 3) {
    const shown = error.issues.slice(0, max);
    const more = error.issues.length - shown.length;
    return shown.map((issue, i) => {
        const path = [...at, ...issue.path];
        const tail = i === shown.length - 1 && more > 0 ? ` (and ${more} more problem${more === 1 ? '' : 's'} there)` : '';
        return { severity: 'error', source, line: lineOf(path), message: `${prefix}: ${formatPath(path)}: ${issue.message}${tail}` };
    });
}
/** The first `n` characters of a text after a BOM and leading white space, for cheap detection. */
function jsonHead(text, n = 16 * 1024) {
    const start = text.startsWith('\uFEFF') ? 1 : 0;
    return text.slice(start, start + n + 256).trimStart().slice(0, n);
}
/** Name parts for a JSON tool: the name, and its parameters as `key=value` sub-parts and a map. */
function jsonNameParts(base, params, pkg) {
    const parts = { base, sub: Object.entries(params).map(([k, v]) => `${k}=${v}`), params: { ...params } };
    if (pkg !== undefined)
        parts.package = pkg;
    return parts;
}
/** A metric that has only the tool's summary (no samples), with the unit's default direction unless given. */
function summaryMetric(unit, originalUnit, summary, better) {
    return { unit, originalUnit, better: better ?? defaultDirection(unit), assumption: defaultAssumption(unit), samples: [], summary };
}
/** Primitive values of an object as strings (nested objects and arrays left out), for config maps. */
function primitiveStrings(object, prefix = '') {
    const out = {};
    for (const [k, v] of Object.entries(object)) {
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
            out[`${prefix}${k}`] = String(v);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/parsers/bmf.ts
/**
 * Parser for Bencher Metric Format (BMF) JSON.
 *
 * Format reference: bencher.dev "Bencher Metric Format" docs (benchmark name -> measure slug ->
 * metric). Example:
 *   {"fib/10": {"latency": {"value": 88.2, "lower_value": 87.4, "upper_value": 89.1},
 *               "throughput": {"value": 11337.0}}}
 *
 * One benchmark per top-level key; each measure is one metric, its `value` one sample (several
 * files merge into several samples). Measures: `latency` is in nanoseconds -> `sec/op` (lower is
 * better); `throughput` -> `ops/s` (higher is better); any other measure keeps its slug as unit,
 * lower is better unless the slug says throughput (or is a rate, `.../s`, like every rate here).
 * `lower_value`/`upper_value` become the summary's `min`/`max` around the value.
 */




const WHAT = 'Bencher Metric Format JSON: {"<benchmark>": {"<measure>": {"value": 1.23, "lower_value"?: 1.2, "upper_value"?: 1.3}}}';
const Bound = schemas_number().nullable().optional();
const bmf_MetricSchema = object({ value: schemas_number(), lower_value: Bound, upper_value: Bound });
const ObjectSchema = record(schemas_string(), unknown());
/** True when the text looks like BMF: an object of objects of `{"value": ...}` objects. */
function detectBmf(text) {
    const key = '"(?:[^"\\\\]|\\\\.)*"\\s*:\\s*';
    return new RegExp(`^\\{\\s*${key}\\{\\s*${key}\\{\\s*"(?:value|lower_value|upper_value)"\\s*:`).test(jsonHead(text, 4096));
}
/** Parses a BMF file. `source` names the input in diagnostics. */
function parseBmf(text, source) {
    const json = readJson(text, source, WHAT, { maxDepth: 3 });
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = ObjectSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${WHAT}`) };
    const collector = new ResultCollector();
    const units = new Map();
    // Entries are read from the parsed JSON itself: zod's record output drops a `__proto__` key.
    for (const [name, raw] of Object.entries(json.value)) {
        const benchmark = ObjectSchema.safeParse(raw);
        if (!benchmark.success) {
            out.diagnostics.push(...issueDiagnostics(benchmark.error, [name], source, json.lineOf, 'benchmark left out (expected an object of measures)'));
            continue;
        }
        const measures = Object.entries(raw);
        if (measures.length === 0)
            out.diagnostics.push({ severity: 'warning', source, line: json.lineOf([name]), message: `${name} has no measures; it is left out` });
        for (const [slug, metric] of measures) {
            const parsed = bmf_MetricSchema.safeParse(metric);
            if (slug.trim() === '') {
                out.diagnostics.push({ severity: 'error', source, line: json.lineOf([name, slug]), message: `measure left out: ${name} has a measure without a name` });
                continue;
            }
            if (!parsed.success) {
                out.diagnostics.push(...issueDiagnostics(parsed.error, [name, slug], source, json.lineOf, 'measure left out'));
                continue;
            }
            const m = measureOf(slug);
            if (!collector.has(name))
                collector.benchmark(name, name, jsonNameParts(name, {}), {}, { file: source, line: json.lineOf([name]) });
            const { value, lower_value: lower, upper_value: upper } = parsed.data;
            collector.addBaseSample(name, m.unit, m.originalUnit, scaleByPowerOfTen(value, m.exponent));
            if (m.better !== undefined)
                units.set(m.unit, { better: m.better });
            if ((lower ?? undefined) === undefined && (upper ?? undefined) === undefined)
                continue;
            const summary = { n: 1, center: scaleByPowerOfTen(value, m.exponent), centerKind: 'point-estimate' };
            if (lower !== undefined && lower !== null)
                summary.min = scaleByPowerOfTen(lower, m.exponent);
            if (upper !== undefined && upper !== null)
                summary.max = scaleByPowerOfTen(upper, m.exponent);
            collector.setSummary(name, m.unit, summary);
        }
    }
    out.benchmarks = collector.finish(units);
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
function measureOf(slug) {
    if (slug === 'latency')
        return { unit: 'sec/op', originalUnit: 'ns/op', exponent: -9 };
    if (slug === 'throughput')
        return { unit: 'ops/s', originalUnit: 'ops/s', exponent: 0 };
    return /throughput/i.test(slug) ? { unit: slug, originalUnit: slug, exponent: 0, better: 'higher' } : { unit: slug, originalUnit: slug, exponent: 0 };
}

;// CONCATENATED MODULE: ./src/parsers/criterion-common.ts

const TIME_UNIT = 'sec/op';
const THROUGHPUT_KINDS = (/* unused pure expression or super */ null && (['bytes', 'elements', 'bits']));
/** The metric unit of each kind of throughput. */
const THROUGHPUT_UNITS = { bytes: 'B/s', elements: 'elem/s', bits: 'bit/s' };
/** Powers of ten that turn criterion's time units into seconds (µ as U+00B5 or U+03BC, and ≤0.3's `us`). */
const TIME_EXPONENTS = { ps: -12, ns: -9, 'µs': -6, 'μs': -6, us: -6, ms: -3, s: 0 };
/** Splits an id on `/` as criterion builds it (group/function/value); `key=value` parts become params. */
function criterionNameParts(base, sub) {
    const params = {};
    for (const part of sub) {
        const eq = part.indexOf('=');
        if (eq > 0)
            params[part.slice(0, eq)] = part.slice(eq + 1);
    }
    return { base, sub: [...sub], params };
}
/** Name parts from a printed id alone (the terminal report and cargo-criterion have no structure). */
function namePartsFromId(id) {
    const [base = id, ...sub] = id.split('/');
    return criterionNameParts(base, sub);
}
/**
 * A summary of criterion's own estimate: `min`/`max` carry the estimate's confidence interval
 * (criterion reports no sample extremes), `n` the number of samples it came from.
 */
function estimateSummary(estimate, n, centerKind, stddev) {
    const summary = { n: Math.max(1, Math.round(n)), center: estimate.point, centerKind };
    if (estimate.lower !== undefined)
        summary.min = estimate.lower;
    if (estimate.upper !== undefined)
        summary.max = estimate.upper;
    if (stddev !== undefined)
        summary.stddev = stddev;
    return summary;
}
/** The rate for `count` units per iteration at `seconds` per iteration; undefined when not finite. */
function rate(count, seconds) {
    const value = count / seconds;
    return Number.isFinite(value) && value >= 0 ? value : undefined;
}
/** A throughput summary from a time estimate: the slowest time bound gives the lowest rate. */
function throughputSummary(count, time, n) {
    const center = rate(count, time.point);
    if (center === undefined)
        return undefined;
    return estimateSummary({ point: center, lower: time.upper === undefined ? undefined : rate(count, time.upper),
        upper: time.lower === undefined ? undefined : rate(count, time.lower) }, n, 'point-estimate');
}
/**
 * Per-iteration samples from criterion's raw data: `totals[i]` measured over `counts[i]` iterations
 * (sample.json's times/iters, cargo-criterion's measured_values/iteration_count), converted by
 * `toBase`. Pairs with a missing, non-positive or out-of-range value are counted in `bad`.
 */
function perIterationSamples(counts, totals, toBase) {
    const out = { values: [], iterations: [], bad: 0 };
    for (let i = 0; i < Math.min(counts.length, totals.length); i += 1) {
        const n = counts[i] ?? null;
        const total = totals[i] ?? null;
        const value = n === null || total === null || !(n >= 1 && n <= Number.MAX_SAFE_INTEGER) || !(total > 0) ? NaN : toBase(total / n);
        if (n === null || !Number.isFinite(value))
            out.bad += 1;
        else {
            out.values.push(value);
            out.iterations.push(Math.round(n));
        }
    }
    return out;
}
/** Converts nanoseconds to seconds on the decimal representation (12.5 ns -> exactly 1.25e-8). */
function nanosToSeconds(ns) {
    return scaleByPowerOfTen(ns, -9);
}
/**
 * Records per-sample times (seconds per iteration) and, for each throughput, the matching rates;
 * `iterations[i]` is how many iterations sample i averaged over. Returns the units that got samples.
 */
function addTimedSamples(collector, key, originalUnit, seconds, iterations, throughputs) {
    const units = new Set();
    seconds.forEach((value, i) => {
        collector.addBaseSample(key, TIME_UNIT, originalUnit, value, iterations[i]);
        units.add(TIME_UNIT);
    });
    for (const t of throughputs) {
        const unit = THROUGHPUT_UNITS[t.kind];
        seconds.forEach((value, i) => {
            const r = rate(t.count, value);
            if (r === undefined)
                return;
            collector.addBaseSample(key, unit, unit, r, iterations[i]);
            units.add(unit);
        });
    }
    return units;
}
/**
 * Sets the time summary from criterion's estimate and the matching throughput summaries, for the
 * units that have samples (`units`, from addTimedSamples). The first summary of a metric wins.
 */
function setTimedSummaries(collector, key, units, estimate, time, throughputs) {
    if (units.has(TIME_UNIT))
        collector.setSummary(key, TIME_UNIT, time);
    for (const t of throughputs) {
        const unit = THROUGHPUT_UNITS[t.kind];
        const summary = throughputSummary(t.count, estimate, time.n);
        if (summary !== undefined && units.has(unit))
            collector.setSummary(key, unit, summary);
    }
}

;// CONCATENATED MODULE: ./src/parsers/criterion-json.ts
/**
 * Reading criterion.rs's `target/criterion/<id>/new/*.json` files (FORMATS.md §3.3): zod schemas for
 * benchmark.json, sample.json and estimates.json in both layouts (criterion ≤ 0.3: `[[iters],[times]]`
 * and capitalised estimate keys `Mean`, `Slope`...; ≥ 0.4: `{"sampling_mode","iters","times"}` and
 * snake_case keys).
 *
 * serde_json writes a non-finite f64 as `null`, so every number may be null here.
 */

/** JSON.parse with the error as data (for one line of NDJSON; whole files go through json-input.ts). */
function parseJsonText(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, message: message.split('\n')[0] ?? message };
    }
}
const Num = schemas_number().nullable();
const BenchmarkJsonSchema = object({
    group_id: schemas_string(),
    function_id: schemas_string().nullable().optional(),
    value_str: schemas_string().nullable().optional(),
    throughput: unknown().optional(),
    full_id: schemas_string(),
    directory_name: schemas_string().optional(),
    title: schemas_string().optional(),
});
const SampleJsonSchema = union([
    object({ sampling_mode: schemas_string().optional(), iters: array(Num), times: array(Num) }),
    tuple([array(Num), array(Num)]),
]);
/** The two arrays of a sample.json, whichever layout it has. */
function sampleArrays(sample) {
    return Array.isArray(sample) ? { iters: sample[0], times: sample[1] } : { iters: sample.iters, times: sample.times };
}
const EstimateJsonSchema = object({
    confidence_interval: object({ lower_bound: Num, upper_bound: Num }).partial().optional(),
    point_estimate: Num,
});
const ESTIMATE_KEYS = {
    slope: 'slope', Slope: 'slope', mean: 'mean', Mean: 'mean', std_dev: 'stdDev', StdDev: 'stdDev',
};
/** Reads the slope, mean and std. dev. estimates of either layout; null or malformed ones are left out. */
function readEstimates(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return undefined;
    const out = {};
    for (const [key, raw] of Object.entries(value)) {
        const name = ESTIMATE_KEYS[key];
        const parsed = name === undefined ? undefined : EstimateJsonSchema.safeParse(raw);
        if (name === undefined || parsed?.success !== true)
            continue;
        const { point_estimate: point, confidence_interval: ci } = parsed.data;
        if (point === null || !Number.isFinite(point))
            continue;
        const estimate = { point };
        if (typeof ci?.lower_bound === 'number')
            estimate.lower = ci.lower_bound;
        if (typeof ci?.upper_bound === 'number')
            estimate.upper = ci.upper_bound;
        out[name] = estimate;
    }
    return out;
}
const COUNT = schemas_number().nonnegative();
const ThroughputJsonSchema = union([
    object({ Bytes: COUNT }).transform((t) => [{ kind: 'bytes', count: t.Bytes }]),
    object({ BytesDecimal: COUNT }).transform((t) => [{ kind: 'bytes', count: t.BytesDecimal }]),
    object({ Elements: COUNT }).transform((t) => [{ kind: 'elements', count: t.Elements }]),
    object({ Bits: COUNT }).transform((t) => [{ kind: 'bits', count: t.Bits }]),
    object({ ElementsAndBytes: object({ elements: COUNT, bytes: COUNT }) })
        .transform((t) => [{ kind: 'elements', count: t.ElementsAndBytes.elements }, { kind: 'bytes', count: t.ElementsAndBytes.bytes }]),
]);
/** benchmark.json's `throughput`: `null`, `{"Bytes":n}`, `{"Elements":n}`...; undefined when unknown. */
function readThroughput(value) {
    if (value === null || value === undefined)
        return [];
    const parsed = ThroughputJsonSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
}

;// CONCATENATED MODULE: ./src/parsers/cargo-criterion.ts
/**
 * Parser for cargo-criterion's `--message-format=json` output (stdout; the human report goes to
 * stderr). Like the target/criterion directory, it keeps every sample.
 *
 * Format reference: cargo-criterion 1.1.0 `src/message_formats/json.rs` (FORMATS.md §3.4). One JSON
 * message per line:
 *   {"reason":"benchmark-complete","id":"checksum/64","iteration_count":[143,286,...],"measured_values":[200098.0,...],
 *    "unit":"ns","throughput":[{"per_iteration":64,"unit":"bytes"}],"typical":{"estimate":1433.6,"lower_bound":1405.8,
 *    "upper_bound":1467.9,"unit":"ns"},"mean":{...},"median":{...},"median_abs_dev":{...},"slope":{...}|null,"change":null|{...}}
 * Sample i is `measured_values[i] / iteration_count[i]` in `unit` (`ns` for wall time -> `sec/op`; a
 * custom measurement's unit `u` becomes `u/op`, without throughput). The summary is `typical` (the
 * slope, or the mean with flat sampling) with its confidence interval as min/max. `group-complete`
 * and other messages are ignored, and so is `change` (bench-gate compares by itself). A line that is
 * not a JSON message (cargo's own output, a truncated last line) is a warning; a benchmark-complete
 * message that cannot be read is an error.
 */







const cargo_criterion_Num = schemas_number().nullable();
const IntervalSchema = object({ estimate: cargo_criterion_Num, lower_bound: cargo_criterion_Num, upper_bound: cargo_criterion_Num, unit: schemas_string() });
const BenchmarkCompleteSchema = object({
    id: schemas_string(),
    iteration_count: array(cargo_criterion_Num),
    measured_values: array(cargo_criterion_Num),
    unit: schemas_string(),
    throughput: array(object({ per_iteration: schemas_number().nonnegative(), unit: schemas_string() })).optional(),
    typical: IntervalSchema.nullable().optional(),
    slope: IntervalSchema.nullable().optional(),
});
const cargo_criterion_THROUGHPUT_KINDS = { bytes: 'bytes', bytes_decimal: 'bytes', elements: 'elements', bits: 'bits' };
/** True when the text holds a cargo-criterion JSON message. */
function detectCargoCriterion(text) {
    return splitLines(text).some((line) => line.startsWith('{') && /"reason"\s*:\s*"(?:benchmark|group)-complete"/.test(line) && parseJsonText(line).ok);
}
/** Parses cargo-criterion `--message-format=json` output. `source` names the input in diagnostics. */
function parseCargoCriterion(text, source) {
    const collector = new ResultCollector();
    const diagnostics = [];
    const unrecognized = [];
    const report = (severity, line, message, lineText) => {
        diagnostics.push({ severity, source, line, message, ...(lineText === undefined ? {} : { text: excerpt(lineText) }) });
    };
    const lines = splitLines(text);
    lines.forEach((line, index) => {
        const lineNo = index + 1;
        if (line.trim() === '')
            return;
        const read = line.trimStart().startsWith('{') ? parseJsonText(line) : undefined;
        const reason = read?.ok === true ? reasonOf(read.value) : undefined;
        if (read?.ok !== true || reason === undefined) {
            if (unrecognized.length < UNRECOGNIZED_KEPT)
                unrecognized.push({ line: lineNo, text: excerpt(line) });
            const why = read?.ok === false ? `malformed JSON (${excerpt(read.message, 100)})` : 'not a cargo-criterion JSON message';
            report('warning', lineNo, `${why}; ignored. cargo-criterion writes one {"reason":...} object per line on stdout`, line);
            return;
        }
        if (reason !== 'benchmark-complete')
            return;
        const parsed = BenchmarkCompleteSchema.safeParse(read.value);
        if (!parsed.success) {
            report('error', lineNo, `unreadable benchmark-complete message:\n${prettifyError(parsed.error)}`, line);
            return;
        }
        recordBenchmark(collector, parsed.data, { file: source, line: lineNo }, (message) => report('warning', lineNo, message));
    });
    return { benchmarks: collector.finish(), config: {}, diagnostics, unrecognized, lineCount: lines.length };
}
function reasonOf(value) {
    if (typeof value !== 'object' || value === null || !('reason' in value))
        return undefined;
    return typeof value.reason === 'string' ? value.reason : undefined;
}
function recordBenchmark(collector, message, where, warn) {
    const { id } = message;
    collector.benchmark(id, id, namePartsFromId(id), {}, where);
    const exponent = TIME_EXPONENTS[message.unit];
    const toBase = (value) => (exponent === undefined ? value : scaleByPowerOfTen(value, exponent));
    const { values, iterations, bad } = perIterationSamples(message.iteration_count, message.measured_values, toBase);
    if (message.iteration_count.length !== message.measured_values.length)
        warn(`${id}: iteration_count and measured_values differ in length; extra entries are ignored`);
    if (bad > 0)
        warn(`${id}: ${bad} sample(s) with an unusable iteration count or value (missing, zero, below 1 or out of range) were left out`);
    const throughputs = exponent === undefined ? [] : readThroughputs(message, warn);
    const units = exponent === undefined
        ? addCustomSamples(collector, id, message.unit, values, iterations)
        : addTimedSamples(collector, id, message.unit, values, iterations, throughputs);
    const typical = message.typical;
    if (typical?.estimate === null || typical?.estimate === undefined || units.size === 0) {
        if (values.length === 0)
            collector.mark(id, 'failed', 'no usable samples in its benchmark-complete message');
        return;
    }
    const typicalExponent = TIME_EXPONENTS[typical.unit];
    const scale = (v) => (v === null ? undefined : typicalExponent === undefined ? v : scaleByPowerOfTen(v, typicalExponent));
    const estimate = { point: scale(typical.estimate) ?? typical.estimate, lower: scale(typical.lower_bound), upper: scale(typical.upper_bound) };
    const summary = estimateSummary(estimate, values.length, message.slope === null ? 'mean' : 'point-estimate');
    if (exponent === undefined)
        collector.setSummary(id, `${message.unit}/op`, summary);
    else
        setTimedSummaries(collector, id, units, estimate, summary, throughputs);
}
function readThroughputs(message, warn) {
    return (message.throughput ?? []).flatMap((t) => {
        const kind = cargo_criterion_THROUGHPUT_KINDS[t.unit];
        if (kind === undefined)
            warn(`${message.id}: unknown throughput unit "${t.unit}"; ignored`);
        return kind === undefined ? [] : [{ kind, count: t.per_iteration }];
    });
}
/** A custom measurement (not wall time): its unit per iteration, lower is better. */
function addCustomSamples(collector, id, unit, values, iterations) {
    values.forEach((v, i) => collector.addBaseSample(id, `${unit}/op`, unit, v, iterations[i]));
    return new Set(values.length > 0 ? [`${unit}/op`] : []);
}

;// CONCATENATED MODULE: ./src/parsers/criterion-dir.ts





// <dir>/new/<file>.json; <dir> is empty when the directory given is the benchmark's own.
const NEW_FILE = /^(?:(.*)\/)?new\/(benchmark|sample|estimates)\.json$/;
// Files criterion writes that bench-gate does not need (other baselines, change/, tukey.json).
const KNOWN_FILE = /(?:^|\/)(?:benchmark|sample|estimates|tukey)\.json$/;
/** True when the paths (relative to one directory) contain a criterion benchmark's `new/` files. */
function detectCriterionDirectory(paths) {
    return paths.some((p) => NEW_FILE.test(p.replaceAll('\\', '/')));
}
/** Parses the JSON files of a `target/criterion` directory. `source` names the directory in diagnostics. */
function parseCriterionDirectory(files, source) {
    return new DirectoryReader(source.replace(/\/+$/, '')).read(files);
}
class DirectoryReader {
    source;
    collector = new ResultCollector();
    diagnostics = [];
    unrecognized = [];
    constructor(source) {
        this.source = source;
    }
    read(files) {
        const dirs = new Map();
        for (const file of files) {
            const path = file.path.replaceAll('\\', '/').replace(/^\.\//, '');
            const match = NEW_FILE.exec(path);
            if (match === null) {
                if (!KNOWN_FILE.test(path) && this.unrecognized.length < UNRECOGNIZED_KEPT)
                    this.unrecognized.push({ line: 0, text: excerpt(path) });
                continue;
            }
            const dir = match[1] ?? '';
            const entry = dirs.get(dir) ?? {};
            entry[match[2]] = { path, text: file.text };
            dirs.set(dir, entry);
        }
        // Sorted by directory: the walk order of a file system is not stable, criterion's run order is lost.
        for (const dir of [...dirs.keys()].sort())
            this.readBenchmark(dir, dirs.get(dir) ?? {});
        return { benchmarks: this.collector.finish(), config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: files.length };
    }
    readBenchmark(dir, files) {
        const meta = this.readMeta(dir, files.benchmark);
        const id = meta?.title ?? meta?.full_id ?? (dir === '' ? this.source.slice(this.source.lastIndexOf('/') + 1) : dir);
        const anchor = files.benchmark ?? files.sample ?? files.estimates;
        if (anchor === undefined)
            return;
        if (this.collector.has(id)) {
            this.report('warning', anchor.path, 0, `benchmark id "${id}" appears in two directories; this one (${dir}) is skipped`);
            return;
        }
        const parts = meta === undefined ? criterionNameParts(id, []) : criterionNameParts(meta.group_id, [meta.function_id, meta.value_str].filter((p) => typeof p === 'string'));
        this.collector.benchmark(id, id, parts, {}, { file: this.at(anchor.path), line: 1 });
        const throughputs = this.readThroughputs(meta, files.benchmark);
        const samples = this.readSamples(files.sample);
        const estimates = this.readEstimatesFile(files.estimates);
        const typical = estimates?.slope ?? estimates?.mean;
        const kind = estimates?.slope !== undefined ? 'point-estimate' : 'mean';
        if (samples === undefined || samples.seconds.length === 0) {
            if (typical === undefined) {
                this.collector.mark(id, 'failed', 'no readable sample.json or estimates.json in new/');
                this.report('error', anchor.path, 0, `${id}: no readable sample.json or estimates.json in ${dir === '' ? '' : `${dir}/`}new/; reported as failed`);
                return;
            }
            const why = files.sample === undefined ? 'no sample.json' : 'no usable samples in sample.json';
            this.report('warning', anchor.path, 0, `${id}: ${why}; using criterion's estimate as a single value`);
        }
        const seconds = samples !== undefined && samples.seconds.length > 0 ? samples.seconds : [nanosToSeconds(typical?.point ?? NaN)];
        const units = addTimedSamples(this.collector, id, 'ns', seconds, samples?.iterations ?? [], throughputs);
        if (typical === undefined)
            return;
        const estimate = { point: nanosToSeconds(typical.point), lower: optionalSeconds(typical.lower), upper: optionalSeconds(typical.upper) };
        const stddev = estimates?.stdDev === undefined ? undefined : nanosToSeconds(estimates.stdDev.point);
        setTimedSummaries(this.collector, id, units, estimate, estimateSummary(estimate, seconds.length, kind, stddev), throughputs);
    }
    readMeta(dir, file) {
        const where = `${dir === '' ? '' : `${dir}/`}new/`;
        if (file === undefined) {
            this.report('warning', `${where}benchmark.json`, 0, `no benchmark.json in ${where}; the id is taken from the directory name "${dir}", which criterion may have rewritten`);
            return undefined;
        }
        const value = this.parse(file);
        if (value === undefined)
            return undefined;
        const parsed = BenchmarkJsonSchema.safeParse(value);
        if (!parsed.success)
            this.report('error', file.path, 0, `not a criterion benchmark.json (expected group_id and full_id); the id is taken from the directory name "${dir}"`);
        return parsed.success ? parsed.data : undefined;
    }
    readThroughputs(meta, file) {
        const throughputs = readThroughput(meta?.throughput);
        if (throughputs !== undefined)
            return throughputs;
        this.report('warning', file?.path ?? '', 0, `unknown throughput ${excerpt(JSON.stringify(meta?.throughput) ?? '', 80)}; only the time is read`);
        return [];
    }
    readSamples(file) {
        const value = file === undefined ? undefined : this.parse(file);
        if (file === undefined || value === undefined)
            return undefined;
        const parsed = SampleJsonSchema.safeParse(value);
        if (!parsed.success) {
            this.report('error', file.path, 0, 'not a criterion sample.json (expected {"iters":[...],"times":[...]} or [[iters],[times]])');
            return undefined;
        }
        const { iters, times } = sampleArrays(parsed.data);
        if (iters.length !== times.length)
            this.report('warning', file.path, 0, `iters has ${iters.length} entries but times has ${times.length}; extra entries are ignored`);
        const { values, iterations, bad } = perIterationSamples(iters, times, nanosToSeconds);
        if (bad > 0)
            this.report('warning', file.path, 0, `${bad} sample(s) with an unusable iteration count or time (missing, zero, below 1 or out of range) were left out`);
        return { seconds: values, iterations };
    }
    readEstimatesFile(file) {
        const value = file === undefined ? undefined : this.parse(file);
        if (file === undefined || value === undefined)
            return undefined;
        const estimates = readEstimates(value);
        if (estimates === undefined)
            this.report('error', file.path, 0, 'not a criterion estimates.json (expected an object of estimates)');
        return estimates;
    }
    parse(file) {
        const read = readJson(file.text, this.at(file.path), `criterion's ${file.path.slice(file.path.lastIndexOf('/') + 1)}`);
        if (read.ok)
            return read.value;
        this.diagnostics.push(read.diagnostic);
        return undefined;
    }
    at(path) {
        return this.source === '' ? path : `${this.source}/${path}`;
    }
    report(severity, path, line, message) {
        this.diagnostics.push({ severity, source: this.at(path), line, message });
    }
}
function optionalSeconds(ns) {
    return ns === undefined ? undefined : nanosToSeconds(ns);
}

;// CONCATENATED MODULE: ./src/parsers/criterion-text-values.ts
/**
 * Pieces of criterion's terminal report (FORMATS.md §3.1): the `[lower point upper]` triples of the
 * `time:` and `thrpt:` lines, and ids with progress text glued on.
 *
 * Each value of a triple is scaled on its own (`[844.43 ps 926.41 ps 1.0131 ns]`), so each is
 * converted on its own: times to seconds, throughputs to B/s, elem/s or bit/s.
 */


function throughputScales(kind, names, binary) {
    return names.map((name, i) => [name, { unit: THROUGHPUT_UNITS[kind], exponent: binary ? 0 : 3 * i, factor: binary ? 1024 ** i : 1 }]);
}
const SCALES = new Map([
    ...Object.entries(TIME_EXPONENTS).map(([name, exponent]) => [name, { unit: TIME_UNIT, exponent, factor: 1 }]),
    ...throughputScales('bytes', ['B/s', 'KiB/s', 'MiB/s', 'GiB/s', 'TiB/s'], true),
    ...throughputScales('bytes', ['B/s', 'KB/s', 'MB/s', 'GB/s', 'TB/s'], false),
    ...throughputScales('elements', ['elem/s', 'Kelem/s', 'Melem/s', 'Gelem/s', 'Telem/s'], false),
    ...throughputScales('bits', ['b/s', 'Kb/s', 'Mb/s', 'Gb/s', 'Tb/s'], false),
]);
/** Reads `1.4035 µs 1.4280 µs 1.4587 µs` (the text between the brackets); a string says what is wrong. */
function parseTriple(inner) {
    const tokens = inner.trim().split(/\s+/);
    if (tokens.length !== 6)
        return `expected three "value unit" pairs, found "${inner.trim()}"`;
    const values = [];
    let unit;
    for (let i = 0; i < 6; i += 2) {
        const text = tokens[i] ?? '';
        const scale = SCALES.get(tokens[i + 1] ?? '');
        const value = Number(text.replace(/\u2212/g, '-').replace(/,/g, ''));
        if (scale === undefined)
            return `unknown unit "${tokens[i + 1] ?? ''}"`;
        if (unit !== undefined && scale.unit !== unit)
            return `mixed kinds of unit in "${inner.trim()}"`;
        if (text === '' || !Number.isFinite(value))
            return `not a number: "${text}"`;
        const scaled = scaleByPowerOfTen(value * scale.factor, scale.exponent);
        if (!Number.isFinite(scaled))
            return `out of range: "${text} ${tokens[i + 1] ?? ''}"`;
        unit = scale.unit;
        values.push(scaled);
    }
    const [lower = NaN, point = NaN, upper = NaN] = values;
    return { unit: unit ?? TIME_UNIT, printedUnit: tokens[3] ?? '', lower, point, upper };
}
const PROGRESS = 'Benchmarking ';
// What criterion prints after `Benchmarking <id>` (0.3-0.8).
const STATUSES = [': Analyzing', ': Warming up for ', ': Collecting ', ': Profiling for ', ': Complete (Analysis Disabled)', ''];
const STATUS_END = /: (?:Analyzing|Warming up for \S+ \S+|Collecting \d+ samples in estimated \S+ \S+ \([^)]*\)|Profiling for \S+ \S+|Complete \(Analysis Disabled\))/g;
/**
 * The id in text that may start with progress messages glued on when `\r` was dropped:
 * `Benchmarking fib 15: Warming up for 3.0000 sBenchmarking fib 15: Analyzingfib 15`. The last
 * fragment is `<id>: <status>` directly followed by the id itself, so the id is the longest `X`
 * with `X: ...X`. When a terminal truncated the fragment (`Benchmarking x: Analyzx`, or
 * `Benchmarking auth_gu` + `auth_guard/1`), the id is the shortest tail that the cut fragment is
 * the start of (followed by a status).
 */
function stripProgress(text) {
    const trimmed = text.trim();
    const at = trimmed.lastIndexOf(PROGRESS);
    if (at === -1)
        return { id: trimmed, how: 'plain' };
    const rest = trimmed.slice(at + PROGRESS.length);
    for (let i = Math.floor((rest.length - 3) / 2); i >= 1; i -= 1) {
        const id = rest.slice(0, i);
        if (rest.startsWith(': ', i) && rest.endsWith(id))
            return { id, how: 'exact' };
    }
    const half = rest.length / 2;
    if (Number.isInteger(half) && half > 0 && rest.slice(0, half) === rest.slice(half))
        return { id: rest.slice(half), how: 'exact' };
    for (let k = 1; k < rest.length; k += 1) {
        const cut = rest.slice(0, k);
        const id = rest.slice(k);
        if (id.trim() === id && STATUSES.some((status) => `${id}${status}`.startsWith(cut)))
            return { id, how: 'truncated' };
    }
    let end = -1;
    for (const match of trimmed.matchAll(STATUS_END))
        end = match.index + match[0].length;
    return { id: end === -1 ? '' : trimmed.slice(end).trim(), how: 'progress' };
}
/** True for a line that is only progress text (`Benchmarking x: Analyzing`), not an id. */
function isProgressOnly(line) {
    if (!line.trimStart().startsWith(PROGRESS))
        return false;
    const { id, how } = stripProgress(line);
    return how === 'progress' && id === '';
}

;// CONCATENATED MODULE: ./src/parsers/criterion-text.ts





// `<id> time: [...]`, `thrpt: [...]`, `change: [...]`: the first such label followed by brackets.
const TRIPLE_LINE = /^(.*?)\b(time|thrpt|change):\s*\[([^[\]]*)\](.*)$/;
const OUTLIERS = /^Found \d+ outliers among (\d+) measurements/;
// `Benchmarking <id>: Collecting 20 samples in estimated ...`, possibly after other glued fragments.
const COLLECTING = /Benchmarking ((?:(?!Benchmarking ).)+): Collecting (\d+) samples in estimated /g;
const SKIPPED = [
    /^\s*change:\s*$/, // the header of a change block with throughput
    /^\s+\d+ \([\d.]+%\) (?:low|high) (?:mild|severe)\s*$/,
    /^\s*(?:No change in performance detected|Change within noise threshold|Performance has (?:improved|regressed))\.\s*$/,
    /^(?:slope|mean|median)\s+\[[^\]]*\]\s+(?:R\^2|std\. dev\.|med\. abs\. dev\.)/, // --verbose
    /^(?:Gnuplot not found|Warning: |WARNING: |Testing |Success$|running \d+ tests?|test result: )/,
    /^\s*(?:Compiling|Finished|Running|Downloading|Downloaded|Updating|Locking|Adding|Blocking|Fresh|Checking|warning:|error:) /,
];
/** True when the text has a criterion report `time:` line. */
function detectCriterionText(text) {
    return /time:\s*\[\s*[-\d.,]+\s*(?:ps|ns|µs|μs|us|ms|s)\s/.test(stripAnsi(text));
}
/** Parses criterion's terminal report. `source` names the input in diagnostics. */
function parseCriterionText(text, source) {
    return new CriterionTextReader(source).read(text);
}
class CriterionTextReader {
    source;
    collector = new ResultCollector();
    diagnostics = [];
    unrecognized = [];
    sampleCounts = new Map();
    /** The previous line, when it can be an id printed on its own line. */
    pendingId;
    pendingLine = 0;
    /** The benchmark of the last `time:` line and its new summaries, for `thrpt:` and outlier lines. */
    current;
    constructor(source) {
        this.source = source;
    }
    read(text) {
        const lines = splitLines(text);
        lines.forEach((line, index) => this.readLine(line, index + 1));
        return { benchmarks: this.collector.finish(), config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
    }
    readLine(line, lineNo) {
        if (line.trim() === '')
            return;
        const pendingId = this.pendingId;
        this.pendingId = undefined;
        for (const [, id = '', n = ''] of line.matchAll(COLLECTING))
            this.sampleCounts.set(id, Number(n));
        const triple = TRIPLE_LINE.exec(line);
        if (triple !== null)
            return this.readTriple(triple[1] ?? '', triple[2] ?? '', triple[3] ?? '', line, lineNo, pendingId);
        const outliers = OUTLIERS.exec(line);
        if (outliers !== null) {
            for (const summary of this.current?.summaries ?? [])
                summary.n = Math.max(1, Number(outliers[1]));
            return;
        }
        if (SKIPPED.some((re) => re.test(line)) || isProgressOnly(line))
            return;
        this.pendingId = stripProgress(line);
        this.pendingLine = lineNo;
        if (this.unrecognized.length < UNRECOGNIZED_KEPT)
            this.unrecognized.push({ line: lineNo, text: excerpt(line) });
    }
    readTriple(prefix, label, inner, line, lineNo, pendingId) {
        if (label === 'change' || inner.includes('%'))
            return; // change block: percentages, not a result
        const parsed = parseTriple(inner);
        if (typeof parsed === 'string') {
            this.report('error', lineNo, `cannot read this ${label}: line (${parsed}); expected e.g. "${label}:   [1.2 ns 1.3 ns 1.4 ns]"`, line);
            return;
        }
        if (label === 'thrpt')
            return this.readThroughput(parsed, line, lineNo);
        if (parsed.unit !== TIME_UNIT) {
            this.report('error', lineNo, `time: line with a unit that is not a time ("${parsed.printedUnit}")`, line);
            return;
        }
        this.readTime(prefix, parsed, line, lineNo, pendingId);
    }
    readTime(prefix, time, line, lineNo, pendingId) {
        const onLine = prefix.trim() === '' ? undefined : stripProgress(prefix);
        const read = onLine ?? pendingId;
        const id = read?.id;
        this.current = undefined;
        if (read !== undefined && (read.how === 'truncated' || read.how === 'progress') && id !== '') {
            this.report('warning', lineNo, `the id is glued to cut-off progress text; read it as "${excerpt(id ?? '', 80)}", which may be wrong`, line);
        }
        if (id === undefined || id === '') {
            this.report('error', lineNo, 'time: line without a benchmark id (expected the id before it, or alone on the line above)', line);
            return;
        }
        const idLine = onLine === undefined ? this.pendingLine : lineNo;
        // The id line was kept as unrecognized until this time: line showed what it was.
        if (onLine === undefined && this.unrecognized.at(-1)?.line === idLine)
            this.unrecognized.pop();
        this.collector.benchmark(id, id, namePartsFromId(id), {}, { file: this.source, line: idLine });
        this.current = { key: id, summaries: [] };
        this.addSample(time);
    }
    readThroughput(thrpt, line, lineNo) {
        if (this.current === undefined) {
            this.report('warning', lineNo, 'thrpt: line without a time: line before it; ignored', line);
            return;
        }
        this.addSample(thrpt);
    }
    addSample(triple) {
        const current = this.current;
        if (current === undefined)
            return;
        this.collector.addBaseSample(current.key, triple.unit, triple.printedUnit, triple.point);
        const summary = estimateSummary(triple, this.sampleCounts.get(current.key) ?? 1, 'point-estimate');
        this.collector.setSummary(current.key, triple.unit, summary);
        current.summaries.push(summary);
    }
    report(severity, line, message, text) {
        this.diagnostics.push({ severity, source: this.source, line, message, text: excerpt(text) });
    }
}

;// CONCATENATED MODULE: ./src/parsers/custom-json.ts
/**
 * Parser for github-action-benchmark's custom JSON (`tool: customSmallerIsBetter` and
 * `customBiggerIsBetter`).
 *
 * Format reference: benchmark-action/github-action-benchmark @c38cce98 `src/extract.ts` and README
 * (FORMATS.md §8). A top-level array:
 *   [{"name": "My Benchmark - CPU Load", "unit": "Percent", "value": 50, "range": "5%", "extra": "tooltip"},
 *    {"name": "No instrumentation", "unit": "ns", "value": 90.9439, "range": 0.519165}]
 *
 * Every entry is one sample of the metric `unit` (tidied: `ns` -> `sec`, `MB` -> `B`) of the
 * benchmark `name`; an entry repeated with the same name and unit adds a sample, and several files
 * merge into several samples. `value` may be a numeric string (the action coerces with `Number`).
 * The direction cannot be read from the file: the caller says it (`better`), for every metric.
 * `range` (free text like `± 0.1`, `+/- 24`, `5%`, or a number) is kept as the summary's `spread`,
 * in the metric's base unit; `extra` goes to the benchmark's config as `extra`.
 *
 * Note: a `%` range is taken as relative to the value (`5%` of 200 ns = 10 ns), except when the
 * unit itself is a percentage, where `5%` means five points.
 */




const custom_json_WHAT = 'custom benchmark JSON: [{"name": "...", "unit": "...", "value": 1.23, "range"?: "± 0.1", "extra"?: "..."}]';
const EntrySchema = object({
    name: schemas_string().min(1),
    unit: schemas_string().min(1),
    value: union([schemas_number(), schemas_string()]),
    range: union([schemas_string(), schemas_number()]).nullable().optional(),
    extra: schemas_string().nullable().optional(),
});
const PERCENT_UNITS = new Set(['%', 'percent', 'percentage', 'pct']);
/** True when the text looks like a custom JSON array of `{name, unit, value}` objects. */
function detectCustomJson(text) {
    const head = jsonHead(text, 4096);
    return /^\[\s*\{/.test(head) && /"name"\s*:/.test(head) && /"unit"\s*:/.test(head) && /"value"\s*:/.test(head);
}
/**
 * Parses custom JSON; `better` is the direction of every metric in it (`lower` for
 * customSmallerIsBetter, `higher` for customBiggerIsBetter). `source` names the input in diagnostics.
 */
function parseCustomJson(text, source, better) {
    const json = readJson(text, source, custom_json_WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = array(unknown()).safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${custom_json_WHAT}`) };
    const collector = new ResultCollector();
    const units = new Map();
    file.data.forEach((raw, index) => {
        const line = json.lineOf([index]);
        const parsed = EntrySchema.safeParse(raw);
        if (!parsed.success)
            return void out.diagnostics.push(...issueDiagnostics(parsed.error, [index], source, json.lineOf, 'entry left out'));
        const e = parsed.data;
        const value = typeof e.value === 'number' ? e.value : e.value.trim() === '' ? Number.NaN : Number(e.value);
        if (!Number.isFinite(value))
            return void out.diagnostics.push(custom_json_error(source, line, `[${index}].value: "${String(e.value)}" is not a number; entry ${JSON.stringify(e.name)} left out`));
        // Note: tidyUnit looks tokens up in a plain object; a unit like `constructor` must not be rescaled.
        const tidied = tidyUnit(e.unit);
        const tidy = Number.isFinite(tidied.exponent) && tidied.unit !== '' ? tidied : { unit: e.unit, exponent: 0 };
        const base = scaleByPowerOfTen(value, tidy.exponent);
        if (!Number.isFinite(base))
            return void out.diagnostics.push(custom_json_error(source, line, `[${index}].value: ${value} ${e.unit} is out of range in ${tidy.unit}; entry ${JSON.stringify(e.name)} left out`));
        collector.benchmark(e.name, e.name, jsonNameParts(e.name, {}), e.extra === undefined || e.extra === null ? {} : { extra: e.extra }, { file: source, line });
        collector.addBaseSample(e.name, tidy.unit, e.unit, base);
        units.set(tidy.unit, { better });
        if (e.range === undefined || e.range === null)
            return;
        const spread = parseRange(e.range, value, e.unit);
        const spreadBase = spread === undefined ? Number.NaN : scaleByPowerOfTen(spread, tidy.exponent);
        if (!Number.isFinite(spreadBase))
            out.diagnostics.push({ severity: 'info', source, line, message: `${e.name}: range ${JSON.stringify(e.range)} is not a number like "± 0.1" or "5%"; it is ignored` });
        else
            collector.setSummary(e.name, tidy.unit, { n: 1, center: base, centerKind: 'point-estimate', spread: spreadBase });
    });
    out.benchmarks = collector.finish(units);
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
/** `± 0.1`, `+/- 24`, `5%`, `3` or a number -> the spread in the value's unit, or undefined. */
function parseRange(range, value, unit) {
    if (typeof range === 'number')
        return Number.isFinite(range) ? Math.abs(range) : undefined;
    const match = /^\s*(?:±|\+\/-|\+-)?\s*(\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)\s*(%)?\s*$/.exec(range);
    if (match === null)
        return undefined;
    const number = Number(match[1]);
    if (!Number.isFinite(number))
        return undefined;
    return match[2] === '%' && !PERCENT_UNITS.has(unit.trim().toLowerCase()) ? Math.abs(value) * number / 100 : number;
}
function custom_json_error(source, line, message) {
    return { severity: 'error', source, line, message };
}

;// CONCATENATED MODULE: ./src/parsers/rust-units.ts
/**
 * Numbers and units as the Rust benchmark harnesses print them, converted to bench-gate's base
 * units (STYLE.md §3.1): libtest's `53,924.68 ns/iter` and divan's `1.386 µs`, `1.228 GB/s`,
 * `7.812 KiB`. Powers of ten are applied on the decimal representation (`scaleByPowerOfTen`), so
 * `144.8 ns` becomes exactly the double nearest 1.448e-7.
 */

const GROUPED_DECIMAL = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
/**
 * Reads libtest's numbers: whole numbers with `,` thousands separators (`18,149`, before 2024) or
 * two decimals (`53,924.68`, rust-lang/rust#124774). Badly grouped text (`1,23`) is not a number.
 */
function parseGroupedDecimal(text) {
    return GROUPED_DECIMAL.test(text) ? Number(text.replaceAll(',', '')) : undefined;
}
/**
 * The base unit of a libtest-style unit: `X/iter` is per call of the timed closure, which is Go's
 * `/op`, so `ns/iter` -> `sec/op` (x1e-9) and `cycles/iter` -> `cycles/op`. Other units (`MS/s` from
 * third-party harnesses) are tidied as they are.
 */
function libtestUnit(unit) {
    return tidyUnit(unit.endsWith('/iter') ? `${unit.slice(0, -'/iter'.length)}/op` : unit);
}
// divan prints f64 `to_string` trimmed to 4 significant digits: never an exponent; `inf` for x/0.
const DIVAN_NUMBER = /^(?:\d+(?:\.\d+)?|inf)$/;
const rust_units_TIME_EXPONENTS = { ps: -12, ns: -9, µs: -6, μs: -6, us: -6, ms: -3, s: 0 };
const TIME_FACTORS = { m: 60, h: 3600, d: 86400 };
const PREFIXES = ['', 'K', 'M', 'G', 'T', 'P'];
function divanNumber(text) {
    if (!DIVAN_NUMBER.test(text))
        return undefined;
    return text === 'inf' ? Infinity : Number(text);
}
/** Splits a divan cell `<number> <unit>`. */
function splitCell(cell) {
    const space = cell.indexOf(' ');
    if (space === -1)
        return undefined;
    const value = divanNumber(cell.slice(0, space));
    return value === undefined ? undefined : [value, cell.slice(space + 1)];
}
/** A divan time cell (`12.2 ns`, `1.386 µs`, `2 m`) in seconds; undefined if it is not one (or not finite). */
function parseDivanTime(cell) {
    const split = splitCell(cell);
    if (split === undefined)
        return undefined;
    const [value, unit] = split;
    const exponent = rust_units_TIME_EXPONENTS[unit];
    const factor = TIME_FACTORS[unit];
    const seconds = exponent !== undefined ? scaleByPowerOfTen(value, exponent) : factor === undefined ? NaN : value * factor;
    return Number.isFinite(seconds) ? { value: seconds, unit: 'sec/op', originalUnit: unit } : undefined;
}
/** Scales by a decimal (K = 1e3) or binary (Ki = 1024) prefix; 1024^k is exact in binary floating point. */
function scalePrefix(value, prefix, binary) {
    const power = PREFIXES.indexOf(prefix);
    if (power === -1)
        return undefined;
    return binary ? value * 1024 ** power : scaleByPowerOfTen(value, 3 * power);
}
const THROUGHPUT = /^([KMGTP]?)(?:(i?)B\/s|(item|char)\/s|Hz)$/;
/**
 * A divan throughput cell in its base unit: bytes -> `B/s` (`KB/s` x1e3, `KiB/s` x1024), items ->
 * `item/s`, chars -> `char/s`, cycles (`Hz`, `KHz`...) -> `cycle/s`. `inf B/s` gives Infinity.
 */
function parseDivanThroughput(cell) {
    const split = splitCell(cell);
    const match = split === undefined ? null : THROUGHPUT.exec(split[1]);
    if (split === undefined || match === null)
        return undefined;
    const [, prefix = '', binary = '', kind] = match;
    if (binary === 'i' && prefix === '')
        return undefined;
    const value = scalePrefix(split[0], prefix, binary === 'i');
    if (value === undefined)
        return undefined;
    const unit = kind !== undefined ? `${kind}/s` : split[1].endsWith('Hz') ? 'cycle/s' : 'B/s';
    return { value, unit, originalUnit: split[1] };
}
const SIZE = /^([KMGTP]?)(i?)B$/;
/** A divan byte-size cell (`500 B`, `8 KB`, `7.812 KiB`) in bytes. */
function parseDivanSize(cell) {
    const split = splitCell(cell);
    const match = split === undefined ? null : SIZE.exec(split[1]);
    if (split === undefined || match === null || (match[2] === 'i' && match[1] === ''))
        return undefined;
    const value = scalePrefix(split[0], match[1] ?? '', match[2] === 'i');
    return value === undefined ? undefined : { value, unit: 'B', originalUnit: split[1] };
}
/** A divan count cell (`1`, `0.062`): a plain number. */
function parseDivanCount(cell) {
    return divanNumber(cell);
}

;// CONCATENATED MODULE: ./src/parsers/rust-divan-rows.ts
/**
 * Reading the rows of divan's table (FORMATS.md §4): cells split on ` │ `, the header, tree rows
 * (`├─ name`, `╰─ name`, 3 columns of indentation per level) and the counter and allocation rows
 * under a benchmark. Pure cell readers; the tree state lives in divan.ts.
 */

const SEPARATOR = ' │ ';
const HEADER_COLUMNS = 'slowest|median|mean|samples|iters';
const TREE_ROW = /^((?:│ {2}| {3})*)[├╰]─ (.*)$/;
const GAP = /\s{2,}/;
/** The allocation profiler's row labels, and the metric units bench-gate gives their count and size rows. */
const ALLOC_UNITS = {
    'alloc': ['allocs/op', 'B/op'],
    'dealloc': ['deallocs/op', 'dealloc-B/op'],
    'grow': ['grows/op', 'grow-B/op'],
    'shrink': ['shrinks/op', 'shrink-B/op'],
    'max alloc': ['max-allocs/op', 'max-alloc-B/op'],
};
/**
 * Splits a row into 6 cells: the head (tree prefix, label and the `fastest` cell, untrimmed) and
 * slowest, median, mean, samples, iters (trimmed). Splits from the right, because a deep tree prefix
 * (`│  │  ├─`) contains ` │ ` too. Undefined for a line that is not a table row.
 */
function splitCells(line) {
    // divan drops the last separator's trailing space when the iters cell is empty.
    const parts = (line.endsWith(' │') ? `${line} ` : line).split(SEPARATOR);
    if (parts.length < 6)
        return undefined;
    return [parts.slice(0, -5).join(SEPARATOR), ...parts.slice(-5).map((cell) => cell.trim())];
}
/** The root label (bench binary or crate) when the cells are a header row, else undefined. */
function headerRoot(cells) {
    const head = (cells[0] ?? '').trimEnd();
    if (cells.slice(1).join('|') !== HEADER_COLUMNS || !head.endsWith('fastest'))
        return undefined;
    return head.slice(0, -'fastest'.length).trim();
}
/** A tree row's depth (1 = directly under the root) and the text after its branch glyph. */
function treeRow(head) {
    const match = TREE_ROW.exec(head);
    if (match === null)
        return undefined;
    return { depth: (match[1] ?? '').length / 3 + 1, rest: match[2] ?? '' };
}
/**
 * Splits `label<2+ spaces>cell` at the first gap of 2+ spaces (divan pads labels by at least 2) into
 * a leaf's label and its first cell; undefined when there is no cell.
 */
function labelAndCell(rest) {
    const trimmed = rest.trimEnd();
    const gap = GAP.exec(trimmed);
    return gap === null ? undefined : { label: trimmed.slice(0, gap.index), cell: trimmed.slice(gap.index + gap[0].length) };
}
/** The first cell of a counter row: the head without the tree's `│` and indentation. */
function counterCell(head) {
    return head.replace(/^[│ ]+/, '').trim();
}
/** The allocation label of a `max alloc:` / `alloc:` ... row. */
function allocLabel(cell) {
    const label = cell.endsWith(':') ? cell.slice(0, -1) : '';
    return label in ALLOC_UNITS ? label : undefined;
}
function readFour(cells, first, read) {
    const names = ['fastest', 'slowest', 'median', 'mean'];
    const texts = [first, cells[1] ?? '', cells[2] ?? '', cells[3] ?? ''];
    const values = texts.map(read);
    const bad = values.findIndex((v) => v === undefined);
    if (bad !== -1)
        return `${names[bad] ?? ''} "${texts[bad] ?? ''}"`;
    const [fastest, slowest, median, mean] = values;
    return { fastest, slowest, median, mean };
}
/** Reads a benchmark row: four times, then the sample and iteration counts. */
function readLeafStats(cells, first) {
    const time = readFour(cells, first, parseDivanTime);
    if (typeof time === 'string')
        return { ok: false, reason: `cannot read the ${time} time` };
    const samples = Number(cells[4]);
    const iters = Number(cells[5]);
    if (!/^\d+$/.test(cells[4] ?? '') || samples < 1)
        return { ok: false, reason: `cannot read the sample count "${cells[4] ?? ''}"` };
    if (!/^\d+$/.test(cells[5] ?? ''))
        return { ok: false, reason: `cannot read the iteration count "${cells[5] ?? ''}"` };
    return { ok: true, time, samples, iters };
}
/** Reads a throughput row (`1.228 GB/s`...); all four cells must share a base unit. */
function rust_divan_rows_readThroughput(cells, first) {
    const stats = readFour(cells, first, parseDivanThroughput);
    if (typeof stats === 'string')
        return `cannot read the ${stats} throughput`;
    const units = new Set([stats.fastest.unit, stats.slowest.unit, stats.median.unit, stats.mean.unit]);
    return units.size === 1 ? stats : `mixed throughput units (${[...units].join(', ')})`;
}
/** Reads an allocation count row (`  1`, `  0.062`) or size row (`  500 B`, `  7.812 KiB`). */
function readAllocRow(cells, first, row) {
    const read = row === 'count'
        ? (cell) => {
            const value = parseDivanCount(cell);
            return value === undefined ? undefined : { value, unit: 'count', originalUnit: 'count' };
        }
        : parseDivanSize;
    const stats = readFour(cells, first, read);
    return typeof stats === 'string' ? `cannot read the ${stats} allocation ${row}` : stats;
}

;// CONCATENATED MODULE: ./src/parsers/rust-name.ts
/** Splits a name on `/`: the first part is the base, `key=value` parts become params. */
function splitSlashName(name, pkg) {
    const [base = name, ...sub] = name.split('/');
    const params = {};
    for (const part of sub) {
        const eq = part.indexOf('=');
        if (eq > 0)
            params[part.slice(0, eq)] = part.slice(eq + 1);
    }
    const parts = { base, sub, params };
    if (pkg !== undefined)
        parts.package = pkg;
    return parts;
}
// cargo (stderr, verbs right-aligned): `     Running benches/x.rs (target/release/deps/x-2ab81a5c15a03f99)`;
// cargo before 1.52 printed only the binary: `     Running target/release/deps/x-2ab81a5c15a03f99`.
const CARGO_RUNNING = /^\s+Running\s+(?:.*\()?([^()\s]*[\\/][^()\s]*?)\)?\s*$/;
/** The bench target named by a cargo `Running` line (`x` above), or undefined for other lines. */
function cargoRunningTarget(line) {
    const path = CARGO_RUNNING.exec(line)?.[1];
    if (path === undefined)
        return undefined;
    const file = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
    const target = file.replace(/\.exe$/, '').replace(/-[0-9a-f]{16}$/, '');
    return target === '' ? undefined : target;
}
/** cargo's own status lines (`   Compiling x`, `    Finished ...`), which `2>&1` mixes into the output. */
const CARGO_STATUS = /^\s+(?:Compiling|Checking|Finished|Running|Doc-tests|Downloading|Downloaded|Updating|Locking|Adding|Blocking|Fresh|Waiting)\s/;

;// CONCATENATED MODULE: ./src/parsers/rust-panic.ts
/**
 * A Rust panic's text, for a failed benchmark's message: the `thread '...' panicked at file:line:`
 * line and the payload after it, without the backtrace (libtest's `---- name stdout ----` block,
 * libtest JSON's `stdout` field, and what divan leaves on stderr when a benchmark panics).
 */

/** Rust 1.73+: `thread 'main' (19306) panicked at src/x.rs:3:5:`; older: `thread 'main' panicked at 'msg', src/x.rs:3:5`. */
const PANIC_LINE = /^thread '[^']*'(?: \(\d+\))? panicked at /;
const PANIC_END = /^(?:stack backtrace:|note: |\s+\d+: |failures:$|---- )/;
/** The panic text in `lines` (blank lines skipped, backtrace and later lines dropped), shortened. */
function panicMessage(lines) {
    const kept = [];
    for (const line of lines) {
        if (PANIC_END.test(line))
            break;
        if (line.trim() !== '')
            kept.push(line.trim());
    }
    return excerpt(kept.join('\n'), 500);
}

;// CONCATENATED MODULE: ./src/parsers/divan.ts






const EXACT = new Map(Object.values(ALLOC_UNITS).flat().map((unit) => [unit, { assumption: 'exact' }]));
const PANIC_TAIL_END = /^(?:stack backtrace:|note: |\s+\d+: )/;
/** A cheap content sniff: does the text contain divan's table header? */
function detectDivan(text) {
    return /fastest\s+│ slowest\s+│ median\s+│ mean\s+│ samples │ iters/.test(text);
}
/** Parses divan's table output. `source` names the input in diagnostics. */
function parseDivan(text, source) {
    return new DivanReader(source).read(text);
}
class DivanReader {
    source;
    collector = new ResultCollector();
    diagnostics = [];
    unrecognized = [];
    root;
    path = [];
    leaf;
    alloc;
    unfinished;
    panic;
    /** The line being read, for diagnostics. */
    text = '';
    constructor(source) {
        this.source = source;
    }
    read(text) {
        const lines = splitLines(text);
        lines.forEach((line, index) => this.readLine(line, index + 1));
        this.closePanic();
        if (this.unfinished !== undefined) {
            const why = 'divan\'s output ends at its row (it panicked, or the run was killed)';
            this.fail(this.unfinished, why, why);
        }
        const benchmarks = this.collector.finish(EXACT);
        this.diagnostics.sort((a, b) => a.line - b.line);
        return { benchmarks, config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
    }
    readLine(line, lineNo) {
        this.text = line;
        const cells = splitCells(line);
        if (this.panic !== undefined) {
            if (line.trim() !== '' && cells === undefined && !PANIC_TAIL_END.test(line) && this.panic.lines.length < 20) {
                this.panic.lines.push(line);
                return;
            }
            this.closePanic();
        }
        if (line.trim() === '')
            return this.endTable(); // divan ends each top-level table with a blank line
        const root = cells === undefined ? undefined : headerRoot(cells);
        if (root !== undefined) {
            this.endTable();
            this.root = root;
            return;
        }
        const tree = treeRow(cells?.[0] ?? line);
        if (tree !== undefined)
            return this.readTreeRow(tree.depth, tree.rest, cells, lineNo);
        if (cells !== undefined && this.root !== undefined)
            return this.readCounterRow(cells, lineNo);
        if (PANIC_LINE.test(line) && this.unfinished !== undefined)
            return this.startPanic(this.unfinished, line);
        if (this.unrecognized.length < UNRECOGNIZED_KEPT)
            this.unrecognized.push({ line: lineNo, text: excerpt(line) });
    }
    endTable() {
        this.root = undefined;
        this.path = [];
        this.leaf = undefined;
        this.alloc = undefined;
        this.unfinished = undefined;
    }
    readTreeRow(depth, rest, cells, lineNo) {
        this.leaf = undefined;
        this.alloc = undefined;
        this.unfinished = undefined;
        if (this.root === undefined) {
            this.report('warning', lineNo, 'divan rows without the table\'s header line ("<bench> fastest │ slowest │ ..."); names are read without the bench binary', this.text);
            this.root = '';
        }
        if (depth > this.path.length + 1) {
            return this.report('error', lineNo, `a divan row at depth ${depth} without a parent row above it (lines missing?); its name is unknown`, this.text);
        }
        this.path.length = depth - 1;
        if (cells === undefined)
            return this.readBareRow(rest, lineNo);
        const stats = cells.slice(1);
        const split = labelAndCell(rest);
        if (stats.every((cell) => cell === '') && split?.cell !== '(ignored)') {
            this.path.push(rest.trim()); // a group: module, function with args, generic function
            return;
        }
        this.path.push(split?.label.trim() ?? rest.trim());
        const node = this.node(lineNo);
        if (split === undefined)
            return this.report('error', lineNo, `cannot read the divan row of ${node.name}: no fastest time`, this.text);
        if (split.cell === '(ignored)')
            return this.collector.mark(this.benchmarkAt(node), 'skipped', 'ignored');
        this.readLeaf(node, cells, split.cell);
    }
    readLeaf(node, cells, first) {
        const stats = readLeafStats(cells, first);
        if (!stats.ok)
            return this.report('error', node.line, `cannot read the divan row of ${node.name}: ${stats.reason}`, this.text);
        const key = this.benchmarkAt(node);
        const { fastest, slowest, median } = stats.time;
        const perSample = stats.iters / stats.samples;
        this.collector.addBaseSample(key, median.unit, median.originalUnit, median.value, Number.isInteger(perSample) ? perSample : undefined);
        this.collector.setSummary(key, median.unit, { n: stats.samples, center: median.value, centerKind: 'median', min: fastest.value, max: slowest.value });
        this.leaf = { ...node, samples: stats.samples };
    }
    /** A tree row with no columns: a group in a table without stats, or a benchmark that never finished. */
    readBareRow(rest, lineNo) {
        const split = labelAndCell(rest);
        const glued = split !== undefined && PANIC_LINE.test(split.cell);
        this.path.push((glued ? split.label : rest).trim());
        const node = this.node(lineNo);
        if (glued)
            this.startPanic(node, split.cell);
        else
            this.unfinished = node;
    }
    readCounterRow(cells, lineNo) {
        const leaf = this.leaf;
        const first = counterCell(cells[0] ?? '');
        if (leaf === undefined)
            return this.report('error', lineNo, 'a divan counter row without a benchmark row above it', this.text);
        const label = allocLabel(first);
        if (label !== undefined) {
            this.alloc = { label, row: 'count' };
            return;
        }
        const alloc = this.alloc;
        const stats = alloc === undefined ? rust_divan_rows_readThroughput(cells, first) : readAllocRow(cells, first, alloc.row);
        if (typeof stats === 'string')
            return this.report('error', lineNo, `cannot read a counter row of ${leaf.name}: ${stats}`, this.text);
        const { fastest, slowest, median } = stats;
        let unit = median.unit;
        let originalUnit = median.originalUnit;
        if (alloc !== undefined) {
            unit = ALLOC_UNITS[alloc.label][alloc.row === 'count' ? 0 : 1];
            originalUnit = `${alloc.label}: ${median.originalUnit}`;
            this.alloc = alloc.row === 'count' ? { label: alloc.label, row: 'size' } : undefined;
        }
        if (!Number.isFinite(median.value))
            return this.report('warning', lineNo, `${leaf.name}: the median ${unit} is infinite (divan prints "inf" for a rate over a zero time); no sample`, this.text);
        this.collector.addBaseSample(leaf.key, unit, originalUnit, median.value);
        const bounds = alloc === undefined ? [fastest.value, slowest.value].filter(Number.isFinite) : [];
        this.collector.setSummary(leaf.key, unit, { n: leaf.samples, center: median.value, centerKind: 'median',
            ...(bounds.length === 2 ? { min: Math.min(...bounds), max: Math.max(...bounds) } : {}) });
    }
    node(line) {
        const name = this.path.join('/');
        return { key: this.root === '' || this.root === undefined ? name : `${this.root}/${name}`, name, line };
    }
    benchmarkAt(node) {
        const root = this.root === '' ? undefined : this.root;
        this.collector.benchmark(node.key, node.name, splitSlashName(node.name, root), {}, { file: this.source, line: node.line });
        return node.key;
    }
    /** Marks a benchmark failed; `message` undefined when the panic text that follows will be its message. */
    fail(node, why, message) {
        this.collector.mark(this.benchmarkAt(node), 'failed', message);
        this.report('warning', node.line, `${node.name} has no results: ${why}; it is reported as failed, and divan ran no benchmark after it`);
    }
    startPanic(node, line) {
        this.unfinished = undefined;
        this.fail(node, 'it panicked', undefined);
        this.panic = { key: node.key, lines: [line] };
    }
    closePanic() {
        if (this.panic === undefined)
            return;
        const message = panicMessage(this.panic.lines);
        this.collector.addMessage(this.panic.key, message === '' ? 'it panicked' : message);
        this.panic = undefined;
    }
    report(severity, line, message, text) {
        const diagnostic = { severity, source: this.source, line, message };
        if (text !== undefined)
            diagnostic.text = excerpt(text);
        this.diagnostics.push(diagnostic);
    }
}

;// CONCATENATED MODULE: ./src/parsers/gbench.ts
/**
 * Parser for Google Benchmark JSON (`--benchmark_format=json`, `--benchmark_out_format=json`).
 *
 * Format reference: google/benchmark @267a111 `src/json_reporter.cc` (FORMATS.md §6); real files
 * from Google Benchmark 1.7.1. Example entry (shortened):
 *   {"name": "BM_StringCopy/8", "run_name": "BM_StringCopy/8", "run_type": "iteration", "repetition_index": 0,
 *    "iterations": 19496270, "real_time": 3.8466, "cpu_time": 3.5613, "time_unit": "ns", "bytes_per_second": 2.2e9}
 *
 * One benchmark per `run_name`; every `run_type: "iteration"` entry (one per repetition) is one
 * sample of each metric, each already a per-iteration average over `iterations`. Metrics, in base
 * units: `real_time` -> `sec/op` and `cpu_time` -> `cpu-sec/op` (from the entry's `time_unit`, ns, us,
 * ms or s); `bytes_per_second` -> `B/s`, `items_per_second` -> `items/s`, other `*_per_second`
 * counters -> `<name>/s` (higher is better); `allocs_per_iter` -> `allocs/op`; any other user
 * counter keeps its name as unit (lower is better: the JSON does not say).
 *
 * Aggregates (`_mean`, `_median`, `_stddev`, `_cv`, `_BigO`, `_RMS`) are derived from the samples and
 * are not samples. Only when a run has no iteration entries (`--benchmark_report_aggregates_only`)
 * do its median (else mean) and stddev aggregates become the metric's `summary`.
 * `error_occurred` (SkipWithError) marks the benchmark failed, `skipped` (SkipWithMessage, newer
 * versions) skipped, with the message. Bare `NaN`/`Infinity` tokens are read; a non-finite value is
 * left out of the samples with a warning.
 */




const gbench_WHAT = 'Google Benchmark JSON: {"context": {...}, "benchmarks": [{"name": "BM_x", "run_type": "iteration", "real_time": 1.2, ...}]}';
const gbench_TIME_EXPONENTS = new Map([['ns', -9], ['us', -6], ['ms', -3], ['s', 0]]);
const NOT_COUNTERS = new Set(['name', 'run_name', 'run_type', 'family_index', 'per_family_instance_index', 'repetitions',
    'repetition_index', 'threads', 'iterations', 'real_time', 'cpu_time', 'time_unit', 'aggregate_name', 'aggregate_unit',
    'error_occurred', 'error_message', 'skipped', 'skip_message', 'label', 'big_o', 'cpu_coefficient', 'real_coefficient',
    'rms', 'complexity_n']);
const AGGREGATE_SUFFIX = /_(mean|median|stddev|cv|BigO|RMS)$/;
/** Any JSON number, NaN and +-Infinity included (zod's z.number() refuses them). */
const AnyNumber = custom((v) => typeof v === 'number', { message: 'Invalid input: expected number' });
const gbench_EntrySchema = object({
    name: schemas_string(), run_name: schemas_string().optional(), run_type: schemas_string().optional(), aggregate_name: schemas_string().optional(),
    aggregate_unit: schemas_string().optional(), repetitions: AnyNumber.optional(), iterations: AnyNumber.optional(),
    real_time: AnyNumber.optional(), cpu_time: AnyNumber.optional(), time_unit: schemas_string().optional(),
    error_occurred: schemas_boolean().optional(), error_message: schemas_string().optional(), skipped: schemas_boolean().optional(),
    skip_message: schemas_string().optional(), label: schemas_string().optional(),
}).catchall(unknown());
const FileSchema = object({ context: record(schemas_string(), unknown()).optional(), benchmarks: array(unknown()) });
/** True when the text looks like Google Benchmark JSON. */
function detectGbench(text) {
    const head = jsonHead(text);
    return head.startsWith('{') && /"context"\s*:\s*\{/.test(head) && /"num_cpus"\s*:|"run_type"\s*:|"mhz_per_cpu"\s*:/.test(head);
}
/** Parses Google Benchmark JSON. `source` names the input in diagnostics. */
function parseGbench(text, source) {
    const json = readJson(text, source, gbench_WHAT, { nonFinite: true, maxDepth: 3 });
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${gbench_WHAT}`) };
    out.config = primitiveStrings(file.data.context ?? {});
    const reader = new GbenchReader(source, out.diagnostics);
    file.data.benchmarks.forEach((raw, index) => {
        const parsed = gbench_EntrySchema.safeParse(raw);
        const line = json.lineOf(['benchmarks', index]);
        if (parsed.success)
            reader.read(parsed.data, line);
        else
            out.diagnostics.push(...issueDiagnostics(parsed.error, ['benchmarks', index], source, json.lineOf, 'benchmark entry left out'));
    });
    out.benchmarks = reader.finish();
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
class GbenchReader {
    source;
    diagnostics;
    collector = new ResultCollector();
    withSamples = new Set();
    failed = new Set();
    aggregates = new Map();
    nonFinite = new Map();
    constructor(source, diagnostics) {
        this.source = source;
        this.diagnostics = diagnostics;
    }
    read(e, line) {
        const suffix = AGGREGATE_SUFFIX.exec(e.name);
        const aggregate = e.run_type === 'aggregate' || (e.run_type === undefined && suffix !== null);
        const key = e.run_name ?? (aggregate && suffix !== null ? e.name.slice(0, suffix.index) : e.name);
        if (aggregate) {
            const group = this.aggregates.get(key) ?? { line, byName: new Map() };
            group.byName.set(e.aggregate_name ?? suffix?.[1] ?? '', e);
            this.aggregates.set(key, group);
            return;
        }
        this.collector.benchmark(key, key, nameParts(key), e.label === undefined ? {} : { label: e.label }, { file: this.source, line });
        if (e.error_occurred === true) {
            if (this.failed.has(key))
                return;
            this.warn(line, `${key} failed: ${e.error_message ?? 'error_occurred'}; it is reported as failed, not compared`);
            this.failed.add(key);
            return this.collector.mark(key, 'failed', e.error_message);
        }
        if (e.skipped === true)
            return this.collector.mark(key, 'skipped', e.skip_message);
        const iterations = e.iterations !== undefined && Number.isSafeInteger(e.iterations) && e.iterations >= 0 ? e.iterations : undefined;
        for (const v of entryValues(e, (message) => this.warn(line, `${key}: ${message}`))) {
            if (!Number.isFinite(v.value)) {
                const seen = this.nonFinite.get(`${key}\u0000${v.field}`);
                if (seen === undefined)
                    this.nonFinite.set(`${key}\u0000${v.field}`, { key, field: v.field, line, values: [v.value] });
                else
                    seen.values.push(v.value);
                continue;
            }
            this.collector.addBaseSample(key, v.unit, v.originalUnit, v.value, iterations);
            this.withSamples.add(key);
        }
    }
    /** The benchmarks; runs with aggregates but no iteration entries get summary-only metrics. */
    finish() {
        for (const { key, field, line, values } of this.nonFinite.values()) {
            const shown = [...new Set(values.map(String))].join(', ');
            this.warn(line, `${key}: ${field} is not a finite number (${shown}) in ${values.length} run${values.length === 1 ? '' : 's'}; left out of the samples`);
        }
        const summaryOnly = [...this.aggregates].filter(([key, g]) => !this.withSamples.has(key) && !this.failed.has(key) && (g.byName.has('median') || g.byName.has('mean')));
        for (const [key, g] of summaryOnly) {
            const label = [...g.byName.values()][0]?.label;
            this.collector.benchmark(key, key, nameParts(key), label === undefined ? {} : { label }, { file: this.source, line: g.line });
        }
        const benchmarks = this.collector.finish();
        for (const [key, g] of summaryOnly)
            benchmarks.find((b) => b.key === key)?.metrics.push(...aggregateMetrics(g.byName));
        return benchmarks;
    }
    warn(line, message) {
        this.diagnostics.push({ severity: 'warning', source: this.source, line, message });
    }
}
/** The metrics of one entry in base units; `warn` hears about a time unit it cannot read. */
function entryValues(e, warn) {
    const values = [];
    const unit = e.time_unit ?? 'ns';
    const exponent = gbench_TIME_EXPONENTS.get(unit);
    if (exponent === undefined)
        warn(`unknown time_unit "${unit}" (expected ns, us, ms or s); its real_time and cpu_time are left out`);
    else {
        if (e.real_time !== undefined)
            values.push({ unit: 'sec/op', originalUnit: `${unit}/op`, value: scaleByPowerOfTen(e.real_time, exponent), field: 'real_time' });
        if (e.cpu_time !== undefined)
            values.push({ unit: 'cpu-sec/op', originalUnit: `cpu-${unit}/op`, value: scaleByPowerOfTen(e.cpu_time, exponent), field: 'cpu_time' });
    }
    for (const [field, value] of Object.entries(e)) {
        if (NOT_COUNTERS.has(field) || typeof value !== 'number' || field.trim() === '')
            continue;
        values.push({ unit: counterUnit(field), originalUnit: field, value, field });
    }
    return values;
}
function counterUnit(name) {
    if (name === 'bytes_per_second')
        return 'B/s';
    if (name === 'allocs_per_iter')
        return 'allocs/op';
    if (name.endsWith('_per_second') && name.length > '_per_second'.length)
        return `${name.slice(0, -'_per_second'.length)}/s`;
    return name;
}
/** Summary-only metrics from a run's aggregates: the median (else mean) as centre, with stddev. */
function aggregateMetrics(byName) {
    const center = byName.get('median') ?? byName.get('mean');
    if (center === undefined)
        return [];
    const stddev = new Map(entryValues(byName.get('stddev') ?? { name: '' }, () => undefined).map((v) => [v.unit, v.value]));
    const n = center.repetitions !== undefined && Number.isSafeInteger(center.repetitions) && center.repetitions >= 1 ? center.repetitions : 1;
    return entryValues(center, () => undefined).filter((v) => Number.isFinite(v.value)).map((v) => {
        const summary = { n, center: v.value, centerKind: byName.has('median') ? 'median' : 'mean' };
        const sd = stddev.get(v.unit);
        if (sd !== undefined && Number.isFinite(sd))
            summary.stddev = sd;
        return summaryMetric(v.unit, v.originalUnit, summary);
    });
}
/** `BM_Copy/8/threads:2` -> base `BM_Copy`, sub `["8", "threads:2"]`, params `{threads: "2"}`. */
function nameParts(name) {
    const [base = name, ...sub] = name.split('/');
    const params = {};
    for (const part of sub) {
        const colon = part.indexOf(':');
        if (colon > 0)
            params[part.slice(0, colon)] = part.slice(colon + 1);
    }
    return { base, sub, params };
}

;// CONCATENATED MODULE: ./src/parsers/hyperfine.ts
/**
 * Parser for hyperfine's `--export-json` files, schema v1 (hyperfine 1.x) and v2 (2.0+).
 *
 * Format reference: sharkdp/hyperfine @327d5f4 `src/export/json.rs` (FORMATS.md §5.1-5.2); real
 * files from hyperfine 1.15.0, 1.20.0 and 2.0.0. Example (v1, shortened):
 *   {"results": [{"command": "sleep 0.01", "mean": 0.0109, "stddev": null, "times": [0.0108, ...],
 *                 "exit_codes": [0, ...], "memory_usage_byte": [3010560, ...], "parameters": {"ms": "1"}}]}
 * v2 has `"schema_version": 2` and per-run `measurements[]` of `{"time_wall_clock": {"value": 0.0114,
 * "unit": "second"}, ..., "exit_code": 0}`, a real `command` beside the `-n` display `name`, and
 * parameters as `{"ms": {"value": "1"}}`.
 *
 * One benchmark per result, keyed by its display name (`name`, else `command`); when several results
 * share a name (`-n fixed -P n 1 3 ...`) their parameters are appended Go-style (`fixed/n=1`), and
 * a name repeated with the same parameters gets `#2`, `#3`. Every run is one sample, in base units:
 * wall time `sec` (lower is better); per-run `user-sec`, `system-sec`, `cpu-sec`, `peak-rss-B` and
 * perf counters when the file has them per run (v1's `user`/`system` are means over all runs, not
 * samples, and are left out).
 *
 * Note: runs with a non-zero or null (killed by a signal) exit code exist only with
 * `--ignore-failure`. They are left out of the samples with a warning that gives their codes, since a
 * failed run (e.g. `command not found` after 1 ms) measures different work; when every run failed the
 * benchmark is marked failed. Averaging them in silently was rejected.
 */



const hyperfine_WHAT = 'hyperfine --export-json output: {"results": [{"command": "...", "times": [...], ...}]}';
const Scalar = union([schemas_string(), schemas_number(), schemas_boolean()]).transform(String);
const Params = record(schemas_string(), union([Scalar, object({ value: Scalar }).transform((p) => p.value)]));
const ExitCode = schemas_number().int().nullable();
const hyperfine_Num = schemas_number();
const ResultV1Schema = object({
    command: schemas_string(), mean: hyperfine_Num.optional(), stddev: hyperfine_Num.nullable().optional(), median: hyperfine_Num.optional(),
    min: hyperfine_Num.optional(), max: hyperfine_Num.optional(), times: array(hyperfine_Num).optional(), exit_codes: array(ExitCode).optional(),
    memory_usage_byte: array(hyperfine_Num).optional(), parameters: Params.optional(), parameter: Scalar.optional(),
});
const SummaryV2Schema = object({ unit: schemas_string().optional(), count: schemas_number().int().min(1).optional(), mean: hyperfine_Num.optional(),
    stddev: hyperfine_Num.nullable().optional(), median: hyperfine_Num.optional(), min: hyperfine_Num.optional(), max: hyperfine_Num.optional() });
const ResultV2Schema = object({
    command: schemas_string(), name: schemas_string().optional(), parameters: Params.optional(),
    measurements: array(object({ exit_code: ExitCode.optional() }).catchall(unknown())).optional(),
    summary: record(schemas_string(), SummaryV2Schema).optional(),
});
const MeasuredSchema = object({ value: hyperfine_Num, unit: schemas_string().optional() });
const hyperfine_FileSchema = object({ schema_version: schemas_number().optional(), metadata: record(schemas_string(), unknown()).optional(), results: array(unknown()) });
const WALL = { unit: 'sec', originalUnit: 's' };
const V2_UNITS = new Map([['time_wall_clock', 'sec'], ['time_cpu', 'cpu-sec'], ['time_user', 'user-sec'],
    ['time_system', 'system-sec'], ['memory_peak_resident', 'peak-rss-B']]);
/** True when the text looks like a hyperfine `--export-json` file (either schema). */
function detectHyperfine(text) {
    const head = jsonHead(text, 8192);
    return head.startsWith('{') && /"results"\s*:\s*\[/.test(head) && /"command"\s*:|"hyperfine_version"\s*:/.test(head);
}
/** Parses a hyperfine `--export-json` file (v1 or v2). `source` names the input in diagnostics. */
function parseHyperfine(text, source) {
    const json = readJson(text, source, hyperfine_WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = hyperfine_FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${hyperfine_WHAT}`) };
    const v2 = file.data.schema_version !== undefined;
    if (v2 && file.data.schema_version !== 2)
        out.diagnostics.push({ severity: 'warning', source, line: json.lineOf(['schema_version']), message: `hyperfine JSON schema_version ${file.data.schema_version} is not one this parser knows (2); reading it as version 2` });
    const metadata = file.data.metadata ?? {};
    const platform = record(schemas_string(), unknown()).safeParse(metadata.platform);
    out.config = { ...primitiveStrings(metadata), ...(platform.success ? primitiveStrings(platform.data) : {}) };
    const entries = [];
    file.data.results.forEach((raw, index) => {
        const entry = v2 ? readV2(raw, index, source, json, out.diagnostics) : readV1(raw, index, source, json, out.diagnostics);
        if (entry !== undefined)
            entries.push({ entry, index });
    });
    const collector = new ResultCollector();
    const keys = uniqueKeys(entries.map((e) => e.entry));
    entries.forEach(({ entry, index }, i) => addEntry(collector, keys[i] ?? entry.name, entry, { file: source, line: json.lineOf(['results', index]) }, out.diagnostics));
    out.benchmarks = collector.finish();
    entries.forEach(({ entry }, i) => {
        const benchmark = out.benchmarks.find((b) => b.key === keys[i]);
        if (benchmark !== undefined && entry.runs.length === 0)
            benchmark.metrics.push(...entry.summaries.map(([spec, summary]) => summaryMetric(spec.unit, spec.originalUnit, summary)));
    });
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
function readV1(raw, index, source, json, diagnostics) {
    const parsed = ResultV1Schema.safeParse(raw);
    if (!parsed.success)
        return void diagnostics.push(...issueDiagnostics(parsed.error, ['results', index], source, json.lineOf, 'hyperfine result left out'));
    const r = parsed.data;
    const params = r.parameters ?? (r.parameter === undefined ? {} : { parameter: r.parameter });
    const runs = (r.times ?? []).map((t, i) => {
        const values = [[WALL, t]];
        const memory = r.memory_usage_byte?.[i];
        if (memory !== undefined)
            values.push([{ unit: 'peak-rss-B', originalUnit: 'byte' }, memory]);
        return { exitCode: r.exit_codes?.[i], values };
    });
    const center = r.median ?? r.mean;
    const summaries = center === undefined ? [] : [[WALL, withStats({ n: r.exit_codes?.length || 1, center, centerKind: r.median === undefined ? 'mean' : 'median' }, r)]];
    return { name: r.command, command: r.command, params, runs, summaries };
}
function readV2(raw, index, source, json, diagnostics) {
    const parsed = ResultV2Schema.safeParse(raw);
    if (!parsed.success)
        return void diagnostics.push(...issueDiagnostics(parsed.error, ['results', index], source, json.lineOf, 'hyperfine result left out'));
    const r = parsed.data;
    const runs = (r.measurements ?? []).map((m, i) => {
        const values = [];
        for (const [metric, value] of Object.entries(m)) {
            if (metric === 'exit_code' || metric.trim() === '')
                continue;
            const measured = MeasuredSchema.safeParse(value);
            if (measured.success)
                values.push([v2Spec(metric, measured.data.unit), measured.data.value]);
            else
                diagnostics.push(...issueDiagnostics(measured.error, ['results', index, 'measurements', i, metric], source, json.lineOf, 'hyperfine measurement left out', 1));
        }
        return { exitCode: m.exit_code, values };
    });
    const summaries = Object.entries(r.summary ?? {}).flatMap(([metric, s]) => {
        const center = s.median ?? s.mean;
        return center === undefined || metric.trim() === '' ? [] : [[v2Spec(metric, s.unit), withStats({ n: s.count ?? 1, center, centerKind: s.median === undefined ? 'mean' : 'median' }, s)]];
    });
    return { name: r.name ?? r.command, command: r.command, params: r.parameters ?? {}, runs, summaries };
}
function v2Spec(metric, given) {
    const unit = given === undefined || given.trim() === '' ? 'count' : given;
    const base = metric.replaceAll('_', '-');
    const known = V2_UNITS.get(metric);
    if (known !== undefined)
        return { unit: known, originalUnit: unit };
    return { unit: unit === 'second' ? `${base}-sec` : unit === 'byte' ? `${base}-B` : base, originalUnit: unit };
}
function withStats(summary, s) {
    if (s.min !== undefined)
        summary.min = s.min;
    if (s.max !== undefined)
        summary.max = s.max;
    if (s.stddev !== undefined && s.stddev !== null)
        summary.stddev = s.stddev;
    return summary;
}
/** Display names, made unique: `name/k=v` for names shared by several results, then `#2`, `#3`. */
function uniqueKeys(entries) {
    const count = new Map();
    for (const e of entries)
        count.set(e.name, (count.get(e.name) ?? 0) + 1);
    const seen = new Map();
    return entries.map((e) => {
        const withParams = (count.get(e.name) ?? 0) > 1 ? [e.name, ...Object.entries(e.params).map(([k, v]) => `${k}=${v}`)].join('/') : e.name;
        const n = (seen.get(withParams) ?? 0) + 1;
        seen.set(withParams, n);
        return n === 1 ? withParams : `${withParams} #${n}`;
    });
}
function addEntry(collector, key, entry, at, diagnostics) {
    collector.benchmark(key, key, jsonNameParts(entry.name, entry.params), entry.name === entry.command ? {} : { command: entry.command }, at);
    if (entry.runs.length === 0 && entry.summaries.length === 0) {
        diagnostics.push({ severity: 'error', source: at.file, line: at.line, message: `${key}: no runs (times/measurements) and no mean or median; it has no result` });
    }
    const failed = entry.runs.filter((r) => r.exitCode !== 0 && r.exitCode !== undefined);
    if (failed.length > 0) {
        const codes = failed.slice(0, 10).map((r) => String(r.exitCode)).join(', ') + (failed.length > 10 ? ', …' : '');
        const all = failed.length === entry.runs.length;
        const message = `${all ? 'all' : `${failed.length} of`} ${entry.runs.length} runs exited with a non-zero code (${codes})`;
        if (all)
            collector.mark(key, 'failed', message);
        diagnostics.push({ severity: 'warning', source: at.file, line: at.line, message: `${key}: ${message}; ${all ? 'it is reported as failed, not compared' : 'they are left out of the samples'}. Was hyperfine run with --ignore-failure?` });
    }
    for (const run of entry.runs) {
        if (run.exitCode !== 0 && run.exitCode !== undefined)
            continue;
        for (const [spec, value] of run.values)
            collector.addBaseSample(key, spec.unit, spec.originalUnit, value);
    }
}

;// CONCATENATED MODULE: ./src/parsers/rust-libtest-record.ts


/** The samples of one result, or undefined when a number is out of range once in base units. */
function libtestSamples(bench, kind) {
    const { unit, exponent } = libtestUnit(bench.unit);
    const center = scaleByPowerOfTen(bench.median, exponent);
    const deviation = scaleByPowerOfTen(bench.deviation, exponent);
    // n: the output does not say how many samples the tool summarised (libtest: 50, criterion: 100 by default).
    const summary = { n: 1, center, centerKind: 'median' };
    if (kind === 'range')
        summary.spread = deviation;
    else
        summary.stddev = deviation;
    const samples = [{ unit, originalUnit: bench.unit, value: center, summary }];
    if (bench.megabytesPerSecond !== undefined) {
        const rate = scaleByPowerOfTen(bench.megabytesPerSecond, 6);
        samples.push({ unit: 'B/s', originalUnit: 'MB/s', value: rate, summary: { n: 1, center: rate, centerKind: 'median' } });
    }
    const finite = Number.isFinite(deviation) && samples.every((s) => Number.isFinite(s.value));
    return finite ? samples : undefined;
}
/** Adds the samples to benchmark `key` (which must exist). */
function addLibtestSamples(collector, key, samples) {
    for (const sample of samples) {
        collector.addBaseSample(key, sample.unit, sample.originalUnit, sample.value);
        collector.setSummary(key, sample.unit, sample.summary);
    }
}

;// CONCATENATED MODULE: ./src/parsers/libtest.ts







const PADDED_NAME = /^test \S+ {2,}\.\.\. /;
// Anchored at the end: output the benchmark printed (`--nocapture`) can come before `bench:`.
const BENCH_RESULT = /bench:\s+(\S+) (\S+) \(\+\/- (\S+)\)(?: = (\S+) MB\/s)?\s*$/;
const RUNNING = /^running \d+ tests?$/;
const FAILURE_HEADER = /^---- (.+) stdout ----$/;
const FAILURE_END = /^(?:---- .+ stdout ----|failures:|test result:.*|running \d+ tests?)$/;
const EXPECTED = '"test <name> ... bench: <median> ns/iter (+/- <deviation>)", e.g. "test fib ... bench: 1,234.56 ns/iter (+/- 7.89)"';
/** A cheap content sniff: does the text contain a libtest-style bench result line? */
function detectLibtest(text) {
    // eslint-disable-next-line no-control-regex
    return /^test .+? \.\.\. (?:\u001b\[[0-9;]*m)?bench(?:\u001b[^:\n]*)?:\s+[\d,]+(?:\.\d+)? \S+ \(\+\/- /m.test(text);
}
/** Parses libtest bench output (or criterion `--output-format bencher`). `source` names the input in diagnostics. */
function parseLibtest(text, source) {
    return new LibtestReader(source).read(text);
}
/**
 * Splits `test <name><padding> ... <outcome>` at the first ` ...` followed by a space or the end
 * (names may contain spaces: criterion ids). Done by hand: a regex with a lazy name before `\s+`
 * backtracks quadratically on long runs of spaces.
 */
function splitTestLine(line) {
    if (!line.startsWith('test '))
        return undefined;
    for (let dots = line.indexOf(' ...', 5); dots !== -1; dots = line.indexOf(' ...', dots + 1)) {
        const next = line.charAt(dots + 4);
        if (next !== '' && next !== ' ')
            continue;
        const name = line.slice(5, dots).trimEnd();
        if (name !== '')
            return { name, outcome: line.slice(dots + 5) };
    }
    return undefined;
}
class LibtestReader {
    source;
    collector = new ResultCollector();
    diagnostics = [];
    unrecognized = [];
    targets = new Map();
    target;
    deviationKind = 'stddev';
    pending;
    failure;
    firstOk;
    constructor(source) {
        this.source = source;
    }
    read(text) {
        const lines = splitLines(text);
        if (lines.some((line) => RUNNING.test(line) || PADDED_NAME.test(line)))
            this.deviationKind = 'range';
        lines.forEach((line, index) => this.readLine(line, index + 1));
        this.dropPending();
        this.closeFailure();
        const benchmarks = this.collector.finish();
        if (benchmarks.length === 0 && this.firstOk !== undefined) {
            this.report('warning', this.firstOk, 'benchmarks ran as tests (`... ok`, from `cargo test`): libtest prints no timings then. Run `cargo +nightly bench`.');
        }
        this.diagnostics.sort((a, b) => a.line - b.line);
        return { benchmarks, config: {}, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
    }
    readLine(line, lineNo) {
        if (this.failure !== undefined) {
            if (!FAILURE_END.test(line)) {
                this.failure.lines.push(line);
                return;
            }
            this.closeFailure();
        }
        if (line.trim() === '' || line === 'failures:')
            return;
        const target = cargoRunningTarget(line);
        if (target !== undefined || RUNNING.test(line) || line.startsWith('test result:')) {
            this.dropPending();
            if (target !== undefined)
                this.target = target;
            return;
        }
        const header = FAILURE_HEADER.exec(line);
        if (header !== null) {
            this.dropPending();
            this.failure = { name: header[1] ?? '', lines: [] };
            return;
        }
        const test = splitTestLine(line);
        if (test !== undefined)
            return this.readTestLine({ name: test.name, line: lineNo }, test.outcome);
        if (this.pending !== undefined)
            return this.continuePending(this.pending, line, lineNo);
        if (BENCH_RESULT.test(line))
            return this.report('error', lineNo, `a bench result without a benchmark name (the "test <name> ..." part was lost); expected ${EXPECTED}`, line);
        if (this.unrecognized.length < UNRECOGNIZED_KEPT)
            this.unrecognized.push({ line: lineNo, text: excerpt(line) });
    }
    readTestLine(test, outcome) {
        this.dropPending();
        const result = BENCH_RESULT.exec(outcome);
        if (result !== null) {
            if (result.index > 0)
                this.report('info', test.line, `${test.name}: output printed by the benchmark precedes its result on this line`);
            return this.record(test, result);
        }
        if (outcome.startsWith('bench:'))
            return this.report('error', test.line, `cannot read the result of ${test.name}; expected ${EXPECTED}`, outcome);
        if (this.readOutcome(test, outcome))
            return;
        // Anything else: output the benchmark printed (`--nocapture`) split the line; the result may follow.
        this.pending = test;
    }
    /** `ok`, `ignored[, reason]` and `FAILED`; false for anything else. */
    readOutcome(test, outcome) {
        if (outcome === 'ok')
            this.firstOk ??= test.line;
        else if (/^FAILED\b/.test(outcome))
            this.fail(test);
        else if (!/^ignored(?:, .*)?$/.test(outcome))
            return false;
        return true;
    }
    continuePending(pending, line, lineNo) {
        const result = BENCH_RESULT.exec(line);
        if (result === null && !this.readOutcome(pending, line.trim()))
            return; // more printed output
        this.pending = undefined;
        if (result === null)
            return;
        this.report('info', pending.line, `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}`);
        this.record(pending, result);
    }
    dropPending() {
        const pending = this.pending;
        this.pending = undefined;
        if (pending !== undefined)
            this.report('error', pending.line, `cannot read the outcome of ${pending.name}: no result followed; expected ${EXPECTED}, "ok", "ignored" or "FAILED"`);
    }
    record(test, result) {
        const [, medianText = '', unit = '', deviationText = '', rateText] = result;
        const median = parseGroupedDecimal(medianText);
        const deviation = parseGroupedDecimal(deviationText);
        const rate = rateText === undefined ? undefined : parseGroupedDecimal(rateText);
        if (median === undefined || deviation === undefined || (rateText !== undefined && rate === undefined)) {
            return this.report('error', test.line, `cannot read the numbers of ${test.name}; expected ${EXPECTED}`, result[0]);
        }
        const samples = libtestSamples({ median, deviation, unit, megabytesPerSecond: rate }, this.deviationKind);
        if (samples === undefined)
            return this.report('error', test.line, `the numbers of ${test.name} are out of range`, result[0]);
        addLibtestSamples(this.collector, this.benchmarkAt(test), samples);
    }
    fail(test) {
        this.collector.mark(this.benchmarkAt(test), 'failed');
        this.report('warning', test.line, `${test.name} failed; it is reported as failed, not compared`);
    }
    benchmarkAt(test) {
        const key = test.name;
        const seenIn = this.targets.get(key);
        if (this.target !== undefined) {
            if (seenIn !== undefined && seenIn !== this.target) {
                this.report('warning', test.line, `${key} also ran in bench target ${seenIn}; the results of both targets are merged into one benchmark`);
            }
            this.targets.set(key, this.target);
        }
        this.collector.benchmark(key, test.name, splitSlashName(test.name, this.target), {}, { file: this.source, line: test.line });
        return key;
    }
    closeFailure() {
        const failure = this.failure;
        this.failure = undefined;
        if (failure === undefined || !this.collector.has(failure.name))
            return;
        const message = panicMessage(failure.lines);
        if (message !== '')
            this.collector.addMessage(failure.name, message);
    }
    report(severity, line, message, text) {
        const diagnostic = { severity, source: this.source, line, message };
        if (text !== undefined)
            diagnostic.text = excerpt(text);
        this.diagnostics.push(diagnostic);
    }
}

;// CONCATENATED MODULE: ./src/parsers/libtest-json.ts
/**
 * Parser for libtest's JSON output (`cargo +nightly bench -- -Z unstable-options --format json`).
 *
 * Format reference: rust-lang/rust `library/test/src/formatters/json.rs` (nightly 1.97),
 * FORMATS.md §2.2. One event per line; bench-gate reads:
 *   { "type": "bench", "name": "fib", "median": 143.15, "deviation": 4.27, "mib_per_second": 1218 }
 *   { "type": "test", "name": "x", "event": "failed", "stdout": "thread 'main' panicked at ..." }
 * `median` and `deviation` (max - min, as in the text format) are ns per iteration; each bench
 * event is one sample of its median. `mib_per_second` is the text format's integer "MB/s"
 * (decimal megabytes, despite the name) and becomes a `B/s` metric. Suite and `started`/`ok`/
 * `ignored` events carry nothing to compare. A line that is not JSON is a warning (cargo's own
 * status lines, which `2>&1` mixes in, are skipped, and `Running` names the bench target).
 */







const libtest_json_EventSchema = object({ type: schemas_string(), event: schemas_string().optional(), name: schemas_string().optional() });
const BenchSchema = object({
    name: schemas_string(),
    median: schemas_number().nonnegative(),
    deviation: schemas_number().nonnegative(),
    mib_per_second: schemas_number().nonnegative().optional(),
});
const FailedSchema = object({ name: schemas_string(), stdout: schemas_string().optional(), message: schemas_string().optional() });
const LIBTEST_EVENT = /^\s*\{\s*"type"\s*:\s*"(?:suite|test|bench)"/m;
/** A cheap content sniff: does the text contain libtest JSON events? */
function detectLibtestJson(text) {
    return LIBTEST_EVENT.test(text);
}
/** Parses libtest JSON events. `source` names the input in diagnostics. */
function parseLibtestJson(text, source) {
    const collector = new ResultCollector();
    const diagnostics = [];
    const unrecognized = [];
    const report = (severity, line, message, lineText) => {
        diagnostics.push({ severity, source, line, message, ...(lineText === undefined ? {} : { text: excerpt(lineText) }) });
    };
    let target;
    let firstOk;
    const lines = splitLines(text);
    lines.forEach((line, index) => {
        const lineNo = index + 1;
        if (line.trim() === '')
            return;
        const event = libtest_json_readJson(line);
        if (event === undefined) {
            target = cargoRunningTarget(line) ?? target;
            if (unrecognized.length < UNRECOGNIZED_KEPT)
                unrecognized.push({ line: lineNo, text: excerpt(line) });
            if (/"type"\s*:\s*"bench"/.test(line))
                report('error', lineNo, 'a bench event that is not valid JSON (a NaN or a cut line?); its result is lost', line);
            else if (!CARGO_STATUS.test(line))
                report('warning', lineNo, 'not a libtest JSON event (text printed outside the JSON stream, e.g. by cargo or the benchmark)', line);
            return;
        }
        const kind = libtest_json_EventSchema.safeParse(event);
        if (!kind.success)
            return report('warning', lineNo, 'JSON that is not a libtest event (no "type")', line);
        const at = { file: source, line: lineNo };
        if (kind.data.type === 'bench') {
            const bench = BenchSchema.safeParse(event);
            if (!bench.success)
                return report('error', lineNo, `cannot read this bench event:\n${prettifyError(bench.error)}`, line);
            const { name, median, deviation, mib_per_second: rate } = bench.data;
            const samples = libtestSamples({ median, deviation, unit: 'ns/iter', megabytesPerSecond: rate }, 'range');
            if (samples === undefined)
                return report('error', lineNo, `the numbers of ${name} are out of range`, line);
            collector.benchmark(name, name, splitSlashName(name, target), {}, at);
            addLibtestSamples(collector, name, samples);
        }
        else if (kind.data.type === 'test' && kind.data.event === 'failed') {
            const failed = FailedSchema.safeParse(event);
            if (!failed.success)
                return report('error', lineNo, 'a failed-test event without a name', line);
            const { name, stdout, message } = failed.data;
            collector.benchmark(name, name, splitSlashName(name, target), {}, at);
            const panic = panicMessage(splitLines(stdout ?? message ?? ''));
            collector.mark(name, 'failed', panic === '' ? undefined : panic);
            report('warning', lineNo, `${name} failed; it is reported as failed, not compared`);
        }
        else if (kind.data.type === 'test' && kind.data.event === 'ok') {
            firstOk ??= lineNo;
        }
    });
    const benchmarks = collector.finish();
    if (benchmarks.length === 0 && firstOk !== undefined) {
        report('warning', firstOk, 'benchmarks ran as tests ("event": "ok", from `cargo test`): libtest prints no timings then. Run `cargo +nightly bench`.');
    }
    diagnostics.sort((a, b) => a.line - b.line);
    return { benchmarks, config: {}, diagnostics, unrecognized, lineCount: lines.length };
}
function libtest_json_readJson(line) {
    if (!line.trimStart().startsWith('{'))
        return undefined;
    try {
        return JSON.parse(line);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/parsers/pytest.ts
/**
 * Parser for pytest-benchmark JSON (`--benchmark-json=FILE`, or `.benchmarks/<machine>/NNNN_*.json`
 * saved with `--benchmark-autosave`).
 *
 * Format reference: ionelmc/pytest-benchmark 5.3.1 (FORMATS.md §7); real files from 5.3.1 and a
 * 2.5.0 storage file. Example benchmark (shortened):
 *   {"name": "test_fib_param[5]", "fullname": "test_bench.py::test_fib_param[5]", "params": {"n": 5},
 *    "param": "5", "group": null, "extra_info": {}, "stats": {"median": 5.759e-07, "rounds": 814,
 *    "iterations": 10, "data": [5.8e-07, ...], ...}}
 *
 * One benchmark per entry, keyed by `fullname` (the pytest node id; `name` when absent). The file
 * part of the node id is the package, the rest the name. Every round in `stats.data` is one sample
 * of `sec/op` (seconds per call: pytest-benchmark already divided each round by `iterations`).
 * Files without `data` (old storage files, `--benchmark-json` before 3.x) give the tool's summary
 * instead: median (else mean) with min, max, stddev and `rounds` as n.
 *
 * Note: `ops` (1/mean) is not kept as a metric: it is derived from the same rounds, so a regression
 * would be counted twice. Failed benchmarks are absent from the file (their test failed).
 */




const pytest_WHAT = 'pytest-benchmark JSON: {"machine_info": {...}, "benchmarks": [{"fullname": "...", "stats": {"median": ..., "data": [...]}}]}';
const pytest_Num = schemas_number();
const pytest_Scalar = union([schemas_string(), schemas_number(), schemas_boolean(), schemas_null()]);
const StatsSchema = object({
    min: pytest_Num.optional(), max: pytest_Num.optional(), mean: pytest_Num.optional(), stddev: pytest_Num.nullable().optional(), median: pytest_Num.optional(),
    rounds: schemas_number().int().min(1).optional(), iterations: schemas_number().int().min(1).optional(), data: array(unknown()).optional(),
});
const pytest_BenchmarkSchema = object({
    name: schemas_string(), fullname: schemas_string().optional(), group: schemas_string().nullable().optional(),
    params: record(schemas_string(), unknown()).nullable().optional(), param: pytest_Scalar.optional(),
    extra_info: record(schemas_string(), unknown()).nullable().optional(), stats: StatsSchema,
});
const AnyObject = record(schemas_string(), unknown());
const pytest_FileSchema = object({
    machine_info: AnyObject.optional(), commit_info: AnyObject.optional(), datetime: schemas_string().optional(),
    version: schemas_string().optional(), benchmarks: array(unknown()),
});
/** True when the text looks like pytest-benchmark JSON. */
function detectPytest(text) {
    const head = jsonHead(text);
    return head.startsWith('{') && (/"machine_info"\s*:\s*\{/.test(head) || (/"benchmarks"\s*:\s*\[/.test(head) && /"fullname"\s*:/.test(head) && /"stats"\s*:\s*\{/.test(head)));
}
/** Parses pytest-benchmark JSON. `source` names the input in diagnostics. */
function parsePytest(text, source) {
    const json = readJson(text, source, pytest_WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = pytest_FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: issueDiagnostics(file.error, [], source, json.lineOf, `not ${pytest_WHAT}`) };
    out.config = fileConfig(file.data);
    const collector = new ResultCollector();
    const summaries = new Map();
    file.data.benchmarks.forEach((raw, index) => {
        const parsed = pytest_BenchmarkSchema.safeParse(raw);
        const line = json.lineOf(['benchmarks', index]);
        if (!parsed.success)
            return void out.diagnostics.push(...issueDiagnostics(parsed.error, ['benchmarks', index], source, json.lineOf, 'benchmark left out'));
        const b = parsed.data;
        const { key, name, parts, config } = identify(b);
        if (collector.has(key))
            out.diagnostics.push({ severity: 'info', source, line, message: `${key} appears more than once; its rounds are merged` });
        collector.benchmark(key, name, parts, config, { file: source, line });
        const note = (severity, message, at = line) => void out.diagnostics.push({ severity, source, line: at, message: `${key}: ${message}` });
        const data = readRounds(b.stats, (message) => note('warning', message, json.lineOf(['benchmarks', index, 'stats', 'data'])));
        if (data.length > 0) {
            for (const value of data)
                collector.addBaseSample(key, 'sec/op', 's', value, b.stats.iterations);
            const { rounds } = b.stats;
            if (rounds !== undefined && rounds !== data.length)
                note('info', `stats.data holds ${data.length} rounds but stats.rounds says ${rounds}; using the ${data.length} in data (was the file trimmed?)`);
            return;
        }
        const center = b.stats.median ?? b.stats.mean;
        if (center === undefined)
            return note('error', 'stats has neither data nor median nor mean; the benchmark has no result');
        summaries.set(key, statsSummary(b.stats, center));
    });
    out.benchmarks = collector.finish();
    for (const benchmark of out.benchmarks) {
        const summary = summaries.get(benchmark.key);
        if (summary !== undefined && benchmark.metrics.length === 0)
            benchmark.metrics.push(summaryMetric('sec/op', 's', summary));
    }
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
/** Key (the node id), display name (the node id after the file), name parts and per-benchmark config. */
function identify(b) {
    const key = b.fullname ?? b.name;
    const separator = b.fullname?.indexOf('::') ?? -1;
    const name = separator > 0 ? key.slice(separator + 2) : b.name;
    const params = Object.fromEntries(Object.entries(b.params ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? String(v)]));
    const parts = { ...jsonNameParts(name.replace(/\[.*\]$/s, ''), params, separator > 0 ? key.slice(0, separator) : undefined),
        sub: b.param === undefined || b.param === null ? [] : [String(b.param)] };
    const config = { ...(b.group === undefined || b.group === null ? {} : { group: b.group }), ...primitiveStrings(b.extra_info ?? {}, 'extra_info.') };
    return { key, name, parts, config };
}
/** The numbers of `stats.data` (seconds per call, one per round); `warn` hears about anything else in it. */
function readRounds(stats, warn) {
    const all = stats.data ?? [];
    const data = all.filter((v) => typeof v === 'number');
    const first = all.findIndex((v) => typeof v !== 'number');
    if (first !== -1)
        warn(`stats.data[${first}] is ${excerpt(JSON.stringify(all[first]) ?? '?', 60)}, not a number; ${all.length - data.length} such value(s) left out of the samples`);
    return data;
}
function statsSummary(stats, center) {
    const summary = { n: stats.rounds ?? 1, center, centerKind: stats.median === undefined ? 'mean' : 'median' };
    if (stats.min !== undefined)
        summary.min = stats.min;
    if (stats.max !== undefined)
        summary.max = stats.max;
    if (stats.stddev !== undefined && stats.stddev !== null)
        summary.stddev = stats.stddev;
    return summary;
}
/** The run's context: machine, Python, commit, pytest-benchmark version, time. */
function fileConfig(file) {
    const machine = file.machine_info ?? {};
    const commit = file.commit_info ?? {};
    const config = {};
    for (const key of ['node', 'machine', 'system', 'release', 'python_implementation', 'python_version']) {
        const value = machine[key];
        if (typeof value === 'string' && value !== '')
            config[key] = value;
    }
    const cpu = AnyObject.safeParse(machine.cpu);
    const brand = cpu.success ? cpu.data.brand_raw ?? cpu.data.brand : undefined;
    if (typeof brand === 'string' && brand !== '')
        config.cpu = brand;
    const commitConfig = primitiveStrings(commit, 'commit_');
    for (const key of ['commit_id', 'commit_branch', 'commit_dirty', 'commit_project']) {
        const value = commitConfig[key];
        if (value !== undefined)
            config[key === 'commit_id' ? 'commit' : key] = value;
    }
    if (file.version !== undefined)
        config['pytest-benchmark'] = file.version;
    if (file.datetime !== undefined)
        config.datetime = file.datetime;
    return config;
}

;// CONCATENATED MODULE: ./src/input.ts
















const INPUT_FORMATS = [
    'auto', 'go', 'go-json', 'libtest', 'libtest-json', 'criterion', 'cargo-criterion', 'criterion-text', 'divan',
    'hyperfine', 'gbench', 'pytest', 'custom-smaller', 'custom-bigger', 'bmf', 'result',
];
const input_EXPECTED = {
    go: 'lines like "BenchmarkSort/size=10-8   26465821   45.96 ns/op   0 B/op   0 allocs/op" from `go test -run=^$ -bench=. -count=10`',
    'go-json': 'JSON events like {"Action":"output","Output":"BenchmarkX-8 \\t 1000\\t 123 ns/op\\n"} from `go test -json -run=^$ -bench=.`',
    libtest: 'lines like "test parse ... bench:   1,234.56 ns/iter (+/- 78)" from `cargo bench` (libtest) or criterion\'s `--output-format bencher`',
    'libtest-json': 'lines like {"type":"bench","name":"x","median":143.1,"deviation":4.2} from `cargo bench -- -Z unstable-options --format json`',
    criterion: 'a `target/criterion` directory with <id>/new/{benchmark,sample,estimates}.json',
    'cargo-criterion': 'messages like {"reason":"benchmark-complete","id":"x",...} from `cargo criterion --message-format=json`',
    'criterion-text': 'criterion\'s report: "fib/10   time:   [126.74 ns 127.56 ns 128.53 ns]" (prefer the target/criterion directory)',
    divan: 'divan\'s table: "├─ fib   1.2 µs │ 2.3 µs │ 1.5 µs │ 1.6 µs │ 100 │ 100"',
    hyperfine: 'hyperfine\'s `--export-json` file ({"results": [{"command": ..., "times": [...]}]})',
    gbench: 'Google Benchmark JSON from `--benchmark_format=json` ({"context": ..., "benchmarks": [...]})',
    pytest: 'pytest-benchmark JSON from `--benchmark-json=FILE` ({"machine_info": ..., "benchmarks": [...]})',
    'custom-smaller': 'a JSON array like [{"name": "x", "unit": "ms", "value": 12.5}] (github-action-benchmark customSmallerIsBetter)',
    'custom-bigger': 'a JSON array like [{"name": "x", "unit": "ops/s", "value": 1200}] (github-action-benchmark customBiggerIsBetter)',
    bmf: 'Bencher Metric Format: {"bench": {"latency": {"value": 88.0}}}',
    result: `a bench-gate result file ({"schema": "${SCHEMA_ID}", ...}) from \`bench-gate parse\``,
};
/** Text formats in the order they are tried: the most specific shapes first, Go's lenient grammar last. */
const DETECTORS = [
    ['cargo-criterion', detectCargoCriterion], ['libtest-json', detectLibtestJson], ['hyperfine', detectHyperfine],
    ['gbench', detectGbench], ['pytest', detectPytest], ['bmf', detectBmf], ['divan', detectDivan],
    ['libtest', detectLibtest], ['criterion-text', detectCriterionText],
];
const GO_RESULT_LINE = /^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m;
/**
 * Every format whose shape the text has. bench-gate's own result files and test2json streams are
 * unmistakable and answer alone; otherwise more than one candidate means the input is ambiguous.
 */
function detectCandidates(text) {
    const start = text.trimStart();
    if (start.startsWith('{') && /"schema"\s*:\s*"bench-gate\/result"/.test(start.slice(0, 4096)))
        return ['result'];
    // test2json output may follow a few lines of plain text (`go: downloading ...` with 2>&1).
    const head = start.slice(0, 64 * 1024).split(/\r\n|\n|\r/, 50);
    if (head.some((line) => /^\{.*"Action"\s*:/.test(line)))
        return ['go-json'];
    const found = DETECTORS.filter(([, detect]) => detect(text)).map(([format]) => format);
    if (GO_RESULT_LINE.test(text))
        found.push('go');
    return found;
}
/** The detected format, or undefined when nothing (or more than one format) matches. */
function detectFormat(text) {
    const candidates = detectCandidates(text);
    return candidates.length === 1 ? candidates[0] : undefined;
}
/** The tool a format's results come from (custom JSON in either direction is `custom`). */
function toolOf(format) {
    return format === 'custom-smaller' || format === 'custom-bigger' ? 'custom' : format;
}
/** Parses one input into a ResultSet, or explains in one paragraph why it cannot. */
function readInput(text, source, format) {
    if (text.trim() === '') {
        return { ok: false, error: `${source} is empty. Expected ${format === 'auto' ? input_EXPECTED.go : input_EXPECTED[format]}. Check that the benchmark command wrote its output to this file.` };
    }
    if (format === 'auto' && detectCustomJson(text) && detectFormat(text) === undefined) {
        return { ok: false, error: `${source} looks like github-action-benchmark custom JSON, which does not say whether smaller or bigger is better. Pass --format custom-smaller or --format custom-bigger.` };
    }
    const candidates = format === 'auto' ? detectCandidates(text) : [format];
    if (candidates.length > 1) {
        return { ok: false, error: `${source} could be any of ${candidates.join(', ')}: it has the shape of each. Pass --format with the one that produced it.` };
    }
    const chosen = candidates[0];
    if (chosen === undefined) {
        return { ok: false, error: `${source}: none of its ${input_countLines(text)} lines looks like benchmark output (${describeStart(text)}). Expected, for example, ${input_EXPECTED.go}; or any of the formats ${INPUT_FORMATS.filter((f) => f !== 'auto').join(', ')} (pass --format to choose one; \`bench-gate --help\` lists them).` };
    }
    if (chosen === 'result')
        return readResultFile(text, source, format === 'auto');
    if (chosen === 'criterion')
        return { ok: false, error: `${source}: the criterion format reads a target/criterion directory; pass the directory, not a file.` };
    return fromParse(parseText(chosen, text, source), chosen, source, format === 'auto');
}
/** Parses a `target/criterion` directory, given its JSON files (paths relative to it). */
function readDirectoryInput(files, source, format) {
    if (format !== 'auto' && format !== 'criterion')
        return { ok: false, error: `${source} is a directory; only the criterion format reads directories (a target/criterion tree). Pass a file for --format ${format}.` };
    if (!detectCriterionDirectory(files.map((f) => f.path))) {
        return { ok: false, error: `${source} is a directory without criterion results (no <id>/new/benchmark.json under it). Pass target/criterion after \`cargo bench\`, or a file.` };
    }
    return fromParse(parseCriterionDirectory(files, source), 'criterion', source, format === 'auto');
}
function fromParse(parsed, format, source, detected) {
    if (parsed.benchmarks.length === 0)
        return { ok: false, error: noResultsMessage(parsed, source, format) };
    return { ok: true, value: { format, detected, set: toResultSet(parsed, toolOf(format), source) } };
}
function parseText(format, text, source) {
    switch (format) {
        case 'go': return parseGo(text, source);
        case 'go-json': return parseGoJson(text, source);
        case 'libtest': return parseLibtest(text, source);
        case 'libtest-json': return parseLibtestJson(text, source);
        case 'cargo-criterion': return parseCargoCriterion(text, source);
        case 'criterion-text': return parseCriterionText(text, source);
        case 'divan': return parseDivan(text, source);
        case 'hyperfine': return parseHyperfine(text, source);
        case 'gbench': return parseGbench(text, source);
        case 'pytest': return parsePytest(text, source);
        case 'custom-smaller': return parseCustomJson(text, source, 'lower');
        case 'custom-bigger': return parseCustomJson(text, source, 'higher');
        case 'bmf': return parseBmf(text, source);
        default: return assertNever(format);
    }
}
function readResultFile(text, source, detected) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        return { ok: false, error: `${source} is not valid JSON (${error instanceof Error ? error.message : String(error)}). Expected ${input_EXPECTED.result}.` };
    }
    if (!isResultDocument(doc))
        return { ok: false, error: `${source} is JSON but not a bench-gate result file. Expected ${input_EXPECTED.result}.` };
    const loaded = loadResultSet(doc, source);
    return loaded.ok ? { ok: true, value: { format: 'result', detected, set: loaded.value } } : loaded;
}
/** The fatal "no results" message: what was expected, and the first lines that were not it. */
function noResultsMessage(parsed, source, format) {
    const problems = parsed.diagnostics.filter((d) => d.severity !== 'info').slice(0, 3).map((d) => `line ${d.line}: ${d.message}`);
    const lines = parsed.unrecognized.map((u) => `line ${u.line}: ${JSON.stringify(u.text)}`);
    const seen = [...problems, ...lines].slice(0, 5).join('; ');
    return `${source}: found no benchmark results in ${parsed.lineCount} line${parsed.lineCount === 1 ? '' : 's'} read as ${format}. Expected ${input_EXPECTED[format]}.${seen === '' ? '' : ` Found instead: ${seen}.`} ${format === 'go' || format === 'go-json' ? 'Did the benchmarks run (`-run=^$ -bench=.`), and is this the right file?' : 'Did the benchmarks run, and is this the right file (or --format)?'}`;
}
/** "line 3 is "..."": the first non-blank line, shortened. */
function describeStart(text) {
    const lines = text.split(/\r\n|\n|\r/, 200);
    const index = lines.findIndex((l) => l.trim() !== '');
    const first = lines[index] ?? '';
    return `line ${index + 1} is ${JSON.stringify(first.length > 80 ? `${first.slice(0, 79)}…` : first)}`;
}
function input_countLines(text) {
    let count = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        count += 1;
    return text.endsWith('\n') ? count : count + 1;
}
function toResultSet(parsed, tool, source) {
    const machine = {};
    if (parsed.config.goos !== undefined)
        machine.os = parsed.config.goos;
    if (parsed.config.goarch !== undefined)
        machine.arch = parsed.config.goarch;
    if (parsed.config.cpu !== undefined)
        machine.cpu = parsed.config.cpu;
    return {
        schema: SCHEMA_ID,
        schemaVersion: SCHEMA_VERSION,
        context: { tool, config: parsed.config, sources: [source], ...(Object.keys(machine).length > 0 ? { machine } : {}) },
        benchmarks: parsed.benchmarks,
        diagnostics: parsed.diagnostics,
    };
}
/** Diagnostics that mean data was lost: they make the command fail unless the user accepts the loss. */
function isDataLoss(d) {
    return d.severity === 'error';
}

;// CONCATENATED MODULE: ./src/report/cells.ts

/** The display scale of a row, from its base median (or head when there is no base). */
function rowScale(c) {
    return chooseScale(c.unit, c.base?.median ?? c.head?.median ?? 0);
}
/** benchstat's "± x%": max(hi/median − 1, 1 − lo/median), `∞` when a bound is infinite, `?` when not computable. */
function spreadPercent(s) {
    if (s.n < 2)
        return '';
    if (!Number.isFinite(s.lo) || !Number.isFinite(s.hi))
        return '± ∞';
    if (s.lo === s.hi && s.lo === s.median)
        return '± 0%';
    if (s.median === 0)
        return '± ?';
    const spread = Math.max(s.hi / s.median - 1, 1 - s.lo / s.median);
    return Number.isFinite(spread) && spread >= 0 ? `± ${Math.round(spread * 100)}%` : '± ?';
}
/** `1.72 µs ± 1%`, or empty when the side is absent. */
function sideCell(s, scale) {
    if (s === undefined)
        return '';
    const spread = spreadPercent(s);
    return spread === '' ? formatScaled(s.median, scale) : `${formatScaled(s.median, scale)} ${spread}`;
}
/** `+11.35% [+10.26%, +12.30%]`, `~` when unchanged, `?` when inconclusive. */
function deltaCell(c) {
    switch (c.status) {
        case 'no-change':
            return '~';
        case 'inconclusive':
            return c.ratio === null ? '?' : `? (${formatPercent(c.ratio - 1)})`;
        case 'new':
        case 'removed':
        case 'failed':
        case 'skipped':
            return '';
        case 'regression':
        case 'improvement':
        case 'below-threshold':
            if (c.method === 'exact' && c.base?.median === 0 && c.head !== undefined)
                return signedScaled(c.head.median, rowScale(c));
            if (c.ratio === null)
                return '';
            return c.ci === null ? formatPercent(c.ratio - 1) : `${formatPercent(c.ratio - 1)} [${formatPercent(c.ci[0] - 1)}, ${formatPercent(c.ci[1] - 1)}]`;
    }
}
/** An absolute change, for a metric whose base is zero (`+1 allocs`, `+48 B`): a percentage would be infinite. */
function signedScaled(delta, scale) {
    const text = formatScaled(Math.abs(delta), scale);
    return delta < 0 ? `-${text}` : `+${text}`;
}
/** `p=5.4e-6 q=1.6e-5 n=10+10`, `n=1+1` for exact metrics. */
function statsCell(c) {
    const n = `n=${c.n[0]}+${c.n[1]}`;
    if (c.p === null || c.q === null)
        return c.status === 'new' || c.status === 'removed' || c.status === 'failed' || c.status === 'skipped' ? '' : n;
    return `p=${formatP(c.p)} q=${formatP(c.q)} ${n}`;
}

;// CONCATENATED MODULE: ./src/report/footnotes.ts
/**
 * Warnings rendered as numbered footnotes (benchstat style): the same text gets the same number
 * everywhere in a report, numbered in order of first appearance.
 */
class Footnotes {
    numbers = new Map();
    /** The footnote numbers for these warnings, registering new ones. */
    refs(warnings) {
        return warnings.map((w) => {
            let n = this.numbers.get(w);
            if (n === undefined) {
                n = this.numbers.size + 1;
                this.numbers.set(w, n);
            }
            return n;
        });
    }
    /** All footnotes in number order. */
    entries() {
        return [...this.numbers].map(([text, n]) => ({ n, text }));
    }
}
const SUPERSCRIPTS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
/** 12 -> ¹². */
function superscript(n) {
    return String(n).split('').map((d) => SUPERSCRIPTS[Number(d)] ?? d).join('');
}

;// CONCATENATED MODULE: ./src/report/markdown-escape.ts
/**
 * Making untrusted text (benchmark names, tool messages) safe inside a GitHub markdown table:
 * it goes in a code span, so `@mentions`, HTML, `*` and `_` are shown literally; every `|` is
 * escaped (GFM splits cells before it parses code spans); backtick runs get a longer fence;
 * line breaks become spaces. Never `replace` (first match only): `replaceAll`.
 */
/** A code span that shows `text` literally in a table cell. */
function codeSpan(text, maxLength = 200) {
    let body = text.replaceAll(/[\r\n\t]+/g, ' ');
    if ([...body].length > maxLength)
        body = `${[...body].slice(0, maxLength - 1).join('')}…`;
    // Backslashes are literal inside code spans; only the pipe needs GFM's table escape.
    body = body.replaceAll('|', '\\|');
    const longestRun = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || body === '' ? ' ' : '';
    return `${fence}${pad}${body}${pad}${fence}`;
}
/** Plain prose from a tool (a panic message) made inert: no HTML, no mentions, no table breaks. */
function inertText(text) {
    // Backslash-escape markdown punctuation first, then add the escapes for `|` (which must stay
    // single) and the HTML entities (whose `&` and `;` must not be escaped again).
    return text
        .replaceAll(/[\r\n]+/g, ' ')
        .replaceAll(/([\\`*_[\]#~])/g, '\\$1')
        .replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
        .replaceAll('|', '\\|')
        .replaceAll('@', '@\u200b');
}

;// CONCATENATED MODULE: ./src/report/names.ts
/** Returns a function giving each comparison's display name. */
function displayNamer(comparisons) {
    const packages = [...new Set(comparisons.map((c) => c.package ?? ''))];
    if (packages.length <= 1)
        return (c) => stripPrefix(c.name);
    const common = commonDirPrefix(packages);
    return (c) => {
        const pkg = (c.package ?? '').slice(common.length);
        return pkg === '' ? stripPrefix(c.name) : `${pkg}.${stripPrefix(c.name)}`;
    };
}
function stripPrefix(name) {
    return name.startsWith('Benchmark') && name.length > 'Benchmark'.length ? name.slice('Benchmark'.length) : name;
}
/** The longest `dir/` prefix shared by all packages (`example.com/x/` for `example.com/x/a`, `example.com/x/b`). */
function commonDirPrefix(packages) {
    const split = packages.map((p) => p.split('/'));
    const first = split[0] ?? [];
    let n = 0;
    while (n < first.length - 1 && split.every((parts) => parts.length - 1 > n && parts[n] === first[n]))
        n += 1;
    return n === 0 ? '' : `${first.slice(0, n).join('/')}/`;
}

;// CONCATENATED MODULE: ./src/report/summary.ts

const ORDER = ['regression', 'improvement', 'below-threshold', 'no-change', 'inconclusive', 'failed', 'skipped', 'new', 'removed'];
const LABELS = {
    regression: ['regression', 'regressions'],
    improvement: ['improvement', 'improvements'],
    'below-threshold': ['below threshold', 'below threshold'],
    'no-change': ['unchanged', 'unchanged'],
    inconclusive: ['inconclusive', 'inconclusive'],
    failed: ['failed', 'failed'],
    skipped: ['skipped', 'skipped'],
    new: ['new', 'new'],
    removed: ['removed', 'removed'],
};
/** "2 regressions, 1 improvement, 40 unchanged" (zero counts left out). */
function summaryLine(report) {
    const parts = ORDER.filter((s) => report.summary[s] > 0).map((s) => {
        const n = report.summary[s];
        return `${n} ${LABELS[s][n === 1 ? 0 : 1]}`;
    });
    return parts.length === 0 ? 'nothing to compare' : parts.join(', ');
}
/** "δ=5%, bh q=0.05, mode files" plus the machine offset when one was corrected. */
function settingsLine(report) {
    const s = report.settings;
    const method = s.multipleComparisons === 'none' ? `no multiple-comparison control, alpha=${s.q}` : `${s.multipleComparisons.toUpperCase()} q=${s.q}`;
    const offset = report.machineOffset === undefined ? '' : `, machine offset ${formatPercent(report.machineOffset - 1)} corrected`;
    return `threshold δ=${formatPercent(s.threshold, 0).replace('+', '')}, ${method}, baseline mode: ${s.mode}${offset}`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts







const ICONS = {
    regression: '🔴', improvement: '🟢', 'below-threshold': '⚪', 'no-change': '', inconclusive: '❔', failed: '💥', skipped: '⏭️', new: '🆕', removed: '➖',
};
/**
 * The hidden marker that identifies bench-gate's comment for a suite (and machine). It is percent-encoded
 * outside [A-Za-z0-9._/@] (dashes included), so no suite name can close the HTML comment.
 */
function commentMarker(suite = 'default') {
    const safe = [...suite].map((ch) => (/[A-Za-z0-9._/@]/.test(ch) ? ch : encodeURIComponent(ch).replaceAll('-', '%2D'))).join('');
    return `<!-- bench-gate:${safe} -->`;
}
/** Renders a comparison report as GitHub-flavoured markdown. */
function renderMarkdown(report, options = {}) {
    const notes = new Footnotes();
    const nameOf = displayNamer(report.comparisons);
    const flagged = sortBySize(report.comparisons.filter((c) => c.status === 'regression'))
        .concat(sortBySize(report.comparisons.filter((c) => c.status === 'improvement')));
    const rest = report.comparisons.filter((c) => c.status !== 'regression' && c.status !== 'improvement');
    const out = [commentMarker(options.marker ?? options.suite), headline(report, options.suite), ''];
    for (const note of options.notes ?? [])
        out.push(`${inertText(note)}  `);
    if ((options.notes ?? []).length > 0)
        out.push('');
    const shown = options.maxFlaggedRows === undefined ? flagged : flagged.slice(0, options.maxFlaggedRows);
    if (shown.length > 0)
        out.push(...table(shown, nameOf, notes), '');
    if (shown.length < flagged.length)
        out.push(`… and ${flagged.length - shown.length} more flagged rows: see the job summary for the full report.`, '');
    if (rest.length > 0 && options.omitRest === true) {
        out.push(`${rest.length} other result${rest.length === 1 ? '' : 's'} (${restSummary(rest)}) are in the job summary.`, '');
    }
    else if (rest.length > 0) {
        out.push(`<details><summary>${rest.length} other result${rest.length === 1 ? '' : 's'}: ${restSummary(rest)}</summary>`, '');
        out.push(...table(rest, nameOf, notes), '', '</details>', '');
    }
    for (const { n, text } of notes.entries())
        out.push(`${superscript(n)} ${inertText(text)}  `);
    if (report.warnings.length > 0)
        out.push('', ...report.warnings.map((w) => `> [!WARNING]\n> ${inertText(w)}\n`));
    out.push('', `<sub>${inertText(settingsLine(report))}</sub>`);
    return `${out.join('\n').replaceAll(/\n{3,}/g, '\n\n')}\n`;
}
function headline(report, suite) {
    const title = suite === undefined || suite === 'default' ? 'bench-gate' : `bench-gate · ${inertText(suite)}`;
    const verdict = report.verdict === 'fail' ? `### ❌ ${title}: regression found` : `### ✅ ${title}: no regression`;
    const geo = report.geomeans.map((g) => `${inertText(g.unit)} ${formatPercent(g.ratio - 1)}${g.uncorrectedRatio === undefined ? '' : ` (uncorrected ${formatPercent(g.uncorrectedRatio - 1)})`}`);
    const commits = [report.base.commit, report.head.commit].every((c) => c !== undefined)
        ? `\nbase \`${(report.base.commit ?? '').slice(0, 12)}\` → head \`${(report.head.commit ?? '').slice(0, 12)}\`` : '';
    return `${verdict}\n\n**${summaryLine(report)}**${geo.length > 0 ? ` · geomean ${geo.join(', ')}` : ''}${commits}`;
}
function sortBySize(rows) {
    const size = (c) => (c.ratio === null ? 0 : Math.abs(Math.log(costRatio(c.ratio, c.better))));
    return [...rows].sort((a, b) => size(b) - size(a) || a.key.localeCompare(b.key));
}
function restSummary(rows) {
    const counts = new Map();
    for (const c of rows)
        counts.set(c.status, (counts.get(c.status) ?? 0) + 1);
    return [...counts].map(([s, n]) => `${n} ${s}`).join(', ');
}
function table(rows, nameOf, notes) {
    const lines = ['| Benchmark | Unit | Base | Head | Δ | p / q / n | Status |', '|---|---|--:|--:|--:|---|---|'];
    for (const c of rows) {
        const scale = rowScale(c);
        const refs = notes.refs(c.warnings).map(superscript).join(' ');
        const status = `${ICONS[c.status]} ${c.status}${refs === '' ? '' : ` ${refs}`}`.trim();
        // Every cell that can carry a unit (a custom b.ReportMetric unit is arbitrary text) is made inert.
        const delta = inertText(deltaCell(c));
        const shownDelta = (c.status === 'regression' || c.status === 'improvement') && delta !== '' ? `**${delta}**` : delta;
        const cells = [codeSpan(nameOf(c)), inertText(c.unit), inertText(sideCell(c.base, scale)), inertText(sideCell(c.head, scale)), shownDelta, statsCell(c), status];
        lines.push(`| ${cells.join(' | ')} |`);
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/report/text.ts





const STATUS_COLORS = {
    regression: '\u001b[31m', improvement: '\u001b[32m', inconclusive: '\u001b[33m', failed: '\u001b[31m',
};
const RESET = '\u001b[0m';
/** Renders a comparison report for a terminal. */
function renderText(report, options = {}) {
    const notes = new Footnotes();
    const nameOf = displayNamer(report.comparisons);
    const out = [header(report)];
    for (const [unit, rows] of groupByUnit(report.comparisons)) {
        const table = [[unit === '' ? '(no results)' : unit, 'base', 'head', 'delta', 'p/q/n', 'status']];
        for (const c of rows) {
            const scale = rowScale(c);
            const refs = notes.refs(c.warnings).map(superscript).join(' ');
            table.push([nameOf(c), sideCell(c.base, scale), sideCell(c.head, scale), deltaCell(c), statsCell(c), `${c.status}${refs === '' ? '' : ` ${refs}`}`]);
        }
        const geomean = report.geomeans.find((g) => g.unit === unit);
        if (geomean !== undefined && rows.length > 1) {
            const uncorrected = geomean.uncorrectedRatio === undefined ? '' : ` (uncorrected ${formatPercent(geomean.uncorrectedRatio - 1)})`;
            table.push(['geomean', '', '', `${formatPercent(geomean.ratio - 1)}${uncorrected}`, '', '']);
        }
        out.push(alignTable(table, rows, options.color === true), '');
    }
    for (const { n, text } of notes.entries())
        out.push(`${superscript(n)} ${text}`);
    if (notes.entries().length > 0)
        out.push('');
    for (const warning of report.warnings)
        out.push(`warning: ${warning}`);
    out.push(`${report.verdict === 'fail' ? 'FAIL' : 'PASS'}: ${summaryLine(report)}`, settingsLine(report));
    return `${out.join('\n')}\n`;
}
function header(report) {
    const side = (s) => `${s.sources.join(', ')}${s.commit === undefined ? '' : ` @ ${s.commit.slice(0, 12)}`}`;
    return `base: ${side(report.base)}\nhead: ${side(report.head)}\n`;
}
function groupByUnit(comparisons) {
    const groups = new Map();
    for (const c of comparisons)
        groups.set(c.unit, [...(groups.get(c.unit) ?? []), c]);
    return groups;
}
const width = (s) => [...s].length;
function alignTable(table, rows, color) {
    const widths = (table[0] ?? []).map((_, col) => Math.max(...table.map((r) => width(r[col] ?? ''))));
    return table.map((cells, i) => {
        const line = cells.map((cell, col) => cell + ' '.repeat((widths[col] ?? 0) - width(cell))).join('  ').trimEnd();
        const status = i > 0 ? rows[i - 1]?.status : undefined;
        const code = status === undefined ? undefined : STATUS_COLORS[status];
        return color && code !== undefined ? `${code}${line}${RESET}` : line;
    }).join('\n');
}

;// CONCATENATED MODULE: ./src/report/json.ts
const REPORT_FORMAT_VERSION = 1;
function renderJson(report) {
    return `${JSON.stringify({ reportVersion: REPORT_FORMAT_VERSION, ...report }, (_key, value) => (typeof value === 'number' && !Number.isFinite(value) ? null : value), 2)}\n`;
}

;// CONCATENATED MODULE: ./src/version.ts
/** The version `--version` prints; a test keeps it equal to package.json's. */
const VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/cli/help.ts
/** The `--help` texts: each answers what the command reads, what it prints, and its exit codes. */

const MAIN_HELP = `bench-gate ${VERSION}: a benchmark regression gate that stays quiet on noise.

Usage:
  bench-gate compare [options] BASE HEAD   compare two runs; exit 1 on a real regression
  bench-gate parse [options] FILE...       read benchmark output into bench-gate's result JSON
  bench-gate help [COMMAND]                help for a command
  bench-gate --version

Inputs (BASE, HEAD, FILE) are a benchmark tool's output or result JSON written by \`bench-gate parse\`.
The format is detected; --format forces it. Use - for stdin. Formats:
  go, go-json        go test -bench (text, or -json)
  libtest            cargo bench (libtest #[bench]) and criterion's --output-format bencher
  libtest-json       cargo bench -- -Z unstable-options --format json
  criterion          a target/criterion directory (every sample; preferred for criterion)
  cargo-criterion    cargo criterion --message-format=json
  criterion-text     criterion's terminal report (point estimates only)
  divan              divan's table
  hyperfine          hyperfine --export-json (v1 and v2)
  gbench             Google Benchmark --benchmark_format=json
  pytest             pytest-benchmark --benchmark-json
  custom-smaller, custom-bigger   github-action-benchmark custom JSON (say which direction is better)
  bmf                Bencher Metric Format JSON
  result             bench-gate's own result JSON

Quick start:
  go test -run='^$' -bench=. -count=10 ./... > old.txt      # on the base commit
  go test -run='^$' -bench=. -count=10 ./... > new.txt      # on your change
  bench-gate compare old.txt new.txt

Exit status: 0 no regression, 1 regression found, 2 usage or input error.
Run \`bench-gate help compare\` for how the verdict is reached.
`;
const COMPARE_HELP = `Usage: bench-gate compare [options] BASE HEAD

Compares HEAD against BASE benchmark by benchmark and metric by metric (sec/op, B/op, allocs/op,
custom units), and fails only when statistics say a regression is real.

How the verdict is reached (per benchmark and metric):
  - the change is the Hodges-Lehmann ratio head/base with an exact 95% confidence interval;
  - a one-sided exact Mann-Whitney test asks whether head is worse (and, separately, better);
  - p-values are adjusted across the whole comparison (Benjamini-Hochberg by default), so 100
    unchanged benchmarks do not produce 5 false alarms;
  - a change counts only if it is significant AND at least the threshold (default 5%).
  Statuses: regression, improvement, below-threshold (real but small), no-change,
  inconclusive (the data cannot answer: too few samples, all-equal values), new, removed, failed.
  Metrics that must not vary (allocs/op, B/op, sizes) are compared exactly: any change beyond the
  threshold counts, no test needed. Direction is per unit: rates (MB/s, ops/s) are higher-is-better.
  Collect at least 10 samples per side (go test -count=10); with many benchmarks, n=5 cannot
  reach significance and the report says how many samples are needed.

Options:
  --format F            input format (default auto; see \`bench-gate --help\` for the list)
  --threshold T         minimum effect that counts, e.g. 5% (default), 2%, 0.1
  --q Q                 false discovery rate for the suite (default 0.05)
  --multiple-comparisons M
                        bh (default), holm (stricter), by (any dependence), none (per-benchmark alpha)
  --mode M              files (default), cached (baseline from another job: correct the machine
                        offset and use the baseline's history), ab (interleaved same-job runs)
  --common-mode C       machine-offset correction: auto (on in cached mode), on, off
  --output O            text (default), markdown, json
  -o, --out FILE        write the report to FILE instead of stdout
  --color / --no-color  colour the text report (default: on a terminal, unless NO_COLOR is set)
  --lenient             go on when some result lines cannot be read (they are listed as warnings)
  -v, --verbose         also print notes (e.g. result lines rejoined after interleaved output)

JSON output (--output json) is a stable contract: verdict ("pass" | "fail"), summary (counts per
status), comparisons[] with name, unit, better, status, ratio, ci, p, q, n, warnings.

Exit status: 0 no regression, 1 regression, 2 usage or input error.
`;
const PARSE_HELP = `Usage: bench-gate parse [options] FILE...

Reads benchmark output and writes one bench-gate result JSON (the common schema, see
schema/result.schema.json): every benchmark with its package, name parts, config lines, and every
sample of every metric in base units (ns/op becomes sec/op, MB/s becomes B/s). Several files (or a
file holding several runs) add samples to the same benchmarks.

Options:
  --format F      input format (default auto; see \`bench-gate --help\` for the list)
  --suite NAME    suite name recorded in the result
  --commit SHA    commit recorded in the result
  --branch NAME   branch recorded in the result
  -o, --out FILE  write the JSON to FILE instead of stdout
  --lenient       go on when some result lines cannot be read (they are listed as warnings)
  -v, --verbose   also print notes

Exit status: 0 written, 2 usage or input error (the message names the file and line).
`;

;// CONCATENATED MODULE: ./src/io/decode.ts
/** Inputs above this size are refused before decoding (a bench log is far smaller). */
const MAX_INPUT_BYTES = 512 * 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;
/** Decodes UTF-8 text (a BOM is dropped), or explains why the bytes are not a text input. */
function decodeInput(bytes, source) {
    if (bytes.length > MAX_INPUT_BYTES) {
        return { ok: false, error: `${source} is ${Math.round(bytes.length / 2 ** 20)} MiB, more than the ${MAX_INPUT_BYTES / 2 ** 20} MiB bench-gate reads. Pass the benchmark output itself, not an archive or a log of the whole job.` };
    }
    const nul = bytes.subarray(0, SNIFF_BYTES).indexOf(0);
    if (nul !== -1) {
        return { ok: false, error: `${source} looks like a binary file (a NUL byte at offset ${nul}), not benchmark output. Pass the text the benchmark printed, e.g. \`go test -run=^$ -bench=. > bench.txt\`.` };
    }
    const text = new TextDecoder('utf-8').decode(bytes);
    const sample = text.slice(0, SNIFF_BYTES);
    const invalid = sample.split('\uFFFD').length - 1;
    if (sample.length > 0 && invalid / sample.length > 0.05) {
        return { ok: false, error: `${source} is not UTF-8 text (${invalid} invalid byte sequences in the first ${sample.length} characters): it looks binary or in another encoding. Pass the benchmark's text output.` };
    }
    return { ok: true, value: text.startsWith('\uFEFF') ? text.slice(1) : text };
}

;// CONCATENATED MODULE: ./src/cli/ports.ts
/** A user-facing failure: printed as is, exit status 2. */
class UsageError extends Error {
}

;// CONCATENATED MODULE: ./src/cli/load-inputs.ts



async function loadInput(path, ports, options) {
    const source = path === '-' ? '<stdin>' : path;
    if (path !== '-' && (await ports.isDirectory(path).catch(() => false))) {
        const parsed = readDirectoryInput(await ports.readJsonTree(path), source, options.format);
        if (!parsed.ok)
            throw new UsageError(parsed.error);
        reportDiagnostics(parsed.value.set.diagnostics, ports, options);
        return { path: source, ...parsed.value };
    }
    const bytes = await readBytes(path, ports);
    const text = decodeInput(bytes, source);
    if (!text.ok)
        throw new UsageError(text.error);
    const parsed = readInput(text.value, source, options.format);
    if (!parsed.ok)
        throw new UsageError(parsed.error);
    // A result file's stored diagnostics were reported (and accepted) when it was parsed.
    if (parsed.value.format !== 'result')
        reportDiagnostics(parsed.value.set.diagnostics, ports, options);
    return { path: source, ...parsed.value };
}
async function readBytes(path, ports) {
    try {
        return path === '-' ? await ports.readStdin() : await ports.readFile(path);
    }
    catch (error) {
        throw fileError(path, 'read', error, ports);
    }
}
/** Writes an output file (-o), turning a failure into a message that names the file. */
async function writeOutput(ports, path, text) {
    try {
        await ports.writeFile(path, text);
    }
    catch (error) {
        throw fileError(path, 'write', error, ports);
    }
}
function fileError(path, verb, error, ports) {
    const code = error.code;
    const where = ports.env.PWD ?? 'the current directory';
    if (code === 'ENOENT')
        return new UsageError(verb === 'read' ? `${path}: no such file. Check the path (relative to ${where}).` : `cannot write ${path}: its directory does not exist (relative to ${where}).`);
    if (code === 'EISDIR')
        return new UsageError(`${path} is a directory. ${verb === 'read' ? 'Pass the file holding the benchmark output.' : 'Give a file name.'}`);
    if (code === 'EACCES' || code === 'EPERM')
        return new UsageError(`cannot ${verb} ${path}: permission denied.`);
    return new UsageError(`cannot ${verb} ${path} (${error instanceof Error ? error.message : String(error)}).`);
}
function reportDiagnostics(diagnostics, ports, options) {
    const losses = diagnostics.filter(isDataLoss);
    for (const d of diagnostics) {
        if (d.severity === 'info' && !options.verbose)
            continue;
        const label = d.severity === 'info' ? 'note' : d.severity === 'error' && options.lenient ? 'warning' : d.severity;
        ports.stderr(`${d.source}:${d.line}: ${label}: ${d.message}${d.text === undefined ? '' : `\n    ${d.text}`}\n`);
    }
    if (losses.length > 0 && !options.lenient) {
        const first = losses[0];
        const where = losses.length === 1 ? `line ${first?.line ?? 0}` : `lines ${losses.slice(0, 5).map((d) => d.line).join(', ')}${losses.length > 5 ? ', ...' : ''}`;
        throw new UsageError(`${first?.source ?? 'input'}: ${losses.length} result line${losses.length === 1 ? '' : 's'} could not be read (${where}, listed above), so ${losses.length === 1 ? 'its sample' : 'their samples'} would be lost. Fix or remove ${losses.length === 1 ? 'that line' : 'those lines'}, or pass --lenient to go on without ${losses.length === 1 ? 'it' : 'them'}.`);
    }
}
/** A one-line account of what was read, for stderr: "old.txt: go (detected), 6 benchmarks, 150 samples". */
function describeLoaded(label, loaded) {
    const samples = loaded.set.benchmarks.reduce((sum, b) => sum + b.metrics.reduce((s, m) => s + m.samples.length, 0), 0);
    const failed = loaded.set.benchmarks.filter((b) => b.status !== 'ok').length;
    const origin = loaded.format === 'result' ? ` (${loaded.set.context.tool} output from ${loaded.set.context.sources.join(', ')})` : '';
    return `${label}${loaded.path}: ${loaded.format}${loaded.detected ? ' (detected)' : ''}${origin}, ${loaded.set.benchmarks.length} benchmark${loaded.set.benchmarks.length === 1 ? '' : 's'}, ${samples} samples${failed > 0 ? `, ${failed} failed or skipped` : ''}\n`;
}

;// CONCATENATED MODULE: ./src/cli/options.ts
/**
 * Parsing option values shared by commands, with errors that name the option and list the
 * accepted values (STYLE.md §3.4: "Invalid value 'gox' for --format. Use one of: ...").
 */

/** Checks a value against a closed set. */
function oneOf(option, value, allowed, fallback) {
    if (value === undefined)
        return fallback;
    if (allowed.includes(value))
        return value;
    throw new UsageError(`Invalid value '${value}' for ${option}. Use one of: ${allowed.join(', ')}.`);
}
/**
 * A threshold as a fraction: `5%` -> 0.05, `0.05` -> 0.05, `5` -> 0.05 (a bare number of 1 or
 * more is read as percent, since nobody means a 500% threshold by `5`).
 */
function parseThreshold(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const match = /^(\d+(?:\.\d+)?|\.\d+)(%?)$/.exec(value.trim());
    if (match === null)
        throw new UsageError(`Invalid value '${value}' for ${option}. Use a percentage like 5% (or a fraction like 0.05).`);
    const number = Number(match[1]);
    const fraction = match[2] === '%' || number >= 1 ? number / 100 : number;
    if (!(fraction > 0) || fraction >= 10)
        throw new UsageError(`Invalid value '${value}' for ${option}: it must be above 0% and below 1000%.`);
    return fraction;
}
/** A probability in (0, 1). */
function parseProbability(option, value, fallback) {
    if (value === undefined)
        return fallback;
    const number = Number(value);
    if (!(number > 0 && number < 1))
        throw new UsageError(`Invalid value '${value}' for ${option}. Use a number between 0 and 1, like 0.05.`);
    return number;
}

;// CONCATENATED MODULE: ./src/cli/compare-command.ts
/** `bench-gate compare BASE HEAD`: load both, compare, render, exit 0/1. */













const OUTPUTS = ['text', 'markdown', 'json'];
async function compareCommand(args, ports) {
    const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: {
            format: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
            'multiple-comparisons': { type: 'string' }, mode: { type: 'string' }, 'common-mode': { type: 'string' },
            output: { type: 'string' }, out: { type: 'string', short: 'o' }, suite: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
            lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help === true) {
        ports.stdout(COMPARE_HELP);
        return 0;
    }
    if (positionals.length !== 2)
        throw new UsageError(`compare needs exactly two inputs, BASE and HEAD (got ${positionals.length}). Example: bench-gate compare old.txt new.txt`);
    const load = { format: oneOf('--format', values.format, INPUT_FORMATS, 'auto'), lenient: values.lenient === true, verbose: values.verbose === true };
    const output = oneOf('--output', values.output, OUTPUTS, 'text');
    const options = {
        threshold: parseThreshold('--threshold', values.threshold, 0.05),
        q: parseProbability('--q', values.q, 0.05),
        multipleComparisons: oneOf('--multiple-comparisons', values['multiple-comparisons'], MULTIPLE_COMPARISON_METHODS, 'bh'),
        mode: oneOf('--mode', values.mode, BASELINE_MODES, 'files'),
        commonMode: oneOf('--common-mode', values['common-mode'], COMMON_MODE_SETTINGS, 'auto'),
    };
    const [basePath = '', headPath = ''] = positionals;
    const base = await loadInput(basePath, ports, load);
    const head = await loadInput(headPath, ports, load);
    ports.stderr(describeLoaded('base ', base) + describeLoaded('head ', head));
    const report = compareResultSets(base.set, head.set, options);
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
    const suite = values.suite ?? head.set.suite ?? base.set.suite;
    const rendered = render(report, output, color, suite);
    if (values.out !== undefined)
        await writeOutput(ports, values.out, rendered);
    else
        ports.stdout(rendered);
    const regressions = gatingRegressions(report.comparisons);
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
function render(report, output, color, suite) {
    switch (output) {
        case 'text':
            return renderText(report, { color });
        case 'markdown':
            return renderMarkdown(report, suite === undefined ? {} : { suite });
        case 'json':
            return renderJson(report);
    }
}

;// CONCATENATED MODULE: ./src/merge.ts
function mergeMetric(into, from) {
    into.samples.push(...from.samples);
    if (from.iterations !== undefined || into.iterations !== undefined) {
        into.iterations = [...(into.iterations ?? []), ...(from.iterations ?? [])];
    }
    if (into.summary === undefined && from.summary !== undefined)
        into.summary = from.summary;
}
/** Merges benchmark lists by key; the first occurrence fixes the order, name and config. */
function mergeBenchmarks(lists) {
    const merged = new Map();
    for (const list of lists) {
        for (const benchmark of list) {
            const existing = merged.get(benchmark.key);
            if (existing === undefined) {
                merged.set(benchmark.key, structuredClone(benchmark));
                continue;
            }
            for (const metric of benchmark.metrics) {
                const target = existing.metrics.find((m) => m.unit === metric.unit);
                if (target === undefined)
                    existing.metrics.push(structuredClone(metric));
                else
                    mergeMetric(target, metric);
            }
            if (benchmark.status === 'failed' || (benchmark.status === 'skipped' && existing.status === 'ok' && existing.metrics.length === 0))
                existing.status = benchmark.status;
            if (benchmark.messages !== undefined)
                existing.messages = [...(existing.messages ?? []), ...benchmark.messages];
        }
    }
    return [...merged.values()];
}

;// CONCATENATED MODULE: ./src/cli/parse-command.ts
/** `bench-gate parse FILE...`: read inputs, merge their samples, write one result JSON. */







async function parseCommand(args, ports) {
    const { values, positionals } = (0,external_node_util_namespaceObject.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: {
            format: { type: 'string' }, suite: { type: 'string' }, commit: { type: 'string' }, branch: { type: 'string' },
            out: { type: 'string', short: 'o' }, lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help === true) {
        ports.stdout(PARSE_HELP);
        return 0;
    }
    if (positionals.length === 0)
        throw new UsageError('parse needs at least one input file (or - for stdin). Example: bench-gate parse bench.txt -o result.json');
    const load = { format: oneOf('--format', values.format, INPUT_FORMATS, 'auto'), lenient: values.lenient === true, verbose: values.verbose === true };
    const loaded = [];
    for (const path of positionals) {
        const input = await loadInput(path, ports, load);
        ports.stderr(describeLoaded('', input));
        loaded.push(input.set);
    }
    const set = combine(loaded, ports.now());
    if (values.suite !== undefined)
        set.suite = values.suite;
    if (values.commit !== undefined)
        set.context.commit = values.commit;
    if (values.branch !== undefined)
        set.context.branch = values.branch;
    const json = `${JSON.stringify(set, null, 2)}\n`;
    if (values.out !== undefined)
        await writeOutput(ports, values.out, json);
    else
        ports.stdout(json);
    return 0;
}
/** One result set from several: benchmarks merged by key, sources and diagnostics concatenated. */
function combine(sets, now) {
    const [first, ...rest] = sets;
    if (first === undefined)
        throw new Error('combine() needs at least one set');
    const tools = new Set(sets.map((s) => s.context.tool));
    if (tools.size > 1)
        throw new UsageError(`parse got inputs of different formats (${[...tools].join(', ')}); parse each format into its own result file.`);
    return {
        ...first,
        context: { ...first.context, sources: sets.flatMap((s) => s.context.sources), time: first.context.time ?? now.toISOString() },
        benchmarks: rest.length === 0 ? first.benchmarks : mergeBenchmarks(sets.map((s) => s.benchmarks)),
        diagnostics: sets.flatMap((s) => s.diagnostics),
    };
}

;// CONCATENATED MODULE: ./src/cli/run-cli.ts
/**
 * The CLI's dispatcher: picks the sub-command, turns every expected failure into one message on
 * stderr and exit status 2, and never lets a stack trace reach the user for bad input.
 */





const COMMANDS = {
    compare: { run: compareCommand, help: COMPARE_HELP },
    parse: { run: parseCommand, help: PARSE_HELP },
};
/** Runs the CLI with `argv` (without node and script) and returns the exit status. */
async function runCli(argv, ports) {
    const [command, ...args] = argv;
    if (command === undefined || command === '--help' || command === '-h') {
        ports.stdout(MAIN_HELP);
        return command === undefined ? 2 : 0;
    }
    if (command === '--version' || command === '-V' || command === 'version') {
        ports.stdout(`bench-gate ${VERSION}\n`);
        return 0;
    }
    if (command === 'help') {
        ports.stdout(COMMANDS[args[0] ?? '']?.help ?? MAIN_HELP);
        return 0;
    }
    const entry = COMMANDS[command];
    if (entry === undefined) {
        ports.stderr(`bench-gate: unknown command '${command}'. Commands: ${Object.keys(COMMANDS).join(', ')}. Run \`bench-gate --help\`.\n`);
        return 2;
    }
    try {
        return await entry.run(args, ports);
    }
    catch (error) {
        ports.stderr(`bench-gate ${command}: ${messageOf(error)}\n`);
        return 2;
    }
}
/** Expected failures print their message; argument errors from node:util too; anything else is a bug. */
function messageOf(error) {
    if (error instanceof UsageError)
        return error.message;
    const code = error.code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
        return `${error.message}. Run \`bench-gate help\` for the options.`;
    }
    const text = error instanceof Error ? error.message : String(error);
    return `internal error: ${text}. This is a bug in bench-gate; please report it with the command you ran.`;
}


/***/ }),

/***/ 455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
