/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`): the functions with the most self time
 * and the most total (inclusive) time, with their bundle line, so a profile can be read in a
 * terminal. Recursion is counted once per stack for the inclusive figure.
 *
 *   node --import tsx scripts/perf/read-profile.ts FILE.cpuprofile [--top 30]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

// A reader that stops early (`| head`) closes the pipe: that ends the listing, it is no failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string' } } });
const top = Number(values.top ?? 30);
const profile = JSON.parse(readFileSync(positionals[0] ?? '', 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: ProfileNode): string => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  all += dt;
  const leaf = byId.get(id);
  if (leaf === undefined) return;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let n: ProfileNode | undefined = leaf; n !== undefined; n = byId.get(parent.get(n.id) ?? -1)) {
    const l = label(n);
    if (seen.has(l)) continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + dt);
  }
});
const print = (title: string, map: Map<string, number>): void => {
  process.stdout.write(`${title} (of ${all.toFixed(0)} ms)\n`);
  for (const [l, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) process.stdout.write(`${ms.toFixed(1).padStart(9)} ms  ${l}\n`);
};
print('self', self);
print('total', total);
