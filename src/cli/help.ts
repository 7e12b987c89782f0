/** The `--help` texts: each answers what the command reads, what it prints, and its exit codes. */
import { VERSION } from '../version.js';

export const MAIN_HELP = `bench-gate ${VERSION}: a benchmark regression gate that stays quiet on noise.

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

export const COMPARE_HELP = `Usage: bench-gate compare [options] BASE HEAD

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

export const PARSE_HELP = `Usage: bench-gate parse [options] FILE...

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
