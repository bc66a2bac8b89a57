// The rows a selection filter (集团, 生产企业, 品牌, 商品名; see filters.ts) lets a block show. The
// block still computes every member of the market — rank, share and the 其他 row are of the market —
// and shows only the members that have sales within the selection: the chosen companies in a
// company ranking, their groups in a group ranking, their products in a product ranking.
import type { QueryContext } from './context';
import { loadMembers } from './members';

/** Dimensions of who sells and what is sold under a name: the ones a selection picks rows of. */
const SELECTABLE = new Set(['group', 'company', 'brand', 'tradeName', 'product']);

/** The keys of `dimension` a block may show; null when every member may (no selection applies). */
export function shownKeys(ctx: QueryContext, dimension: string): Promise<Set<string> | null> {
  if (ctx.selection.length === 0 || !SELECTABLE.has(dimension)) return Promise.resolve(null);
  const key = `selection:${dimension}`;
  let shown = ctx.memo.get(key) as Promise<Set<string>> | undefined;
  if (!shown) {
    shown = loadMembers(ctx, dimension, [], [...ctx.conditions, ...ctx.selection]).then((members) => new Set(members.map((m) => m.key)));
    ctx.memo.set(key, shown);
  }
  return shown;
}
