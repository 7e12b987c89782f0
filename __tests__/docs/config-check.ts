/**
 * Checks a documented bench-gate.yml: it must load with the project's own loader (src/config/load.ts:
 * YAML, the zod schema, no unknown key), and a snippet whose first comment names a config file of
 * this repository (`# examples/beads-like/bench-gate.yml (shortened)`) must say nothing that file
 * does not: every setting it shows is the file's, every rule and pattern it lists is one of the file's.
 */
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/load.js';

/** Whether a YAML snippet's leading comments say it is a bench-gate.yml (by name or by its JSON schema). */
export function looksLikeConfig(text: string): boolean {
  const comments = leadingComments(text);
  return comments.some((c) => /\bbench-gate\.ya?ml\b/.test(c) || /\$schema=\S*config\.schema\.json/.test(c));
}

/**
 * The repository file a snippet's first comment names by its path (`# examples/x/bench-gate.yml ...`),
 * if any; a bare `# bench-gate.yml` is the user's file, not one of the repository's.
 */
export function namedConfigFile(text: string): string | undefined {
  return /^([\w.-]+\/[\w./-]*bench-gate\.ya?ml)\b/.exec(leadingComments(text)[0] ?? '')?.[1];
}

function leadingComments(text: string): string[] {
  const comments: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*#\s?(.*)$/.exec(line);
    if (m === null) break;
    comments.push(m[1] ?? '');
  }
  return comments;
}

/**
 * Problems with a config snippet that starts on line `line` of `file`, as `<file>:<line>: message`;
 * `readRepoFile` gives the text of a file of the repository (undefined when there is none).
 */
export function checkConfigSnippet(text: string, file: string, line: number, readRepoFile: (path: string) => string | undefined): string[] {
  // Blank lines in front, so that the loader's messages give the document's line numbers.
  const loaded = loadConfig(`${'\n'.repeat(line - 1)}${text}`, file);
  if (!loaded.ok) return [loaded.error];
  const where = `${file}:${line}`;
  const named = namedConfigFile(text);
  if (named === undefined) return [];
  const original = readRepoFile(named);
  if (original === undefined) return [`${where}: its first comment names ${named}, and the repository has no such file`];
  return notIn(parse(text) as unknown, parse(original) as unknown, '').map((p) => `${where}: ${p}, unlike ${named}`);
}

/** Where `part` says something `whole` does not: a key it lacks, another value, a list entry it does not have. */
function notIn(part: unknown, whole: unknown, path: string): string[] {
  if (Array.isArray(part)) {
    if (!Array.isArray(whole)) return [`${path} is a list`];
    return part.flatMap((entry, i) => (whole.some((w) => notIn(entry, w, '').length === 0) ? [] : [`${path}[${i}] (${JSON.stringify(entry)}) is no entry of the file's ${path}`]));
  }
  if (typeof part === 'object' && part !== null) {
    if (typeof whole !== 'object' || whole === null || Array.isArray(whole)) return [`${path} is a mapping`];
    return Object.entries(part).flatMap(([key, value]) => {
      const at = path === '' ? key : `${path}.${key}`;
      return Object.hasOwn(whole, key) ? notIn(value, (whole as Record<string, unknown>)[key], at) : [`${at} is set`];
    });
  }
  return part === whole ? [] : [`${path} is ${JSON.stringify(part)}, the file says ${JSON.stringify(whole)}`];
}
