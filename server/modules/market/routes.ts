// The market analysis API (contracts §13), one set of routes for every analysis page, driven by
// the generated whitelist. Register with
//   app.register(marketRoutes, {warehouse, db, whitelist: analysisPages, caller, registerExport, now})
// The page's view code guards query/options/periods, its export code guards export; every query is
// narrowed to the caller's licensed provinces, categories and dosage forms.
import { authorize } from '../../http/authorize';
import { mkdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AnalysisWhitelistEntry } from '../../../src/generated/whitelist';
import type { SortOrder } from '../../../src/generated/schema-types';
import { findNumberUnit, NUMBER_UNITS } from '../../../src/shared/number-units';
import { PERIOD_TYPES } from '../../../src/shared/period';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import { ok } from '../../http/envelope';
import { localeOf, localize } from '../../http/messages';
import type { Warehouse } from '../../warehouse/connection';
import type { PageCaller } from '../export/caller';
import type { ExportTask } from '../export/export-tasks';
import { exporterOf, type Exporter } from '../export/exporter';
import { buildMarketCatalogue, type MarketPage } from './catalogue';
import { createCustomMarketStore } from './custom-markets';
import { parseFilters } from './filters';
import { ID_PATTERN, parseId } from '../../http/ids';
import type { Dialect } from '../../db/connect';
import { exportRows, firstRows } from './export-rows';
import { marketError } from './messages';
import { createMarketService, type QueryBody } from './service';
import { prepareMarket } from './warm-up';
import { baseLabels, describeFilters } from './filter-summary';
import type { MarketWorkbook } from './workbook';
import { chinaTime } from '../database/workbook';

export interface MarketRoutesOptions {
  warehouse: Warehouse;
  /** The app database (saved custom markets). */
  db: Kysely<Database>;
  /** `analysisPages` from src/generated/whitelist.ts. */
  whitelist: Record<string, AnalysisWhitelistEntry>;
  /** Folders of the analysis and filter-set schemas; default `schemas/market`, `schemas/filters`. */
  schemaDirs?: { market: string; filters: string };
  /** The logged-in caller with codes and licences (throw AppError 401 when there is none). */
  caller(request: FastifyRequest): Promise<PageCaller>;
  /** Makes a finished workbook downloadable; returns the `sourcePath` for /api/v2/export-excel/download. */
  registerExport(request: FastifyRequest, file: { path: string; fileName: string }): Promise<string>;
  /** The server's export workers (they write the workbook); absent: the plugin runs its own. */
  exporter?: Exporter;
  now?: () => number;
  /** The app database's dialect (PostgreSQL locks a member's row while counting their markets); default sqlite. */
  dialect?: Dialect;
}

// A query body holds these fields and no others (an unknown field is a 400, never a cache key);
// the filter values are checked against the page's filter set by the service.
const QUERY_PROPERTIES = {
  filters: { type: 'object', maxProperties: 50 },
  period: {
    type: 'object',
    required: ['type', 'value'],
    additionalProperties: false,
    properties: { type: { type: 'string', enum: [...PERIOD_TYPES] }, value: { type: 'string', maxLength: 10 } },
  },
  category: { type: 'string', enum: ['ATC', 'SORT'] },
  blocks: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 } },
  toggles: { type: 'object', maxProperties: 50, additionalProperties: { type: 'string', maxLength: 50 } },
} as const;

const querySchema = { body: { type: 'object', additionalProperties: false, properties: QUERY_PROPERTIES } };
const exportSchema = {
  body: {
    type: 'object',
    required: ['block'],
    additionalProperties: false,
    properties: {
      ...QUERY_PROPERTIES,
      block: { type: 'string', minLength: 1, maxLength: 100 },
      // The number unit the page shows money and volumes in (spec §9); 万 when left out.
      unit: { type: 'string', enum: NUMBER_UNITS.map((u) => u.id) },
      // The ranking's order on screen (the sort switch); by rank, largest first, when left out.
      order: { type: 'string', enum: ['desc', 'asc'] satisfies SortOrder[] },
    },
  },
};
const optionsSchema = {
  querystring: {
    type: 'object',
    required: ['key'],
    additionalProperties: false,
    properties: {
      key: { type: 'string', minLength: 1, maxLength: 50 },
      keyword: { type: 'string', maxLength: 100 },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      /** A JSON array of values whose labels are wanted (as the database API's `filters`). */
      values: { type: 'string', maxLength: 10_000 },
    },
  },
};
const customMarketSchema = {
  body: {
    type: 'object',
    required: ['name', 'pageId', 'filters'],
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
      pageId: { type: 'string', minLength: 1, maxLength: 100 },
      filters: { type: 'object', maxProperties: 50 },
    },
  },
};
const customMarketListSchema = {
  querystring: { type: 'object', additionalProperties: false, properties: { pageId: { type: 'string', minLength: 1, maxLength: 100 } } },
};
const customMarketIdSchema = {
  params: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: ID_PATTERN.source } } },
};

/** Saved markets one member may keep, and the largest filter object one may hold (bytes of JSON). */
export const MAX_CUSTOM_MARKETS = 50;
export const MAX_CUSTOM_MARKET_FILTERS_BYTES = 16_384;

type PageParams = { pageId: string };

/** The caller's plan's history span in months (null = all of the history). */
const historyMonths = (caller: PageCaller) => caller.entitlements.limits.historyMonths;

function parseOptionValues(raw: string, locale: ReturnType<typeof localeOf>): string[] {
  let values: unknown;
  try {
    values = JSON.parse(raw);
  } catch {
    throw marketError(400, locale, 'badOptionValues');
  }
  if (!Array.isArray(values) || values.length > 100 || !values.every((v) => typeof v === 'string')) throw marketError(400, locale, 'badOptionValues');
  return values;
}

const marketRoutes: FastifyPluginAsync<MarketRoutesOptions> = async (app, opts) => {
  const pages = await buildMarketCatalogue(opts.whitelist, opts.schemaDirs ?? { market: 'schemas/market', filters: 'schemas/filters' });
  const service = createMarketService(opts.warehouse);
  const exporter = exporterOf(app, opts.exporter);
  const customMarkets = createCustomMarketStore(opts.db, opts.dialect ?? 'sqlite');
  const now = opts.now ?? Date.now;
  // The in-memory sales index builds in the background from the start; queries use SQL until it is done.
  prepareMarket(opts.warehouse, Object.values(pages)).catch((error: unknown) => app.log.error({ err: error }, 'market sales index not built: queries stay in DuckDB'));

  function pageOf(request: FastifyRequest, id: string): MarketPage {
    const page = Object.hasOwn(pages, id) ? pages[id] : undefined;
    if (!page) throw marketError(404, localeOf(request), 'unknownPage', { value: id });
    return page;
  }

  async function authorise(request: FastifyRequest, code: string): Promise<PageCaller> {
    const caller = await opts.caller(request);
    authorize(caller, code);
    return caller;
  }

  app.post<{ Params: PageParams; Body: QueryBody }>('/api/v2/market/:pageId/query', { schema: querySchema }, async (request) => {
    const page = pageOf(request, request.params.pageId);
    const caller = await authorise(request, page.viewCode);
    return ok(await service.query(page, request.body ?? {}, caller.licenses, localeOf(request), historyMonths(caller)));
  });

  app.get<{ Params: PageParams }>('/api/v2/market/:pageId/periods', async (request) => {
    const page = pageOf(request, request.params.pageId);
    const caller = await authorise(request, page.viewCode);
    return ok(await service.periods(page, historyMonths(caller)));
  });

  app.get<{ Params: PageParams; Querystring: { key: string; keyword?: string; limit?: number; values?: string } }>(
    '/api/v2/market/:pageId/options',
    { schema: optionsSchema },
    async (request) => {
      const page = pageOf(request, request.params.pageId);
      const caller = await authorise(request, page.viewCode);
      const { key, keyword = '', limit = 20 } = request.query;
      const values = request.query.values === undefined ? undefined : parseOptionValues(request.query.values, localeOf(request));
      return ok(await service.options(page, key, { keyword, limit, values }, caller.licenses, localeOf(request)));
    },
  );

  app.post<{ Params: PageParams; Body: QueryBody & { block: string; unit?: string; order?: SortOrder } }>('/api/v2/market/:pageId/export', { schema: exportSchema }, async (request) => {
    const page = pageOf(request, request.params.pageId);
    const caller = await authorise(request, page.exportCode);
    const locale = localeOf(request);
    const { block: blockId, unit: unitId = 'TEN_THOUSAND', order = 'desc', ...body } = request.body;
    const block = page.blocks.find((b) => b.id === blockId);
    if (!block?.export) throw marketError(400, locale, 'notExportable', { value: blockId });
    const whole = await service.query(page, { ...body, blocks: [block.id] }, caller.licenses, locale, historyMonths(caller));
    // The table's rows are spent from the monthly export quota before the workbook is written;
    // beyond it the workbook holds the first rows the quota allows, and says so.
    const rows = exportRows(whole.blocks[block.id]);
    const quota = await caller.reserveExportRows(rows);
    if (quota.granted === 0 && rows > 0) throw new AppError(403, 'entitlements.quotaExhausted', null, { limit: quota.limit ?? 0 });
    const note = quota.granted < rows ? localize('entitlements.quotaPartial', locale, { granted: quota.granted, total: rows }) : null;
    const result = note ? { ...whole, blocks: { [block.id]: firstRows(whole.blocks[block.id], quota.granted, order) } } : whole;
    const filters = await describeFilters(opts.warehouse, page, parseFilters(page.filterKeys, body.filters ?? {}, locale).accepted, locale, result.period.cur.to);
    await mkdir(caller.exportDir, { recursive: true });
    const path = join(caller.exportDir, `${randomUUID()}.xlsx`);
    const title = `${page.title[locale]} - ${block.title?.[locale] ?? block.id}`;
    const workbook: MarketWorkbook = {
      path,
      title,
      result,
      block: result.blocks[block.id],
      measures: block.measures,
      unit: findNumberUnit(unitId)!,
      order,
      filters,
      base: baseLabels(filters, result.base, locale),
      account: caller.account,
      exportedAt: chinaTime(new Date(now())),
      locale,
      note,
    };
    await exporter.pool.run({ kind: 'market', workbook } satisfies ExportTask).catch(async (error: unknown) => {
      // No workbook: the reserved rows were not spent.
      await caller.releaseExportRows(quota.granted);
      throw error;
    });
    const filename = `${page.title[locale]}-${block.title?.[locale] ?? block.id}-${result.period.label}.xlsx`.replace(/[\\/:*?"<>|]/g, ' ');
    return ok({ sourcePath: await opts.registerExport(request, { path, fileName: filename }), filename, note });
  });

  app.get<{ Querystring: { pageId?: string } }>('/api/v2/market/custom-markets', { schema: customMarketListSchema }, async (request) => {
    const caller = await opts.caller(request);
    return ok(await customMarkets.list(caller.userId, request.query.pageId));
  });

  app.post<{ Body: { name: string; pageId: string; filters: Record<string, unknown> } }>(
    '/api/v2/market/custom-markets',
    { schema: customMarketSchema },
    async (request) => {
      const page = pageOf(request, request.body.pageId);
      const caller = await authorise(request, page.viewCode);
      const locale = localeOf(request);
      // The filters a query of this page would take, and no others.
      const parsed = parseFilters(page.filterKeys, request.body.filters, locale);
      // A competitive market is its compared items: one without any would reopen to nothing.
      if (parsed.itemDimension !== null && parsed.items.length === 0) throw marketError(400, locale, 'emptyMarket');
      if (Buffer.byteLength(JSON.stringify(request.body.filters)) > MAX_CUSTOM_MARKET_FILTERS_BYTES) throw new AppError(400, 'custom.tooLarge');
      // The plan's limit when it has one below the product's own.
      const planLimit = caller.entitlements.limits.savedMarkets;
      const max = planLimit !== null && planLimit < MAX_CUSTOM_MARKETS ? planLimit : null;
      const saved = await customMarkets.create(caller.userId, { ...request.body, name: request.body.name.trim() }, now(), max ?? MAX_CUSTOM_MARKETS);
      if (!saved && max !== null) throw new AppError(403, 'entitlements.savedMarkets', null, { max });
      if (!saved) throw new AppError(409, 'custom.tooMany', null, { max: MAX_CUSTOM_MARKETS });
      return ok(saved);
    },
  );

  app.delete<{ Params: { id: string } }>('/api/v2/market/custom-markets/:id', { schema: customMarketIdSchema }, async (request) => {
    const caller = await opts.caller(request);
    const id = parseId(request.params.id, 'id');
    if (!(await customMarkets.remove(caller.userId, id))) throw marketError(404, localeOf(request), 'customMarketNotFound');
    return ok(null);
  });
};

export default marketRoutes;
