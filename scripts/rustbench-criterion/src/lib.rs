//! Functions measured by `benches/crit.rs`; kept in the library so the optimiser cannot fold them away.

/// Naive recursive Fibonacci (exponential time: a clearly CPU-bound benchmark).
pub fn fib_recursive(n: u64) -> u64 {
    if n < 2 {
        n
    } else {
        fib_recursive(n - 1) + fib_recursive(n - 2)
    }
}

/// Iterative Fibonacci (linear time).
pub fn fib_iterative(n: u64) -> u64 {
    let (mut a, mut b) = (0u64, 1u64);
    for _ in 0..n {
        let t = a.wrapping_add(b);
        a = b;
        b = t;
    }
    a
}

/// A simple byte checksum (Fletcher-16 style), for throughput in bytes.
pub fn checksum(data: &[u8]) -> u16 {
    let (mut a, mut b) = (0u16, 0u16);
    for &x in data {
        a = (a + u16::from(x)) % 255;
        b = (b + a) % 255;
    }
    (b << 8) | a
}

/// Sums a slice of u32 (throughput in elements).
pub fn sum(values: &[u32]) -> u64 {
    values.iter().map(|&v| u64::from(v)).sum()
}
