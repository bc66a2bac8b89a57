// Blocks grouped by one dimension (ranking tables, donuts, treemaps, top-N bars, bubbles, province
// charts, concentration curves): every member's measures, sorted, cut at top N with the rest summed
// into an 其他 row, and the market total, so all blocks of a page add up to the same figures. A
// selection (selection.ts) or a screening threshold only decides which members are shown: ranks and
// shares stay those of the market, and whatever is not shown is in 其他, so the rows add up to 合计.
import type { AnalysisBlock } from '../../../src/generated/schema-types';
import type { QueryContext } from './context';
import { DIMENSIONS } from './dimensions';
import { firstInOrder } from './first-in-order';
import { loadMembers, marketOf } from './members';
import { COUNT_MEASURES, measureValues, rankMembers, sumMembers, type Member } from './metrics';
import type { FlatRow, RankedRow, RowsResult } from './results';
import { shownKeys } from './selection';

export const OTHER_KEY = '__other__';
export const TOTAL_KEY = '__total__';
const OTHER_NAME = '其他';
const TOTAL_NAME = '合计';

type Scored = { member: Member; row: FlatRow };

function inRange(value: number | null, range: [number | null, number | null] | undefined): boolean {
  if (!range) return true;
  if (value === null) return range[0] === null && range[1] === null;
  return (range[0] === null || value >= range[0]) && (range[1] === null || value <= range[1]);
}

export async function rowsBlock(ctx: QueryContext, block: AnalysisBlock, dimension: string): Promise<RowsResult> {
  const screening = block.dimension === 'category' && Object.keys(ctx.filters.thresholds).length > 0;
  const thresholds = ctx.filters.thresholds;
  // Screening needs the threshold measures even when the block does not show them.
  const needed = screening ? [...new Set([...block.measures, 'amount', 'growth', 'cr3', 'nCompanies'])] : block.measures;
  const members = await loadMembers(ctx, dimension, needed);
  const market = await marketOf(ctx, members, needed);
  const shown = await shownKeys(ctx, dimension);
  const sortBy = ctx.filters.sort;
  // Ranking sorts every member twice: only for blocks that show a rank.
  const ranks = needed.includes('rank') || needed.includes('rankChg') ? rankMembers(members, sortBy === 'units' ? 'units' : 'amount') : undefined;

  const score = (member: Member): Scored => {
    const { values, isNew } = measureValues(member, market, needed, ctx.comparison, ranks);
    return { member, row: { key: member.key, ...values, ...(isNew ? { isNew } : {}) } };
  };
  // Only screening needs every member's measures; otherwise only the kept rows get theirs.
  const passes = (member: Member): boolean => {
    if (shown && !shown.has(member.key)) return false;
    if (!screening) return true;
    const { row } = score(member);
    return (['amount', 'growth', 'cr3', 'nCompanies'] as const).every((m) => inRange(row[m] as number | null, thresholds[m]));
  };
  const candidates = shown || screening ? members.filter(passes) : members;
  // A block may rank by its own measure (the increase, for increment rankings) instead of the page's order.
  const rankBy = block.rankBy ?? (sortBy === 'growth' ? 'growth' : null);
  const sortValue = (member: Member): number =>
    rankBy ? (measureValues(member, market, [rankBy], ctx.comparison).values[rankBy] ?? -Infinity) : member.cur[sortBy === 'growth' ? 'amount' : sortBy];
  const sortValues = candidates.map(sortValue);
  const order = (a: number, b: number): number => sortValues[b] - sortValues[a] || candidates[a].key.localeCompare(candidates[b].key);
  const kept = firstInOrder(candidates.length, block.topN ?? candidates.length, order).map((i) => score(candidates[i]));
  const keptKeys = new Set(kept.map((s) => s.member.key));
  const rest = kept.length === members.length ? [] : members.filter((member) => !keptKeys.has(member.key));
  const names = await DIMENSIONS[dimension].names(
    ctx.warehouse,
    kept.map((s) => s.member.key),
    ctx.cur.to,
    ctx.locale,
  );
  const pick = (row: FlatRow, name: string): RankedRow => {
    const out: RankedRow = { key: row.key, name };
    for (const m of block.measures) out[m] = row[m] as number | null;
    if (row.isNew) out.isNew = true;
    return out;
  };
  const summary = (member: Member, key: string, name: string): RankedRow => {
    const { values, isNew } = measureValues({ ...member, key }, market, block.measures, ctx.comparison);
    for (const m of ['rank', 'rankChg'] as const) if (m in values) values[m] = null;
    // Distinct counts do not add up over members: 其他 has none (合计 has the market's).
    if (key === OTHER_KEY) for (const m of COUNT_MEASURES) if (m in values) values[m] = null;
    return { key, name, ...values, ...(isNew ? { isNew } : {}) };
  };
  return {
    kind: 'rows',
    dimension,
    rows: kept.map((s) => pick(s.row, names.get(s.member.key) ?? s.member.key)),
    ...(rest.length > 0 ? { other: summary(sumMembers(OTHER_KEY, rest), OTHER_KEY, OTHER_NAME) } : {}),
    total: summary(market, TOTAL_KEY, TOTAL_NAME),
  };
}
