// Package buildfail builds, but its test does not compile with
// -tags gobench_buildfail (see buildfail_test.go): the fixtures' failed build.
package buildfail
