//! A bench target whose names are a subset of `libtest_more`'s (feature `overlap`), for other
//! work; its longest name (`prints_noise`) is `libtest_more`'s, so libtest pads both the same.
#![feature(test)]
extern crate test;

use rustbench_text::{checksum, fib};
use std::hint::black_box;
use test::Bencher;

#[bench]
fn checksum_1k(b: &mut Bencher) {
    let data = vec![1u8; 32 * 1024];
    b.bytes = data.len() as u64;
    b.iter(|| checksum(black_box(&data)));
}

#[bench]
fn prints_noise(b: &mut Bencher) {
    b.iter(|| fib(black_box(18)));
}
