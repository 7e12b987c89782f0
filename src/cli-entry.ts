#!/usr/bin/env node
/**
 * The bench-gate executable. `--version` and `--help` are answered from a module that loads
 * nothing else; any command imports the full command line (cli.ts) on demand. The bundler turns
 * that import() into a separate chunk, so the quick answers never parse the parsers, statistics,
 * zod and yaml (issue 9: start-up under 100 ms beyond Node's own).
 */
import module from 'node:module';
import { fastAnswer } from './cli/fast-path.js';

const answer = fastAnswer(process.argv.slice(2));
if (answer === undefined) {
  // Node 22.1+ can keep the compiled bundle on disk between runs; Node 20 has no such cache.
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  await import('./cli.js');
} else {
  process.stdout.write(answer.stdout);
  process.exitCode = answer.code;
}
