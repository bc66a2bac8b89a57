// The top N of a ranking without a full sort: the same items in the same order as a stable sort cut
// at N, ties included (rows-block.ts relies on it for its 其他 row and ranks).
import { describe, expect, it } from 'vitest';
import { firstInOrder } from '../../../server/modules/market/first-in-order';

const VALUES = [5, 3, 9, 3, 9, 1, 0, 0, 7, 3, 9, -Infinity, 2, -Infinity, 5];
const KEYS = VALUES.map((_, i) => `k${String(i % 4)}`);
// The rows block's order: value descending, then key; equal keys stay in input order.
const order = (a: number, b: number): number => VALUES[b] - VALUES[a] || KEYS[a].localeCompare(KEYS[b]);
const sortedCut = (limit: number) => Array.from(VALUES.keys()).sort(order).slice(0, Math.max(limit, 0));

describe('firstInOrder', () => {
  for (const limit of [-1, 0, 1, 2, 3, 5, 8, 14, 15, 20]) {
    it(`keeps the first ${limit} of a stable sort`, () => {
      expect(firstInOrder(VALUES.length, limit, order)).toEqual(sortedCut(limit));
    });
  }
});
