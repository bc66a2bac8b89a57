// The domain shape of the synthetic market (domain notes §4 and §6) on the `small` warehouse,
// measured on the random part of the data (the known-answer fixtures are left out).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSmallWarehouse } from '../helpers/warehouse';
import type { Warehouse } from '../../../server/warehouse/connection';

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(() => warehouse.close());

const RANDOM_ONLY = "p.generic_id NOT LIKE 'GKA%'";

describe('domain shape of small', () => {
  it('splits the latest 12 months hospital : retail : grassroots : B2C near 61 : 24 : 9 : 6', async () => {
    const rows = await warehouse.all<{ channel: string; share: number }>(
      `SELECT channel, sum(amount) / sum(sum(amount)) OVER () AS share FROM fact_sales_month
       WHERE month > (SELECT max(latest_month) FROM meta_data_as_of) - INTERVAL 12 MONTH GROUP BY channel`,
    );
    const share = Object.fromEntries(rows.map((r) => [r.channel, r.share]));
    expect(share.HOSPITAL).toBeGreaterThan(0.55);
    expect(share.HOSPITAL).toBeLessThan(0.67);
    expect(share.RETAIL).toBeGreaterThan(0.19);
    expect(share.RETAIL).toBeLessThan(0.3);
    expect(share.GRASSROOTS).toBeGreaterThan(0.06);
    expect(share.GRASSROOTS).toBeLessThan(0.12);
    expect(share.B2C).toBeGreaterThan(0.04);
    expect(share.B2C).toBeLessThan(0.09);
  });

  it('sells respiratory and cold categories more in Q1/Q4 than in Q2/Q3', async () => {
    const rows = await warehouse.all<{ peak: number; offpeak: number }>(
      `SELECT sum(f.units) FILTER (WHERE quarter(f.month) IN (1, 4)) AS peak, sum(f.units) FILTER (WHERE quarter(f.month) IN (2, 3)) AS offpeak
       FROM fact_sales_month f JOIN dim_sku k USING (sku_id) JOIN dim_product p USING (product_id)
       JOIN dim_generic g ON g.generic_id = p.generic_id JOIN dim_sort s3 ON s3.code = g.sort3 JOIN dim_sort s2 ON s2.code = s3.parent_code
       WHERE s2.name IN ('感冒', '呼吸', '口腔咽喉') AND ${RANDOM_ONLY} AND f.month BETWEEN DATE '2024-01-01' AND DATE '2025-12-01'`,
    );
    expect(rows[0].peak / rows[0].offpeak).toBeGreaterThan(1.25);
  });

  it('shows each VBP round as a hospital price drop and a volume rise for the winners', async () => {
    // Prices are compared SKU by SKU (a pack of 7 and a pack of 28 differ fourfold), volumes per
    // generic, over the six months before and after the round.
    const rounds = await warehouse.all<{ generic_id: string; price_ratio: number; volume_ratio: number }>(
      `WITH vbp AS (SELECT genericId AS generic_id, min(executionDate) AS m FROM lib_country_drug_tendering_catalogue WHERE genericId NOT LIKE 'GKA%' GROUP BY 1),
       s AS (
         SELECT v.generic_id, f.sku_id, f.month >= v.m AS after, sum(f.amount) AS amount, sum(f.units) AS units
         FROM vbp v JOIN dim_product p ON p.generic_id = v.generic_id AND p.is_vbp
         JOIN dim_sku k ON k.product_id = p.product_id JOIN fact_sales_month f ON f.sku_id = k.sku_id
         WHERE f.channel = 'HOSPITAL' AND f.month BETWEEN v.m - INTERVAL 6 MONTH AND v.m + INTERVAL 5 MONTH
         GROUP BY ALL)
       SELECT b.generic_id, median((a.amount / a.units) / (b.amount / b.units)) AS price_ratio, sum(a.units) / sum(b.units) AS volume_ratio
       FROM s b JOIN s a ON a.sku_id = b.sku_id AND a.after AND NOT b.after
       GROUP BY b.generic_id`,
    );
    expect(rounds.length).toBeGreaterThan(0);
    for (const r of rounds) {
      expect(r.price_ratio, r.generic_id).toBeLessThan(0.6);
      expect(r.volume_ratio, r.generic_id).toBeGreaterThan(1.5);
    }
  });

  it('keeps amount = units × price per pack and std units = units × conversion ratio', async () => {
    const rows = await warehouse.all<{ bad_std: number; bad_price: number }>(
      `SELECT count(*) FILTER (WHERE f.std_units <> f.units * k.conv_ratio) AS bad_std,
              count(*) FILTER (WHERE f.units <= 0 OR f.amount <= 0) AS bad_price
       FROM fact_sales_month f JOIN dim_sku k USING (sku_id)`,
    );
    expect(rows[0]).toEqual({ bad_std: 0, bad_price: 0 });
  });

  it('skews sales: the top 10% of SKUs carry most of the amount', async () => {
    const rows = await warehouse.all<{ top_share: number }>(
      `WITH s AS (SELECT sku_id, sum(amount) AS amount FROM fact_sales_month GROUP BY 1),
       r AS (SELECT amount, ntile(10) OVER (ORDER BY amount DESC) AS decile FROM s)
       SELECT sum(amount) FILTER (WHERE decile = 1) / sum(amount) AS top_share FROM r`,
    );
    expect(rows[0].top_share).toBeGreaterThan(0.5);
  });
});
