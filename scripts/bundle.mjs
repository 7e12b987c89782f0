#!/usr/bin/env node
// Bundles the CLI (and, later, the action engine) with @vercel/ncc into committed single files in
// dist/. `node scripts/bundle.mjs` writes dist/; `node scripts/bundle.mjs --out DIR` writes DIR
// instead, which the staleness test uses to compare a fresh build with what is committed.
import ncc from '@vercel/ncc';
import { mkdir, writeFile, chmod } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex === -1 ? join(root, 'dist') : resolve(process.argv[outIndex + 1]);

const ENTRIES = [
  { input: 'src/cli.ts', output: 'cli.js', executable: true },
  { input: 'src/action.ts', output: 'index.js', executable: false },
];

await mkdir(outDir, { recursive: true });
for (const entry of ENTRIES) {
  const { code } = await ncc(join(root, entry.input), {
    minify: false, sourceMap: false, quiet: true, target: 'es2022', cache: false,
  });
  const body = code.startsWith('#!') ? code : `#!/usr/bin/env node\n${code}`;
  const file = join(outDir, entry.output);
  await writeFile(file, body);
  if (entry.executable) await chmod(file, 0o755);
}
// The bundles are ES modules; this tells Node so regardless of the consumer's package.json.
await writeFile(join(outDir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
