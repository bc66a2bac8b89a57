// The hand-computed answers of tests/fixtures/known-answers/small.json against the built `small`
// warehouse (the same one every server test reads).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSmallWarehouse } from '../helpers/warehouse';
import type { Warehouse } from '../../../server/warehouse/connection';

const answers = JSON.parse(readFileSync('tests/fixtures/known-answers/small.json', 'utf8'));
let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(() => warehouse.close());

/** Amount and units per company of one generic, channel and month range (inclusive). */
async function byCompany(genericId: string, channel: string, from: string, to: string) {
  const rows = await warehouse.all<{ company_id: string; amount: number; units: number }>(
    `SELECT p.company_id, sum(f.amount) AS amount, sum(f.units) AS units
     FROM fact_sales_month f JOIN dim_sku k ON k.sku_id = f.sku_id JOIN dim_product p ON p.product_id = k.product_id
     WHERE p.generic_id = $1 AND f.channel = $2 AND f.month BETWEEN CAST($3 AS DATE) AND CAST($4 AS DATE)
     GROUP BY p.company_id ORDER BY p.company_id`,
    [genericId, channel, from, to],
  );
  return {
    amount: Object.fromEntries(rows.map((r) => [r.company_id, r.amount])),
    units: Object.fromEntries(rows.map((r) => [r.company_id, r.units])),
  };
}

describe('known answers of small', () => {
  it('three makers: month amounts, shares, growth, CR3 and HHI', async () => {
    const fx = answers.threeMakers;
    const now = await byCompany(fx.genericId, fx.channel, '2026-09-01', '2026-09-01');
    const before = await byCompany(fx.genericId, fx.channel, '2025-09-01', '2025-09-01');
    expect(now.amount).toEqual(fx.month2026_09.amount);
    expect(now.units).toEqual(fx.month2026_09.units);
    const total = Object.values<number>(now.amount).reduce((s, x) => s + x, 0);
    expect(total).toBe(fx.month2026_09.total);
    for (const [company, share] of Object.entries<number>(fx.month2026_09.share)) expect(now.amount[company] / total).toBeCloseTo(share, 10);
    for (const [company, growth] of Object.entries<number>(fx.month2026_09.growthYoY)) {
      if (company !== 'market') expect(now.amount[company] / before.amount[company] - 1).toBeCloseTo(growth, 10);
    }
    const hhi = Object.values<number>(now.amount).reduce((s, x) => s + (x / total) ** 2 * 1e4, 0);
    expect(hhi).toBeCloseTo(fx.month2026_09.hhi, 6);
  });

  it('three makers: MAT and YTD windows', async () => {
    const fx = answers.threeMakers;
    expect((await byCompany(fx.genericId, fx.channel, '2025-10-01', '2026-09-01')).amount).toEqual(fx.mat2026_09.amount);
    expect((await byCompany(fx.genericId, fx.channel, '2024-10-01', '2025-09-01')).amount).toEqual(fx.mat2026_09.previous);
    expect((await byCompany(fx.genericId, fx.channel, '2026-01-01', '2026-09-01')).amount).toEqual(fx.ytd2026_09.amount);
    expect((await byCompany(fx.genericId, fx.channel, '2025-01-01', '2025-09-01')).amount).toEqual(fx.ytd2026_09.previous);
  });

  it('VBP event: price drop, volume shift and flags', async () => {
    const fx = answers.vbpEvent;
    const june = await byCompany(fx.genericId, fx.channel, '2025-06-01', '2025-06-01');
    const july = await byCompany(fx.genericId, fx.channel, '2025-07-01', '2025-07-01');
    expect(june).toEqual({ amount: fx.month2025_06.amount, units: fx.month2025_06.units });
    expect(july).toEqual({ amount: fx.month2025_07.amount, units: fx.month2025_07.units });
    const winner = fx.winner.companyId;
    expect(july.amount[winner] / july.units[winner]).toBe(fx.winnerAvgPrice.after);
    expect(june.amount[winner] / june.units[winner]).toBe(fx.winnerAvgPrice.before);
    const flags = await warehouse.all<{ product_id: string; is_vbp: boolean; is_originator: boolean }>(
      'SELECT product_id, is_vbp, is_originator FROM dim_product WHERE generic_id = $1 ORDER BY product_id',
      [fx.genericId],
    );
    expect(flags).toEqual([
      { product_id: fx.loser.productId, is_vbp: false, is_originator: true },
      { product_id: fx.winner.productId, is_vbp: true, is_originator: false },
    ]);
  });

  it('launch: no sales before the launch month', async () => {
    const fx = answers.launch;
    const rows = await warehouse.all<{ first: string; ytd: number }>(
      `SELECT min(f.month) AS first, sum(f.amount) FILTER (WHERE f.month >= DATE '2026-01-01') AS ytd
       FROM fact_sales_month f JOIN dim_sku k USING (sku_id) JOIN dim_product p USING (product_id) WHERE p.generic_id = $1`,
      [fx.genericId],
    );
    expect(rows[0]).toEqual({ first: fx.firstSalesMonth, ytd: fx.ytd2026_09.amount });
    expect((await byCompany(fx.genericId, 'RETAIL', '2025-01-01', '2025-09-01')).amount).toEqual({});
  });

  it('rename: two SCD-2 versions that meet on the rename day', async () => {
    const fx = answers.rename;
    const versions = await warehouse.all<{ name: string; valid_from: string; valid_to: string | null }>(
      'SELECT name, valid_from, valid_to FROM dim_company WHERE company_id = $1 ORDER BY valid_from',
      [fx.companyId],
    );
    expect(versions).toHaveLength(fx.versions);
    expect(versions[0]).toMatchObject({ name: fx.nameUntil2025, valid_to: fx.renamedOn });
    expect(versions[1]).toMatchObject({ name: fx.currentName, valid_from: fx.renamedOn, valid_to: null });
  });

  it('seasonal category: quarters of 2025', async () => {
    const fx = answers.seasonal;
    const rows = await warehouse.all<{ q: number; amount: number }>(
      `SELECT quarter(f.month) AS q, sum(f.amount) AS amount
       FROM fact_sales_month f JOIN dim_sku k USING (sku_id) JOIN dim_product p USING (product_id)
       WHERE p.generic_id = $1 AND year(f.month) = 2025 GROUP BY 1 ORDER BY 1`,
      [fx.genericId],
    );
    expect(Object.fromEntries(rows.map((r) => [`Q${r.q}`, r.amount]))).toEqual(fx.quarters2025);
  });

  it('company total across fixture generics', async () => {
    const rows = await warehouse.all<{ amount: number }>(
      `SELECT sum(f.amount) AS amount FROM fact_sales_month f JOIN dim_sku k USING (sku_id) JOIN dim_product p USING (product_id)
       WHERE p.company_id = 'CKA01' AND f.channel = 'RETAIL' AND f.month = DATE '2026-09-01'`,
    );
    expect(rows[0].amount).toBe(answers.companyRetail2026_09.CKA01);
  });
});
