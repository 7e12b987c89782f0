/**
 * A strict checker for the mermaid subset the report emits, for tests: the documented
 * `xychart-beta` grammar (https://mermaid.js.org/syntax/xyChart.html) with an optional frontmatter
 * that sets the plot colours. Anything outside that subset is an error, so a change that emits
 * something new must extend the checker (and be tried on GitHub) first.
 *
 * Note: mermaid itself needs a DOM (and 150 packages); `@mermaid-js/parser` has no xychart grammar.
 * The goldens were also checked once with mermaid 12.3's own parser under jsdom (see the report of
 * that work); this checker keeps them inside the subset that parser accepted.
 */

const NUMBER = '-?\\d+(?:\\.\\d+)?';
/** A quoted string: no quote, no `%%` (comment), no `#...;` (entity), no backticks, braces or angle brackets. */
const STRING = '"((?:(?!%%)[^"`{}<>;#\\n])*)"';
const FRONTMATTER = ['---', 'config:', '  themeVariables:', '    xyChart:'];
const PALETTE = /^ {6}plotColorPalette: "(#[0-9a-f]{6}(?:, #[0-9a-f]{6})*)"$/;

/** The ```mermaid blocks of a markdown text. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
}

/** The problems of one chart's source; empty when it is inside the subset. */
export function checkXyChart(source: string): string[] {
  const errors: string[] = [];
  let lines = source.split('\n');
  if (lines[lines.length - 1] === '') lines = lines.slice(0, -1);
  let palette = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    const head = lines.slice(0, end);
    if (end === -1 || head.length !== 5 || FRONTMATTER.some((l, i) => head[i] !== l)) errors.push('frontmatter is not the palette block');
    const m = PALETTE.exec(head[4] ?? '');
    if (m === null) errors.push(`bad palette line: ${head[4] ?? ''}`);
    else palette = (m[1] ?? '').split(', ').length;
    lines = lines.slice(end + 1);
  }
  if (lines[0] !== 'xychart-beta') errors.push(`first line must be xychart-beta, got ${JSON.stringify(lines[0])}`);
  let labels: number | undefined;
  let range: [number, number] | undefined;
  let plots = 0;
  for (const raw of lines.slice(1)) {
    if (!raw.startsWith('  ') || raw.trim() !== raw.slice(2)) {
      errors.push(`line not indented by two spaces: ${JSON.stringify(raw)}`);
      continue;
    }
    const line = raw.slice(2);
    const title = new RegExp(`^title ${STRING}$`).exec(line);
    const xAxis = /^x-axis \[(.*)\]$/.exec(line);
    const yAxis = new RegExp(`^y-axis ${STRING} (${NUMBER}) --> (${NUMBER})$`).exec(line);
    const plot = /^(bar|line) \[(.*)\]$/.exec(line);
    if (title !== null) continue;
    if (xAxis !== null) {
      const items = (xAxis[1] ?? '').split(', ');
      const bad = items.filter((item) => !new RegExp(`^${STRING}$`).test(item));
      if (bad.length > 0) errors.push(`bad x-axis labels: ${bad.join(' ')}`);
      if (new Set(items).size !== items.length) errors.push('duplicate x-axis labels (bars would overlap)');
      labels = items.length;
    } else if (yAxis !== null) {
      range = [Number(yAxis[2]), Number(yAxis[3])];
      if (!(range[0] < range[1])) errors.push(`empty y range ${range[0]} --> ${range[1]}`);
    } else if (plot !== null) {
      plots += 1;
      const values = (plot[2] ?? '').split(', ');
      if (values.some((v) => !new RegExp(`^${NUMBER}$`).test(v))) errors.push(`bad numbers: ${plot[2] ?? ''}`);
      if (labels !== undefined && values.length !== labels) errors.push(`${values.length} values for ${labels} labels`);
      const [lo, hi] = range ?? [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
      if (values.some((v) => Number(v) < lo || Number(v) > hi)) errors.push(`a value is outside the y range: ${plot[2] ?? ''}`);
    } else {
      errors.push(`unknown statement: ${JSON.stringify(line)}`);
    }
  }
  if (labels === undefined) errors.push('no x-axis');
  if (range === undefined) errors.push('no y-axis range');
  if (plots === 0) errors.push('no bar or line');
  if (palette !== 0 && palette !== plots) errors.push(`${palette} colours for ${plots} plots`);
  return errors;
}
