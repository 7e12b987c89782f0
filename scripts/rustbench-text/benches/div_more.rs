//! A second divan bench target (a second table), with string args and a cycles counter.
use divan::counter::CyclesCount;
use divan::{black_box, Bencher};

fn main() {
    divan::main();
}

#[divan::bench(args = ["short", "with space"])]
fn str_len(s: &str) -> usize {
    black_box(s).len()
}

#[divan::bench(sample_count = 20)]
fn cycles_counter(bencher: Bencher) {
    bencher.counter(CyclesCount::new(1000u32)).bench(|| (0..black_box(1000u32)).sum::<u32>());
}
