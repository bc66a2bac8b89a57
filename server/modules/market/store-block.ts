// Retail store-panel blocks (terminal category analysis): sales by store type or city tier split
// by SORT category, read from fact_retail_store_kpi, which is kept at SORT 中类 × province × tier ×
// store type. The panel knows no generic, so only SORT categories narrow it.
import type { AnalysisBlock } from '../../../src/generated/schema-types';
import { monthDate, Params } from './sql';
import type { QueryContext } from './context';
import { DIMENSIONS } from './dimensions';
import type { MatrixResult } from './results';

const STORE_COLUMNS: Record<string, string> = { storeType: 'store_type', cityTier: 'CAST(tier AS VARCHAR)' };
const STORE_SERIES: Record<string, string> = { sort1: 'left(sort2, 2)', sort2: 'sort2' };

export function isStoreBlock(dimension: string): boolean {
  return Object.hasOwn(STORE_COLUMNS, dimension);
}

/** SORT codes narrowed to the panel's 中类 grain (a 小类 selects its 中类). */
const sortPrefixes = (codes: string[]) => codes.filter((code) => /^\d/.test(code)).map((code) => code.slice(0, 4));

export async function storeBlock(ctx: QueryContext, block: AnalysisBlock, dimension: string, series: string): Promise<MatrixResult> {
  const params = new Params();
  const column = STORE_COLUMNS[dimension];
  const seriesExpr = STORE_SERIES[series] ?? STORE_SERIES.sort1;
  const where = [
    `month BETWEEN CAST(${params.add(monthDate(ctx.cur.from))} AS DATE) AND CAST(${params.add(monthDate(ctx.cur.to))} AS DATE)`,
    ctx.provinces.length > 0 ? `province_code IN (${params.list(ctx.provinces)})` : 'FALSE',
  ];
  const prefixGroups = [ctx.filters.categories.length > 0 ? sortPrefixes(ctx.filters.categories) : null, ctx.categoryLicence ? sortPrefixes(ctx.categoryLicence) : null];
  for (const prefixes of prefixGroups) {
    if (prefixes) where.push(prefixes.length > 0 ? prefixes.map((p) => `starts_with(sort2, ${params.add(p)})`).join(' OR ') : 'FALSE');
  }
  if (ctx.filters.storeTypes?.length) where.push(`store_type IN (${params.list(ctx.filters.storeTypes)})`);
  if (ctx.filters.cityTiers?.length) where.push(`CAST(tier AS VARCHAR) IN (${params.list(ctx.filters.cityTiers)})`);
  const rows = await ctx.warehouse.all<{ s: string; d: string; amount: number }>(
    `SELECT ${seriesExpr} AS s, ${column} AS d, SUM(amount) AS amount FROM fact_retail_store_kpi WHERE ${where.map((w) => `(${w})`).join(' AND ')} GROUP BY 1, 2 ORDER BY 1, 2`,
    params.values,
  );
  const rowKeys = [...new Set(rows.map((r) => r.s))];
  const columnKeys = [...new Set(rows.map((r) => r.d))].sort();
  const value = new Map(rows.map((r) => [`${r.s}\u0000${r.d}`, Number(r.amount)]));
  const names = await DIMENSIONS[Object.hasOwn(STORE_SERIES, series) ? series : 'sort1'].names(ctx.warehouse, rowKeys, ctx.cur.to, ctx.locale);
  return {
    kind: 'matrix',
    dimension,
    series,
    measure: block.measures[0],
    rows: rowKeys.map((key) => ({ key, name: names.get(key) ?? key })),
    columns: columnKeys.map((key) => ({ key, name: dimension === 'cityTier' ? `${key}线` : key })),
    cells: rowKeys.map((s) => columnKeys.map((d) => value.get(`${s}\u0000${d}`) ?? null)),
  };
}
