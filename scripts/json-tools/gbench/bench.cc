// Tiny Google Benchmark suite for bench-gate's parser fixtures (scripts/gen-fixtures-json-tools.sh).
// Covers: Args with bytes processed (B/s), microsecond time unit with user counters (a rate, a plain
// count, items/s), named args and threads in the name, a complexity fit (_BigO/_RMS aggregates),
// SkipWithError, and counters that are not finite (written as bare NaN / Infinity).
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <string>
#include <vector>

static void BM_StringCopy(benchmark::State& state) {
  std::string src(static_cast<size_t>(state.range(0)), 'x');
  for (auto _ : state) {
    std::string copy(src);
    benchmark::DoNotOptimize(copy);
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) * state.range(0));
}
BENCHMARK(BM_StringCopy)->Arg(8)->Arg(4096);

static void BM_VectorSum(benchmark::State& state) {
  std::vector<int> v(static_cast<size_t>(state.range(0)), 1);
  for (auto _ : state) {
    long sum = std::accumulate(v.begin(), v.end(), 0L);
    benchmark::DoNotOptimize(sum);
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) * state.range(0));
  state.counters["elems"] = static_cast<double>(state.range(0));
  state.counters["rate"] = benchmark::Counter(static_cast<double>(state.range(0)), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_VectorSum)->Arg(64)->Arg(4096)->Unit(benchmark::kMicrosecond);

static void BM_Named(benchmark::State& state) {
  std::vector<char> buf(static_cast<size_t>(state.range(0)));
  for (auto _ : state) {
    std::memset(buf.data(), 1, buf.size());
    benchmark::ClobberMemory();
  }
}
BENCHMARK(BM_Named)->ArgNames({"size"})->Arg(256)->Threads(2);

static void BM_Sort(benchmark::State& state) {
  std::vector<int> v(static_cast<size_t>(state.range(0)));
  for (auto _ : state) {
    state.PauseTiming();
    for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int>((i * 7919) % v.size());
    state.ResumeTiming();
    std::sort(v.begin(), v.end());
  }
  state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_Sort)->RangeMultiplier(4)->Range(64, 1024)->Complexity(benchmark::oNLogN)->Unit(benchmark::kMillisecond);

static void BM_Fails(benchmark::State& state) {
  for (auto _ : state) {
    state.SkipWithError("deliberate error");
    break;
  }
}
BENCHMARK(BM_Fails);

static void BM_NonFinite(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(state.iterations());
  state.counters["nan_counter"] = std::numeric_limits<double>::quiet_NaN();
  state.counters["inf_counter"] = std::numeric_limits<double>::infinity();
}
BENCHMARK(BM_NonFinite);

BENCHMARK_MAIN();
