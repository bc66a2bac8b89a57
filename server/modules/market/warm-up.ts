// What every market query reads, prepared when the server starts rather than inside subscribers'
// first queries: the in-memory sales index, the dimension tables that name the members, the
// provinces licences are matched against and the attribute maps the shared bases roll up through.
// Aggregates over the whole index then run the scan loops of each grain once, and (given the
// pages) the default view of each market overview is computed once, uncached, so the JIT has
// compiled the roll-ups and blocks too before the first subscriber's query: without it the first
// queries of a fresh server took up to 5× their later time (100 ms against 23 ms p95, retail
// overview). The overviews use every kind of block and take 0.2 s together; the other views'
// default queries add SQL of seconds (company groups, SKU counts; 26 s for all pages).
import { monthOf } from '../../../src/shared/period';
import type { Warehouse } from '../../warehouse/connection';
import { dimensionsOf } from '../home/dimensions';
import { runAggregate, runAggregateColumns } from './aggregate';
import { attributesOf } from './bases';
import type { MarketPage } from './catalogue';
import { salesIndexOf } from './columnar/sales-index';
import { DIMENSIONS } from './dimensions';
import { createMarketService } from './service';

export type MarketReadiness = 'preparing' | 'ready' | 'failed';
const readiness = new WeakMap<Warehouse, MarketReadiness>();
const preparations = new WeakMap<Warehouse, Promise<void>>();

/** Whether the market of this warehouse is prepared (the health check reports it). */
export function marketReadiness(warehouse: Warehouse): MarketReadiness {
  return readiness.get(warehouse) ?? 'preparing';
}

/** Prepares the market of a warehouse once; a later call waits for the same preparation. */
export function prepareMarket(warehouse: Warehouse, pages: MarketPage[] = []): Promise<void> {
  let preparation = preparations.get(warehouse);
  if (!preparation) {
    preparation = prepareAll(warehouse, pages).then(
      () => void readiness.set(warehouse, 'ready'),
      (error: unknown) => {
        readiness.set(warehouse, 'failed');
        throw error;
      },
    );
    preparations.set(warehouse, preparation);
  }
  return preparation;
}

async function prepareAll(warehouse: Warehouse, pages: MarketPage[]): Promise<void> {
  await Promise.all([...Object.values(DIMENSIONS).map((dimension) => dimension.names(warehouse, [], '2000-01')), attributesOf(warehouse), dimensionsOf(warehouse)]);
  const index = await salesIndexOf(warehouse);
  if (!index || index.monthCount === 0) return;
  const window = { from: monthOf(index.firstMonth), to: monthOf(index.firstMonth + index.monthCount - 1) };
  const spec = { channels: index.channels, conditions: [], windows: [{ name: 'cur', ...window }], asOf: window.to };
  // Product grain, generic grain, area grain.
  await runAggregateColumns(warehouse, { ...spec, groupBy: [DIMENSIONS.product.key] });
  await runAggregateColumns(warehouse, { ...spec, groupBy: [DIMENSIONS.generic.key, DIMENSIONS.province.key] });
  await runAggregate(warehouse, { ...spec, groupBy: [DIMENSIONS.province.key] });
  // A service of its own without a cache: the subscribers' cache stays empty.
  const service = createMarketService(warehouse, { cache: false });
  for (const page of pages.filter((p) => p.view === 'market-overview')) await service.query(page, {}, { areas: null, categories: null, forms: null, channels: null }, 'zh-cn');
}
