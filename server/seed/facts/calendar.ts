// Calendar effects on a channel's monthly sales: the number of days in the month, the Spring
// Festival week (hospitals and clinics see few patients, pharmacies stock up before it and are
// quiet during it) and, online, the 618 and 双11 shopping festivals.
import type { Channel } from '../model';

/** Lunar New Year's Day (春节) by year; the holiday runs from the eve through the sixth day. */
const SPRING_FESTIVAL: Record<number, string> = {
  2018: '2018-02-16', 2019: '2019-02-05', 2020: '2020-01-25', 2021: '2021-02-12', 2022: '2022-02-01', 2023: '2023-01-22',
  2024: '2024-02-10', 2025: '2025-01-29', 2026: '2026-02-17', 2027: '2027-02-06',
};

/** How strongly a channel's sales follow the number of days in the month (hospitals work by the day). */
const DAY_ELASTICITY: Record<Channel, number> = { HOSPITAL: 0.8, GRASSROOTS: 0.8, RETAIL: 0.6, B2C: 0.5 };

/** The sales lost over a whole holiday week, and the extra bought in the week before it. */
const HOLIDAY_DIP: Record<Channel, number> = { HOSPITAL: 0.5, GRASSROOTS: 0.5, RETAIL: 0.3, B2C: 0.45 };
const PRE_HOLIDAY: Record<Channel, number> = { HOSPITAL: 0, GRASSROOTS: 0, RETAIL: 0.15, B2C: 0.1 };

/** 618 (June) and 双11 (November) lift online sales. */
const ONLINE_FESTIVAL: Record<number, number> = { 6: 1.12, 11: 1.18 };

const DAY_MS = 86_400_000;
const AVERAGE_MONTH_DAYS = 365.25 / 12;

/** Days of the range [from, from + days) that fall into month [monthStart, monthEnd). */
function overlap(from: number, days: number, monthStart: number, monthEnd: number): number {
  return Math.max(0, Math.min(from + days * DAY_MS, monthEnd) - Math.max(from, monthStart)) / DAY_MS;
}

/** The calendar factor of a channel in a month (YYYY-MM-01), about 1 on average over a year. */
export function calendarFactor(channel: Channel, month: string): number {
  const year = Number(month.slice(0, 4));
  const cal = Number(month.slice(5, 7));
  const start = Date.UTC(year, cal - 1, 1);
  const end = Date.UTC(year, cal, 1);
  const days = (end - start) / DAY_MS;
  let factor = Math.pow(days / AVERAGE_MONTH_DAYS, DAY_ELASTICITY[channel]);
  const festival = SPRING_FESTIVAL[year] ? Date.parse(`${SPRING_FESTIVAL[year]}T00:00:00Z`) : null;
  if (festival !== null) {
    const eve = festival - DAY_MS;
    factor *= 1 - (HOLIDAY_DIP[channel] * overlap(eve, 7, start, end)) / days;
    factor *= 1 + (PRE_HOLIDAY[channel] * overlap(eve - 7 * DAY_MS, 7, start, end)) / days;
  }
  if (channel === 'B2C') factor *= ONLINE_FESTIVAL[cal] ?? 1;
  return factor;
}
