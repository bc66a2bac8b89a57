import type { ChartRow } from '../../adapters/chart/chart-input';
import type { SortOrder } from './url-state';

/** The server ranks descending; ascending reverses the members while 其他 stays last. */
export function ordered<T extends Pick<ChartRow, 'other'>>(rows: T[], order: SortOrder): T[] {
  if (order === 'desc') return rows;
  return [...rows.filter((r) => !r.other).reverse(), ...rows.filter((r) => r.other)];
}
