// Issue 21, exports: one subscriber's exports must not stall everyone. A member runs one export at
// a time (the others wait, queued), across replicas too; the heavy work runs in a pool of worker
// threads, so the server keeps answering while a worker is busy; a worker that dies fails its job.
// Workers here are the real export worker behind a gate the test opens (gate.ts).
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseWhitelist } from '../../../src/generated/whitelist';
import { registerErrorHandler } from '../../../server/http/error-handler';
import { registerHealthRoute } from '../../../server/http/health';
import databaseRoutes from '../../../server/modules/database/routes';
import { createExporter } from '../../../server/modules/export/exporter';
import type { Warehouse } from '../../../server/warehouse/connection';
import { openSmallWarehouse } from '../helpers/warehouse';
import { createGate, until, type Gate } from './gate';

const GATED_WORKER = new URL('./gated-worker.ts', import.meta.url);
const API = '/chis_web/api/v2/database';
const CODES = 'DRUG_BENCHMARK_LIBRARY_VIEW,DRUG_BENCHMARK_LIBRARY_EXPORT';
const COLUMNS = ['drugName', 'approvalNo'];

interface Job {
  jobId: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  written: number;
  total: number;
  sourcePath: string | null;
}

let warehouse: Warehouse;
beforeAll(async () => {
  warehouse = await openSmallWarehouse();
});
afterAll(() => warehouse.close());

let dataDir: string;
let gate: Gate;
const servers: FastifyInstance[] = [];
/** Every registered workbook by its sourcePath. */
const files = new Map<string, string>();

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'chis-export-queue-'));
  gate = createGate();
  files.clear();
});
afterEach(async () => {
  // Whatever a test left behind the gate goes through, so no worker stays blocked.
  for (let i = 0; i < 20; i++) gate.open();
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await rm(dataDir, { recursive: true, force: true });
});

/** A replica: the database API and the health check over one export folder shared by all replicas. */
async function replica(workers = 2): Promise<FastifyInstance> {
  const exporter = createExporter({ url: GATED_WORKER, size: workers, workerData: gate.buffer });
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(
    async (api) => {
      registerHealthRoute(api, warehouse);
      await api.register(databaseRoutes, {
        warehouse,
        whitelist: databaseWhitelist,
        exporter,
        async caller(request) {
          const account = String(request.headers['x-account'] ?? 'demo');
          return { account, grants: new Set(CODES.split(',')), exportDir: join(dataDir, 'exports', account) };
        },
        // Keyed by path, as the product's registry is: two exports of one list in one minute share a
        // file name (title + minute), never a path.
        async registerExport(_request, file) {
          files.set(file.path, file.path);
          return file.path;
        },
      });
    },
    { prefix: '/chis_web' },
  );
  app.addHook('onClose', () => exporter.close());
  servers.push(app);
  return app;
}

async function startExport(server: FastifyInstance, account = 'demo', keyword = ''): Promise<string> {
  const res = await server.inject({ method: 'POST', url: `${API}/drug-library/export`, headers: { 'x-account': account }, payload: { keyword, columns: COLUMNS } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.jobId;
}

async function jobOf(server: FastifyInstance, jobId: string, account = 'demo'): Promise<Job> {
  const res = await server.inject({ url: `${API}/export-jobs/${jobId}`, headers: { 'x-account': account } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content;
}

const statuses = (server: FastifyInstance, ids: string[], account = 'demo') => Promise.all(ids.map(async (id) => (await jobOf(server, id, account)).status));

async function finished(server: FastifyInstance, jobId: string, account = 'demo'): Promise<Job> {
  let job = await jobOf(server, jobId, account);
  await until(async () => {
    job = await jobOf(server, jobId, account);
    return job.status === 'done' || job.status === 'failed';
  }, `job ${jobId} finishes`);
  return job;
}

/** The exported rows (below the header rows), as [drugName, approvalNo]. */
async function exportedRows(job: Job): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(files.get(job.sourcePath!)!);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 6) rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The same rows as the list shows them, in the list's order. */
async function listedRows(server: FastifyInstance, keyword: string): Promise<unknown[][]> {
  const res = await server.inject({ url: `${API}/drug-library/list`, query: { keyword, pageSize: '500' } });
  return res.json().content.list.map((row: Record<string, unknown>) => COLUMNS.map((key) => row[key]));
}

describe('one running export per member', () => {
  it("queues a member's second export while the first runs; another member is not held up; both finish with the list's rows", async () => {
    const server = await replica(2);
    const first = await startExport(server, 'demo', '片');
    const second = await startExport(server, 'demo', '注射');
    await until(() => gate.started() === 1, 'the first export runs');
    expect(await statuses(server, [first, second])).toEqual(['running', 'queued']);

    // Another member's export takes the pool's second worker at once.
    const other = await startExport(server, 'other');
    await until(() => gate.started() === 2, "the other member's export runs");
    expect(await statuses(server, [first, second])).toEqual(['running', 'queued']);
    expect((await jobOf(server, other, 'other')).status).toBe('running');

    gate.open();
    gate.open();
    await until(() => gate.started() === 3, 'the second export starts when the first is done');
    expect((await jobOf(server, first)).status).toBe('done');
    expect((await jobOf(server, second)).status).toBe('running');
    gate.open();

    for (const [id, keyword] of [
      [first, '片'],
      [second, '注射'],
    ]) {
      const job = await finished(server, id);
      expect(job.status).toBe('done');
      const listed = await listedRows(server, keyword);
      expect(listed.length).toBe(job.total);
      expect(job.written).toBe(job.total);
      expect(await exportedRows(job)).toEqual(listed.map((row) => row.map((value) => (value === null || value === '' ? undefined : value))));
    }
    expect((await finished(server, other, 'other')).status).toBe('done');
  });

  it('never runs two exports of one member at once, however many arrive together', async () => {
    const server = await replica(3);
    const ids = await Promise.all(Array.from({ length: 5 }, () => startExport(server)));
    for (let started = 1; started <= ids.length; started++) {
      await until(() => gate.started() === started, `export ${started} starts`);
      const now = await statuses(server, ids);
      expect(now.filter((status) => status === 'running')).toHaveLength(1);
      expect(now.filter((status) => status === 'done')).toHaveLength(started - 1);
      expect(now.filter((status) => status === 'queued')).toHaveLength(ids.length - started);
      gate.open();
    }
    for (const id of ids) expect((await finished(server, id)).status).toBe('done');
    // No export started beyond the five, and none ran while another held the member's slot.
    expect(gate.started()).toBe(ids.length);
  });

  it("holds across replicas: a member's export waits on a free replica while another replica runs their first", async () => {
    const [a, b] = [await replica(1), await replica(1)];
    const first = await startExport(a);
    await until(() => gate.started() === 1, 'the first export runs on replica a');
    const second = await startExport(b);
    // Another member's export, asked for after it on replica b: b's one worker takes this one,
    // because the member's second export waits for the slot that replica a holds.
    const other = await startExport(b, 'other');
    await until(() => gate.started() === 2, "the other member's export runs on replica b");
    expect(await statuses(b, [first, second])).toEqual(['running', 'queued']);
    expect((await jobOf(b, other, 'other')).status).toBe('running');

    gate.open();
    gate.open();
    await until(() => gate.started() === 3, 'replica b starts the second export once the first is done');
    gate.open();
    expect((await finished(b, first)).status).toBe('done');
    expect((await finished(a, second)).status).toBe('done');
  });
});

describe('a member asking for too many exports', () => {
  it('is told to wait once ten of theirs are queued or running', async () => {
    const server = await replica(1);
    for (let i = 0; i < 10; i++) await startExport(server);
    const refused = await server.inject({ method: 'POST', url: `${API}/drug-library/export`, headers: { 'x-account': 'demo', 'accept-language': 'en' }, payload: {} });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('At most 10 exports can wait or run at once; try again when one has finished');
    // Another member is not affected.
    await startExport(server, 'other');
  });

  it('lets no more than ten in when many arrive together', async () => {
    const server = await replica(1);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => server.inject({ method: 'POST', url: `${API}/drug-library/export`, headers: { 'x-account': 'burst' }, payload: {} })),
    );
    const accepted = answers.filter((res) => res.statusCode === 200);
    expect(accepted.length).toBeLessThanOrEqual(10);
    expect(answers.filter((res) => res.statusCode !== 200).every((res) => res.statusCode === 429)).toBe(true);
    // Every accepted job is a real one, and the refused left nothing behind.
    const ids = accepted.map((res) => res.json().content.jobId as string);
    expect((await statuses(server, ids, 'burst')).every((status) => status !== 'failed')).toBe(true);
    expect(readdirSync(join(dataDir, 'exports', 'burst')).filter((name) => name.endsWith('.job.json'))).toHaveLength(accepted.length);
  });
});

describe('exports off the event loop', () => {
  it('answers the health check while an export holds its worker busy', async () => {
    const server = await replica(1);
    const id = await startExport(server);
    // The worker's thread is now blocked, as a long export keeps it: were the export on the thread
    // that serves HTTP, nothing below would answer until the gate opened.
    await until(() => gate.started() === 1, 'the export runs');
    const health = await server.inject({ url: '/chis_web/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().content.status).toBe('ok');
    expect((await jobOf(server, id)).status).toBe('running');
    gate.open();
    expect((await finished(server, id)).status).toBe('done');
  });

  it("reports a job whose worker died as failed, and runs the member's next export", async () => {
    const server = await replica(1);
    gate.crash(true);
    const crashed = await startExport(server);
    const job = await finished(server, crashed);
    expect(job.status).toBe('failed');
    expect(job.sourcePath).toBeNull();

    gate.crash(false);
    const next = await startExport(server);
    await until(() => gate.started() === 1, 'the next export runs on a new worker');
    gate.open();
    expect((await finished(server, next)).status).toBe('done');
  });
});
