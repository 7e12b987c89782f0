/**
 * The machine fingerprint that scopes baselines (ACTIONS.md §4.4): runner names are wrong both
 * ways (ephemeral runners get new names, a re-registered runner keeps an old one), so the hardware
 * and toolchain are hashed instead: OS, architecture, CPU model, core count, memory, and the
 * versions of the benchmark toolchains present. `machine-id` replaces the hardware part when the
 * user wants to decide which machines share baselines.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpus, totalmem } from 'node:os';

export interface Fingerprint {
  id: string;
  os: string;
  arch: string;
  details: Record<string, string>;
}

const TOOLCHAINS: readonly [string, string[]][] = [['go', ['version']], ['rustc', ['-V']], ['hyperfine', ['--version']]];

function version(command: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(command, args, { timeout: 5_000 }, (error, stdout) => resolve(error === null ? stdout.trim().split('\n')[0] : undefined));
  });
}

/** The fingerprint of this machine; `id` is 12 hex digits of a hash of the canonical details. */
export async function readFingerprint(env: Readonly<Record<string, string | undefined>>, machineId: string): Promise<Fingerprint> {
  const os = env.RUNNER_OS ?? process.platform;
  const arch = env.RUNNER_ARCH ?? process.arch;
  const details: Record<string, string> = { os, arch };
  if (machineId !== '') {
    details['machine-id'] = machineId;
  } else {
    const list = cpus();
    details.cpu = list[0]?.model.trim() ?? 'unknown';
    details.cores = String(list.length);
    details.memoryGiB = String(Math.round(totalmem() / 2 ** 30));
  }
  for (const [command, args] of TOOLCHAINS) {
    const v = await version(command, args);
    if (v !== undefined) details[command] = v;
  }
  const canonical = JSON.stringify(Object.entries(details).sort(([a], [b]) => a.localeCompare(b)));
  return { id: createHash('sha256').update(canonical).digest('hex').slice(0, 12), os, arch, details };
}
