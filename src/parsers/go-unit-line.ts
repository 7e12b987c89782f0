/**
 * `Unit` lines of the benchmark data format (golang/proposal design/14313, as benchfmt reads them):
 * metadata for a unit that applies to the whole input, e.g.
 *   Unit ns/op better=lower assume=nothing
 * Other keys and values are ignored; a pair that is not `key=value` is reported.
 */
import type { Assumption, Direction } from '../schema/result.js';
import type { UnitMetadata } from './collector.js';
import { tidyUnit } from '../units.js';

/** Applies the `Unit` line `line` to `metadata` (keyed by tidied unit); returns the warnings about it, in order. */
export function readUnitLine(line: string, metadata: Map<string, UnitMetadata>): string[] {
  const [, unit, ...pairs] = line.trim().split(/\s+/);
  if (unit === undefined) return ['Unit line without a unit. Expected "Unit <unit> better=higher|lower assume=exact|nothing".'];
  const warnings: string[] = [];
  const tidied = tidyUnit(unit).unit;
  const meta: UnitMetadata = { ...metadata.get(tidied) };
  for (const pair of pairs) {
    const [k, v] = pair.split('=', 2);
    if (k === 'better' && (v === 'higher' || v === 'lower')) meta.better = v satisfies Direction;
    else if (k === 'assume' && (v === 'exact' || v === 'nothing')) meta.assumption = v satisfies Assumption;
    else if (k === undefined || k === '' || v === undefined) warnings.push(`expected key=value in Unit line, found "${pair}"`);
  }
  metadata.set(tidied, meta);
  return warnings;
}
