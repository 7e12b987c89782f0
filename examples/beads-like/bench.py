#!/usr/bin/env python3
"""Times bd commands the way Beads' performance script does: each command run ITERATIONS times
(default 20) as a fresh process, reported as P50/P95/P99/mean/stddev/min/max in milliseconds.

    ./bench.py --bd ./bd --db /tmp/bench/issues.json -o latency.json

It prints the latency table of Beads' report and writes github-action-benchmark custom JSON
(smaller is better), one entry per command and statistic, e.g.
    {"name": "bd ready --limit 10/p50", "unit": "ms", "value": 102.8}
--rounds N repeats the whole measurement N times into the same file: each round is one sample of
every statistic (bench-gate needs 5 or more per side to call a change significant). The
environment is passed on to bd (BENCH_SLOWDOWN=1 included).
"""
import argparse
import json
import math
import statistics
import subprocess
import sys
import time

COMMANDS = ["ready --limit 10", "list --limit 10", "stats", "version"]


def percentile(sorted_ms, p):
    """Linear interpolation between closest ranks (numpy's default)."""
    k = (len(sorted_ms) - 1) * p / 100
    lo, hi = math.floor(k), math.ceil(k)
    return sorted_ms[lo] + (sorted_ms[hi] - sorted_ms[lo]) * (k - lo)


def measure(bd, db, command, iterations):
    argv = [bd, "--db", db, *command.split()]
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)  # warm the page cache
    times = []
    for _ in range(iterations):
        start = time.perf_counter()
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return {
        "p50": percentile(times, 50), "p95": percentile(times, 95), "p99": percentile(times, 99),
        "mean": statistics.fmean(times), "stddev": statistics.stdev(times) if len(times) > 1 else 0.0,
        "min": times[0], "max": times[-1],
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bd", default="bd", help="the bd binary")
    ap.add_argument("--db", required=True, help="the store to query (bd init --issues N makes one)")
    ap.add_argument("--iterations", type=int, default=20)
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("-o", "--output", default="latency.json")
    args = ap.parse_args()

    entries = []
    for _ in range(args.rounds):
        print("| Command | P50 | P95 | P99 | Mean | StdDev | Min | Max |")
        print("|---------|-----|-----|-----|------|--------|-----|-----|")
        for command in COMMANDS:
            s = measure(args.bd, args.db, command, args.iterations)
            cells = " | ".join(f"{s[k]:.1f}ms" for k in ("p50", "p95", "p99", "mean", "stddev", "min", "max"))
            print(f"| `bd {command}` | {cells} |")
            for stat in ("p50", "p95", "p99", "mean", "stddev"):
                entries.append({"name": f"bd {command}/{stat}", "unit": "ms", "value": round(s[stat], 3)})
        print()
    with open(args.output, "w") as f:
        json.dump(entries, f, indent=2)
        f.write("\n")
    print(f"wrote {args.output}: {len(COMMANDS)} commands x {args.iterations} iterations x {args.rounds} rounds", file=sys.stderr)


if __name__ == "__main__":
    main()
