// Times are epoch ms everywhere (DESIGN §9); people read and pick them in China time (UTC+8, no
// daylight saving) whatever the browser's zone. A China wall-clock time is carried as a local Date
// whose local fields show it, so dayjs formats and antd pickers work on it unchanged.
import dayjs, { type Dayjs } from 'dayjs';
// The interface languages' month and weekday names, for a schema's time format (`MMMM`, `ddd`) and
// for antd's date pickers, which ask dayjs for the locale their texts name: loaded with the code that
// shows times, not with every page.
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import type { Locale } from '../schema/types';

export const CHINA_OFFSET_MS = 8 * 3600_000;
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/** Epoch ms from a number or a numeric string; null for anything else. */
export function epochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return null;
}

/** The China wall-clock time of an instant, as a dayjs value (for pickers and formatting). */
export function chinaDayjs(ms: number): Dayjs {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return dayjs(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
}

/** The instant of a China wall-clock time picked in a dayjs value. */
export function fromChinaDayjs(value: Dayjs): number {
  return Date.UTC(value.year(), value.month(), value.date(), value.hour(), value.minute(), value.second(), value.millisecond()) - CHINA_OFFSET_MS;
}

/** An instant in China time, in a dayjs format, with month and weekday names in the language. */
export function formatChinaTime(ms: number, format: string = DATETIME_FORMAT, locale: Locale = 'zh-cn'): string {
  return chinaDayjs(ms).locale(locale).format(format);
}

/** First and last ms of the China-time days of a [from, to] date range (either side may be open). */
export function chinaDayRange(from: Dayjs | null, to: Dayjs | null): [number | null, number | null] {
  return [from ? fromChinaDayjs(from.startOf('day')) : null, to ? fromChinaDayjs(to.endOf('day')) : null];
}
