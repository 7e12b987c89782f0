// Command bench measures a jobbie server the way Jobbie's `bench` binary does: for each
// concurrency level, enqueue -jobs jobs with that many concurrent clients (ops/sec and p99 of one
// enqueue request), then run each job's lifecycle (fetch, then ack) with as many workers (ops/sec
// and p99 of one fetch+ack), and print one table row per level:
//
//	| Concurrency | Enqueue ops/sec | Enqueue p99 | Lifecycle ops/sec | Lifecycle p99 |
//	| 10          | 22,096.0        | 1.583ms     | 36,452.5          | 29.544ms      |
//
// -server URL measures a running server; without it an embedded server is started on 127.0.0.1:0
// (loopback only) for the run. -timeout bounds the whole run.
//
//	bench -jobs 2000 -concurrency 10,50,100
//	bench -server http://127.0.0.1:18080 -jobs 10000 -concurrency 50
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"example.com/jobbie-like/jobs"
)

func main() {
	server := flag.String("server", "", "URL of a running server (default: start one on 127.0.0.1:0)")
	total := flag.Int("jobs", 2000, "jobs per concurrency level")
	levels := flag.String("concurrency", "10,50,100", "comma-separated concurrency levels")
	batch := flag.Int("enqueue-batch-size", 1, "jobs per enqueue request")
	payloadSize := flag.Int("payload-size", 256, "bytes of payload per job")
	timeout := flag.Duration("timeout", 60*time.Second, "stop and fail after this long")
	flag.Parse()

	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	base := *server
	if base == "" {
		addr, stop, err := jobs.FromEnv().Listen("127.0.0.1:0")
		if err != nil {
			fail(err)
		}
		defer stop()
		base = "http://" + addr.String()
	}
	var concurrency []int
	for _, f := range strings.Split(*levels, ",") {
		c, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || c < 1 {
			fail(fmt.Errorf("-concurrency: %q is not a positive number", f))
		}
		concurrency = append(concurrency, c)
	}

	fmt.Printf("jobbie-like bench: protocol=http jobs=%d -enqueue-batch-size %d\n\n", *total, *batch)
	fmt.Println("| Concurrency | Enqueue ops/sec | Enqueue p99 | Lifecycle ops/sec | Lifecycle p99 |")
	fmt.Println("|-------------|----------------:|------------:|------------------:|--------------:|")
	payload := strings.Repeat("x", *payloadSize)
	for _, c := range concurrency {
		cl := &client{base: base, http: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: c}}}
		queue := fmt.Sprintf("bench-c%d-%d", c, time.Now().UnixNano())
		requests := (*total + *batch - 1) / *batch
		enqOps, enqP99, err := phase(ctx, c, requests, *total, func(i int) error {
			n := min(*batch, *total-i**batch)
			return cl.post(ctx, "/v1/enqueue", map[string]any{"queue": queue, "payloads": slices.Repeat([]string{payload}, n)}, nil)
		})
		if err != nil {
			fail(err)
		}
		lifeOps, lifeP99, err := phase(ctx, c, *total, *total, func(int) error {
			var got struct{ Jobs []jobs.Job }
			if err := cl.post(ctx, "/v1/fetch", map[string]any{"queue": queue, "max": 1}, &got); err != nil {
				return err
			}
			if len(got.Jobs) != 1 {
				return errors.New("fetch returned no job: the queue ran dry")
			}
			return cl.post(ctx, "/v1/ack", map[string]any{"ids": []uint64{got.Jobs[0].ID}}, nil)
		})
		if err != nil {
			fail(err)
		}
		fmt.Printf("| %-11d | %-15s | %-11s | %-17s | %-13s |\n", c, thousands(enqOps), duration(enqP99), thousands(lifeOps), duration(lifeP99))
		cl.http.CloseIdleConnections()
	}
}

// phase runs op(0..n-1) on c goroutines and returns jobs per second and the p99 latency of one op.
func phase(ctx context.Context, c, n, jobCount int, op func(i int) error) (float64, time.Duration, error) {
	var next atomic.Int64
	latencies := make([]time.Duration, n)
	errs := make([]error, c)
	var wg sync.WaitGroup
	start := time.Now()
	for w := 0; w < c; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n || ctx.Err() != nil {
					return
				}
				t := time.Now()
				if err := op(i); err != nil {
					errs[w] = err
					return
				}
				latencies[i] = time.Since(t)
			}
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(start)
	if err := errors.Join(append(errs, context.Cause(ctx))...); err != nil {
		return 0, 0, err
	}
	slices.Sort(latencies)
	return float64(jobCount) / elapsed.Seconds(), latencies[(len(latencies)*99+99)/100-1], nil
}

type client struct {
	base string
	http *http.Client
}

func (c *client) post(ctx context.Context, path string, body, out any) error {
	data, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, bytes.NewReader(data))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		msg, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
		return fmt.Errorf("%s: %s: %s", path, resp.Status, bytes.TrimSpace(msg))
	}
	if out == nil {
		_, err = io.Copy(io.Discard, resp.Body)
		return err
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "bench:", err)
	os.Exit(2)
}

// duration prints a latency the way Go prints a time.Duration, to the microsecond ("1.583ms").
func duration(d time.Duration) string { return d.Round(time.Microsecond).String() }

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
