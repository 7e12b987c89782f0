/**
 * Telling machines apart, and the file `merge --allow-different-machines` writes when its inputs
 * came from different machines. No one machine measured such a file, so it can have no
 * fingerprint; left at that, it would pass for a file whose machine is unknown, which `compare`,
 * a later `merge` and the action cannot check. `context.machine.mixed` names its machines instead,
 * and they warn or refuse as they would for files of those machines side by side.
 */
import { goArchName, goOsName } from './machine-names.js';
import type { ResultSet } from './schema/result.js';

type Machine = NonNullable<ResultSet['context']['machine']>;

/** One way to tell machines apart, as messages name it ("CPU"), and its value for a set (undefined: not known). */
export interface MachineTrait {
  what: string;
  get: (set: ResultSet) => string | undefined;
}

/** A CPU model with its runs of spaces collapsed (cpuid brand strings are padded differently). */
const spaced = (cpu: string | undefined): string | undefined => cpu?.trim().replace(/\s+/g, ' ');
const named = (name: string | undefined, spell: (name: string) => string): string | undefined => (name === undefined ? undefined : spell(name));
/** The set's own machine: none for a mixed set, whose config lines are only its first input's. */
const single = (set: ResultSet): boolean => set.context.machine?.mixed === undefined;

/**
 * What `merge` compares. A raw log has no fingerprint, but its config lines (cpu:, goos:, goarch:)
 * still tell machines apart; names are spelt one way (Go's), so a `run` result and a log agree. A
 * mixed set's config lines are only its first input's: it has the OS and architecture it records.
 */
export const MACHINE_TRAITS: readonly MachineTrait[] = [
  { what: 'machine fingerprint', get: (s) => s.context.machine?.fingerprint },
  { what: 'CPU', get: (s) => (single(s) ? spaced(s.context.machine?.cpu ?? s.context.config.cpu) : undefined) },
  { what: 'OS', get: (s) => named(s.context.machine?.os ?? (single(s) ? s.context.config.goos : undefined), goOsName) },
  { what: 'architecture', get: (s) => named(s.context.machine?.arch ?? (single(s) ? s.context.config.goarch : undefined), goArchName) },
];
const [FINGERPRINT, CPU, OS, ARCH] = MACHINE_TRAITS as [MachineTrait, MachineTrait, MachineTrait, MachineTrait];

/** Whether two sets that know a trait give it different values (sets that do not know it are not counted). */
export function traitDiffers(sets: readonly ResultSet[], trait: MachineTrait): boolean {
  const known = new Set(sets.flatMap((s) => trait.get(s) ?? []));
  return known.size > 1;
}

/**
 * The machines a set's samples were measured on, as `mixed` names them: a mixed set's list, else
 * one name (`aaaaaaaaaaaa (Intel Xeon, linux/amd64)`, whatever of it is known); none when nothing is.
 */
function machinesOf(set: ResultSet): string[] {
  const mixed = set.context.machine?.mixed;
  if (mixed !== undefined) return [...mixed];
  const system = [OS.get(set), ARCH.get(set)].filter((x) => x !== undefined).join('/');
  const hardware = [CPU.get(set), system].filter((x) => x !== undefined && x !== '').join(', ');
  const fingerprint = FINGERPRINT.get(set);
  if (fingerprint === undefined) return hardware === '' ? [] : [hardware];
  return [hardware === '' ? fingerprint : `${fingerprint} (${hardware})`];
}

/**
 * The machine of a set joined from sets of different machines: each of their machines, once, and
 * the OS and architecture when every input names the same; no fingerprint, CPU or cores, which
 * would be one input's.
 */
export function mixedMachine(sets: readonly ResultSet[]): Machine {
  const machine: Machine = { mixed: [...new Set(sets.flatMap(machinesOf))] };
  const os = agreed(sets, OS);
  const arch = agreed(sets, ARCH);
  if (os !== undefined) machine.os = os;
  if (arch !== undefined) machine.arch = arch;
  return machine;
}

/** The trait's value when every set knows it and all give the same. */
function agreed(sets: readonly ResultSet[], trait: MachineTrait): string | undefined {
  const values = sets.map(trait.get);
  const [first] = values;
  return first !== undefined && values.every((v) => v === first) ? first : undefined;
}

/** A mixed set's machines for a message: the first few, then how many more. */
export function machineList(mixed: readonly string[], shown = 4): string {
  const listed = mixed.slice(0, shown).join('; ');
  return mixed.length > shown ? `${listed}; and ${mixed.length - shown} more` : listed;
}
