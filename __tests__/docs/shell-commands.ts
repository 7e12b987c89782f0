/**
 * The `bench-gate ...` and `npx bench-gate ...` commands in a shell snippet, split into words the
 * way bash would (quotes removed, `$(...)` and `${{ ... }}` kept whole, comments and redirections
 * dropped), enough for the documentation's one-liners: no here-documents, no aliases.
 */

export interface Invocation {
  /** The words after `bench-gate`: the command and its arguments. */
  args: string[];
  /** 0-based line of the script the command starts on. */
  line: number;
}

type Token = { kind: 'word'; text: string; line: number } | { kind: 'separator' } | { kind: 'redirect' };

/** The script's words and the operators between them. */
export function shellTokens(script: string): Token[] {
  const tokens: Token[] = [];
  let word: string | undefined;
  let wordLine = 0;
  let line = 0;
  const end = (): void => {
    if (word !== undefined) tokens.push({ kind: 'word', text: word, line: wordLine });
    word = undefined;
  };
  const add = (text: string): void => {
    if (word === undefined) wordLine = line;
    word = (word ?? '') + text;
  };
  let i = 0;
  while (i < script.length) {
    const c = script[i] ?? '';
    if (c === '\\' && script[i + 1] === '\n') {
      i += 2;
      line++;
      continue;
    }
    if (c === '\\') {
      add(script[i + 1] ?? '');
      i += 2;
      continue;
    }
    if (c === "'") {
      const close = closing(script, i + 1, "'");
      add(script.slice(i + 1, close));
      line += newlines(script.slice(i, close));
      i = close + 1;
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      let text = '';
      while (j < script.length && script[j] !== '"') {
        if (script[j] === '\\' && j + 1 < script.length && '"\\$`'.includes(script[j + 1] ?? '')) j++;
        text += script[j] ?? '';
        j++;
      }
      add(text);
      line += newlines(script.slice(i, j));
      i = j + 1;
      continue;
    }
    if (c === '$' && script.startsWith('${{', i)) {
      const close = script.indexOf('}}', i);
      const stop = close === -1 ? script.length : close + 2;
      add(script.slice(i, stop));
      i = stop;
      continue;
    }
    if (c === '$' && (script[i + 1] === '(' || script[i + 1] === '{')) {
      const stop = balanced(script, i + 1);
      add(script.slice(i, stop));
      line += newlines(script.slice(i, stop));
      i = stop;
      continue;
    }
    if (c === '#' && word === undefined) {
      while (i < script.length && script[i] !== '\n') i++;
      continue;
    }
    if (c === '\n' || c === ';' || c === '|' || c === '&' || c === '(' || c === ')') {
      // `2>&1` and `&>` are redirections, not separators.
      if (c === '&' && script[i + 1] === '>') {
        end();
        i = redirect(script, i + 1, tokens);
        continue;
      }
      end();
      tokens.push({ kind: 'separator' });
      if (c === '\n') line++;
      i++;
      continue;
    }
    if (c === '>' || c === '<') {
      // A file descriptor number before it (`2>`) belongs to the redirection.
      if (word !== undefined && /^\d+$/.test(word)) word = undefined;
      end();
      i = redirect(script, i, tokens);
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r') {
      end();
      i++;
      continue;
    }
    add(c);
    i++;
  }
  end();
  return tokens;
}

/** Reads a redirection operator at `i`; its target, the next word, is dropped by the caller's next word. */
function redirect(script: string, i: number, tokens: Token[]): number {
  let j = i;
  while ('<>'.includes(script[j] ?? '-')) j++;
  if (script[j] === '&') {
    j++;
    // `>&2`: a descriptor, no file word follows.
    while (/[\d-]/.test(script[j] ?? '')) j++;
    return j;
  }
  tokens.push({ kind: 'redirect' });
  return j;
}

function closing(script: string, from: number, quote: string): number {
  const at = script.indexOf(quote, from);
  return at === -1 ? script.length : at;
}

/** The end (exclusive) of the bracketed group opening at `open`, quotes inside it respected. */
function balanced(script: string, open: number): number {
  const pair = script[open] === '(' ? ['(', ')'] : ['{', '}'];
  let depth = 0;
  for (let j = open; j < script.length; j++) {
    const c = script[j];
    if (c === "'" || c === '"') j = closing(script, j + 1, c);
    else if (c === pair[0]) depth++;
    else if (c === pair[1] && --depth === 0) return j + 1;
  }
  return script.length;
}

function newlines(text: string): number {
  return text.match(/\n/g)?.length ?? 0;
}

/** Words that start a compound command, after which the next word is a command again. */
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'do', 'while', 'until', 'time', '!', '{', '}', 'exec']);

/** Every simple command's words, redirection targets and leading `VAR=value` assignments taken off. */
export function simpleCommands(script: string): { words: string[]; line: number }[] {
  const commands: { words: string[]; line: number }[] = [];
  let current: { text: string; line: number }[] = [];
  let dropNext = false;
  const flush = (): void => {
    let words = current;
    while (words.length > 0 && (KEYWORDS.has(words[0]?.text ?? '') || /^[A-Za-z_]\w*=/.test(words[0]?.text ?? ''))) words = words.slice(1);
    if (words.length > 0) commands.push({ words: words.map((w) => w.text), line: words[0]?.line ?? 0 });
    current = [];
  };
  for (const token of shellTokens(script)) {
    if (token.kind === 'separator') flush();
    else if (token.kind === 'redirect') dropNext = true;
    else if (dropNext) dropNext = false;
    else current.push({ text: token.text, line: token.line });
  }
  flush();
  return commands;
}

/** The bench-gate commands of a script: `bench-gate ARGS` or `npx [npx options] bench-gate ARGS`. */
export function benchGateInvocations(script: string): Invocation[] {
  const found: Invocation[] = [];
  for (const { words, line } of simpleCommands(script)) {
    let at = 0;
    if (words[0] === 'npx') {
      at = 1;
      while ((words[at] ?? '').startsWith('-')) at++;
    }
    if (words[at] === 'bench-gate') found.push({ args: words.slice(at + 1), line });
  }
  return found;
}
