// What every market query reads, prepared when the server starts rather than inside subscribers'
// first queries: the in-memory sales index and the dimension tables that name the members.
import type { Warehouse } from '../../warehouse/connection';
import { salesIndexOf } from './columnar/sales-index';
import { DIMENSIONS } from './dimensions';

export async function prepareMarket(warehouse: Warehouse): Promise<void> {
  await Promise.all(Object.values(DIMENSIONS).map((dimension) => dimension.names(warehouse, [], '2000-01')));
  await salesIndexOf(warehouse);
}
