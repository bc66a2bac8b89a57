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
import { THERAPIES } from '../../../server/seed/pools/atc';
import { FORMS, genericNameOf } from '../../../server/seed/pools/forms';
import { eraOf } from '../../../server/seed/pools/molecules';

let work: string;
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
  work = mkdtempSync(join(tmpdir(), 'chis-seed-calibration-'));
  await generateSeed({ scale: 'default', outDir: work });
  instance = await DuckDBInstance.create(':memory:');
  db = await instance.connect();
  for (const table of ['fact_sales_month', 'fact_retail_store_kpi', 'dim_sku', 'dim_product', 'dim_generic', 'dim_company', 'dim_sort', 'dim_region']) {
    await db.run(`CREATE VIEW ${table} AS SELECT * FROM read_parquet('${join(work, `${table}.parquet`)}')`);
  }
  await db.run(`CREATE TABLE sales AS SELECT f.*, p.product_id, p.generic_id, p.company_id, p.brand_id, p.is_originator, g.name AS generic, g.drug_type, g.sort3, g.atc4, g.rx_otc, g.route
    FROM fact_sales_month f JOIN dim_sku k USING (sku_id) JOIN dim_product p USING (product_id) JOIN dim_generic g USING (generic_id)`);
}, 600_000);

afterAll(() => {
  db?.closeSync();
  instance?.closeSync();
  if (work) rmSync(work, { recursive: true, force: true });
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

describe('products that look real', () => {
  const RESIDENTS = 1.41e9;
  /** Generics of molecules on the Chinese market since before the 2000s (pools/molecules.ts). */
  const OLD_GENERICS = new Set(THERAPIES.flatMap((t) => t.molecules.filter(([zh]) => eraOf(zh) === 'old').flatMap(([zh, , forms]) => (forms ?? t.forms).map((f) => genericNameOf(zh, FORMS[f])))));
  /** MAT sales, packs and pack price per product, with its generic's kind and whether it is an originator. */
  const productsSql = `SELECT product_id, any_value(generic) AS generic, any_value(drug_type) AS kind, any_value(is_originator) AS originator,
      any_value(route) AS route, any_value(rx_otc) AS rx_otc, sum(amount) AS amount, sum(units) AS units
    FROM sales WHERE month > DATE '${LATEST}' - INTERVAL 12 MONTH GROUP BY product_id`;

  it('sizes products by age, price and patients: cheap old generics stay small, the top is originators, biologics, TCM injections and OTC brands', async () => {
    const products = await rows<{ generic: string; kind: string; originator: boolean; route: string; rx_otc: string; amount: number }>(`${productsSql} ORDER BY amount DESC`);
    const generics = await rows<{ generic: string; amount: number }>(`SELECT generic, sum(amount) AS amount FROM ${mat(LATEST)} JOIN dim_sku USING (sku_id) JOIN dim_product USING (product_id) JOIN (SELECT generic_id, name AS generic FROM dim_generic) USING (generic_id) GROUP BY 1`);
    // Before: 34 products above 50亿, the biggest 93.5亿; 20 products of old chemical molecules above 30亿.
    expect.soft(products.filter((p) => p.amount > 50 * YI).length, 'products above 50亿').toBeLessThanOrEqual(15);
    expect.soft(products[0].amount / YI, 'the biggest product, 亿').toBeLessThan(80);
    // No generic (all its makers) far above the real leaders (albumin, saline: one to two hundred 亿).
    expect.soft(Math.max(...generics.map((g) => g.amount)) / YI, 'the biggest generic, 亿').toBeLessThan(150);
    const old = products.filter((p) => OLD_GENERICS.has(p.generic) && p.kind === '化学药');
    expect.soft(old.filter((p) => p.amount > 30 * YI).length, 'products of old molecules above 30亿').toBeLessThanOrEqual(2);
    expect.soft(old[0].amount / YI, 'the biggest product of an old molecule, 亿').toBeGreaterThan(10);
    // Before: 甲巯咪唑片 111.8亿, 地奈德乳膏 108.6亿, 乙酰半胱氨酸注射液 124.6亿, 美托洛尔片 101亿.
    for (const name of ['甲巯咪唑片', '地奈德乳膏', '乙酰半胱氨酸注射液', '美托洛尔片']) {
      const found = generics.find((g) => g.generic === name);
      if (found) expect.soft(found.amount / YI, name).toBeLessThan(30);
    }
    const recognisable = (p: (typeof products)[number]) => (p.originator && p.kind === '化学药') || p.kind === '生物制品' || (p.kind === '中成药' && (p.route === '注射' || p.rx_otc !== 'Rx')) || (p.rx_otc !== 'Rx' && p.rx_otc !== null);
    expect.soft(products.slice(0, 20).filter(recognisable).length, 'recognisable kinds in the top 20').toBeGreaterThanOrEqual(17);
    expect.soft(products.slice(0, 50).filter((p) => p.kind === '中成药').length, 'TCM products in the top 50').toBeGreaterThanOrEqual(3);
  });

  it('sells plausible packs at plausible prices', async () => {
    const products = await rows<{ generic: string; amount: number; units: number }>(`${productsSql} ORDER BY units DESC LIMIT 5`);
    // Before: 阿莫西林颗粒 1.6 packs per resident a year from one product.
    expect.soft(products[0].units / RESIDENTS, `packs per resident (${products[0].generic})`).toBeLessThan(0.25);
    const [ibuprofen] = await rows<{ lo: number; hi: number }>(
      `SELECT min(p) AS lo, max(p) AS hi FROM (SELECT sku_id, sum(amount) / sum(units) AS p FROM sales WHERE generic = '布洛芬片' AND channel IN ('HOSPITAL', 'RETAIL') AND month > DATE '${LATEST}' - INTERVAL 12 MONTH GROUP BY 1)`,
    );
    if (ibuprofen.lo !== null) {
      expect.soft(ibuprofen.lo, '布洛芬片 cheapest pack').toBeGreaterThan(2);
      expect.soft(ibuprofen.hi, '布洛芬片 dearest pack (before 146 元)').toBeLessThan(30);
    }
    // Before: 45 SKUs selling over 1亿 a year at under 1.5 元 a pack.
    const [cheap] = await rows<{ n: number }>(`SELECT count(*) AS n FROM (SELECT sku_id, sum(amount) AS a, sum(amount) / sum(units) AS p FROM ${mat(LATEST)} GROUP BY 1) WHERE a > ${YI} AND p < 1.5`);
    expect.soft(cheap.n, 'big SKUs under 1.5 元 a pack').toBe(0);
  });

  it('puts oncology first in hospitals, and cough and cold out of their top five', async () => {
    const classes = await rows<{ atc2: string; amount: number }>(`SELECT substr(atc4, 1, 3) AS atc2, sum(amount) AS amount FROM sales WHERE channel = 'HOSPITAL' AND month > DATE '${LATEST}' - INTERVAL 12 MONTH GROUP BY 1 ORDER BY 2 DESC`);
    const oncology = classes.filter((c) => c.atc2 === 'L01' || c.atc2 === 'L02').reduce((sum, c) => sum + c.amount, 0);
    // Before: L01 914亿, behind J01; R05 third.
    expect.soft(oncology / YI, 'hospital oncology (L01 + L02), 亿').toBeGreaterThan(1000);
    expect.soft(oncology, 'oncology above every other class').toBeGreaterThan(classes.find((c) => c.atc2 !== 'L01' && c.atc2 !== 'L02')!.amount);
    expect.soft(classes.slice(0, 5).map((c) => c.atc2), 'hospital top five').not.toContain('R05');
  });

  it('launches new originators after 2015 along a smooth curve, and gives biologics and TCM injections few makers', async () => {
    const launches = await rows<{ name: string; year: number }>(
      `SELECT g.name, min(year(launch_month)) AS year FROM dim_product p JOIN dim_generic g USING (generic_id) WHERE p.is_originator AND regexp_matches(g.name, '奥希替尼|信迪利单抗|司美格鲁肽|沙库巴曲缬沙坦|恩格列净|替雷利珠单抗|卡瑞利珠单抗|度普利尤单抗') GROUP BY 1`,
    );
    // Before: 奥希替尼 2006, 沙库巴曲缬沙坦钠片 2001.
    for (const { name, year } of launches) expect.soft(year, name).toBeGreaterThanOrEqual(2015);
    const perYear = await rows<{ year: number; n: number }>(`SELECT year(launch_month) AS year, count(*) AS n FROM dim_product WHERE year(launch_month) BETWEEN 2000 AND 2025 GROUP BY 1 ORDER BY 1`);
    // Before: 24–32 a year to 2004, then 640–720, then 45 in 2021.
    const jumps = perYear.slice(1).map((y, i) => Math.abs(Math.log(y.n / perYear[i].n)));
    expect.soft(Math.max(...jumps), 'largest change in launches from one year to the next (log)').toBeLessThan(0.6);
    const makers = await rows<{ name: string; kind: string; route: string; n: number }>(
      `SELECT g.name, any_value(g.drug_type) AS kind, any_value(g.route) AS route, count(*) AS n FROM dim_product p JOIN dim_generic g USING (generic_id) GROUP BY 1`,
    );
    const most = (pick: (m: (typeof makers)[number]) => boolean) => Math.max(0, ...makers.filter(pick).map((m) => m.n));
    // Before: 重组人胰岛素 47, 依诺肝素 107, 银杏叶注射液 118.
    expect.soft(most((m) => m.kind === '生物制品'), 'makers of a biologic').toBeLessThanOrEqual(12);
    expect.soft(most((m) => m.name.includes('肝素')), 'makers of a heparin').toBeLessThanOrEqual(20);
    expect.soft(most((m) => m.kind === '中成药' && m.route === '注射'), 'makers of a TCM injection').toBeLessThanOrEqual(15);
  });

  it('tells the known winter stories: 连花清瘟 in December 2022, 奥司他韦 in the flu season', async () => {
    const monthly = await rows<{ drug: string; month: string; amount: number }>(
      `SELECT CASE WHEN generic LIKE '连花清瘟%' THEN 'lianhua' ELSE 'oseltamivir' END AS drug, strftime(month, '%Y-%m') AS month, sum(amount) AS amount
       FROM sales WHERE generic LIKE '连花清瘟%' OR generic LIKE '奥司他韦%' GROUP BY ALL`,
    );
    const value = (drug: string, m: string) => monthly.find((r) => r.drug === drug && r.month === m)?.amount ?? 0;
    // Before: 10.6亿 in December 2022, 1.2× December 2023.
    expect.soft(value('lianhua', '2022-12') / YI, '连花清瘟 December 2022, 亿').toBeGreaterThan(25);
    expect.soft(value('lianhua', '2022-12') / YI, '连花清瘟 December 2022, 亿').toBeLessThan(80);
    expect.soft(value('lianhua', '2022-12') / value('lianhua', '2023-12'), '连花清瘟 wave').toBeGreaterThan(2.5);
    // Before: about 10亿 every month (January 2026 / July 2025: 1.14).
    for (const [winter, summer] of [['2025-01', '2024-07'], ['2026-01', '2025-07']]) {
      expect.soft(value('oseltamivir', winter) / value('oseltamivir', summer), `奥司他韦 ${winter} / ${summer}`).toBeGreaterThan(2.5);
    }
  });

  it('mixes Rx and OTC in pharmacies, VBP in hospitals, and adds up to the market size', async () => {
    const [retail] = await rows<{ rx: number; drugs: number }>(`SELECT sum(amount) FILTER (WHERE rx_otc = 'Rx') AS rx, sum(amount) FILTER (WHERE rx_otc IS NOT NULL) AS drugs FROM sales WHERE channel = 'RETAIL' AND month > DATE '${LATEST}' - INTERVAL 12 MONTH`);
    // Before: 30 % (25 % of all pharmacy sales).
    expect.soft(retail.rx / retail.drugs, 'Rx share of pharmacy drug sales').toBeGreaterThan(0.42);
    expect.soft(retail.rx / retail.drugs, 'Rx share of pharmacy drug sales').toBeLessThan(0.6);
    const [hospital] = await rows<{ vbp: number; all: number }>(`SELECT sum(amount) FILTER (WHERE p.is_vbp) AS vbp, sum(amount) AS all FROM ${mat(LATEST)} f JOIN dim_sku USING (sku_id) JOIN dim_product p USING (product_id) WHERE f.channel = 'HOSPITAL'`);
    // Before: 2.3 %.
    expect.soft(hospital.vbp / hospital.all, 'VBP share of hospital value').toBeGreaterThan(0.06);
    expect.soft(hospital.vbp / hospital.all, 'VBP share of hospital value').toBeLessThan(0.3);
    const [total] = await rows<{ amount: number }>(`SELECT sum(amount) AS amount FROM ${mat(LATEST)}`);
    // Before: 1.60万亿.
    expect.soft(total.amount / 1e12, 'market, 万亿').toBeGreaterThan(1.8);
    expect.soft(total.amount / 1e12, 'market, 万亿').toBeLessThan(1.9);
  });

  it('varies prices across provinces and items per order across categories, and keeps brands to families of related products', async () => {
    const [spread] = await rows<{ median: number }>(
      `SELECT median(hi / lo) AS median FROM (SELECT sku_id, max(p) AS hi, min(p) AS lo FROM (SELECT sku_id, province_code, sum(amount) / sum(units) AS p FROM ${mat(LATEST)} WHERE channel = 'HOSPITAL' GROUP BY 1, 2) GROUP BY 1 HAVING count(*) >= 5)`,
    );
    // Before: 1.069 (and never above 1.083).
    expect.soft(spread.median, 'dearest / cheapest province of a hospital SKU (median)').toBeGreaterThan(1.12);
    const baskets = await rows<{ items: number }>(`SELECT sum(items) / sum(orders) AS items FROM fact_retail_store_kpi WHERE month = DATE '${LATEST}' GROUP BY sort2`);
    const items = baskets.map((b) => b.items);
    // Before: 1.6–1.7 items per order in every category.
    expect.soft(Math.max(...items) / Math.min(...items), 'items per order, most / fewest category').toBeGreaterThan(1.4);
    const [brands] = await rows<{ biggest: number; spread: number }>(
      `WITH b AS (SELECT brand_id, count(*) AS n, count(DISTINCT g.sort3[1:4]) AS needs FROM dim_product p JOIN dim_generic g USING (generic_id) GROUP BY 1)
       SELECT max(n) AS biggest, sum(needs) / sum(n) AS spread FROM b WHERE n >= 5`,
    );
    // Before: up to 88 products under one brand, each in a different consumer need (0.94 needs per product).
    expect.soft(brands.biggest, 'products under one brand').toBeLessThanOrEqual(40);
    expect.soft(brands.spread, 'consumer needs per product of a brand').toBeLessThan(0.5);
  });

  it('has recognisable kinds of company at the top: multinationals, domestic leaders and a TCM house', async () => {
    const top = await rows<{ ownership: string; tcm: number }>(
      `SELECT any_value(c.ownership) AS ownership, coalesce(sum(amount) FILTER (WHERE drug_type = '中成药'), 0) / sum(amount) AS tcm
       FROM sales s JOIN dim_company c USING (company_id) WHERE month > DATE '${LATEST}' - INTERVAL 12 MONTH GROUP BY company_id ORDER BY sum(amount) DESC LIMIT 15`,
    );
    // Before: 13 of the top 15 foreign, no TCM house.
    expect.soft(top.filter((t) => t.ownership === '外资').length, 'multinationals in the top 15').toBeGreaterThanOrEqual(4);
    expect.soft(top.filter((t) => t.ownership !== '外资').length, 'domestic companies in the top 15').toBeGreaterThanOrEqual(5);
    expect.soft(top.filter((t) => t.tcm > 0.6).length, 'TCM houses in the top 15').toBeGreaterThanOrEqual(1);
  });
});
