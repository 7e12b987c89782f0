/**
 * Every custom-format fixture parses to its expected JSON: github-action-benchmark custom JSON
 * (fixtures/custom/*.json and samples/, parsed as lower- or higher-is-better by the file name) and
 * Bencher Metric Format (fixtures/custom/bmf/*.json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectBmf, parseBmf } from '../../src/parsers/bmf.js';
import { detectCustomJson, parseCustomJson } from '../../src/parsers/custom-json.js';
import { expectGoldenJson } from '../helpers/golden.js';

const ROOT = join(import.meta.dirname, '..', '..', 'fixtures', 'custom');

function jsonFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).filter((n) => n.endsWith('.json') && !n.includes('.expected.')).map((n) => (dir === '' ? n : `${dir}/${n}`)).sort();
}

const custom = [...jsonFiles(''), ...jsonFiles('samples')];
const bmf = jsonFiles('bmf');
const better = (name: string): 'lower' | 'higher' => (/bigger/i.test(name) ? 'higher' : 'lower');

describe('custom JSON fixtures parse to their expected JSON', () => {
  it('has fixtures', () => {
    expect(custom.length).toBeGreaterThanOrEqual(6);
  });
  it.each(custom)('%s', (name) => {
    const text = readFileSync(join(ROOT, name), 'utf8');
    expectGoldenJson(parseCustomJson(text, name, better(name)), join(ROOT, name.replace(/\.json$/, '.expected.json')));
  });
  it.each(custom.filter((n) => n.startsWith('samples/')))('%s (real) is detected and parses cleanly', (name) => {
    const text = readFileSync(join(ROOT, name), 'utf8');
    expect(detectCustomJson(text)).toBe(true);
    expect(detectBmf(text)).toBe(false);
    expect(parseCustomJson(text, name, better(name)).diagnostics).toEqual([]);
  });
});

describe('BMF fixtures parse to their expected JSON', () => {
  it('has fixtures', () => {
    expect(bmf.length).toBeGreaterThanOrEqual(3);
  });
  it.each(bmf)('%s', (name) => {
    const text = readFileSync(join(ROOT, name), 'utf8');
    expect(detectBmf(text)).toBe(true);
    expect(detectCustomJson(text)).toBe(false);
    expectGoldenJson(parseBmf(text, name), join(ROOT, name.replace(/\.json$/, '.expected.json')));
  });
});
