import { describe, expect, it } from 'vitest';
import { findNumberUnit, NUMBER_UNITS } from '../../../src/shared/number-units';

describe('number units (spec §9)', () => {
  it('has plain 元 and the seven units 千 … 十亿 with their factors', () => {
    expect(NUMBER_UNITS.map((u) => [u.label['zh-cn'], u.factor])).toEqual([
      ['', 1],
      ['千', 1e3],
      ['万', 1e4],
      ['十万', 1e5],
      ['百万', 1e6],
      ['千万', 1e7],
      ['亿', 1e8],
      ['十亿', 1e9],
    ]);
  });

  it('labels every unit in English too, and finds units by id only', () => {
    expect(NUMBER_UNITS.filter((u) => u.factor > 1).every((u) => u.label.en.length > 0)).toBe(true);
    expect(findNumberUnit('HUNDRED_MILLION')?.factor).toBe(1e8);
    expect(findNumberUnit('1e8')).toBeUndefined();
  });
});
