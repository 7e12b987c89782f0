/**
 * The markdown report's headline, what a reviewer reads in five seconds: the verdict, the counts,
 * the suite geomean with its 95% interval, then one context line: both commits (short SHAs), the
 * baseline's age relative to head, the baseline mode, the history length and the machine.
 * Everything from the inputs (cpu names, file names, fingerprints) is made inert.
 */
import type { ComparisonReport, GeomeanNotComputed, GeomeanRow, MachineInfo } from '../compare/types.js';
import { formatPercent } from '../format.js';
import { codeSpan, elideMiddle, inertText } from './markdown-escape.js';
import { summaryLine } from './summary.js';

const MODE_TEXT = { files: 'files', cached: 'cached baseline', ab: 'same-job A/B' } as const;

/** `bench-gate`, and the suite when it is not the default one: `bench-gate · micro`. */
export function reportTitle(suite: string | undefined): string {
  return suite === undefined || suite === 'default' ? 'bench-gate' : `bench-gate · ${inertText(suite)}`;
}

/** The headline block: `### verdict`, the counts and geomeans, the context line. */
export function markdownHeadline(report: ComparisonReport, suite: string | undefined): string {
  const title = reportTitle(suite);
  const verdict = report.verdict === 'fail' ? `### ❌ ${title}: regression found` : `### ✅ ${title}: no regression`;
  const geo = [...report.geomeans.map(geomeanText), ...(report.geomeansNotComputed ?? []).map(notComputedText)];
  const counts = `**${summaryLine(report)}**${geo.length > 0 ? ` · geomean ${geo.join(', ')}` : ''}`;
  return `${verdict}\n\n${counts}\n\n${contextLine(report)}`;
}

/**
 * `sec/op +1.20% [-0.40%, +2.81%]`; the interval is left out when it is a point (exact metrics),
 * and rows left out are said: `B/op +0.00% (1 of 7 left out: 0 → 48 B has no ratio)`.
 */
export function geomeanText(g: GeomeanRow): string {
  const ci = g.ci === undefined || g.ci[0] === g.ci[1] ? '' : ` [${formatPercent(g.ci[0] - 1)}, ${formatPercent(g.ci[1] - 1)}]`;
  const uncorrected = g.uncorrectedRatio === undefined ? '' : ` (uncorrected ${formatPercent(g.uncorrectedRatio - 1)})`;
  const leftOut = g.leftOutNote === undefined ? '' : ` (${leftOutText(g.leftOutNote)})`;
  return `${inertText(g.unit)} ${formatPercent(g.ratio - 1)}${ci}${uncorrected}${leftOut}`;
}

/** `allocs/op cannot be computed (2 of 2 left out: 0 → 1 allocs and 0 → 3 allocs have no ratio)`. */
export function notComputedText(g: GeomeanNotComputed): string {
  return `${inertText(g.unit)} cannot be computed (${leftOutText(g.leftOutNote)})`;
}

/** The note made inert, its ASCII arrows (kept so in the JSON) drawn as `→`, not as `-&gt;`. */
const leftOutText = (note: string): string => inertText(note.replaceAll(' -> ', ' → '));

function contextLine(report: ComparisonReport): string {
  const parts = [sidesText(report), `mode: ${MODE_TEXT[report.settings.mode]}`];
  const age = baselineAge(report.base.time, report.head.time);
  if (age !== undefined) parts.splice(1, 0, age);
  if (report.base.historyRuns > 0) parts.push(`history: ${report.base.historyRuns} run${report.base.historyRuns === 1 ? '' : 's'}`);
  const machine = machineText(report.head.machine ?? report.base.machine);
  if (machine !== undefined) parts.push(`machine: ${machine}`);
  return parts.join(' · ');
}

/** base `1a2b3c4d5e6f` → head `…`: commits when recorded, else the inputs' names. */
function sidesText(report: ComparisonReport): string {
  const side = (s: { commit?: string; sources: string[] }): string => {
    if (s.commit !== undefined) return codeSpan(s.commit.slice(0, 12), 12);
    const names = s.sources.length === 0 ? '?' : s.sources.length === 1 ? (s.sources[0] ?? '?') : `${s.sources[0] ?? '?'} +${s.sources.length - 1}`;
    return codeSpan(names, 60);
  };
  return `base ${side(report.base)} → head ${side(report.head)}`;
}

/** "baseline 3 h older", from the two ISO times; undefined when either is missing or unreadable. */
export function baselineAge(baseTime: string | undefined, headTime: string | undefined): string | undefined {
  if (baseTime === undefined || headTime === undefined) return undefined;
  const ms = Date.parse(headTime) - Date.parse(baseTime);
  if (Number.isNaN(ms)) return undefined;
  if (Math.abs(ms) < 1000) return 'baseline measured at the same time';
  return ms > 0 ? `baseline ${humanDuration(ms)} older` : `baseline ${humanDuration(-ms)} newer than head`;
}

/** One unit, rounded down: `45 s`, `12 min`, `3 h`, `2 d`. */
export function humanDuration(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

/** `Apple M2 Pro, 12 cores, darwin/arm64` plus the fingerprint in a code span. */
function machineText(m: MachineInfo | undefined): string | undefined {
  if (m === undefined) return undefined;
  const system = [m.os, m.arch].filter((x) => x !== undefined).join('/');
  const words = [m.cpu, m.cores === undefined ? undefined : `${m.cores} cores`, system === '' ? undefined : system]
    .filter((x): x is string => x !== undefined && x !== '').map((x) => inertText(elideMiddle(x, 200)));
  if (m.fingerprint !== undefined) words.push(codeSpan(m.fingerprint, 40));
  return words.length === 0 ? undefined : words.join(', ');
}
