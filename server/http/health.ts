// GET /chis_web/api/health: whether this replica answers and whether its market is prepared. Load
// balancers and the load bench wait on it; it names no data and needs no token.
import type { FastifyInstance } from 'fastify';
import { marketReadiness } from '../modules/market/warm-up';
import type { Warehouse } from '../warehouse/connection';
import { ok } from './envelope';

export function registerHealthRoute(app: FastifyInstance, warehouse: Warehouse | null): void {
  app.get('/api/health', async () => ok({ status: 'ok', market: warehouse ? marketReadiness(warehouse) : 'absent' }));
}
