/**
 * A benchmark that panics before go test printed its name (without -v: its first run, a
 * sub-benchmark's body, a goroutine it started) is named from the panicking goroutine's stack
 * (src/parsers/go-panic-stack.ts). Real go test output from fixtures/go/ (gen-fixtures-go.sh).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGo } from '../../src/parsers/go.js';
import { detectGo } from '../../src/parsers/go-detect.js';

const GO = join(import.meta.dirname, '..', '..', 'fixtures', 'go');
const fixture = (name: string) => readFileSync(join(GO, name), 'utf8');
const view = (text: string) => parseGo(text, 'x.txt').benchmarks.map((b) => [b.key, b.status]);

describe('a panic go test printed no name for', () => {
  it('names a package\'s first benchmark from its stack frame, and the output is detected as Go', () => {
    const text = fixture('panic-first.txt');
    expect(detectGo(text)).toBe(true);
    expect(view(text)).toEqual([['example.com/gobench/panicfirst.BenchmarkFirst', 'failed']]);
    const warning = parseGo(text, 'x.txt').diagnostics.find((d) => d.message.startsWith('BenchmarkFirst panicked'));
    expect(warning?.line).toBe(4); // the frame's line
  });

  it('names the benchmark whose closure panicked: a sub-benchmark\'s body, whose own name the stack lacks', () => {
    expect(view(fixture('panic-stack-sub.txt'))).toEqual([
      ['example.com/gobench/panicstack.BenchmarkRuns-2', 'ok'],
      ['example.com/gobench/panicstack.BenchmarkSubPanics-2', 'failed'],
    ]);
  });

  it('names the benchmark that started the goroutine that panicked', () => {
    expect(view(fixture('panic-stack-goroutine.txt'))).toEqual([
      ['example.com/gobench/panicstack.BenchmarkRuns-2', 'ok'],
      ['example.com/gobench/panicstack.BenchmarkGoroutinePanics-2', 'failed'],
    ]);
  });

  it('reads past a runtime error\'s [signal SIGSEGV] line to the stack (a nil pointer dereference)', () => {
    expect(view(fixture('panic-stack-nil.txt'))).toEqual([
      ['example.com/gobench/panicstack.BenchmarkRuns-2', 'ok'],
      ['example.com/gobench/panicstack.BenchmarkNilPanics-2', 'failed'],
    ]);
  });

  it('names the benchmark go\'s testing package ran, not a helper above it that is named like one', () => {
    // panic-stack-helper.txt: the inlined frame `….BenchmarkCodec(...)` (a helper taking more than
    // *testing.B) is the stack's topmost Benchmark frame; BenchmarkHelperNamed, below it, was running.
    expect(view(fixture('panic-stack-helper.txt'))).toEqual([
      ['example.com/gobench/panicstack.BenchmarkRuns-2', 'ok'],
      ['example.com/gobench/panicstack.BenchmarkHelperNamed-2', 'failed'],
    ]);
  });

  it('reads the stack GOTRACEBACK=system prints (addresses in the goroutine line, the runtime\'s frames first)', () => {
    expect(view(fixture('panic-stack-traceback-system.txt')).at(-1)).toEqual(['example.com/gobench/panicstack.BenchmarkNilPanics-2', 'failed']);
  });

  it('names the benchmark from a stack the input ends in (a truncated log)', () => {
    // The stack is read to its end (its bottommost benchmark frame is the one): the input's end is one.
    const text = fixture('panic-stack-sub.txt');
    const cut = text.slice(0, text.indexOf('testing.(*B).runN'));
    expect(view(cut).at(-1)).toEqual(['example.com/gobench/panicstack.BenchmarkSubPanics-2', 'failed']);
  });

  it('names a pseudo package\'s benchmark (command-line-arguments), keyed without a package', () => {
    expect(view(fixture('pseudo-panic.txt')).at(-1)).toEqual(['BenchmarkFirst', 'failed']);
  });

  it('names nothing from a frame of another package\'s benchmark function, nor from a later goroutine', () => {
    const text = fixture('panic-first.txt');
    const other = text.replace('example.com/gobench/panicfirst.BenchmarkFirst(', 'example.com/other.BenchmarkFirst(');
    expect(view(other)).toEqual([]);
    // The stack of another goroutine (GOTRACEBACK=all prints them after a blank line) is not the panic's.
    const lines = text.split('\n');
    const frame = lines.findIndex((l) => l.includes('.BenchmarkFirst('));
    const moved = [...lines.slice(0, frame), ...lines.slice(frame + 2, -4), '', 'goroutine 1 [chan receive]:', ...lines.slice(frame, frame + 2), ...lines.slice(-4)].join('\n');
    expect(view(moved)).toEqual([]);
  });

  it('reads the frame of a package whose last path element has a dot, which go spells %2e there', () => {
    // panic-first-dotted.txt: package example.com/gobench/panicfirst.v2 (as gopkg.in/yaml.v3), its
    // external test package's frame `example.com/gobench/panicfirst%2ev2_test.BenchmarkFirst(0x…)`.
    expect(view(fixture('panic-first-dotted.txt'))).toEqual([['example.com/gobench/panicfirst.v2.BenchmarkFirst', 'failed']]);
  });

  it('keeps the external test package\'s frames (package x_test) as the package\'s', () => {
    const text = fixture('panic-first.txt').replace('example.com/gobench/panicfirst.BenchmarkFirst(', 'example.com/gobench/panicfirst_test.BenchmarkFirst(');
    expect(view(text)).toEqual([['example.com/gobench/panicfirst.BenchmarkFirst', 'failed']]);
  });
});
