/**
 * Whether the action may gate a result file as measured on this job's machine (gate-step.ts
 * relabels the results it reads with this machine's fingerprint).
 */
import { goArchName, goOsName } from '../machine-names.js';
import { machineList } from '../mixed-machines.js';
import type { ResultSet } from '../schema/result.js';
import { FatalError } from './fatal-error.js';
import type { ActionPorts } from './ports.js';
import type { State } from './prepare.js';

/**
 * A result JSON records the machine that measured it (`bench-gate run` does). The cached baseline
 * and the PR comment are keyed by this job's machine, and the result is relabelled as measured
 * here: one measured on other hardware (matrix shards gated in a final job on ubuntu-latest)
 * would save its numbers as this machine's baseline, and be compared with whatever this machine
 * saved, so it is refused unless machine-id names the machine class (the user then says which
 * results belong together, as machine-id does everywhere). A fingerprint that differs with the
 * same hardware is a toolchain seen differently (a rust-toolchain.toml in working-directory, a Go
 * on the step's PATH only): the same machine, so a warning, not a refusal.
 * A file `merge --allow-different-machines` wrote holds results of several machines and records
 * no fingerprint, only their list: it is no one machine's, so it too is refused unless machine-id
 * names the class they share (merge says so, and `compare` in the report warns of it).
 * Note: results without a recorded fingerprint (`bench-gate parse` of a tool's output) cannot be
 * checked: a tool's config lines (Go's cpu:) spell the CPU differently from the fingerprint's.
 */
export function checkMeasuredHere(ports: ActionPorts, state: State, set: ResultSet, path: string): void {
  const recorded = set.context.machine;
  const here = state.fingerprint.id;
  if (recorded?.mixed !== undefined && ports.inputs.baseline === 'cache') {
    const machines = machineList(recorded.mixed);
    if (ports.inputs.machineId !== '') {
      ports.log.info(`bench-gate: ${path} holds results of different machines (${machines}); gated as machine-id '${ports.inputs.machineId}' (${here})`);
      return;
    }
    throw new FatalError(`${path} holds results of different machines (${machines}; merged with --allow-different-machines), but this job runs on machine ${here}, which keys the cached baseline and the PR comment: `
      + 'its numbers would be saved as this machine\'s baseline and compared with what this machine saved. Merge and gate each machine class\'s results apart, '
      + 'or, if you know the machines are alike, set machine-id to name the machine class they share, the same in every job that gates them (push and pull_request).');
  }
  if (recorded?.fingerprint === undefined || recorded.fingerprint === here || ports.inputs.baseline !== 'cache') return;
  if (ports.inputs.machineId !== '') {
    ports.log.info(`bench-gate: ${path} was measured on machine ${recorded.fingerprint}; gated as machine-id '${ports.inputs.machineId}' (${here})`);
    return;
  }
  const differences = hardwareDifferences(recorded, state.fingerprint);
  if (differences.length === 0) {
    ports.log.warning(`bench-gate: ${path} records machine ${recorded.fingerprint}, this job's is ${here}, on the same hardware (the toolchain versions differ, or the step that ran bench-gate run saw another environment: see the fingerprint's details above). Gated as this machine's.`);
    return;
  }
  throw new FatalError(`${path} was measured on machine ${recorded.fingerprint} (${differences.join(', ')}), but this job runs on machine ${here}, which keys the cached baseline and the PR comment: `
    + 'its numbers would be saved as this machine\'s baseline and compared with what this machine saved. Gate results on the machine class that measured them, '
    + 'or, to gate them in another job (matrix shards merged in a final job), set machine-id to name the machine class they ran on, the same in every job that gates them (push and pull_request). '
    + 'If the benchmark step sets BENCH_GATE_MACHINE_ID, give machine-id the same value.');
}

/** How the recorded machine's hardware differs from this job's, as "cpu X here Y"; empty when nothing recorded differs. */
function hardwareDifferences(recorded: NonNullable<ResultSet['context']['machine']>, here: State['fingerprint']): string[] {
  const mine: Record<string, string | undefined> = { os: goOsName(here.os), arch: goArchName(here.arch), cpu: here.details.cpu, cores: here.details.cores };
  const theirs: Record<string, string | undefined> = { os: recorded.os, arch: recorded.arch, cpu: recorded.cpu, cores: recorded.cores?.toString() };
  return Object.keys(mine).filter((k) => theirs[k] !== undefined && mine[k] !== undefined && theirs[k]?.trim() !== mine[k]?.trim())
    .map((k) => `${k} ${theirs[k] ?? ''}, here ${mine[k] ?? ''}`);
}
