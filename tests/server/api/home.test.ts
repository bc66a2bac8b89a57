// Autocomplete (Chinese, pinyin, initials; ranked), the SORT tree and dimension members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../../server/warehouse/connection';
import { memberWithoutCodes } from '../helpers/admin';
import { createTestApp, dialects, type TestApp } from '../helpers/app';
import { openSmallWarehouse } from '../helpers/warehouse';

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(async () => {
  await warehouse.close();
});

describe.each(dialects())('home (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let generic: { generic_id: string; name: string; name_py: string; name_initials: string };
  beforeAll(async () => {
    t = await createTestApp(dialect, warehouse);
    token = await t.login('demo', 'chis-demo-2026');
    // 阿莫西林 when the generator has it, otherwise the first generic with pinyin.
    const rows = await warehouse.all<typeof generic>(
      `SELECT CAST(generic_id AS VARCHAR) AS generic_id, name, name_py, name_initials FROM dim_generic
        ORDER BY name = '阿莫西林' DESC, generic_id LIMIT 1`,
    );
    generic = rows[0];
  });
  afterAll(() => t.close());

  const autocomplete = (keyword: string, limit?: number) =>
    t.request({ method: 'GET', url: '/chis_web/api/v2/home/search/autocomplete', query: { keyword, ...(limit ? { limit: String(limit) } : {}) }, token });

  it('finds a generic by Chinese name, full pinyin and pinyin initials, an exact match first', async () => {
    for (const keyword of [generic.name, generic.name_py, generic.name_initials]) {
      const res = await autocomplete(keyword);
      expect(res.statusCode).toBe(200);
      const hits = res.json().content as { type: string; id: string; name: string }[];
      const exactGenerics = hits.filter((h) => h.type === 'generic' && h.name === generic.name);
      expect(exactGenerics.length, keyword).toBe(1);
      // An exact match ranks first, and generics come first among equals.
      if (keyword === generic.name_initials) expect(hits[0].type).toBe('generic');
      else expect(hits[0]).toMatchObject({ type: 'generic', name: generic.name, id: generic.generic_id });
    }
  });

  it('finds 阿莫西林 products by amxl (initials), 阿莫西林 first when the data set has it', async (test) => {
    const amoxicillins = await warehouse.all<{ name: string }>(
      "SELECT name FROM dim_generic WHERE name_initials LIKE 'amxl%' ORDER BY length(name)",
    );
    // The generator decides which generics the small set holds; the first test covers any generic.
    if (amoxicillins.length === 0) test.skip();
    const hits = (await autocomplete('amxl')).json().content as { type: string; name: string }[];
    expect(hits[0].type).toBe('generic');
    expect(hits[0].name.startsWith('阿莫西林')).toBe(true);
    if (amoxicillins.some((g) => g.name === '阿莫西林')) expect(hits[0].name).toBe('阿莫西林');
    const byPinyin = (await autocomplete('amoxilin')).json().content as { type: string; name: string }[];
    expect(byPinyin[0].name.startsWith('阿莫西林')).toBe(true);
  });

  it('ranks prefix matches before contains matches and honours the limit', async () => {
    const firstChar = generic.name.slice(0, 1);
    const hits = (await autocomplete(firstChar, 50)).json().content as { name: string }[];
    expect(hits[0].name.startsWith(firstChar)).toBe(true);
    const firstContains = hits.findIndex((h) => !h.name.startsWith(firstChar));
    if (firstContains >= 0) expect(hits.slice(firstContains).every((h) => !h.name.startsWith(firstChar))).toBe(true);
    expect((await autocomplete(firstChar, 3)).json().content).toHaveLength(3);
  });

  it('matches a single letter as a pinyin prefix only', async () => {
    const hits = (await autocomplete('a', 50)).json().content as { type: string; id: string }[];
    const generics = hits.filter((h) => h.type === 'generic');
    expect(generics.length).toBeGreaterThan(0);
    const pinyin = await warehouse.all<{ generic_id: string; name_py: string }>('SELECT generic_id, name_py FROM dim_generic');
    const pyOf = new Map(pinyin.map((g) => [g.generic_id, g.name_py]));
    for (const hit of generics) expect(pyOf.get(hit.id)!.startsWith('a'), hit.id).toBe(true);
  });

  it('searches companies too, and validates the keyword', async () => {
    const [company] = await warehouse.all<{ name: string }>('SELECT name FROM dim_company WHERE valid_to IS NULL ORDER BY company_id LIMIT 1');
    const hits = (await autocomplete(company.name)).json().content as { type: string; name: string }[];
    expect(hits.some((h) => h.type === 'company' && h.name === company.name)).toBe(true);
    const missing = await t.request({ method: 'GET', url: '/chis_web/api/v2/home/search/autocomplete', token });
    expect(missing.json()).toMatchObject({ code: 400, msg: 'keyword: is required' });
    expect((await autocomplete('x', 500)).json().msg).toMatch(/^limit:/);
    expect((await t.request({ method: 'GET', url: '/chis_web/api/v2/home/search/autocomplete?keyword=a' })).statusCode).toBe(401);
    const noCodes = await memberWithoutCodes(t);
    const forbidden = await t.request({ method: 'GET', url: '/chis_web/api/v2/home/search/autocomplete?keyword=a', token: noCodes });
    expect(forbidden.json()).toMatchObject({ code: 403, msg: 'Permission HOME_PAGE is required' });
  });

  it('returns the SORT tree', async () => {
    const tree = (await t.request({ method: 'GET', url: '/chis_web/api/v2/home/sort-list', token })).json().content;
    const [{ n }] = await warehouse.all<{ n: number }>('SELECT count(*) AS n FROM dim_sort WHERE level = 1');
    expect(tree).toHaveLength(n);
    expect(tree[0]).toEqual({ code: expect.any(String), name: expect.any(String), children: expect.any(Array) });
    const count = (nodes: { children: unknown[] }[]): number => nodes.reduce((s, node) => s + 1 + count(node.children as never), 0);
    const [{ total }] = await warehouse.all<{ total: number }>('SELECT count(*) AS total FROM dim_sort');
    expect(count(tree)).toBe(total);
  });

  it('lists dimension members matching a keyword', async () => {
    const dimn = (payload: object) => t.request({ method: 'POST', url: '/chis_web/api/v2/home/drug-dimn', payload, token });
    const byInitials = (await dimn({ dimension: 'generic', keyword: generic.name_initials })).json().content;
    expect(byInitials).toContainEqual({ code: generic.generic_id, name: generic.name });
    const provinces = (await dimn({ dimension: 'province' })).json().content;
    const [{ n }] = await warehouse.all<{ n: number }>('SELECT count(*) AS n FROM dim_region');
    expect(provinces).toHaveLength(n);
    expect((await dimn({ dimension: 'nonsense' })).json().msg).toMatch(/^dimension:/);
  });
});
