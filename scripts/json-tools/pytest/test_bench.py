"""Tiny pytest-benchmark suite for bench-gate's parser fixtures (scripts/gen-fixtures-json-tools.sh).

Covers: a plain benchmark, parametrized ids (one with spaces and a pipe), a group with extra_info,
pedantic mode with several iterations per round, a test class, and a benchmark whose test fails
after measuring (5.3.1 still writes its stats) and one whose benchmarked function raises
(absent from the JSON).
"""
import pytest


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def test_fib_10(benchmark):
    assert benchmark(fib, 10) == 55


@pytest.mark.parametrize("n", [5, 15])
def test_fib_param(benchmark, n):
    benchmark(fib, n)


@pytest.mark.parametrize("text", ["a b|c", "größe"], ids=["a b|c", "größe"])
def test_odd_ids(benchmark, text):
    benchmark(str.upper, text)


@pytest.mark.benchmark(group="sorting")
def test_sorted(benchmark):
    data = list(range(1000, 0, -1))
    benchmark.extra_info["size"] = len(data)
    benchmark(sorted, data)


def test_pedantic(benchmark):
    benchmark.pedantic(fib, args=(12,), iterations=3, rounds=5)


class TestClass:
    def test_method(self, benchmark):
        benchmark(fib, 8)


def test_fails_after_measuring(benchmark):
    benchmark(fib, 5)
    assert False, "deliberate failure after the benchmark ran"


def test_raises_inside(benchmark):
    benchmark(lambda: 1 / 0)
