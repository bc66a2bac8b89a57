// The market API's work: periods on offer, a page query (every requested block), the options of
// tag-select widgets. Validates what the JSON schemas cannot (filter keys of the page, period
// shape, blocks, toggles) and narrows everything to the caller's licence first.
import type { AnalysisBlock } from '../../../src/generated/schema-types';
import {
  addMonths,
  availablePeriods,
  isPartialYear,
  latestPeriod,
  momWindow,
  monthIndex,
  parsePeriod,
  periodLabel,
  periodWindow,
  previousYearWindow,
  type Period,
  type PeriodType,
} from '../../../src/shared/period';
import type { Licenses } from '../auth/permission-service';
import { dimensionsOf } from '../home/dimensions';
import type { Locale } from '../../http/messages';
import type { Warehouse } from '../../warehouse/connection';
import type { MarketPage } from './catalogue';
import type { QueryContext } from './context';
import { CHANNEL_NAMES, categoryDimension, DIMENSIONS } from './dimensions';
import { licensedChannels, licensedScope, narrowerLicence, provinceCondition } from './entitlements';
import { categoryDepth, parseFilters, type ParsedFilters } from './filters';
import { matrixBlock } from './matrix-block';
import { loadMembers } from './members';
import { marketError } from './messages';
import { measureValues, sumMembers } from './metrics';
import { hasOptions, listOptions, type OptionItem, type OptionRequest } from './options';
import { priceBandBlock } from './price-band-block';
import type { BlockResult, KpiResult, QueryResult } from './results';
import { canonicalKey, ResultCache } from '../../warehouse/result-cache';
import { rowsBlock } from './rows-block';
import { seriesBlock } from './series-block';
import { isStoreBlock, storeBlock } from './store-block';

export interface QueryBody {
  filters?: Record<string, unknown>;
  period?: { type: string; value: string };
  category?: 'ATC' | 'SORT';
  blocks?: string[];
  toggles?: Record<string, string>;
}

/** A query body as the page understood it (see `normalise`). */
interface NormalisedQuery {
  period?: { type: string; value: string };
  category: 'ATC' | 'SORT';
  blocks: AnalysisBlock[];
  toggles: Record<string, string>;
  filters: ParsedFilters;
}

interface DataRange {
  firstMonth: string;
  dataAsOf: string;
}

/** The history a member's plan lets them read: the last `months` months of data, from `from` on. */
export interface HistorySpan {
  months: number;
  from: string;
}

/** The span of a plan's `historyMonths` over the data (null: all of the history, or a span reaching before the data). */
function spanOf(range: DataRange, historyMonths: number | null): HistorySpan | null {
  if (historyMonths === null) return null;
  const from = addMonths(range.dataAsOf, 1 - Math.max(1, historyMonths));
  return monthIndex(from) > monthIndex(range.firstMonth) ? { months: historyMonths, from } : null;
}

/** The months a member may read: the data's, starting at the span when it is shorter. */
const within = (range: DataRange, span: HistorySpan | null): DataRange => (span ? { firstMonth: span.from, dataAsOf: range.dataAsOf } : range);

const CHANNEL_ONLY: Record<string, string> = { hospitalGrade: 'HOSPITAL', platform: 'B2C' };

/** Answers kept for repeated queries (a page's default view is opened by many subscribers). */
const CACHED_RESULTS = 500;

export function createMarketService(warehouse: Warehouse, settings: { cache?: boolean } = {}) {
  const ranges = new Map<string, Promise<DataRange>>();
  const cache = new ResultCache<QueryResult>(settings.cache === false ? 0 : CACHED_RESULTS);

  /** The months every channel of the page has: from the first month to the earliest "data as of". */
  function rangeOf(page: MarketPage): Promise<DataRange> {
    const key = page.factChannels.join(',');
    let range = ranges.get(key);
    if (!range) {
      range = (async () => {
        const placeholders = page.factChannels.map((_, i) => `$${i + 1}`).join(', ');
        const [row] = await warehouse.all<{ first: string; asOf: string }>(
          `SELECT strftime((SELECT min(month) FROM cube_generic_month WHERE channel IN (${placeholders})), '%Y-%m') AS first,
                  strftime(min(latest_month), '%Y-%m') AS asOf FROM meta_data_as_of WHERE channel IN (${placeholders})`,
          [...page.factChannels],
        );
        return { firstMonth: row.first, dataAsOf: row.asOf };
      })();
      ranges.set(key, range);
    }
    return range;
  }

  /** The periods on offer; a plan's history span (historyMonths) leaves out those starting before it, and types left with none. */
  async function periods(page: MarketPage, historyMonths: number | null = null) {
    const range = await rangeOf(page);
    const span = spanOf(range, historyMonths);
    const { firstMonth, dataAsOf } = within(range, span);
    const values = (page.periods as PeriodType[]).map((type) => [type, availablePeriods(type, firstMonth, dataAsOf).map((p) => p.value)] as const);
    const offered = span ? values.filter(([, list]) => list.length > 0) : values;
    const types = offered.map(([type]) => type);
    return {
      dataAsOf,
      types,
      // The latest complete period of each type, or within a span the newest one it holds.
      latest: Object.fromEntries(offered.map(([type, list]) => [type, !span || startsWithin(latestPeriod(type, dataAsOf), firstMonth) ? latestPeriod(type, dataAsOf).value : list[0]])),
      values: Object.fromEntries(offered),
      historySpan: span,
    };
  }

  const startsWithin = (period: Period, firstMonth: string) => monthIndex(periodWindow(period).from) >= monthIndex(firstMonth);

  /**
   * The period asked for, or the latest of the page's default type. Within a history span the
   * default falls back to the latest period of another type that fits; a period starting before
   * the span is refused (403) saying what the plan covers.
   */
  function choosePeriod(page: MarketPage, range: DataRange, span: HistorySpan | null, input: QueryBody['period'], locale: Locale): Period {
    const readable = within(range, span);
    const beyondSpan = () => marketError(403, locale, 'historySpan', { months: String(span?.months), from: span?.from ?? '' });
    if (!input && !span) return latestPeriod(page.defaultPeriod as PeriodType, range.dataAsOf);
    if (!input) {
      const types = [page.defaultPeriod, ...page.periods] as PeriodType[];
      const period = types.map((type) => latestPeriod(type, range.dataAsOf)).find((p) => startsWithin(p, readable.firstMonth));
      if (!period) throw beyondSpan();
      return period;
    }
    const period = parsePeriod(input.type, input.value);
    if (!period) throw marketError(400, locale, 'badPeriod');
    if (!(page.periods as string[]).includes(period.type)) throw marketError(400, locale, 'periodNotOffered', { value: period.type });
    const window = periodWindow(period);
    if (monthIndex(window.to) > monthIndex(range.dataAsOf) && period.type !== 'YEAR') throw marketError(400, locale, 'badPeriod');
    if (!startsWithin(period, range.firstMonth)) throw marketError(400, locale, 'badPeriod');
    if (!startsWithin(period, readable.firstMonth)) throw beyondSpan();
    return period;
  }

  function blockDimension(ctx: QueryContext, block: AnalysisBlock): string | null {
    const toggled = ctx.toggles[block.id] ?? block.dimension ?? null;
    if (toggled === 'category') return ctx.filters.categoryLevel ?? categoryDimension(ctx.category, categoryDepth(ctx.filters));
    if (toggled === 'product' && ctx.filters.itemDimension) return ctx.filters.itemDimension;
    return toggled;
  }

  function seriesDimension(ctx: QueryContext, block: AnalysisBlock): string | null {
    if (!block.series) return null;
    if (block.series === 'category') return categoryDimension(ctx.category, categoryDepth(ctx.filters));
    if (block.series === 'product' && ctx.filters.itemDimension) return ctx.filters.itemDimension;
    return block.series;
  }

  /** The market's figures, and with a selection the chosen members' own beside them (their share of that market). */
  async function kpiBlock(ctx: QueryContext, block: AnalysisBlock): Promise<KpiResult> {
    const newEntry = (isNew: boolean) => Object.fromEntries(block.measures.filter((m) => m === 'growth').map((m) => [m, isNew]));
    const [market] = await loadMembers(ctx, null, block.measures);
    const whole = market ?? sumMembers('total', []);
    const { values, isNew } = measureValues(whole, whole, block.measures, ctx.comparison);
    if (ctx.selection.length === 0) return { kind: 'kpi', values, newEntry: newEntry(isNew) };
    const [picked] = await loadMembers(ctx, null, block.measures, [...ctx.conditions, ...ctx.selection]);
    const measures = block.measures.includes('share') ? block.measures : [...block.measures, 'share'];
    const chosen = measureValues(picked ?? sumMembers('total', []), whole, measures, ctx.comparison);
    return { kind: 'kpi', values, newEntry: newEntry(isNew), selection: { values: chosen.values, newEntry: newEntry(chosen.isNew) } };
  }

  async function runBlock(ctx: QueryContext, block: AnalysisBlock): Promise<BlockResult> {
    if (block.type === 'kpi') return kpiBlock(ctx, block);
    const dimension = blockDimension(ctx, block);
    const series = seriesDimension(ctx, block);
    if (!dimension) throw new Error(`block ${block.id} has no dimension`);
    if (series && isStoreBlock(dimension)) return storeBlock(ctx, block, dimension, series);
    if (series) return matrixBlock(ctx, block, dimension, series);
    if (dimension === 'period') return seriesBlock(ctx, block);
    if (block.chart === 'price-band') return priceBandBlock(ctx, block);
    return rowsBlock(ctx, block, dimension);
  }

  /**
   * Checks a query body against the page (blocks, toggles, filter keys and values) before any
   * work: what is left is the query as understood, and only that keys the cache.
   */
  function normalise(page: MarketPage, body: QueryBody, locale: Locale): NormalisedQuery {
    const blocks = body.blocks ? body.blocks.map((id) => page.blocks.find((b) => b.id === id) ?? null) : page.blocks;
    const unknown = body.blocks?.find((id, i) => blocks[i] === null);
    if (unknown !== undefined) throw marketError(400, locale, 'unknownBlock', { value: unknown });
    const toggles = body.toggles ?? {};
    for (const [blockId, dimension] of Object.entries(toggles)) {
      const block = page.blocks.find((b) => b.id === blockId);
      const only = Object.hasOwn(CHANNEL_ONLY, dimension) ? CHANNEL_ONLY[dimension] : undefined;
      const fits =
        block && block.type !== 'kpi' && Object.hasOwn(DIMENSIONS, dimension) && (!only || (page.factChannels.length === 1 && page.factChannels[0] === only));
      if (!fits) throw marketError(400, locale, 'badToggle', { field: blockId, value: dimension });
    }
    const filters = parseFilters(page.filterKeys, body.filters ?? {}, locale);
    return {
      period: body.period ? { type: body.period.type, value: body.period.value } : undefined,
      category: body.category ?? 'ATC',
      blocks: blocks.filter((b): b is AnalysisBlock => b !== null),
      toggles,
      filters,
    };
  }

  /**
   * A page query; the same query (as understood) with the same licence and history span is answered
   * from the cache. `historyMonths` is the caller's plan's span (null = all of the history).
   */
  async function query(page: MarketPage, body: QueryBody, licenses: Licenses, locale: Locale, historyMonths: number | null = null): Promise<QueryResult> {
    const request = normalise(page, body, locale);
    const key = canonicalKey({
      page: page.id,
      period: request.period ?? null,
      category: request.category,
      blocks: request.blocks.map((b) => b.id),
      toggles: request.toggles,
      filters: request.filters.accepted,
      licenses,
      historyMonths,
      locale,
    });
    return cache.get(key, () => compute(page, request, licenses, locale, historyMonths));
  }

  async function compute(page: MarketPage, request: NormalisedQuery, licenses: Licenses, locale: Locale, historyMonths: number | null): Promise<QueryResult> {
    const whole = await rangeOf(page);
    const span = spanOf(whole, historyMonths);
    const period = choosePeriod(page, whole, span, request.period, locale);
    // Within a history span nothing before it is read: trends stop there and growth that would
    // compare with a year before it is empty (as before the first month of data).
    const range = within(whole, span);
    const { toggles, filters } = request;
    const { provinces } = await dimensionsOf(warehouse);
    const scope = licensedScope(licenses, provinces, filters.regions, locale, page.factChannels);
    const channels = licensedChannels(licenses, page.factChannels);

    const cur = periodWindow(period);
    const prev = previousYearWindow(period);
    const mom = momWindow(period);
    const first = monthIndex(range.firstMonth);
    // A partial year is never compared with a full one (domain notes §2.2); the page says why growth is empty.
    const partialYear = isPartialYear(period, range.dataAsOf);
    const noHistory = monthIndex(prev.from) < first;
    const prevAvailable = !noHistory && !partialYear;
    const ctx: QueryContext = {
      warehouse,
      // An omni-channel page sums only the channels the plan licenses.
      page: channels ? { ...page, factChannels: channels } : page,
      period,
      cur,
      prev,
      mom,
      comparison: { prevAvailable, momAvailable: mom !== null && monthIndex(mom.from) >= first },
      firstMonth: range.firstMonth,
      dataAsOf: range.dataAsOf,
      filters,
      conditions: [...filters.conditions, ...scope.conditions, provinceCondition(scope)],
      selection: filters.selection,
      provinces: scope.provinces,
      categoryLicence: licenses.categories,
      category: request.category,
      toggles,
      locale,
      withStd: page.blocks.some((block) => block.measures.includes('stdUnits')),
      memo: new Map(),
    };
    const chosen = request.blocks;
    const results = await Promise.all(chosen.map((block) => runBlock(ctx, block)));
    return {
      dataAsOf: range.dataAsOf,
      period: {
        ...period,
        label: periodLabel(period, locale, range.dataAsOf),
        // A partial year's window says the last month with data (2026-01 – 2026-09), not 2026-12.
        cur: monthIndex(cur.to) > monthIndex(range.dataAsOf) ? { from: cur.from, to: range.dataAsOf } : cur,
        prev,
        comparable: prevAvailable,
        noComparison: partialYear ? 'partialYear' : noHistory ? 'noHistory' : null,
      },
      firstMonth: range.firstMonth,
      base: filters.applied,
      licensedProvinces: narrowerLicence(licenses, provinces),
      licensedChannels: channels ? channels.map((channel) => CHANNEL_NAMES[channel] ?? channel) : null,
      historySpan: span,
      blocks: Object.fromEntries(chosen.map((block, i) => [block.id, results[i]])),
    };
  }

  async function options(page: MarketPage, key: string, request: OptionRequest, licenses: Licenses, locale: Locale): Promise<OptionItem[]> {
    const declared = page.filterKeys.find((k) => k.key === key);
    const dimension = declared?.options && 'dimension' in declared.options ? declared.options.dimension : null;
    if (!dimension || !hasOptions(dimension)) throw marketError(400, locale, 'badOptionKey', { value: key });
    return listOptions(warehouse, dimension, request, licenses, locale);
  }

  /** How many query answers the cache holds (bounded by CACHED_RESULTS). */
  const cachedQueries = (): number => cache.size;

  return { periods, query, options, rangeOf, cachedQueries };
}

export type MarketService = ReturnType<typeof createMarketService>;
