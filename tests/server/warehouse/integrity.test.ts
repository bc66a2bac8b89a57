// Referential integrity of the built `small` warehouse: every key the pages join or link on
// resolves to a dimension row, and every basic-database column is generated.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSmallWarehouse } from '../helpers/warehouse';
import type { Warehouse } from '../../../server/warehouse/connection';
import { BASIC_TABLES } from '../../../server/warehouse/basic-tables';
import { MARKET_TABLES, quoteIdent } from '../../../server/warehouse/tables';
import { generateBasicTables } from '../../../server/seed/basic';
import { buildMasterData } from '../../../server/seed/master';
import { createRandom } from '../../../server/seed/random';
import { SCALES } from '../../../server/seed/scales';

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(() => warehouse.close());

async function dangling(table: string, column: string, target: string, key: string, also?: { column: string; references: string }): Promise<number> {
  const match = also ? ` AND r.${quoteIdent(also.references)} = t.${quoteIdent(also.column)}` : '';
  const rows = await warehouse.all<{ n: number }>(
    `SELECT count(*) AS n FROM ${quoteIdent(table)} t WHERE t.${quoteIdent(column)} IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM ${quoteIdent(target)} r WHERE r.${quoteIdent(key)} = t.${quoteIdent(column)}${match})`,
  );
  return rows[0].n;
}

/** Basic-table columns that hold keys of the dimensions or of other libraries. */
const LINKS: Record<string, [string, string]> = {
  genericId: ['dim_generic', 'generic_id'],
  companyId: ['dim_company', 'company_id'],
  manufacturerId: ['dim_company', 'company_id'],
  bidderId: ['dim_company', 'company_id'],
  groupId: ['dim_group', 'group_id'],
  drugId: ['lib_drug_library', 'id'],
};

describe('referential integrity of small', () => {
  // fact_sales_month.city_code is checked against dim_city together with the row's province (the
  // city must lie in it); small is at province grain (no city), city-grain.test.ts covers cities.
  it('every declared foreign key of the market tables resolves', async () => {
    for (const table of MARKET_TABLES) {
      for (const fk of table.foreignKeys ?? []) {
        expect(await dangling(table.name, fk.column, fk.table, fk.references, fk.with), `${table.name}.${fk.column}`).toBe(0);
      }
    }
  });

  it('every genericId, companyId, drugId … of every basic table resolves', async () => {
    let checked = 0;
    for (const table of BASIC_TABLES) {
      for (const column of table.columns) {
        const link = LINKS[column.name];
        if (!link) continue;
        checked++;
        expect(await dangling(table.name, column.name, link[0], link[1]), `${table.name}.${column.name}`).toBe(0);
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('every basic table has rows and every company of the library is a dimension member', async () => {
    for (const table of BASIC_TABLES) {
      const [{ n }] = await warehouse.all<{ n: number }>(`SELECT count(*) AS n FROM ${quoteIdent(table.name)}`);
      expect(n, table.name).toBeGreaterThan(0);
    }
    expect(await dangling('lib_pharmacy_industry_library', 'id', 'dim_company', 'company_id')).toBe(0);
  });

  it('the generator fills every column of every basic table', () => {
    const scale = SCALES.small;
    const data = buildMasterData(createRandom(5), scale);
    const output = generateBasicTables(createRandom(6), data, scale, BASIC_TABLES);
    expect(output.missing).toEqual([]);
    expect(output.unfilled).toEqual([]);
  });

  it('has the pinyin siblings of the searchable names', async () => {
    const rows = await warehouse.all<{ n: number }>(
      "SELECT count(*) AS n FROM dim_generic WHERE name_py IS NULL OR name_initials IS NULL OR name_py = '' OR NOT regexp_matches(name_py, '^[a-z0-9]+$')",
    );
    expect(rows[0].n).toBe(0);
  });
});
