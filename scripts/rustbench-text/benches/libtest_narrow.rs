//! A bench target whose names are a subset of `libtest_more`'s (feature `overlap`), for other
//! work, without its longest name: libtest pads these to 11 characters, `libtest_more`'s to 12.
#![feature(test)]
extern crate test;

use rustbench_text::checksum;
use std::hint::black_box;
use test::Bencher;

#[bench]
fn checksum_1k(b: &mut Bencher) {
    let data = vec![1u8; 16 * 1024];
    b.bytes = data.len() as u64;
    b.iter(|| checksum(black_box(&data)));
}

#[bench]
fn sort_100(b: &mut Bencher) {
    b.iter(|| {
        let mut v: Vec<u64> = (0..100).map(|i| (i * 7919) % 101).collect();
        v.sort();
        black_box(v)
    });
}
