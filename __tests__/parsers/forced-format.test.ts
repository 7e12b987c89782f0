/**
 * A format given by --format (or a config's `format:`) that reads nothing from another tool's
 * output: the message names the format the input has, and the option that reads it, rather than
 * only asking whether the (right) file is the right one. Real tool outputs from fixtures/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInput, type InputFormat } from '../../src/input.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures');
const fixture = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

function errorOf(text: string, format: InputFormat): string {
  const read = readInput(text, 'in', format);
  if (read.ok) throw new Error(`read as ${format}`);
  return read.error;
}

describe('a forced format that reads nothing names the format the input has', () => {
  it.each<[string, InputFormat, string]>([
    ['hyperfine/hyperfine-1.15.0-param-scan.json', 'go', 'hyperfine'],
    ['go/compare-base-run1.txt', 'hyperfine', 'go'],
    ['go/compare-base-run1.txt', 'libtest', 'go'],
    ['go/compare-base-run1.txt', 'custom-smaller', 'go'],
  ])('%s read as %s: it has the shape of %s', (path, format, detected) => {
    expect(errorOf(fixture(path), format)).toContain(`It has the shape of ${detected} output instead: pass --format ${detected}, or --format auto to detect it`);
  });

  it('says nothing of the kind when detection finds no format either', () => {
    expect(errorOf('just some log line\nanother one\n', 'go')).not.toContain('It has the shape of');
  });
});
