/**
 * Outputs that hold a result JSON (`parse -o`, `merge -o`, `run -o`, `ab --base-out/--head-out`)
 * replace an existing file only when it is one too, or empty. A rerun writing its results again is
 * the usual case; any other file there was named by mistake, most often by an option that lost its
 * value: `parse -o $OUT a.txt b.txt` with OUT unset reads `-o a.txt`, and wrote b.txt's results
 * over the benchmark output a.txt. Checked before any work.
 */
import { decodeInput, isTooLargeError } from '../io/decode.js';
import { detectCandidates } from '../input.js';
import { UsageError, type CliPorts } from './ports.js';

/** Refuses an output (option, path; undefined: not given) that is an existing file, not empty, and no result JSON. */
export async function checkReplacesResultsOnly(outputs: readonly (readonly [string, string | undefined])[], ports: CliPorts): Promise<void> {
  for (const [option, path] of outputs) {
    if (path === undefined || (await ports.fileStat(path).catch(() => undefined))?.type !== 'file') continue;
    // One over the input cap is no result bench-gate could read back; one that cannot be read
    // otherwise is left to the write (checkOutputs has asked whether it can be written).
    const bytes = await ports.readFile(path).catch((error: unknown) => (isTooLargeError(error) ? new Uint8Array([0]) : undefined));
    if (bytes === undefined || bytes.length === 0) continue;
    const text = decodeInput(bytes, path);
    if (text.ok && (text.value.trim() === '' || detectCandidates(text.value).includes('result'))) continue;
    // "Remove /dev/stdout first" would break the system, not free the file: say what the name leads to.
    if (DESCRIPTOR.test(path)) throw new UsageError(`${option} ${path} leads to an existing file that is not a bench-gate result file (redirected to it with >>?): writing the result JSON there would replace that file, not add to it. Redirect to a new or empty file (> FILE), or give ${option} a file name.`);
    throw new UsageError(`${option} ${path} is an existing file that is not a bench-gate result file: writing the result JSON there would replace it. If ${path} was meant as an input, ${option} lost its value (an unset shell variable?); otherwise give another file name, or remove ${path} first.`);
  }
}

/** The name of an open descriptor (/dev/stdout, /dev/fd/3, /proc/self/fd/1): the file it leads to is the shell's redirection. */
const DESCRIPTOR = /^\/(?:dev\/(?:stdout|stderr|fd\/\d+)|proc\/(?:self|\d+)\/fd\/\d+)$/;
