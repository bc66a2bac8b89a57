// The generic database API (contracts §2, §7): one set of routes serves every basic-database page,
// driven by the generated whitelist. Register with
//   app.register(databaseRoutes, {warehouse, whitelist: databaseWhitelist, schemaDir, caller, registerExport})
// The page's view code guards list/detail/facets, its export code guards export.
import { authorize, can, type Subject } from '../../http/authorize';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Warehouse } from '../../warehouse/connection';
import { AppError } from '../../http/errors';
import { localize } from '../../http/messages';
import { ok } from '../../http/envelope';
import { buildCatalogue, readDatabaseSchemas, type CatalogueEntry } from './catalogue';
import { queueDatabaseExport } from '../export/database-export';
import { exporterOf, type Exporter } from '../export/exporter';
import { createExportJobStore } from './export-jobs';
import { badRequest, parseColumns, parseListQuery, parseQuery } from './request';
import { licenceClauses, withLicence } from './licence';
import { createDatabaseService } from './service';
import type { DatabaseEntry, Query } from './types';
import type { Licenses } from '../auth/permission-service';
import { dimensionsOf } from '../home/dimensions';
import type { Locale } from './workbook';

export const MAX_EXPORT_ROWS = 500_000;

export interface Caller extends Subject {
  account: string;
  /** The member's licence (null = unrestricted): narrows the databases holding scoped data (licence.ts). */
  licenses?: Licenses;
  /** Reserves export rows against the member's monthly quota before the work: how many they get. */
  reserveExportRows?(wanted: number): Promise<{ granted: number; limit: number | null }>;
  releaseExportRows?(rows: number): Promise<void>;
  /** This caller's folder on the shared export storage: its workbooks and their job files. */
  exportDir: string;
}

export interface DatabaseRoutesOptions {
  warehouse: Warehouse;
  /** `databaseWhitelist` from src/generated/whitelist.ts. */
  whitelist: Record<string, DatabaseEntry>;
  /** Folder of the `database` schema files (labels and related lists); default `schemas/basic`. */
  schemaDir?: string;
  /** The logged-in caller (throw AppError 401 when there is none). */
  caller(request: FastifyRequest): Promise<Caller>;
  /** Makes a finished workbook downloadable; returns the `sourcePath` for /api/v2/export-excel/download. */
  registerExport(request: FastifyRequest, file: { path: string; fileName: string }): Promise<string>;
  /** The server's export workers and member queue; absent: the plugin runs its own. */
  exporter?: Exporter;
}

type Params = { id: string };
type Input = Record<string, unknown>;

const databaseRoutes: FastifyPluginAsync<DatabaseRoutesOptions> = async (app, opts) => {
  const catalogue = buildCatalogue(opts.whitelist, await readDatabaseSchemas(opts.schemaDir ?? 'schemas/basic'));
  const service = createDatabaseService(opts.warehouse, catalogue);
  const exporter = exporterOf(app, opts.exporter);

  function entryOf(id: string): CatalogueEntry {
    const entry = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
    if (!entry) throw new AppError(404, `unknown database "${id}"`);
    return entry;
  }

  async function authorise(request: FastifyRequest, code: string): Promise<Caller> {
    const caller = await opts.caller(request);
    authorize(caller, code);
    return caller;
  }

  /** The query narrowed to the caller's licence. */
  async function licensed<Q extends Query>(entry: CatalogueEntry, caller: Caller, query: Q): Promise<Q> {
    if (!caller.licenses) return query;
    return withLicence(query, licenceClauses(entry, caller.licenses, (await dimensionsOf(opts.warehouse)).provinces));
  }

  app.get<{ Params: Params; Querystring: Input }>('/api/v2/database/:id/list', async (request) => {
    const entry = entryOf(request.params.id);
    const caller = await authorise(request, entry.viewCode);
    return ok(await service.list(entry, await licensed(entry, caller, parseListQuery(entry, request.query))));
  });

  app.get<{ Params: Params; Querystring: Input }>('/api/v2/database/:id/facets', async (request) => {
    const entry = entryOf(request.params.id);
    const caller = await authorise(request, entry.viewCode);
    const raw = request.query.fields;
    if (typeof raw !== 'string' || raw === '') throw badRequest('fields is required');
    return ok(await service.facets(entry, await licensed(entry, caller, parseQuery(entry, request.query)), [...new Set(raw.split(','))]));
  });

  app.get<{ Params: Params & { rowId: string } }>('/api/v2/database/:id/detail/:rowId', async (request) => {
    const entry = entryOf(request.params.id);
    const caller = await authorise(request, entry.detailViewCode ?? entry.viewCode);
    const provinces = caller.licenses ? (await dimensionsOf(opts.warehouse)).provinces : [];
    return ok(await service.detail(entry, request.params.rowId, (code) => can(caller, code), (target) => licenceClauses(target, caller.licenses, provinces)));
  });

  app.post<{ Params: Params; Body: Input | null }>('/api/v2/database/:id/export', async (request) => {
    const entry = entryOf(request.params.id);
    const caller = await authorise(request, entry.exportCode);
    const body = request.body ?? {};
    const query = await licensed(entry, caller, parseQuery(entry, body));
    const columns = parseColumns(entry, body.columns);
    const locale: Locale = body.locale === 'en' ? 'en' : 'zh-cn';
    const total = await service.count(entry, query);
    if (total > MAX_EXPORT_ROWS) throw badRequest(`an export holds at most ${MAX_EXPORT_ROWS} rows; narrow the filters`);
    // The quota is spent before the work; beyond it the export holds what remains, and says so.
    const quota = (await caller.reserveExportRows?.(total)) ?? { granted: total, limit: null };
    if (quota.granted === 0 && total > 0) throw new AppError(403, 'entitlements.quotaExhausted', null, { limit: quota.limit ?? 0 });
    const note = quota.granted < total ? localize('entitlements.quotaPartial', locale, { granted: quota.granted, total }) : undefined;
    const job = await queueDatabaseExport(exporter, {
      warehouse: opts.warehouse,
      exportDir: caller.exportDir,
      account: caller.account,
      workbook: { entry, query, columns, locale, maxRows: quota.granted, note },
      total: quota.granted,
      register: (file) => opts.registerExport(request, file),
      log: app.log,
    }).catch(async (error: unknown) => {
      // Refused before it started (too many unfinished exports): the rows were not spent.
      await caller.releaseExportRows?.(quota.granted);
      throw error;
    });
    return ok({ jobId: job.id, total: quota.granted, note: note ?? null });
  });

  app.get<{ Params: { jobId: string } }>('/api/v2/database/export-jobs/:jobId', async (request) => {
    const caller = await opts.caller(request);
    const job = await createExportJobStore(caller.exportDir).read(request.params.jobId);
    if (!job || job.account !== caller.account) throw new AppError(404, 'unknown export job');
    return ok({ jobId: job.id, status: job.status, written: job.written, total: job.total, sourcePath: job.sourcePath ?? null, error: job.error ?? null });
  });
};

export default databaseRoutes;
