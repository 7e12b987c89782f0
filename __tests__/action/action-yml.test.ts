/**
 * Trust boundaries in the action's metadata (issue 10 item 5): user inputs reach a shell only
 * through `env`, never spliced into a script by `${{ }}` (the template is expanded before bash
 * parses it, so `run: ${{ inputs.run }}` would let a crafted input run anything), and the engine
 * step runs the committed bundle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { InputError, readInputs } from '../../src/action/inputs.js';
import { CAPTURE_FILE, STDOUT_CAPTURE_FILE } from '../../src/action/ports.js';
import { ACTION_BASH_OPTIONS, actionBashCommand } from '../../src/run/command-line.js';
import { RUNNER_PLACES } from './memory-ports.js';

const ROOT = join(import.meta.dirname, '..', '..');

interface Step { name?: string; run?: string; uses?: string; env?: Record<string, string>; with?: Record<string, string> }
interface ActionYml { runs: { using: string; main?: string; steps?: Step[] }; inputs?: Record<string, { description?: string }> }

const load = (path: string): ActionYml => parse(readFileSync(join(ROOT, path), 'utf8')) as ActionYml;

describe('action.yml', () => {
  const action = load('action.yml');
  const steps = action.runs.steps ?? [];

  it('is a composite action whose shell steps never expand an expression inside the script', () => {
    expect(action.runs.using).toBe('composite');
    const shellSteps = steps.filter((s) => s.run !== undefined);
    expect(shellSteps.length).toBeGreaterThan(0);
    for (const step of shellSteps) expect(step.run, `step "${step.name ?? '?'}" splices an expression into bash`).not.toMatch(/\$\{\{/);
  });

  it('runs the user\'s command with the same bash options in its step as the engine does (A/B, reruns), and says which', () => {
    const runStep = steps.find((s) => Object.values(s.env ?? {}).some((v) => /\$\{\{\s*inputs\.run\s*\}\}/.test(v)));
    const options = ACTION_BASH_OPTIONS.join(' ');
    expect(runStep?.run).toMatch(new RegExp(`\\bbash ${options} -c "\\$`));
    expect(actionBashCommand('make bench').argv).toEqual(['bash', ...ACTION_BASH_OPTIONS, '-c', 'make bench']);
    expect(action.inputs?.run?.description).toContain(`set ${options}`);
  });

  it('hands the user\'s run command to bash through env only', () => {
    const runStep = steps.find((s) => Object.values(s.env ?? {}).some((v) => /\$\{\{\s*inputs\.run\s*\}\}/.test(v)));
    expect(runStep, 'no step receives inputs.run through env').toBeDefined();
    const variable = Object.entries(runStep?.env ?? {}).find(([, v]) => /inputs\.run\b/.test(v))?.[0] ?? '';
    expect(runStep?.run).toContain(`"$${variable}"`);
  });

  it('captures the output where the gate reads it, also in a container job, whose github.workspace is the host\'s path', () => {
    const bench = steps.find((s) => s.run !== undefined && Object.values(s.env ?? {}).some((v) => /inputs\.run\b/.test(v)));
    const dir = mkdtempSync(join(tmpdir(), 'bench-gate-capture-'));
    try {
      const workspace = join(dir, 'container-workspace');
      mkdirSync(workspace);
      // The runner expands the step's env from the contexts; in a container job GITHUB_WORKSPACE is
      // the container's path and github.workspace still the host's (actions/runner#2058).
      const contexts: Record<string, string> = {
        'inputs.run': 'echo BenchmarkX-8 1000 5 ns/op; echo log >&2', 'steps.prepare.outputs.capture-file': CAPTURE_FILE,
        'steps.prepare.outputs.stdout-capture-file': STDOUT_CAPTURE_FILE, 'github.workspace': join(dir, 'host-workspace'),
      };
      const env = Object.fromEntries(Object.entries(bench?.env ?? {}).map(([name, value]) => [name, value.replaceAll(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, expr: string) => {
        const known = contexts[expr];
        if (known === undefined) throw new Error(`no value for \${{ ${expr} }} in this test`);
        return known;
      })]));
      execFileSync('bash', ['-e', '-c', bench?.run ?? ''], { cwd: workspace, env: { PATH: process.env.PATH, GITHUB_WORKSPACE: workspace, ...env }, stdio: 'ignore' });
      // Both streams, a line at a time, in the order they arrived (stdout passes one more tee).
      expect(existsSync(join(workspace, CAPTURE_FILE)) && readFileSync(join(workspace, CAPTURE_FILE), 'utf8').split('\n').sort()).toEqual(['', 'BenchmarkX-8 1000 5 ns/op', 'log']);
      expect(existsSync(join(workspace, STDOUT_CAPTURE_FILE)) && readFileSync(join(workspace, STDOUT_CAPTURE_FILE), 'utf8')).toBe('BenchmarkX-8 1000 5 ns/op\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives the prepare step every input the engine validates, and the config (config, working-directory), so a typo fails before the benchmark runs', () => {
    const prepare = steps.find((s) => s.with?.command === 'prepare');
    const gate = steps.find((s) => s.with?.command === 'gate');
    const rejects = (name: string) => ['bogus-value', '..'].some((value) => {
      try {
        readInputs((n) => (n === name ? value : ''), RUNNER_PLACES);
        return false;
      } catch (error) {
        return error instanceof InputError;
      }
    });
    const validated = Object.keys(gate?.with ?? {}).filter((name) => name !== 'command' && (['config', 'working-directory'].includes(name) || rejects(name)));
    expect(validated).toEqual(expect.arrayContaining(['threshold', 'comment', 'format', 'baseline', 'history', 'rounds', 'order', 'confirm', 'save-baseline-on', 'output-file', 'fail-on-regression', 'config', 'working-directory']));
    for (const name of validated) expect(prepare?.with?.[name], `prepare step input ${name}`).toBe(`\${{ inputs.${name} }}`);
  });

  it('skips its own benchmark step for baseline ab as the engine read the input, not by its raw text', () => {
    const bench = steps.find((s) => s.run !== undefined && Object.values(s.env ?? {}).some((v) => /inputs\.run\b/.test(v))) as Step & { if?: string };
    // `baseline: |` + `ab` gives 'ab\n', which the engine reads as ab: a test of inputs.baseline would run the benchmark twice.
    expect(bench.if).toBe("steps.prepare.outputs.baseline != 'ab'");
    expect((load('engine/action.yml') as unknown as { outputs: Record<string, unknown> }).outputs).toHaveProperty('baseline');
  });

  it('documents every input', () => {
    for (const [name, input] of Object.entries(action.inputs ?? {})) expect(input.description?.trim(), `input ${name}`).toBeTruthy();
  });
});

describe('engine/action.yml', () => {
  it('runs the committed bundle on node24', () => {
    const engine = load('engine/action.yml');
    expect(engine.runs.using).toBe('node24');
    expect(engine.runs.main).toBe('../dist/index.js');
  });
});
