// Home: autocomplete of the one-click search, the SORT tree, dimension members for pickers, the member's licence.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authenticate, requireCode, sessionOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import type { Warehouse } from '../../warehouse/connection';
import { DIMENSIONS, dimensionMembers, type DimensionName } from './dimension-members';
import { dimensionsOf } from './dimensions';
import { licenceSummary } from './licence';
import { searchIndex, type SearchIndex } from './search-index';

const autocompleteQuery = {
  type: 'object',
  required: ['keyword'],
  additionalProperties: false,
  properties: {
    keyword: { type: 'string', minLength: 1, maxLength: 50 },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
} as const;

const drugDimnBody = {
  type: 'object',
  required: ['dimension'],
  additionalProperties: false,
  properties: {
    dimension: { type: 'string', enum: Object.keys(DIMENSIONS) },
    keyword: { type: 'string', maxLength: 50 },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  },
} as const;

export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext, index: SearchIndex): void {
  // The home search belongs to the home page's rights (a trial holds them; an admin account does not).
  const auth = [authenticate(ctx), requireCode(ctx, 'HOME_PAGE')];
  const warehouse = (): Warehouse => {
    if (!ctx.warehouse) throw new AppError(500, 'server.noWarehouse');
    return ctx.warehouse;
  };

  app.get('/api/v2/home/search/autocomplete', { preHandler: auth, schema: { querystring: autocompleteQuery } }, async (request) => {
    const { keyword, limit } = request.query as { keyword: string; limit: number };
    return ok(searchIndex(index, keyword, limit));
  });

  // Any signed-in member (a user-centre visitor may not hold HOME_PAGE): what their licence covers.
  app.get('/api/v2/home/licence', { preHandler: authenticate(ctx) }, async (request) =>
    ok(await licenceSummary({ ...ctx, warehouse: warehouse() }, sessionOf(request).userId)),
  );

  app.get('/api/v2/home/sort-list', { preHandler: auth }, async () => ok((await dimensionsOf(warehouse())).sortTree));

  app.post('/api/v2/home/drug-dimn', { preHandler: auth, schema: { body: drugDimnBody } }, async (request) => {
    const { dimension, keyword, limit } = request.body as { dimension: DimensionName; keyword?: string; limit: number };
    return ok(await dimensionMembers(warehouse(), dimension, keyword, limit));
  });
}
