/**
 * The fenced code blocks of a markdown document, with the line each starts on and the snippet
 * marker written before it, if any. A marker is an HTML comment on the last non-blank line before
 * the fence (invisible on GitHub): `<!-- snippet: config -->` says what kind of YAML the block is
 * when its text does not show it, `<!-- snippet: skip: <why> -->` exempts it from the checks, with
 * the reason the test lists.
 */

export interface CodeBlock {
  /** The fence's info string, lower-cased ('' for none): yaml, sh, json, ... */
  lang: string;
  /** The block's text, without the fences. */
  body: string;
  /** 1-based line of the block's first text line in the document. */
  line: number;
  /** The marker's text after `snippet:`, trimmed; undefined when there is none. */
  marker: string | undefined;
}

const FENCE = /^( {0,3}|\s*)(`{3,}|~{3,})\s*([\w+-]*)/;
const MARKER = /^\s*<!--\s*snippet:\s*(.*?)\s*-->\s*$/;

/** Every fenced block, in order. An unclosed fence runs to the end of the document, as in CommonMark. */
export function fencedBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let open: { fence: string; indent: string; lang: string; start: number; marker: string | undefined } | undefined;
  let body: string[] = [];
  for (const [i, text] of lines.entries()) {
    if (open === undefined) {
      const m = FENCE.exec(text);
      if (m === null) continue;
      open = { indent: m[1] ?? '', fence: m[2] ?? '```', lang: (m[3] ?? '').toLowerCase(), start: i + 2, marker: markerBefore(lines, i) };
      body = [];
      continue;
    }
    const closing = text.trim();
    if (closing.startsWith(open.fence) && /^[`~]+$/.test(closing) && closing[0] === open.fence[0]) {
      blocks.push({ lang: open.lang, body: body.join('\n'), line: open.start, marker: open.marker });
      open = undefined;
      continue;
    }
    // A fence indented inside a list item indents its text too: take that indentation off.
    body.push(text.startsWith(open.indent) ? text.slice(open.indent.length) : text.trimStart());
  }
  if (open !== undefined) blocks.push({ lang: open.lang, body: body.join('\n'), line: open.start, marker: open.marker });
  return blocks;
}

function markerBefore(lines: readonly string[], fenceIndex: number): string | undefined {
  for (let i = fenceIndex - 1; i >= 0; i--) {
    const text = lines[i] ?? '';
    if (text.trim() === '') continue;
    return MARKER.exec(text)?.[1];
  }
  return undefined;
}

/** The inline code spans (`...`) of the prose outside fenced blocks, with their lines; a span may wrap onto the next line. */
export function inlineSpans(markdown: string): { text: string; line: number }[] {
  const lines = markdown.split(/\r?\n/);
  const inFence = new Set<number>();
  for (const block of fencedBlocks(markdown)) {
    const count = block.body === '' ? 0 : block.body.split('\n').length;
    for (let l = block.line - 1; l <= block.line + count; l++) inFence.add(l);
  }
  const spans: { text: string; line: number }[] = [];
  // Paragraph by paragraph, so a span that wraps is read whole.
  let paragraph: { text: string; line: number }[] = [];
  const flush = (): void => {
    const joined = paragraph.map((p) => p.text).join('\n');
    for (const m of joined.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      const offset = m.index;
      const line = (paragraph[0]?.line ?? 0) + (joined.slice(0, offset).match(/\n/g)?.length ?? 0);
      spans.push({ text: (m[2] ?? '').replace(/\s*\n\s*/g, ' ').trim(), line });
    }
    paragraph = [];
  };
  for (const [i, text] of lines.entries()) {
    if (inFence.has(i + 1) || text.trim() === '') {
      flush();
      continue;
    }
    paragraph.push({ text, line: i + 1 });
  }
  flush();
  return spans;
}
