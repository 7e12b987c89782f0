package names

import (
	"strings"
	"testing"
)

var sink uint32

func work(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink += Work(32)
	}
}

// BenchmarkNames runs sub-benchmarks whose names are rewritten by testing:
// whitespace becomes "_", non-printable runes are Go-quoted, the empty name
// becomes "#00", duplicates get "#01", "/" and "=" are kept verbatim.
func BenchmarkNames(b *testing.B) {
	for _, name := range []string{
		"with space",          // -> with_space
		"tab\there\u00a0nbsp", // -> tab_here_nbsp (TAB and U+00A0 are spaces)
		"zero\u200bwidth",     // -> zero\u200bwidth (non-printable, quoted)
		"größe-µ",             // unicode kept as is
		"dup",                 // -> dup
		"dup",                 // -> dup#01
		"",                    // -> #00
		"a/b=c/d",             // "/" inside a b.Run name: looks like nesting
		"k=v",                 // key=value part
		"pipe|name",           // markdown table breaker
		"back`tick",           // markdown code breaker
		"@octocat",            // GitHub mention
		"<b>html</b>",         // HTML injection
		"a_very_long_sub_benchmark_name_that_keeps_going/and_going/with=parts/" +
			strings.Repeat("x", 40), // > 90 chars in total
	} {
		b.Run(name, work)
	}
	// Nested sub-benchmarks: real nesting, compare with "a/b=c/d" above.
	b.Run("outer", func(b *testing.B) {
		b.Run("inner=1", work)
	})
}

// BenchmarkAmbig has sub-benchmarks whose names end in "-<digits>", which is
// indistinguishable from the -<GOMAXPROCS> suffix go test appends when
// GOMAXPROCS != 1. Run with -cpu 1,4: "n-10" at procs 1 prints
// BenchmarkAmbig/n-10, and "n-4" at procs 1 prints exactly the same name as
// "n" at procs 4 (BenchmarkAmbig/n-4).
func BenchmarkAmbig(b *testing.B) {
	for _, name := range []string{"n", "n-4", "n-10"} {
		b.Run(name, work)
	}
}

// Benchmark_snake_case has a top-level name with "_" right after
// "Benchmark" (accepted by go test and benchfmt, as in gofiber's benchmarks).
func Benchmark_snake_case(b *testing.B) { work(b) }
