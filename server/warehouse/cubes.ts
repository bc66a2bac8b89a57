// Pre-aggregated cubes the market pages read instead of the fact table when a query needs no
// SKU-level attribute (domain notes §6): month × province × channel × generic, and × company.
// They are rebuilt by every import, before the new warehouse is swapped in, so they always agree
// with the facts. Both are rolled up from one temporary sum per product (CUBE_SOURCE): one pass
// over the facts instead of two, and at city grain a much smaller table to join and group.

export interface CubeDef {
  name: string;
  sql: string;
}

const measures = 'sum(f.amount) AS amount, sum(f.units) AS units, sum(f.std_units) AS std_units';

/** Month × province × channel × product sums, a temporary table the cubes are built from. */
export const CUBE_SOURCE: CubeDef = {
  name: 'cube_source_product_month',
  sql: `SELECT f.channel, f.month, f.province_code, k.product_id, ${measures}
    FROM fact_sales_month f JOIN dim_sku k ON k.sku_id = f.sku_id GROUP BY ALL`,
};

export const CUBES: CubeDef[] = [
  {
    name: 'cube_generic_month',
    sql: `SELECT f.channel, f.month, f.province_code, p.generic_id, ${measures}
      FROM ${CUBE_SOURCE.name} f JOIN dim_product p ON p.product_id = f.product_id
      GROUP BY ALL ORDER BY f.channel, f.month, p.generic_id, f.province_code`,
  },
  {
    name: 'cube_company_month',
    sql: `SELECT f.channel, f.month, f.province_code, p.company_id, ${measures}
      FROM ${CUBE_SOURCE.name} f JOIN dim_product p ON p.product_id = f.product_id
      GROUP BY ALL ORDER BY f.channel, f.month, p.company_id, f.province_code`,
  },
];

/** Convenience views: the current version of each company (SCD-2 row with no end date). */
export const VIEWS: CubeDef[] = [{ name: 'dim_company_current', sql: 'SELECT * FROM dim_company WHERE valid_to IS NULL' }];
