// One item's sales per channel (contracts §8: RETAIL, HOSPITAL, GRASSROOTS, B2C; OMNI their sum):
// the latest MAT against the MAT a year earlier, each channel's share of the item's total, and a
// monthly trend, all read within the caller's licence only (provinces, categories, dosage forms).
import { STORED_CHANNELS, type ChannelFigure, type ChannelStats, type SearchChannel as Channel } from '../../../src/shared/channel-figures';
import { addMonths, latestPeriod, periodWindow, previousYearWindow, type MonthWindow } from '../../../src/shared/period';
import type { Warehouse } from '../../warehouse/connection';
import type { Scope } from '../market/entitlements';
import type { Condition } from '../market/filters';
import { Params, type Refs } from '../market/sql';
import type { ItemType } from './item-identity';

export const TREND_MONTHS = 24;

// The monthly rows of one item: the narrowest cube that holds its type ($1 is the item's id).
const ITEM_SOURCE: Record<ItemType, string> = {
  generic: 'SELECT channel, month, province_code, amount FROM cube_generic_month WHERE generic_id = $1',
  atc: `SELECT f.channel, f.month, f.province_code, f.amount FROM cube_generic_month f
          JOIN dim_generic g ON g.generic_id = f.generic_id WHERE starts_with(g.atc4, $1)`,
  sort: `SELECT f.channel, f.month, f.province_code, f.amount FROM cube_generic_month f
           JOIN dim_generic g ON g.generic_id = f.generic_id WHERE starts_with(g.sort3, $1)`,
  company: 'SELECT channel, month, province_code, amount FROM cube_company_month WHERE company_id = $1',
  group: `SELECT f.channel, f.month, f.province_code, f.amount FROM cube_company_month f
            JOIN dim_company_current c ON c.company_id = f.company_id WHERE c.group_id = $1`,
  product: `SELECT f.channel, f.month, f.province_code, f.amount FROM fact_sales_month f
              JOIN dim_sku k ON k.sku_id = f.sku_id WHERE k.product_id = $1`,
};

// With a category or dosage-form licence the rows must carry their generic, which the company cube
// lacks: read the facts with every attribute joined, the item picked out by its key.
const ITEM_KEY: Record<ItemType, string> = {
  generic: 'p.generic_id = $1',
  atc: 'starts_with(g.atc4, $1)',
  sort: 'starts_with(g.sort3, $1)',
  company: 'p.company_id = $1',
  group: 'c.group_id = $1',
  product: 'p.product_id = $1',
};
const FACT_REFS: Refs = { genericId: 'p.generic_id', companyId: 'p.company_id' };

function itemSource(type: ItemType, conditions: readonly Condition[], params: Params): string {
  if (conditions.length === 0) return ITEM_SOURCE[type];
  const where = [ITEM_KEY[type], ...conditions.map((condition) => `(${condition.fragment.sql(FACT_REFS, params)})`)];
  return `SELECT f.channel, f.month, f.province_code, f.amount FROM fact_sales_month f
    JOIN dim_sku k ON k.sku_id = f.sku_id JOIN dim_product p ON p.product_id = k.product_id
    JOIN dim_generic g ON g.generic_id = p.generic_id JOIN dim_company_current c ON c.company_id = p.company_id
    WHERE ${where.join(' AND ')}`;
}

const toMonth = (date: string) => date.slice(0, 7);

async function dataAsOf(warehouse: Warehouse): Promise<Map<string, string>> {
  const rows = await warehouse.all<{ channel: string; latest: string }>(
    'SELECT channel, CAST(latest_month AS VARCHAR) AS latest FROM meta_data_as_of',
  );
  return new Map(rows.map((row) => [row.channel, toMonth(row.latest)]));
}

function sumOver(monthly: Map<string, number>, window: MonthWindow): number {
  let sum = 0;
  for (const [month, amount] of monthly) if (month >= window.from && month <= window.to) sum += amount;
  return sum;
}

function figure(channel: Channel, asOf: string | null, monthly: Map<string, number>): Omit<ChannelFigure, 'share'> {
  if (!asOf) return { channel, dataAsOf: null, amount: 0, prevAmount: 0, growth: null, isNew: false };
  const mat = latestPeriod('MAT', asOf);
  const amount = sumOver(monthly, periodWindow(mat));
  const prevAmount = sumOver(monthly, previousYearWindow(mat));
  const isNew = prevAmount === 0 && amount > 0;
  return { channel, dataAsOf: asOf, amount, prevAmount, growth: prevAmount === 0 ? null : amount / prevAmount - 1, isNew };
}

/** The item's figures within the caller's licence (its provinces, and its categories and dosage forms if any). */
export async function channelStats(warehouse: Warehouse, type: ItemType, id: string, scope: Scope): Promise<ChannelStats> {
  const { provinces } = scope;
  const asOf = await dataAsOf(warehouse);
  const stored = STORED_CHANNELS.map((channel) => asOf.get(channel) ?? null);
  const known = stored.filter((month): month is string => month !== null);
  // OMNI only sums months every channel has reached, so a lagging channel never reads as a decline.
  const omniAsOf = known.length === STORED_CHANNELS.length ? known.reduce((a, b) => (a < b ? a : b)) : null;
  const latest = known.reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);
  const monthly = new Map<Channel, Map<string, number>>([...STORED_CHANNELS, 'OMNI' as const].map((c) => [c, new Map()]));
  if (latest && provinces.length > 0) {
    // The year-earlier MAT of the channel with the oldest data is the first month any figure reads.
    const oldest = known.reduce((a, b) => (a < b ? a : b));
    const matFrom = addMonths(oldest, -23);
    const trendFrom = addMonths(latest, 1 - TREND_MONTHS);
    const from = matFrom < trendFrom ? matFrom : trendFrom;
    const params = new Params();
    params.add(id);
    const source = itemSource(type, scope.conditions, params);
    const rows = await warehouse.all<{ channel: string; month: string; amount: number }>(
      `SELECT channel, CAST(month AS VARCHAR) AS month, SUM(amount) AS amount FROM (${source}) s
        WHERE month >= CAST(${params.add(`${from}-01`)} AS DATE) AND province_code IN (${params.list(provinces)})
        GROUP BY channel, month`,
      params.values,
    );
    for (const row of rows) {
      const month = toMonth(row.month);
      monthly.get(row.channel as Channel)?.set(month, row.amount);
      if (omniAsOf && month <= omniAsOf) {
        const omni = monthly.get('OMNI')!;
        omni.set(month, (omni.get(month) ?? 0) + row.amount);
      }
    }
  }
  const figures = [
    ...STORED_CHANNELS.map((channel, i) => figure(channel, stored[i], monthly.get(channel)!)),
    figure('OMNI', omniAsOf, monthly.get('OMNI')!),
  ];
  const total = figures[figures.length - 1].amount;
  const months = latest ? Array.from({ length: TREND_MONTHS }, (_, i) => addMonths(latest, i - TREND_MONTHS + 1)) : [];
  const series = Object.fromEntries(
    [...monthly].map(([channel, byMonth]) => [channel, months.map((month) => byMonth.get(month) ?? 0)]),
  ) as Record<Channel, number[]>;
  return {
    channels: figures.map((f) => ({ ...f, share: total > 0 ? f.amount / total : null })),
    trend: { months, series },
  };
}
