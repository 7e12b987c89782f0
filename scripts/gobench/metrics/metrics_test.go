package metrics

import (
	"fmt"
	"testing"
)

var sink uint64

func data(n int) []int {
	x := make([]int, n)
	s := uint32(7)
	for i := range x {
		s = s*1664525 + 1013904223
		x[i] = int(s >> 8)
	}
	return x
}

// BenchmarkSort has size=N sub-benchmarks and reports MB/s plus a custom
// elems/op metric (unit with unknown direction).
func BenchmarkSort(b *testing.B) {
	for _, n := range []int{10, 1000} {
		b.Run(fmt.Sprintf("size=%d", n), func(b *testing.B) {
			src := data(n)
			buf := make([]int, n)
			b.SetBytes(int64(8 * n))
			for i := 0; i < b.N; i++ {
				copy(buf, src)
				InsertionSort(buf)
			}
			b.ReportMetric(float64(n), "elems/op")
		})
	}
}

// BenchmarkWorkflows reports a higher-is-better throughput metric
// (workflows/sec) next to ns/op, and a per-op metric with an unusual unit.
func BenchmarkWorkflows(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Workflow(100)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "workflows/sec")
	b.ReportMetric(100, "steps/op")
}

// BenchmarkOnlyCustomMetric suppresses ns/op with ReportMetric(0, "ns/op")
// and reports only custom units: a huge value, a tiny one and a rate.
func BenchmarkOnlyCustomMetric(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Workflow(10)
	}
	b.ReportMetric(0, "ns/op")
	b.ReportMetric(3e12, "huge-units")
	b.ReportMetric(0.000123, "ratio")
	b.ReportMetric(12.5, "widgets/s")
}

// BenchmarkOverrideBuiltin reports a custom value under the built-in
// "allocs/op" unit name, which overrides the -benchmem value.
func BenchmarkOverrideBuiltin(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Workflow(10)
	}
	b.ReportMetric(42, "allocs/op")
}
