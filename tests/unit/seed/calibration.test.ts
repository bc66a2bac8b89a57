// The default data set must look like the Chinese pharmaceutical market (tracker issue 12 §2,
// domain notes §4): each target is a range an analyst would accept, and each fails if the data
// drifts back to what the issue found (round totals, flat growth, a 460亿 product, 8× channel price
// gaps, 734,799 stores selling cold medicine, 广东 at 16 %, one brand per company). The default
// scale is generated once into a temporary folder and read from its Parquet files.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSeed } from '../../../server/seed/generate';
import { CHANNEL_TARGET } from '../../../server/seed/facts/channels';
import { SCALES } from '../../../server/seed/scales';

const work = mkdtempSync(join(tmpdir(), 'chis-seed-calibration-'));
let instance: DuckDBInstance;
let db: DuckDBConnection;

/** Rows as plain objects, counts (BIGINT) as numbers. */
async function rows<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  const reader = await db.runAndReadAll(sql);
  return reader.getRowObjectsJS().map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v]))) as T[];
}

/** The facts of the twelve months to `last` (YYYY-MM-01), the MAT of that month. */
const mat = (last: string) => `(SELECT * FROM fact_sales_month WHERE month > DATE '${last}' - INTERVAL 12 MONTH AND month <= DATE '${last}')`;
const LATEST = '2026-09-01';
const YI = 1e8;

beforeAll(async () => {
  await generateSeed({ scale: 'default', outDir: work });
  instance = await DuckDBInstance.create(':memory:');
  db = await instance.connect();
  for (const table of ['fact_sales_month', 'fact_retail_store_kpi', 'dim_sku', 'dim_product', 'dim_generic', 'dim_company', 'dim_sort', 'dim_region']) {
    await db.run(`CREATE VIEW ${table} AS SELECT * FROM read_parquet('${join(work, `${table}.parquet`)}')`);
  }
  await db.run(`CREATE TABLE sales AS SELECT f.*, p.product_id, p.generic_id, p.company_id, p.brand_id, p.is_originator, g.name AS generic, g.drug_type, g.sort3
    FROM fact_sales_month f JOIN dim_sku k USING (sku_id) JOIN dim_product p USING (product_id) JOIN dim_generic g USING (generic_id)`);
}, 600_000);

afterAll(() => {
  db?.closeSync();
  instance?.closeSync();
  rmSync(work, { recursive: true, force: true });
});

describe('channel sizes and growth', () => {
  it('lands near, but not exactly on, the channel targets: no configured round totals', async () => {
    const totals = await rows<{ channel: string; amount: number }>(`SELECT channel, sum(amount) AS amount FROM ${mat(LATEST)} GROUP BY 1`);
    for (const { channel, amount } of totals) {
      const target = CHANNEL_TARGET[channel as keyof typeof CHANNEL_TARGET] * SCALES.default.marketPerYear;
      expect(Math.abs(amount / target - 1), channel).toBeGreaterThan(0.0002);
      expect(Math.abs(amount / target - 1), channel).toBeLessThan(0.06);
    }
    const market = totals.reduce((sum, t) => sum + t.amount, 0) / YI;
    expect(Math.abs(market - Math.round(market / 100) * 100)).toBeGreaterThan(1);
  });

  it('grows by channel and year: online by double digits, hospitals flat to low single digits, pharmacies low to mid single digits', async () => {
    const yearly = await rows<{ channel: string; year: number; amount: number }>(
      `SELECT channel, year(month + INTERVAL 3 MONTH) AS year, sum(amount) AS amount FROM fact_sales_month GROUP BY ALL ORDER BY 1, 2`,
    );
    const growth = (channel: string, year: number) => {
      const now = yearly.find((r) => r.channel === channel && r.year === year)!.amount;
      const before = yearly.find((r) => r.channel === channel && r.year === year - 1)!.amount;
      return now / before - 1;
    };
    for (const year of [2023, 2024, 2025, 2026]) {
      expect(growth('B2C', year), `B2C ${year}`).toBeGreaterThan(0.1);
      expect(growth('HOSPITAL', year), `HOSPITAL ${year}`).toBeGreaterThan(-0.03);
      expect(growth('HOSPITAL', year), `HOSPITAL ${year}`).toBeLessThan(0.06);
    }
    // The years after the 2022–23 cold wave: pharmacies back to low to mid single digits.
    for (const year of [2025, 2026]) {
      expect(growth('RETAIL', year), `RETAIL ${year}`).toBeGreaterThan(0.01);
      expect(growth('RETAIL', year), `RETAIL ${year}`).toBeLessThan(0.07);
    }
    // Growth differs between years: not one flat rate.
    const hospital = [2023, 2024, 2025, 2026].map((y) => growth('HOSPITAL', y));
    expect(Math.max(...hospital) - Math.min(...hospital)).toBeGreaterThan(0.015);
  });

  it('carries noise from month to month', async () => {
    const yoy = await rows<{ yoy: number }>(
      `WITH m AS (SELECT month, sum(amount) AS a FROM fact_sales_month WHERE channel = 'RETAIL' GROUP BY 1)
       SELECT cur.a / prev.a - 1 AS yoy FROM m cur JOIN m prev ON prev.month = cur.month - INTERVAL 12 MONTH WHERE cur.month > DATE '${LATEST}' - INTERVAL 12 MONTH`,
    );
    const values = yoy.map((r) => r.yoy);
    const mean = values.reduce((s, x) => s + x, 0) / values.length;
    const sd = Math.sqrt(values.reduce((s, x) => s + (x - mean) ** 2, 0) / values.length);
    expect(values).toHaveLength(12);
    expect(sd).toBeGreaterThan(0.006);
  });

  it('dips in the Spring Festival month', async () => {
    const monthly = await rows<{ month: string; amount: number }>(
      `SELECT strftime(month, '%Y-%m') AS month, sum(amount) AS amount FROM fact_sales_month WHERE channel = 'HOSPITAL' GROUP BY 1`,
    );
    const value = (m: string) => monthly.find((r) => r.month === m)!.amount;
    // 春节 fell on 10 February 2024 and 17 February 2026.
    for (const year of [2024, 2026]) {
      expect(value(`${year}-02`) / ((value(`${year}-01`) + value(`${year}-03`)) / 2), String(year)).toBeLessThan(0.92);
    }
  });

  it('shows the December 2022 / January 2023 fever and cold-medicine spike', async () => {
    const cold = await rows<{ month: string; amount: number }>(
      `SELECT strftime(month, '%Y-%m') AS month, sum(amount) AS amount FROM sales s JOIN dim_sort so ON so.code = s.sort3 JOIN dim_sort s2 ON s2.code = so.parent_code
       WHERE s.channel = 'RETAIL' AND s2.name = '感冒' GROUP BY 1`,
    );
    const value = (m: string) => cold.find((r) => r.month === m)!.amount;
    expect(value('2022-12') / value('2023-12')).toBeGreaterThan(2.5);
    expect(value('2023-01') / value('2024-01')).toBeGreaterThan(1.4);
  });
});

describe('products and prices', () => {
  it('has plausible blockbusters: the top product a few 十亿, mostly originators at the top, old generics small', async () => {
    const top = await rows<{ drug: string; amount: number; originator: boolean }>(
      `SELECT product_id AS drug, sum(amount) AS amount, any_value(is_originator) AS originator FROM ${mat(LATEST)} f JOIN dim_sku USING (sku_id) JOIN dim_product p USING (product_id) GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
    );
    expect(top[0].amount / YI).toBeGreaterThan(15);
    expect(top[0].amount / YI).toBeLessThan(130);
    expect(top.filter((t) => t.originator).length).toBeGreaterThanOrEqual(6);
    const old = await rows<{ amount: number }>(`SELECT coalesce(sum(amount), 0) AS amount FROM ${mat(LATEST)} f JOIN dim_sku USING (sku_id) JOIN dim_product p USING (product_id) JOIN dim_generic g USING (generic_id) WHERE g.name IN ('溴己新糖浆', '环丙沙星注射液', '扎鲁司特片') GROUP BY g.name`);
    for (const { amount } of old) expect(amount / YI).toBeLessThan(20);
  });

  it('offers only dosage forms that exist for the molecule', async () => {
    const names = (await rows<{ name: string }>('SELECT name FROM dim_generic')).map((r) => r.name);
    for (const impossible of ['艾瑞昔布凝胶', '塞来昔布凝胶', '氯吡格雷肠溶片', '西格列汀缓释片', '左氧氟沙星滴眼滴眼液', '维生素D滴剂片', '沙美特罗替卡松吸入用混悬液']) {
      expect(names).not.toContain(impossible);
    }
  });

  it('prices packs by molecule, form and pack size, and a pack varies modestly across channels', async () => {
    const price = async (generic: string) =>
      (await rows<{ lo: number; hi: number }>(`SELECT min(p) AS lo, max(p) AS hi FROM (SELECT sum(amount) / sum(units) AS p FROM ${mat(LATEST)} f JOIN dim_sku USING (sku_id) JOIN dim_product p USING (product_id) JOIN dim_generic g USING (generic_id) WHERE g.name = '${generic}' AND f.channel IN ('HOSPITAL', 'RETAIL') GROUP BY sku_id)`))[0];
    const aspirin = await price('阿司匹林肠溶片');
    expect(aspirin.lo).toBeGreaterThan(1);
    expect(aspirin.hi).toBeLessThan(40);
    const metformin = await price('二甲双胍片');
    expect(metformin.lo).toBeGreaterThan(0.5);
    expect(metformin.hi).toBeLessThan(80);
    for (const antibody of ['卡瑞利珠单抗注射液', '信迪利单抗注射液', '替雷利珠单抗注射液']) {
      const pd1 = await price(antibody);
      if (pd1.lo === null) continue;
      expect(pd1.lo, antibody).toBeGreaterThan(500);
      expect(pd1.hi, antibody).toBeLessThan(10_000);
    }
    const [spread] = await rows<{ worst: number }>(
      `SELECT max(hi / lo) AS worst FROM (SELECT sku_id, max(p) AS hi, min(p) AS lo FROM (SELECT sku_id, channel, sum(amount) / sum(units) AS p FROM ${mat(LATEST)} GROUP BY 1, 2) GROUP BY 1 HAVING count(*) > 1)`,
    );
    expect(spread.worst).toBeLessThan(3.5);
  });
});

describe('market structure', () => {
  it('gives big, old generics more makers than small, new ones', async () => {
    const quintiles = await rows<{ q: number; makers: number; biggest: number }>(
      `WITH g AS (SELECT generic_id, sum(amount) AS a, count(DISTINCT company_id) AS n FROM ${mat(LATEST)} f JOIN dim_sku USING (sku_id) JOIN dim_product USING (product_id) GROUP BY 1)
       SELECT q, avg(n) AS makers, max(n) AS biggest FROM (SELECT *, ntile(5) OVER (ORDER BY a) AS q FROM g) GROUP BY q ORDER BY q`,
    );
    expect(quintiles[4].makers).toBeGreaterThan(2 * quintiles[0].makers);
    expect(Math.max(...quintiles.map((q) => q.biggest))).toBeLessThanOrEqual(130);
    const crowded = await rows<{ n: number }>(`SELECT count(*) AS n FROM dim_product p JOIN dim_generic g USING (generic_id) WHERE g.name IN ('扎鲁司特片', '沙库巴曲缬沙坦钠片') GROUP BY g.name`);
    for (const { n } of crowded) expect(n).toBeLessThan(25);
  });

  it('mixes chemical, TCM, biological and non-drug sales per channel as published', async () => {
    const mix = await rows<{ channel: string; kind: string; share: number }>(
      `WITH x AS (SELECT channel, drug_type AS kind, sum(amount) AS a FROM sales WHERE month > DATE '${LATEST}' - INTERVAL 12 MONTH GROUP BY ALL)
       SELECT channel, kind, a / sum(a) OVER (PARTITION BY channel) AS share FROM x`,
    );
    const share = (channel: string, kind: string) => mix.find((m) => m.channel === channel && m.kind === kind)?.share ?? 0;
    expect(share('HOSPITAL', '中成药')).toBeGreaterThan(0.12);
    expect(share('HOSPITAL', '中成药')).toBeLessThan(0.22);
    expect(share('HOSPITAL', '生物制品')).toBeGreaterThan(0.07);
    expect(share('HOSPITAL', '非药')).toBe(0);
    expect(share('RETAIL', '中成药')).toBeGreaterThan(0.25);
    expect(share('RETAIL', '中成药')).toBeLessThan(0.4);
    expect(share('RETAIL', '非药')).toBeGreaterThan(0.12);
    expect(share('RETAIL', '非药')).toBeLessThan(0.26);
    expect(share('RETAIL', '化学药')).toBeGreaterThan(0.4);
    expect(share('B2C', '非药')).toBeGreaterThan(0.15);
  });

  it('spreads sales over provinces like the published shares', async () => {
    const provinces = await rows<{ name: string; share: number }>(
      `WITH x AS (SELECT province_code, sum(amount) AS a FROM ${mat(LATEST)} GROUP BY 1) SELECT r.province AS name, a / sum(a) OVER () AS share FROM x JOIN dim_region r USING (province_code)`,
    );
    const share = (name: string) => provinces.find((p) => p.name === name)!.share;
    expect(share('广东省')).toBeGreaterThan(0.08);
    expect(share('广东省')).toBeLessThan(0.11);
    for (const city of ['北京市', '上海市']) {
      expect(share(city), city).toBeGreaterThan(0.033);
      expect(share(city), city).toBeLessThan(0.07);
    }
  });

  it('lets companies sell under several brands, so brands do not repeat companies', async () => {
    const [counts] = await rows<{ companies: number; multi: number; brands: number }>(
      `WITH c AS (SELECT company_id, count(DISTINCT brand_id) AS n FROM dim_product GROUP BY 1)
       SELECT count(*) AS companies, count(*) FILTER (WHERE n > 1) AS multi, sum(n) AS brands FROM c`,
    );
    expect(counts.multi / counts.companies).toBeGreaterThan(0.25);
    expect(counts.brands).toBeGreaterThan(1.3 * counts.companies);
  });

  it('counts fewer stores selling a category than China has pharmacies, and baskets that differ by category', async () => {
    const stores = await rows<{ sort2: string; month: string; stores: number; basket: number }>(
      `SELECT so.name AS sort2, strftime(month, '%Y-%m') AS month, sum(stores) AS stores, sum(amount) / sum(orders) AS basket
       FROM fact_retail_store_kpi k JOIN dim_sort so ON so.code = k.sort2 GROUP BY ALL`,
    );
    // About 667k pharmacies at the end of 2023; even cold medicine is not sold in every one every month.
    expect(Math.max(...stores.map((s) => s.stores))).toBeLessThan(620_000);
    const latest = stores.filter((s) => s.month === LATEST.slice(0, 7));
    const of = (name: string) => latest.find((s) => s.sort2 === name)!;
    expect(of('感冒').stores).toBeGreaterThan(100_000);
    // Niche categories (eye care, herbal slices, blood products) sell in a small share of them.
    expect(Math.min(...latest.map((s) => s.stores))).toBeLessThan(of('感冒').stores / 20);
    const baskets = latest.map((s) => s.basket);
    expect(Math.max(...baskets) / Math.min(...baskets)).toBeGreaterThan(2.5);
  });
});
