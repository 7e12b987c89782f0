//! A second libtest bench target, so `cargo bench` prints several `running N tests` blocks.
#![feature(test)]
extern crate test;

use rustbench_text::checksum;
use std::hint::black_box;
use test::Bencher;

#[bench]
fn checksum_1k(b: &mut Bencher) {
    let data = vec![1u8; 1024];
    b.bytes = data.len() as u64;
    b.iter(|| checksum(black_box(&data)));
}

#[bench]
fn sort_100(b: &mut Bencher) {
    b.iter(|| {
        let mut v: Vec<u32> = (0..100).rev().collect();
        v.sort_unstable();
        black_box(v)
    });
}

#[bench]
fn prints_noise(b: &mut Bencher) {
    // Invisible unless run with `--nocapture`: then it lands in the middle of the result line.
    println!("noise from the benchmark");
    b.iter(|| black_box(2u64).pow(10));
}
