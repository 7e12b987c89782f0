// Command bd is a tiny issue tracker shaped like Beads' `bd`: issues with a status, a priority and
// blocking dependencies, kept in one JSON file (a stand-in for Beads' SQLite database: the module
// builds offline with the standard library alone). Every command opens and decodes the store, as
// each `bd` invocation opens its database.
//
//	bd init --issues 2000        a synthetic database (deterministic)
//	bd create "Fix login" -p 1 --deps bd-12,bd-40
//	bd close bd-12
//	bd ready --limit 10          open issues whose blockers are all closed, by priority
//	bd list --limit 10
//	bd stats
//	bd version
//
// The store is --db FILE, else $BEADS_DB, else .beads/issues.json.
//
// `ready` answers from a blocked-issues index built in one pass over the dependencies (Beads'
// blocked_issues_cache). BENCH_SLOWDOWN=1 bypasses the index: every dependency of every issue
// is looked up by scanning the whole issue list, the quadratic query the cache exists to avoid.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

const version = "0.1.0 (beads-like)"

type Issue struct {
	ID       string    `json:"id"`
	Title    string    `json:"title"`
	Status   string    `json:"status"` // open, in_progress, closed
	Priority int       `json:"priority"`
	Created  time.Time `json:"created"`
	Deps     []string  `json:"deps,omitempty"` // issues that block this one
}

type Store struct {
	Next   int     `json:"next"`
	Issues []Issue `json:"issues"`
}

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "bd:", err)
		os.Exit(1)
	}
}

func run(args []string, out io.Writer) error {
	global := flag.NewFlagSet("bd", flag.ContinueOnError)
	db := global.String("db", "", "store file (default $BEADS_DB or .beads/issues.json)")
	if err := global.Parse(args); err != nil {
		return err
	}
	if global.NArg() == 0 {
		return errors.New("usage: bd [--db FILE] init|create|close|ready|list|stats|version ...")
	}
	path := *db
	if path == "" {
		path = os.Getenv("BEADS_DB")
	}
	if path == "" {
		path = filepath.Join(".beads", "issues.json")
	}
	cmd, rest := global.Arg(0), global.Args()[1:]
	fs := flag.NewFlagSet("bd "+cmd, flag.ContinueOnError)
	switch cmd {
	case "version":
		fmt.Fprintln(out, "bd version", version)
		return nil
	case "init":
		n := fs.Int("issues", 0, "synthetic issues to create")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		return save(path, synthetic(*n))
	case "create":
		priority := fs.Int("p", 2, "priority (0 highest)")
		deps := fs.String("deps", "", "comma-separated ids of blocking issues")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		s, err := load(path)
		if err != nil {
			return err
		}
		issue := Issue{ID: s.newID(), Title: strings.Join(fs.Args(), " "), Status: "open", Priority: *priority, Created: time.Now().UTC()}
		if *deps != "" {
			issue.Deps = strings.Split(*deps, ",")
		}
		s.Issues = append(s.Issues, issue)
		fmt.Fprintln(out, issue.ID)
		return save(path, s)
	case "close":
		if err := fs.Parse(rest); err != nil {
			return err
		}
		s, err := load(path)
		if err != nil {
			return err
		}
		for _, id := range fs.Args() {
			i := slices.IndexFunc(s.Issues, func(x Issue) bool { return x.ID == id })
			if i < 0 {
				return fmt.Errorf("no issue %s", id)
			}
			s.Issues[i].Status = "closed"
		}
		return save(path, s)
	case "ready", "list":
		limit := fs.Int("limit", 10, "at most this many issues")
		if err := fs.Parse(rest); err != nil {
			return err
		}
		s, err := load(path)
		if err != nil {
			return err
		}
		var issues []Issue
		if cmd == "ready" {
			issues = s.ready(os.Getenv("BENCH_SLOWDOWN") == "1")
		} else {
			issues = s.open()
		}
		return printIssues(out, issues, *limit)
	case "stats":
		s, err := load(path)
		if err != nil {
			return err
		}
		return s.stats(out)
	default:
		return fmt.Errorf("unknown command %q", cmd)
	}
}

func load(path string) (*Store, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("%w (run bd init first)", err)
	}
	var s Store
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &s, nil
}

func save(path string, s *Store) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func (s *Store) newID() string {
	s.Next++
	return "bd-" + strconv.Itoa(s.Next)
}

// synthetic makes n issues: a third closed, a tenth in progress, most with one to three blockers
// among the issues created before them (a deterministic seed, so every run measures the same data).
func synthetic(n int) *Store {
	r := rand.New(rand.NewPCG(42, 7))
	s := &Store{}
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < n; i++ {
		issue := Issue{ID: s.newID(), Title: fmt.Sprintf("Synthetic issue %d", i+1), Status: "open", Priority: r.IntN(5), Created: start.Add(time.Duration(i) * time.Minute)}
		switch x := r.IntN(10); {
		case x < 3:
			issue.Status = "closed"
		case x == 3:
			issue.Status = "in_progress"
		}
		for d := r.IntN(4); d > 0 && i > 0; d-- {
			issue.Deps = append(issue.Deps, s.Issues[r.IntN(i)].ID)
		}
		s.Issues = append(s.Issues, issue)
	}
	return s
}

func (s *Store) open() []Issue {
	var open []Issue
	for _, is := range s.Issues {
		if is.Status != "closed" {
			open = append(open, is)
		}
	}
	sortIssues(open)
	return open
}

// blockedIndex is the blocked-issues cache: the ids of issues with at least one blocker that is not closed.
func (s *Store) blockedIndex() map[string]bool {
	status := make(map[string]string, len(s.Issues))
	for _, is := range s.Issues {
		status[is.ID] = is.Status
	}
	blocked := make(map[string]bool)
	for _, is := range s.Issues {
		for _, d := range is.Deps {
			if st, ok := status[d]; ok && st != "closed" {
				blocked[is.ID] = true
				break
			}
		}
	}
	return blocked
}

// ready lists the open issues with no open blocker; without the index when slow is set.
func (s *Store) ready(slow bool) []Issue {
	var blocked map[string]bool
	if slow {
		blocked = s.blockedByScan()
	} else {
		blocked = s.blockedIndex()
	}
	var ready []Issue
	for _, is := range s.Issues {
		if is.Status == "open" && !blocked[is.ID] {
			ready = append(ready, is)
		}
	}
	sortIssues(ready)
	return ready
}

// blockedByScan finds the same blocked issues as blockedIndex without its status map: every
// dependency's status is looked up by scanning all issues (SELECT status FROM issues WHERE id = ?
// on a table without an index), O(issues x dependencies x issues).
func (s *Store) blockedByScan() map[string]bool {
	blocked := make(map[string]bool)
	for _, is := range s.Issues {
		for _, d := range is.Deps {
			for _, other := range s.Issues {
				if other.ID == d && other.Status != "closed" {
					blocked[is.ID] = true
				}
			}
		}
	}
	return blocked
}

func sortIssues(issues []Issue) {
	slices.SortStableFunc(issues, func(a, b Issue) int {
		if a.Priority != b.Priority {
			return a.Priority - b.Priority
		}
		return a.Created.Compare(b.Created)
	})
}

func printIssues(out io.Writer, issues []Issue, limit int) error {
	if limit > 0 && len(issues) > limit {
		issues = issues[:limit]
	}
	for _, is := range issues {
		if _, err := fmt.Fprintf(out, "%-8s [P%d] [%s] %s\n", is.ID, is.Priority, is.Status, is.Title); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) stats(out io.Writer) error {
	byStatus := map[string]int{}
	byPriority := make([]int, 5)
	var age time.Duration
	now := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	for _, is := range s.Issues {
		byStatus[is.Status]++
		if is.Priority >= 0 && is.Priority < len(byPriority) {
			byPriority[is.Priority]++
		}
		age += now.Sub(is.Created)
	}
	blocked := s.blockedIndex()
	fmt.Fprintf(out, "Total issues:   %d\n", len(s.Issues))
	for _, st := range []string{"open", "in_progress", "closed"} {
		fmt.Fprintf(out, "  %-13s %d\n", st+":", byStatus[st])
	}
	fmt.Fprintf(out, "Blocked:        %d\n", len(blocked))
	fmt.Fprintf(out, "Ready:          %d\n", len(s.ready(false)))
	for p, n := range byPriority {
		fmt.Fprintf(out, "  P%d:           %d\n", p, n)
	}
	if len(s.Issues) > 0 {
		fmt.Fprintf(out, "Average age:    %.1f days\n", (age/time.Duration(len(s.Issues))).Hours()/24)
	}
	return nil
}
