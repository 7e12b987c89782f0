#!/usr/bin/env bash
# Builds the three fib programs into BIN (default ./bin): C with gcc -O2, Go with go build, Rust
# with rustc -O. Each prints "fib(N) = ..." for its argument N.
set -euo pipefail
cd "$(dirname "$0")"
bin="$(realpath -m "${1:-bin}")"
mkdir -p "$bin"
gcc -O2 -o "$bin/fib_c" fib.c
go build -o "$bin/fib_go" fib.go
rustc -O --edition 2021 -o "$bin/fib_rust" fib.rs
