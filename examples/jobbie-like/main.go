// Command jobbie-like prints a benchmark table shaped like the one Jobbie's `bench` binary
// reports (shared/seeds: ops/sec and p99 per concurrency level, for enqueue and for the job
// lifecycle), so bench-gate's `metrics` format can be tested end to end with only a config file.
//
// It does not run a server: each level's numbers are a model (Jobbie's published baseline) with
// about ±1% run-to-run noise, which is what a stable bench machine gives. The environment variable
// JOBBIE_LIKE_SLOWDOWN (e.g. 1.3) makes every operation that much slower: throughput is divided by
// it and p99 latency multiplied by it, like a regression in the server would.
//
//	go run . -enqueue-batch-size 1 -concurrency 10,50,100,200
package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"time"
)

// level is one row of the model: throughput in ops/sec and p99 latency.
type level struct {
	enqueueOps, lifecycleOps float64
	enqueueP99, lifecycleP99 time.Duration
}

var model = map[int]level{
	10:  {22096.0, 36452.5, 1583 * time.Microsecond, 29544 * time.Microsecond},
	50:  {14879.7, 45170.1, 11095 * time.Microsecond, 34919 * time.Microsecond},
	100: {13631.8, 36347.9, 16368 * time.Microsecond, 58086 * time.Microsecond},
	200: {17866.5, 34226.9, 30153 * time.Microsecond, 104019 * time.Microsecond},
}

func main() {
	batch := flag.Int("enqueue-batch-size", 1, "jobs per enqueue request")
	levels := flag.String("concurrency", "10,50,100,200", "comma-separated concurrency levels (10, 50, 100, 200)")
	flag.Parse()

	slowdown := 1.0
	if v := os.Getenv("JOBBIE_LIKE_SLOWDOWN"); v != "" {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || f <= 0 {
			fmt.Fprintf(os.Stderr, "jobbie-like: JOBBIE_LIKE_SLOWDOWN=%q is not a positive number\n", v)
			os.Exit(2)
		}
		slowdown = f
	}

	fmt.Printf("jobbie-like bench: protocol=rpc jobs=10000 -enqueue-batch-size %d\n\n", *batch)
	fmt.Println("| Concurrency | Enqueue ops/sec | Enqueue p99 | Lifecycle ops/sec | Lifecycle p99 |")
	fmt.Println("|-------------|----------------:|------------:|------------------:|--------------:|")
	for _, field := range strings.Split(*levels, ",") {
		c, err := strconv.Atoi(strings.TrimSpace(field))
		m, ok := model[c]
		if err != nil || !ok {
			fmt.Fprintf(os.Stderr, "jobbie-like: no model for concurrency %q (use 10, 50, 100, 200)\n", field)
			os.Exit(2)
		}
		fmt.Printf("| %-11d | %-15s | %-11s | %-17s | %-13s |\n", c,
			thousands(noisy(m.enqueueOps)/slowdown), duration(noisy(float64(m.enqueueP99))*slowdown),
			thousands(noisy(m.lifecycleOps)/slowdown), duration(noisy(float64(m.lifecycleP99))*slowdown))
	}
}

// noisy returns v with uniform noise of ±1%.
func noisy(v float64) float64 { return v * (0.99 + 0.02*rand.Float64()) }

// duration prints nanoseconds the way Go prints a time.Duration, rounded to the microsecond ("1.583ms").
func duration(ns float64) string { return time.Duration(ns).Round(time.Microsecond).String() }

// thousands prints 22096.04 as "22,096.0".
func thousands(v float64) string {
	s := strconv.FormatFloat(v, 'f', 1, 64)
	whole, frac, _ := strings.Cut(s, ".")
	var b strings.Builder
	for i, d := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return b.String() + "." + frac
}
