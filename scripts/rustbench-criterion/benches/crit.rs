//! Benchmarks for bench-gate's criterion fixtures. Each one exists for a format edge case:
//! * `fib 15`: an id with a space, no group;
//! * `fib_group/{recursive,iterative}/{10,20}`: a group with functions and parameters;
//! * `checksum/{64,4096}`: `Throughput::Bytes` (thrpt line in GiB/s, `{"Bytes":n}`);
//! * `checksum/größe µs`: unicode id (byte-based padding) with `Throughput::Elements`;
//! * `decimal/1000`: `Throughput::BytesDecimal` (MB/s; skipped when SKIP_BYTES_DECIMAL is set);
//! * `tiny add`: sub-nanosecond times (printed in ps);
//! * `special/a:b|c*d`: characters criterion replaces in the directory name (`a_b_c_d`);
//! * `a_rather_long_group_name_for_layout/flat_sampled_fib/22`: an id longer than the 23-byte
//!   column (own line) and `SamplingMode::Flat` (`slope` is null).
//! FIB_NAME and TINY_NAME, when set, rename `fib 15` and `tiny add`: a rename and a rerun that
//! leave the old names' results in target/criterion (the generator's rerun-renamed part).
use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput};
use rustbench_criterion::{checksum, fib_iterative, fib_recursive, sum};

fn bench_fib(c: &mut Criterion) {
    c.bench_function(std::env::var("FIB_NAME").as_deref().unwrap_or("fib 15"), |b| b.iter(|| fib_recursive(black_box(15))));
    let mut group = c.benchmark_group("fib_group");
    for n in [10u64, 20] {
        group.bench_with_input(BenchmarkId::new("recursive", n), &n, |b, &n| b.iter(|| fib_recursive(black_box(n))));
        group.bench_with_input(BenchmarkId::new("iterative", n), &n, |b, &n| b.iter(|| fib_iterative(black_box(n))));
    }
    group.finish();
}

fn bench_throughput(c: &mut Criterion) {
    let mut group = c.benchmark_group("checksum");
    for size in [64usize, 4096] {
        let data: Vec<u8> = (0..size).map(|i| (i * 31 % 251) as u8).collect();
        group.throughput(Throughput::Bytes(size as u64));
        group.bench_with_input(BenchmarkId::from_parameter(size), &data, |b, d| b.iter(|| checksum(black_box(d))));
    }
    let values: Vec<u32> = (0..1000).collect();
    group.throughput(Throughput::Elements(values.len() as u64));
    group.bench_function("größe µs", |b| b.iter(|| sum(black_box(&values))));
    group.finish();

    // cargo-criterion 1.1.0 cannot decode BytesDecimal (its protocol knows only Bytes and
    // Elements), so the generator script sets SKIP_BYTES_DECIMAL for the cargo-criterion runs.
    if std::env::var_os("SKIP_BYTES_DECIMAL").is_none() {
        let mut group = c.benchmark_group("decimal");
        let data: Vec<u8> = vec![7; 1000];
        group.throughput(Throughput::BytesDecimal(1000));
        group.bench_with_input(BenchmarkId::from_parameter(1000), &data, |b, d| b.iter(|| checksum(black_box(d))));
        group.finish();
    }
}

fn bench_edge(c: &mut Criterion) {
    c.bench_function(std::env::var("TINY_NAME").as_deref().unwrap_or("tiny add"), |b| b.iter(|| black_box(1u64).wrapping_add(black_box(2))));
    c.bench_function("special/a:b|c*d", |b| b.iter(|| fib_iterative(black_box(30))));
    let mut group = c.benchmark_group("a_rather_long_group_name_for_layout");
    group.sampling_mode(SamplingMode::Flat);
    group.bench_function(BenchmarkId::new("flat_sampled_fib", 22), |b| b.iter(|| fib_recursive(black_box(22))));
    group.finish();
}

criterion_group!(benches, bench_fib, bench_throughput, bench_edge);
criterion_main!(benches);
