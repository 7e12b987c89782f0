//! Code measured by the benches (kept tiny; the point is the harness output).

/// Naive recursive Fibonacci.
pub fn fib(n: u64) -> u64 {
    if n < 2 { n } else { fib(n - 1) + fib(n - 2) }
}

/// Adler-like checksum over a byte slice.
pub fn checksum(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for &x in data {
        a = (a + x as u32) % 65521;
        b = (b + a) % 65521;
    }
    (b << 16) | a
}

#[cfg(test)]
mod tests {
    #[test]
    fn fib_works() {
        assert_eq!(super::fib(10), 55);
    }
}
