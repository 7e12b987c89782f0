export const id = 581;
export const ids = [581];
export const modules = {

/***/ 5581:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _cli_run_cli_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1433);
/* harmony import */ var _github_fingerprint_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9939);
/* harmony import */ var _run_spawn_process_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1798);
/* harmony import */ var _io_json_tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8009);
/* harmony import */ var _io_read_capped_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1606);
/**
 * The bench-gate command line: builds real Ports from node:fs and process, runs the dispatcher,
 * sets the exit status. Everything testable lives in cli/run-cli.ts.
 */








const ports = {
    // Inputs are capped (io/decode.ts MAX_INPUT_BYTES): a 200 MB file is refused from its size, unread.
    readFile: (path) => (0,_io_read_capped_js__WEBPACK_IMPORTED_MODULE_7__/* .readFileCapped */ .u)(path),
    readStdin: () => (0,_io_read_capped_js__WEBPACK_IMPORTED_MODULE_7__/* .readStreamCapped */ .G)(process.stdin),
    isDirectory: async (path) => (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(path)).isDirectory(),
    readJsonTree: _io_json_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .readJsonTree */ .f,
    writeFile: (path, text) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, text, 'utf8'),
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    now: () => new Date(),
    spawn: _run_spawn_process_js__WEBPACK_IMPORTED_MODULE_5__/* .spawnProcess */ .N,
    fingerprint: () => (0,_github_fingerprint_js__WEBPACK_IMPORTED_MODULE_4__/* .readFingerprint */ .b)(process.env, process.env.BENCH_GATE_MACHINE_ID ?? ''),
    makeTempDir: (prefix) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), prefix)),
    removePath: (path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true }),
};
// `bench-gate ... | head` closes stdout early; that is the reader's choice, not an error to report.
process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE')
        throw error;
});
// Benchmarks run in their own process groups (for --timeout), so Ctrl-C must be passed on; the
// command then fails as usual and cleans up (ab removes its worktree). With no child running, or
// on a second Ctrl-C, it quits at once.
let interrupted;
for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
        if (interrupted !== undefined || (0,_run_spawn_process_js__WEBPACK_IMPORTED_MODULE_5__/* .stopAllChildren */ .L)(signal) === 0)
            process.exit(130);
        interrupted = signal;
    });
}
const status = await (0,_cli_run_cli_js__WEBPACK_IMPORTED_MODULE_3__/* .runCli */ .a)(process.argv.slice(2), ports);
process.exitCode = interrupted === undefined ? status : 130;

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  a: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
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

// EXTERNAL MODULE: ./node_modules/simple-statistics/dist/simple-statistics.mjs
var simple_statistics = __webpack_require__(5521);
;// CONCATENATED MODULE: ./src/stats/sorted.ts
// Medians and order statistics of samples sorted once, with exactly the values simple-statistics
// gives, so the comparison can sort each side once and pass the sorted copy down instead of every
// step copying and re-selecting (STATISTICS.md §4 is unchanged; only the work is).
//
// Contract: `sortedCopy` returns a copy of the values in ascending order. `median(values)` equals
// `ss.median(values)`: simple-statistics picks the middle order statistic for odd n and, for even
// n, interpolates type-7 style as lo + 0.5·(hi − lo) (not (lo + hi)/2, which can differ in the last
// bit). Order statistics do not depend on the method that finds them, except for the sign of a
// zero (a sort may put −0 and +0 in either order, ss's quickselect may leave either in the
// middle), so `median` hands samples whose middle holds a zero, and any sample with NaN (which has
// no order), to ss.median itself.

/** Below this many values an insertion sort beats a typed-array sort (measured in Node 20). */
const INSERTION_LIMIT = 32;
/**
 * The values ascending, as a new array (numeric order; the input is not touched): a plain array
 * by insertion sort for the usual 5 to 30 values (a Float64Array that size lives outside V8's heap
 * and costs more to allocate than to sort), a typed-array sort above. Equal values are
 * indistinguishable except ±0, whose relative order is unspecified here: callers that care (see
 * `median`) check for zeros.
 */
function sortedCopy(values) {
    if (values.length > INSERTION_LIMIT) {
        const out = new Float64Array(values.length);
        out.set(values);
        return out.sort();
    }
    const out = [];
    for (let i = 0; i < values.length; i++) {
        const v = values[i] ?? NaN;
        let j = i - 1;
        out.push(v);
        for (; j >= 0 && (out[j] ?? NaN) > v; j--)
            out[j + 1] = out[j] ?? NaN;
        out[j + 1] = v;
    }
    return out;
}
/** ss.median's value for an ascending, NaN-free, non-empty sample (see the header for zeros). */
function medianOfSorted(sorted) {
    const n = sorted.length;
    const mid = n >> 1;
    if (n % 2 === 1)
        return sorted[mid] ?? NaN;
    const lo = sorted[mid - 1] ?? NaN;
    return lo + 0.5 * ((sorted[mid] ?? NaN) - lo);
}
/** True when the middle order statistics contain a zero, whose sign only ss.median can decide. */
function middleHasZero(sorted) {
    const n = sorted.length;
    return sorted[n >> 1] === 0 || (n % 2 === 0 && sorted[(n >> 1) - 1] === 0);
}
/**
 * ss.median(values), the same double, without a copy and a selection when the values are already
 * ascending (what compare's summaries pass) and with one small sort otherwise.
 * @throws Error for an empty sample, as ss.median does
 */
function sorted_median(values) {
    const n = values.length;
    if (n === 0)
        throw new Error('median requires at least one data point');
    // One pass: NaN (no order: leave it to ss) and whether the values are already ascending.
    let ascending = true;
    for (let i = 0; i < n; i++) {
        const v = values[i] ?? NaN;
        if (Number.isNaN(v))
            return simple_statistics/* median */.JZ(Array.from(values));
        if (i > 0 && (values[i - 1] ?? NaN) > v)
            ascending = false;
    }
    const sorted = ascending ? values : sortedCopy(values);
    return middleHasZero(sorted) ? simple_statistics/* median */.JZ(Array.from(values)) : medianOfSorted(sorted);
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
        // Row j still needs k − j picks, which add at least the k − j smallest doubled ranks left:
        // larger partial sums can no longer end ≤ cap. (A cell kept here never has a pruned source,
        // so the sums that remain are the same additions in the same order as without pruning.)
        const rowCap = cap - ((bounds.futureMin[bounds.processed + bounds.k - j] ?? 0) - (bounds.futureMin[bounds.processed] ?? 0));
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
/**
 * The DP table and row ranges, kept between calls and grown on demand: a suite runs this for
 * thousands of metrics, and a fresh table per call (tens of KB, outside V8's heap) cost more in
 * allocation and in the garbage collections its external memory triggered than the DP itself.
 */
let scratchTable = new Float64Array(0);
let scratchRows = new Int32Array(0);
/** P(S ≤ cap) and P(S = cap) for the doubled rank sum S of a random k-subset. */
function lowerTail(groups, k, cap) {
    const width = cap + 1;
    if (scratchTable.length < (k + 1) * width)
        scratchTable = new Float64Array((k + 1) * width);
    if (scratchRows.length < 2 * (k + 1))
        scratchRows = new Int32Array(2 * (k + 1));
    const table = scratchTable.fill(0, 0, (k + 1) * width);
    const lo = scratchRows.subarray(0, k + 1).fill(width); // occupied range of row j: [lo, hi]
    const hi = scratchRows.subarray(k + 1, 2 * (k + 1)).fill(-1);
    table[0] = 1;
    lo[0] = 0;
    hi[0] = 0;
    const futureMin = [0];
    for (const group of groups)
        for (let t = 0; t < group.size; t++)
            futureMin.push((futureMin[futureMin.length - 1] ?? 0) + group.doubledRank);
    const n = futureMin.length - 1;
    let processed = 0;
    for (const group of groups) {
        processed += group.size;
        addGroup(table, lo, hi, width, group, { jMin: Math.max(1, k - (n - processed)), jMax: Math.min(k, processed), futureMin, processed, k });
    }
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
/** Keyed by large·(EXACT_NO_TIES_MAX_PRODUCT + 1) + small: a number, so a lookup builds no string. */
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
    const key = large * (EXACT_NO_TIES_MAX_PRODUCT + 1) + small;
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
// is affordable, plus the sample-size helpers used for "need at least N samples" warnings.
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
/**
 * Ranks the pooled sample by merging x and y, each sorted once: equal values (−0 and +0 too) form
 * one tie group whatever side they come from, which is all the ranks depend on.
 */
function rankPooled(x, y) {
    const xs = sortedCopy(x);
    const ys = sortedCopy(y);
    const groups = [];
    let doubledRankSumX = 0;
    let tieTerm = 0;
    let i = 0;
    let j = 0;
    while (i < xs.length || j < ys.length) {
        // The smallest value not yet ranked; `<`, not a subtraction, so that ±Infinity compare correctly.
        const value = j >= ys.length || (i < xs.length && compareNumbers(xs[i] ?? 0, ys[j] ?? 0) <= 0) ? (xs[i] ?? 0) : (ys[j] ?? 0);
        const start = i + j;
        let fromX = 0;
        while (i < xs.length && xs[i] === value) {
            fromX++;
            i++;
        }
        while (j < ys.length && ys[j] === value)
            j++;
        const size = i + j - start;
        const doubledRank = 2 * start + size + 1;
        groups.push({ size, doubledRank });
        doubledRankSumX += fromX * doubledRank;
        tieTerm += size ** 3 - size;
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
    const { u, method, hasTies, tails } = mannWhitneyTails(x, y);
    return { u, p: selectTail(tails, alternative), method, hasTies };
}
/**
 * The 'greater' and 'less' p-values of `mannWhitneyU` at the cost of one: the ranks and, with
 * ties, the exact conditional distribution are computed once and both tails read from them
 * (the comparison needs both directions for every metric).
 * @throws RangeError if a sample is empty or contains NaN (a caller bug)
 */
function mannWhitneyPValues(x, y) {
    const { u, method, hasTies, tails } = mannWhitneyTails(x, y);
    return { u, greater: selectTail(tails, 'greater'), less: selectTail(tails, 'less'), method, hasTies };
}
function mannWhitneyTails(x, y) {
    checkSample('x', x);
    checkSample('y', y);
    const n1 = x.length;
    const n2 = y.length;
    const ranks = rankPooled(x, y);
    const u = (ranks.doubledRankSumX - n1 * (n1 + 1)) / 2;
    const hasTies = ranks.tieTerm > 0;
    if (!hasTies && isExactNoTiesSize(n1, n2)) {
        return { u, method: 'exact', hasTies, tails: { less: uNullCdf(u, n1, n2), greater: uNullCdf(n1 * n2 - u, n1, n2) } };
    }
    if (hasTies && n1 <= EXACT_TIES_LIMIT && n2 <= EXACT_TIES_LIMIT)
        return { u, method: 'exact-ties', hasTies, tails: exactTiedTails(ranks, n1, n2) };
    return { u, method: 'normal', hasTies, tails: normalTails(u, ranks, n1, n2) };
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
 * module header). Useful on its own for "need at least N samples" checks: the interval is bounded on
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
    // Keyed by confidence, then n: numbers, so a lookup (one per side per benchmark) builds no string.
    let byN = ORDERS_CACHE.get(confidence);
    if (byN === undefined) {
        byN = new Map();
        if (ORDERS_CACHE.size < 100)
            ORDERS_CACHE.set(confidence, byN);
    }
    let orders = byN.get(n);
    if (orders === undefined) {
        orders = n <= BINOMIAL_LIMIT ? binomialOrders(n, confidence) : normalOrders(n, confidence);
        if (byN.size < 10_000)
            byN.set(n, orders);
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
    return { loOrder: orders.loOrder, hiOrder: orders.hiOrder, confidence: orders.confidence, lo, hi };
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
    const keys = [...baseByKey.keys()];
    for (const key of headByKey.keys())
        if (!baseByKey.has(key))
            keys.push(key);
    keys.sort();
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
    return finite.length < MIN_METRICS_FOR_OFFSET ? undefined : simple_statistics/* median */.JZ(finite);
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
    // Medians through sorted.ts (the same values as ss.median, without a copy and a selection each);
    // the mean and SD stay ss's own, since a sum depends on the order of its terms.
    const median = sorted_median(values);
    const mean = simple_statistics/* mean */.RE(values);
    const cv = n >= 2 && mean !== 0 ? simple_statistics/* sampleStandardDeviation */.JK(values) / Math.abs(mean) : Number.NaN;
    const robustCv = median !== 0 ? (MAD_TO_SIGMA * sorted_median(values.map((v) => Math.abs(v - median)))) / Math.abs(median) : Number.NaN;
    return { n, median, min: simple_statistics/* min */.jk(values), max: simple_statistics/* max */.T9(values), mean, cv, robustCv };
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
    const median = sorted_median(values);
    const minimumSd = Math.sqrt(MIN_CLUSTER_SHARE * (1 - MIN_CLUSTER_SHARE)) * MIN_GAP_TO_MEDIAN * Math.abs(median);
    if (simple_statistics/* standardDeviation */.Fx(values) < minimumSd)
        return false;
    const [low, high] = simple_statistics/* ckmeans */.ve(values, 2);
    if (!low || !high)
        return false; // a single distinct value
    if (low.length < MIN_CLUSTER_SHARE * n || high.length < MIN_CLUSTER_SHARE * n)
        return false;
    const gap = simple_statistics/* min */.jk(high) - simple_statistics/* max */.T9(low);
    const withinSumOfSquares = simple_statistics/* sampleVariance */.y4(low) * (low.length - 1) + simple_statistics/* sampleVariance */.y4(high) * (high.length - 1);
    const pooledSd = Math.sqrt(withinSumOfSquares / (n - 2));
    const separation = simple_statistics/* mean */.RE(high) - simple_statistics/* mean */.RE(low);
    return gap >= MIN_GAP_TO_MEDIAN * Math.abs(median) && separation >= MIN_SEPARATION_IN_SDS * pooledSd;
}

;// CONCATENATED MODULE: ./src/stats/pairwise-differences.ts
// Order statistics of the n1·n2 pairwise differences y_j − x_i without listing and sorting them:
// the Hodges–Lehmann estimate and the Moses CI need only three or four of them, and at 100+100
// samples (criterion) or 1,000+1,000 runs (hyperfine) the full sort was most of a comparison.
//
// Contract: `differenceOrderStatistic(xDesc, yAsc, k)` returns the (k+1)-th smallest of the
// computed differences fl(y_j − x_i), the very double a sort of all of them would put at index k
// (0-based), for finite samples in which no y is −0 (the one case where a difference can be −0,
// whose place relative to +0 a numeric sort decides; the caller sorts instead).
//
// Method: with y ascending and x descending, D[j][i] = fl(y_j − x_i) increases along rows and
// columns (a correctly rounded subtraction is monotone), so the number of differences below a
// value is found in O(n1 + n2) by a staircase walk (J. F. Monahan, "Fast computation of the
// Hodges–Lehmann location estimator", ACM TOMS 10(3), 1984). Each row keeps a window of candidate
// columns. Every round draws a few dozen candidates, and two of them that bracket rank k in that
// sample (R. W. Floyd and R. L. Rivest, "Expected time bounds for selection", CACM 18(3), 1975)
// cut the windows down to the part that holds rank k: below the lower, between the two, or above
// the upper. A bracket usually keeps a fifth of the candidates, so a few rounds reach the small
// set that is sorted. Both pivots are candidates and the kept part excludes at least one, so the
// loop ends; the draws come from a fixed-seed generator, and the result does not depend on them.
/** When this few candidates are left, they are sorted directly. */
const SMALL = 64;
/** Candidates drawn per round, and how far (in sample positions) each pivot sits from rank k's. */
const DRAWS = 32;
const SPREAD = 3;
/**
 * The k-th (0-based) smallest of fl(y_j − x_i) over all pairs.
 * @param xDesc x sorted descending (finite)
 * @param yAsc y sorted ascending (finite, no −0)
 */
function differenceOrderStatistic(xDesc, yAsc, k) {
    const n2 = yAsc.length;
    // Row j's candidates are columns [lo[j], hi[j]); start[j] is the number of candidates before row j.
    const lo = new Int32Array(n2);
    const hi = new Int32Array(n2).fill(xDesc.length);
    const start = new Int32Array(n2 + 1);
    const lower = newSplit(n2);
    const upper = newSplit(n2);
    const draws = new Float64Array(DRAWS);
    let seed = 0x2545f491;
    for (;;) {
        let candidates = 0;
        let left = 0; // differences known to lie below rank k's: all before the windows
        for (let j = 0; j < n2; j++) {
            start[j] = candidates;
            candidates += (hi[j] ?? 0) - (lo[j] ?? 0);
            left += lo[j] ?? 0;
        }
        start[n2] = candidates;
        if (candidates <= SMALL)
            return smallest(xDesc, yAsc, lo, hi, candidates, k - left);
        for (let d = 0; d < DRAWS; d++) {
            seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
            draws[d] = candidateAt(xDesc, yAsc, lo, start, Math.floor((seed / 4294967296) * candidates));
        }
        draws.sort();
        const at = ((k - left + 0.5) / candidates) * DRAWS;
        const a = draws[Math.max(0, Math.floor(at) - SPREAD)] ?? NaN;
        const b = draws[Math.min(DRAWS - 1, Math.floor(at) + SPREAD)] ?? NaN;
        split(xDesc, yAsc, a, lower);
        if (k < lower.belowTotal) {
            for (let j = 0; j < n2; j++)
                hi[j] = Math.min(hi[j] ?? 0, lower.below[j] ?? 0);
            continue;
        }
        if (k < lower.upToTotal)
            return a;
        split(xDesc, yAsc, b, upper);
        if (k < upper.belowTotal) {
            for (let j = 0; j < n2; j++) {
                lo[j] = Math.max(lo[j] ?? 0, lower.upTo[j] ?? 0);
                hi[j] = Math.min(hi[j] ?? 0, upper.below[j] ?? 0);
            }
            continue;
        }
        if (k < upper.upToTotal)
            return b;
        for (let j = 0; j < n2; j++)
            lo[j] = Math.max(lo[j] ?? 0, upper.upTo[j] ?? 0);
    }
}
/**
 * D(k−1), given v = D(k) (k ≥ 1): v itself when rank k−1 ties with it, else the largest difference
 * below v, read off one staircase walk instead of a second selection (the even-count median
 * needs both middle ranks).
 */
function previousDifference(xDesc, yAsc, k, v) {
    const counts = newSplit(yAsc.length);
    split(xDesc, yAsc, v, counts);
    // At most k differences are below D(k); if fewer than k, rank k − 1 is v too.
    if (counts.belowTotal < k)
        return v;
    let largest = -Infinity;
    for (let j = 0; j < yAsc.length; j++) {
        const c = counts.below[j] ?? 0;
        if (c > 0)
            largest = Math.max(largest, (yAsc[j] ?? 0) - (xDesc[c - 1] ?? 0));
    }
    return largest;
}
function newSplit(rows) {
    return { below: new Int32Array(rows), upTo: new Int32Array(rows), belowTotal: 0, upToTotal: 0 };
}
/** The r-th candidate in row order (`start` holds each row's first rank), by binary search over rows. */
function candidateAt(xDesc, yAsc, lo, start, r) {
    let first = 0;
    let last = yAsc.length - 1;
    while (first < last) {
        const mid = (first + last + 1) >> 1;
        if ((start[mid] ?? 0) <= r)
            first = mid;
        else
            last = mid - 1;
    }
    return (yAsc[first] ?? 0) - (xDesc[(lo[first] ?? 0) + r - (start[first] ?? 0)] ?? 0);
}
/**
 * Counts the differences below and up to `value`, per row. Staircase from the last row up: its
 * counts are the smallest and only grow, so the two column pointers never move back.
 */
function split(xDesc, yAsc, value, out) {
    const n1 = xDesc.length;
    let lt = 0;
    let le = 0;
    out.belowTotal = 0;
    out.upToTotal = 0;
    for (let j = yAsc.length - 1; j >= 0; j--) {
        const yj = yAsc[j] ?? 0;
        while (lt < n1 && yj - (xDesc[lt] ?? 0) < value)
            lt++;
        if (le < lt)
            le = lt;
        while (le < n1 && yj - (xDesc[le] ?? 0) <= value)
            le++;
        out.below[j] = lt;
        out.upTo[j] = le;
        out.belowTotal += lt;
        out.upToTotal += le;
    }
}
/** The `rank`-th smallest of the remaining candidates, by sorting them. */
function smallest(xDesc, yAsc, lo, hi, count, rank) {
    const values = new Float64Array(count);
    let n = 0;
    for (let j = 0; j < yAsc.length; j++) {
        for (let i = lo[j] ?? 0; i < (hi[j] ?? 0); i++)
            values[n++] = (yAsc[j] ?? 0) - (xDesc[i] ?? 0);
    }
    values.sort();
    return values[rank] ?? NaN;
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
    return { ...criticalValue(n1, n2, confidence) };
}
/** C depends only on the sizes and the confidence, and a suite asks for the same few (a bisection each). */
const CRITICAL_VALUES = new Map();
function criticalValue(n1, n2, confidence) {
    const key = `${n1},${n2},${confidence}`;
    let value = CRITICAL_VALUES.get(key);
    if (value === undefined) {
        const halfAlpha = (1 - confidence) / 2;
        value = isExactNoTiesSize(n1, n2) ? exactCriticalValue(n1, n2, halfAlpha) : normalCriticalValue(n1, n2, halfAlpha);
        if (CRITICAL_VALUES.size < 10_000)
            CRITICAL_VALUES.set(key, value);
    }
    return value;
}
/** Up to this many differences they are listed and sorted; beyond, selected (pairwise-differences.ts). */
const SORT_LIMIT = 400;
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
    const total = n1 * n2;
    const { at, before } = total > SORT_LIMIT && !y.some((v) => Object.is(v, -0)) ? selector(x, y) : sortedDifferences(x, y);
    const mid = total >> 1;
    const middle = at(mid);
    const estimate = total % 2 === 1 ? middle : (before(mid, middle) + middle) / 2;
    const { c, lowerTail } = criticalValue(n1, n2, confidence);
    if (c < 0)
        return { estimate, lo: Number.NEGATIVE_INFINITY, hi: Number.POSITIVE_INFINITY, confidence: 1 };
    return { estimate, lo: at(c), hi: at(total - 1 - c), confidence: 1 - 2 * lowerTail };
}
function sortedDifferences(x, y) {
    const n1 = x.length;
    const total = n1 * y.length;
    if (y.some((v) => Object.is(v, -0))) {
        const diffs = new Float64Array(total);
        let k = 0;
        for (const yj of y)
            for (const xi of x)
                diffs[k++] = yj - xi;
        diffs.sort();
        return listed(diffs);
    }
    const xAsc = sortedCopy(x);
    if (scratch.length < 2 * total)
        scratch = new Float64Array(2 * SORT_LIMIT);
    let from = scratch.subarray(0, total);
    let to = scratch.subarray(total, 2 * total);
    let k = 0;
    for (let j = 0; j < y.length; j++) {
        const yj = y[j] ?? 0;
        for (let i = n1 - 1; i >= 0; i--)
            from[k++] = yj - (xAsc[i] ?? 0);
    }
    for (let width = n1; width < total; width *= 2) {
        for (let start = 0; start < total; start += 2 * width)
            mergeRuns(from, to, start, Math.min(start + width, total), Math.min(start + 2 * width, total));
        const merged = to;
        to = from;
        from = merged;
    }
    return listed(from);
}
function listed(sorted) {
    return { at: (rank) => sorted[rank] ?? 0, before: (rank) => sorted[rank - 1] ?? 0 };
}
/** Merge buffers for sortedDifferences, reused: small typed arrays live outside V8's heap and are slow to allocate. */
let scratch = new Float64Array(0);
/** Merges the ascending runs from[start, middle) and from[middle, end) into to[start, end). */
function mergeRuns(from, to, start, middle, end) {
    let i = start;
    let j = middle;
    for (let k = start; k < end; k++) {
        if (j >= end || (i < middle && (from[i] ?? 0) <= (from[j] ?? 0)))
            to[k] = from[i++] ?? 0;
        else
            to[k] = from[j++] ?? 0;
    }
}
/** D(k+1) by selection in the sorted difference matrix (see pairwise-differences.ts). */
function selector(x, y) {
    const xDesc = new Float64Array(x.length);
    xDesc.set(x);
    xDesc.sort().reverse();
    const yAsc = new Float64Array(y.length);
    yAsc.set(y);
    yAsc.sort();
    return {
        at: (rank) => differenceOrderStatistic(xDesc, yAsc, rank),
        before: (rank, atRank) => previousDifference(xDesc, yAsc, rank, atRank),
    };
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
    return simple_statistics/* gammaln */.SW(a) + simple_statistics/* gammaln */.SW(b) - simple_statistics/* gammaln */.SW(a + b);
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
    const sd = simple_statistics/* sampleStandardDeviation */.JK(logs);
    if (!(sd > 0))
        return undefined;
    const t = (Math.log(candidate) - simple_statistics/* mean */.RE(logs)) / (sd * Math.sqrt(1 + 1 / h));
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
const allPositiveFinite = (xs) => xs.every((v) => v > 0 && Number.isFinite(v));
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
        return { kind: 'inconclusive', ratio: medianRatio(base, head), reason: `too few samples (n=${base.length}+${head.length}); need at least ${MIN_SAMPLES} per side, 10 recommended`, warnings };
    }
    for (const [side, values] of [['base', base], ['head', head]]) {
        if (allEqual(values)) {
            return { kind: 'inconclusive', ratio: medianRatio(base, head), reason: `all ${values.length} ${side} samples are equal (${values[0]}): too coarse to test; increase the benchmark time`, warnings };
        }
    }
    if (!allPositiveFinite(base) || !allPositiveFinite(head))
        return testOnDifferences(input, warnings);
    return testOnLogs(input, offsetLog, warnings);
}
/**
 * Metrics that should not vary (allocation counts, sizes): a plain threshold on the medians, no
 * test (§4.6), with a warning when the values do vary after all.
 */
function compareExactly(input, warnings) {
    // Say which side varies and how: a real change between base and head is not variation.
    const varying = ['base', 'head'].filter((side) => !allEqual(input[side])).map((side) => {
        const values = input[side];
        return `${side} ranges from ${Math.min(...values)} to ${Math.max(...values)}`;
    });
    if (varying.length > 0)
        warnings.push(`exact distribution expected, but ${varying.join(' and ')}; compared by medians`);
    return { kind: 'exact', ratio: effectRatio(median(input.base), median(input.head)), warnings };
}
function testOnLogs(input, offsetLog, warnings) {
    const s = costSign(input.better);
    const logBase = input.base.map(Math.log);
    const logHead = input.head.map((v) => Math.log(v) - s * offsetLog);
    // For lower-is-better units the cost is the log itself (1·v is v, bit for bit): no copies.
    const costBase = s === 1 ? logBase : logBase.map((v) => s * v);
    const costHead = s === 1 ? logHead : logHead.map((v) => s * v);
    // One ranking gives both directions (the exact tie-aware distribution is the costly part).
    const tails = mannWhitneyPValues(costHead, costBase);
    let pWorse = tails.greater;
    let pBetter = tails.less;
    const hl = hodgesLehmann(logBase, logHead);
    let method = 'mann-whitney';
    const history = historyTest(input, () => costSign(input.better) * Math.log(median(input.head)));
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
    const { greater: pWorse, less: pBetter } = mannWhitneyPValues(input.head.map((v) => s * v), input.base.map((v) => s * v));
    warnings.push('values of 0 or less, or not finite: tested on raw values; the change is relative to |base median|, without CI');
    return { kind: 'tested', method: 'mann-whitney', ratio: medianRatio(input.base, input.head), ci: null, pWorse, pBetter, warnings };
}
/**
 * One number per run (n = 1 each side): only a history of earlier runs can say what is noise
 * (§4.4 item 10). The effect is then measured against the history's centre, the same reference
 * the test uses, not against the single base run.
 */
function testOneNumberPerRun(input, offsetLog, warnings) {
    const [b = 0, h = 0] = [input.base[0], input.head[0]];
    const history = h > 0 ? historyTest(input, () => costSign(input.better) * Math.log(h)) : undefined;
    if (history === undefined) {
        const ratio = b > 0 && h > 0 ? Math.exp(Math.log(h / b) - costSign(input.better) * offsetLog) : effectRatio(b, h);
        const runs = input.history?.costLogs.length ?? 0;
        return { kind: 'inconclusive', ratio, warnings,
            reason: `1 sample per run and ${runs} baseline run${runs === 1 ? '' : 's'} in history; need at least ${MIN_HISTORY_RUNS} baseline runs (or 7 samples per side) to gate. Reporting the ratio only: ${formatPercent(ratio - 1)}` };
    }
    return { kind: 'tested', method: 'history', ratio: history.ratio, ci: null, pWorse: history.pWorse, pBetter: history.pBetter, warnings };
}
/**
 * The history prediction test in both directions, for a head run whose (uncorrected) log cost is
 * given; a function, so that the head's median is only taken when there is a history to test against.
 */
function historyTest(input, headCostLog) {
    const history = input.history;
    if (history === undefined || history.costLogs.length < MIN_HISTORY_RUNS)
        return undefined;
    const candidate = headCostLog() - history.offsetLog;
    const worse = historyPredictionTest(history.costLogs.map(Math.exp), Math.exp(candidate));
    const better = historyPredictionTest(history.costLogs.map((v) => Math.exp(-v)), Math.exp(-candidate));
    if (worse === undefined || better === undefined)
        return undefined;
    const centre = simple_statistics/* mean */.RE([...history.costLogs]);
    return { pWorse: worse.p, pBetter: better.p, ratio: Math.exp(costSign(input.better) * (candidate - centre)) };
}
function baselineWarnings(base) {
    if (base.length < MIN_SAMPLES || base.some((v) => !(v > 0)))
        return [];
    // Equal finite values (most allocation counts and sizes) can be neither noisy nor bimodal: their
    // CV is rounding-level, their MAD 0 and their SD below the bimodality pre-check. Skip the work.
    if (allEqual(base) && Number.isFinite(base[0]))
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
    return values.length === 0 ? NaN : sorted_median(values);
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


const JUDGED = new Set(['regression', 'improvement', 'below-threshold', 'no-change']);
/** Applies the sample-size floor and adds the policy's notes to one comparison (in place). */
function applyGatePolicy(comparison, policy = {}) {
    const floor = policy.minSamples;
    const [n1, n2] = comparison.n;
    if (floor !== undefined && JUDGED.has(comparison.status) && comparison.method !== 'exact' && Math.min(n1, n2) < floor) {
        comparison.warnings.push(`n=${n1}+${n2} is below the sample-size floor (min-samples ${floor}): not judged`);
        comparison.status = 'inconclusive';
    }
    comparison.warnings.push(...(policy.notesFor?.(comparison) ?? []));
    // Recorded on the comparison, so the JSON report (and a re-render of it) knows without the config.
    if (policy.isInformational?.(comparison) === true)
        comparison.informational = true;
    return comparison;
}
/** The comparisons that fail the gate. */
function gatingRegressions(comparisons, policy = {}) {
    return comparisons.filter((c) => c.status === 'regression' && c.informational !== true && policy.isInformational?.(c) !== true);
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
/** A percentage, or "0 -> 48" when the base was zero and a percentage would be infinite. */
function changeOf(c) {
    if (c.ratio === null)
        return '';
    if (!Number.isFinite(c.ratio) && c.base !== undefined && c.head !== undefined)
        return `${c.base.median} -> ${c.head.median}`;
    return formatPercent(c.ratio - 1);
}
/** One line for a failed job: "2 benchmarks regressed beyond 5%: Encode/json sec/op +11.35%, ...". */
function describeFailure(regressions) {
    const shown = regressions.slice(0, 5).map((c) => `${c.name} ${c.unit} ${changeOf(c)}`.trim());
    const more = regressions.length > shown.length ? `, and ${regressions.length - shown.length} more` : '';
    const thresholds = [...new Set(regressions.map((c) => formatPercent(c.threshold, 0).replace('+', '')))].join('/');
    return `${regressions.length} benchmark metric${regressions.length === 1 ? '' : 's'} regressed beyond ${thresholds}: ${shown.join(', ')}${more}`;
}

;// CONCATENATED MODULE: ./src/compare/geomean-ci.ts
/**
 * The uncertainty of a suite's geomean: a 95% t-interval on the mean of the per-benchmark log
 * ratios, back-transformed. It answers "how much does the suite-wide change depend on which
 * benchmarks are in the suite", which is what a reader of a geomean wants to know; the noise
 * within each benchmark is already in that benchmark's own CI.
 *
 * Note: a bootstrap would need randomness (the decision path is deterministic) and gives nearly the
 * same interval for the suite sizes we see; the t-interval is exact for normal log ratios.
 */

/** The quantile of Student's t with `df` degrees of freedom at probability `p` (0 < p < 1), by bisection. */
function studentTQuantile(p, df) {
    if (!(p > 0 && p < 1))
        throw new RangeError(`studentTQuantile: p must be in (0, 1), got ${p}`);
    if (p === 0.5)
        return 0;
    if (p < 0.5)
        return -studentTQuantile(1 - p, df);
    let lo = 0;
    let hi = 1;
    while (studentTCdf(hi, df) < p)
        hi *= 2;
    for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i += 1) {
        const mid = (lo + hi) / 2;
        if (studentTCdf(mid, df) < p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
}
/**
 * The `level` interval (default 95%) of exp(mean(logs)); undefined below two finite values.
 * `logs` are natural logs of ratios head/base.
 */
function geomeanInterval(logs, level = 0.95) {
    const finite = logs.filter(Number.isFinite);
    const n = finite.length;
    if (n < 2)
        return undefined;
    let mean = 0;
    for (const x of finite)
        mean += x;
    mean /= n;
    let squares = 0;
    for (const x of finite)
        squares += (x - mean) ** 2;
    const standardError = Math.sqrt(squares / (n - 1) / n);
    const half = studentTQuantile(1 - (1 - level) / 2, n - 1) * standardError;
    return [Math.exp(mean - half), Math.exp(mean + half)];
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
    attachHistory(comparisons, base);
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
    const machine = machineOf(set);
    if (machine !== undefined)
        out.machine = machine;
    return out;
}
/** context.machine, else what the tool's config lines say (Go's `cpu:`, `goos:`, `goarch:`). */
function machineOf(set) {
    const m = set.context.machine ?? {};
    const config = set.context.config;
    const info = {};
    if (m.fingerprint !== undefined)
        info.fingerprint = m.fingerprint;
    const os = m.os ?? config.goos;
    const arch = m.arch ?? config.goarch;
    const cpu = m.cpu ?? config.cpu;
    if (os !== undefined)
        info.os = os;
    if (arch !== undefined)
        info.arch = arch;
    if (cpu !== undefined)
        info.cpu = cpu;
    if (m.cores !== undefined)
        info.cores = m.cores;
    return Object.keys(info).length === 0 ? undefined : info;
}
/** The baseline history of each flagged result (for the report's trend chart): one median per run, oldest first. */
function attachHistory(comparisons, base) {
    const runs = base.history ?? [];
    if (runs.length === 0)
        return;
    for (const c of comparisons) {
        if (c.status !== 'regression' && c.status !== 'improvement')
            continue;
        const series = runs.map((run) => run.values[c.key]?.[c.unit] ?? null);
        if (series.some((v) => v !== null))
            c.history = series;
    }
}
/** Geomean of per-benchmark ratios per unit (logAverage, never geometricMean: it underflows). */
function geomeans(comparisons, offset) {
    const byUnit = new Map();
    for (const c of comparisons) {
        if (!COMPARED.has(c.status) || c.ratio === null || !(c.ratio > 0) || !Number.isFinite(c.ratio))
            continue;
        const group = byUnit.get(c.unit);
        if (group === undefined)
            byUnit.set(c.unit, [c]);
        else
            group.push(c); // (a spread copy per row made this quadratic: minutes at 100,000 benchmarks)
    }
    return [...byUnit].map(([unit, rows]) => {
        const row = { unit, ratio: simple_statistics/* logAverage */.yc(rows.map((c) => c.ratio ?? 1)), count: rows.length };
        const ci = geomeanInterval(rows.map((c) => Math.log(c.ratio ?? 1)));
        if (ci !== undefined)
            row.ci = ci;
        if (offset !== undefined) {
            row.uncorrectedRatio = simple_statistics/* logAverage */.yc(rows.map((c) => (c.ratio ?? 1) * (c.method === 'exact' ? 1 : Math.exp(costSign(c.better) * offset))));
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
        return applyGatePolicy(buildComparison(pair, stats[index], adjusted.get(index), { ...settings, threshold }, reachable, tested.length), options.policy);
    });
    const report = buildReport({ base, head, comparisons, settings, warnings, offset, correcting });
    report.verdict = gateVerdict(comparisons, options.policy);
    return report;
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
        comparison.warnings.push(`n=${n1}+${n2} cannot reach significance for a single regression among ${m} comparison${m === 1 ? '' : 's'} at q=${settings.q}; need at least ${need} samples per side (${Math.max(need, 10)} recommended)`);
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

;// CONCATENATED MODULE: ./src/compare/confirm.ts
/**
 * Confirm on rerun, the decision (pure). A regression flagged by the first measurement is
 * re-measured (only the flagged benchmarks; run/confirm.ts does the running), the rerun's samples
 * replace head's for those benchmarks, and the whole comparison runs again against the same
 * baseline (so the machine offset and the multiple-comparison adjustment see the whole suite, as
 * the first time). A flagged regression then
 *   - reproduces: it stays a regression, with the note "confirmed on rerun: +11.8% [...]";
 *   - does not: its row becomes the rerun's (not gating), with the note "flagged as a regression
 *     (+12.0% [...]) but not reproduced on rerun (+0.4% [...])";
 *   - was not reported by the rerun: the first result stands, with a note saying so.
 */


const CONFIRM_SETTINGS = (/* unused pure expression or super */ null && (['auto', 'on', 'off']));
/**
 * Whether to rerun `regressions`: `on` always, `off` never, `auto` in cached mode (a baseline from
 * another job) and when a flagged metric has one sample per side (one number per run).
 */
function confirmWanted(setting, mode, regressions) {
    if (regressions.length === 0 || setting === 'off')
        return false;
    return setting === 'on' || mode === 'cached' || regressions.some((c) => c.n[0] <= 1 && c.n[1] <= 1);
}
/** The benchmarks of `head` behind the flagged comparisons, once each, in report order. */
function flaggedBenchmarks(head, regressions) {
    const keys = new Set(regressions.map((c) => c.key));
    return head.benchmarks.filter((b) => keys.has(b.key));
}
/** `head` with the benchmarks named by `keys` replaced by the rerun's (those the rerun reported). */
function withRerunSamples(head, rerun, keys) {
    const fresh = new Map(rerun.benchmarks.filter((b) => keys.has(b.key)).map((b) => [b.key, b]));
    return { ...head, benchmarks: head.benchmarks.map((b) => fresh.get(b.key) ?? b) };
}
/** "+12.0% [+9.1%, +15.2%]": a change with its confidence interval. */
function describeChange(c) {
    if (c.ratio === null)
        return 'no estimate';
    const ci = c.ci === null || !c.ci.every(Number.isFinite) ? '' : ` [${formatPercent(c.ci[0] - 1, 1)}, ${formatPercent(c.ci[1] - 1, 1)}]`;
    return `${formatPercent(c.ratio - 1, 1)}${ci}`;
}
const rowId = (c) => `${c.key}\u0000${c.unit}`;
/** The final report: flagged rows confirmed, cleared or left standing, counts and verdict redone. */
function applyConfirmation(input) {
    const flagged = new Set(input.flagged.map(rowId));
    const rerunRows = new Map(input.rerun.comparisons.map((c) => [rowId(c), c]));
    const outcomes = [];
    const comparisons = input.first.comparisons.map((c) => {
        if (!flagged.has(rowId(c)))
            return c;
        const again = input.rerunKeys.has(c.key) ? rerunRows.get(rowId(c)) : undefined;
        const first = { ratio: c.ratio, ci: c.ci };
        if (again === undefined) {
            outcomes.push({ key: c.key, unit: c.unit, first, rerun: null, outcome: 'unavailable' });
            return { ...c, warnings: [...c.warnings, `flagged as a regression (${describeChange(c)}); the rerun did not report this benchmark, so the first result stands`] };
        }
        const rerun = { status: again.status, ratio: again.ratio, ci: again.ci };
        if (again.status === 'regression') {
            outcomes.push({ key: c.key, unit: c.unit, first, rerun, outcome: 'confirmed' });
            return { ...c, warnings: [...c.warnings, `confirmed on rerun: ${describeChange(again)}`] };
        }
        outcomes.push({ key: c.key, unit: c.unit, first, rerun, outcome: 'cleared' });
        return { ...again, warnings: [...again.warnings, `flagged as a regression (${describeChange(c)}) but not reproduced on rerun (${describeChange(again)})`] };
    });
    const count = (o) => outcomes.filter((x) => x.outcome === o).length;
    const parts = [`${count('confirmed')} confirmed`, `${count('cleared')} not reproduced`, ...(count('unavailable') > 0 ? [`${count('unavailable')} not reported by the rerun`] : [])];
    const shown = input.command.length > 80 ? `${input.command.slice(0, 79)}…` : input.command;
    const summary = `confirm on rerun: ${outcomes.length} flagged regression${outcomes.length === 1 ? '' : 's'} re-measured (${input.runs} run${input.runs === 1 ? '' : 's'} of \`${shown}\`): ${parts.join(', ')}`;
    // The suite-wide numbers (geomeans, machine offset) are the rerun's: the final measurement.
    const { geomeans, machineOffset } = input.rerun;
    return {
        ...input.first,
        geomeans,
        ...(machineOffset === undefined ? {} : { machineOffset }),
        comparisons,
        summary: countStatuses(comparisons),
        verdict: gateVerdict(comparisons, input.policy),
        warnings: [...input.first.warnings, summary],
        confirmation: { command: input.command, runs: input.runs, regressions: outcomes },
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 13 modules
var schemas = __webpack_require__(5491);
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
const StringMap = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP());
const SourceRefSchema = schemas/* object */.Ikc({
    file: schemas/* string */.YjP().describe('The input the value came from, as the user named it.'),
    line: schemas/* number */.aig().int().min(1).describe('1-based line number in that input.'),
});
const DiagnosticSchema = schemas/* object */.Ikc({
    severity: schemas/* enum */.k5n(SEVERITIES),
    source: schemas/* string */.YjP(),
    line: schemas/* number */.aig().int().min(0).describe('1-based line; 0 when the problem concerns the whole input.'),
    message: schemas/* string */.YjP(),
    text: schemas/* string */.YjP().optional().describe('The offending line, shortened.'),
});
const SummarySchema = schemas/* object */.Ikc({
    n: schemas/* number */.aig().int().min(1).describe('How many samples the tool summarised.'),
    center: schemas/* number */.aig().describe('The tool\'s point estimate (median unless `centerKind` says otherwise), base units.'),
    centerKind: schemas/* enum */.k5n(['median', 'mean', 'point-estimate']),
    min: schemas/* number */.aig().optional(),
    max: schemas/* number */.aig().optional(),
    stddev: schemas/* number */.aig().optional(),
    spread: schemas/* number */.aig().optional().describe('A tool-specific spread, e.g. libtest\'s max-min "(+/- x)".'),
});
const MetricSchema = schemas/* object */.Ikc({
    unit: schemas/* string */.YjP().min(1).describe('Base unit after tidying, e.g. sec/op, B/s, allocs/op.'),
    originalUnit: schemas/* string */.YjP().min(1).describe('The unit as the tool printed it, e.g. ns/op, MB/s.'),
    better: schemas/* enum */.k5n(DIRECTIONS).describe('Whether lower or higher values are better.'),
    assumption: schemas/* enum */.k5n(ASSUMPTIONS).describe('`exact`: every run should give the same value (sizes, counts); `nothing`: a noisy measurement.'),
    samples: schemas/* array */.YOg(schemas/* number */.aig()).describe('Every sample, in base units, in the order the tool printed them.'),
    iterations: schemas/* array */.YOg(schemas/* number */.aig().int().min(0)).optional().describe('Per sample: how many iterations the tool averaged over (Go\'s N).'),
    summary: SummarySchema.optional().describe('Present when the tool gives a summary instead of samples.'),
}).refine((m) => m.samples.length > 0 || m.summary !== undefined, {
    message: 'a metric needs at least one sample or a summary',
});
const NamePartsSchema = schemas/* object */.Ikc({
    package: schemas/* string */.YjP().optional().describe('Go package (`pkg:` line) or the tool\'s equivalent.'),
    base: schemas/* string */.YjP().describe('The benchmark\'s own name, before any sub-benchmark part.'),
    sub: schemas/* array */.YOg(schemas/* string */.YjP()).describe('Sub-benchmark parts, in order (`size=1000`, `sha256`).'),
    params: StringMap.describe('The `key=value` sub-benchmark parts as a map.'),
    procs: schemas/* number */.aig().int().min(1).optional().describe('GOMAXPROCS from the `-N` suffix (1 when absent). Advisory: `n-10` is ambiguous.'),
});
const BenchmarkSchema = schemas/* object */.Ikc({
    key: schemas/* string */.YjP().describe('Identity used to join base and head: package and full name.'),
    name: schemas/* string */.YjP().describe('The full name as the tool printed it.'),
    parts: NamePartsSchema,
    status: schemas/* enum */.k5n(BENCHMARK_STATUSES),
    messages: schemas/* array */.YOg(schemas/* string */.YjP()).optional().describe('Failure, skip or panic text the tool printed for it.'),
    config: StringMap.describe('Config lines in force for this benchmark (goos, goarch, pkg, cpu, any key: value).'),
    source: SourceRefSchema.optional().describe('Where its first result appeared.'),
    metrics: schemas/* array */.YOg(MetricSchema),
});
const MachineSchema = schemas/* object */.Ikc({
    fingerprint: schemas/* string */.YjP().optional().describe('Stable id of the machine class; results from different fingerprints are not compared.'),
    os: schemas/* string */.YjP().optional(),
    arch: schemas/* string */.YjP().optional(),
    cpu: schemas/* string */.YjP().optional(),
    cores: schemas/* number */.aig().int().optional(),
});
const ContextSchema = schemas/* object */.Ikc({
    tool: schemas/* enum */.k5n(TOOL_KINDS),
    toolVersion: schemas/* string */.YjP().optional(),
    commit: schemas/* string */.YjP().optional(),
    branch: schemas/* string */.YjP().optional(),
    time: schemas/* string */.YjP().optional().describe('ISO 8601 time of the run.'),
    machine: MachineSchema.optional(),
    config: StringMap.describe('The tool\'s config lines at the first result (goos, goarch, cpu, ...).'),
    sources: schemas/* array */.YOg(schemas/* string */.YjP()).describe('The inputs this set was read from.'),
});
const HistoryRunSchema = schemas/* object */.Ikc({
    commit: schemas/* string */.YjP().optional(),
    time: schemas/* string */.YjP().optional(),
    runId: schemas/* string */.YjP().optional(),
    values: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* number */.aig()))
        .describe('benchmark key -> base unit -> that run\'s median.'),
});
const ResultSetSchema = schemas/* object */.Ikc({
    schema: schemas/* literal */.euz(SCHEMA_ID),
    schemaVersion: schemas/* literal */.euz(SCHEMA_VERSION),
    suite: schemas/* string */.YjP().optional(),
    context: ContextSchema,
    benchmarks: schemas/* array */.YOg(BenchmarkSchema),
    diagnostics: schemas/* array */.YOg(DiagnosticSchema),
    history: schemas/* array */.YOg(HistoryRunSchema).optional()
        .describe('Medians of earlier baseline runs, newest last, for the cached-baseline history test.'),
});

// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/errors.js
var classic_errors = __webpack_require__(961);
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
 * `where` names the input in error messages; `lineOf` (from the JSON text) adds each issue's line.
 */
function loadResultSet(doc, where, migrations = MIGRATIONS, lineOf) {
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
        // With the text's line map, each issue says where it is: "base.json:12: Invalid input ...".
        const issues = lineOf === undefined ? parsed.error.issues : parsed.error.issues.map((i) => ({ ...i, message: `${where}:${lineOf(i.path)}: ${i.message}` }));
        return { ok: false, error: `Invalid result file ${where}:\n${errors/* prettifyError */.S1(new classic_errors/* ZodError */.G(issues))}` };
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

// EXTERNAL MODULE: ./src/parsers/collector.ts
var parsers_collector = __webpack_require__(7307);
;// CONCATENATED MODULE: ./src/parsers/go-values.ts
/**
 * Reading the numbers of a Go benchmark result line: the iteration count (a decimal int64) and
 * the values, which are anything Go's strconv.ParseFloat accepts (FORMATS.md §1.1): decimals with
 * exponents, `NaN`, `Inf`/`+Inf`/`-Inf`/`Infinity` in any case, hex floats (`0x1p-2`) and `_`
 * digit separators after a base prefix. JavaScript's parseFloat is not used because it reads
 * `Inf` as NaN and `12abc` as 12.
 */
const HEX_FLOAT = /^([+-]?)0[xX]((?:[0-9a-fA-F]_?)*[0-9a-fA-F]?)(?:\.([0-9a-fA-F_]*))?[pP]([+-]?\d+)$/;
const INFINITY = /^([+-]?)inf(?:inity)?$/i;
/**
 * True when `text` is a plain decimal, /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/, checked by
 * hand: every value of every result line comes through here, and the scan is several times faster
 * than that regular expression.
 */
function isDecimal(text) {
    const n = text.length;
    let i = 0;
    let c = text.charCodeAt(0);
    if (c === 43 || c === 45)
        c = text.charCodeAt(++i); // + -
    let digits = 0;
    while (c >= 48 && c <= 57) {
        digits++;
        c = text.charCodeAt(++i);
    }
    if (c === 46) { // .
        c = text.charCodeAt(++i);
        while (c >= 48 && c <= 57) {
            digits++;
            c = text.charCodeAt(++i);
        }
    }
    if (digits === 0)
        return false;
    if (c === 101 || c === 69) { // e E
        c = text.charCodeAt(++i);
        if (c === 43 || c === 45)
            c = text.charCodeAt(++i);
        const start = i;
        while (c >= 48 && c <= 57)
            c = text.charCodeAt(++i);
        if (i === start)
            return false;
    }
    return i === n;
}
/** Parses a Go float; undefined when Go would reject it. */
function parseGoFloat(text) {
    if (isDecimal(text))
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
    if (text.length === 0)
        return undefined;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c < 48 || c > 57)
            return undefined;
    }
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : undefined;
}
/**
 * Parses `<iterations> <value> <unit> [<value> <unit>]...`: the fields from index `start` on (the
 * name before them is skipped by index rather than by copying the array).
 */
function parseGoFields(fields, start = 0) {
    const first = fields[start];
    if (first === undefined)
        return { ok: false, reason: 'missing iteration count' };
    const iterations = parseIterations(first);
    if (iterations === undefined)
        return { ok: false, reason: `iteration count "${first}" is not a whole number` };
    const rest = fields.length - start - 1;
    if (rest <= 0)
        return { ok: false, reason: 'missing measurements after the iteration count' };
    if (rest % 2 !== 0)
        return { ok: false, reason: `missing unit after value "${fields[fields.length - 1] ?? ''}"` };
    const measurements = [];
    for (let i = start + 1; i < fields.length; i += 2) {
        const raw = fields[i] ?? '';
        const value = parseGoFloat(raw);
        if (value === undefined)
            return { ok: false, reason: `"${raw}" is not a number` };
        measurements.push({ value, unit: fields[i + 1] ?? '' });
    }
    return { ok: true, iterations, measurements };
}

;// CONCATENATED MODULE: ./src/parsers/go-line-scan.ts
/**
 * The fast path for the lines that make up nearly all of a `go test -bench` log: a well-formed
 * result line `BenchmarkName-8  <iterations>  <value> <unit> ...`, read in one pass over its
 * characters without splitting it into field strings (at 100,000 lines per file, splitting and
 * the per-field regular expressions were most of the parse).
 *
 * Contract: `scanResultLine(text, start, end, ...)` reads the line text.slice(start, end) in place.
 * It either returns false (the caller then reads the line the general way, which also produces every
 * diagnostic) or fills `out` with exactly what the general way gets from
 * `parseGoFields(splitFields(line), 1)` when that succeeds: the same name end, iteration count,
 * values (the same doubles) and unit strings. It declines anything unusual: a non-ASCII character,
 * a single field, a non-numeric or oversized iteration count, an odd number of fields, or a value
 * parseGoFloat rejects.
 *
 * Values: a plain decimal of at most 15 significant digits and at most 22 decimals is m / 10^q with
 * m and 10^q exact doubles, so the correctly rounded division is the very double Number(text) gives
 * (both round the same real number to nearest). Anything else goes through parseGoFloat.
 */

/** Exact powers of ten (every one up to 1e22 is a double without rounding). */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];
/** The ASCII members of JavaScript's \s (the caller has ruled out every other character). */
const isSpace = (c) => c === 32 || (c >= 9 && c <= 13);
/**
 * Unit strings seen so far, so that `ns/op` on line 90,000 is the same string object as on line 1
 * (no allocation per field, and Map lookups by it hit a cached hash).
 */
class UnitNames {
    names = [];
    intern(line, start, end) {
        for (const name of this.names)
            if (name.length === end - start && line.startsWith(name, start))
                return name;
        const name = line.slice(start, end);
        if (this.names.length < 64)
            this.names.push(name);
        return name;
    }
}
/** Reads one result line into `out`; false means "use the general path" (see the module header). */
function scanResultLine(line, start, n, out, units) {
    let i = start;
    let c = 0;
    for (; i < n; i++) {
        c = line.charCodeAt(i);
        if (c > 127)
            return false;
        if (isSpace(c))
            break;
    }
    out.nameEnd = i;
    i = skipSpaces(line, i, n);
    if (i < 0 || i === n)
        return false;
    // The iteration count: digits up to the next space; 15 digits keep the sum exact.
    const digitsStart = i;
    let iterations = 0;
    for (c = line.charCodeAt(i); c >= 48 && c <= 57 && i < n; c = line.charCodeAt(++i))
        iterations = iterations * 10 + (c - 48);
    if (i === digitsStart || i - digitsStart > 15 || (i < n && !isSpace(c)))
        return false;
    out.iterations = iterations;
    let count = 0;
    for (;;) {
        i = skipSpaces(line, i, n);
        if (i < 0)
            return false;
        if (i === n)
            break;
        const valueStart = i;
        i = fieldEnd(line, i, n);
        if (i < 0)
            return false;
        const value = readDecimal(line, valueStart, i) ?? parseGoFloat(line.slice(valueStart, i));
        if (value === undefined)
            return false;
        i = skipSpaces(line, i, n);
        if (i < 0 || i === n)
            return false; // a value without its unit: the general path explains it
        const unitStart = i;
        i = fieldEnd(line, i, n);
        if (i < 0)
            return false;
        out.values[count] = value;
        out.units[count] = units.intern(line, unitStart, i);
        count++;
    }
    out.count = count;
    return count > 0;
}
/** Index of the first non-space in [i, end), or end; −1 on a non-ASCII character. */
function skipSpaces(line, i, end) {
    for (; i < end; i++) {
        const c = line.charCodeAt(i);
        if (c > 127)
            return -1;
        if (!isSpace(c))
            return i;
    }
    return i;
}
/** Index just past the field starting at i (at most end); −1 on a non-ASCII character. */
function fieldEnd(line, i, end) {
    for (; i < end; i++) {
        const c = line.charCodeAt(i);
        if (c > 127)
            return -1;
        if (isSpace(c))
            return i;
    }
    return i;
}
/**
 * The value of `[+-]?digits[.digits]` (or `.digits`) in line[start, end) when it is exact by the
 * m / 10^q route (see the module header); undefined for anything else, which parseGoFloat reads.
 */
function readDecimal(line, start, end) {
    let i = start;
    let c = line.charCodeAt(i);
    const negative = c === 45;
    if (c === 43 || c === 45)
        c = line.charCodeAt(++i);
    let m = 0;
    let digits = 0;
    let significant = 0;
    let decimals = -1; // −1 until the point is seen
    for (; i < end; c = line.charCodeAt(++i)) {
        if (c >= 48 && c <= 57) {
            digits++;
            if (decimals >= 0)
                decimals++;
            if (m !== 0 || c !== 48)
                significant++;
            m = m * 10 + (c - 48);
        }
        else if (c === 46 && decimals < 0) {
            decimals = 0;
        }
        else {
            return undefined;
        }
    }
    if (digits === 0 || significant > 15 || decimals > 22)
        return undefined;
    const value = decimals > 0 ? m / (POWERS_OF_TEN[decimals] ?? 1) : m;
    return negative ? -value : value;
}

;// CONCATENATED MODULE: ./src/parsers/go-name.ts
/** A `-N` procs suffix; GOMAXPROCS has at most 9 digits, so `-99999999999999999999` is part of the name. */
const PROCS_SUFFIX = /-(\d{1,9})$/;
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

const SUFFIX = /-(\d{1,9})$/; // GOMAXPROCS has at most 9 digits: a longer number is part of the name
/** Fixes `parts.procs` per package and returns diagnostics for ambiguous names. */
function resolveProcs(benchmarks, source) {
    const byPackage = new Map();
    for (const b of benchmarks) {
        const group = byPackage.get(b.parts.package ?? '');
        if (group === undefined)
            byPackage.set(b.parts.package ?? '', [b]);
        else
            group.push(b); // (not a spread copy per benchmark: quadratic in a 10,000-benchmark package)
    }
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
    const clean = stripAnsi(text);
    // Without `\r` the three endings are just `\n`, and splitting on a string is far cheaper than on a pattern.
    const lines = clean.includes('\r') ? clean.split(/\r\n|\n|\r/) : clean.split('\n');
    if (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/**
 * Calls `visit` with each line as `splitLines` would return it (same lines, same 0-based indexes),
 * given as `source.slice(start, end)` so that a caller can read it in place, and returns the number
 * of lines. Text without `\r` (nearly all of it) is walked with indexOf, `source` being the whole
 * text: a 100 MB `go test` log is never cut into an array of lines, and a line the caller reads in
 * place is never copied. Text with `\r` takes splitLines' path (its three kinds of line ending are
 * not worth re-implementing), one line per `source`.
 */
function forEachLine(text, visit) {
    const clean = stripAnsi(text);
    if (clean.includes('\r')) {
        const lines = splitLines(clean);
        lines.forEach((line, index) => visit(line, 0, line.length, index));
        return lines.length;
    }
    let index = 0;
    // `start < length`: a final `\n` ends the last line instead of starting an empty one.
    for (let start = 0; start < clean.length; index++) {
        const newline = clean.indexOf('\n', start);
        const end = newline === -1 ? clean.length : newline;
        visit(clean, start, end, index);
        start = end + 1;
    }
    return index;
}

// EXTERNAL MODULE: ./src/parsers/types.ts
var types = __webpack_require__(5429);
// EXTERNAL MODULE: ./src/units.ts
var src_units = __webpack_require__(1996);
;// CONCATENATED MODULE: ./src/parsers/go.ts








// Config key: starts lower-case, no spaces, no upper-case; then a colon and spaces (or nothing).
const CONFIG_LINE = /^(\p{Ll}[^\s\p{Lu}:]*):(?:[ \t]+(.*))?$/u;
const NUMBERS_ONLY = /^\s*\d+(?:\s+\S+\s+\S+)+\s*$/;
// Only benchmarks: `--- FAIL: TestX` from tests run alongside (-v without -run) is not ours.
const STATUS_BLOCK = /^\s*--- (FAIL|SKIP|BENCH): (Benchmark\S*)/;
const TRAILER = /^(?:PASS|FAIL|ok\s|FAIL\s|\?\s|exit status \d+|=== (?:RUN|PAUSE|CONT|NAME)\b|testing: )/;
/**
 * `line.trim().split(/\s+/)`, scanned by hand for ASCII lines (every result line goes through it,
 * and the regular expression split was the parser's largest cost); a line with any non-ASCII
 * character takes the regular expression, so Unicode spaces split exactly as before.
 */
function splitFields(line) {
    const fields = [];
    let start = -1;
    for (let i = 0; i < line.length; i++) {
        const c = line.charCodeAt(i);
        if (c > 127)
            return line.trim().split(/\s+/);
        const space = c === 32 || (c >= 9 && c <= 13); // the ASCII members of \s
        if (space && start !== -1) {
            fields.push(line.slice(start, i));
            start = -1;
        }
        else if (!space && start === -1) {
            start = i;
        }
    }
    if (start !== -1)
        fields.push(line.slice(start));
    return fields.length === 0 ? [''] : fields;
}
/**
 * A copy of `text` that does not keep the input alive. V8 represents a long substring as a view of
 * its parent, so a name or config value sliced from a 10 MB log would pin the whole log in memory
 * for as long as the results live; concatenating and then slicing makes a fresh flat string. Used
 * once per benchmark and per config line, not per result line.
 */
function detach(text) {
    return text.length < 13 ? text : `${text} `.slice(0, -1);
}
/** `/^Benchmark\p{Ll}/u`, without running a Unicode regular expression for plain ASCII names. */
function isLax(name) {
    const c = name.charCodeAt(9);
    if (c < 128)
        return c >= 97 && c <= 122;
    return /^Benchmark\p{Ll}/u.test(name);
}
/** Parses `go test -bench` output. `source` names the input in diagnostics. */
function parseGo(text, source, options = {}) {
    return new GoTextReader(source, options.lineMap).read(text);
}
class GoTextReader {
    source;
    lineMap;
    collector = new parsers_collector/* ResultCollector */.b();
    diagnostics = [];
    unrecognized = [];
    unitMetadata = new Map();
    config = {};
    firstConfig;
    pending;
    block;
    lastFailedKey;
    last;
    scanned = { nameEnd: 0, iterations: 0, count: 0, values: [], units: [] };
    unitNames = new UnitNames();
    constructor(source, lineMap) {
        this.source = source;
        this.lineMap = lineMap;
    }
    read(text) {
        const lineCount = forEachLine(text, (source, start, end, index) => {
            const lineNo = this.lineMap?.[index] ?? index + 1;
            // Result lines first, read in place: they are nearly every line, and none of readLine's
            // other checks can claim one (it is not blank, does not start with a space, cannot match STATUS_BLOCK).
            if (source.startsWith('Benchmark', start)) {
                this.block = undefined;
                if (this.readScannedLine(source, start, end, lineNo))
                    return;
            }
            this.readLine(source.slice(start, end), lineNo);
        });
        this.dropPending();
        const benchmarks = this.collector.finish(this.unitMetadata);
        this.diagnostics.push(...resolveProcs(benchmarks, this.source));
        this.diagnostics.sort((a, b) => a.line - b.line);
        return {
            benchmarks,
            config: this.firstConfig ?? { ...this.config },
            diagnostics: this.diagnostics,
            unrecognized: this.unrecognized,
            lineCount,
        };
    }
    readLine(line, lineNo) {
        if (line.startsWith('Benchmark')) {
            this.block = undefined;
            return this.readResultLine(line, lineNo);
        }
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
        if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
    }
    /**
     * A well-formed result line, read in place without splitting (go-line-scan.ts); false leaves the
     * line to readResultLine. The name string of the previous line is reused while -count repeats it.
     */
    readScannedLine(source, start, end, lineNo) {
        const scanned = this.scanned;
        if (!scanResultLine(source, start, end, scanned, this.unitNames))
            return false;
        const last = this.last?.name;
        const name = last !== undefined && last.length === scanned.nameEnd - start && source.startsWith(last, start) ? last : source.slice(start, scanned.nameEnd);
        this.dropPending();
        this.record(name, scanned.iterations, scanned.values, scanned.units, scanned.count, lineNo);
        return true;
    }
    readResultLine(line, lineNo) {
        const fields = splitFields(line);
        const name = fields[0] ?? '';
        const lax = isLax(name); // benchfmt accepts `Benchmarkk8s_...`; only take it if it parses.
        this.dropPending();
        if (fields.length === 1) {
            if (!lax)
                this.pending = { name, line: lineNo, junk: false };
            return;
        }
        // Go printed the name, then the benchmark failed in its timed run: `BenchmarkX-2 \t--- FAIL: BenchmarkX-2`.
        // (It can only match when the next field is `---`; the test saves slicing every line.)
        const glued = fields[1] === '---' ? STATUS_BLOCK.exec(line.slice(line.indexOf(name) + name.length)) : null;
        if (glued !== null)
            return this.readStatusBlock(glued[1], glued[2] ?? '', lineNo);
        if (fields[1] === 'panic:') {
            const message = fields.slice(1).join(' ');
            this.fail(name, lineNo, message);
            this.warn(lineNo, `${name} panicked: ${(0,types/* excerpt */.K)(message, 200)}; the package's remaining benchmarks did not run`, line);
            return;
        }
        const parsed = parseGoFields(fields, 1);
        if (parsed.ok)
            return this.recordParsed(name, parsed, lineNo);
        if (lax) {
            if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
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
        const parsed = parseGoFields(splitFields(line));
        if (!parsed.ok) {
            this.report('error', lineNo, `cannot read the results of ${pending.name} (started on line ${pending.line}): ${parsed.reason}`, line);
            return;
        }
        if (pending.junk) {
            this.diagnostics.push({ severity: 'info', source: this.source, line: pending.line,
                message: `${pending.name}: its result line was split by output printed during the benchmark; rejoined with line ${lineNo}` });
        }
        this.recordParsed(pending.name, parsed, pending.line);
    }
    dropPending() {
        const pending = this.pending;
        this.pending = undefined;
        if (pending?.junk !== true)
            return;
        this.report('error', pending.line, `cannot read the result line of ${pending.name}: ${pending.reason ?? 'no numbers'}. Expected "${pending.name} <iterations> <value> <unit> ...", e.g. "${pending.name} 1000 123.4 ns/op"`);
    }
    recordParsed(name, parsed, lineNo) {
        const { iterations, measurements } = parsed;
        this.record(name, iterations, measurements.map((m) => m.value), measurements.map((m) => m.unit), measurements.length, lineNo);
    }
    /** Records one result line: the first `count` values and units (arrays may be longer, see ScannedLine). */
    record(name, iterations, values, units, count, lineNo) {
        const key = this.benchmarkAt(name, lineNo);
        this.firstConfig ??= { ...this.config };
        let finite = true;
        // Finite in the base unit too: 1e308 MB/s overflows as B/s.
        for (let i = 0; i < count; i++)
            finite &&= Number.isFinite(this.collector.toBase(units[i] ?? '', values[i] ?? NaN));
        if (iterations === 0 || !finite) {
            const broken = [];
            for (let i = 0; i < count; i++) {
                if (!Number.isFinite(values[i]))
                    broken.push(`${values[i]} ${units[i]}`);
                else if (!Number.isFinite(this.collector.toBase(units[i] ?? '', values[i] ?? NaN)))
                    broken.push(`${values[i]} ${units[i]}, out of range`);
            }
            const what = broken.join(', ') || '0 iterations';
            this.collector.mark(key, 'failed', `no valid result on line ${lineNo} (${what})`);
            this.lastFailedKey = key;
            this.warn(lineNo, `${name} has no valid result (${what}); it is reported as failed, not as a sample`);
            return;
        }
        for (let i = 0; i < count; i++)
            this.collector.addSample(key, units[i] ?? '', values[i] ?? NaN, iterations);
    }
    /**
     * The key of benchmark `name` under the current config, creating the benchmark on first sight.
     * The N lines of -count=N come in a row, so the previous line's key is reused when the name and
     * the config object are the same (setConfig replaces the object, so identity is enough).
     */
    benchmarkAt(name, lineNo) {
        const last = this.last;
        if (last !== undefined && last.config === this.config && last.name === name)
            return last.key;
        const pkg = this.config.pkg;
        const key = goBenchmarkKey(name, pkg);
        if (!this.collector.has(key)) {
            const own = detach(name);
            this.collector.benchmark(key, own, splitGoName(own, pkg), this.config, { file: this.source, line: lineNo });
        }
        this.last = { name: this.collector.nameOf(key), config: this.config, key };
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
        const tidied = (0,src_units/* tidyUnit */.v4)(unit).unit;
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
            next[detach(key)] = detach(value.trim());
        this.config = next;
    }
    addMessage(key, message) {
        if (this.collector.has(key) && message !== '')
            this.collector.addMessage(key, (0,types/* excerpt */.K)(message, 500));
    }
    warn(line, message, text) {
        this.report('warning', line, message, text);
    }
    /** error: data was lost (a result line that cannot be read); warning: reported in the results (failures). */
    report(severity, line, message, text) {
        const diagnostic = { severity, source: this.source, line, message };
        if (text !== undefined)
            diagnostic.text = (0,types/* excerpt */.K)(text);
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




const EventSchema = schemas/* object */.Ikc({
    Action: schemas/* string */.YjP(),
    Package: schemas/* string */.YjP().optional(),
    ImportPath: schemas/* string */.YjP().optional(),
    Test: schemas/* string */.YjP().optional(),
    Output: schemas/* string */.YjP().optional(),
    FailedBuild: schemas/* string */.YjP().optional(),
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
            if (unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
            diagnostics.push({ severity: 'warning', source, line: lineNo, message: 'not a test2json event (text go test wrote outside JSON, e.g. a build error)', text: (0,types/* excerpt */.K)(line) });
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
            if (merged.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                merged.unrecognized.push(u);
        if (Object.keys(merged.config).length === 0)
            merged.config = out.config;
    }
    merged.diagnostics.sort((a, b) => a.line - b.line);
    return merged;
}

// EXTERNAL MODULE: ./src/parsers/json-input.ts
var json_input = __webpack_require__(9533);
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
const Bound = schemas/* number */.aig().nullable().optional();
const bmf_MetricSchema = schemas/* object */.Ikc({ value: schemas/* number */.aig(), lower_value: Bound, upper_value: Bound });
const ObjectSchema = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
/** True when the text looks like BMF: an object of objects of `{"value": ...}` objects. */
function detectBmf(text) {
    const key = '"(?:[^"\\\\]|\\\\.)*"\\s*:\\s*';
    return new RegExp(`^\\{\\s*${key}\\{\\s*${key}\\{\\s*"(?:value|lower_value|upper_value)"\\s*:`).test((0,json_input/* jsonHead */.RW)(text, 4096));
}
/** Parses a BMF file. `source` names the input in diagnostics. */
function parseBmf(text, source) {
    const json = (0,json_input/* readJson */.Vh)(text, source, WHAT, { maxDepth: 3 });
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = ObjectSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${WHAT}`) };
    const collector = new parsers_collector/* ResultCollector */.b();
    const units = new Map();
    // Entries are read from the parsed JSON itself: zod's record output drops a `__proto__` key.
    for (const [name, raw] of Object.entries(json.value)) {
        const benchmark = ObjectSchema.safeParse(raw);
        if (!benchmark.success) {
            out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(benchmark.error, [name], source, json.lineOf, 'benchmark left out (expected an object of measures)'));
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
                out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, [name, slug], source, json.lineOf, 'measure left out'));
                continue;
            }
            const m = measureOf(slug);
            if (!collector.has(name))
                collector.benchmark(name, name, (0,json_input/* jsonNameParts */._x)(name, {}), {}, { file: source, line: json.lineOf([name]) });
            const { value, lower_value: lower, upper_value: upper } = parsed.data;
            collector.addBaseSample(name, m.unit, m.originalUnit, (0,src_units/* scaleByPowerOfTen */.Xy)(value, m.exponent));
            if (m.better !== undefined)
                units.set(m.unit, { better: m.better });
            if ((lower ?? undefined) === undefined && (upper ?? undefined) === undefined)
                continue;
            const summary = { n: 1, center: (0,src_units/* scaleByPowerOfTen */.Xy)(value, m.exponent), centerKind: 'point-estimate' };
            if (lower !== undefined && lower !== null)
                summary.min = (0,src_units/* scaleByPowerOfTen */.Xy)(lower, m.exponent);
            if (upper !== undefined && upper !== null)
                summary.max = (0,src_units/* scaleByPowerOfTen */.Xy)(upper, m.exponent);
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

// EXTERNAL MODULE: ./src/parsers/criterion-common.ts
var criterion_common = __webpack_require__(5605);
// EXTERNAL MODULE: ./src/parsers/criterion-json.ts
var criterion_json = __webpack_require__(9770);
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







const Num = schemas/* number */.aig().nullable();
const IntervalSchema = schemas/* object */.Ikc({ estimate: Num, lower_bound: Num, upper_bound: Num, unit: schemas/* string */.YjP() });
const BenchmarkCompleteSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    iteration_count: schemas/* array */.YOg(Num),
    measured_values: schemas/* array */.YOg(Num),
    unit: schemas/* string */.YjP().min(1),
    throughput: schemas/* array */.YOg(schemas/* object */.Ikc({ per_iteration: schemas/* number */.aig().nonnegative(), unit: schemas/* string */.YjP() })).optional(),
    typical: IntervalSchema.nullable().optional(),
    slope: IntervalSchema.nullable().optional(),
});
const THROUGHPUT_KINDS = { bytes: 'bytes', bytes_decimal: 'bytes', elements: 'elements', bits: 'bits' };
/** True when the text holds a cargo-criterion JSON message. */
function detectCargoCriterion(text) {
    // Splitting a large text into lines costs more than the rest of detection: look for the key first.
    return text.includes('"reason"') && splitLines(text).some((line) => line.startsWith('{') && /"reason"\s*:\s*"(?:benchmark|group)-complete"/.test(line) && (0,criterion_json/* parseJsonText */.lk)(line).ok);
}
/** Parses cargo-criterion `--message-format=json` output. `source` names the input in diagnostics. */
function parseCargoCriterion(text, source) {
    const collector = new parsers_collector/* ResultCollector */.b();
    const diagnostics = [];
    const unrecognized = [];
    const report = (severity, line, message, lineText) => {
        diagnostics.push({ severity, source, line, message, ...(lineText === undefined ? {} : { text: (0,types/* excerpt */.K)(lineText) }) });
    };
    const lines = splitLines(text);
    lines.forEach((line, index) => {
        const lineNo = index + 1;
        if (line.trim() === '')
            return;
        const read = line.trimStart().startsWith('{') ? (0,criterion_json/* parseJsonText */.lk)(line) : undefined;
        const reason = read?.ok === true ? reasonOf(read.value) : undefined;
        if (read?.ok !== true || reason === undefined) {
            if (unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
            const why = read?.ok === false ? `malformed JSON (${(0,types/* excerpt */.K)(read.message, 100)})` : 'not a cargo-criterion JSON message';
            report('warning', lineNo, `${why}; ignored. cargo-criterion writes one {"reason":...} object per line on stdout`, line);
            return;
        }
        if (reason !== 'benchmark-complete')
            return;
        const parsed = BenchmarkCompleteSchema.safeParse(read.value);
        if (!parsed.success) {
            report('error', lineNo, `unreadable benchmark-complete message:\n${errors/* prettifyError */.S1(parsed.error)}`, line);
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
    collector.benchmark(id, id, (0,criterion_common/* namePartsFromId */.bt)(id), {}, where);
    const exponent = criterion_common/* TIME_EXPONENTS */.dj[message.unit];
    const toBase = (value) => (exponent === undefined ? value : (0,src_units/* scaleByPowerOfTen */.Xy)(value, exponent));
    const { values, iterations, bad } = (0,criterion_common/* perIterationSamples */.wo)(message.iteration_count, message.measured_values, toBase);
    if (message.iteration_count.length !== message.measured_values.length)
        warn(`${id}: iteration_count and measured_values differ in length; extra entries are ignored`);
    if (bad > 0)
        warn(`${id}: ${bad} sample(s) with an unusable iteration count or value (missing, zero, below 1 or out of range) were left out`);
    const throughputs = exponent === undefined ? [] : readThroughputs(message, warn);
    const units = exponent === undefined
        ? addCustomSamples(collector, id, message.unit, values, iterations)
        : (0,criterion_common/* addTimedSamples */.KP)(collector, id, message.unit, values, iterations, throughputs);
    const typical = message.typical;
    if (typical?.estimate === null || typical?.estimate === undefined || units.size === 0) {
        if (values.length === 0)
            collector.mark(id, 'failed', 'no usable samples in its benchmark-complete message');
        return;
    }
    const typicalExponent = criterion_common/* TIME_EXPONENTS */.dj[typical.unit];
    const scale = (v) => (v === null ? undefined : typicalExponent === undefined ? v : (0,src_units/* scaleByPowerOfTen */.Xy)(v, typicalExponent));
    const estimate = { point: scale(typical.estimate) ?? typical.estimate, lower: scale(typical.lower_bound), upper: scale(typical.upper_bound) };
    const summary = (0,criterion_common/* estimateSummary */.xA)(estimate, values.length, message.slope === null ? 'mean' : 'point-estimate');
    if (exponent === undefined)
        collector.setSummary(id, `${message.unit}/op`, summary);
    else
        (0,criterion_common/* setTimedSummaries */.EQ)(collector, id, units, estimate, summary, throughputs);
}
function readThroughputs(message, warn) {
    return (message.throughput ?? []).flatMap((t) => {
        const kind = THROUGHPUT_KINDS[t.unit];
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

// EXTERNAL MODULE: ./src/parsers/criterion-dir.ts
var criterion_dir = __webpack_require__(1797);
;// CONCATENATED MODULE: ./src/parsers/criterion-text-values.ts
/**
 * Pieces of criterion's terminal report (FORMATS.md §3.1): the `[lower point upper]` triples of the
 * `time:` and `thrpt:` lines, and ids with progress text glued on.
 *
 * Each value of a triple is scaled on its own (`[844.43 ps 926.41 ps 1.0131 ns]`), so each is
 * converted on its own: times to seconds, throughputs to B/s, elem/s or bit/s.
 */


function throughputScales(kind, names, binary) {
    return names.map((name, i) => [name, { unit: criterion_common/* THROUGHPUT_UNITS */.lF[kind], exponent: binary ? 0 : 3 * i, factor: binary ? 1024 ** i : 1 }]);
}
const SCALES = new Map([
    ...Object.entries(criterion_common/* TIME_EXPONENTS */.dj).map(([name, exponent]) => [name, { unit: criterion_common/* TIME_UNIT */.R5, exponent, factor: 1 }]),
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
        const scaled = (0,src_units/* scaleByPowerOfTen */.Xy)(value * scale.factor, scale.exponent);
        if (!Number.isFinite(scaled))
            return `out of range: "${text} ${tokens[i + 1] ?? ''}"`;
        unit = scale.unit;
        values.push(scaled);
    }
    const [lower = NaN, point = NaN, upper = NaN] = values;
    return { unit: unit ?? criterion_common/* TIME_UNIT */.R5, printedUnit: tokens[3] ?? '', lower, point, upper };
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
    // 'time', not 'time:': a colour code may sit between the word and the colon until stripAnsi.
    return text.includes('time') && /time:\s*\[\s*[-\d.,]+\s*(?:ps|ns|µs|μs|us|ms|s)\s/.test(stripAnsi(text));
}
/** Parses criterion's terminal report. `source` names the input in diagnostics. */
function parseCriterionText(text, source) {
    return new CriterionTextReader(source).read(text);
}
class CriterionTextReader {
    source;
    collector = new parsers_collector/* ResultCollector */.b();
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
            if (Number.isSafeInteger(Number(n)) && Number(n) >= 1)
                this.sampleCounts.set(id, Number(n));
        const triple = TRIPLE_LINE.exec(line);
        if (triple !== null)
            return this.readTriple(triple[1] ?? '', triple[2] ?? '', triple[3] ?? '', line, lineNo, pendingId);
        const outliers = OUTLIERS.exec(line);
        if (outliers !== null) {
            const n = Number(outliers[1]);
            if (!Number.isSafeInteger(n))
                this.report('warning', lineNo, `the measurement count "${(0,types/* excerpt */.K)(outliers[1] ?? '', 40)}" is out of range; ignored`, line);
            else
                for (const summary of this.current?.summaries ?? [])
                    summary.n = Math.max(1, n);
            return;
        }
        if (SKIPPED.some((re) => re.test(line)) || isProgressOnly(line))
            return;
        this.pendingId = stripProgress(line);
        this.pendingLine = lineNo;
        if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
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
        if (parsed.unit !== criterion_common/* TIME_UNIT */.R5) {
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
            this.report('warning', lineNo, `the id is glued to cut-off progress text; read it as "${(0,types/* excerpt */.K)(id ?? '', 80)}", which may be wrong`, line);
        }
        if (id === undefined || id === '') {
            this.report('error', lineNo, 'time: line without a benchmark id (expected the id before it, or alone on the line above)', line);
            return;
        }
        const idLine = onLine === undefined ? this.pendingLine : lineNo;
        // The id line was kept as unrecognized until this time: line showed what it was.
        if (onLine === undefined && this.unrecognized.at(-1)?.line === idLine)
            this.unrecognized.pop();
        this.collector.benchmark(id, id, (0,criterion_common/* namePartsFromId */.bt)(id), {}, { file: this.source, line: idLine });
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
        const summary = (0,criterion_common/* estimateSummary */.xA)(triple, this.sampleCounts.get(current.key) ?? 1, 'point-estimate');
        this.collector.setSummary(current.key, triple.unit, summary);
        current.summaries.push(summary);
    }
    report(severity, line, message, text) {
        this.diagnostics.push({ severity, source: this.source, line, message, text: (0,types/* excerpt */.K)(text) });
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
const EntrySchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().min(1),
    unit: schemas/* string */.YjP().min(1),
    value: schemas/* union */.KCZ([schemas/* number */.aig(), schemas/* string */.YjP()]),
    range: schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig()]).nullable().optional(),
    extra: schemas/* string */.YjP().nullable().optional(),
});
const PERCENT_UNITS = new Set(['%', 'percent', 'percentage', 'pct']);
/** True when the text looks like a custom JSON array of `{name, unit, value}` objects. */
function detectCustomJson(text) {
    const head = (0,json_input/* jsonHead */.RW)(text, 4096);
    return /^\[\s*\{/.test(head) && /"name"\s*:/.test(head) && /"unit"\s*:/.test(head) && /"value"\s*:/.test(head);
}
/**
 * Parses custom JSON; `better` is the direction of every metric in it (`lower` for
 * customSmallerIsBetter, `higher` for customBiggerIsBetter). `source` names the input in diagnostics.
 */
function parseCustomJson(text, source, better) {
    const json = (0,json_input/* readJson */.Vh)(text, source, custom_json_WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = schemas/* array */.YOg(schemas/* unknown */.L5J()).safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${custom_json_WHAT}`) };
    const collector = new parsers_collector/* ResultCollector */.b();
    const units = new Map();
    file.data.forEach((raw, index) => {
        const line = json.lineOf([index]);
        const parsed = EntrySchema.safeParse(raw);
        if (!parsed.success)
            return void out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, [index], source, json.lineOf, 'entry left out'));
        const e = parsed.data;
        const value = typeof e.value === 'number' ? e.value : e.value.trim() === '' ? Number.NaN : Number(e.value);
        if (!Number.isFinite(value))
            return void out.diagnostics.push(error(source, line, `[${index}].value: "${String(e.value)}" is not a number; entry ${JSON.stringify(e.name)} left out`));
        // Note: tidyUnit looks tokens up in a plain object; a unit like `constructor` must not be rescaled.
        const tidied = (0,src_units/* tidyUnit */.v4)(e.unit);
        const tidy = Number.isFinite(tidied.exponent) && tidied.unit !== '' ? tidied : { unit: e.unit, exponent: 0 };
        const base = (0,src_units/* scaleByPowerOfTen */.Xy)(value, tidy.exponent);
        if (!Number.isFinite(base))
            return void out.diagnostics.push(error(source, line, `[${index}].value: ${value} ${e.unit} is out of range in ${tidy.unit}; entry ${JSON.stringify(e.name)} left out`));
        collector.benchmark(e.name, e.name, (0,json_input/* jsonNameParts */._x)(e.name, {}), e.extra === undefined || e.extra === null ? {} : { extra: e.extra }, { file: source, line });
        collector.addBaseSample(e.name, tidy.unit, e.unit, base);
        units.set(tidy.unit, { better });
        if (e.range === undefined || e.range === null)
            return;
        const spread = parseRange(e.range, value, e.unit);
        const spreadBase = spread === undefined ? Number.NaN : (0,src_units/* scaleByPowerOfTen */.Xy)(spread, tidy.exponent);
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
function error(source, line, message) {
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
    return (0,src_units/* tidyUnit */.v4)(unit.endsWith('/iter') ? `${unit.slice(0, -'/iter'.length)}/op` : unit);
}
// divan prints f64 `to_string` trimmed to 4 significant digits: never an exponent; `inf` for x/0.
const DIVAN_NUMBER = /^(?:\d+(?:\.\d+)?|inf)$/;
const TIME_EXPONENTS = { ps: -12, ns: -9, µs: -6, μs: -6, us: -6, ms: -3, s: 0 };
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
    const exponent = TIME_EXPONENTS[unit];
    const factor = TIME_FACTORS[unit];
    const seconds = exponent !== undefined ? (0,src_units/* scaleByPowerOfTen */.Xy)(value, exponent) : factor === undefined ? NaN : value * factor;
    return Number.isFinite(seconds) ? { value: seconds, unit: 'sec/op', originalUnit: unit } : undefined;
}
/** Scales by a decimal (K = 1e3) or binary (Ki = 1024) prefix; 1024^k is exact in binary floating point. */
function scalePrefix(value, prefix, binary) {
    const power = PREFIXES.indexOf(prefix);
    if (power === -1)
        return undefined;
    return binary ? value * 1024 ** power : (0,src_units/* scaleByPowerOfTen */.Xy)(value, 3 * power);
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
    if (!/^\d+$/.test(cells[4] ?? '') || samples < 1 || !Number.isSafeInteger(samples))
        return { ok: false, reason: `cannot read the sample count "${cells[4] ?? ''}"` };
    if (!/^\d+$/.test(cells[5] ?? '') || !Number.isSafeInteger(iters))
        return { ok: false, reason: `cannot read the iteration count "${cells[5] ?? ''}"` };
    return { ok: true, time, samples, iters };
}
/** Reads a throughput row (`1.228 GB/s`...); all four cells must share a base unit. */
function readThroughput(cells, first) {
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
    return (0,types/* excerpt */.K)(kept.join('\n'), 500);
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
    collector = new parsers_collector/* ResultCollector */.b();
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
        if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
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
        const stats = alloc === undefined ? readThroughput(cells, first) : readAllocRow(cells, first, alloc.row);
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
            diagnostic.text = (0,types/* excerpt */.K)(text);
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
const AnyNumber = schemas/* custom */.IeY((v) => typeof v === 'number', { message: 'Invalid input: expected number' });
const gbench_EntrySchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(), run_name: schemas/* string */.YjP().optional(), run_type: schemas/* string */.YjP().optional(), aggregate_name: schemas/* string */.YjP().optional(),
    aggregate_unit: schemas/* string */.YjP().optional(), repetitions: AnyNumber.optional(), iterations: AnyNumber.optional(),
    real_time: AnyNumber.optional(), cpu_time: AnyNumber.optional(), time_unit: schemas/* string */.YjP().optional(),
    error_occurred: schemas/* boolean */.zMY().optional(), error_message: schemas/* string */.YjP().optional(), skipped: schemas/* boolean */.zMY().optional(),
    skip_message: schemas/* string */.YjP().optional(), label: schemas/* string */.YjP().optional(),
}).catchall(schemas/* unknown */.L5J());
const FileSchema = schemas/* object */.Ikc({ context: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(), benchmarks: schemas/* array */.YOg(schemas/* unknown */.L5J()) });
/** True when the text looks like Google Benchmark JSON. */
function detectGbench(text) {
    const head = (0,json_input/* jsonHead */.RW)(text);
    return head.startsWith('{') && /"context"\s*:\s*\{/.test(head) && /"num_cpus"\s*:|"run_type"\s*:|"mhz_per_cpu"\s*:/.test(head);
}
/** Parses Google Benchmark JSON. `source` names the input in diagnostics. */
function parseGbench(text, source) {
    const json = (0,json_input/* readJson */.Vh)(text, source, gbench_WHAT, { nonFinite: true, maxDepth: 3 });
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${gbench_WHAT}`) };
    out.config = (0,json_input/* primitiveStrings */.i6)(file.data.context ?? {});
    const reader = new GbenchReader(source, out.diagnostics);
    file.data.benchmarks.forEach((raw, index) => {
        const parsed = gbench_EntrySchema.safeParse(raw);
        const line = json.lineOf(['benchmarks', index]);
        if (parsed.success)
            reader.read(parsed.data, line);
        else
            out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, ['benchmarks', index], source, json.lineOf, 'benchmark entry left out'));
    });
    out.benchmarks = reader.finish();
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
class GbenchReader {
    source;
    diagnostics;
    collector = new parsers_collector/* ResultCollector */.b();
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
            values.push({ unit: 'sec/op', originalUnit: `${unit}/op`, value: (0,src_units/* scaleByPowerOfTen */.Xy)(e.real_time, exponent), field: 'real_time' });
        if (e.cpu_time !== undefined)
            values.push({ unit: 'cpu-sec/op', originalUnit: `cpu-${unit}/op`, value: (0,src_units/* scaleByPowerOfTen */.Xy)(e.cpu_time, exponent), field: 'cpu_time' });
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
        return (0,json_input/* summaryMetric */.bA)(v.unit, v.originalUnit, summary);
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
const Scalar = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]).transform(String);
const Params = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([Scalar, schemas/* object */.Ikc({ value: Scalar }).transform((p) => p.value)]));
const ExitCode = schemas/* number */.aig().int().nullable();
const hyperfine_Num = schemas/* number */.aig();
const ResultV1Schema = schemas/* object */.Ikc({
    command: schemas/* string */.YjP(), mean: hyperfine_Num.optional(), stddev: hyperfine_Num.nullable().optional(), median: hyperfine_Num.optional(),
    min: hyperfine_Num.optional(), max: hyperfine_Num.optional(), times: schemas/* array */.YOg(hyperfine_Num).optional(), exit_codes: schemas/* array */.YOg(ExitCode).optional(),
    memory_usage_byte: schemas/* array */.YOg(hyperfine_Num).optional(), parameters: Params.optional(), parameter: Scalar.optional(),
});
const SummaryV2Schema = schemas/* object */.Ikc({ unit: schemas/* string */.YjP().optional(), count: schemas/* number */.aig().int().min(1).optional(), mean: hyperfine_Num.optional(),
    stddev: hyperfine_Num.nullable().optional(), median: hyperfine_Num.optional(), min: hyperfine_Num.optional(), max: hyperfine_Num.optional() });
const ResultV2Schema = schemas/* object */.Ikc({
    command: schemas/* string */.YjP(), name: schemas/* string */.YjP().optional(), parameters: Params.optional(),
    measurements: schemas/* array */.YOg(schemas/* object */.Ikc({ exit_code: ExitCode.optional() }).catchall(schemas/* unknown */.L5J())).optional(),
    summary: schemas/* record */.g1P(schemas/* string */.YjP(), SummaryV2Schema).optional(),
});
const MeasuredSchema = schemas/* object */.Ikc({ value: hyperfine_Num, unit: schemas/* string */.YjP().optional() });
const hyperfine_FileSchema = schemas/* object */.Ikc({ schema_version: schemas/* number */.aig().optional(), metadata: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(), results: schemas/* array */.YOg(schemas/* unknown */.L5J()) });
const WALL = { unit: 'sec', originalUnit: 's' };
const V2_UNITS = new Map([['time_wall_clock', 'sec'], ['time_cpu', 'cpu-sec'], ['time_user', 'user-sec'],
    ['time_system', 'system-sec'], ['memory_peak_resident', 'peak-rss-B']]);
/** True when the text looks like a hyperfine `--export-json` file (either schema). */
function detectHyperfine(text) {
    const head = (0,json_input/* jsonHead */.RW)(text, 8192);
    return head.startsWith('{') && /"results"\s*:\s*\[/.test(head) && /"command"\s*:|"hyperfine_version"\s*:/.test(head);
}
/** Parses a hyperfine `--export-json` file (v1 or v2). `source` names the input in diagnostics. */
function parseHyperfine(text, source) {
    const json = (0,json_input/* readJson */.Vh)(text, source, hyperfine_WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = hyperfine_FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${hyperfine_WHAT}`) };
    const v2 = file.data.schema_version !== undefined;
    if (v2 && file.data.schema_version !== 2)
        out.diagnostics.push({ severity: 'warning', source, line: json.lineOf(['schema_version']), message: `hyperfine JSON schema_version ${file.data.schema_version} is not one this parser knows (2); reading it as version 2` });
    const metadata = file.data.metadata ?? {};
    const platform = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).safeParse(metadata.platform);
    out.config = { ...(0,json_input/* primitiveStrings */.i6)(metadata), ...(platform.success ? (0,json_input/* primitiveStrings */.i6)(platform.data) : {}) };
    const entries = [];
    file.data.results.forEach((raw, index) => {
        const entry = v2 ? readV2(raw, index, source, json, out.diagnostics) : readV1(raw, index, source, json, out.diagnostics);
        if (entry !== undefined)
            entries.push({ entry, index });
    });
    const collector = new parsers_collector/* ResultCollector */.b();
    const keys = uniqueKeys(entries.map((e) => e.entry));
    entries.forEach(({ entry, index }, i) => addEntry(collector, keys[i] ?? entry.name, entry, { file: source, line: json.lineOf(['results', index]) }, out.diagnostics));
    out.benchmarks = collector.finish();
    entries.forEach(({ entry }, i) => {
        const benchmark = out.benchmarks.find((b) => b.key === keys[i]);
        if (benchmark !== undefined && entry.runs.length === 0)
            benchmark.metrics.push(...entry.summaries.map(([spec, summary]) => (0,json_input/* summaryMetric */.bA)(spec.unit, spec.originalUnit, summary)));
    });
    out.diagnostics.sort((a, b) => a.line - b.line);
    return out;
}
function readV1(raw, index, source, json, diagnostics) {
    const parsed = ResultV1Schema.safeParse(raw);
    if (!parsed.success)
        return void diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, ['results', index], source, json.lineOf, 'hyperfine result left out'));
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
        return void diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, ['results', index], source, json.lineOf, 'hyperfine result left out'));
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
                diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(measured.error, ['results', index, 'measurements', i, metric], source, json.lineOf, 'hyperfine measurement left out', 1));
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
    collector.benchmark(key, key, (0,json_input/* jsonNameParts */._x)(entry.name, entry.params), entry.name === entry.command ? {} : { command: entry.command }, at);
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
    const center = (0,src_units/* scaleByPowerOfTen */.Xy)(bench.median, exponent);
    const deviation = (0,src_units/* scaleByPowerOfTen */.Xy)(bench.deviation, exponent);
    // n: the output does not say how many samples the tool summarised (libtest: 50, criterion: 100 by default).
    const summary = { n: 1, center, centerKind: 'median' };
    if (kind === 'range')
        summary.spread = deviation;
    else
        summary.stddev = deviation;
    const samples = [{ unit, originalUnit: bench.unit, value: center, summary }];
    if (bench.megabytesPerSecond !== undefined) {
        const rate = (0,src_units/* scaleByPowerOfTen */.Xy)(bench.megabytesPerSecond, 6);
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
    return text.includes('bench') && /^test .+? \.\.\. (?:\u001b\[[0-9;]*m)?bench(?:\u001b[^:\n]*)?:\s+[\d,]+(?:\.\d+)? \S+ \(\+\/- /m.test(text);
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
    collector = new parsers_collector/* ResultCollector */.b();
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
        if (this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
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
            diagnostic.text = (0,types/* excerpt */.K)(text);
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







const libtest_json_EventSchema = schemas/* object */.Ikc({ type: schemas/* string */.YjP(), event: schemas/* string */.YjP().optional(), name: schemas/* string */.YjP().optional() });
const BenchSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    median: schemas/* number */.aig().nonnegative(),
    deviation: schemas/* number */.aig().nonnegative(),
    mib_per_second: schemas/* number */.aig().nonnegative().optional(),
});
const FailedSchema = schemas/* object */.Ikc({ name: schemas/* string */.YjP(), stdout: schemas/* string */.YjP().optional(), message: schemas/* string */.YjP().optional() });
const LIBTEST_EVENT = /^\s*\{\s*"type"\s*:\s*"(?:suite|test|bench)"/m;
/** A cheap content sniff: does the text contain libtest JSON events? */
function detectLibtestJson(text) {
    // The multi-line regex tries every line start; a plain search rules most inputs out first.
    return text.includes('"type"') && LIBTEST_EVENT.test(text);
}
/** Parses libtest JSON events. `source` names the input in diagnostics. */
function parseLibtestJson(text, source) {
    const collector = new parsers_collector/* ResultCollector */.b();
    const diagnostics = [];
    const unrecognized = [];
    const report = (severity, line, message, lineText) => {
        diagnostics.push({ severity, source, line, message, ...(lineText === undefined ? {} : { text: (0,types/* excerpt */.K)(lineText) }) });
    };
    let target;
    let firstOk;
    const lines = splitLines(text);
    lines.forEach((line, index) => {
        const lineNo = index + 1;
        if (line.trim() === '')
            return;
        const event = readJson(line);
        if (event === undefined) {
            target = cargoRunningTarget(line) ?? target;
            if (unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
                unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
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
                return report('error', lineNo, `cannot read this bench event:\n${errors/* prettifyError */.S1(bench.error)}`, line);
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
function readJson(line) {
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
const pytest_Num = schemas/* number */.aig();
const pytest_Scalar = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY(), schemas/* null */.chJ()]);
const StatsSchema = schemas/* object */.Ikc({
    min: pytest_Num.optional(), max: pytest_Num.optional(), mean: pytest_Num.optional(), stddev: pytest_Num.nullable().optional(), median: pytest_Num.optional(),
    rounds: schemas/* number */.aig().int().min(1).optional(), iterations: schemas/* number */.aig().int().min(1).optional(), data: schemas/* array */.YOg(schemas/* unknown */.L5J()).optional(),
});
const pytest_BenchmarkSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(), fullname: schemas/* string */.YjP().optional(), group: schemas/* string */.YjP().nullable().optional(),
    params: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullable().optional(), param: pytest_Scalar.optional(),
    extra_info: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).nullable().optional(), stats: StatsSchema,
});
const AnyObject = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
const pytest_FileSchema = schemas/* object */.Ikc({
    machine_info: AnyObject.optional(), commit_info: AnyObject.optional(), datetime: schemas/* string */.YjP().optional(),
    version: schemas/* string */.YjP().optional(), benchmarks: schemas/* array */.YOg(schemas/* unknown */.L5J()),
});
/** True when the text looks like pytest-benchmark JSON. */
function detectPytest(text) {
    const head = (0,json_input/* jsonHead */.RW)(text);
    return head.startsWith('{') && (/"machine_info"\s*:\s*\{/.test(head) || (/"benchmarks"\s*:\s*\[/.test(head) && /"fullname"\s*:/.test(head) && /"stats"\s*:\s*\{/.test(head)));
}
/** Parses pytest-benchmark JSON. `source` names the input in diagnostics. */
function parsePytest(text, source) {
    const json = (0,json_input/* readJson */.Vh)(text, source, pytest_WHAT);
    const out = { benchmarks: [], config: {}, diagnostics: [], unrecognized: [], lineCount: json.lineCount };
    if (!json.ok)
        return { ...out, diagnostics: [json.diagnostic] };
    const file = pytest_FileSchema.safeParse(json.value);
    if (!file.success)
        return { ...out, diagnostics: (0,json_input/* issueDiagnostics */.ig)(file.error, [], source, json.lineOf, `not ${pytest_WHAT}`) };
    out.config = fileConfig(file.data);
    const collector = new parsers_collector/* ResultCollector */.b();
    const summaries = new Map();
    file.data.benchmarks.forEach((raw, index) => {
        const parsed = pytest_BenchmarkSchema.safeParse(raw);
        const line = json.lineOf(['benchmarks', index]);
        if (!parsed.success)
            return void out.diagnostics.push(...(0,json_input/* issueDiagnostics */.ig)(parsed.error, ['benchmarks', index], source, json.lineOf, 'benchmark left out'));
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
            benchmark.metrics.push((0,json_input/* summaryMetric */.bA)('sec/op', 's', summary));
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
    const parts = { ...(0,json_input/* jsonNameParts */._x)(name.replace(/\[.*\]$/s, ''), params, separator > 0 ? key.slice(0, separator) : undefined),
        sub: b.param === undefined || b.param === null ? [] : [String(b.param)] };
    const config = { ...(b.group === undefined || b.group === null ? {} : { group: b.group }), ...(0,json_input/* primitiveStrings */.i6)(b.extra_info ?? {}, 'extra_info.') };
    return { key, name, parts, config };
}
/** The numbers of `stats.data` (seconds per call, one per round); `warn` hears about anything else in it. */
function readRounds(stats, warn) {
    const all = stats.data ?? [];
    // JSON.parse reads 1e999 as Infinity: out of range, like a string.
    const isSample = (v) => typeof v === 'number' && Number.isFinite(v);
    const data = all.filter(isSample);
    const first = all.findIndex((v) => !isSample(v));
    const shown = (v) => (typeof v === 'number' ? String(v) : JSON.stringify(v) ?? '?');
    if (first !== -1)
        warn(`stats.data[${first}] is ${(0,types/* excerpt */.K)(shown(all[first]), 60)}, not a number; ${all.length - data.length} such value(s) left out of the samples`);
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
    const commitConfig = (0,json_input/* primitiveStrings */.i6)(commit, 'commit_');
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

;// CONCATENATED MODULE: ./src/parsers/metrics-patterns.ts
const ALLOWED_FLAGS = /^[imsuv]*$/;
const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)\}/g;
/** The named groups of a regex source (`(?<name>`, not lookbehinds), escapes skipped. */
function namedGroups(source) {
    const names = [];
    for (let i = 0; i < source.length; i += 1) {
        if (source[i] === '\\')
            i += 1;
        else if (source.startsWith('(?<', i) && source[i + 3] !== '=' && source[i + 3] !== '!') {
            const end = source.indexOf('>', i);
            if (end > i + 3)
                names.push(source.slice(i + 3, end));
        }
    }
    return names;
}
/** The placeholders of a name template. */
function templateVariables(template) {
    return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}
/** Fills a name template; the first missing variable when one is unset. */
function fillTemplate(template, vars) {
    let missing;
    const text = template.replace(PLACEHOLDER, (_, name) => {
        const value = vars[name];
        if (value === undefined)
            missing ??= name;
        return value ?? '';
    });
    return missing === undefined ? { ok: true, value: text } : { ok: false, error: missing };
}
function compileRegex(source, flags, path, problems) {
    if (source.includes('(?P<')) {
        problems.push({ path, message: 'uses Python\'s (?P<name>...) groups; write JavaScript named groups (?<name>...)' });
        return undefined;
    }
    try {
        return new RegExp(source, flags ?? '');
    }
    catch (error) {
        problems.push({ path, message: `is not a valid JavaScript regular expression (${error instanceof Error ? error.message : String(error)}). In YAML, write patterns in single quotes so backslashes stay as they are` });
        return undefined;
    }
}
/** Every problem of one entry; `contextVars` are the variables all context entries can set. */
function checkMetricsPattern(entry, contextVars) {
    const problems = [];
    const kinds = ['pattern', 'context', 'lines'].filter((k) => entry[k] !== undefined);
    if (kinds.length !== 1) {
        problems.push({ path: [], message: kinds.length === 0 ? 'needs one of pattern: (a regex with named groups), context: (a regex that sets variables) or lines: key-value' : `has both ${kinds.join(' and ')}; make them separate entries` });
        return problems;
    }
    if (entry.flags !== undefined && !ALLOWED_FLAGS.test(entry.flags))
        problems.push({ path: ['flags'], message: `"${entry.flags}" is not a set of regex flags; use some of i, m, s, u, v (g and y are not needed: each line is matched once)` });
    if (entry.context !== undefined)
        return [...problems, ...checkContext(entry)];
    if (entry.lines !== undefined)
        return [...problems, ...checkKeyValue(entry, contextVars)];
    return [...problems, ...checkPattern(entry, contextVars)];
}
function checkContext(entry) {
    const problems = [];
    const extra = ['name', 'prefix', 'metric', 'unit', 'better', 'values', 'keys', 'separator'].filter((k) => entry[k] !== undefined);
    for (const k of extra)
        problems.push({ path: [k], message: `does not apply to a context entry (it only sets variables); move it to a pattern entry` });
    const regex = compileRegex(entry.context ?? '', entry.flags, ['context'], problems);
    if (regex !== undefined && namedGroups(entry.context ?? '').length === 0)
        problems.push({ path: ['context'], message: 'has no named group, so it sets no variable; add one like (?<batch>\\d+)' });
    return problems;
}
function checkNaming(entry, groups, contextVars, problems) {
    for (const v of templateVariables(entry.name ?? '')) {
        if (!groups.has(v) && !contextVars.has(v))
            problems.push({ path: ['name'], message: `uses {${v}}, which is neither a named group of this pattern nor set by a context entry` });
    }
}
function checkPattern(entry, contextVars) {
    const problems = [];
    if (entry.keys !== undefined)
        problems.push({ path: ['keys'], message: 'only applies to lines: key-value entries; for a pattern, use values:' });
    if (entry.separator !== undefined)
        problems.push({ path: ['separator'], message: 'only applies to lines: key-value entries' });
    const regex = compileRegex(entry.pattern ?? '', entry.flags, ['pattern'], problems);
    if (regex === undefined)
        return problems;
    const groups = new Set(namedGroups(entry.pattern ?? ''));
    checkNaming(entry, groups, contextVars, problems);
    if (entry.values !== undefined) {
        if (entry.metric !== undefined)
            problems.push({ path: ['metric'], message: 'cannot be used with values: (each value names its own metric); remove it' });
        for (const [group, spec] of Object.entries(entry.values)) {
            if (!groups.has(group))
                problems.push({ path: ['values', group], message: `is not a named group of the pattern; add (?<${group}>...) to it or remove this entry` });
            if ((spec.better ?? entry.better) === undefined)
                problems.push({ path: ['values', group, 'better'], message: 'is missing: say whether lower (times, latencies) or higher (throughput) is better' });
        }
        return problems;
    }
    if (!groups.has('value'))
        problems.push({ path: ['pattern'], message: 'has no (?<value>...) group; add one, or list several value groups under values:' });
    if (entry.better === undefined)
        problems.push({ path: ['better'], message: 'is missing: say whether lower (times, latencies) or higher (throughput) is better' });
    if (!groups.has('name') && entry.name === undefined && (entry.prefix ?? '') === '' && entry.metric === undefined) {
        problems.push({ path: ['pattern'], message: 'gives no benchmark name; add a (?<name>...) group, a name: template, a prefix: or a metric:' });
    }
    return problems;
}
function checkKeyValue(entry, contextVars) {
    const problems = [];
    for (const k of ['values', 'metric'])
        if (entry[k] !== undefined)
            problems.push({ path: [k], message: 'does not apply to lines: key-value (each key is a metric); use keys:' });
    if (entry.separator === '')
        problems.push({ path: ['separator'], message: 'is empty; use a character like ":" or "="' });
    checkNaming(entry, new Set(), contextVars, problems);
    return problems;
}
function globToKeyRegex(glob) {
    const body = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
    return new RegExp(`^${body}$`, 'i');
}
function escapeRegex(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Checks and compiles the entries; all problems of all entries when any is wrong. */
function compileMetricsPatterns(entries) {
    const contextVars = new Set(entries.flatMap((e) => (e.context === undefined ? [] : namedGroups(e.context))));
    const problems = entries.flatMap((e, index) => checkMetricsPattern(e, contextVars).map((problem) => ({ index, problem })));
    if (problems.length > 0)
        return { ok: false, error: problems };
    return { ok: true, value: entries.map((e, index) => compileEntry(e, index)) };
}
function compileEntry(e, index) {
    if (e.context !== undefined)
        return { kind: 'context', index, regex: new RegExp(e.context, e.flags ?? '') };
    const prefix = e.prefix ?? '';
    if (e.lines !== undefined) {
        const sep = escapeRegex(e.separator ?? ':');
        const regex = new RegExp(`^\\s*(?<key>\\S.*?)\\s*${sep}\\s*(?<value>\\S.*)$`, e.flags ?? '');
        const keys = e.keys === undefined ? undefined : Object.entries(e.keys).map(([glob, spec]) => ({ glob: globToKeyRegex(glob), spec }));
        return { kind: 'key-value', index, regex, name: e.name, prefix, unit: e.unit, better: e.better, keys };
    }
    const values = e.values === undefined
        ? [{ group: 'value', metric: e.metric, unit: e.unit, better: e.better ?? 'lower' }]
        : Object.entries(e.values).map(([group, spec]) => ({ group, metric: spec.metric ?? group, unit: spec.unit ?? e.unit, better: spec.better ?? e.better ?? 'lower' }));
    return { kind: 'pattern', index, regex: new RegExp(e.pattern ?? '', e.flags ?? ''), name: e.name, prefix, values };
}

;// CONCATENATED MODULE: ./src/parsers/metrics-units.ts
/**
 * Reading a value as bench binaries print it, and normalising its unit once (STYLE.md §3.1).
 *
 * Values: `22,096.0`, `1.583ms`, `~140MB`, `+1,940 wf/s (phase 1)`, `**9.52 ops/sec**`, `3.28x`,
 * `1e9`, Go durations `1m2.5s`; thousands separators are `,` in groups of three, the minus may be
 * U+2212, markdown emphasis around the value is dropped, and text after the value is ignored.
 * Units: times become `sec` (ns, µs/μs/us, ms, s, sec, min, h), sizes become `B` (kB/KB/MB/GB/TB
 * decimal, KiB/MiB/GiB/TiB binary), rates over a time become `<what>/s` (`ops/sec` -> `ops/s`,
 * `MB/s` -> `B/s`, `req/ms` -> `req/s` x1000). Any other unit (`%`, `x`, `workflows`) is kept as
 * printed, so the same binary always lands in the same unit whatever scale it printed.
 */

const TIME = new Map([
    ['ns', 1e-9], ['us', 1e-6], ['µs', 1e-6], ['μs', 1e-6], ['ms', 1e-3], ['s', 1], ['sec', 1], ['secs', 1],
    ['second', 1], ['seconds', 1], ['min', 60], ['mins', 60], ['minute', 60], ['minutes', 60], ['h', 3600], ['hr', 3600],
    ['hour', 3600], ['hours', 3600],
]);
const metrics_units_SIZE = new Map([
    ['B', 1], ['byte', 1], ['bytes', 1], ['kB', 1e3], ['KB', 1e3], ['MB', 1e6], ['GB', 1e9], ['TB', 1e12],
    ['KiB', 2 ** 10], ['MiB', 2 ** 20], ['GiB', 2 ** 30], ['TiB', 2 ** 40],
]);
// A number: sign, digits with optional `,` groups of three, decimals, exponent.
const NUMBER = /^([+\-\u2212]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:[eE][+-]?\d+)?)(?=$|[\s\p{L}µ%/°*_`(])/u;
const UNIT = /^[\p{L}µ%/°][^\s()*`,;|]*/u;
const GO_DURATION = /^(?:(\d+)h)?(?:(\d+)m(?!s))?(\d+(?:\.\d+)?)(ns|us|µs|μs|ms|s)$/u;
const NON_FINITE = /^([+-]?)(nan|inf|infinity)\b/i;
/** Reads the first value (and its unit) of a text; undefined when it does not start with a number. */
function parseMetricValue(raw) {
    const text = raw.trim().replace(/^[*_`]+/, '').replace(/[*_`]+$/, '').replace(/^[~≈]\s*/, '').trim();
    const nonFinite = NON_FINITE.exec(text);
    if (nonFinite !== null) {
        const value = nonFinite[2]?.toLowerCase() === 'nan' ? Number.NaN : nonFinite[1] === '-' ? -Infinity : Infinity;
        return { value, unit: unitAfter(text.slice(nonFinite[0].length)) };
    }
    const duration = GO_DURATION.exec(text.split(/\s/, 1)[0] ?? '');
    if (duration !== null && (duration[1] !== undefined || duration[2] !== undefined)) {
        const seconds = Number(duration[1] ?? 0) * 3600 + Number(duration[2] ?? 0) * 60 + Number(duration[3]) * (TIME.get(duration[4] ?? 's') ?? 1);
        return { value: seconds, unit: 's' };
    }
    const number = NUMBER.exec(text);
    const digits = number?.[1] ?? '';
    if (number === null || !/\d/.test(digits))
        return undefined;
    const value = Number(digits.replaceAll(',', '').replace('\u2212', '-'));
    if (Number.isNaN(value))
        return undefined;
    return { value, unit: unitAfter(text.slice(digits.length)) };
}
function unitAfter(rest) {
    return UNIT.exec(rest.trimStart())?.[0] ?? '';
}
/** The normal unit of a printed unit, and the factor that converts values to it. */
function normalizeMetricUnit(printed) {
    const unit = printed.trim();
    const time = TIME.get(unit);
    if (time !== undefined)
        return { unit: 'sec', factor: time };
    const size = metrics_units_SIZE.get(unit);
    if (size !== undefined)
        return { unit: 'B', factor: size };
    const slash = unit.lastIndexOf('/');
    if (slash > 0) {
        const per = TIME.get(unit.slice(slash + 1));
        if (per !== undefined) {
            const numerator = unit.slice(0, slash);
            const bytes = metrics_units_SIZE.get(numerator);
            return { unit: `${bytes === undefined ? numerator : 'B'}/s`, factor: (bytes ?? 1) / per };
        }
    }
    return { unit, factor: 1 };
}
/** Multiplies without the binary noise of `1.583 * 1e-3` when the factor is a power of ten. */
function scaleValue(value, factor) {
    if (factor === 1)
        return value;
    const exponent = Math.round(Math.log10(factor));
    return Math.abs(10 ** exponent / factor - 1) < 1e-12 ? (0,src_units/* scaleByPowerOfTen */.Xy)(value, exponent) : value * factor;
}

;// CONCATENATED MODULE: ./src/parsers/metrics.ts





/**
 * Longer lines are not matched, only listed as unrecognized: a result line of a bench binary is far
 * shorter, and a user regex that backtracks (`\s*([^|]+?)\s*\|` per table cell is the common one)
 * costs more than linear time in the line's length; at 10,000 characters one such line took 1.3 s
 * in the fuzz run.
 */
const MAX_LINE = 4 * 1024;
/** Parses a bench binary's output with the config's `metrics` patterns. */
function parseMetrics(text, source, patterns) {
    const compiled = compileMetricsPatterns(patterns);
    if (!compiled.ok) {
        const diagnostics = compiled.error.map(({ index, problem }) => ({ severity: 'error', source, line: 0,
            message: `metrics[${index}]${problem.path.map((p) => `.${p}`).join('')} ${problem.message}` }));
        return { benchmarks: [], config: {}, diagnostics, unrecognized: [], lineCount: 0 };
    }
    return new MetricsReader(source, compiled.value).read(text);
}
class MetricsReader {
    source;
    entries;
    collector = new parsers_collector/* ResultCollector */.b();
    diagnostics = [];
    unrecognized = [];
    directions = new Map();
    hits = new Map();
    vars = {};
    firstConfig;
    constructor(source, entries) {
        this.source = source;
        this.entries = entries;
    }
    read(text) {
        const lines = splitLines(text);
        lines.forEach((line, index) => this.readLine(line, index + 1));
        const benchmarks = this.collector.finish();
        for (const b of benchmarks)
            for (const m of b.metrics)
                m.better = this.directions.get(`${b.key}\u0000${m.unit}`) ?? m.better;
        for (const e of this.entries) {
            if (e.kind !== 'context' && (this.hits.get(e.index) ?? 0) === 0)
                this.report('info', 0, `metrics[${e.index}] matched no line`);
        }
        this.diagnostics.sort((a, b) => a.line - b.line);
        return { benchmarks, config: this.firstConfig ?? { ...this.vars }, diagnostics: this.diagnostics, unrecognized: this.unrecognized, lineCount: lines.length };
    }
    readLine(line, lineNo) {
        if (line.trim() === '')
            return;
        let used = false;
        if (line.length <= MAX_LINE) {
            for (const entry of this.entries) {
                const match = entry.regex.exec(line);
                if (match === null)
                    continue;
                const groups = definedGroups(match);
                if (entry.kind === 'context') {
                    this.vars = { ...this.vars, ...groups };
                    used = true;
                }
                else if (entry.kind === 'pattern' ? this.readPattern(entry, groups, lineNo, line) : this.readKeyValue(entry, groups, lineNo, line)) {
                    this.hits.set(entry.index, (this.hits.get(entry.index) ?? 0) + 1);
                    return;
                }
            }
        }
        if (!used && this.unrecognized.length < types/* UNRECOGNIZED_KEPT */.v)
            this.unrecognized.push({ line: lineNo, text: (0,types/* excerpt */.K)(line) });
    }
    readPattern(entry, groups, lineNo, text) {
        const name = this.benchmarkName(entry, { ...this.vars, ...groups }, lineNo, text);
        if (name === undefined)
            return true;
        for (const v of entry.values) {
            const raw = groups[v.group];
            if (raw === undefined || raw.trim() === '')
                continue;
            const unit = groups[v.group === 'value' ? 'unit' : `${v.group}_unit`];
            this.record({ name, metric: v.metric, raw, unit, better: v.better, line: lineNo, text }, v.unit);
        }
        return true;
    }
    readKeyValue(entry, groups, lineNo, text) {
        const key = (groups.key ?? '').replace(/^[^\p{L}\p{N}]+/u, '').trim();
        const raw = groups.value ?? '';
        if (key === '' || parseMetricValue(raw) === undefined)
            return false;
        let spec = {};
        if (entry.keys !== undefined) {
            const found = entry.keys.find((k) => k.glob.test(key));
            if (found === undefined)
                return false;
            spec = found.spec;
        }
        const name = this.benchmarkName(entry, this.vars, lineNo, text);
        if (name === undefined)
            return true;
        this.record({ name, metric: spec.metric ?? slug(key), raw, unit: undefined, better: spec.better ?? entry.better, line: lineNo, text }, spec.unit ?? entry.unit);
        return true;
    }
    /** `<prefix><name>`, the name being the template, else the `name` group; undefined when a variable is unset. */
    benchmarkName(entry, vars, lineNo, text) {
        if (entry.name === undefined)
            return entry.prefix + (vars.name ?? '').trim();
        const filled = fillTemplate(entry.name, vars);
        if (filled.ok)
            return entry.prefix + filled.value;
        this.report('error', lineNo, `metrics[${entry.index}]: the name template "${entry.name}" needs {${filled.error}}, which no earlier line set (add a context: entry that matches a line before this one); this line's samples are lost`, text);
        return undefined;
    }
    record(s, fallbackUnit) {
        const parsed = parseMetricValue(s.raw);
        if (parsed === undefined || !Number.isFinite(parsed.value)) {
            this.report('warning', s.line, `${joinName(s.name, s.metric)}: "${(0,types/* excerpt */.K)(s.raw.trim(), 40)}" is not a number; no sample taken`, s.text);
            return;
        }
        const printed = s.unit?.trim() || parsed.unit || fallbackUnit || '';
        const normal = normalizeMetricUnit(printed);
        const unit = normal.unit === '' ? 'value' : normal.unit;
        const full = joinName(s.name, s.metric);
        const value = scaleValue(parsed.value, normal.factor);
        if (!Number.isFinite(value)) {
            this.report('warning', s.line, `${full}: "${(0,types/* excerpt */.K)(s.raw.trim(), 40)}" is out of range in ${unit}; no sample taken`, s.text);
            return;
        }
        const [base = full, ...sub] = full.split('/');
        const params = Object.fromEntries([base, ...sub].flatMap((p) => (p.indexOf('=') > 0 ? [[p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]] : [])));
        this.firstConfig ??= { ...this.vars };
        this.collector.benchmark(full, full, { base, sub, params }, this.vars, { file: this.source, line: s.line });
        this.collector.addBaseSample(full, unit, printed === '' ? unit : printed, value);
        const id = `${full}\u0000${unit}`;
        const previous = this.directions.get(id);
        if (s.better !== undefined && previous === undefined)
            this.directions.set(id, s.better);
        else if (s.better !== undefined && previous !== s.better)
            this.report('warning', s.line, `${full} (${unit}) is read by two patterns with different directions; keeping better=${previous ?? ''}`);
    }
    report(severity, line, message, text) {
        const d = { severity, source: this.source, line, message };
        if (text !== undefined)
            d.text = (0,types/* excerpt */.K)(text);
        this.diagnostics.push(d);
    }
}
/**
 * The groups that took part in the match, trimmed: the whitespace around a table cell is never part
 * of a value or a name, and trimming here lets patterns capture whole cells with `\|(?<x>[^|]*)`,
 * which matches in linear time, instead of `\|\s*(?<x>[^|]+?)\s*`, which backtracks.
 */
function definedGroups(match) {
    const groups = {};
    for (const [name, value] of Object.entries(match.groups ?? {}))
        if (value !== undefined)
            groups[name] = value.trim();
    return groups;
}
/** `name/metric`, without doubled slashes, or whichever of the two is not empty. */
function joinName(name, metric) {
    if (metric === undefined || metric === '')
        return name === '' ? 'value' : name;
    if (name === '')
        return metric;
    return name.endsWith('/') ? `${name}${metric}` : `${name}/${metric}`;
}
/** `p50 (median)` -> `p50-median`; `Creation Rate` -> `creation-rate`. */
function slug(key) {
    return key.toLowerCase().replace(/[^\p{L}\p{N}%._]+/gu, '-').replace(/^-+|-+$/g, '') || 'value';
}

;// CONCATENATED MODULE: ./src/input.ts


















const INPUT_FORMATS = [
    'auto', 'go', 'go-json', 'libtest', 'libtest-json', 'criterion', 'cargo-criterion', 'criterion-text', 'divan',
    'hyperfine', 'gbench', 'pytest', 'custom-smaller', 'custom-bigger', 'bmf', 'metrics', 'result',
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
    metrics: 'lines that the `metrics` patterns of bench-gate.yml match (e.g. a table row "| 10 | 22,096.0 | 1.583ms |")',
    result: `a bench-gate result file ({"schema": "${SCHEMA_ID}", ...}) from \`bench-gate parse\``,
};
/** Text formats in the order they are tried: the most specific shapes first, Go's lenient grammar last. */
const DETECTORS = [
    ['cargo-criterion', detectCargoCriterion], ['libtest-json', detectLibtestJson], ['hyperfine', detectHyperfine],
    ['gbench', detectGbench], ['pytest', detectPytest], ['bmf', detectBmf], ['divan', detectDivan],
    ['libtest', detectLibtest], ['criterion-text', detectCriterionText],
];
const GO_RESULT_LINE = /^Benchmark\S*[ \t]+\d+[ \t]+\S+[ \t]+\S+/m;
/** True for bench-gate's own result JSON (its schema id near the start). */
function isResultText(text) {
    const start = text.trimStart();
    return start.startsWith('{') && /"schema"\s*:\s*"bench-gate\/result"/.test(start.slice(0, 4096));
}
/**
 * Every format whose shape the text has. bench-gate's own result files and test2json streams are
 * unmistakable and answer alone; otherwise more than one candidate means the input is ambiguous.
 */
function detectCandidates(text) {
    if (isResultText(text))
        return ['result'];
    const start = text.trimStart();
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
/**
 * Parses one input into a ResultSet, or explains in one paragraph why it cannot. With `metrics`
 * patterns (bench-gate.yml), `auto` falls back to the metrics format when no tool's output is detected.
 */
function readInput(text, source, format, options = {}) {
    const patterns = options.metrics ?? [];
    if (text.trim() === '') {
        return { ok: false, error: `${source} is empty. Expected ${format === 'auto' ? input_EXPECTED.go : input_EXPECTED[format]}. Check that the benchmark command wrote its output to this file.` };
    }
    if (format === 'auto' && detectCustomJson(text) && detectFormat(text) === undefined) {
        return { ok: false, error: `${source} looks like github-action-benchmark custom JSON, which does not say whether smaller or bigger is better. Pass --format custom-smaller or --format custom-bigger.` };
    }
    // A bench-gate result file is read as one whatever format was asked for: a config's `format:`
    // names the tool's output, and `parse -o` then `compare` of the results must still work.
    if (format !== 'auto' && format !== 'result' && isResultText(text))
        return readResultFile(text, source, true);
    const candidates = format === 'auto' ? detectCandidates(text) : [format];
    if (candidates.length > 1) {
        return { ok: false, error: `${source} could be any of ${candidates.join(', ')}: it has the shape of each. Pass --format with the one that produced it.` };
    }
    const chosen = candidates[0] ?? (patterns.length > 0 ? 'metrics' : undefined);
    if (chosen === undefined) {
        return { ok: false, error: `${source}: none of its ${countLines(text)} lines looks like benchmark output (${describeStart(text)}). Expected, for example, ${input_EXPECTED.go}; or any of the formats ${INPUT_FORMATS.filter((f) => f !== 'auto' && f !== 'metrics').join(', ')} (pass --format to choose one; \`bench-gate --help\` lists them).` };
    }
    if (chosen === 'result')
        return readResultFile(text, source, format === 'auto');
    if (chosen === 'criterion')
        return { ok: false, error: `${source}: the criterion format reads a target/criterion directory; pass the directory, not a file.` };
    if (chosen === 'metrics')
        return readMetrics(text, source, patterns, format === 'auto');
    return fromParse(parseText(chosen, text, source), chosen, source, format === 'auto');
}
/** Parses a `target/criterion` directory, given its JSON files (paths relative to it). */
function readDirectoryInput(files, source, format) {
    if (format !== 'auto' && format !== 'criterion')
        return { ok: false, error: `${source} is a directory; only the criterion format reads directories (a target/criterion tree). Pass a file for --format ${format}.` };
    if (!(0,criterion_dir/* detectCriterionDirectory */.aA)(files.map((f) => f.path))) {
        return { ok: false, error: `${source} is a directory without criterion results (no <id>/new/benchmark.json under it). Pass target/criterion after \`cargo bench\`, or a file.` };
    }
    return fromParse((0,criterion_dir/* parseCriterionDirectory */.a1)(files, source), 'criterion', source, format === 'auto');
}
function readMetrics(text, source, patterns, detected) {
    if (patterns.length === 0) {
        return { ok: false, error: `${source}: the metrics format reads a bench binary's text through patterns, and none are configured. Add a \`metrics:\` list to bench-gate.yml (or pass --config FILE), e.g. - {pattern: '^(?<name>\\S+): (?<value>[\\d.]+) ?(?<unit>\\S*)$', better: lower}.` };
    }
    const parsed = parseMetrics(text, source, patterns);
    const broken = parsed.diagnostics.filter((d) => d.line === 0 && d.severity === 'error');
    if (broken.length > 0)
        return { ok: false, error: `${source}: the metrics patterns cannot be used: ${broken.map((d) => d.message).join('; ')}.` };
    return fromParse(parsed, 'metrics', source, detected);
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
    const json = (0,json_input/* readJson */.Vh)(text, source, input_EXPECTED.result, { maxDepth: 6 });
    if (!json.ok)
        return { ok: false, error: `${source}:${json.diagnostic.line}: ${json.diagnostic.message}` };
    const doc = json.value;
    if (!isResultDocument(doc))
        return { ok: false, error: `${source} is JSON but not a bench-gate result file. Expected ${input_EXPECTED.result}.` };
    const loaded = loadResultSet(doc, source, undefined, json.lineOf);
    return loaded.ok ? { ok: true, value: { format: 'result', detected, set: loaded.value } } : loaded;
}
/** The fatal "no results" message: what was expected, and the first lines that were not it. */
function noResultsMessage(parsed, source, format) {
    // A JSON file that does not parse (truncated, binary, another format) has one problem: say it alone.
    const syntax = parsed.diagnostics.find((d) => d.severity === 'error' && d.message.startsWith('invalid JSON'));
    if (syntax !== undefined && parsed.diagnostics.length === 1)
        return `${source}:${syntax.line}: ${syntax.message}`;
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
function countLines(text) {
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

;// CONCATENATED MODULE: ./src/run/command-line.ts
/**
 * How a benchmark command given on the command line is started: several words are run directly
 * (no shell, no quoting surprises); one string with spaces or shell syntax, or --shell, goes
 * through `bash -eo pipefail -c`, like the action's `run` step.
 */
const SHELL_SYNTAX = /[\s|&;<>()$`\\"'*?[\]#~{}]/;
/** Runs `script` with bash; errexit and pipefail so `go test ... | tee out.txt` fails when go does. */
function bashCommand(script) {
    return { argv: ['bash', '-eo', 'pipefail', '-c', script], display: script };
}
/** The command for `run -- WORDS...`: bash for --shell or a single string that needs a shell. */
function commandFromWords(words, shell) {
    const [only] = words;
    if (shell || (words.length === 1 && only !== undefined && SHELL_SYNTAX.test(only)))
        return bashCommand(words.join(' '));
    return { argv: [...words], display: words.map(quoteWord).join(' ') };
}
/** A word as a POSIX shell would need it written (for display only). */
function quoteWord(word) {
    return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
/** A command shortened for labels: its first line, at most 60 characters. */
function shortDisplay(spec) {
    const line = spec.display.split('\n', 1)[0] ?? '';
    return line.length > 60 || line !== spec.display ? `${line.slice(0, 59)}…` : line;
}

;// CONCATENATED MODULE: ./src/run/order.ts
/**
 * The order of base and head runs in `ab` (STATISTICS.md §2.8): alternating `abab`, `abba`
 * blocks (which also cancel a linear drift over the job), or `random` (each round's order drawn
 * from a seeded PRNG, as in randomized multiple interleaved trials), so that slow drift and
 * background load hit both sides alike. Pure and deterministic for a given seed.
 */
const AB_ORDERS = ['abab', 'abba', 'random'];
/** mulberry32: a small, fast 32-bit PRNG; returns a generator of floats in [0, 1). */
function seededRandom(seed) {
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
function scheduleRounds(rounds, order, seed) {
    const random = seededRandom(seed);
    const ab = ['base', 'head'];
    const ba = ['head', 'base'];
    return Array.from({ length: rounds }, (_, round) => {
        switch (order) {
            case 'abab': return ab;
            case 'abba': return round % 2 === 0 ? ab : ba;
            case 'random': return random() < 0.5 ? ab : ba;
        }
    });
}

;// CONCATENATED MODULE: ./src/run/results-file.ts
/**
 * Results files (`run --results PATH`, `ab --results PATH`, the action's `output-file` when the
 * engine runs the command): a command that writes its results to a file or directory (hyperfine
 * --export-json, criterion's target/criterion, a custom JSON) instead of printing them. The path
 * is removed before every run, so a file left by an earlier run (or an earlier job on a
 * self-hosted runner) is never read, and read after the run; a run that did not write it fails.
 */
/** The path a side's results file has: relative paths are taken from the tree the side runs in. */
function resultsPathIn(path, treeRoot) {
    if (treeRoot === undefined || path.startsWith('/'))
        return path;
    return `${treeRoot.replace(/\/+$/, '')}/${path.replace(/^\.\//, '')}`;
}
/** The message for a run that finished without writing its results. */
function missingResults(what, path, option) {
    return `${what} finished, but ${path} (${option}) does not exist after it: the command did not write its results there. Check that the command writes to this path (relative to the directory it runs in), e.g. hyperfine --export-json ${path}.`;
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

;// CONCATENATED MODULE: ./src/run/run-context.ts

/** `git rev-parse HEAD` in `cwd`; undefined outside a repository (or without git). */
async function readGitCommit(ports, cwd) {
    const outcome = await ports.spawn({ argv: ['git', 'rev-parse', 'HEAD'], env: ports.env, ...(cwd === undefined ? {} : { cwd }) });
    const sha = outcome.stdout.trim();
    return outcome.end.kind === 'exited' && outcome.end.code === 0 && /^[0-9a-f]{7,64}$/.test(sha) ? sha : undefined;
}
/** Which fingerprint detail holds the version of the toolchain behind a tool. */
function toolchainOf(tool) {
    switch (tool) {
        case 'go':
        case 'go-json': return 'go';
        case 'libtest':
        case 'libtest-json':
        case 'criterion':
        case 'cargo-criterion':
        case 'criterion-text':
        case 'divan': return 'rustc';
        case 'hyperfine': return 'hyperfine';
        case 'gbench':
        case 'pytest':
        case 'custom':
        case 'bmf':
        case 'metrics': return undefined;
    }
}
/**
 * One result set from the runs of one command: benchmarks merged by key (every run's samples, in
 * run order), sources and diagnostics concatenated, the context filled in.
 */
function combineRuns(sets, info, extra = []) {
    const [first] = sets;
    if (first === undefined)
        throw new Error('combineRuns() needs at least one run');
    const fp = info.fingerprint;
    const parsed = first.context.machine ?? {};
    const cores = Number(fp.details.cores);
    const machine = {
        ...parsed, fingerprint: fp.id, os: fp.os, arch: fp.arch,
        ...(parsed.cpu === undefined && fp.details.cpu !== undefined ? { cpu: fp.details.cpu } : {}),
        ...(parsed.cores === undefined && Number.isInteger(cores) && cores > 0 ? { cores } : {}),
    };
    const toolchain = toolchainOf(first.context.tool);
    const toolVersion = first.context.toolVersion ?? (toolchain === undefined ? undefined : fp.details[toolchain]);
    const set = {
        ...first,
        context: {
            ...first.context,
            ...(toolVersion === undefined ? {} : { toolVersion }),
            ...(info.commit === undefined ? {} : { commit: info.commit }),
            time: info.time,
            machine,
            sources: info.command === undefined ? sets.flatMap((s) => s.context.sources) : [`${info.command} (${sets.length} run${sets.length === 1 ? '' : 's'})`],
        },
        benchmarks: mergeBenchmarks(sets.map((s) => s.benchmarks)),
        diagnostics: [...sets.flatMap((s) => s.diagnostics), ...extra],
    };
    if (info.suite !== undefined)
        set.suite = info.suite;
    return set;
}

;// CONCATENATED MODULE: ./src/run/run-error.ts
/**
 * A failure while running benchmarks that the user must fix (a command failed, timed out, printed
 * no results, a worktree could not be made): the CLI prints its message as is and exits 2.
 */
class RunError extends Error {
}

;// CONCATENATED MODULE: ./src/run/progress.ts
/** "0.4 s", "12.3 s", "2 min 5 s", "1 h 2 min": seconds with one decimal below a minute. */
function formatElapsed(seconds) {
    return seconds < 59.95 ? `${seconds.toFixed(1)} s` : formatLong(seconds);
}
/** Like formatElapsed, rounded to whole seconds: an estimate has no tenths. */
function formatEstimate(seconds) {
    if (seconds < 0.5)
        return '< 1 s';
    return seconds < 59.5 ? `${Math.round(seconds)} s` : formatLong(seconds);
}
function formatLong(seconds) {
    const whole = Math.round(seconds);
    if (whole < 3600)
        return `${Math.floor(whole / 60)} min ${whole % 60} s`;
    return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}
/**
 * The progress line before step `done + 1` of `total`: the ETA extrapolates the mean time of the
 * `done` steps finished so far (none before the first).
 */
function progressLine(label, done, total, elapsedSeconds) {
    if (done === 0)
        return label;
    const eta = (elapsedSeconds / done) * (total - done);
    return `${label}, ${formatElapsed(elapsedSeconds)} elapsed, ETA ${formatEstimate(eta)}`;
}
/** Writes progress lines to stderr: redrawn in place only when quiet on a terminal. */
class ProgressReporter {
    ports;
    redraw;
    open = false;
    constructor(ports, quiet) {
        this.ports = ports;
        this.redraw = quiet && ports.stderrIsTTY;
    }
    /** Shows the state before a step. */
    step(line) {
        if (this.redraw) {
            this.ports.stderr(`\r\x1b[K${line}`);
            this.open = true;
        }
        else {
            this.ports.stderr(`bench-gate: ${line}\n`);
        }
    }
    /** A final or interrupting line; ends a redrawn line first. */
    line(text) {
        this.note(`bench-gate: ${text}\n`);
    }
    /** Other text for stderr (a parse warning): clears a redrawn line first so they do not mix. */
    note(text) {
        if (this.open)
            this.ports.stderr('\r\x1b[K');
        this.open = false;
        this.ports.stderr(text);
    }
}

;// CONCATENATED MODULE: ./src/run/failure.ts
/**
 * Messages for a command that did not succeed: what happened (exit code, signal, timeout), on
 * which run, and the end of what it printed to stderr, so the cause is in the message itself.
 */

const TAIL_LINES = 20;
/** The last `count` non-empty-at-the-end lines of `text`. */
function lastLines(text, count = TAIL_LINES) {
    const lines = text.replace(/\s+$/, '').split(/\r\n|\n|\r/);
    return lines.length === 1 && lines[0] === '' ? [] : lines.slice(-count);
}
/** The stderr tail (or stdout's, when stderr is empty), indented, with a heading; '' when both are empty. */
function outputTail(outcome) {
    const fromStderr = lastLines(outcome.stderr);
    const lines = fromStderr.length > 0 ? fromStderr : lastLines(outcome.stdout);
    if (lines.length === 0)
        return ' It printed nothing.';
    const which = fromStderr.length > 0 ? 'stderr' : 'output (its stderr was empty)';
    const heading = lines.length === 1 ? `The last line of its ${which}:` : `The last ${lines.length} lines of its ${which}:`;
    return `\n${heading}\n${lines.map((l) => `    ${l}`).join('\n')}`;
}
/**
 * Why a finished process counts as failed, or undefined when it exited 0. `what` names the
 * command and the run: "`./bench.sh` (run 3/5)".
 */
function failure_describeFailure(what, outcome, timeoutText) {
    const after = `after ${formatElapsed(outcome.durationSeconds)}`;
    const end = outcome.end;
    switch (end.kind) {
        case 'exited':
            return end.code === 0 ? undefined : `${what} failed with exit code ${end.code} ${after}.${outputTail(outcome)}`;
        case 'signalled':
            return `${what} was killed by ${end.signal} ${after}.${outputTail(outcome)}`;
        case 'timed-out':
            return `${what} ran longer than --timeout ${timeoutText ?? ''} and was stopped. Raise --timeout if it needs longer.${outputTail(outcome)}`;
        case 'not-started':
            return `${what} could not be started: ${end.message}. Check that the program exists and is executable (relative paths start at the working directory), or pass the command as one string to run it through bash.`;
    }
}

;// CONCATENATED MODULE: ./src/run/series.ts
/**
 * Running a benchmark command several times, each run a fresh process (STATISTICS.md §2.8:
 * samples from one process underestimate the variance between processes): progress on stderr,
 * the command's output streamed live to stderr, each run's stdout parsed on its own. `run` gives
 * one side; `ab` interleaves two (base and head) in one series.
 *
 * The first failure stops the series; the runs parsed before it are returned with the message,
 * so the caller can keep partial results.
 */





/** Runs the steps in order; stops at the first failure. Never throws for a failing command. */
async function runSeries(steps, options, ports) {
    const progress = new ProgressReporter(ports, options.quiet);
    const started = ports.now().getTime();
    const elapsed = () => (ports.now().getTime() - started) / 1000;
    const runs = new Map();
    const formats = new Map();
    for (const [done, step] of steps.entries()) {
        progress.step(progressLine(step.label, done, steps.length, elapsed()));
        const format = formats.get(step.side) ?? options.format;
        const parsed = await runStep(step, format, options, ports);
        for (const note of parsed.notes)
            progress.note(note);
        if (!parsed.ok) {
            progress.line(`stopped at ${step.label}, after ${formatElapsed(elapsed())}`);
            return { runs, failure: parsed.error, failedStep: step, elapsedSeconds: elapsed() };
        }
        // Later runs are read as the format the first one was detected as: one output, one format.
        formats.set(step.side, parsed.format);
        runs.set(step.side, [...(runs.get(step.side) ?? []), parsed.set]);
    }
    progress.line(`${steps.length} run${steps.length === 1 ? '' : 's'} in ${formatElapsed(elapsed())}`);
    return { runs, elapsedSeconds: elapsed() };
}
async function runStep(step, format, options, ports) {
    const forward = options.quiet ? undefined : (text) => ports.stderr(text);
    const results = step.results === undefined || options.results === undefined ? undefined : { path: step.results, ...options.results };
    // A file left by an earlier run must never pass for this run's results.
    if (results !== undefined)
        await results.io.remove(results.path);
    const outcome = await ports.spawn({
        argv: step.command.argv,
        env: { ...ports.env, ...step.env },
        ...(step.cwd === undefined ? {} : { cwd: step.cwd }),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        ...(forward === undefined ? {} : { onStdout: forward, onStderr: forward }),
    });
    const what = `\`${step.command.display}\` (${step.label})`;
    const failure = failure_describeFailure(what, outcome, options.timeoutText);
    if (failure !== undefined)
        return { ok: false, error: failure, notes: [] };
    const source = `${step.side === 'run' ? '' : `${step.side}: `}${results?.path ?? shortDisplay(step.command)} #${step.index}`;
    let parsed;
    if (results === undefined) {
        parsed = readInput(outcome.stdout, source, format, options.metrics === undefined ? {} : { metrics: options.metrics });
    }
    else {
        const read = await results.io.read(results.path);
        if (read.kind === 'missing')
            return { ok: false, error: missingResults(what, results.path, results.option), notes: [] };
        if (read.kind === 'unreadable')
            return { ok: false, error: `${what} finished, but its results ${results.path} (${results.option}) could not be read: ${read.reason.replace(/\.$/, '')}.`, notes: [] };
        parsed = read.kind === 'dir' ? readDirectoryInput(read.files, source, format)
            : readInput(read.text, source, format, options.metrics === undefined ? {} : { metrics: options.metrics });
    }
    if (!parsed.ok)
        return { ok: false, error: `${what} ran, but its ${results === undefined ? 'output' : `results file ${results.path}`} could not be used: ${parsed.error}`, notes: [] };
    const { diagnostics } = parsed.value.set;
    const notes = diagnostics.filter((d) => d.severity !== 'info').map((d) => {
        const label = d.severity === 'error' && options.lenient ? 'warning' : d.severity;
        return `${d.source}:${d.line}: ${label}: ${d.message}${d.text === undefined ? '' : `\n    ${d.text}`}\n`;
    });
    const losses = diagnostics.filter(isDataLoss).length;
    if (losses > 0 && !options.lenient) {
        return { ok: false, notes, error: `${what}: ${losses} result line${losses === 1 ? '' : 's'} of its output could not be read (listed above), so ${losses === 1 ? 'its sample' : 'their samples'} would be lost. Pass --lenient to go on without ${losses === 1 ? 'it' : 'them'}.` };
    }
    return { ok: true, set: parsed.value.set, format: parsed.value.format, notes };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/run/worktree.ts
/**
 * A git worktree of the base commit in a temporary directory, for `ab --base-ref` (and the
 * action's `baseline: ab`): base and head are built and run side by side in one job. The worktree
 * is removed when the body ends, also when it throws.
 */



async function git(ports, args, cwd) {
    const outcome = await ports.spawn({ argv: ['git', ...args], env: ports.env, ...(cwd === undefined ? {} : { cwd }) });
    return { ...outcome, ok: outcome.end.kind === 'exited' && outcome.end.code === 0 };
}
function gitSays(outcome) {
    if (outcome.end.kind === 'not-started')
        return ` (git could not be started: ${outcome.end.message})`;
    const text = outcome.stderr.trim().split('\n').slice(-3).join(' ');
    return text === '' ? '' : ` (git: ${text})`;
}
/** Checks out `ref` in a new worktree, runs `body` with it, and removes the worktree afterwards. */
async function withWorktree(ports, ref, body, options = {}) {
    const here = options.cwd;
    const what = options.what ?? `--base-ref '${ref}'`;
    const top = await git(ports, ['rev-parse', '--show-toplevel'], here);
    if (!top.ok)
        throw new RunError(`${what} needs a git repository, and ${here ?? 'the current directory'} is not in one${gitSays(top)}. ${options.outsideHint ?? 'Run bench-gate from your repository, or compare two commands with --base-cmd and --head-cmd.'}`);
    const prefix = (await git(ports, ['rev-parse', '--show-prefix'], here)).stdout.trim();
    let resolved = await git(ports, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], here);
    if (!resolved.ok && options.fetch === true) {
        ports.stderr(`bench-gate: ${ref} is not in this clone; fetching it from origin\n`);
        await git(ports, ['fetch', '--no-tags', '--depth=1', 'origin', ref], here);
        resolved = await git(ports, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], here);
    }
    const commit = resolved.stdout.trim();
    if (!resolved.ok || commit === '')
        throw new RunError(`${what} is not a commit in this repository${gitSays(resolved)}. Fetch it first (in Actions: actions/checkout with fetch-depth: 0), or give a SHA.`);
    const root = await ports.makeTempDir('bench-gate-base-');
    const added = await git(ports, ['worktree', 'add', '--detach', root, commit], top.stdout.trim());
    if (!added.ok) {
        await ports.removePath(root);
        throw new RunError(`could not create a worktree of ${ref} (${commit.slice(0, 12)}) in ${root}${gitSays(added)}.`);
    }
    ports.stderr(`bench-gate: base ${ref === commit ? commit.slice(0, 12) : `${ref} (${commit.slice(0, 12)})`} checked out in ${root}\n`);
    try {
        return await body({ root, cwd: prefix === '' ? root : (0,external_node_path_.join)(root, prefix), commit });
    }
    finally {
        const removed = await git(ports, ['worktree', 'remove', '--force', root], top.stdout.trim());
        await ports.removePath(root);
        if (!removed.ok) {
            await git(ports, ['worktree', 'prune'], top.stdout.trim());
            ports.stderr(`bench-gate: warning: git worktree remove ${root} failed${gitSays(removed)}; the directory was deleted and the worktree pruned.\n`);
        }
    }
}
/** Runs the --build command in one tree, output streamed live; throws RunError with the tail on failure. */
async function buildTree(ports, argv, where, cwd, option = '--build') {
    ports.stderr(`bench-gate: building ${where}\n`);
    const forward = (text) => ports.stderr(text);
    const outcome = await ports.spawn({ argv, env: ports.env, onStdout: forward, onStderr: forward, ...(cwd === undefined ? {} : { cwd }) });
    if (outcome.end.kind === 'exited' && outcome.end.code === 0)
        return;
    const how = outcome.end.kind === 'exited' ? `exit code ${outcome.end.code}` : outcome.end.kind === 'signalled' ? `killed by ${outcome.end.signal}` : outcome.end.kind === 'not-started' ? `could not start: ${outcome.end.message}` : 'timed out';
    throw new RunError(`${option} failed in ${where} (${how}).${outputTail(outcome)}`);
}

;// CONCATENATED MODULE: ./src/run/ab.ts
/**
 * Same-job interleaved A/B (STATISTICS.md §4.4 item 8), shared by `bench-gate ab` and the action's
 * `baseline: ab`: base and head run alternately on this machine, each run a fresh process, and
 * each side's runs are merged into one result set. With a worktree, base runs there (built first
 * with the build command, like head in its own tree).
 */







/**
 * Checks `ref` out in a worktree (relative to `within`, the directory that stands for the
 * head tree), builds both trees with `build`, and runs the rounds; the worktree is removed after.
 */
async function runAbAgainstRef(plan, ports, ref, build, worktree = {}) {
    return withWorktree(ports, ref, async (tree) => {
        if (build !== undefined) {
            await buildTree(ports, build.argv, `the base tree (${plan.baseLabel ?? ref})`, tree.cwd, worktree.option ?? '--build');
            await buildTree(ports, build.argv, 'the head tree (the current directory)', plan.headCwd, worktree.option ?? '--build');
        }
        return { ...(await runAbRounds(plan, ports, tree)), baseCommit: tree.commit };
    }, worktree);
}
/** Runs the interleaved rounds; base runs in `tree` when there is one, head in plan.headCwd. */
async function runAbRounds(plan, ports, tree) {
    const order = plan.order === 'random' ? `random (seed ${plan.seed}; --seed ${plan.seed} repeats it)` : plan.order;
    ports.stderr(`bench-gate: ab: ${plan.rounds} round${plan.rounds === 1 ? '' : 's'}, order ${order}\n  base: ${plan.base.display}${tree === undefined ? '' : ` (in ${tree.cwd})`}\n  head: ${plan.head.display}\n`);
    const baseCwd = tree?.cwd;
    const steps = scheduleRounds(plan.rounds, plan.order, plan.seed).flatMap((pair, round) => pair.map((side) => {
        const cwd = side === 'base' ? baseCwd : plan.headCwd;
        const results = plan.results === undefined ? undefined : resultsPathIn(plan.results, cwd);
        return {
            side, command: side === 'base' ? plan.base : plan.head, index: round + 1,
            label: `round ${round + 1}/${plan.rounds}, ${side}`, env: { BENCH_GATE_SIDE: side, BENCH_GATE_RUN: String(round + 1), BENCH_GATE_RUNS: String(plan.rounds) },
            ...(cwd === undefined ? {} : { cwd }),
            ...(results === undefined ? {} : { results }),
        };
    }));
    const time = ports.now().toISOString();
    const [fingerprint, headCommit] = await Promise.all([ports.fingerprint(), tree === undefined ? undefined : readGitCommit(ports, plan.headCwd)]);
    const series = await runSeries(steps, plan.series, ports);
    if (series.failure !== undefined)
        throw new RunError(series.failure);
    const side = (name, commit) => combineRuns(series.runs.get(name) ?? [], { time, fingerprint, command: describeSide(plan, name, tree), ...(commit === undefined ? {} : { commit }) });
    return { base: side('base', tree?.commit), head: side('head', headCommit) };
}
/** "make bench" or "make bench, worktree of main": how a side's source is named (the report adds the commit). */
function describeSide(plan, side, tree) {
    const command = shortDisplay(side === 'base' ? plan.base : plan.head);
    if (tree === undefined)
        return command;
    return side === 'base' ? `${command}, worktree of ${plan.baseLabel ?? 'the base'}` : `${command}, current tree`;
}

;// CONCATENATED MODULE: ./src/run/confirm-plan.ts

/** Escapes a literal for a Go / Rust (RE2-like) regular expression. */
function confirm_plan_escapeRegex(text) {
    return text.replace(/[\\.+*?()|[\]{}^$]/g, '\\$&');
}
/** An anchored alternation of literals: `^(a|b)$`. */
function anyOf(names) {
    return `^(${[...new Set(names)].map(confirm_plan_escapeRegex).join('|')})$`;
}
/** Go's -bench regex for the flagged benchmarks: one anchored alternation per '/' level. */
function goBenchRegex(flagged) {
    const depth = Math.max(...flagged.map((b) => 1 + b.parts.sub.length));
    const levels = [];
    for (let level = 0; level < depth; level++) {
        const names = flagged.flatMap((b) => {
            const part = level === 0 ? b.parts.base : b.parts.sub[level - 1];
            return part === undefined ? [] : [part];
        });
        levels.push(anyOf(names));
    }
    return levels.join('/');
}
const GO_TOOLS = new Set(['go', 'go-json']);
const LIBTEST_TOOLS = new Set(['libtest', 'libtest-json']);
const CRITERION_TOOLS = new Set(['criterion', 'cargo-criterion', 'criterion-text']);
/** The -bench flag in a shell script: `-bench=X`, `-bench X`, `-test.bench=X`, `--bench X` (not -benchmem/-benchtime). */
const GO_FLAG_IN_SCRIPT = /(^|[\s;|&(])(--?(?:test\.)?bench)(?:=|\s+)('[^']*'|"[^"]*"|[^\s;|&)]+)/g;
const GO_FLAG_WORD = /^(--?(?:test\.)?bench)(=.*)?$/;
/** A script that is one plain `cargo bench ...` command, with nothing after it that appending could break. */
const PLAIN_CARGO_BENCH = /^\s*cargo\s+(?:\+\S+\s+)?bench(?:\s[^|;&<>()`$\n]*)?$/;
/** Plans the rerun of `flagged` (head's benchmarks) with `command`, which produced `tool` output. */
function planConfirm(tool, command, flagged) {
    const regex = goBenchRegex(flagged);
    const env = { BENCH_GATE_CONFIRM: '1', BENCH_GATE_FILTER: regex, BENCH_GATE_BENCHMARKS: flagged.map((b) => b.name).join('\n') };
    const whole = (why) => ({ command, filtered: false, how: `the whole command (${why})`, env });
    if (flagged.length === 0)
        return whole('nothing flagged');
    if (GO_TOOLS.has(tool)) {
        const rewritten = rewriteGoFilter(command, regex);
        return rewritten === undefined ? whole('no -bench flag in the command') : { command: rewritten, filtered: true, how: `-bench ${quoteWord(regex)}`, env };
    }
    const cargoArgs = cargoFilter(tool, flagged);
    if (cargoArgs !== undefined) {
        const appended = appendCargoArgs(command, cargoArgs);
        if (appended !== undefined)
            return { command: appended, filtered: true, how: `cargo bench -- ${cargoArgs.map(quoteWord).join(' ')}`, env };
        return whole('not one plain `cargo bench` command to add a filter to');
    }
    return whole(`${tool} output has no filter bench-gate knows`);
}
function rewriteGoFilter(command, regex) {
    const script = scriptOf(command);
    if (script !== undefined) {
        let found = false;
        const text = script.replace(GO_FLAG_IN_SCRIPT, (_all, before, flag) => {
            found = true;
            return `${before}${flag}=${quoteWord(regex)}`;
        });
        return found ? withScript(command, text) : undefined;
    }
    const argv = [...command.argv];
    let found = false;
    for (let i = 0; i < argv.length; i++) {
        const match = GO_FLAG_WORD.exec(argv[i] ?? '');
        if (match === null)
            continue;
        found = true;
        if (match[2] !== undefined)
            argv[i] = `${match[1] ?? '-bench'}=${regex}`;
        else if (i + 1 < argv.length)
            argv[++i] = regex;
    }
    return found ? { argv, display: argv.map(quoteWord).join(' ') } : undefined;
}
/** The filter arguments for the binary behind `cargo bench`, or undefined for tools that are not cargo's. */
function cargoFilter(tool, flagged) {
    if (LIBTEST_TOOLS.has(tool))
        return [...new Set(flagged.map((b) => b.name)), '--exact'];
    if (CRITERION_TOOLS.has(tool))
        return [anyOf(flagged.map((b) => b.name))];
    if (tool === 'divan')
        return [...new Set(flagged.map((b) => confirm_plan_escapeRegex(b.parts.base)))];
    return undefined;
}
function appendCargoArgs(command, args) {
    const script = scriptOf(command);
    if (script !== undefined) {
        if (!PLAIN_CARGO_BENCH.test(script))
            return undefined;
        const hasSeparator = /\s--(\s|$)/.test(script);
        return withScript(command, `${script.trimEnd()}${hasSeparator ? '' : ' --'} ${args.map(quoteWord).join(' ')}`);
    }
    const [program, ...rest] = command.argv;
    if (program !== 'cargo' || !rest.some((w) => w === 'bench'))
        return undefined;
    const argv = [...command.argv, ...(command.argv.includes('--') ? [] : ['--']), ...args];
    return { argv, display: argv.map(quoteWord).join(' ') };
}
/** The script of a command run through bash (`bash [flags] -c SCRIPT`), or undefined for a direct argv. */
function scriptOf(command) {
    const { argv } = command;
    return argv[0] === 'bash' && argv.length >= 3 && argv[argv.length - 2] === '-c' ? argv[argv.length - 1] : undefined;
}
/** The same bash command with another script. */
function withScript(command, script) {
    return { argv: [...command.argv.slice(0, -1), script], display: script };
}

;// CONCATENATED MODULE: ./src/run/confirm.ts
/**
 * Confirm on rerun, the running (IO): re-measures the flagged regressions with the planned
 * (filtered) command, compares again against the same baseline, and applies the outcome
 * (compare/confirm.ts). Used by `bench-gate run --baseline`, `bench-gate ab --confirm` and the
 * action's gate. A rerun that fails leaves the first results standing, with a warning: confirming
 * can clear a regression, never hide one.
 */





async function confirmRegressions(request, ports) {
    const { first, head, regressions } = request;
    const flagged = flaggedBenchmarks(head, regressions);
    const plan = planConfirm(head.context.tool, request.command, flagged);
    const count = `${regressions.length} regression${regressions.length === 1 ? '' : 's'}`;
    ports.stderr(`bench-gate: ${count} flagged; confirming on rerun (${request.runs} run${request.runs === 1 ? '' : 's'}, ${plan.how}): ${plan.command.display}\n`);
    const steps = Array.from({ length: request.runs }, (_, i) => ({
        side: 'confirm', command: plan.command, index: i + 1, label: `confirm ${i + 1}/${request.runs}`,
        env: { ...plan.env, BENCH_GATE_RUN: String(i + 1), BENCH_GATE_RUNS: String(request.runs) },
        ...(request.cwd === undefined ? {} : { cwd: request.cwd }),
        ...(request.results === undefined ? {} : { results: request.results }),
    }));
    const series = await runSeries(steps, request.series, ports);
    const display = shortDisplay(plan.command);
    if (series.failure !== undefined) {
        ports.stderr(`bench-gate: warning: the confirming rerun failed, so the first results stand: ${series.failure}\n`);
        return { ...first, warnings: [...first.warnings, `confirm on rerun failed (\`${display}\`), so the ${count} stand${regressions.length === 1 ? 's' : ''} unconfirmed: ${series.failure.split('\n', 1)[0] ?? ''}`] };
    }
    const rerun = { ...head, benchmarks: mergeBenchmarks((series.runs.get('confirm') ?? []).map((s) => s.benchmarks)) };
    const keys = new Set(flagged.map((b) => b.key).filter((key) => rerun.benchmarks.some((b) => b.key === key)));
    const report = applyConfirmation({
        first, rerun: request.compare(withRerunSamples(head, rerun, keys)), rerunKeys: keys, flagged: regressions,
        command: plan.command.display, runs: request.runs, ...(request.policy === undefined ? {} : { policy: request.policy }),
    });
    const outcomes = report.confirmation?.regressions ?? [];
    const tally = (outcome) => outcomes.filter((o) => o.outcome === outcome).length;
    ports.stderr(`bench-gate: confirm on rerun: ${tally('confirmed')} confirmed, ${tally('cleared')} not reproduced${tally('unavailable') > 0 ? `, ${tally('unavailable')} not reported by the rerun` : ''}\n`);
    return report;
}

// EXTERNAL MODULE: ./src/cli/help.ts
var help = __webpack_require__(7911);
// EXTERNAL MODULE: ./src/io/decode.ts
var decode = __webpack_require__(128);
// EXTERNAL MODULE: ./src/io/json-tree.ts
var json_tree = __webpack_require__(8009);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/config/schema.ts
/**
 * The schema of `bench-gate.yml`, the reviewed policy file (issue "The config file"): default
 * settings, per-benchmark rules by glob, the `metrics` patterns that read bench binaries, the
 * comment policy, and the same per suite. `schema/config.schema.json` is generated from it.
 *
 * Example:
 *   threshold: 5%
 *   rules:
 *     - match: "BenchmarkHash**"      # first matching rule wins, per field
 *       threshold: 3%
 *     - match: "**\/legacy/**"
 *       informational: true
 *   suites:
 *     jobbie: {format: metrics, metrics: [...]}
 */





const COMMENT_POLICIES = ['always', 'on-change', 'on-regression', 'never'];
const CONFIG_VERSION = 1;
/** `5%`, `0.5%`, `0.05` (a fraction) or `5` (a bare number of 1 or more is percent), as --threshold reads it. */
const THRESHOLD_TEXT = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(%?)\s*$/;
/** A threshold as a fraction, or undefined when the value is not one (or not in (0%, 1000%)). */
function thresholdFraction(value) {
    const match = typeof value === 'number' ? [String(value), String(value), ''] : THRESHOLD_TEXT.exec(value);
    if (match === null)
        return undefined;
    const number = Number(match[1]);
    const fraction = match[2] === '%' || number >= 1 ? number / 100 : number;
    return fraction > 0 && fraction < 10 ? fraction : undefined;
}
const THRESHOLD_HELP = 'must be a percentage like "3%" (or a fraction like 0.03)';
const ThresholdSchema = schemas/* union */.KCZ([schemas/* string */.YjP().regex(THRESHOLD_TEXT, { error: THRESHOLD_HELP }), schemas/* number */.aig().positive({ error: 'must be above 0%' })], { error: THRESHOLD_HELP })
    .refine((v) => thresholdFraction(v) !== undefined || (typeof v === 'string' && !THRESHOLD_TEXT.test(v)), { message: 'must be above 0% and below 1000%' })
    .describe('Minimum effect that counts, e.g. "5%" (a fraction like 0.05 works too).');
const BetterSchema = schemas/* enum */.k5n(DIRECTIONS).describe('Whether lower (times, latencies, sizes) or higher (throughput) values are better.');
const RuleSchema = schemas/* strictObject */.rej({
    match: schemas/* string */.YjP().min(1).describe('Glob over the benchmark name or key: `*` within one `/`-separated part, `**` across parts, `?` one character.'),
    metric: schemas/* string */.YjP().min(1).optional().describe('Glob over the metric\'s unit, as stored (`sec/op`, `B/op`, `ops/s`) or as printed (`ns/op`); `*` matches anything. Absent: every metric.'),
    threshold: ThresholdSchema.optional(),
    informational: schemas/* boolean */.zMY().optional().describe('Report regressions but never fail the gate on them.'),
    ignore: schemas/* boolean */.zMY().optional().describe('Drop the benchmark (or, with `metric`, the metric) before comparing; the report counts what was ignored.'),
    exact: schemas/* boolean */.zMY().optional().describe('The metric must not vary between runs (sizes, counts): compare medians, no statistical test. `false` turns it off for units that default to exact (B/op, allocs/op).'),
    better: BetterSchema.optional().describe('Override the direction of the metric.'),
    unit: schemas/* string */.YjP().min(1).optional().describe('Rename the metric\'s unit (values unchanged), e.g. to join two spellings of the same unit or name a unitless value.'),
}).refine((r) => ['threshold', 'informational', 'ignore', 'exact', 'better', 'unit'].some((k) => k in r), {
    message: 'does nothing: add one of threshold, informational, ignore, exact, better, unit',
}).describe('A policy rule. For each field, the first rule that matches a benchmark metric and sets that field decides it.');
const ValueSpecSchema = schemas/* strictObject */.rej({
    metric: schemas/* string */.YjP().min(1).optional().describe('Metric name, appended to the benchmark name as `<name>/<metric>` (default: the group name, or the key slugged).'),
    unit: schemas/* string */.YjP().min(1).optional().describe('Unit when the printed value has none (`ops/sec` for a bare `22,096.0`).'),
    better: BetterSchema.optional(),
});
const MetricsEntrySchema = schemas/* strictObject */.rej({
    pattern: schemas/* string */.YjP().min(1).optional().describe('JavaScript regex matched against each line, with named groups: `name`, `value`, `unit`, or the groups listed in `values`.'),
    context: schemas/* string */.YjP().min(1).optional().describe('JavaScript regex whose named groups become variables for the `name` templates of the lines after it.'),
    lines: schemas/* literal */.euz('key-value').optional().describe('Read `key: value unit` lines; each key is a metric.'),
    flags: schemas/* string */.YjP().optional().describe('Regex flags, e.g. "i".'),
    separator: schemas/* string */.YjP().optional().describe('key-value lines: what separates key and value (default ":").'),
    name: schemas/* string */.YjP().optional().describe('Benchmark name template, e.g. "concurrency={concurrency}" ({x}: a named group or context variable). Default: the `name` group.'),
    prefix: schemas/* string */.YjP().optional().describe('Put before every benchmark name, e.g. "jobbie/".'),
    metric: schemas/* string */.YjP().min(1).optional().describe('Metric name of the `value` group.'),
    unit: schemas/* string */.YjP().min(1).optional().describe('Unit when the printed value has none.'),
    better: BetterSchema.optional().describe('Direction of the `value` group (and the default for `values`/`keys`).'),
    values: schemas/* record */.g1P(schemas/* string */.YjP(), ValueSpecSchema).optional().describe('Several values per line: named group -> {metric, unit, better}.'),
    keys: schemas/* record */.g1P(schemas/* string */.YjP(), ValueSpecSchema).optional().describe('key-value lines: which keys to read (globs, case-insensitive) -> {metric, unit, better}. Absent: every key with a number.'),
}).describe('One entry of `metrics`: exactly one of pattern, context, lines.');
// The parser's own type must accept what the schema gives.
const _entryFits = (e) => e;
void _entryFits;
const settings = {
    format: schemas/* enum */.k5n(INPUT_FORMATS).optional().describe('Input format of this suite\'s benchmark output (default auto). `metrics` reads it through the `metrics` patterns.'),
    threshold: ThresholdSchema.optional(),
    q: schemas/* number */.aig({ error: 'must be a number between 0 and 1, like 0.05' }).gt(0, { error: 'must be between 0 and 1, like 0.05' }).lt(1, { error: 'must be between 0 and 1, like 0.05' }).optional().describe('False discovery rate across the comparison (default 0.05).'),
    'multiple-comparisons': schemas/* enum */.k5n(MULTIPLE_COMPARISON_METHODS).optional().describe('bh (default), holm, by, or none.'),
    'min-samples': schemas/* number */.aig({ error: 'must be a whole number of samples, like 5' }).int({ error: 'must be a whole number of samples, like 5' }).min(1, { error: 'must be at least 1' }).max(100000).optional().describe('Sample-size floor: a metric with fewer samples on either side is reported inconclusive, never judged.'),
    comment: schemas/* enum */.k5n(COMMENT_POLICIES).optional().describe('When the action creates its PR comment: always (default), on-change, on-regression, never.'),
    rules: schemas/* array */.YOg(RuleSchema).optional(),
    metrics: schemas/* array */.YOg(MetricsEntrySchema).optional().describe('Patterns that read a bench binary\'s text (format metrics).'),
};
const SuiteSchema = schemas/* strictObject */.rej(settings).describe('Settings for one suite; they come before the top-level ones (its rules are tried first).');
const ConfigSchema = schemas/* strictObject */.rej({
    $schema: schemas/* string */.YjP().optional(),
    version: schemas/* literal */.euz(CONFIG_VERSION, { error: `must be ${CONFIG_VERSION}, the only version of this format so far` }).optional().describe('Version of this file\'s format (1).'),
    ...settings,
    suites: schemas/* record */.g1P(schemas/* string */.YjP().min(1), SuiteSchema).optional().describe('Per-suite settings, by suite name (--suite, or the action\'s suite input).'),
}).superRefine((config, ctx) => {
    const topContext = contextVariables(config.metrics ?? []);
    checkMetricsList(config.metrics ?? [], topContext, ['metrics'], ctx);
    for (const [name, suite] of Object.entries(config.suites ?? {})) {
        const vars = new Set([...topContext, ...contextVariables(suite.metrics ?? [])]);
        checkMetricsList(suite.metrics ?? [], vars, ['suites', name, 'metrics'], ctx);
    }
});
function contextVariables(entries) {
    return new Set(entries.flatMap((e) => (e.context === undefined ? [] : namedGroups(e.context))));
}
function checkMetricsList(entries, vars, at, ctx) {
    entries.forEach((entry, index) => {
        for (const problem of checkMetricsPattern(entry, vars)) {
            ctx.addIssue({ code: 'custom', path: [...at, index, ...problem.path], message: problem.message });
        }
    });
}
/** Every key the file may contain, for "did you mean" suggestions. */
const KNOWN_KEYS = [...new Set([
        '$schema', 'version', 'suites', ...Object.keys(settings), ...Object.keys(RuleSchema.shape),
        ...Object.keys(MetricsEntrySchema.shape), ...Object.keys(ValueSpecSchema.shape),
    ])];

;// CONCATENATED MODULE: ./src/config/load.ts
/**
 * Reading bench-gate.yml: YAML text -> a validated BenchGateConfig, or one message that names the
 * file, the line and column, the path inside the file, what is wrong and the fix (STYLE.md §3.4:
 * "Invalid X in Y:" + z.prettifyError). Pure: the caller reads the file.
 */



/** Where bench-gate looks for its config when none is given, in order (relative to the working directory). */
const CONFIG_FILE_NAMES = ['bench-gate.yml', '.github/bench-gate.yml'];
/** Parses and validates a config file's text. `file` names it in messages. */
function loadConfig(text, file) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0)
        return { ok: false, error: yamlErrors(doc, lines, text, file) };
    // `? {a: 1}: x` is valid YAML, but a settings key must be a name: the YAML library would turn it
    // into the text "[object Object]" (and print a warning of its own); say where it is instead.
    const complexKey = firstComplexKeyOffset(doc);
    if (complexKey !== undefined) {
        const { line, col } = lines.linePos(complexKey);
        return { ok: false, error: `Invalid config in ${file}:\n✖ ${file}:${line}:${col}: a key here is a mapping or a list; keys must be names (e.g. threshold:, match:, p99:)${quoteLine(text, line)}` };
    }
    let data;
    try {
        data = doc.toJS({ maxAliasCount: 1000 }) ?? {};
    }
    catch (error) {
        // toJS fails on aliases (an undefined anchor, too many expansions): point at the first alias.
        const { line, col } = lines.linePos(firstAliasOffset(doc) ?? 0);
        return { ok: false, error: `Invalid YAML in ${file}:\n✖ ${file}:${line}:${col}: ${error instanceof Error ? error.message : String(error)}. Quote values that start with * or & (e.g. match: "*Hash*")${quoteLine(text, line)}` };
    }
    const parsed = ConfigSchema.safeParse(data);
    if (parsed.success)
        return { ok: true, value: parsed.data };
    // A misspelt key also makes its rule "do nothing": say only what the user has to fix.
    const misspelt = new Set(parsed.error.issues.filter((i) => i.code === 'unrecognized_keys').map((i) => JSON.stringify(i.path)));
    const issues = parsed.error.issues.filter((i) => i.code !== 'custom' || !misspelt.has(JSON.stringify(i.path))).flatMap(splitUnknownKeys).map((issue) => {
        const at = locate(doc, issue.path, issue.code === 'unrecognized_keys');
        const { line, col } = lines.linePos(at);
        return { ...issue, message: `${file}:${line}:${col}: ${explain(issue)}${quoteLine(text, line)}` };
    });
    return { ok: false, error: `Invalid config in ${file}:\n${errors/* prettifyError */.S1(new classic_errors/* ZodError */.G(issues))}` };
}
/** One issue per unknown key, located at that key. */
function splitUnknownKeys(issue) {
    if (issue.code !== 'unrecognized_keys')
        return [issue];
    return issue.keys.map((key) => ({ ...issue, keys: [key], path: [...issue.path, key] }));
}
function explain(issue) {
    const last = issue.path[issue.path.length - 1];
    if (issue.code === 'unrecognized_keys') {
        const key = String(last);
        const guess = closest(key, KNOWN_KEYS);
        return `unknown key "${key}"${guess === undefined ? '; remove it' : `: did you mean "${guess}"?`} (see schema/config.schema.json)`;
    }
    if (issue.code === 'invalid_type' && issue.path.length === 0)
        return 'the file must be a mapping of settings (threshold:, rules:, metrics:, suites: ...)';
    if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) {
        return last === 'match' ? 'match is missing: every rule needs a glob of benchmark names, e.g. match: "BenchmarkHash**"' : `${String(last)} is missing`;
    }
    return issue.message;
}
function yamlErrors(doc, lines, text, file) {
    const shown = doc.errors.slice(0, 5).map((e) => {
        const pos = lines.linePos(e.pos[0]);
        const message = e.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? e.message;
        const hint = e.code === 'BAD_DQ_ESCAPE' ? '. Write regex patterns in single quotes (\'\\d+\'), where backslashes stay as they are'
            : e.code === 'DUPLICATE_KEY' ? '. Each key may appear once per mapping' : '. Check the indentation and quoting on this line';
        return `✖ ${file}:${pos.line}:${pos.col}: ${message}${hint}${quoteLine(text, pos.line)}`;
    });
    return `Invalid YAML in ${file}:\n${shown.join('\n')}`;
}
/** Where the first alias (`*name`) that does not resolve starts, else the first alias. */
function firstComplexKeyOffset(doc) {
    let found;
    (0,dist/* visit */.YR)(doc, {
        Pair(_, pair) {
            if (!(0,dist/* isMap */.jh)(pair.key) && !(0,dist/* isSeq */.oP)(pair.key))
                return undefined;
            found = rangeStart(pair.key) ?? 0;
            return dist/* visit */.YR.BREAK;
        },
    });
    return found;
}
function firstAliasOffset(doc) {
    let unresolved;
    let first;
    (0,dist/* visit */.YR)(doc, {
        Alias(_, node) {
            const start = rangeStart(node);
            first ??= start;
            if (node.resolve(doc) === undefined) {
                unresolved = start;
                return dist/* visit */.YR.BREAK;
            }
            return undefined;
        },
    });
    return unresolved ?? first;
}
/** "\n    7 | threshold: 3 percent", the offending line for context. */
function quoteLine(text, line) {
    const content = text.split(/\r\n|\n|\r/)[line - 1];
    if (content === undefined || content.trim() === '')
        return '';
    return `\n    ${line} | ${content.length > 100 ? `${content.slice(0, 99)}…` : content}`;
}
/** Offset of the node at `path` (of the key itself when `atKey`), or of the deepest part that exists. */
function locate(doc, path, atKey) {
    let node = doc.contents;
    let offset = rangeStart(node) ?? 0;
    for (const [i, segment] of path.entries()) {
        if ((0,dist/* isMap */.jh)(node)) {
            const pair = node.items.find((p) => (0,dist/* isScalar */.jn)(p.key) && String(p.key.value) === String(segment));
            if (pair === undefined)
                break;
            const keyStart = rangeStart(pair.key);
            const valueStart = rangeStart(pair.value);
            offset = (atKey && i === path.length - 1) || valueStart === undefined ? keyStart ?? offset : valueStart;
            node = pair.value;
        }
        else if ((0,dist/* isSeq */.oP)(node)) {
            const item = node.items[Number(segment)];
            if (item === undefined)
                break;
            offset = rangeStart(item) ?? offset;
            node = item;
        }
        else {
            break;
        }
    }
    return offset;
}
function rangeStart(node) {
    const range = node?.range;
    return Array.isArray(range) && typeof range[0] === 'number' ? range[0] : undefined;
}
/** The known key nearest to a misspelt one (edit distance ≤ 2, or a case difference). */
function closest(word, candidates) {
    let best;
    let bestDistance = 3;
    for (const candidate of candidates) {
        const d = candidate.toLowerCase() === word.toLowerCase() ? 0 : distance(word, candidate);
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return best;
}
function distance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i += 1) {
        const current = [i];
        for (let j = 1; j <= b.length; j += 1) {
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
        }
        previous = current;
    }
    return previous[b.length] ?? 0;
}

;// CONCATENATED MODULE: ./src/cli/ports.ts
/** A user-facing failure: printed as is, exit status 2. */
class UsageError extends Error {
}

;// CONCATENATED MODULE: ./src/cli/load-inputs.ts





async function loadInput(path, ports, options) {
    const source = path === '-' ? '<stdin>' : path;
    if (path !== '-' && (await ports.isDirectory(path).catch(() => false))) {
        const parsed = readDirectoryInput(await ports.readJsonTree(path).catch((error) => {
            throw error instanceof json_tree/* JsonTreeError */.x ? new UsageError(error.message) : fileError(path, 'read', error, ports);
        }), source, options.format);
        if (!parsed.ok)
            throw new UsageError(parsed.error);
        reportDiagnostics(parsed.value.set.diagnostics, ports, options);
        return { path: source, ...parsed.value };
    }
    const bytes = await readBytes(path, ports);
    const text = (0,decode/* decodeInput */.Ny)(bytes, source);
    if (!text.ok)
        throw new UsageError(text.error);
    const parsed = readInput(text.value, source, options.format, options.metrics === undefined ? {} : { metrics: options.metrics });
    if (!parsed.ok)
        throw new UsageError(parsed.error);
    // A result file's stored diagnostics were reported (and accepted) when it was parsed.
    if (parsed.value.format !== 'result')
        reportDiagnostics(parsed.value.set.diagnostics, ports, options);
    return { path: source, ...parsed.value };
}
/**
 * Reads bench-gate.yml: the --config file, else the first of ./bench-gate.yml and
 * ./.github/bench-gate.yml that exists; undefined when there is none. An invalid file is a
 * UsageError (exit 2) whose message names the file, the line and the fix.
 */
async function loadConfigFile(explicit, ports) {
    if (explicit !== undefined)
        return readConfig(explicit, await readBytes(explicit, ports), false);
    for (const path of CONFIG_FILE_NAMES) {
        let bytes;
        try {
            bytes = await ports.readFile(path);
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                continue;
            throw fileError(path, 'read', error, ports);
        }
        return readConfig(path, bytes, true);
    }
    return undefined;
}
function readConfig(path, bytes, found) {
    const text = (0,decode/* decodeInput */.Ny)(bytes, path);
    if (!text.ok)
        throw new UsageError(text.error);
    const config = loadConfig(text.value, path);
    if (!config.ok)
        throw new UsageError(config.error);
    return { path, found, config: config.value };
}
/** "config bench-gate.yml (found), suite jobbie: 3 rules, 2 metrics patterns" for stderr, and the config's warnings. */
function describeConfig(loaded, resolved) {
    const suite = resolved.suite === undefined ? '' : `, suite ${resolved.suite}`;
    const counts = `${resolved.rules.length} rule${resolved.rules.length === 1 ? '' : 's'}, ${resolved.metrics.length} metrics pattern${resolved.metrics.length === 1 ? '' : 's'}`;
    return `config ${loaded.path}${loaded.found ? ' (found)' : ''}${suite}: ${counts}\n${resolved.warnings.map((w) => `warning: ${w}\n`).join('')}`;
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
    if ((0,decode/* isTooLargeError */.Au)(error))
        return new UsageError((0,decode/* tooLargeMessage */.pb)(path === '-' ? '<stdin>' : path, error.size));
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

;// CONCATENATED MODULE: ./src/report/json.ts
const REPORT_FORMAT_VERSION = 1;
/** Comparisons per JSON.stringify call: large enough to amortise the call, small enough to stay cheap. */
const CHUNK = 1_000;
/** `JSON.stringify([[...]], null, 2)` wraps the elements in `[\n  [\n    ` ... `\n  ]\n]`. */
const WRAP_START = '[\n  [\n    '.length;
const WRAP_END = '\n  ]\n]'.length;
/** Where the comparisons go in the report stringified with an empty list (a top-level key: unique). */
const EMPTY_LIST = '\n  "comparisons": []';
/** The JSON report as one string. */
function renderJson(report) {
    return `${JSON.stringify({ reportVersion: REPORT_FORMAT_VERSION, ...report }, null, 2)}\n`;
}
/** The JSON report in pieces whose concatenation is `renderJson(report)`, each stringified on demand. */
function* renderJsonParts(report) {
    const document = { reportVersion: REPORT_FORMAT_VERSION, ...report };
    if (report.comparisons.length === 0) {
        yield `${JSON.stringify(document, null, 2)}\n`;
        return;
    }
    // The same keys in the same order (spreading keeps `comparisons` where it was), its list left empty.
    const outline = JSON.stringify({ ...document, comparisons: [] }, null, 2);
    const at = outline.indexOf(EMPTY_LIST);
    yield `${outline.slice(0, at)}\n  "comparisons": [\n    `;
    for (let start = 0; start < report.comparisons.length; start += CHUNK) {
        const wrapped = JSON.stringify([report.comparisons.slice(start, start + CHUNK)], null, 2);
        if (start > 0)
            yield ',\n    ';
        yield wrapped.slice(WRAP_START, wrapped.length - WRAP_END);
    }
    yield `\n  ]${outline.slice(at + EMPTY_LIST.length)}\n`;
}

;// CONCATENATED MODULE: ./src/report/cells.ts

/** The display scale of a row, from its base median (or head when there is no base, or a base of zero). */
function rowScale(c) {
    const base = c.base?.median;
    return chooseScale(c.unit, base !== undefined && base !== 0 && Number.isFinite(base) ? base : c.head?.median ?? base ?? 0);
}
/**
 * formatScaled, but a value toFixed would print with an exponent and every digit (1e300) in 3
 * significant digits, and one that overflows in the row's scale (1e300 s in ps) as a bound.
 */
function scaled(value, scale) {
    const inScale = value / scale.factor;
    if (!Number.isFinite(value))
        return formatScaled(value, scale);
    if (!Number.isFinite(inScale))
        return `${value > 0 ? '>' : '<-'}1e308 ${scale.suffix}`;
    return Math.abs(inScale) >= 1e21 ? `${inScale.toPrecision(3)} ${scale.suffix}` : formatScaled(value, scale);
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
    const [value, spread] = sideParts(s, scale);
    return spread === '' ? value : `${value} ${spread}`;
}
/** [`1.72 µs`, `± 1%`] for column alignment; a value that is not a number reads `n/a`. */
function sideParts(s, scale) {
    if (s === undefined)
        return ['', ''];
    return [scaled(s.median, scale), Number.isNaN(s.median) ? '' : spreadPercent(s)];
}
/** [`+11.35%`, `[+10.26%, +12.30%]`]: the delta cell split where its interval starts. */
function deltaParts(c) {
    const cell = deltaCell(c);
    const at = cell.indexOf(' [');
    return at === -1 ? [cell, ''] : [cell.slice(0, at), cell.slice(at + 1)];
}
/** `+11.35% [+10.26%, +12.30%]`, `~` when unchanged, `?` when inconclusive. */
function deltaCell(c) {
    switch (c.status) {
        case 'no-change':
            return '~';
        case 'inconclusive':
            if (c.ratio !== null && !Number.isFinite(c.ratio))
                return `? (${absoluteChange(c)})`;
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
            if (c.ratio === null || !Number.isFinite(c.ratio))
                return absoluteChange(c);
            return c.ci === null ? formatPercent(c.ratio - 1) : `${formatPercent(c.ratio - 1)} [${formatPercent(c.ci[0] - 1)}, ${formatPercent(c.ci[1] - 1)}]`;
    }
}
/**
 * When no ratio can be shown (a base of zero, values that are not numbers): the absolute change
 * with the reason, never `NaN%` or `Infinity%`.
 */
function absoluteChange(c) {
    const base = c.base?.median;
    const head = c.head?.median;
    if (base === undefined || head === undefined || !Number.isFinite(base) || !Number.isFinite(head))
        return 'n/a (not a number)';
    const delta = head - base;
    return base === 0 ? `${signedScaled(delta, rowScale(c))} from 0` : signedScaled(delta, rowScale(c));
}
/** An absolute change, for a metric whose base is zero (`+1 allocs`, `+48 B`): a percentage would be infinite. */
function signedScaled(delta, scale) {
    const text = scaled(Math.abs(delta), scale);
    return delta < 0 ? `-${text}` : `+${text}`;
}
/** `p=5.4e-6 q=1.6e-5 n=10+10`, `n=1+1` for exact metrics. */
function statsCell(c) {
    const n = `n=${c.n[0]}+${c.n[1]}`;
    if (c.p === null || c.q === null)
        return c.status === 'new' || c.status === 'removed' || c.status === 'failed' || c.status === 'skipped' ? '' : n;
    return `p=${formatP(c.p)} q=${formatP(c.q)} ${n}`;
}

;// CONCATENATED MODULE: ./src/report/chart.ts


/** At most this many bars: more would be unreadable. */
const MAX_BARS = 20;
const LABEL_LENGTH = 32;
const RED = '#cf222e';
const GREEN = '#1a7f37';
/**
 * A label reduced to letters and digits of any script and ` _.,:/=+()-`, other runs of characters
 * as `_`, at most `max` code points.
 */
function chartLabel(text, max = LABEL_LENGTH) {
    const safe = text.replaceAll(/[^\p{L}\p{N} _.,:/=+()-]+/gu, '_').replaceAll(/ +/g, ' ').trim();
    const points = [...safe];
    const short = points.length > max ? `${points.slice(0, max - 3).join('')}...` : safe;
    return short === '' ? '_' : short;
}
/** A plain decimal with about 4 significant digits, or undefined for what a chart cannot show. */
function chartNumber(value) {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e15)
        return undefined;
    if (Math.abs(value) < 1e-9)
        return '0';
    const digits = Math.min(10, Math.max(0, 3 - Math.floor(Math.log10(Math.abs(value)))));
    return String(Number(value.toFixed(digits)));
}
function unique(labels) {
    const seen = new Map();
    return labels.map((label) => {
        const n = (seen.get(label) ?? 0) + 1;
        seen.set(label, n);
        return n === 1 ? label : `${label} (${n})`;
    });
}
function block(palette, body) {
    const config = ['---', 'config:', '  themeVariables:', '    xyChart:', `      plotColorPalette: "${palette.join(', ')}"`, '---'];
    return ['```mermaid', ...config, 'xychart-beta', ...body.map((line) => `  ${line}`), '```'];
}
/** The nice upper bound of an axis from 0 to `max`. */
function axisTop(max) {
    if (!(max > 0))
        return 1;
    const step = 10 ** Math.floor(Math.log10(max));
    return Math.ceil((max * 1.1) / step) * step;
}
/**
 * The bar chart of flagged changes, in table order (regressions, then improvements, largest first),
 * or no lines when fewer than two can be drawn.
 */
function deltaChart(flagged, nameOf) {
    const drawable = flagged.filter((c) => c.ratio !== null && chartNumber((c.ratio - 1) * 100) !== undefined && c.ratio > 0);
    if (drawable.length < 2)
        return [];
    const shown = drawable.slice(0, MAX_BARS);
    const units = new Set(shown.map((c) => c.unit));
    const labels = unique(shown.map((c) => {
        const delta = formatPercent((c.ratio ?? 1) - 1, 1);
        return `${chartLabel(units.size > 1 ? `${nameOf(c)} ${c.unit}` : nameOf(c))} ${delta}`;
    }));
    const size = (c) => Math.abs(((c.ratio ?? 1) - 1) * 100);
    const series = (status) => shown.map((c) => (c.status === status ? chartNumber(size(c)) ?? '0' : '0'));
    const hasRegressions = shown.some((c) => c.status === 'regression');
    const hasImprovements = shown.some((c) => c.status === 'improvement');
    const top = chartNumber(axisTop(Math.max(...shown.map(size)))) ?? '100';
    const more = drawable.length > shown.length ? `, largest ${shown.length} of ${drawable.length}` : '';
    const body = [
        `title "Change of flagged results, percent${more}"`,
        `x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        `y-axis "size of change (%)" 0 --> ${top}`,
    ];
    const palette = [];
    if (hasRegressions) {
        body.push(`bar [${series('regression').join(', ')}]`);
        palette.push(RED);
    }
    if (hasImprovements) {
        body.push(`bar [${series('improvement').join(', ')}]`);
        palette.push(GREEN);
    }
    return block(palette, body);
}
/**
 * The trend of one flagged result: its baseline history (one median per run, oldest first; the last
 * run is the baseline itself) and then head, in the row's display scale. No lines when it has no
 * history of at least two runs or a value cannot be drawn.
 */
function trendChart(c, name) {
    const history = (c.history ?? []).flatMap((v, i) => (v === null ? [] : [{ v, i }]));
    if (history.length < 2 || c.head === undefined)
        return [];
    const scale = rowScale(c);
    const values = [...history.map((h) => h.v), c.head.median].map((v) => chartNumber(v / scale.factor));
    if (values.some((v) => v === undefined))
        return [];
    const numbers = values.map(Number);
    const runs = c.history?.length ?? 0;
    const labels = [...history.map((h) => (h.i === runs - 1 ? 'base' : `${h.i - runs + 1}`)), 'head'];
    const lo = Math.min(...numbers);
    const hi = Math.max(...numbers);
    const pad = hi > lo ? (hi - lo) * 0.1 : Math.abs(hi) * 0.1 || 1;
    const bottom = chartNumber(lo >= 0 ? Math.max(0, lo - pad) : lo - pad) ?? '0';
    const top = chartNumber(hi + pad) ?? '1';
    const unit = chartLabel(scale.suffix.trim() === '' ? c.unit : scale.suffix, 20);
    return block([c.status === 'regression' ? RED : GREEN], [
        `title "${chartLabel(name, 48)}: baseline history, then head"`,
        `x-axis [${labels.map((l) => `"${l}"`).join(', ')}]`,
        `y-axis "${unit}" ${bottom} --> ${top}`,
        `line [${values.join(', ')}]`,
    ]);
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
 * line breaks become spaces. Never `replace` (first match only): `replaceAll`. Control characters,
 * bidirectional overrides (U+202E) and invisible characters are shown as `\u202E` (`visibleText`), so
 * a name cannot reorder or hide what the reader sees, in markdown or on a terminal.
 */
/** Text made of these alone has nothing invisible to show. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** C0/C1 controls (but tab and line breaks), bidi controls, zero-width and other invisible format characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/g;
/** Shows invisible and direction-changing characters as `\u202E`; line breaks and tabs become spaces. */
function visibleText(text) {
    // Printable ASCII (nearly every name, unit and number) has nothing to show or replace.
    if (PRINTABLE_ASCII.test(text))
        return text;
    const spaced = /[\r\n\t]/.test(text) ? text.replaceAll(/[\r\n\t]+/g, ' ') : text;
    return spaced.replaceAll(INVISIBLE, (ch) => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
/** At most `maxLength` code points, the last one an ellipsis when cut. */
function truncateText(text, maxLength) {
    // (A string of at most maxLength UTF-16 units has at most that many code points: no need to count.)
    if (text.length <= maxLength)
        return text;
    const points = [...text];
    return points.length <= maxLength ? text : `${points.slice(0, maxLength - 1).join('')}…`;
}
/** A code span that shows `text` literally in a table cell. */
function codeSpan(text, maxLength = 200) {
    let body = truncateText(visibleText(text), maxLength);
    // Backslashes are literal inside code spans; only the pipe needs GFM's table escape.
    body = body.replaceAll('|', '\\|');
    const longestRun = body.includes('`') ? Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length)) : 0;
    const fence = '`'.repeat(longestRun + 1);
    const pad = body.startsWith('`') || body.endsWith('`') || body === '' ? ' ' : '';
    return `${fence}${pad}${body}${pad}${fence}`;
}
/** Every character inertText changes (and the invisible ones visibleText shows). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INERT_SPECIALS = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\\`*_[\]#~&<>|@]/;
/** Plain prose from a tool (a panic message) made inert: no HTML, no mentions, no table breaks. */
function inertText(text) {
    // Most cells (numbers, units, statuses) contain none of the characters below: one test instead
    // of six passes that change nothing.
    if (!INERT_SPECIALS.test(text))
        return text;
    // Backslash-escape markdown punctuation first, then add the escapes for `|` (which must stay
    // single) and the HTML entities (whose `&` and `;` must not be escaped again).
    // `#123` must not become an issue link, nor `@user` a mention: a zero-width space breaks both
    // (added after visibleText, which would show it).
    return visibleText(text)
        .replaceAll(/([\\`*_[\]#~])/g, '\\$1')
        .replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
        .replaceAll('|', '\\|')
        .replaceAll('@', '@\u200b')
        .replaceAll(/#(?=\d)/g, '#\u200b');
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

;// CONCATENATED MODULE: ./src/report/headline.ts



const MODE_TEXT = { files: 'files', cached: 'cached baseline', ab: 'same-job A/B' };
/** The headline block: `### verdict`, the counts and geomeans, the context line. */
function markdownHeadline(report, suite) {
    const title = suite === undefined || suite === 'default' ? 'bench-gate' : `bench-gate · ${inertText(suite)}`;
    const verdict = report.verdict === 'fail' ? `### ❌ ${title}: regression found` : `### ✅ ${title}: no regression`;
    const geo = report.geomeans.map(geomeanText);
    const counts = `**${summaryLine(report)}**${geo.length > 0 ? ` · geomean ${geo.join(', ')}` : ''}`;
    return `${verdict}\n\n${counts}\n\n${contextLine(report)}`;
}
/** `sec/op +1.20% [-0.40%, +2.81%]`; the interval is left out when it is a point (exact metrics). */
function geomeanText(g) {
    const ci = g.ci === undefined || g.ci[0] === g.ci[1] ? '' : ` [${formatPercent(g.ci[0] - 1)}, ${formatPercent(g.ci[1] - 1)}]`;
    const uncorrected = g.uncorrectedRatio === undefined ? '' : ` (uncorrected ${formatPercent(g.uncorrectedRatio - 1)})`;
    return `${inertText(g.unit)} ${formatPercent(g.ratio - 1)}${ci}${uncorrected}`;
}
function contextLine(report) {
    const parts = [sidesText(report), `mode: ${MODE_TEXT[report.settings.mode]}`];
    const age = baselineAge(report.base.time, report.head.time);
    if (age !== undefined)
        parts.splice(1, 0, age);
    if (report.base.historyRuns > 0)
        parts.push(`history: ${report.base.historyRuns} run${report.base.historyRuns === 1 ? '' : 's'}`);
    const machine = machineText(report.head.machine ?? report.base.machine);
    if (machine !== undefined)
        parts.push(`machine: ${machine}`);
    return parts.join(' · ');
}
/** base `1a2b3c4d5e6f` → head `…`: commits when recorded, else the inputs' names. */
function sidesText(report) {
    const side = (s) => {
        if (s.commit !== undefined)
            return codeSpan(s.commit.slice(0, 12), 12);
        const names = s.sources.length === 0 ? '?' : s.sources.length === 1 ? (s.sources[0] ?? '?') : `${s.sources[0] ?? '?'} +${s.sources.length - 1}`;
        return codeSpan(names, 60);
    };
    return `base ${side(report.base)} → head ${side(report.head)}`;
}
/** "baseline 3 h older", from the two ISO times; undefined when either is missing or unreadable. */
function baselineAge(baseTime, headTime) {
    if (baseTime === undefined || headTime === undefined)
        return undefined;
    const ms = Date.parse(headTime) - Date.parse(baseTime);
    if (Number.isNaN(ms))
        return undefined;
    if (Math.abs(ms) < 1000)
        return 'baseline measured at the same time';
    return ms > 0 ? `baseline ${humanDuration(ms)} older` : `baseline ${humanDuration(-ms)} newer than head`;
}
/** One unit, rounded down: `45 s`, `12 min`, `3 h`, `2 d`. */
function humanDuration(ms) {
    const seconds = Math.floor(ms / 1000);
    if (seconds < 60)
        return `${seconds} s`;
    if (seconds < 3600)
        return `${Math.floor(seconds / 60)} min`;
    if (seconds < 86_400)
        return `${Math.floor(seconds / 3600)} h`;
    return `${Math.floor(seconds / 86_400)} d`;
}
/** `Apple M2 Pro, 12 cores, darwin/arm64` plus the fingerprint in a code span. */
function machineText(m) {
    if (m === undefined)
        return undefined;
    const system = [m.os, m.arch].filter((x) => x !== undefined).join('/');
    const words = [m.cpu, m.cores === undefined ? undefined : `${m.cores} cores`, system === '' ? undefined : system]
        .filter((x) => x !== undefined && x !== '').map((x) => inertText(x.slice(0, 200)));
    if (m.fingerprint !== undefined)
        words.push(codeSpan(m.fingerprint, 40));
    return words.length === 0 ? undefined : words.join(', ');
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
    const out = [commentMarker(options.marker ?? options.suite), markdownHeadline(report, options.suite), ''];
    for (const note of options.notes ?? [])
        out.push(`${inertText(note)}  `);
    if ((options.notes ?? []).length > 0)
        out.push('');
    const shown = options.maxFlaggedRows === undefined ? flagged : flagged.slice(0, options.maxFlaggedRows);
    if (shown.length > 0)
        out.push(...table(shown, nameOf, notes), '');
    if (shown.length < flagged.length)
        out.push(`… and ${flagged.length - shown.length} more flagged rows: see the job summary for the full report.`, '');
    out.push(...charts(flagged, nameOf, options.omitCharts === true));
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
/** The charts block (with blank lines around), or the note that they were left out. */
function charts(flagged, nameOf, omit) {
    const first = flagged.find((c) => c.history !== undefined);
    const blocks = [deltaChart(flagged, nameOf), first === undefined ? [] : trendChart(first, nameOf(first))].filter((b) => b.length > 0);
    if (blocks.length === 0)
        return [];
    if (omit)
        return ['Charts left out to keep the report within GitHub\'s size limit.', ''];
    return blocks.flatMap((b) => [...b, '']);
}
function sortBySize(rows) {
    // A flagged change without a ratio (from zero; JSON keeps no Infinity) is the largest there is.
    const size = (c) => (c.ratio === null ? Number.POSITIVE_INFINITY : Math.abs(Math.log(costRatio(c.ratio, c.better))));
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

;// CONCATENATED MODULE: ./src/report/width.ts
/**
 * How many terminal cells a string takes, for aligning the text report: combining marks and
 * format characters take none, East Asian wide and fullwidth characters and emoji take two
 * (a compact reading of Unicode's East_Asian_Width, enough for names and units), the rest one.
 */
const WIDE = [
    [0x1100, 0x115f], [0x231a, 0x231b], [0x23e9, 0x23ec], [0x23f0, 0x23f3], [0x25fd, 0x25fe], [0x2614, 0x2615],
    [0x2648, 0x2653], [0x26aa, 0x26ab], [0x26bd, 0x26be], [0x26c4, 0x26c5], [0x26f2, 0x26f5], [0x2705, 0x2705],
    [0x270a, 0x270b], [0x274c, 0x274c], [0x2753, 0x2755], [0x2795, 0x2797], [0x2b1b, 0x2b1c], [0x2e80, 0x303e],
    [0x3041, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xa000, 0xa4cf], [0xa960, 0xa97f], [0xac00, 0xd7a3],
    [0xf900, 0xfaff], [0xfe10, 0xfe19], [0xfe30, 0xfe6f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x1f004, 0x1f004],
    [0x1f0cf, 0x1f0cf], [0x1f18e, 0x1f18e], [0x1f191, 0x1f19a], [0x1f200, 0x1f251], [0x1f300, 0x1f64f],
    [0x1f680, 0x1f6ff], [0x1f7e0, 0x1f7eb], [0x1f90c, 0x1f9ff], [0x1fa70, 0x1faff], [0x20000, 0x3fffd],
];
const ZERO = /[\p{Mn}\p{Me}\p{Cf}]/u;
function isWide(cp) {
    let lo = 0;
    let hi = WIDE.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const [from, to] = WIDE[mid] ?? [0, 0];
        if (cp < from)
            hi = mid - 1;
        else if (cp > to)
            lo = mid + 1;
        else
            return true;
    }
    return false;
}
/** Terminal cells taken by `text` (printable ASCII: its length). */
function displayWidth(text) {
    if (/^[\x20-\x7e]*$/.test(text))
        return text.length;
    let width = 0;
    for (const ch of text) {
        if (ZERO.test(ch))
            continue;
        width += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
    }
    return width;
}

;// CONCATENATED MODULE: ./src/report/text.ts







/** Longest name shown, in code points (the markdown report cuts at the same length). */
const NAME_LENGTH = 200;
/** Column alignment: name, base value, ± spread, head value, ± spread, delta, its CI, p/q/n, status. */
const RIGHT = [false, true, false, true, false, true, false, false, false];
/** Separator before each column: the ± spread and the CI hug their number. */
const GAPS = ['', '  ', ' ', '  ', ' ', '  ', ' ', '  ', '  '];
/** The `± x%` columns, each following its value column. */
const SPREADS = new Set([2, 4]);
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
        const table = [[unit === '' ? '(no results)' : safe(unit), 'base', '', 'head', '', 'delta', '', 'p/q/n', 'status']];
        for (const c of rows) {
            const scale = rowScale(c);
            const refs = notes.refs(c.warnings).map(superscript).join(' ');
            table.push([safe(nameOf(c)), ...sideParts(c.base, scale).map(safe), ...sideParts(c.head, scale).map(safe), ...deltaParts(c).map(safe), statsCell(c), `${c.status}${refs === '' ? '' : ` ${refs}`}`]);
        }
        const geomean = report.geomeans.find((g) => g.unit === unit);
        if (geomean !== undefined && rows.length > 1) {
            const ci = geomean.ci === undefined || geomean.ci[0] === geomean.ci[1] ? '' : `[${formatPercent(geomean.ci[0] - 1)}, ${formatPercent(geomean.ci[1] - 1)}]`;
            const uncorrected = geomean.uncorrectedRatio === undefined ? '' : `(uncorrected ${formatPercent(geomean.uncorrectedRatio - 1)})`;
            table.push(['geomean', '', '', '', '', formatPercent(geomean.ratio - 1), [ci, uncorrected].filter((x) => x !== '').join(' '), '', '']);
        }
        out.push(alignTable(table, rows, options.color === true), '');
    }
    for (const { n, text } of notes.entries())
        out.push(`${superscript(n)} ${safe(text)}`);
    if (notes.entries().length > 0)
        out.push('');
    for (const warning of report.warnings)
        out.push(`warning: ${safe(warning)}`);
    out.push(`${report.verdict === 'fail' ? 'FAIL' : 'PASS'}: ${summaryLine(report)}`, safe(settingsLine(report)));
    return `${out.join('\n')}\n`;
}
/** Untrusted text for a terminal: invisible and control characters shown, long text cut. */
const safe = (text) => truncateText(visibleText(text), NAME_LENGTH);
function header(report) {
    const side = (s) => safe(`${s.sources.join(', ')}${s.commit === undefined ? '' : ` @ ${s.commit.slice(0, 12)}`}`);
    return `base: ${side(report.base)}\nhead: ${side(report.head)}\n`;
}
function groupByUnit(comparisons) {
    const groups = new Map();
    for (const c of comparisons) {
        const group = groups.get(c.unit);
        if (group === undefined)
            groups.set(c.unit, [c]);
        else
            group.push(c);
    }
    return groups;
}
function alignTable(table, rows, color) {
    const [header = [], ...body] = table;
    const columns = header.length;
    // Every cell's width is measured once (a 10,000-benchmark report has 90,000 cells per unit).
    const cellWidths = body.map((cells) => cells.map(displayWidth));
    // The header's `base` and `head` sit over their value and `± x%` together; other columns are sized by their cells.
    const widths = header.map((cell, col) => (SPREADS.has(col + 1) ? 0 : displayWidth(cell)));
    for (const row of cellWidths)
        for (let col = 0; col < columns; col++)
            widths[col] = Math.max(widths[col] ?? 0, row[col] ?? 0);
    for (const col of SPREADS) {
        const group = (widths[col - 1] ?? 0) + ((widths[col] ?? 0) > 0 ? (GAPS[col] ?? '').length + (widths[col] ?? 0) : 0);
        const title = displayWidth(header[col - 1] ?? '');
        if (title > group)
            widths[col - 1] = (widths[col - 1] ?? 0) + title - group;
    }
    const headerLine = header.map((cell, col) => {
        if (SPREADS.has(col))
            return '';
        const spread = SPREADS.has(col + 1) && (widths[col + 1] ?? 0) > 0 ? (GAPS[col + 1] ?? '').length + (widths[col + 1] ?? 0) : 0;
        return pad(cell, displayWidth(cell), (widths[col] ?? 0) + spread, col);
    }).join('').trimEnd();
    const lines = body.map((cells, i) => {
        const measured = cellWidths[i] ?? [];
        const line = cells.map((cell, col) => pad(cell, measured[col] ?? 0, widths[col] ?? 0, col)).join('').trimEnd();
        const code = STATUS_COLORS[rows[i]?.status ?? 'no-change'];
        return color && code !== undefined ? `${code}${line}${RESET}` : line;
    });
    return [headerLine, ...lines].join('\n');
}
/** A cell (`cellWidth` terminal cells wide) padded to `width` with its column's gap in front; nothing for an empty column. */
function pad(cell, cellWidth, width, col) {
    if (width === 0)
        return '';
    const fill = ' '.repeat(Math.max(0, width - cellWidth));
    return `${GAPS[col] ?? '  '}${RIGHT[col] === true ? fill + cell : cell + fill}`;
}

;// CONCATENATED MODULE: ./src/cli/render-report.ts



const REPORT_OUTPUTS = ['text', 'markdown', 'json'];
function renderReport(report, output, color, suite) {
    switch (output) {
        case 'text':
            return renderText(report, { color });
        case 'markdown':
            return renderMarkdown(report, suite === undefined ? {} : { suite });
        case 'json':
            return renderJson(report);
    }
}

;// CONCATENATED MODULE: ./src/cli/run-options.ts


/** A whole number in [min, max]. */
function parseCount(option, value, fallback, min, max) {
    if (value === undefined)
        return fallback;
    const number = Number(value.trim());
    if (!/^\d+$/.test(value.trim()) || number < min || number > max)
        throw new UsageError(`Invalid value '${value}' for ${option}. Use a whole number from ${min} to ${max}.`);
    return number;
}
const UNITS = { ms: 1, s: 1_000, m: 60_000, min: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };
/** A duration in milliseconds: `500ms`, `30s`, `30m`, `24h`, `7d`, `2w`; a bare number is seconds. */
function parseDuration(option, value) {
    if (value === undefined)
        return undefined;
    const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|min|h|d|w)?$/.exec(value.trim());
    const ms = match === null ? NaN : Number(match[1]) * (UNITS[match[2] ?? 's'] ?? NaN);
    if (!(ms > 0) || !Number.isFinite(ms))
        throw new UsageError(`Invalid value '${value}' for ${option}. Use a duration like 90s, 30m, 24h or 7d.`);
    return ms;
}
/** "3 h 12 min", "2 d 4 h", "45 s": a duration for messages, two units at most. */
function formatAge(ms) {
    const seconds = Math.round(Math.abs(ms) / 1000);
    const parts = [[Math.floor(seconds / 86_400), 'd'], [Math.floor(seconds / 3600) % 24, 'h'], [Math.floor(seconds / 60) % 60, 'min'], [seconds % 60, 's']];
    const first = parts.findIndex(([n]) => n > 0);
    if (first === -1)
        return '0 s';
    return parts.slice(first, first + 2).filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}`).join(' ');
}
/**
 * Splits `[options] -- CMD...` at the first `--`. Without `--`, every argument is an option or a
 * command word, and a dash-word of the command would be taken for an option: say so if parsing fails.
 */
function splitAtDoubleDash(args) {
    const at = args.indexOf('--');
    return at === -1 ? { options: [...args], command: undefined } : { options: args.slice(0, at), command: args.slice(at + 1) };
}
/** The results-file operations (--results) over the CLI's ports: a missing path reads as `missing`. */
function cliResultsIO(ports) {
    const missing = (error) => ['ENOENT', 'ENOTDIR'].includes(String(error.code));
    const reason = (error) => (error instanceof Error ? error.message : String(error));
    return {
        remove: (path) => ports.removePath(path),
        read: async (path) => {
            try {
                if (await ports.isDirectory(path))
                    return { kind: 'dir', files: await ports.readJsonTree(path) };
                const text = (0,decode/* decodeInput */.Ny)(await ports.readFile(path), path);
                return text.ok ? { kind: 'file', text: text.value } : { kind: 'unreadable', reason: text.error };
            }
            catch (error) {
                return missing(error) ? { kind: 'missing' } : { kind: 'unreadable', reason: reason(error) };
            }
        },
    };
}
/** --confirm / --no-confirm as a setting: on, off, or auto when neither was given. */
function confirmSetting(confirm, noConfirm) {
    if (confirm === true && noConfirm === true)
        throw new UsageError('--confirm and --no-confirm contradict each other; pass one.');
    return confirm === true ? 'on' : noConfirm === true ? 'off' : 'auto';
}

;// CONCATENATED MODULE: ./src/cli/ab-command.ts
/**
 * `bench-gate ab`: same-job interleaved A/B (STATISTICS.md §4.4 item 8). Base and head run
 * alternately on this machine, each run a fresh process, so drift and background load hit both
 * sides alike; each side's runs are parsed and merged, then compared in `ab` mode and reported
 * like `compare`. With --base-ref the base is a git worktree of REF, built with --build. The
 * rounds themselves live in run/ab.ts, shared with the action's `baseline: ab`.
 */















const OPTIONS = {
    'base-cmd': { type: 'string' }, 'head-cmd': { type: 'string' }, cmd: { type: 'string' }, 'base-ref': { type: 'string' }, build: { type: 'string' },
    rounds: { type: 'string' }, order: { type: 'string' }, seed: { type: 'string' }, timeout: { type: 'string' }, format: { type: 'string' },
    threshold: { type: 'string' }, q: { type: 'string' }, output: { type: 'string' }, out: { type: 'string', short: 'o' },
    'base-out': { type: 'string' }, 'head-out': { type: 'string' }, suite: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' }, lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    results: { type: 'string' }, confirm: { type: 'boolean' }, 'no-confirm': { type: 'boolean' },
};
async function abCommand(args, ports) {
    const { values } = (0,external_node_util_.parseArgs)({ args, options: OPTIONS, allowPositionals: false, strict: true });
    if (values.help === true) {
        ports.stdout(help/* AB_HELP */.AV);
        return 0;
    }
    const plan = readPlan(values, ports);
    const compareOptions = { mode: 'ab', threshold: parseThreshold('--threshold', values.threshold, 0.05), q: parseProbability('--q', values.q, 0.05) };
    const output = oneOf('--output', values.output, REPORT_OUTPUTS, 'text');
    const confirm = confirmSetting(values.confirm, values['no-confirm']);
    const { baseRef, build } = plan;
    const sides = baseRef === undefined ? await runAbRounds(plan, ports, undefined) : await runAbAgainstRef(plan, ports, baseRef, build);
    if (values['base-out'] !== undefined)
        await writeOutput(ports, values['base-out'], `${JSON.stringify(sides.base, null, 2)}\n`);
    if (values['head-out'] !== undefined)
        await writeOutput(ports, values['head-out'], `${JSON.stringify(sides.head, null, 2)}\n`);
    const compare = (head) => compareResultSets(sides.base, head, compareOptions);
    let report = compare(sides.head);
    const flagged = gatingRegressions(report.comparisons);
    // In ab mode both sides were just measured side by side: confirming is off unless asked (--confirm).
    if (confirmWanted(confirm, 'ab', flagged)) {
        report = await confirmRegressions({
            first: report, head: sides.head, regressions: flagged, compare, command: plan.head, runs: plan.rounds, series: plan.series,
            ...(plan.results === undefined ? {} : { results: plan.results }),
        }, ports);
    }
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
    const rendered = renderReport(report, output, color, values.suite);
    if (values.out !== undefined)
        await writeOutput(ports, values.out, rendered);
    else
        ports.stdout(rendered);
    const regressions = gatingRegressions(report.comparisons);
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
function readPlan(values, ports) {
    const baseCmd = values['base-cmd'] ?? values.cmd;
    const headCmd = values['head-cmd'] ?? values.cmd;
    if (baseCmd === undefined || headCmd === undefined) {
        throw new UsageError('ab needs the commands to measure: --base-cmd CMD and --head-cmd CMD, or --cmd CMD for both (with --base-ref REF, base runs in a worktree of REF). Example: bench-gate ab --base-cmd ./old/bench --head-cmd ./bench --rounds 10');
    }
    if (values.build !== undefined && values['base-ref'] === undefined)
        throw new UsageError('--build needs --base-ref: it builds the worktree of REF and the current tree. Without --base-ref, build both versions before running ab.');
    if (values.results !== undefined && values.results.trim() === '')
        throw new UsageError('--results needs a path: the file or directory the command writes its results to.');
    const timeoutMs = parseDuration('--timeout', values.timeout);
    return {
        base: bashCommand(baseCmd),
        head: bashCommand(headCmd),
        ...(values['base-ref'] === undefined ? {} : { baseRef: values['base-ref'], baseLabel: values['base-ref'] }),
        ...(values.build === undefined ? {} : { build: bashCommand(values.build) }),
        ...(values.results === undefined ? {} : { results: values.results }),
        rounds: parseCount('--rounds', values.rounds, 10, 1, 10_000),
        order: oneOf('--order', values.order, AB_ORDERS, 'abba'),
        seed: parseCount('--seed', values.seed, ports.now().getTime() % 2 ** 32, 0, 2 ** 32 - 1),
        series: {
            format: oneOf('--format', values.format, INPUT_FORMATS, 'auto'),
            quiet: values.quiet === true, lenient: values.lenient === true,
            ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
            ...(values.results === undefined ? {} : { results: { io: cliResultsIO(ports), option: '--results' } }),
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/check-command.ts
/**
 * `bench-gate check --max-age 24h [--commit SHA] FILE`: for results measured elsewhere and
 * committed (Seq's 24-hour rule), fails when they are older than allowed, carry no time, or come
 * from another commit. The clock comes from the ports, so the verdict is testable.
 */





/** Clocks disagree a little; a time further ahead than this is an error, not skew. */
const FUTURE_SLACK_MS = 5 * 60_000;
async function checkCommand(args, ports) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: { 'max-age': { type: 'string' }, commit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help === true) {
        ports.stdout(help/* CHECK_HELP */.D_);
        return 0;
    }
    if (positionals.length !== 1)
        throw new UsageError(`check needs exactly one result file (got ${positionals.length}). Example: bench-gate check --max-age 24h --commit "$(git rev-parse HEAD)" bench.json`);
    const maxAge = parseDuration('--max-age', values['max-age']);
    const wanted = values.commit?.trim();
    if (maxAge === undefined && wanted === undefined)
        throw new UsageError('check needs --max-age, --commit, or both. Example: bench-gate check --max-age 24h bench.json');
    if (wanted !== undefined && !/^[0-9a-fA-F]{4,64}$/.test(wanted))
        throw new UsageError(`Invalid value '${values.commit ?? ''}' for --commit. Use a commit SHA (at least 4 hex digits), e.g. --commit "$(git rev-parse HEAD)".`);
    const [path = ''] = positionals;
    const { set, path: name } = await loadInput(path, ports, { format: 'auto', lenient: false, verbose: false });
    const parts = [];
    if (maxAge !== undefined)
        parts.push(checkAge(name, set.context.time, maxAge, values['max-age'] ?? '', ports.now()));
    if (wanted !== undefined)
        parts.push(checkCommit(name, set.context.commit, wanted));
    ports.stdout(`${name}: OK, ${parts.join(', ')}\n`);
    return 0;
}
function checkAge(name, time, maxAgeMs, limit, now) {
    if (time === undefined)
        throw new UsageError(`${name} records no time (context.time), so its age cannot be checked. Write it with \`bench-gate run\`, which records when the benchmarks ran.`);
    const at = Date.parse(time);
    if (Number.isNaN(at))
        throw new UsageError(`${name} has an unreadable time '${time}' in context.time; expected an ISO 8601 time like 2026-11-21T12:00:00Z.`);
    const age = now.getTime() - at;
    if (age < -FUTURE_SLACK_MS)
        throw new UsageError(`${name} was measured at ${time}, ${formatAge(age)} in the future by this clock. Check the clock of the machine that measured it.`);
    if (age > maxAgeMs)
        throw new UsageError(`${name} is too old: measured ${formatAge(age)} ago (${time}), and --max-age is ${limit}. Re-run the benchmarks and commit the new results.`);
    return `measured ${formatAge(Math.max(0, age))} ago (limit ${limit})`;
}
function checkCommit(name, recorded, wanted) {
    if (recorded === undefined)
        throw new UsageError(`${name} records no commit (context.commit), so it cannot be checked against ${wanted}. Write it with \`bench-gate run\` in the repository (or \`parse --commit\`).`);
    const a = recorded.toLowerCase();
    const b = wanted.toLowerCase();
    if (!a.startsWith(b) && !b.startsWith(a))
        throw new UsageError(`${name} was measured on commit ${recorded}, not ${wanted}. Re-run the benchmarks on ${wanted} and commit the new results.`);
    return `commit ${recorded.slice(0, 12)}`;
}

;// CONCATENATED MODULE: ./src/config/policy.ts
/**
 * Applying the config's rules to a comparison. For each benchmark metric and each field
 * (threshold, informational, ignore, exact, better, unit), the first rule that matches it and
 * sets that field decides (rules of the suite first, then the top-level ones). Then:
 *   - ignore: the benchmark (or metric) is dropped from both sides before comparing; the report
 *     says how many were ignored by which rule;
 *   - exact, better, unit: set on the parsed metrics of both sides;
 *   - threshold: the per-metric δ, through `CompareOptions.thresholdFor`;
 *   - informational: a regression is reported but never fails the gate (`GatePolicy.isInformational`);
 *   - a flagged metric (regression or improvement) gets a note naming the rules that decided it.
 * Decisions are made once, on the metric as parsed (before a unit override renames it).
 */

const FIELDS = ['threshold', 'informational', 'ignore', 'exact', 'better', 'unit'];
/** The first matching rule per field, for a benchmark (units absent) or one of its metrics. */
function decideRules(rules, name, key, units) {
    const decision = {};
    for (const rule of rules) {
        if (!rule.match.test(name) && !rule.match.test(key))
            continue;
        if (rule.metric !== undefined && (units === undefined || !(rule.metric.test(units.unit) || rule.metric.test(units.originalUnit))))
            continue;
        for (const field of FIELDS)
            if (decision[field] === undefined && rule[field] !== undefined)
                decision[field] = rule;
    }
    return decision;
}
const id = (key, unit) => `${key}\u0000${unit}`;
class ConfigPolicy {
    config;
    decisions = new Map();
    ignored = new Map();
    used = new Set();
    problems = new Set();
    constructor(config) {
        this.config = config;
    }
    /** A copy of `set` with the rules applied: ignored benchmarks and metrics dropped, overrides set. */
    prepare(set) {
        if (this.config.rules.length === 0)
            return set;
        const copy = structuredClone(set);
        const renames = new Map();
        copy.benchmarks = copy.benchmarks.flatMap((b) => this.prepareBenchmark(b, renames));
        for (const run of copy.history ?? []) {
            for (const [key, byUnit] of Object.entries(run.values)) {
                for (const [unit, value] of Object.entries(byUnit)) {
                    const renamed = renames.get(id(key, unit));
                    if (renamed === undefined)
                        continue;
                    delete byUnit[unit];
                    if (renamed !== null)
                        byUnit[renamed] = value;
                }
            }
        }
        return copy;
    }
    /** The per-metric δ the rules give, or undefined for the default. */
    thresholdFor(benchmark, unit) {
        return this.decisionFor(benchmark.key, benchmark.name, unit).threshold?.threshold;
    }
    /** The gate policy: informational metrics, the sample-size floor, and the notes on flagged metrics. */
    gatePolicy() {
        const policy = {
            isInformational: (c) => this.decisionFor(c.key, c.name, c.unit).informational?.informational === true,
            notesFor: (c) => this.notesFor(c),
        };
        if (this.config.minSamples !== undefined)
            policy.minSamples = this.config.minSamples;
        return policy;
    }
    /** Report-level warnings: what was ignored, by which rule, and unit overrides that could not apply. */
    reportWarnings() {
        const warnings = [...this.problems];
        const counts = [...this.ignored].map(([rule, ids]) => ({ rule, count: ids.size }));
        const total = counts.reduce((sum, c) => sum + c.count, 0);
        if (total > 0) {
            const by = counts.map((c) => `${c.count} by ${c.rule.label}`).join(', ');
            warnings.push(`${this.config.file}: ${total} benchmark metric${total === 1 ? '' : 's'} ignored (${by})`);
        }
        return warnings;
    }
    /** Rules that matched no benchmark (likely a typo in the glob). */
    unusedRules() {
        return this.config.rules.filter((r) => !this.used.has(r)).map((r) => r.label);
    }
    prepareBenchmark(b, renames) {
        const whole = this.decide(b.name, b.key);
        if (whole.ignore?.ignore === true) {
            for (const unit of b.metrics.length > 0 ? b.metrics.map((m) => m.unit) : ['']) {
                this.markIgnored(whole.ignore, b.key, unit);
                renames.set(id(b.key, unit), null);
            }
            return [];
        }
        const had = b.metrics.length;
        b.metrics = b.metrics.flatMap((m) => this.prepareMetric(b, m, renames));
        return had > 0 && b.metrics.length === 0 ? [] : [b];
    }
    prepareMetric(b, m, renames) {
        const d = this.decide(b.name, b.key, { unit: m.unit, originalUnit: m.originalUnit });
        if (d.ignore?.ignore === true) {
            this.markIgnored(d.ignore, b.key, m.unit);
            renames.set(id(b.key, m.unit), null);
            return [];
        }
        if (d.exact?.exact !== undefined)
            m.assumption = d.exact.exact ? 'exact' : 'nothing';
        if (d.better?.better !== undefined)
            m.better = d.better.better;
        const unit = d.unit?.unit;
        if (unit !== undefined && unit !== m.unit) {
            if (b.metrics.some((other) => other !== m && other.unit === unit)) {
                this.problems.add(`${d.unit?.label ?? 'a rule'}: cannot rename ${m.unit} of ${b.name} to ${unit}, which it already has; kept ${m.unit}`);
            }
            else {
                renames.set(id(b.key, m.unit), unit);
                m.unit = unit;
            }
        }
        this.decisions.set(id(b.key, m.unit), d);
        return [m];
    }
    decide(name, key, units) {
        const decision = decideRules(this.config.rules, name, key, units);
        for (const rule of this.config.rules) {
            if ((rule.match.test(name) || rule.match.test(key)) && (rule.metric === undefined || (units !== undefined && (rule.metric.test(units.unit) || rule.metric.test(units.originalUnit)))))
                this.used.add(rule);
        }
        return decision;
    }
    decisionFor(key, name, unit) {
        return this.decisions.get(id(key, unit)) ?? decideRules(this.config.rules, name, key, { unit, originalUnit: unit });
    }
    markIgnored(rule, key, unit) {
        const ids = this.ignored.get(rule) ?? new Set();
        ids.add(id(key, unit));
        this.ignored.set(rule, ids);
    }
    /** "rule #2 (match: "BenchmarkHash*") threshold 3%", one note per rule that decided a flagged metric. */
    notesFor(c) {
        if (c.status !== 'regression' && c.status !== 'improvement')
            return [];
        const d = this.decisionFor(c.key, c.name, c.unit);
        return this.config.rules.flatMap((rule) => {
            const parts = FIELDS.filter((f) => d[f] === rule).map((f) => describeField(f, rule)).filter((p) => p !== '');
            return parts.length === 0 ? [] : [`${rule.label} ${parts.join(', ')}`];
        });
    }
}
function describeField(field, rule) {
    switch (field) {
        case 'threshold': return `threshold ${rule.thresholdText ?? ''}`;
        case 'informational': return rule.informational === true ? 'informational: reported, never fails the gate' : '';
        case 'ignore': return '';
        case 'exact': return rule.exact === true ? 'exact' : 'not exact';
        case 'better': return `better=${rule.better ?? ''}`;
        case 'unit': return `unit ${rule.unit ?? ''}`;
    }
}
/** Compares with the config's rules applied (or plainly, without a config). */
function compareWithConfig(base, head, options, policy) {
    if (policy === undefined)
        return compareResultSets(base, head, options);
    const report = compareResultSets(policy.prepare(base), policy.prepare(head), {
        ...options,
        thresholdFor: (benchmark, unit) => policy.thresholdFor(benchmark, unit),
        policy: policy.gatePolicy(),
    });
    report.warnings.push(...policy.reportWarnings());
    return report;
}

;// CONCATENATED MODULE: ./src/config/glob.ts
/**
 * Globs for the config file's rules. In benchmark names (`match`), `/` separates sub-benchmarks
 * as in a path: `*` matches within one part, `**` across parts (`**\/p99` also matches a bare
 * `p99`), `?` one character, `\` escapes the next character. In units (`metric`), which are one
 * token that may contain `/` (`sec/op`), `*` matches anything.
 */
function escapeChar(ch) {
    return /[.*+?^${}()|[\]\\/]/.test(ch) ? `\\${ch}` : ch;
}
/** A glob over benchmark names: `*` stops at `/`, `**` does not. */
function nameGlob(glob) {
    let body = '';
    for (let i = 0; i < glob.length; i += 1) {
        const ch = glob[i] ?? '';
        if (ch === '\\' && i + 1 < glob.length) {
            i += 1;
            body += escapeChar(glob[i] ?? '');
        }
        else if (ch === '*' && glob[i + 1] === '*') {
            i += 1;
            if (glob[i + 1] === '/') {
                i += 1;
                body += '(?:.*/)?';
            }
            else {
                body += '.*';
            }
        }
        else if (ch === '*') {
            body += '[^/]*';
        }
        else if (ch === '?') {
            body += '[^/]';
        }
        else {
            body += escapeChar(ch);
        }
    }
    return new RegExp(`^${body}$`, 'su');
}
/** A glob over units: `*` matches any characters, `?` one. */
function unitGlob(glob) {
    const body = [...glob].map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : escapeChar(ch))).join('');
    return new RegExp(`^${body}$`, 'su');
}

;// CONCATENATED MODULE: ./src/config/resolve.ts


/** The settings in force for `suite` (undefined: top-level only). */
function resolveConfig(config, file, suite) {
    const suites = config.suites ?? {};
    const chosen = suite === undefined ? undefined : Object.hasOwn(suites, suite) ? suites[suite] : undefined;
    const warnings = [];
    const names = Object.keys(suites);
    if (suite !== undefined && chosen === undefined && names.length > 0) {
        warnings.push(`${file} has no suite "${suite}" (it has ${names.join(', ')}); using its top-level settings only`);
    }
    const threshold = chosen?.threshold ?? config.threshold;
    return {
        file,
        suite: chosen === undefined ? undefined : suite,
        format: chosen?.format ?? config.format,
        threshold: threshold === undefined ? undefined : thresholdFraction(threshold),
        q: chosen?.q ?? config.q,
        multipleComparisons: chosen?.['multiple-comparisons'] ?? config['multiple-comparisons'],
        minSamples: chosen?.['min-samples'] ?? config['min-samples'],
        comment: chosen?.comment ?? config.comment,
        rules: [
            ...(chosen?.rules ?? []).map((r, i) => resolveRule(r, `suite "${suite ?? ''}" rule #${i + 1}`)),
            ...(config.rules ?? []).map((r, i) => resolveRule(r, `rule #${i + 1}`)),
        ],
        metrics: [...(chosen?.metrics ?? []), ...(config.metrics ?? [])],
        warnings,
    };
}
function resolveRule(rule, name) {
    const threshold = rule.threshold === undefined ? undefined : thresholdFraction(rule.threshold);
    const where = rule.metric === undefined ? `match: "${rule.match}"` : `match: "${rule.match}", metric: "${rule.metric}"`;
    return {
        label: `${name} (${where})`,
        match: nameGlob(rule.match),
        metric: rule.metric === undefined ? undefined : unitGlob(rule.metric),
        threshold,
        thresholdText: threshold === undefined ? undefined : `${+(threshold * 100).toPrecision(6)}%`,
        informational: rule.informational,
        ignore: rule.ignore,
        exact: rule.exact,
        better: rule.better,
        unit: rule.unit,
    };
}

;// CONCATENATED MODULE: ./src/cli/compare-command.ts
/**
 * `bench-gate compare BASE HEAD`: load both, compare, render, exit 0/1. The config file
 * (--config, else ./bench-gate.yml or ./.github/bench-gate.yml) gives defaults, rules and metrics
 * patterns; flags override its settings.
 */













async function compareCommand(args, ports) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: {
            format: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
            'multiple-comparisons': { type: 'string' }, mode: { type: 'string' }, 'common-mode': { type: 'string' },
            output: { type: 'string' }, out: { type: 'string', short: 'o' }, suite: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
            lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
            config: { type: 'string' }, 'no-config': { type: 'boolean' },
        },
    });
    if (values.help === true) {
        ports.stdout(help/* COMPARE_HELP */.MI);
        return 0;
    }
    if (positionals.length !== 2)
        throw new UsageError(`compare needs exactly two inputs, BASE and HEAD (got ${positionals.length}). Example: bench-gate compare old.txt new.txt`);
    if (values.config !== undefined && values['no-config'] === true)
        throw new UsageError('--config and --no-config contradict each other; pass one.');
    const loaded = values['no-config'] === true ? undefined : await loadConfigFile(values.config, ports);
    let config = loaded === undefined ? undefined : resolveConfig(loaded.config, loaded.path, values.suite);
    if (loaded !== undefined && config !== undefined)
        ports.stderr(describeConfig(loaded, config));
    const load = {
        format: oneOf('--format', values.format, INPUT_FORMATS, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
        ...(config === undefined ? {} : { metrics: config.metrics }),
    };
    const output = oneOf('--output', values.output, REPORT_OUTPUTS, 'text');
    // Flags are checked before any input is read; unset ones fall back to the config, then the defaults.
    const flags = {
        threshold: values.threshold === undefined ? undefined : parseThreshold('--threshold', values.threshold, 0.05),
        q: values.q === undefined ? undefined : parseProbability('--q', values.q, 0.05),
        multipleComparisons: values['multiple-comparisons'] === undefined ? undefined : oneOf('--multiple-comparisons', values['multiple-comparisons'], MULTIPLE_COMPARISON_METHODS, 'bh'),
        mode: oneOf('--mode', values.mode, BASELINE_MODES, 'files'),
        commonMode: oneOf('--common-mode', values['common-mode'], COMMON_MODE_SETTINGS, 'auto'),
    };
    const [basePath = '', headPath = ''] = positionals;
    const base = await loadInput(basePath, ports, load);
    const head = await loadInput(headPath, ports, load);
    ports.stderr(describeLoaded('base ', base) + describeLoaded('head ', head));
    const suite = values.suite ?? head.set.suite ?? base.set.suite;
    if (loaded !== undefined && values.suite === undefined && suite !== undefined)
        config = resolveSuiteOfInputs(loaded, suite, ports);
    const options = {
        ...flags,
        threshold: flags.threshold ?? config?.threshold ?? 0.05,
        q: flags.q ?? config?.q ?? 0.05,
        multipleComparisons: flags.multipleComparisons ?? config?.multipleComparisons ?? 'bh',
    };
    const policy = config === undefined ? undefined : new ConfigPolicy(config);
    const report = compareWithConfig(base.set, head.set, options, policy);
    for (const label of policy?.unusedRules() ?? [])
        ports.stderr(`warning: ${config?.file ?? ''}: ${label} matched no benchmark\n`);
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
    if (values.out === undefined && output === 'json') {
        // Piece by piece: at 10,000 benchmarks the JSON is ~28 M characters, and one string of it (two
        // bytes a character once a `≥` is in it) plus its UTF-8 copy would double the peak memory.
        for (const part of renderJsonParts(report))
            ports.stdout(part);
    }
    else {
        const rendered = renderReport(report, output, color, suite);
        if (values.out !== undefined)
            await writeOutput(ports, values.out, rendered);
        else
            ports.stdout(rendered);
    }
    const regressions = gatingRegressions(report.comparisons, policy?.gatePolicy());
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
/** The inputs' own suite (result files carry one) selects the config's suite when --suite is absent. */
function resolveSuiteOfInputs(loaded, suite, ports) {
    const resolved = resolveConfig(loaded.config, loaded.path, suite);
    if (resolved.suite !== undefined)
        ports.stderr(`config ${loaded.path}: suite ${suite} (from the inputs)\n`);
    resolved.warnings = [];
    return resolved;
}

// EXTERNAL MODULE: ./src/cli/fast-path.ts
var fast_path = __webpack_require__(6576);
;// CONCATENATED MODULE: ./src/cli/merge-command.ts
/**
 * `bench-gate merge FILE... -o FILE`: joins result files from matrix shards (different
 * benchmarks) or repeated sessions (more samples of the same ones), refusing to mix machines,
 * tools or commits unless told, with errors that name the files.
 */





async function mergeCommand(args, ports) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: { out: { type: 'string', short: 'o' }, 'allow-different-machines': { type: 'boolean' }, suite: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help === true) {
        ports.stdout(help/* MERGE_HELP */.h$);
        return 0;
    }
    if (positionals.length === 0)
        throw new UsageError('merge needs the result files to join. Example: bench-gate merge shard-1.json shard-2.json -o all.json');
    const twice = positionals.find((p, i) => positionals.indexOf(p) !== i);
    if (twice !== undefined)
        throw new UsageError(`${twice} is given twice; merging a file with itself would count its samples twice.`);
    const loaded = [];
    for (const path of positionals) {
        const input = await loadInput(path, ports, { format: 'auto', lenient: false, verbose: false });
        ports.stderr(describeLoaded('', input));
        loaded.push(input);
    }
    const allowMachines = values['allow-different-machines'] === true;
    checkSame(loaded, 'tool', (s) => s.context.tool, 'merge each tool\'s results into its own file.');
    checkSame(loaded, 'commit', (s) => s.context.commit, 'merge only results of one commit (the result of `bench-gate run` records it).');
    if (!allowMachines)
        checkSame(loaded, 'machine fingerprint', (s) => s.context.machine?.fingerprint, 'samples from different machines mix their speeds. Merge only shards that ran on one machine class, or pass --allow-different-machines if you know they are alike.');
    const unknown = loaded.filter((l) => l.set.context.machine?.fingerprint === undefined);
    if (unknown.length > 0 && unknown.length < loaded.length) {
        ports.stderr(`bench-gate: warning: ${unknown.map((l) => l.path).join(', ')} record${unknown.length === 1 ? 's' : ''} no machine fingerprint, so ${unknown.length === 1 ? 'its' : 'their'} machine cannot be checked.\n`);
    }
    const merged = mergeSets(loaded.map((l) => l.set), allowMachines);
    if (values.suite !== undefined)
        merged.suite = values.suite;
    const json = `${JSON.stringify(merged, null, 2)}\n`;
    if (values.out !== undefined)
        await writeOutput(ports, values.out, json);
    else
        ports.stdout(json);
    ports.stderr(`bench-gate: merged ${loaded.length} file${loaded.length === 1 ? '' : 's'}: ${merged.benchmarks.length} benchmark${merged.benchmarks.length === 1 ? '' : 's'}${values.out === undefined ? '' : `, written to ${values.out}`}\n`);
    return 0;
}
/** Refuses inputs whose `what` differs; inputs without it are not counted as different. */
function checkSame(loaded, what, get, fix) {
    const known = loaded.flatMap((l) => {
        const value = get(l.set);
        return value === undefined ? [] : [{ path: l.path, value }];
    });
    const first = known[0];
    const other = known.find((k) => k.value !== first?.value);
    if (first === undefined || other === undefined)
        return;
    throw new UsageError(`${other.path} has ${what} ${other.value}, but ${first.path} has ${first.value}: ${fix}`);
}
/**
 * One set from several: benchmarks merged by key, sources and diagnostics concatenated, the
 * earliest time kept. With different machines allowed, a fingerprint no longer describes the result.
 */
function mergeSets(sets, differentMachines) {
    const [first] = sets;
    if (first === undefined)
        throw new Error('mergeSets() needs at least one set');
    const times = sets.flatMap((s) => (s.context.time === undefined ? [] : [s.context.time])).sort((a, b) => Date.parse(a) - Date.parse(b));
    const commit = sets.find((s) => s.context.commit !== undefined)?.context.commit;
    const context = { ...first.context, sources: sets.flatMap((s) => s.context.sources) };
    if (times[0] !== undefined)
        context.time = times[0];
    if (commit !== undefined)
        context.commit = commit;
    const fingerprints = new Set(sets.map((s) => s.context.machine?.fingerprint));
    if (differentMachines && fingerprints.size > 1 && context.machine !== undefined) {
        context.machine = { ...context.machine };
        delete context.machine.fingerprint;
    }
    const history = sets.find((s) => s.history !== undefined)?.history;
    return {
        ...first,
        context,
        benchmarks: mergeBenchmarks(sets.map((s) => s.benchmarks)),
        diagnostics: sets.flatMap((s) => s.diagnostics),
        ...(history === undefined ? {} : { history }),
    };
}

;// CONCATENATED MODULE: ./src/cli/parse-command.ts
/**
 * `bench-gate parse FILE...`: read inputs, merge their samples, write one result JSON. The config
 * file gives the format and the metrics patterns; its rules apply at compare time, not here (the
 * result file keeps the data as parsed).
 */








async function parseCommand(args, ports) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: {
            format: { type: 'string' }, suite: { type: 'string' }, commit: { type: 'string' }, branch: { type: 'string' },
            out: { type: 'string', short: 'o' }, lenient: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' }, help: { type: 'boolean', short: 'h' },
            config: { type: 'string' }, 'no-config': { type: 'boolean' },
        },
    });
    if (values.help === true) {
        ports.stdout(help/* PARSE_HELP */.gU);
        return 0;
    }
    if (positionals.length === 0)
        throw new UsageError('parse needs at least one input file (or - for stdin). Example: bench-gate parse bench.txt -o result.json');
    if (values.config !== undefined && values['no-config'] === true)
        throw new UsageError('--config and --no-config contradict each other; pass one.');
    const loadedConfig = values['no-config'] === true ? undefined : await loadConfigFile(values.config, ports);
    const config = loadedConfig === undefined ? undefined : resolveConfig(loadedConfig.config, loadedConfig.path, values.suite);
    if (loadedConfig !== undefined && config !== undefined)
        ports.stderr(describeConfig(loadedConfig, config));
    const load = {
        format: oneOf('--format', values.format, INPUT_FORMATS, config?.format ?? 'auto'), lenient: values.lenient === true, verbose: values.verbose === true,
        ...(config === undefined ? {} : { metrics: config.metrics }),
    };
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

;// CONCATENATED MODULE: ./src/schema/report.ts
/**
 * The JSON report (`compare --output json`, the action's report.json) as a zod schema: the public
 * contract, and the validation the `comment-from-artifact` mode applies to a report that came from
 * an untrusted fork run before rendering it.
 */




// JSON has no Infinity: unbounded values are written as null and read back as infinite.
const report_Num = schemas/* number */.aig().nullable().transform((v) => v ?? Number.POSITIVE_INFINITY);
const Side = schemas/* object */.Ikc({ n: schemas/* number */.aig().int(), median: report_Num, lo: schemas/* number */.aig().nullable().transform((v) => v ?? Number.NEGATIVE_INFINITY), hi: report_Num, min: report_Num, max: report_Num });
const report_text = (max) => schemas/* string */.YjP().max(max);
const ComparisonSchema = schemas/* object */.Ikc({
    // Names are untrusted and can be long (a 10,000-character sub-benchmark name is legal): the report renders them truncated.
    key: report_text(100_000), name: report_text(100_000), package: report_text(1000).optional(), unit: report_text(200),
    better: schemas/* enum */.k5n(DIRECTIONS), status: schemas/* enum */.k5n(COMPARISON_STATUSES),
    ratio: schemas/* number */.aig().nullable(), ci: schemas/* tuple */.PVZ([report_Num, report_Num]).nullable(), p: schemas/* number */.aig().nullable(), q: schemas/* number */.aig().nullable(),
    n: schemas/* tuple */.PVZ([schemas/* number */.aig().int(), schemas/* number */.aig().int()]), threshold: schemas/* number */.aig(),
    method: schemas/* enum */.k5n(['mann-whitney', 'mann-whitney+history', 'history', 'exact', 'none']),
    base: Side.optional(), head: Side.optional(),
    pWorse: schemas/* number */.aig().nullable(), qWorse: schemas/* number */.aig().nullable(), pBetter: schemas/* number */.aig().nullable(), qBetter: schemas/* number */.aig().nullable(),
    warnings: schemas/* array */.YOg(report_text(110_000)).max(50),
    informational: schemas/* boolean */.zMY().optional(),
    history: schemas/* array */.YOg(schemas/* number */.aig().nullable()).max(1_000).optional(),
});
const Machine = schemas/* object */.Ikc({
    fingerprint: report_text(200).optional(), os: report_text(200).optional(), arch: report_text(200).optional(), cpu: report_text(500).optional(), cores: schemas/* number */.aig().int().optional(),
});
/** Confirm on rerun (optional): the rerun command and each flagged regression's outcome. */
const Change = { ratio: schemas/* number */.aig().nullable(), ci: schemas/* tuple */.PVZ([report_Num, report_Num]).nullable() };
const ConfirmationSchema = schemas/* object */.Ikc({
    command: report_text(2000), runs: schemas/* number */.aig().int(),
    regressions: schemas/* array */.YOg(schemas/* object */.Ikc({
        key: report_text(2000), unit: report_text(200), first: schemas/* object */.Ikc(Change),
        rerun: schemas/* object */.Ikc({ status: schemas/* enum */.k5n(COMPARISON_STATUSES), ...Change }).nullable(),
        outcome: schemas/* enum */.k5n(['confirmed', 'cleared', 'unavailable']),
    })).max(200_000),
});
const ComparisonReportSchema = schemas/* object */.Ikc({
    reportVersion: schemas/* literal */.euz(1),
    verdict: schemas/* enum */.k5n(['pass', 'fail']),
    summary: schemas/* record */.g1P(schemas/* enum */.k5n(COMPARISON_STATUSES), schemas/* number */.aig().int()),
    comparisons: schemas/* array */.YOg(ComparisonSchema).max(200_000),
    geomeans: schemas/* array */.YOg(schemas/* object */.Ikc({ unit: report_text(200), ratio: schemas/* number */.aig(), count: schemas/* number */.aig().int(), ci: schemas/* tuple */.PVZ([schemas/* number */.aig(), schemas/* number */.aig()]).optional(), uncorrectedRatio: schemas/* number */.aig().optional() })),
    machineOffset: schemas/* number */.aig().optional(),
    warnings: schemas/* array */.YOg(report_text(110_000)).max(100),
    settings: schemas/* object */.Ikc({
        threshold: schemas/* number */.aig(), q: schemas/* number */.aig(), multipleComparisons: schemas/* enum */.k5n(MULTIPLE_COMPARISON_METHODS),
        mode: schemas/* enum */.k5n(BASELINE_MODES), commonMode: schemas/* enum */.k5n(COMMON_MODE_SETTINGS),
    }),
    confirmation: ConfirmationSchema.optional(),
    base: schemas/* object */.Ikc({ commit: report_text(100).optional(), time: report_text(100).optional(), tool: report_text(100), sources: schemas/* array */.YOg(report_text(1000)), historyRuns: schemas/* number */.aig().int(), machine: Machine.optional() }),
    head: schemas/* object */.Ikc({ commit: report_text(100).optional(), time: report_text(100).optional(), tool: report_text(100), sources: schemas/* array */.YOg(report_text(1000)), machine: Machine.optional() }),
});

;// CONCATENATED MODULE: ./src/cli/report-command.ts
/**
 * `bench-gate report REPORT.json`: renders a saved comparison (what `compare --output json` and the
 * action's report.json hold) again, as text, markdown or JSON, without re-running or re-comparing,
 * e.g. in a `workflow_run` job or on a laptop. The file is validated with the report schema first:
 * a file from an untrusted run must not reach the renderers unchecked.
 */











async function reportCommand(args, ports) {
    const { values, positionals } = (0,external_node_util_.parseArgs)({
        args, allowPositionals: true, strict: true,
        options: {
            output: { type: 'string' }, out: { type: 'string', short: 'o' }, suite: { type: 'string' },
            color: { type: 'boolean' }, 'no-color': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
        },
    });
    if (values.help === true) {
        ports.stdout(help/* REPORT_HELP */.jU);
        return 0;
    }
    if (positionals.length !== 1)
        throw new UsageError(`report needs exactly one report file (got ${positionals.length}). Example: bench-gate compare --output json old.txt new.txt > report.json; bench-gate report --output markdown report.json`);
    const output = oneOf('--output', values.output, REPORT_OUTPUTS, 'text');
    const [path = ''] = positionals;
    const text = await readText(path, ports);
    const report = parseReport(text, path === '-' ? '<stdin>' : path);
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.out === undefined && (ports.env.NO_COLOR ?? '') === '');
    // JSON out is the file again: keys in the file's order (the schema would reorder them).
    const rendered = output === 'json' ? renderJson(orderLike(report, JSON.parse(text))) : renderReport(report, output, color, values.suite);
    if (values.out !== undefined)
        await writeOutput(ports, values.out, rendered);
    else
        ports.stdout(rendered);
    return 0;
}
async function readText(path, ports) {
    let bytes;
    try {
        bytes = path === '-' ? await ports.readStdin() : await ports.readFile(path);
    }
    catch (error) {
        if ((0,decode/* isTooLargeError */.Au)(error))
            throw new UsageError((0,decode/* tooLargeMessage */.pb)(path, error.size));
        const code = error.code;
        if (code === 'ENOENT')
            throw new UsageError(`${path}: no such file. Check the path (relative to ${ports.env.PWD ?? 'the current directory'}).`);
        if (code === 'EISDIR')
            throw new UsageError(`${path} is a directory. Pass the JSON file that \`bench-gate compare --output json\` wrote.`);
        throw new UsageError(`cannot read ${path} (${error instanceof Error ? error.message : String(error)}).`);
    }
    const text = (0,decode/* decodeInput */.Ny)(bytes, path);
    if (!text.ok)
        throw new UsageError(text.error);
    return text.value;
}
/** Parses and validates a report file; every problem is a UsageError naming the file and the fix. */
function parseReport(text, where) {
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch (error) {
        throw new UsageError(`${where} is not valid JSON (${error instanceof Error ? error.message : String(error)}). Pass the file that \`bench-gate compare --output json\` wrote.`);
    }
    const record = typeof doc === 'object' && doc !== null ? doc : {};
    if (record.schema === SCHEMA_ID) {
        throw new UsageError(`${where} is a result file (benchmark results), not a comparison report. Compare two of them first: bench-gate compare --output json BASE HEAD > report.json`);
    }
    if (typeof record.reportVersion === 'number' && record.reportVersion > REPORT_FORMAT_VERSION) {
        throw new UsageError(`${where} was written with report version ${record.reportVersion}, newer than this bench-gate understands (${REPORT_FORMAT_VERSION}). Upgrade bench-gate.`);
    }
    const parsed = ComparisonReportSchema.safeParse(doc);
    if (!parsed.success) {
        throw new UsageError(`Invalid report file ${where}:\n${errors/* prettifyError */.S1(parsed.error)}\nPass the JSON that \`bench-gate compare --output json\` (or the action's report-json output) wrote, unchanged.`);
    }
    const { reportVersion: _version, ...report } = parsed.data;
    return report;
}
/** `value` with its object keys in the order `template` has them (recursively); keys the template lacks go last. */
function orderLike(value, template) {
    if (Array.isArray(value))
        return value.map((v, i) => orderLike(v, Array.isArray(template) ? template[i] : undefined));
    if (typeof value !== 'object' || value === null)
        return value;
    const source = value;
    const shape = typeof template === 'object' && template !== null && !Array.isArray(template) ? template : {};
    const keys = [...Object.keys(shape).filter((k) => k in source), ...Object.keys(source).filter((k) => !(k in shape))];
    return Object.fromEntries(keys.map((k) => [k, orderLike(source[k], shape[k])]));
}

;// CONCATENATED MODULE: ./src/cli/run-command.ts
/**
 * `bench-gate run [options] -- CMD...`: runs a benchmark command N times (each a fresh process),
 * parses every run's stdout (or the --results file it writes), merges the samples (a tool printing
 * one number per run gives n = N), records commit, machine and time, and writes one result JSON.
 * A failing run stops the series with exit 2; the runs finished before it are still written to -o.
 *
 * With --baseline FILE it also gates: the results are compared with FILE (cached mode by default:
 * measured in another job), the report goes to stdout, and regressions are re-measured before they
 * fail (confirm on rerun, on by default in cached mode; --no-confirm turns it off).
 */

















const run_command_OPTIONS = {
    format: { type: 'string' }, runs: { type: 'string', short: 'n' }, timeout: { type: 'string' }, out: { type: 'string', short: 'o' },
    shell: { type: 'boolean' }, suite: { type: 'string' }, commit: { type: 'string' }, quiet: { type: 'boolean', short: 'q' },
    lenient: { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
    config: { type: 'string' }, 'no-config': { type: 'boolean' }, results: { type: 'string' },
    baseline: { type: 'string' }, mode: { type: 'string' }, threshold: { type: 'string' }, q: { type: 'string' },
    output: { type: 'string' }, report: { type: 'string' }, confirm: { type: 'boolean' }, 'no-confirm': { type: 'boolean' },
    color: { type: 'boolean' }, 'no-color': { type: 'boolean' },
};
function parseRunArgs(args) {
    const split = splitAtDoubleDash(args);
    try {
        const parsed = (0,external_node_util_.parseArgs)({ args: split.options, options: run_command_OPTIONS, allowPositionals: split.command === undefined, strict: true });
        return { values: parsed.values, command: split.command ?? parsed.positionals };
    }
    catch (error) {
        if (split.command !== undefined)
            throw error;
        throw new UsageError(`${error instanceof Error ? error.message : String(error)}. If that option belongs to the benchmark command, put -- before the command: bench-gate run [options] -- CMD...`);
    }
}
/** Options that only mean something with --baseline. */
const GATE_ONLY = ['mode', 'threshold', 'q', 'output', 'report', 'confirm', 'no-confirm'];
async function runCommand(args, ports) {
    const { values, command } = parseRunArgs(args);
    if (values.help === true) {
        ports.stdout(help/* RUN_HELP */.WU);
        return 0;
    }
    if (command.length === 0)
        throw new UsageError('run needs a command after --. Example: bench-gate run --runs 10 -o head.json -- go test -run=^$ -bench=. -count=1 ./...');
    const runs = parseCount('--runs', values.runs, 10, 1, 10_000);
    const timeoutMs = parseDuration('--timeout', values.timeout);
    const spec = commandFromWords(command, values.shell === true);
    if (values.baseline === undefined) {
        const stray = GATE_ONLY.find((name) => values[name] !== undefined);
        if (stray !== undefined)
            throw new UsageError(`--${stray} needs --baseline FILE: run compares (and confirms regressions) only against a baseline. Example: bench-gate run --baseline base.json -- CMD`);
    }
    if (values.results !== undefined && values.results.trim() === '')
        throw new UsageError('--results needs a path: the file or directory the command writes its results to.');
    const gateOptions = values.baseline === undefined ? undefined : readGateOptions(values);
    const time = ports.now().toISOString();
    const [fingerprint, commit] = await Promise.all([ports.fingerprint(), values.commit ?? readGitCommit(ports, undefined)]);
    // A bench binary's own text is read through the config's metrics patterns (format: metrics).
    if (values.config !== undefined && values['no-config'] === true)
        throw new UsageError('--config and --no-config contradict each other; pass one.');
    const loadedConfig = values['no-config'] === true ? undefined : await loadConfigFile(values.config, ports);
    const config = loadedConfig === undefined ? undefined : resolveConfig(loadedConfig.config, loadedConfig.path, values.suite);
    if (loadedConfig !== undefined && config !== undefined)
        ports.stderr(describeConfig(loadedConfig, config));
    const format = oneOf('--format', values.format, INPUT_FORMATS, config?.format ?? 'auto');
    // The baseline is read first: a wrong path fails before minutes of benchmarking.
    const baseline = values.baseline === undefined ? undefined
        : await loadInput(values.baseline, ports, { format: 'auto', lenient: values.lenient === true, verbose: false, ...(config === undefined ? {} : { metrics: config.metrics }) });
    ports.stderr(`bench-gate: running \`${spec.display}\` ${runs} time${runs === 1 ? '' : 's'}${spec.argv[0] === 'bash' && command.length === 1 ? ' (through bash)' : ''}${values.results === undefined ? '' : `, reading ${values.results} after each run`}\n`);
    const seriesOptions = {
        format,
        ...(config === undefined ? {} : { metrics: config.metrics }),
        quiet: values.quiet === true, lenient: values.lenient === true,
        ...(timeoutMs === undefined ? {} : { timeoutMs, timeoutText: values.timeout }),
        ...(values.results === undefined ? {} : { results: { io: cliResultsIO(ports), option: '--results' } }),
    };
    const series = await runSeries(stepsFor(spec, runs, values.results), seriesOptions, ports);
    const done = series.runs.get('run') ?? [];
    const info = { time, fingerprint, command: shortDisplay(spec), ...(commit === undefined ? {} : { commit }), ...(values.suite === undefined ? {} : { suite: values.suite }) };
    if (series.failure !== undefined) {
        const kept = done.length === 0 ? undefined : combineRuns(done, info, [partialNote(spec, done.length, runs)]);
        throw new UsageError(`${series.failure}\n${await keepPartial(kept, done.length, values.out, ports)}`);
    }
    const set = combineRuns(done, info);
    const json = `${JSON.stringify(set, null, 2)}\n`;
    if (values.out !== undefined)
        await writeOutput(ports, values.out, json);
    else if (baseline === undefined)
        ports.stdout(json);
    ports.stderr(`bench-gate: ${describeSet(set)}${values.out === undefined ? '' : ` written to ${values.out}`}\n`);
    if (baseline === undefined || gateOptions === undefined)
        return 0;
    return gate({ baseline, head: set, config, options: gateOptions, values, spec, runs, series: seriesOptions }, ports);
}
function readGateOptions(values) {
    return {
        mode: oneOf('--mode', values.mode, BASELINE_MODES, 'cached'),
        threshold: values.threshold === undefined ? undefined : parseThreshold('--threshold', values.threshold, 0.05),
        q: values.q === undefined ? undefined : parseProbability('--q', values.q, 0.05),
        output: oneOf('--output', values.output, REPORT_OUTPUTS, 'text'),
        confirm: confirmSetting(values.confirm, values['no-confirm']),
    };
}
/** Compares the fresh results with the baseline, confirms flagged regressions on rerun, reports, exit 0/1. */
async function gate(run, ports) {
    const { config, options, values } = run;
    ports.stderr(describeLoaded('baseline ', run.baseline));
    const policy = config === undefined ? undefined : new ConfigPolicy(config);
    const compareOptions = {
        mode: options.mode, threshold: options.threshold ?? config?.threshold ?? 0.05, q: options.q ?? config?.q ?? 0.05,
        multipleComparisons: config?.multipleComparisons ?? 'bh',
    };
    const compare = (head) => compareWithConfig(run.baseline.set, head, compareOptions, policy);
    let report = compare(run.head);
    const gatePolicy = policy?.gatePolicy();
    const flagged = gatingRegressions(report.comparisons, gatePolicy);
    if (confirmWanted(options.confirm, options.mode, flagged)) {
        report = await confirmRegressions({
            first: report, head: run.head, regressions: flagged, compare, command: run.spec, runs: run.runs, series: run.series,
            ...(gatePolicy === undefined ? {} : { policy: gatePolicy }),
            ...(values.results === undefined ? {} : { results: values.results }),
        }, ports);
    }
    else if (flagged.length > 0 && options.confirm === 'auto') {
        ports.stderr(`bench-gate: not confirming on rerun (${options.mode} mode with ${flagged[0]?.n.join('+') ?? ''} samples); pass --confirm to re-measure regressions before failing\n`);
    }
    const color = values['no-color'] === true ? false : values.color ?? (ports.stdoutIsTTY && values.report === undefined && (ports.env.NO_COLOR ?? '') === '');
    const rendered = renderReport(report, options.output, color, values.suite ?? run.head.suite);
    if (values.report !== undefined)
        await writeOutput(ports, values.report, rendered);
    else
        ports.stdout(rendered);
    const regressions = gatingRegressions(report.comparisons, gatePolicy);
    if (regressions.length > 0)
        ports.stderr(`bench-gate: ${describeFailure(regressions)}\n`);
    return report.verdict === 'fail' ? 1 : 0;
}
function stepsFor(spec, runs, results) {
    return Array.from({ length: runs }, (_, i) => ({
        side: 'run', command: spec, index: i + 1, label: `run ${i + 1}/${runs}`, env: { BENCH_GATE_RUN: String(i + 1), BENCH_GATE_RUNS: String(runs) },
        ...(results === undefined ? {} : { results }),
    }));
}
/** The diagnostic a partial result file carries, so nobody mistakes it for a complete one. */
function partialNote(spec, done, planned) {
    return { severity: 'warning', source: shortDisplay(spec), line: 0, message: `partial results: run ${done + 1} of ${planned} failed, so this file holds ${done} run${done === 1 ? '' : 's'}` };
}
async function keepPartial(set, done, out, ports) {
    if (set === undefined)
        return 'No run finished, so no results were written.';
    if (out === undefined)
        return `The ${done} finished run${done === 1 ? ' was' : 's were'} not kept: pass -o FILE to keep partial results.`;
    await writeOutput(ports, out, `${JSON.stringify(set, null, 2)}\n`);
    return `The results of the ${done} finished run${done === 1 ? '' : 's'} were written to ${out} (marked partial).`;
}
/** "3 benchmarks (go), n = 5 samples each" or "n = 3-5 samples": counted on each benchmark's first metric. */
function describeSet(set) {
    const counts = set.benchmarks.map((b) => b.metrics[0]?.samples.length ?? 0);
    const low = Math.min(...counts);
    const high = Math.max(...counts);
    const n = low === high ? `n = ${low} sample${low === 1 ? '' : 's'}${counts.length > 1 ? ' each' : ''}` : `n = ${low}-${high} samples`;
    return `${set.benchmarks.length} benchmark${set.benchmarks.length === 1 ? '' : 's'} (${set.context.tool}), ${n}`;
}

;// CONCATENATED MODULE: ./src/cli/run-cli.ts
/**
 * The CLI's dispatcher: picks the sub-command, turns every expected failure into one message on
 * stderr and exit status 2, and never lets a stack trace reach the user for bad input.
 */











const COMMANDS = {
    compare: { run: compareCommand, help: help/* COMPARE_HELP */.MI },
    parse: { run: parseCommand, help: help/* PARSE_HELP */.gU },
    run: { run: runCommand, help: help/* RUN_HELP */.WU },
    ab: { run: abCommand, help: help/* AB_HELP */.AV },
    merge: { run: mergeCommand, help: help/* MERGE_HELP */.h$ },
    check: { run: checkCommand, help: help/* CHECK_HELP */.D_ },
    report: { run: reportCommand, help: help/* REPORT_HELP */.jU },
};
/** Runs the CLI with `argv` (without node and script) and returns the exit status. */
async function runCli(argv, ports) {
    const quick = (0,fast_path/* fastAnswer */.r)(argv);
    if (quick !== undefined) {
        ports.stdout(quick.stdout);
        return quick.code;
    }
    const [command = '', ...args] = argv;
    if (command === 'help') {
        ports.stdout(COMMANDS[args[0] ?? '']?.help ?? help/* MAIN_HELP */.Ic);
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
    if (error instanceof UsageError || error instanceof RunError)
        return error.message;
    const code = error.code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
        return `${error.message}. Run \`bench-gate help\` for the options.`;
    }
    const text = error instanceof Error ? error.message : String(error);
    return `internal error: ${text}. This is a bug in bench-gate; please report it with the command you ran.`;
}


/***/ }),

/***/ 9939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ readFingerprint)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The machine fingerprint that scopes baselines (ACTIONS.md §4.4): runner names are wrong both
 * ways (ephemeral runners get new names, a re-registered runner keeps an old one), so the hardware
 * and toolchain are hashed instead: OS, architecture, CPU model, core count, memory, and the
 * versions of the benchmark toolchains present. `machine-id` replaces the hardware part when the
 * user wants to decide which machines share baselines.
 */



const TOOLCHAINS = [['go', ['version']], ['rustc', ['-V']], ['hyperfine', ['--version']]];
function version(command, args) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFile)(command, args, { timeout: 5_000 }, (error, stdout) => resolve(error === null ? stdout.trim().split('\n')[0] : undefined));
    });
}
/** The fingerprint of this machine; `id` is 12 hex digits of a hash of the canonical details. */
async function readFingerprint(env, machineId) {
    const os = env.RUNNER_OS ?? process.platform;
    const arch = env.RUNNER_ARCH ?? process.arch;
    const details = { os, arch };
    if (machineId !== '') {
        details['machine-id'] = machineId;
    }
    else {
        const list = (0,node_os__WEBPACK_IMPORTED_MODULE_2__.cpus)();
        details.cpu = list[0]?.model.trim() ?? 'unknown';
        details.cores = String(list.length);
        details.memoryGiB = String(Math.round((0,node_os__WEBPACK_IMPORTED_MODULE_2__.totalmem)() / 2 ** 30));
    }
    for (const [command, args] of TOOLCHAINS) {
        const v = await version(command, args);
        if (v !== undefined)
            details[command] = v;
    }
    const canonical = JSON.stringify(Object.entries(details).sort(([a], [b]) => a.localeCompare(b)));
    return { id: (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(canonical).digest('hex').slice(0, 12), os, arch, details };
}


/***/ }),

/***/ 128:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Au: () => (/* binding */ isTooLargeError),
/* harmony export */   Ny: () => (/* binding */ decodeInput),
/* harmony export */   SH: () => (/* binding */ tooLargeError),
/* harmony export */   pb: () => (/* binding */ tooLargeMessage),
/* harmony export */   su: () => (/* binding */ MAX_INPUT_BYTES)
/* harmony export */ });
/* unused harmony exports formatSize, firstInvalidUtf8 */
/** Inputs above this size are refused before decoding, and the CLI stops reading at it. */
const MAX_INPUT_BYTES = 100 * 2 ** 20;
const SNIFF_BYTES = 64 * 1024;
/** "200 MiB", "1.5 KiB", "12 bytes". */
function formatSize(bytes) {
    if (bytes < 1024)
        return `${bytes} bytes`;
    const [value, unit] = bytes < 2 ** 20 ? [bytes / 1024, 'KiB'] : bytes < 2 ** 30 ? [bytes / 2 ** 20, 'MiB'] : [bytes / 2 ** 30, 'GiB'];
    return `${value < 10 ? Math.round(value * 10) / 10 : Math.round(value)} ${unit}`;
}
/** The refusal for an input over the cap; `size` is undefined when only "more than the cap" is known (stdin). */
function tooLargeMessage(source, size, max = MAX_INPUT_BYTES) {
    const what = size === undefined ? `more than ${formatSize(max)}` : formatSize(size);
    return `${source} is ${what}; bench-gate reads at most ${formatSize(max)} of benchmark output. Pass the benchmark's own output (not a whole job log or an archive), or split the benchmarks into several suites.`;
}
function tooLargeError(size, max) {
    return Object.assign(new Error(`input is ${size ?? `more than ${max}`} bytes, over the ${max}-byte limit`), { code: 'EFBIG', size });
}
function isTooLargeError(error) {
    return typeof error === 'object' && error !== null && error.code === 'EFBIG';
}
/** Decodes an input's bytes to text, or explains (file, line, fix) why they are not a text input. */
function decodeInput(bytes, source) {
    if (bytes.length > MAX_INPUT_BYTES)
        return { ok: false, error: tooLargeMessage(source, bytes.length) };
    const b = bytes;
    if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf)
        return decodeUtf8(b.subarray(3), source);
    if ((b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) || (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)) {
        return { ok: false, error: `${source} is UTF-32 text (it starts with a UTF-32 byte-order mark); bench-gate reads UTF-8 or UTF-16. Convert it: \`iconv -f UTF-32 -t UTF-8 ${source} > bench.txt\`.` };
    }
    if (b[0] === 0xff && b[1] === 0xfe)
        return decodeUtf16(b.subarray(2), 'utf-16le', source);
    if (b[0] === 0xfe && b[1] === 0xff)
        return decodeUtf16(b.subarray(2), 'utf-16be', source);
    const utf16 = guessUtf16(b);
    if (utf16 !== undefined) {
        return { ok: false, error: `${source} looks like ${utf16} text without a byte-order mark (every other byte is 0); bench-gate reads UTF-8, or UTF-16 that starts with a byte-order mark. Convert it: \`iconv -f ${utf16} -t UTF-8 ${source} > bench.txt\` (in PowerShell, write the output with \`| Out-File -Encoding utf8\`).` };
    }
    return decodeUtf8(b, source);
}
function decodeUtf8(bytes, source) {
    const nul = bytes.indexOf(0);
    if (nul !== -1)
        return { ok: false, error: binaryMessage(source, lineAtByte(bytes, nul), `a NUL byte at offset ${nul}`) };
    try {
        return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
    }
    catch {
        // Not valid UTF-8: find where (the scan is slow, so only now).
    }
    const invalid = firstInvalidUtf8(bytes);
    if (invalid === undefined)
        return { ok: true, value: new TextDecoder('utf-8').decode(bytes) };
    // A writer killed in the middle of a character leaves an incomplete one at the end: drop it.
    if (invalid.incompleteAtEnd)
        return { ok: true, value: new TextDecoder('utf-8').decode(bytes.subarray(0, invalid.offset)) };
    const line = lineAtByte(bytes, invalid.offset);
    const sample = bytes.subarray(0, SNIFF_BYTES);
    const bad = new TextDecoder('utf-8').decode(sample).split('\uFFFD').length - 1;
    if (bad >= 16 && bad > sample.length * 0.05)
        return { ok: false, error: binaryMessage(source, line, `${bad} bytes that are not UTF-8 in the first ${formatSize(sample.length)}`) };
    const byte = (bytes[invalid.offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
    return { ok: false, error: `${source}:${line}: not UTF-8 text: byte 0x${byte} at offset ${invalid.offset} is not valid UTF-8 (a Latin-1 or Windows-1252 file?). bench-gate reads UTF-8, or UTF-16 with a byte-order mark. Convert it, e.g. \`iconv -f WINDOWS-1252 -t UTF-8 ${source} > bench.txt\`.` };
}
function decodeUtf16(bytes, encoding, source) {
    const even = bytes.length % 2 === 0 ? bytes : bytes.subarray(0, bytes.length - 1); // a truncated last unit
    const text = new TextDecoder(encoding).decode(even);
    const nul = text.indexOf('\0');
    if (nul !== -1)
        return { ok: false, error: binaryMessage(source, lineAtChar(text, nul), `a NUL character after the ${encoding.toUpperCase()} byte-order mark`) };
    return { ok: true, value: text };
}
function binaryMessage(source, line, why) {
    return `${source}:${line}: this looks like a binary file (${why}), not benchmark output. Pass the text the benchmark printed, e.g. \`go test -run=^$ -bench=. > bench.txt\`.`;
}
/** 'UTF-16LE'/'UTF-16BE' when the start of the bytes has a 0 in every other position (ASCII in UTF-16). */
function guessUtf16(bytes) {
    const n = Math.min(bytes.length, 4096) & ~1;
    if (n < 4)
        return undefined;
    let evenZeros = 0;
    let oddZeros = 0;
    for (let i = 0; i < n; i += 2) {
        if (bytes[i] === 0)
            evenZeros += 1;
        if (bytes[i + 1] === 0)
            oddZeros += 1;
    }
    const pairs = n / 2;
    if (oddZeros >= pairs * 0.5 && evenZeros <= pairs * 0.05)
        return 'UTF-16LE';
    if (evenZeros >= pairs * 0.5 && oddZeros <= pairs * 0.05)
        return 'UTF-16BE';
    return undefined;
}
/** The offset of the first byte that does not start a valid UTF-8 sequence, and whether it is an incomplete sequence at the very end. */
function firstInvalidUtf8(bytes) {
    const n = bytes.length;
    let i = 0;
    while (i < n) {
        const c = bytes[i] ?? 0;
        if (c < 0x80) {
            i += 1;
            continue;
        }
        const [length, min, max] = c >= 0xc2 && c <= 0xdf ? [2, 0x80, 0xbf] : c === 0xe0 ? [3, 0xa0, 0xbf] : c === 0xed ? [3, 0x80, 0x9f]
            : c >= 0xe1 && c <= 0xef ? [3, 0x80, 0xbf] : c === 0xf0 ? [4, 0x90, 0xbf] : c >= 0xf1 && c <= 0xf3 ? [4, 0x80, 0xbf] : c === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
        if (length === 0)
            return { offset: i, incompleteAtEnd: false };
        for (let k = 1; k < length; k += 1) {
            if (i + k >= n)
                return { offset: i, incompleteAtEnd: true };
            const next = bytes[i + k] ?? 0;
            if (k === 1 ? next < min || next > max : next < 0x80 || next > 0xbf)
                return { offset: i, incompleteAtEnd: false };
        }
        i += length;
    }
    return undefined;
}
function lineAtByte(bytes, offset) {
    let line = 1;
    for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1))
        line += 1;
    return line;
}
function lineAtChar(text, offset) {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1))
        line += 1;
    return line;
}


/***/ }),

/***/ 8009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ readJsonTree),
/* harmony export */   x: () => (/* binding */ JsonTreeError)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _parsers_criterion_dir_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1797);
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(128);
/**
 * Reading a criterion `target/criterion` directory for the parser: every `*.json` path under it,
 * with the text of the files the parser reads (`<id>/new/{benchmark,sample,estimates}.json`). The
 * other JSON files (earlier baselines in `base/`, `change/`, tukey.json) are listed with empty text:
 * the parser only looks at their names, and a tree cached between CI runs holds several copies of
 * every benchmark. The files read are capped together at MAX_INPUT_BYTES, checked from their sizes
 * before any is read, like a single input (issue 10: huge inputs are refused, not read).
 */




/** Files read at a time: enough to keep the disk busy, few enough to stay far from the open-files limit. */
const READ_AT_ONCE = 32;
/** The tree's JSON files (posix paths relative to `root`, sorted); rejects with a JsonTreeError (a TooLargeError over `max`). */
async function readJsonTree(root, max = _decode_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_INPUT_BYTES */ .su) {
    const paths = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { recursive: true })).filter((p) => p.endsWith('.json')).map((p) => p.split('\\').join('/')).sort();
    const wanted = paths.filter(_parsers_criterion_dir_js__WEBPACK_IMPORTED_MODULE_2__/* .isCriterionReadFile */ .KJ);
    const sizes = await inBatches(wanted, async (p) => {
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, p)).catch((error) => { throw fileError(root, p, error); });
        // A FIFO or a device (a symlink to /dev/zero) has no size to check and may never end.
        if (!info.isFile())
            throw new JsonTreeError(`${(0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, p)} is not a regular file; criterion writes plain JSON files there. Remove it, or pass the directory of a finished \`cargo bench\`.`);
        return info.size;
    });
    const total = sizes.reduce((sum, size) => sum + size, 0);
    if (total > max) {
        // Also a TooLargeError (code EFBIG, size), like a single input over the cap.
        throw Object.assign(new JsonTreeError((0,_decode_js__WEBPACK_IMPORTED_MODULE_3__/* .tooLargeMessage */ .pb)(`${root} (the criterion results under it)`, total, max)), { code: 'EFBIG', size: total });
    }
    const read = await inBatches(wanted, (p) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, p), 'utf8').catch((error) => { throw fileError(root, p, error); }));
    const texts = new Map(wanted.map((p, i) => [p, read[i] ?? '']));
    return paths.map((path) => ({ path, text: texts.get(path) ?? '' }));
}
/** `work` on every item, READ_AT_ONCE at a time, results in the items' order. */
async function inBatches(items, work) {
    const results = [];
    for (let i = 0; i < items.length; i += READ_AT_ONCE)
        results.push(...await Promise.all(items.slice(i, i + READ_AT_ONCE).map(work)));
    return results;
}
/**
 * A refusal to read the tree, with a message for the user that names the file (or the directory and
 * its size, for a tree over the cap). Callers pass the message on as their own error.
 */
class JsonTreeError extends Error {
}
function fileError(root, path, error) {
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, path);
    const code = error.code;
    // Files can disappear while `cargo bench` is still writing the tree, or be dangling symlinks.
    if (code === 'ENOENT')
        return new JsonTreeError(`${file} disappeared while the directory was read (or is a dangling link). Read the directory after \`cargo bench\` has finished.`);
    if (code === 'EACCES' || code === 'EPERM')
        return new JsonTreeError(`cannot read ${file}: permission denied.`);
    return new JsonTreeError(`cannot read ${file} (${error instanceof Error ? error.message : String(error)}).`);
}


/***/ }),

/***/ 1606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ readStreamCapped),
/* harmony export */   u: () => (/* binding */ readFileCapped)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(128);
/**
 * Reading a file or a stream with a size cap, so a 200 MB (or endless) input costs at most the cap
 * in memory: a regular file over the cap is refused from its size without being read; a pipe, FIFO
 * or stdin is read until it passes the cap. The refusal is an error with `code: 'EFBIG'` and the
 * size when known, which the CLI turns into decode.ts's tooLargeMessage (exit 2).
 */


/** A file's bytes, at most `max` of them; rejects with TooLargeError, or the fs error (ENOENT, EISDIR...). */
async function readFileCapped(path, max = _decode_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_INPUT_BYTES */ .su) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        const info = await handle.stat();
        if (info.isFile()) {
            if (info.size > max)
                throw (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .tooLargeError */ .SH)(info.size, max);
            return await handle.readFile();
        }
        if (info.isDirectory())
            return await handle.readFile(); // rejects with EISDIR, as readFile does
        const chunks = [];
        let total = 0;
        for (;;) {
            const chunk = Buffer.alloc(64 * 1024);
            const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
            if (bytesRead === 0)
                return Buffer.concat(chunks, total);
            total += bytesRead;
            if (total > max)
                throw (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .tooLargeError */ .SH)(undefined, max);
            chunks.push(chunk.subarray(0, bytesRead));
        }
    }
    finally {
        await handle.close();
    }
}
/** A stream's bytes (stdin), at most `max`; past the cap it stops reading and rejects with TooLargeError. */
async function readStreamCapped(stream, max = _decode_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_INPUT_BYTES */ .su) {
    const chunks = [];
    let total = 0;
    for await (const chunk of stream) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        total += buffer.length;
        if (total > max) {
            stream.destroy();
            throw (0,_decode_js__WEBPACK_IMPORTED_MODULE_1__/* .tooLargeError */ .SH)(undefined, max);
        }
        chunks.push(buffer);
    }
    return Buffer.concat(chunks, total);
}


/***/ }),

/***/ 7307:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ ResultCollector)
/* harmony export */ });
/* unused harmony export scaleToBase */
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

/** A benchmark's failure text is kept, but a 10,000-line stack trace is not a message. */
const MAX_MESSAGES = 20;
/** Exact powers of ten: every one up to 1e22 is a double without rounding. */
const POWERS_OF_TEN = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];
/**
 * `scaleByPowerOfTen(value, exponent)` (units.ts), the same double, without its string round trip
 * for nearly every value a benchmark prints. That function rounds the shortest decimal D of `value`
 * times 10^exponent to the nearest double. When D = m / 10^q with an integer m < 10^15, the scaled
 * value is m·10^(exponent−q), and one IEEE multiplication or division of the exact doubles m and
 * 10^k (k ≤ 22) rounds that same real number to the nearest double, so the results are equal.
 * m and q are found as the first q with round(value·10^q) / 10^q === value: a decimal of at most
 * 15 significant digits that reads back as `value` is its shortest decimal, because no two
 * decimals of ≤ 15 digits read as the same double (DBL_DIG). Anything else takes the slow path.
 */
function scaleToBase(value, exponent) {
    if (exponent === 0 || !Number.isFinite(value) || value === 0)
        return value;
    for (let q = 0; q <= 15; q++) {
        const m = Math.round(value * (POWERS_OF_TEN[q] ?? 1));
        if (Math.abs(m) >= 1e15)
            break;
        if (m / (POWERS_OF_TEN[q] ?? 1) !== value)
            continue;
        const k = exponent - q;
        if (k > 22 || k < -22)
            break;
        return k >= 0 ? m * (POWERS_OF_TEN[k] ?? 1) : m / (POWERS_OF_TEN[-k] ?? 1);
    }
    return (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .scaleByPowerOfTen */ .Xy)(value, exponent);
}
class ResultCollector {
    entries = new Map();
    /** tidyUnit per unit string: a suite has a handful of units and hundreds of thousands of samples. */
    tidied = new Map();
    /** The key and entry of the previous sample: consecutive samples nearly always share a benchmark. */
    lastKey;
    lastEntry;
    /** Returns the benchmark with this key, creating it (status ok, no metrics) on first sight. */
    benchmark(key, name, parts, config, source) {
        let entry = this.entries.get(key);
        if (entry === undefined) {
            entry = { benchmark: { key, name, parts, status: 'ok', config: { ...config }, source, metrics: [] }, metrics: new Map() };
            this.entries.set(key, entry);
        }
        return entry.benchmark;
    }
    /** The name of the benchmark with this key (which must exist). */
    nameOf(key) {
        return this.entries.get(key)?.benchmark.name ?? '';
    }
    /** True when a benchmark with this key has been seen. */
    has(key) {
        return this.entries.has(key);
    }
    /** Adds one sample, given in the tool's unit, to a benchmark's metric (tidied to the base unit here). */
    addSample(key, originalUnit, value, iterations) {
        const tidy = this.tidy(originalUnit);
        this.addBaseSample(key, tidy.unit, originalUnit, scaleToBase(value, tidy.exponent), iterations);
    }
    /** A value in the tool's unit, in its base unit: may overflow to Infinity (1e308 MB/s), which callers must refuse. */
    toBase(originalUnit, value) {
        return scaleToBase(value, this.tidy(originalUnit).exponent);
    }
    tidy(originalUnit) {
        let tidy = this.tidied.get(originalUnit);
        if (tidy === undefined) {
            tidy = (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .tidyUnit */ .v4)(originalUnit);
            this.tidied.set(originalUnit, tidy);
        }
        return tidy;
    }
    /**
     * Adds one sample already converted to its base unit by the parser (for units tidyUnit does not
     * scale, e.g. criterion's µs or hyperfine's seconds), keeping the tool's own unit name.
     */
    addBaseSample(key, unit, originalUnit, value, iterations) {
        const entry = key === this.lastKey ? this.lastEntry : this.entries.get(key);
        if (entry === undefined)
            throw new Error(`addBaseSample before benchmark(): ${key}`);
        this.lastKey = key;
        this.lastEntry = entry;
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
                metric.better = meta?.better ?? (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultDirection */ .HS)(metric.unit);
                metric.assumption = meta?.assumption ?? (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultAssumption */ .Db)(metric.unit);
            }
            return benchmark;
        });
    }
}


/***/ }),

/***/ 5605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ setTimedSummaries),
/* harmony export */   Em: () => (/* binding */ nanosToSeconds),
/* harmony export */   KP: () => (/* binding */ addTimedSamples),
/* harmony export */   R5: () => (/* binding */ TIME_UNIT),
/* harmony export */   bt: () => (/* binding */ namePartsFromId),
/* harmony export */   dj: () => (/* binding */ TIME_EXPONENTS),
/* harmony export */   lF: () => (/* binding */ THROUGHPUT_UNITS),
/* harmony export */   wo: () => (/* binding */ perIterationSamples),
/* harmony export */   xA: () => (/* binding */ estimateSummary),
/* harmony export */   zI: () => (/* binding */ criterionNameParts)
/* harmony export */ });
/* unused harmony exports THROUGHPUT_KINDS, rate, throughputSummary */
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);

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
    return (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .scaleByPowerOfTen */ .Xy)(ns, -9);
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


/***/ }),

/***/ 1797:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KJ: () => (/* binding */ isCriterionReadFile),
/* harmony export */   a1: () => (/* binding */ parseCriterionDirectory),
/* harmony export */   aA: () => (/* binding */ detectCriterionDirectory)
/* harmony export */ });
/* harmony import */ var _collector_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7307);
/* harmony import */ var _criterion_common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5605);
/* harmony import */ var _criterion_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9770);
/* harmony import */ var _json_input_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9533);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5429);





// <dir>/new/<file>.json; <dir> is empty when the directory given is the benchmark's own.
const NEW_FILE = /^(?:(.*)\/)?new\/(benchmark|sample|estimates)\.json$/;
// Files criterion writes that bench-gate does not need (other baselines, change/, tukey.json).
const KNOWN_FILE = /(?:^|\/)(?:benchmark|sample|estimates|tukey)\.json$/;
/** True for the files the parser reads (`<dir>/new/{benchmark,sample,estimates}.json`); the others count only by name. */
function isCriterionReadFile(path) {
    return NEW_FILE.test(path.replaceAll('\\', '/'));
}
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
    collector = new _collector_js__WEBPACK_IMPORTED_MODULE_0__/* .ResultCollector */ .b();
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
                if (!KNOWN_FILE.test(path) && this.unrecognized.length < _types_js__WEBPACK_IMPORTED_MODULE_4__/* .UNRECOGNIZED_KEPT */ .v)
                    this.unrecognized.push({ line: 0, text: (0,_types_js__WEBPACK_IMPORTED_MODULE_4__/* .excerpt */ .K)(path) });
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
        const parts = meta === undefined ? (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .criterionNameParts */ .zI)(id, []) : (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .criterionNameParts */ .zI)(meta.group_id, [meta.function_id, meta.value_str].filter((p) => typeof p === 'string'));
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
        const seconds = samples !== undefined && samples.seconds.length > 0 ? samples.seconds : [(0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nanosToSeconds */ .Em)(typical?.point ?? NaN)];
        const units = (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .addTimedSamples */ .KP)(this.collector, id, 'ns', seconds, samples?.iterations ?? [], throughputs);
        if (typical === undefined)
            return;
        const estimate = { point: (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nanosToSeconds */ .Em)(typical.point), lower: optionalSeconds(typical.lower), upper: optionalSeconds(typical.upper) };
        const stddev = estimates?.stdDev === undefined ? undefined : (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nanosToSeconds */ .Em)(estimates.stdDev.point);
        (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .setTimedSummaries */ .EQ)(this.collector, id, units, estimate, (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .estimateSummary */ .xA)(estimate, seconds.length, kind, stddev), throughputs);
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
        const parsed = _criterion_json_js__WEBPACK_IMPORTED_MODULE_2__/* .BenchmarkJsonSchema */ .n1.safeParse(value);
        if (!parsed.success)
            this.report('error', file.path, 0, `not a criterion benchmark.json (expected group_id and full_id); the id is taken from the directory name "${dir}"`);
        return parsed.success ? parsed.data : undefined;
    }
    readThroughputs(meta, file) {
        const throughputs = (0,_criterion_json_js__WEBPACK_IMPORTED_MODULE_2__/* .readThroughput */ .NX)(meta?.throughput);
        if (throughputs !== undefined)
            return throughputs;
        this.report('warning', file?.path ?? '', 0, `unknown throughput ${(0,_types_js__WEBPACK_IMPORTED_MODULE_4__/* .excerpt */ .K)(JSON.stringify(meta?.throughput) ?? '', 80)}; only the time is read`);
        return [];
    }
    readSamples(file) {
        const value = file === undefined ? undefined : this.parse(file);
        if (file === undefined || value === undefined)
            return undefined;
        const parsed = _criterion_json_js__WEBPACK_IMPORTED_MODULE_2__/* .SampleJsonSchema */ .ku.safeParse(value);
        if (!parsed.success) {
            this.report('error', file.path, 0, 'not a criterion sample.json (expected {"iters":[...],"times":[...]} or [[iters],[times]])');
            return undefined;
        }
        const { iters, times } = (0,_criterion_json_js__WEBPACK_IMPORTED_MODULE_2__/* .sampleArrays */ .bn)(parsed.data);
        if (iters.length !== times.length)
            this.report('warning', file.path, 0, `iters has ${iters.length} entries but times has ${times.length}; extra entries are ignored`);
        const { values, iterations, bad } = (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .perIterationSamples */ .wo)(iters, times, _criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nanosToSeconds */ .Em);
        if (bad > 0)
            this.report('warning', file.path, 0, `${bad} sample(s) with an unusable iteration count or time (missing, zero, below 1 or out of range) were left out`);
        return { seconds: values, iterations };
    }
    readEstimatesFile(file) {
        const value = file === undefined ? undefined : this.parse(file);
        if (file === undefined || value === undefined)
            return undefined;
        const estimates = (0,_criterion_json_js__WEBPACK_IMPORTED_MODULE_2__/* .readEstimates */ .gf)(value);
        if (estimates === undefined)
            this.report('error', file.path, 0, 'not a criterion estimates.json (expected an object of estimates)');
        return estimates;
    }
    parse(file) {
        const read = (0,_json_input_js__WEBPACK_IMPORTED_MODULE_3__/* .readJson */ .Vh)(file.text, this.at(file.path), `criterion's ${file.path.slice(file.path.lastIndexOf('/') + 1)}`);
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
    return ns === undefined ? undefined : (0,_criterion_common_js__WEBPACK_IMPORTED_MODULE_1__/* .nanosToSeconds */ .Em)(ns);
}


/***/ }),

/***/ 9770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NX: () => (/* binding */ readThroughput),
/* harmony export */   bn: () => (/* binding */ sampleArrays),
/* harmony export */   gf: () => (/* binding */ readEstimates),
/* harmony export */   ku: () => (/* binding */ SampleJsonSchema),
/* harmony export */   lk: () => (/* binding */ parseJsonText),
/* harmony export */   n1: () => (/* binding */ BenchmarkJsonSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5491);
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
const Num = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable();
const BenchmarkJsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    group_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    function_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    value_str: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    throughput: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J().optional(),
    full_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    directory_name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    title: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
const SampleJsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sampling_mode: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(), iters: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Num), times: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Num) }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Num), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Num)]),
]);
/** The two arrays of a sample.json, whichever layout it has. */
function sampleArrays(sample) {
    return Array.isArray(sample) ? { iters: sample[0], times: sample[1] } : { iters: sample.iters, times: sample.times };
}
const EstimateJsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    confidence_interval: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ lower_bound: Num, upper_bound: Num }).partial().optional(),
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
const COUNT = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative();
const ThroughputJsonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ Bytes: COUNT }).transform((t) => [{ kind: 'bytes', count: t.Bytes }]),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ BytesDecimal: COUNT }).transform((t) => [{ kind: 'bytes', count: t.BytesDecimal }]),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ Elements: COUNT }).transform((t) => [{ kind: 'elements', count: t.Elements }]),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ Bits: COUNT }).transform((t) => [{ kind: 'bits', count: t.Bits }]),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ ElementsAndBytes: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ elements: COUNT, bytes: COUNT }) })
        .transform((t) => [{ kind: 'elements', count: t.ElementsAndBytes.elements }, { kind: 'bytes', count: t.ElementsAndBytes.bytes }]),
]);
/** benchmark.json's `throughput`: `null`, `{"Bytes":n}`, `{"Elements":n}`...; undefined when unknown. */
function readThroughput(value) {
    if (value === null || value === undefined)
        return [];
    const parsed = ThroughputJsonSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
}


/***/ }),

/***/ 9533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RW: () => (/* binding */ jsonHead),
/* harmony export */   Vh: () => (/* binding */ readJson),
/* harmony export */   _x: () => (/* binding */ jsonNameParts),
/* harmony export */   bA: () => (/* binding */ summaryMetric),
/* harmony export */   i6: () => (/* binding */ primitiveStrings),
/* harmony export */   ig: () => (/* binding */ issueDiagnostics)
/* harmony export */ });
/* unused harmony exports lineAtOffset, countLines, findJsonSyntaxError, formatPath */
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1996);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5429);


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
    // The path -> line map costs a second pass over the text: built on the first question only, since
    // readers of large files (criterion's sample.json) often never ask.
    let lines;
    const lineMap = () => {
        if (lines !== undefined)
            return lines;
        const built = new Map();
        scanJson(body, nonFinite, options.maxDepth ?? 4, (path, line) => {
            const key = JSON.stringify(path);
            if (!built.has(key))
                built.set(key, line);
        });
        lines = built;
        return built;
    };
    const lineOf = (path) => {
        const lines = lineMap();
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
        diagnostic.text = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .excerpt */ .K)(lineText);
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
    return { unit, originalUnit, better: better ?? (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultDirection */ .HS)(unit), assumption: (0,_units_js__WEBPACK_IMPORTED_MODULE_0__/* .defaultAssumption */ .Db)(unit), samples: [], summary };
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


/***/ }),

/***/ 5429:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ excerpt),
/* harmony export */   v: () => (/* binding */ UNRECOGNIZED_KEPT)
/* harmony export */ });
/** How many unrecognized lines a parser keeps to show the user when nothing could be read. */
const UNRECOGNIZED_KEPT = 5;
/** Shortens a line for a diagnostic so a 10 MB line cannot flood a report. */
function excerpt(text, max = 120) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}


/***/ }),

/***/ 1798:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ stopAllChildren),
/* harmony export */   N: () => (/* binding */ spawnProcess)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The real process spawner behind RunPorts.spawn: no shell, stdin closed, stdout and stderr
 * captured and forwarded live, a timeout that stops the whole process group (a shell script's
 * `sleep` too, not just the shell), and `stopAllChildren` for Ctrl-C so nothing outlives us.
 *
 * Note: each child gets its own process group (`detached`), so that a timeout can kill the
 * group; the price is that the terminal's Ctrl-C no longer reaches it directly, hence the
 * registry of live children that cli.ts forwards SIGINT/SIGTERM to.
 */

const STDERR_KEEP = 256 * 1024;
const KILL_GRACE_MS = 2_000;
/** After the child exits, how long to wait for grandchildren still holding its pipes open. */
const PIPE_GRACE_MS = 2_000;
const live = new Set();
const useGroups = process.platform !== 'win32';
function signalGroup(child, signal) {
    try {
        if (useGroups && child.pid !== undefined)
            process.kill(-child.pid, signal);
        else
            child.kill(signal);
    }
    catch {
        // Already gone.
    }
}
/** Sends `signal` to every running child's process group (cli.ts calls this on Ctrl-C); returns how many. */
function stopAllChildren(signal) {
    for (const child of live)
        signalGroup(child, signal);
    return live.size;
}
/** Captures a child's output (stderr only its end) and forwards it live. */
function captureOutput(child, request) {
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (text) => {
        stdout += text;
        request.onStdout?.(text);
    });
    child.stderr?.on('data', (text) => {
        stderr = (stderr + text).slice(-STDERR_KEEP);
        request.onStderr?.(text);
    });
    return { stdout: () => stdout, stderr: () => stderr };
}
/** After `ms`: SIGTERM to the group, then SIGKILL if it is still there after a grace period. */
function startTimeout(child, ms) {
    let fired = false;
    let kill;
    const timer = setTimeout(() => {
        fired = true;
        signalGroup(child, 'SIGTERM');
        kill = setTimeout(() => signalGroup(child, 'SIGKILL'), KILL_GRACE_MS);
    }, ms);
    return { fired: () => fired, clear: () => { clearTimeout(timer); clearTimeout(kill); } };
}
/** Runs one process to its end; never rejects. */
function spawnProcess(request) {
    const started = performance.now();
    const [file = '', ...args] = request.argv;
    let child;
    try {
        child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, { cwd: request.cwd, env: request.env, stdio: ['ignore', 'pipe', 'pipe'], detached: useGroups });
    }
    catch (error) {
        return Promise.resolve({ end: { kind: 'not-started', message: error instanceof Error ? error.message : String(error) }, stdout: '', stderr: '', durationSeconds: 0 });
    }
    live.add(child);
    const output = captureOutput(child, request);
    const timeout = request.timeoutMs === undefined ? undefined : startTimeout(child, request.timeoutMs);
    return new Promise((resolve) => {
        let settled = false;
        let pipeGrace;
        const finish = (end) => {
            if (settled)
                return;
            settled = true;
            live.delete(child);
            timeout?.clear();
            clearTimeout(pipeGrace);
            resolve({ end, stdout: output.stdout(), stderr: output.stderr(), durationSeconds: (performance.now() - started) / 1000 });
        };
        child.on('error', (error) => finish({ kind: 'not-started', message: error.message }));
        // A grandchild left running in the background may hold the pipes open: stop waiting for it.
        child.on('exit', () => {
            if (!settled)
                pipeGrace = setTimeout(() => { child.stdout?.destroy(); child.stderr?.destroy(); }, PIPE_GRACE_MS);
        });
        child.on('close', (code, signal) => {
            if (timeout?.fired() === true)
                finish({ kind: 'timed-out' });
            else if (code !== null)
                finish({ kind: 'exited', code });
            else
                finish({ kind: 'signalled', signal: signal ?? 'unknown signal' });
        });
    });
}


/***/ }),

/***/ 1996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ defaultAssumption),
/* harmony export */   HS: () => (/* binding */ defaultDirection),
/* harmony export */   Xy: () => (/* binding */ scaleByPowerOfTen),
/* harmony export */   v4: () => (/* binding */ tidyUnit)
/* harmony export */ });
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
    const fast = scaleShortDecimal(value, exponent);
    if (fast !== undefined)
        return fast;
    // String(value) is the same shortest decimal as toExponential() and cheaper, when it has no exponent.
    const shortest = String(value);
    if (!shortest.includes('e'))
        return Number(`${shortest}e${exponent}`);
    const [mantissa = '0', power = '0'] = value.toExponential().split('e');
    return Number(`${mantissa}e${Number(power) + exponent}`);
}
// 10^0 .. 10^22: every one is exact as a double.
const EXACT_POWERS = Array.from({ length: 23 }, (_, i) => 10 ** i);
const MAX_DIGITS_AFTER_POINT = 9;
/**
 * The same result as the decimal route without strings, for values with at most 9 digits after the
 * point (every timing a tool prints): value = m / 10^k with the smallest such k and an integer m
 * below 2^52 is the decimal that prints as `value`, and m * 10^(exponent - k) in one IEEE operation
 * on exact operands is that decimal scaled, rounded once. Undefined when the shortcut does not apply.
 */
function scaleShortDecimal(value, exponent) {
    for (let k = 0; k <= MAX_DIGITS_AFTER_POINT; k += 1) {
        const power = EXACT_POWERS[k] ?? 1;
        const m = Math.round(value * power);
        if (Math.abs(m) >= 2 ** 52)
            return undefined;
        if (m / power !== value)
            continue;
        const shift = exponent - k;
        if (shift < -22 || shift > 22)
            return undefined;
        return shift < 0 ? m / (EXACT_POWERS[-shift] ?? 1) : m * (EXACT_POWERS[shift] ?? 1);
    }
    return undefined;
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


/***/ })

};
