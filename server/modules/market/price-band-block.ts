// The price-band distribution: products bucketed by their average pack price in the period, each
// band with the measures of the products in it.
import type { AnalysisBlock } from '../../../src/generated/schema-types';
import type { QueryContext } from './context';
import { loadMembers, marketOf } from './members';
import { measureValues, sumMembers } from './metrics';
import type { RowsResult } from './results';
import { TOTAL_KEY } from './rows-block';

/** Upper bounds of the bands in RMB per pack; the last band is open. */
export const PRICE_BANDS = [10, 20, 50, 100, 200, 500, 1000];

function bandOf(price: number): string {
  const index = PRICE_BANDS.findIndex((bound) => price < bound);
  if (index === -1) return `${PRICE_BANDS.at(-1)}+`;
  return `${index === 0 ? 0 : PRICE_BANDS[index - 1]}-${PRICE_BANDS[index]}`;
}

const BAND_KEYS = [...PRICE_BANDS.map((_, i) => bandOf(PRICE_BANDS[i] - 0.5)), bandOf(Infinity)];

export async function priceBandBlock(ctx: QueryContext, block: AnalysisBlock): Promise<RowsResult> {
  const products = await loadMembers(ctx, 'product', ['amount']);
  const market = await marketOf(ctx, products, block.measures);
  const bands = new Map<string, typeof products>();
  for (const product of products) {
    if (product.cur.units <= 0) continue;
    const band = bandOf(product.cur.amount / product.cur.units);
    const members = bands.get(band);
    if (members) members.push(product);
    else bands.set(band, [product]);
  }
  const rows = BAND_KEYS.map((key) => {
    const { values, isNew } = measureValues(sumMembers(key, bands.get(key) ?? []), market, block.measures, ctx.comparison);
    return { key, name: `${key} 元`, ...values, ...(isNew ? { isNew } : {}) };
  });
  const total = measureValues(market, market, block.measures, ctx.comparison).values;
  return { kind: 'rows', dimension: 'priceBand', rows, total: { key: TOTAL_KEY, name: '合计', ...total } };
}
