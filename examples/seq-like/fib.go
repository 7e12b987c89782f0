// fib(N), naive recursion: Seq's compute benchmark "fib" in Go. Usage: fib_go 32
package main

import (
	"fmt"
	"os"
	"strconv"
)

func fib(n uint64) uint64 {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func main() {
	n := uint64(32)
	if len(os.Args) > 1 {
		v, err := strconv.ParseUint(os.Args[1], 10, 32)
		if err != nil {
			fmt.Fprintln(os.Stderr, "usage: fib_go N")
			os.Exit(2)
		}
		n = v
	}
	fmt.Printf("fib(%d) = %d\n", n, fib(n))
}
