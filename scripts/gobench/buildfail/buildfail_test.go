//go:build gobench_buildfail

// The tag keeps this file out of every other build of the module, so that
// `go vet ./...` and `go test ./...` stay clean.

package buildfail

import "testing"

// BenchmarkNeverBuilt calls a function that does not exist.
func BenchmarkNeverBuilt(b *testing.B) {
	for i := 0; i < b.N; i++ {
		undefinedFunction()
	}
}
