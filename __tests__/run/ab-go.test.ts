/**
 * `ab --base-ref` on a real Go change (ISSUE 6 "done when"): a temporary module and git repository
 * whose second commit makes Sum much slower; each tree is built with `go test -c` and the test
 * binaries run alternately. Skipped when Go is not installed.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runBenchGate, tempDir } from './harness.js';
import { gitIn } from '../helpers/git.js';

const hasGo = ((): boolean => {
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const SUM_FAST = `package sumdemo

// Sum adds the numbers.
func Sum(xs []int) int {
	total := 0
	for _, x := range xs {
		total += x
	}
	return total
}
`;

const SUM_SLOW = `package sumdemo

// Sum adds the numbers, through a map: a real slowdown.
func Sum(xs []int) int {
	buckets := make(map[int]int, 16)
	for i, x := range xs {
		buckets[i%16] += x
	}
	total := 0
	for _, v := range buckets {
		total += v
	}
	return total
}
`;

const SUM_TEST = `package sumdemo

import "testing"

var sink int

func BenchmarkSum(b *testing.B) {
	xs := make([]int, 4096)
	for i := range xs {
		xs[i] = i
	}
	for i := 0; i < b.N; i++ {
		sink = Sum(xs)
	}
}
`;

let dir: ReturnType<typeof tempDir>;
beforeEach(() => { dir = tempDir('bench-gate-go-'); });
afterEach(() => dir.remove());

describe('ab on a Go module', () => {
  it.skipIf(!hasGo)('finds the regression between two commits, built and run in two worktrees', async () => {
    const git = gitIn(dir.path);
    git('init', '-q');
    writeFileSync(join(dir.path, 'go.mod'), 'module example.com/sumdemo\n\ngo 1.21\n');
    writeFileSync(join(dir.path, 'sum_test.go'), SUM_TEST);
    writeFileSync(join(dir.path, 'sum.go'), SUM_FAST);
    writeFileSync(join(dir.path, '.gitignore'), 'bench.test\n');
    git('add', '.');
    git('commit', '-q', '-m', 'fast');
    writeFileSync(join(dir.path, 'sum.go'), SUM_SLOW);
    git('commit', '-q', '-am', 'slow');

    const result = await runBenchGate(['ab', '-q', '--rounds', '5', '--base-ref', 'HEAD~1', '--build', 'go test -c -o bench.test .',
      '--cmd', "./bench.test -test.run='^$' -test.bench=Sum -test.count=1 -test.benchtime=5000x"], { cwd: dir.path });
    expect(result.stdout).toMatch(/^Sum-\d+ .* regression/m);
    expect(result.stdout).toContain('baseline mode: ab');
    expect(result.code).toBe(1);
    expect(git('worktree', 'list').trim().split('\n')).toHaveLength(1);
  }, 180_000); // 7.5 s with Go's build cache warm; on a fresh machine (empty cache) 32 s with four busy loops on 2 cores
});
