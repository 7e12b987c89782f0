/**
 * Every snippet of one documentation file, classified and checked: YAML blocks as workflows, lists
 * of steps or bench-gate.yml configs; shell blocks (and workflows' `run:` scripts) for the
 * bench-gate commands they hold; prose code spans for the options a `bench-gate <command>` synopsis
 * names. A YAML block that is none of the kinds, and has no marker that says what it is or why it is
 * skipped, is a problem itself: a new snippet is never passed over silently.
 */
import { LineCounter, parse, parseDocument } from 'yaml';
import { benchGateInvocations } from './shell-commands.js';
import { cliRefusal, unknownOptionsInSynopsis } from './cli-check.js';
import { checkConfigSnippet, looksLikeConfig } from './config-check.js';
import { fencedBlocks, inlineSpans } from './markdown-blocks.js';
import { checkWorkflowSnippet, workflowKind, type ActionSpecs } from './workflow-check.js';

export interface Context {
  specs: ActionSpecs;
  /** A file of the repository by its path from the root; undefined when there is none. */
  readRepoFile(path: string): string | undefined;
  /** Whether a file or directory of the repository exists at a path from the root. */
  repoPathExists(path: string): boolean;
}

export type SnippetKind = 'workflow' | 'steps' | 'config' | 'shell' | 'skip';

export interface DocumentReport {
  problems: string[];
  /** Each snippet checked (or skipped, with the marker's reason), as `<file>:<line> <kind>`. */
  seen: string[];
}

const YAML_LANGS = ['yaml', 'yml'];
const SHELL_LANGS = ['sh', 'bash', 'shell', 'zsh'];
const KINDS_BY_MARKER = ['workflow', 'steps', 'config'] as const;

/** A markdown file: its fenced blocks and its code spans. */
export async function checkMarkdown(file: string, text: string, context: Context): Promise<DocumentReport> {
  const report: DocumentReport = { problems: [], seen: [] };
  for (const block of fencedBlocks(text)) {
    const where = (line: number): string => `${file}:${block.line + line - 1}`;
    const isYaml = YAML_LANGS.includes(block.lang);
    if (!isYaml && !SHELL_LANGS.includes(block.lang)) continue;
    const kind = isYaml ? yamlKind(block.body, block.marker) : /^skip:\s*\S/.test(block.marker ?? '') ? 'skip' : 'shell';
    if (typeof kind === 'object') {
      report.problems.push(`${where(kind.line ?? 1)}: ${kind.problem}`);
      continue;
    }
    report.seen.push(`${where(1)} ${kind}${kind === 'skip' ? ` (${block.marker ?? ''})` : ''}`);
    report.problems.push(...await checkSnippet(kind, dedent(block.body), file, block.line, context));
    if (kind !== 'skip') report.problems.push(...missingRepoPaths(block.body, where, context));
  }
  for (const span of inlineSpans(text)) {
    const synopsis = /(?:^|&&\s*|;\s*)(?:npx\s+(?:-\S+\s+)*)?bench-gate\s+([a-z-]+)(.*)$/.exec(span.text);
    if (synopsis === null || ['help', '--help', '-h', '--version', '-V', 'version'].includes(synopsis[1] ?? '')) continue;
    report.seen.push(`${file}:${span.line} synopsis`);
    const unknown = unknownOptionsInSynopsis(synopsis[1] ?? '', (synopsis[2] ?? '').split(/\s+/).filter((w) => w !== ''));
    if (unknown.length > 0) report.problems.push(`${file}:${span.line}: \`${span.text}\`: bench-gate ${synopsis[1] ?? ''} has no ${unknown.join(', ')}`);
  }
  return report;
}

/** A workflow file: checked whole. */
export async function checkWorkflowFile(file: string, text: string, context: Context): Promise<DocumentReport> {
  const where = (line: number): string => `${file}:${line}`;
  return { problems: [...await checkSnippet('workflow', text, file, 1, context), ...missingRepoPaths(text, where, context)], seen: [`${file} workflow`] };
}

/**
 * What a YAML block is: the marker says, else its shape (jobs: makes a workflow, a list of steps
 * is steps) or its first comments (a bench-gate.yml). `problem` when nothing does.
 */
export function yamlKind(body: string, marker: string | undefined): SnippetKind | { problem: string; line?: number } {
  if (marker !== undefined) {
    if (/^skip:\s*\S/.test(marker)) return 'skip';
    const named = KINDS_BY_MARKER.find((k) => k === marker);
    if (named !== undefined) return named;
    return { problem: `unknown snippet marker '${marker}': use <!-- snippet: workflow|steps|config --> or <!-- snippet: skip: <why> -->` };
  }
  const lines = new LineCounter();
  const [error] = parseDocument(dedent(body), { lineCounter: lines }).errors;
  if (error !== undefined) {
    const message = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    return { problem: `YAML does not parse: ${message} (a block no check applies to needs <!-- snippet: skip: <why> --> before it)`, line: lines.linePos(error.pos[0]).line };
  }
  const shape = workflowKind(dedent(body));
  if (shape !== undefined) return shape;
  if (looksLikeConfig(body)) return 'config';
  return {
    problem: 'a YAML block that is neither a workflow (jobs:), a list of steps, nor a bench-gate.yml (a first comment naming bench-gate.yml): '
      + 'put <!-- snippet: config --> (or workflow, steps) before it, or <!-- snippet: skip: <why> --> for one no check applies to',
  };
}

/** `line` is the document's line the snippet starts on. */
async function checkSnippet(kind: SnippetKind, body: string, file: string, line: number, context: Context): Promise<string[]> {
  const where = (at: number): string => `${file}:${line + at - 1}`;
  switch (kind) {
    case 'skip': return [];
    case 'config': return checkConfigSnippet(body, file, line, (path) => context.readRepoFile(path));
    case 'shell': return checkCommands(body, where);
    case 'workflow':
    case 'steps': {
      const problems = checkWorkflowSnippet(body, kind, context.specs, where);
      if (problems.length > 0) return problems;
      const suggested = uncommented(body);
      if (suggested !== body && parseDocument(suggested).errors.length === 0) {
        const more = checkWorkflowSnippet(suggested, kind, context.specs, where);
        if (more.length > 0) return more.map((p) => `${p} (in a commented-out line, as a user who uncomments it would have it)`);
      }
      const scripts = runScripts(parse(body) as unknown);
      const found: string[] = [];
      for (const script of scripts) {
        // The script's lines are the block's from the line its first line is on (a `run: |` block's body).
        const first = body.split('\n').findIndex((l) => l.includes(script.split('\n')[0] ?? ''));
        found.push(...(await checkCommands(script, (line) => where(first + line))));
      }
      return found;
    }
  }
}

async function checkCommands(script: string, where: (line: number) => string): Promise<string[]> {
  const problems: string[] = [];
  for (const { args, line } of benchGateInvocations(script)) {
    const refusal = await cliRefusal(args);
    if (refusal !== undefined) problems.push(`${where(line + 1)}: bench-gate ${args.join(' ')}\n    ${refusal}`);
  }
  return problems;
}

/**
 * The paths into this repository's examples/, fixtures/ and scripts/ that a snippet names and the
 * repository does not have (an example renamed, a fixture moved): such a snippet no longer runs.
 */
function missingRepoPaths(body: string, where: (line: number) => string, context: Context): string[] {
  const problems: string[] = [];
  for (const [i, text] of body.split('\n').entries()) {
    // A comment line is prose (or, first in a config, the file checkConfigSnippet compares it with).
    if (text.trimStart().startsWith('#')) continue;
    for (const m of text.matchAll(/(?<![\w/.$-])((?:examples|fixtures|scripts)\/[\w./-]*\w)/g)) {
      const path = m[1] ?? '';
      if (!context.repoPathExists(path)) problems.push(`${where(i + 1)}: ${path}: the repository has no such file or directory`);
    }
  }
  return problems;
}

/** Every `run:` script of the steps in a parsed workflow or step list. */
function runScripts(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(runScripts);
  if (typeof data !== 'object' || data === null) return [];
  const scripts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (key === 'run' && typeof value === 'string' && 'run' in data && !('uses' in data)) scripts.push(value);
    else if (key !== 'with') scripts.push(...runScripts(value));
  }
  return scripts;
}

/**
 * The block with its commented-out settings put in (`          # suite: api   # one baseline per
 * suite` under `with:`), so that a setting offered for uncommenting is checked too. Only indented
 * comments that start with a key are settings; `# on: and permissions: as above` at the left
 * margin is prose.
 */
function uncommented(text: string): string {
  return text.split('\n').map((l) => l.replace(/^(\s+)#\s?(?=[a-z][\w-]*:(?:\s|$))/, '$1')).join('\n');
}

/** The block with its common indentation taken off (a list of steps copied from inside a job). */
function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const cut = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((l) => l.slice(Math.min(cut, /^ */.exec(l)?.[0].length ?? 0))).join('\n');
}
