// Command jobbie serves the job server of package jobs:
//
//	jobbie --bind 127.0.0.1:18080
package main

import (
	"flag"
	"fmt"
	"os"
	"os/signal"

	"example.com/jobbie-like/jobs"
)

func main() {
	bind := flag.String("bind", "127.0.0.1:18080", "address to listen on")
	flag.Parse()
	addr, stop, err := jobs.FromEnv().Listen(*bind)
	if err != nil {
		fmt.Fprintln(os.Stderr, "jobbie:", err)
		os.Exit(1)
	}
	fmt.Printf("jobbie: listening on http://%s\n", addr)
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt)
	<-sig
	_ = stop()
}
