/**
 * scripts/eval-gate --only MODEL is how docs/EVALUATION.md tells a reader to check one noise model:
 * it must print exactly that model's rows of the full tables, not numbers drawn with another
 * model's seeds.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function evalGate(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/eval/main.ts', '--suites', '2', ...args], { cwd: root, encoding: 'utf8' });
}

const rowsOf = (output: string, model: string): string[] => output.split('\n').filter((line) => line.startsWith(`| ${model} |`));

describe('scripts/eval-gate --only', () => {
  it('prints the same rows for a model as the full run does', () => {
    const full = evalGate('--workers', '2');
    for (const model of ['normal-5', 'outliers']) {
      const only = rowsOf(evalGate('--only', model, '--workers', '1'), model);
      expect(only).toHaveLength(6);
      expect(only).toEqual(rowsOf(full, model));
    }
  }, 120_000);

  it('refuses a model it does not know, naming the models', () => {
    expect(() => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/eval/main.ts', '--only', 'normal-7'], { cwd: root, encoding: 'utf8', stdio: 'pipe' }))
      .toThrow(/no such noise model\. Use one of: normal-1, normal-5/);
  });
});
