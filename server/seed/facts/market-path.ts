// The path each channel's total follows month by month: its own yearly growth (published shapes,
// domain notes §4: online drug sales grow by double digits, public hospitals are flat to low single
// digits under VBP price cuts and DRG budgets, pharmacies grow in low to mid single digits, the
// 2020 epidemic cut hospital sales), the calendar (calendar.ts) and a market-wide shock per month,
// so that no two months, channels or years grow alike.
import { CHANNELS, type Channel } from '../model';
import type { Random } from '../random';
import { calendarFactor } from './calendar';

/** Yearly growth of a channel's sales by calendar year (value, drugs and non-drugs sold there). */
export const CHANNEL_GROWTH: Record<Channel, Record<number, number>> = {
  HOSPITAL: { 2019: 0.052, 2020: -0.094, 2021: 0.071, 2022: 0.013, 2023: 0.046, 2024: -0.009, 2025: 0.012, 2026: 0.018 },
  RETAIL: { 2019: 0.061, 2020: 0.087, 2021: 0.048, 2022: 0.064, 2023: 0.042, 2024: 0.018, 2025: 0.027, 2026: 0.035 },
  GRASSROOTS: { 2019: 0.068, 2020: -0.032, 2021: 0.061, 2022: 0.036, 2023: 0.069, 2024: 0.041, 2025: 0.035, 2026: 0.028 },
  B2C: { 2019: 0.46, 2020: 0.49, 2021: 0.38, 2022: 0.31, 2023: 0.245, 2024: 0.188, 2025: 0.156, 2026: 0.131 },
};

/** Standard deviation of the market-wide shock of a month (smaller in the large, stable hospital channel). */
const MONTH_SHOCK: Record<Channel, number> = { HOSPITAL: 0.012, GRASSROOTS: 0.022, RETAIL: 0.016, B2C: 0.03 };

/**
 * The relative size of each channel month by month, before seasonality and calendar: 1 in the
 * last month, lower before it by the growth of each year in between.
 */
export function trendLevels(channel: Channel, months: string[]): number[] {
  const levels = new Array<number>(months.length);
  levels[months.length - 1] = 1;
  for (let i = months.length - 2; i >= 0; i--) {
    const growth = CHANNEL_GROWTH[channel][Number(months[i + 1].slice(0, 4))] ?? 0.03;
    levels[i] = levels[i + 1] / Math.pow(1 + growth, 1 / 12);
  }
  return levels;
}

/**
 * Per channel and month, the target value of its sales without SKU seasonality: the trend scaled
 * so its latest twelve months add up to `yearly`, times the calendar and the month's shock. The
 * calendar and shocks are not renormalised, so the channel totals come out near, not at, `yearly`.
 */
export function channelTargets(random: Random, months: string[], yearly: Record<Channel, number>): Record<Channel, number[]> {
  const targets = {} as Record<Channel, number[]>;
  for (const channel of CHANNELS) {
    const levels = trendLevels(channel, months);
    const lastYear = levels.slice(-12).reduce((sum, x) => sum + x, 0);
    const shocks = random.fork(channel);
    targets[channel] = levels.map((level, i) => ((yearly[channel] * level) / lastYear) * calendarFactor(channel, months[i]) * Math.exp(shocks.normal(0, MONTH_SHOCK[channel])));
  }
  return targets;
}
