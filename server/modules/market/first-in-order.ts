// The first few items of an ordering without sorting all of them: a ranking block shows its top N
// of thousands of products, and a full sort (with a collating tie-break) cost more than the rest
// of the block.

/**
 * The indices 0…count-1 of the first `limit` items in `compare` order: the same indices, in the
 * same order, as a stable sort of all of them cut at `limit`.
 */
export function firstInOrder(count: number, limit: number, compare: (a: number, b: number) => number): number[] {
  if (limit >= count) return Array.from({ length: count }, (_, i) => i).sort(compare);
  const top: number[] = [];
  if (limit <= 0) return top;
  for (let i = 0; i < count; i++) {
    // Most items do not reach the top: one comparison with the last kept one.
    if (top.length === limit && compare(i, top[limit - 1]) >= 0) continue;
    // After every kept item that is not after this one (a stable sort keeps ties in input order).
    let at = top.length;
    while (at > 0 && compare(i, top[at - 1]) < 0) at--;
    top.splice(at, 0, i);
    if (top.length > limit) top.pop();
  }
  return top;
}
