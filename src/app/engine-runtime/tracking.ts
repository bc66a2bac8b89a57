// The engine's query and export events, recorded by the app's tracking (spec §3): a database page's
// under BASE_DATABASE_*, an analysis page's under MARKET_DATABASE_*, each named by its page title.
import type { MarketTrackedEvent, TrackedQuery } from '../../engine';
import { trackExport, trackQuery } from '../tracking';
import { trackedModuleName } from './schema-routes';

function record(area: 'base' | 'market', action: 'query' | 'export', pageId: string, fields: Record<string, unknown>): void {
  const moduleName = trackedModuleName(pageId);
  if (action === 'export') trackExport(area, moduleName, fields);
  else trackQuery(area, moduleName, fields);
}

export function trackDatabaseEvent(event: TrackedQuery): void {
  record('base', event.action, event.databaseId, event.fields);
}

export function trackMarketEvent(event: MarketTrackedEvent): void {
  record('market', event.action, event.pageId, event.fields);
}
