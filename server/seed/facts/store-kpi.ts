// Retail terminal KPIs (domain notes §2.1) derived from the retail facts, so the two agree:
// retail sales per province × store type (连锁/单体 = the retail sub-channel) × SORT 中类 × month are
// split over the city tiers of the province, then turned into panel stores, orders (客流) and items
// with a tier-dependent basket (客单价 ≈ 55–95 元, about 2.3 items per order). The sums are exact
// (DECIMAL), so the result does not depend on how many threads add them up.
import type { DuckDBConnection } from '@duckdb/node-api';

export async function deriveStoreKpis(connection: DuckDBConnection): Promise<void> {
  await connection.run(`
    INSERT INTO fact_retail_store_kpi
    WITH retail AS (
      SELECT f.province_code, f.subchannel AS store_type, so.parent_code AS sort2, f.month, CAST(sum(CAST(f.amount AS DECIMAL(18, 2))) AS DOUBLE) AS amount
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
    )
    SELECT r.province_code, t.tier, r.store_type, r.sort2, r.month,
      greatest(1, CAST(round(r.amount * t.share / (9000 - 800 * t.tier)) AS BIGINT)) AS stores,
      greatest(1, CAST(round(r.amount * t.share / (100 - 8 * t.tier)) AS BIGINT)) AS orders,
      greatest(1, CAST(round(r.amount * t.share / (100 - 8 * t.tier) * (2.1 + 0.05 * t.tier)) AS BIGINT)) AS items,
      round(r.amount * t.share, 2) AS amount
    FROM retail r JOIN tiers t ON t.province_code = r.province_code`);
}
