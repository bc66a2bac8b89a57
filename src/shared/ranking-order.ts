import type { SortOrder } from '../generated/schema-types';

/**
 * A ranking in the order of the page's sort switch: the server ranks largest first; ascending
 * reverses the ranked members while 其他 stays last. One rule for the screen (tables and ranked
 * charts) and the export, so a workbook lists its rows as the table showed them.
 */
export function ordered<T extends object>(rows: T[], order: SortOrder): T[] {
  if (order === 'desc') return rows;
  const isOther = (row: T) => 'other' in row && row.other === true;
  return [...rows.filter((r) => !isOther(r)).reverse(), ...rows.filter(isOther)];
}
