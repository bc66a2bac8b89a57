import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createDatabaseService } from '../../../server/modules/database/service';
import { testServerForFile, whitelist, type TestServer } from './fixture';

let server: TestServer;
const VIEW = { 'x-test-codes': 'FX_DRUG_VIEW' };

testServerForFile((started) => (server = started));

async function list(params: Record<string, unknown>, headers: Record<string, string> = VIEW) {
  const query = Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v)]),
  );
  return server.app.inject({ method: 'GET', url: '/api/v2/database/fx-drug/list', query, headers });
}

async function ids(filters: unknown[], extra: Record<string, unknown> = {}): Promise<number[]> {
  const res = await list({ filters, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.list.map((r: { id: number }) => r.id);
}

describe('list operators', () => {
  it.each([
    ['eq', { field: 'drugType', op: 'eq', value: '中成药' }, [3]],
    ['ne', { field: 'company', op: 'ne', value: '甲药业' }, [2, 3, 5]],
    ['contains (case-insensitive, % and _ literal)', { field: 'drugName', op: 'contains', value: '%_葡' }, [5]],
    ['contains', { field: 'drugName', op: 'contains', value: '阿莫西林' }, [1, 2]],
    ['in', { field: 'dosageForm', op: 'in', value: ['片剂', '颗粒剂'] }, [2, 3, 4]],
    ['has', { field: 'labels', op: 'has', value: ['基药', 'OTC'] }, [1, 3, 5]],
    ['eq on bool', { field: 'isEssential', op: 'eq', value: false }, [2, 4]],
    ['between both ends (inclusive)', { field: 'price', op: 'between', value: [8, 20] }, [1, 2, 3]],
    ['between open end', { field: 'price', op: 'between', value: [null, 8] }, [2, 5]],
    ['gte on date', { field: 'approvalDate', op: 'gte', value: '2021-06-01' }, [2, 4]],
    ['gt', { field: 'units', op: 'gt', value: 100 }, [3, 5]],
    ['lt', { field: 'share', op: 'lt', value: 0.2 }, [1, 3]],
    ['lte', { field: 'score', op: 'lte', value: 3.5 }, [1, 3, 5]],
    ['isNull true', { field: 'remark', op: 'isNull', value: true }, [1, 3, 5]],
    ['isNull false', { field: 'remark', op: 'isNull', value: false }, [2, 4]],
  ])('%s', async (_name, filter, expected) => {
    expect(await ids([filter])).toEqual(expected);
  });

  it('ANDs several filters', async () => {
    expect(
      await ids([
        { field: 'drugType', op: 'eq', value: '化学药' },
        { field: 'isEssential', op: 'eq', value: true },
      ]),
    ).toEqual([1, 5]);
  });

  // Issue 13 item 4: a pinyin keyword reaches what the Chinese words it spells reach.
  it('searches the keyword in the keyword fields, and a pinyin or initials keyword as the Chinese it spells', async () => {
    expect(await ids([], { keyword: '板蓝根' })).toEqual([3]);
    expect(await ids([], { keyword: '阿莫西林' })).toEqual([1, 2]);
    expect(await ids([], { keyword: 'AMXL' })).toEqual([1, 2]);
    expect(await ids([], { keyword: 'amoxilin' })).toEqual([1, 2]);
    expect(await ids([], { keyword: 'a mo xi lin' })).toEqual([1, 2]);
    expect(await ids([], { keyword: 'tbkw' })).toEqual([4]);
    expect(await ids([], { keyword: 'blg' })).toEqual([3]);
    expect(await ids([], { keyword: 'zzzz' })).toEqual([]);
  });
});

describe('list paging and sorting', () => {
  it('pages with a total', async () => {
    const res = await list({ page: 2, pageSize: 2 });
    expect(res.json().content.total).toBe(5);
    expect(res.json().content.list.map((r: { id: number }) => r.id)).toEqual([3, 4]);
  });

  it('sorts by a sortable field, nulls last', async () => {
    expect(await ids([], { sort: 'price', order: 'desc' })).toEqual([3, 1, 2, 5, 4]);
    expect(await ids([], { sort: 'approvalDate', order: 'asc' })).toEqual([5, 3, 1, 2, 4]);
  });

  it('returns dates as YYYY-MM-DD and tags as arrays', async () => {
    const [first] = (await list({ pageSize: 1 })).json().content.list;
    expect(first).toMatchObject({ id: 1, approvalDate: '2020-01-15', labels: ['医保', '基药'], isEssential: true });
  });
});

describe('whitelist', () => {
  it.each([
    [{ filters: [{ field: 'drugNameInitials', op: 'contains', value: 'a' }] }, 'unknown field "drugNameInitials"'],
    [{ filters: [{ field: 'drugName', op: 'like', value: 'a' }] }, 'unknown operator "like"'],
    [{ filters: [{ field: 'drugName', op: 'eq', value: 'a' }] }, 'operator "eq" is not allowed on field "drugName"'],
    [{ filters: [{ field: 'units', op: 'gt', value: 'many' }] }, 'invalid value for "units" (gt)'],
    [{ filters: [{ field: 'dosageForm', op: 'in', value: [] }] }, 'invalid value for "dosageForm" (in)'],
    [{ filters: [{ field: 'approvalDate', op: 'gte', value: '2021-13-45' }] }, 'invalid value for "approvalDate" (gte)'],
    [{ filters: 'not json' }, 'filters must be a JSON array'],
    [{ sort: 'company' }, 'field "company" is not sortable'],
    [{ sort: 'price', order: 'sideways' }, 'unknown sort order "sideways"'],
    [{ pageSize: 100000 }, 'pageSize must be at most 500'],
    [{ page: 0 }, 'page must be a positive integer'],
  ])('rejects %j with a 400', async (params, msg) => {
    const res = await list(params);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg });
  });

  it('answers 404 for an unknown database', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/database/nope/list', headers: VIEW });
    expect(res.statusCode).toBe(404);
  });
});

describe('codes', () => {
  it('needs a login', async () => {
    expect((await list({}, {})).statusCode).toBe(401);
  });

  it('needs the view code for list, facets and detail', async () => {
    const other = { 'x-test-codes': 'FX_DRUG_EXPORT,FX_COMPANY_VIEW' };
    expect((await list({}, other)).statusCode).toBe(403);
    const facets = await server.app.inject({ url: '/api/v2/database/fx-drug/facets?fields=drugType', headers: other });
    expect(facets.statusCode).toBe(403);
    const detail = await server.app.inject({ url: '/api/v2/database/fx-drug/detail/1', headers: other });
    expect(detail.statusCode).toBe(403);
  });

  it('needs the detail code for a page-mode detail', async () => {
    const res = await server.app.inject({ url: '/api/v2/database/fx-company/detail/c1', headers: { 'x-test-codes': 'FX_COMPANY_VIEW', 'accept-language': 'en' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('Permission FX_COMPANY_DETAIL_VIEW is required');
  });

  it('needs the export code for export, the view code is not enough', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/v2/database/fx-drug/export', payload: {}, headers: VIEW });
    expect(res.statusCode).toBe(403);
  });
});

describe('facets', () => {
  it('counts each enumerated field with the other filters applied', async () => {
    const filters = JSON.stringify([
      { field: 'drugType', op: 'eq', value: '化学药' },
      { field: 'dosageForm', op: 'in', value: ['片剂'] },
    ]);
    const res = await server.app.inject({ url: '/api/v2/database/fx-drug/facets', query: { fields: 'drugType,dosageForm,labels,isEssential', filters }, headers: VIEW });
    expect(res.statusCode, res.body).toBe(200);
    const content = res.json().content;
    // drugType ignores its own filter: 片剂 rows are 2 and 4, both 化学药
    expect(content.drugType).toEqual([{ value: '化学药', count: 2 }]);
    // dosageForm ignores its own filter: the 化学药 rows are 1, 2, 4, 5
    expect(content.dosageForm).toEqual([
      { value: '片剂', count: 2 },
      { value: '注射剂', count: 1 },
      { value: '胶囊剂', count: 1 },
    ]);
    expect(content.labels).toEqual([{ value: '医保', count: 1 }]);
    expect(content.isEssential).toEqual([{ value: false, count: 2 }]);
  });

  it('refuses facets of a non-enumerated field', async () => {
    const res = await server.app.inject({ url: '/api/v2/database/fx-drug/facets?fields=price', headers: VIEW });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('field "price" has no facet counts');
  });
});

describe('detail', () => {
  it('returns the row and its related lists (limited, with the full total)', async () => {
    const res = await server.app.inject({
      url: '/api/v2/database/fx-company/detail/c1',
      headers: { 'x-test-codes': 'FX_COMPANY_DETAIL_VIEW,FX_DRUG_VIEW' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { row, related } = res.json().content;
    expect(row).toEqual({ companyId: 'c1', name: '甲药业' });
    expect(related.drugs.total).toBe(3);
    expect(related.drugs.list).toEqual([
      { id: 1, drugName: '阿莫西林胶囊', price: 12.5 },
      { id: 2, drugName: '阿莫西林片', price: 8 },
    ]);
  });

  it('leaves out related lists of databases the caller may not view', async () => {
    const res = await server.app.inject({ url: '/api/v2/database/fx-company/detail/c1', headers: { 'x-test-codes': 'FX_COMPANY_DETAIL_VIEW' } });
    expect(res.json().content.related).toEqual({});
  });

  it('answers 404 for a missing row and 400 for a malformed numeric id', async () => {
    expect((await server.app.inject({ url: '/api/v2/database/fx-drug/detail/99', headers: VIEW })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/v2/database/fx-drug/detail/abc', headers: VIEW })).statusCode).toBe(400);
  });
});

describe('export', () => {
  const EXPORT = { 'x-test-codes': 'FX_DRUG_EXPORT' };

  async function waitForJob(jobId: string) {
    for (let i = 0; i < 100; i++) {
      const res = await server.app.inject({ url: `/api/v2/database/export-jobs/${jobId}`, headers: EXPORT });
      const job = res.json().content;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('export did not finish');
  }

  it('writes the filtered rows and visible columns with header rows, and registers the file', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/database/fx-drug/export',
      headers: EXPORT,
      payload: {
        filters: [{ field: 'isEssential', op: 'eq', value: true }],
        keyword: '',
        sort: 'price',
        order: 'desc',
        columns: ['drugName', 'price', 'isEssential'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.total).toBe(3);
    const job = await waitForJob(res.json().content.jobId);
    expect(job).toMatchObject({ status: 'done', written: 3, total: 3 });
    expect(job.sourcePath).toMatch(/^exports\/测试药品-\d{14}\.xlsx$/);

    const [file] = server.registered;
    expect(file.path).toContain('/exports/tester/');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file.path);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['测试药品']);
    expect(values(2)).toEqual(['筛选条件: 基药 = 是']);
    expect(String(values(3)[0])).toMatch(/^导出时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(values(4)).toEqual(['导出账号: tester']);
    expect(values(6)).toEqual(['药品名称', '价格', '基药']);
    expect(values(7)).toEqual(['板蓝根颗粒', 20, '是']);
    expect(values(8)).toEqual(['阿莫西林胶囊', 12.5, '是']);
    expect(values(9)).toEqual(['50%_葡萄糖注射液', 3, '是']);
    expect(sheet.rowCount).toBe(9);
  });

  // Issue 13 items 1-3: the workbook reads like the list — labels for codes in the session's language,
  // percentages as fractions under a % format whatever the table stores, years without grouping.
  it.each([
    ['zh-cn', '筛选条件: 药品类型 = 化学药品; 降幅 30.00% ~ 70.00%', ['药品名称', '药品类型', '标签', '批准日期', '批准年份', '份额', '降幅'], '化学药品', '医保、基药'],
    ['en', 'Filters: Drug type = Chemical drug; Price cut 30.00% ~ 70.00%', ['Drug name', 'Drug type', 'Labels', 'Approved', 'Approval year', 'Share', 'Price cut'], 'Chemical drug', '医保, 基药'],
  ] as const)('words and formats the cells as the list shows them (%s)', async (locale, filters, headers, drugType, labels) => {
    server.registered.length = 0;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/database/fx-drug/export',
      headers: EXPORT,
      payload: {
        locale,
        filters: [
          { field: 'drugType', op: 'eq', value: '化学药' },
          { field: 'cut', op: 'between', value: [30, 70] },
        ],
        sort: 'price',
        order: 'desc',
        columns: ['drugName', 'drugType', 'labels', 'approvalDate', 'approvalYear', 'share', 'cut'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await waitForJob(res.json().content.jobId)).toMatchObject({ status: 'done', written: 3 });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(server.registered[0].path);
    const sheet = workbook.worksheets[0];
    expect(sheet.getCell('A2').value).toBe(filters);
    expect((sheet.getRow(6).values as unknown[]).slice(1)).toEqual(headers);
    const row = sheet.getRow(7);
    expect((row.values as unknown[]).slice(1, 4)).toEqual(['阿莫西林胶囊', drugType, labels]);
    expect(row.getCell(4).value).toEqual(new Date('2020-01-15T00:00:00Z'));
    expect(row.getCell(4).numFmt).toBe('yyyy-mm-dd');
    expect([row.getCell(5).value, row.getCell(5).numFmt]).toEqual([2020, '0']);
    expect([row.getCell(6).value, row.getCell(6).numFmt]).toEqual([0.1, '0.00%']);
    expect([row.getCell(7).value, row.getCell(7).numFmt]).toEqual([0.647, '0.00%']);
    expect(sheet.getColumn(1).width).toBe(26);
  });

  it('refuses hidden or unknown columns', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/database/fx-drug/export',
      headers: EXPORT,
      payload: { columns: ['companyId'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('unknown column "companyId"');
  });

  it("does not show one account's job to another", async () => {
    const res = await server.app.inject({ method: 'POST', url: '/api/v2/database/fx-drug/export', headers: EXPORT, payload: { locale: 'en' } });
    const job = await waitForJob(res.json().content.jobId);
    expect(job.status).toBe('done');
    const stranger = await server.app.inject({ url: `/api/v2/database/export-jobs/${job.jobId}`, headers: { ...EXPORT, 'x-test-account': 'other' } });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('export chunks (keyset paging)', () => {
  async function chunked(sort: { field: string; order: 'asc' | 'desc' } | null, size: number) {
    const service = createDatabaseService(server.warehouse, whitelist);
    const out: number[][] = [];
    for await (const rows of service.chunks(whitelist['fx-drug'], { filters: [], keyword: '', sort }, ['drugName'], size)) {
      out.push(rows.map((r) => r.id as number));
    }
    return out;
  }

  it.each([
    [{ field: 'price', order: 'desc' as const }, [3, 1, 2, 5, 4]],
    [{ field: 'price', order: 'asc' as const }, [5, 2, 1, 3, 4]],
    [{ field: 'company', order: 'asc' as const }, [5, 3, 2, 1, 4]],
    [{ field: 'approvalDate', order: 'desc' as const }, [4, 2, 1, 3, 5]],
    [null, [1, 2, 3, 4, 5]],
    [{ field: 'id', order: 'desc' as const }, [5, 4, 3, 2, 1]],
  ])('walks %j in the list order across chunks, ties and nulls included', async (sort, order) => {
    for (const size of [1, 2, 3, 10]) {
      const chunks = await chunked(sort, size);
      expect(chunks.flat(), `size ${size}`).toEqual(order);
      expect(chunks.every((c) => c.length <= size)).toBe(true);
    }
  });
});
