// A tiny hand-checkable warehouse for the database API tests: one table with a column of every
// column type (each filterable with one operator), a company table its rows link to, and their
// whitelist entries and schema files, written the way the generator and the seeder write them.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { openWarehouse, type Warehouse } from '../../../server/warehouse/connection';
import { registerErrorHandler } from '../../../server/http/error-handler';
import { AppError } from '../../../server/http/errors';
import databaseRoutes from '../../../server/modules/database/routes';
import type { DatabaseEntry } from '../../../server/modules/database/types';
import { pinyinKeys } from '../../../server/seed/pinyin';

const label = (zh: string, en: string) => ({ 'zh-cn': zh, en });

export const whitelist: Record<string, DatabaseEntry> = {
  'fx-drug': {
    id: 'fx-drug',
    table: 'fx_drug',
    primaryKey: 'id',
    viewCode: 'FX_DRUG_VIEW',
    exportCode: 'FX_DRUG_EXPORT',
    keywordFields: ['drugName'],
    defaultSort: { field: 'id', order: 'asc' },
    pageSize: 20,
    fields: {
      id: { type: 'integer', sortable: true, hidden: true },
      drugName: { type: 'text', op: 'contains', sortable: true, hidden: false },
      company: { type: 'text', op: 'ne', sortable: false, hidden: false },
      dosageForm: { type: 'text', op: 'in', sortable: false, hidden: false },
      drugType: { type: 'enum', op: 'eq', sortable: false, hidden: false },
      labels: { type: 'tags', op: 'has', sortable: false, hidden: false },
      isEssential: { type: 'bool', op: 'eq', sortable: false, hidden: false },
      price: { type: 'money', op: 'between', sortable: true, hidden: false },
      approvalDate: { type: 'date', op: 'gte', sortable: true, hidden: false },
      units: { type: 'integer', op: 'gt', sortable: false, hidden: false },
      approvalYear: { type: 'year', op: 'between', sortable: true, hidden: false },
      share: { type: 'percent', op: 'lt', sortable: false, hidden: false },
      cut: { type: 'percent', op: 'between', sortable: false, hidden: false },
      score: { type: 'number', op: 'lte', sortable: false, hidden: false },
      remark: { type: 'longtext', op: 'isNull', sortable: false, hidden: false },
      companyId: { type: 'text', sortable: false, hidden: true },
    },
  },
  'fx-company': {
    id: 'fx-company',
    table: 'fx_company',
    primaryKey: 'companyId',
    viewCode: 'FX_COMPANY_VIEW',
    exportCode: 'FX_COMPANY_EXPORT',
    detailViewCode: 'FX_COMPANY_DETAIL_VIEW',
    keywordFields: ['name'],
    defaultSort: null,
    pageSize: 20,
    fields: {
      companyId: { type: 'text', sortable: true, hidden: true },
      name: { type: 'text', op: 'contains', sortable: true, hidden: false },
    },
  },
};

const schemas = [
  {
    kind: 'database',
    id: 'fx-drug',
    title: label('测试药品', 'Test drugs'),
    fields: [
      { key: 'drugName', label: label('药品名称', 'Drug name'), type: 'text', width: 180 },
      { key: 'company', label: label('企业', 'Company'), type: 'text' },
      { key: 'dosageForm', label: label('剂型', 'Dosage form'), type: 'text' },
      {
        key: 'drugType',
        label: label('药品类型', 'Drug type'),
        type: 'enum',
        options: [
          { value: '化学药', label: label('化学药品', 'Chemical drug') },
          { value: '中成药', label: label('中成药', 'Chinese patent medicine') },
        ],
      },
      { key: 'labels', label: label('标签', 'Labels'), type: 'tags' },
      { key: 'isEssential', label: label('基药', 'Essential'), type: 'bool' },
      { key: 'price', label: label('价格', 'Price'), type: 'money' },
      { key: 'approvalDate', label: label('批准日期', 'Approved'), type: 'date' },
      { key: 'units', label: label('数量', 'Units'), type: 'integer' },
      { key: 'approvalYear', label: label('批准年份', 'Approval year'), type: 'year' },
      { key: 'share', label: label('份额', 'Share'), type: 'percent', percentScale: 'fraction' },
      { key: 'cut', label: label('降幅', 'Price cut'), type: 'percent', percentScale: 'points' },
      { key: 'score', label: label('评分', 'Score'), type: 'number' },
      { key: 'remark', label: label('备注', 'Remark'), type: 'longtext' },
    ],
  },
  {
    kind: 'database',
    id: 'fx-company',
    title: label('测试企业', 'Test companies'),
    fields: [{ key: 'name', label: label('企业名称', 'Name'), type: 'text' }],
    detail: {
      related: [
        { id: 'drugs', database: 'fx-drug', match: [{ field: 'companyId', from: 'companyId' }], columns: ['drugName', 'price'], limit: 2 },
      ],
    },
  },
];

// id, name, company, form, type, labels, essential, price, date, units, share (fraction), cut (points), score, remark, companyId
export const drugRows: [number, string, string, string, string, string[], boolean, number | null, string, number, number, number, number, string | null, string][] = [
  [1, '阿莫西林胶囊', '甲药业', '胶囊剂', '化学药', ['医保', '基药'], true, 12.5, '2020-01-15', 100, 0.1, 64.7, 3.5, null, 'c1'],
  [2, '阿莫西林片', '乙药业', '片剂', '化学药', ['医保'], false, 8, '2021-06-01', 50, 0.2, 30, 4, '备注', 'c1'],
  [3, '板蓝根颗粒', '丙药业', '颗粒剂', '中成药', ['OTC'], true, 20, '2019-03-10', 300, 0.05, 12.5, 2, null, 'c2'],
  [4, '头孢克肟片', '甲药业', '片剂', '化学药', [], false, null, '2022-11-30', 10, 0.3, 50, 5, 'x', 'c1'],
  [5, '50%_葡萄糖注射液', '丁药业', '注射剂', '化学药', ['基药'], true, 3, '2018-07-07', 1000, 0.5, 0, 1, null, 'c3'],
];

export interface TestServer {
  app: FastifyInstance;
  warehouse: Warehouse;
  dir: string;
  registered: { path: string; fileName: string }[];
}

/** Codes travel in a test header so each test can play a user with exactly the codes it needs. */
export async function startTestServer(extraRows = 0): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'chis-db-'));
  const warehouse = await openWarehouse(join(dir, 'warehouse.duckdb'));
  await warehouse.run(`CREATE TABLE fx_drug (id BIGINT, "drugName" VARCHAR, company VARCHAR, "dosageForm" VARCHAR,
    "drugType" VARCHAR, labels VARCHAR[], "isEssential" BOOLEAN, price DOUBLE, "approvalDate" DATE, units BIGINT, "approvalYear" BIGINT,
    share DOUBLE, cut DOUBLE, score DOUBLE, remark VARCHAR, "companyId" VARCHAR)`);
  for (const r of drugRows) {
    await warehouse.run(
      `INSERT INTO fx_drug VALUES ($1, $2, $3, $4, $5, string_split($6, ','), $7, $8, CAST($9 AS DATE), $10, $11, $12, $13, $14, $15, $16)`,
      [r[0], r[1], r[2], r[3], r[4], r[5].join(','), r[6], r[7], r[8], r[9], Number(r[8].slice(0, 4)), r[10], r[11], r[12], r[13], r[14]],
    );
  }
  // The generic dimension with its pinyin keys, as the seeder writes it: what pinyin keywords resolve against.
  await warehouse.run('CREATE TABLE dim_generic (name VARCHAR, name_py VARCHAR, name_initials VARCHAR)');
  for (const [, name] of drugRows) {
    const keys = pinyinKeys(name);
    await warehouse.run('INSERT INTO dim_generic VALUES ($1, $2, $3)', [name, keys.py, keys.initials]);
  }
  await warehouse.run(`UPDATE fx_drug SET labels = [] WHERE labels = ['']`);
  if (extraRows > 0) {
    await warehouse.run(
      `INSERT INTO fx_drug SELECT 100 + i, '批量药品' || i, '戊药业', '片剂', '化学药', ['医保'], false, i * 1.5,
       DATE '2023-01-01' + CAST(i % 365 AS INTEGER), i, 2023, 0.01, 10, 1, NULL, 'c4' FROM range($1) t(i)`,
      [extraRows],
    );
  }
  await warehouse.run(`CREATE TABLE fx_company ("companyId" VARCHAR, name VARCHAR)`);
  await warehouse.run(`INSERT INTO fx_company VALUES ('c1', '甲药业'), ('c2', '丙药业'), ('c3', '丁药业')`);

  const schemaDir = join(dir, 'schemas');
  await mkdir(schemaDir);
  for (const s of schemas) await writeFile(join(schemaDir, `${s.id}.json`), JSON.stringify(s));

  const registered: TestServer['registered'] = [];
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(databaseRoutes, {
    warehouse,
    whitelist,
    schemaDir,
    async caller(request) {
      const header = request.headers['x-test-codes'];
      if (typeof header !== 'string') throw new AppError(401, 'Please log in');
      const account = request.headers['x-test-account'];
      const name = typeof account === 'string' ? account : 'tester';
      return { account: name, grants: new Set(header.split(',')), exportDir: join(dir, 'exports', name) };
    },
    async registerExport(_request, file) {
      registered.push(file);
      return `exports/${file.fileName}`;
    },
  });
  return { app, warehouse, dir, registered };
}

/** The test server for one test file: started before the file's tests, closed and removed after them. */
export function testServerForFile(ready: (server: TestServer) => void): void {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    ready(server);
  });
  afterAll(async () => {
    await server.app.close();
    await server.warehouse.close();
    await rm(server.dir, { recursive: true, force: true });
  });
}
