// npm run bench:designer — the CRUD designer's budgets (issue 24), over real HTTP on SQLite and, when
// TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (in a scratch schema dropped afterwards):
// - design and apply a 20-field table until its screen answers its first list (< 1 s);
// - retype a column of a 100,000-row table, the rebuild path on SQLite and ALTER … TYPE … USING on
//   PostgreSQL, the value check of every row included (< 3 s).
// Figures are the median and range of several runs, printed with the load average.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import type { CrudField } from '../../src/generated/schema-types';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { DEMO_ADMIN } from '../../server/modules/admin/identity/admin-seed';
import { loadAverage, medianAndRange, verdict } from './figures';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROWS = Number(process.env.BENCH_DESIGNER_ROWS ?? 100_000);
const GOAL_APPLY_MS = 1000;
const GOAL_RETYPE_MS = 3000;

const label = (text: string) => ({ 'zh-cn': text, en: text });

/** Twenty fields of the palette's kinds: text, numbers, a switch, a dictionary, dates, JSON. */
function twentyFields(): CrudField[] {
  const fields: CrudField[] = [];
  for (let i = 0; i < 4; i++) {
    fields.push({ key: `name_${i}`, label: label(`Name ${i}`), type: 'string', length: 100, nullable: true, list: { operator: 'contains', sortable: i === 0 }, form: { widget: 'input' } });
    fields.push({ key: `count_${i}`, label: label(`Count ${i}`), type: 'integer', default: 0, list: { operator: 'eq' }, form: { widget: 'number' } });
    fields.push({ key: `amount_${i}`, label: label(`Amount ${i}`), type: 'decimal', precision: 12, scale: 2, default: 0, form: { widget: 'number' } });
    fields.push({ key: `day_${i}`, label: label(`Day ${i}`), type: 'date', nullable: true, list: { operator: 'between' }, form: { widget: 'date' } });
  }
  fields.push({ key: 'enabled', label: label('Enabled'), type: 'boolean', default: true, form: { widget: 'switch' } });
  fields.push({ key: 'kind', label: label('Kind'), type: 'string', length: 20, default: 'a', options: [{ value: 'a', label: label('A') }, { value: 'b', label: label('B') }], form: { widget: 'select' } });
  fields.push({ key: 'tags', label: label('Tags'), type: 'json', nullable: true, form: { widget: 'select-multi' }, options: [{ value: 'x', label: label('X') }] });
  fields.push({ key: 'remark', label: label('Remark'), type: 'text', nullable: true, form: { widget: 'textarea' } });
  return fields;
}

function design(table: string, fields: CrudField[]) {
  return { kind: 'crud', id: table.replace(/_/g, '-'), schemaVersion: 2, title: label(table), scope: 'admin', table, primaryKey: 'id', presets: ['id', 'createdAt'], fields, quickSearch: [], actions: ['index', 'add', 'edit', 'del'] };
}

interface Client {
  post(path: string, body: unknown): Promise<{ code: number; msg: string; content: unknown }>;
  get(path: string): Promise<{ code: number; msg: string }>;
}

async function client(origin: string): Promise<Client> {
  const headers = { 'content-type': 'application/json', channel: 'web' };
  const login = await fetch(`${origin}/chis_web/api/admin/login`, { method: 'POST', headers, body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }) });
  const token = ((await login.json()) as { content: { token: string } }).content.token;
  const call = async (path: string, init: RequestInit) => (await (await fetch(`${origin}/chis_web/api/admin/${path}`, { ...init, headers: { ...headers, authorization: token } })).json()) as { code: number; msg: string; content: unknown };
  return { post: (path, body) => call(path, { method: 'POST', body: JSON.stringify(body) }), get: (path) => call(path, { method: 'GET' }) };
}

async function expectOk<T extends { code: number; msg: string }>(answer: Promise<T>, what: string): Promise<T> {
  const result = await answer;
  if (result.code !== 200) throw new Error(`${what} answered ${result.code}: ${result.msg}`);
  return result;
}

async function bench(name: string, env: Record<string, string>, schema: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-designer-'));
  const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }), databaseSchema: schema, port: 0, host: '127.0.0.1', distDir: undefined }, { warehouse: null });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const api = await client(`http://127.0.0.1:${port}`);

    const applies: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const table = `bench_twenty_${run}`;
      const started = performance.now();
      await expectOk(api.post('crud-log/apply', { design: design(table, twentyFields()) }), 'apply');
      await expectOk(api.get(table.replace(/_/g, '-')), 'the new screen');
      applies.push(performance.now() - started);
    }
    const apply = medianAndRange(applies, 0);
    console.log(`${name}: design + apply a 20-field table until its screen answers: ${apply} ms (goal < ${GOAL_APPLY_MS} ms: ${verdict(Math.max(...applies) < GOAL_APPLY_MS)}; ${loadAverage()})`);

    const amount = (type: 'integer' | 'string'): CrudField =>
      type === 'integer'
        ? { key: 'amount', label: label('Amount'), type: 'integer', nullable: true, form: { widget: 'number' } }
        : { key: 'amount', label: label('Amount'), type: 'string', length: 20, nullable: true, form: { widget: 'input' } };
    const base = (type: 'integer' | 'string') => design('bench_retype', [{ key: 'title', label: label('Title'), type: 'string', length: 60, nullable: true, form: { widget: 'input' } }, amount(type)]);
    await expectOk(api.post('crud-log/apply', { design: base('string') }), 'apply the retype table');
    const db = app.adminRegistry.context.db;
    const filling = performance.now();
    await sql`INSERT INTO ext_bench_retype (title, amount, created_at) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS}) SELECT 'row ' || i, '' || (i * 7), 0 FROM n`.execute(db);
    const filled = ((performance.now() - filling) / 1000).toFixed(1);
    const retypes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const to = run % 2 === 0 ? 'integer' : 'string';
      const started = performance.now();
      const answer = await expectOk(api.post('crud-log/apply', { design: base(to), confirm: 'bench_retype' }), `retype to ${to}`);
      retypes.push(performance.now() - started);
      const ops = (answer.content as { operations: { op: string }[] }).operations.map((o) => o.op).join(',');
      if (ops !== 'retype') throw new Error(`retype to ${to} ran ${ops}`);
    }
    const retype = medianAndRange(retypes, 0);
    const path = name === 'SQLite' ? 'table rebuild' : 'ALTER … TYPE … USING';
    console.log(
      `${name}: retype a column of a ${ROWS.toLocaleString('en')}-row table (filled in ${filled} s; ${path}, every value checked first): ${retype} ms ` +
        `(goal < ${GOAL_RETYPE_MS} ms: ${verdict(Math.max(...retypes) < GOAL_RETYPE_MS)}; ${loadAverage()})`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await bench('SQLite', {}, undefined);
const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (url) {
  const schema = `bench_designer_${randomBytes(4).toString('hex')}`;
  try {
    await bench('PostgreSQL', { DATABASE_URL: url }, schema);
  } finally {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
}
