/**
 * The documentation's snippets against the code a user runs them with: README.md's (and the other
 * documents' and example workflows') YAML and shell blocks hold only action inputs that action.yml
 * and engine/action.yml declare, configs the config loader accepts, and bench-gate command lines
 * the CLI accepts. A user copies them verbatim; nothing else keeps them from drifting.
 *
 * README_SNIPPETS_FILE=<path> checks that file in README.md's place (to see the test fail on a
 * broken copy).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from './markdown-blocks.js';
import { checkMarkdown, checkWorkflowFile, type Context } from './snippet-checks.js';
import { readActionSpec } from './workflow-check.js';

const ROOT = join(import.meta.dirname, '..', '..');

const context: Context = {
  specs: {
    root: readActionSpec(readFileSync(join(ROOT, 'action.yml'), 'utf8'), 'action.yml'),
    engine: readActionSpec(readFileSync(join(ROOT, 'engine', 'action.yml'), 'utf8'), 'engine/action.yml'),
  },
  readRepoFile: (path) => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : undefined),
  repoPathExists: (path) => existsSync(join(ROOT, path)),
};

const readme = process.env.README_SNIPPETS_FILE ?? join(ROOT, 'README.md');

const filesIn = (dir: string, name: RegExp): string[] => (existsSync(join(ROOT, dir)) ? readdirSync(join(ROOT, dir), { recursive: true }).map(String).filter((f) => name.test(f)).sort().map((f) => join(ROOT, dir, f)) : []);
const markdown = [readme, ...filesIn('docs', /\.md$/), ...filesIn('examples', /(^|\/)README[^/]*$/)];
const workflows = [...filesIn('examples', /(^|\/)workflow\.ya?ml$/), ...filesIn('.github/workflows', /\.ya?ml$/)];

describe('documentation snippets', () => {
  for (const path of markdown) {
    it(`${relative(ROOT, path)}: every YAML and shell snippet matches action.yml, the config schema and the CLI`, async () => {
      const report = await checkMarkdown(relative(ROOT, path), readFileSync(path, 'utf8'), context);
      expect(report.problems.join('\n\n')).toBe('');
    });
  }

  for (const path of workflows) {
    it(`${relative(ROOT, path)}: inputs, outputs, events, permissions and bench-gate commands are real`, async () => {
      const report = await checkWorkflowFile(relative(ROOT, path), readFileSync(path, 'utf8'), context);
      expect(report.problems.join('\n\n')).toBe('');
    });
  }

  it("README.md's YAML blocks are each checked as a workflow, steps or a config; none is skipped", async () => {
    const text = readFileSync(readme, 'utf8');
    const report = await checkMarkdown('README.md', text, context);
    const yamlBlocks = fencedBlocks(text).filter((b) => ['yaml', 'yml'].includes(b.lang)).map((b) => `README.md:${b.line}`);
    const checked = report.seen.filter((s) => / (workflow|steps|config)$/.test(s)).map((s) => s.split(' ')[0]);
    // A skipped snippet would be listed here, with its marker's reason, so that a new skip is a visible change.
    expect(report.seen.filter((s) => / skip /.test(s))).toEqual([]);
    expect(checked).toEqual(yamlBlocks);
    expect(yamlBlocks.length).toBeGreaterThan(10);
  });
});
