/**
 * A bench script that prints real-looking `go test -bench` results on stderr and its progress on
 * stdout: the case of a tool whose results are on stderr, for the tests that every run bench-gate
 * makes (run, ab, confirm on rerun, the action's A/B rounds) reads them as the first run does.
 * It honours -bench=RE like go test, and ENCODE_NS sets BenchmarkEncode's time.
 */
export function resultsOnStderrScript(name: string): string {
  return `#!/usr/bin/env bash
set -euo pipefail
re=.
for a in "$@"; do case $a in -bench=*) re=\${a#-bench=} ;; esac; done
echo "${name}: measuring $re"
{
  echo "goos: linux"
  echo "pkg: example.com/codec"
  for name in BenchmarkEncode BenchmarkDecode; do
    [[ $name =~ \${re%%/*} ]] || continue
    ns=1000000
    if [[ $name == BenchmarkEncode ]]; then ns=\${ENCODE_NS:-1000000}; fi
    for i in 1 2 3 4 5 6 7 8 9 10; do printf '%s-8 \\t    1000\\t %d ns/op\\n' "$name" $(( ns + i * ns / 1000 )); done
  done
  echo PASS
} >&2
echo "${name}: done"
`;
}
