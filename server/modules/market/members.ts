// Loads the members of a dimension (or the whole market) with their current, previous-year and
// period-on-period sums, the distinct counts and the company amounts their measures need.
import type { MonthWindow } from '../../../src/shared/period';
import { runAggregate, windowOf } from './aggregate';
import type { QueryContext } from './context';
import { DIMENSIONS } from './dimensions';
import type { Condition } from './filters';
import { CONCENTRATION_MEASURES, COUNT_MEASURES, hasSales, sumMembers, type Member } from './metrics';
import type { Fragment } from './sql';
import { membersFromBase, countFromBase } from './bases';
import { comparisonWindows, specOf } from './query-spec';

const COUNT_KEYS: Record<string, Fragment> = {
  nProducts: { needs: ['product'], sql: () => 'p.product_id', memory: 'product' },
  nCompanies: { needs: ['company'], sql: (refs) => refs.companyId, memory: 'company' },
  nBrands: { needs: ['product'], sql: () => 'p.brand_id', memory: 'brand' },
  nSkus: { needs: ['sku'], sql: () => 'f.sku_id' },
};

/** Members of `dimension` (null: the whole market as one member keyed 'total'). */
export async function loadMembers(ctx: QueryContext, dimension: string | null, measures: readonly string[], conditions = ctx.conditions): Promise<Member[]> {
  if (conditions === ctx.conditions) {
    const shared = await fromBases(ctx, dimension, measures);
    if (shared) return shared;
  }
  const groupBy = dimension ? [DIMENSIONS[dimension].key] : [];
  const counts = measures.filter((m) => (COUNT_MEASURES as readonly string[]).includes(m)).map((name) => ({ name, expr: COUNT_KEYS[name] }));
  const rows = await runAggregate(ctx.warehouse, { ...specOf(ctx, groupBy, conditions, comparisonWindows(ctx)), counts });
  const members: Member[] = rows.map((row) => ({
    key: dimension ? row.keys[0] : 'total',
    cur: windowOf(row, 'cur'),
    prev: windowOf(row, 'prev'),
    mom: windowOf(row, 'mom'),
    counts: row.counts,
  }));
  if (measures.some((m) => (CONCENTRATION_MEASURES as readonly string[]).includes(m))) {
    await attachCompanyAmounts(ctx, dimension, members, conditions, ctx.cur);
  }
  return members.filter(hasSales);
}

const BASE_COUNTS: Record<string, 'product' | 'brand' | 'company'> = { nProducts: 'product', nBrands: 'brand', nCompanies: 'company' };

/**
 * Members from the page's shared bases when they can serve the measures: any dimension for plain
 * sums; the whole market also for product/brand/company counts and company concentration. The
 * lists of a dimension are shared by the blocks of the request (read-only).
 */
async function fromBases(ctx: QueryContext, dimension: string | null, measures: readonly string[]): Promise<Member[] | null> {
  const counts = measures.filter((m) => (COUNT_MEASURES as readonly string[]).includes(m));
  const concentrated = measures.some((m) => (CONCENTRATION_MEASURES as readonly string[]).includes(m));
  if (dimension !== null && (counts.length > 0 || concentrated)) return null;
  if (counts.some((m) => !Object.hasOwn(BASE_COUNTS, m))) return null;
  const members = await membersFromBase(ctx, dimension);
  if (!members || dimension !== null) return members;
  const market = sumMembers('total', members);
  if (!hasSales(market)) return [];
  for (const count of counts) market.counts[count] = await countFromBase(ctx, BASE_COUNTS[count]);
  if (concentrated) market.companyAmounts = ((await membersFromBase(ctx, 'company')) ?? []).map((m) => m.cur.amount).filter((a) => a > 0);
  return [market];
}

async function attachCompanyAmounts(ctx: QueryContext, dimension: string | null, members: Member[], conditions: Condition[], window: MonthWindow) {
  const groupBy = [...(dimension ? [DIMENSIONS[dimension].key] : []), DIMENSIONS.company.key];
  const rows = await runAggregate(ctx.warehouse, specOf(ctx, groupBy, conditions, [{ name: 'cur', ...window }]));
  const byMember = new Map<string, number[]>();
  for (const row of rows) {
    const key = dimension ? row.keys[0] : 'total';
    const amount = windowOf(row, 'cur').amount;
    if (amount > 0) byMember.set(key, [...(byMember.get(key) ?? []), amount]);
  }
  for (const member of members) member.companyAmounts = byMember.get(member.key) ?? [];
}

/** The market of each shared member list (several blocks of a request rank the same dimension). */
const markets = new WeakMap<Member[], Member>();

/**
 * The market the members' shares are taken of: every member summed — the members are the whole
 * market (selections only pick rows, filters.ts) — or read once more when its counts or company
 * concentration are wanted.
 */
export async function marketOf(ctx: QueryContext, members: Member[], measures: readonly string[]): Promise<Member> {
  if (!measures.some((m) => (COUNT_MEASURES as readonly string[]).includes(m) || (CONCENTRATION_MEASURES as readonly string[]).includes(m))) {
    let market = markets.get(members);
    if (!market) markets.set(members, (market = sumMembers('total', members)));
    return market;
  }
  const [market] = await loadMembers(ctx, null, measures);
  return market ?? sumMembers('total', []);
}
