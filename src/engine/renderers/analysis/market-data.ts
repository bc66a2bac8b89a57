// What the analysis renderer needs from the app beyond the engine runtime: the market API of
// docs/contracts.md §13 and market tracking. The app fills this over its HTTP client and wraps analysis
// routes in <MarketDataContext.Provider>; the engine still never imports src/app or src/api.
import { createContext, useContext } from 'react';
import type { SortOrder } from '../../../generated/schema-types';
import type { NoComparison } from '../../../shared/market-notes';

export type PeriodType = 'MONTH' | 'QUARTER' | 'YEAR' | 'YTD' | 'MAT';
export type CategorySystem = 'ATC' | 'SORT';

export interface MarketQuery {
  filters: Record<string, unknown>;
  period: { type: PeriodType; value: string };
  category: CategorySystem;
  blocks?: string[];
  toggles?: Record<string, string>;
}

export type MeasureValues = Record<string, number | null>;

/** A row as the server sends it: `key`, `name` (or `label` for periods), measures, `isNew`. */
export type RawRow = Record<string, unknown>;

export type BlockResult =
  | {
      kind: 'kpi';
      values: MeasureValues;
      newEntry?: Record<string, boolean>;
      /** With a selection (集团, 生产企业, 品牌 picking rows): the chosen members' own figures and share of the market. */
      selection?: { values: MeasureValues; newEntry?: Record<string, boolean> };
    }
  | { kind: 'series'; dimension: 'period'; rows: RawRow[] }
  | { kind: 'rows'; dimension: string; rows: RawRow[]; other?: RawRow; total?: RawRow }
  | { kind: 'matrix'; rows: unknown[]; columns: unknown[]; cells: (number | null)[][] };

export interface MarketResult {
  dataAsOf: string;
  /** The first month with data (older answers may leave it out). */
  firstMonth?: string;
  period: {
    type: PeriodType;
    value: string;
    /** As the subscriber reads it, a partial year marked: '2026年（1–9月）'. */
    label: string;
    comparable: boolean;
    /** Why growth is empty: a partial year, or no data a year earlier. */
    noComparison?: NoComparison | null;
  };
  /** The filter keys that defined the market and those that only picked rows (issue 12). */
  base?: { market: string[]; selection: string[] };
  /** The caller's licensed provinces when narrower than all of China (the figures cover these only); null or absent: all of China. */
  licensedProvinces?: string[] | null;
  /** The page's channels the caller's plan licenses (names) when fewer than the page's; null or absent: every channel of the page. */
  licensedChannels?: string[] | null;
  /** The caller's plan's history span when shorter than the data; null or absent: all of the history. */
  historySpan?: HistorySpan | null;
  blocks: Record<string, BlockResult>;
}

export interface MarketOption {
  value: string;
  label: string;
}

/** A plan's history span: the last `months` months of data, from `from` ('YYYY-MM') on. */
export interface HistorySpan {
  months: number;
  from: string;
}

export interface MarketPeriods {
  dataAsOf: string;
  /** The types with periods on offer (within the caller's history span). */
  types: PeriodType[];
  latest: Partial<Record<PeriodType, string>>;
  values: Partial<Record<PeriodType, string[]>>;
  historySpan?: HistorySpan | null;
}

export interface CustomMarket {
  id: string | number;
  name: string;
  pageId: string;
  filters: Record<string, unknown>;
  createdAt: string;
}

export interface MarketDataProvider {
  query(pageId: string, body: MarketQuery, signal?: AbortSignal): Promise<MarketResult>;
  /** Members matching a keyword, or with `values` the labels of exactly those members. */
  options(pageId: string, request: { key: string; keyword: string; limit: number; values?: string[] }, signal?: AbortSignal): Promise<MarketOption[]>;
  periods(pageId: string, signal?: AbortSignal): Promise<MarketPeriods>;
  /**
   * The provinces the user is licensed for on this page's section: the AREA list of
   * `/user/permissions/options` (contracts §10) as `{value: name, label: name}`, pseudo-entry included
   * (the renderer drops it).
   */
  regions(pageId: string, signal?: AbortSignal): Promise<MarketOption[]>;
  /** `unit` and `order`: the number unit and row order the page shows, so the workbook reads the same. */
  export(pageId: string, body: MarketQuery & { block: string; unit: string; order: SortOrder }): Promise<{ sourcePath: string; filename: string }>;
  listCustomMarkets(): Promise<CustomMarket[]>;
  saveCustomMarket(market: { name: string; pageId: string; filters: Record<string, unknown> }): Promise<CustomMarket>;
  deleteCustomMarket(id: string | number): Promise<void>;
}

export interface MarketTrackedEvent {
  eventCode: 'MARKET_DATABASE_QUERY_EVENTS' | 'MARKET_DATABASE_EXPORT_EVENT';
  action: 'query' | 'export';
  pageId: string;
  /** The query's filter keys and values, plus timeType/time; `block` for an export. */
  fields: Record<string, unknown>;
}

export interface MarketRuntime {
  data: MarketDataProvider;
  track(event: MarketTrackedEvent): void;
}

export const MarketDataContext = createContext<MarketRuntime | null>(null);

export function useMarket(): MarketRuntime {
  const runtime = useContext(MarketDataContext);
  if (!runtime) throw new Error('analysis pages must be rendered inside <MarketDataContext.Provider>');
  return runtime;
}
