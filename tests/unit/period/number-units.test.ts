import { describe, expect, it } from 'vitest';
import { autoUnit, formatInUnit, formatPercent, formatPoints, inUnit, NUMBER_UNITS } from '../../../src/shared/number-units';

describe('number units (spec §9)', () => {
  it('has the seven units 千 … 十亿 with their factors', () => {
    expect(NUMBER_UNITS.filter((u) => u.id !== 'ONE').map((u) => [u.label['zh-cn'], u.factor])).toEqual([
      ['千', 1e3],
      ['万', 1e4],
      ['十万', 1e5],
      ['百万', 1e6],
      ['千万', 1e7],
      ['亿', 1e8],
      ['十亿', 1e9],
    ]);
  });

  it('scales and formats', () => {
    expect(inUnit(69_000_000, 'TEN_THOUSAND')).toBe(6900);
    expect(formatInUnit(69_000_000, 'TEN_THOUSAND', 'zh-cn')).toBe('6,900.00万');
    expect(formatInUnit(250_000_000, 'HUNDRED_MILLION', 'en', 1)).toBe('2.5 ×100M');
    expect(formatInUnit(1234.4, 'ONE', 'en')).toBe('1,234');
    expect(formatInUnit(null, 'TEN_THOUSAND', 'en')).toBe('');
    expect(autoUnit(3e8)).toBe('HUNDRED_MILLION');
    expect(autoUnit(-5e4)).toBe('TEN_THOUSAND');
    expect(autoUnit(999)).toBe('ONE');
  });

  it('percentages and signed points', () => {
    expect(formatPercent(0.575)).toBe('57.5%');
    expect(formatPercent(-0.375, 2)).toBe('-37.50%');
    expect(formatPoints(2.5, 'en')).toBe('+2.5pp');
    expect(formatPoints(-12.5, 'zh-cn')).toBe('-12.5个百分点');
    expect(formatPercent(null)).toBe('');
  });
});
