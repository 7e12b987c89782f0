/**
 * The action bundle's entry: turns on Node's compile cache (io/compile-cache.ts), then loads the
 * engine's edge (action.ts), which runs the step. The engine is imported with import() so that
 * it is compiled after the cache is on; the bundler puts it in a chunk file beside dist/index.js.
 */
import { keepCompiledCode } from './io/compile-cache.js';

keepCompiledCode();
await import('./action.js');
