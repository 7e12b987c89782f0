/* fib(N), naive recursion: Seq's compute benchmark "fib" in C. Usage: fib_c 32 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(int argc, char **argv) {
    unsigned n = argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 32;
    printf("fib(%u) = %llu\n", n, fib(n));
    return 0;
}
