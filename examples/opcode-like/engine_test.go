package engine

import (
	"fmt"
	"testing"
)

// Benchmarks shaped like OPCODE's executor_bench_test.go and worker_bench_test.go: a full workflow
// run (parse, level walk, pool dispatch, state transitions, events) per iteration, with the
// derived throughput reported as a custom metric beside ns/op, B/op and allocs/op:
//
//	go test -run '^$' -bench . -benchmem -count 10

func benchWorkflow(b *testing.B, def Definition) {
	pool := NewWorkerPool(8)
	defer pool.Close()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		wf, err := Parse(def)
		if err != nil {
			b.Fatal(err)
		}
		eng := &Engine{Pool: pool, Log: &EventLog{}}
		if err := eng.Execute(wf); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "workflows/s")
}

func BenchmarkDAGParallel(b *testing.B) {
	for _, n := range []int{10, 50, 100} {
		b.Run(fmt.Sprintf("steps=%d", n), func(b *testing.B) { benchWorkflow(b, Parallel("parallel", n)) })
	}
}

func BenchmarkDAGSequential(b *testing.B) {
	for _, n := range []int{5, 10, 20} {
		b.Run(fmt.Sprintf("steps=%d", n), func(b *testing.B) { benchWorkflow(b, Sequential("sequential", n)) })
	}
}

func BenchmarkWorkerPool(b *testing.B) {
	for _, size := range []int{10, 100} {
		b.Run(fmt.Sprintf("size=%d", size), func(b *testing.B) {
			pool := NewWorkerPool(size)
			defer pool.Close()
			done := make(chan struct{}, size)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				pool.Submit(func() { done <- struct{}{} })
				<-done
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "tasks/s")
		})
	}
}

func TestExecuteAndReplay(t *testing.T) {
	pool := NewWorkerPool(4)
	defer pool.Close()
	for _, def := range []Definition{Parallel("p", 20), Sequential("s", 20)} {
		wf, err := Parse(def)
		if err != nil {
			t.Fatal(err)
		}
		log := &EventLog{}
		if err := (&Engine{Pool: pool, Log: log}).Execute(wf); err != nil {
			t.Fatal(err)
		}
		state := Replay(log.Events(), def.Name)
		if len(state) != 20 {
			t.Fatalf("%s: replayed %d steps, want 20", def.Name, len(state))
		}
		for id, e := range state {
			if e.To != Succeeded {
				t.Fatalf("%s: step %s ended in state %d", def.Name, id, e.To)
			}
		}
	}
	if _, err := Parse(Definition{Name: "cycle", Steps: []StepDef{{ID: "a", Needs: []string{"b"}}, {ID: "b", Needs: []string{"a"}}}}); err == nil {
		t.Fatal("a cycle was accepted")
	}
}
