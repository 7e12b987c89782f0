/**
 * The shared JSON reading of the JSON-format parsers (src/parsers/json-input.ts): syntax errors
 * with lines and expectations, bare NaN/Infinity, JSON paths to lines, and agreement with JSON.parse.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countLines, findJsonSyntaxError, formatPath, readJson } from '../../src/parsers/json-input.js';

const read = (text: string, nonFinite = false) => readJson(text, 'in.json', 'X', { nonFinite });
const error = (text: string, nonFinite = false) => {
  const r = read(text, nonFinite);
  return r.ok ? undefined : { line: r.diagnostic.line, message: r.diagnostic.message, text: r.diagnostic.text };
};

describe('readJson: invalid JSON is one diagnostic with the line and what was expected', () => {
  it.each([
    ['{"a": 1,}', 1, 'expected a double-quoted property name, found "}"'],
    ['[1,\n 2,\n]', 3, 'expected a value (a comma before a closing bracket is not allowed in JSON), found "]"'],
    ['[1\n 2]', 2, 'expected \',\' or \']\' after an array element, found "2"'],
    ['{"a": 1\n "b": 2}', 2, 'expected \',\' or \'}\' after a property value, found "\\""'],
    ['{"a" 1}', 1, 'expected \':\' after the property name, found "1"'],
    ["{'a': 1}", 1, 'expected a double-quoted property name, found "\'"'],
    ['{"a": "x\ny"}', 1, 'expected no raw control character inside a string (write it escaped, e.g. \\n), found "\\n"'],
    ['["\\q"]', 1, 'expected a valid escape sequence after \\, found "q"'],
    ['{"a": NaN}', 1, 'expected a JSON value (object, array, string, number, true, false or null), found "NaN"'],
    ['{"a": -}', 1, 'expected a digit after \'-\', found "}"'],
    ['{}\n\nx', 3, 'expected the end of the input after the JSON value, found "x"'],
    ['{"a": [1, 2', 1, 'expected \',\' or \']\' after an array element, found the end of the input. The file ends early'],
    ['{"a": "abc', 1, 'expected a closing \'"\' (the string is not terminated), found the end of the input'],
    ['', 1, 'expected a JSON value (object, array, string, number, true, false or null), found the end of the input'],
    ['\r\n\r\n  ', 1, 'found the end of the input'],
    ['[1,\r\n2,\r\n}', 3, 'found "}"'],
    ['[1,\r2,\r}', 3, 'found "}"'],
  ])('%j -> line %i', (text, line, message) => {
    const found = error(text);
    expect(found?.line).toBe(line);
    expect(found?.message).toContain(message);
    expect(found?.message).toContain('The input should be X.');
  });

  it('points a cut-off file at its last line, not the empty line after it, and quotes that line', () => {
    expect(error('{\n  "a": [\n    1,\n')).toEqual({ line: 3, text: '    1,', message: expect.stringContaining('The file ends early') as string });
  });

  it('reads a BOM and counts CRLF, LF and lone CR lines as splitLines does', () => {
    expect(read('\uFEFF{"a": 1}')).toMatchObject({ ok: true, value: { a: 1 }, lineCount: 1 });
    expect([countLines(''), countLines('a'), countLines('a\n'), countLines('a\r\nb'), countLines('a\rb\n'), countLines('\n\n')]).toEqual([0, 1, 1, 2, 2, 2]);
  });

  it('never overflows the stack on deep nesting', () => {
    expect(error('['.repeat(100_000))?.message).toContain('The file ends early');
    expect(read(`${'['.repeat(5_000)}${']'.repeat(5_000)}`).ok).toBe(true);
  });
});

describe('readJson: bare NaN and Infinity (Google Benchmark)', () => {
  it('reads them as numbers outside strings and leaves strings alone', () => {
    const r = read('{"NaN": NaN, "a": [Infinity, -Infinity, "NaN", "-Infinity", "x NaN y"]}', true);
    expect(r.ok && r.value).toEqual({ NaN: Number.NaN, a: [Infinity, -Infinity, 'NaN', '-Infinity', 'x NaN y'] });
  });
  it('still reports other syntax errors with their line', () => {
    expect(error('{"a": NaN,\n "b": Nan}', true)?.line).toBe(2);
  });
});

describe('readJson: lines of JSON paths', () => {
  const r = read('{\n  "a": [\n    {"b": 1},\n    {\n      "c": {"d": [5, 6]}\n    }\n  ],\n  "odd key": 2\n}\n');
  it('maps every path up to the depth limit, deeper ones to their nearest recorded parent', () => {
    if (!r.ok) throw new Error('expected valid JSON');
    expect([r.lineOf([]), r.lineOf(['a']), r.lineOf(['a', 0]), r.lineOf(['a', 1]), r.lineOf(['a', 1, 'c']), r.lineOf(['a', 1, 'c', 'd', 1]),
      r.lineOf(['odd key']), r.lineOf(['missing', 3])]).toEqual([1, 2, 3, 4, 5, 5, 8, 1]);
  });
  it('formats paths the way a reader writes them', () => {
    expect(formatPath(['benchmarks', 3, 'stats', 'data', 0])).toBe('benchmarks[3].stats.data[0]');
    expect(formatPath([0, 'a b', 'c'])).toBe('[0]["a b"].c');
    expect(formatPath([])).toBe('(top level)');
  });
});

describe('findJsonSyntaxError agrees with JSON.parse', () => {
  const accepts = (text: string): boolean => {
    try {
      JSON.parse(text);
      return true;
    } catch {
      return false;
    }
  };
  const jsonish = fc.string({ unit: fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', 'u', '0', '1', '-', '.', 'e', '+', ' ', '\n', 't', 'r', 'n', 'a', 'l', 's', 'f', 'x'), maxLength: 30 });
  it('on random JSON-like text', () => {
    fc.assert(fc.property(jsonish, (text) => {
      expect(findJsonSyntaxError(text) === undefined).toBe(accepts(text));
    }), { numRuns: 2000 });
  });
  it('on valid JSON, and valid JSON with one character removed', () => {
    fc.assert(fc.property(fc.json(), fc.nat(), (text, at) => {
      expect(findJsonSyntaxError(text)).toBeUndefined();
      const broken = text.slice(0, at % (text.length + 1)) + text.slice((at % (text.length + 1)) + 1);
      expect(findJsonSyntaxError(broken) === undefined).toBe(accepts(broken));
    }));
  });
});
