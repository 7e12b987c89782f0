/**
 * Turning an input's bytes into text, refusing what is not text: a NUL byte or many invalid UTF-8
 * sequences mean a binary file (a test binary, a compressed artifact) was passed by mistake, and
 * the message says so instead of "no results".
 */
import type { Result } from '../result.js';

/** Inputs above this size are refused before decoding (a bench log is far smaller). */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;
const SNIFF_BYTES = 64 * 1024;

/** Decodes UTF-8 text (a BOM is dropped), or explains why the bytes are not a text input. */
export function decodeInput(bytes: Uint8Array, source: string): Result<string, string> {
  if (bytes.length > MAX_INPUT_BYTES) {
    return { ok: false, error: `${source} is ${Math.round(bytes.length / 2 ** 20)} MiB, more than the ${MAX_INPUT_BYTES / 2 ** 20} MiB bench-gate reads. Pass the benchmark output itself, not an archive or a log of the whole job.` };
  }
  const nul = bytes.subarray(0, SNIFF_BYTES).indexOf(0);
  if (nul !== -1) {
    return { ok: false, error: `${source} looks like a binary file (a NUL byte at offset ${nul}), not benchmark output. Pass the text the benchmark printed, e.g. \`go test -run=^$ -bench=. > bench.txt\`.` };
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  const sample = text.slice(0, SNIFF_BYTES);
  const invalid = sample.split('\uFFFD').length - 1;
  if (sample.length > 0 && invalid / sample.length > 0.05) {
    return { ok: false, error: `${source} is not UTF-8 text (${invalid} invalid byte sequences in the first ${sample.length} characters): it looks binary or in another encoding. Pass the benchmark's text output.` };
  }
  return { ok: true, value: text.startsWith('\uFEFF') ? text.slice(1) : text };
}
