//! libtest `#[bench]` functions (nightly). RUSTBENCH_FAIL=1 makes `bench_panics` panic.
#![feature(test)]
extern crate test;

use rustbench_text::{checksum, fib};
use std::hint::black_box;
use test::Bencher;

#[test]
fn a_regular_test() {
    assert_eq!(fib(5), 5);
}

#[bench]
fn bench_fib_10(b: &mut Bencher) {
    b.iter(|| fib(black_box(10)));
}

#[bench]
fn bench_fib_20(b: &mut Bencher) {
    b.iter(|| fib(black_box(20)));
}

#[bench]
fn bench_checksum_16k_bytes(b: &mut Bencher) {
    let data = vec![7u8; 16 * 1024];
    b.bytes = data.len() as u64;
    b.iter(|| checksum(black_box(&data)));
}

#[bench]
fn bench_tiny_sub_ns(b: &mut Bencher) {
    b.iter(|| black_box(1u64) + 1);
}

#[bench]
#[ignore]
fn bench_ignored(b: &mut Bencher) {
    b.iter(|| fib(black_box(30)));
}

#[bench]
fn bench_panics(b: &mut Bencher) {
    let fail = std::env::var_os("RUSTBENCH_FAIL").is_some();
    let v: Vec<u32> = Vec::new();
    b.iter(|| if fail { v[black_box(3)] } else { black_box(3) });
}

mod module_path {
    use super::*;

    #[bench]
    fn nested_bench(b: &mut Bencher) {
        b.iter(|| fib(black_box(12)));
    }
}
