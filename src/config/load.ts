/**
 * Reading bench-gate.yml: YAML text -> a validated BenchGateConfig, or one message that names the
 * file, the line and column, the path inside the file, what is wrong and the fix (STYLE.md §3.4:
 * "Invalid X in Y:" + z.prettifyError). Pure: the caller reads the file.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { z } from 'zod';
import type { Result } from '../result.js';
import { CONFIG_PLACES, ConfigSchema, KEYS_OF, type BenchGateConfig, type ConfigPlace } from './schema.js';

/** Parses and validates a config file's text. `file` names it in messages. */
export function loadConfig(text: string, file: string): Result<BenchGateConfig, string> {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return { ok: false, error: yamlErrors(doc, lines, text, file) };
  // `? {a: 1}: x` is valid YAML, but a settings key must be a name: the YAML library would turn it
  // into the text "[object Object]" (and print a warning of its own); say where it is instead.
  const complexKey = firstComplexKeyOffset(doc);
  if (complexKey !== undefined) {
    const { line, col } = lines.linePos(complexKey);
    return { ok: false, error: `Invalid config in ${file}:\n✖ ${file}:${line}:${col}: a key here is a mapping or a list; keys must be names (e.g. threshold:, match:, p99:)${quoteLine(text, line)}` };
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 1000 }) ?? {};
  } catch (error) {
    // toJS fails on aliases (an undefined anchor, too many expansions): point at the first alias.
    const { line, col } = lines.linePos(firstAliasOffset(doc) ?? 0);
    return { ok: false, error: `Invalid YAML in ${file}:\n✖ ${file}:${line}:${col}: ${error instanceof Error ? error.message : String(error)}. Quote values that start with * or & (e.g. match: "*Hash*")${quoteLine(text, line)}` };
  }
  const parsed = ConfigSchema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  // A misspelt key also makes its rule "do nothing": say only what the user has to fix.
  const misspelt = new Set(parsed.error.issues.filter((i) => i.code === 'unrecognized_keys').map((i) => JSON.stringify(i.path)));
  const issues = parsed.error.issues.filter((i) => i.code !== 'custom' || !misspelt.has(JSON.stringify(i.path))).flatMap(splitUnknownKeys).map((issue) => {
    const at = locate(doc, issue.path, issue.code === 'unrecognized_keys');
    const { line, col } = lines.linePos(at);
    return { ...issue, message: `${file}:${line}:${col}: ${explain(issue)}${quoteLine(text, line)}` };
  });
  return { ok: false, error: `Invalid config in ${file}:\n${z.prettifyError(new z.ZodError(issues))}` };
}

/** One issue per unknown key, located at that key. */
function splitUnknownKeys(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'unrecognized_keys') return [issue];
  return issue.keys.map((key) => ({ ...issue, keys: [key], path: [...issue.path, key] }));
}

function explain(issue: z.core.$ZodIssue): string {
  const last = issue.path[issue.path.length - 1];
  if (issue.code === 'unrecognized_keys') return unknownKey(String(last), placeOf(issue.path.slice(0, -1)));
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'the file must be a mapping of settings (threshold:, rules:, metrics:, suites: ...)';
  if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) {
    return last === 'match' ? 'match is missing: every rule needs a glob of benchmark names, e.g. match: "BenchmarkHash**"' : `${String(last)} is missing`;
  }
  // YAML 1.2 reads yes/no/on/off (YAML 1.1 booleans, common in workflow files) and "true" as text.
  if (issue.code === 'invalid_type' && issue.expected === 'boolean') {
    return `${String(last)} must be true or false (unquoted); yes, no, on, off and quoted values are text in YAML 1.2`;
  }
  // `rules:` or `metrics:` written as one mapping: YAML needs "- " before each entry of a list.
  if (issue.code === 'invalid_type' && issue.expected === 'array' && / received object$/.test(issue.message)) {
    return `${String(last)} is a list, but holds one mapping here: start each entry with "- " (e.g. "  - match: ..." or "  - pattern: ...")`;
  }
  return issue.message;
}

/**
 * "did you mean" among the keys of the place the key is in (a rule's `metrics:` means `metric:`, not
 * the top-level list), and, for a key of another place (`better:` at the top level, `suites:` inside
 * a suite), where it belongs instead.
 */
function unknownKey(key: string, place: ConfigPlace): string {
  const guess = closest(key, KEYS_OF[place].keys);
  if (guess !== undefined) return `unknown key "${key}": did you mean "${guess}"? (see schema/config.schema.json)`;
  const homes = (word: string): string => CONFIG_PLACES.filter((p) => KEYS_OF[p].keys.includes(word)).map((p) => KEYS_OF[p].name).join(' or ');
  if (homes(key) !== '') return `"${key}" is not a key of ${KEYS_OF[place].name}: it belongs in ${homes(key)}; move it there (see schema/config.schema.json)`;
  const elsewhere = closest(key, CONFIG_PLACES.flatMap((p) => KEYS_OF[p].keys));
  if (elsewhere !== undefined) return `unknown key "${key}" in ${KEYS_OF[place].name}; did you mean "${elsewhere}", a key of ${homes(elsewhere)}? (see schema/config.schema.json)`;
  return `unknown key "${key}"; remove it (see schema/config.schema.json)`;
}

/** Which kind of mapping `path` (inside the file) is. */
function placeOf(path: readonly PropertyKey[]): ConfigPlace {
  const n = path.length;
  if (n === 0) return 'top';
  const parent = path[n - 2];
  if (parent === 'suites' && n === 2) return 'suite';
  if (parent === 'rules') return 'rule';
  if (parent === 'metrics') return 'metrics-entry';
  return 'value-spec';
}

function yamlErrors(doc: Document, lines: LineCounter, text: string, file: string): string {
  const shown = doc.errors.slice(0, 5).map((e) => {
    const { offset, message } = yamlProblem(e, text);
    const pos = lines.linePos(offset);
    return `✖ ${file}:${pos.line}:${pos.col}: ${message}${quoteLine(text, pos.line)}`;
  });
  return `Invalid YAML in ${file}:\n${shown.join('\n')}`;
}

/**
 * Where a YAML error is and what to say about it. The library's own words are kept, with a fix,
 * except where they would mislead: it reports an unclosed quote at the end of the file (past the
 * last line), where nothing shows which quote, and a second document with advice to call one of
 * its functions.
 */
function yamlProblem(e: Document['errors'][number], text: string): { offset: number; message: string } {
  const own = e.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? e.message;
  const quote = e.code === 'MISSING_CHAR' ? /^Missing closing (["'])quote/.exec(own)?.[1] : undefined;
  if (quote !== undefined) {
    const opened = openingQuote(text, e.pos[0], quote);
    if (opened !== undefined) return { offset: opened, message: `the ${quote} that opens this value is never closed. Add the closing ${quote} where the value ends (e.g. match: ${quote}BenchmarkHash*${quote})` };
  }
  if (e.code === 'MULTIPLE_DOCS') {
    // After a document end marker (...), the second document starts at its first setting, not at a ---.
    const ended = text.startsWith('---', e.pos[0]) ? undefined : documentEnd(text, e.pos[0]);
    if (ended !== undefined) return { offset: ended, message: 'the YAML document ends here (...), and settings follow it in a second one; the config is one document. Remove this line and keep all settings in one mapping' };
    return { offset: e.pos[0], message: 'a second YAML document starts here (---), and the config is one document. Remove this line and keep all settings in one mapping' };
  }
  const hint = e.code === 'BAD_DQ_ESCAPE' ? '. Write regex patterns in single quotes (\'\\d+\'), where backslashes stay as they are'
    : e.code === 'DUPLICATE_KEY' ? '. Each key may appear once per mapping' : '. Check the indentation and quoting on this line';
  return { offset: e.pos[0], message: `${own}${hint}` };
}

/**
 * The offset of the quote that opens the unclosed quoted value reported at `end`: the last `quote`
 * before it (a double-quoted value holds none unescaped; in a single-quoted one, `''` is a quote
 * written twice, so it is passed over).
 */
function openingQuote(text: string, end: number, quote: string): number | undefined {
  for (let i = Math.min(end, text.length) - 1; i >= 0; i--) {
    if (text[i] !== quote) continue;
    if (quote === "'" && text[i - 1] === "'") {
      i--;
      continue;
    }
    if (quote === '"' && text[i - 1] === '\\') continue;
    return i;
  }
  return undefined;
}

/** The offset of the last document end marker (a line `...`) before `before`, if any. */
function documentEnd(text: string, before: number): number | undefined {
  let found: number | undefined;
  for (const m of text.slice(0, before).matchAll(/^\.\.\.(?=[ \t]|\r?$)/gm)) found = m.index;
  return found;
}

/** Where the first alias (`*name`) that does not resolve starts, else the first alias. */
function firstComplexKeyOffset(doc: Document): number | undefined {
  let found: number | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (!isMap(pair.key) && !isSeq(pair.key)) return undefined;
      found = rangeStart(pair.key) ?? 0;
      return visit.BREAK;
    },
  });
  return found;
}

function firstAliasOffset(doc: Document): number | undefined {
  let unresolved: number | undefined;
  let first: number | undefined;
  visit(doc, {
    Alias(_, node) {
      const start = rangeStart(node);
      first ??= start;
      if (node.resolve(doc) === undefined) {
        unresolved = start;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return unresolved ?? first;
}

/** "\n    7 | threshold: 3 percent", the offending line for context. */
function quoteLine(text: string, line: number): string {
  const content = text.split(/\r\n|\n|\r/)[line - 1];
  if (content === undefined || content.trim() === '') return '';
  return `\n    ${line} | ${content.length > 100 ? `${content.slice(0, 99)}…` : content}`;
}

/** Offset of the node at `path` (of the key itself when `atKey`), or of the deepest part that exists. */
function locate(doc: Document, path: readonly PropertyKey[], atKey: boolean): number {
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (const [i, segment] of path.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (pair === undefined) break;
      const keyStart = rangeStart(pair.key);
      const valueStart = rangeStart(pair.value);
      offset = (atKey && i === path.length - 1) || valueStart === undefined ? keyStart ?? offset : valueStart;
      node = pair.value;
    } else if (isSeq(node)) {
      const item: unknown = node.items[Number(segment)];
      if (item === undefined) break;
      offset = rangeStart(item) ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: unknown } | null | undefined)?.range;
  return Array.isArray(range) && typeof range[0] === 'number' ? range[0] : undefined;
}

/**
 * The known key nearest to a misspelt one (edit distance ≤ 2, or a case difference). `measure` is
 * the edit distance; exported with it so a test can count the tables built.
 */
export function closest(word: string, candidates: readonly string[], measure: (a: string, b: string) => number = distance): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    // The edit distance is at least the difference in length: skip the length × length table for a
    // key that cannot be within reach (a fuzzed 10,000-character key took ~25 ms against every known
    // key, a 100 KB one ~200 ms, for an error message that suggests nothing).
    if (Math.abs(candidate.length - word.length) >= bestDistance) continue;
    const d = candidate.toLowerCase() === word.toLowerCase() ? 0 : measure(word, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
