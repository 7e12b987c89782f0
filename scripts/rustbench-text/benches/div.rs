//! divan benches: modules, args, generic types, threads, counters and the allocation profiler.
use divan::counter::{BytesCount, CharsCount, ItemsCount};
use divan::{black_box, AllocProfiler, Bencher};
use rustbench_text::{checksum, fib};
use std::collections::VecDeque;

#[global_allocator]
static ALLOC: AllocProfiler = AllocProfiler::system();

fn main() {
    divan::main();
}

#[divan::bench(args = [5, 10, 15])]
fn fibonacci(n: u64) -> u64 {
    fib(black_box(n))
}

#[divan::bench]
fn checksum_1k(bencher: Bencher) {
    let data = vec![7u8; 1024];
    bencher.counter(BytesCount::of_slice(&data)).bench(|| checksum(black_box(&data)));
}

#[divan::bench]
fn count_words(bencher: Bencher) {
    let text = "the quick brown fox jumps over the lazy dog ".repeat(8);
    bencher
        .counter(ItemsCount::new(text.split_whitespace().count()))
        .counter(CharsCount::of_str(&text))
        .bench(|| black_box(&text).split_whitespace().count());
}

#[divan::bench(types = [Vec<u64>, VecDeque<u64>])]
fn push_1k<T: Default + Extend<u64>>() -> T {
    let mut c = T::default();
    c.extend(0..1000u64);
    c
}

#[divan::bench]
fn alloc_string() -> usize {
    // Allocated and freed inside the timed call: alloc and dealloc rows.
    black_box("hello").repeat(black_box(100)).len()
}

#[divan::bench]
fn grow_vec() -> usize {
    // Pushing past the capacity: alloc, grow and dealloc rows.
    let mut v = Vec::with_capacity(4);
    for i in 0..black_box(100u32) {
        v.push(i);
    }
    v.len()
}

#[divan::bench]
fn maybe_panics() -> u64 {
    // RUSTBENCH_FAIL=1 makes this panic: divan aborts the whole run mid-table.
    if std::env::var_os("RUSTBENCH_FAIL").is_some() {
        panic!("maybe_panics was asked to fail");
    }
    black_box(1)
}

#[divan::bench(ignore)]
fn ignored_bench() -> u64 {
    black_box(2)
}

mod nested {
    use std::sync::atomic::{AtomicU64, Ordering};

    static COUNTER: AtomicU64 = AtomicU64::new(0);

    #[divan::bench(threads = [1, 2])]
    fn atomic_add() -> u64 {
        COUNTER.fetch_add(1, Ordering::Relaxed)
    }
}
