//! A bench target that defines most of `libtest_more`'s names for other work (feature `overlap`):
//! `checksum_1k` and `prints_noise` here measure something else, `sort_1000` replaces `sort_100`.
//! Its longest name is as long as `libtest_more`'s (`prints_noise`), so libtest pads both the same.
#![feature(test)]
extern crate test;

use rustbench_text::{checksum, fib};
use std::hint::black_box;
use test::Bencher;

#[bench]
fn checksum_1k(b: &mut Bencher) {
    // Same name, 64 times the data: a different benchmark.
    let data = vec![1u8; 64 * 1024];
    b.bytes = data.len() as u64;
    b.iter(|| checksum(black_box(&data)));
}

#[bench]
fn prints_noise(b: &mut Bencher) {
    b.iter(|| fib(black_box(15)));
}

#[bench]
fn sort_1000(b: &mut Bencher) {
    b.iter(|| {
        let mut v: Vec<u32> = (0..1000).rev().collect();
        v.sort_unstable();
        black_box(v)
    });
}
