#!/usr/bin/env node
// Prints vitest's JSON results as the one plain line CI reads: "N passed, N failed[, N skipped]".
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.vitest-results.json';
let results;
try {
  results = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`test results unreadable (${file}: ${error.message})`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
// A file that fails without a failed test (it does not load, or a beforeAll hook times out and its
// tests are skipped) is a failure all the same.
const failedSuites = (results.testResults ?? []).filter((s) => s.status === 'failed' && !(s.assertionResults ?? []).some((a) => a.status === 'failed')).length;
const failed = results.numFailedTests + failedSuites;
console.log(`${results.numPassedTests} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
