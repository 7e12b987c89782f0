/** Test helper: a JSON document with some of its values replaced, for fuzzing the JSON parsers with real files. */
import fc from 'fast-check';

/** Replaces the values at some paths of a JSON value (each path picked by index among all paths); the input is not changed. */
export function replaceJsonValues(value: unknown, edits: readonly (readonly [number, unknown])[]): unknown {
  const copy: unknown = structuredClone(value);
  for (const [pick, replacement] of edits) {
    const slots: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach((c, i) => { slots.push({ parent: v, key: i }); walk(c); });
      else if (v !== null && typeof v === 'object') for (const [k, c] of Object.entries(v)) { slots.push({ parent: v as Record<string, unknown>, key: k }); walk(c); }
    };
    walk(copy);
    const slot = slots[pick % Math.max(1, slots.length)];
    if (slot !== undefined) (slot.parent as Record<string | number, unknown>)[slot.key] = replacement;
  }
  return copy;
}

/**
 * Property: `check` holds for a real JSON file with up to 4 values replaced by arbitrary JSON, and
 * for every prefix of that text (a truncated file).
 */
export function checkEditedJson(base: unknown, check: (text: string) => void, numRuns = 200): void {
  fc.assert(fc.property(fc.array(fc.tuple(fc.nat(), fc.jsonValue()), { maxLength: 4 }), fc.nat(), (edits, cut) => {
    const text = JSON.stringify(replaceJsonValues(base, edits), null, 2);
    check(text);
    check(text.slice(0, cut % (text.length + 1)));
  }), { numRuns });
}
