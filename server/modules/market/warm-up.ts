// What every market query reads, prepared when the server starts rather than inside subscribers'
// first queries: the in-memory sales index, the dimension tables that name the members, the
// provinces licences are matched against and the attribute maps the shared bases roll up through. Aggregates over the whole index then run the
// scan and roll-up loops of each grain once, so the JIT has compiled them before the first
// subscriber's query.
import { monthOf } from '../../../src/shared/period';
import type { Warehouse } from '../../warehouse/connection';
import { dimensionsOf } from '../home/dimensions';
import { runAggregate, runAggregateColumns } from './aggregate';
import { attributesOf } from './bases';
import { salesIndexOf } from './columnar/sales-index';
import { DIMENSIONS } from './dimensions';

export type MarketReadiness = 'preparing' | 'ready' | 'failed';
const readiness = new WeakMap<Warehouse, MarketReadiness>();

/** Whether the market of this warehouse is prepared (the health check reports it). */
export function marketReadiness(warehouse: Warehouse): MarketReadiness {
  return readiness.get(warehouse) ?? 'preparing';
}

export async function prepareMarket(warehouse: Warehouse): Promise<void> {
  try {
    await prepareAll(warehouse);
    readiness.set(warehouse, 'ready');
  } catch (error) {
    readiness.set(warehouse, 'failed');
    throw error;
  }
}

async function prepareAll(warehouse: Warehouse): Promise<void> {
  await Promise.all([...Object.values(DIMENSIONS).map((dimension) => dimension.names(warehouse, [], '2000-01')), attributesOf(warehouse), dimensionsOf(warehouse)]);
  const index = await salesIndexOf(warehouse);
  if (!index || index.monthCount === 0) return;
  const window = { from: monthOf(index.firstMonth), to: monthOf(index.firstMonth + index.monthCount - 1) };
  const spec = { channels: index.channels, conditions: [], windows: [{ name: 'cur', ...window }], asOf: window.to };
  // Product grain, generic grain, area grain.
  await runAggregateColumns(warehouse, { ...spec, groupBy: [DIMENSIONS.product.key] });
  await runAggregateColumns(warehouse, { ...spec, groupBy: [DIMENSIONS.generic.key, DIMENSIONS.province.key] });
  await runAggregate(warehouse, { ...spec, groupBy: [DIMENSIONS.province.key] });
}
