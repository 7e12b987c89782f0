/**
 * The files the engine writes and removes as its own (its state and captures in .bench-gate/, the
 * report files in artifact-path), end to end: the source (src/action.ts through tsx, not the
 * bundle) in a workspace that holds what bench-gate did not leave there, as a persistent
 * self-hosted workspace, a checkout or the benchmark itself can. The engine wrote through a
 * symbolic link (replacing the file it leads to), hung for good on a FIFO, and removed and wrote
 * through a `.bench-gate` that leads out of the workspace; each is now refused, with verdict error
 * and a message that names the file and the fix, and what is there is left as it was.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngineHarness, HANG_KILL_MS, HANG_TEST_MS, push, SOURCE } from './engine-harness.js';

const harness = new EngineHarness();
beforeAll(() => harness.start());
afterAll(() => harness.stop());

/** A fresh workspace `name`, set up by `setup` before the engine runs (command all, baseline none, fixtures/go/basic.txt). */
async function run(name: string, setup: (workspace: string) => void, inputs: Record<string, string> = {}) {
  const workspace = join(harness.work, name);
  mkdirSync(workspace, { recursive: true });
  setup(workspace);
  return harness.run(name, push, { baseline: 'none', ...inputs }, 'basic.txt', {}, { entry: SOURCE, killAfterMs: HANG_KILL_MS });
}

/** A file outside every workspace, holding `text`. */
function victim(name: string, text = 'mine\n'): string {
  const path = join(harness.work, 'outside', name);
  mkdirSync(join(harness.work, 'outside'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe("the engine's files in artifact-path", () => {
  it('a report file that is a symbolic link: refused, and the file it leads to kept (it was replaced by report.json)', async () => {
    const target = victim('report-target.txt');
    const result = await run('report-link', (ws) => {
      mkdirSync(join(ws, '.bench-gate', 'report'), { recursive: true });
      symlinkSync(target, join(ws, '.bench-gate', 'report', 'report.json'));
    });
    expect(readFileSync(target, 'utf8')).toBe('mine\n');
    expect(result.code).toBe(1);
    // artifact-path was not given: its default, under .bench-gate/, is not named as a value to change (to itself).
    expect(result.stdout).toContain(`::error::.bench-gate/report/report.json is a symbolic link (to ${target}). bench-gate keeps its state, the benchmark's captured output and (unless artifact-path says otherwise) its report files in .bench-gate/`);
    expect(result.stdout).toContain('Remove it (rm .bench-gate/report/report.json); bench-gate makes what it needs.');
    expect(result.stdout).not.toContain("input 'artifact-path'");
    expect(result.outputs.verdict).toBe('error');
  }, HANG_TEST_MS);

  it('a report file that is a FIFO: refused at once and kept (writing it waited for a reader for good)', async () => {
    const result = await run('report-fifo', (ws) => {
      mkdirSync(join(ws, '.bench-gate', 'report'), { recursive: true });
      execFileSync('mkfifo', [join(ws, '.bench-gate', 'report', 'comment.md')]);
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error::.bench-gate/report/comment.md is a device, FIFO or socket. bench-gate keeps its state');
    expect(statSync(join(result.workspace, '.bench-gate', 'report', 'comment.md')).isFIFO()).toBe(true);
  }, HANG_TEST_MS);

  it('an owner record that is a FIFO: refused at once and kept (reading it, before anything was written, waited for a writer for good)', async () => {
    const result = await run('owner-fifo', (ws) => {
      mkdirSync(join(ws, '.bench-gate', 'report'), { recursive: true });
      execFileSync('mkfifo', [join(ws, '.bench-gate', 'report', '.bench-gate-suite')]);
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('::error::.bench-gate/report/.bench-gate-suite is a device, FIFO or socket. bench-gate keeps its state');
    expect(statSync(join(result.workspace, '.bench-gate', 'report', '.bench-gate-suite')).isFIFO()).toBe(true);
    expect(result.stdout).not.toContain('BenchmarkConcat');
  }, HANG_TEST_MS);

  it('an artifact-path that leads to the workspace itself through a link: refused before the benchmark runs (the checkout\'s own report.json was replaced)', async () => {
    const link = join(harness.work, 'outside', 'report-dir');
    mkdirSync(join(harness.work, 'outside'), { recursive: true });
    const result = await run('artifact-link', (ws) => {
      writeFileSync(join(ws, 'report.json'), 'mine\n');
      symlinkSync(ws, link);
    }, { 'artifact-path': link });
    expect(readFileSync(join(result.workspace, 'report.json'), 'utf8')).toBe('mine\n');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::error::Invalid value '${link}' for input 'artifact-path': ${link}/.bench-gate-suite leads to ${realpathSync(result.workspace)}, the workspace itself, through the symbolic link ${link}. `);
    expect(result.stdout).not.toContain('BenchmarkConcat');
  }, HANG_TEST_MS);
});

describe("the engine's state and captures in .bench-gate/", () => {
  it('a .bench-gate that leads out of the workspace: refused before anything is removed or written there', async () => {
    const outside = join(harness.work, 'outside', 'state');
    mkdirSync(join(outside, 'baseline'), { recursive: true });
    writeFileSync(join(outside, 'baseline', 'keep.json'), '{}\n');
    const result = await run('state-link', (ws) => symlinkSync(outside, join(ws, '.bench-gate')), { 'artifact-path': 'reports' });
    expect(existsSync(join(outside, 'baseline', 'keep.json'))).toBe(true);
    expect(existsSync(join(outside, 'state.json'))).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::error::.bench-gate/baseline leads to ${realpathSync(outside)}, outside the workspace (${realpathSync(result.workspace)}), through the symbolic link .bench-gate. `);
    expect(result.stdout).toContain('Remove the link (rm .bench-gate: that removes the link, not what it leads to); bench-gate makes what it needs.');
    expect(result.outputs.verdict).toBe('error');
  }, HANG_TEST_MS);

  it('a capture file that is a symbolic link: refused before the benchmark runs (its output was written over the file it leads to)', async () => {
    const target = victim('capture-target.txt');
    const result = await run('capture-link', (ws) => {
      mkdirSync(join(ws, '.bench-gate'), { recursive: true });
      symlinkSync(target, join(ws, '.bench-gate', 'bench-output.txt'));
    });
    expect(readFileSync(target, 'utf8')).toBe('mine\n');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`::error::.bench-gate/bench-output.txt is a symbolic link (to ${target}). bench-gate keeps its state, the benchmark's captured output and (unless artifact-path says otherwise) its report files in .bench-gate/`);
    expect(result.stdout).not.toContain('BenchmarkConcat');
  }, HANG_TEST_MS);
});
