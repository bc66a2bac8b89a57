// Industry information (spec §3 INDUSTRY_INFORMATION, issue 13 item 9): news and policy notices are
// real database pages over the small warehouse — rows keyed to the data set's generics and
// companies, found by keyword (pinyin too), with their related lists.
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../../server/modules/database/catalogue';
import { parseListQuery } from '../../../server/modules/database/request';
import type { DatabaseService } from '../../../server/modules/database/service';
import type { Warehouse } from '../../../server/warehouse/connection';
import { menu } from '../../../src/generated/menu';
import { productPagesForFile } from './product-pages';

let warehouse: Warehouse;
let service: DatabaseService;
let catalogue: Record<string, CatalogueEntry>;

productPagesForFile((pages) => ({ warehouse, catalogue, service } = pages));

const dangling = async (table: string, key: string, target: string, targetKey: string) => {
  const [row] = await warehouse.all<{ n: number }>(
    `SELECT count(*) AS n FROM ${table} t WHERE t."${key}" IS NOT NULL AND t."${key}" NOT IN (SELECT ${targetKey} FROM ${target})`,
  );
  return row.n;
};

describe('industry information', () => {
  it('is a menu section of its own with the news and policy pages', () => {
    const section = menu.flatMap((area) => area.sections).find((s) => s.code === 'INDUSTRY_INFORMATION');
    expect(section?.items.map((item) => item.routeId)).toEqual(['industry-news', 'policy-notice']);
  });

  it.each([
    ['industry-news', 'lib_industry_news'],
    ['policy-notice', 'lib_policy_notice'],
  ])('%s holds rows keyed to the warehouse generics and companies', async (id, table) => {
    const entry = catalogue[id];
    const { list, total } = await service.list(entry, parseListQuery(entry, {}));
    expect(total).toBeGreaterThan(20);
    expect(list[0]).toMatchObject({ title: expect.any(String), publishDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    // newest first, as the schema's default sort says
    expect(list.map((r) => r.publishDate)).toEqual([...list.map((r) => r.publishDate)].sort().reverse());
    expect(await dangling(table, 'genericId', 'dim_generic', 'generic_id')).toBe(0);
    expect(await dangling(table, 'companyId', 'lib_pharmacy_industry_library', 'id')).toBe(0);
  });

  it("finds a company's news by its name and by its pinyin initials, and lists its related records", async () => {
    const entry = catalogue['industry-news'];
    const [{ companyName }] = await warehouse.all<{ companyName: string }>('SELECT "companyName" FROM lib_industry_news ORDER BY id LIMIT 1');
    const byName = await service.count(entry, { filters: [], keyword: companyName, sort: null });
    expect(byName).toBeGreaterThan(0);
    const [{ initials }] = await warehouse.all<{ initials: string }>('SELECT name_initials AS initials FROM dim_company WHERE name = $1 LIMIT 1', [companyName]);
    expect(await service.count(entry, { filters: [], keyword: initials, sort: null })).toBeGreaterThanOrEqual(byName);
    const { list } = await service.list(entry, parseListQuery(entry, { keyword: companyName, pageSize: '1' }));
    const detail = await service.detail(entry, String(list[0].id), () => true);
    expect(detail.related['same-drug'].total).toBeGreaterThan(0);
    expect(detail.related['same-drug'].list.every((r) => typeof r.title === 'string')).toBe(true);
  });
});
