// Command comparecheck verifies that the compare/ fixtures show what the
// end-to-end test expects. It is run by scripts/gen-fixtures-go.sh:
//
//	comparecheck BASE1 BASE2 HEAD
//
// It reads three `go test -bench` outputs of package compare, computes the
// median of ns/op and allocs/op per benchmark and checks that
//
//   - the two base runs agree within -tol (default 3%) for every benchmark
//     and have identical allocs/op;
//   - head agrees with both base runs within -tol for every unchanged
//     benchmark and has the same allocs/op;
//   - the -slower benchmark (BenchmarkRollingHash) is >= 25% slower in head;
//   - the -allocs benchmark (BenchmarkStats) has exactly one more allocs/op
//     in head;
//   - the -faster benchmark (BenchmarkPolyEval) is >= 30% faster in head.
//
// It prints a table and exits with status 1 if one of the three intended
// changes is missing (or allocs/op of an unchanged benchmark differ), with
// status 3 if only the -tol agreement checks fail (noise), and 0 otherwise.
// The last line of its output is "score <max relative deviation of the
// checked medians>", which the script uses to keep the best of several
// attempts.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
)

type samples map[string]map[string][]float64 // name -> unit -> values

func read(path string) (samples, []string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	s := samples{}
	var order []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) < 4 || len(fs)%2 != 0 || !strings.HasPrefix(fs[0], "Benchmark") {
			continue
		}
		if _, err := strconv.Atoi(fs[1]); err != nil {
			continue
		}
		name := fs[0]
		if i := strings.LastIndexByte(name, '-'); i > 0 {
			if _, err := strconv.Atoi(name[i+1:]); err == nil {
				name = name[:i]
			}
		}
		if s[name] == nil {
			s[name] = map[string][]float64{}
			order = append(order, name)
		}
		for i := 2; i+1 < len(fs); i += 2 {
			v, err := strconv.ParseFloat(fs[i], 64)
			if err != nil {
				continue
			}
			s[name][fs[i+1]] = append(s[name][fs[i+1]], v)
		}
	}
	return s, order, sc.Err()
}

func median(x []float64) float64 {
	if len(x) == 0 {
		return math.NaN()
	}
	y := slices.Clone(x)
	slices.Sort(y)
	if len(y)%2 == 1 {
		return y[len(y)/2]
	}
	return (y[len(y)/2-1] + y[len(y)/2]) / 2
}

func main() {
	tol := flag.Float64("tol", 0.03, "maximum relative difference of medians for unchanged benchmarks")
	slower := flag.String("slower", "BenchmarkRollingHash", "benchmark that must be >= 25% slower in head")
	allocs := flag.String("allocs", "BenchmarkStats", "benchmark that must have +1 allocs/op in head")
	faster := flag.String("faster", "BenchmarkPolyEval", "benchmark that must be >= 30% faster in head")
	flag.Parse()
	if flag.NArg() != 3 {
		fmt.Fprintln(os.Stderr, "usage: comparecheck [-tol 0.03] [-slower B] [-allocs B] [-faster B] BASE1 BASE2 HEAD")
		os.Exit(2)
	}
	var files [3]samples
	var order []string
	for i := range files {
		s, o, err := read(flag.Arg(i))
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(2)
		}
		files[i] = s
		if i == 0 {
			order = o
		}
	}
	ok, noisy := true, false
	score := 0.0
	fail := func(format string, args ...any) {
		ok = false
		fmt.Printf("  FAIL: "+format+"\n", args...)
	}
	tooNoisy := func(format string, args ...any) {
		noisy = true
		fmt.Printf("  NOISY: "+format+"\n", args...)
	}
	rel := func(a, b float64) float64 { return a/b - 1 }
	fmt.Printf("%-20s %12s %12s %12s %8s %8s   allocs/op (b1 b2 head)\n", "benchmark", "base1 ns/op", "base2 ns/op", "head ns/op", "b2/b1", "head/b")
	for _, name := range order {
		var ns, al [3]float64
		for i := range files {
			ns[i] = median(files[i][name]["ns/op"])
			al[i] = median(files[i][name]["allocs/op"])
		}
		base := (ns[0] + ns[1]) / 2
		fmt.Printf("%-20s %12.1f %12.1f %12.1f %+7.1f%% %+7.1f%%   %g %g %g\n", name, ns[0], ns[1], ns[2],
			100*rel(ns[1], ns[0]), 100*rel(ns[2], base), al[0], al[1], al[2])
		if len(files[0][name]["ns/op"]) == 0 || len(files[1][name]["ns/op"]) == 0 || len(files[2][name]["ns/op"]) == 0 {
			fail("%s: missing from a file", name)
			continue
		}
		d := math.Abs(rel(ns[1], ns[0]))
		score = max(score, d)
		if d > *tol {
			tooNoisy("%s: base runs differ by %.1f%% (> %.0f%%)", name, 100*d, 100**tol)
		}
		if al[0] != al[1] {
			fail("%s: base runs differ in allocs/op", name)
		}
		switch name {
		case *slower:
			if r := ns[2] / math.Max(ns[0], ns[1]); r < 1.25 {
				fail("%s: head only %.1f%% slower than the slower base run (want >= 25%%)", name, 100*(r-1))
			}
		case *faster:
			if r := ns[2] / math.Min(ns[0], ns[1]); r > 0.70 {
				fail("%s: head only %.1f%% faster than the faster base run (want >= 30%%)", name, 100*(1-r))
			}
		case *allocs:
			if al[2] != al[0]+1 {
				fail("%s: head allocs/op %g, want base+1 = %g", name, al[2], al[0]+1)
			}
		default:
			for i := range 2 {
				d := math.Abs(rel(ns[2], ns[i]))
				score = max(score, d)
				if d > *tol {
					tooNoisy("%s: unchanged benchmark differs by %.1f%% between head and base%d (> %.0f%%)", name, 100*d, i+1, 100**tol)
				}
			}
			if al[2] != al[0] {
				fail("%s: unchanged benchmark differs in allocs/op", name)
			}
		}
	}
	fmt.Printf("score %.4f\n", score)
	switch {
	case !ok:
		os.Exit(1)
	case noisy:
		os.Exit(3)
	}
}
