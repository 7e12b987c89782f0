/**
 * The engine's entry over Ports: picks the command, and turns every expected failure into one
 * message for setFailed (logged once), after the `error` verdict and a note on the PR comment
 * (failure-report.ts). Commands:
 *   prepare                fingerprint + restore the baseline (the composite's first step)
 *   gate                   parse, compare, save, publish, fail last (the composite's last step);
 *                          with baseline: ab, build and run base and head here (ab-step.ts)
 *   all                    prepare, run the `run` input, gate (the engine used on its own)
 *   comment-from-artifact  post a fork PR's report from a workflow_run workflow
 */
import { InputError } from './inputs.js';
import { commentFromArtifact } from './comment-from-artifact.js';
import { AB_NEEDS_RUN, gateAb } from './ab-step.js';
import { FatalError } from './fatal-error.js';
import { ownPathMessage } from './own-paths.js';
import { OwnPathError } from '../io/own-files.js';
import { reportFailure } from './failure-report.js';
import { gate } from './gate-step.js';
import { prepare } from './prepare.js';
import { STDOUT_CAPTURE_FILE, type ActionPorts } from './ports.js';
import { countAnnotations } from './annotation-budget.js';
import { assertNever } from '../result.js';
import { BenchStartError, CaptureError } from '../run/bench-command.js';

export async function runAction(given: ActionPorts): Promise<void> {
  // Counted, so that the regressions' annotations fit in what GitHub keeps of a step's (annotate).
  const ports = { ...given, log: countAnnotations(given.log) };
  try {
    switch (ports.inputs.command) {
      case 'prepare':
        await prepare(ports);
        return;
      case 'gate':
        await gateStep(ports);
        return;
      case 'all':
        await runAll(ports);
        return;
      case 'comment-from-artifact':
        await commentFromArtifact(ports);
        return;
      default:
        assertNever(ports.inputs.command);
    }
  } catch (error) {
    // A file of the engine's own it would not write or remove (own-paths.ts) is the user's to fix, as an invalid input is.
    const expected = error instanceof FatalError || error instanceof InputError || error instanceof OwnPathError;
    const message = error instanceof OwnPathError ? ownPathMessage(error, ports.inputs.artifactPath) : error instanceof Error ? error.message : String(error);
    // The verdict output and the PR comment first, so that neither is left saying an earlier run's
    // verdict; the step fails last, with its own message whatever became of them (failure-report.ts).
    await reportFailure(ports, expected ? message : `bench-gate internal error: ${message}`).catch(() => undefined);
    if (expected) ports.setFailed(message);
    else ports.setFailed(`bench-gate internal error: ${error instanceof Error ? error.stack ?? error.message : String(error)}. Please report it.`);
  }
}

/** The gate for the baseline mode: ab runs both sides itself; cache and none read what `run` measured. */
async function gateStep(ports: ActionPorts): Promise<void> {
  if (ports.inputs.baseline === 'ab') await gateAb(ports);
  else await gate(ports);
}

async function runAll(ports: ActionPorts): Promise<void> {
  const noCommand = ports.inputs.run.trim() === '';
  // Before prepare restores anything: nothing would be measured or read.
  if (noCommand && ports.inputs.baseline === 'ab') throw new FatalError(AB_NEEDS_RUN);
  if (noCommand && ports.inputs.outputFile === '') throw new FatalError("Give the benchmark command in 'run' (or an existing 'output-file' to read).");
  const state = await prepare(ports);
  // baseline: ab runs the command itself, in both trees.
  if (ports.inputs.baseline === 'ab') {
    await gateAb(ports);
    return;
  }
  if (!noCommand) {
    let code: number;
    try {
      code = await ports.runBench(ports.inputs.run, ports.inputs.workingDirectory, state.capture, STDOUT_CAPTURE_FILE);
    } catch (error) {
      if (error instanceof CaptureError) throw new FatalError(`${error.message}.`);
      if (error instanceof BenchStartError) throw new FatalError(`Cannot run the benchmark command in working-directory '${ports.inputs.workingDirectory}': ${error.message}. Nothing was compared.`);
      throw error;
    }
    if (code !== 0) throw new FatalError(`The benchmark command exited with status ${code}; see its output above. Nothing was compared.`);
  }
  await gate(ports);
}
