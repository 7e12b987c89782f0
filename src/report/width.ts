/**
 * How many terminal cells a string takes, for aligning the text report: combining marks and
 * format characters take none, East Asian wide and fullwidth characters and emoji take two
 * (a compact reading of Unicode's East_Asian_Width, enough for names and units), the rest one.
 */

const WIDE: readonly [number, number][] = [
  [0x1100, 0x115f], [0x231a, 0x231b], [0x23e9, 0x23ec], [0x23f0, 0x23f3], [0x25fd, 0x25fe], [0x2614, 0x2615],
  [0x2648, 0x2653], [0x26aa, 0x26ab], [0x26bd, 0x26be], [0x26c4, 0x26c5], [0x26f2, 0x26f5], [0x2705, 0x2705],
  [0x270a, 0x270b], [0x274c, 0x274c], [0x2753, 0x2755], [0x2795, 0x2797], [0x2b1b, 0x2b1c], [0x2e80, 0x303e],
  [0x3041, 0x33ff], [0x3400, 0x4dbf], [0x4e00, 0x9fff], [0xa000, 0xa4cf], [0xa960, 0xa97f], [0xac00, 0xd7a3],
  [0xf900, 0xfaff], [0xfe10, 0xfe19], [0xfe30, 0xfe6f], [0xff00, 0xff60], [0xffe0, 0xffe6], [0x1f004, 0x1f004],
  [0x1f0cf, 0x1f0cf], [0x1f18e, 0x1f18e], [0x1f191, 0x1f19a], [0x1f200, 0x1f251], [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff], [0x1f7e0, 0x1f7eb], [0x1f90c, 0x1f9ff], [0x1fa70, 0x1faff], [0x20000, 0x3fffd],
];

const ZERO = /[\p{Mn}\p{Me}\p{Cf}]/u;
/**
 * Emoji shown as emoji by default are wide (East_Asian_Width W since Unicode 9): the ranges above
 * miss many below U+1F000 (`⚡`, `✨`, `⭐`, `⛔`), which shifted every column after such a name.
 */
const EMOJI = /\p{Emoji_Presentation}/u;
/** A skin-tone modifier after an emoji joins it (`👍🏽` is one wide glyph), taking no cell of its own. */
const MODIFIER = /\p{Emoji_Modifier}/u;

function isWide(cp: number): boolean {
  let lo = 0;
  let hi = WIDE.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [from, to] = WIDE[mid] ?? [0, 0];
    if (cp < from) hi = mid - 1;
    else if (cp > to) lo = mid + 1;
    else return true;
  }
  return false;
}

/** Terminal cells taken by `text`. */
export function displayWidth(text: string): number {
  // Below U+0300 every character takes one cell but the soft hyphen U+00AD (a format character):
  // no combining mark, no wide character. Nearly every cell of a report (ASCII, `±`, `µ`, `¹`) is so.
  let i = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x300 || c === 0xad) break;
  }
  if (i === text.length) return text.length;
  let width = 0;
  let afterEmoji = false;
  for (const ch of text) {
    if (ZERO.test(ch)) continue;
    if (afterEmoji && MODIFIER.test(ch)) {
      afterEmoji = false;
      continue;
    }
    const cp = ch.codePointAt(0) ?? 0;
    // (Regional indicators stay one cell each: a pair is one flag, two cells wide.)
    afterEmoji = cp >= 0x2000 && (cp < 0x1f1e6 || cp > 0x1f1ff) && EMOJI.test(ch);
    width += afterEmoji || isWide(cp) ? 2 : 1;
  }
  return width;
}
