#!/usr/bin/env bash
# Builds the three fib programs into BIN (default ./bin): C with gcc -O2, Go with go build, Rust
# with rustc -O. Each prints "fib(N) = ..." for its argument N.
set -euo pipefail
# BIN is relative to the caller's directory, as bench.sh's is: resolve it before changing directory.
bin="$(realpath -m "${1:-bin}")"
cd "$(dirname "$0")"
mkdir -p "$bin"
gcc -O2 -o "$bin/fib_c" fib.c
go build -o "$bin/fib_go" fib.go
rustc -O --edition 2021 -o "$bin/fib_rust" fib.rs
