#!/usr/bin/env node
/**
 * The floor: the least work a single-threaded Node program does to compare two `go test -bench`
 * files, so that `scripts/bench` can show how much of bench-gate's time any Node implementation
 * would spend anyway. It is a measuring device, not a comparer: it trusts its input (no
 * validation, no diagnostics, no config lines, no units), and per benchmark and metric it only
 * sorts both sides and takes their medians and the Mann-Whitney U count, then prints a small
 * JSON list (7 fields per comparison; bench-gate's report has about 25). No exact p-values, CIs,
 * multiple-comparison control or warnings.
 *
 *   node scripts/perf/floor.mjs BASE HEAD > /dev/null
 */
import { readFileSync, writeSync } from 'node:fs';

/** name -> [iterations, metric 1, metric 2, ...], each a list of the values in file order. */
function readGoFile(path) {
  const text = readFileSync(path, 'utf8');
  const byName = new Map();
  let lastName = '';
  let lastColumns;
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    if (text.startsWith('Benchmark', start)) {
      let i = start;
      while (i < end && text.charCodeAt(i) !== 32 && text.charCodeAt(i) !== 9) i++;
      // -count=N prints a name N times in a row: reuse the previous line's lists without a lookup.
      let columns = lastColumns;
      if (lastName.length !== i - start || !text.startsWith(lastName, start)) {
        lastName = text.slice(start, i);
        columns = byName.get(lastName);
        if (columns === undefined) byName.set(lastName, (columns = []));
        lastColumns = columns;
      }
      // Every number on the line in turn (the units between them are skipped): iterations, then values.
      let column = 0;
      let value = 0;
      let inNumber = false;
      let decimals = -1;
      for (; i <= end; i++) {
        const c = i < end ? text.charCodeAt(i) : 32;
        if (c >= 48 && c <= 57) {
          value = value * 10 + (c - 48);
          inNumber = true;
          if (decimals >= 0) decimals++;
        } else if (c === 46 && inNumber) {
          decimals = 0;
        } else if (inNumber) {
          (columns[column++] ??= []).push(decimals > 0 ? value / 10 ** decimals : value);
          value = 0;
          inNumber = false;
          decimals = -1;
        }
      }
    }
    start = end + 1;
  }
  return byName;
}

const median = (sorted) => {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ascending = (a, b) => a - b;

const [basePath, headPath] = process.argv.slice(2);
if (basePath === undefined || headPath === undefined) {
  process.stderr.write('usage: node scripts/perf/floor.mjs BASE HEAD\n');
  process.exit(2);
}
const base = readGoFile(basePath);
const head = readGoFile(headPath);
const comparisons = [];
for (const [name, baseColumns] of base) {
  const headColumns = head.get(name);
  if (headColumns === undefined) continue;
  for (let metric = 1; metric < baseColumns.length; metric++) {
    const x = baseColumns[metric].slice().sort(ascending);
    const y = (headColumns[metric] ?? []).slice().sort(ascending);
    if (y.length === 0) continue;
    let u = 0;
    for (const a of x) for (const b of y) u += a > b ? 1 : a === b ? 0.5 : 0;
    const b = median(x);
    const h = median(y);
    comparisons.push({ name, metric, base: b, head: h, ratio: h / b, u, n: [x.length, y.length] });
  }
}
writeSync(1, `${JSON.stringify({ comparisons }, null, 2)}\n`);
