#!/usr/bin/env node
/**
 * The bench-gate executable. `--version` and `--help` are answered from a module that loads
 * nothing else; any command imports the full command line (cli.ts) on demand. The bundler turns
 * that import() into a separate chunk, so the quick answers never parse the parsers, statistics,
 * zod and yaml (issue 9: start-up under 100 ms beyond Node's own).
 */
import { fastAnswer } from './cli/fast-path.js';
import { keepCompiledCode } from './io/compile-cache.js';
import { isReaderGone, stdoutFailureMessage } from './cli/stdout-failure.js';

const answer = fastAnswer(process.argv.slice(2));
if (answer === undefined) {
  keepCompiledCode();
  await import('./cli.js');
} else {
  // A failed write is reported in the write's callback; the listeners keep its 'error' event from
  // crashing the process with a stack trace and exit status 1. When stderr cannot be written either
  // (both on /dev/full), the status alone says it: 2.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
  process.exitCode = answer.code;
  process.stdout.write(answer.stdout, (error) => {
    if (error == null || isReaderGone(error)) return;
    process.stderr.write(`bench-gate: ${stdoutFailureMessage(error, undefined)}\n`);
    process.exitCode = 2;
  });
}
