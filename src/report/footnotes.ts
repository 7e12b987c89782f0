/**
 * Warnings rendered as numbered footnotes (benchstat style): the same text gets the same number
 * everywhere in a report, numbered in order of first appearance.
 */
export class Footnotes {
  private readonly numbers = new Map<string, number>();

  /** The footnote numbers for these warnings, registering new ones. */
  refs(warnings: readonly string[]): number[] {
    return warnings.map((w) => {
      let n = this.numbers.get(w);
      if (n === undefined) {
        n = this.numbers.size + 1;
        this.numbers.set(w, n);
      }
      return n;
    });
  }

  /** All footnotes in number order. */
  entries(): { n: number; text: string }[] {
    return [...this.numbers].map(([text, n]) => ({ n, text }));
  }
}

const SUPERSCRIPTS = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];

/** 12 -> ¹². */
export function superscript(n: number): string {
  return String(n).split('').map((d) => SUPERSCRIPTS[Number(d)] ?? d).join('');
}
