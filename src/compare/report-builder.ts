/**
 * Assembles the ComparisonReport: counts, geomeans per unit, the machine-offset notes, and the
 * verdict from the gate.
 */
import type { ResultSet } from '../schema/result.js';
import { excerpt } from '../parsers/types.js';
import { countStatuses, gateVerdict } from '../gate.js';
import { machineList } from '../mixed-machines.js';
import { historyValue } from './common-mode.js';
import { suiteGeomeans } from './suite-geomean.js';
import type { CompareSettings, Comparison, ComparisonReport, MachineInfo } from './types.js';
import { procsMismatchWarning } from './procs-mismatch.js';
import { runnerOffsetWarning } from './runner-offset-warning.js';

export interface ReportParts {
  base: ResultSet;
  head: ResultSet;
  comparisons: Comparison[];
  settings: CompareSettings;
  warnings: string[];
  /** Log cost offset that was removed from head, when correcting. */
  offset: number | undefined;
  correcting: boolean;
}

export function buildReport(parts: ReportParts): ComparisonReport {
  const { base, head, comparisons, settings, offset } = parts;
  const warnings = [...parts.warnings, ...contextWarnings(base, head, comparisons)];
  attachHistory(comparisons, base);
  const { geomeans, notComputed } = suiteGeomeans(comparisons, offset);
  const report: ComparisonReport = {
    verdict: gateVerdict(comparisons),
    summary: countStatuses(comparisons),
    comparisons,
    geomeans,
    ...(notComputed.length === 0 ? {} : { geomeansNotComputed: notComputed }),
    warnings,
    settings,
    base: { ...pick(base), historyRuns: base.history?.length ?? 0 },
    head: pick(head),
  };
  if (offset !== undefined) {
    report.machineOffset = Math.exp(offset);
    warnings.push(runnerOffsetWarning(offset, settings.threshold).text);
  }
  return report;
}

function pick(set: ResultSet): { tool: string; sources: string[]; commit?: string; time?: string; machine?: MachineInfo } {
  const out: { tool: string; sources: string[]; commit?: string; time?: string; machine?: MachineInfo } = { tool: set.context.tool, sources: set.context.sources };
  if (set.context.commit !== undefined) out.commit = set.context.commit;
  if (set.context.time !== undefined) out.time = set.context.time;
  const machine = machineOf(set);
  if (machine !== undefined) out.machine = machine;
  return out;
}

/**
 * context.machine, else what the tool's config lines say (Go's `cpu:`, `goos:`, `goarch:`); not for
 * a set that mixes machines, whose config lines are only its first input's.
 */
function machineOf(set: ResultSet): MachineInfo | undefined {
  const m = set.context.machine ?? {};
  const config = m.mixed === undefined ? set.context.config : {};
  const info: MachineInfo = {};
  if (m.fingerprint !== undefined) info.fingerprint = m.fingerprint;
  const os = m.os ?? config.goos;
  const arch = m.arch ?? config.goarch;
  const cpu = m.cpu ?? config.cpu;
  if (os !== undefined) info.os = os;
  if (arch !== undefined) info.arch = arch;
  if (cpu !== undefined) info.cpu = cpu;
  if (m.cores !== undefined) info.cores = m.cores;
  return Object.keys(info).length === 0 ? undefined : info;
}

/** The baseline history of each flagged result (for the report's trend chart): one median per run, oldest first. */
function attachHistory(comparisons: Comparison[], base: ResultSet): void {
  const runs = base.history ?? [];
  if (runs.length === 0) return;
  for (const c of comparisons) {
    if (c.status !== 'regression' && c.status !== 'improvement') continue;
    const series = runs.map((run) => historyValue(run, c.key, c.unit) ?? null);
    if (series.some((v) => v !== null)) c.history = series;
  }
}

function contextWarnings(base: ResultSet, head: ResultSet, comparisons: readonly Comparison[]): string[] {
  const warnings: string[] = [];
  const a = base.context.machine?.fingerprint;
  const b = head.context.machine?.fingerprint;
  if (a !== undefined && b !== undefined && a !== b) warnings.push(`base and head were measured on different machines (${a} vs ${b}): differences may be the machine, not the code`);
  // A file merged with --allow-different-machines has no one fingerprint to compare: it lists its machines.
  for (const [side, set] of [['base', base], ['head', head]] as const) {
    const mixed = set.context.machine?.mixed;
    if (mixed !== undefined) warnings.push(`${side} holds results of different machines (${excerpt(machineList(mixed), 300)}; merged with --allow-different-machines): differences may be the machines, not the code`);
  }
  // A suite names what was run (bench-gate parse --suite, the action's suite input): two suites'
  // results share names only by chance, and their differences are not changes of the code.
  if (base.suite !== undefined && head.suite !== undefined && base.suite !== head.suite) {
    warnings.push(`base and head are results of different suites (${excerpt(base.suite, 80)} vs ${excerpt(head.suite, 80)}): check that both files are of the same suite`);
  }
  // A mixed side's cpu: line is only its first input's; its warning above says more.
  const single = base.context.machine?.mixed === undefined && head.context.machine?.mixed === undefined;
  if (single && base.context.config.cpu !== undefined && head.context.config.cpu !== undefined && base.context.config.cpu !== head.context.config.cpu) {
    warnings.push(`base and head ran on different CPUs (${base.context.config.cpu} vs ${head.context.config.cpu})`);
  }
  if (comparisons.length > 0 && comparisons.every((c) => c.status === 'new' || c.status === 'removed')) warnings.push(nothingInCommon(base, head, comparisons));
  return warnings;
}

/**
 * Why nothing was compared when every row is new or removed: no benchmark in both (another suite),
 * or those in both failed or were skipped in base (the run broke: "no benchmark in common" sent
 * the user to check names that were right), or they report different units.
 */
function nothingInCommon(base: ResultSet, head: ResultSet, comparisons: readonly Comparison[]): string {
  const headKeys = new Set(head.benchmarks.map((b) => b.key));
  const inBoth = base.benchmarks.filter((b) => headKeys.has(b.key));
  if (inBoth.length === 0) {
    return procsMismatchWarning(base.benchmarks, head.benchmarks)
      ?? 'base and head have no benchmark in common: check that both ran the same suite (benchmark names include the package)';
  }
  // (One that failed or was skipped in head is a row of that status, so all rows new or removed means base.)
  const unmeasured = inBoth.filter((b) => b.status !== 'ok');
  const baseKeys = new Set(comparisons.filter((c) => c.status === 'removed').map((c) => c.key));
  const shared = comparisons.find((c) => c.status === 'new' && baseKeys.has(c.key)) ?? inBoth.find((b) => b.status === 'ok');
  const first = unmeasured[0];
  if (first === undefined) {
    return `base and head have no metric in common: the benchmarks both ran are reported in different units (e.g. ${shared?.name ?? ''}), which are not compared`;
  }
  const which = `${unmeasured.length > 1 ? 'e.g. ' : ''}${first.name}, ${first.status} in base`;
  if (unmeasured.length === inBoth.length) {
    const them = inBoth.length > 1 ? `the ${inBoth.length} benchmarks both ran have no base result` : 'the benchmark both ran has no base result';
    return `base and head have no benchmark measured on both sides: ${them} (${which}), so nothing was compared. See why in the base run's output`;
  }
  // Some have no base result, the others one in other units: saying all have none would be wrong.
  const measured = inBoth.length - unmeasured.length;
  const others = measured > 1 ? `the other ${measured} are reported in different units, which are not compared (e.g. ${shared?.name ?? ''})` : `the other is reported in different units, which are not compared (${shared?.name ?? ''})`;
  return `base and head have no benchmark measured on both sides: ${unmeasured.length} of the ${inBoth.length} benchmarks both ran ${unmeasured.length > 1 ? 'have' : 'has'} no base result (${which}), and ${others}. See why in the base run's output`;
}
