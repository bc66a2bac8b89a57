// Everything a block needs to know about one query: the page, the period and its windows, and the
// conditions (request filters narrowed to the caller's licence) that every block applies.
import type { MonthWindow, Period } from '../../../src/shared/period';
import type { Locale } from '../../http/messages';
import type { Warehouse } from '../../warehouse/connection';
import type { MarketPage } from './catalogue';
import type { Condition, ParsedFilters } from './filters';
import type { Comparison } from './metrics';

export interface QueryContext {
  warehouse: Warehouse;
  page: MarketPage;
  period: Period;
  cur: MonthWindow;
  prev: MonthWindow;
  mom: MonthWindow | null;
  comparison: Comparison;
  /** The first month with data: windows starting earlier cannot be compared. */
  firstMonth: string;
  /** The last month with data: a YEAR ending later is partial. */
  dataAsOf: string;
  filters: ParsedFilters;
  /** The market: the request's market filters plus the licence's. */
  conditions: Condition[];
  /** The filters that pick which members of a ranking are shown (filters.ts); never part of the market. */
  selection: Condition[];
  /** Province codes the caller may read within the request's region (empty: none). */
  provinces: string[];
  /** Licensed top-level category codes (null = all), for sources that have no generic. */
  categoryLicence: string[] | null;
  category: 'ATC' | 'SORT';
  toggles: Record<string, string>;
  locale: Locale;
  /** The page shows standard units somewhere, so the queries sum them. */
  withStd: boolean;
  /** Per-request results shared between blocks (the bases of bases.ts). */
  memo: Map<string, Promise<unknown>>;
}
