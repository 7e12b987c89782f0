#!/usr/bin/env node
// Bundles the CLI and the action engine with @vercel/ncc into committed files in dist/.
// `node scripts/bundle.mjs` writes dist/; `node scripts/bundle.mjs --out DIR` writes DIR instead,
// which the staleness test uses to compare a fresh build with what is committed.
//
// A dynamic import() in the sources becomes a chunk file next to its bundle (`<id>.index.js`), which
// ncc returns as an asset: the CLI imports its commands on demand, so that `--version` and `--help`
// do not load the parsers, statistics and zod (issue 9: start-up under 100 ms). Chunks from an
// earlier build are removed first, so dist/ holds exactly what this build produced.
//
// ncc transpiles without type-checking (transpileOnly: `npm run typecheck` checks the types, and
// checking them again in each bundle doubled the build, to about a minute). The entries are stubs
// in scripts/bundle-entries/, whose tsconfig.json makes that transpilation emit ES modules.
import ncc from '@vercel/ncc';
import { chmod, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex === -1 ? join(root, 'dist') : resolve(process.argv[outIndex + 1]);

const ENTRIES = [
  { input: 'scripts/bundle-entries/cli.ts', output: 'cli.js', executable: true },
  { input: 'scripts/bundle-entries/action.ts', output: 'index.js', executable: false },
];
const CHUNK = /^\d+\.index\.js$/;

await mkdir(outDir, { recursive: true });
for (const name of await readdir(outDir)) if (CHUNK.test(name)) await rm(join(outDir, name));
const chunks = new Map(); // name -> the bundle that wrote it, and its text
for (const entry of ENTRIES) {
  const { code, assets } = await ncc(join(root, entry.input), {
    minify: false, sourceMap: false, quiet: true, target: 'es2022', cache: false, transpileOnly: true,
  });
  const body = code.startsWith('#!') ? code : `#!/usr/bin/env node\n${code}`;
  const file = join(outDir, entry.output);
  await writeFile(file, body);
  if (entry.executable) await chmod(file, 0o755);
  for (const [name, asset] of Object.entries(assets ?? {})) {
    if (name === 'package.json') continue; // ncc's {"type": "module"}; written once below
    if (!CHUNK.test(name)) throw new Error(`${entry.input}: unexpected ncc asset ${name}; bundle.mjs only knows import() chunks`);
    const text = String(asset.source);
    const earlier = chunks.get(name);
    if (earlier !== undefined && earlier.text !== text) {
      throw new Error(`${entry.input} and ${earlier.input} both emit a different chunk ${name}; give one of them its own output directory`);
    }
    chunks.set(name, { input: entry.input, text });
    await writeFile(join(outDir, name), text);
  }
}
// The bundles are ES modules; this tells Node so regardless of the consumer's package.json.
await writeFile(join(outDir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
