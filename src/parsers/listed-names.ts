/**
 * A diagnostic's list of names, capped: `a, b, c, d, e, and 7 more`. Named in full, a list can
 * be most of a report (one libtest name in 12,000 suites gave 169 KB of keys in one message); the
 * first few show how the names are spelled, and the count says the rest.
 */

/** How many names a list shows before counting the rest. */
const NAMES_SHOWN = 5;

/** `names` joined with commas, the ones after the first NAMES_SHOWN counted: `…, and 7 more`. */
export function listNames(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  return names.length > NAMES_SHOWN ? `${shown}, and ${names.length - NAMES_SHOWN} more` : shown;
}
