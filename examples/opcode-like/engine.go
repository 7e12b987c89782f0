// Package engine is a small DAG workflow engine shaped like OPCODE's: a workflow is parsed from a
// definition, validated (no unknown dependencies, no cycles), split into levels, and executed level
// by level; a level with several steps is dispatched to a shared WorkerPool, a level with one step
// runs inline on the caller's goroutine (the sequential fast path). Every step goes through a small
// state machine (pending -> running -> succeeded) and each transition is appended to an event log,
// from which Replay rebuilds a workflow's state.
//
// The environment variable BENCH_SLOWDOWN=1 turns on a defensive re-validation of the whole DAG
// before every inline step: real extra work (O(steps) per step) that only the sequential path pays,
// the kind of "harmless" check that makes long chains quadratic.
package engine

import (
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"sync"
)

// slowdown is read once; the benchmarks run in fresh processes, so a change takes effect per run.
var slowdown = os.Getenv("BENCH_SLOWDOWN") == "1"

// StepDef is one step of a workflow definition.
type StepDef struct {
	ID      string
	Action  string
	Needs   []string
	Payload []byte
}

// Definition is a workflow as written by its author.
type Definition struct {
	Name  string
	Steps []StepDef
}

// State of a step in its state machine.
type State uint8

const (
	Pending State = iota
	Running
	Succeeded
	Failed
)

var transitions = map[State][]State{Pending: {Running}, Running: {Succeeded, Failed}}

// Event is one entry of the event log.
type Event struct {
	Workflow string
	Step     string
	From, To State
	Output   [32]byte
}

// EventLog is an append-only, concurrency-safe event store.
type EventLog struct {
	mu     sync.Mutex
	events []Event
}

// Append adds one event.
func (l *EventLog) Append(e Event) {
	l.mu.Lock()
	l.events = append(l.events, e)
	l.mu.Unlock()
}

// Events returns a copy of the log.
func (l *EventLog) Events() []Event {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]Event(nil), l.events...)
}

// Workflow is a parsed, validated definition ready to run.
type Workflow struct {
	Name   string
	steps  []*step
	levels [][]*step
}

type step struct {
	def   StepDef
	needs []*step
	state State
	out   [32]byte
}

// Parse checks a definition and orders its steps into levels (Kahn's algorithm).
func Parse(def Definition) (*Workflow, error) {
	byID := make(map[string]*step, len(def.Steps))
	wf := &Workflow{Name: def.Name, steps: make([]*step, 0, len(def.Steps))}
	for _, d := range def.Steps {
		if _, dup := byID[d.ID]; dup {
			return nil, fmt.Errorf("workflow %s: step %q defined twice", def.Name, d.ID)
		}
		s := &step{def: d}
		byID[d.ID] = s
		wf.steps = append(wf.steps, s)
	}
	for _, s := range wf.steps {
		for _, id := range s.def.Needs {
			dep, ok := byID[id]
			if !ok {
				return nil, fmt.Errorf("workflow %s: step %q needs unknown step %q", def.Name, s.def.ID, id)
			}
			s.needs = append(s.needs, dep)
		}
	}
	levels, err := levelize(wf.steps)
	if err != nil {
		return nil, fmt.Errorf("workflow %s: %w", def.Name, err)
	}
	wf.levels = levels
	return wf, nil
}

// levelize groups steps into levels: every step's dependencies are in earlier levels.
func levelize(steps []*step) ([][]*step, error) {
	indegree := make(map[*step]int, len(steps))
	dependents := make(map[*step][]*step, len(steps))
	for _, s := range steps {
		indegree[s] += 0
		for _, d := range s.needs {
			indegree[s]++
			dependents[d] = append(dependents[d], s)
		}
	}
	var level []*step
	for _, s := range steps {
		if indegree[s] == 0 {
			level = append(level, s)
		}
	}
	var levels [][]*step
	done := 0
	for len(level) > 0 {
		levels = append(levels, level)
		done += len(level)
		var next []*step
		for _, s := range level {
			for _, d := range dependents[s] {
				if indegree[d]--; indegree[d] == 0 {
					next = append(next, d)
				}
			}
		}
		level = next
	}
	if done != len(steps) {
		return nil, errors.New("the steps' dependencies form a cycle")
	}
	return levels, nil
}

// Engine runs workflows on a shared worker pool and records their events.
type Engine struct {
	Pool *WorkerPool
	Log  *EventLog
}

// Execute runs every step of the workflow once, level by level.
func (e *Engine) Execute(wf *Workflow) error {
	for _, level := range wf.levels {
		if len(level) == 1 {
			if slowdown {
				if _, err := levelize(wf.steps); err != nil {
					return err
				}
			}
			if err := e.run(wf, level[0]); err != nil {
				return err
			}
			continue
		}
		var wg sync.WaitGroup
		errs := make([]error, len(level))
		wg.Add(len(level))
		for i, s := range level {
			e.Pool.Submit(func() {
				defer wg.Done()
				errs[i] = e.run(wf, s)
			})
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			return err
		}
	}
	return nil
}

// run moves one step through its state machine and computes its output from its inputs.
func (e *Engine) run(wf *Workflow, s *step) error {
	if err := e.transition(wf, s, Running); err != nil {
		return err
	}
	h := sha256.New()
	h.Write([]byte(s.def.Action))
	h.Write(s.def.Payload)
	for _, d := range s.needs {
		h.Write(d.out[:])
	}
	copy(s.out[:], h.Sum(nil))
	return e.transition(wf, s, Succeeded)
}

func (e *Engine) transition(wf *Workflow, s *step, to State) error {
	for _, allowed := range transitions[s.state] {
		if allowed == to {
			e.Log.Append(Event{Workflow: wf.Name, Step: s.def.ID, From: s.state, To: to, Output: s.out})
			s.state = to
			return nil
		}
	}
	return fmt.Errorf("workflow %s: step %s cannot go from %d to %d", wf.Name, s.def.ID, s.state, to)
}

// Replay rebuilds each step's last state and output of one workflow from the event log.
func Replay(events []Event, workflow string) map[string]Event {
	last := make(map[string]Event)
	for _, e := range events {
		if e.Workflow == workflow {
			last[e.Step] = e
		}
	}
	return last
}

// Parallel returns a definition of n independent steps (one level).
func Parallel(name string, n int) Definition {
	def := Definition{Name: name}
	for i := 0; i < n; i++ {
		def.Steps = append(def.Steps, StepDef{ID: fmt.Sprintf("s%d", i), Action: "http.get", Payload: payload(i)})
	}
	return def
}

// Sequential returns a definition of a chain of n steps (n levels of one step).
func Sequential(name string, n int) Definition {
	def := Definition{Name: name}
	for i := 0; i < n; i++ {
		d := StepDef{ID: fmt.Sprintf("s%d", i), Action: "transform", Payload: payload(i)}
		if i > 0 {
			d.Needs = []string{fmt.Sprintf("s%d", i-1)}
		}
		def.Steps = append(def.Steps, d)
	}
	return def
}

func payload(i int) []byte {
	b := make([]byte, 256)
	binary.LittleEndian.PutUint64(b, uint64(i))
	return b
}
