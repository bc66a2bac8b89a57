// What a market export spends of the member's monthly export quota (issue 23 item 2): the lines of
// its table — ranked members, trend periods, heat-map rows, the KPI line — not the 其他 and 合计
// summary lines. Beyond the quota a workbook holds the first lines as the table lists them.
import type { SortOrder } from '../../../src/generated/schema-types';
import { ordered } from '../../../src/shared/ranking-order';
import type { BlockResult } from './results';

export function exportRows(block: BlockResult): number {
  return block.kind === 'kpi' ? 1 : block.rows.length;
}

/** The block cut to its first `count` lines in the order the table shows them (`order`: the ranking's sort switch). */
export function firstRows(block: BlockResult, count: number, order: SortOrder): BlockResult {
  switch (block.kind) {
    case 'kpi':
      return block;
    case 'series':
      return { ...block, rows: block.rows.slice(0, count) };
    case 'matrix':
      return { ...block, rows: block.rows.slice(0, count), cells: block.cells.slice(0, count) };
    case 'rows': {
      const kept = new Set(ordered(block.rows, order).slice(0, count));
      return { ...block, rows: block.rows.filter((row) => kept.has(row)) };
    }
  }
}
