// Retail terminal KPIs (domain notes §2.1) derived from the retail facts, so the two agree:
// retail sales per province × store type (连锁/单体 = the retail sub-channel) × SORT 中类 × month are
// split over the city tiers of the province, then turned into panel stores, orders (客流) and items.
//   stores: the pharmacies of the province and store type (about 667k in China at the end of 2023,
//           58 % in chains, in proportion to population) that sold the category that month: the
//           more packs of it sell per pharmacy, and the cheaper they are, the more pharmacies carry
//           it (cold medicine most, oncology few), never more than there are;
//   orders: sales over the basket, the category's average pack price × packs per order (more in
//           big cities, and more of cheap packs: several cold remedies in one order, one tonic),
//           so baskets and items per order differ by category;
//   items:  orders × packs per order.
// The sums are exact (DECIMAL), so the result does not depend on how many threads add them up.
import type { DuckDBConnection } from '@duckdb/node-api';
import type { Province } from '../model';
import { PROVINCES } from '../pools/regions';
import { appendRows } from '../writer';

/** Retail pharmacies per million inhabitants (66.7万 stores for 1,412 million people). */
const STORES_PER_MILLION = 472;
const STORE_TYPE_SHARE: [storeType: string, share: number][] = [['连锁', 0.58], ['单体', 0.42]];
/**
 * Packs of a category sold per pharmacy a month at which about 63 % of the pharmacies carry it,
 * for a category whose packs cost 30 元; dearer packs need more sales to be stocked (oncology and
 * biologics stay in DTP pharmacies), cheaper ones fewer.
 */
const CARRY_PACKS = 1400;
const CARRY_PRICE = 30;

export async function loadStoreUniverse(connection: DuckDBConnection, provinces: Province[]): Promise<void> {
  const population = new Map(PROVINCES.map((p) => [p.code, p.population]));
  const rows = provinces.flatMap((p) => STORE_TYPE_SHARE.map(([storeType, share]) => [p.code, storeType, Math.round((population.get(p.code) ?? 0) * STORES_PER_MILLION * share)]));
  await appendRows(connection, { name: 'store_universe', columns: [{ name: 'province_code', type: 'VARCHAR' }, { name: 'store_type', type: 'VARCHAR' }, { name: 'stores', type: 'BIGINT' }] }, rows);
}

export async function deriveStoreKpis(connection: DuckDBConnection): Promise<void> {
  await connection.run(`
    INSERT INTO fact_retail_store_kpi
    WITH retail AS (
      SELECT f.province_code, f.subchannel AS store_type, so.parent_code AS sort2, f.month,
        CAST(sum(CAST(f.amount AS DECIMAL(18, 2))) AS DOUBLE) AS amount, sum(f.units) AS units
      FROM fact_sales_month f
      JOIN dim_sku k ON k.sku_id = f.sku_id
      JOIN dim_product p ON p.product_id = k.product_id
      JOIN dim_generic g ON g.generic_id = p.generic_id
      JOIN dim_sort so ON so.code = g.sort3
      WHERE f.channel = 'RETAIL'
      GROUP BY ALL
    ), tiers AS (
      SELECT province_code, tier, sum(7 - tier) / sum(sum(7 - tier)) OVER (PARTITION BY province_code) AS share
      FROM dim_city GROUP BY province_code, tier
    ), cells AS (
      SELECT r.province_code, t.tier, r.store_type, r.sort2, r.month, r.amount * t.share AS amount,
        u.stores * t.share * (1 - exp(-r.units / (u.stores * ${CARRY_PACKS} * sqrt(r.amount / r.units / ${CARRY_PRICE})))) AS stores,
        r.amount / r.units AS pack_price,
        (1.2 + 0.1 * (6 - t.tier)) * least(1.8, greatest(0.7, pow(${CARRY_PRICE} / (r.amount / r.units), 0.3))) AS packs_per_order
      FROM retail r JOIN tiers t ON t.province_code = r.province_code
      JOIN store_universe u ON u.province_code = r.province_code AND u.store_type = r.store_type
    )
    SELECT province_code, tier, store_type, sort2, month,
      greatest(1, CAST(round(stores) AS BIGINT)) AS stores,
      greatest(1, CAST(round(amount / (pack_price * packs_per_order)) AS BIGINT)) AS orders,
      greatest(1, CAST(round(amount / pack_price) AS BIGINT)) AS items,
      round(amount, 2) AS amount
    FROM cells`);
}
