/**
 * The prepare step: fingerprint the machine and restore the baseline, before the benchmarks run.
 * It fails the job only on a mistake the user must fix, an invalid input (readInputs, before any
 * command) or bench-gate.yml, so that it costs seconds instead of a whole benchmark run; a miss or
 * a broken cache becomes a note for the report. Its findings go to a state file the gate step
 * reads (two `uses:` of the engine share no memory).
 */
import { z } from 'zod';
import { restoreKeys } from '../store/keys.js';
import { claimArtifactPath } from './artifact-owner.js';
import { FatalError } from './fatal-error.js';
import { readActionConfig } from './action-config.js';
import { CAPTURE_FILE, RESTORED_BASELINE, STATE_DIR, STATE_FILE, type ActionPorts } from './ports.js';

export const StateSchema = z.object({
  fingerprint: z.object({ id: z.string(), os: z.string(), arch: z.string(), details: z.record(z.string(), z.string()) }),
  restore: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('hit'), key: z.string(), path: z.string() }),
    z.object({ kind: z.literal('miss') }),
    z.object({ kind: z.literal('unreadable'), key: z.string(), reason: z.string() }),
    z.object({ kind: z.literal('unavailable'), reason: z.string() }),
    z.object({ kind: z.literal('skipped'), reason: z.string() }),
  ]),
  capture: z.string(),
});
export type State = z.infer<typeof StateSchema>;

/** baseline: ab on an event without a pull request; refused by prepare, before the benchmarks run, and by the ab gate. */
export function abOutsidePullRequest(eventName: string): FatalError {
  return new FatalError(`baseline: ab measures a pull request against its base commit (pull_request.base.sha), but this ${eventName} event has no pull request. Use baseline: ab on pull_request events only, e.g. baseline: \${{ github.event_name == 'pull_request' && 'ab' || 'cache' }}.`);
}

export async function prepare(ports: ActionPorts): Promise<State> {
  const { inputs, context } = ports;
  if (inputs.baseline === 'ab' && context.pr === undefined) throw abOutsidePullRequest(context.eventName);
  // Checked only: the gate step reads it again and reports what it applies.
  await readActionConfig(ports);
  await claimArtifactPath(ports);
  const fingerprint = await ports.fingerprint();
  ports.log.info(`bench-gate: machine ${fingerprint.id} (${Object.entries(fingerprint.details).map(([k, v]) => `${k}=${v}`).join(', ')})`);
  await ports.removeDir(`${STATE_DIR}/baseline`); // self-hosted workspaces persist: a stale file must never pass for a restored one
  let restore: State['restore'];
  if (inputs.baseline !== 'cache') {
    restore = { kind: 'skipped', reason: `baseline: ${inputs.baseline}` };
  } else if ('unavailable' in ports.store) {
    restore = { kind: 'unavailable', reason: ports.store.unavailable };
  } else {
    const keys = restoreKeys({ os: fingerprint.os, arch: fingerprint.arch, fingerprint: fingerprint.id, suite: inputs.suite }, context.pr?.baseSha);
    const result = await ports.store.restore(keys.primary, keys.fallbacks);
    if (result.kind === 'hit') {
      await ports.writeText(RESTORED_BASELINE, result.text);
      restore = { kind: 'hit', key: result.key, path: RESTORED_BASELINE };
      ports.log.info(`bench-gate: restored baseline ${result.key}`);
    } else {
      restore = result;
      ports.log.info(result.kind === 'miss' ? 'bench-gate: no baseline found for this machine and suite'
        : result.kind === 'unreadable' ? `bench-gate: baseline not usable: ${result.reason}` : `bench-gate: baseline store unavailable: ${result.reason}`);
    }
  }
  const state: State = { fingerprint, restore, capture: CAPTURE_FILE };
  await ports.writeText(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
  ports.setOutput('capture-file', CAPTURE_FILE);
  return state;
}

/** The state the prepare step left, or undefined when it did not run (engine used alone). */
export async function readState(ports: ActionPorts): Promise<State | undefined> {
  const text = await ports.readText(STATE_FILE);
  if (text === undefined) return undefined;
  try {
    const parsed = StateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
