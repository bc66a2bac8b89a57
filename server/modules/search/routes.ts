// One-click search (spec §2, tracker issue 6): per-database match counts for a keyword, and one
// item's statistics across channels with the database pages that mention it. Register with
//   app.register(searchRoutes, {warehouse, whitelist: databaseWhitelist, index, caller})
// next to the database routes; the counts reuse the database module's own filter and count.
import { authorize, can } from '../../http/authorize';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { localeOf } from '../../http/messages';
import type { Warehouse } from '../../warehouse/connection';
import { buildCatalogue, readDatabaseSchemas } from '../database/catalogue';
import { createDatabaseService } from '../database/service';
import type { DatabaseEntry } from '../database/types';
import type { PageCaller } from '../export/caller';
import { searchIndex, type SearchIndex } from '../home/search-index';
import { dimensionsOf } from '../home/dimensions';
import { licensedScope } from '../market/entitlements';
import { channelStats } from './channel-stats';
import { ITEM_TYPES, itemIdentity, type ItemType } from './item-identity';
import { countPages } from './page-counts';

export const ITEM_CODE = 'MARKET_DATA_STATISTICS_INNER_PAGE';
const SEARCH_CODE = 'HOME_PAGE';
const HIT_LIMIT = 50;

export interface SearchRoutesOptions {
  warehouse: Warehouse;
  /** `databaseWhitelist` from src/generated/whitelist.ts. */
  whitelist: Record<string, DatabaseEntry>;
  /** The home module's autocomplete index. */
  index: SearchIndex;
  schemaDir?: string;
  caller(request: FastifyRequest): Promise<PageCaller>;
}

const summaryQuery = {
  type: 'object',
  required: ['keyword'],
  additionalProperties: false,
  properties: { keyword: { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } },
} as const;

const itemQuery = {
  type: 'object',
  required: ['type', 'id'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: [...ITEM_TYPES] },
    id: { type: 'string', minLength: 1, maxLength: 50 },
  },
} as const;

const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (app, opts) => {
  const catalogue = buildCatalogue(opts.whitelist, await readDatabaseSchemas(opts.schemaDir ?? 'schemas/basic'));
  const service = createDatabaseService(opts.warehouse, catalogue);

  const logFailure = (request: FastifyRequest) => (pageId: string, error: unknown) =>
    request.log.error({ err: error, pageId }, 'search count failed');

  async function authorise(request: FastifyRequest, code: string): Promise<PageCaller> {
    const caller = await opts.caller(request);
    authorize(caller, code);
    return caller;
  }

  app.get<{ Querystring: { keyword: string } }>(
    '/api/v2/home/search/summary',
    { schema: { querystring: summaryQuery } },
    async (request) => {
      const caller = await authorise(request, SEARCH_CODE);
      const keyword = request.query.keyword.trim();
      const sections = await countPages(service, catalogue, { keyword }, (code) => can(caller, code), logFailure(request));
      return ok({ keyword, sections, hits: searchIndex(opts.index, keyword, HIT_LIMIT) });
    },
  );

  app.get<{ Querystring: { type: ItemType; id: string } }>(
    '/api/v2/home/search/item',
    { schema: { querystring: itemQuery } },
    async (request) => {
      const caller = await authorise(request, ITEM_CODE);
      const { type, id } = request.query;
      const item = await itemIdentity(opts.warehouse, type, id);
      const { provinces } = await dimensionsOf(opts.warehouse);
      // The licence, exactly as the market pages narrow it (no licence → 403).
      const scope = licensedScope(caller.licenses, provinces, null, localeOf(request));
      const [stats, sections] = await Promise.all([
        channelStats(opts.warehouse, type, id, scope),
        countPages(service, catalogue, { keyword: item.name, key: item.pageKey }, (code) => can(caller, code), logFailure(request)),
      ]);
      return ok({ item, ...stats, sections });
    },
  );
};

export default searchRoutes;
