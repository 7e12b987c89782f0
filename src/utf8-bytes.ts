/**
 * The length of a string in UTF-8 bytes, counted without encoding it: the summary limit
 * (report/budget.ts) is in bytes, and libtest pads bench names to its longest name in bytes
 * (parsers/libtest-blocks.ts), measured for every result line. A lone surrogate counts 3 bytes,
 * as TextEncoder (and so a file written from the string) encodes it: U+FFFD.
 */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
