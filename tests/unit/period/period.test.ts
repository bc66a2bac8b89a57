// Period maths against hand-computed windows (domain notes §2.2: data as of 2026-09).
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  availablePeriods,
  formatPeriod,
  isPartialYear,
  latestPeriod,
  momWindow,
  parsePeriod,
  periodWindow,
  previousYearWindow,
  trendPeriods,
  windowLength,
  type Period,
} from '../../../src/shared/period';

const p = (type: Period['type'], value: string): Period => ({ type, value });

describe('parsePeriod', () => {
  it('accepts each type in its own shape only', () => {
    expect(parsePeriod('MONTH', '2026-09')).toEqual(p('MONTH', '2026-09'));
    expect(parsePeriod('QUARTER', '2026Q3')).toEqual(p('QUARTER', '2026Q3'));
    expect(parsePeriod('YEAR', '2025')).toEqual(p('YEAR', '2025'));
    expect(parsePeriod('MAT', '2026-13')).toBeNull();
    expect(parsePeriod('QUARTER', '2026Q5')).toBeNull();
    expect(parsePeriod('QUARTER', '2026-09')).toBeNull();
    expect(parsePeriod('YEAR', '2026-09')).toBeNull();
    expect(parsePeriod('WEEK', '2026-09')).toBeNull();
    expect(parsePeriod('MONTH', 202609)).toBeNull();
  });
});

describe('windows', () => {
  it('current and previous-year windows of every type', () => {
    const cases: [Period, string, string, string, string][] = [
      [p('MONTH', '2026-09'), '2026-09', '2026-09', '2025-09', '2025-09'],
      [p('QUARTER', '2026Q3'), '2026-07', '2026-09', '2025-07', '2025-09'],
      [p('QUARTER', '2026Q1'), '2026-01', '2026-03', '2025-01', '2025-03'],
      [p('YEAR', '2025'), '2025-01', '2025-12', '2024-01', '2024-12'],
      [p('YTD', '2026-09'), '2026-01', '2026-09', '2025-01', '2025-09'],
      [p('MAT', '2026-09'), '2025-10', '2026-09', '2024-10', '2025-09'],
      [p('MAT', '2026-01'), '2025-02', '2026-01', '2024-02', '2025-01'],
    ];
    for (const [period, from, to, prevFrom, prevTo] of cases) {
      expect(periodWindow(period), period.value).toEqual({ from, to });
      expect(previousYearWindow(period), period.value).toEqual({ from: prevFrom, to: prevTo });
    }
    expect(windowLength(periodWindow(p('MAT', '2026-09')))).toBe(12);
  });

  it('MoM windows for MONTH and QUARTER only, across year ends', () => {
    expect(momWindow(p('MONTH', '2026-01'))).toEqual({ from: '2025-12', to: '2025-12' });
    expect(momWindow(p('QUARTER', '2026Q1'))).toEqual({ from: '2025-10', to: '2025-12' });
    expect(momWindow(p('MAT', '2026-09'))).toBeNull();
    expect(momWindow(p('YTD', '2026-09'))).toBeNull();
    expect(momWindow(p('YEAR', '2025'))).toBeNull();
  });

  it('month arithmetic crosses years both ways', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-09', -35)).toBe('2023-10');
  });
});

describe('trends', () => {
  it('N consecutive periods, oldest first', () => {
    expect(trendPeriods(p('QUARTER', '2026Q2'), 4).map((x) => x.value)).toEqual(['2025Q3', '2025Q4', '2026Q1', '2026Q2']);
    expect(trendPeriods(p('MAT', '2026-02'), 3).map((x) => x.value)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(trendPeriods(p('YEAR', '2026'), 3).map((x) => x.value)).toEqual(['2024', '2025', '2026']);
    expect(trendPeriods(p('YTD', '2026-09'), 2).map((x) => x.value)).toEqual(['2025-09', '2026-09']);
    expect(trendPeriods(p('MONTH', '2026-01'), 2).map((x) => x.value)).toEqual(['2025-12', '2026-01']);
  });
});

describe('latest and available periods, partial years', () => {
  it('a quarter or year must be complete to be the latest', () => {
    expect(latestPeriod('QUARTER', '2026-09')).toEqual(p('QUARTER', '2026Q3'));
    expect(latestPeriod('QUARTER', '2026-08')).toEqual(p('QUARTER', '2026Q2'));
    expect(latestPeriod('QUARTER', '2026-01')).toEqual(p('QUARTER', '2025Q4'));
    expect(latestPeriod('YEAR', '2026-09')).toEqual(p('YEAR', '2025'));
    expect(latestPeriod('YEAR', '2025-12')).toEqual(p('YEAR', '2025'));
    expect(latestPeriod('MAT', '2026-09')).toEqual(p('MAT', '2026-09'));
  });

  it('lists the periods inside the data, newest first, with the partial current year', () => {
    // small: 2023-10 … 2026-09
    expect(availablePeriods('YEAR', '2023-10', '2026-09').map((x) => x.value)).toEqual(['2026', '2025', '2024']);
    expect(availablePeriods('QUARTER', '2023-10', '2026-09').map((x) => x.value)).toHaveLength(12);
    const mats = availablePeriods('MAT', '2023-10', '2026-09').map((x) => x.value);
    expect(mats[0]).toBe('2026-09');
    expect(mats.at(-1)).toBe('2024-09');
    expect(availablePeriods('YTD', '2023-10', '2026-09').at(-1)?.value).toBe('2024-01');
    expect(isPartialYear(p('YEAR', '2026'), '2026-09')).toBe(true);
    expect(isPartialYear(p('YEAR', '2025'), '2026-09')).toBe(false);
    expect(isPartialYear(p('MAT', '2026-09'), '2026-09')).toBe(false);
  });

  it('labels in both languages', () => {
    expect(formatPeriod(p('MAT', '2026-09'), 'en')).toBe('MAT 2026M09');
    expect(formatPeriod(p('QUARTER', '2026Q3'), 'zh-cn')).toBe('2026年第3季度');
    expect(formatPeriod(p('MONTH', '2026-09'), 'zh-cn')).toBe('2026年9月');
    expect(formatPeriod(p('MONTH', '2026-09'), 'en')).toBe('Sep 2026');
    expect(formatPeriod(p('YEAR', '2025'), 'zh-cn')).toBe('2025年');
  });
});
