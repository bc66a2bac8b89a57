// Facts at city grain (the `large` scale): the 337 prefecture-level cities with their tiers, a
// sales plan whose cities lie in their provinces and lean to tier-1 cities online, and a small
// city-grain data set generated and imported end to end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGeography } from '../../../server/seed/dims/geography';
import { planSales } from '../../../server/seed/facts/plan';
import { generateSeed } from '../../../server/seed/generate';
import { buildMasterData } from '../../../server/seed/master';
import { createRandom } from '../../../server/seed/random';
import { SCALES } from '../../../server/seed/scales';
import { openWarehouse, type Warehouse } from '../../../server/warehouse/connection';
import { importDirectory } from '../../../server/warehouse/loader';

describe('cities at city grain', () => {
  const { provinces, cities } = buildGeography(createRandom(1), 31, true);

  it('lists the 337 prefecture-level units, each once, in its province, with a tier', () => {
    expect(cities).toHaveLength(337);
    expect(new Set(cities.map((c) => c.code)).size).toBe(337);
    expect(new Set(cities.map((c) => c.name)).size).toBe(337);
    const codes = new Set(provinces.map((p) => p.code));
    for (const city of cities) {
      expect(codes.has(city.provinceCode), city.name).toBe(true);
      expect(city.code.slice(0, 2), city.name).toBe(city.provinceCode.slice(0, 2));
      expect(city.tier, city.name).toBeGreaterThanOrEqual(1);
      expect(city.tier, city.name).toBeLessThanOrEqual(6);
      expect(city.weight, city.name).toBeGreaterThan(0);
    }
    expect(cities.filter((c) => c.tier === 1).map((c) => c.name).sort()).toEqual(['上海', '北京', '广州', '深圳'].sort());
    expect(provinces.every((p) => cities.some((c) => c.provinceCode === p.code))).toBe(true);
  });

  it('keeps the codes of the main cities that the province-grain scales list', () => {
    const main = buildGeography(createRandom(1), 31, false).cities;
    const byCode = new Map(cities.map((c) => [c.code, c.name]));
    for (const city of main) expect(byCode.get(city.code), city.code).toBe(city.name);
  });

  it('plans cells in cities of their own province, tier-1 cities heavier in B2C than in hospitals', () => {
    const scale = { ...SCALES.small, provinces: 31, cityGrain: true };
    const random = createRandom(7);
    const data = buildMasterData(random, scale);
    // Enough rows that the shares do not hang on where a few big products happen to be drawn.
    const plan = planSales(random.fork('plan'), data, scale.marketPerYear, 2_000_000, new Set(), true);
    const cityById = new Map(data.cities.map((c) => [c.code, c]));
    const share: Record<string, [number, number]> = {};
    for (const cell of plan.cells) {
      const city = cityById.get(cell.cityCode!);
      expect(city?.provinceCode).toBe(cell.provinceCode);
      const value = cell.baseUnits * cell.price;
      const entry = (share[cell.channel] ??= [0, 0]);
      entry[0] += city!.tier === 1 ? value : 0;
      entry[1] += value;
    }
    const tier1 = (channel: string) => share[channel][0] / share[channel][1];
    expect(tier1('B2C')).toBeGreaterThan(tier1('HOSPITAL'));
    expect(tier1('HOSPITAL')).toBeGreaterThan(tier1('GRASSROOTS'));
    expect(new Set(plan.cells.map((c) => c.cityCode)).size).toBeGreaterThan(300);
  });
});

describe('a small data set at city grain, imported', () => {
  const work = mkdtempSync(join(tmpdir(), 'chis-city-grain-'));
  let warehouse: Warehouse;
  beforeAll(async () => {
    await generateSeed({ scale: 'small', seed: 5, outDir: join(work, 'files'), cityGrain: true });
    await importDirectory(join(work, 'files'), join(work, 'warehouse.duckdb'));
    warehouse = await openWarehouse(join(work, 'warehouse.duckdb'), { readOnly: true });
  }, 120_000);
  afterAll(async () => {
    await warehouse?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('gives every fact row a city of its own province', async () => {
    const [row] = await warehouse.all<{ n: number; noCity: number; elsewhere: number; cities: number }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE f.city_code IS NULL) AS "noCity",
         count(*) FILTER (WHERE c.province_code IS DISTINCT FROM f.province_code) AS elsewhere, count(DISTINCT f.city_code) AS cities
       FROM fact_sales_month f LEFT JOIN dim_city c ON c.city_code = f.city_code`,
    );
    expect(row.n).toBeGreaterThan(20_000);
    expect(row.noCity).toBe(0);
    expect(row.elsewhere).toBe(0);
    expect(row.cities).toBeGreaterThan(30);
  });

  it('sums the cities to the same province totals the cubes hold', async () => {
    const rows = await warehouse.all<{ gap: number }>(
      `SELECT max(abs(f.amount - c.amount)) AS gap FROM
         (SELECT province_code, sum(amount) AS amount FROM fact_sales_month GROUP BY 1) f
         JOIN (SELECT province_code, sum(amount) AS amount FROM cube_generic_month GROUP BY 1) c USING (province_code)`,
    );
    expect(rows[0].gap).toBeLessThan(1);
  });
});
