// What every market query reads, prepared when the server starts rather than inside subscribers'
// first queries: the in-memory sales index and the dimension tables that name the members. One
// aggregate over the whole index then runs the scan loop once, so the JIT has compiled it before
// the first subscriber's query.
import { monthOf } from '../../../src/shared/period';
import type { Warehouse } from '../../warehouse/connection';
import { runAggregate } from './aggregate';
import { salesIndexOf } from './columnar/sales-index';
import { DIMENSIONS } from './dimensions';

export async function prepareMarket(warehouse: Warehouse): Promise<void> {
  await Promise.all(Object.values(DIMENSIONS).map((dimension) => dimension.names(warehouse, [], '2000-01')));
  const index = await salesIndexOf(warehouse);
  if (!index || index.monthCount === 0) return;
  const window = { from: monthOf(index.firstMonth), to: monthOf(index.firstMonth + index.monthCount - 1) };
  for (const key of [DIMENSIONS.province.key, DIMENSIONS.product.key]) {
    await runAggregate(warehouse, { channels: index.channels, groupBy: [key], conditions: [], windows: [{ name: 'all', ...window }], asOf: window.to });
  }
}
