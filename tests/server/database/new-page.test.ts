// The low-code promise end to end on the server: a schema file that exists only under tests/ goes
// through the generator (whitelist + table DDL), gets a warehouse table, and is then served by the
// generic database API — list, filter, sort, export — with no server code written for it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../scripts/schemas/generate';
import { registerErrorHandler } from '../../../server/http/error-handler';
import databaseRoutes from '../../../server/modules/database/routes';
import { ident } from '../../../server/modules/database/sql';
import { openWarehouse, type Warehouse } from '../../../server/warehouse/connection';

const ID = 'fixture-new-library';
const FIXTURE_DIR = 'tests/fixtures/schemas/new-page';
const CODES = { 'x-codes': 'FIXTURE_NEW_LIBRARY_VIEW,FIXTURE_NEW_LIBRARY_EXPORT' };

let dir: string;
let warehouse: Warehouse;
let app: FastifyInstance;
const files: string[] = [];

beforeAll(async () => {
  const result = await generate({ root: process.cwd(), extra: [`${FIXTURE_DIR}/${ID}.json`] });
  const whitelist = result.manifest?.databaseWhitelist ?? {};
  const table = result.manifest?.basicTables.find((t) => t.table === whitelist[ID]?.table);
  if (!table) throw new Error('the generator made no table for the fixture page');

  dir = await mkdtemp(join(tmpdir(), 'chis-new-page-'));
  warehouse = await openWarehouse(join(dir, 'w.duckdb'));
  await warehouse.run(`CREATE TABLE ${ident(table.table)} (${table.columns.map((c) => `${ident(c.name)} ${c.type}`).join(', ')})`);
  await warehouse.run(
    `INSERT INTO ${ident(table.table)} VALUES ('a', '甲示例', 10.5, DATE '2024-01-02'), ('b', '乙示例', 99, DATE '2024-05-06'), ('c', '丙', 50, DATE '2023-12-31')`,
  );
  app = Fastify();
  registerErrorHandler(app);
  await app.register(databaseRoutes, {
    warehouse,
    whitelist,
    schemaDir: FIXTURE_DIR,
    caller: async (request) => ({ account: 'staff', grants: new Set(String(request.headers['x-codes'] ?? '').split(',')), exportDir: join(dir, 'exports') }),
    registerExport: async (_request, file) => {
      files.push(file.path);
      return file.fileName;
    },
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await warehouse?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a new database schema file', () => {
  it('is listed in its default sort, newest first', async () => {
    const res = await app.inject({ url: `/api/v2/database/${ID}/list`, headers: CODES });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content.list.map((r: { id: string }) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('filters and sorts with exactly what its schema declares', async () => {
    const filters = JSON.stringify([{ field: 'amount', op: 'between', value: [10, 60] }]);
    const res = await app.inject({ url: `/api/v2/database/${ID}/list`, query: { filters, sort: 'amount', order: 'asc' }, headers: CODES });
    expect(res.json().content.list.map((r: { id: string }) => r.id)).toEqual(['a', 'c']);
    const notDeclared = await app.inject({
      url: `/api/v2/database/${ID}/list`,
      query: { filters: JSON.stringify([{ field: 'publishedOn', op: 'gte', value: '2024-01-01' }]) },
      headers: CODES,
    });
    expect(notDeclared.statusCode).toBe(400);
  });

  it('exports with the labels of its schema', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/v2/database/${ID}/export`, payload: { keyword: '示例' }, headers: CODES });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 100 && files.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(files[0]);
    const sheet = workbook.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['新增示例库']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['筛选条件: 关键词: 示例']);
    expect((sheet.getRow(6).values as unknown[]).slice(1)).toEqual(['名称', '金额', '发布日期']);
    // A date column holds real dates (UTC midnight, shown by its yyyy-mm-dd format).
    expect((sheet.getRow(7).values as unknown[]).slice(1)).toEqual(['乙示例', 99, new Date('2024-05-06T00:00:00Z')]);
    expect(sheet.rowCount).toBe(8);
  });
});
