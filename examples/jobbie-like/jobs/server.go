// Package jobs is a tiny in-memory job server with Jobbie's job lifecycle over HTTP: producers
// enqueue jobs, workers fetch them (each fetched job is leased to that worker) and acknowledge them
// when done. JSON over HTTP/1.1:
//
//	POST /v1/enqueue {"queue": "q", "payloads": ["...", ...]}      -> {"ids": [1, 2, ...]}
//	POST /v1/fetch   {"queue": "q", "max": 1}                      -> {"jobs": [{"id": 1, "payload": "..."}]}
//	POST /v1/ack     {"ids": [1, ...]}                             -> {"acked": 1}
//	GET  /healthz                                                  -> ok
//
// With BENCH_SLOWDOWN=1 in the server's environment, every ack also computes an audit digest of
// the job (256 rounds of SHA-256 over its payload) while holding the queue lock: real extra work on
// the lifecycle path only, which enqueue never touches.
package jobs

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"sync"
)

// Job is one unit of work.
type Job struct {
	ID      uint64 `json:"id"`
	Payload string `json:"payload"`
}

// Server holds the queues and the leased jobs.
type Server struct {
	mu     sync.Mutex
	nextID uint64
	queues map[string][]Job
	leased map[uint64]Job
	acked  uint64
	audit  [32]byte
	slow   bool
}

// New returns an empty server; slowdown turns on the audit digest on ack (see the package doc).
func New(slowdown bool) *Server {
	return &Server{queues: map[string][]Job{}, leased: map[uint64]Job{}, slow: slowdown}
}

// FromEnv returns New(BENCH_SLOWDOWN == "1").
func FromEnv() *Server { return New(os.Getenv("BENCH_SLOWDOWN") == "1") }

// Handler is the HTTP API.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/enqueue", s.enqueue)
	mux.HandleFunc("POST /v1/fetch", s.fetch)
	mux.HandleFunc("POST /v1/ack", s.ack)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { fmt.Fprintln(w, "ok") })
	return mux
}

// Listen serves on addr (e.g. 127.0.0.1:0) in the background and returns the bound address.
func (s *Server) Listen(addr string) (net.Addr, func() error, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, nil, err
	}
	srv := &http.Server{Handler: s.Handler()}
	go func() { _ = srv.Serve(ln) }()
	return ln.Addr(), srv.Close, nil
}

func (s *Server) enqueue(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Queue    string   `json:"queue"`
		Payloads []string `json:"payloads"`
	}
	if !decode(w, r, &req) {
		return
	}
	ids := make([]uint64, len(req.Payloads))
	s.mu.Lock()
	for i, p := range req.Payloads {
		s.nextID++
		ids[i] = s.nextID
		s.queues[req.Queue] = append(s.queues[req.Queue], Job{ID: s.nextID, Payload: p})
	}
	s.mu.Unlock()
	reply(w, map[string]any{"ids": ids})
}

func (s *Server) fetch(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Queue string `json:"queue"`
		Max   int    `json:"max"`
	}
	if !decode(w, r, &req) {
		return
	}
	if req.Max <= 0 {
		req.Max = 1
	}
	s.mu.Lock()
	q := s.queues[req.Queue]
	n := min(req.Max, len(q))
	jobs := append([]Job(nil), q[:n]...)
	s.queues[req.Queue] = q[n:]
	for _, j := range jobs {
		s.leased[j.ID] = j
	}
	s.mu.Unlock()
	reply(w, map[string]any{"jobs": jobs})
}

func (s *Server) ack(w http.ResponseWriter, r *http.Request) {
	var req struct {
		IDs []uint64 `json:"ids"`
	}
	if !decode(w, r, &req) {
		return
	}
	acked := 0
	s.mu.Lock()
	for _, id := range req.IDs {
		job, ok := s.leased[id]
		if !ok {
			continue
		}
		delete(s.leased, id)
		s.acked++
		acked++
		if s.slow {
			sum := sha256.Sum256([]byte(job.Payload))
			for i := 0; i < 255; i++ {
				sum = sha256.Sum256(append(sum[:], job.Payload...))
			}
			s.audit = sum
		}
	}
	s.mu.Unlock()
	reply(w, map[string]any{"acked": acked})
}

func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<20)).Decode(v); err != nil {
		http.Error(w, "bad request: "+err.Error(), http.StatusBadRequest)
		return false
	}
	return true
}

func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
