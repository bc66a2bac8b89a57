// What the app takes from the engine: the page renderers by route kind (each loaded on demand) and the
// runtime contract it fills (data access, locale, codes, schema loading, tracking).
import { lazy } from 'react';

export const renderers = {
  database: lazy(() => import('./renderers/database/DatabasePage')),
  'database-detail': lazy(() => import('./renderers/database/DatabaseDetailPage')),
  analysis: lazy(() => import('./renderers/analysis')),
  // Admin and member-centre screens: props `{ screenId }`, inside <CrudRuntimeProvider>.
  crud: lazy(() => import('./renderers/crud/CrudPage')),
};

export { EngineDataProvider, useEngine } from './runtime/context';
// The crud renderer's runtime (the resource API, granted rules, toasts), filled by the admin app.
export { CrudRuntimeProvider, useCrudRuntime } from './runtime/crud-context';
export { ResourceError } from './runtime/resource-provider';
export type {
  CrudRuntime,
  ResourceKey,
  ResourceListRequest,
  ResourceListResult,
  ResourceProvider,
  ResourceRow,
  ResourceSearch,
  SelectOption,
  SelectRequest,
} from './runtime/resource-provider';
export { toExportBody, toQueryParams } from './runtime/data-provider';
export { createHttpDataProvider, type EngineTransport, type TransportRequest } from './runtime/http-data-provider';
export type {
  DataProvider,
  DetailResult,
  EngineRuntime,
  ExportRequest,
  ExportStatus,
  FacetValue,
  ListRequest,
  ListResult,
  QueryRequest,
  TrackedQuery,
} from './runtime/data-provider';
export type { DatabasePageSchema } from './schema/types';
// The analysis renderer's own runtime (the market API and market tracking), filled by the app too.
export { MarketDataContext } from './renderers/analysis/market-data';
export type { CustomMarket, MarketDataProvider, MarketOption, MarketRuntime, MarketTrackedEvent } from './renderers/analysis/market-data';
export { default as engineMessages } from './runtime/messages';
