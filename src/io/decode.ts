/**
 * Turning an input's bytes into text, refusing what is not text, with a message that names the
 * file, the line and the fix (exit 2 in the CLI). Pure: the caller reads the bytes.
 *
 * - At most MAX_INPUT_BYTES (100 MiB): a bench log is far smaller; a bigger input is a whole job log
 *   or an archive, and reading it would cost several times its size in memory. The CLI's file and
 *   stdin readers stop at the same cap, so a 200 MB file is refused without being read.
 * - UTF-8, with or without a BOM (the BOM is dropped). An incomplete character at the very end (a
 *   killed writer) is dropped too; any other invalid byte is an error naming its line.
 * - UTF-16 LE/BE with a BOM (PowerShell's `>` and `Out-File` write UTF-16LE with one) is decoded.
 *   UTF-16 without a BOM and UTF-32 are refused with a conversion command: guessing is not safe.
 * - A NUL byte, or mostly invalid bytes, means a binary file (a test binary, a compressed artifact).
 */
import type { Result } from '../result.js';

/** Inputs above this size are refused before decoding, and the CLI stops reading at it. */
export const MAX_INPUT_BYTES = 100 * 2 ** 20;
const SNIFF_BYTES = 64 * 1024;

/** "200 MiB", "1.5 KiB", "12 bytes". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 2 ** 20 ? [bytes / 1024, 'KiB'] : bytes < 2 ** 30 ? [bytes / 2 ** 20, 'MiB'] : [bytes / 2 ** 30, 'GiB'];
  return `${value < 10 ? Math.round(value * 10) / 10 : Math.round(value)} ${unit}`;
}

/** What an input is meant to hold, so that a refusal says what to pass instead. */
export interface TextKind {
  /** "benchmark output" */
  noun: string;
  /** "the file holding the benchmark output", for a directory given instead. */
  file: string;
  /** The file name a conversion command writes to. */
  converted: string;
  /** What to pass instead of a binary file. */
  binaryFix: string;
  /** What to pass instead of a file over the size cap. */
  tooLargeFix: string;
}

export const BENCHMARK_OUTPUT: TextKind = {
  noun: 'benchmark output', file: 'the file holding the benchmark output', converted: 'bench.txt',
  binaryFix: 'Pass the text the benchmark printed, e.g. `go test -run=^$ -bench=. > bench.txt`.',
  tooLargeFix: 'Pass the benchmark\'s own output (not a whole job log or an archive), or split the benchmarks into several suites.',
};

export const CONFIG_TEXT: TextKind = {
  noun: 'a config file', file: 'the config file, e.g. bench-gate.yml', converted: 'bench-gate.utf8.yml',
  binaryFix: "Pass the config file, bench-gate.yml: YAML text (the README's \"Config file\" section shows one).",
  tooLargeFix: 'Pass the config file, bench-gate.yml.',
};

export const REPORT_TEXT: TextKind = {
  noun: 'a report', file: 'the JSON file that `bench-gate compare --output json` wrote', converted: 'report.json',
  binaryFix: 'Pass the JSON file that `bench-gate compare --output json` wrote.',
  tooLargeFix: 'Pass the JSON file that `bench-gate compare --output json` wrote.',
};

/** The refusal for an input over the cap; `size` is undefined when only "more than the cap" is known (stdin). */
export function tooLargeMessage(source: string, size: number | undefined, max = MAX_INPUT_BYTES, kind = BENCHMARK_OUTPUT): string {
  const what = size === undefined ? `more than ${formatSize(max)}` : formatSize(size);
  return `${source} is ${what}; bench-gate reads at most ${formatSize(max)} of ${kind.noun}. ${kind.tooLargeFix}`;
}

/**
 * The error a capped reader (read-capped.ts) rejects with: `code: 'EFBIG'`, the cap, and the size
 * when known. The cap tells it from the system's own EFBIG (a write past the file-size limit,
 * `ulimit -f`), which says nothing about an input's size.
 */
export interface TooLargeError extends Error {
  code: 'EFBIG';
  /** The input's size in bytes, when known (a regular file); undefined for a stream cut at the cap. */
  size: number | undefined;
  /** The cap it went over, in bytes. */
  cap: number;
}

export function tooLargeError(size: number | undefined, max: number): TooLargeError {
  return Object.assign(new Error(`input is ${size ?? `more than ${max}`} bytes, over the ${max}-byte limit`), { code: 'EFBIG' as const, size, cap: max });
}

export function isTooLargeError(error: unknown): error is TooLargeError {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EFBIG' && typeof (error as { cap?: unknown }).cap === 'number';
}

/** Decodes an input's bytes to text, or explains (file, line, fix) why they are not a text input. */
export function decodeInput(bytes: Uint8Array, source: string, kind = BENCHMARK_OUTPUT): Result<string, string> {
  if (bytes.length > MAX_INPUT_BYTES) return { ok: false, error: tooLargeMessage(source, bytes.length, MAX_INPUT_BYTES, kind) };
  const b = bytes;
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return decodeUtf8(b.subarray(3), source, kind);
  if ((b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) || (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)) {
    return { ok: false, error: `${source} is UTF-32 text (it starts with a UTF-32 byte-order mark); bench-gate reads UTF-8 or UTF-16. Convert it: \`iconv -f UTF-32 -t UTF-8 ${source} > ${kind.converted}\`.` };
  }
  if (b[0] === 0xff && b[1] === 0xfe) return decodeUtf16(b.subarray(2), 'utf-16le', source, kind);
  if (b[0] === 0xfe && b[1] === 0xff) return decodeUtf16(b.subarray(2), 'utf-16be', source, kind);
  const utf16 = guessUtf16(b);
  if (utf16 !== undefined) {
    return { ok: false, error: `${source} looks like ${utf16} text without a byte-order mark (every other byte is 0); bench-gate reads UTF-8, or UTF-16 that starts with a byte-order mark. Convert it: \`iconv -f ${utf16} -t UTF-8 ${source} > ${kind.converted}\` (in PowerShell, write the output with \`| Out-File -Encoding utf8\`).` };
  }
  return decodeUtf8(b, source, kind);
}

function decodeUtf8(bytes: Uint8Array, source: string, kind: TextKind): Result<string, string> {
  const nul = bytes.indexOf(0);
  if (nul !== -1) return { ok: false, error: binaryMessage(source, lineAtByte(bytes, nul), `a NUL byte at offset ${nul}`, kind) };
  try {
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    // Not valid UTF-8: find where (the scan is slow, so only now).
  }
  const invalid = firstInvalidUtf8(bytes);
  if (invalid === undefined) return { ok: true, value: new TextDecoder('utf-8').decode(bytes) };
  // A writer killed in the middle of a character leaves an incomplete one at the end: drop it.
  if (invalid.incompleteAtEnd) return { ok: true, value: new TextDecoder('utf-8').decode(bytes.subarray(0, invalid.offset)) };
  const line = lineAtByte(bytes, invalid.offset);
  const sample = bytes.subarray(0, SNIFF_BYTES);
  const bad = new TextDecoder('utf-8').decode(sample).split('\uFFFD').length - 1;
  if (bad >= 16 && bad > sample.length * 0.05) return { ok: false, error: binaryMessage(source, line, `${bad} bytes that are not UTF-8 in the first ${formatSize(sample.length)}`, kind) };
  const byte = (bytes[invalid.offset] ?? 0).toString(16).toUpperCase().padStart(2, '0');
  return { ok: false, error: `${source}:${line}: not UTF-8 text: byte 0x${byte} at offset ${invalid.offset} is not valid UTF-8 (a Latin-1 or Windows-1252 file?). bench-gate reads UTF-8, or UTF-16 with a byte-order mark. Convert it, e.g. \`iconv -f WINDOWS-1252 -t UTF-8 ${source} > ${kind.converted}\`.` };
}

function decodeUtf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be', source: string, kind: TextKind): Result<string, string> {
  const even = bytes.length % 2 === 0 ? bytes : bytes.subarray(0, bytes.length - 1); // a truncated last unit
  const text = new TextDecoder(encoding).decode(even);
  const nul = text.indexOf('\0');
  if (nul !== -1) return { ok: false, error: binaryMessage(source, lineAtChar(text, nul), `a NUL character after the ${encoding.toUpperCase()} byte-order mark`, kind) };
  return { ok: true, value: text };
}

function binaryMessage(source: string, line: number, why: string, kind: TextKind): string {
  return `${source}:${line}: this looks like a binary file (${why}), not ${kind.noun}. ${kind.binaryFix}`;
}

/** 'UTF-16LE'/'UTF-16BE' when the start of the bytes has a 0 in every other position (ASCII in UTF-16). */
function guessUtf16(bytes: Uint8Array): 'UTF-16LE' | 'UTF-16BE' | undefined {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const pairs = n / 2;
  if (oddZeros >= pairs * 0.5 && evenZeros <= pairs * 0.05) return 'UTF-16LE';
  if (evenZeros >= pairs * 0.5 && oddZeros <= pairs * 0.05) return 'UTF-16BE';
  return undefined;
}

/** The offset of the first byte that does not start a valid UTF-8 sequence, and whether it is an incomplete sequence at the very end. */
export function firstInvalidUtf8(bytes: Uint8Array): { offset: number; incompleteAtEnd: boolean } | undefined {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const c = bytes[i] ?? 0;
    if (c < 0x80) {
      i += 1;
      continue;
    }
    const [length, min, max] = c >= 0xc2 && c <= 0xdf ? [2, 0x80, 0xbf] : c === 0xe0 ? [3, 0xa0, 0xbf] : c === 0xed ? [3, 0x80, 0x9f]
      : c >= 0xe1 && c <= 0xef ? [3, 0x80, 0xbf] : c === 0xf0 ? [4, 0x90, 0xbf] : c >= 0xf1 && c <= 0xf3 ? [4, 0x80, 0xbf] : c === 0xf4 ? [4, 0x80, 0x8f] : [0, 0, 0];
    if (length === 0) return { offset: i, incompleteAtEnd: false };
    for (let k = 1; k < length; k += 1) {
      if (i + k >= n) return { offset: i, incompleteAtEnd: true };
      const next = bytes[i + k] ?? 0;
      if (k === 1 ? next < min || next > max : next < 0x80 || next > 0xbf) return { offset: i, incompleteAtEnd: false };
    }
    i += length;
  }
  return undefined;
}

function lineAtByte(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) line += 1;
  return line;
}

function lineAtChar(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}
