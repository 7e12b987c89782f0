/**
 * Appends every item of `items` to `target`, in order. `target.push(...items)` passes each item as
 * an argument, and V8 overflows its stack beyond about 120,000 of them: a merge of two runs with
 * 180,000 pytest-benchmark rounds each, or a 100,000-benchmark suite's markdown rows, crashed.
 */
export function appendAll<T>(target: T[], items: readonly T[]): void {
  for (const item of items) target.push(item);
}
