//! fib(N), naive recursion: Seq's compute benchmark "fib" in Rust. Usage: fib_rust 32
//!
//! BENCH_SLOWDOWN=1 adds real work: the result is computed a second time, as a "self-check", and
//! compared with the first (the kind of debug check that slips into a release build).
use std::env;
use std::hint::black_box;

fn fib(n: u64) -> u64 {
    if n < 2 { n } else { fib(n - 1) + fib(n - 2) }
}

fn main() {
    let n: u64 = env::args().nth(1).map(|a| a.parse().expect("usage: fib_rust N")).unwrap_or(32);
    let result = fib(black_box(n));
    if env::var("BENCH_SLOWDOWN").as_deref() == Ok("1") {
        assert_eq!(fib(black_box(n)), result, "fib is not deterministic");
    }
    println!("fib({n}) = {result}");
}
