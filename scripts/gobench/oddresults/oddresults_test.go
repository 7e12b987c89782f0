package oddresults

import (
	"math"
	"testing"
)

var sink uint64

// BenchmarkInfMetric reports a valid timing and one infinite custom metric:
// "+Inf ratio" on an otherwise good line.
func BenchmarkInfMetric(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
	b.ReportMetric(math.Inf(1), "ratio")
}

// BenchmarkMixedMetrics reports NaN, -Inf and a finite custom metric beside
// its timing.
func BenchmarkMixedMetrics(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
	b.ReportMetric(math.NaN(), "hits/op")
	b.ReportMetric(math.Inf(-1), "delta/op")
	b.ReportMetric(7, "widgets/op")
}

// BenchmarkOnlyCustomInf suppresses ns/op (ReportMetric(0, "ns/op")), so its
// line has only custom metrics, one of them infinite.
func BenchmarkOnlyCustomInf(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
	b.ReportMetric(0, "ns/op")
	b.ReportMetric(math.Inf(1), "ratio")
	b.ReportMetric(3, "widgets/op")
}

// BenchmarkSkipLater passes the 1-iteration probe run and skips in the timed
// run: go test prints "0 NaN ns/op" for it (as for a panic), then, without
// -v, a "--- BENCH:" block with the skip message; with -v the message comes
// before the result line. The package still passes.
func BenchmarkSkipLater(b *testing.B) {
	if b.N > 1 {
		b.Skip("skipped after the probe run: needs a larger input")
	}
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
}

// BenchmarkSkipLaterSilent skips in the timed run without a message: the
// "0 NaN ns/op" line alone.
func BenchmarkSkipLaterSilent(b *testing.B) {
	if b.N > 1 {
		b.SkipNow()
	}
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
}

// BenchmarkLogs logs on every run and passes: its log lines belong to no
// failure.
func BenchmarkLogs(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
	b.Logf("ran with b.N=%d", b.N)
}

// BenchmarkFatal fails in the probe run: with -v its log line comes before
// "--- FAIL: BenchmarkFatal", without -v after it.
func BenchmarkFatal(b *testing.B) {
	b.Fatal("fatal in the probe run")
}

// BenchmarkErrorLater fails in every timed run (-count 2: twice).
func BenchmarkErrorLater(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
	if b.N > 1 {
		b.Errorf("error in the timed run (b.N=%d)", b.N)
	}
}

// BenchmarkSubs has a passing, a failing and a skipping sub-benchmark, and
// logs after them: with -v that log line comes after the last
// sub-benchmark's "--- SKIP:" and belongs to the parent's "--- FAIL:".
func BenchmarkSubs(b *testing.B) {
	b.Run("good", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			sink += Work(8)
		}
	})
	b.Run("bad", func(b *testing.B) {
		b.Fatal("sub-benchmark failed")
	})
	b.Run("skip", func(b *testing.B) {
		b.Skip("sub-benchmark skipped")
	})
	b.Log("parent logs after its sub-benchmarks")
}

// BenchmarkAfter is an ordinary benchmark that runs after the odd ones.
func BenchmarkAfter(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(8)
	}
}
