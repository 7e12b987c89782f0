#!/usr/bin/env python3
"""Reference values for bench-gate's statistics core (src/stats/), written to
fixtures/stats/reference.json and asserted by __tests__/stats/*.test.ts.

Run from the repository root:

    pip install scipy==1.17.1 numpy statsmodels
    python3 scripts/stats-reference.py            # writes fixtures/stats/reference.json

Generated with Python 3.11, scipy 1.17.1, numpy 2.4.6, statsmodels 0.15.0 (the versions are
also recorded in the JSON). All inputs are fixed (seeded numpy generators), so the output is
reproducible; it takes about 30 seconds (mostly scipy's exact permutation enumeration).

Where each reference comes from:
* normal: scipy.stats.norm.sf / cdf / ppf.
* t: scipy.stats.t.sf / cdf, scipy.special.betainc.
* Mann-Whitney: scipy.stats.mannwhitneyu with method='exact' (no ties),
  method=PermutationMethod(n_resamples=inf) (ties, small: exact enumeration), 'asymptotic'
  (large). For tie cases too large to enumerate (up to 50+50) an independent exact
  computation with Python integers is used; it is checked here against PermutationMethod on
  every enumerable case first. Large no-ties exact cases are also checked against an exact
  integer Gaussian-binomial computation of the U distribution.
* Hodges-Lehmann / Moses CI: the critical value C from the exact integer U distribution
  (Gaussian binomial coefficients, a different algorithm from the TypeScript recurrence) or
  from the normal approximation above the exact size limit; the differences with numpy.
* median CI: go-moremath's QuantileCI algorithm re-implemented with exact fractions; the
  actual confidence is cross-checked with scipy.stats.binom.
* BH / BY: scipy.stats.false_discovery_control; Holm: statsmodels multipletests(method='holm').
* history test: numpy logs, ddof=1 standard deviation, scipy.stats.t.sf.
* describe: numpy median/mean/std(ddof=1), scipy.stats.median_abs_deviation.
"""
import functools
import json
import math
import os
import platform
import sys
from fractions import Fraction

import numpy as np
import scipy
import statsmodels
from scipy import special, stats
from statsmodels.stats.multitest import multipletests

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "fixtures", "stats", "reference.json")

# Must match src/stats/u-distribution.ts and u-distribution-ties.ts.
EXACT_NO_TIES_MAX_PRODUCT = 10_000
EXACT_TIES_LIMIT = 50
PERMUTATION_ENUMERATION_LIMIT = 200_000  # C(N, n1) above this: too slow for scipy


def num(v):
    """JSON has no infinities: encode them as strings."""
    v = float(v)
    if math.isinf(v):
        return "Infinity" if v > 0 else "-Infinity"
    assert not math.isnan(v)
    return v


# ---------------------------------------------------------------- exact integer helpers

@functools.lru_cache(maxsize=None)
def u_counts_no_ties(n1, n2):
    """Counts of U = 0..n1*n2 without ties: coefficients of the Gaussian binomial
    [n1+n2 choose n1]_q = prod_{i=1..m} (1 - q^(n+i)) / (1 - q^i), in exact integers."""
    m, n = min(n1, n2), max(n1, n2)
    top = n1 * n2
    c = [0] * (top + 1)
    c[0] = 1
    for i in range(1, m + 1):
        for u in range(i, top + 1):  # divide by (1 - q^i): running sums at stride i
            c[u] += c[u - i]
        k = n + i
        for u in range(top, k - 1, -1):  # multiply by (1 - q^k)
            c[u] -= c[u - k]
    assert all(v >= 0 for v in c) and sum(c) == math.comb(n1 + n2, n1)
    return c


def doubled_ranks(x, y):
    xy = np.concatenate([np.asarray(x, float), np.asarray(y, float)])
    ranks = stats.rankdata(xy)  # midranks
    d = np.rint(2 * ranks).astype(int)
    assert np.allclose(d, 2 * ranks)
    return d


def exact_tie_tails(x, y):
    """(P(U <= u_obs), P(U >= u_obs)) for U of x, conditional on ties, in exact integers:
    a generating function over tie groups, f[j][s] = ways to pick j items with doubled rank
    sum s (object arrays of Python ints)."""
    n1, n2 = len(x), len(y)
    d = doubled_ranks(x, y)
    obs = int(d[:n1].sum())
    values, sizes = np.unique(d, return_counts=True)
    top = int(np.sort(d)[-n1:].sum())
    f = [np.zeros(top + 1, dtype=object) for _ in range(n1 + 1)]
    for row in f:
        row[:] = 0
    f[0][0] = 1
    for r, t in zip(values.tolist(), sizes.tolist()):
        for j in range(n1, 0, -1):
            for c in range(1, min(t, j) + 1):
                sh = c * r
                if sh <= top:
                    f[j][sh:] = f[j][sh:] + math.comb(t, c) * f[j - c][: top + 1 - sh]
    total = math.comb(n1 + n2, n1)
    assert sum(f[n1]) == total
    le = sum(f[n1][: obs + 1])
    ge = sum(f[n1][obs:])
    return Fraction(le, total), Fraction(ge, total)


# ---------------------------------------------------------------- normal and t

def normal_section():
    zs = [-38, -37, -20, -8.5, -5, -3, -1.5, -1, -0.5, -1e-8, 0, 1e-8, 0.1, 0.5, 1, 1.5, 2, 2.5,
          2.9, 2.999, 3, 3.001, 3.5, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 25, 30, 35, 37]
    ps = [1e-300, 1e-100, 1e-20, 1e-15, 1e-10, 1e-5, 1e-3, 0.01, 0.025, 0.05, 0.1, 0.2, 0.25,
          0.3, 0.4, 0.4999999, 0.5, 0.5000001, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95, 0.975, 0.99, 0.999,
          1 - 1e-10, 1 - 1e-15]
    return {
        "survival": [{"z": z, "sf": num(stats.norm.sf(z)), "cdf": num(stats.norm.cdf(z))} for z in zs],
        "quantile": [{"p": p, "z": num(stats.norm.ppf(p))} for p in ps],
    }


def t_section():
    dfs = [1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 15, 19, 20, 25, 29, 30, 40, 50, 60, 75, 99, 100, 0.5, 2.5, 1000]
    ts = [-40, -5, -2, -1, -0.25, 0, 0.1, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10, 15, 20, 30, 50, 100, 1000, 1e5]
    cases = []
    for df in dfs:
        for t in ts:
            sf = stats.t.sf(t, df)
            if sf > 0:
                cases.append({"t": t, "df": df, "sf": num(sf), "cdf": num(stats.t.cdf(t, df))})
    beta = []
    for x, a, b in [(0.3, 2, 3), (0.9, 0.5, 50), (1e-5, 5, 0.5), (0.5, 100, 100), (0.999, 3, 4),
                    (0.01, 0.5, 0.5), (0.99, 0.5, 0.5), (0.2, 10, 1.5), (0.7, 1, 1), (0.05, 30, 2)]:
        beta.append({"x": x, "a": a, "b": b, "value": num(special.betainc(a, b, x))})
    return {"sf": cases, "incompleteBeta": beta}


# ---------------------------------------------------------------- Mann-Whitney

def mw_inputs():
    rng = np.random.default_rng(20240601)
    cases = []

    def add(name, x, y):
        cases.append((name, [float(v) for v in x], [float(v) for v in y]))

    # No ties.
    add("n3v3-separated", [1.1, 2.3, 3.7], [4.2, 5.0, 6.1])
    add("n1v1", [2.5], [1.5])
    add("n1v6", [3.3], [1.0, 2.0, 4.0, 5.0, 6.0, 7.0])
    add("n5v5-interleaved", [1.0, 3.0, 5.0, 7.0, 9.0], [2.0, 4.0, 6.0, 8.0, 10.5])
    add("n5v5-shift", rng.normal(100, 3, 5), rng.normal(106, 3, 5))
    add("n4v7", rng.normal(10, 1, 4), rng.normal(10.5, 1, 7))
    add("n6v3", rng.normal(50, 5, 6), rng.normal(45, 5, 3))
    add("n8v12", rng.normal(1.7e-6, 5e-8, 8), rng.normal(1.75e-6, 5e-8, 12))
    add("n10v10-aa", rng.normal(46.5, 2, 10), rng.normal(46.5, 2, 10))
    add("n10v10-regression", rng.normal(100, 5, 10), rng.normal(110, 5, 10))
    add("n12v9", rng.lognormal(0, 0.1, 12), rng.lognormal(-0.1, 0.1, 9))
    add("n3v12", rng.normal(0, 1, 3), rng.normal(1, 1, 12))
    add("n20v20-separated", np.arange(20) + 0.25, np.arange(20) + 20.5)
    add("n30v25", rng.normal(0, 1, 30), rng.normal(0.6, 1, 25))
    add("n50v50", rng.normal(0, 1, 50), rng.normal(0.5, 1, 50))
    add("n100v100", rng.normal(0, 1, 100), rng.normal(0.3, 1, 100))
    add("n100v100-separated", np.arange(100) + 0.5, np.arange(100) + 100.25)
    add("n20v500", rng.normal(0, 1, 20), rng.normal(0.2, 1, 500))
    # No ties, above the exact limit: normal approximation.
    add("n101v100-normal", rng.normal(0, 1, 101), rng.normal(0.25, 1, 100))
    add("n150v150-normal-tail", rng.normal(0, 1, 150), rng.normal(1.5, 1, 150))
    add("n250v30", rng.normal(0, 1, 250), rng.normal(-0.4, 1, 30))  # product 7500: still exact
    add("n400v30-normal", rng.normal(0, 1, 400), rng.normal(-0.3, 1, 30))
    # Ties, enumerable by scipy's PermutationMethod.
    add("n6v6-int-ns", [101, 102, 102, 103, 101, 104], [103, 104, 104, 105, 103, 106])
    add("n5v5-ties", [1, 2, 2, 3, 3], [2, 3, 3, 4, 5])
    add("n4v4-all-equal", [7, 7, 7, 7], [7, 7, 7, 7])
    add("n5v4-one-side-constant", [3, 3, 3, 3, 3], [1, 3, 4, 5])
    add("n3v5-ties-separated", [1, 1, 2], [3, 3, 4, 4, 4])
    add("n10v8-heavy-ties", rng.integers(1, 4, 10), rng.integers(2, 5, 8))
    add("n10v10-int-ns", np.round(rng.normal(46, 1.5, 10)), np.round(rng.normal(47.5, 1.5, 10)))
    add("n7v9-within-ties", [1, 1, 1, 2, 5, 6, 8], [3, 4, 4, 4, 7, 9, 10, 11, 12])
    # Ties, exact but too large to enumerate: independent integer DP.
    add("n25v25-int-ns", np.round(rng.normal(120, 2, 25)), np.round(rng.normal(121, 2, 25)))
    add("n50v50-int-ns", np.round(rng.normal(1000, 4, 50)), np.round(rng.normal(1002, 4, 50)))
    add("n50v30-heavy-ties", rng.integers(10, 14, 50), rng.integers(11, 15, 30))
    add("n40v50-one-tie", np.concatenate([rng.normal(0, 1, 39), [0.123]]), np.concatenate([rng.normal(0.4, 1, 49), [0.123]]))
    add("n50v50-int-separated", np.round(rng.normal(100, 1, 50)) - 20, np.round(rng.normal(100, 1, 50)))
    # Ties with a side > 50: normal approximation with tie correction.
    add("n51v51-int-ns", np.round(rng.normal(300, 3, 51)), np.round(rng.normal(301, 3, 51)))
    add("n60v60-int-separated", np.round(rng.normal(100, 2, 60)), np.round(rng.normal(100, 2, 60)) + 30)
    add("n80v40-ties", np.round(rng.normal(10, 1, 80), 1), np.round(rng.normal(10.3, 1, 40), 1))
    add("n120v120-ties-tail", np.round(rng.normal(50, 1, 120)), np.round(rng.normal(53, 1, 120)))
    add("n60v60-all-equal", [5.0] * 60, [5.0] * 60)
    return cases


def expected_method(x, y):
    ties = len(np.unique(np.concatenate([x, y]))) < len(x) + len(y)
    if not ties and len(x) * len(y) <= EXACT_NO_TIES_MAX_PRODUCT:
        return "exact", ties
    if ties and len(x) <= EXACT_TIES_LIMIT and len(y) <= EXACT_TIES_LIMIT:
        return "exact-ties", ties
    return "normal", ties


def mw_reference(x, y, alternative, method):
    if method == "exact":
        return stats.mannwhitneyu(x, y, alternative=alternative, method="exact").pvalue, "scipy exact"
    if method == "normal":
        return stats.mannwhitneyu(x, y, alternative=alternative, method="asymptotic").pvalue, "scipy asymptotic"
    le, ge = exact_tie_tails(x, y)
    mine = {"less": le, "greater": ge, "two-sided": min(Fraction(1), 2 * min(le, ge))}[alternative]
    if math.comb(len(x) + len(y), len(x)) <= PERMUTATION_ENUMERATION_LIMIT:
        res = stats.mannwhitneyu(x, y, alternative=alternative,
                                 method=stats.PermutationMethod(n_resamples=np.inf))
        assert abs(res.pvalue - float(mine)) <= 1e-12 * float(mine), (res.pvalue, float(mine))
        return res.pvalue, "scipy PermutationMethod(n_resamples=inf)"
    return float(mine), "exact integer DP (validated against PermutationMethod)"


def check_exact_no_ties(x, y, p_scipy, alternative):
    """Cross-check scipy's exact p with the exact integer U distribution."""
    n1, n2 = len(x), len(y)
    c = u_counts_no_ties(n1, n2)
    u = int(stats.mannwhitneyu(x, y).statistic)
    total = math.comb(n1 + n2, n1)
    le, ge = Fraction(sum(c[: u + 1]), total), Fraction(sum(c[u:]), total)
    p = {"less": le, "greater": ge, "two-sided": min(Fraction(1), 2 * min(le, ge))}[alternative]
    assert abs(float(p) - p_scipy) <= 1e-9 * float(p), (n1, n2, float(p), p_scipy)
    return float(p)


def mw_section():
    out = []
    for name, x, y in mw_inputs():
        method, ties = expected_method(x, y)
        for alternative in ["two-sided", "greater", "less"]:
            p, source = mw_reference(x, y, alternative, method)
            if method == "exact" and len(x) * len(y) >= 2500:
                p = check_exact_no_ties(x, y, p, alternative)
                source = "scipy exact, checked against exact integers"
            u = stats.mannwhitneyu(x, y, alternative=alternative, method="asymptotic").statistic
            out.append({"name": name, "x": x, "y": y, "alternative": alternative, "u": num(u),
                        "p": num(p), "method": method, "hasTies": bool(ties), "source": source})
    return out


def min_p_section():
    pairs = [(1, 1), (3, 3), (4, 4), (5, 5), (6, 6), (7, 7), (10, 10), (5, 10), (3, 20), (20, 20), (50, 50), (100, 100)]
    minp = [{"n1": a, "n2": b, "p": num(Fraction(1, math.comb(a + b, a)))} for a, b in pairs]
    needed = []
    for alpha in [0.5, 0.1, 0.05, 0.025, 0.01, 0.005, 0.001, 0.0005, 0.0001, 1e-6]:
        n = 1
        while Fraction(1, math.comb(2 * n, n)) > Fraction(alpha):
            n += 1
        needed.append({"alpha": alpha, "n": n})
    return {"minAchievable": minp, "samplesNeeded": needed}


# ---------------------------------------------------------------- Hodges-Lehmann / Moses

def moses_critical(n1, n2, confidence):
    alpha = 1 - confidence
    if n1 * n2 <= EXACT_NO_TIES_MAX_PRODUCT:
        counts = u_counts_no_ties(n1, n2)
        total = math.comb(n1 + n2, n1)
        c, cum = -1, 0
        for u, k in enumerate(counts):
            cum += k
            # Same 1e-12 slack as src/stats/hodges-lehmann.ts: a tail exactly equal to alpha/2
            # qualifies even though (1 - confidence)/2 rounds down (e.g. 0.04999999999999999).
            if Fraction(cum, total) <= Fraction(alpha / 2) * (1 + Fraction(1, 10**12)):
                c = u
            else:
                break
        lower = sum(counts[: c + 1]) / total if c >= 0 else 0.0
        return c, 1 - 2 * lower, "exact"
    mu, sigma = n1 * n2 / 2, math.sqrt(n1 * n2 * (n1 + n2 + 1) / 12)
    c = math.floor(mu - 0.5 + sigma * stats.norm.ppf(alpha / 2))
    if c < 0:
        return -1, 1.0, "normal"
    return c, 1 - 2 * stats.norm.cdf((c + 0.5 - mu) / sigma), "normal"


def hl_section():
    rng = np.random.default_rng(7)
    inputs = [
        ("n5v5", rng.normal(0, 0.02, 5), rng.normal(0.05, 0.02, 5), 0.95),
        ("n3v3-too-small", rng.normal(0, 0.02, 3), rng.normal(0.05, 0.02, 3), 0.95),
        ("n3v3-90-boundary", np.array([0.1, 0.25, 0.3]), np.array([0.2, 0.5, 0.45]), 0.90),
        ("n4v4", rng.normal(0, 0.02, 4), rng.normal(0.01, 0.02, 4), 0.95),
        ("n10v10", np.log(rng.normal(100, 5, 10)), np.log(rng.normal(110, 5, 10)), 0.95),
        ("n10v10-90", np.log(rng.normal(100, 5, 10)), np.log(rng.normal(104, 5, 10)), 0.90),
        ("n10v10-99", np.log(rng.normal(100, 5, 10)), np.log(rng.normal(98, 5, 10)), 0.99),
        ("n8v12", np.log(rng.normal(1.7e-6, 5e-8, 8)), np.log(rng.normal(1.75e-6, 5e-8, 12)), 0.95),
        ("n20v20-int-ties", np.log(np.round(rng.normal(46, 1.5, 20))), np.log(np.round(rng.normal(47, 1.5, 20))), 0.95),
        ("n7v3", rng.normal(0, 1, 7), rng.normal(1, 1, 3), 0.95),
        ("n50v50", rng.normal(0, 0.05, 50), rng.normal(0.02, 0.05, 50), 0.95),
        ("n100v100", rng.normal(0, 0.05, 100), rng.normal(0.01, 0.05, 100), 0.95),
        ("n101v100-normal", rng.normal(0, 0.05, 101), rng.normal(0.01, 0.05, 100), 0.95),
        ("n150v120-normal-99", rng.normal(0, 0.05, 150), rng.normal(0.03, 0.05, 120), 0.99),
    ]
    out = []
    for name, x, y, conf in inputs:
        diffs = np.sort(np.subtract.outer(y, x).ravel())
        c, actual, method = moses_critical(len(x), len(y), conf)
        lo = diffs[c] if c >= 0 else -math.inf
        hi = diffs[len(diffs) - 1 - c] if c >= 0 else math.inf
        out.append({"name": name, "x": x.tolist(), "y": y.tolist(), "confidence": conf,
                    "estimate": num(np.median(diffs)), "lo": num(lo), "hi": num(hi),
                    "criticalValue": c, "actualConfidence": num(actual), "method": method})
    return out


# ---------------------------------------------------------------- median CI (benchstat)

def quantile_ci_orders(n, confidence):
    """go-moremath stats.QuantileCI(n, 0.5, confidence): returns (lo, hi, confidence)."""
    if confidence >= 1:
        return 0, n + 1, 1.0
    if n <= 30:
        pmf = lambda k: Fraction(math.comb(n, k), 2 ** n) if 0 <= k <= n else Fraction(0)
        x = math.ceil((n + 1) * 0.5) - 1
        accum = pmf(x)
        l, r = x, x + 1
        lp, rp = pmf(l - 1), pmf(r)
        while accum < Fraction(confidence) and (lp > 0 or rp > 0):
            if lp >= rp:
                accum += lp
                l -= 1
                lp = pmf(l - 1)
            else:
                accum += rp
                r += 1
                rp = pmf(r)
        conf = float(accum)
        check = stats.binom.cdf(r - 1, n, 0.5) - stats.binom.cdf(l - 1, n, 0.5)
        assert abs(check - conf) < 1e-12, (n, check, conf)
    else:
        mu, sigma = n / 2, math.sqrt(n / 4)
        l1 = stats.norm.ppf((1 - confidence) / 2, mu, sigma)
        r1 = 2 * mu - l1
        l = math.floor(l1 - 0.5) + 1
        r = math.ceil(r1 - 0.5) + 1
        cdf = lambda a, b: stats.norm.cdf(b - 0.5, mu, sigma) - stats.norm.cdf(a - 0.5, mu, sigma)
        conf = cdf(l, r)
        biased = cdf(l, r - 1)
        if confidence <= biased < conf:
            conf, r = biased, r - 1
        if l <= 0 and r >= n + 1:
            conf = 1.0
    return max(l, 0), min(r, n + 1), conf


def median_ci_section():
    out = []
    grid = [(n, 0.95) for n in list(range(1, 41)) + [50, 51, 64, 99, 100, 101, 250, 1000]]
    grid += [(n, c) for n in [5, 6, 10, 20, 30, 31, 50] for c in [0.5, 0.8, 0.9, 0.99, 0.999]]
    for n, conf in grid:
        lo, hi, actual = quantile_ci_orders(n, conf)
        out.append({"n": n, "confidence": conf, "loOrder": lo, "hiOrder": hi, "actualConfidence": num(actual)})
    return out


# ---------------------------------------------------------------- multiple comparisons

def multiple_section():
    rng = np.random.default_rng(11)
    many = rng.uniform(0, 1, 100)
    many[:5] = [1e-6, 3e-5, 2e-4, 4e-4, 0.003]
    vectors = [
        [0.01, 0.04, 0.03, 0.005, 0.5, 0.2],
        [0.02, 0.02, 0.02, 0.8],
        [0.0, 1.0, 0.5, 0.0],
        [0.3],
        [1e-12, 0.04, 0.9, 0.049, 0.051, 1.0, 0.7],
        rng.uniform(0, 0.1, 12).tolist(),
        many.tolist(),
    ]
    out = []
    for ps in vectors:
        arr = np.asarray(ps, float)
        out.append({
            "p": arr.tolist(),
            "bh": stats.false_discovery_control(arr, method="bh").tolist(),
            "by": stats.false_discovery_control(arr, method="by").tolist(),
            "holm": multipletests(arr, method="holm")[1].tolist(),
        })
    return out


# ---------------------------------------------------------------- history test and describe

def history_section():
    rng = np.random.default_rng(3)
    out = []
    for h, cand_factor in [(2, 1.05), (3, 1.02), (5, 1.10), (5, 0.95), (10, 1.10), (10, 1.0), (20, 1.06), (30, 1.5), (10, 2.0)]:
        hist = 1.5e-6 * np.exp(rng.normal(0, 0.02, h))
        cand = float(np.median(hist) * cand_factor)
        logs = np.log(hist)
        t = (math.log(cand) - logs.mean()) / (logs.std(ddof=1) * math.sqrt(1 + 1 / h))
        out.append({"history": hist.tolist(), "candidate": cand, "t": num(t), "df": h - 1,
                    "p": num(stats.t.sf(t, h - 1))})
    return out


def describe_section():
    rng = np.random.default_rng(5)
    samples = [rng.normal(100, 2, 10), rng.normal(1.7e-6, 8e-8, 20), np.array([3.0, 1.0, 2.0]),
               np.array([5.0, 5.0, 5.0, 5.0, 6.0]), rng.lognormal(0, 0.3, 31)]
    out = []
    for s in samples:
        med = np.median(s)
        out.append({"values": s.tolist(), "n": len(s), "median": num(med), "min": num(s.min()),
                    "max": num(s.max()), "mean": num(s.mean()), "cv": num(s.std(ddof=1) / s.mean()),
                    "robustCv": num(1.4826 * stats.median_abs_deviation(s, scale=1.0) / med)})
    return out


def main():
    reference = {
        "generator": "scripts/stats-reference.py",
        "versions": {"python": platform.python_version(), "scipy": scipy.__version__,
                     "numpy": np.__version__, "statsmodels": statsmodels.__version__},
        "normal": normal_section(),
        "t": t_section(),
        "mannWhitney": mw_section(),
        "sampleSize": min_p_section(),
        "hodgesLehmann": hl_section(),
        "medianCi": median_ci_section(),
        "multiple": multiple_section(),
        "history": history_section(),
        "describe": describe_section(),
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        json.dump(reference, f, indent=1, allow_nan=False)
        f.write("\n")
    print(f"wrote {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
