export const id = 392;
export const ids = [392];
export const modules = {

/***/ 913:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Pu: () => (/* binding */ MIN_SAMPLES),
  JZ: () => (/* binding */ median),
  TH: () => (/* binding */ testMetric)
});

// UNUSED EXPORTS: MIN_HISTORY_RUNS

// EXTERNAL MODULE: ./node_modules/simple-statistics/dist/simple-statistics.mjs
var simple_statistics = __webpack_require__(5521);
// EXTERNAL MODULE: ./src/stats/sorted.ts
var stats_sorted = __webpack_require__(34);
;// CONCATENATED MODULE: ./src/stats/describe.ts
// Descriptive summary of one sample and a bimodality check, for the report's noise warnings
// ("noisy baseline (CV 12%)", "bimodal samples"; STATISTICS.md §4.1 item 3 and §4.5).
//
// Contract: pure functions of the values; no value is dropped (no outlier rejection): the
// bimodality check only sets the most extreme 1% aside to locate the modes (below).
// `cv` = sample SD / |mean| and `robustCv` = 1.4826·MAD / |median| (1.4826 makes the MAD a
// consistent estimate of σ for normal data; ss.medianAbsoluteDeviation returns the raw MAD).
//
// Bimodality method: split the sample into two groups with optimal 1-D k-means (the split of
// the ascending values that maximises the between-group sum of squares; 1-D k-means groups are
// runs of the sorted values, so one O(n) scan with running sums finds the same optimum as
// Ckmeans.1d.dp, Wang & Song, R Journal 3(2), 2011) and call it bimodal when both groups are
// substantial and clearly separated:
// * n ≥ 6 and each group holds ≥ 20% of the values,
// * the gap between the groups, net of the clock's resolution (below), is ≥ 5% of |median|,
//   and so is the distance between the group means,
// * the group means are ≥ 5 pooled within-group SDs apart (Ashman's D ≥ 5 with a pooled SD;
//   K. Ashman, C. Bird & S. Zepf, Astron. J. 108, 1994, use D > 2 for "clean separation", but
//   the two k-means halves of a unimodal normal sample already have D ≈ 2.7, and those of
//   unimodal skewed shapes up to ≈ 3.5: exponential, gamma or Weibull with shape 1, or a normal
//   body with an exponential tail; log-normal ones ≈ 2.8–3.1 where the split passes the share rule).
// Note: a rule of gap ≥ 3× the larger within-group SD was rejected: it flagged only 60–68% of
// 70/30 mixtures of two 2%-CV modes 15% apart at n = 10–30 (an SD from the 2–3 points of the
// minor mode is too noisy, and the gap shrinks as n grows). With the pooled SD, simulation
// (seeded, 3000 samples a cell) gives: mixtures flagged 80% (n = 10) to 86% (n = 30), 95–97%
// when the 70/30 split is exact; unimodal 2%-CV samples never (n = 10–30); unimodal 5–10%-CV
// samples 2–5% at n = 10 and ≤ 0.8% at n ≥ 15. The 20% share rule is what misses the
// mixture draws whose minor mode got fewer than 2 of 10 values.
//
// Large samples (pytest-benchmark keeps every round: 10^5 to 10^6 values). The extreme points
// say nothing there: of two modes 6.5–7.5 SDs apart, hundreds of values each lie past the
// midpoint at n = 10^6, so an empty gap never appears (a rule on min(upper) − max(lower) flagged 66%
// of 70/30 mixtures of 2%-CV modes 15% apart at n = 100, 34% at n = 200, none at n = 1000), and
// a handful of 10× outliers (GC pauses, interrupts) would take a k-means group of their own and
// dominate the within-group SD. So:
// * the split, the group means and SDs use the central values only: ⌊1% · n⌋ values are set
//   aside at each end (none below n = 100, so the usual 5 to 30 samples are unaffected); the
//   set-aside values still count in their group's share;
// * the gap is taken between robust group edges: the value ⌊5% · size⌋ places in from the
//   split in each group (the 95th percentile of the lower group against the 5th of the upper).
//   A group under 20 values has its extreme as edge, which is the plain gap of small samples.
// Seeded draws (100 samples a cell at n = 10^3 and 10^4, 20 at 10^5, 3 at 10^6): 70/30 and 50/50
// mixtures of 2%-CV modes 15% apart flagged 98–100%, with or without 0.1–0.5% of 3–10×
// outliers (and 98.7–100% at n = 100–200, 3000 a cell); modes 3% CV wide (D ≈ 5 before
// truncation) are at the edge, 0–5% flagged; an 80/20 mixture (1% CV, 10% apart) about half,
// the 20% share rule cutting through its minor mode. Unimodal samples flagged in none of those
// cells: normal (5–10% CV), log-normal (σ = 0.3–1), exponential tails, Pareto (α = 1.5), a
// 2%-CV body with 0.5% or 5% of 3–10× outliers. Small samples: at n = 10–20 the seeded cells
// above differ from the plain-gap rule's by at most 6 samples in 3000 (the resolution term);
// from n ≈ 30 the larger group's edge moves in from its extreme and more mixtures are flagged
// (70/30: 90% against 88% at n = 30, 93% against 85% at n = 50), unimodal cells by ≤ 3 in 3000.
// Cost: O(n) on the sorted values compare already has, about 40 ms at n = 10^6 in Node 20
// (ss.ckmeans took 2.2 s there) and a few µs at n = 10.
//
// Clock resolution. Timings on a coarse clock take few distinct values (1000 rounds of 20 or
// 21 ns; a ms-resolution timer giving 12, 13 or 14 ms), and 2-means puts one value in each
// group: the groups then look perfectly separated (within-group SD 0), but one resolution step
// between adjacent values is what rounding alone produces: two runs of the same speed can land
// on either side of a tick. Rounding or truncating to a grid moves every value by less than one
// step, so a gap g between the groups only shows that their true values are more than g − step
// apart, and that net gap is what must reach 5% of |median|. The step is estimated as the
// smallest positive difference between sorted values, ignoring differences below 1e-9·|median|
// (float noise from a unit conversion; a real step that small cannot matter against 5%). For
// unquantized data the smallest difference is tiny and the rule is the plain gap; for data with
// three adjacent values, or any split between adjacent ticks, the net gap is 0, while two modes
// with empty ticks between them (100 ± 2 and 115 ± 2 ns on a 1 ns clock) still count. Only
// differences within a group count as steps: the one across the split is the gap being judged.
// With just two distinct values no step is visible, and the gap could be one tick (20 and 21 ns)
// or two speeds (100 and 200 ns alternating): half the gap is taken as the step, so two values
// are bimodal when they lie 10% of the median apart or more (21 vs 20 ns is 5%, 200 vs 100 ns 67%).
// Seeded 1000-round samples of round(20.4 + 0.3·N(0, 1)) ns: the plain gap flagged all of them,
// this rule none. Limit: one off-grid value (another code path, a different unit) makes the
// estimated step small, and the rule falls back to the plain gap.


const MAD_TO_SIGMA = 1.4826;
const MIN_BIMODAL_SAMPLES = 6;
const MIN_CLUSTER_SHARE = 0.2;
const MIN_GAP_TO_MEDIAN = 0.05;
const MIN_SEPARATION_IN_SDS = 5;
/** Share of the values set aside at each end before the split (module header, large samples). */
const TRIM_SHARE = 0.01;
/** A group's robust edge is this share of its values in from the split. */
const EDGE_SHARE = 0.05;
/** Differences between values below this share of |median| are float noise, not a clock step. */
const FLOAT_NOISE = 1e-9;
function checkValues(caller, values) {
    if (values.length === 0)
        throw new RangeError(`${caller}: the sample is empty`);
    if (!values.every((v) => Number.isFinite(v)))
        throw new RangeError(`${caller}: the sample has a non-finite value`);
}
/**
 * Summary statistics of one sample (any order; units are those of the values). `sorted`, the same
 * values ascending when the caller has them, saves the sort for the median.
 * @throws RangeError for an empty sample or a non-finite value (a caller bug)
 */
function describeSample(values, sorted) {
    checkValues('describeSample', values);
    const n = values.length;
    // Medians through sorted.ts (the same values as ss.median, without a copy and a selection each);
    // the mean and SD stay ss's own, on the values in their order, since a sum depends on the order of its terms.
    const median = (0,stats_sorted/* median */.JZ)(sorted ?? values);
    const mean = simple_statistics/* mean */.RE(values);
    const cv = n >= 2 && mean !== 0 ? coefficientOfVariation(values, mean) : Number.NaN;
    const robustCv = robustCoefficientOfVariation(values, median);
    return { n, median, min: simple_statistics/* min */.jk(values), max: simple_statistics/* max */.T9(values), mean, cv, robustCv };
}
/** 1.4826·MAD / |median| (`median` the values' own); NaN when the median is 0. */
function robustCoefficientOfVariation(values, median) {
    return median !== 0 ? (MAD_TO_SIGMA * (0,stats_sorted/* median */.JZ)(values.map((v) => Math.abs(v - median)))) / Math.abs(median) : Number.NaN;
}
/**
 * Sample SD / |mean|. The CV does not depend on the scale, but the squares in the SD do: a noisy
 * 1e-300 sample had CV 0% (they underflowed) and a quiet 1e300 one CV Infinity, called noisy.
 */
function coefficientOfVariation(values, mean) {
    const scaled = withSafeMagnitude(values);
    return simple_statistics/* sampleStandardDeviation */.JK(scaled) / Math.abs(scaled === values ? mean : simple_statistics/* mean */.RE(scaled));
}
/** Beyond 2^±400 (about 1e±120), squares of values or of their spread can underflow or overflow. */
const SAFE_MAGNITUDE = 2 ** 400;
/**
 * The values themselves when their largest magnitude lies within 2^±400 (every timing, size and
 * count), else scaled by a power of two that brings it near 1. A power of two scales every sum,
 * square and root exactly, so the measures read off the scaled values are scale-free ratios of the
 * same numbers (a subnormal loses what it already lacked).
 */
function withSafeMagnitude(values) {
    let largest = 0;
    for (let i = 0; i < values.length; i++)
        largest = Math.max(largest, Math.abs(values[i] ?? 0));
    if (largest === 0 || (largest < SAFE_MAGNITUDE && largest > 1 / SAFE_MAGNITUDE))
        return values;
    // Clamped so that the factor itself is finite (2^1074 for a subnormal overflows).
    const factor = 2 ** Math.max(-1000, Math.min(1000, -Math.floor(Math.log2(largest))));
    return Array.from(values, (v) => v * factor);
}
/**
 * The 2-means split of the central values of an ascending sample (at least 6 values, as isBimodal
 * passes them) and the measures of it that the rule compares; `median` is the sample's median.
 * Undefined when the central values are all equal. No thresholds: isBimodal applies them.
 */
function bimodalityMeasures(sorted, median) {
    const n = sorted.length;
    const trim = Math.floor(TRIM_SHARE * n);
    const lo = trim;
    const hi = n - trim;
    const m = hi - lo;
    const at = (i) => sorted[i] ?? NaN;
    // Sums of the values minus the median (less cancellation in the squares of the means).
    let total = 0;
    for (let i = lo; i < hi; i++)
        total += at(i) - median;
    // The split maximising the between-group sum of squares m₁m₂(μ₂ − μ₁)²/m; only between
    // distinct values (an optimal 2-means split never separates equal values). First maximum wins.
    let split = -1;
    let best = -1;
    let running = 0;
    for (let i = lo + 1; i < hi; i++) {
        running += at(i - 1) - median;
        if (!(at(i - 1) < at(i)))
            continue;
        const lowN = i - lo;
        const highN = hi - i;
        const difference = (total - running) / highN - running / lowN;
        const between = lowN * highN * difference * difference;
        if (between > best) {
            best = between;
            split = i;
        }
    }
    if (split < 0)
        return undefined;
    const lowN = split - lo;
    const highN = hi - split;
    let lowSum = 0;
    for (let i = lo; i < split; i++)
        lowSum += at(i) - median;
    const lowMean = lowSum / lowN;
    const highMean = (total - lowSum) / highN;
    let within = 0;
    for (let i = lo; i < split; i++)
        within += (at(i) - median - lowMean) ** 2;
    for (let i = split; i < hi; i++)
        within += (at(i) - median - highMean) ** 2;
    const noise = FLOAT_NOISE * Math.abs(median);
    // The step between the groups is the gap itself: only steps within a group show the clock.
    let resolution = Number.POSITIVE_INFINITY;
    for (let i = 1; i < n; i++) {
        const step = at(i) - at(i - 1);
        if (i !== split && step > noise && step < resolution)
            resolution = step;
    }
    const gap = at(split + Math.floor(EDGE_SHARE * highN)) - at(split - 1 - Math.floor(EDGE_SHARE * lowN));
    return {
        lowCount: split,
        gap,
        // Two distinct values (both groups constant): the clock cannot be told from the gap; half of it.
        resolution: Number.isFinite(resolution) ? resolution : gap / 2,
        separation: highMean - lowMean,
        pooledSd: Math.sqrt(within / (m - 2)),
    };
}
/**
 * True when the sample looks like a mixture of two separated modes (see the module header),
 * e.g. a benchmark that alternates between a fast and a slow code path or machine state.
 * Always false for fewer than 6 values. `sorted` as for describeSample.
 * @throws RangeError for an empty sample or a non-finite value (a caller bug)
 */
function isBimodal(values, sorted) {
    checkValues('isBimodal', values);
    // The rule compares SDs and gaps with |median|, the same at any scale, but its squares are not.
    const xs = withSafeMagnitude(values);
    const xsSorted = xs === values ? sorted : sorted && withSafeMagnitude(sorted);
    if (xs.length < MIN_BIMODAL_SAMPLES)
        return false;
    return splitsInTwo(xs, xsSorted, (0,stats_sorted/* median */.JZ)(xsSorted ?? xs), simple_statistics/* standardDeviation */.Fx(xs));
}
/**
 * isBimodal past its size check, given the sample's median and population SD (values of a safe
 * magnitude; `sorted` the same ascending, when the caller has them).
 */
function splitsInTwo(xs, sorted, median, sd) {
    const n = xs.length;
    // Cheap exact pre-check before the split: two groups each ≥ 20% of the points whose means are
    // ≥ 5% of the median apart contribute a between-group variance ≥ 0.16·d², so the population SD
    // is at least 0.4 · 5% · |median|. (The set-aside end values only widen the groups' distance:
    // the lowest lie below the lower group's central values, the highest above the upper's.) Most
    // baselines are far quieter than that.
    const scale = Math.abs(median);
    const minimumSd = Math.sqrt(MIN_CLUSTER_SHARE * (1 - MIN_CLUSTER_SHARE)) * MIN_GAP_TO_MEDIAN * scale;
    if (sd < minimumSd)
        return false;
    // The split needs the values in order: sorted only now, when the pre-check let them through.
    const measures = bimodalityMeasures(sorted ?? (0,stats_sorted/* sortedCopy */.TZ)(xs), median);
    if (measures === undefined)
        return false; // a single distinct value among the central ones
    const { lowCount, gap, resolution, separation, pooledSd } = measures;
    if (lowCount < MIN_CLUSTER_SHARE * n || n - lowCount < MIN_CLUSTER_SHARE * n)
        return false;
    return gap - resolution >= MIN_GAP_TO_MEDIAN * scale && separation >= MIN_GAP_TO_MEDIAN * scale
        && separation >= MIN_SEPARATION_IN_SDS * pooledSd;
}
/**
 * describeSample(values, sorted).cv and .robustCv and isBimodal(values, sorted), the same doubles
 * and answer, with the mean, the squared deviations and the median each computed once instead of
 * two to four times (compare asks this of every baseline). Values beyond a safe magnitude (rare)
 * go through the two functions themselves.
 * @throws RangeError for an empty sample or a non-finite value, as describeSample does
 */
function baselineShape(values, sorted) {
    checkValues('baselineShape', values);
    if (withSafeMagnitude(values) !== values) {
        const { cv, robustCv } = describeSample(values, sorted);
        return { cv, robustCv, bimodal: isBimodal(values, sorted) };
    }
    const n = values.length;
    const median = (0,stats_sorted/* median */.JZ)(sorted ?? values);
    const mean = simple_statistics/* mean */.RE(values);
    // Σ(x − mean)² as ss.sumNthPowerDeviations(values, 2) sums it: ss's sample SD divides it by
    // n − 1, its population SD (isBimodal's pre-check) by n.
    let squares = 0;
    for (let i = 0; i < n; i++) {
        const deviation = (values[i] ?? NaN) - mean;
        squares += deviation * deviation;
    }
    const cv = n >= 2 && mean !== 0 ? Math.sqrt(squares / (n - 1)) / Math.abs(mean) : Number.NaN;
    const robustCv = robustCoefficientOfVariation(values, median);
    const bimodal = n >= MIN_BIMODAL_SAMPLES && splitsInTwo(values, sorted, median, Math.sqrt(squares / n));
    return { cv, robustCv, bimodal };
}

// EXTERNAL MODULE: ./src/stats/normal.ts
var normal = __webpack_require__(2160);
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
    // Row j's candidates are columns [lo[j], hi[j]); start[j] is the number of candidates before row j,
    // in doubles: n1·n2 passes 2^31 from about 46,341 samples a side (pytest-benchmark rounds), and
    // wrapped counts sent the pivots astray, so the windows shrank by a row at a time.
    const lo = new Int32Array(n2);
    const hi = new Int32Array(n2).fill(xDesc.length);
    const start = new Float64Array(n2 + 1);
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

// EXTERNAL MODULE: ./src/stats/u-distribution.ts
var u_distribution = __webpack_require__(2139);
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
        if ((0,u_distribution/* uNullCdf */.Og)(mid, n1, n2) <= limit)
            lo = mid;
        else
            hi = mid;
    }
    return { c: lo, lowerTail: lo < 0 ? 0 : (0,u_distribution/* uNullCdf */.Og)(lo, n1, n2) };
}
function normalCriticalValue(n1, n2, halfAlpha) {
    const mean = (n1 * n2) / 2;
    const sd = Math.sqrt((n1 * n2 * (n1 + n2 + 1)) / 12);
    const c = Math.floor(mean - 0.5 + sd * (0,normal/* normalQuantile */.Zl)(halfAlpha));
    if (c < 0)
        return { c: -1, lowerTail: 0 };
    return { c, lowerTail: (0,normal/* normalCdf */.vr)((c + 0.5 - mean) / sd) };
}
/**
 * The Moses critical value C for sizes (n1, n2) and the given two-sided confidence, and the
 * tail P(U ≤ C) that determines the actual confidence 1 − 2·P(U ≤ C).
 */
function mosesCriticalValue(n1, n2, confidence) {
    return { ...criticalValue(n1, n2, confidence) };
}
/**
 * C depends only on the sizes and the confidence, and a suite asks for the same few (a bisection
 * each). Keyed by number, not by a string built per call: this runs once per tested metric.
 */
const CRITICAL_VALUES = new Map();
/** Sizes below this (per side) are cached under the key n1·SIZE_KEY + n2. */
const SIZE_KEY = 2 ** 21;
function criticalValue(n1, n2, confidence) {
    const cacheable = n1 < SIZE_KEY && n2 < SIZE_KEY;
    const byConfidence = cacheable ? CRITICAL_VALUES.get(n1 * SIZE_KEY + n2) : undefined;
    const cached = byConfidence?.get(confidence);
    if (cached !== undefined)
        return cached;
    const halfAlpha = (1 - confidence) / 2;
    const value = (0,u_distribution/* isExactNoTiesSize */.Ns)(n1, n2) ? exactCriticalValue(n1, n2, halfAlpha) : normalCriticalValue(n1, n2, halfAlpha);
    if (byConfidence !== undefined) {
        if (byConfidence.size < 16)
            byConfidence.set(confidence, value);
    }
    else if (cacheable && CRITICAL_VALUES.size < 10_000) {
        CRITICAL_VALUES.set(n1 * SIZE_KEY + n2, new Map([[confidence, value]]));
    }
    return value;
}
/** Up to this many differences they are listed and selected from; beyond, found in the implicit matrix (pairwise-differences.ts). */
const SORT_LIMIT = 400;
function checkSample(name, sample) {
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
    checkSample('x', x);
    checkSample('y', y);
    if (!(confidence > 0 && confidence < 1))
        throw new RangeError(`hodgesLehmann: confidence must be in (0, 1), got ${confidence}`);
    const n1 = x.length;
    const n2 = y.length;
    const total = n1 * n2;
    const { c, lowerTail } = criticalValue(n1, n2, confidence);
    const mid = Math.floor(total / 2); // not `>> 1`: n1·n2 passes 2^31 at about 46,341 samples a side
    // A difference can be −0 only when some y is −0; then the numeric sort alone orders −0 before +0.
    const negativeZero = y.some((v) => Object.is(v, -0));
    if (total <= SORT_LIMIT || negativeZero) {
        // A few hundred differences: four order statistics selected in place, a third of a sort's work.
        const d = differences(x, y);
        if (negativeZero)
            d.sort();
        else
            selectRank(d, 0, total - 1, mid);
        const middle = d[mid] ?? NaN;
        const estimate = total % 2 === 1 ? middle : (maxOf(d, 0, mid) + middle) / 2;
        if (c < 0)
            return { estimate, lo: Number.NEGATIVE_INFINITY, hi: Number.POSITIVE_INFINITY, confidence: 1 };
        // Ranks c < mid and total − 1 − c > mid lie on either side of the selected middle.
        if (!negativeZero && c < mid)
            selectRank(d, 0, mid - 1, c);
        if (!negativeZero && total - 1 - c > mid)
            selectRank(d, mid + 1, total - 1, total - 1 - c);
        return { estimate, lo: d[c] ?? NaN, hi: d[total - 1 - c] ?? NaN, confidence: 1 - 2 * lowerTail };
    }
    const { xDesc, yAsc } = selectionInputs(x, y);
    const middle = differenceOrderStatistic(xDesc, yAsc, mid);
    const estimate = total % 2 === 1 ? middle : (previousDifference(xDesc, yAsc, mid, middle) + middle) / 2;
    if (c < 0)
        return { estimate, lo: Number.NEGATIVE_INFINITY, hi: Number.POSITIVE_INFINITY, confidence: 1 };
    return { estimate, lo: differenceOrderStatistic(xDesc, yAsc, c), hi: differenceOrderStatistic(xDesc, yAsc, total - 1 - c), confidence: 1 - 2 * lowerTail };
}
/**
 * All n1·n2 differences y_j − x_i, in a buffer reused for every call of the same size (valid until
 * the next call): a suite tests thousands of metrics of one size, and a fresh typed array per call
 * lives outside V8's heap and costs more to allocate than to fill. The typed-array sort is numeric
 * and puts −0 before +0, as the contract needs.
 */
function differences(x, y) {
    const total = x.length * y.length;
    let buffer = DIFFERENCE_BUFFERS.get(total);
    if (buffer === undefined) {
        buffer = new Float64Array(total);
        if (DIFFERENCE_BUFFERS.size < 64)
            DIFFERENCE_BUFFERS.set(total, buffer);
    }
    let k = 0;
    for (let j = 0; j < y.length; j++) {
        const yj = y[j] ?? NaN;
        for (let i = 0; i < x.length; i++)
            buffer[k++] = yj - (x[i] ?? NaN);
    }
    return buffer;
}
/** Below this many values a range is finished by insertion sort. */
const INSERTION_RANGE = 12;
/**
 * Rearranges a[lo..hi] so that a[k] holds the value a sort would put there, with nothing larger
 * before it and nothing smaller after it (Hoare's selection, median-of-three pivot). Equal doubles
 * are the same value, so which of them lands at k does not change the result; −0 (equal to +0 here)
 * never reaches it (see hodgesLehmann).
 */
function selectRank(a, lo, hi, k) {
    while (hi - lo >= INSERTION_RANGE) {
        const first = a[lo] ?? NaN;
        const middle = a[(lo + hi) >> 1] ?? NaN;
        const last = a[hi] ?? NaN;
        const pivot = first < middle ? (middle < last ? middle : first < last ? last : first) : (first < last ? first : middle < last ? last : middle);
        let i = lo;
        let j = hi;
        while (i <= j) {
            while ((a[i] ?? NaN) < pivot)
                i++;
            while ((a[j] ?? NaN) > pivot)
                j--;
            if (i <= j) {
                const t = a[i] ?? NaN;
                a[i++] = a[j] ?? NaN;
                a[j--] = t;
            }
        }
        // a[lo..j] ≤ pivot ≤ a[i..hi], and anything between equals the pivot.
        if (k <= j)
            hi = j;
        else if (k >= i)
            lo = i;
        else
            return;
    }
    for (let i = lo + 1; i <= hi; i++) {
        const v = a[i] ?? NaN;
        let j = i - 1;
        for (; j >= lo && (a[j] ?? NaN) > v; j--)
            a[j + 1] = a[j] ?? NaN;
        a[j + 1] = v;
    }
}
/** The largest of a[from..to). */
function maxOf(a, from, to) {
    let max = -Infinity;
    for (let i = from; i < to; i++)
        max = Math.max(max, a[i] ?? NaN);
    return max;
}
const DIFFERENCE_BUFFERS = new Map();
/** The sorted inputs of the selection in the difference matrix (see pairwise-differences.ts). */
function selectionInputs(x, y) {
    const xDesc = new Float64Array(x.length);
    xDesc.set(x);
    xDesc.sort().reverse();
    const yAsc = new Float64Array(y.length);
    yAsc.set(y);
    yAsc.sort();
    return { xDesc, yAsc };
}

// EXTERNAL MODULE: ./src/stats/t-dist.ts
var t_dist = __webpack_require__(2976);
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
 * One-sided log-space Student-t prediction test that the candidate is larger than the past run
 * values, given their natural logarithms: `logs` of the past values, `candidateLog` of the
 * candidate (see the module header for the formula). Callers hold logs and pass them as they are:
 * exponentiated, e^v overflows from v ≈ 709.8 and falls into the subnormals below −708, so the
 * negated log of a run of 1e-320 (the "better" direction's cost) was no longer a number the test
 * would take, and the test was lost.
 *
 * Returns undefined, rather than a misleading p, when the test is not defined:
 * * H < 2: no estimate of the run-to-run spread exists (df would be 0);
 * * a log that is not finite: its value was ≤ 0 or not finite, and such values are not costs;
 * * sd(ln h) = 0 (all past values identical): the statistic divides by zero. This is a
 *   deterministic or quantized metric (counts, sizes), which should be gated with an
 *   exact threshold instead of a test.
 */
function historyPredictionTestOnLogs(logs, candidateLog) {
    const h = logs.length;
    if (h < 2 || !Number.isFinite(candidateLog) || !logs.every(Number.isFinite))
        return undefined;
    // Checked exactly first: a rounded mean can leave a spurious sd of ~1e-17 for equal values.
    if (logs.every((v) => v === logs[0]))
        return undefined;
    const sd = simple_statistics/* sampleStandardDeviation */.JK(logs);
    if (!(sd > 0))
        return undefined;
    const t = (candidateLog - simple_statistics/* mean */.RE(logs)) / (sd * Math.sqrt(1 + 1 / h));
    const df = h - 1;
    return { p: (0,t_dist/* studentTSurvival */.qX)(t, df), t, df };
}

// EXTERNAL MODULE: ./src/stats/mann-whitney.ts + 1 modules
var mann_whitney = __webpack_require__(5518);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/compare/verdict.ts
var verdict = __webpack_require__(7682);
;// CONCATENATED MODULE: ./src/compare/metric-stats.ts
/**
 * The statistics of one (benchmark, metric) pair, before multiple-comparison control: the effect
 * (Hodges-Lehmann ratio with its exact Moses CI, on logs), the one-sided Mann-Whitney p-values in
 * the worse and the better direction, the history prediction test when a baseline history exists,
 * and the warnings a reader needs (STATISTICS.md §4.1, §4.4, §4.6).
 *
 * With too few samples for the rank test (one number per run, or two), the history test alone
 * decides when the baseline has a history long enough; else, for one number per run, the config's
 * opt-in single-sample fallback (a plain threshold, no statistics) does, or nothing does.
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
/** True when every value equals the first (a loop, not every(): this runs on both sides of every metric). */
function allEqual(xs) {
    for (let i = 1; i < xs.length; i++)
        if (xs[i] !== xs[0])
            return false;
    return true;
}
/**
 * The smallest and largest value, by a loop: Math.min(...values) passes every value as an argument
 * and overflows the stack from about 125,000 (pytest-benchmark keeps every round, 10^5 to 10^6).
 */
function rangeOf(xs) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < xs.length; i++) {
        const v = xs[i] ?? NaN;
        if (v < min)
            min = v;
        if (v > max)
            max = v;
    }
    return { min, max };
}
function allPositive(xs) {
    for (let i = 0; i < xs.length; i++)
        if (!((xs[i] ?? NaN) > 0))
            return false;
    return true;
}
function allPositiveFinite(xs) {
    for (let i = 0; i < xs.length; i++)
        if (!((xs[i] ?? NaN) > 0 && Number.isFinite(xs[i])))
            return false;
    return true;
}
/**
 * Tests one metric. `offsetLog` is the suite-wide machine offset (log cost) to remove from head.
 */
function testMetric(input, offsetLog = 0) {
    const warnings = baselineWarnings(input.base, input.sorted?.base);
    const { base, head } = input;
    if (input.assumption === 'exact')
        return compareExactly(input, warnings);
    const enough = base.length >= MIN_SAMPLES && head.length >= MIN_SAMPLES;
    // §4.6: all values equal on both sides is a deterministic measurement; compare it exactly.
    if (enough && allEqual(base) && allEqual(head))
        return { kind: 'exact', ratio: (0,verdict/* effectRatio */.Xc)(base[0] ?? 0, head[0] ?? 0), warnings };
    if (!enough)
        return testAgainstHistory(input, offsetLog, warnings);
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
    // Order does not matter here: the sorted sides, when the caller has them, save the sorts.
    // Loops, not filter/map chains: this runs for every count and size of a suite (two thirds of a Go run's metrics).
    const base = input.sorted?.base ?? input.base;
    const head = input.sorted?.head ?? input.head;
    const baseVaries = !allEqual(base);
    const headVaries = !allEqual(head);
    if (baseVaries || headVaries) {
        const varying = baseVaries && headVaries ? `${rangeText('base', base)} and ${rangeText('head', head)}` : baseVaries ? rangeText('base', base) : rangeText('head', head);
        warnings.push(`exact distribution expected, but ${varying}; compared by medians`);
    }
    return { kind: 'exact', ratio: (0,verdict/* effectRatio */.Xc)(median(base), median(head)), warnings };
}
function rangeText(side, values) {
    const { min, max } = rangeOf(values);
    return `${side} ranges from ${min} to ${max}`;
}
function testOnLogs(input, offsetLog, warnings) {
    const s = (0,verdict/* costSign */.DT)(input.better);
    // Both tests depend only on the values, not their order: sorted samples give sorted logs, which
    // the rank test's own sort then passes through in one sweep.
    const logBase = logsOf(input.sorted?.base ?? input.base, 0);
    const logHead = logsOf(input.sorted?.head ?? input.head, s * offsetLog);
    // For lower-is-better units the cost is the log itself (1·v is v, bit for bit): no copies.
    const costBase = s === 1 ? logBase : logBase.map((v) => s * v);
    const costHead = s === 1 ? logHead : logHead.map((v) => s * v);
    // One ranking gives both directions (the exact tie-aware distribution is the costly part).
    const tails = (0,mann_whitney/* mannWhitneyPValues */.Nz)(costHead, costBase);
    let pWorse = tails.greater;
    let pBetter = tails.less;
    const hl = hodgesLehmann(logBase, logHead);
    let method = 'mann-whitney';
    const history = historyTest(input, () => (0,verdict/* costSign */.DT)(input.better) * Math.log(median(input.head)));
    if (history !== undefined) {
        pWorse = Math.max(pWorse, history.pWorse);
        pBetter = Math.max(pBetter, history.pBetter);
        method = 'mann-whitney+history';
    }
    return { kind: 'tested', method, ratio: Math.exp(hl.estimate), ci: [Math.exp(hl.lo), Math.exp(hl.hi)], pWorse, pBetter, warnings };
}
/** Zero or negative values have no logarithm: test the raw values, report the ratio of medians. */
function testOnDifferences(input, warnings) {
    const s = (0,verdict/* costSign */.DT)(input.better);
    const { greater: pWorse, less: pBetter } = (0,mann_whitney/* mannWhitneyPValues */.Nz)(input.head.map((v) => s * v), input.base.map((v) => s * v));
    warnings.push('values of 0 or less, or not finite: tested on raw values; the change is relative to |base median|, without CI');
    return { kind: 'tested', method: 'mann-whitney', ratio: medianRatio(input.base, input.head), ci: null, pWorse, pBetter, warnings };
}
/**
 * Too few samples on a side for the rank test (one number per run, or two): only a history of
 * earlier runs can say what is noise (§4.4 items 9b and 10), tested on the head's median. The
 * effect is then measured against the history's centre, the same reference the test uses, not
 * against the base run alone.
 */
function testAgainstHistory(input, offsetLog, warnings) {
    // §4.6: a history of equal values is a deterministic metric (a count, a size): no spread to test
    // against, so the change is compared exactly, as equal samples on both sides are (testMetric).
    // Read on the values as stored: the machine correction makes equal values unequal (a count of 100
    // every run was tested against the spread of the runner offsets, and failed the gate when the head
    // runner was 8% faster), and a count of 0 every run has no logarithm at all.
    if (isDeterministicHistory(input.history?.values ?? []))
        return compareExactly(input, warnings);
    const h = median(input.head);
    const history = h > 0 ? historyTest(input, () => (0,verdict/* costSign */.DT)(input.better) * Math.log(h)) : undefined;
    if (history !== undefined)
        return { kind: 'tested', method: 'history', ratio: history.ratio, ci: null, pWorse: history.pWorse, pBetter: history.pBetter, warnings };
    if (input.base.length !== 1 || input.head.length !== 1) {
        return { kind: 'inconclusive', ratio: medianRatio(input.base, input.head), reason: untestedReason(input, h, 'to gate'), warnings };
    }
    const b = input.base[0] ?? NaN;
    const usable = b > 0 && h > 0 && Number.isFinite(b) && Number.isFinite(h);
    const ratio = usable ? (h / b) * Math.exp(-(0,verdict/* costSign */.DT)(input.better) * offsetLog) : (0,verdict/* effectRatio */.Xc)(b, h);
    const fallback = input.singleSampleFallback;
    // A head of 0 against a base above 0 is a ratio too (-100%): throughput that collapsed to 0 ops/s
    // is the regression a threshold check exists for, though no logarithm (so no history test) takes it.
    const judgeable = usable || (b > 0 && Number.isFinite(b) && h === 0);
    if (fallback !== undefined && judgeable) {
        warnings.push(fallbackNote(input, h, fallback, offsetLog));
        return { kind: 'threshold-fallback', ratio: usable ? ratio : 0, threshold: fallback, warnings };
    }
    // The fallback, when set, compares ratios against a base above 0: the others stay without a verdict, and say why.
    const skipped = fallback === undefined ? '' : `; single-sample-fallback does not apply: it compares a head value of 0 or more with a base value above 0`;
    return { kind: 'inconclusive', ratio, warnings, reason: `${untestedReason(input, h, 'to gate')}${skipped}. Reporting the ratio only: ${(0,format/* formatPercent */.l9)(ratio - 1)}` };
}
/**
 * The note on a single-sample fallback result: what was done (a plain threshold on head against
 * base, no statistics) and why no test was possible. The same for every such metric of a run, so
 * the report shows it as one footnote.
 */
function fallbackNote(input, h, threshold, offsetLog) {
    const against = offsetLog === 0 ? 'the base value' : 'the base value, corrected for the machine offset,';
    return `single-sample-fallback: an unqualified threshold check with no statistics, the head value against ${against} at ${(0,format/* formatThreshold */.B6)(threshold)} (run-to-run noise of that size fails the gate too): ${untestedReason(input, h, 'for a statistical test')}`;
}
/** At least MIN_HISTORY_RUNS runs that all gave the same value, or whose values above 0 (those the test could use) all are the same. */
function isDeterministicHistory(values) {
    if (values.length >= MIN_HISTORY_RUNS && allEqual(values))
        return true;
    const usable = values.filter((v) => v > 0);
    return usable.length >= MIN_HISTORY_RUNS && allEqual(usable);
}
/**
 * Why a metric with too few samples for the rank test was not tested against its history (`h` the
 * head's value or median); `goal`: what the missing runs or samples would allow.
 */
function untestedReason(input, h, goal) {
    const [n1, n2] = [input.base.length, input.head.length];
    const runs = input.history?.costLogs.length ?? 0;
    const stored = input.history?.values.length ?? 0;
    const single = n1 === 1 && n2 === 1;
    // Without any history (two result files) the rank test's minimum is the whole story.
    if (!single && stored === 0)
        return `too few samples (n=${n1}+${n2}); need at least ${MIN_SAMPLES} per side, 10 recommended`;
    const samples = single ? '1 sample per run' : `too few samples (n=${n1}+${n2}) for the rank test`;
    const orSamples = single ? '7 samples per side' : `${MIN_SAMPLES} samples per side, 10 recommended`;
    if (runs >= MIN_HISTORY_RUNS) {
        return `${samples}, and the head ${n2 === 1 ? 'value' : 'median'} (${h}) is not a finite number above 0: the history test works on logarithms and cannot test it`;
    }
    if (stored > runs) {
        return `${samples}; ${stored - runs} of the ${stored} baseline runs in history have a value of 0 or less, which the history test (on logarithms) cannot use; need at least ${MIN_HISTORY_RUNS} runs above 0 (or ${orSamples}) ${goal}`;
    }
    return `${samples} and ${runs} baseline run${runs === 1 ? '' : 's'} in history; need at least ${MIN_HISTORY_RUNS} baseline runs (or ${orSamples}) ${goal}`;
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
    // On the logs as they are: exponentiated, a log beyond about ±709 (a run of 1e-320, whose log is
    // −737, in the "better" direction, or 1e308 once corrected for the machine) overflowed to ∞ or
    // went subnormal, the test was dropped, and a metric with one sample per run was left
    // inconclusive (a pass) however far it regressed.
    const worse = historyPredictionTestOnLogs(history.costLogs, candidate);
    const better = historyPredictionTestOnLogs(history.costLogs.map((v) => -v), -candidate);
    if (worse === undefined || better === undefined)
        return undefined;
    const centre = simple_statistics/* mean */.RE([...history.costLogs]);
    return { pWorse: worse.p, pBetter: better.p, ratio: Math.exp((0,verdict/* costSign */.DT)(input.better) * (candidate - centre)) };
}
/** log(v) − shift for each value. */
function logsOf(values, shift) {
    const logs = [];
    for (let i = 0; i < values.length; i++)
        logs.push(Math.log(values[i] ?? NaN) - shift);
    return logs;
}
function baselineWarnings(base, sorted) {
    if (base.length < MIN_SAMPLES || !allPositive(base))
        return [];
    // Equal finite values (most allocation counts and sizes) can be neither noisy nor bimodal: their
    // CV is rounding-level, their MAD 0 and their SD below the bimodality pre-check. Skip the work.
    if (allEqual(base) && Number.isFinite(base[0]))
        return [];
    const d = baselineShape(base, sorted);
    const warnings = [];
    if (d.cv > NOISY_CV || d.robustCv > NOISY_ROBUST_CV) {
        warnings.push(`noisy baseline (CV ${(0,format/* formatShare */.T1)(d.cv)}, robust CV ${(0,format/* formatShare */.T1)(d.robustCv)}): consider more samples or a quieter runner`);
    }
    if (d.bimodal)
        warnings.push('bimodal baseline samples: the benchmark alternates between two speeds');
    return warnings;
}
/** The median; NaN for an empty list (a side with no values has no centre). */
function median(values) {
    return values.length === 0 ? NaN : (0,stats_sorted/* median */.JZ)(values);
}
function medianRatio(base, head) {
    const ratio = (0,verdict/* effectRatio */.Xc)(median(base), median(head));
    return Number.isNaN(ratio) ? null : ratio;
}


/***/ }),

/***/ 1160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ isRunnerOffsetWarning),
/* harmony export */   Y: () => (/* binding */ runnerOffsetWarning)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6264);
/**
 * The report's warning for a corrected runner offset (cached mode: head's suite-wide cost ratio to
 * the baseline, removed before testing). One wording, written by the report builder, swapped for
 * the rerun's by confirm-on-rerun, and annotated by the action when it is LARGE. Pure.
 */

const OFFSET_NOTE = 'runner offset: ';
/** Whether a report warning is runnerOffsetWarning's: a confirmed report swaps the first run's for the rerun's. */
const isRunnerOffsetWarning = (warning) => warning.startsWith(OFFSET_NOTE) || warning.startsWith(`LARGE ${OFFSET_NOTE}`);
/**
 * The report's warning for a corrected runner offset (a log cost ratio). `large` when it reaches the
 * threshold: the correction would then hide a change to every benchmark alike (STATISTICS.md §4.4
 * 9a), so the action also annotates it, where a passing run's reader looks.
 */
function runnerOffsetWarning(offset, threshold) {
    const slower = offset >= 0;
    const note = `${OFFSET_NOTE}head ran ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(Math.abs(Math.exp(offset) - 1)).slice(1)} ${slower ? 'slower' : 'faster'} overall than the baseline; corrected before testing (the uncorrected geomean is shown beside it)`;
    const large = Math.abs(offset) >= Math.log(1 + threshold);
    // Either way the correction hides a change to everything alike: a slowdown when head ran slower, a speedup when it ran faster.
    const cause = slower ? 'a different or busier machine, or a change that slows everything' : 'a different or less busy machine, or a change that speeds everything up';
    return { text: large ? `LARGE ${note}. This is ${cause}: check the uncorrected geomean.` : note, large };
}


/***/ }),

/***/ 275:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DL: () => (/* binding */ ConfigPolicy),
  sc: () => (/* binding */ compareWithConfig)
});

// UNUSED EXPORTS: decideRules

// EXTERNAL MODULE: ./src/stats/multiple.ts
var multiple = __webpack_require__(3551);
// EXTERNAL MODULE: ./src/stats/mann-whitney.ts + 1 modules
var mann_whitney = __webpack_require__(5518);
// EXTERNAL MODULE: ./src/stats/normal.ts
var normal = __webpack_require__(2160);
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
    const l1 = mean + sd * (0,normal/* normalQuantile */.Zl)((1 - confidence) / 2);
    const r1 = 2 * mean - l1;
    const l = Math.floor(l1 - 0.5) + 1;
    let r = Math.ceil(r1 - 0.5) + 1;
    // P(l ≤ K < r) with the continuity correction.
    const coverage = (hi) => (0,normal/* normalCdf */.vr)((hi - 0.5 - mean) / sd) - (0,normal/* normalCdf */.vr)((l - 0.5 - mean) / sd);
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

// EXTERNAL MODULE: ./src/stats/sorted.ts
var stats_sorted = __webpack_require__(34);
// EXTERNAL MODULE: ./src/parsers/go-name.ts
var go_name = __webpack_require__(1290);
;// CONCATENATED MODULE: ./src/compare/go-first-run-failures.ts
/**
 * Joining a Go benchmark that failed in its first run to its other side's suffixed key.
 *
 * go test prints a benchmark's first run (b.N = 1) without the `-N` GOMAXPROCS suffix its result
 * lines carry: `--- FAIL: BenchmarkX`, or, under -v, the bare start line `BenchmarkX` before a
 * panic. The Go parser gives such a failure its package's suffix when other benchmarks of the
 * package printed results (go-procs.ts). When none did (the failing benchmark was the first of its
 * package and its panic killed the test binary) the file holds no suffix to take, and the failure
 * is keyed `pkg.BenchmarkX` while the other side ran `pkg.BenchmarkX-2`: without this step the
 * report shows a "removed" row and a separate "failed" row, and the benchmark's own history is lost.
 *
 * Rule: a benchmark with no metrics and status failed or skipped, whose key the other side lacks,
 * is re-keyed to `key-N` when the other side has exactly one benchmark of that key whose parser
 * read `-N` as GOMAXPROCS (`parts.procs` N > 1, set only by the Go parsers) and which this side
 * lacks. Both directions: a head failure joins its base, a base failure the head that now runs.
 *
 * Note: inferring the suffix in the parser from other packages of the same file was rejected: it
 * cannot help the common one-package run, and a package that sets its own GOMAXPROCS would be
 * given another package's suffix. The other side's own run of the same benchmark is the evidence.
 * -cpu 2,4 gives the other side two candidates (`-2`, `-4`): ambiguous, so nothing is re-keyed.
 */

/** True for a benchmark that has nothing to compare and whose key may lack its `-N` suffix. */
function isFirstRunFailure(b) {
    return b.status !== 'ok' && b.metrics.length === 0 && b.parts.procs !== undefined;
}
/**
 * `side`, with each first-run failure that `other` knows only by its suffixed key re-keyed (and
 * renamed) to that key's `-N` (copies; the inputs are not changed). Returns `side` itself when
 * nothing is re-keyed.
 */
function alignSide(side, other) {
    if (!side.some(isFirstRunFailure))
        return side;
    const sideKeys = new Set(side.map((b) => b.key));
    const otherKeys = new Set(other.map((b) => b.key));
    const byStem = new Map();
    for (const b of other) {
        const stem = (0,go_name/* procsStem */.Tk)(b.key, b.parts);
        if (stem === undefined || sideKeys.has(b.key))
            continue;
        const list = byStem.get(stem);
        if (list === undefined)
            byStem.set(stem, [b]);
        else
            list.push(b);
    }
    let changed = false;
    const aligned = side.map((b) => {
        if (!isFirstRunFailure(b) || otherKeys.has(b.key))
            return b;
        const candidates = byStem.get(b.key);
        const [match] = candidates ?? [];
        if (candidates?.length !== 1 || match === undefined || sideKeys.has(match.key))
            return b;
        sideKeys.add(match.key);
        changed = true;
        // Named as its key now reads (`BenchmarkX-2`: the key plus `-N`), which is the name the report shows.
        return { ...b, key: match.key, name: `${b.name}${match.key.slice(b.key.length)}`, parts: { ...b.parts, procs: match.parts.procs } };
    });
    return changed ? aligned : side;
}
/** Both sides' benchmarks, with Go first-run failures keyed as their other side's run (see above). */
function alignFirstRunFailures(base, head) {
    const alignedHead = alignSide(head, base);
    return { base: alignSide(base, alignedHead), head: alignedHead };
}

;// CONCATENATED MODULE: ./src/compare/join.ts

/** The metric of a bare row (a benchmark with no metrics on its only side): no unit, no values. */
const NO_METRIC = { unit: '', originalUnit: '', better: 'lower', assumption: 'nothing', samples: [] };
/** The values a metric offers for testing: its samples, or its summary's centre when it has none. */
function metricValues(metric) {
    if (metric.samples.length > 0)
        return metric.samples;
    return metric.summary === undefined ? [] : [metric.summary.center];
}
/** Pairs every metric of every benchmark of `base` and `head`. */
function joinResultSets(base, head) {
    const aligned = alignFirstRunFailures(base.benchmarks, head.benchmarks);
    const baseByKey = new Map(aligned.base.map((b) => [b.key, b]));
    const headByKey = new Map(aligned.head.map((b) => [b.key, b]));
    const keys = [...baseByKey.keys()];
    for (const key of headByKey.keys())
        if (!baseByKey.has(key))
            keys.push(key);
    keys.sort();
    // Only hyperfine's cpu-sec is the sum its user-sec and system-sec replaced; another tool's (a BMF measure) is its own.
    const hyperfine = base.context.tool === 'hyperfine' && head.context.tool === 'hyperfine';
    const metrics = base.context.tool === 'metrics' && head.context.tool === 'metrics';
    return keys.flatMap((key) => joinBenchmark(baseByKey.get(key), headByKey.get(key), { hyperfine, metrics }));
}
function joinBenchmark(base, head, tools) {
    if (head === undefined) {
        if (base === undefined)
            return [];
        if (base.metrics.length > 0)
            return base.metrics.map((m) => ({ kind: 'removed', benchmark: base, base: m }));
        // Failed or skipped in base (no metrics) and gone from head: one bare row, never nothing.
        return [{ kind: 'removed', benchmark: base, base: NO_METRIC, note: `${base.status === 'ok' ? 'no results' : base.status} in base, not in head` }];
    }
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
    const baseUnits = new Set(base.metrics.map((m) => m.unit));
    // The units one side lacks, for the different-units note.
    const onlyInBase = base.metrics.filter((m) => !headMetrics.has(m.unit)).map((m) => m.unit);
    const onlyInHead = head.metrics.filter((m) => !baseUnits.has(m.unit)).map((m) => m.unit);
    const pairs = base.metrics.map((m) => {
        const other = headMetrics.get(m.unit);
        if (other !== undefined)
            return { kind: 'both', benchmark: head, base: m, head: other };
        const note = otherUnitsNote(m.unit, 'head', onlyInHead) ?? (tools.hyperfine ? cpuPartsNote(m.unit, headMetrics) : undefined)
            ?? (tools.metrics ? unitlessNote(m.unit, onlyInHead) : undefined);
        return note === undefined ? { kind: 'removed', benchmark: head, base: m } : { kind: 'removed', benchmark: head, base: m, note };
    });
    for (const m of head.metrics) {
        if (baseUnits.has(m.unit))
            continue;
        const note = otherUnitsNote(m.unit, 'base', onlyInBase) ?? (tools.metrics && onlyInBase.includes(UNITLESS) ? `base has this benchmark's values without a unit (${UNITLESS}): not compared` : undefined);
        pairs.push(note === undefined ? { kind: 'new', benchmark: head, head: m } : { kind: 'new', benchmark: head, head: m, note });
    }
    return pairs;
}
/**
 * For a metric of a benchmark both sides ran, when the other side has, instead, the same quantity
 * in another unit: the same denominator, and a numerator that differs by a scale prefix (ms/op
 * against sec/op, KiB/op against B/op, Mops/s against ops/s; only ns and MB are rescaled, as
 * benchstat does), so it is never compared, and without a word the pair read as an unrelated
 * removal and addition. Another quantity per the same thing (B/op or allocs/op against ms/op) or
 * another unitless measure (BMF's `memory` against `throughput`) is not the same metric.
 */
function otherUnitsNote(unit, other, otherUnits) {
    const quantity = quantityOf(unit);
    const alike = otherUnits.filter((u) => quantityOf(u) === quantity);
    if (alike.length === 0)
        return undefined;
    return `${other} has no ${unit} for this benchmark but has ${alike.join(', ')}: different units are not compared`;
}
/**
 * For a hyperfine `cpu-sec` in base only where head has `user-sec` and `system-sec`: CPU time is the sum of
 * the two, and hyperfine's sum is no longer read as a metric of its own (parsers/hyperfine.ts), so
 * a baseline parsed before has it and head does not. Without a word the row read as a lost metric.
 */
function cpuPartsNote(unit, headMetrics) {
    if (unit !== 'cpu-sec' || !headMetrics.has('user-sec') || !headMetrics.has('system-sec'))
        return undefined;
    return 'cpu-sec is user-sec + system-sec, which head has and which are compared instead (bench-gate no longer reads hyperfine\'s sum as a metric of its own); the row goes once the baseline is measured or parsed again';
}
/** The unit the metrics format stores a value without one in. */
const UNITLESS = 'value';
/**
 * For a metrics-format metric that base holds without a unit where head has it in a unit: a
 * baseline parsed before a `unit` group applied to every value under values: (fio's `clat (usec):
 * min=..., avg=...`) stored those values unitless and unscaled, and no migration can tell which
 * scale each run printed. Without a word the pair read as an unrelated removal and addition.
 */
function unitlessNote(unit, headUnits) {
    if (unit !== UNITLESS || headUnits.length === 0)
        return undefined;
    return `base has this benchmark's values without a unit, head has ${headUnits.join(', ')}: not compared (a baseline parsed while bench-gate ignored a unit group under values:, as in fio's "clat (usec): min=..., avg=...", has none); the row goes once the baseline is measured or parsed again`;
}
/** One SI or IEC scale prefix, with what follows it. */
const PREFIXED = /^(?:Ki|Mi|Gi|Ti|[nuµμmkKMGT])(.+)$/;
/**
 * What a unit measures, its scale aside: each token of the numerator (split as tidyUnit splits it)
 * without a scale prefix, seconds spelled `sec`, then the denominator as written (`ms/op` and
 * `sec/op` give `sec/op`, `KiB/op` gives `B/op`).
 */
function quantityOf(unit) {
    const slash = unit.indexOf('/');
    const numerator = slash === -1 ? unit : unit.slice(0, slash);
    const rest = slash === -1 ? '' : unit.slice(slash);
    return numerator.split(/([-* ])/).map((token) => {
        const stem = PREFIXED.exec(token)?.[1] ?? token;
        return stem === 's' || stem === 'sec' ? 'sec' : stem;
    }).join('') + rest;
}

;// CONCATENATED MODULE: ./src/compare/identical-samples.ts
/** The pairs whose base and head samples are the same list (two or more samples that vary). */
function isSameMeasurement(pair) {
    if (pair.kind !== 'both' || pair.head.assumption === 'exact')
        return false;
    const base = pair.base.samples;
    const head = pair.head.samples;
    if (base.length < 2 || base.length !== head.length)
        return false;
    let varies = false;
    for (let i = 0; i < base.length; i++) {
        if (!Object.is(base[i], head[i]))
            return false;
        if (base[i] !== base[0])
            varies = true;
    }
    return varies;
}
/** The report warning when some pairs are one measurement read twice; undefined when none is. */
function identicalSamplesWarning(pairs) {
    const same = pairs.filter(isSameMeasurement);
    const first = same[0];
    if (first === undefined)
        return undefined;
    const example = `${first.benchmark.name} ${first.kind === 'both' ? first.head.unit : ''}`.trim();
    const count = same.length === 1 ? '1 compared metric has' : `${same.length} compared metrics have`;
    return `${count} the very same samples in base and head (e.g. ${example}): that is one measurement read twice, not two runs. `
        + 'If base and head were meant to be separate runs, one input is stale: e.g. a target/criterion entry that a run did not reach (an earlier benchmark panicked) keeps the previous run\'s files';
}

// EXTERNAL MODULE: ./node_modules/simple-statistics/dist/simple-statistics.mjs
var simple_statistics = __webpack_require__(5521);
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

/** Fewer comparable benchmarks than this cannot estimate a machine offset robustly (§4.4 item 9a). */
const MIN_BENCHMARKS_FOR_OFFSET = 10;
/**
 * The suite offset: the median over benchmarks of their log cost ratios (a benchmark with several
 * metrics, sec/op and B/s, counts once, by the median of its own), or undefined with fewer than
 * MIN_BENCHMARKS_FOR_OFFSET benchmarks. Counted by metric, 5 benchmarks with a time and a throughput
 * passed as 10, and 3 of them regressing together moved the median: corrected away as a machine offset.
 */
function estimateOffset(inputs) {
    const byBenchmark = new Map();
    for (const { key, value } of inputs) {
        if (!Number.isFinite(value))
            continue;
        const values = byBenchmark.get(key);
        if (values === undefined)
            byBenchmark.set(key, [value]);
        else
            values.push(value);
    }
    if (byBenchmark.size < MIN_BENCHMARKS_FOR_OFFSET)
        return undefined;
    return simple_statistics/* median */.JZ([...byBenchmark.values()].map((values) => (values.length === 1 ? values[0] ?? NaN : simple_statistics/* median */.JZ(values))));
}
/**
 * One run's value of a metric, or undefined: own entries only, so that a benchmark named
 * `constructor` or `toString` finds its own history, never a member every object inherits.
 */
function historyValue(run, key, unit) {
    const units = Object.hasOwn(run.values, key) ? run.values[key] : undefined;
    return units !== undefined && Object.hasOwn(units, unit) ? units[unit] : undefined;
}
/** The id of a metric inside a history. */
const historyId = (key, unit) => `${key}\u0000${unit}`;
/**
 * Turns history runs into per-metric log-cost series. With `correct`, each run is corrected by its
 * own machine offset: the median over metrics of its deviation from the metric's mean over runs.
 */
function correctHistory(runs, metrics, correct) {
    const raw = new Map();
    const values = new Map();
    for (const m of metrics) {
        const stored = runs.map((run) => historyValue(run, m.key, m.unit));
        const present = stored.filter((v) => v !== undefined);
        if (present.length > 0)
            values.set(historyId(m.key, m.unit), present);
        const logs = stored.map((v) => (v !== undefined && v > 0 ? m.sign * Math.log(v) : undefined));
        if (logs.some((v) => v !== undefined))
            raw.set(historyId(m.key, m.unit), { key: m.key, logs });
    }
    const means = new Map([...raw].map(([id, { logs }]) => [id, meanDefined(logs)]));
    const runOffsets = runs.map((_, j) => {
        if (!correct)
            return 0;
        const deviations = [...raw].flatMap(([id, { key, logs }]) => {
            const v = logs[j];
            return v === undefined ? [] : [{ key, value: v - (means.get(id) ?? 0) }];
        });
        return estimateOffset(deviations) ?? 0;
    });
    const series = new Map();
    for (const [id, { logs }] of raw) {
        series.set(id, logs.flatMap((v, j) => (v === undefined ? [] : [v - (runOffsets[j] ?? 0)])));
    }
    return { series, means, values };
}
function meanDefined(values) {
    const defined = values.filter((v) => v !== undefined);
    return defined.reduce((a, b) => a + b, 0) / Math.max(1, defined.length);
}

// EXTERNAL MODULE: ./src/compare/metric-stats.ts + 4 modules
var metric_stats = __webpack_require__(913);
// EXTERNAL MODULE: ./src/compare/verdict.ts
var verdict = __webpack_require__(7682);
// EXTERNAL MODULE: ./src/parsers/types.ts
var types = __webpack_require__(5429);
// EXTERNAL MODULE: ./src/gate.ts
var gate = __webpack_require__(1956);
// EXTERNAL MODULE: ./src/mixed-machines.ts
var mixed_machines = __webpack_require__(3755);
// EXTERNAL MODULE: ./src/format.ts
var format = __webpack_require__(6264);
// EXTERNAL MODULE: ./src/stats/t-dist.ts
var t_dist = __webpack_require__(2976);
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
    while ((0,t_dist/* studentTCdf */.Jt)(hi, df) < p)
        hi *= 2;
    for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i += 1) {
        const mid = (lo + hi) / 2;
        if ((0,t_dist/* studentTCdf */.Jt)(mid, df) < p)
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

;// CONCATENATED MODULE: ./src/compare/suite-geomean.ts
/**
 * The suite line's geomean per unit (STATISTICS.md §4.5): the geometric mean of the per-benchmark
 * ratios head/base over the benchmarks compared in that unit, with its interval across benchmarks.
 *
 * A ratio of zero or none (a base of 0: 0 -> 48 B is +∞; a head of 0: 3 -> 0 is 0; a value that is
 * not a number) has no logarithm, so its row is left out, and the geomean says so: `leftOut` and a
 * note such as `1 of 7 left out: 0 -> 48 B has no ratio`. A unit whose every compared row is left
 * out gets no geomean at all, only that note (`GeomeanNotComputed`), so a report can say it cannot
 * be computed instead of showing nothing or +0.00%.
 *
 * Note: benchstat refuses the whole column's geomean when any ratio is ≤ 0. We keep the geomean of
 * the rows that have a ratio (0 -> 0 counts as 1, as in benchstat), because a suite of hundreds of
 * timings should not lose its summary to one allocation count that went from zero; the note keeps
 * the reader from taking it for the whole unit.
 */




/** Statuses whose ratio is an estimate of the change (not inconclusive, new, removed, failed or skipped). */
const COMPARED = new Set(['regression', 'improvement', 'below-threshold', 'no-change']);
/** Left-out rows named in a note before "and N more". */
const NAMED = 2;
/** Geomeans per unit (units in the order of their first compared row), and the units that have none. */
function suiteGeomeans(comparisons, offset) {
    const byUnit = new Map();
    for (const c of comparisons) {
        if (!COMPARED.has(c.status))
            continue;
        let group = byUnit.get(c.unit);
        if (group === undefined)
            byUnit.set(c.unit, (group = { used: [], leftOut: [] }));
        if (hasUsableRatio(c))
            group.used.push(c); // (a spread copy per row made this quadratic: minutes at 100,000 benchmarks)
        else
            group.leftOut.push(c);
    }
    const geomeans = [];
    const notComputed = [];
    for (const [unit, { used, leftOut }] of byUnit) {
        const note = leftOut.length === 0 ? undefined : leftOutNote(unit, leftOut, used.length + leftOut.length);
        if (used.length === 0) {
            notComputed.push({ unit, leftOut: leftOut.length, leftOutNote: note ?? '' });
            continue;
        }
        // logAverage, never geometricMean: it underflows.
        const row = { unit, ratio: simple_statistics/* logAverage */.yc(used.map((c) => c.ratio)), count: used.length };
        const ci = geomeanInterval(used.map((c) => Math.log(c.ratio)));
        if (ci !== undefined)
            row.ci = ci;
        if (offset !== undefined) {
            row.uncorrectedRatio = simple_statistics/* logAverage */.yc(used.map((c) => c.ratio * (c.method === 'exact' ? 1 : Math.exp((0,verdict/* costSign */.DT)(c.better) * offset))));
        }
        if (note !== undefined)
            Object.assign(row, { leftOut: leftOut.length, leftOutNote: note });
        geomeans.push(row);
    }
    return { geomeans, notComputed };
}
/**
 * A ratio with a logarithm (finite and above zero) of medians not below zero: values below zero
 * are compared by their difference relative to |base| (metric-stats.ts), no factor: -3.04 -> -6.04
 * gave 0.015, a -98.5% that moved the geomean of a whole unit (benchstat: "summaries must be >0").
 */
function hasUsableRatio(c) {
    return c.ratio !== null && c.ratio > 0 && Number.isFinite(c.ratio) && !((c.base?.median ?? 0) < 0) && !((c.head?.median ?? 0) < 0);
}
/** `1 of 7 left out: 0 -> 48 B has no ratio`; `3 of 7 left out: 0 -> 48 B, 5 B -> 0 and 1 more have no ratio`. */
function leftOutNote(unit, leftOut, total) {
    const named = leftOut.slice(0, NAMED).map((c) => medians(unit, c));
    const more = leftOut.length - named.length;
    const list = more > 0 ? `${named.join(', ')} and ${more} more` : named.join(' and ');
    return `${leftOut.length} of ${total} left out: ${list} ${leftOut.length === 1 ? 'has' : 'have'} no ratio`;
}
/**
 * `0 -> 48 B`: the row's medians, scaled by the side that is not zero; zero is plain `0`. The arrow
 * is ASCII, as in the gate's message: one character outside Latin-1 makes V8 hold the whole JSON
 * report at two bytes a character (json.ts).
 */
function medians(unit, c) {
    const base = c.base?.median ?? NaN;
    const head = c.head?.median ?? NaN;
    const scale = (0,format/* chooseScale */.SV)(unit, base !== 0 && Number.isFinite(base) ? base : head);
    const show = (v) => (v === 0 ? '0' : (0,format/* formatScaled */.AJ)(v, scale).trimEnd());
    return `${show(base)} -> ${show(head)}`;
}

;// CONCATENATED MODULE: ./src/compare/procs-mismatch.ts
/**
 * Go names a benchmark with GOMAXPROCS as a `-N` suffix (`BenchmarkPool-8`; none at 1), and the
 * suffix is part of its identity: runs on machines with different core counts (a laptop's result
 * against a CI runner's), or with different `-cpu` values, share no benchmark. "Check that both
 * ran the same suite" then sends the user to names that are right; this says what differs. Pure.
 */

/** The key without its GOMAXPROCS suffix (procsStem), for a benchmark whose name parts record GOMAXPROCS (Go's). */
function keyWithoutProcs(b) {
    return b.parts.procs === undefined ? undefined : (0,go_name/* procsStem */.Tk)(b.key, b.parts) ?? b.key;
}
/**
 * When base and head share no benchmark but some names differ only in the GOMAXPROCS suffix: the
 * warning that says so, with one such pair; undefined otherwise.
 */
function procsMismatchWarning(base, head) {
    const headByName = new Map();
    for (const b of head) {
        const key = keyWithoutProcs(b);
        if (key !== undefined && !headByName.has(key))
            headByName.set(key, b);
    }
    for (const b of base) {
        const key = keyWithoutProcs(b);
        const other = key === undefined ? undefined : headByName.get(key);
        if (other === undefined)
            continue;
        const procs = (x) => `GOMAXPROCS ${x.parts.procs ?? 1}`;
        return `base and head have no benchmark in common: their names differ only in the GOMAXPROCS suffix Go adds (e.g. ${b.name} in base, ${other.name} in head: ${procs(b)} against ${procs(other)}). `
            + 'The runs had different GOMAXPROCS: machines with different numbers of cores, or different -cpu values. Measure both on one machine, or give both runs the same -cpu N';
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/compare/runner-offset-warning.ts
var runner_offset_warning = __webpack_require__(1160);
;// CONCATENATED MODULE: ./src/compare/report-builder.ts







function buildReport(parts) {
    const { base, head, comparisons, settings, offset } = parts;
    const warnings = [...parts.warnings, ...contextWarnings(base, head, comparisons)];
    attachHistory(comparisons, base);
    const { geomeans, notComputed } = suiteGeomeans(comparisons, offset);
    const report = {
        verdict: (0,gate/* gateVerdict */.lr)(comparisons),
        summary: (0,gate/* countStatuses */.ip)(comparisons),
        comparisons,
        geomeans,
        ...(notComputed.length === 0 ? {} : { geomeansNotComputed: notComputed }),
        warnings,
        settings,
        base: { ...pick(base), historyRuns: base.history?.length ?? 0 },
        head: pick(head),
    };
    if (offset !== undefined) {
        report.machineOffset = Math.exp(offset);
        warnings.push((0,runner_offset_warning/* runnerOffsetWarning */.Y)(offset, settings.threshold).text);
    }
    return report;
}
function pick(set) {
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
/**
 * context.machine, else what the tool's config lines say (Go's `cpu:`, `goos:`, `goarch:`); not for
 * a set that mixes machines, whose config lines are only its first input's.
 */
function machineOf(set) {
    const m = set.context.machine ?? {};
    const config = m.mixed === undefined ? set.context.config : {};
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
        const series = runs.map((run) => historyValue(run, c.key, c.unit) ?? null);
        if (series.some((v) => v !== null))
            c.history = series;
    }
}
function contextWarnings(base, head, comparisons) {
    const warnings = [];
    const a = base.context.machine?.fingerprint;
    const b = head.context.machine?.fingerprint;
    if (a !== undefined && b !== undefined && a !== b)
        warnings.push(`base and head were measured on different machines (${a} vs ${b}): differences may be the machine, not the code`);
    // A file merged with --allow-different-machines has no one fingerprint to compare: it lists its machines.
    for (const [side, set] of [['base', base], ['head', head]]) {
        const mixed = set.context.machine?.mixed;
        if (mixed !== undefined)
            warnings.push(`${side} holds results of different machines (${(0,types/* excerpt */.K)((0,mixed_machines/* machineList */.Wv)(mixed), 300)}; merged with --allow-different-machines): differences may be the machines, not the code`);
    }
    // A suite names what was run (bench-gate parse --suite, the action's suite input): two suites'
    // results share names only by chance, and their differences are not changes of the code.
    if (base.suite !== undefined && head.suite !== undefined && base.suite !== head.suite) {
        warnings.push(`base and head are results of different suites (${(0,types/* excerpt */.K)(base.suite, 80)} vs ${(0,types/* excerpt */.K)(head.suite, 80)}): check that both files are of the same suite`);
    }
    // A mixed side's cpu: line is only its first input's; its warning above says more.
    const single = base.context.machine?.mixed === undefined && head.context.machine?.mixed === undefined;
    if (single && base.context.config.cpu !== undefined && head.context.config.cpu !== undefined && base.context.config.cpu !== head.context.config.cpu) {
        warnings.push(`base and head ran on different CPUs (${base.context.config.cpu} vs ${head.context.config.cpu})`);
    }
    if (comparisons.length > 0 && comparisons.every((c) => c.status === 'new' || c.status === 'removed'))
        warnings.push(nothingInCommon(base, head, comparisons));
    return warnings;
}
/**
 * Why nothing was compared when every row is new or removed: no benchmark in both (another suite),
 * or those in both failed or were skipped in base (the run broke: "no benchmark in common" sent
 * the user to check names that were right), or they report different units.
 */
function nothingInCommon(base, head, comparisons) {
    const headKeys = new Set(head.benchmarks.map((b) => b.key));
    const inBoth = base.benchmarks.filter((b) => headKeys.has(b.key));
    if (inBoth.length === 0) {
        return procsMismatchWarning(base.benchmarks, head.benchmarks)
            ?? 'base and head have no benchmark in common: check that both ran the same suite (benchmark names include the package)';
    }
    // (One that failed or was skipped in head is a row of that status, so all rows new or removed means base.)
    const unmeasured = inBoth.filter((b) => b.status !== 'ok');
    const baseKeys = new Set(comparisons.filter((c) => c.status === 'removed').map((c) => c.key));
    const shared = comparisons.find((c) => c.status === 'new' && baseKeys.has(c.key)) ?? inBoth.find((b) => b.status === 'ok');
    const first = unmeasured[0];
    if (first === undefined) {
        return `base and head have no metric in common: the benchmarks both ran are reported in different units (e.g. ${shared?.name ?? ''}), which are not compared`;
    }
    const which = `${unmeasured.length > 1 ? 'e.g. ' : ''}${first.name}, ${first.status} in base`;
    if (unmeasured.length === inBoth.length) {
        const them = inBoth.length > 1 ? `the ${inBoth.length} benchmarks both ran have no base result` : 'the benchmark both ran has no base result';
        return `base and head have no benchmark measured on both sides: ${them} (${which}), so nothing was compared. See why in the base run's output`;
    }
    // Some have no base result, the others one in other units: saying all have none would be wrong.
    const measured = inBoth.length - unmeasured.length;
    const others = measured > 1 ? `the other ${measured} are reported in different units, which are not compared (e.g. ${shared?.name ?? ''})` : `the other is reported in different units, which are not compared (${shared?.name ?? ''})`;
    return `base and head have no benchmark measured on both sides: ${unmeasured.length} of the ${inBoth.length} benchmarks both ran ${unmeasured.length > 1 ? 'have' : 'has'} no base result (${which}), and ${others}. See why in the base run's output`;
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
        ...(options.singleSampleFallback === undefined ? {} : { singleSampleFallback: options.singleSampleFallback }),
    };
    const warnings = [];
    const pairs = joinResultSets(base, head);
    const correcting = settings.commonMode === 'on' || (settings.commonMode === 'auto' && settings.mode === 'cached');
    const offset = correcting ? estimateOffset(pairs.map((p) => ({ key: p.benchmark.key, value: logCostRatioOf(p) }))) : undefined;
    if (correcting && offset === undefined)
        warnings.push('too few benchmarks (fewer than 10) to estimate the machine offset; the baseline was not corrected');
    const identical = identicalSamplesWarning(pairs);
    if (identical !== undefined)
        warnings.push(identical);
    const history = correctHistory(base.history ?? [], pairs.flatMap(metricRef), correcting);
    const historyOffset = correcting ? estimateOffset(pairs.map((p) => ({ key: p.benchmark.key, value: headOffsetInHistory(p, history) }))) ?? 0 : 0;
    // Each side is sorted once, for its summary and the pair's tests, and the sorted copies are
    // dropped right away: kept for the whole suite they outlived young-generation collections.
    const summaries = [];
    const thresholds = pairs.map((pair) => options.thresholdFor?.(pair.benchmark, unitOf(pair)) ?? settings.threshold);
    // The fallback judges at its own threshold or the metric's, whichever is larger: a change smaller
    // than the metric's threshold does not count, tested or not (a rule's 50% beside a fallback's 10%
    // failed the gate on +20%).
    const fallbackFor = (index) => (options.singleSampleFallback === undefined ? undefined : Math.max(options.singleSampleFallback, thresholds[index] ?? settings.threshold));
    const stats = pairs.map((pair, index) => {
        const sorted = {
            base: pair.kind === 'both' || pair.kind === 'removed' ? (0,stats_sorted/* sortedCopy */.TZ)(metricValues(pair.base)) : undefined,
            head: pair.kind === 'both' || pair.kind === 'new' ? (0,stats_sorted/* sortedCopy */.TZ)(metricValues(pair.head)) : undefined,
        };
        summaries[index] = { base: sorted.base && summarize(sorted.base), head: sorted.head && summarize(sorted.head) };
        return pair.kind === 'both' ? testPair(pair, sorted, offset ?? 0, history, historyOffset, fallbackFor(index)) : undefined;
    });
    const tested = []; // indexes of the pairs that were tested
    stats.forEach((s, index) => {
        if (s?.kind === 'tested')
            tested.push(index);
    });
    const pOf = (side) => tested.map((index) => {
        const s = stats[index];
        return s?.kind === 'tested' ? s[side] : 1;
    });
    const qWorse = (0,multiple/* adjustPValues */.uA)(pOf('pWorse'), settings.multipleComparisons);
    const qBetter = (0,multiple/* adjustPValues */.uA)(pOf('pBetter'), settings.multipleComparisons);
    const adjusted = [];
    tested.forEach((index, i) => {
        adjusted[index] = { qWorse: qWorse[i] ?? 1, qBetter: qBetter[i] ?? 1 };
    });
    const unreachable = sampleSizeNotes(significanceFloor(tested.length, settings.q, settings.multipleComparisons), tested.length, settings.q);
    const comparisons = pairs.map((pair, index) => {
        const threshold = thresholds[index] ?? settings.threshold;
        // One settings object for every pair at the default threshold, not a copy per pair.
        const own = threshold === settings.threshold ? settings : { ...settings, threshold };
        return (0,gate/* applyGatePolicy */.k0)(buildComparison(pair, summaries[index] ?? {}, stats[index], adjusted[index], own, unreachable), options.policy);
    });
    const report = buildReport({ base, head, comparisons, settings, warnings, offset, correcting });
    report.verdict = (0,gate/* gateVerdict */.lr)(comparisons, options.policy);
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
    const b = (0,metric_stats/* median */.JZ)(metricValues(pair.base));
    const h = (0,metric_stats/* median */.JZ)(metricValues(pair.head));
    return b > 0 && h > 0 ? Math.log((0,verdict/* costRatio */.VZ)(h / b, pair.head.better)) : NaN;
}
function metricRef(pair) {
    return pair.kind === 'both' && pair.head.assumption !== 'exact'
        ? [{ key: pair.benchmark.key, unit: pair.head.unit, sign: (0,verdict/* costSign */.DT)(pair.head.better) }] : [];
}
function headOffsetInHistory(pair, history) {
    if (pair.kind !== 'both')
        return NaN;
    const mean = history.means.get(historyId(pair.benchmark.key, pair.head.unit));
    const h = (0,metric_stats/* median */.JZ)(metricValues(pair.head));
    return mean === undefined || !(h > 0) ? NaN : (0,verdict/* costSign */.DT)(pair.head.better) * Math.log(h) - mean;
}
function testPair(pair, sorted, offset, history, historyOffset, singleSampleFallback) {
    // Without a baseline history (two result files) no id string is built per metric; the input is
    // built property by property, not from spreads of optional parts (a temporary object each).
    const id = history.values.size === 0 ? undefined : historyId(pair.benchmark.key, pair.head.unit);
    const values = id === undefined ? undefined : history.values.get(id);
    const input = { better: pair.head.better, assumption: pair.head.assumption, base: metricValues(pair.base), head: metricValues(pair.head) };
    if (sorted?.base !== undefined && sorted.head !== undefined)
        input.sorted = { base: sorted.base, head: sorted.head };
    if (id !== undefined && values !== undefined)
        input.history = { costLogs: history.series.get(id) ?? [], offsetLog: historyOffset, values };
    if (singleSampleFallback !== undefined)
        input.singleSampleFallback = singleSampleFallback;
    return (0,metric_stats/* testMetric */.TH)(input, pair.head.assumption === 'exact' ? 0 : offset);
}
/** The smallest p that can survive the adjustment as a lone discovery among m tests. */
function significanceFloor(m, q, method) {
    if (m <= 1 || method === 'none')
        return q;
    if (method === 'by')
        return q / (m * (0,multiple/* harmonicNumber */.Bv)(m));
    return q / m;
}
/** Below this, sizes make an exact numeric key n1·SIZE_KEY + n2. */
const SIZE_KEY = 2 ** 26;
/**
 * SampleSizeNotes for one comparison run (its floor, m tests and q): a suite has a few distinct
 * sizes among thousands of tests, so each size's note is worked out (and its string built) once.
 */
function sampleSizeNotes(floor, m, q) {
    const notes = new Map();
    const note = (n1, n2) => {
        if (!((0,mann_whitney/* minAchievablePValue */.e7)(n1, n2) > floor))
            return undefined;
        const need = (0,mann_whitney/* samplesNeededPerSide */.pR)(floor);
        return `n=${n1}+${n2} cannot reach significance for a single regression among ${m} comparison${m === 1 ? '' : 's'} at q=${q}; need at least ${need} samples per side (${Math.max(need, 10)} recommended)`;
    };
    return (n1, n2) => {
        if (n1 >= SIZE_KEY || n2 >= SIZE_KEY)
            return note(n1, n2);
        const key = n1 * SIZE_KEY + n2;
        if (!notes.has(key))
            notes.set(key, note(n1, n2));
        return notes.get(key);
    };
}
function buildComparison(pair, sides, stats, adjusted, settings, unreachable) {
    const { base, head } = sides;
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
        comparison.status = (0,verdict/* decideStatus */.x7)({ ratio: stats.ratio, better: comparison.better, q: settings.q, threshold: settings.threshold });
        return comparison;
    }
    if (stats.kind === 'threshold-fallback') {
        // No test: the change is judged as an exact metric's is (no p-values), at the fallback's own threshold.
        comparison.method = 'threshold-fallback';
        comparison.threshold = stats.threshold;
        comparison.status = (0,verdict/* decideStatus */.x7)({ ratio: stats.ratio, better: comparison.better, q: settings.q, threshold: stats.threshold });
        return comparison;
    }
    return finishTested(comparison, stats, adjusted ?? { qWorse: 1, qBetter: 1 }, settings, unreachable);
}
function finishTested(comparison, stats, adjusted, settings, unreachable) {
    Object.assign(comparison, { method: stats.method, ci: stats.ci, pWorse: stats.pWorse, pBetter: stats.pBetter, qWorse: adjusted.qWorse, qBetter: adjusted.qBetter });
    // p and q are the direction of the estimated change; with none estimated (a median difference of
    // 0, common with ties) the direction is the test's: the smaller q. Taking 'worse' there showed
    // p=1.0 beside a significant improvement's below-threshold.
    const cost = stats.ratio === null ? 1 : (0,verdict/* costRatio */.VZ)(stats.ratio, comparison.better);
    const worseSide = cost > 1 || (cost === 1 && adjusted.qWorse <= adjusted.qBetter);
    comparison.p = worseSide ? stats.pWorse : stats.pBetter;
    comparison.q = worseSide ? adjusted.qWorse : adjusted.qBetter;
    const [n1, n2] = comparison.n;
    const significant = adjusted.qWorse <= settings.q || adjusted.qBetter <= settings.q;
    const note = stats.method === 'history' ? undefined : unreachable(n1, n2);
    if (note !== undefined) {
        // A lone change cannot reach significance at this n; many changes together still can (BH is
        // step-up), so only a result that is not significant becomes inconclusive.
        comparison.warnings.push(note);
        if (!significant) {
            comparison.status = 'inconclusive';
            return comparison;
        }
    }
    comparison.status = (0,verdict/* decideStatus */.x7)({ ratio: stats.ratio, better: comparison.better, qWorse: adjusted.qWorse, qBetter: adjusted.qBetter, q: settings.q, threshold: settings.threshold });
    return comparison;
}
/** n, median with its CI, min and max of one side, given in ascending order. */
function summarize(sorted) {
    if (sorted.length === 0)
        return undefined;
    const ci = medianConfidenceInterval(sorted);
    return { n: sorted.length, median: (0,stats_sorted/* median */.JZ)(sorted), lo: ci.lo, hi: ci.hi, min: sorted[0] ?? NaN, max: sorted[sorted.length - 1] ?? NaN };
}

// EXTERNAL MODULE: ./src/parsers/metrics-units.ts
var metrics_units = __webpack_require__(5923);
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
 * The settings `min-samples` (the gate policy's floor) and `single-sample-fallback` (a compare
 * option) come with the policy, so every command that compares with a config applies them.
 * Decisions are made once, on the metric as parsed (before a unit override renames it).
 */


const FIELDS = ['threshold', 'informational', 'ignore', 'exact', 'better', 'unit'];
/** Whether a rule's `metric:` glob (if any) matches the metric: its unit as stored, or as either side printed it. */
function metricMatches(rule, units) {
    const glob = rule.metric;
    if (glob === undefined)
        return true;
    if (units === undefined)
        return false;
    return glob.test(units.unit) || glob.test(units.originalUnit) || (units.otherSide !== undefined && glob.test(units.otherSide));
}
/** The first matching rule per field, for a benchmark (units absent) or one of its metrics. */
function decideRules(rules, name, key, units) {
    const decision = {};
    for (const rule of rules) {
        if (!rule.match.test(name) && !rule.match.test(key))
            continue;
        if (!metricMatches(rule, units))
            continue;
        for (const field of FIELDS)
            if (decision[field] === undefined && rule[field] !== undefined)
                decision[field] = rule;
    }
    return decision;
}
const id = (key, unit) => `${key}\u0000${unit}`;
/** Go's `-N` GOMAXPROCS suffix at the end of a benchmark name. */
const PROCS_SUFFIX = /-(\d+)$/;
class ConfigPolicy {
    config;
    decisions = new Map();
    ignored = new Map();
    used = new Set();
    problems = new Set();
    /** The names of the benchmarks the rules were applied to, for the hints of unusedRuleWarnings(). */
    names = new Set();
    constructor(config) {
        this.config = config;
    }
    /**
     * A copy of `set` with the rules applied: ignored benchmarks and metrics dropped, overrides set.
     * `other` is the set it is compared with, whose units as printed the rules match too (MetricUnits).
     */
    prepare(set, other) {
        if (this.config.rules.length === 0)
            return set;
        const copy = structuredClone(set);
        const renames = new Map();
        const printedByOther = new Map();
        for (const b of other?.benchmarks ?? [])
            for (const m of b.metrics)
                printedByOther.set(id(b.key, m.unit), m.originalUnit);
        copy.benchmarks = copy.benchmarks.flatMap((b) => this.prepareBenchmark(b, renames, printedByOther));
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
    /**
     * One sentence per rule that matched no benchmark (likely a typo in the glob): "rule #1 (match:
     * "BenchmarkFNV") matched no benchmark", with a hint when the glob misses only Go's `-N` suffix.
     */
    unusedRuleWarnings() {
        return this.config.rules.filter((r) => !this.used.has(r)).map((r) => `${r.label} matched no benchmark${this.suffixHint(r)}${storedTimeHint(r)}`);
    }
    /**
     * Go prints GOMAXPROCS after the name (`BenchmarkFNV-8`) and the glob matches whole names, so
     * `BenchmarkFNV` matches nothing: said when the rule would match a name without that suffix.
     */
    suffixHint(rule) {
        for (const name of this.names) {
            const bare = PROCS_SUFFIX.exec(name);
            if (bare !== null && rule.match.test(name.slice(0, bare.index))) {
                return `; it would match ${name} without the -${bare[1] ?? ''} that Go adds (GOMAXPROCS): end the glob with * (e.g. "${name.slice(0, bare.index)}*")`;
            }
        }
        return '';
    }
    prepareBenchmark(b, renames, printedByOther) {
        this.names.add(b.name);
        const whole = this.decide(b.name, b.key);
        if (whole.ignore?.ignore === true) {
            for (const unit of b.metrics.length > 0 ? b.metrics.map((m) => m.unit) : ['']) {
                this.markIgnored(whole.ignore, b.key, unit);
                renames.set(id(b.key, unit), null);
            }
            return [];
        }
        const had = b.metrics.length;
        b.metrics = b.metrics.flatMap((m) => this.prepareMetric(b, m, renames, printedByOther.get(id(b.key, m.unit))));
        return had > 0 && b.metrics.length === 0 ? [] : [b];
    }
    prepareMetric(b, m, renames, otherSide) {
        const d = this.decide(b.name, b.key, { unit: m.unit, originalUnit: m.originalUnit, ...(otherSide === undefined ? {} : { otherSide }) });
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
            if ((rule.match.test(name) || rule.match.test(key)) && metricMatches(rule, units))
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
            // A rule's threshold is named only when the metric was judged at it: single-sample-fallback
            // judges at its own when that is larger, and "threshold 3%" beside a verdict at 10% misleads.
            const parts = FIELDS.filter((f) => d[f] === rule && (f !== 'threshold' || rule.threshold === c.threshold))
                .map((f) => describeField(f, rule)).filter((p) => p !== '');
            return parts.length === 0 ? [] : [`${rule.label} ${parts.join(', ')}`];
        });
    }
}
/**
 * For a rule whose `metric:` is a time the metrics format stores in another unit (`usec`, `msec`:
 * in `sec`): it matches such a metric only as printed, that is where the first run of either side
 * printed that spelling, and fio prints a run's latencies in usec or msec by their size.
 */
function storedTimeHint(rule) {
    const text = rule.metricText;
    if (text === undefined)
        return '';
    const stored = (0,metrics_units/* normalizeMetricUnit */.Iy)(text).unit;
    const time = stored === 'sec' || (stored.endsWith('/s') && !text.endsWith('/s'));
    if (stored === text || !time)
        return '';
    return `; if its metrics come from the metrics format, which stores ${text} in ${stored} and matches ${text} only where a run printed it first, write metric: "${stored}" (narrowed with match:)`;
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
    const fallback = options.singleSampleFallback ?? policy.config.singleSampleFallback;
    const report = compareResultSets(policy.prepare(base, head), policy.prepare(head, base), {
        ...options,
        thresholdFor: (benchmark, unit) => policy.thresholdFor(benchmark, unit),
        policy: policy.gatePolicy(),
        ...(fallback === undefined ? {} : { singleSampleFallback: fallback }),
    });
    report.warnings.push(...policy.reportWarnings());
    return report;
}


/***/ }),

/***/ 5958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ resolveConfig)
});

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

// EXTERNAL MODULE: ./src/config/single-sample-fallback.ts
var single_sample_fallback = __webpack_require__(6522);
// EXTERNAL MODULE: ./src/config/threshold.ts
var config_threshold = __webpack_require__(7325);
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
    const fallback = chosen?.['single-sample-fallback'] ?? config['single-sample-fallback'];
    const minSamples = chosen?.['min-samples'] ?? config['min-samples'];
    if (fallback !== undefined && minSamples !== undefined && minSamples > 1)
        warnings.push(fallbackUnderFloor(file, chosen === undefined ? undefined : suite, minSamples));
    return {
        file,
        suite: chosen === undefined ? undefined : suite,
        format: chosen?.format ?? config.format,
        threshold: threshold === undefined ? undefined : (0,config_threshold/* thresholdFraction */.Gb)(threshold),
        q: chosen?.q ?? config.q,
        multipleComparisons: chosen?.['multiple-comparisons'] ?? config['multiple-comparisons'],
        minSamples,
        singleSampleFallback: fallback === undefined ? undefined : (0,single_sample_fallback/* singleSampleFallbackThreshold */.cB)(fallback),
        comment: chosen?.comment ?? config.comment,
        rules: [
            ...(chosen?.rules ?? []).map((r, i) => resolveRule(r, `suite "${suite ?? ''}" rule #${i + 1}`)),
            ...(config.rules ?? []).map((r, i) => resolveRule(r, `rule #${i + 1}`)),
        ],
        metrics: [
            ...(chosen?.metrics ?? []).map((e, i) => ({ ...e, place: `suites${keyPath(suite ?? '')}.metrics[${i}]` })),
            ...(config.metrics ?? []).map((e, i) => ({ ...e, place: `metrics[${i}]` })),
        ],
        warnings,
    };
}
/**
 * The floor judges no metric below it, the fallback's included, so above 1 the fallback (one sample
 * per run) can never apply: said where the config is read, since a suite inherits the top level's
 * floor and the two settings may be far apart in the file.
 */
function fallbackUnderFloor(file, suite, minSamples) {
    const where = suite === undefined ? file : `${file}, suite "${suite}"`;
    return `${where}: single-sample-fallback judges nothing under min-samples ${minSamples} (a metric of one sample per run is below that floor, so it stays inconclusive); set min-samples: 1${suite === undefined ? '' : ` in suite "${suite}"`} to use the fallback`;
}
/** A key in a path as zod's messages on the file write it: `.api`, or `["api v2"]` for a key that is not a name. */
function keyPath(key) {
    return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}
function resolveRule(rule, name) {
    const threshold = rule.threshold === undefined ? undefined : (0,config_threshold/* thresholdFraction */.Gb)(rule.threshold);
    const where = rule.metric === undefined ? `match: "${rule.match}"` : `match: "${rule.match}", metric: "${rule.metric}"`;
    return {
        label: `${name} (${where})`,
        match: nameGlob(rule.match),
        metric: rule.metric === undefined ? undefined : unitGlob(rule.metric),
        metricText: rule.metric,
        threshold,
        thresholdText: threshold === undefined ? undefined : `${+(threshold * 100).toPrecision(6)}%`,
        informational: rule.informational,
        ignore: rule.ignore,
        exact: rule.exact,
        better: rule.better,
        unit: rule.unit,
    };
}


/***/ }),

/***/ 6522:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V7: () => (/* binding */ SINGLE_SAMPLE_FALLBACK_TEXT),
/* harmony export */   cB: () => (/* binding */ singleSampleFallbackThreshold),
/* harmony export */   rA: () => (/* binding */ SINGLE_SAMPLE_FALLBACK_HELP),
/* harmony export */   tS: () => (/* binding */ readSingleSampleFallback)
/* harmony export */ });
/* harmony import */ var _threshold_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7325);
/**
 * The config's `single-sample-fallback: threshold:10%` (STATISTICS.md §4.4 item 10): for a metric
 * with one number per run whose baseline history is too short for the history test, an explicit
 * opt-in to judge it anyway by a plain threshold on head against base, with no statistics, as
 * github-action-benchmark does. The value names its kind (`threshold:`) so that the file says what
 * the check is; the percentage after it reads as every threshold does (threshold.ts). Apart from
 * the schema, so that resolving a config does not load zod.
 */

/** `threshold:10%` (spaces allowed around the colon), the percentage in threshold.ts's syntax. */
const SINGLE_SAMPLE_FALLBACK_TEXT = new RegExp(`^\\s*threshold\\s*:${_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .THRESHOLD_TEXT */ .oA.source.replace(/^\^/, '')}`);
const SINGLE_SAMPLE_FALLBACK_HELP = 'must be "threshold:" and a percentage, like threshold:10%';
function readSingleSampleFallback(value) {
    const match = SINGLE_SAMPLE_FALLBACK_TEXT.exec(value);
    if (match === null) {
        // A bare percentage is the likeliest slip: say what to add rather than what the syntax is.
        if ('fraction' in (0,_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .readThreshold */ .WS)(value))
            return { problem: `must name its kind: write threshold:${value.trim()} (a plain threshold check, the only fallback there is)` };
        return { problem: SINGLE_SAMPLE_FALLBACK_HELP };
    }
    const percent = `${match[1] ?? ''}${match[2] ?? ''}`;
    const reading = (0,_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .readThreshold */ .WS)(percent);
    if ('fraction' in reading)
        return { threshold: reading.fraction };
    return { problem: reading.problem === 'range' ? 'the threshold must be above 0% and below 1000%' : (0,_threshold_js__WEBPACK_IMPORTED_MODULE_0__/* .thresholdProblemText */ .u2)(reading.problem, percent) };
}
/** The fallback's threshold as a fraction, or undefined when the value is not one (see readSingleSampleFallback). */
function singleSampleFallbackThreshold(value) {
    const reading = readSingleSampleFallback(value);
    return 'threshold' in reading ? reading.threshold : undefined;
}


/***/ }),

/***/ 9527:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ goOsName),
/* harmony export */   q: () => (/* binding */ goArchName)
/* harmony export */ });
/**
 * Operating system and architecture names in Go's spelling (GOOS/GOARCH), the spelling the tools'
 * own output uses (`goos: linux`, `goarch: amd64`). Node says `x64` and `win32`, and the Actions
 * runner says `X64` and `Linux`; without one spelling, a `bench-gate run` result and a parsed log of
 * the same machine would name it differently in reports and in merge's machine check.
 */
const ARCH = {
    x64: 'amd64', x86_64: 'amd64', amd64: 'amd64', ia32: '386', x86: '386', i386: '386', i686: '386', 386: '386',
    arm64: 'arm64', aarch64: 'arm64', arm: 'arm', armv7l: 'arm', ppc64: 'ppc64', ppc64le: 'ppc64le',
    s390x: 's390x', riscv64: 'riscv64', loong64: 'loong64', mips: 'mips', mipsel: 'mipsle',
};
const OS = {
    linux: 'linux', darwin: 'darwin', macos: 'darwin', win32: 'windows', windows: 'windows',
    freebsd: 'freebsd', openbsd: 'openbsd', netbsd: 'netbsd', sunos: 'solaris', solaris: 'solaris', aix: 'aix', android: 'android',
};
/** `x64`, `X64`, `x86_64` -> `amd64`; a name it does not know comes back as given. */
function goArchName(arch) {
    return ARCH[arch.toLowerCase()] ?? arch;
}
/** `win32`, `Windows` -> `windows`, `macOS` -> `darwin`; a name it does not know comes back as given. */
function goOsName(os) {
    return OS[os.toLowerCase()] ?? os;
}


/***/ }),

/***/ 3755:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iq: () => (/* binding */ MACHINE_TRAITS),
/* harmony export */   NG: () => (/* binding */ mixedMachine),
/* harmony export */   Wv: () => (/* binding */ machineList),
/* harmony export */   gj: () => (/* binding */ traitDiffers)
/* harmony export */ });
/* harmony import */ var _machine_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9527);
/**
 * Telling machines apart, and the file `merge --allow-different-machines` writes when its inputs
 * came from different machines. No one machine measured such a file, so it can have no
 * fingerprint; left at that, it would pass for a file whose machine is unknown, which `compare`,
 * a later `merge` and the action cannot check. `context.machine.mixed` names its machines instead,
 * and they warn or refuse as they would for files of those machines side by side.
 */

/** A CPU model with its runs of spaces collapsed (cpuid brand strings are padded differently). */
const spaced = (cpu) => cpu?.trim().replace(/\s+/g, ' ');
const named = (name, spell) => (name === undefined ? undefined : spell(name));
/** The set's own machine: none for a mixed set, whose config lines are only its first input's. */
const single = (set) => set.context.machine?.mixed === undefined;
/**
 * What `merge` compares. A raw log has no fingerprint, but its config lines (cpu:, goos:, goarch:)
 * still tell machines apart; names are spelt one way (Go's), so a `run` result and a log agree. A
 * mixed set's config lines are only its first input's: it has the OS and architecture it records.
 */
const MACHINE_TRAITS = [
    { what: 'machine fingerprint', get: (s) => s.context.machine?.fingerprint },
    { what: 'CPU', get: (s) => (single(s) ? spaced(s.context.machine?.cpu ?? s.context.config.cpu) : undefined) },
    { what: 'OS', get: (s) => named(s.context.machine?.os ?? (single(s) ? s.context.config.goos : undefined), _machine_names_js__WEBPACK_IMPORTED_MODULE_0__/* .goOsName */ .Z) },
    { what: 'architecture', get: (s) => named(s.context.machine?.arch ?? (single(s) ? s.context.config.goarch : undefined), _machine_names_js__WEBPACK_IMPORTED_MODULE_0__/* .goArchName */ .q) },
];
const [FINGERPRINT, CPU, OS, ARCH] = MACHINE_TRAITS;
/** Whether two sets that know a trait give it different values (sets that do not know it are not counted). */
function traitDiffers(sets, trait) {
    const known = new Set(sets.flatMap((s) => trait.get(s) ?? []));
    return known.size > 1;
}
/**
 * The machines a set's samples were measured on, as `mixed` names them: a mixed set's list, else
 * one name (`aaaaaaaaaaaa (Intel Xeon, linux/amd64)`, whatever of it is known); none when nothing is.
 */
function machinesOf(set) {
    const mixed = set.context.machine?.mixed;
    if (mixed !== undefined)
        return [...mixed];
    const system = [OS.get(set), ARCH.get(set)].filter((x) => x !== undefined).join('/');
    const hardware = [CPU.get(set), system].filter((x) => x !== undefined && x !== '').join(', ');
    const fingerprint = FINGERPRINT.get(set);
    if (fingerprint === undefined)
        return hardware === '' ? [] : [hardware];
    return [hardware === '' ? fingerprint : `${fingerprint} (${hardware})`];
}
/**
 * The machine of a set joined from sets of different machines: each of their machines, once, and
 * the OS and architecture when every input names the same; no fingerprint, CPU or cores, which
 * would be one input's.
 */
function mixedMachine(sets) {
    const machine = { mixed: [...new Set(sets.flatMap(machinesOf))] };
    const os = agreed(sets, OS);
    const arch = agreed(sets, ARCH);
    if (os !== undefined)
        machine.os = os;
    if (arch !== undefined)
        machine.arch = arch;
    return machine;
}
/** The trait's value when every set knows it and all give the same. */
function agreed(sets, trait) {
    const values = sets.map(trait.get);
    const [first] = values;
    return first !== undefined && values.every((v) => v === first) ? first : undefined;
}
/** A mixed set's machines for a message: the first few, then how many more. */
function machineList(mixed, shown = 4) {
    const listed = mixed.slice(0, shown).join('; ');
    return mixed.length > shown ? `${listed}; and ${mixed.length - shown} more` : listed;
}


/***/ }),

/***/ 5518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Nz: () => (/* binding */ mannWhitneyPValues),
  e7: () => (/* binding */ minAchievablePValue),
  pR: () => (/* binding */ samplesNeededPerSide)
});

// UNUSED EXPORTS: ALTERNATIVES, mannWhitneyU

// EXTERNAL MODULE: ./src/stats/normal.ts
var normal = __webpack_require__(2160);
// EXTERNAL MODULE: ./src/stats/sorted.ts
var sorted = __webpack_require__(34);
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
// 50+50 case (a single tie, p near ½). Small patterns (k(N+1) ≤ 2,500, e.g. 10+10) are counted
// once up to the middle sum and cached per tie pattern (middleCounts), as a suite repeats them.
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
/**
 * Row k of the DP: the number of k-subsets with doubled rank sum s, for s = 0..cap (sums the
 * pruning can no longer complete are left out, so only s ≤ cap is counted). A view of the scratch
 * table, valid until the next call.
 */
function subsetCounts(groups, k, cap) {
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
    return table.subarray(k * width, (k + 1) * width);
}
/** P(S ≤ cap) and P(S = cap) from the counts of row k (any cap within them) and the number of k-subsets. */
function tailsFromCounts(counts, cap, ways) {
    let total = 0;
    for (let s = 0; s <= cap; s++)
        total += counts[s] ?? 0;
    return { atMost: total / ways, exactly: (counts[cap] ?? 0) / ways };
}
/**
 * Row k counted up to the middle sum k(N+1), per tie pattern (the group sizes, which fix the
 * doubled ranks) and k. A suite of 10+10 timings with ties has a few hundred patterns among
 * thousands of metrics (go-10k: 1,005 among 3,279), so most metrics read their tails here instead
 * of running the DP. Safe: a cell s ≤ cap gets the same additions in the same order whatever the
 * cap (see addGroup: a kept cell never has a pruned source), so counts[0..cap] and their sum in
 * order are the very doubles a DP capped at cap gives. Only the lower tail is ever read (the upper
 * one by reflection, which is the reversed pattern), and its cap is at most k(N+1).
 */
const COUNTS_CACHE = new Map();
/** Patterns whose middle sum k(N+1) is above this run the capped DP uncached (larger tables, rarer repeats). */
const CACHED_MIDDLE_LIMIT = 2_500;
/**
 * The cache is emptied when it would hold more doubles than this (8 MB of counts). Each entry also
 * costs about 1 KB of heap (its key, typed array and map slot): with many small patterns (k = 3,
 * N ≈ 25: some 13,000 entries) the whole cache peaks near 21 MB (measured in Node 20).
 */
const CACHE_DOUBLES = 2 ** 20;
let cachedDoubles = 0;
/** The key of a tie pattern and k: the group sizes in order (reversed for the reflected ranks). */
function patternKey(groups, k, reversed) {
    let key = `${k}:`;
    if (reversed)
        for (let g = groups.length - 1; g >= 0; g--)
            key += `${groups[g]?.size ?? 0},`;
    else
        for (const group of groups)
            key += `${group.size},`;
    return key;
}
function middleCounts(groups, k, n, reversed) {
    const key = patternKey(groups, k, reversed);
    const hit = COUNTS_CACHE.get(key);
    if (hit !== undefined)
        return hit;
    const middle = k * (n + 1);
    const counts = subsetCounts(reversed ? reflect(groups, n) : groups, k, middle).slice();
    if (cachedDoubles + counts.length > CACHE_DOUBLES) {
        COUNTS_CACHE.clear();
        cachedDoubles = 0;
    }
    COUNTS_CACHE.set(key, counts);
    cachedDoubles += counts.length;
    return counts;
}
/** The groups of the reflected ranks 2(N+1) − r, ascending: the same groups in reverse order. */
function reflect(groups, n) {
    return [...groups].reverse().map((g) => ({ size: g.size, doubledRank: 2 * (n + 1) - g.doubledRank }));
}
/** P(S ≤ cap) and P(S = cap) for the doubled rank sum S of a random k-subset (reversed: of the reflected ranks). */
function lowerTail(groups, k, n, cap, reversed) {
    const ways = binomialCoefficient(n, k);
    if (k * (n + 1) <= CACHED_MIDDLE_LIMIT)
        return tailsFromCounts(middleCounts(groups, k, n, reversed), cap, ways);
    return tailsFromCounts(subsetCounts(reversed ? reflect(groups, n) : groups, k, cap), cap, ways);
}
/**
 * Tail probabilities of the doubled rank sum S of a uniformly random k-subset of the pooled
 * observations described by `groups` (ascending by value, all observations accounted for).
 * Returns `{ atMost: P(S ≤ observed), atLeast: P(S ≥ observed) }`, both exact up to rounding.
 * @throws RangeError if k is not an integer in [0, N] (a caller bug).
 */
function rankSumTails(groups, k, observed) {
    let n = 0;
    for (const group of groups)
        n += group.size;
    if (!Number.isInteger(k) || k < 0 || k > n)
        throw new RangeError(`rankSumTails: k must be an integer in [0, ${n}], got ${k}`);
    const reflectedTotal = 2 * k * (n + 1); // S + S' where S' uses reflected ranks 2(N+1) − r
    if (observed <= k * (n + 1)) {
        const { atMost, exactly } = lowerTail(groups, k, n, Math.floor(observed), false);
        return { atMost, atLeast: Math.min(1, 1 - atMost + exactly) };
    }
    const { atMost, exactly } = lowerTail(groups, k, n, Math.ceil(reflectedTotal - observed), true);
    return { atMost: Math.min(1, 1 - atMost + exactly), atLeast: atMost };
}

// EXTERNAL MODULE: ./src/stats/u-distribution.ts
var u_distribution = __webpack_require__(2139);
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
    // Compare passes logs of sorted samples, already ascending: those are read as they are (nothing
    // here writes to them), a copy is sorted only for the others.
    const xs = (0,sorted/* isAscending */.Jy)(x) ? x : (0,sorted/* sortedCopy */.TZ)(x);
    const ys = (0,sorted/* isAscending */.Jy)(y) ? y : (0,sorted/* sortedCopy */.TZ)(y);
    // Group sizes go to a reused list; TieGroup objects are made only when some group is a tie.
    const sizes = GROUP_SIZES;
    sizes.length = 0;
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
        sizes.push(size);
        doubledRankSumX += fromX * doubledRank;
        tieTerm += size ** 3 - size;
    }
    const groups = [];
    if (tieTerm > 0) {
        let start = 0;
        for (const size of sizes) {
            groups.push({ size, doubledRank: 2 * start + size + 1 });
            start += size;
        }
    }
    return { groups, doubledRankSumX, tieTerm };
}
/** rankPooled's scratch list of group sizes. */
const GROUP_SIZES = [];
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
        greater: (0,normal/* normalSurvival */.IL)((u - mean - 0.5) / sd),
        less: (0,normal/* normalSurvival */.IL)((n1 * n2 - u - mean - 0.5) / sd),
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
    if (!hasTies && (0,u_distribution/* isExactNoTiesSize */.Ns)(n1, n2)) {
        return { u, method: 'exact', hasTies, tails: { less: (0,u_distribution/* uNullCdf */.Og)(u, n1, n2), greater: (0,u_distribution/* uNullCdf */.Og)(n1 * n2 - u, n1, n2) } };
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
            return assertNever(alternative);
    }
}
function assertNever(value) {
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


/***/ }),

/***/ 2160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IL: () => (/* binding */ normalSurvival),
/* harmony export */   Zl: () => (/* binding */ normalQuantile),
/* harmony export */   vr: () => (/* binding */ normalCdf)
/* harmony export */ });
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


/***/ }),

/***/ 2976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jt: () => (/* binding */ studentTCdf),
/* harmony export */   qX: () => (/* binding */ studentTSurvival)
/* harmony export */ });
/* unused harmony export regularizedIncompleteBeta */
/* harmony import */ var simple_statistics__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5521);
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

const MAX_TERMS = 100_000;
const TINY = 1e-300;
function logBeta(a, b) {
    return simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .gammaln */ .SW(a) + simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .gammaln */ .SW(b) - simple_statistics__WEBPACK_IMPORTED_MODULE_0__/* .gammaln */ .SW(a + b);
}
/** 1/(1 + d₁/(1 + d₂/(1 + …))), the A&S 26.5.8 continued fraction, by modified Lentz. */
function betaContinuedFraction(x, a, b) {
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


/***/ }),

/***/ 2139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ns: () => (/* binding */ isExactNoTiesSize),
/* harmony export */   Og: () => (/* binding */ uNullCdf)
/* harmony export */ });
/* unused harmony export EXACT_NO_TIES_MAX_PRODUCT */
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


/***/ })

};
