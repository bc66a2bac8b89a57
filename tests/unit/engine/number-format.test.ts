// The cached number formatter reads exactly like toLocaleString with the same options, in both
// languages, whatever order the option sets are asked for in.
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/shared/number-format';

const OPTIONS: Intl.NumberFormatOptions[] = [
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 0, useGrouping: false },
  { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'negative' },
  { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
];
const VALUES = [0, -0.0001, 1234567.891, -98765.4321, 0.6470, 2024];

describe('formatNumber', () => {
  it.each(['zh-cn', 'en'] as const)('matches toLocaleString in %s for every option set, asked twice', (locale) => {
    const tag = locale === 'en' ? 'en-US' : 'zh-CN';
    for (let round = 0; round < 2; round++) {
      for (const options of OPTIONS) {
        for (const value of VALUES) expect(formatNumber(value, locale, options)).toBe(value.toLocaleString(tag, options));
      }
    }
  });

  it('keeps option sets apart: the same value with other digits reads otherwise', () => {
    expect(formatNumber(1.5, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('1.50');
    expect(formatNumber(1.5, 'en', { minimumFractionDigits: 0, maximumFractionDigits: 0 })).toBe('2');
    expect(formatNumber(1234, 'en', { useGrouping: false })).toBe('1234');
    expect(formatNumber(1234, 'en', { useGrouping: true })).toBe('1,234');
  });
});
